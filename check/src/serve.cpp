#include "tandem/check/serve.hpp"

#include <dlfcn.h>

#include <array>
#include <vector>

#include "tandem/check/protocol.hpp"

namespace tandem::check {

namespace {

tandem_check_bytes view(const Bytes& b) { return {b.empty() ? nullptr : b.data(), b.size()}; }

}  // namespace

Reply call(const tandem_check_impl& impl, const Request& r) {
  std::vector<Bytes> a;
  for (std::size_t i = 0; i < r.args.size(); ++i) {
    const Arg kind = r.op->args[i];
    a.push_back(kind == Arg::hash || kind == Arg::field_op ? Bytes{} : r.bytes(i));
  }
  std::array<std::uint8_t, TANDEM_CHECK_OUT_CAPACITY> buf{};
  tandem_check_out out{buf.data(), buf.size(), 0};
  const char* c = r.curve.c_str();
  tandem_check_status st = TANDEM_CHECK_UNSUPPORTED;
  switch (r.op->op) {
    case TANDEM_CHECK_POINT_DECODE:
      st = impl.point_decode(c, view(a[0]), &out);
      break;
    case TANDEM_CHECK_POINT_ADD:
      st = impl.point_add(c, view(a[0]), view(a[1]), &out);
      break;
    case TANDEM_CHECK_POINT_DBL:
      st = impl.point_dbl(c, view(a[0]), &out);
      break;
    case TANDEM_CHECK_POINT_NEG:
      st = impl.point_neg(c, view(a[0]), &out);
      break;
    case TANDEM_CHECK_MUL:
      st = impl.mul(c, view(a[0]), view(a[1]), &out);
      break;
    case TANDEM_CHECK_MUL_GEN:
      st = impl.mul_gen(c, view(a[0]), &out);
      break;
    case TANDEM_CHECK_MUL2:
      st = impl.mul2(c, view(a[0]), view(a[1]), view(a[2]), view(a[3]), &out);
      break;
    case TANDEM_CHECK_ECDSA_SIGN:
      st = impl.ecdsa_sign(c, view(a[0]), view(a[1]), view(a[2]), &out);
      break;
    case TANDEM_CHECK_ECDSA_SIGN_RFC6979:
      st = impl.ecdsa_sign_rfc6979(c, view(a[0]), view(a[1]), r.args[2].c_str(), &out);
      break;
    case TANDEM_CHECK_ECDSA_VERIFY:
      st = impl.ecdsa_verify(c, view(a[0]), view(a[1]), view(a[2]));
      break;
    case TANDEM_CHECK_ECDSA_VERIFY_DER:
      st = impl.ecdsa_verify_der(c, view(a[0]), view(a[1]), view(a[2]));
      break;
    case TANDEM_CHECK_ECDH:
      st = impl.ecdh(c, view(a[0]), view(a[1]), &out);
      break;
    case TANDEM_CHECK_BIP340_SIGN:
      st = impl.bip340_sign(view(a[0]), view(a[1]), view(a[2]), &out);
      break;
    case TANDEM_CHECK_BIP340_VERIFY:
      st = impl.bip340_verify(view(a[0]), view(a[1]), view(a[2]));
      break;
    case TANDEM_CHECK_FIELD_P:
    case TANDEM_CHECK_FIELD_N: {
      const auto fop = find_field_op(r.args[0]);
      const Bytes none;
      st = impl.field(c, r.op->op == TANDEM_CHECK_FIELD_P ? 'p' : 'n', *fop, view(a[1]),
                      a.size() > 2 ? view(a[2]) : view(none), &out);
      break;
    }
    case TANDEM_CHECK_JACOBIAN_ADD: {
      const tandem_check_bytes p3[3] = {view(a[0]), view(a[1]), view(a[2])};
      const tandem_check_bytes q3[3] = {view(a[3]), view(a[4]), view(a[5])};
      st = impl.jacobian_add(c, p3, q3, &out);
      break;
    }
    case TANDEM_CHECK_JACOBIAN_DBL: {
      const tandem_check_bytes p3[3] = {view(a[0]), view(a[1]), view(a[2])};
      st = impl.jacobian_dbl(c, p3, &out);
      break;
    }
    case TANDEM_CHECK_ECDSA_SIGN_MSG:
      st = impl.ecdsa_sign_msg(c, r.args[0].c_str(), view(a[1]), view(a[2]), view(a[3]), &out);
      break;
    case TANDEM_CHECK_ECDSA_SIGN_MSG_RFC6979:
      st = impl.ecdsa_sign_msg_rfc6979(c, r.args[0].c_str(), view(a[1]), view(a[2]), &out);
      break;
    case TANDEM_CHECK_ECDSA_SIGN_MSG_RANDOM:
      st = impl.ecdsa_sign_msg_random(c, r.args[0].c_str(), view(a[1]), view(a[2]), &out);
      break;
    case TANDEM_CHECK_ECDSA_VERIFY_MSG:
      st = impl.ecdsa_verify_msg(c, r.args[0].c_str(), view(a[1]), view(a[2]), view(a[3]));
      break;
    case TANDEM_CHECK_ECDSA_VERIFY_MSG_DER:
      st = impl.ecdsa_verify_msg_der(c, r.args[0].c_str(), view(a[1]), view(a[2]), view(a[3]));
      break;
    case TANDEM_CHECK_OP_COUNT:
      break;
  }
  Reply reply;
  if (st == TANDEM_CHECK_OK) {
    reply.status = Status::ok;
    // A length beyond the buffer is the library's fault: the reply says so
    // (garbage on the wire would be reported the same way).
    if (out.len > buf.size()) {
      reply.status = Status::reject;
      reply.note = "the library wrote a length beyond the output buffer";
      return reply;
    }
    reply.value.assign(buf.begin(), buf.begin() + static_cast<std::ptrdiff_t>(out.len));
  } else if (st == TANDEM_CHECK_REJECT) {
    reply.status = Status::reject;
  } else {
    reply.status = Status::unsupported;
  }
  return reply;
}

int serve(const tandem_check_impl& impl, std::FILE* in, std::FILE* out, std::FILE* err) {
  std::string why;
  const std::optional<Capabilities> caps = capabilities_of(impl, why);
  if (!caps) {
    std::fprintf(err, "tandem check: %s\n", why.c_str());
    return 2;
  }
  for (const std::string& l : handshake_lines(*caps)) std::fprintf(out, "%s\n", l.c_str());
  std::fflush(out);
  std::string line;
  for (int ch = std::fgetc(in);; ch = std::fgetc(in)) {
    if (ch == EOF) break;
    if (ch != '\n') {
      line += static_cast<char>(ch);
      continue;
    }
    std::string bad;
    const std::optional<Request> r = parse_request(line, bad);
    line.clear();
    Reply reply;
    if (!r) {
      reply.status = Status::unsupported;
    } else {
      const CurveCaps* cc = nullptr;
      for (const CurveCaps& c : caps->curves) {
        if (c.name == r->curve) cc = &c;
      }
      if (cc == nullptr || !cc->has(r->op->op)) reply.status = Status::unsupported;
      else reply = call(impl, *r);
    }
    std::fprintf(out, "%s\n", reply.line().c_str());
    std::fflush(out);
  }
  return 0;
}

const tandem_check_impl* load_library(const std::string& path, std::string& why) {
  // A path without a slash would be searched for; the library named is the
  // one in the current folder or at the path given.
  const std::string p = path.find('/') == std::string::npos ? "./" + path : path;
  void* h = dlopen(p.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (h == nullptr) {
    const char* e = dlerror();
    why = "cannot load " + path + ": " + (e != nullptr ? e : "dlopen failed");
    return nullptr;
  }
  void* sym = dlsym(h, TANDEM_CHECK_ENTRY_SYMBOL);
  if (sym == nullptr) {
    why = path + " exports no " TANDEM_CHECK_ENTRY_SYMBOL;
    return nullptr;
  }
  tandem_check_entry_fn entry = nullptr;
  static_assert(sizeof entry == sizeof sym);
  __builtin_memcpy(&entry, &sym, sizeof entry);
  const tandem_check_impl* impl = entry();
  if (impl == nullptr) {
    why = path + ": " TANDEM_CHECK_ENTRY_SYMBOL "() returned NULL";
    return nullptr;
  }
  return impl;
}

}  // namespace tandem::check

#include "tandem/check/fuzz.hpp"

#include <algorithm>
#include <array>
#include <cctype>
#include <set>
#include <sstream>

#include "tandem/check/cases.hpp"
#include "tandem/check/expect.hpp"
#include "tandem/check/run.hpp"
#include "tandem/check/serve.hpp"
#include "tandem/ref/encoding.hpp"
#include "tandem/ref/group.hpp"

namespace tandem::check::fuzz {

namespace {

constexpr tandem_check_field_op kFieldOps[] = {TANDEM_CHECK_F_ADD, TANDEM_CHECK_F_SUB, TANDEM_CHECK_F_MUL,
                                               TANDEM_CHECK_F_SQR, TANDEM_CHECK_F_NEG, TANDEM_CHECK_F_INV,
                                               TANDEM_CHECK_F_SQRT};

/// The curves that declare at least one operation (the ones octet 0 picks
/// from).
std::vector<const CurveCaps*> live_curves(const Capabilities& caps) {
  std::vector<const CurveCaps*> out;
  for (const CurveCaps& c : caps.curves) {
    if (c.ops != 0 && ref::find_curve(c.name) != nullptr) out.push_back(&c);
  }
  return out;
}

std::vector<const OpInfo*> declared_ops(const CurveCaps& c) {
  std::vector<const OpInfo*> out;
  for (const OpInfo& op : operations()) {
    if (c.has(op.op)) out.push_back(&op);
  }
  return out;
}

bool is_text(Arg a) { return a == Arg::hash || a == Arg::field_op; }

/// Kinds that share a pool: what one argument can meaningfully take from
/// another's edge values.
Arg pool_kind(Arg a) {
  switch (a) {
    case Arg::nonce:
    case Arg::secret:
      return Arg::scalar;
    case Arg::msg:
    case Arg::message:
      return Arg::digest;
    default:
      return a;
  }
}

mpz_class be_value(const Bytes& b) { return ref::from_be_bytes(b); }

/// v mod 2^(8·len) as exactly `len` octets.
Bytes be_bytes(mpz_class v, std::size_t len) {
  mpz_class top;
  mpz_ui_pow_ui(top.get_mpz_t(), 2, static_cast<unsigned long>(8 * len));
  v %= top;
  if (v < 0) v += top;
  return ref::to_be_bytes(v, len);
}

template <class T>
const T& pick(const std::vector<T>& v, std::mt19937_64& rng) {
  return v[std::uniform_int_distribution<std::size_t>(0, v.size() - 1)(rng)];
}

std::size_t below(std::size_t n, std::mt19937_64& rng) {
  return std::uniform_int_distribution<std::size_t>(0, n - 1)(rng);
}

/// A DER signature edited where strict parsers differ: a length off by
/// one, a sign octet added or removed, a tag changed, trailing octets.
void edit_der(Bytes& d, std::mt19937_64& rng) {
  if (d.size() < 2) {
    d = {0x30, 0x00};
    return;
  }
  // The offsets of the integers' tags, when the structure is the usual one.
  std::vector<std::size_t> ints;
  for (std::size_t i = 2; i + 1 < d.size(); i += 2 + d[i + 1]) {
    if (d[i] != 0x02) break;
    ints.push_back(i);
  }
  switch (below(6, rng)) {
    case 0:  // the sequence's length ±1
      d[1] = static_cast<std::uint8_t>(d[1] + (below(2, rng) != 0U ? 1 : -1));
      break;
    case 1:  // a redundant zero octet at the front of an integer
      if (!ints.empty()) {
        const std::size_t i = pick(ints, rng);
        d.insert(d.begin() + static_cast<std::ptrdiff_t>(i) + 2, 0x00);
        ++d[i + 1];
        ++d[1];
      }
      break;
    case 2:  // an integer's first octet stripped (its sign octet, or a digit)
      if (!ints.empty()) {
        const std::size_t i = pick(ints, rng);
        if (d[i + 1] > 0 && i + 2 < d.size()) {
          d.erase(d.begin() + static_cast<std::ptrdiff_t>(i) + 2);
          --d[i + 1];
          --d[1];
        }
      }
      break;
    case 3:  // a tag changed
      d[ints.empty() || below(2, rng) == 0 ? 0 : pick(ints, rng)] ^= static_cast<std::uint8_t>(1U << below(8, rng));
      break;
    case 4:  // a long-form length where a short one belongs
      d.insert(d.begin() + 1, 0x81);
      break;
    default:  // trailing octets
      d.push_back(static_cast<std::uint8_t>(below(256, rng)));
      break;
  }
}

std::uint32_t hash_bit(const std::string& name) {
  for (const auto& [n, bit] : hash_names()) {
    if (n == name) return bit;
  }
  return 0;
}

}  // namespace

std::optional<Request> decode(const Capabilities& caps, ByteView in) {
  const std::vector<const CurveCaps*> curves = live_curves(caps);
  if (curves.empty()) return std::nullopt;
  std::size_t at = 0;
  auto octet = [&]() -> std::uint8_t { return at < in.size() ? in[at++] : 0; };
  const CurveCaps& c = *curves[octet() % curves.size()];
  const std::vector<const OpInfo*> ops = declared_ops(c);
  Request r;
  r.op = ops[octet() % ops.size()];
  r.curve = c.name;
  const std::vector<std::string> hashes = c.hash_list();
  for (Arg a : r.op->args) {
    // A field operation of one argument takes no second one.
    if (r.args.size() == 2 && r.op->args[0] == Arg::field_op && !field_op_binary(*find_field_op(r.args[0]))) break;
    if (a == Arg::hash) {
      const std::uint8_t i = octet();
      r.args.push_back(hashes.empty() ? "SHA256" : hashes[i % hashes.size()]);
    } else if (a == Arg::field_op) {
      r.args.emplace_back(field_op_name(kFieldOps[octet() % std::size(kFieldOps)]));
    } else {
      std::size_t len = octet();
      if (len == 255) len = static_cast<std::size_t>(octet()) << 8 | octet();
      len = std::min(len, in.size() - at);
      r.args.push_back(to_hex(in.subspan(at, len)));
      at += len;
    }
  }
  return r;
}

Bytes encode(const Capabilities& caps, const Request& r) {
  const std::vector<const CurveCaps*> curves = live_curves(caps);
  Bytes out;
  std::size_t ci = 0;
  while (ci < curves.size() && curves[ci]->name != r.curve) ++ci;
  if (ci == curves.size()) return out;
  const std::vector<const OpInfo*> ops = declared_ops(*curves[ci]);
  const auto oi = std::find(ops.begin(), ops.end(), r.op);
  if (oi == ops.end()) return out;
  out.push_back(static_cast<std::uint8_t>(ci));
  out.push_back(static_cast<std::uint8_t>(oi - ops.begin()));
  const std::vector<std::string> hashes = curves[ci]->hash_list();
  for (std::size_t i = 0; i < r.args.size() && i < r.op->args.size(); ++i) {
    const Arg a = r.op->args[i];
    if (a == Arg::hash) {
      const auto hi = std::find(hashes.begin(), hashes.end(), r.args[i]);
      out.push_back(static_cast<std::uint8_t>(hi == hashes.end() ? 0 : hi - hashes.begin()));
    } else if (a == Arg::field_op) {
      const auto f = find_field_op(r.args[i]);
      out.push_back(static_cast<std::uint8_t>(f ? *f : 0));
    } else {
      const Bytes b = r.bytes(i);
      if (b.size() < 255) {
        out.push_back(static_cast<std::uint8_t>(b.size()));
      } else {
        const std::size_t len = std::min<std::size_t>(b.size(), 0xffff);
        out.push_back(255);
        out.push_back(static_cast<std::uint8_t>(len >> 8));
        out.push_back(static_cast<std::uint8_t>(len & 0xff));
      }
      out.insert(out.end(), b.begin(), b.begin() + static_cast<std::ptrdiff_t>(std::min<std::size_t>(b.size(), 0xffff)));
    }
  }
  return out;
}

Mutator::Mutator(const Capabilities& caps) : caps_(caps) {}

// A curve's pools are built when a mutation first asks for one: the edge
// battery of every declared operation costs ref seconds per curve under the
// sanitizers, and fifteen curves at once left a ten-second run three inputs.
const std::vector<std::string>& Mutator::pool(const std::string& curve, Arg kind) const {
  static const std::vector<std::string> none;
  auto c = pools_.find(curve);
  if (c == pools_.end()) {
    const auto cc = std::find_if(caps_.curves.begin(), caps_.curves.end(),
                                 [&](const CurveCaps& x) { return x.name == curve; });
    const ref::Curve* C = ref::find_curve(curve);
    if (cc == caps_.curves.end() || C == nullptr) return none;
    std::map<Arg, std::set<std::string>> seen;
    for (const OpInfo* op : declared_ops(*cc)) {
      for (const Case& k : edge_cases(*C, *op, cc->hash_list())) {
        for (std::size_t i = 0; i < k.request.args.size() && i < op->args.size(); ++i) {
          if (!is_text(op->args[i])) seen[pool_kind(op->args[i])].insert(k.request.args[i]);
        }
      }
    }
    auto& pools = pools_[curve];
    for (auto& [k, values] : seen) pools[k].assign(values.begin(), values.end());
    c = pools_.find(curve);
  }
  const auto k = c->second.find(pool_kind(kind));
  return k == c->second.end() ? none : k->second;
}

Mutation Mutator::mutate(Request& r, std::mt19937_64& rng,
                         const std::function<void(Bytes&, std::size_t)>& octets) const {
  const ref::Curve& C = *ref::find_curve(r.curve);
  std::vector<std::size_t> data_args;
  for (std::size_t i = 0; i < r.args.size() && i < r.op->args.size(); ++i) {
    if (!is_text(r.op->args[i])) data_args.push_back(i);
  }
  // The same curve's other operations, and the other curves with this one.
  auto refill = [&](Request& q) {
    q.args.clear();
    const auto cc = std::find_if(caps_.curves.begin(), caps_.curves.end(),
                                  [&](const CurveCaps& c) { return c.name == q.curve; });
    const std::vector<std::string> hashes = cc->hash_list();
    for (Arg a : q.op->args) {
      if (q.args.size() == 2 && q.op->args[0] == Arg::field_op && !field_op_binary(*find_field_op(q.args[0]))) break;
      if (a == Arg::hash) {
        q.args.push_back(hashes.empty() ? "SHA256" : pick(hashes, rng));
      } else if (a == Arg::field_op) {
        q.args.emplace_back(field_op_name(kFieldOps[below(std::size(kFieldOps), rng)]));
      } else {
        const auto& p = pool(q.curve, a);
        q.args.push_back(p.empty() ? "-" : pick(p, rng));
      }
    }
  };
  for (int attempt = 0; attempt < 8; ++attempt) {
    const auto m = static_cast<Mutation>(below(8, rng));
    if (data_args.empty() && m != Mutation::operation && m != Mutation::curve) continue;
    const std::size_t i = data_args.empty() ? 0 : pick(data_args, rng);
    const Arg kind = data_args.empty() ? Arg::digest : r.op->args[i];
    switch (m) {
      case Mutation::pool: {
        const auto& p = pool(r.curve, kind);
        if (p.empty()) continue;
        r.args[i] = pick(p, rng);
        return m;
      }
      case Mutation::relate: {
        std::vector<std::size_t> same;
        for (std::size_t j : data_args) {
          if (j != i && pool_kind(r.op->args[j]) == pool_kind(kind)) same.push_back(j);
        }
        const Bytes v = r.bytes(i);
        if (kind == Arg::point && below(2, rng) == 0) {
          // −P (and P itself elsewhere, below): the exceptional pair.
          const auto P = ref::decode_point(C, v);
          if (!P) continue;
          const Bytes neg = ref::encode_point(C, ref::neg(C, *P), v.size() == 1 + C.fp().bytes()
                                                                   ? ref::PointFormat::compressed
                                                                   : ref::PointFormat::uncompressed);
          r.args[same.empty() ? i : pick(same, rng)] = to_hex(neg);
          return m;
        }
        if (pool_kind(kind) == Arg::scalar && below(2, rng) == 0) {
          // n − k: k and −k together, or the top of the range.
          r.args[same.empty() ? i : pick(same, rng)] = to_hex(be_bytes(C.n() - be_value(v), C.fn().bytes()));
          return m;
        }
        if (same.empty()) continue;
        r.args[pick(same, rng)] = r.args[i];
        return m;
      }
      case Mutation::reencode: {
        if (kind != Arg::point) continue;
        const auto P = ref::decode_point(C, r.bytes(i));
        if (!P) continue;
        const ref::PointFormat f = std::array{ref::PointFormat::compressed, ref::PointFormat::uncompressed,
                                              ref::PointFormat::hybrid}[below(3, rng)];
        r.args[i] = to_hex(ref::encode_point(C, *P, f));
        return m;
      }
      case Mutation::der: {
        if (kind != Arg::der) continue;
        Bytes d = r.bytes(i);
        edit_der(d, rng);
        r.args[i] = to_hex(d);
        return m;
      }
      case Mutation::near: {
        Bytes v = r.bytes(i);
        if (v.empty() || kind == Arg::point || kind == Arg::der) continue;
        const std::size_t len = v.size();
        mpz_class x = be_value(v);
        if (below(2, rng) == 0) {
          x += static_cast<long>(below(7, rng)) - 3;
        } else {
          // A limb boundary: 2^(w·j) − 1, 2^(w·j), 2^(w·j) + 1, w = 26, 32,
          // 52 or 64.
          const unsigned widths[] = {26, 32, 52, 64};
          const unsigned w = widths[below(4, rng)];
          const unsigned j = 1 + static_cast<unsigned>(below(std::max<std::size_t>(1, 8 * len / w), rng));
          mpz_ui_pow_ui(x.get_mpz_t(), 2, w * j);
          x += static_cast<long>(below(3, rng)) - 1;
        }
        r.args[i] = to_hex(be_bytes(x, len));
        return m;
      }
      case Mutation::bytes: {
        Bytes v = r.bytes(i);
        octets(v, v.size() + 8);
        r.args[i] = to_hex(v);
        return m;
      }
      case Mutation::operation: {
        const auto cc = std::find_if(caps_.curves.begin(), caps_.curves.end(),
                                      [&](const CurveCaps& c) { return c.name == r.curve; });
        const std::vector<const OpInfo*> ops = declared_ops(*cc);
        if (ops.size() < 2) continue;
        Request q = r;
        q.op = pick(ops, rng);
        refill(q);
        // Arguments of the same kind carried over, position by position.
        for (std::size_t j = 0; j < q.args.size() && j < r.args.size(); ++j) {
          if (q.op->args[j] == r.op->args[j]) q.args[j] = r.args[j];
        }
        r = std::move(q);
        return m;
      }
      case Mutation::curve: {
        std::vector<std::string> others;
        for (const CurveCaps* c : live_curves(caps_)) {
          if (c->name != r.curve && c->has(r.op->op)) others.push_back(c->name);
        }
        if (others.empty()) continue;
        r.curve = pick(others, rng);
        refill(r);
        return m;
      }
    }
  }
  // Nothing else applied: the octets of an argument, or of nothing.
  if (!data_args.empty()) {
    const std::size_t i = pick(data_args, rng);
    Bytes v = r.bytes(i);
    octets(v, v.size() + 8);
    r.args[i] = to_hex(v);
  }
  return Mutation::bytes;
}

Request Mutator::cross(const Request& a, const Request& b, std::mt19937_64& rng) const {
  Request out = a;
  if (a.curve == b.curve && a.op == b.op && a.args.size() == b.args.size()) {
    for (std::size_t i = 0; i < out.args.size(); ++i) {
      if (below(2, rng) == 0) out.args[i] = b.args[i];
    }
    return out;
  }
  std::vector<std::pair<std::size_t, std::size_t>> fits;
  for (std::size_t i = 0; i < a.args.size() && i < a.op->args.size(); ++i) {
    for (std::size_t j = 0; j < b.args.size() && j < b.op->args.size(); ++j) {
      const Arg k = a.op->args[i];
      if (!is_text(k) && pool_kind(k) == pool_kind(b.op->args[j])) fits.emplace_back(i, j);
    }
  }
  if (!fits.empty()) {
    const auto [i, j] = pick(fits, rng);
    out.args[i] = b.args[j];
  }
  return out;
}

Session::Session(const tandem_check_impl& impl, std::string lib_name, std::vector<const tandem_check_impl*> peers)
    : impl_(impl), lib_name_(std::move(lib_name)) {
  std::string why;
  const std::optional<Capabilities> caps = capabilities_of(impl, why);
  if (caps) caps_ = *caps;
  for (const tandem_check_impl* p : peers) {
    if (const std::optional<Capabilities> pc = capabilities_of(*p, why)) peers_.push_back({p, *pc});
  }
}

std::optional<std::string> Session::check(ByteView input) const {
  const std::optional<Request> r = decode(caps_, input);
  if (!r) return std::nullopt;
  const ref::Curve& C = *ref::find_curve(r->curve);
  auto judge = [&](const tandem_check_impl& impl, const CurveCaps& cc,
                   const std::string& who) -> std::optional<std::string> {
    const Expected want = expect(C, cc, *r);
    const Reply got = call(impl, *r);
    const std::optional<std::string> diff = compare(C, cc, *r, want, got);
    if (!diff) return std::nullopt;
    std::ostringstream s;
    s << who << " disagrees with ref on '" << r->line() << "': " << *diff << " (it answered '" << got.line()
      << "'); ref's answer: " << reproducer(*r, cc.policies);
    return s.str();
  };
  for (const CurveCaps& cc : caps_.curves) {
    if (cc.name == r->curve) {
      if (auto d = judge(impl_, cc, lib_name_)) return d;
    }
  }
  for (const Side& p : peers_) {
    for (const CurveCaps& cc : p.caps.curves) {
      if (cc.name != r->curve || !cc.has(r->op->op)) continue;
      if (message_level(r->op->op) && (cc.hashes & hash_bit(r->args[0])) == 0) continue;
      if (auto d = judge(*p.impl, cc, p.caps.name)) return d;
    }
  }
  return std::nullopt;
}

std::vector<Bytes> seeds(const Capabilities& caps, std::size_t per_op) {
  std::vector<Bytes> out;
  for (const CurveCaps* c : live_curves(caps)) {
    const ref::Curve& C = *ref::find_curve(c->name);
    for (const OpInfo* op : declared_ops(*c)) {
      const std::vector<Case> all = edge_cases(C, *op, c->hash_list());
      // Evenly spaced through the battery when it holds more than per_op.
      const std::size_t take = per_op == 0 ? all.size() : std::min(per_op, all.size());
      for (std::size_t i = 0; i < take; ++i) out.push_back(encode(caps, all[i * all.size() / take].request));
    }
  }
  return out;
}

std::string dictionary(const std::vector<std::string>& curves) {
  std::ostringstream d;
  d << "# tandem check's fuzzing dictionary: per curve p, n, b, G and their neighbours\n"
       "# (at most 64 leading octets each), the SEC 1 prefixes and the DER tags.\n";
  auto entry = [&](const std::string& name, const Bytes& b) {
    d << name << "=\"";
    for (std::size_t i = 0; i < b.size() && i < 64; ++i) {
      static const char* hex = "0123456789abcdef";
      d << "\\x" << hex[b[i] >> 4] << hex[b[i] & 15];
    }
    d << "\"\n";
  };
  for (const std::string& name : curves) {
    const ref::Curve* C = ref::find_curve(name);
    if (C == nullptr) continue;
    std::string id;
    for (char ch : name) id += std::isalnum(static_cast<unsigned char>(ch)) != 0 ? ch : '_';
    const std::size_t Lp = C->fp().bytes();
    const std::size_t Ln = C->fn().bytes();
    for (int delta : {-1, 0, 1}) {
      const std::string suffix = delta < 0 ? "_minus_1" : delta > 0 ? "_plus_1" : "";
      entry(id + "_p" + suffix, be_bytes(C->p() + delta, Lp));
      entry(id + "_n" + suffix, be_bytes(C->n() + delta, Ln));
    }
    entry(id + "_b", be_bytes(C->eq().b.value(), Lp));
    const Bytes g = ref::encode_point(*C, C->G(), ref::PointFormat::uncompressed);
    entry(id + "_Gx", Bytes(g.begin() + 1, g.begin() + 1 + static_cast<std::ptrdiff_t>(Lp)));
    entry(id + "_Gy", Bytes(g.begin() + 1 + static_cast<std::ptrdiff_t>(Lp), g.end()));
  }
  for (int prefix : {0x00, 0x02, 0x03, 0x04, 0x06, 0x07}) entry("sec1_" + std::to_string(prefix), {static_cast<std::uint8_t>(prefix)});
  entry("der_sequence", {0x30});
  entry("der_integer", {0x02});
  entry("der_long_length", {0x81});
  entry("der_zero_integer", {0x02, 0x01, 0x00});
  entry("der_sign_octet", {0x02, 0x21, 0x00});
  return d.str();
}

}  // namespace tandem::check::fuzz

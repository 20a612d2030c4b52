#include "tandem/check/protocol.hpp"

#include <array>
#include <sstream>

namespace tandem::check {

namespace {

std::vector<std::string_view> split(std::string_view s, char sep) {
  std::vector<std::string_view> out;
  std::size_t at = 0;
  while (at <= s.size()) {
    const std::size_t end = s.find(sep, at);
    if (end == std::string_view::npos) {
      out.push_back(s.substr(at));
      break;
    }
    out.push_back(s.substr(at, end - at));
    at = end + 1;
  }
  return out;
}

/// Space-separated tokens, empty ones dropped.
std::vector<std::string_view> tokens(std::string_view s) {
  std::vector<std::string_view> out;
  for (std::string_view t : split(s, ' ')) {
    if (!t.empty()) out.push_back(t);
  }
  return out;
}

constexpr std::array<std::pair<std::string_view, std::uint32_t>, 10> kPolicies{{
    {"scalar_reduce", TANDEM_CHECK_POLICY_SCALAR_REDUCE},
    {"scalar_zero", TANDEM_CHECK_POLICY_SCALAR_ZERO},
    {"hybrid", TANDEM_CHECK_POLICY_HYBRID},
    {"infinity_input", TANDEM_CHECK_POLICY_INFINITY_INPUT},
    {"sign_low_s", TANDEM_CHECK_POLICY_SIGN_LOW_S},
    {"verify_low_s", TANDEM_CHECK_POLICY_VERIFY_LOW_S},
    {"der_lax", TANDEM_CHECK_POLICY_DER_LAX},
    {"digest_any", TANDEM_CHECK_POLICY_DIGEST_ANY},
    {"field_unreduced", TANDEM_CHECK_POLICY_FIELD_UNREDUCED},
    {"infinity_output", TANDEM_CHECK_POLICY_INFINITY_OUTPUT},
}};

constexpr std::array<std::pair<std::string_view, std::uint32_t>, 9> kHashes{{
    {"SHA1", TANDEM_CHECK_HASH_SHA1},
    {"SHA224", TANDEM_CHECK_HASH_SHA224},
    {"SHA256", TANDEM_CHECK_HASH_SHA256},
    {"SHA384", TANDEM_CHECK_HASH_SHA384},
    {"SHA512", TANDEM_CHECK_HASH_SHA512},
    {"SHA3-224", TANDEM_CHECK_HASH_SHA3_224},
    {"SHA3-256", TANDEM_CHECK_HASH_SHA3_256},
    {"SHA3-384", TANDEM_CHECK_HASH_SHA3_384},
    {"SHA3-512", TANDEM_CHECK_HASH_SHA3_512},
}};

/// A comma list of names (or "-") as bits of `table`; false with `why`
/// naming the first unknown one.
template <std::size_t N>
bool read_names(std::string_view list, const std::array<std::pair<std::string_view, std::uint32_t>, N>& table,
                std::uint32_t& bits, std::string_view what, const std::string& curve, std::string& why) {
  if (list == "-") return true;
  for (std::string_view p : split(list, ',')) {
    bool found = false;
    for (const auto& [name, bit] : table) {
      if (name == p) {
        bits |= bit;
        found = true;
      }
    }
    if (!found) {
      why = "unknown " + std::string(what) + " '" + std::string(p) + "' declared on " + curve;
      return false;
    }
  }
  return true;
}

template <std::size_t N>
std::string names_text(std::uint32_t bits, const std::array<std::pair<std::string_view, std::uint32_t>, N>& table) {
  std::string out;
  for (const auto& [name, bit] : table) {
    if ((bits & bit) == 0) continue;
    if (!out.empty()) out += ',';
    out += name;
  }
  return out.empty() ? "-" : out;
}

constexpr std::array<std::string_view, 7> kFieldOps{"add", "sub", "mul", "sqr", "neg", "inv", "sqrt"};

}  // namespace

const std::vector<OpInfo>& operations() {
  static const std::vector<OpInfo> kOps{
      {TANDEM_CHECK_POINT_DECODE, "point_decode", {Arg::point}, Out::point},
      {TANDEM_CHECK_POINT_ADD, "point_add", {Arg::point, Arg::point}, Out::point},
      {TANDEM_CHECK_POINT_DBL, "point_dbl", {Arg::point}, Out::point},
      {TANDEM_CHECK_POINT_NEG, "point_neg", {Arg::point}, Out::point},
      {TANDEM_CHECK_MUL, "mul", {Arg::scalar, Arg::point}, Out::point},
      {TANDEM_CHECK_MUL_GEN, "mul_gen", {Arg::scalar}, Out::point},
      {TANDEM_CHECK_MUL2, "mul2", {Arg::scalar, Arg::point, Arg::scalar, Arg::point}, Out::point},
      {TANDEM_CHECK_ECDSA_SIGN, "ecdsa_sign", {Arg::secret, Arg::digest, Arg::nonce}, Out::bytes},
      {TANDEM_CHECK_ECDSA_SIGN_RFC6979, "ecdsa_sign_rfc6979", {Arg::secret, Arg::digest, Arg::hash}, Out::bytes},
      {TANDEM_CHECK_ECDSA_VERIFY, "ecdsa_verify", {Arg::point, Arg::digest, Arg::rs}, Out::verdict},
      {TANDEM_CHECK_ECDSA_VERIFY_DER, "ecdsa_verify_der", {Arg::point, Arg::digest, Arg::der}, Out::verdict},
      {TANDEM_CHECK_ECDH, "ecdh", {Arg::secret, Arg::point}, Out::bytes},
      {TANDEM_CHECK_BIP340_SIGN, "bip340_sign", {Arg::secret, Arg::message, Arg::aux}, Out::bytes},
      {TANDEM_CHECK_BIP340_VERIFY, "bip340_verify", {Arg::xonly, Arg::message, Arg::sig64}, Out::verdict},
      {TANDEM_CHECK_FIELD_P, "field_p", {Arg::field_op, Arg::felem, Arg::felem}, Out::bytes},
      {TANDEM_CHECK_FIELD_N, "field_n", {Arg::field_op, Arg::felem, Arg::felem}, Out::bytes},
      {TANDEM_CHECK_JACOBIAN_ADD,
       "jacobian_add",
       {Arg::coord, Arg::coord, Arg::coord, Arg::coord, Arg::coord, Arg::coord},
       Out::jacobian},
      {TANDEM_CHECK_JACOBIAN_DBL, "jacobian_dbl", {Arg::coord, Arg::coord, Arg::coord}, Out::jacobian},
      {TANDEM_CHECK_ECDSA_SIGN_MSG, "ecdsa_sign_msg", {Arg::hash, Arg::secret, Arg::msg, Arg::nonce}, Out::bytes},
      {TANDEM_CHECK_ECDSA_SIGN_MSG_RFC6979, "ecdsa_sign_msg_rfc6979", {Arg::hash, Arg::secret, Arg::msg}, Out::bytes},
      {TANDEM_CHECK_ECDSA_SIGN_MSG_RANDOM,
       "ecdsa_sign_msg_random",
       {Arg::hash, Arg::secret, Arg::msg},
       Out::random_sig},
      {TANDEM_CHECK_ECDSA_VERIFY_MSG, "ecdsa_verify_msg", {Arg::hash, Arg::point, Arg::msg, Arg::rs}, Out::verdict},
      {TANDEM_CHECK_ECDSA_VERIFY_MSG_DER,
       "ecdsa_verify_msg_der",
       {Arg::hash, Arg::point, Arg::msg, Arg::der},
       Out::verdict},
  };
  return kOps;
}

const OpInfo* find_op(std::string_view name) {
  for (const OpInfo& o : operations()) {
    if (o.name == name) return &o;
  }
  return nullptr;
}

const OpInfo& op_info(tandem_check_op op) { return operations().at(static_cast<std::size_t>(op)); }

std::span<const std::pair<std::string_view, std::uint32_t>> policy_names() { return kPolicies; }

std::string policies_text(std::uint32_t policies) { return names_text(policies, kPolicies); }

std::span<const std::pair<std::string_view, std::uint32_t>> hash_names() { return kHashes; }

std::string hashes_text(std::uint32_t hashes) { return names_text(hashes, kHashes); }

bool message_level(tandem_check_op op) {
  return op == TANDEM_CHECK_ECDSA_SIGN_MSG || op == TANDEM_CHECK_ECDSA_SIGN_MSG_RFC6979 ||
         op == TANDEM_CHECK_ECDSA_SIGN_MSG_RANDOM || op == TANDEM_CHECK_ECDSA_VERIFY_MSG ||
         op == TANDEM_CHECK_ECDSA_VERIFY_MSG_DER;
}

std::vector<std::string> CurveCaps::hash_list() const {
  std::vector<std::string> out;
  for (const auto& [hash, bit] : kHashes) {
    if ((hashes & bit) != 0) out.emplace_back(hash);
  }
  return out;
}

std::optional<tandem_check_field_op> find_field_op(std::string_view name) {
  for (std::size_t i = 0; i < kFieldOps.size(); ++i) {
    if (kFieldOps[i] == name) return static_cast<tandem_check_field_op>(i);
  }
  return std::nullopt;
}

std::string_view field_op_name(tandem_check_field_op op) { return kFieldOps.at(static_cast<std::size_t>(op)); }

bool field_op_binary(tandem_check_field_op op) {
  return op == TANDEM_CHECK_F_ADD || op == TANDEM_CHECK_F_SUB || op == TANDEM_CHECK_F_MUL;
}

std::string to_hex(ByteView b) {
  if (b.empty()) return "-";
  static constexpr char kDigits[] = "0123456789abcdef";
  std::string out;
  out.reserve(2 * b.size());
  for (std::uint8_t v : b) {
    out += kDigits[v >> 4];
    out += kDigits[v & 15];
  }
  return out;
}

std::optional<Bytes> from_hex(std::string_view text) {
  if (text == "-") return Bytes{};
  if (text.size() % 2 != 0) return std::nullopt;
  auto digit = [](char c) -> int {
    if (c >= '0' && c <= '9') return c - '0';
    if (c >= 'a' && c <= 'f') return c - 'a' + 10;
    if (c >= 'A' && c <= 'F') return c - 'A' + 10;
    return -1;
  };
  Bytes out(text.size() / 2);
  for (std::size_t i = 0; i < out.size(); ++i) {
    const int hi = digit(text[2 * i]), lo = digit(text[2 * i + 1]);
    if (hi < 0 || lo < 0) return std::nullopt;
    out[i] = static_cast<std::uint8_t>(hi << 4 | lo);
  }
  return out;
}

std::string Request::line() const {
  std::string out(op->name);
  out += ' ';
  out += curve;
  for (const std::string& a : args) {
    out += ' ';
    out += a.empty() ? "-" : a;
  }
  return out;
}

Bytes Request::bytes(std::size_t i) const {
  std::optional<Bytes> b = from_hex(args.at(i));
  return b ? *b : Bytes{};
}

std::string Reply::line() const {
  switch (status) {
    case Status::ok:
      return "ok " + to_hex(value);
    case Status::reject:
      return note.empty() ? "reject" : "reject " + note;
    case Status::unsupported:
      return "unsupported";
  }
  return "unsupported";
}

std::optional<Request> parse_request(std::string_view line, std::string& why) {
  const std::vector<std::string_view> t = tokens(line);
  if (t.size() < 2) {
    why = "a request is OP CURVE ARG...";
    return std::nullopt;
  }
  Request r;
  r.op = find_op(t[0]);
  if (r.op == nullptr) {
    why = "unknown operation '" + std::string(t[0]) + "'";
    return std::nullopt;
  }
  r.curve = std::string(t[1]);
  const std::size_t want = r.op->args.size();
  const std::size_t got = t.size() - 2;
  // The field operations of one argument omit the second.
  const bool field = r.op->op == TANDEM_CHECK_FIELD_P || r.op->op == TANDEM_CHECK_FIELD_N;
  if (got != want && !(field && got == want - 1)) {
    why = std::string(r.op->name) + " takes " + std::to_string(want) + " arguments, not " + std::to_string(got);
    return std::nullopt;
  }
  for (std::size_t i = 0; i < got; ++i) {
    const Arg kind = r.op->args[i];
    if (kind != Arg::hash && kind != Arg::field_op && !from_hex(t[2 + i])) {
      why = "argument " + std::to_string(i + 1) + " is not hex";
      return std::nullopt;
    }
    r.args.emplace_back(t[2 + i]);
  }
  if (field) {
    const auto fop = find_field_op(r.args[0]);
    if (!fop) {
      why = "unknown field operation '" + r.args[0] + "'";
      return std::nullopt;
    }
    if (field_op_binary(*fop) != (got == want)) {
      why = "field operation " + r.args[0] + " takes " + (field_op_binary(*fop) ? "two" : "one") + " operands";
      return std::nullopt;
    }
  }
  return r;
}

std::optional<Reply> parse_reply(std::string_view line) {
  while (!line.empty() && (line.back() == '\r' || line.back() == ' ')) line.remove_suffix(1);
  const std::vector<std::string_view> t = tokens(line);
  if (t.empty()) return std::nullopt;
  Reply r;
  if (t[0] == "ok") {
    if (t.size() > 2) return std::nullopt;
    r.status = Status::ok;
    if (t.size() == 2) {
      std::optional<Bytes> v = from_hex(t[1]);
      if (!v) return std::nullopt;
      r.value = std::move(*v);
    }
    return r;
  }
  if (t[0] == "reject") {
    r.status = Status::reject;
    const std::size_t at = line.find("reject") + 6;
    std::string_view rest = line.substr(at);
    while (!rest.empty() && rest.front() == ' ') rest.remove_prefix(1);
    r.note = std::string(rest.substr(0, 200));
    return r;
  }
  if (t[0] == "unsupported" && t.size() == 1) {
    r.status = Status::unsupported;
    return r;
  }
  return std::nullopt;
}

std::vector<std::string> handshake_lines(const Capabilities& caps) {
  std::vector<std::string> out;
  out.push_back("tandem-check " + std::to_string(kProtocolVersion));
  out.push_back("name " + caps.name + " " + caps.version);
  for (const CurveCaps& c : caps.curves) {
    std::string ops;
    for (const OpInfo& o : operations()) {
      if (!c.has(o.op)) continue;
      if (!ops.empty()) ops += ',';
      ops += o.name;
    }
    std::string line = "curve " + c.name + " " + (ops.empty() ? "-" : ops) + " " + policies_text(c.policies);
    if (c.hashes != 0) line += " " + hashes_text(c.hashes);
    out.push_back(std::move(line));
  }
  out.emplace_back("ready");
  return out;
}

std::optional<bool> read_handshake_line(std::string_view line, Capabilities& caps, std::string& why) {
  while (!line.empty() && (line.back() == '\r' || line.back() == ' ')) line.remove_suffix(1);
  const std::vector<std::string_view> t = tokens(line);
  if (t.empty()) {
    why = "an empty handshake line";
    return std::nullopt;
  }
  if (t[0] == "tandem-check") {
    if (t.size() != 2 || t[1] != std::to_string(kProtocolVersion)) {
      why = "protocol version '" + std::string(line) + "' (tandem speaks " + std::to_string(kProtocolVersion) + ")";
      return std::nullopt;
    }
    return false;
  }
  if (t[0] == "name") {
    if (t.size() < 2) {
      why = "a name line is: name NAME VERSION";
      return std::nullopt;
    }
    caps.name = std::string(t[1]);
    const std::size_t at = line.find(t[1]) + t[1].size();
    std::string_view rest = line.substr(at);
    while (!rest.empty() && rest.front() == ' ') rest.remove_prefix(1);
    caps.version = std::string(rest);
    return false;
  }
  if (t[0] == "curve") {
    if (t.size() != 4 && t.size() != 5) {
      why = "a curve line is: curve NAME OPS POLICIES [HASHES]";
      return std::nullopt;
    }
    CurveCaps c;
    c.name = std::string(t[1]);
    if (t[2] != "-") {
      for (std::string_view o : split(t[2], ',')) {
        const OpInfo* info = find_op(o);
        if (info == nullptr) {
          why = "unknown operation '" + std::string(o) + "' declared on " + c.name;
          return std::nullopt;
        }
        c.ops |= 1U << info->op;
      }
    }
    if (!read_names(t[3], kPolicies, c.policies, "policy", c.name, why)) return std::nullopt;
    if (t.size() == 5 && !read_names(t[4], kHashes, c.hashes, "hash", c.name, why)) return std::nullopt;
    caps.curves.push_back(std::move(c));
    return false;
  }
  if (t[0] == "ready" && t.size() == 1) {
    if (caps.name.empty()) {
      why = "the handshake named no implementation (name NAME VERSION)";
      return std::nullopt;
    }
    return true;
  }
  why = "an unexpected handshake line '" + std::string(line.substr(0, 80)) + "'";
  return std::nullopt;
}

std::optional<Capabilities> capabilities_of(const tandem_check_impl& impl, std::string& why) {
  if (impl.abi_version != TANDEM_CHECK_ABI_VERSION) {
    why = "the table is of ABI version " + std::to_string(impl.abi_version) + ", tandem takes " +
          std::to_string(TANDEM_CHECK_ABI_VERSION);
    return std::nullopt;
  }
  Capabilities caps;
  caps.name = impl.name != nullptr ? impl.name : "";
  caps.version = impl.version != nullptr ? impl.version : "";
  if (caps.name.empty() || caps.name.find(' ') != std::string::npos) {
    why = "the table's name is empty or has a space";
    return std::nullopt;
  }
  const void* pointers[TANDEM_CHECK_OP_COUNT] = {
      reinterpret_cast<const void*>(impl.point_decode),   reinterpret_cast<const void*>(impl.point_add),
      reinterpret_cast<const void*>(impl.point_dbl),      reinterpret_cast<const void*>(impl.point_neg),
      reinterpret_cast<const void*>(impl.mul),            reinterpret_cast<const void*>(impl.mul_gen),
      reinterpret_cast<const void*>(impl.mul2),           reinterpret_cast<const void*>(impl.ecdsa_sign),
      reinterpret_cast<const void*>(impl.ecdsa_sign_rfc6979), reinterpret_cast<const void*>(impl.ecdsa_verify),
      reinterpret_cast<const void*>(impl.ecdsa_verify_der), reinterpret_cast<const void*>(impl.ecdh),
      reinterpret_cast<const void*>(impl.bip340_sign),    reinterpret_cast<const void*>(impl.bip340_verify),
      reinterpret_cast<const void*>(impl.field),          reinterpret_cast<const void*>(impl.field),
      reinterpret_cast<const void*>(impl.jacobian_add),   reinterpret_cast<const void*>(impl.jacobian_dbl),
      reinterpret_cast<const void*>(impl.ecdsa_sign_msg), reinterpret_cast<const void*>(impl.ecdsa_sign_msg_rfc6979),
      reinterpret_cast<const void*>(impl.ecdsa_sign_msg_random), reinterpret_cast<const void*>(impl.ecdsa_verify_msg),
      reinterpret_cast<const void*>(impl.ecdsa_verify_msg_der)};
  for (std::size_t i = 0; i < impl.curve_count; ++i) {
    const tandem_check_curve& c = impl.curves[i];
    CurveCaps cc;
    cc.name = c.name != nullptr ? c.name : "";
    cc.ops = c.ops;
    cc.policies = c.policies;
    cc.hashes = c.hashes;
    if (cc.name.empty()) {
      why = "curve " + std::to_string(i) + " of the table has no name";
      return std::nullopt;
    }
    if ((c.ops >> TANDEM_CHECK_OP_COUNT) != 0) {
      why = "curve " + cc.name + " declares operations beyond version 1's";
      return std::nullopt;
    }
    if ((c.hashes >> kHashes.size()) != 0) {
      why = "curve " + cc.name + " declares hashes beyond version 1's";
      return std::nullopt;
    }
    for (const OpInfo& o : operations()) {
      if (cc.has(o.op) && pointers[o.op] == nullptr) {
        why = "curve " + cc.name + " declares " + std::string(o.name) + " but its function pointer is NULL";
        return std::nullopt;
      }
    }
    caps.curves.push_back(std::move(cc));
  }
  return caps;
}

}  // namespace tandem::check

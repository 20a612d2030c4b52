// The line protocol of `tandem check` (docs/check.md, version 1): the same
// contract as tandem/check.h as text. The implementation under check writes
// a handshake (its name and version, and per curve the operations and
// policies it declares); tandem then writes one request a line and reads one
// reply a line. Octet strings are hex, "-" the empty one.
#pragma once

#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "tandem/check.h"

namespace tandem::check {

using Bytes = std::vector<std::uint8_t>;
using ByteView = std::span<const std::uint8_t>;

inline constexpr int kProtocolVersion = 1;

/// What an argument of a request is: it decides how tandem draws, shrinks
/// and prints it.
enum class Arg : std::uint8_t {
  point,     ///< SEC 1 octets
  scalar,    ///< big-endian, the order's length
  digest,    ///< octets of any length
  nonce,     ///< big-endian, the order's length
  secret,    ///< big-endian, the order's length
  rs,        ///< r ‖ s
  der,       ///< a DER signature
  hash,      ///< a digest's name (text, not hex)
  field_op,  ///< add, sub, ... (text)
  felem,     ///< an element mod p or n, the modulus's length
  coord,     ///< a Jacobian coordinate, the field's length
  message,   ///< BIP 340's message, any length
  aux,       ///< BIP 340's auxiliary randomness, 32 octets
  xonly,     ///< BIP 340's x-only key, 32 octets
  sig64,     ///< BIP 340's signature, 64 octets
  msg,       ///< an ECDSA message (hashed by the implementation), any length
};

/// What a successful reply carries, which decides how it is compared.
/// (random_sig: an ECDSA signature with the implementation's own nonce,
/// compared by verifying it.)
enum class Out : std::uint8_t { point, bytes, verdict, root, jacobian, random_sig };

struct OpInfo {
  tandem_check_op op;
  std::string_view name;
  std::vector<Arg> args;
  Out out;
};

/// Every operation of check.h, in its bit order.
[[nodiscard]] const std::vector<OpInfo>& operations();
[[nodiscard]] const OpInfo* find_op(std::string_view name);
[[nodiscard]] const OpInfo& op_info(tandem_check_op op);

/// The policy bits by name (scalar_reduce, ...), in bit order.
[[nodiscard]] std::span<const std::pair<std::string_view, std::uint32_t>> policy_names();
[[nodiscard]] std::string policies_text(std::uint32_t policies);

/// The field operations' names: add sub mul sqr neg inv sqrt.
[[nodiscard]] std::optional<tandem_check_field_op> find_field_op(std::string_view name);
[[nodiscard]] std::string_view field_op_name(tandem_check_field_op op);
[[nodiscard]] bool field_op_binary(tandem_check_field_op op);

/// The hashes of the message-level operations by name (SHA256, ...), in
/// bit order.
[[nodiscard]] std::span<const std::pair<std::string_view, std::uint32_t>> hash_names();
[[nodiscard]] std::string hashes_text(std::uint32_t hashes);
/// Whether the operation takes a message and a hash name (the
/// message-level ECDSA operations).
[[nodiscard]] bool message_level(tandem_check_op op);

struct CurveCaps {
  std::string name;
  std::uint32_t ops = 0;
  std::uint32_t policies = 0;
  std::uint32_t hashes = 0;  ///< TANDEM_CHECK_HASH_* bits
  [[nodiscard]] bool has(tandem_check_op op) const { return (ops >> op & 1U) != 0; }
  [[nodiscard]] bool policy(std::uint32_t bit) const { return (policies & bit) != 0; }
  /// The names of the hashes declared, in bit order.
  [[nodiscard]] std::vector<std::string> hash_list() const;
};

/// The handshake's content.
struct Capabilities {
  std::string name;
  std::string version;
  std::vector<CurveCaps> curves;
};

/// One request: the operation, the curve and the arguments as the line
/// carries them (hex, or text for Arg::hash and Arg::field_op).
struct Request {
  const OpInfo* op = nullptr;
  std::string curve;
  std::vector<std::string> args;
  [[nodiscard]] std::string line() const;  ///< without the newline
  /// The octets of argument i (its hex decoded; "-" is empty).
  [[nodiscard]] Bytes bytes(std::size_t i) const;
};

enum class Status : std::uint8_t { ok, reject, unsupported };

/// One reply: its status and, for ok, its octets.
struct Reply {
  Status status = Status::reject;
  Bytes value;
  std::string note;  ///< what followed "reject" on the line, if anything
  [[nodiscard]] std::string line() const;
};

[[nodiscard]] std::string to_hex(ByteView b);  ///< "-" for empty
[[nodiscard]] std::optional<Bytes> from_hex(std::string_view text);  ///< "-" is empty

/// Parses a request line; nullopt with `why` set for a malformed one.
[[nodiscard]] std::optional<Request> parse_request(std::string_view line, std::string& why);
/// Parses a reply line; nullopt for garbage.
[[nodiscard]] std::optional<Reply> parse_reply(std::string_view line);

/// The handshake as lines (the last is "ready").
[[nodiscard]] std::vector<std::string> handshake_lines(const Capabilities& caps);
/// Reads one handshake line into `caps`: true when it was "ready", false
/// while more follow; nullopt with `why` for a malformed line.
[[nodiscard]] std::optional<bool> read_handshake_line(std::string_view line, Capabilities& caps, std::string& why);

/// The capabilities of a C table (its curves' declared operations and
/// policies); `why` names what is wrong with a table tandem cannot take
/// (another ABI version, a declared operation whose pointer is NULL).
[[nodiscard]] std::optional<Capabilities> capabilities_of(const tandem_check_impl& impl, std::string& why);

}  // namespace tandem::check

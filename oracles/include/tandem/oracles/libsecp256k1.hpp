// libsecp256k1 (Debian's libsecp256k1-dev) as an oracle for secp256k1,
// through its public API only. Octet strings in and out, as that API has
// them: 32-byte big-endian scalars, SEC 1 public keys.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

namespace tandem::oracles::libsecp256k1 {

using Bytes = std::vector<std::uint8_t>;
using Scalar32 = std::array<std::uint8_t, 32>;

/// secp256k1_ec_pubkey_create: k·G, uncompressed; nothing if k = 0 or k ≥ n.
[[nodiscard]] std::optional<Bytes> pubkey_create(const Scalar32& k);
/// secp256k1_ec_pubkey_tweak_mul: k·P; nothing if P does not parse or k is 0 or ≥ n.
[[nodiscard]] std::optional<Bytes> pubkey_tweak_mul(std::span<const std::uint8_t> P, const Scalar32& k);
/// secp256k1_ec_pubkey_tweak_add: P + t·G; nothing if invalid or the sum is O.
[[nodiscard]] std::optional<Bytes> pubkey_tweak_add(std::span<const std::uint8_t> P, const Scalar32& t);
/// secp256k1_ec_pubkey_combine: the sum; nothing if a key does not parse or the sum is O.
[[nodiscard]] std::optional<Bytes> pubkey_combine(std::span<const Bytes> keys);
/// secp256k1_ec_pubkey_parse then _serialize (compressed or not).
[[nodiscard]] std::optional<Bytes> pubkey_parse_serialize(std::span<const std::uint8_t> P, bool compressed);

}  // namespace tandem::oracles::libsecp256k1

// libsecp256k1 (Debian's libsecp256k1-dev) as an oracle for secp256k1,
// through its public API only. Octet strings in and out, as that API has
// them: 32-byte big-endian scalars, SEC 1 public keys.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <utility>
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

// ---- Protocols (modules ecdsa, recovery, ecdh, extrakeys, schnorrsig) ----
// Every wrapper returns nothing where libsecp256k1 returns 0 (a secret key
// 0 or ≥ n, a key that does not parse, a tweak that overflows, ...), so that
// a caller compares "refused" with its own error, not a particular error.

using Sig64 = std::array<std::uint8_t, 64>;

/// secp256k1_ecdsa_sign with its default nonce function (RFC 6979,
/// HMAC-SHA256; `extra` goes through ndata as RFC 6979 §3.6 additional data).
/// The signature is low-S (libsecp256k1 always normalizes), as compact r ‖ s.
[[nodiscard]] std::optional<Sig64> ecdsa_sign(const Scalar32& seckey, const Scalar32& digest,
                                              const std::optional<Scalar32>& extra);
/// secp256k1_ecdsa_verify on a compact r ‖ s. libsecp256k1 rejects a high-S
/// signature; with normalize_first the signature goes through
/// secp256k1_ecdsa_signature_normalize before, which accepts either S.
/// Nothing if the key or the compact signature does not parse (r or s ≥ n).
[[nodiscard]] std::optional<bool> ecdsa_verify(std::span<const std::uint8_t> pubkey, const Scalar32& digest,
                                               const Sig64& compact, bool normalize_first);
// No lax DER oracle: libsecp256k1 ships ecdsa_signature_parse_der_lax only as
// source (contrib/lax_der_parsing.c), not in the Debian library, so lax
// parsing is checked fast against ref (tests, fuzz/protocols_der.cpp), and
// ref's rules against that file's text (docs/protocols.md).

/// secp256k1_ecdsa_signature_parse_der (strict DER, as BIP 66 shapes it),
/// then serialize_compact. Where an integer is ≥ n libsecp256k1 stores zero
/// (and still succeeds), so r or s comes back as 32 zero octets.
[[nodiscard]] std::optional<Sig64> signature_parse_der(std::span<const std::uint8_t> der);
/// secp256k1_ecdsa_signature_parse_compact, then serialize_compact: nothing
/// unless 64 octets with r < n and s < n (r = 0 or s = 0 parse).
[[nodiscard]] std::optional<Sig64> signature_parse_compact(std::span<const std::uint8_t> rs);
/// parse_compact then secp256k1_ecdsa_signature_serialize_der.
[[nodiscard]] std::optional<Bytes> signature_serialize_der(const Sig64& compact);
/// secp256k1_ecdsa_signature_normalize: the low-S form and whether it was high.
[[nodiscard]] std::optional<std::pair<Sig64, bool>> signature_normalize(const Sig64& compact);

struct Recoverable {
  Sig64 sig;
  int recid;
};
/// secp256k1_ecdsa_sign_recoverable (same nonces as ecdsa_sign), serialized
/// with secp256k1_ecdsa_recoverable_signature_serialize_compact.
[[nodiscard]] std::optional<Recoverable> ecdsa_sign_recoverable(const Scalar32& seckey, const Scalar32& digest,
                                                                const std::optional<Scalar32>& extra);
/// recoverable_signature_parse_compact then secp256k1_ecdsa_recover: the
/// key, uncompressed; nothing for recid ∉ 0..3, r or s ≥ n, or no key.
[[nodiscard]] std::optional<Bytes> ecdsa_recover(const Scalar32& digest, const Sig64& compact, int recid);

/// secp256k1_ecdh with the default hash: SHA-256(02|03 ‖ x(S)).
[[nodiscard]] std::optional<Scalar32> ecdh_sha256(const Scalar32& seckey, std::span<const std::uint8_t> pubkey);
/// secp256k1_ecdh with a custom hash function that returns x(S) itself.
[[nodiscard]] std::optional<Scalar32> ecdh_raw_x(const Scalar32& seckey, std::span<const std::uint8_t> pubkey);
/// secp256k1_ecdh with a custom hash function that returns x(S) ‖ y(S).
[[nodiscard]] std::optional<Sig64> ecdh_xy(const Scalar32& seckey, std::span<const std::uint8_t> pubkey);

/// secp256k1_ec_seckey_verify.
[[nodiscard]] bool seckey_verify(const Scalar32& seckey);
/// secp256k1_ec_seckey_tweak_add: d + t; nothing if d invalid, t ≥ n or the sum is 0.
[[nodiscard]] std::optional<Scalar32> seckey_tweak_add(const Scalar32& seckey, const Scalar32& t);
/// secp256k1_ec_seckey_tweak_mul: d·t; nothing if d invalid, t = 0 or t ≥ n.
[[nodiscard]] std::optional<Scalar32> seckey_tweak_mul(const Scalar32& seckey, const Scalar32& t);
/// secp256k1_ec_seckey_negate: n − d; nothing if d invalid.
[[nodiscard]] std::optional<Scalar32> seckey_negate(const Scalar32& seckey);
/// secp256k1_ec_pubkey_negate: −P, uncompressed.
[[nodiscard]] std::optional<Bytes> pubkey_negate(std::span<const std::uint8_t> P);

/// secp256k1_xonly_pubkey_parse then _serialize.
[[nodiscard]] std::optional<Scalar32> xonly_pubkey_parse(std::span<const std::uint8_t> x32);
struct XOnly {
  Scalar32 x;
  int parity;
};
/// secp256k1_xonly_pubkey_from_pubkey: x(P) and the parity of y(P).
[[nodiscard]] std::optional<XOnly> xonly_pubkey_from_pubkey(std::span<const std::uint8_t> P);
/// secp256k1_xonly_pubkey_tweak_add: lift_x(x) + t·G, uncompressed.
[[nodiscard]] std::optional<Bytes> xonly_pubkey_tweak_add(std::span<const std::uint8_t> internal_x32, const Scalar32& t);
/// secp256k1_xonly_pubkey_tweak_add_check (false also when a key does not parse).
[[nodiscard]] bool xonly_pubkey_tweak_add_check(std::span<const std::uint8_t> tweaked_x32, int parity,
                                                std::span<const std::uint8_t> internal_x32, const Scalar32& t);
struct KeyPair {
  Scalar32 secret;  // secp256k1_keypair_sec
  Scalar32 xonly;   // secp256k1_keypair_xonly_pub
  int parity;
};
/// secp256k1_keypair_create.
[[nodiscard]] std::optional<KeyPair> keypair_create(const Scalar32& seckey);
/// keypair_create then secp256k1_keypair_xonly_tweak_add.
[[nodiscard]] std::optional<KeyPair> keypair_xonly_tweak_add(const Scalar32& seckey, const Scalar32& t);
/// secp256k1_schnorrsig_sign32 (BIP 340 with aux_rand, 32-octet message).
[[nodiscard]] std::optional<Sig64> schnorrsig_sign32(const Scalar32& seckey, const Scalar32& msg32, const Scalar32& aux_rand);
/// secp256k1_schnorrsig_sign_custom: any message length, the same BIP 340
/// nonce function with aux_rand.
[[nodiscard]] std::optional<Sig64> schnorrsig_sign(const Scalar32& seckey, std::span<const std::uint8_t> msg,
                                                   const Scalar32& aux_rand);
/// secp256k1_schnorrsig_verify (false also when the key does not parse or
/// the signature is not 64 octets).
[[nodiscard]] bool schnorrsig_verify(std::span<const std::uint8_t> sig64, std::span<const std::uint8_t> msg,
                                     std::span<const std::uint8_t> x32);

}  // namespace tandem::oracles::libsecp256k1

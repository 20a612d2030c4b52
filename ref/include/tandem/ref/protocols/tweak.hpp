// Key tweaks with libsecp256k1's semantics (secp256k1_ec_seckey_tweak_add,
// _mul, _negate, secp256k1_ec_pubkey_tweak_add, _mul, _negate, _combine) on
// every curve, and the x-only tweaks of secp256k1_xonly_pubkey_tweak_add,
// _check and secp256k1_keypair_xonly_tweak_add with BIP 341's
// taproot_tweak_pubkey / taproot_tweak_seckey on secp256k1 (curve_unsupported
// elsewhere).
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>

#include "tandem/ref/protocols/bip340.hpp"
#include "tandem/ref/protocols/keys.hpp"

namespace tandem::ref {

// A tweak t: exactly L = ⌈log2(n)/8⌉ octets (length_mismatch), t < n
// (scalar_out_of_range); the other errors are the functions' own.

/// d + t; a zero sum → scalar_zero (t = 0 is allowed).
[[nodiscard]] Result<SecretKey> secret_tweak_add(const SecretKey& d, ByteView t);
/// d·t; t = 0 → scalar_zero.
[[nodiscard]] Result<SecretKey> secret_tweak_mul(const SecretKey& d, ByteView t);
/// n − d.
[[nodiscard]] SecretKey secret_negate(const SecretKey& d);
/// P + t·G; O → point_at_infinity.
[[nodiscard]] Result<PublicKey> public_tweak_add(const PublicKey& P, ByteView t);
/// t·P; t = 0 → scalar_zero.
[[nodiscard]] Result<PublicKey> public_tweak_mul(const PublicKey& P, ByteView t);
/// −P.
[[nodiscard]] PublicKey public_negate(const PublicKey& P);
/// Σ P_i; empty → size_mismatch; keys of different curves →
/// curve_unsupported; O → point_at_infinity.
[[nodiscard]] Result<PublicKey> public_combine(std::span<const PublicKey> keys);

struct XOnlyTweakResult {
  PublicKey full;
  XOnlyPublicKey xonly;
  bool parity;  ///< y of full is odd
};
/// lift_x(P) + t·G; O → point_at_infinity.
[[nodiscard]] Result<XOnlyTweakResult> xonly_tweak_add(const XOnlyPublicKey& P, ByteView t);
/// secp256k1_xonly_pubkey_tweak_add_check. In order: tweaked_x fails
/// XOnlyPublicKey::parse → that error; the tweak's errors; internal + t·G =
/// O → point_at_infinity; its x ≠ tweaked_x or its parity ≠ parity →
/// tweak_mismatch.
[[nodiscard]] Verdict xonly_tweak_add_check(ByteView tweaked_x, bool parity, const XOnlyPublicKey& internal,
                                            ByteView t);
/// secp256k1_keypair_xonly_tweak_add (BIP 341's seckey tweak on a key
/// pair): d negated if y(d·G) is odd, then d + t (zero → scalar_zero).
[[nodiscard]] Result<KeyPair> keypair_xonly_tweak_add(const KeyPair& kp, ByteView t);

struct TaprootTweak {
  std::array<std::uint8_t, 32> tweak;
  XOnlyPublicKey output;
  bool parity;  ///< y of the output point is odd
};
/// BIP 341 taproot_tweak_pubkey: t = hash_TapTweak(P ‖ merkle_root), or
/// hash_TapTweak(P) without a root; a root must be 32 octets
/// (length_mismatch); t ≥ n → scalar_out_of_range; Q = lift_x(P) + t·G, O →
/// point_at_infinity.
[[nodiscard]] Result<TaprootTweak> taproot_tweak_public(const XOnlyPublicKey& internal,
                                                        std::optional<ByteView> merkle_root);
/// BIP 341 taproot_tweak_seckey: curve_unsupported off secp256k1; d negated
/// if y(d·G) is odd, then + t (errors as above; a zero sum → scalar_zero).
[[nodiscard]] Result<SecretKey> taproot_tweak_secret(const SecretKey& d, std::optional<ByteView> merkle_root);

}  // namespace tandem::ref

// Key tweaks with libsecp256k1's semantics (secp256k1_ec_seckey_tweak_add,
// _mul, _negate, secp256k1_ec_pubkey_tweak_add, _mul, _negate, _combine;
// the extrakeys module's x-only tweaks) and BIP 341's taproot tweaks, fast.
//
// A tweak is 32 octets (length_mismatch) holding t < n
// (scalar_out_of_range). Tweaks of secret keys are secrets: their range
// check, the sum or product, and the zero check are masks, declassified
// only to return the verdict; a public key that comes with a secret one
// (keypair_xonly_tweak_add) is derived again by ecmult_gen rather than
// from the tweak by a variable-time addition. Tweaks of public keys are
// public: P + t·G by tweak_add_var (t's windows accumulated onto P), t·P by
// ecmult_var.
#pragma once

#include <array>
#include <optional>
#include <span>

#include "tandem/fast/ecmult/ecmult.hpp"
#include "tandem/fast/ecmult/ecmult_gen_var.hpp"
#include "tandem/fast/protocols/bip340.hpp"
#include "tandem/fast/protocols/keys.hpp"
#include "tandem/hash/tagged.hpp"

namespace tandem::fast {

namespace tweak_detail {

/// The tweak's integer: 32 octets (length_mismatch), below n
/// (scalar_out_of_range). The tweak may be a secret key's: the range
/// verdict is a mask, declassified before it is branched on.
inline Result<Scalar> parse_tweak(ByteView t) {
  if (t.size() != 32) return Error::length_mismatch;
  bool overflow = false;
  Scalar v = Scalar::set_b32(proto_detail::as32(t), &overflow);
  proto_detail::declassify(overflow);
  if (overflow) return Error::scalar_out_of_range;
  return v;
}

/// A secret key from a computed scalar: 0 → scalar_zero (declassified
/// verdict).
inline Result<SecretKey> secret_from(Scalar v) {
  bool zero = is_zero(v);
  proto_detail::declassify(zero);
  if (zero) return Error::scalar_zero;
  SecretKey k = proto_detail::make_secret(v);
  proto_detail::wipe(&v, sizeof v);
  return k;
}

/// A public key from a computed Jacobian point: O → point_at_infinity.
inline Result<PublicKey> public_from_var(const Gej<ProtoField>& Q) {
  if (normalizes_to_zero_var(Q.Z)) return Error::point_at_infinity;
  return PublicKey::from_valid_point(to_affine_var(Q));
}

/// P + t·G for public P and t.
inline Gej<ProtoField> add_tweak_var(const ProtoPoint& P, const Scalar& t) {
  return tweak_add_var<ProtoCurve, ProtoField>(Gej<ProtoField>::from_affine(P), t);
}

/// t = hash_TapTweak(P ‖ merkle_root) (BIP 341 taproot_tweak_pubkey; no
/// root: hash_TapTweak(P)); the root must be 32 octets (length_mismatch).
inline Result<std::array<std::uint8_t, 32>> taptweak(const std::array<std::uint8_t, 32>& px,
                                                     std::optional<ByteView> merkle_root) {
  if (merkle_root && merkle_root->size() != 32) return Error::length_mismatch;
  hash::Sha256 h = hash::taptweak_midstate();
  h.write(px);
  if (merkle_root) h.write(*merkle_root);
  return h.finalize();
}

}  // namespace tweak_detail

/// d + t (t = 0 allowed); a zero sum → scalar_zero. Constant time.
inline Result<SecretKey> secret_tweak_add(const SecretKey& d, ByteView t) {
  Result<Scalar> tv = tweak_detail::parse_tweak(t);
  if (!tv) return tv.error();
  return tweak_detail::secret_from(add(d.scalar(), tv.value()));
}

/// d·t; t = 0 → scalar_zero (the product of two nonzero scalars mod a
/// prime is nonzero). Constant time.
inline Result<SecretKey> secret_tweak_mul(const SecretKey& d, ByteView t) {
  Result<Scalar> tv = tweak_detail::parse_tweak(t);
  if (!tv) return tv.error();
  return tweak_detail::secret_from(mul(d.scalar(), tv.value()));
}

/// n − d. Constant time.
inline SecretKey secret_negate(const SecretKey& d) { return proto_detail::make_secret(negate(d.scalar())); }

/// P + t·G; O → point_at_infinity. Public inputs.
inline Result<PublicKey> public_tweak_add(const PublicKey& P, ByteView t) {
  Result<Scalar> tv = tweak_detail::parse_tweak(t);
  if (!tv) return tv.error();
  return tweak_detail::public_from_var(tweak_detail::add_tweak_var(P.point(), tv.value()));
}

/// t·P; t = 0 → scalar_zero. Public inputs.
inline Result<PublicKey> public_tweak_mul(const PublicKey& P, ByteView t) {
  Result<Scalar> tv = tweak_detail::parse_tweak(t);
  if (!tv) return tv.error();
  if (is_zero(tv.value())) return Error::scalar_zero;
  return tweak_detail::public_from_var(
      ecmult_var<ProtoCurve, ProtoField>(Gej<ProtoField>::from_affine(P.point()), tv.value(), Scalar{}));
}

inline PublicKey public_negate(const PublicKey& P) { return PublicKey::from_valid_point(neg(P.point())); }

/// Σ Pᵢ; empty → size_mismatch; O → point_at_infinity. Public inputs.
inline Result<PublicKey> public_combine(std::span<const PublicKey> keys) {
  if (keys.empty()) return Error::size_mismatch;
  Gej<ProtoField> sum = Gej<ProtoField>::at_infinity();
  for (const PublicKey& P : keys) sum = madd_8m3s_var(sum, P.point());
  return tweak_detail::public_from_var(sum);
}

struct XOnlyTweakResult {
  PublicKey full;
  XOnlyPublicKey xonly;
  bool parity;  ///< y of full is odd
};

/// lift_x(P) + t·G (secp256k1_xonly_pubkey_tweak_add); O → point_at_infinity.
inline Result<XOnlyTweakResult> xonly_tweak_add(const XOnlyPublicKey& P, ByteView t) {
  Result<Scalar> tv = tweak_detail::parse_tweak(t);
  if (!tv) return tv.error();
  Result<PublicKey> Q = tweak_detail::public_from_var(tweak_detail::add_tweak_var(P.point(), tv.value()));
  if (!Q) return Q.error();
  const XOnlyFromPublic x = xonly_from_public(Q.value());
  return XOnlyTweakResult{Q.value(), x.xonly, x.parity};
}

/// secp256k1_xonly_pubkey_tweak_add_check: tweaked_x parsed first (the
/// XOnlyPublicKey::parse errors), then the tweak (its errors and
/// point_at_infinity), then Valid, or tweak_mismatch when x or the parity
/// differs.
inline Verdict xonly_tweak_add_check(ByteView tweaked_x, bool parity, const XOnlyPublicKey& internal, ByteView t) {
  Result<XOnlyPublicKey> want = XOnlyPublicKey::parse(tweaked_x);
  if (!want) return want.error();
  Result<XOnlyTweakResult> got = xonly_tweak_add(internal, t);
  if (!got) return got.error();
  if (!(got.value().xonly == want.value()) || got.value().parity != parity) return Error::tweak_mismatch;
  return Valid{};
}

/// secp256k1_keypair_xonly_tweak_add: d negated when d·G has odd y, then
/// + t; zero → scalar_zero; the new public key from the new secret by
/// ecmult_gen (constant time: t is a secret's tweak here).
inline Result<KeyPair> keypair_xonly_tweak_add(const KeyPair& kp, ByteView t) {
  Result<Scalar> tv = tweak_detail::parse_tweak(t);
  if (!tv) return tv.error();
  Result<SecretKey> d = tweak_detail::secret_from(add(cond_negate(kp.secret.scalar(), kp.parity), tv.value()));
  if (!d) return d.error();
  return keypair_create(d.value());
}

struct TaprootTweak {
  std::array<std::uint8_t, 32> tweak;
  XOnlyPublicKey output;
  bool parity;
};

/// BIP 341 taproot_tweak_pubkey: t = hash_TapTweak(P ‖ root) (length_mismatch
/// for a root other than 32 octets), t ≥ n → scalar_out_of_range,
/// Q = lift_x(P) + t·G, O → point_at_infinity.
inline Result<TaprootTweak> taproot_tweak_public(const XOnlyPublicKey& internal, std::optional<ByteView> merkle_root) {
  const Result<std::array<std::uint8_t, 32>> t = tweak_detail::taptweak(internal.serialize(), merkle_root);
  if (!t) return t.error();
  Result<XOnlyTweakResult> q = xonly_tweak_add(internal, t.value());
  if (!q) return q.error();
  return TaprootTweak{t.value(), q.value().xonly, q.value().parity};
}

/// BIP 341 taproot_tweak_seckey: d → n − d when d·G has odd y, then + t
/// (errors as above; a zero sum → scalar_zero). Constant time in d; the
/// tweak is a hash of the public key (declassified as such: P is public).
inline Result<SecretKey> taproot_tweak_secret(const SecretKey& d, std::optional<ByteView> merkle_root) {
  if (merkle_root && merkle_root->size() != 32) return Error::length_mismatch;
  const PublicKey P = derive_public_key(d);
  const bool odd = is_odd(P.point().y);
  const Result<std::array<std::uint8_t, 32>> t = tweak_detail::taptweak(P.point().x.get_b32(), merkle_root);
  if (!t) return t.error();
  Result<Scalar> tv = tweak_detail::parse_tweak(t.value());
  if (!tv) return tv.error();
  return tweak_detail::secret_from(add(cond_negate(d.scalar(), odd), tv.value()));
}

}  // namespace tandem::fast

// Public-key recovery from an ECDSA signature (SEC 1 v2 §4.1.6), fast, and
// the signer that reports the recovery id (libsecp256k1's recovery module:
// secp256k1_ecdsa_sign_recoverable, secp256k1_ecdsa_recover). Recovery is
// public-input only: R by a square root, Q = r⁻¹(s·R − e·G) by ecmult_var
// with the variable-time inverse.
#pragma once

#include "tandem/fast/protocols/ecdsa.hpp"

namespace tandem::fast {

struct RecoverableSignature {
  EcdsaSignature sig;
  int recid;  ///< parity(y(R)) | 2·[x(R) ≥ n], after low-S
};

inline Result<RecoverableSignature> ecdsa_sign_recoverable(const SecretKey& d, ByteView digest,
                                                           const hash::Digest& nonce_hash, ByteView extra, bool low_s) {
  if (nonce_hash.is_xof()) return Error::unknown_hash;
  const ecdsa_detail::Signed s = ecdsa_detail::sign(d, digest, rfc6979_detail::EvpMac{&nonce_hash}, extra, low_s);
  return RecoverableSignature{s.sig, s.recid};
}

/// With HMAC-SHA256 nonces (the libsecp256k1-compatible path).
inline Result<RecoverableSignature> ecdsa_sign_recoverable(const SecretKey& d, ByteView digest, ByteView extra,
                                                           bool low_s) {
  const ecdsa_detail::Signed s = ecdsa_detail::sign(d, digest, rfc6979_detail::Sha256Mac{}, extra, low_s);
  return RecoverableSignature{s.sig, s.recid};
}

/// SEC 1 §4.1.6 for one candidate R: recid ∉ 0..3 → recid_out_of_range;
/// r = 0 → signature_r_out_of_range, s = 0 → signature_s_out_of_range;
/// recid ≥ 2 with r + n ≥ p (x = r + n is no field element) →
/// recid_out_of_range; no point with that x → x_not_on_curve; Q = O →
/// point_at_infinity. Public inputs.
inline Result<PublicKey> ecdsa_recover(ByteView digest, const EcdsaSignature& sig, int recid) {
  using proto_detail::F;
  if (recid < 0 || recid > 3) return Error::recid_out_of_range;
  if (is_zero(sig.r)) return Error::signature_r_out_of_range;
  if (is_zero(sig.s)) return Error::signature_s_out_of_range;
  std::optional<F> x = proto_detail::field_of_scalar(sig.r);
  if ((recid & 2) != 0) {
    x = proto_detail::scalar_plus_n_var(sig.r);
    if (!x) return Error::recid_out_of_range;
  }
  std::optional<ProtoPoint> R = proto_detail::lift_x_var(*x);
  if (!R) return Error::x_not_on_curve;
  if ((recid & 1) != 0) R->y = normalize_var(negate(R->y, 1));
  const Scalar rinv = inverse_var(sig.r);
  const Scalar e = ecdsa_digest_scalar(digest);
  const Gej<F> Q = ecmult_var<ProtoCurve, F>(Gej<F>::from_affine(*R), mul(sig.s, rinv), negate(mul(e, rinv)));
  if (normalizes_to_zero_var(Q.Z)) return Error::point_at_infinity;
  return PublicKey::from_valid_point(to_affine_var(Q));
}

}  // namespace tandem::fast

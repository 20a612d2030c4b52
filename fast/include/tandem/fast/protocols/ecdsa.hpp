// ECDSA on secp256k1 (SEC 1 v2 §4.1), fast.
//
// Signing (§4.1.3) is constant time in the key and the nonce: the nonce
// from RFC 6979 (rfc6979.hpp), R = k·G by ecmult_gen (the blinded comb),
// x(R) to a scalar by a masked subtraction, s = k⁻¹(e + r·d) with the
// constant-time safegcd inverse, the low-S normalization by a conditional
// negation (BIP 146; libsecp256k1's secp256k1_ecdsa_sig_sign always does
// it). Only r, s and the recovery id leave, declassified as the outputs
// they are.
//
// Verification (§4.1.4) takes public inputs only: s⁻¹ by the variable-time
// inverse, u1·G + u2·Q by ecmult_var (Strauss with GLV and G's tables), and
// x(R) mod n = r compared in Jacobian coordinates as libsecp256k1's
// secp256k1_ecdsa_sig_verify does: r·Z² = X, or (r + n)·Z² = X when
// r + n < p, so no inversion.
#pragma once

#include <array>
#include <cstdint>

#include "tandem/fast/ecmult/ecmult.hpp"
#include "tandem/fast/protocols/der.hpp"
#include "tandem/fast/protocols/keys.hpp"
#include "tandem/fast/protocols/rfc6979.hpp"

namespace tandem::fast {

namespace ecdsa_detail {

/// A signature and its recovery id (parity of y(R) | 2·[x(R) ≥ n], after the
/// low-S negation, which flips the parity).
struct Signed {
  EcdsaSignature sig;
  int recid;
};

/// SEC 1 §4.1.3 steps 1–6 with the DRBG's candidates, the first giving r ≠ 0
/// and s ≠ 0.
template <class Mac>
Signed sign(const SecretKey& d, ByteView digest, const Mac& mac, ByteView extra, bool low_s) {
  using proto_detail::declassify;
  const Scalar e = ecdsa_digest_scalar(digest);
  std::array<std::uint8_t, 32> x = d.scalar().get_b32();
  rfc6979_detail::Drbg<Mac> drbg(mac, x, e.get_b32(), extra);
  proto_detail::wipe(x.data(), x.size());
  for (;;) {
    std::array<std::uint8_t, 32> t = drbg.next();
    Scalar k;
    const bool usable = rfc6979_detail::usable_nonce(t, k);
    proto_detail::wipe(t.data(), t.size());
    if (!usable) continue;
    const ProtoPoint R = proto_detail::mul_gen_ct(k);
    bool overflow = false;
    const Scalar r = Scalar::set_b32(R.x.get_b32(), &overflow);  // x(R) mod n (§4.1.3 step 2)
    Scalar s = mul(inverse(k), add(e, mul(r, d.scalar())));     // step 6
    const bool flip = low_s & is_high(s);
    s = cond_negate(s, flip);
    int recid = (static_cast<int>(is_odd(R.y)) | (static_cast<int>(overflow) << 1)) ^ static_cast<int>(flip);
    proto_detail::wipe(&k, sizeof k);
    Signed out{{r, s}, recid};
    declassify(out);
    if (is_zero(out.sig.r) || is_zero(out.sig.s)) continue;  // steps 3 and 7: the next candidate
    return out;
  }
}

/// Whether the verifier's R (Jacobian, finite) has x(R) ≡ r (mod n):
/// x ∈ {r, r + n} since x < p < 2n.
inline bool x_matches_var(const Gej<ProtoField>& R, const Scalar& r) {
  using proto_detail::F;
  const F zz = sqr(R.Z);
  const F X = normalize_var(R.X);
  if (equal_var(mul(proto_detail::field_of_scalar(r), zz), X)) return true;
  const std::optional<F> rn = proto_detail::scalar_plus_n_var(r);
  return rn && equal_var(mul(*rn, zz), X);
}

}  // namespace ecdsa_detail

/// SEC 1 §4.1.3 with RFC 6979 nonces on `nonce_hash` (an EVP digest,
/// unknown_hash for an XOF) and additional data `extra`. low_s: s → n − s
/// when high (BIP 146).
inline Result<EcdsaSignature> ecdsa_sign(const SecretKey& d, ByteView digest, const hash::Digest& nonce_hash,
                                         ByteView extra, bool low_s) {
  if (nonce_hash.is_xof()) return Error::unknown_hash;
  return ecdsa_detail::sign(d, digest, rfc6979_detail::EvpMac{&nonce_hash}, extra, low_s).sig;
}

/// The same with HMAC-SHA256 nonces on hash::HmacSha256: libsecp256k1's
/// secp256k1_ecdsa_sign with nonce_function_rfc6979 (extra = its ndata,
/// 32 octets there; any length here).
inline Result<EcdsaSignature> ecdsa_sign(const SecretKey& d, ByteView digest, ByteView extra, bool low_s) {
  return ecdsa_detail::sign(d, digest, rfc6979_detail::Sha256Mac{}, extra, low_s).sig;
}

/// SEC 1 §4.1.4. In order: r = 0 → signature_r_out_of_range, s = 0 →
/// signature_s_out_of_range (a parsed signature's r and s are below n
/// already), require_low_s and s > (n−1)/2 → signature_high_s, then the
/// equation → signature_mismatch. Public inputs; variable time.
inline Verdict ecdsa_verify(const PublicKey& Q, ByteView digest, const EcdsaSignature& sig, bool require_low_s) {
  using proto_detail::F;
  if (is_zero(sig.r)) return Error::signature_r_out_of_range;
  if (is_zero(sig.s)) return Error::signature_s_out_of_range;
  if (require_low_s && is_high(sig.s)) return Error::signature_high_s;
  const Scalar e = ecdsa_digest_scalar(digest);
  const Scalar w = inverse_var(sig.s);
  const Gej<F> R = ecmult_var<ProtoCurve, F>(Gej<F>::from_affine(Q.point()), mul(sig.r, w), mul(e, w));
  if (normalizes_to_zero_var(R.Z)) return Error::signature_mismatch;  // step 5: R = O
  if (!ecdsa_detail::x_matches_var(R, sig.r)) return Error::signature_mismatch;
  return Valid{};
}

}  // namespace tandem::fast

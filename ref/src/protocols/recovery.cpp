#include "tandem/ref/protocols/recovery.hpp"

namespace tandem::ref {

Result<RecoverableSignature> ecdsa_sign_recoverable(const SecretKey& d, ByteView digest, const hash::Digest& nonce_hash,
                                                    ByteView extra, bool low_s) {
  return detail::ecdsa_sign_rfc6979(d, digest, nonce_hash, extra, low_s);
}

Result<PublicKey> ecdsa_recover(const Curve& C, ByteView digest, const EcdsaSignature& sig, int recid) {
  if (recid < 0 || recid > 3) return Error::recid_out_of_range;
  if (&sig.r.field() != &C.fn() || is_zero(sig.r)) return Error::signature_r_out_of_range;
  if (&sig.s.field() != &C.fn() || is_zero(sig.s)) return Error::signature_s_out_of_range;
  // SEC 1 §4.1.6 step 1.1: x = r + j·n, j = ⌊recid/2⌋; it must be a field
  // element (x < p).
  const mpz_class x = sig.r.value() + (recid >> 1) * C.n();
  if (x >= C.p()) return Error::recid_out_of_range;
  // Step 1.2: R from x and the parity bit (§2.3.4's decompression).
  const Fe X = C.fp().from_mpz(x);
  const std::optional<Fe> root = sqrt(sqr(X) * X + C.eq().a * X + C.eq().b);
  if (!root) return Error::x_not_on_curve;
  Fe y = *root;
  if (y.is_odd() != ((recid & 1) == 1)) y = -y;
  if (y.is_odd() != ((recid & 1) == 1)) return Error::x_not_on_curve;  // y = 0 has no odd root
  const Point R{X, y, false};
  // Step 1.3: nR = O, a question only where h > 1 (SEC 1 would try the next
  // j; the recovery id names one R, so that R is refused).
  if (C.h() != 1 && !in_subgroup(C, R)) return Error::not_in_subgroup;
  // Step 1.5: e from the digest (§4.1.3 step 5).
  const Fe e = ecdsa_digest_scalar(C, digest);
  // Step 1.6: Q = r⁻¹(s·R − e·G), validated as a public key (Q = O →
  // point_at_infinity).
  const Fe rinv = *inverse(sig.r);
  const Point Q = add(C, mul(C, (sig.s * rinv).value(), R), mul_gen(C, (-(e * rinv)).value()));
  return PublicKey::from_point(C, Q);
}

}  // namespace tandem::ref

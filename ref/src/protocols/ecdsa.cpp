#include "tandem/ref/protocols/ecdsa.hpp"

#include "tandem/ref/protocols/recovery.hpp"
#include "tandem/ref/protocols/rfc6979.hpp"

namespace tandem::ref {

namespace detail {

Result<RecoverableSignature> ecdsa_sign_k(const SecretKey& d, const Fe& e, const mpz_class& k, bool low_s) {
  const Curve& C = d.curve();
  // SEC 1 §4.1.3 step 1: R = k·G (k in [1, n − 1], so R ≠ O).
  const Point R = mul_gen(C, k);
  // Step 2: x(R) as an integer (§2.3.9); step 3: r = x̄ mod n, r = 0 → new k.
  const Fe r = C.fn().from_mpz(R.x.value());
  if (is_zero(r)) return Error::nonce_unusable;
  // SEC 1 §4.1.6's recovery id: which of the points with x ≡ r (mod n)
  // R is, by y's parity and whether x(R) ≥ n.
  int recid = (R.y.is_odd() ? 1 : 0) | (R.x.value() >= C.n() ? 2 : 0);
  // Step 6: s = k⁻¹(e + r·d) mod n, s = 0 → new k.
  const Fe kk = C.fn().from_mpz(k);
  Fe s = *inverse(kk) * (e + r * d.scalar());
  if (is_zero(s)) return Error::nonce_unusable;
  // BIP 146 LOW_S: (r, n − s) verifies too; it belongs to −R, the other parity.
  if (low_s && s.value() > (C.n() - 1) / 2) {
    s = -s;
    recid ^= 1;
  }
  return RecoverableSignature{EcdsaSignature{r, s}, recid};
}

Result<RecoverableSignature> ecdsa_sign_rfc6979(const SecretKey& d, ByteView digest, const hash::Digest& nonce_hash,
                                                ByteView extra, bool low_s) {
  Result<Rfc6979> g = Rfc6979::start(d, digest, nonce_hash, extra);
  if (!g) return g.error();
  Rfc6979 gen = std::move(g).value();
  // Steps 4, 5: e from the digest.
  const Fe e = ecdsa_digest_scalar(d.curve(), digest);
  // RFC 6979 §3.2 step h.3 / §3.4: a k giving r = 0 or s = 0 is rejected and
  // the generator goes on (a probability of about 2/n).
  for (;;) {
    Bytes kb = gen.next();
    const mpz_class k = from_be_bytes(kb);
    for (auto& o : kb) o = 0;
    Result<RecoverableSignature> sig = ecdsa_sign_k(d, e, k, low_s);
    if (sig) return sig;
  }
}

}  // namespace detail

Result<EcdsaSignature> ecdsa_sign(const SecretKey& d, ByteView digest, const hash::Digest& nonce_hash, ByteView extra,
                                  bool low_s) {
  Result<RecoverableSignature> sig = detail::ecdsa_sign_rfc6979(d, digest, nonce_hash, extra, low_s);
  if (!sig) return sig.error();
  return sig.value().sig;
}

Result<EcdsaSignature> ecdsa_sign_with_nonce(const SecretKey& d, ByteView digest, ByteView k, bool low_s) {
  const Curve& C = d.curve();
  if (k.size() != C.fn().bytes()) return Error::length_mismatch;
  const mpz_class kv = from_be_bytes(k);
  if (kv == 0 || kv >= C.n()) return Error::nonce_unusable;
  Result<RecoverableSignature> sig = detail::ecdsa_sign_k(d, ecdsa_digest_scalar(C, digest), kv, low_s);
  if (!sig) return sig.error();
  return sig.value().sig;
}

Verdict ecdsa_verify(const PublicKey& Q, ByteView digest, const EcdsaSignature& sig, bool require_low_s) {
  const Curve& C = Q.curve();
  // SEC 1 §4.1.4 step 1: r and s in [1, n − 1] (elements of this curve's Z_n).
  if (&sig.r.field() != &C.fn() || is_zero(sig.r)) return Error::signature_r_out_of_range;
  if (&sig.s.field() != &C.fn() || is_zero(sig.s)) return Error::signature_s_out_of_range;
  // BIP 146 LOW_S, where the caller asks for it.
  if (require_low_s && !sig.is_low_s()) return Error::signature_high_s;
  // Steps 2, 3: e from the digest.
  const Fe e = ecdsa_digest_scalar(C, digest);
  // Step 4: u1 = e·s⁻¹, u2 = r·s⁻¹ mod n.
  const Fe w = *inverse(sig.s);
  const Fe u1 = e * w;
  const Fe u2 = sig.r * w;
  // Step 5: R = u1·G + u2·Q; R = O rejects.
  const Point R = add(C, mul_gen(C, u1.value()), mul(C, u2.value(), Q.point()));
  if (R.infinity) return Error::signature_mismatch;
  // Steps 6–8: v = x(R) mod n; valid iff v = r.
  if (C.fn().from_mpz(R.x.value()) == sig.r) return Valid{};
  return Error::signature_mismatch;
}

}  // namespace tandem::ref

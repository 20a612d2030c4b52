#include "tandem/ref/inverse/euclid.hpp"

namespace tandem::ref {

Result<mpz_class> inverse_euclid_var(const mpz_class& a, const mpz_class& m, std::size_t* steps) {
  if (m < 2) return Error::modulus_unsupported;
  // r0 ≡ t0·a and r1 ≡ t1·a (mod m) throughout.
  mpz_class r0 = m, t0 = 0;
  mpz_class r1, t1 = 1;
  mpz_fdiv_r(r1.get_mpz_t(), a.get_mpz_t(), m.get_mpz_t());
  std::size_t count = 0;
  while (r1 != 0) {
    mpz_class q, r2;
    mpz_fdiv_qr(q.get_mpz_t(), r2.get_mpz_t(), r0.get_mpz_t(), r1.get_mpz_t());  // r0 = q·r1 + r2
    mpz_class t2 = t0 - q * t1;
    r0 = std::move(r1);
    r1 = std::move(r2);
    t0 = std::move(t1);
    t1 = std::move(t2);
    ++count;
  }
  if (steps != nullptr) *steps = count;
  if (r0 != 1) return Error::not_invertible;  // r0 = gcd(a, m)
  mpz_class inv;
  mpz_fdiv_r(inv.get_mpz_t(), t0.get_mpz_t(), m.get_mpz_t());
  return inv;
}

}  // namespace tandem::ref

#include "tandem/ref/inverse/jacobi.hpp"

namespace tandem::ref {

Result<int> jacobi_var(const mpz_class& a_in, const mpz_class& n_in) {
  if (n_in < 1 || mpz_even_p(n_in.get_mpz_t())) return Error::modulus_unsupported;
  mpz_class n = n_in;
  mpz_class a;
  mpz_fdiv_r(a.get_mpz_t(), a_in.get_mpz_t(), n.get_mpz_t());  // 0 ≤ a < n
  int k = 1;
  while (a != 0) {
    // Take out the factors 2 of a: (2 | n) = −1 for n ≡ 3, 5 (mod 8).
    const mp_bitcnt_t v = mpz_scan1(a.get_mpz_t(), 0);
    a >>= v;
    const unsigned long n8 = mpz_fdiv_ui(n.get_mpz_t(), 8);
    if (v % 2 == 1 && (n8 == 3 || n8 == 5)) k = -k;
    // Reciprocity, a and n odd: (a | n) = (n | a), negated if both ≡ 3 (mod 4).
    if (mpz_fdiv_ui(a.get_mpz_t(), 4) == 3 && n8 % 4 == 3) k = -k;
    mpz_class r;
    mpz_fdiv_r(r.get_mpz_t(), n.get_mpz_t(), a.get_mpz_t());
    n = std::move(a);
    a = std::move(r);
  }
  return n == 1 ? k : 0;  // n is now gcd(a, n)
}

}  // namespace tandem::ref

// Small integer helpers the GCD-based inversions (safegcd.cpp, bingcd.cpp)
// share. Private to ref/src/inverse.
#pragma once

#include <gmpxx.h>

namespace tandem::ref::gcd_support {

inline bool odd(const mpz_class& x) { return mpz_odd_p(x.get_mpz_t()) != 0; }

/// x mod m in [0, m), for m > 0 (floor division, so negative x too).
inline mpz_class mod(const mpz_class& x, const mpz_class& m) {
  mpz_class r;
  mpz_fdiv_r(r.get_mpz_t(), x.get_mpz_t(), m.get_mpz_t());
  return r;
}

/// x/2 mod m for odd m: make x even by adding m if need be, then halve.
inline mpz_class half_mod(mpz_class x, const mpz_class& m) {
  if (odd(x)) x += m;
  mpz_class r;
  mpz_fdiv_q_2exp(r.get_mpz_t(), x.get_mpz_t(), 1);
  return mod(r, m);
}

}  // namespace tandem::ref::gcd_support

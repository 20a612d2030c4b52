#include "tandem/ref/inverse/bingcd.hpp"

#include <algorithm>
#include <stdexcept>
#include <utility>

#include "gcd_support.hpp"

namespace tandem::ref {

namespace {

using gcd_support::half_mod;
using gcd_support::mod;
using gcd_support::odd;

std::size_t len(const mpz_class& x) { return x == 0 ? 0 : mpz_sizeinbase(x.get_mpz_t(), 2); }

bool bad_modulus(const mpz_class& m) { return m < 3 || !odd(m); }

void check_k(unsigned k) {
  if (k < 2 || k > 64) throw std::invalid_argument("tandem::ref::bingcd: k must be 2 to 64");
}

}  // namespace

mpz_class bingcd_approximation(const mpz_class& x, std::size_t n, unsigned k) {
  if (k < 2 || n < 2 * std::size_t{k} || x < 0) {
    throw std::invalid_argument("tandem::ref::bingcd_approximation: needs k ≥ 2, n ≥ 2k and x ≥ 0");
  }
  mpz_class low, high;
  mpz_fdiv_r_2exp(low.get_mpz_t(), x.get_mpz_t(), k - 1);                                      // x mod 2^(k−1)
  mpz_fdiv_q_2exp(high.get_mpz_t(), x.get_mpz_t(), static_cast<mp_bitcnt_t>(n - k - 1));      // ⌊x / 2^(n−k−1)⌋
  mpz_mul_2exp(high.get_mpz_t(), high.get_mpz_t(), k - 1);
  return low + high;
}

BingcdFactors bingcd_inner(mpz_class abar, mpz_class bbar, unsigned iterations) {
  BingcdFactors F{1, 0, 0, 1};
  for (unsigned j = 0; j < iterations; ++j) {
    if (odd(abar)) {
      if (abar < bbar) {  // swap so that ā ≥ b̄ (with the factors)
        std::swap(abar, bbar);
        std::swap(F.f0, F.f1);
        std::swap(F.g0, F.g1);
      }
      abar -= bbar;
      F.f0 -= F.f1;
      F.g0 -= F.g1;
    }
    abar /= 2;  // exact: ā is even here
    // The halving of a belongs in f0, g0; doubling f1, g1 instead keeps the
    // factors integers, at the price of a common factor 2 per iteration.
    F.f1 *= 2;
    F.g1 *= 2;
  }
  return F;
}

std::size_t bingcd_outer_iterations(std::size_t bits, unsigned k) {
  check_k(k);
  return (2 * bits - 1 + (k - 2)) / (k - 1);
}

BingcdState bingcd_run(const mpz_class& y, const mpz_class& m, unsigned k, std::size_t outer) {
  check_k(k);
  if (bad_modulus(m)) throw std::invalid_argument("tandem::ref::bingcd_run: m must be odd and at least 3");
  BingcdState s{mod(y, m), m, 1, 0, 0};
  for (std::size_t i = 0; i < outer; ++i) {
    const std::size_t n = std::max<std::size_t>({len(s.a), len(s.b), 2 * std::size_t{k}});
    BingcdFactors F = bingcd_inner(bingcd_approximation(s.a, n, k), bingcd_approximation(s.b, n, k), k - 1);
    mpz_class a = F.f0 * s.a + F.g0 * s.b;
    mpz_class b = F.f1 * s.a + F.g1 * s.b;
    if (mpz_scan1(a.get_mpz_t(), 0) < k - 1 || mpz_scan1(b.get_mpz_t(), 0) < k - 1) {
      throw std::logic_error("tandem::ref::bingcd_run: the low bits were not cleared");  // unreachable (paper §2)
    }
    mpz_fdiv_q_2exp(a.get_mpz_t(), a.get_mpz_t(), k - 1);
    mpz_fdiv_q_2exp(b.get_mpz_t(), b.get_mpz_t(), k - 1);
    if (a < 0) {  // a comparison on the approximations went the wrong way
      a = -a;
      F.f0 = -F.f0;
      F.g0 = -F.g0;
    }
    if (b < 0) {
      b = -b;
      F.f1 = -F.f1;
      F.g1 = -F.g1;
    }
    const mpz_class u = mod(F.f0 * s.u + F.g0 * s.v, m);
    const mpz_class v = mod(F.f1 * s.u + F.g1 * s.v, m);
    s = {std::move(a), std::move(b), u, v, s.inner_iterations + (k - 1)};
  }
  return s;
}

Result<mpz_class> inverse_bingcd(const mpz_class& y, const mpz_class& m, unsigned k, std::size_t* iterations) {
  check_k(k);
  if (bad_modulus(m)) return Error::modulus_unsupported;
  const std::size_t outer = bingcd_outer_iterations(len(m), k);
  const BingcdState s = bingcd_run(y, m, k, outer);
  if (iterations != nullptr) *iterations = s.inner_iterations;
  if (s.a != 0) throw std::logic_error("tandem::ref::inverse_bingcd: a is not zero after the proven iterations");
  if (s.b != 1) return Error::not_invertible;  // b = gcd(y, m)
  // The final correction: v carries 2^((k−1)·outer) from the factors.
  const mpz_class exponent = mpz_class(k - 1) * mpz_class(static_cast<unsigned long>(outer));
  const mpz_class inverse_two = (m + 1) / 2;  // 1/2 mod m
  mpz_class correction;
  mpz_powm(correction.get_mpz_t(), inverse_two.get_mpz_t(), exponent.get_mpz_t(), m.get_mpz_t());
  return mod(s.v * correction, m);
}

Result<mpz_class> inverse_bingcd_classic_var(const mpz_class& y, const mpz_class& m, std::size_t* iterations) {
  if (bad_modulus(m)) return Error::modulus_unsupported;
  mpz_class a = mod(y, m), u = 1, b = m, v = 0;  // a ≡ u·y, b ≡ v·y (mod m)
  std::size_t count = 0;
  while (a != 0) {
    if (odd(a)) {
      if (a < b) {
        std::swap(a, b);
        std::swap(u, v);
      }
      a -= b;
      u = mod(u - v, m);
    }
    a /= 2;
    u = half_mod(u, m);
    ++count;
  }
  if (iterations != nullptr) *iterations = count;
  if (b != 1) return Error::not_invertible;
  return v;
}

}  // namespace tandem::ref

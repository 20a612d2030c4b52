// Pornin's optimized binary GCD (T. Pornin, "Optimized Binary GCD for
// Modular Inversion", ePrint 2020/972; github.com/pornin/bingcd).
//
// The classic extended binary GCD (the paper's Algorithm 1), for odd m:
//
//   a ← y, u ← 1, b ← m, v ← 0          invariants a ≡ u·y, b ≡ v·y (mod m)
//   while a ≠ 0:
//     if a is odd:  if a < b: swap (a, u) with (b, v);  a ← a − b, u ← u − v
//     a ← a/2, u ← u/2 mod m
//   b is gcd(y, m); if it is 1, v = 1/y.
//
// Every iteration takes at least one bit off len(a) + len(b), so 2·len(m) − 1
// iterations always suffice, and y = 2^(len(m)−1) needs them all.
//
// The optimized form (Algorithm 2) makes the decisions on two words:
// * parity needs only the low bits, and "a < b" mostly the high bits, so
//   with n = max(len a, len b, 2k) it runs the classic loop on
//     ā = (a mod 2^(k−1)) + 2^(k−1)·⌊a / 2^(n−k−1)⌋       (2k bits)
//   and b̄ alike, for k − 1 iterations (31 for k = 32, a 64-bit register;
//   62 for k = 63), recording *update factors* f0, g0, f1, g1 instead of
//   touching a, b, u, v: a halving of a is recorded as a doubling of f1, g1;
// * then (a, b) ← ((f0·a + g0·b)/2^(k−1), (f1·a + g1·b)/2^(k−1)), exact
//   divisions; a wrong comparison (ā, b̄ are approximations) can only make
//   a or b negative, which is undone by negating it and its factors;
// * (u, v) ← (f0·u + g0·v, f1·u + g1·v) mod m, so u and v gain a factor
//   2^(k−1) per outer iteration, removed at the end by one multiplication
//   by 2^(−(k−1)·t) mod m: the final correction.
// Each outer iteration still takes k − 1 bits off len(a) + len(b) (paper,
// appendix), so t = ⌈(2·len(m) − 1)/(k − 1)⌉ outer iterations suffice: 17
// for a 256-bit m and k = 32. (The paper's listing of Algorithm 2 bounds
// its loop by ⌈(2·len(m) − 1)/k⌉, a slip: its final correction and its
// proof use k − 1, and the slip's count is too small for y = 2^(len(m)−1);
// tests/unit/inverse_gcd_test.cpp shows it.)
//
// Update factors after t inner iterations: −2^t < f0, g0 < 2^t and
// −2^t < f1, g1 ≤ 2^t (paper §2), so k − 1 iterations fit signed k-bit
// words. Shape: fixed iteration counts (constant-time shape); ref itself
// is not constant-time.
#pragma once

#include <gmpxx.h>

#include <cstddef>

#include "tandem/spec/result.hpp"

namespace tandem::ref {

/// (a, b) ← (f0·a + g0·b, f1·a + g1·b) / 2^iterations, and likewise
/// (u, v) without the division.
struct BingcdFactors {
  mpz_class f0, g0, f1, g1;
};

/// ā: the k − 1 low bits of x below its k + 1 bits from bit n − k − 1
/// upward. Precondition: 2 ≤ k, 2k ≤ n, 0 ≤ x < 2^n.
[[nodiscard]] mpz_class bingcd_approximation(const mpz_class& x, std::size_t n, unsigned k);

/// `iterations` steps of the classic loop on (ā, b̄), recording factors.
/// Precondition: b̄ odd, ā, b̄ ≥ 0.
[[nodiscard]] BingcdFactors bingcd_inner(mpz_class abar, mpz_class bbar, unsigned iterations);

/// ⌈(2·bits − 1)/(k − 1)⌉.
[[nodiscard]] std::size_t bingcd_outer_iterations(std::size_t bits, unsigned k);

/// a, b, u, v after some outer iterations; then a·2^((k−1)t) ≡ u·y and
/// b·2^((k−1)t) ≡ v·y (mod m).
struct BingcdState {
  mpz_class a, b, u, v;
  std::size_t inner_iterations = 0;  ///< counted as the inner loops run
};

/// `outer` outer iterations of Algorithm 2 with word parameter k, on
/// y mod m. Precondition: m odd ≥ 3, 2 ≤ k ≤ 64.
[[nodiscard]] BingcdState bingcd_run(const mpz_class& y, const mpz_class& m, unsigned k, std::size_t outer);

/// 1/a mod m by Algorithm 2 with bingcd_outer_iterations(len m, k) outer
/// iterations; the inner iterations run are stored in `iterations` if
/// given. Error::modulus_unsupported for m even or m < 3,
/// Error::not_invertible when gcd(a, m) ≠ 1; std::invalid_argument for k
/// outside 2 … 64.
[[nodiscard]] Result<mpz_class> inverse_bingcd(const mpz_class& a, const mpz_class& m, unsigned k = 32,
                                               std::size_t* iterations = nullptr);

/// 1/a mod m by the classic loop (Algorithm 1), stopping when a = 0; the
/// number of iterations is stored in `iterations` if given. Errors as
/// inverse_bingcd.
[[nodiscard]] Result<mpz_class> inverse_bingcd_classic_var(const mpz_class& a, const mpz_class& m,
                                                           std::size_t* iterations = nullptr);

}  // namespace tandem::ref

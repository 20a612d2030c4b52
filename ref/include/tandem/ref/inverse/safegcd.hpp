// safegcd: inversion by division steps (Bernstein, Yang, "Fast
// constant-time gcd computation and modular inversion", TCHES 2019(3)).
//
// The divstep acts on (δ, f, g), f odd:
//
//   divstep(δ, f, g) = (1 − δ, g, (g − f)/2)              if δ > 0 and g odd
//                      (1 + δ, f, (g + (g mod 2)·f)/2)    otherwise
//
// Neither branch changes gcd(f, g); with f = m and g = a, enough divsteps
// reach g = 0 and then f = ±gcd(a, m) (paper §8, §11). Two facts make it
// fast and constant-time:
//
// * the next N divsteps depend only on δ and the low N bits of f and g
//   (paper §8.1), so they are decided on machine words, as a transition
//   matrix T = [u v; q r] with 2^N·(f', g') = T·(f, g), and applied to the
//   full numbers once per N steps; |u| + |v| ≤ 2^N and |q| + |r| ≤ 2^N;
// * a proven bound on the number of divsteps lets every input run the
//   same count: extra divsteps leave f unchanged once g = 0.
//
// The inverse comes from tracking d, e with d·a ≡ f and e·a ≡ g (mod m):
// they start at (0, 1) and follow f and g through T, dividing by 2^N
// modulo m. At the end f = ±1, so 1/a = d·f — the final correction by the
// sign of f. (This (d, e) form is libsecp256k1's, doc/safegcd_implementation.md;
// the paper instead keeps the product of all the matrices, §12.)
//
// The two starts of δ:
// * δ = 1, the paper's. Bound: ⌊(49d + 80)/17⌋ divsteps for d < 46 and
//   ⌊(49d + 57)/17⌋ for d ≥ 46, when f, |g| < 2^d (paper, Theorem 11.2;
//   the `iterations` function of its Figure 12.2): 741 for 256 bits.
// * δ = 1/2, "hddivsteps" (Wuille, github.com/sipa/safegcd-bounds), what
//   libsecp256k1 uses since 0.2 (modinv64_impl.h: 10 batches of 59).
//   Bound for 0 ≤ g ≤ f < 2^256: 590 (a Coq proof in that repository);
//   for other sizes ⌊(45907·d + 26313)/19929⌋ (genproofhd.md there, for
//   0 ≤ g ≤ f ≤ 2^d).
//
// In ref/ every number is a GMP integer, so none of this is constant-time
// here; inverse_safegcd has the constant-time *shape* (a fixed number of
// divsteps, in fixed batches), inverse_safegcd_var stops when g = 0.
#pragma once

#include <gmpxx.h>

#include <cstddef>
#include <cstdint>
#include <utility>

#include "tandem/spec/result.hpp"

namespace tandem::ref {

/// Where δ starts: 1 (the paper) or 1/2 (hddivsteps).
enum class DivstepStart : std::uint8_t { one, half };

/// (δ, f, g). δ is a half-integer for DivstepStart::half, so it is held
/// doubled: two_delta = 2δ.
struct DivstepState {
  long two_delta;
  mpz_class f;
  mpz_class g;
};

/// (δ₀, f, g) for the chosen start.
[[nodiscard]] DivstepState divstep_start(const mpz_class& f, const mpz_class& g, DivstepStart start);

/// One divstep. Precondition: f odd (std::invalid_argument otherwise).
[[nodiscard]] DivstepState divstep(const DivstepState& s);

/// The transition matrix of N divsteps, scaled by 2^N.
struct Transition {
  mpz_class u, v, q, r;
};

/// N divsteps decided on f mod 2^N and g mod 2^N only: δ after them and
/// the matrix. Precondition: f odd.
[[nodiscard]] std::pair<long, Transition> divsteps_transition(long two_delta, const mpz_class& f, const mpz_class& g,
                                                              unsigned N);

/// (f, g) ← T·(f, g) / 2^N, exactly (the product is divisible by 2^N when T
/// was decided on these f, g; std::logic_error otherwise).
void apply_transition_fg(const Transition& T, unsigned N, mpz_class& f, mpz_class& g);

/// (d, e) ← T·(d, e) / 2^N mod m, for odd m; results in [0, m).
void apply_transition_de(const Transition& T, unsigned N, const mpz_class& m, mpz_class& d, mpz_class& e);

/// The proven number of divsteps that brings any 0 ≤ g ≤ f < 2^bits to
/// g = 0 (see the top of this file).
[[nodiscard]] std::size_t safegcd_divstep_bound(std::size_t bits, DivstepStart start);

/// The state after a fixed number of divsteps on (f, g) = (m, a mod m),
/// with d·a ≡ f and e·a ≡ g (mod m).
struct SafegcdRun {
  DivstepState state;
  mpz_class d;
  mpz_class e;
  std::size_t divsteps = 0;  ///< counted as the batches run
};

/// Exactly `divsteps` divsteps from (δ₀, m, a mod m), in batches of
/// `batch` (the last one shorter if need be). Precondition: m odd ≥ 3.
[[nodiscard]] SafegcdRun safegcd_run(const mpz_class& a, const mpz_class& m, DivstepStart start, std::size_t divsteps,
                                     unsigned batch);

/// The batch libsecp256k1's constant-time inverse uses on 64-bit machines.
inline constexpr unsigned kSafegcdBatch = 59;

/// 1/a mod m with exactly safegcd_divstep_bound(bits of m) divsteps, in
/// batches of `batch` ≥ 1; the divsteps run are stored in `divsteps` if
/// given. Error::modulus_unsupported for m even or m < 3,
/// Error::not_invertible when gcd(a, m) ≠ 1 (a ≡ 0 included).
[[nodiscard]] Result<mpz_class> inverse_safegcd(const mpz_class& a, const mpz_class& m,
                                                DivstepStart start = DivstepStart::half,
                                                unsigned batch = kSafegcdBatch, std::size_t* divsteps = nullptr);

/// The same by single divsteps, stopping as soon as g = 0; the number of
/// divsteps is stored in `divsteps` if given. Errors as inverse_safegcd.
[[nodiscard]] Result<mpz_class> inverse_safegcd_var(const mpz_class& a, const mpz_class& m,
                                                    DivstepStart start = DivstepStart::half,
                                                    std::size_t* divsteps = nullptr);

}  // namespace tandem::ref

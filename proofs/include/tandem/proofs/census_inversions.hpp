// The census of inversions and square roots (docs/census.md, "Inversions
// and roots"): each addition chain run on the counting field, beside the
// figure its source states, and on the exponent field, which says what
// power it computes; each gcd method's divstep or iteration count, its
// proven bound beside the largest count measured on a seeded sample.
// tests/unit/census_inversions_test.cpp fails when a count differs from its
// citation, a chain computes another power, or a measurement exceeds its
// bound.
#pragma once

#include <gmpxx.h>

#include <cstddef>
#include <string>
#include <vector>

#include "tandem/spec/formula_info.hpp"

namespace tandem::proofs {

/// Multiplications, squarings and inversions as a source states them.
struct ChainCost {
  int M = 0;
  int S = 0;
  int I = 0;
};

struct ChainRow {
  std::string chain;     ///< the function and its parameters
  std::string modulus;   ///< whose p (a curve's name)
  std::string exponent;  ///< what it raises to ("p − 2", "(p + 1)/4"), or the batch size
  std::string source;    ///< where the cited figure comes from
  ChainCost cited;
  spec::OpCount counted;
  bool computes_exponent = true;  ///< the exponent field gives exactly `exponent`
  [[nodiscard]] bool matches() const {
    return computes_exponent && counted.M == cited.M && counted.S == cited.S && counted.inv == cited.I &&
           counted.C == 0;
  }
};

/// Every chain row: secp256k1's two chains, the generic chain on every
/// standard curve's p (p − 2 with w = 1 and w = 5, (p + 1)/4 with w = 5
/// where p ≡ 3 mod 4), and the batch inversion.
std::vector<ChainRow> census_chains();

/// S and M of pow_window for exponent e and width w, by HAC's count over
/// the windows of e (scanned here from e's binary digits, apart from the
/// chain's own code).
ChainCost window_chain_cost(const mpz_class& e, unsigned w);

struct StepRow {
  std::string method;   ///< "safegcd δ = 1", "safegcd δ = 1/2", "binary GCD"
  std::string modulus;  ///< "secp256k1 p", …
  std::size_t bits = 0;
  std::size_t bound = 0;       ///< the proven worst case
  std::size_t fixed_run = 0;   ///< what the fixed-count form runs
  std::size_t max_measured = 0;
  double mean_measured = 0;
  std::size_t samples = 0;
  [[nodiscard]] bool within() const { return max_measured <= bound && fixed_run >= bound; }
};

/// Divsteps until g = 0 (safegcd, both starts) and iterations until a = 0
/// (the classic binary GCD), on a seeded sample of inputs for each standard
/// curve's p and secp256k1's n.
std::vector<StepRow> census_steps();

/// The "Inversions and roots" section of docs/census.md.
std::string inversion_section();

}  // namespace tandem::proofs

// What a limb function claims, and the check of that claim on one symbolic
// run: (a) the algebra — scale·Σ out_i·2^(w·i) − expected has every
// coefficient divisible by the modulus, or else its residue (coefficients
// reduced mod the modulus) is zero under the run's side conditions (Z3);
// (b) the ranges — every intermediate stayed within its C++ type (recorded
// by the interpreter as the code ran), every output limb meets its bound,
// and the value is below a bound where the contract says so (normalized).
#pragma once

#include <optional>
#include <string>
#include <vector>

#include "tandem/proofs/limbs/symbolic_limbs.hpp"

namespace tandem::proofs::limbs {

/// An exact equality the claim asserts besides the value: got = expected
/// for every input within the contract (a limb kept, a returned bit that
/// must equal a property of the inputs, a returned sign).
struct Fact {
  std::string what;
  SymValue got;
  SymValue expected;
};

struct Claim {
  std::vector<SymValue> out;             ///< the output limbs, least significant first
  unsigned limb_bits = 52;               ///< weight of limb i is 2^(limb_bits·i)
  long scale = 1;                        ///< the claim is scale·out ≡ expected
  LimbPoly expected;                     ///< the exact result, in the input variables
  mpz_class modulus;                     ///< p or n
  std::vector<mpz_class> out_bounds;     ///< the contract's bound on each output limb
  std::optional<mpz_class> value_below;  ///< out < this (normalized output), if claimed
  std::vector<Fact> facts;               ///< further equalities (no `out`: the facts alone)
};

/// The verdict on one run.
struct Verdict {
  bool holds = false;
  std::string algebra;       ///< how the algebra was closed, or why not
  std::string failure;       ///< the first failure, with its place and counterexample
  /// Whether a concrete input within the contract breaks the claim (as
  /// opposed to a claim that merely could not be proven).
  bool counterexample = false;
  double margin_bits = 0;    ///< the tightest intermediate (type-range) margin
  std::string margin_place;  ///< where it occurs
  unsigned fresh_variables = 0;
  std::size_t largest_terms = 0;
  unsigned z3_queries = 0;
  unsigned obligations = 0;
  unsigned closed_by_z3 = 0;
  unsigned paths = 1;   ///< the feasible paths proven (1 for code without branch_var)
  unsigned pruned = 0;  ///< the paths found infeasible
};

/// Checks `claim` against the run recorded in `trace`.
Verdict check_claim(Trace& trace, const Claim& claim);

/// Σ limbs_i·2^(bits·i) as a symbolic value (polynomial and Z3 term; the
/// interval is the sum of the limbs' intervals scaled).
SymValue combine(Trace& trace, const std::vector<SymValue>& limbs, unsigned bits);

}  // namespace tandem::proofs::limbs

// Checks of the jump tables that fast/'s variable-time inverse and Jacobi
// symbol run on (fast/include/tandem/fast/inverse/safegcd.hpp): every entry
// is K steps of its one-step definition (six divsteps, four posdivsteps),
// exhaustively — every η from −1024 to 1024 (a 256-bit inversion reaches
// |η| ≤ 802: at most 741 divsteps for δ = 1, Bernstein–Yang Theorem 11.2,
// plus a batch's 60) and ±2^11 … ±2^40 far beyond, every odd f and every g
// on the index's bits, each with zero and with random high bits: the entry
// applied to the words agrees with the steps on the new η, the matrix, the
// sign flips and the words' exact low bits. Independently of fast/'s
// definitions, the divstep entries agree with ref's divsteps on GMP
// integers, and the posdivstep entries keep the Jacobi symbol as ref
// computes it. Deliberately wrong tables (negative controls) must be
// refuted. `tandem prove` prints these with the limb proofs; tests run them.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace tandem::proofs {

struct DivstepResult {
  std::string name;       ///< "divstep table, 6 steps, eta classes -5..5"
  std::string claim;      ///< what is checked
  std::size_t cases = 0;  ///< (η, f, g) triples tried
  bool holds = true;
  bool expected_holds = true;  ///< false for a negative control
  double millis = 0;
  std::string detail;  ///< the first counterexample
  [[nodiscard]] bool as_expected() const { return holds == expected_holds; }
};

/// The inverse's divstep table, exhaustively against the definition.
DivstepResult prove_jump_table();

/// The divstep table against ref's own divsteps (GMP integers, independent
/// code): every entry's η and matrix for η in [−64, 64] and ±2^7 … ±2^40,
/// every odd f and every g on six bits, with random high bits.
DivstepResult prove_jump_table_against_ref();

/// The Jacobi symbol's posdivstep table, exhaustively against the
/// definition.
DivstepResult prove_posdivstep_table();

/// The posdivstep table against ref's Jacobi symbol: the entry's matrix on
/// exact integers keeps f odd and positive and g non-negative, and
/// (g | f) = (−1)^flips · (g' | f'), for η in [−8, 8] and ±2^20, ±2^40
/// (η counts only through its class, −3 … 3), every odd f and every g on
/// six bits, with random high bits.
DivstepResult prove_posdivstep_table_against_jacobi();

/// Wrong tables, each of which the check named must refute: divstep classes
/// of η cut one short on each side (radius 4: δ = 4 then stands for δ = 5,
/// for which a second swap can happen within six steps); one divstep
/// entry's matrix with a sign slipped; one divstep entry's new η off by one;
/// one posdivstep entry's sign flip slipped; and a posdivstep table built
/// from a definition without the reciprocity flip, which agrees with its own
/// definition and is refuted by ref's Jacobi symbol.
std::vector<DivstepResult> prove_negative_jump_tables();

/// All of the above, the tables' checks first.
std::vector<DivstepResult> prove_all_divsteps();

}  // namespace tandem::proofs

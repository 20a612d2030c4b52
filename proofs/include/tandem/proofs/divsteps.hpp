// Checks of the divstep jump table that fast/'s variable-time inverse runs
// on (fast/include/tandem/fast/inverse/safegcd.hpp): every entry is six
// divsteps of the definition, exhaustively — every η from −1024 to 1024
// (a 256-bit inversion reaches |η| ≤ 802: at most 741 divsteps for δ = 1,
// Bernstein–Yang Theorem 11.2, plus a batch's 60) and a few far beyond,
// every odd f and every g on the six bits the steps read, each with zero
// and with random high bits; and a table entry applied to the words agrees
// with the steps on the new η, the matrix and the low 58 bits of f and g;
// the entries agree with ref's divsteps on GMP integers as well.
// Deliberately wrong tables (negative controls) must be refuted.
// `tandem prove` prints these with the limb proofs; tests run them.
#pragma once

#include <cstddef>
#include <string>
#include <vector>

namespace tandem::proofs {

struct DivstepResult {
  std::string name;       ///< "jump table, 6 divsteps"
  std::string claim;      ///< what is checked
  std::size_t cases = 0;  ///< (η, f, g) triples tried
  bool holds = true;
  bool expected_holds = true;  ///< false for a negative control
  double millis = 0;
  std::string detail;  ///< the first counterexample
  [[nodiscard]] bool as_expected() const { return holds == expected_holds; }
};

/// The table fast/ builds, checked exhaustively as above.
DivstepResult prove_jump_table();

/// The table against ref's own divsteps (GMP integers, independent code):
/// every entry's η and matrix for η in [−64, 64] and ±2^7 … ±2^40, every
/// odd f and every g on six bits, with random high bits.
DivstepResult prove_jump_table_against_ref();

/// Wrong tables, each of which the same check must refute: classes of η
/// cut one short on each side (radius 4: δ = ±4 then stands for δ = ±5, for
/// which a second swap can happen within six steps); one entry's matrix
/// with a sign slipped; one entry's new η off by one.
std::vector<DivstepResult> prove_negative_jump_tables();

/// All of the above, the table's checks first.
std::vector<DivstepResult> prove_all_divsteps();

}  // namespace tandem::proofs

// What the literature says a point formula costs, kept next to the formula
// so that the census (proofs/census) can hold the code to it.
#pragma once

#include <compare>
#include <string_view>

namespace tandem::spec {

/// Field operations, in the units the literature counts: M multiplications,
/// S squarings, C multiplications by a curve constant (a, b or 3b; EFD's
/// "*a"), and, for information, additions/subtractions/negations and
/// multiplications by a small integer (2, 3, 4, 8, …), and halvings x/2
/// (counted apart: libsecp256k1's fe_half costs about an addition, far less
/// than a multiplication by the inverse of 2), and weak normalizations
/// (fast/'s lazy field carries its limbs: about an addition's cost; ref/'s
/// exact fields never normalize).
struct OpCount {
  int M = 0;
  int S = 0;
  int C = 0;
  int add = 0;
  int small = 0;
  int inv = 0;
  int half = 0;
  int normalize = 0;
  auto operator<=>(const OpCount&) const = default;
};

/// The figure a source states, compared on M, S and C (sources disagree on
/// how to count additions, so those are reported, never asserted).
struct CitedCost {
  int M = 0;
  int S = 0;
  int C = 0;
  [[nodiscard]] constexpr bool matches(const OpCount& c) const { return c.M == M && c.S == S && c.C == C; }
};

struct FormulaInfo {
  std::string_view name;    ///< the function's name
  std::string_view source;  ///< paper / EFD entry / specification section
  CitedCost cost;           ///< what that source states
};

}  // namespace tandem::spec

// The input layout of the fast_formulas_a fuzz target (fast_formulas_a.cpp),
// shared with the seed writer (make_seeds.cpp).
#pragma once

#include <cstdint>
#include <vector>

#include "tandem/audit/fast_formula_runs.hpp"

namespace tandem::fuzz::fast_formulas_a {

/// The formulas the op byte numbers: the a = −3 and generic-a ones of the
/// audit's list, in its order (fast_group numbers the a = 0 ones).
inline const std::vector<const audit::FastFormulaUnderTest*>& formulas() {
  static const std::vector<const audit::FastFormulaUnderTest*> v = [] {
    std::vector<const audit::FastFormulaUnderTest*> r;
    for (const audit::FastFormulaUnderTest& f : audit::fast_formulas_under_test()) {
      if (f.families != std::vector<spec::AKind>{spec::AKind::zero}) r.push_back(&f);
    }
    return r;
  }();
  return v;
}

/// Which pair (flags bits 2-4). order_two: P = T, Q = T + k2·G with T of
/// order two (k1f-gen; elsewhere a random pair).
enum PairKind : unsigned { random_pair, same, opposite, q_infinity, p_infinity, both_infinity, opposite_y, order_two, kPairKinds };

/// The flags byte: bit 0 Fe64; bit 1 the magnitude limits; bits 2-4 the
/// pair; bit 5 k1f-gen rather than k1f-m3 where the formula has both; bit 6
/// P from a square root (x from k1) rather than k1·G.
constexpr std::uint8_t flags(bool fe64, bool at_limit, PairKind kind, bool gen, bool by_sqrt) {
  return static_cast<std::uint8_t>((fe64 ? 1U : 0U) | (at_limit ? 2U : 0U) | (static_cast<unsigned>(kind) << 2) |
                                   (gen ? 32U : 0U) | (by_sqrt ? 64U : 0U));
}

}  // namespace tandem::fuzz::fast_formulas_a

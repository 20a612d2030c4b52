// Fixed-base tables indexed by the scalar's digits: for every w-bit window
// i of the scalar, the 2^w − 1 multiples d·2^(w·i)·P, affine. Then k·P is
// one table addition per non-zero window and no doubling at all. With
// w = 8 this is the byte-indexed generator table of dcrd's secp256k1
// (affine since its PR #2690) and of secp256k1-x64; with w = 7, the latter's
// 37 additions for a 256-bit scalar. The price is memory: ⌈bits(n)/w⌉·
// (2^w − 1) points (8160 for w = 8 and 256 bits). Variable-time (zero
// windows are skipped, and a constant-time lookup would have to scan).
#pragma once

#include <gmpxx.h>

#include <string>
#include <vector>

#include "tandem/ref/mult/group_ops.hpp"
#include "tandem/ref/mult/recoding/digits.hpp"
#include "tandem/ref/mult/recoding/radix.hpp"

namespace tandem::ref {

inline constexpr int kMinTableWindow = 1;
inline constexpr int kMaxTableWindow = 8;

/// entries[i·(2^w − 1) + d − 1] = d·2^(w·i)·P for window i < windows and
/// digit 1 ≤ d < 2^w.
template <class A>
struct FixedBaseTable {
  int w;
  std::size_t windows;
  std::vector<A> entries;
};

/// The table for P, 1 ≤ w ≤ 8, ⌈bits(n)/w⌉ windows (the group's order must
/// be known). Cost: (windows − 1)·w doublings for the window weights
/// 2^(w·i)·P, then per window 1 doubling and 2^w − 3 mixed additions for its
/// multiples (none for w = 1), two batch normalisations; windows·(2^w − 1)
/// points.
template <GroupOps G>
[[nodiscard]] FixedBaseTable<typename G::Affine> fixed_base_precompute(const G& g, const typename G::Affine& P, int w) {
  if (w < kMinTableWindow || w > kMaxTableWindow) throw std::invalid_argument("tandem::ref::fixed_base_precompute: window outside [1, 8]");
  if (g.order() <= 0) throw std::invalid_argument("tandem::ref::fixed_base_precompute: needs the group order");
  g.stage(Stage::precomputation);
  const std::size_t windows = std::max<std::size_t>(1, windows_for_bits(bit_length(g.order()), w));
  std::vector<typename G::Point> weights{g.lift(P)};
  while (weights.size() < windows) {
    typename G::Point R = weights.back();
    for (int j = 0; j < w; ++j) R = g.dbl(R);
    weights.push_back(R);
  }
  const std::vector<typename G::Affine> B = g.to_affine_batch(weights);
  const std::size_t per_window = (std::size_t{1} << w) - 1;
  std::vector<typename G::Point> J;
  for (std::size_t i = 0; i < windows; ++i) {
    J.push_back(g.lift(B[i]));
    if (per_window > 1) J.push_back(g.dbl(J.back()));
    while (J.size() < (i + 1) * per_window) J.push_back(g.add_mixed(J.back(), B[i]));
  }
  FixedBaseTable<typename G::Affine> table{w, windows, g.to_affine_batch(J)};
  g.table(std::span<const typename G::Affine>(table.entries), [&](std::size_t e) {
    const std::size_t i = e / per_window;
    const std::size_t d = e % per_window + 1;
    return StepNote{"T[" + std::to_string(i) + "][" + std::to_string(d) + "] = " + std::to_string(d) + "·2^" +
                        std::to_string(static_cast<std::size_t>(w) * i) + "·P",
                    {mpz_class(d) * power_of_two(static_cast<std::size_t>(w) * i)}};
  });
  return table;
}

/// k·P from P's table; k ≥ 0, taken mod n, so P must be in the subgroup of
/// order n. Cost: no doubling, one mixed addition per non-zero w-bit window
/// of k mod n (the first on R = O).
template <GroupOps G>
[[nodiscard]] typename G::Point mul_fixed_base_table_var(const G& g, const FixedBaseTable<typename G::Affine>& T,
                                                     const mpz_class& k) {
  require_nonnegative(k, "tandem::ref::mul_fixed_base_table_var");
  const mpz_class kr = reduce_mod_order(k, g.order(), "tandem::ref::mul_fixed_base_table_var");
  g.stage(Stage::evaluation);
  const std::vector<int> d = radix_digits(kr, T.w, T.windows);
  const std::size_t per_window = (std::size_t{1} << T.w) - 1;
  g.note([&] { return "k mod n in radix 2^" + std::to_string(T.w) + ", most significant digit first: " + digits_string(d); });
  typename G::Point R = g.identity();
  for (std::size_t i = 0; i < d.size(); ++i) {
    if (d[i] == 0) continue;
    R = g.add_mixed(R, T.entries[i * per_window + static_cast<std::size_t>(d[i] - 1)]);
    g.step(R, [&] {
      return StepNote{"window " + std::to_string(i) + " is " + std::to_string(d[i]) + ": R = R + T[" + std::to_string(i) + "][" +
                          std::to_string(d[i]) + "]",
                      {low_bits(kr, static_cast<std::size_t>(T.w) * (i + 1))}};
    });
  }
  return R;
}

/// Both halves at once.
template <GroupOps G>
[[nodiscard]] typename G::Point mul_fixed_base_table_var(const G& g, const mpz_class& k, const typename G::Affine& P, int w) {
  require_nonnegative(k, "tandem::ref::mul_fixed_base_table_var");
  return mul_fixed_base_table_var(g, fixed_base_precompute(g, P, w), k);
}

}  // namespace tandem::ref

// Σ kᵢ·Pᵢ by Pippenger's bucket method (Pippenger, "On the evaluation of
// powers and related problems", FOCS 1976; as Bernstein describes it in
// "Pippenger's exponentiation algorithm", 2002, and as libsecp256k1's
// ecmult_multi and every zk prover run it): for each c-bit window from the
// top, drop each Pᵢ into the bucket of its digit, then Σ_d d·B_d by running
// sums (S = B_max + … + B_d, T = Σ S), so a window costs N mixed additions
// and 2·(2^c − 1) general ones, whatever N. It beats Bos–Coster and Strauss
// once N is in the hundreds. Variable-time; any kᵢ ≥ 0, not reduced.
#pragma once

#include <gmpxx.h>

#include <algorithm>
#include <span>
#include <vector>

#include "tandem/ref/mult/group_ops.hpp"
#include "tandem/ref/mult/recoding/radix.hpp"

namespace tandem::ref {

inline constexpr int kMinPippengerWindow = 1;
inline constexpr int kMaxPippengerWindow = 12;

/// ⌊log₂ N⌋, clamped to [1, 12]: near the optimum c ≈ log₂ N − log₂ log₂ N
/// for the sizes a reference runs.
[[nodiscard]] inline int pippenger_default_window(std::size_t count) {
  int c = 0;
  while ((count >> (c + 1)) != 0) ++c;
  return std::clamp(c, kMinPippengerWindow, kMaxPippengerWindow);
}

/// Σ kᵢ·Pᵢ with c-bit windows, 1 ≤ c ≤ 12. With W = ⌈max bits(kᵢ)/c⌉
/// windows. Cost: c·W doublings (the first c on O), Σᵢ (non-zero digits of
/// kᵢ) mixed additions into the buckets, W·(2·(2^c − 1) + 1) general
/// additions for the bucket sums and the accumulator; 2^c − 1 buckets.
/// std::invalid_argument if the spans differ in length, a scalar is
/// negative or c is out of range.
template <GroupOps G>
[[nodiscard]] typename G::Point multi_mul_pippenger_var(const G& g, std::span<const mpz_class> ks,
                                                    std::span<const typename G::Affine> Ps, int c) {
  if (ks.size() != Ps.size()) throw std::invalid_argument("tandem::ref::multi_mul_pippenger_var: as many scalars as points");
  if (c < kMinPippengerWindow || c > kMaxPippengerWindow) throw std::invalid_argument("tandem::ref::multi_mul_pippenger_var: window outside [1, 12]");
  std::size_t bits = 0;
  for (const mpz_class& k : ks) {
    require_nonnegative(k, "tandem::ref::multi_mul_pippenger_var");
    bits = std::max(bits, bit_length(k));
  }
  g.stage(Stage::evaluation);
  const std::size_t windows = windows_for_bits(bits, c);
  std::vector<std::vector<int>> digits;
  for (const mpz_class& k : ks) digits.push_back(radix_digits(k, c, windows));
  const std::size_t bucket_count = (std::size_t{1} << c) - 1;
  std::vector<typename G::Point> buckets(bucket_count, g.identity());
  g.table(std::span<const typename G::Point>(buckets), [](std::size_t d) { return StepNote{"B" + std::to_string(d + 1), {}}; });

  typename G::Point R = g.identity();
  for (std::size_t j = windows; j-- > 0;) {
    for (int i = 0; i < c; ++i) R = g.dbl(R);
    std::fill(buckets.begin(), buckets.end(), g.identity());
    for (std::size_t i = 0; i < ks.size(); ++i) {
      const int d = digits[i][j];
      if (d != 0) buckets[static_cast<std::size_t>(d - 1)] = g.add_mixed(buckets[static_cast<std::size_t>(d - 1)], Ps[i]);
    }
    // Σ_d d·B_d = Σ_d (B_d + B_{d+1} + … + B_max): S runs down the buckets,
    // T adds up the S.
    typename G::Point S = g.identity();
    typename G::Point T = g.identity();
    for (std::size_t d = bucket_count; d-- > 0;) {
      S = g.add(S, buckets[d]);
      T = g.add(T, S);
    }
    R = g.add(R, T);
  }
  return R;
}

}  // namespace tandem::ref

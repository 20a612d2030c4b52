// Multiplication by non-adjacent forms: the signed binary digits of
// recoding/naf.hpp read from the top, an addition or a subtraction per
// non-zero digit. Variable-time: the number of additions is the weight of
// the recoding. Any k ≥ 0, not reduced.
#pragma once

#include <gmpxx.h>

#include <string>
#include <vector>

#include "tandem/ref/mult/group_ops.hpp"
#include "tandem/ref/mult/recoding/digits.hpp"
#include "tandem/ref/mult/recoding/naf.hpp"
#include "tandem/ref/mult/tables.hpp"

namespace tandem::ref {

/// k·P by the binary NAF (Hankerson–Menezes–Vanstone Alg. 3.31): for each
/// digit from the top, R = 2R, then R = R ± P for a digit ±1.
/// Cost: ℓ doublings and weight(NAF(k)) mixed additions (about ℓ/3), ℓ the
/// NAF's length (≤ bits(k) + 1), the first of each on R = O; one negation
/// for −P.
template <GroupOps G>
[[nodiscard]] typename G::Point mul_binary_naf_var(const G& g, const mpz_class& k, const typename G::Affine& P) {
  require_nonnegative(k, "tandem::ref::mul_binary_naf_var");
  g.stage(Stage::evaluation);
  const std::vector<int> d = naf(k);
  g.note([&] { return "NAF of k, most significant digit first: " + digits_string(d); });
  const typename G::Affine minusP = g.neg(P);
  typename G::Point R = g.identity();
  for (std::size_t i = d.size(); i-- > 0;) {
    R = g.dbl(R);
    g.step(R, [&] { return StepNote{"R = 2R", {2 * prefix_value(d, i + 1, 1)}}; });
    if (d[i] != 0) {
      R = g.add_mixed(R, d[i] > 0 ? P : minusP);
      g.step(R, [&] {
        return StepNote{"digit " + std::to_string(i) + " is " + std::to_string(d[i]) + (d[i] > 0 ? ": R = R + P" : ": R = R - P"),
                        {prefix_value(d, i, 1)}};
      });
    }
  }
  return R;
}

/// The smallest and largest NAF widths the window methods take.
inline constexpr int kMinNafWidth = 2;
inline constexpr int kMaxNafWidth = 12;

/// k·P by the width-w NAF (Solinas 2000; HMV Alg. 3.36), 2 ≤ w ≤ 12: a
/// table of the odd multiples P, 3P, …, (2^(w−1) − 1)P, then for each digit
/// from the top R = 2R and, for a digit d ≠ 0, R = R ± T[(|d| − 1)/2].
/// Cost: precomputation 1 doubling and 2^(w−2) − 1 mixed additions, table
/// 2^(w−2) points; evaluation ℓ doublings and weight(wNAF(k)) mixed
/// additions (about ℓ/(w + 1)), the first of each on R = O.
template <GroupOps G>
[[nodiscard]] typename G::Point mul_window_naf_var(const G& g, const mpz_class& k, const typename G::Affine& P, int w) {
  require_nonnegative(k, "tandem::ref::mul_window_naf_var");
  if (w < kMinNafWidth || w > kMaxNafWidth) throw std::invalid_argument("tandem::ref::mul_window_naf_var: width outside [2, 12]");
  g.stage(Stage::precomputation);
  const std::vector<typename G::Affine> T = odd_multiples(g, P, std::size_t{1} << (w - 2));
  g.table(std::span<const typename G::Affine>(T), [&](std::size_t i) {
    return StepNote{"T[" + std::to_string(i) + "]", {2 * i + 1}};
  });
  g.stage(Stage::evaluation);
  const std::vector<int> d = wnaf(k, w);
  g.note([&] { return "width-" + std::to_string(w) + " NAF of k, most significant digit first: " + digits_string(d); });
  typename G::Point R = g.identity();
  for (std::size_t i = d.size(); i-- > 0;) {
    R = g.dbl(R);
    g.step(R, [&] { return StepNote{"R = 2R", {2 * prefix_value(d, i + 1, 1)}}; });
    if (d[i] != 0) {
      R = g.add_mixed(R, signed_entry(g, T, d[i]));
      g.step(R, [&] {
        const int a = d[i] > 0 ? d[i] : -d[i];
        return StepNote{"digit " + std::to_string(i) + " is " + std::to_string(d[i]) + ": R = R " + (d[i] > 0 ? "+ " : "- ") +
                            "T[" + std::to_string((a - 1) / 2) + "]",
                        {prefix_value(d, i, 1)}};
      });
    }
  }
  return R;
}

}  // namespace tandem::ref

// Σ kᵢ·Pᵢ by Bos–Coster (Bos, Coster, "Addition chain heuristics", CRYPTO
// 1989; in the form de Rooij gives it, "Efficient exponentiation using
// precomputation and vector addition chains", EUROCRYPT 1994): repeatedly
// take the largest scalar k_a and the next largest k_b, and use
//   k_a·P_a + k_b·P_b = (k_a − q·k_b)·P_a + k_b·(P_b + q·P_a),  q = ⌊k_a/k_b⌋,
// until one non-zero scalar is left. For many random scalars q is almost
// always 1 and each step is one addition that removes about log₂(N) bits
// from the sum of the scalars. Variable-time; any kᵢ ≥ 0, not reduced.
#pragma once

#include <gmpxx.h>

#include <span>
#include <vector>

#include "tandem/ref/mult/double_and_add.hpp"
#include "tandem/ref/mult/group_ops.hpp"

namespace tandem::ref {

/// Σ kᵢ·Pᵢ. The points become Jacobian as they accumulate, so the steps
/// are general additions; q·P_a for the rare q > 1, and the last k·P, are
/// double-and-adds on the normalised point. The working set is the N
/// points themselves. std::invalid_argument if the spans differ in length
/// or a scalar is negative.
template <GroupOps G>
[[nodiscard]] typename G::Point multi_mul_bos_coster_var(const G& g, std::span<const mpz_class> ks,
                                                     std::span<const typename G::Affine> Ps) {
  if (ks.size() != Ps.size()) throw std::invalid_argument("tandem::ref::multi_mul_bos_coster_var: as many scalars as points");
  for (const mpz_class& k : ks) require_nonnegative(k, "tandem::ref::multi_mul_bos_coster_var");
  g.stage(Stage::evaluation);
  std::vector<mpz_class> k(ks.begin(), ks.end());
  std::vector<typename G::Point> R;
  for (const auto& P : Ps) R.push_back(g.lift(P));
  g.table(std::span<const typename G::Point>(R), [](std::size_t i) { return StepNote{"P" + std::to_string(i), {}}; });
  while (true) {
    // The largest scalar, then the largest among the others.
    std::size_t a = 0;
    for (std::size_t i = 1; i < k.size(); ++i) a = k[i] > k[a] ? i : a;
    std::size_t b = a;
    for (std::size_t i = 0; i < k.size(); ++i) {
      if (i != a && (b == a || k[i] > k[b])) b = i;
    }
    if (b == a || k[b] == 0) {
      if (k.empty() || k[a] == 0) return g.identity();
      return mul_double_and_add_ltr_var(g, k[a], g.to_affine(R[a]));
    }
    const mpz_class q = k[a] / k[b];
    if (q == 1) {
      R[b] = g.add(R[b], R[a]);
    } else {
      R[b] = g.add(R[b], mul_double_and_add_ltr_var(g, q, g.to_affine(R[a])));
    }
    k[a] -= q * k[b];
  }
}

}  // namespace tandem::ref

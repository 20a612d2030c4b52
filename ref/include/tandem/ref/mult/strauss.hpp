// Interleaved multiplication (Strauss 1964, "Shamir's trick"; with wNAFs,
// Möller, "Algorithms for multi-exponentiation", SAC 2001;
// Hankerson–Menezes–Vanstone Alg. 3.51): several scalar multiplications
// share one chain of doublings, each adding its own wNAF digits from its
// own table. a·P + b·Q costs about what one multiplication costs, plus the
// additions of the second scalar. Variable-time. Any scalars ≥ 0, not
// reduced.
#pragma once

#include <gmpxx.h>

#include <algorithm>
#include <functional>
#include <span>
#include <string>
#include <vector>

#include "tandem/ref/mult/group_ops.hpp"
#include "tandem/ref/mult/naf.hpp"
#include "tandem/ref/mult/recoding/digits.hpp"
#include "tandem/ref/mult/recoding/naf.hpp"
#include "tandem/ref/mult/tables.hpp"

namespace tandem::ref {

/// One multiplication of an interleaving: its wNAF digits and the table of
/// odd multiples of its point.
template <class A>
struct WnafTerm {
  std::vector<int> digits;
  std::vector<A> table;
};

/// Σ termᵢ: R = 2R once per digit position from the highest, then each
/// term's non-zero digit d adds ±T[(|d| − 1)/2]. `multiples` turns the
/// values of the digits read so far (one per term) into the multiples of
/// the caller's inputs, for traces.
/// Cost: max ℓᵢ doublings and Σ weight(termᵢ) mixed additions.
template <GroupOps G, class Multiples>
[[nodiscard]] typename G::Point interleaved_wnaf_var(const G& g, std::span<const WnafTerm<typename G::Affine>> terms,
                                                 Multiples&& multiples) {
  std::size_t len = 0;
  for (const auto& t : terms) len = std::max(len, t.digits.size());
  const auto read_so_far = [&](std::size_t from) {
    std::vector<mpz_class> v;
    for (const auto& t : terms) v.push_back(prefix_value(t.digits, from, 1));
    return multiples(v);
  };
  typename G::Point R = g.identity();
  for (std::size_t i = len; i-- > 0;) {
    R = g.dbl(R);
    g.step(R, [&] {
      std::vector<mpz_class> m = read_so_far(i + 1);
      for (mpz_class& x : m) x *= 2;
      return StepNote{"R = 2R", m};
    });
    for (std::size_t t = 0; t < terms.size(); ++t) {
      const std::vector<int>& d = terms[t].digits;
      if (i >= d.size() || d[i] == 0) continue;
      R = g.add_mixed(R, signed_entry(g, terms[t].table, d[i]));
      g.step(R, [&] {
        // The multiple after this addition: terms up to t have read digit i.
        std::vector<mpz_class> v;
        for (std::size_t u = 0; u < terms.size(); ++u) {
          v.push_back(prefix_value(terms[u].digits, u <= t ? i : i + 1, 1) * (u <= t ? 1 : 2));
        }
        const int a = d[i] > 0 ? d[i] : -d[i];
        return StepNote{"term " + std::to_string(t + 1) + ", digit " + std::to_string(i) + " is " + std::to_string(d[i]) +
                            ": R = R " + (d[i] > 0 ? "+ " : "- ") + "T" + std::to_string(t + 1) + "[" +
                            std::to_string((a - 1) / 2) + "]",
                        multiples(v)};
      });
    }
  }
  return R;
}

/// a·P + b·Q by Strauss–Shamir with interleaved width-w NAFs, 2 ≤ w ≤ 12.
/// Cost: precomputation 2 doublings and 2·(2^(w−2) − 1) mixed additions,
/// tables 2·2^(w−2) points; evaluation max(ℓa, ℓb) doublings and
/// weight(wNAF(a)) + weight(wNAF(b)) mixed additions.
template <GroupOps G>
[[nodiscard]] typename G::Point dmul_strauss_wnaf_var(const G& g, const mpz_class& a, const typename G::Affine& P,
                                                  const mpz_class& b, const typename G::Affine& Q, int w) {
  require_nonnegative(a, "tandem::ref::dmul_strauss_wnaf_var");
  require_nonnegative(b, "tandem::ref::dmul_strauss_wnaf_var");
  if (w < kMinNafWidth || w > kMaxNafWidth) throw std::invalid_argument("tandem::ref::dmul_strauss_wnaf_var: width outside [2, 12]");
  g.stage(Stage::precomputation);
  const std::size_t size = std::size_t{1} << (w - 2);
  std::vector<WnafTerm<typename G::Affine>> terms{{wnaf(a, w), odd_multiples(g, P, size)},
                                                  {wnaf(b, w), odd_multiples(g, Q, size)}};
  g.table(std::span<const typename G::Affine>(terms[0].table), [&](std::size_t i) {
    return StepNote{"T1[" + std::to_string(i) + "]", {2 * i + 1, 0}};
  });
  g.table(std::span<const typename G::Affine>(terms[1].table), [&](std::size_t i) {
    return StepNote{"T2[" + std::to_string(i) + "]", {0, 2 * i + 1}};
  });
  g.stage(Stage::evaluation);
  g.note([&] { return "width-" + std::to_string(w) + " NAF of a: " + digits_string(terms[0].digits); });
  g.note([&] { return "width-" + std::to_string(w) + " NAF of b: " + digits_string(terms[1].digits); });
  return interleaved_wnaf_var(g, std::span<const WnafTerm<typename G::Affine>>(terms),
                          [](const std::vector<mpz_class>& v) { return v; });
}

}  // namespace tandem::ref

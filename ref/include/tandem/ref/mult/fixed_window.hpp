// Fixed windows, unsigned and signed: the scalar read w bits at a time,
// w doublings and at most one table addition per window.
#pragma once

#include <gmpxx.h>

#include <algorithm>
#include <string>
#include <vector>

#include "tandem/ref/mult/group_ops.hpp"
#include "tandem/ref/mult/recoding/digits.hpp"
#include "tandem/ref/mult/recoding/radix.hpp"
#include "tandem/ref/mult/recoding/signed_odd.hpp"
#include "tandem/ref/mult/tables.hpp"

namespace tandem::ref {

/// The widths the window methods take (tables up to 2^8 points).
inline constexpr int kMinWindow = 1;
inline constexpr int kMaxWindow = 8;

/// k·P by the left-to-right 2^w-ary method (Brauer 1939; Knuth, TAOCP
/// vol. 2, §4.6.3; Hankerson–Menezes–Vanstone §3.3.1), 1 ≤ w ≤ 8: a table
/// P, 2P, …, (2^w − 1)P, then for each w-bit digit from the top R = 2^w·R
/// and R = R + T[d − 1] for a digit d ≠ 0.
/// Cost: precomputation 1 doubling and 2^w − 3 mixed additions (none for
/// w = 1), table 2^w − 1 points; evaluation w·⌈bits(k)/w⌉ doublings and
/// one mixed addition per non-zero digit, the first of each on R = O.
/// Variable-time (zero digits are skipped). Any k ≥ 0, not reduced.
template <GroupOps G>
[[nodiscard]] typename G::Point mul_fixed_window_var(const G& g, const mpz_class& k, const typename G::Affine& P, int w) {
  require_nonnegative(k, "tandem::ref::mul_fixed_window_var");
  if (w < kMinWindow || w > kMaxWindow) throw std::invalid_argument("tandem::ref::mul_fixed_window_var: width outside [1, 8]");
  g.stage(Stage::precomputation);
  const std::vector<typename G::Affine> T = consecutive_multiples(g, P, (std::size_t{1} << w) - 1);
  g.table(std::span<const typename G::Affine>(T), [&](std::size_t i) {
    return StepNote{"T[" + std::to_string(i) + "]", {i + 1}};
  });
  g.stage(Stage::evaluation);
  const std::vector<int> d = radix_digits(k, w, window_count(k, w));
  const auto uw = static_cast<unsigned>(w);
  g.note([&] { return "k in radix 2^" + std::to_string(w) + ", most significant digit first: " + digits_string(d); });
  typename G::Point R = g.identity();
  for (std::size_t i = d.size(); i-- > 0;) {
    for (int j = 0; j < w; ++j) R = g.dbl(R);
    g.step(R, [&] { return StepNote{"R = 2^" + std::to_string(w) + "·R", {prefix_value(d, i + 1, uw) << uw}}; });
    if (d[i] != 0) {
      R = g.add_mixed(R, T[static_cast<std::size_t>(d[i] - 1)]);
      g.step(R, [&] {
        return StepNote{"digit " + std::to_string(i) + " is " + std::to_string(d[i]) + ": R = R + T[" +
                            std::to_string(d[i] - 1) + "]",
                        {prefix_value(d, i, uw)}};
      });
    }
  }
  return R;
}

/// k·P by regular signed odd windows (Joye, Tunstall, AFRICACRYPT 2009),
/// 1 ≤ w ≤ 8: a table P, 3P, …, (2^w − 1)P, the digits of
/// recoding/signed_odd.hpp (all odd, none zero), R = T[top digit], then for
/// every other digit R = 2^w·R and R = R ± T[(|d| − 1)/2].
///
/// The recoding needs an odd scalar: an even k is multiplied as k + 1 and P
/// subtracted at the end (constant-time code does that subtraction, or a
/// dummy, every time). The number of digits is ⌈L/w⌉ with
/// L = max(bits(n), bits(k + 1)), fixed by n for every k < n: the sequence
/// of doublings and additions does not depend on the scalar's value.
/// Cost: precomputation 1 doubling and 2^(w−1) − 1 mixed additions, table
/// 2^(w−1) points; evaluation w·(⌈L/w⌉ − 1) doublings and ⌈L/w⌉ − 1 mixed
/// additions, plus one for an even k. Any k ≥ 0, not reduced.
template <GroupOps G>
[[nodiscard]] typename G::Point mul_signed_odd_window(const G& g, const mpz_class& k, const typename G::Affine& P,
                                                      int w) {
  require_nonnegative(k, "tandem::ref::mul_signed_odd_window");
  if (w < kMinWindow || w > kMaxWindow) {
    throw std::invalid_argument("tandem::ref::mul_signed_odd_window: width outside [1, 8]");
  }
  g.stage(Stage::precomputation);
  const std::vector<typename G::Affine> T = odd_multiples(g, P, std::size_t{1} << (w - 1));
  g.table(std::span<const typename G::Affine>(T), [&](std::size_t i) {
    return StepNote{"T[" + std::to_string(i) + "]", {2 * i + 1}};
  });
  g.stage(Stage::evaluation);
  const bool even = mpz_even_p(k.get_mpz_t()) != 0;
  const mpz_class odd_k = even ? mpz_class(k + 1) : k;
  const std::size_t L = std::max(bit_length(g.order()), bit_length(odd_k));
  const std::vector<int> d = signed_odd_digits(odd_k, w, L);
  const auto uw = static_cast<unsigned>(w);
  g.note([&] {
    return std::string(even ? "k is even: recode k + 1 and subtract P at the end; " : "") + "signed odd digits (radix 2^" +
           std::to_string(w) + "), most significant first: " + digits_string(d);
  });
  const std::size_t top = d.size() - 1;
  typename G::Point R = g.lift(signed_entry(g, T, d[top]));
  g.step(R, [&] { return StepNote{"R = T[" + std::to_string((d[top] - 1) / 2) + "]", {d[top]}}; });
  for (std::size_t i = top; i-- > 0;) {
    for (int j = 0; j < w; ++j) R = g.dbl(R);
    g.step(R, [&] { return StepNote{"R = 2^" + std::to_string(w) + "·R", {prefix_value(d, i + 1, uw) << uw}}; });
    R = g.add_mixed(R, signed_entry(g, T, d[i]));
    g.step(R, [&] {
      const int a = d[i] > 0 ? d[i] : -d[i];
      return StepNote{"digit " + std::to_string(i) + " is " + std::to_string(d[i]) + ": R = R " + (d[i] > 0 ? "+ " : "- ") +
                          "T[" + std::to_string((a - 1) / 2) + "]",
                      {prefix_value(d, i, uw)}};
    });
  }
  if (even) {
    R = g.add_mixed(R, g.neg(P));
    g.step(R, [&] { return StepNote{"k was even: R = R - P", {k}}; });
  }
  return R;
}

}  // namespace tandem::ref

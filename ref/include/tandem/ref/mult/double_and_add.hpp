// Binary double-and-add, three ways: the methods every textbook starts
// from, and the reference every other strategy is compared against.
// Variable-time (`_var`): the number of additions is the weight of k. Any
// k ≥ 0, not reduced (k = n gives O for a point of order n).
#pragma once

#include <gmpxx.h>

#include <string>

#include "tandem/ref/mult/group_ops.hpp"
#include "tandem/ref/mult/recoding/radix.hpp"

namespace tandem::ref {

/// k·P left to right (Hankerson–Menezes–Vanstone 2004, Alg. 3.27): for
/// each bit from the top, R = 2R, then R = R + P if the bit is set.
/// Cost: bits(k) doublings and weight(k) mixed additions, the first of each
/// on R = O.
template <GroupOps G>
[[nodiscard]] typename G::Point mul_double_and_add_ltr_var(const G& g, const mpz_class& k, const typename G::Affine& P) {
  require_nonnegative(k, "tandem::ref::mul_double_and_add_ltr_var");
  g.stage(Stage::evaluation);
  typename G::Point R = g.identity();
  for (std::size_t i = bit_length(k); i-- > 0;) {
    R = g.dbl(R);
    g.step(R, [&] { return StepNote{"R = 2R", {2 * shift_right(k, i + 1)}}; });
    if (bit(k, i)) {
      R = g.add_mixed(R, P);
      g.step(R, [&] { return StepNote{"bit " + std::to_string(i) + " is 1: R = R + P", {shift_right(k, i)}}; });
    }
  }
  return R;
}

/// The same on a bare curve equation, under the name and signature the
/// foundation's callers use (ref/group.hpp's mul).
template <class F>
[[nodiscard]] Jacobian<F> mul_double_and_add_ltr(const mpz_class& k, const Affine<F>& P, const CurveEq<F>& eq) {
  return mul_double_and_add_ltr_var(JacobianOps<F>(eq, P.x.constant(1), 0), k, P);
}

/// k·P right to left (HMV Alg. 3.26): D runs through P, 2P, 4P, …, and is
/// added to Q where k has a bit. Cost: bits(k) doublings of D (the last one
/// unused, as in the textbook) and weight(k) general additions, since D is
/// not affine; the first addition is on Q = O.
template <GroupOps G>
[[nodiscard]] typename G::Point mul_double_and_add_rtl_var(const G& g, const mpz_class& k, const typename G::Affine& P) {
  require_nonnegative(k, "tandem::ref::mul_double_and_add_rtl_var");
  g.stage(Stage::evaluation);
  typename G::Point Q = g.identity();
  typename G::Point D = g.lift(P);
  const std::size_t t = bit_length(k);
  for (std::size_t i = 0; i < t; ++i) {
    if (bit(k, i)) {
      Q = g.add(Q, D);
      g.step(Q, [&] {
        return StepNote{"bit " + std::to_string(i) + " is 1: Q = Q + D", {low_bits(k, i + 1)}};
      });
    }
    D = g.dbl(D);
    g.step(D, [&] { return StepNote{"D = 2D", {power_of_two(i + 1)}}; });
  }
  return Q;
}

/// The largest scalar the recursive method takes: its recursion is bits(k)
/// deep.
inline constexpr std::size_t kRecursiveMaxBits = 4096;

namespace detail {
template <GroupOps G>
typename G::Point double_and_add_recursive_var(const G& g, const mpz_class& k, const typename G::Affine& P) {
  if (k == 0) return g.identity();
  typename G::Point R = g.dbl(double_and_add_recursive_var(g, shift_right(k, 1), P));
  g.step(R, [&] { return StepNote{"R = 2·(" + shift_right(k, 1).get_str() + "·P)", {2 * shift_right(k, 1)}}; });
  if (mpz_odd_p(k.get_mpz_t()) != 0) {
    R = g.add_mixed(R, P);
    g.step(R, [&] { return StepNote{"odd: R = R + P", {k}}; });
  }
  return R;
}
}  // namespace detail

/// k·P by k·P = 2·(⌊k/2⌋·P) + (k mod 2)·P (Knuth, TAOCP vol. 2, §4.6.3,
/// read recursively): the left-to-right method with the loop unwound into
/// the call stack. Same cost as mul_double_and_add_ltr_var. Precondition:
/// bits(k) ≤ kRecursiveMaxBits (std::invalid_argument otherwise).
template <GroupOps G>
[[nodiscard]] typename G::Point mul_double_and_add_recursive_var(const G& g, const mpz_class& k,
                                                             const typename G::Affine& P) {
  require_nonnegative(k, "tandem::ref::mul_double_and_add_recursive_var");
  if (bit_length(k) > kRecursiveMaxBits) {
    throw std::invalid_argument("tandem::ref::mul_double_and_add_recursive_var: scalar wider than 4096 bits");
  }
  g.stage(Stage::evaluation);
  return detail::double_and_add_recursive_var(g, k, P);
}

}  // namespace tandem::ref

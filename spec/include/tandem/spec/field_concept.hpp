// What a formula asks of the arithmetic it runs on. The reference field
// (ref/field.hpp), the counting field (proofs/census) and the symbolic
// field (proofs/symbolic) all model it; that is how one formula text is
// computed, counted and proven.
//
// The data-dependent decisions of a formula go through is_zero and, where a
// formula must not branch (the exceptional cases of a constant-time
// addition), through select on an is_zero result: the symbolic field decides
// is_zero by the proof case, so every selection is proven on the path the
// case takes.
#pragma once

#include <concepts>

namespace tandem::spec {

template <class F>
concept FormulaField = requires(const F& x, const F& y, long k, bool c) {
  { x + y } -> std::convertible_to<F>;
  { x - y } -> std::convertible_to<F>;
  { -x } -> std::convertible_to<F>;
  { x * y } -> std::convertible_to<F>;
  { sqr(x) } -> std::convertible_to<F>;          // counted as S, not M
  { mul_small(x, k) } -> std::convertible_to<F>; // by a small integer: 2, 3, 4, 8, …
  { mul_const(x, y) } -> std::convertible_to<F>; // by a curve constant (a, b, 3b)
  { half(x) } -> std::convertible_to<F>;         // x / 2 (p odd): libsecp256k1's fe_half
  { is_zero(x) } -> std::convertible_to<bool>;   // the one branch point
  { select(c, x, y) } -> std::convertible_to<F>; // c ? x : y; constant-time where the field is
  { x.constant(k) } -> std::convertible_to<F>;   // the integer k in x's field
};

}  // namespace tandem::spec

// What a formula asks of the arithmetic it runs on. The reference field
// (ref/field.hpp), the counting field (proofs/census) and the symbolic
// field (proofs/symbolic) all model it; that is how one formula text is
// computed, counted and proven.
#pragma once

#include <concepts>

namespace tandem::spec {

template <class F>
concept FormulaField = requires(const F& x, const F& y, long k) {
  { x + y } -> std::convertible_to<F>;
  { x - y } -> std::convertible_to<F>;
  { -x } -> std::convertible_to<F>;
  { x * y } -> std::convertible_to<F>;
  { sqr(x) } -> std::convertible_to<F>;          // counted as S, not M
  { mul_small(x, k) } -> std::convertible_to<F>; // by a small integer: 2, 3, 4, 8, …
  { mul_const(x, y) } -> std::convertible_to<F>; // by a curve constant (a, b, 3b)
  { is_zero(x) } -> std::convertible_to<bool>;   // the one branch point
  { x.constant(k) } -> std::convertible_to<F>;   // the integer k in x's field
};

}  // namespace tandem::spec

// What a fast formula asks of the field it runs on: the lazy interface of
// the secp256k1 fields (field.hpp's Fe, 5×52 with magnitudes; Fe64, 4×64
// below 2^256), written down as a concept so that the same formula text also
// runs on the models of proofs/:
//   - the symbolic field (the group-law prover: normalization is the
//     identity there, normalizes_to_zero is ideal membership),
//   - the magnitude field (values are magnitude bounds; every call checks
//     fe_contract's rule for the operation, so one run covers every input
//     within the declared magnitudes),
//   - the counting field (the census).
//
// The contract, as field.hpp states it for Fe (Fe64 accepts anything):
//   mul, sqr          inputs of magnitude ≤ 8        → 1
//   add(a, b)         ma + mb ≤ 32                   → ma + mb
//   negate(a, m)      ma ≤ m ≤ 31                    → m + 1
//   mul_int(a, k)     ma·k ≤ 32                      → ma·k
//   half(a)           ma ≤ 32                        → ⌊ma/2⌋ + 1
//   normalize_weak(a)                                → 1
//   normalizes_to_zero(_var)(a)  ma ≤ 32             → whether a ≡ 0
//   cmov(r, a, c)     r = c ? a : r, by mask         → max(mr, ma)
// A formula's text carries one magnitude comment per line (libsecp256k1's
// group_impl.h is the model), and its FormulaMagnitudes say what it takes
// and returns; proofs/ checks both for every input within them.
#pragma once

#include <concepts>

namespace tandem::fast {

template <class F>
concept LazyField = requires(const F& a, const F& b, F& r, int m, bool c) {
  { mul(a, b) } -> std::convertible_to<F>;
  { sqr(a) } -> std::convertible_to<F>;
  { add(a, b) } -> std::convertible_to<F>;
  { negate(a, m) } -> std::convertible_to<F>;
  { mul_int(a, m) } -> std::convertible_to<F>;
  { half(a) } -> std::convertible_to<F>;
  { normalize_weak(a) } -> std::convertible_to<F>;
  { normalizes_to_zero(a) } -> std::convertible_to<bool>;
  { normalizes_to_zero_var(a) } -> std::convertible_to<bool>;
  cmov(r, a, c);
  { F::from_int(1U) } -> std::convertible_to<F>;
};

/// c ? x : y by cmov (constant time in c where the field's cmov is).
template <class F>
[[nodiscard]] constexpr F select(bool c, const F& x, const F& y) {
  F r = y;
  cmov(r, x, c);
  return r;
}

/// Multiplication by a curve constant (b, 3b): a multiplication on the
/// fast fields; the counting field counts it as C, the symbolic field
/// multiplies by the constant's polynomial. The proofs' models define their
/// own overload, which overload resolution prefers to this template.
template <class F>
[[nodiscard]] constexpr F mul_const(const F& c, const F& x) {
  return mul(c, x);
}

/// Magnitude bounds of a point's coordinates (x, y, z; z unused for affine
/// points, y for XZ points).
struct CoordMagnitudes {
  int x = 1;
  int y = 1;
  int z = 1;
};

/// What a formula takes and returns, in the 5×52 field's magnitudes: every
/// Jacobian or projective input within `point`, every affine input (and a
/// zinv) within `affine`, every output within `out`. The group layer's
/// invariant (group/point.hpp) is point = {4, 4, 1}, affine = {1, 1, -},
/// and every formula's out lies within it, so formulas compose.
struct FormulaMagnitudes {
  CoordMagnitudes point{4, 4, 1};
  CoordMagnitudes affine{1, 1, 1};
  CoordMagnitudes out{4, 4, 1};
};

}  // namespace tandem::fast

// The group layer on a concrete fast field (Fe or Fe64): conversions
// between representations, one inversion for many points, negation,
// equality and the on-curve check. The formulas (fast/formulas/) compute;
// this file converts and compares. Functions ending in _var branch on their
// inputs and take public points only; the others are constant time.
#pragma once

#include <cstddef>
#include <span>
#include <stdexcept>
#include <vector>

#include "tandem/fast/batch_inverse.hpp"
#include "tandem/fast/field_inverse.hpp"
#include "tandem/fast/group/point.hpp"

namespace tandem::fast {

/// −P (y negated; O stays O).
template <class F>
[[nodiscard]] constexpr Ge<F> neg(const Ge<F>& P) {
  return {P.x, normalize(negate(P.y, 1)), P.infinity};
}
/// −P. Y's magnitude ≤ 4 (the group's invariant) → 5; weakly normalized to 1.
template <class F>
[[nodiscard]] constexpr Gej<F> neg(const Gej<F>& P) {
  return {P.X, normalize_weak(negate(P.Y, 4)), P.Z};
}
/// −P, projective.
template <class F>
[[nodiscard]] constexpr Gep<F> neg(const Gep<F>& P) {
  return {P.X, normalize_weak(negate(P.Y, 4)), P.Z};
}

/// The affine point, normalized; O for Z ≡ 0. Constant time (the inverse
/// is safegcd's fixed-count one; O is selected, not branched on).
template <class F>
[[nodiscard]] constexpr Ge<F> to_affine(const Gej<F>& P) {
  const bool inf = normalizes_to_zero(P.Z);
  const F zi = inverse(P.Z);  // 0 for O
  const F zi2 = sqr(zi);
  Ge<F> r{normalize(mul(P.X, zi2)), normalize(mul(mul(P.Y, zi2), zi)), false};
  cmov(r, Ge<F>::at_infinity(), inf);
  return r;
}

/// The affine point of a projective one (X/Z, Y/Z), normalized; O for
/// Z ≡ 0. Constant time, as to_affine of a Jacobian point.
template <class F>
[[nodiscard]] constexpr Ge<F> to_affine(const Gep<F>& P) {
  const bool inf = normalizes_to_zero(P.Z);
  const F zi = inverse(P.Z);  // 0 for O
  Ge<F> r{normalize(mul(P.X, zi)), normalize(mul(P.Y, zi)), false};
  cmov(r, Ge<F>::at_infinity(), inf);
  return r;
}

/// to_affine for public points (the variable-time inverse, a branch on O).
template <class F>
[[nodiscard]] Ge<F> to_affine_var(const Gej<F>& P) {
  if (normalizes_to_zero_var(P.Z)) return Ge<F>::at_infinity();
  const F zi = inverse_var(P.Z);
  const F zi2 = sqr(zi);
  return {normalize_var(mul(P.X, zi2)), normalize_var(mul(mul(P.Y, zi2), zi)), false};
}

/// The affine point of a projective one (X/Z, Y/Z); public points.
template <class F>
[[nodiscard]] Ge<F> to_affine_var(const Gep<F>& P) {
  if (normalizes_to_zero_var(P.Z)) return Ge<F>::at_infinity();
  const F zi = inverse_var(P.Z);
  return {normalize_var(mul(P.X, zi)), normalize_var(mul(P.Y, zi)), false};
}

/// Every point to affine with one inversion (Montgomery's trick,
/// batch_inverse.hpp): 3(m − 1)M + 1I, then 3M + 1S per point. Points at
/// infinity stay O. out.size() == in.size(); public points.
template <class F>
void to_affine_batch_var(std::span<Ge<F>> out, std::span<const Gej<F>> in) {
  if (out.size() != in.size()) throw std::invalid_argument("tandem::fast::to_affine_batch_var: sizes differ");
  std::vector<F> z(in.size());
  for (std::size_t i = 0; i < in.size(); ++i) z[i] = in[i].Z;
  batch_inverse_var(std::span<F>(z), std::span<const F>(z));  // 0 stays 0
  for (std::size_t i = 0; i < in.size(); ++i) {
    if (normalizes_to_zero_var(in[i].Z)) {
      out[i] = Ge<F>::at_infinity();
      continue;
    }
    const F zi2 = sqr(z[i]);
    out[i] = {normalize_var(mul(in[i].X, zi2)), normalize_var(mul(mul(in[i].Y, zi2), z[i])), false};
  }
}

/// Whether y² = x³ + b (O is on the curve). Coordinates of magnitude ≤ 1.
/// Constant time.
template <class F>
[[nodiscard]] constexpr bool on_curve(const Ge<F>& P, const F& b) {
  const F lhs = sqr(P.y);                                       // 1
  const F rhs = add(mul(sqr(P.x), P.x), b);                     // 2
  return P.infinity | equal(lhs, rhs);
}

/// Whether two Jacobian points are the same point (X1·Z2² = X2·Z1² and
/// Y1·Z2³ = Y2·Z1³; O equals O only). Public points.
template <class F>
[[nodiscard]] bool equal_var(const Gej<F>& P, const Gej<F>& Q) {
  const bool pinf = normalizes_to_zero_var(P.Z), qinf = normalizes_to_zero_var(Q.Z);
  if (pinf || qinf) return pinf && qinf;
  const F pz2 = sqr(P.Z), qz2 = sqr(Q.Z);
  if (!equal_var(normalize_weak(mul(P.X, qz2)), mul(Q.X, pz2))) return false;
  return equal_var(normalize_weak(mul(mul(P.Y, qz2), Q.Z)), mul(mul(Q.Y, pz2), P.Z));
}

/// Whether a Jacobian point is the affine one. Public points.
template <class F>
[[nodiscard]] bool equal_var(const Gej<F>& P, const Ge<F>& Q) {
  const bool pinf = normalizes_to_zero_var(P.Z);
  if (pinf || Q.infinity) return pinf && Q.infinity;
  const F z2 = sqr(P.Z);
  return equal_var(normalize_weak(P.X), mul(Q.x, z2)) && equal_var(normalize_weak(P.Y), mul(mul(Q.y, z2), P.Z));
}

/// Whether two affine points are equal. Coordinates normalized. Public.
template <class F>
[[nodiscard]] bool equal_var(const Ge<F>& P, const Ge<F>& Q) {
  if (P.infinity || Q.infinity) return P.infinity && Q.infinity;
  return equal_var(P.x, Q.x) && equal_var(P.y, Q.y);
}

/// The Jacobian point of a projective one: (X·Z : Y·Z² : Z). 3M + 1S.
template <class F>
[[nodiscard]] constexpr Gej<F> to_jacobian(const Gep<F>& P) {
  return {mul(P.X, P.Z), mul(P.Y, sqr(P.Z)), P.Z};
}

/// φ(P) = (β·x, y), which is λ·P on the subgroup. Coordinates normalized.
template <class F>
[[nodiscard]] constexpr Ge<F> endo(const Ge<F>& P, const F& beta) {
  return {normalize(mul(P.x, beta)), P.y, P.infinity};
}

}  // namespace tandem::fast

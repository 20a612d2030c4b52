// Point representations, templated on the field so that the same formulas
// run on the reference field, the counting field and the symbolic field.
//
// A field type F provides: + − * (and unary −), sqr(x), mul_small(x, k),
// mul_const(c, x), half(x), is_zero(x), select(c, x, y) and x.constant(k) (see
// spec/include/tandem/spec/field_concept.hpp). Only to_affine and the affine
// group law also need division.
#pragma once

#include "tandem/spec/curve_spec.hpp"
#include "tandem/spec/field_concept.hpp"

namespace tandem::ref {

/// An affine point (x, y), or the point at infinity O (then x = y = 0).
template <class F>
struct Affine {
  F x;
  F y;
  bool infinity = false;

  [[nodiscard]] static Affine at_infinity(const F& like) { return {like.constant(0), like.constant(0), true}; }
};

/// Jacobian coordinates (X : Y : Z) for the affine point (X/Z², Y/Z³); every
/// triple with Z = 0 is the point at infinity.
template <class F>
struct Jacobian {
  F X;
  F Y;
  F Z;

  [[nodiscard]] static Jacobian at_infinity(const F& like) { return {like.constant(1), like.constant(1), like.constant(0)}; }
  [[nodiscard]] static Jacobian from_affine(const Affine<F>& P) {
    if (P.infinity) return at_infinity(P.x);
    return {P.x, P.y, P.x.constant(1)};
  }
};

/// Homogeneous projective coordinates (X : Y : Z) for the affine point
/// (X/Z, Y/Z), as Renes–Costello–Batina's complete formulas use them. On the
/// curve Y²·Z = X³ + a·X·Z² + b·Z³, Z = 0 forces X = 0: the point at
/// infinity is (0 : Y : 0) with Y ≠ 0.
template <class F>
struct Projective {
  F X;
  F Y;
  F Z;

  [[nodiscard]] static Projective at_infinity(const F& like) {
    return {like.constant(0), like.constant(1), like.constant(0)};
  }
  [[nodiscard]] static Projective from_affine(const Affine<F>& P) {
    if (P.infinity) return at_infinity(P.x);
    return {P.x, P.y, P.x.constant(1)};
  }
};

/// The curve's coefficients as elements of F, and the family a belongs to,
/// which picks the doubling. For the symbolic field a and b are
/// polynomials; for the others, numbers.
template <class F>
struct CurveEq {
  F a;
  F b;
  spec::AKind a_kind;
};

/// (X/Z², Y/Z³): one inversion.
template <class F>
[[nodiscard]] Affine<F> to_affine(const Jacobian<F>& P) {
  if (is_zero(P.Z)) return Affine<F>::at_infinity(P.X);
  const F zi = P.Z.constant(1) / P.Z;
  const F zi2 = sqr(zi);
  return {P.X * zi2, P.Y * zi2 * zi, false};
}

/// (X/Z, Y/Z): one inversion.
template <class F>
[[nodiscard]] Affine<F> to_affine(const Projective<F>& P) {
  if (is_zero(P.Z)) return Affine<F>::at_infinity(P.X);
  const F zi = P.Z.constant(1) / P.Z;
  return {P.X * zi, P.Y * zi, false};
}

/// Whether P satisfies y² = x³ + ax + b (O does).
template <class F>
[[nodiscard]] bool on_curve(const Affine<F>& P, const CurveEq<F>& eq) {
  if (P.infinity) return true;
  return is_zero(sqr(P.y) - (sqr(P.x) * P.x + mul_const(eq.a, P.x) + eq.b));
}

/// The same test in Jacobian coordinates: Y² = X³ + a·X·Z⁴ + b·Z⁶.
template <class F>
[[nodiscard]] bool on_curve(const Jacobian<F>& P, const CurveEq<F>& eq) {
  if (is_zero(P.Z)) return true;
  const F z2 = sqr(P.Z);
  const F z4 = sqr(z2);
  return is_zero(sqr(P.Y) - (sqr(P.X) * P.X + mul_const(eq.a, P.X * z4) + mul_const(eq.b, z4 * z2)));
}

/// Equality of the points two Jacobian triples stand for, without inverting:
/// X1·Z2² = X2·Z1² and Y1·Z2³ = Y2·Z1³.
template <class F>
[[nodiscard]] bool same_point(const Jacobian<F>& P, const Jacobian<F>& Q) {
  const bool pinf = is_zero(P.Z);
  const bool qinf = is_zero(Q.Z);
  if (pinf || qinf) return pinf && qinf;
  const F pz2 = sqr(P.Z);
  const F qz2 = sqr(Q.Z);
  return is_zero(P.X * qz2 - Q.X * pz2) && is_zero(P.Y * qz2 * Q.Z - Q.Y * pz2 * P.Z);
}

}  // namespace tandem::ref

// The reference group E(F_p) of a Curve, for callers: the affine law, the
// Jacobian double-and-add, membership tests. Everything is variable-time.
#pragma once

#include <gmpxx.h>

#include "tandem/ref/affine.hpp"
#include "tandem/ref/curve.hpp"
#include "tandem/ref/field.hpp"
#include "tandem/ref/mult/double_and_add.hpp"
#include "tandem/ref/point.hpp"
#include "tandem/spec/result.hpp"

namespace tandem::ref {

using Point = Affine<Fe>;

[[nodiscard]] inline Point add(const Curve& C, const Point& P, const Point& Q) { return affine_add(P, Q, C.eq()); }
[[nodiscard]] inline Point dbl(const Curve& C, const Point& P) { return affine_dbl(P, C.eq()); }
[[nodiscard]] inline Point neg(const Curve& /*C*/, const Point& P) { return affine_neg(P); }
[[nodiscard]] inline bool on_curve(const Curve& C, const Point& P) { return on_curve(P, C.eq()); }

/// k·P for any integer k (a negative k multiplies −P), by the Jacobian
/// left-to-right double-and-add; k is not reduced, so k = n gives O.
[[nodiscard]] inline Point mul(const Curve& C, const mpz_class& k, const Point& P) {
  if (k < 0) return to_affine(mul_double_and_add_ltr<Fe>(-k, affine_neg(P), C.eq()));
  return to_affine(mul_double_and_add_ltr<Fe>(k, P, C.eq()));
}

/// k·G.
[[nodiscard]] inline Point mul_gen(const Curve& C, const mpz_class& k) { return mul(C, k, C.G()); }

/// Whether n·P = O (always true where h = 1 and P is on the curve).
[[nodiscard]] inline bool in_subgroup(const Curve& C, const Point& P) { return mul(C, C.n(), P).infinity; }

/// SEC 1 v2 §3.2.2.1 public-key validation of a decoded point: not O, on the
/// curve, and in the subgroup of order n (checked only where h > 1).
[[nodiscard]] inline Result<Point> validate_public_key(const Curve& C, const Point& P) {
  if (P.infinity) return Error::point_at_infinity;
  if (!on_curve(C, P)) return Error::point_not_on_curve;
  if (C.h() != 1 && !in_subgroup(C, P)) return Error::not_in_subgroup;
  return P;
}

/// A scalar from a big-endian octet string of any length, as an element of
/// Z_n: scalar_out_of_range if the integer is ≥ n, scalar_zero if zero and
/// `allow_zero` is false.
[[nodiscard]] Result<Fe> parse_scalar(const Curve& C, std::span<const std::uint8_t> be, bool allow_zero);

}  // namespace tandem::ref

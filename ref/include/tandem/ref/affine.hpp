// The group law in affine coordinates, as SEC 1 v2 §2.2.1 states it for
// E(F_p) with p odd. This is the definition every other formula in tandem
// is proven against (proofs/symbolic runs this very text on rational
// functions) and tested against (OpenSSL, libsecp256k1).
#pragma once

#include "tandem/ref/point.hpp"

namespace tandem::ref {

/// −P = (x, −y); −O = O.  (SEC 1 §2.2.1 rule 3.)
template <class F>
[[nodiscard]] Affine<F> affine_neg(const Affine<F>& P) {
  if (P.infinity) return P;
  return {P.x, -P.y, false};
}

/// P + Q.  Cost: one inversion, 2M+1S for an addition, 2M+2S for a doubling.
template <class F>
[[nodiscard]] Affine<F> affine_add(const Affine<F>& P, const Affine<F>& Q, const CurveEq<F>& eq) {
  // Rules 1 and 2: O is the identity.
  if (P.infinity) return Q;
  if (Q.infinity) return P;
  F lambda = P.x;  // overwritten below; F need not be default-constructible
  if (is_zero(Q.x - P.x)) {
    // Rule 3: x1 = x2 means Q = ±P; Q = −P (this includes y = 0) gives O.
    if (is_zero(P.y + Q.y)) return Affine<F>::at_infinity(P.x);
    // Rule 5: doubling, y1 ≠ 0: the tangent's slope (3·x1² + a) / (2·y1).
    lambda = (mul_small(sqr(P.x), 3) + eq.a) / mul_small(P.y, 2);
  } else {
    // Rule 4: x1 ≠ x2: the chord's slope (y2 − y1) / (x2 − x1).
    lambda = (Q.y - P.y) / (Q.x - P.x);
  }
  const F x3 = sqr(lambda) - P.x - Q.x;
  const F y3 = lambda * (P.x - x3) - P.y;
  return {x3, y3, false};
}

/// 2P = P + P.
template <class F>
[[nodiscard]] Affine<F> affine_dbl(const Affine<F>& P, const CurveEq<F>& eq) {
  return affine_add(P, P, eq);
}

/// Whether two affine points are equal.
template <class F>
[[nodiscard]] bool affine_equal(const Affine<F>& P, const Affine<F>& Q) {
  if (P.infinity || Q.infinity) return P.infinity && Q.infinity;
  return is_zero(P.x - Q.x) && is_zero(P.y - Q.y);
}

}  // namespace tandem::ref

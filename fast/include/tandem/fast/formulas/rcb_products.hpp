// The products every Renes–Costello–Batina addition starts from (EUROCRYPT
// 2016): X1·X2, Y1·Y2, Z1·Z2 and the three cross sums X1·Y2 + X2·Y1,
// Y1·Z2 + Y2·Z1, X1·Z2 + X2·Z1, each cross sum one multiplication of sums
// less two of the products. Algorithms 1, 4 and 7 spend their steps 1–18
// on them (Algorithm 1 forms X·Z before Y·Z), the mixed Algorithms 2, 5
// and 8 their steps 1–11 on the Z2 = 1 forms; the fast twins
// (rcb_complete*.hpp) share them here and go on from step 19 (12). The
// comment on each line is the magnitude of what it computes, for inputs
// within the group's {4, 4, 1} and affine {1, 1}.
#pragma once

#include "tandem/fast/group/lazy_field.hpp"
#include "tandem/fast/group/point.hpp"

namespace tandem::fast {

template <class F>
struct RcbProducts {
  F xx;  ///< X1·X2                                                      1
  F yy;  ///< Y1·Y2                                                      1
  F zz;  ///< Z1·Z2                                                      1
  F xy;  ///< X1·Y2 + X2·Y1                                              4
  F yz;  ///< Y1·Z2 + Y2·Z1                                              4
  F xz;  ///< X1·Z2 + X2·Z1                                              4
};

/// Steps 1–18 of Algorithms 4 and 7 (1–18 of Algorithm 1): 6M.
template <LazyField F>
[[nodiscard]] constexpr RcbProducts<F> rcb_products(const Gep<F>& P, const Gep<F>& Q) {
  const F xx = mul(P.X, Q.X);                                      //  1                     1
  const F yy = mul(P.Y, Q.Y);                                      //  2                     1
  const F zz = mul(P.Z, Q.Z);                                      //  3                     1
  const F xy = add(mul(add(P.X, P.Y), add(Q.X, Q.Y)), negate(add(xx, yy), 2));  //  4–8  (8, 8) → 1 + 3
  const F yz = add(mul(add(P.Y, P.Z), add(Q.Y, Q.Z)), negate(add(yy, zz), 2));  //  9–13 (5, 5) → 1 + 3
  const F xz = add(mul(add(P.X, P.Z), add(Q.X, Q.Z)), negate(add(xx, zz), 2));  // 14–18 (5, 5) → 1 + 3
  return {xx, yy, zz, xy, yz, xz};
}

template <class F>
struct RcbMixedProducts {
  F xx;  ///< X1·x2                                                      1
  F yy;  ///< Y1·y2                                                      1
  F xy;  ///< X1·y2 + x2·Y1                                              4
  F y;   ///< Y1 + y2·Z1                                                 5
  F x;   ///< X1 + x2·Z1                                                 5
};

/// Steps 1–11 of Algorithms 5 and 8 (1–11 of Algorithm 2): 5M.
template <LazyField F>
[[nodiscard]] constexpr RcbMixedProducts<F> rcb_mixed_products(const Gep<F>& P, const Ge<F>& Q) {
  const F xx = mul(P.X, Q.x);                                      //  1                     1
  const F yy = mul(P.Y, Q.y);                                      //  2                     1
  const F xy = add(mul(add(Q.x, Q.y), add(P.X, P.Y)), negate(add(xx, yy), 2));  //  3–7  (2, 8) → 1 + 3
  const F y = add(mul(Q.y, P.Z), P.Y);                             //  8–9               1 + 4
  const F x = add(mul(Q.x, P.Z), P.X);                             // 10–11              1 + 4
  return {xx, yy, xy, y, x};
}

}  // namespace tandem::fast

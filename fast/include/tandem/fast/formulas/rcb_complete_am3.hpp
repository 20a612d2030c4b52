// Complete addition for a = −3, fast: the twins of ref/formulas/
// rcb_complete.hpp's Algorithms 4, 5 and 6 (Renes, Costello, Batina,
// EUROCRYPT 2016), line for line with the paper's step numbers from the
// shared products on (rcb_products.hpp: steps 1–18, 1–11); the curve's
// b is passed in (normalized), the multiplications by a = −3 are the
// paper's additions. No branch and no exceptional pair on a curve of odd
// order: constant time. The chains of additions the paper lets grow (3·(Y3
// − Z3), 3·(b·Y3 − 3·Z1·Z2 − X1·X2)) are weakly normalized once where they
// would pass a multiplication's magnitude 8: the comment on each line is
// the magnitude of the register it sets, for inputs within the
// FormulaMagnitudes.
#pragma once

#include "tandem/fast/formulas/rcb_products.hpp"
#include "tandem/fast/group/lazy_field.hpp"
#include "tandem/fast/group/point.hpp"
#include "tandem/spec/formula_info.hpp"

namespace tandem::fast {

/// a = −3. RCB Algorithm 4: 12M + 2m_b.
inline constexpr spec::FormulaInfo add_rcb_am3_12m_info{
    "add_rcb_am3_12m", "Renes, Costello, Batina 2016, Algorithm 4 (complete, a = -3)", {12, 0, 2}};
inline constexpr FormulaMagnitudes add_rcb_am3_12m_magnitudes{{4, 4, 1}, {1, 1, 1}, {3, 2, 1}};

template <LazyField F>
[[nodiscard]] constexpr Gep<F> add_rcb_am3_12m(const Gep<F>& P, const Gep<F>& Q, const F& b) {
  const RcbProducts<F> p = rcb_products(P, Q);  //  1–18 (rcb_products.hpp)
  F t0 = p.xx;                   //                                     1
  F t1 = p.yy;                   //                                     1
  F t2 = p.zz;                   //                                     1
  const F t3 = p.xy;             //  X1·Y2 + X2·Y1                      4
  const F t4 = p.yz;             //  Y1·Z2 + Y2·Z1                      4
  F Y3 = p.xz;                   //  X1·Z2 + X2·Z1                      4
  F Z3 = mul_const(b, t2);       // 19                                  1
  F X3 = normalize_weak(add(Y3, negate(Z3, 1)));  // 20             6 → 1
  Z3 = add(X3, X3);              // 21                                  2
  X3 = add(X3, Z3);              // 22                                  3
  Z3 = add(t1, negate(X3, 3));   // 23                                  5
  X3 = add(t1, X3);              // 24                                  4
  Y3 = mul_const(b, Y3);         // 25                                  1
  t1 = add(t2, t2);              // 26                                  2
  t2 = add(t1, t2);              // 27  3·Z1·Z2                         3
  Y3 = add(Y3, negate(t2, 3));   // 28                                  5
  Y3 = normalize_weak(add(Y3, negate(t0, 1)));  // 29               7 → 1
  t1 = add(Y3, Y3);              // 30                                  2
  Y3 = add(t1, Y3);              // 31                                  3
  t1 = add(t0, t0);              // 32                                  2
  t0 = add(t1, t0);              // 33                                  3
  t0 = add(t0, negate(t2, 3));   // 34                                  7
  t1 = mul(t4, Y3);              // 35                                  1
  t2 = mul(t0, Y3);              // 36                                  1
  Y3 = mul(X3, Z3);              // 37                                  1
  Y3 = add(Y3, t2);              // 38                                  2
  X3 = mul(t3, X3);              // 39                                  1
  X3 = add(X3, negate(t1, 1));   // 40                                  3
  Z3 = mul(t4, Z3);              // 41                                  1
  t1 = mul(t3, t0);              // 42                                  1
  Z3 = normalize_weak(add(Z3, t1));  // 43                          2 → 1
  return {X3, Y3, Z3};
}

/// a = −3, Q affine: RCB Algorithm 5 (11M + 2m_b), and P selected when
/// Q = O (the algorithm as printed ignores Q's flag). Complete.
inline constexpr spec::FormulaInfo madd_rcb_am3_11m_info{
    "madd_rcb_am3_11m", "Renes, Costello, Batina 2016, Algorithm 5, with Q = O selected", {11, 0, 2}};
inline constexpr FormulaMagnitudes madd_rcb_am3_11m_magnitudes{{4, 4, 1}, {1, 1, 1}, {4, 4, 1}};

template <LazyField F>
[[nodiscard]] constexpr Gep<F> madd_rcb_am3_11m(const Gep<F>& P, const Ge<F>& Q, const F& b) {
  const RcbMixedProducts<F> p = rcb_mixed_products(P, Q);  //  1–11 (rcb_products.hpp)
  F t0 = p.xx;                   //                                     1
  F t1 = p.yy;                   //                                     1
  const F t3 = p.xy;             //  X1·y2 + x2·Y1                      4
  const F t4 = p.y;              //  Y1 + y2·Z1                         5
  F Y3 = p.x;                    //  X1 + x2·Z1                         5
  F Z3 = mul_const(b, P.Z);      // 12                                  1
  F X3 = normalize_weak(add(Y3, negate(Z3, 1)));  // 13             7 → 1
  Z3 = add(X3, X3);              // 14                                  2
  X3 = add(X3, Z3);              // 15                                  3
  Z3 = add(t1, negate(X3, 3));   // 16                                  5
  X3 = add(t1, X3);              // 17                                  4
  Y3 = mul_const(b, Y3);         // 18                                  1
  t1 = add(P.Z, P.Z);            // 19                                  2
  F t2 = add(t1, P.Z);           // 20  3·Z1                            3
  Y3 = add(Y3, negate(t2, 3));   // 21                                  5
  Y3 = normalize_weak(add(Y3, negate(t0, 1)));  // 22               7 → 1
  t1 = add(Y3, Y3);              // 23                                  2
  Y3 = add(t1, Y3);              // 24                                  3
  t1 = add(t0, t0);              // 25                                  2
  t0 = add(t1, t0);              // 26                                  3
  t0 = add(t0, negate(t2, 3));   // 27                                  7
  t1 = mul(t4, Y3);              // 28                                  1
  t2 = mul(t0, Y3);              // 29                                  1
  Y3 = mul(X3, Z3);              // 30                                  1
  Y3 = add(Y3, t2);              // 31                                  2
  X3 = mul(t3, X3);              // 32                                  1
  X3 = add(X3, negate(t1, 1));   // 33                                  3
  Z3 = mul(t4, Z3);              // 34                                  1
  t1 = mul(t3, t0);              // 35                                  1
  Z3 = normalize_weak(add(Z3, t1));  // 36                          2 → 1
  Gep<F> R{X3, Y3, Z3};
  cmov(R, P, Q.infinity);        // Q = O: P                  within P's bounds
  return R;
}

/// a = −3. RCB Algorithm 6: 8M + 3S + 2m_b.
inline constexpr spec::FormulaInfo dbl_rcb_am3_8m3s_info{
    "dbl_rcb_am3_8m3s", "Renes, Costello, Batina 2016, Algorithm 6 (doubling, a = -3)", {8, 3, 2}};
inline constexpr FormulaMagnitudes dbl_rcb_am3_8m3s_magnitudes{{4, 4, 1}, {1, 1, 1}, {3, 2, 1}};

template <LazyField F>
[[nodiscard]] constexpr Gep<F> dbl_rcb_am3_8m3s(const Gep<F>& P, const F& b) {
  F t0 = sqr(P.X);               //  1                                  1
  F t1 = sqr(P.Y);               //  2                                  1
  F t2 = sqr(P.Z);               //  3                                  1
  F t3 = mul(P.X, P.Y);          //  4                                  1
  t3 = add(t3, t3);              //  5                                  2
  F Z3 = mul(P.X, P.Z);          //  6                                  1
  Z3 = add(Z3, Z3);              //  7                                  2
  F Y3 = mul_const(b, t2);       //  8                                  1
  Y3 = normalize_weak(add(Y3, negate(Z3, 2)));  //  9               4 → 1
  F X3 = add(Y3, Y3);            // 10                                  2
  Y3 = add(X3, Y3);              // 11                                  3
  X3 = add(t1, negate(Y3, 3));   // 12                                  5
  Y3 = add(t1, Y3);              // 13                                  4
  Y3 = mul(X3, Y3);              // 14                                  1
  X3 = mul(X3, t3);              // 15                                  1
  t3 = add(t2, t2);              // 16                                  2
  t2 = add(t2, t3);              // 17  3·Z²                            3
  Z3 = mul_const(b, Z3);         // 18                                  1
  Z3 = add(Z3, negate(t2, 3));   // 19                                  5
  Z3 = normalize_weak(add(Z3, negate(t0, 1)));  // 20               7 → 1
  t3 = add(Z3, Z3);              // 21                                  2
  Z3 = add(Z3, t3);              // 22                                  3
  t3 = add(t0, t0);              // 23                                  2
  t0 = add(t3, t0);              // 24                                  3
  t0 = add(t0, negate(t2, 3));   // 25                                  7
  t0 = mul(t0, Z3);              // 26                                  1
  Y3 = add(Y3, t0);              // 27                                  2
  t0 = mul(P.Y, P.Z);            // 28                                  1
  t0 = add(t0, t0);              // 29                                  2
  Z3 = mul(t0, Z3);              // 30                                  1
  X3 = add(X3, negate(Z3, 1));   // 31                                  3
  Z3 = mul(t0, t1);              // 32                                  1
  Z3 = add(Z3, Z3);              // 33                                  2
  Z3 = normalize_weak(add(Z3, Z3));  // 34                          4 → 1
  return {X3, Y3, Z3};
}

}  // namespace tandem::fast

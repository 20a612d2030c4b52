// Complete addition for a = 0, fast: the twins of ref/formulas/
// rcb_complete.hpp's Algorithms 7, 8 and 9 (Renes, Costello, Batina,
// EUROCRYPT 2016), line for line with the paper's step numbers from the
// shared products on (rcb_products.hpp: steps 1–18, 1–11). No branch
// and no exceptional pair on a curve of odd order: constant time. 3b is
// passed in, computed once by the caller (ref computes it on entry). The
// comment on each line is the magnitude of the register it sets, for inputs
// within the FormulaMagnitudes.
#pragma once

#include "tandem/fast/formulas/rcb_products.hpp"
#include "tandem/fast/group/lazy_field.hpp"
#include "tandem/fast/group/point.hpp"
#include "tandem/spec/formula_info.hpp"

namespace tandem::fast {

/// a = 0. RCB Algorithm 7: 12M + 2m_3b.
inline constexpr spec::FormulaInfo add_rcb_a0_12m_info{
    "add_rcb_a0_12m", "Renes, Costello, Batina 2016, Algorithm 7 (complete, a = 0)", {12, 0, 2}};
inline constexpr FormulaMagnitudes add_rcb_a0_12m_magnitudes{{4, 4, 1}, {1, 1, 1}, {3, 2, 1}};

template <LazyField F>
[[nodiscard]] constexpr Gep<F> add_rcb_a0_12m(const Gep<F>& P, const Gep<F>& Q, const F& b3) {
  const RcbProducts<F> p = rcb_products(P, Q);  //  1–18 (rcb_products.hpp)
  F t0 = p.xx;                   //                                     1
  F t1 = p.yy;                   //                                     1
  F t2 = p.zz;                   //                                     1
  const F t3 = p.xy;             //  X1·Y2 + X2·Y1                      4
  const F t4 = p.yz;             //  Y1·Z2 + Y2·Z1                      4
  F Y3 = p.xz;                   //  X1·Z2 + X2·Z1                      4
  F X3 = add(t0, t0);            // 19                                  2
  t0 = add(X3, t0);              // 20  3·X1·X2                         3
  t2 = mul_const(b3, t2);        // 21                                  1
  F Z3 = add(t1, t2);            // 22                                  2
  t1 = add(t1, negate(t2, 1));   // 23                                  3
  Y3 = mul_const(b3, Y3);        // 24                                  1
  X3 = mul(t4, Y3);              // 25                                  1
  t2 = mul(t3, t1);              // 26                                  1
  X3 = add(t2, negate(X3, 1));   // 27                                  3
  Y3 = mul(Y3, t0);              // 28                                  1
  t1 = mul(t1, Z3);              // 29                                  1
  Y3 = add(t1, Y3);              // 30                                  2
  t0 = mul(t0, t3);              // 31                                  1
  Z3 = mul(Z3, t4);              // 32                                  1
  Z3 = normalize_weak(add(Z3, t0));  // 33                          2 → 1
  return {X3, Y3, Z3};
}

/// a = 0, Q affine: RCB Algorithm 8 (11M + 2m_3b), and P selected when
/// Q = O (the algorithm as printed ignores Q's flag). Complete.
inline constexpr spec::FormulaInfo madd_rcb_a0_11m_info{
    "madd_rcb_a0_11m", "Renes, Costello, Batina 2016, Algorithm 8, with Q = O selected", {11, 0, 2}};
inline constexpr FormulaMagnitudes madd_rcb_a0_11m_magnitudes{{4, 4, 1}, {1, 1, 1}, {4, 4, 1}};

template <LazyField F>
[[nodiscard]] constexpr Gep<F> madd_rcb_a0_11m(const Gep<F>& P, const Ge<F>& Q, const F& b3) {
  const RcbMixedProducts<F> p = rcb_mixed_products(P, Q);  //  1–11 (rcb_products.hpp)
  F t0 = p.xx;                   //                                     1
  F t1 = p.yy;                   //                                     1
  const F t3 = p.xy;             //  X1·y2 + x2·Y1                      4
  const F t4 = p.y;              //  Y1 + y2·Z1                         5
  F Y3 = p.x;                    //  X1 + x2·Z1                         5
  F X3 = add(t0, t0);            // 12                                  2
  t0 = add(X3, t0);              // 13  3·X1·x2                         3
  F t2 = mul_const(b3, P.Z);     // 14                                  1
  F Z3 = add(t1, t2);            // 15                                  2
  t1 = add(t1, negate(t2, 1));   // 16                                  3
  Y3 = mul_const(b3, Y3);        // 17                                  1
  X3 = mul(t4, Y3);              // 18                                  1
  t2 = mul(t3, t1);              // 19                                  1
  X3 = add(t2, negate(X3, 1));   // 20                                  3
  Y3 = mul(Y3, t0);              // 21                                  1
  t1 = mul(t1, Z3);              // 22                                  1
  Y3 = add(t1, Y3);              // 23                                  2
  t0 = mul(t0, t3);              // 24                                  1
  Z3 = mul(Z3, t4);              // 25                                  1
  Z3 = normalize_weak(add(Z3, t0));  // 26                          2 → 1
  Gep<F> R{X3, Y3, Z3};
  cmov(R, P, Q.infinity);        // Q = O: P                  within P's bounds
  return R;
}

/// a = 0. RCB Algorithm 9: 6M + 2S + 1m_3b.
inline constexpr spec::FormulaInfo dbl_rcb_a0_6m2s_info{
    "dbl_rcb_a0_6m2s", "Renes, Costello, Batina 2016, Algorithm 9 (doubling, a = 0)", {6, 2, 1}};
inline constexpr FormulaMagnitudes dbl_rcb_a0_6m2s_magnitudes{{4, 4, 1}, {1, 1, 1}, {2, 2, 1}};

template <LazyField F>
[[nodiscard]] constexpr Gep<F> dbl_rcb_a0_6m2s(const Gep<F>& P, const F& b3) {
  F t0 = sqr(P.Y);               //  1                                  1
  F Z3 = add(t0, t0);            //  2                                  2
  Z3 = add(Z3, Z3);              //  3                                  4
  Z3 = add(Z3, Z3);              //  4  8·Y²                            8
  F t1 = mul(P.Y, P.Z);          //  5                                  1
  F t2 = sqr(P.Z);               //  6                                  1
  t2 = mul_const(b3, t2);        //  7                                  1
  F X3 = mul(t2, Z3);            //  8                                  1
  F Y3 = add(t0, t2);            //  9                                  2
  Z3 = mul(t1, Z3);              // 10                                  1
  t1 = add(t2, t2);              // 11                                  2
  t2 = add(t1, t2);              // 12                                  3
  t0 = add(t0, negate(t2, 3));   // 13                                  5
  Y3 = mul(t0, Y3);              // 14                                  1
  Y3 = add(X3, Y3);              // 15                                  2
  t1 = mul(P.X, P.Y);            // 16                                  1
  X3 = mul(t0, t1);              // 17                                  1
  X3 = add(X3, X3);              // 18                                  2
  return {X3, Y3, Z3};
}

}  // namespace tandem::fast

// Complete addition for any a, fast: the twins of ref/formulas/
// rcb_complete.hpp's Algorithms 1, 2 and 3 (Renes, Costello, Batina,
// EUROCRYPT 2016), line for line with the paper's step numbers from the
// shared products on (rcb_products.hpp: steps 1–18, 1–11). a and 3b
// are passed in (normalized), 3b computed once by the caller (ref computes
// it on entry). No branch and no exceptional pair on a curve of odd order:
// constant time. The comment on each line is the magnitude of the register
// it sets, for inputs within the FormulaMagnitudes.
#pragma once

#include "tandem/fast/formulas/rcb_products.hpp"
#include "tandem/fast/group/lazy_field.hpp"
#include "tandem/fast/group/point.hpp"
#include "tandem/spec/formula_info.hpp"

namespace tandem::fast {

/// Any a. RCB Algorithm 1: 12M + 3m_a + 2m_3b.
inline constexpr spec::FormulaInfo add_rcb_generic_12m_info{
    "add_rcb_generic_12m", "Renes, Costello, Batina 2016, Algorithm 1 (complete, any a)", {12, 0, 5}};
inline constexpr FormulaMagnitudes add_rcb_generic_12m_magnitudes{{4, 4, 1}, {1, 1, 1}, {3, 2, 1}};

template <LazyField F>
[[nodiscard]] constexpr Gep<F> add_rcb_generic_12m(const Gep<F>& P, const Gep<F>& Q, const F& a, const F& b3) {
  const RcbProducts<F> p = rcb_products(P, Q);  //  1–18 (rcb_products.hpp)
  F t0 = p.xx;                   //                                     1
  F t1 = p.yy;                   //                                     1
  F t2 = p.zz;                   //                                     1
  const F t3 = p.xy;             //  X1·Y2 + X2·Y1                      4
  F t4 = p.xz;                   //  X1·Z2 + X2·Z1 (steps 9–13 here)    4
  const F t5 = p.yz;             //  Y1·Z2 + Y2·Z1 (steps 14–18)        4
  F Z3 = mul_const(a, t4);       // 19                                  1
  F X3 = mul_const(b3, t2);      // 20                                  1
  Z3 = add(X3, Z3);              // 21                                  2
  X3 = add(t1, negate(Z3, 2));   // 22                                  4
  Z3 = add(t1, Z3);              // 23                                  3
  F Y3 = mul(X3, Z3);            // 24                                  1
  t1 = add(t0, t0);              // 25                                  2
  t1 = add(t1, t0);              // 26  3·X1·X2                         3
  t2 = mul_const(a, t2);         // 27                                  1
  t4 = mul_const(b3, t4);        // 28                                  1
  t1 = add(t1, t2);              // 29                                  4
  t2 = add(t0, negate(t2, 1));   // 30                                  3
  t2 = mul_const(a, t2);         // 31                                  1
  t4 = add(t4, t2);              // 32                                  2
  t0 = mul(t1, t4);              // 33                                  1
  Y3 = add(Y3, t0);              // 34                                  2
  t0 = mul(t5, t4);              // 35                                  1
  X3 = mul(t3, X3);              // 36                                  1
  X3 = add(X3, negate(t0, 1));   // 37                                  3
  t0 = mul(t3, t1);              // 38                                  1
  Z3 = mul(t5, Z3);              // 39                                  1
  Z3 = normalize_weak(add(Z3, t0));  // 40                          2 → 1
  return {X3, Y3, Z3};
}

/// Any a, Q affine: RCB Algorithm 2 (11M + 3m_a + 2m_3b), and P selected
/// when Q = O (the algorithm as printed ignores Q's flag). Complete.
inline constexpr spec::FormulaInfo madd_rcb_generic_11m_info{
    "madd_rcb_generic_11m", "Renes, Costello, Batina 2016, Algorithm 2, with Q = O selected", {11, 0, 5}};
inline constexpr FormulaMagnitudes madd_rcb_generic_11m_magnitudes{{4, 4, 1}, {1, 1, 1}, {4, 4, 1}};

template <LazyField F>
[[nodiscard]] constexpr Gep<F> madd_rcb_generic_11m(const Gep<F>& P, const Ge<F>& Q, const F& a, const F& b3) {
  const RcbMixedProducts<F> p = rcb_mixed_products(P, Q);  //  1–11 (rcb_products.hpp)
  F t0 = p.xx;                   //                                     1
  F t1 = p.yy;                   //                                     1
  const F t3 = p.xy;             //  X1·y2 + x2·Y1                      4
  F t4 = p.x;                    //  X1 + x2·Z1                         5
  const F t5 = p.y;              //  Y1 + y2·Z1                         5
  F Z3 = mul_const(a, t4);       // 12                                  1
  F X3 = mul_const(b3, P.Z);     // 13                                  1
  Z3 = add(X3, Z3);              // 14                                  2
  X3 = add(t1, negate(Z3, 2));   // 15                                  4
  Z3 = add(t1, Z3);              // 16                                  3
  F Y3 = mul(X3, Z3);            // 17                                  1
  t1 = add(t0, t0);              // 18                                  2
  t1 = add(t1, t0);              // 19                                  3
  F t2 = mul_const(a, P.Z);      // 20                                  1
  t4 = mul_const(b3, t4);        // 21                                  1
  t1 = add(t1, t2);              // 22                                  4
  t2 = add(t0, negate(t2, 1));   // 23                                  3
  t2 = mul_const(a, t2);         // 24                                  1
  t4 = add(t4, t2);              // 25                                  2
  t0 = mul(t1, t4);              // 26                                  1
  Y3 = add(Y3, t0);              // 27                                  2
  t0 = mul(t5, t4);              // 28                                  1
  X3 = mul(t3, X3);              // 29                                  1
  X3 = add(X3, negate(t0, 1));   // 30                                  3
  t0 = mul(t3, t1);              // 31                                  1
  Z3 = mul(t5, Z3);              // 32                                  1
  Z3 = normalize_weak(add(Z3, t0));  // 33                          2 → 1
  Gep<F> R{X3, Y3, Z3};
  cmov(R, P, Q.infinity);        // Q = O: P                  within P's bounds
  return R;
}

/// Any a. RCB Algorithm 3: 8M + 3S + 3m_a + 2m_3b.
inline constexpr spec::FormulaInfo dbl_rcb_generic_8m3s_info{
    "dbl_rcb_generic_8m3s", "Renes, Costello, Batina 2016, Algorithm 3 (doubling, any a)", {8, 3, 5}};
inline constexpr FormulaMagnitudes dbl_rcb_generic_8m3s_magnitudes{{4, 4, 1}, {1, 1, 1}, {3, 2, 1}};

template <LazyField F>
[[nodiscard]] constexpr Gep<F> dbl_rcb_generic_8m3s(const Gep<F>& P, const F& a, const F& b3) {
  F t0 = sqr(P.X);               //  1                                  1
  F t1 = sqr(P.Y);               //  2                                  1
  F t2 = sqr(P.Z);               //  3                                  1
  F t3 = mul(P.X, P.Y);          //  4                                  1
  t3 = add(t3, t3);              //  5                                  2
  F Z3 = mul(P.X, P.Z);          //  6                                  1
  Z3 = add(Z3, Z3);              //  7                                  2
  F X3 = mul_const(a, Z3);       //  8                                  1
  F Y3 = mul_const(b3, t2);      //  9                                  1
  Y3 = add(X3, Y3);              // 10                                  2
  X3 = add(t1, negate(Y3, 2));   // 11                                  4
  Y3 = add(t1, Y3);              // 12                                  3
  Y3 = mul(X3, Y3);              // 13                                  1
  X3 = mul(t3, X3);              // 14                                  1
  Z3 = mul_const(b3, Z3);        // 15                                  1
  t2 = mul_const(a, t2);         // 16                                  1
  t3 = add(t0, negate(t2, 1));   // 17                                  3
  t3 = mul_const(a, t3);         // 18                                  1
  t3 = add(t3, Z3);              // 19                                  2
  Z3 = add(t0, t0);              // 20                                  2
  t0 = add(Z3, t0);              // 21                                  3
  t0 = add(t0, t2);              // 22                                  4
  t0 = mul(t0, t3);              // 23                                  1
  Y3 = add(Y3, t0);              // 24                                  2
  t2 = mul(P.Y, P.Z);            // 25                                  1
  t2 = add(t2, t2);              // 26                                  2
  t0 = mul(t2, t3);              // 27                                  1
  X3 = add(X3, negate(t0, 1));   // 28                                  3
  Z3 = mul(t2, t1);              // 29                                  1
  Z3 = add(Z3, Z3);              // 30                                  2
  Z3 = normalize_weak(add(Z3, Z3));  // 31                          4 → 1
  return {X3, Y3, Z3};
}

}  // namespace tandem::fast

// Complete addition formulas for prime-order short Weierstrass curves:
// Renes, Costello, Batina, "Complete addition formulas for prime order
// elliptic curves", EUROCRYPT 2016 (ePrint 2015/1060), Algorithms 1–9.
//
// Homogeneous projective coordinates (X : Y : Z) ↦ (X/Z, Y/Z), O = (0 : 1 : 0).
// One formula, no branch and no exceptional pair: P + Q, P + P, P + (−P),
// O + Q, P + O and O + O all come out right, on every curve of odd order,
// where the paper proves them complete. The price is more additions and
// multiplications by curve constants than the incomplete Jacobian formulas.
//
// Each function follows its algorithm line by line, with the paper's step
// numbers; the census counts the additions too, and they equal the paper's.
// The registers t0 … t5 are reused as in the paper. 3·b (b3) is computed on
// entry, one small multiplication an implementation would store instead.
//
// Mixed addition (Q affine, Z2 = 1) cannot express Q = O: the algorithms 2,
// 5 and 8 as printed (madd_rcb_*_alg*) give a wrong point there, which the
// prover shows; madd_rcb_* select P when Q is O, without a branch.
//
// Proven by proofs/symbolic for every case of its family, counted by
// proofs/census; docs/formulas.md lists what each is complete for.
#pragma once

#include "tandem/ref/point.hpp"
#include "tandem/spec/formula_info.hpp"

namespace tandem::ref {

/// P when Q is O, else R: the mixed formulas' one selection.
template <class F>
[[nodiscard]] Projective<F> select_if_infinity(const Affine<F>& Q, const Projective<F>& P, const Projective<F>& R) {
  return {select(Q.infinity, P.X, R.X), select(Q.infinity, P.Y, R.Y), select(Q.infinity, P.Z, R.Z)};
}

// ---------------------------------------------------------------- any a

/// Any a. RCB Algorithm 1: 12M + 3m_a + 2m_3b + 23a.
inline constexpr spec::FormulaInfo add_rcb_generic_12m_info{
    "add_rcb_generic_12m", "Renes, Costello, Batina 2016, Algorithm 1 (complete, any a)", {12, 0, 5}};

template <class F>
[[nodiscard]] Projective<F> add_rcb_generic_12m(const Projective<F>& P, const Projective<F>& Q, const CurveEq<F>& eq) {
  const F b3 = mul_small(eq.b, 3);
  F t0 = P.X * Q.X;          //  1                                  M
  F t1 = P.Y * Q.Y;          //  2                                  M
  F t2 = P.Z * Q.Z;          //  3                                  M
  F t3 = P.X + P.Y;          //  4
  F t4 = Q.X + Q.Y;          //  5
  t3 = t3 * t4;              //  6                                  M
  t4 = t0 + t1;              //  7
  t3 = t3 - t4;              //  8  t3 = X1·Y2 + X2·Y1
  t4 = P.X + P.Z;            //  9
  F t5 = Q.X + Q.Z;          // 10
  t4 = t4 * t5;              // 11                                  M
  t5 = t0 + t2;              // 12
  t4 = t4 - t5;              // 13  t4 = X1·Z2 + X2·Z1
  t5 = P.Y + P.Z;            // 14
  F X3 = Q.Y + Q.Z;          // 15
  t5 = t5 * X3;              // 16                                  M
  X3 = t1 + t2;              // 17
  t5 = t5 - X3;              // 18  t5 = Y1·Z2 + Y2·Z1
  F Z3 = mul_const(eq.a, t4);  // 19                                m_a
  X3 = mul_const(b3, t2);    // 20                                  m_3b
  Z3 = X3 + Z3;              // 21
  X3 = t1 - Z3;              // 22
  Z3 = t1 + Z3;              // 23
  F Y3 = X3 * Z3;            // 24                                  M
  t1 = t0 + t0;              // 25
  t1 = t1 + t0;              // 26  t1 = 3·X1·X2
  t2 = mul_const(eq.a, t2);  // 27                                  m_a
  t4 = mul_const(b3, t4);    // 28                                  m_3b
  t1 = t1 + t2;              // 29
  t2 = t0 - t2;              // 30
  t2 = mul_const(eq.a, t2);  // 31                                  m_a
  t4 = t4 + t2;              // 32
  t0 = t1 * t4;              // 33                                  M
  Y3 = Y3 + t0;              // 34
  t0 = t5 * t4;              // 35                                  M
  X3 = t3 * X3;              // 36                                  M
  X3 = X3 - t0;              // 37
  t0 = t3 * t1;              // 38                                  M
  Z3 = t5 * Z3;              // 39                                  M
  Z3 = Z3 + t0;              // 40
  return {X3, Y3, Z3};
}

/// Any a, Q affine. RCB Algorithm 2: 11M + 3m_a + 2m_3b + 17a. Q.infinity
/// is ignored: Q = O is outside what the algorithm can take.
inline constexpr spec::FormulaInfo madd_rcb_generic_alg2_info{
    "madd_rcb_generic_alg2", "Renes, Costello, Batina 2016, Algorithm 2 as printed (mixed, any a)", {11, 0, 5}};

template <class F>
[[nodiscard]] Projective<F> madd_rcb_generic_alg2(const Projective<F>& P, const Affine<F>& Q, const CurveEq<F>& eq) {
  const F b3 = mul_small(eq.b, 3);
  F t0 = P.X * Q.x;          //  1                                  M
  F t1 = P.Y * Q.y;          //  2                                  M
  F t3 = Q.x + Q.y;          //  3
  F t4 = P.X + P.Y;          //  4
  t3 = t3 * t4;              //  5                                  M
  t4 = t0 + t1;              //  6
  t3 = t3 - t4;              //  7  t3 = X1·y2 + x2·Y1
  t4 = Q.x * P.Z;            //  8                                  M
  t4 = t4 + P.X;             //  9  t4 = X1 + x2·Z1
  F t5 = Q.y * P.Z;          // 10                                  M
  t5 = t5 + P.Y;             // 11  t5 = Y1 + y2·Z1
  F Z3 = mul_const(eq.a, t4);  // 12                                m_a
  F X3 = mul_const(b3, P.Z);   // 13                                m_3b
  Z3 = X3 + Z3;              // 14
  X3 = t1 - Z3;              // 15
  Z3 = t1 + Z3;              // 16
  F Y3 = X3 * Z3;            // 17                                  M
  t1 = t0 + t0;              // 18
  t1 = t1 + t0;              // 19
  F t2 = mul_const(eq.a, P.Z);  // 20                               m_a
  t4 = mul_const(b3, t4);    // 21                                  m_3b
  t1 = t1 + t2;              // 22
  t2 = t0 - t2;              // 23
  t2 = mul_const(eq.a, t2);  // 24                                  m_a
  t4 = t4 + t2;              // 25
  t0 = t1 * t4;              // 26                                  M
  Y3 = Y3 + t0;              // 27
  t0 = t5 * t4;              // 28                                  M
  X3 = t3 * X3;              // 29                                  M
  X3 = X3 - t0;              // 30
  t0 = t3 * t1;              // 31                                  M
  Z3 = t5 * Z3;              // 32                                  M
  Z3 = Z3 + t0;              // 33
  return {X3, Y3, Z3};
}

/// Any a, Q affine or O: Algorithm 2, and P selected when Q = O. Complete.
inline constexpr spec::FormulaInfo madd_rcb_generic_11m_info{
    "madd_rcb_generic_11m", "Renes, Costello, Batina 2016, Algorithm 2, with Q = O selected", {11, 0, 5}};

template <class F>
[[nodiscard]] Projective<F> madd_rcb_generic_11m(const Projective<F>& P, const Affine<F>& Q, const CurveEq<F>& eq) {
  return select_if_infinity(Q, P, madd_rcb_generic_alg2(P, Q, eq));
}

/// Any a. RCB Algorithm 3: 8M + 3S + 3m_a + 2m_3b + 15a.
inline constexpr spec::FormulaInfo dbl_rcb_generic_8m3s_info{
    "dbl_rcb_generic_8m3s", "Renes, Costello, Batina 2016, Algorithm 3 (doubling, any a)", {8, 3, 5}};

template <class F>
[[nodiscard]] Projective<F> dbl_rcb_generic_8m3s(const Projective<F>& P, const CurveEq<F>& eq) {
  const F b3 = mul_small(eq.b, 3);
  F t0 = sqr(P.X);           //  1                                  S
  F t1 = sqr(P.Y);           //  2                                  S
  F t2 = sqr(P.Z);           //  3                                  S
  F t3 = P.X * P.Y;          //  4                                  M
  t3 = t3 + t3;              //  5
  F Z3 = P.X * P.Z;          //  6                                  M
  Z3 = Z3 + Z3;              //  7
  F X3 = mul_const(eq.a, Z3);  //  8                                m_a
  F Y3 = mul_const(b3, t2);  //  9                                  m_3b
  Y3 = X3 + Y3;              // 10
  X3 = t1 - Y3;              // 11
  Y3 = t1 + Y3;              // 12
  Y3 = X3 * Y3;              // 13                                  M
  X3 = t3 * X3;              // 14                                  M
  Z3 = mul_const(b3, Z3);    // 15                                  m_3b
  t2 = mul_const(eq.a, t2);  // 16                                  m_a
  t3 = t0 - t2;              // 17
  t3 = mul_const(eq.a, t3);  // 18                                  m_a
  t3 = t3 + Z3;              // 19
  Z3 = t0 + t0;              // 20
  t0 = Z3 + t0;              // 21
  t0 = t0 + t2;              // 22
  t0 = t0 * t3;              // 23                                  M
  Y3 = Y3 + t0;              // 24
  t2 = P.Y * P.Z;            // 25                                  M
  t2 = t2 + t2;              // 26
  t0 = t2 * t3;              // 27                                  M
  X3 = X3 - t0;              // 28
  Z3 = t2 * t1;              // 29                                  M
  Z3 = Z3 + Z3;              // 30
  Z3 = Z3 + Z3;              // 31
  return {X3, Y3, Z3};
}

// ---------------------------------------------------------------- a = −3

/// a = −3. RCB Algorithm 4: 12M + 2m_b + 29a; the multiplications by
/// a = −3 become additions.
inline constexpr spec::FormulaInfo add_rcb_am3_12m_info{
    "add_rcb_am3_12m", "Renes, Costello, Batina 2016, Algorithm 4 (complete, a = -3)", {12, 0, 2}};

template <class F>
[[nodiscard]] Projective<F> add_rcb_am3_12m(const Projective<F>& P, const Projective<F>& Q, const CurveEq<F>& eq) {
  F t0 = P.X * Q.X;          //  1                                  M
  F t1 = P.Y * Q.Y;          //  2                                  M
  F t2 = P.Z * Q.Z;          //  3                                  M
  F t3 = P.X + P.Y;          //  4
  F t4 = Q.X + Q.Y;          //  5
  t3 = t3 * t4;              //  6                                  M
  t4 = t0 + t1;              //  7
  t3 = t3 - t4;              //  8  t3 = X1·Y2 + X2·Y1
  t4 = P.Y + P.Z;            //  9
  F X3 = Q.Y + Q.Z;          // 10
  t4 = t4 * X3;              // 11                                  M
  X3 = t1 + t2;              // 12
  t4 = t4 - X3;              // 13  t4 = Y1·Z2 + Y2·Z1
  X3 = P.X + P.Z;            // 14
  F Y3 = Q.X + Q.Z;          // 15
  X3 = X3 * Y3;              // 16                                  M
  Y3 = t0 + t2;              // 17
  Y3 = X3 - Y3;              // 18  Y3 = X1·Z2 + X2·Z1
  F Z3 = mul_const(eq.b, t2);  // 19                                m_b
  X3 = Y3 - Z3;              // 20
  Z3 = X3 + X3;              // 21
  X3 = X3 + Z3;              // 22
  Z3 = t1 - X3;              // 23
  X3 = t1 + X3;              // 24
  Y3 = mul_const(eq.b, Y3);  // 25                                  m_b
  t1 = t2 + t2;              // 26
  t2 = t1 + t2;              // 27  t2 = 3·Z1·Z2
  Y3 = Y3 - t2;              // 28
  Y3 = Y3 - t0;              // 29
  t1 = Y3 + Y3;              // 30
  Y3 = t1 + Y3;              // 31
  t1 = t0 + t0;              // 32
  t0 = t1 + t0;              // 33
  t0 = t0 - t2;              // 34
  t1 = t4 * Y3;              // 35                                  M
  t2 = t0 * Y3;              // 36                                  M
  Y3 = X3 * Z3;              // 37                                  M
  Y3 = Y3 + t2;              // 38
  X3 = t3 * X3;              // 39                                  M
  X3 = X3 - t1;              // 40
  Z3 = t4 * Z3;              // 41                                  M
  t1 = t3 * t0;              // 42                                  M
  Z3 = Z3 + t1;              // 43
  return {X3, Y3, Z3};
}

/// a = −3, Q affine. RCB Algorithm 5: 11M + 2m_b + 23a. Q.infinity is
/// ignored.
inline constexpr spec::FormulaInfo madd_rcb_am3_alg5_info{
    "madd_rcb_am3_alg5", "Renes, Costello, Batina 2016, Algorithm 5 as printed (mixed, a = -3)", {11, 0, 2}};

template <class F>
[[nodiscard]] Projective<F> madd_rcb_am3_alg5(const Projective<F>& P, const Affine<F>& Q, const CurveEq<F>& eq) {
  F t0 = P.X * Q.x;          //  1                                  M
  F t1 = P.Y * Q.y;          //  2                                  M
  F t3 = Q.x + Q.y;          //  3
  F t4 = P.X + P.Y;          //  4
  t3 = t3 * t4;              //  5                                  M
  t4 = t0 + t1;              //  6
  t3 = t3 - t4;              //  7  t3 = X1·y2 + x2·Y1
  t4 = Q.y * P.Z;            //  8                                  M
  t4 = t4 + P.Y;             //  9  t4 = Y1 + y2·Z1
  F Y3 = Q.x * P.Z;          // 10                                  M
  Y3 = Y3 + P.X;             // 11  Y3 = X1 + x2·Z1
  F Z3 = mul_const(eq.b, P.Z);  // 12                               m_b
  F X3 = Y3 - Z3;            // 13
  Z3 = X3 + X3;              // 14
  X3 = X3 + Z3;              // 15
  Z3 = t1 - X3;              // 16
  X3 = t1 + X3;              // 17
  Y3 = mul_const(eq.b, Y3);  // 18                                  m_b
  t1 = P.Z + P.Z;            // 19
  F t2 = t1 + P.Z;           // 20  t2 = 3·Z1
  Y3 = Y3 - t2;              // 21
  Y3 = Y3 - t0;              // 22
  t1 = Y3 + Y3;              // 23
  Y3 = t1 + Y3;              // 24
  t1 = t0 + t0;              // 25
  t0 = t1 + t0;              // 26
  t0 = t0 - t2;              // 27
  t1 = t4 * Y3;              // 28                                  M
  t2 = t0 * Y3;              // 29                                  M
  Y3 = X3 * Z3;              // 30                                  M
  Y3 = Y3 + t2;              // 31
  X3 = t3 * X3;              // 32                                  M
  X3 = X3 - t1;              // 33
  Z3 = t4 * Z3;              // 34                                  M
  t1 = t3 * t0;              // 35                                  M
  Z3 = Z3 + t1;              // 36
  return {X3, Y3, Z3};
}

/// a = −3, Q affine or O: Algorithm 5, and P selected when Q = O. Complete.
inline constexpr spec::FormulaInfo madd_rcb_am3_11m_info{
    "madd_rcb_am3_11m", "Renes, Costello, Batina 2016, Algorithm 5, with Q = O selected", {11, 0, 2}};

template <class F>
[[nodiscard]] Projective<F> madd_rcb_am3_11m(const Projective<F>& P, const Affine<F>& Q, const CurveEq<F>& eq) {
  return select_if_infinity(Q, P, madd_rcb_am3_alg5(P, Q, eq));
}

/// a = −3. RCB Algorithm 6: 8M + 3S + 2m_b + 21a.
inline constexpr spec::FormulaInfo dbl_rcb_am3_8m3s_info{
    "dbl_rcb_am3_8m3s", "Renes, Costello, Batina 2016, Algorithm 6 (doubling, a = -3)", {8, 3, 2}};

template <class F>
[[nodiscard]] Projective<F> dbl_rcb_am3_8m3s(const Projective<F>& P, const CurveEq<F>& eq) {
  F t0 = sqr(P.X);           //  1                                  S
  F t1 = sqr(P.Y);           //  2                                  S
  F t2 = sqr(P.Z);           //  3                                  S
  F t3 = P.X * P.Y;          //  4                                  M
  t3 = t3 + t3;              //  5
  F Z3 = P.X * P.Z;          //  6                                  M
  Z3 = Z3 + Z3;              //  7
  F Y3 = mul_const(eq.b, t2);  //  8                                m_b
  Y3 = Y3 - Z3;              //  9
  F X3 = Y3 + Y3;            // 10
  Y3 = X3 + Y3;              // 11
  X3 = t1 - Y3;              // 12
  Y3 = t1 + Y3;              // 13
  Y3 = X3 * Y3;              // 14                                  M
  X3 = X3 * t3;              // 15                                  M
  t3 = t2 + t2;              // 16
  t2 = t2 + t3;              // 17  t2 = 3·Z²
  Z3 = mul_const(eq.b, Z3);  // 18                                  m_b
  Z3 = Z3 - t2;              // 19
  Z3 = Z3 - t0;              // 20
  t3 = Z3 + Z3;              // 21
  Z3 = Z3 + t3;              // 22
  t3 = t0 + t0;              // 23
  t0 = t3 + t0;              // 24
  t0 = t0 - t2;              // 25
  t0 = t0 * Z3;              // 26                                  M
  Y3 = Y3 + t0;              // 27
  t0 = P.Y * P.Z;            // 28                                  M
  t0 = t0 + t0;              // 29
  Z3 = t0 * Z3;              // 30                                  M
  X3 = X3 - Z3;              // 31
  Z3 = t0 * t1;              // 32                                  M
  Z3 = Z3 + Z3;              // 33
  Z3 = Z3 + Z3;              // 34
  return {X3, Y3, Z3};
}

// ---------------------------------------------------------------- a = 0

/// a = 0. RCB Algorithm 7: 12M + 2m_3b + 19a.
inline constexpr spec::FormulaInfo add_rcb_a0_12m_info{
    "add_rcb_a0_12m", "Renes, Costello, Batina 2016, Algorithm 7 (complete, a = 0)", {12, 0, 2}};

template <class F>
[[nodiscard]] Projective<F> add_rcb_a0_12m(const Projective<F>& P, const Projective<F>& Q, const CurveEq<F>& eq) {
  const F b3 = mul_small(eq.b, 3);
  F t0 = P.X * Q.X;          //  1                                  M
  F t1 = P.Y * Q.Y;          //  2                                  M
  F t2 = P.Z * Q.Z;          //  3                                  M
  F t3 = P.X + P.Y;          //  4
  F t4 = Q.X + Q.Y;          //  5
  t3 = t3 * t4;              //  6                                  M
  t4 = t0 + t1;              //  7
  t3 = t3 - t4;              //  8  t3 = X1·Y2 + X2·Y1
  t4 = P.Y + P.Z;            //  9
  F X3 = Q.Y + Q.Z;          // 10
  t4 = t4 * X3;              // 11                                  M
  X3 = t1 + t2;              // 12
  t4 = t4 - X3;              // 13  t4 = Y1·Z2 + Y2·Z1
  X3 = P.X + P.Z;            // 14
  F Y3 = Q.X + Q.Z;          // 15
  X3 = X3 * Y3;              // 16                                  M
  Y3 = t0 + t2;              // 17
  Y3 = X3 - Y3;              // 18  Y3 = X1·Z2 + X2·Z1
  X3 = t0 + t0;              // 19
  t0 = X3 + t0;              // 20  t0 = 3·X1·X2
  t2 = mul_const(b3, t2);    // 21                                  m_3b
  F Z3 = t1 + t2;            // 22
  t1 = t1 - t2;              // 23
  Y3 = mul_const(b3, Y3);    // 24                                  m_3b
  X3 = t4 * Y3;              // 25                                  M
  t2 = t3 * t1;              // 26                                  M
  X3 = t2 - X3;              // 27
  Y3 = Y3 * t0;              // 28                                  M
  t1 = t1 * Z3;              // 29                                  M
  Y3 = t1 + Y3;              // 30
  t0 = t0 * t3;              // 31                                  M
  Z3 = Z3 * t4;              // 32                                  M
  Z3 = Z3 + t0;              // 33
  return {X3, Y3, Z3};
}

/// a = 0, Q affine. RCB Algorithm 8: 11M + 2m_3b + 13a. Q.infinity is
/// ignored.
inline constexpr spec::FormulaInfo madd_rcb_a0_alg8_info{
    "madd_rcb_a0_alg8", "Renes, Costello, Batina 2016, Algorithm 8 as printed (mixed, a = 0)", {11, 0, 2}};

template <class F>
[[nodiscard]] Projective<F> madd_rcb_a0_alg8(const Projective<F>& P, const Affine<F>& Q, const CurveEq<F>& eq) {
  const F b3 = mul_small(eq.b, 3);
  F t0 = P.X * Q.x;          //  1                                  M
  F t1 = P.Y * Q.y;          //  2                                  M
  F t3 = Q.x + Q.y;          //  3
  F t4 = P.X + P.Y;          //  4
  t3 = t3 * t4;              //  5                                  M
  t4 = t0 + t1;              //  6
  t3 = t3 - t4;              //  7  t3 = X1·y2 + x2·Y1
  t4 = Q.y * P.Z;            //  8                                  M
  t4 = t4 + P.Y;             //  9  t4 = Y1 + y2·Z1
  F Y3 = Q.x * P.Z;          // 10                                  M
  Y3 = Y3 + P.X;             // 11  Y3 = X1 + x2·Z1
  F X3 = t0 + t0;            // 12
  t0 = X3 + t0;              // 13  t0 = 3·X1·x2
  F t2 = mul_const(b3, P.Z);  // 14                                 m_3b
  F Z3 = t1 + t2;            // 15
  t1 = t1 - t2;              // 16
  Y3 = mul_const(b3, Y3);    // 17                                  m_3b
  X3 = t4 * Y3;              // 18                                  M
  t2 = t3 * t1;              // 19                                  M
  X3 = t2 - X3;              // 20
  Y3 = Y3 * t0;              // 21                                  M
  t1 = t1 * Z3;              // 22                                  M
  Y3 = t1 + Y3;              // 23
  t0 = t0 * t3;              // 24                                  M
  Z3 = Z3 * t4;              // 25                                  M
  Z3 = Z3 + t0;              // 26
  return {X3, Y3, Z3};
}

/// a = 0, Q affine or O: Algorithm 8, and P selected when Q = O. Complete.
inline constexpr spec::FormulaInfo madd_rcb_a0_11m_info{
    "madd_rcb_a0_11m", "Renes, Costello, Batina 2016, Algorithm 8, with Q = O selected", {11, 0, 2}};

template <class F>
[[nodiscard]] Projective<F> madd_rcb_a0_11m(const Projective<F>& P, const Affine<F>& Q, const CurveEq<F>& eq) {
  return select_if_infinity(Q, P, madd_rcb_a0_alg8(P, Q, eq));
}

/// a = 0. RCB Algorithm 9: 6M + 2S + 1m_3b + 9a.
inline constexpr spec::FormulaInfo dbl_rcb_a0_6m2s_info{
    "dbl_rcb_a0_6m2s", "Renes, Costello, Batina 2016, Algorithm 9 (doubling, a = 0)", {6, 2, 1}};

template <class F>
[[nodiscard]] Projective<F> dbl_rcb_a0_6m2s(const Projective<F>& P, const CurveEq<F>& eq) {
  const F b3 = mul_small(eq.b, 3);
  F t0 = sqr(P.Y);           //  1                                  S
  F Z3 = t0 + t0;            //  2
  Z3 = Z3 + Z3;              //  3
  Z3 = Z3 + Z3;              //  4  Z3 = 8·Y²
  F t1 = P.Y * P.Z;          //  5                                  M
  F t2 = sqr(P.Z);           //  6                                  S
  t2 = mul_const(b3, t2);    //  7                                  m_3b
  F X3 = t2 * Z3;            //  8                                  M
  F Y3 = t0 + t2;            //  9
  Z3 = t1 * Z3;              // 10                                  M
  t1 = t2 + t2;              // 11
  t2 = t1 + t2;              // 12
  t0 = t0 - t2;              // 13
  Y3 = t0 * Y3;              // 14                                  M
  Y3 = X3 + Y3;              // 15
  t1 = P.X * P.Y;            // 16                                  M
  X3 = t0 * t1;              // 17                                  M
  X3 = X3 + X3;              // 18
  return {X3, Y3, Z3};
}

}  // namespace tandem::ref

// Co-Z arithmetic, fast: the twins of ref/formulas/coz.hpp (Meloni 2007;
// Goundar, Joye, Miyaji, CHES 2010) on the lazy field interface. No branch:
// constant time. Not complete, exactly as ref's (the prover refutes them
// where X1 = X2): the co-Z ladder keeps away from those inputs
// (ref/mult/coz_ladder.hpp says why). Co-Z points stay within {3, 3, 1}
// (X1 − X2 must square: 3 + 4 ≤ 8), tighter than the group's {4, 4, 1}.
#pragma once

#include "tandem/fast/group/lazy_field.hpp"
#include "tandem/fast/group/point.hpp"
#include "tandem/spec/formula_info.hpp"

namespace tandem::fast {

/// Two Jacobian points with one Z.
template <class F>
struct CoZPair {
  Gej<F> first;
  Gej<F> second;
};

/// Any a. ZADDU: (P, Q) co-Z ↦ (P + Q, P) co-Z. 5M + 2S.
inline constexpr spec::FormulaInfo zaddu_5m2s_info{
    "zaddu_5m2s", "Meloni, WAIFI 2007, ZADDU (EFD zadd-2007-m)", {5, 2, 0}};
inline constexpr FormulaMagnitudes zaddu_5m2s_magnitudes{{3, 3, 1}, {1, 1, 1}, {3, 3, 1}};

template <LazyField F>
[[nodiscard]] constexpr CoZPair<F> zaddu_5m2s(const Gej<F>& P, const Gej<F>& Q) {
  const F dX = add(P.X, negate(Q.X, 3));                           // X1 − X2                7
  const F C = sqr(dX);                                             //                        1
  const F W1 = mul(P.X, C);                                        // X1 on the new Z        1
  const F W2 = mul(Q.X, C);                                        //                        1
  const F dY = add(P.Y, negate(Q.Y, 3));                           // Y1 − Y2                7
  const F D = sqr(dY);                                             //                        1
  const F A1 = mul(P.Y, add(W1, negate(W2, 1)));                   // Y1 on the new Z        1
  const F X3 = normalize_weak(add(add(D, negate(W1, 1)), negate(W2, 1)));  //           5 → 1
  const F Y3 = add(mul(dY, add(W1, negate(X3, 1))), negate(A1, 1));  //                      3
  const F Z3 = mul(P.Z, dX);                                       //                        1
  return {{X3, Y3, Z3}, {W1, A1, Z3}};
}

/// Any a. ZADDC: (P, Q) co-Z ↦ (P + Q, P − Q) co-Z. 6M + 3S.
inline constexpr spec::FormulaInfo zaddc_6m3s_info{
    "zaddc_6m3s", "Goundar, Joye, Miyaji, CHES 2010, ZADDC (conjugate co-Z addition)", {6, 3, 0}};
inline constexpr FormulaMagnitudes zaddc_6m3s_magnitudes{{3, 3, 1}, {1, 1, 1}, {3, 3, 1}};

template <LazyField F>
[[nodiscard]] constexpr CoZPair<F> zaddc_6m3s(const Gej<F>& P, const Gej<F>& Q) {
  const F dX = add(P.X, negate(Q.X, 3));                           //                        7
  const F C = sqr(dX);                                             //                        1
  const F W1 = mul(P.X, C);                                        //                        1
  const F W2 = mul(Q.X, C);                                        //                        1
  const F dY = add(P.Y, negate(Q.Y, 3));                           //                        7
  const F D = sqr(dY);                                             //                        1
  const F A1 = mul(P.Y, add(W1, negate(W2, 1)));                   //                        1
  const F X3 = normalize_weak(add(add(D, negate(W1, 1)), negate(W2, 1)));  //           5 → 1
  const F Y3 = add(mul(dY, add(W1, negate(X3, 1))), negate(A1, 1));  // P + Q                3
  const F Z3 = mul(P.Z, dX);                                       //                        1
  const F sY = add(P.Y, Q.Y);                                      // the slope to −Q        6
  const F Dc = sqr(sY);                                            //                        1
  const F X3c = normalize_weak(add(add(Dc, negate(W1, 1)), negate(W2, 1)));  //         5 → 1
  const F Y3c = add(mul(sY, add(W1, negate(X3c, 1))), negate(A1, 1));  // P − Q              3
  return {{X3, Y3, Z3}, {X3c, Y3c, Z3}};
}

/// a = 0. DBLU: affine P ↦ (2P, P) co-Z with Z = 2·y. ref's dblu_1m5s
/// without the + a. 1M + 5S. P finite with y ≠ 0.
inline constexpr spec::FormulaInfo dblu_a0_1m5s_info{
    "dblu_a0_1m5s", "Goundar, Joye, Miyaji, CHES 2010, DBLU (doubling with update, Z1 = 1), a = 0", {1, 5, 0}};
inline constexpr FormulaMagnitudes dblu_a0_1m5s_magnitudes{{3, 3, 1}, {1, 1, 1}, {3, 3, 1}};

template <LazyField F>
[[nodiscard]] constexpr CoZPair<F> dblu_a0_1m5s(const Ge<F>& P) {
  const F B = sqr(P.x);                                            // x²                     1
  const F E = sqr(P.y);                                            // y²                     1
  const F L = sqr(E);                                              // y⁴                     1
  const F XE = sqr(add(P.x, E));                                   //                        1
  const F S = normalize_weak(mul_int(add(add(XE, negate(B, 1)), negate(L, 1)), 2));  // 4·x·y²  10 → 1
  const F M = mul_int(B, 3);                                       // 3·x²                   3
  const F X3 = normalize_weak(add(sqr(M), negate(mul_int(S, 2), 2)));  //               4 → 1
  const F L8 = normalize_weak(mul_int(L, 8));                      // 8·y⁴               8 → 1
  const F Y3 = add(mul(M, add(S, negate(X3, 1))), negate(L8, 1));  //                        3
  const F Z3 = normalize_weak(mul_int(P.y, 2));                    // 2·y                2 → 1
  return {{X3, Y3, Z3}, {S, L8, Z3}};
}

/// Any a. DBLU: affine P ↦ (2P, P) co-Z with Z = 2·y, ref's dblu_1m5s;
/// a (normalized) is added to 3·x², not multiplied. 1M + 5S. P finite with
/// y ≠ 0.
inline constexpr spec::FormulaInfo dblu_1m5s_info{
    "dblu_1m5s", "Goundar, Joye, Miyaji, CHES 2010, DBLU (doubling with update, Z1 = 1)", {1, 5, 0}};
inline constexpr FormulaMagnitudes dblu_1m5s_magnitudes{{3, 3, 1}, {1, 1, 1}, {3, 3, 1}};

template <LazyField F>
[[nodiscard]] constexpr CoZPair<F> dblu_1m5s(const Ge<F>& P, const F& a) {
  const F B = sqr(P.x);                                            // x²                     1
  const F E = sqr(P.y);                                            // y²                     1
  const F L = sqr(E);                                              // y⁴                     1
  const F XE = sqr(add(P.x, E));                                   //                        1
  const F S = normalize_weak(mul_int(add(add(XE, negate(B, 1)), negate(L, 1)), 2));  // 4·x·y²  10 → 1
  const F M = add(mul_int(B, 3), a);                               // 3·x² + a           3 + 1
  const F X3 = normalize_weak(add(sqr(M), negate(mul_int(S, 2), 2)));  //               4 → 1
  const F L8 = normalize_weak(mul_int(L, 8));                      // 8·y⁴               8 → 1
  const F Y3 = add(mul(M, add(S, negate(X3, 1))), negate(L8, 1));  //                        3
  const F Z3 = normalize_weak(mul_int(P.y, 2));                    // 2·y                2 → 1
  return {{X3, Y3, Z3}, {S, L8, Z3}};
}

/// Any a. One co-Z ladder step, ZADDC then ZADDU: (R0, R1) co-Z ↦
/// (2·R0, R0 + R1) co-Z. 11M + 5S.
inline constexpr spec::FormulaInfo coz_ladder_step_11m5s_info{
    "coz_ladder_step_11m5s", "Goundar, Joye, Miyaji, CHES 2010, co-Z Montgomery ladder step (ZADDC, ZADDU)",
    {11, 5, 0}};
inline constexpr FormulaMagnitudes coz_ladder_step_11m5s_magnitudes{{3, 3, 1}, {1, 1, 1}, {3, 3, 1}};

template <LazyField F>
[[nodiscard]] constexpr CoZPair<F> coz_ladder_step_11m5s(const Gej<F>& R0, const Gej<F>& R1) {
  const CoZPair<F> sd = zaddc_6m3s(R0, R1);                        // (R0 + R1, R0 − R1)  {3, 3, 1}
  return zaddu_5m2s(sd.first, sd.second);                          // (2·R0, R0 + R1)     {3, 3, 1}
}

}  // namespace tandem::fast

// Unified addition: one formula for P + Q and for P + P, so that a doubling
// and an addition look alike to a side channel. Brier and Joye (PKC 2002)
// rewrote the chord's slope with the curve equation:
//
//   (y2 − y1)/(x2 − x1) = (x1² + x1·x2 + x2² + a)/(y1 + y2),
//
// (multiply by (y1 + y2)/(y1 + y2) and use y² = x³ + a·x + b), and the
// right-hand side is the tangent's slope when P = Q. It is not defined where
// y1 + y2 = 0: P = −Q (the answer is O), and, when x1 ≠ x2, the pairs
// (x1, y1), (x2, −y1) with x2 another root of x³ + a·x = x1³ + a·x1, where
// the answer is a finite point. libsecp256k1's constant-time mixed addition
// selects the chord's slope there instead (the "alternative slope"); its
// version before 2015 did not, and is kept as a refuted negative case in
// proofs/symbolic/negative_controls.hpp.
// Proven by proofs/symbolic for every case, counted by proofs/census.
#pragma once

#include "tandem/ref/point.hpp"
#include "tandem/spec/formula_info.hpp"

namespace tandem::ref {

/// Any a, homogeneous projective coordinates. Brier, Joye, PKC 2002 (EFD
/// shortw-projective add-2002-bj): 11M + 6S + 1C. With ZZ = Z1·Z2,
/// T = (x1 + x2)·ZZ, M = (y1 + y2)·ZZ, R = (x1² + x1·x2 + x2² + a)·ZZ² the
/// slope is R/(ZZ·M). Right for P + Q, P + P (y = 0 included) and P = −Q
/// as long as the slope is not 0/0, that is not where y2 = −y1 and
/// x1² + x1·x2 + x2² + a = 0: for x2 ≠ x1 the two other points on the
/// horizontal line through −P, for x2 = x1 P = −Q with 3x² + a = 0 (x = 0
/// when a = 0). Not with O as an input either (Z = 0 makes ZZ = 0). No
/// branch.
inline constexpr spec::FormulaInfo add_unified_bj_11m6s1c_info{
    "add_unified_bj_11m6s1c", "Brier, Joye, PKC 2002 (EFD shortw-projective add-2002-bj)", {11, 6, 1}};

template <class F>
[[nodiscard]] Projective<F> add_unified_bj_11m6s1c(const Projective<F>& P, const Projective<F>& Q,
                                                   const CurveEq<F>& eq) {
  const F U1 = P.X * Q.Z;                            // x1·ZZ                      1M
  const F U2 = Q.X * P.Z;                            // x2·ZZ                      1M
  const F S1 = P.Y * Q.Z;                            // y1·ZZ                      1M
  const F S2 = Q.Y * P.Z;                            // y2·ZZ                      1M
  const F ZZ = P.Z * Q.Z;                            //                            1M
  const F T = U1 + U2;                               // (x1 + x2)·ZZ
  const F TT = sqr(T);                               //                            1S
  const F M = S1 + S2;                               // (y1 + y2)·ZZ
  const F R = TT - U1 * U2 + mul_const(eq.a, sqr(ZZ));  // the slope's numerator  1M 1S 1C
  const F Fm = ZZ * M;                               // the slope's denominator    1M
  const F L = M * Fm;                                //                            1M
  const F LL = sqr(L);                               //                            1S
  const F G = sqr(T + L) - TT - LL;                  // 2·T·L                      1S
  const F W = mul_small(sqr(R), 2) - G;              // 2·F²·x3                    1S
  const F X3 = mul_small(Fm * W, 2);                 //                            1M
  const F Y3 = R * (G - mul_small(W, 2)) - mul_small(LL, 2);  //                   1M
  const F Z3 = mul_small(Fm * sqr(Fm), 4);           // 4·F³                       1M 1S
  return {X3, Y3, Z3};
}

/// a = 0, Jacobian + affine, constant-time in structure: libsecp256k1's
/// secp256k1_gej_add_ge (group_impl.h, "7 mul, 5 sqr", with fe_half since
/// 2022). The unified slope R/M with R = U1² + U1·U2 + U2², M = S1 + S2 is
/// replaced by the chord's (S1 − S2)/(U1 − U2) = 2·S1/(U1 − U2) exactly
/// when R = M = 0 (y2 = −y1, x2 = β·x1: secp256k1 has a cube root of unity
/// β); P = O and Q = O are selected at the end. Every operation is always
/// computed: the only data-dependent steps are the selects. With Malt the
/// slope's denominator, X3 = Ralt² − T·Malt², Z3 = Malt·Z1 and
/// Y3 = −(Ralt·(2·X3 − T·Malt²) + M³·Malt)/2, where M³·Malt is Malt⁴ or,
/// in the degenerate case, M = 0.
inline constexpr spec::FormulaInfo madd_unified_a0_7m5s_info{
    "madd_unified_a0_7m5s", "libsecp256k1 secp256k1_gej_add_ge (Brier-Joye unified, alternative slope)", {7, 5, 0}};

template <class F>
[[nodiscard]] Jacobian<F> madd_unified_a0_7m5s(const Jacobian<F>& P, const Affine<F>& Q) {
  const F zz = sqr(P.Z);                             // Z1²                        1S
  const F u1 = P.X;                                  // x1·Z1²
  const F u2 = Q.x * zz;                             // x2·Z1²                     1M
  const F s1 = P.Y;                                  // y1·Z1³
  const F s2 = Q.y * zz * P.Z;                       // y2·Z1³                     2M
  const F t = u1 + u2;                               // T = (x1 + x2)·Z1²
  const F m = s1 + s2;                               // M = (y1 + y2)·Z1³
  const F rr = sqr(t) - u1 * u2;                     // R = (x1² + x1·x2 + x2²)·Z1⁴  1S 1M
  const bool m_zero = is_zero(m);
  const bool r_zero = is_zero(rr);
  const bool degenerate = m_zero && r_zero;          // R/M = 0/0: y2 = −y1, x2 ≠ x1
  const F r_alt = select(degenerate, mul_small(s1, 2), rr);  // chord: S1 − S2 = 2·S1
  const F m_alt = select(degenerate, u1 - u2, m);    //        over U1 − U2
  const F nn = sqr(m_alt);                           // Malt²                      1S
  const F q = -(t * nn);                             // −T·Malt²                   1M
  const F n4 = select(degenerate, m, sqr(nn));       // M³·Malt: Malt⁴, or M = 0   1S
  const F X3 = sqr(r_alt) + q;                       // Ralt² − T·Malt²            1S
  const F Z3 = P.Z * m_alt;                          // Malt·Z1                    1M
  const F Y3 = -half(r_alt * (mul_small(X3, 2) + q) + n4);  //                     1M 1half
  // P = O: the sum is Q; Q = O: the sum is P. Selected, not branched.
  const bool p_infinity = is_zero(P.Z);
  const F one = P.Z.constant(1);
  const Jacobian<F> R{select(p_infinity, Q.x, X3), select(p_infinity, Q.y, Y3), select(p_infinity, one, Z3)};
  return {select(Q.infinity, P.X, R.X), select(Q.infinity, P.Y, R.Y), select(Q.infinity, P.Z, R.Z)};
}

}  // namespace tandem::ref

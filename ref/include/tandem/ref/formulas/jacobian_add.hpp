// General addition in Jacobian coordinates (X : Y : Z) ↦ (X/Z², Y/Z³): two
// points with arbitrary Z, and the addition with a known Z ratio that
// libsecp256k1 uses against its odd-multiples tables. Each has explicit
// branches for its exceptional cases (O on either side, P = Q handed to the
// doubling, P = −Q giving O): variable-time, like all of ref/.
// Proven by proofs/symbolic against affine_add for every case and family,
// counted by proofs/census against the cost below.
#pragma once

#include "tandem/ref/formulas/jacobian_dbl.hpp"
#include "tandem/ref/point.hpp"
#include "tandem/spec/formula_info.hpp"

namespace tandem::ref {

/// Any a. EFD shortw-jacobian add-1998-cmo-2 (Cohen, Miyaji, Ono 1998):
/// 12M + 4S. The chord's slope is r/(Z1·Z2·H) with H = U2 − U1 and
/// r = S2 − S1, everything brought to the common denominator Z1²·Z2².
inline constexpr spec::FormulaInfo add_1998_cmo_12m4s_info{
    "add_1998_cmo_12m4s", "EFD shortw-jacobian add-1998-cmo-2 (Cohen, Miyaji, Ono, ASIACRYPT 1998)", {12, 4, 0}};

template <class F>
[[nodiscard]] Jacobian<F> add_1998_cmo_12m4s(const Jacobian<F>& P, const Jacobian<F>& Q, const CurveEq<F>& eq) {
  if (is_zero(P.Z)) return Q;
  if (is_zero(Q.Z)) return P;
  const F Z1Z1 = sqr(P.Z);                       // Z1²                          1S
  const F Z2Z2 = sqr(Q.Z);                       // Z2²                          1S
  const F U1 = P.X * Z2Z2;                       // x1·Z1²·Z2²                   1M
  const F U2 = Q.X * Z1Z1;                       // x2·Z1²·Z2²                   1M
  const F S1 = P.Y * Q.Z * Z2Z2;                 // y1·Z1³·Z2³                   2M
  const F S2 = Q.Y * P.Z * Z1Z1;                 // y2·Z1³·Z2³                   2M
  const F H = U2 - U1;                           // zero iff x1 = x2
  const F r = S2 - S1;                           // then zero iff y1 = y2
  if (is_zero(H)) {
    if (is_zero(r)) return dbl(P, eq);           // P = Q
    return Jacobian<F>::at_infinity(P.X);        // P = −Q
  }
  const F HH = sqr(H);                           //                              1S
  const F HHH = H * HH;                          //                              1M
  const F V = U1 * HH;                           //                              1M
  const F X3 = sqr(r) - HHH - mul_small(V, 2);   // r² − H³ − 2·U1·H²            1S
  const F Y3 = r * (V - X3) - S1 * HHH;          // r·(V − X3) − S1·H³           2M
  const F Z3 = P.Z * Q.Z * H;                    // Z1·Z2·H                      2M
  return {X3, Y3, Z3};
}

/// Any a. EFD shortw-jacobian add-2007-bl (Bernstein, Lange 2007):
/// 11M + 5S. add-1998-cmo-2 with the slope doubled (I = (2H)², r = 2·(S2 −
/// S1)) and Z1·Z2 traded for a squaring: 2·Z1·Z2 = (Z1 + Z2)² − Z1² − Z2².
inline constexpr spec::FormulaInfo add_2007_bl_11m5s_info{
    "add_2007_bl_11m5s", "EFD shortw-jacobian add-2007-bl (Bernstein, Lange 2007)", {11, 5, 0}};

template <class F>
[[nodiscard]] Jacobian<F> add_2007_bl_11m5s(const Jacobian<F>& P, const Jacobian<F>& Q, const CurveEq<F>& eq) {
  if (is_zero(P.Z)) return Q;
  if (is_zero(Q.Z)) return P;
  const F Z1Z1 = sqr(P.Z);                                  //                     1S
  const F Z2Z2 = sqr(Q.Z);                                  //                     1S
  const F U1 = P.X * Z2Z2;                                  //                     1M
  const F U2 = Q.X * Z1Z1;                                  //                     1M
  const F S1 = P.Y * Q.Z * Z2Z2;                            //                     2M
  const F S2 = Q.Y * P.Z * Z1Z1;                            //                     2M
  const F H = U2 - U1;
  const F r = mul_small(S2 - S1, 2);
  if (is_zero(H)) {
    if (is_zero(r)) return dbl(P, eq);                      // P = Q
    return Jacobian<F>::at_infinity(P.X);                   // P = −Q
  }
  const F I = sqr(mul_small(H, 2));                         // (2H)²               1S
  const F J = H * I;                                        //                     1M
  const F V = U1 * I;                                       //                     1M
  const F X3 = sqr(r) - J - mul_small(V, 2);                //                     1S
  const F Y3 = r * (V - X3) - mul_small(S1 * J, 2);         //                     2M
  const F Z3 = (sqr(P.Z + Q.Z) - Z1Z1 - Z2Z2) * H;          // 2·Z1·Z2·H           1S 1M
  return {X3, Y3, Z3};
}

/// Any a. P + Q where Q is given by (x, y) and zinv with Q = (x·zinv²,
/// y·zinv³): libsecp256k1's secp256k1_gej_add_zinv_var (group_impl.h,
/// "9 mul, 3 sqr"). Its tables of odd multiples are kept affine on an
/// isomorphic curve y² = x³ + a·s⁴·x + b·s⁶, s = 1/zinv, where they all
/// came out with one common Z. The isomorphism (x, y) ↦ (x·s², y·s³) maps P
/// = (X1 : Y1 : Z1) to (X1 : Y1 : Z1·zinv) and Q to (x, y); the mixed
/// addition is done there, and mapping the sum back only divides its Z by
/// zinv, so Z3 is taken from Z1 rather than Z1·zinv. One M more than
/// madd_8m3s. Precondition: zinv ≠ 0.
inline constexpr spec::FormulaInfo add_zinv_9m3s_info{
    "add_zinv_9m3s", "libsecp256k1 secp256k1_gej_add_zinv_var (group_impl.h): a known Z ratio", {9, 3, 0}};

template <class F>
[[nodiscard]] Jacobian<F> add_zinv_9m3s(const Jacobian<F>& P, const Affine<F>& Q, const F& zinv,
                                        const CurveEq<F>& eq) {
  if (Q.infinity) return P;
  if (is_zero(P.Z)) {
    const F zinv2 = sqr(zinv);
    return {Q.x * zinv2, Q.y * zinv2 * zinv, zinv.constant(1)};
  }
  const F az = P.Z * zinv;                // P's Z on the curve where Q is affine    1M
  const F Z1Z1 = sqr(az);                 //                                          1S
  const F U2 = Q.x * Z1Z1;                //                                          1M
  const F S2 = Q.y * Z1Z1 * az;           //                                          2M
  const F H = U2 - P.X;                   // zero iff x1 = x2
  const F R = S2 - P.Y;                   // then zero iff y1 = y2
  if (is_zero(H)) {
    if (is_zero(R)) return dbl(P, eq);    // P = Q: double on the curve itself
    return Jacobian<F>::at_infinity(P.X); // P = −Q
  }
  const F HH = sqr(H);                    //                                          1S
  const F HHH = HH * H;                   //                                          1M
  const F V = P.X * HH;                   //                                          1M
  const F X3 = sqr(R) - HHH - mul_small(V, 2);   //                                   1S
  const F Y3 = R * (V - X3) - P.Y * HHH;         //                                   2M
  const F Z3 = P.Z * H;                   // back on the curve: Z1, not az, times H   1M
  return {X3, Y3, Z3};
}

}  // namespace tandem::ref

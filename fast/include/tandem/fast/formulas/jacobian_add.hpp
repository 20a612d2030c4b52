// Additions in Jacobian coordinates, fast: the twins of
// ref/formulas/jacobian_madd.hpp and jacobian_add.hpp on the lazy field
// interface. Their exceptional cases (O on either side, P = Q handed to the
// doubling, P = −Q giving O) are branches on normalizes_to_zero_var, taken
// on the value: variable time, hence _var, for public points only (the
// strategies for public scalars: ecmult, ecmult_multi, the _var ones). The
// magnitude comments are for inputs within each formula's
// FormulaMagnitudes (group/lazy_field.hpp).
#pragma once

#include "tandem/fast/formulas/jacobian_dbl.hpp"
#include "tandem/fast/group/lazy_field.hpp"
#include "tandem/fast/group/point.hpp"
#include "tandem/spec/formula_info.hpp"

namespace tandem::fast {

/// Any a; here a = 0. Hankerson–Menezes–Vanstone 2004, Alg. 3.22 (EFD
/// madd-2004-hmv): 8M + 3S.
inline constexpr spec::FormulaInfo madd_8m3s_var_info{
    "madd_8m3s_var", "Hankerson, Menezes, Vanstone 2004, Alg. 3.22 (EFD madd-2004-hmv)", {8, 3, 0}};
inline constexpr FormulaMagnitudes madd_8m3s_var_magnitudes{{4, 4, 1}, {1, 1, 1}, {4, 4, 1}};

template <LazyField F>
[[nodiscard]] constexpr Gej<F> madd_8m3s_var(const Gej<F>& P, const Ge<F>& Q) {
  if (Q.infinity) return P;
  if (normalizes_to_zero_var(P.Z)) return Gej<F>::from_affine(Q);
  const F ZZ = sqr(P.Z);                                           // Z1²                    1
  const F U2 = mul(Q.x, ZZ);                                       // x2·Z1²                 1
  const F S2 = mul(Q.y, mul(ZZ, P.Z));                             // y2·Z1³                 1
  const F H = add(U2, negate(P.X, 4));                             // U2 − X1                6
  const F R = add(S2, negate(P.Y, 4));                             // S2 − Y1                6
  if (normalizes_to_zero_var(H)) {
    if (normalizes_to_zero_var(R)) return dbl(P);                  // P = Q
    return Gej<F>::at_infinity();                                  // P = −Q
  }
  const F Z3 = mul(P.Z, H);                                        //                        1
  const F HH = sqr(H);                                             //                        1
  const F HHH = mul(HH, H);                                        //                        1
  const F V = mul(P.X, HH);                                        //                        1
  const F X3 = normalize_weak(add(add(sqr(R), negate(HHH, 1)), negate(mul_int(V, 2), 2)));  // 6 → 1
  const F Y3 = add(mul(R, add(V, negate(X3, 1))), negate(mul(P.Y, HHH), 1));  // R·(V − X3) − Y1·H³  3
  return {X3, Y3, Z3};
}

/// Any a. EFD shortw-jacobian add-1998-cmo-2: 12M + 4S.
inline constexpr spec::FormulaInfo add_1998_cmo_12m4s_var_info{
    "add_1998_cmo_12m4s_var", "EFD shortw-jacobian add-1998-cmo-2 (Cohen, Miyaji, Ono, ASIACRYPT 1998)", {12, 4, 0}};
inline constexpr FormulaMagnitudes add_1998_cmo_12m4s_var_magnitudes{{4, 4, 1}, {1, 1, 1}, {4, 4, 1}};

template <LazyField F>
[[nodiscard]] constexpr Gej<F> add_1998_cmo_12m4s_var(const Gej<F>& P, const Gej<F>& Q) {
  if (normalizes_to_zero_var(P.Z)) return Q;
  if (normalizes_to_zero_var(Q.Z)) return P;
  const F Z1Z1 = sqr(P.Z);                                         //                        1
  const F Z2Z2 = sqr(Q.Z);                                         //                        1
  const F U1 = mul(P.X, Z2Z2);                                     //                        1
  const F U2 = mul(Q.X, Z1Z1);                                     //                        1
  const F S1 = mul(mul(P.Y, Q.Z), Z2Z2);                           //                        1
  const F S2 = mul(mul(Q.Y, P.Z), Z1Z1);                           //                        1
  const F H = add(U2, negate(U1, 1));                              //                        3
  const F r = add(S2, negate(S1, 1));                              //                        3
  if (normalizes_to_zero_var(H)) {
    if (normalizes_to_zero_var(r)) return dbl(P);                  // P = Q
    return Gej<F>::at_infinity();                                  // P = −Q
  }
  const F HH = sqr(H);                                             //                        1
  const F HHH = mul(H, HH);                                        //                        1
  const F V = mul(U1, HH);                                         //                        1
  const F X3 = normalize_weak(add(add(sqr(r), negate(HHH, 1)), negate(mul_int(V, 2), 2)));  // 6 → 1
  const F Y3 = add(mul(r, add(V, negate(X3, 1))), negate(mul(S1, HHH), 1));  //                3
  const F Z3 = mul(mul(P.Z, Q.Z), H);                              //                        1
  return {X3, Y3, Z3};
}

/// Any a. EFD shortw-jacobian add-2007-bl: 11M + 5S. The fast group's
/// general addition.
inline constexpr spec::FormulaInfo add_2007_bl_11m5s_var_info{
    "add_2007_bl_11m5s_var", "EFD shortw-jacobian add-2007-bl (Bernstein, Lange 2007)", {11, 5, 0}};
inline constexpr FormulaMagnitudes add_2007_bl_11m5s_var_magnitudes{{4, 4, 1}, {1, 1, 1}, {4, 4, 1}};

template <LazyField F>
[[nodiscard]] constexpr Gej<F> add_2007_bl_11m5s_var(const Gej<F>& P, const Gej<F>& Q) {
  if (normalizes_to_zero_var(P.Z)) return Q;
  if (normalizes_to_zero_var(Q.Z)) return P;
  const F Z1Z1 = sqr(P.Z);                                         //                        1
  const F Z2Z2 = sqr(Q.Z);                                         //                        1
  const F U1 = mul(P.X, Z2Z2);                                     //                        1
  const F U2 = mul(Q.X, Z1Z1);                                     //                        1
  const F S1 = mul(mul(P.Y, Q.Z), Z2Z2);                           //                        1
  const F S2 = mul(mul(Q.Y, P.Z), Z1Z1);                           //                        1
  const F H = add(U2, negate(U1, 1));                              //                        3
  const F r = mul_int(add(S2, negate(S1, 1)), 2);                  // 2·(S2 − S1)            6
  if (normalizes_to_zero_var(H)) {
    if (normalizes_to_zero_var(r)) return dbl(P);                  // P = Q
    return Gej<F>::at_infinity();                                  // P = −Q
  }
  const F I = sqr(mul_int(H, 2));                                  // (2H)²              6 → 1
  const F J = mul(H, I);                                           //                        1
  const F V = mul(U1, I);                                          //                        1
  const F X3 = normalize_weak(add(add(sqr(r), negate(J, 1)), negate(mul_int(V, 2), 2)));  // 6 → 1
  const F Y3 = add(mul(r, add(V, negate(X3, 1))), negate(mul_int(mul(S1, J), 2), 2));  //      4
  const F ZS = add(add(sqr(add(P.Z, Q.Z)), negate(Z1Z1, 1)), negate(Z2Z2, 1));  // 2·Z1·Z2   5
  const F Z3 = mul(ZS, H);                                         //                        1
  return {X3, Y3, Z3};
}

/// Any a. P + Q with Q = (x·zinv², y·zinv³): libsecp256k1's
/// secp256k1_gej_add_zinv_var, the addition against a table kept affine on
/// an isomorphic curve (ref/formulas/jacobian_add.hpp says why Z3 is Z1·H).
/// 9M + 3S. zinv within `affine`'s z bound, zinv ≢ 0.
inline constexpr spec::FormulaInfo add_zinv_9m3s_var_info{
    "add_zinv_9m3s_var", "libsecp256k1 secp256k1_gej_add_zinv_var (group_impl.h): a known Z ratio", {9, 3, 0}};
inline constexpr FormulaMagnitudes add_zinv_9m3s_var_magnitudes{{4, 4, 1}, {1, 1, 1}, {4, 4, 1}};

template <LazyField F>
[[nodiscard]] constexpr Gej<F> add_zinv_9m3s_var(const Gej<F>& P, const Ge<F>& Q, const F& zinv) {
  if (Q.infinity) return P;
  if (normalizes_to_zero_var(P.Z)) {
    const F zinv2 = sqr(zinv);                                     //                        1
    return {mul(Q.x, zinv2), mul(mul(Q.y, zinv2), zinv), F::from_int(1)};
  }
  const F az = mul(P.Z, zinv);                                     // Z1 on Q's curve        1
  const F Z1Z1 = sqr(az);                                          //                        1
  const F U2 = mul(Q.x, Z1Z1);                                     //                        1
  const F S2 = mul(mul(Q.y, Z1Z1), az);                            //                        1
  const F H = add(U2, negate(P.X, 4));                             //                        6
  const F R = add(S2, negate(P.Y, 4));                             //                        6
  if (normalizes_to_zero_var(H)) {
    if (normalizes_to_zero_var(R)) return dbl(P);                  // P = Q
    return Gej<F>::at_infinity();                                  // P = −Q
  }
  const F HH = sqr(H);                                             //                        1
  const F HHH = mul(HH, H);                                        //                        1
  const F V = mul(P.X, HH);                                        //                        1
  const F X3 = normalize_weak(add(add(sqr(R), negate(HHH, 1)), negate(mul_int(V, 2), 2)));  // 6 → 1
  const F Y3 = add(mul(R, add(V, negate(X3, 1))), negate(mul(P.Y, HHH), 1));  //               3
  const F Z3 = mul(P.Z, H);                                        // Z1, not az, times H    1
  return {X3, Y3, Z3};
}

}  // namespace tandem::fast

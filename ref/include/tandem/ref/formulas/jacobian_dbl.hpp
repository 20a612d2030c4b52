// Doubling in Jacobian coordinates (X : Y : Z) ↦ (X/Z², Y/Z³), one formula
// per family of a. None needs a branch: a point at infinity (Z = 0) or a
// point of order two (Y = 0) gives Z3 = 0, the point at infinity.
// Proven against affine_add(P, P) by proofs/symbolic for its family, counted
// by proofs/census against the cost below.
#pragma once

#include "tandem/ref/point.hpp"
#include "tandem/spec/formula_info.hpp"

namespace tandem::ref {

/// a = 0. Cohen–Miyaji–Ono 1998 (§3, Jacobian doubling) with the a·Z⁴ term
/// gone; libsecp256k1's secp256k1_gej_double before it took the halving.
inline constexpr spec::FormulaInfo dbl_a0_3m4s_info{
    "dbl_a0_3m4s", "Cohen, Miyaji, Ono, ASIACRYPT 1998, Jacobian doubling with a = 0", {3, 4, 0}};

template <class F>
[[nodiscard]] Jacobian<F> dbl_a0_3m4s(const Jacobian<F>& P) {
  const F Z3 = mul_small(P.Y * P.Z, 2);           // 2·Y·Z                  1M
  const F YY = sqr(P.Y);                          // Y²                     1S
  const F S = mul_small(P.X * YY, 4);             // 4·X·Y²                 1M
  const F M = mul_small(sqr(P.X), 3);             // 3·X² (+ a·Z⁴, a = 0)   1S
  const F X3 = sqr(M) - mul_small(S, 2);          // M² − 2·S               1S
  const F Y3 = M * (S - X3) - mul_small(sqr(YY), 8);  // M·(S − X3) − 8·Y⁴  1M 1S
  return {X3, Y3, Z3};
}

/// a = 0. EFD shortw-jacobian-0 dbl-2009-l (Lange 2009): 2M + 5S. The
/// 4·X·Y² of dbl_a0_3m4s becomes 2·((X + Y²)² − X² − Y⁴), a squaring for a
/// multiplication.
inline constexpr spec::FormulaInfo dbl_a0_2009l_2m5s_info{
    "dbl_a0_2009l_2m5s", "EFD shortw-jacobian-0 dbl-2009-l (Lange 2009)", {2, 5, 0}};

template <class F>
[[nodiscard]] Jacobian<F> dbl_a0_2009l_2m5s(const Jacobian<F>& P) {
  const F A = sqr(P.X);                                   // X²                1S
  const F B = sqr(P.Y);                                   // Y²                1S
  const F C = sqr(B);                                     // Y⁴                1S
  const F D = mul_small(sqr(P.X + B) - A - C, 2);         // 4·X·Y²            1S
  const F E = mul_small(A, 3);                            // 3·X² (a = 0)
  const F X3 = sqr(E) - mul_small(D, 2);                  // E² − 2·D          1S
  const F Y3 = E * (D - X3) - mul_small(C, 8);            //                   1M
  const F Z3 = mul_small(P.Y * P.Z, 2);                   // 2·Y·Z             1M
  return {X3, Y3, Z3};
}

/// a = 0. libsecp256k1's secp256k1_gej_double since fe_half (2022,
/// "3 mul, 4 sqr"): the doubling of dbl_a0_3m4s with every coordinate
/// scaled so that Z3 = Y·Z instead of 2·Y·Z (X by 1/4, Y by 1/8), which
/// leaves L = 3/2·X², one field halving, as the slope's numerator.
inline constexpr spec::FormulaInfo dbl_a0_half_3m4s_info{
    "dbl_a0_half_3m4s", "libsecp256k1 secp256k1_gej_double (group_impl.h, with secp256k1_fe_half)", {3, 4, 0}};

template <class F>
[[nodiscard]] Jacobian<F> dbl_a0_half_3m4s(const Jacobian<F>& P) {
  const F Z3 = P.Y * P.Z;                                 // Y·Z               1M
  const F S = sqr(P.Y);                                   // Y²                1S
  const F L = half(mul_small(sqr(P.X), 3));               // 3/2·X²            1S 1half
  const F T = -(P.X * S);                                 // −X·Y²             1M
  const F X3 = sqr(L) + mul_small(T, 2);                  // L² − 2·X·Y²       1S
  const F Y3 = -(L * (X3 + T) + sqr(S));                  // L·(X·Y² − X3) − Y⁴  1M 1S
  return {X3, Y3, Z3};
}

/// a = −3. EFD dbl-2001-b (Bernstein 2001): with a = −3,
/// 3·X² + a·Z⁴ = 3·(X − Z²)·(X + Z²), and 2·Y·Z = (Y + Z)² − Y² − Z².
inline constexpr spec::FormulaInfo dbl_am3_3m5s_info{
    "dbl_am3_3m5s", "EFD shortw-jacobian-3 dbl-2001-b (Bernstein 2001)", {3, 5, 0}};

template <class F>
[[nodiscard]] Jacobian<F> dbl_am3_3m5s(const Jacobian<F>& P) {
  const F delta = sqr(P.Z);                                     // Z²            1S
  const F gamma = sqr(P.Y);                                     // Y²            1S
  const F beta = P.X * gamma;                                   // X·Y²          1M
  const F alpha = mul_small((P.X - delta) * (P.X + delta), 3);  // 3·X² − 3·Z⁴   1M
  const F X3 = sqr(alpha) - mul_small(beta, 8);                 //               1S
  const F Z3 = sqr(P.Y + P.Z) - gamma - delta;                  // 2·Y·Z         1S
  const F Y3 = alpha * (mul_small(beta, 4) - X3) - mul_small(sqr(gamma), 8);  // 1M 1S
  return {X3, Y3, Z3};
}

/// Any a. EFD shortw-jacobian dbl-2007-bl (Bernstein–Lange 2007):
/// 1M + 8S + 1·a.
inline constexpr spec::FormulaInfo dbl_generic_1m8s_info{
    "dbl_generic_1m8s", "EFD shortw-jacobian dbl-2007-bl (Bernstein, Lange 2007)", {1, 8, 1}};

template <class F>
[[nodiscard]] Jacobian<F> dbl_generic_1m8s(const Jacobian<F>& P, const CurveEq<F>& eq) {
  const F XX = sqr(P.X);                                       // 1S
  const F YY = sqr(P.Y);                                       // 1S
  const F YYYY = sqr(YY);                                      // 1S
  const F ZZ = sqr(P.Z);                                       // 1S
  const F S = mul_small(sqr(P.X + YY) - XX - YYYY, 2);         // 4·X·Y²        1S
  const F M = mul_small(XX, 3) + mul_const(eq.a, sqr(ZZ));     // 3·X² + a·Z⁴   1S 1C
  const F T = sqr(M) - mul_small(S, 2);                        // 1S
  const F Y3 = M * (S - T) - mul_small(YYYY, 8);               // 1M
  const F Z3 = sqr(P.Y + P.Z) - YY - ZZ;                       // 2·Y·Z         1S
  return {T, Y3, Z3};
}

/// The doubling for the curve's family.
template <class F>
[[nodiscard]] Jacobian<F> dbl(const Jacobian<F>& P, const CurveEq<F>& eq) {
  switch (eq.a_kind) {
    case spec::AKind::zero: return dbl_a0_3m4s(P);
    case spec::AKind::minus3: return dbl_am3_3m5s(P);
    case spec::AKind::generic: break;
  }
  return dbl_generic_1m8s(P, eq);
}

}  // namespace tandem::ref

// Doubling in Jacobian coordinates, fast: the twins of
// ref/formulas/jacobian_dbl.hpp's doublings (a = 0, a = −3, any a), by the
// same names, on the lazy field interface (group/lazy_field.hpp); a is
// passed in (normalized) where the formula needs it. No branch: O (Z ≡ 0)
// doubles to Z3 ≡ 0 and so does a point with y = 0, as in ref. Constant
// time. The comment on each line gives the magnitude of what it computes
// (the 5×52 field's; Fe64 has none), for inputs within the formula's
// FormulaMagnitudes; proofs/ checks them for every such input.
#pragma once

#include "tandem/fast/group/lazy_field.hpp"
#include "tandem/fast/group/point.hpp"
#include "tandem/spec/formula_info.hpp"

namespace tandem::fast {

/// a = 0. Cohen–Miyaji–Ono 1998, Jacobian doubling with a = 0: 3M + 4S.
inline constexpr spec::FormulaInfo dbl_a0_3m4s_info{
    "dbl_a0_3m4s", "Cohen, Miyaji, Ono, ASIACRYPT 1998, Jacobian doubling with a = 0", {3, 4, 0}};
inline constexpr FormulaMagnitudes dbl_a0_3m4s_magnitudes{{4, 4, 1}, {1, 1, 1}, {1, 1, 1}};

template <LazyField F>
[[nodiscard]] constexpr Gej<F> dbl_a0_3m4s(const Gej<F>& P) {
  const F Z3 = normalize_weak(mul_int(mul(P.Y, P.Z), 2));          // 2·Y·Z                  1
  const F YY = sqr(P.Y);                                           // Y²                     1
  const F S = mul_int(mul(P.X, YY), 4);                            // 4·X·Y²                 4
  const F M = mul_int(sqr(P.X), 3);                                // 3·X²                   3
  const F X3 = normalize_weak(add(sqr(M), negate(mul_int(S, 2), 8)));  // M² − 2·S      1 + 9 → 1
  const F T = mul(M, add(S, negate(X3, 1)));                       // M·(S − X3)     (3, 6) → 1
  const F Y3 = normalize_weak(add(T, negate(mul_int(sqr(YY), 8), 8)));  // − 8·Y⁴      1 + 9 → 1
  return {X3, Y3, Z3};
}

/// a = 0. EFD shortw-jacobian-0 dbl-2009-l (Lange 2009): 2M + 5S.
inline constexpr spec::FormulaInfo dbl_a0_2009l_2m5s_info{
    "dbl_a0_2009l_2m5s", "EFD shortw-jacobian-0 dbl-2009-l (Lange 2009)", {2, 5, 0}};
inline constexpr FormulaMagnitudes dbl_a0_2009l_2m5s_magnitudes{{4, 4, 1}, {1, 1, 1}, {4, 1, 1}};

template <LazyField F>
[[nodiscard]] constexpr Gej<F> dbl_a0_2009l_2m5s(const Gej<F>& P) {
  const F A = sqr(P.X);                                            // X²                     1
  const F B = sqr(P.Y);                                            // Y²                     1
  const F C = sqr(B);                                              // Y⁴                     1
  const F XB = sqr(add(P.X, B));                                   // (X + Y²)²           5 → 1
  const F D = normalize_weak(mul_int(add(add(XB, negate(A, 1)), negate(C, 1)), 2));  // 4·X·Y²  10 → 1
  const F E = mul_int(A, 3);                                       // 3·X²                   3
  const F X3 = add(sqr(E), negate(mul_int(D, 2), 2));              // E² − 2·D           1 + 3
  const F T = mul(E, add(D, negate(X3, 4)));                       // E·(D − X3)     (3, 6) → 1
  const F Y3 = normalize_weak(add(T, negate(mul_int(C, 8), 8)));   // − 8·Y⁴          1 + 9 → 1
  const F Z3 = normalize_weak(mul_int(mul(P.Y, P.Z), 2));          // 2·Y·Z               2 → 1
  return {X3, Y3, Z3};
}

/// a = 0. libsecp256k1's secp256k1_gej_double (with secp256k1_fe_half):
/// the doubling scaled so that Z3 = Y·Z, L = 3/2·X². 3M + 4S + 1 half. The
/// fast group's doubling.
inline constexpr spec::FormulaInfo dbl_a0_half_3m4s_info{
    "dbl_a0_half_3m4s", "libsecp256k1 secp256k1_gej_double (group_impl.h, with secp256k1_fe_half)", {3, 4, 0}};
inline constexpr FormulaMagnitudes dbl_a0_half_3m4s_magnitudes{{4, 4, 1}, {1, 1, 1}, {3, 3, 1}};

template <LazyField F>
[[nodiscard]] constexpr Gej<F> dbl_a0_half_3m4s(const Gej<F>& P) {
  const F Z3 = mul(P.Y, P.Z);                                      // Y·Z                    1
  const F S = sqr(P.Y);                                            // Y²                     1
  const F L = half(mul_int(sqr(P.X), 3));                          // 3/2·X²             3 → 2
  const F T = mul(negate(S, 1), P.X);                              // −X·Y²                  1
  const F X3 = add(add(sqr(L), T), T);                             // L² − 2·X·Y²            3
  const F Y4 = sqr(S);                                             // Y⁴                     1
  const F U = mul(add(T, X3), L);                                  // L·(X3 − X·Y²)    (4) → 1
  const F Y3 = negate(add(U, Y4), 2);                              // L·(X·Y² − X3) − Y⁴     3
  return {X3, Y3, Z3};
}

/// a = −3. EFD shortw-jacobian-3 dbl-2001-b (Bernstein 2001):
/// 3·X² − 3·Z⁴ = 3·(X − Z²)·(X + Z²), 2·Y·Z = (Y + Z)² − Y² − Z². 3M + 5S.
inline constexpr spec::FormulaInfo dbl_am3_3m5s_info{
    "dbl_am3_3m5s", "EFD shortw-jacobian-3 dbl-2001-b (Bernstein 2001)", {3, 5, 0}};
inline constexpr FormulaMagnitudes dbl_am3_3m5s_magnitudes{{4, 4, 1}, {1, 1, 1}, {1, 1, 1}};

template <LazyField F>
[[nodiscard]] constexpr Gej<F> dbl_am3_3m5s(const Gej<F>& P) {
  const F delta = sqr(P.Z);                                        // Z²                     1
  const F gamma = sqr(P.Y);                                        // Y²                     1
  const F beta = mul(P.X, gamma);                                  // X·Y²                   1
  const F alpha = mul_int(mul(add(P.X, negate(delta, 1)), add(P.X, delta)), 3);  // (6, 5) → 3
  const F X3 = normalize_weak(add(sqr(alpha), negate(mul_int(beta, 8), 8)));  // α² − 8β  1 + 9 → 1
  const F Z3 = normalize_weak(add(add(sqr(add(P.Y, P.Z)), negate(gamma, 1)), negate(delta, 1)));  // 2·Y·Z  5 → 1
  const F T = mul(alpha, add(mul_int(beta, 4), negate(X3, 1)));    // α·(4β − X3)    (3, 6) → 1
  const F Y3 = normalize_weak(add(T, negate(mul_int(sqr(gamma), 8), 8)));  // − 8·Y⁴   1 + 9 → 1
  return {X3, Y3, Z3};
}

/// Any a. EFD shortw-jacobian dbl-2007-bl (Bernstein, Lange 2007):
/// 1M + 8S + 1·a.
inline constexpr spec::FormulaInfo dbl_generic_1m8s_info{
    "dbl_generic_1m8s", "EFD shortw-jacobian dbl-2007-bl (Bernstein, Lange 2007)", {1, 8, 1}};
inline constexpr FormulaMagnitudes dbl_generic_1m8s_magnitudes{{4, 4, 1}, {1, 1, 1}, {4, 1, 1}};

template <LazyField F>
[[nodiscard]] constexpr Gej<F> dbl_generic_1m8s(const Gej<F>& P, const F& a) {
  const F XX = sqr(P.X);                                           // X²                     1
  const F YY = sqr(P.Y);                                           // Y²                     1
  const F YYYY = sqr(YY);                                          // Y⁴                     1
  const F ZZ = sqr(P.Z);                                           // Z²                     1
  const F XB = sqr(add(P.X, YY));                                  // (X + Y²)²           5 → 1
  const F S = normalize_weak(mul_int(add(add(XB, negate(XX, 1)), negate(YYYY, 1)), 2));  // 4·X·Y²  10 → 1
  const F M = add(mul_int(XX, 3), mul_const(a, sqr(ZZ)));          // 3·X² + a·Z⁴        3 + 1
  const F T = add(sqr(M), negate(mul_int(S, 2), 2));               // M² − 2·S           1 + 3
  const F U = mul(M, add(S, negate(T, 4)));                        // M·(S − T)      (4, 6) → 1
  const F Y3 = normalize_weak(add(U, negate(mul_int(YYYY, 8), 8)));  // − 8·Y⁴         1 + 9 → 1
  const F Z3 = normalize_weak(add(add(sqr(add(P.Y, P.Z)), negate(YY, 1)), negate(ZZ, 1)));  // 2·Y·Z  5 → 1
  return {T, Y3, Z3};
}

/// The fast group's doubling (a = 0).
template <LazyField F>
[[nodiscard]] constexpr Gej<F> dbl(const Gej<F>& P) {
  return dbl_a0_half_3m4s(P);
}

}  // namespace tandem::fast

// Unified additions, fast: the twins of ref/formulas/unified_add.hpp (for
// a = 0, and Brier–Joye's for any a). One formula for P + Q and P + P, no
// branch: their exceptional cases are selections by cmov on
// normalizes_to_zero, so all are constant time. Magnitude comments for inputs within each FormulaMagnitudes.
#pragma once

#include "tandem/fast/group/lazy_field.hpp"
#include "tandem/fast/group/point.hpp"
#include "tandem/spec/formula_info.hpp"

namespace tandem::fast {

namespace detail {

/// Brier–Joye's text (EFD add-2002-bj) with the slope's numerator R left to
/// `numerator(TT, U1·U2, ZZ)`: T² − U1·U2 for a = 0, plus a·ZZ² for any a.
/// R may have magnitude up to 4 (it is squared and multiplied once each).
template <LazyField F, class Numerator>
[[nodiscard]] constexpr Gep<F> unified_bj(const Gep<F>& P, const Gep<F>& Q, const Numerator& numerator) {
  const F U1 = mul(P.X, Q.Z);                                      // x1·ZZ                  1
  const F U2 = mul(Q.X, P.Z);                                      // x2·ZZ                  1
  const F S1 = mul(P.Y, Q.Z);                                      // y1·ZZ                  1
  const F S2 = mul(Q.Y, P.Z);                                      // y2·ZZ                  1
  const F ZZ = mul(P.Z, Q.Z);                                      //                        1
  const F T = add(U1, U2);                                         // (x1 + x2)·ZZ           2
  const F TT = sqr(T);                                             //                        1
  const F M = add(S1, S2);                                         // (y1 + y2)·ZZ           2
  const F R = numerator(TT, mul(U1, U2), ZZ);                      // the slope's numerator ≤ 4
  const F Fm = mul(ZZ, M);                                         // its denominator        1
  const F L = mul(M, Fm);                                          //                        1
  const F LL = sqr(L);                                             //                        1
  const F G = add(add(sqr(add(T, L)), negate(TT, 1)), negate(LL, 1));  // 2·T·L             5
  const F W = normalize_weak(add(mul_int(sqr(R), 2), negate(G, 5)));   // 2·F²·x3       8 → 1
  const F X3 = mul_int(mul(Fm, W), 2);                             //                        2
  const F Y3 = add(mul(R, add(G, negate(mul_int(W, 2), 2))), negate(mul_int(LL, 2), 2));  // 4
  const F Z3 = normalize_weak(mul_int(mul(Fm, sqr(Fm)), 4));       // 4·F³               4 → 1
  return {X3, Y3, Z3};
}

}  // namespace detail

/// a = 0, homogeneous projective. Brier–Joye, PKC 2002 (EFD
/// shortw-projective add-2002-bj) with the a·ZZ² term gone: 11M + 5S
/// (ref's add_unified_bj_11m6s1c less its 1S + 1C for a). Right wherever
/// the unified slope is not 0/0 and neither input is O: exactly ref's
/// exceptions (docs/formulas.md).
inline constexpr spec::FormulaInfo add_unified_bj_a0_11m5s_info{
    "add_unified_bj_a0_11m5s", "Brier, Joye, PKC 2002 (EFD shortw-projective add-2002-bj), a = 0", {11, 5, 0}};
inline constexpr FormulaMagnitudes add_unified_bj_a0_11m5s_magnitudes{{4, 4, 1}, {1, 1, 1}, {2, 4, 1}};

template <LazyField F>
[[nodiscard]] constexpr Gep<F> add_unified_bj_a0_11m5s(const Gep<F>& P, const Gep<F>& Q) {
  return detail::unified_bj(P, Q, [](const F& TT, const F& UU, const F& /*ZZ*/) {
    return add(TT, negate(UU, 1));                                 // T² − U1·U2             3
  });
}

/// Any a, homogeneous projective: ref's add_unified_bj_11m6s1c, a passed
/// in (normalized): R = T² − U1·U2 + a·ZZ². 11M + 6S + 1C. The same
/// exceptions as ref's (docs/formulas.md): O as an input, and the pairs
/// where the slope is 0/0.
inline constexpr spec::FormulaInfo add_unified_bj_11m6s1c_info{
    "add_unified_bj_11m6s1c", "Brier, Joye, PKC 2002 (EFD shortw-projective add-2002-bj)", {11, 6, 1}};
inline constexpr FormulaMagnitudes add_unified_bj_11m6s1c_magnitudes{{4, 4, 1}, {1, 1, 1}, {2, 4, 1}};

template <LazyField F>
[[nodiscard]] constexpr Gep<F> add_unified_bj_11m6s1c(const Gep<F>& P, const Gep<F>& Q, const F& a) {
  return detail::unified_bj(P, Q, [&a](const F& TT, const F& UU, const F& ZZ) {
    return add(add(TT, negate(UU, 1)), mul_const(a, sqr(ZZ)));    // + a·ZZ²            3 + 1
  });
}

/// a = 0, Jacobian + affine: libsecp256k1's secp256k1_gej_add_ge, the
/// unified slope with the alternative (chord) slope selected where it is
/// 0/0, and O on either side selected at the end. 7M + 5S + 1 half.
/// Constant time: every operation always runs; the decisions are cmovs.
inline constexpr spec::FormulaInfo madd_unified_a0_7m5s_info{
    "madd_unified_a0_7m5s", "libsecp256k1 secp256k1_gej_add_ge (Brier-Joye unified, alternative slope)", {7, 5, 0}};
inline constexpr FormulaMagnitudes madd_unified_a0_7m5s_magnitudes{{4, 4, 1}, {1, 1, 1}, {4, 4, 1}};

template <LazyField F>
[[nodiscard]] constexpr Gej<F> madd_unified_a0_7m5s(const Gej<F>& P, const Ge<F>& Q) {
  const F zz = sqr(P.Z);                                           // Z1²                    1
  const F u1 = P.X;                                                // x1·Z1²                 4
  const F u2 = mul(Q.x, zz);                                       // x2·Z1²                 1
  const F s1 = P.Y;                                                // y1·Z1³                 4
  const F s2 = mul(mul(Q.y, zz), P.Z);                             // y2·Z1³                 1
  const F t = add(u1, u2);                                         // T                      5
  const F m = add(s1, s2);                                         // M                      5
  const F rr = add(sqr(t), negate(mul(u1, u2), 1));                // R = T² − U1·U2         3
  const bool m_zero = normalizes_to_zero(m);
  const bool r_zero = normalizes_to_zero(rr);
  const bool degenerate = m_zero & r_zero;                         // R/M = 0/0
  const F r_alt = select(degenerate, mul_int(s1, 2), rr);          // chord: 2·S1            8
  const F m_alt = select(degenerate, add(u1, negate(u2, 1)), m);   //   over U1 − U2         6
  const F nn = sqr(m_alt);                                         // Malt²                  1
  const F q = negate(mul(t, nn), 1);                               // −T·Malt²               2
  const F n4 = select(degenerate, m, sqr(nn));                     // M³·Malt                5
  const F X3 = add(sqr(r_alt), q);                                 // Ralt² − T·Malt²        3
  const F Z3 = mul(P.Z, m_alt);                                    // Malt·Z1                1
  const F W = add(mul(r_alt, add(mul_int(X3, 2), q)), n4);         // Ralt·(2X3 − T·Malt²) + M³·Malt  6
  const F Y3 = half(negate(W, 6));                                 //                        4
  // P = O: the sum is Q; Q = O: the sum is P. Selected, not branched.
  const bool p_infinity = normalizes_to_zero(P.Z);
  Gej<F> R{X3, Y3, Z3};
  cmov(R, Gej<F>{Q.x, Q.y, F::from_int(1)}, p_infinity);
  cmov(R, P, Q.infinity);
  return R;
}

}  // namespace tandem::fast

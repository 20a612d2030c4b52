// fast/ formulas that are wrong on purpose, on the lazy field interface like
// their originals. Each is a copy of one fast formula with one planted slip;
// the check it exists for (the group-law prover, or the magnitude check)
// must refute it, and `tandem prove` and tests/unit/fast_formula_proofs_test
// fail if it is ever accepted. None of them is part of fast/.
#pragma once

#include "tandem/fast/formulas/jacobian_dbl.hpp"
#include "tandem/fast/group/lazy_field.hpp"
#include "tandem/fast/group/point.hpp"
#include "tandem/spec/formula_info.hpp"

namespace tandem::proofs::negative {

/// fast::madd_unified_a0_7m5s with the chord slope's factor 2 dropped
/// (r_alt = S1 instead of 2·S1). The slip is on the side of a selection that
/// only the degenerate case y2 = −y1, x2 ≠ x1 takes: the prover must split
/// on the cmov and refute that case alone. (Where P = −Q with x = 0 the
/// alternative slope is taken too, but its denominator U1 − U2 is 0 and the
/// result is O whatever the numerator.)
inline constexpr spec::FormulaInfo madd_unified_a0_chord_slip_info{
    "madd_unified_a0_chord_slip", "negative control: madd_unified_a0_7m5s with S1 for 2·S1 in the chord slope",
    {7, 5, 0}};

template <fast::LazyField F>
[[nodiscard]] constexpr fast::Gej<F> madd_unified_a0_chord_slip(const fast::Gej<F>& P, const fast::Ge<F>& Q) {
  using fast::select;
  const F zz = sqr(P.Z);                                           // 1
  const F u1 = P.X;                                                // 4
  const F u2 = mul(Q.x, zz);                                       // 1
  const F s1 = P.Y;                                                // 4
  const F s2 = mul(mul(Q.y, zz), P.Z);                             // 1
  const F t = add(u1, u2);                                         // 5
  const F m = add(s1, s2);                                         // 5
  const F rr = add(sqr(t), negate(mul(u1, u2), 1));                // 3
  const bool m_zero = normalizes_to_zero(m);
  const bool r_zero = normalizes_to_zero(rr);
  const bool degenerate = m_zero & r_zero;
  const F r_alt = select(degenerate, s1, rr);                      // the slip: S1, not 2·S1
  const F m_alt = select(degenerate, add(u1, negate(u2, 1)), m);   // 6
  const F nn = sqr(m_alt);                                         // 1
  const F q = negate(mul(t, nn), 1);                               // 2
  const F n4 = select(degenerate, m, sqr(nn));                     // 5
  const F X3 = add(sqr(r_alt), q);                                 // 3
  const F Z3 = mul(P.Z, m_alt);                                    // 1
  const F W = add(mul(r_alt, add(mul_int(X3, 2), q)), n4);         // 6
  const F Y3 = half(negate(W, 6));                                 // 4
  const bool p_infinity = normalizes_to_zero(P.Z);
  fast::Gej<F> R{X3, Y3, Z3};
  cmov(R, fast::Gej<F>{Q.x, Q.y, F::from_int(1)}, p_infinity);
  cmov(R, P, Q.infinity);
  return R;
}

/// fast::madd_unified_a0_7m5s without the alternative slope: the unified
/// R/M everywhere, libsecp256k1's addition before 2015 on the fast field.
/// Known incomplete, not a slip: R/M is 0/0 where y2 = −y1 with x2 ≠ x1
/// (and where P = −Q with x = 0), and the result there is wrong. The prover
/// must refute exactly those cases; the exhaustive sweep of the k1 groups,
/// the fuzz target's planted build and the audit's tests use it as the
/// control that must fail there.
inline constexpr spec::FormulaInfo madd_unified_a0_no_alt_slope_info{
    "madd_unified_a0_no_alt_slope", "known incomplete: madd_unified_a0_7m5s without the alternative slope", {7, 5, 0}};

template <fast::LazyField F>
[[nodiscard]] constexpr fast::Gej<F> madd_unified_a0_no_alt_slope(const fast::Gej<F>& P, const fast::Ge<F>& Q) {
  const F zz = sqr(P.Z);                                           // 1
  const F u2 = mul(Q.x, zz);                                       // 1
  const F s2 = mul(mul(Q.y, zz), P.Z);                             // 1
  const F t = add(P.X, u2);                                        // 5
  const F m = add(P.Y, s2);                                        // 5
  const F rr = add(sqr(t), negate(mul(P.X, u2), 1));               // 3
  const F nn = sqr(m);                                             // 1
  const F q = negate(mul(t, nn), 1);                               // 2
  const F X3 = add(sqr(rr), q);                                    // 3
  const F W = add(mul(rr, add(mul_int(X3, 2), q)), sqr(nn));       // 2
  fast::Gej<F> R{X3, half(negate(W, 6)), mul(P.Z, m)};
  cmov(R, fast::Gej<F>{Q.x, Q.y, F::from_int(1)}, normalizes_to_zero(P.Z));
  cmov(R, P, Q.infinity);
  return R;
}

/// fast::madd_8m3s_var with X3's weak normalization removed: the same
/// values, so the group law holds in every case, but X3 keeps magnitude 6
/// and the next line's negate(X3, 1) states a bound X3 does not meet. Only
/// the magnitude check can see it.
inline constexpr spec::FormulaInfo madd_8m3s_var_no_weak_info{
    "madd_8m3s_var_no_weak", "negative control: madd_8m3s_var without X3's normalize_weak", {8, 3, 0}};
inline constexpr fast::FormulaMagnitudes madd_8m3s_var_no_weak_magnitudes{{4, 4, 1}, {1, 1, 1}, {4, 4, 1}};

template <fast::LazyField F>
[[nodiscard]] constexpr fast::Gej<F> madd_8m3s_var_no_weak(const fast::Gej<F>& P, const fast::Ge<F>& Q) {
  if (Q.infinity) return P;
  if (normalizes_to_zero_var(P.Z)) return fast::Gej<F>::from_affine(Q);
  const F ZZ = sqr(P.Z);                                           // 1
  const F U2 = mul(Q.x, ZZ);                                       // 1
  const F S2 = mul(Q.y, mul(ZZ, P.Z));                             // 1
  const F H = add(U2, negate(P.X, 4));                             // 6
  const F R = add(S2, negate(P.Y, 4));                             // 6
  if (normalizes_to_zero_var(H)) {
    if (normalizes_to_zero_var(R)) return fast::dbl(P);
    return fast::Gej<F>::at_infinity();
  }
  const F Z3 = mul(P.Z, H);                                        // 1
  const F HH = sqr(H);                                             // 1
  const F HHH = mul(HH, H);                                        // 1
  const F V = mul(P.X, HH);                                        // 1
  const F X3 = add(add(sqr(R), negate(HHH, 1)), negate(mul_int(V, 2), 2));  // 6: the slip, no → 1
  const F Y3 = add(mul(R, add(V, negate(X3, 1))), negate(mul(P.Y, HHH), 1));  // negate(X3, 1) breaks
  return {X3, Y3, Z3};
}

/// fast::dbl_am3_3m5s with the factoring's sign slipped: 3·(X − Z²)² for
/// 3·(X − Z²)·(X + Z²), the slope of a = −3 lost. Right wherever Z3 ≡ 0
/// hides the slope (O, y = 0), wrong everywhere else: the prover must
/// refute the generic case of the a = −3 family alone.
inline constexpr spec::FormulaInfo dbl_am3_sign_slip_info{
    "dbl_am3_sign_slip", "negative control: dbl_am3_3m5s with X - Z^2 for X + Z^2 in 3(X - Z^2)(X + Z^2)", {3, 5, 0}};

template <fast::LazyField F>
[[nodiscard]] constexpr fast::Gej<F> dbl_am3_sign_slip(const fast::Gej<F>& P) {
  const F delta = sqr(P.Z);                                        // 1
  const F gamma = sqr(P.Y);                                        // 1
  const F beta = mul(P.X, gamma);                                  // 1
  const F d = add(P.X, negate(delta, 1));                          // 6
  const F alpha = mul_int(mul(d, d), 3);                           // the slip: (X − Z²)²
  const F X3 = normalize_weak(add(sqr(alpha), negate(mul_int(beta, 8), 8)));  // 1
  const F Z3 = normalize_weak(add(add(sqr(add(P.Y, P.Z)), negate(gamma, 1)), negate(delta, 1)));  // 1
  const F T = mul(alpha, add(mul_int(beta, 4), negate(X3, 1)));    // 1
  const F Y3 = normalize_weak(add(T, negate(mul_int(sqr(gamma), 8), 8)));  // 1
  return {X3, Y3, Z3};
}

}  // namespace tandem::proofs::negative

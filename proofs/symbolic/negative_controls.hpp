// Formulas that are wrong on purpose, and formulas known to be incomplete.
// The prover must refute each of them exactly where the registry says; if it
// ever proves one there, the prover is broken, and `tandem prove` and
// tests/unit/prover_test.cpp fail. None of them is part of ref/.
#pragma once

#include "tandem/ref/formulas/coz.hpp"
#include "tandem/ref/formulas/jacobian_add.hpp"
#include "tandem/ref/formulas/jacobian_dbl.hpp"
#include "tandem/ref/formulas/rcb_complete.hpp"
#include "tandem/ref/point.hpp"
#include "tandem/spec/formula_info.hpp"

namespace tandem::proofs::negative {

/// ref::madd_8m3s with one planted slip, X3 = R² − H³ − 3·V instead of
/// − 2·V: the kind of typo an audit must catch. Only the generic branch
/// reaches the slip, so only the generic case may be refuted.
inline constexpr spec::FormulaInfo madd_8m3s_slip_3v_info{
    "madd_8m3s_slip_3v", "negative control: madd_8m3s with 3·V for 2·V in X3", {8, 3, 0}};

template <class F>
[[nodiscard]] ref::Jacobian<F> madd_8m3s_slip_3v(const ref::Jacobian<F>& P, const ref::Affine<F>& Q,
                                                 const ref::CurveEq<F>& eq) {
  if (Q.infinity) return P;
  if (is_zero(P.Z)) return ref::Jacobian<F>::from_affine(Q);
  const F ZZ = sqr(P.Z);
  const F H = Q.x * ZZ - P.X;
  const F R = Q.y * (ZZ * P.Z) - P.Y;
  if (is_zero(H)) {
    if (is_zero(R)) return ref::dbl(P, eq);
    return ref::Jacobian<F>::at_infinity(P.X);
  }
  const F HH = sqr(H);
  const F HHH = HH * H;
  const F V = P.X * HH;
  const F X3 = sqr(R) - HHH - mul_small(V, 3);  // the slip
  return {X3, R * (V - X3) - P.Y * HHH, P.Z * H};
}

/// ref::dbl_a0_half_3m4s with the halving dropped, L = 3·X² instead of
/// 3/2·X²: shows that the symbolic field's halving is not a no-op. Only the
/// generic case reaches L with a non-zero result.
inline constexpr spec::FormulaInfo dbl_a0_half_slip_info{
    "dbl_a0_half_slip", "negative control: dbl_a0_half_3m4s without its halving", {3, 4, 0}};

template <class F>
[[nodiscard]] ref::Jacobian<F> dbl_a0_half_slip(const ref::Jacobian<F>& P) {
  const F S = sqr(P.Y);
  const F L = mul_small(sqr(P.X), 3);  // the slip: no half()
  const F T = -(P.X * S);
  const F X3 = sqr(L) + mul_small(T, 2);
  return {X3, -(L * (X3 + T) + sqr(S)), P.Y * P.Z};
}

/// ref::zaddu_5m2s returning P as it came instead of re-expressed: the right
/// point, on the wrong Z. Shows that the prover holds co-Z outputs to one Z.
inline constexpr spec::FormulaInfo zaddu_stale_p_info{
    "zaddu_stale_p", "negative control: zaddu_5m2s with P not moved to the new Z", {5, 2, 0}};

template <class F>
[[nodiscard]] ref::CoZPair<F> zaddu_stale_p(const ref::Jacobian<F>& P, const ref::Jacobian<F>& Q) {
  return {ref::zaddu_5m2s(P, Q).first, P};
}

/// add_1998_cmo_12m4s (EFD add-1998-cmo-2) without its P = Q branch: the
/// textbook formula as often transcribed, keeping only the O tests. With
/// x1 = x2 the chord is undefined: for P = −Q the output (r² : −r³ : 0) is
/// still O, but for P = Q everything vanishes, (0 : 0 : 0). Refuted exactly
/// in the doubling cases.
inline constexpr spec::FormulaInfo add_1998_cmo_no_dbl_branch_info{
    "add_1998_cmo_no_dbl_branch", "negative case: EFD add-1998-cmo-2 without the P = Q branch", {12, 4, 0}};

template <class F>
[[nodiscard]] ref::Jacobian<F> add_1998_cmo_no_dbl_branch(const ref::Jacobian<F>& P, const ref::Jacobian<F>& Q) {
  if (is_zero(P.Z)) return Q;
  if (is_zero(Q.Z)) return P;
  const F Z1Z1 = sqr(P.Z);
  const F Z2Z2 = sqr(Q.Z);
  const F U1 = P.X * Z2Z2;
  const F S1 = P.Y * Q.Z * Z2Z2;
  const F H = Q.X * Z1Z1 - U1;
  const F r = Q.Y * P.Z * Z1Z1 - S1;
  const F HH = sqr(H);
  const F HHH = H * HH;
  const F V = U1 * HH;
  const F X3 = sqr(r) - HHH - mul_small(V, 2);
  return {X3, r * (V - X3) - S1 * HHH, P.Z * Q.Z * H};
}

/// libsecp256k1's secp256k1_gej_add_ge as it was before 2015: Brier and
/// Joye's unified slope R/M (a = 0) with no alternative, X3 = 4·(R² − T·M²),
/// Y3 = 4·(R·(3·T·M² − 2·R²) − M⁴), Z3 = 2·M·Z1, O on either side selected.
/// Where R = M = 0 the slope is 0/0: for y2 = −y1 with x2 = β·x1 (β a cube
/// root of unity, which secp256k1's field has) the sum is a finite point
/// but Z3 = 0 says O; for P = −Q with x = 0 every coordinate vanishes.
/// Refuted exactly in those two cases.
inline constexpr spec::FormulaInfo madd_unified_a0_pre2015_info{
    "madd_unified_a0_pre2015", "negative case: libsecp256k1 secp256k1_gej_add_ge before 2015 (no alternative slope)",
    {7, 5, 0}};

template <class F>
[[nodiscard]] ref::Jacobian<F> madd_unified_a0_pre2015(const ref::Jacobian<F>& P, const ref::Affine<F>& Q) {
  const F zz = sqr(P.Z);
  const F u1 = P.X;
  const F u2 = Q.x * zz;
  const F s1 = P.Y;
  const F s2 = Q.y * zz * P.Z;
  const F t = u1 + u2;
  const F m = s1 + s2;
  const F rr = sqr(t) - u1 * u2;
  const F mm = sqr(m);
  const F q = t * mm;
  const F rr2 = sqr(rr);
  const F X3 = mul_small(rr2 - q, 4);
  const F Y3 = mul_small(rr * (mul_small(q, 3) - mul_small(rr2, 2)) - sqr(mm), 4);
  const F Z3 = mul_small(m * P.Z, 2);
  const bool p_infinity = is_zero(P.Z);
  const F one = P.Z.constant(1);
  const ref::Jacobian<F> R{select(p_infinity, Q.x, X3), select(p_infinity, Q.y, Y3), select(p_infinity, one, Z3)};
  return {select(Q.infinity, P.X, R.X), select(Q.infinity, P.Y, R.Y), select(Q.infinity, P.Z, R.Z)};
}

/// ref::add_rcb_a0_12m with a stray factor: every output coordinate times
/// X1 + Y1, as if a leftover temporary had been multiplied in. The point is
/// the same wherever X1 + Y1 != 0, so the prover proves every case at its
/// generic point; only the exceptional-set analysis sees the exceptions it
/// adds (x1 + y1 = 0, beyond the documented P - Q of order 2).
inline constexpr spec::FormulaInfo add_rcb_a0_stray_factor_info{
    "add_rcb_a0_stray_factor", "negative control: add_rcb_a0_12m with every coordinate times X1 + Y1", {15, 0, 2}};

template <class F>
[[nodiscard]] ref::Projective<F> add_rcb_a0_stray_factor(const ref::Projective<F>& P, const ref::Projective<F>& Q,
                                                         const ref::CurveEq<F>& eq) {
  const ref::Projective<F> R = ref::add_rcb_a0_12m(P, Q, eq);
  const F s = P.X + P.Y;  // the slip
  return {R.X * s, R.Y * s, R.Z * s};
}

/// ref::add_2007_bl_11m5s behind a planted shortcut that returns P where
/// X1 = 0, as a wrong early exit would. Inputs with x(P) = 0 form no proof
/// case but P = -Q with x = 0, the only case refuted; every other case is
/// proven at its generic point, and only the exceptional-set analysis, which
/// runs the formula again where a branch turns, sees the set x(P) = 0.
inline constexpr spec::FormulaInfo add_2007_bl_x0_shortcut_info{
    "add_2007_bl_x0_shortcut", "negative control: add_2007_bl_11m5s returning P where X1 = 0", {11, 5, 0}};

template <class F>
[[nodiscard]] ref::Jacobian<F> add_2007_bl_x0_shortcut(const ref::Jacobian<F>& P, const ref::Jacobian<F>& Q,
                                                       const ref::CurveEq<F>& eq) {
  if (is_zero(P.X)) return P;  // the slip
  return ref::add_2007_bl_11m5s(P, Q, eq);
}

}  // namespace tandem::proofs::negative

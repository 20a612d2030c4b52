// Formulas that are wrong on purpose. The prover must refute each of them;
// if it ever proves one, the prover is broken, and `tandem prove` and
// tests/unit/prover_test.cpp fail.
#pragma once

#include "tandem/ref/formulas/jacobian_dbl.hpp"
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

}  // namespace tandem::proofs::negative

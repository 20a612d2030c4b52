// Mixed addition: a Jacobian point plus an affine one (Z2 = 1), the
// workhorse of double-and-add with a fixed base. Proven by proofs/symbolic
// against affine_add for every branch (generic, P = Q, P = −Q, P = O,
// Q = O, O + O) and every family of a, counted by proofs/census.
#pragma once

#include "tandem/ref/formulas/jacobian_dbl.hpp"
#include "tandem/ref/point.hpp"
#include "tandem/spec/formula_info.hpp"

namespace tandem::ref {

/// Hankerson, Menezes, Vanstone, Guide to ECC (2004), Alg. 3.22 (EFD
/// madd-2004-hmv): 8M + 3S. Exceptional cases by explicit branches: P = Q
/// is handed to the doubling, P = −Q gives O.
inline constexpr spec::FormulaInfo madd_8m3s_info{
    "madd_8m3s", "Hankerson, Menezes, Vanstone 2004, Alg. 3.22 (EFD madd-2004-hmv)", {8, 3, 0}};

template <class F>
[[nodiscard]] Jacobian<F> madd_8m3s(const Jacobian<F>& P, const Affine<F>& Q, const CurveEq<F>& eq) {
  if (Q.infinity) return P;
  if (is_zero(P.Z)) return Jacobian<F>::from_affine(Q);
  const F ZZ = sqr(P.Z);                // Z1²                         1S
  const F U2 = Q.x * ZZ;                // x2·Z1²                      1M
  const F S2 = Q.y * (ZZ * P.Z);        // y2·Z1³                      2M
  const F H = U2 - P.X;                 // zero iff x1 = x2
  const F R = S2 - P.Y;                 // zero iff y1 = y2
  if (is_zero(H)) {
    if (is_zero(R)) return dbl(P, eq);  // P = Q
    return Jacobian<F>::at_infinity(P.X);  // P = −Q
  }
  const F Z3 = P.Z * H;                 //                             1M
  const F HH = sqr(H);                  //                             1S
  const F HHH = HH * H;                 //                             1M
  const F V = P.X * HH;                 //                             1M
  const F X3 = sqr(R) - HHH - mul_small(V, 2);   // R² − H³ − 2·X1·H²  1S
  const F Y3 = R * (V - X3) - P.Y * HHH;         //                    2M
  return {X3, Y3, Z3};
}

}  // namespace tandem::ref

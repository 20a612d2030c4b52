// x-only arithmetic in XZ coordinates (X : Z) ↦ x = X/Z, for the Montgomery
// ladder on a short Weierstrass curve (ref/mult/x_ladder.hpp). P and −P have
// the same x, so a sum needs the difference: x(P + Q) follows from x(P),
// x(Q) and x(P − Q) (a differential addition). The formulas are Izu and
// Takagi's (PKC 2002, "A fast parallel elliptic curve multiplication
// resistant against side channel attacks"; Brier and Joye, PKC 2002, give
// the same doubling), and y is recovered at the end from the ladder's last
// pair, after Okeya and Sakurai (CHES 2001), in Brier and Joye's
// Weierstrass form.
// Proven by proofs/symbolic (x of the result against the affine law's),
// counted by proofs/census.
#pragma once

#include "tandem/ref/point.hpp"
#include "tandem/spec/formula_info.hpp"

namespace tandem::ref {

/// XZ coordinates: x = X/Z; O is (X : 0) with X ≠ 0. P and −P are the same.
template <class F>
struct XZ {
  F X;
  F Z;

  [[nodiscard]] static XZ at_infinity(const F& like) { return {like.constant(1), like.constant(0)}; }
  [[nodiscard]] static XZ from_affine(const Affine<F>& P) {
    if (P.infinity) return at_infinity(P.x);
    return {P.x, P.x.constant(1)};
  }
};

/// Any a. x(2P) = ((x² − a)² − 8·b·x) / (4·(x³ + a·x + b)): EFD shortw-xz
/// dbl-2002-it-2 (Izu, Takagi 2002, p. 296, formula 3): 4M + 3S + 2C. No
/// branch: O stays (X⁴ : 0), and y = 0 (x³ + a·x + b = 0) gives Z3 = 0.
inline constexpr spec::FormulaInfo xdbl_2002_it_4m3s2c_info{
    "xdbl_2002_it_4m3s2c", "EFD shortw-xz dbl-2002-it-2 (Izu, Takagi, PKC 2002)", {4, 3, 2}};

template <class F>
[[nodiscard]] XZ<F> xdbl_2002_it_4m3s2c(const XZ<F>& P, const CurveEq<F>& eq) {
  const F XX = sqr(P.X);                             // X²                      1S
  const F ZZ = sqr(P.Z);                             // Z²                      1S
  const F aZZ = mul_const(eq.a, ZZ);                 // a·Z²                    1C
  const F bZZ = mul_const(eq.b, ZZ);                 // b·Z²                    1C
  const F XZp = P.X * P.Z;                           // X·Z                     1M
  const F X3 = sqr(XX - aZZ) - mul_small(bZZ * XZp, 8);   // (X² − aZ²)² − 8bXZ³   1S 1M
  const F Z3 = mul_small(XZp * (XX + aZZ) + bZZ * ZZ, 4);  // 4Z·(X³ + aXZ² + bZ³) 2M
  return {X3, Z3};
}

/// Any a. x(P + Q) from x(P), x(Q) and x(D), D = P − Q:
///   x(P + Q) + x(P − Q) = (2·(xP + xQ)·(xP·xQ + a) + 4·b) / (xP − xQ)².
/// EFD shortw-xz dadd-2002-it-4 (Izu, Takagi 2002, p. 296, formula 2):
/// 8M + 2S + 2C. This additive form holds for any D ≠ O, x(D) = 0 included
/// (the multiplicative form x(P + Q)·x(P − Q) = … divides by x(D)).
/// P = ±Q gives Z = 0: O for P = −Q, and (0 : 0) for P = Q, where D = O.
/// Precondition: D ≠ O.
inline constexpr spec::FormulaInfo xadd_2002_it_8m2s2c_info{
    "xadd_2002_it_8m2s2c", "EFD shortw-xz dadd-2002-it-4 (Izu, Takagi, PKC 2002)", {8, 2, 2}};

template <class F>
[[nodiscard]] XZ<F> xadd_2002_it_8m2s2c(const XZ<F>& P, const XZ<F>& Q, const XZ<F>& D, const CurveEq<F>& eq) {
  const F XX = P.X * Q.X;                            // xP·xQ·ZZ                1M
  const F ZZ = P.Z * Q.Z;                            //                         1M
  const F XZ1 = P.X * Q.Z;                           // xP·ZZ                   1M
  const F XZ2 = Q.X * P.Z;                           // xQ·ZZ                   1M
  const F sum = mul_small((XZ1 + XZ2) * (XX + mul_const(eq.a, ZZ)), 2);  // 2(xP + xQ)(xP·xQ + a)·ZZ²  1M 1C
  const F b4 = mul_small(mul_const(eq.b, sqr(ZZ)), 4);   // 4·b·ZZ²             1S 1C
  const F HH = sqr(XZ1 - XZ2);                       // (xP − xQ)²·ZZ²          1S
  const F X3 = D.Z * (sum + b4) - D.X * HH;          // minus x(D)              2M
  const F Z3 = D.Z * HH;                             //                         1M
  return {X3, Z3};
}

/// Any a. Q = (xQ, yQ) in projective coordinates from the base point P =
/// (x, y), x(Q) and x(Q + P):
///   yQ = (2·b + (a + x·xQ)·(x + xQ) − x(Q + P)·(x − xQ)²) / (2·y),
/// Brier, Joye, PKC 2002 (after Okeya, Sakurai, CHES 2001), brought to XZ
/// inputs here by clearing ZQ²·ZS; the cost is this text's own count, the
/// source gives the affine formula only: 9M + 2S + 2C.
/// Preconditions: P finite with y ≠ 0, Q ≠ O, Q ≠ −P (then Q + P = O and
/// the formula gives (0 : 0 : 0)).
inline constexpr spec::FormulaInfo xz_recover_y_9m2s2c_info{
    "xz_recover_y_9m2s2c", "Brier, Joye, PKC 2002 (after Okeya, Sakurai 2001); projective form counted here",
    {9, 2, 2}};

template <class F>
[[nodiscard]] Projective<F> xz_recover_y_9m2s2c(const Affine<F>& P, const XZ<F>& Q, const XZ<F>& S,
                                               const CurveEq<F>& eq) {
  const F xZ = P.x * Q.Z;                            // x·ZQ                    1M
  const F A = mul_const(eq.a, Q.Z) + P.x * Q.X;      // (a + x·xQ)·ZQ           1C 1M
  const F B = xZ + Q.X;                              // (x + xQ)·ZQ
  const F C = xZ - Q.X;                              // (x − xQ)·ZQ
  const F b2 = mul_small(mul_const(eq.b, sqr(Q.Z)), 2);  // 2·b·ZQ²             1S 1C
  const F N = S.Z * (b2 + A * B) - S.X * sqr(C);     // 2·y·yQ·ZQ²·ZS           2M 1S 1M
  const F t = mul_small(P.y * S.Z * Q.Z, 2);         // 2·y·ZQ·ZS               2M
  return {Q.X * t, N, t * Q.Z};                      // (xQ, yQ)·2·y·ZQ²·ZS     2M
}

}  // namespace tandem::ref

// Co-Z arithmetic: two Jacobian points that share their Z coordinate. Meloni
// (WAIFI 2007) observed that their sum then costs 5M + 2S, and that the
// same computation re-expresses the first input with the sum's Z, so that
// the next addition is co-Z again. Goundar, Joye and Miyaji (CHES 2010,
// "Co-Z addition formulæ and binary ladders on elliptic curves") added the
// conjugate addition, which also yields P − Q on the same Z, the doubling
// that starts a co-Z chain, and the Montgomery ladder built on them
// (ref/mult/coz_ladder.hpp).
//
// None of these has a branch, and none is complete: with X1 = X2 (P = ±Q)
// the common Z becomes 0 and the re-expressed point (0 : 0 : 0), which is no
// point; O cannot share a Z with a finite point at all. The prover refutes
// them exactly there (docs/formulas.md); the ladder never gets there
// (ref/mult/coz_ladder.hpp says why).
#pragma once

#include "tandem/ref/point.hpp"
#include "tandem/spec/formula_info.hpp"

namespace tandem::ref {

/// Two Jacobian points with one Z (first.Z == second.Z).
template <class F>
struct CoZPair {
  Jacobian<F> first;
  Jacobian<F> second;
};

/// Any a. ZADDU, Meloni 2007 (EFD shortw-jacobian zadd-2007-m): P, Q with
/// one Z ↦ (P + Q, P) with one new Z = Z·(X1 − X2). 5M + 2S.
/// Precondition: P ≠ ±Q, both finite.
inline constexpr spec::FormulaInfo zaddu_5m2s_info{
    "zaddu_5m2s", "Meloni, WAIFI 2007, ZADDU (EFD zadd-2007-m)", {5, 2, 0}};

template <class F>
[[nodiscard]] CoZPair<F> zaddu_5m2s(const Jacobian<F>& P, const Jacobian<F>& Q) {
  const F C = sqr(P.X - Q.X);             // (X1 − X2)²                  1S
  const F W1 = P.X * C;                   // X1 on the new Z             1M
  const F W2 = Q.X * C;                   //                             1M
  const F D = sqr(P.Y - Q.Y);             // (Y1 − Y2)²                  1S
  const F A1 = P.Y * (W1 - W2);           // Y1 on the new Z             1M
  const F X3 = D - W1 - W2;
  const F Y3 = (P.Y - Q.Y) * (W1 - X3) - A1;  //                         1M
  const F Z3 = P.Z * (P.X - Q.X);         //                             1M
  return {{X3, Y3, Z3}, {W1, A1, Z3}};
}

/// Any a. ZADDC, Goundar–Joye–Miyaji 2010 (conjugate co-Z addition): P, Q
/// with one Z ↦ (P + Q, P − Q) with one new Z. ZADDU plus the sum with −Q,
/// whose Y is −Y2: 6M + 3S. Precondition: P ≠ ±Q, both finite.
inline constexpr spec::FormulaInfo zaddc_6m3s_info{
    "zaddc_6m3s", "Goundar, Joye, Miyaji, CHES 2010, ZADDC (conjugate co-Z addition)", {6, 3, 0}};

template <class F>
[[nodiscard]] CoZPair<F> zaddc_6m3s(const Jacobian<F>& P, const Jacobian<F>& Q) {
  const F C = sqr(P.X - Q.X);             //                             1S
  const F W1 = P.X * C;                   //                             1M
  const F W2 = Q.X * C;                   //                             1M
  const F D = sqr(P.Y - Q.Y);             //                             1S
  const F A1 = P.Y * (W1 - W2);           //                             1M
  const F X3 = D - W1 - W2;
  const F Y3 = (P.Y - Q.Y) * (W1 - X3) - A1;   // P + Q                  1M
  const F Z3 = P.Z * (P.X - Q.X);         //                             1M
  const F Dc = sqr(P.Y + Q.Y);            // the slope to −Q             1S
  const F X3c = Dc - W1 - W2;
  const F Y3c = (P.Y + Q.Y) * (W1 - X3c) - A1;  // P − Q                 1M
  return {{X3, Y3, Z3}, {X3c, Y3c, Z3}};
}

/// Any a. DBLU, Goundar–Joye–Miyaji 2010 (initial doubling with update):
/// affine P ↦ (2P, P) with one Z = 2·y. The doubling with Z1 = 1 (EFD
/// mdbl-2007-bl), and P comes for free: (x·(2y)², y·(2y)³) = (4·x·y², 8·y⁴),
/// two values the doubling computes. 1M + 5S. Precondition: P finite,
/// y ≠ 0 (else Z = 0 and the copy of P is (0 : 0 : 0)).
inline constexpr spec::FormulaInfo dblu_1m5s_info{
    "dblu_1m5s", "Goundar, Joye, Miyaji, CHES 2010, DBLU (doubling with update, Z1 = 1)", {1, 5, 0}};

template <class F>
[[nodiscard]] CoZPair<F> dblu_1m5s(const Affine<F>& P, const CurveEq<F>& eq) {
  const F B = sqr(P.x);                                 // x²            1S
  const F E = sqr(P.y);                                 // y²            1S
  const F L = sqr(E);                                   // y⁴            1S
  const F S = mul_small(sqr(P.x + E) - B - L, 2);       // 4·x·y²        1S
  const F M = mul_small(B, 3) + eq.a;                   // 3·x² + a
  const F X3 = sqr(M) - mul_small(S, 2);                //               1S
  const F L8 = mul_small(L, 8);                         // 8·y⁴
  const F Y3 = M * (S - X3) - L8;                       //               1M
  const F Z3 = mul_small(P.y, 2);                       // 2·y
  return {{X3, Y3, Z3}, {S, L8, Z3}};
}

/// Any a. One step of the co-Z Montgomery ladder (Goundar–Joye–Miyaji 2010:
/// ZADDC then ZADDU): (R0, R1) with one Z ↦
/// (2·R0, R0 + R1) with one Z. ZADDC gives (R0 + R1, R0 − R1); ZADDU of
/// those gives ((R0 + R1) + (R0 − R1), R0 + R1). 11M + 5S.
/// Precondition: R0 ≠ ±R1, 2·R0 ≠ O, 2·R1 ≠ O.
inline constexpr spec::FormulaInfo coz_ladder_step_11m5s_info{
    "coz_ladder_step_11m5s", "Goundar, Joye, Miyaji, CHES 2010, co-Z Montgomery ladder step (ZADDC, ZADDU)",
    {11, 5, 0}};

template <class F>
[[nodiscard]] CoZPair<F> coz_ladder_step_11m5s(const Jacobian<F>& R0, const Jacobian<F>& R1) {
  const CoZPair<F> sd = zaddc_6m3s(R0, R1);             // (R0 + R1, R0 − R1)   6M 3S
  return zaddu_5m2s(sd.first, sd.second);               // (2·R0, R0 + R1)      5M 2S
}

}  // namespace tandem::ref

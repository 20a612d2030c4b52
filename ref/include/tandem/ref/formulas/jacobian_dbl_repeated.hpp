// Repeated doubling, 2ⁿ·P, for a curve with any a: the windows of a scalar
// multiplication double w times in a row, and for a ≠ 0, −3 the doubling's
// a·Z⁴ is what costs. Cohen, Miyaji and Ono's modified Jacobian coordinates
// (X : Y : Z : W) carry W = a·Z⁴ along, updated from values the doubling
// computes anyway (W3 = a·Z3⁴ = 16·Y⁴·W), so a·Z⁴ is paid once per run
// instead of once per doubling (Itoh et al. 1999 use the same idea).
// Proven by proofs/symbolic (n = 3, every family) against three affine
// doublings, counted by proofs/census.
#pragma once

#include "tandem/ref/point.hpp"
#include "tandem/spec/formula_info.hpp"

namespace tandem::ref {

/// Any a, n ≥ 0 doublings. Each doubling is EFD shortw-modified dbl-2009-bl
/// (3M + 5S); W = a·Z⁴ is set up once (2S + 1C) and its update skipped after
/// the last doubling (−1M): (3n − 1)M + (5n + 2)S + 1C for n ≥ 1, against
/// n·(1M + 8S + 1C) for n dbl_generic_1m8s. No branch: O (Z = 0) stays O
/// and a point of order two goes to O at the first doubling.
inline constexpr spec::FormulaInfo dbl_repeated_modified_info{
    "dbl_repeated_modified",
    "Cohen, Miyaji, Ono 1998 modified Jacobian; EFD shortw-modified dbl-2009-bl n times, a·Z⁴ once; n = 3",
    {8, 17, 1}};

/// The n the registry proves and counts dbl_repeated_modified with.
inline constexpr unsigned dbl_repeated_modified_census_n = 3;

template <class F>
[[nodiscard]] Jacobian<F> dbl_repeated_modified(const Jacobian<F>& P, unsigned n, const CurveEq<F>& eq) {
  if (n == 0) return P;
  F X = P.X;
  F Y = P.Y;
  F Z = P.Z;
  F W = mul_const(eq.a, sqr(sqr(P.Z)));           // a·Z⁴                      2S 1C
  for (unsigned i = 0; i < n; ++i) {
    const F XX = sqr(X);                          // X²                        1S
    const F A = mul_small(sqr(Y), 2);             // 2·Y²                      1S
    const F AA = sqr(A);                          // 4·Y⁴                      1S
    const F U = mul_small(AA, 2);                 // 8·Y⁴
    const F S = sqr(X + A) - XX - AA;             // 4·X·Y²                    1S
    const F M = mul_small(XX, 3) + W;             // 3·X² + a·Z⁴
    const F X3 = sqr(M) - mul_small(S, 2);        // M² − 2·S                  1S
    const F Y3 = M * (S - X3) - U;                // M·(S − X3) − 8·Y⁴         1M
    const F Z3 = mul_small(Y * Z, 2);             // 2·Y·Z                     1M
    if (i + 1 < n) W = mul_small(U * W, 2);       // a·Z3⁴ = 16·Y⁴·a·Z⁴         1M
    X = X3;
    Y = Y3;
    Z = Z3;
  }
  return {X, Y, Z};
}

}  // namespace tandem::ref

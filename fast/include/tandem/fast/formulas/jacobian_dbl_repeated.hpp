// Repeated doubling 2ⁿ·P for any a, fast: the twin of
// ref/formulas/jacobian_dbl_repeated.hpp (Cohen, Miyaji, Ono 1998, modified
// Jacobian coordinates; EFD shortw-modified dbl-2009-bl), on the lazy field
// interface. W = a·Z⁴ is set up once and carried along (W3 = 16·Y⁴·W), so a
// run of n doublings pays a·Z⁴ once. No branch on the values (n is public):
// O stays O, a point of order two goes to O. The loop keeps the group's
// {4, 4, 1} on every doubling's output and W ≤ 2, so any n stays within the
// magnitudes checked for the registry's n = 3.
#pragma once

#include "tandem/fast/group/lazy_field.hpp"
#include "tandem/fast/group/point.hpp"
#include "tandem/spec/formula_info.hpp"

namespace tandem::fast {

/// Any a, n ≥ 0 doublings: (3n − 1)M + (5n + 2)S + 1C for n ≥ 1, as ref's
/// (the FormulaInfo is the count at ref's census n = 3).
inline constexpr spec::FormulaInfo dbl_repeated_modified_info{
    "dbl_repeated_modified",
    "Cohen, Miyaji, Ono 1998 modified Jacobian; EFD shortw-modified dbl-2009-bl n times, a·Z⁴ once; n = 3",
    {8, 17, 1}};
inline constexpr FormulaMagnitudes dbl_repeated_modified_magnitudes{{4, 4, 1}, {1, 1, 1}, {4, 4, 1}};

template <LazyField F>
[[nodiscard]] constexpr Gej<F> dbl_repeated_modified(const Gej<F>& P, unsigned n, const F& a) {
  if (n == 0) return P;
  Gej<F> R = P;
  F W = mul_const(a, sqr(sqr(P.Z)));                               // a·Z⁴                   1
  for (unsigned i = 0; i < n; ++i) {
    const F XX = sqr(R.X);                                         // X²                     1
    const F A = mul_int(sqr(R.Y), 2);                              // 2·Y²                   2
    const F AA = sqr(A);                                           // 4·Y⁴                   1
    const F U = mul_int(AA, 2);                                    // 8·Y⁴                   2
    const F S = normalize_weak(add(add(sqr(add(R.X, A)), negate(XX, 1)), negate(AA, 1)));  // 4·X·Y²  5 → 1
    const F M = add(mul_int(XX, 3), W);                            // 3·X² + a·Z⁴     3 + 2 ≤ 5
    const F X3 = add(sqr(M), negate(mul_int(S, 2), 2));            // M² − 2·S           1 + 3
    const F Y3 = add(mul(M, add(S, negate(X3, 4))), negate(U, 2));  // M·(S − X3) − 8Y⁴  (5, 6) → 1 + 3
    const F Z3 = normalize_weak(mul_int(mul(R.Y, R.Z), 2));        // 2·Y·Z              2 → 1
    if (i + 1 < n) W = mul_int(mul(U, W), 2);                      // a·Z3⁴ = 16·Y⁴·a·Z⁴     2
    R = {X3, Y3, Z3};
  }
  return R;
}

}  // namespace tandem::fast

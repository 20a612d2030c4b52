// x-only arithmetic in XZ coordinates, fast: the twins of ref/formulas/xz.hpp
// (Izu–Takagi, PKC 2002; y recovery after Okeya–Sakurai, in Brier–Joye's
// form), for a = 0 with the a terms gone and for any a as ref has them. No
// branch: constant time. a and b are passed in (normalized). XZ inputs
// within {4, -, 1}.
#pragma once

#include "tandem/fast/group/lazy_field.hpp"
#include "tandem/fast/group/point.hpp"
#include "tandem/spec/formula_info.hpp"

namespace tandem::fast {

namespace detail {

/// dadd-2002-it-4 with the factor (xP·xQ + a)·ZZ left to `xxa(XX, ZZ)`
/// (XX itself for a = 0), of magnitude ≤ 2.
template <LazyField F, class Xxa>
[[nodiscard]] constexpr Gexz<F> xadd(const Gexz<F>& P, const Gexz<F>& Q, const Gexz<F>& D, const F& b, const Xxa& xxa) {
  const F XX = mul(P.X, Q.X);                                      // xP·xQ·ZZ               1
  const F ZZ = mul(P.Z, Q.Z);                                      //                        1
  const F XZ1 = mul(P.X, Q.Z);                                     // xP·ZZ                  1
  const F XZ2 = mul(Q.X, P.Z);                                     // xQ·ZZ                  1
  const F sum = mul_int(mul(add(XZ1, XZ2), xxa(XX, ZZ)), 2);       // 2(xP + xQ)(xP·xQ + a)·ZZ²  2
  const F b4 = mul_int(mul_const(b, sqr(ZZ)), 4);                  // 4·b·ZZ²                4
  const F HH = sqr(add(XZ1, negate(XZ2, 1)));                      // (xP − xQ)²·ZZ²         1
  const F X3 = add(mul(D.Z, add(sum, b4)), negate(mul(D.X, HH), 1));  // minus x(D)          3
  const F Z3 = mul(D.Z, HH);                                       //                        1
  return {X3, Z3};
}

/// Brier–Joye's y recovery with A = (a + x·xQ)·ZQ given (magnitude ≤ 2).
template <LazyField F>
[[nodiscard]] constexpr Gep<F> recover_y(const Ge<F>& P, const Gexz<F>& Q, const Gexz<F>& S, const F& b, const F& A) {
  const F xZ = mul(P.x, Q.Z);                                      // x·ZQ                   1
  const F B = add(xZ, Q.X);                                        // (x + xQ)·ZQ            5
  const F C = add(xZ, negate(Q.X, 4));                             // (x − xQ)·ZQ            6
  const F b2 = mul_int(mul_const(b, sqr(Q.Z)), 2);                 // 2·b·ZQ²                2
  const F N = add(mul(S.Z, add(b2, mul(A, B))), negate(mul(S.X, sqr(C)), 1));  // 2·y·yQ·ZQ²·ZS  3
  const F t = mul_int(mul(mul(P.y, S.Z), Q.Z), 2);                 // 2·y·ZQ·ZS              2
  return {mul(Q.X, t), N, mul(t, Q.Z)};                            //                  {1, 3, 1}
}

}  // namespace detail

/// a = 0. x(2P) = (x⁴ − 8·b·x) / (4·(x³ + b)): EFD dbl-2002-it-2 with
/// a = 0, 4M + 3S + 1C (ref's 4M + 3S + 2C less a·Z²).
inline constexpr spec::FormulaInfo xdbl_a0_4m3s1c_info{
    "xdbl_a0_4m3s1c", "EFD shortw-xz dbl-2002-it-2 (Izu, Takagi, PKC 2002), a = 0", {4, 3, 1}};
inline constexpr FormulaMagnitudes xdbl_a0_4m3s1c_magnitudes{{4, 4, 1}, {1, 1, 1}, {1, 1, 1}};

template <LazyField F>
[[nodiscard]] constexpr Gexz<F> xdbl_a0_4m3s1c(const Gexz<F>& P, const F& b) {
  const F XX = sqr(P.X);                                           // X²                     1
  const F ZZ = sqr(P.Z);                                           // Z²                     1
  const F bZZ = mul_const(b, ZZ);                                  // b·Z²                   1
  const F XZp = mul(P.X, P.Z);                                     // X·Z                    1
  const F X3 = normalize_weak(add(sqr(XX), negate(mul_int(mul(bZZ, XZp), 8), 8)));  // X⁴ − 8bXZ³  10 → 1
  const F Z3 = normalize_weak(mul_int(add(mul(XZp, XX), mul(bZZ, ZZ)), 4));  // 4Z·(X³ + bZ³)  8 → 1
  return {X3, Z3};
}

/// a = 0. x(P + Q) from x(P), x(Q) and x(D), D = P − Q ≠ O:
/// EFD dadd-2002-it-4 with a = 0, 8M + 2S + 1C.
inline constexpr spec::FormulaInfo xadd_a0_8m2s1c_info{
    "xadd_a0_8m2s1c", "EFD shortw-xz dadd-2002-it-4 (Izu, Takagi, PKC 2002), a = 0", {8, 2, 1}};
inline constexpr FormulaMagnitudes xadd_a0_8m2s1c_magnitudes{{4, 4, 1}, {1, 1, 1}, {3, 3, 1}};

template <LazyField F>
[[nodiscard]] constexpr Gexz<F> xadd_a0_8m2s1c(const Gexz<F>& P, const Gexz<F>& Q, const Gexz<F>& D, const F& b) {
  return detail::xadd(P, Q, D, b, [](const F& XX, const F& /*ZZ*/) { return XX; });  // xP·xQ·ZZ  1
}

/// a = 0. Q in projective coordinates from the base P = (x, y), x(Q) and
/// x(Q + P): ref's xz_recover_y_9m2s2c with a = 0, 9M + 2S + 1C.
/// P finite with y ≠ 0, Q ≠ O, Q ≠ −P.
inline constexpr spec::FormulaInfo xz_recover_y_a0_9m2s1c_info{
    "xz_recover_y_a0_9m2s1c", "Brier, Joye, PKC 2002 (after Okeya, Sakurai 2001), a = 0; projective form counted here",
    {9, 2, 1}};
inline constexpr FormulaMagnitudes xz_recover_y_a0_9m2s1c_magnitudes{{4, 4, 1}, {1, 1, 1}, {1, 3, 1}};

template <LazyField F>
[[nodiscard]] constexpr Gep<F> xz_recover_y_a0_9m2s1c(const Ge<F>& P, const Gexz<F>& Q, const Gexz<F>& S, const F& b) {
  return detail::recover_y(P, Q, S, b, mul(P.x, Q.X));             // A = x·xQ·ZQ            1
}

/// Any a. ref's xdbl_2002_it_4m3s2c: x(2P) = ((x² − a)² − 8·b·x) /
/// (4·(x³ + a·x + b)), EFD dbl-2002-it-2, 4M + 3S + 2C.
inline constexpr spec::FormulaInfo xdbl_4m3s2c_info{
    "xdbl_4m3s2c", "EFD shortw-xz dbl-2002-it-2 (Izu, Takagi, PKC 2002)", {4, 3, 2}};
inline constexpr FormulaMagnitudes xdbl_4m3s2c_magnitudes{{4, 4, 1}, {1, 1, 1}, {1, 1, 1}};

template <LazyField F>
[[nodiscard]] constexpr Gexz<F> xdbl_4m3s2c(const Gexz<F>& P, const F& a, const F& b) {
  const F XX = sqr(P.X);                                           // X²                     1
  const F ZZ = sqr(P.Z);                                           // Z²                     1
  const F aZZ = mul_const(a, ZZ);                                  // a·Z²                   1
  const F bZZ = mul_const(b, ZZ);                                  // b·Z²                   1
  const F XZp = mul(P.X, P.Z);                                     // X·Z                    1
  const F D = sqr(add(XX, negate(aZZ, 1)));                        // (X² − aZ²)²         3 → 1
  const F X3 = normalize_weak(add(D, negate(mul_int(mul(bZZ, XZp), 8), 8)));  // − 8bXZ³  10 → 1
  const F Z3 = normalize_weak(mul_int(add(mul(XZp, add(XX, aZZ)), mul(bZZ, ZZ)), 4));  // 4Z·(X³ + aXZ² + bZ³)  8 → 1
  return {X3, Z3};
}

/// Any a. ref's xadd_2002_it_8m2s2c: x(P + Q) from x(P), x(Q) and x(D),
/// D = P − Q ≠ O, EFD dadd-2002-it-4, 8M + 2S + 2C.
inline constexpr spec::FormulaInfo xadd_8m2s2c_info{
    "xadd_8m2s2c", "EFD shortw-xz dadd-2002-it-4 (Izu, Takagi, PKC 2002)", {8, 2, 2}};
inline constexpr FormulaMagnitudes xadd_8m2s2c_magnitudes{{4, 4, 1}, {1, 1, 1}, {3, 3, 1}};

template <LazyField F>
[[nodiscard]] constexpr Gexz<F> xadd_8m2s2c(const Gexz<F>& P, const Gexz<F>& Q, const Gexz<F>& D, const F& a,
                                            const F& b) {
  return detail::xadd(P, Q, D, b, [&a](const F& XX, const F& ZZ) {
    return add(XX, mul_const(a, ZZ));                              // (xP·xQ + a)·ZZ         2
  });
}

/// Any a. ref's xz_recover_y_9m2s2c: Q in projective coordinates from the
/// base P = (x, y), x(Q) and x(Q + P), 9M + 2S + 2C. P finite with y ≠ 0,
/// Q ≠ O, Q ≠ −P.
inline constexpr spec::FormulaInfo xz_recover_y_9m2s2c_info{
    "xz_recover_y_9m2s2c", "Brier, Joye, PKC 2002 (after Okeya, Sakurai 2001); projective form counted here",
    {9, 2, 2}};
inline constexpr FormulaMagnitudes xz_recover_y_9m2s2c_magnitudes{{4, 4, 1}, {1, 1, 1}, {1, 3, 1}};

template <LazyField F>
[[nodiscard]] constexpr Gep<F> xz_recover_y_9m2s2c(const Ge<F>& P, const Gexz<F>& Q, const Gexz<F>& S, const F& a,
                                                   const F& b) {
  return detail::recover_y(P, Q, S, b, add(mul_const(a, Q.Z), mul(P.x, Q.X)));  // A = (a + x·xQ)·ZQ  2
}

}  // namespace tandem::fast

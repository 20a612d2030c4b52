// Square roots and quadratic residuosity in the secp256k1 field.
//
// p ≡ 3 (mod 4), so a root of a square a is a^((p+1)/4) (Euler's criterion:
// (a^((p+1)/4))² = a·a^((p−1)/2) = a). The exponent, in binary, is 223 ones,
// a zero, 22 ones, four zeros, two ones, two zeros; the addition chain below
// builds a^(2^k − 1) for k = 1, 2, 3, 6, 9, 11, 22, 44, 88, 176, 220, 223
// and then appends the rest. Cost: 253 squarings and 13 multiplications.
#pragma once

#include "tandem/fast/field.hpp"
#include "tandem/fast/inverse/safegcd.hpp"

namespace tandem::fast {

namespace detail {

/// x^(2^k).
constexpr Fe sqr_n(Fe x, int k) {
  for (int i = 0; i < k; ++i) x = sqr(x);
  return x;
}

/// a^((p+1)/4) for a of magnitude ≤ 8 (output magnitude 1).
constexpr Fe pow_p_plus_1_over_4(const Fe& a) {
  const Fe x2 = mul(sqr(a), a);               // a^(2^2 − 1)
  const Fe x3 = mul(sqr(x2), a);              // a^(2^3 − 1)
  const Fe x6 = mul(sqr_n(x3, 3), x3);
  const Fe x9 = mul(sqr_n(x6, 3), x3);
  const Fe x11 = mul(sqr_n(x9, 2), x2);
  const Fe x22 = mul(sqr_n(x11, 11), x11);
  const Fe x44 = mul(sqr_n(x22, 22), x22);
  const Fe x88 = mul(sqr_n(x44, 44), x44);
  const Fe x176 = mul(sqr_n(x88, 88), x88);
  const Fe x220 = mul(sqr_n(x176, 44), x44);
  const Fe x223 = mul(sqr_n(x220, 3), x3);    // 223 ones
  Fe t = mul(sqr_n(x223, 23), x22);           // … 0, 22 ones
  t = mul(sqr_n(t, 6), x2);                   // … 0000, 11
  return sqr_n(t, 2);                         // … 00
}

}  // namespace detail

/// A square root of a, if a is a square: returns whether it is, and sets
/// `root` to a^((p+1)/4) either way (normalized; the root's parity is not
/// chosen — callers negate for the one they want). Input magnitude ≤ 8.
/// Constant time (the answer itself is the only thing that depends on a).
constexpr bool sqrt(Fe& root, const Fe& a) {
  const Fe r = detail::pow_p_plus_1_over_4(a);
  const bool is_square = equal(sqr(r), a);
  root = normalize(r);
  return is_square;
}

/// Whether a is a square mod p (0 counts as one), by the Jacobi symbol
/// (safegcd's posdivsteps), falling back on the square root when those do
/// not finish in time. Input magnitude ≤ 32. Variable time: public a only.
constexpr bool is_square_var(const Fe& a) {
  const Fe n = normalize_var(a);
  if (is_zero(n)) return true;
  constexpr safegcd::Modulus kMod = safegcd::make_modulus(secp256k1::kP);
  const int j = safegcd::jacobi_var(safegcd::from_words(n.to_words()), kMod);
  if (j != 0) return j > 0;
  Fe unused;
  return sqrt(unused, n);
}

}  // namespace tandem::fast

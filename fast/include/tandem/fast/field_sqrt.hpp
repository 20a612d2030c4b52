// Square roots and quadratic residuosity in the secp256k1 field.
//
// p ≡ 3 (mod 4), so a root of a square a is a^((p+1)/4) (Euler's criterion:
// (a^((p+1)/4))² = a·a^((p−1)/2) = a). The exponent, in binary, is 223 ones,
// a zero, 22 ones, four zeros, two ones, two zeros; the addition chain below
// builds a^(2^k − 1) for k = 1, 2, 3, 6, 9, 11, 22, 44, 88, 176, 220, 223
// and then appends the rest. Cost: 253 squarings and 13 multiplications.
// The chain is written once over the representation and runs on the 4×64
// assembly kernels (field_4x64_asm.hpp) where the processor has them and on
// 5×52 elsewhere: fe4x64::sqr_n keeps the value in registers through each
// run of squarings, and the chain on the kernels measured faster than on
// 5×52 both on a quiet core (about 0.8 of its time) and, by a third or
// more, while the core's other hardware thread is busy (docs/fast-field.md).
#pragma once

#include <type_traits>

#include "tandem/fast/field.hpp"
#include "tandem/fast/field_4x64.hpp"
#include "tandem/fast/field_4x64_asm.hpp"
#include "tandem/fast/inverse/safegcd.hpp"

namespace tandem::fast {

namespace detail {

/// The addition chain for a^((p+1)/4), written once for any representation:
/// Ops supplies T, Ops::mul(T, T), Ops::sqr(T) and Ops::sqr_n(T, k) = T^(2^k).
template <class Ops>
constexpr typename Ops::T pow_p_plus_1_over_4_chain(const typename Ops::T& a) {
  using T = typename Ops::T;
  const auto sqr_n = [](const T& x, unsigned k) { return Ops::sqr_n(x, k); };
  const T x2 = Ops::mul(Ops::sqr(a), a);              // a^(2^2 − 1)
  const T x3 = Ops::mul(Ops::sqr(x2), a);             // a^(2^3 − 1)
  const T x6 = Ops::mul(sqr_n(x3, 3), x3);
  const T x9 = Ops::mul(sqr_n(x6, 3), x3);
  const T x11 = Ops::mul(sqr_n(x9, 2), x2);
  const T x22 = Ops::mul(sqr_n(x11, 11), x11);
  const T x44 = Ops::mul(sqr_n(x22, 22), x22);
  const T x88 = Ops::mul(sqr_n(x44, 44), x44);
  const T x176 = Ops::mul(sqr_n(x88, 88), x88);
  const T x220 = Ops::mul(sqr_n(x176, 44), x44);
  const T x223 = Ops::mul(sqr_n(x220, 3), x3);        // 223 ones
  T t = Ops::mul(sqr_n(x223, 23), x22);               // … 0, 22 ones
  t = Ops::mul(sqr_n(t, 6), x2);                      // … 0000, 11
  return sqr_n(t, 2);                                 // … 00
}

/// The 5×52 field's mul and sqr.
struct Fe52Ops {
  using T = Fe;
  static constexpr Fe mul(const Fe& a, const Fe& b) { return fast::mul(a, b); }
  static constexpr Fe sqr(const Fe& a) { return fast::sqr(a); }
  static constexpr Fe sqr_n(Fe x, unsigned k) {
    for (unsigned i = 0; i < k; ++i) x = fast::sqr(x);
    return x;
  }
};

/// a^((p+1)/4) on 5×52, for a of magnitude ≤ 8 (output magnitude 1).
constexpr Fe pow_p_plus_1_over_4(const Fe& a) { return pow_p_plus_1_over_4_chain<Fe52Ops>(a); }

#if TANDEM_FAST_HAVE_4X64_ASM
/// The 4×64 assembly kernels' mul and sqr (field_4x64_asm.hpp).
struct Asm4x64Ops {
  using T = fe4x64::Words;
  static T mul(const T& a, const T& b) {
    T r;
    fe4x64::mul(r, a, b);
    return r;
  }
  static T sqr(const T& a) {
    T r;
    fe4x64::sqr(r, a);
    return r;
  }
  static T sqr_n(const T& a, unsigned k) {
    T r;
    fe4x64::sqr_n(r, a, k);
    return r;
  }
};

/// The same chain on the 4×64 assembly kernels: a (magnitude ≤ 8) is
/// normalized and converted, the result converted back (magnitude 1). Needs
/// BMI2 and ADX (fe4x64::cpu_supported()). Constant time.
inline Fe pow_p_plus_1_over_4_4x64(const Fe& a) {
  return Fe::from_words_mod(pow_p_plus_1_over_4_chain<Asm4x64Ops>(normalize(a).to_words()));
}
#endif

/// a^((p+1)/4) for a of magnitude ≤ 8 (output magnitude 1), on the 4×64
/// kernels where this build has them and the processor runs them
/// (fe4x64::usable(), a public fact about the machine), else on 5×52; in a
/// constant expression on 5×52. Constant time either way.
constexpr Fe pow_p_plus_1_over_4_fastest(const Fe& a) {
#if TANDEM_FAST_HAVE_4X64_ASM
  if (!std::is_constant_evaluated() && fe4x64::usable()) return pow_p_plus_1_over_4_4x64(a);
#endif
  return pow_p_plus_1_over_4(a);
}

/// Fe64's mul and sqr (the kernels or the portable limb code, as built).
struct Fe64Ops {
  using T = Fe64;
  static constexpr Fe64 mul(const Fe64& a, const Fe64& b) { return fast::mul(a, b); }
  static constexpr Fe64 sqr(const Fe64& a) { return fast::sqr(a); }
  static constexpr Fe64 sqr_n(const Fe64& a, unsigned k) { return fast::sqr_n(a, k); }
};

/// The root r = a^((p+1)/4) checked and normalized, for either field.
template <class F>
constexpr bool root_checked(F& root, const F& a, const F& r) {
  const bool is_square = equal(sqr(r), a);
  root = normalize(r);
  return is_square;
}

}  // namespace detail

/// A square root of a, if a is a square: returns whether it is, and sets
/// `root` to a^((p+1)/4) either way (normalized; the root's parity is not
/// chosen — callers negate for the one they want). Input: Fe of magnitude
/// ≤ 8, any Fe64. Constant time (the answer itself is the only thing that
/// depends on a).
constexpr bool sqrt(Fe& root, const Fe& a) {
  return detail::root_checked(root, a, detail::pow_p_plus_1_over_4_fastest(a));
}
constexpr bool sqrt(Fe64& root, const Fe64& a) {
  return detail::root_checked(root, a, detail::pow_p_plus_1_over_4_chain<detail::Fe64Ops>(a));
}

namespace detail {

/// is_square_var for either field.
template <class F>
bool is_square_var_of(const F& a) {
  const F n = normalize_var(a);
  if (is_zero(n)) return true;
  constexpr safegcd::Modulus kMod = safegcd::make_modulus(secp256k1::kP);
  const int j = safegcd::jacobi_var(safegcd::from_words(n.to_words()), kMod);
  if (j != 0) return j > 0;
  F unused;
  return sqrt(unused, n);
}

}  // namespace detail

/// Whether a is a square mod p (0 counts as one), by the Jacobi symbol
/// (safegcd's posdivsteps), falling back on the square root when those do
/// not finish in time. Input: Fe of magnitude ≤ 32, any Fe64. Variable
/// time: public a only.
inline bool is_square_var(const Fe& a) { return detail::is_square_var_of(a); }
inline bool is_square_var(const Fe64& a) { return detail::is_square_var_of(a); }

}  // namespace tandem::fast

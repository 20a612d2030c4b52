// Square roots for p ≡ 3 (mod 4) by one exponentiation. If a is a square,
// a = b², then a^((p+1)/4) = b^((p+1)/2) = b · b^((p−1)/2) = ±b, a root.
// If a is not a square the power is still computed, and its square is −a,
// not a; so the root is checked by squaring (one more S), which is also the
// square test. (p+1)/4 is even on secp256k1, so the candidate is the same
// for a and −a; only the check tells them apart.
//
// Source: the exponent is folklore (Lehmer; Cohen, A Course in
// Computational Algebraic Number Theory, §1.5.1); secp256k1's chain is
// libsecp256k1's (field_impl.h, secp256k1_fe_sqrt).
//
// Costs: secp256k1's chain 253S + 13M, the check 1S more; the generic chain
// that of pow_window for e = (p+1)/4. Shape: fixed (constant-time shape),
// the final comparison excepted.
#pragma once

#include <gmpxx.h>

#include "tandem/ref/field.hpp"
#include "tandem/ref/inverse/fermat.hpp"
#include "tandem/ref/inverse/secp256k1_chain.hpp"
#include "tandem/spec/formula_info.hpp"
#include "tandem/spec/result.hpp"

namespace tandem::ref {

inline constexpr spec::FormulaInfo sqrt_secp256k1_info{
    "sqrt_secp256k1", "libsecp256k1 field_impl.h secp256k1_fe_sqrt: runs 2, 22, 223 of (p + 1)/4", {13, 253, 0}};

/// a^((p+1)/4) for secp256k1's p: the runs, then
/// (p+1)/4 = 1^223 0 1^22 0000 11 00 left to right.
template <class F>
[[nodiscard]] F sqrt_secp256k1_chain(const F& a) {
  const Secp256k1Runs<F> r = secp256k1_runs(a);  //                      222S 11M
  F t = sqr_n(r.x223, 23) * r.x22;               // … 0 1^22              23S 1M
  t = sqr_n(t, 6) * r.x2;                        // … 0000 11              6S 1M
  return sqr_n(t, 2);                            // … 00                   2S
}

/// a^((p+1)/4) by sliding windows, for any p ≡ 3 (mod 4).
template <class F>
[[nodiscard]] F sqrt_3mod4_chain(const F& a, const mpz_class& p, unsigned w = kDefaultWindow) {
  return pow_window(a, (p + 1) / 4, w);
}

/// A square root of a by secp256k1's chain and the check.
/// Error::modulus_unsupported unless a's field is secp256k1's,
/// Error::not_a_square if a has no root. sqrt(0) = 0.
[[nodiscard]] Result<Fe> sqrt_secp256k1(const Fe& a);

/// A square root of a by the generic chain, for p ≡ 3 (mod 4);
/// Error::modulus_unsupported for any other p, Error::not_a_square if a has
/// no root.
[[nodiscard]] Result<Fe> sqrt_3mod4(const Fe& a, unsigned w = kDefaultWindow);

}  // namespace tandem::ref

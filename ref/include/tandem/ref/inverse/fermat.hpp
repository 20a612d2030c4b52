// Inversion by Fermat's little theorem: for p prime and a ≠ 0,
// a^(p−1) = 1, so a^(p−2) = 1/a. Any addition chain for p − 2 will do;
// this file uses the generic sliding-window chain (pow_window.hpp), and
// fermat_secp256k1.hpp the short chain secp256k1's p allows.
//
// Cost: that of pow_window for e = p − 2; with w = 5, 252S + 66M on
// secp256k1's p and 252S + 42M on P-256's (docs/census.md has every curve's
// figure, counted).
// Shape: a fixed sequence of squarings and multiplications for a given p —
// the constant-time shape fast/ can follow. The chain maps 0 to 0
// (0^(p−2) = 0); the checked form below reports 0 as not invertible.
#pragma once

#include <gmpxx.h>

#include "tandem/ref/field.hpp"
#include "tandem/ref/inverse/pow_window.hpp"
#include "tandem/spec/result.hpp"

namespace tandem::ref {

/// The window width the generic chains use by default.
inline constexpr unsigned kDefaultWindow = 5;

/// a^(p−2) by sliding windows of width w. Precondition: p is prime (then
/// this is 1/a for a ≠ 0, and 0 for a = 0).
template <class F>
[[nodiscard]] F inverse_fermat_chain(const F& a, const mpz_class& p, unsigned w = kDefaultWindow) {
  return pow_window(a, p - 2, w);
}

/// 1/a in a's field by the generic chain; Error::not_invertible for a = 0.
[[nodiscard]] Result<Fe> inverse_fermat(const Fe& a, unsigned w = kDefaultWindow);

}  // namespace tandem::ref

// The generic addition chain: a^e for any exponent e, left to right, by
// sliding windows of at most w bits. This is what Fermat's inversion
// a^(p−2) and the square root a^((p+1)/4) use on a prime with no chain of
// its own (fermat.hpp, sqrt_chains.hpp).
//
// Source: Menezes, van Oorschot, Vanstone, Handbook of Applied
// Cryptography (HAC), Alg. 14.79 (w = 1: square-and-multiply) and
// Alg. 14.85 (sliding windows).
//
// Cost, for e of ℓ bits split into N windows whose leading one has ℓ₁ bits:
//   table  a, a³, a⁵, …, a^(2^w − 1):  1S + (2^(w−1) − 1)M   (none if w = 1)
//   body   ℓ − ℓ₁ squarings and N − 1 multiplications
// so w = 1 costs (ℓ − 1)S + (wt(e) − 1)M. proofs/census counts the
// template on the counting field and holds it to this formula.
//
// A fixed e gives a fixed sequence of squarings and multiplications: a
// constant-time shape when e is public (p − 2 is), whatever a is.
#pragma once

#include <gmpxx.h>

#include <cstddef>
#include <optional>
#include <stdexcept>
#include <vector>

namespace tandem::ref {

/// x^(2^n): n squarings.
template <class F>
[[nodiscard]] F sqr_n(F x, unsigned n) {
  for (unsigned i = 0; i < n; ++i) x = sqr(x);
  return x;
}

/// The largest window width pow_window accepts (a table of 128 entries).
inline constexpr unsigned kMaxWindow = 8;

/// a^e for e ≥ 0 by sliding windows of width 1 ≤ w ≤ kMaxWindow.
/// std::invalid_argument for e < 0 or w out of range (a caller's bug, not
/// an input). a^0 = 1, also for a = 0.
template <class F>
[[nodiscard]] F pow_window(const F& a, const mpz_class& e, unsigned w) {
  if (w < 1 || w > kMaxWindow) throw std::invalid_argument("tandem::ref::pow_window: window width must be 1 to 8");
  if (e < 0) throw std::invalid_argument("tandem::ref::pow_window: negative exponent");
  if (e == 0) return a.constant(1);
  const auto bit = [&e](std::size_t i) { return mpz_tstbit(e.get_mpz_t(), static_cast<mp_bitcnt_t>(i)) != 0; };

  // odd[j] = a^(2j + 1).
  std::vector<F> odd{a};
  if (w > 1) {
    const F a2 = sqr(a);
    for (std::size_t j = 1; j < (std::size_t{1} << (w - 1)); ++j) odd.push_back(odd.back() * a2);
  }

  std::optional<F> acc;  // empty until the leading window: no squaring of 1
  std::size_t i = mpz_sizeinbase(e.get_mpz_t(), 2);  // bits i−1 … 0 remain
  while (i > 0) {
    if (!bit(i - 1)) {  // a zero between windows: one squaring
      acc = sqr(*acc);  // (the leading bit is a one, so acc is set here)
      --i;
      continue;
    }
    // The window: bits i−1 … low, at most w wide, ending in a one.
    std::size_t low = i > w ? i - w : 0;
    while (!bit(low)) ++low;
    std::size_t value = 0;
    for (std::size_t j = i; j > low; --j) value = 2 * value + (bit(j - 1) ? 1 : 0);
    const unsigned width = static_cast<unsigned>(i - low);
    acc = acc ? sqr_n(*acc, width) * odd[value / 2] : odd[value / 2];
    i = low;
  }
  return *acc;
}

}  // namespace tandem::ref

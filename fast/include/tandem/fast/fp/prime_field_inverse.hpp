// Exponentiation and inversion in PrimeField<M>.
//
// pow(a, e): a fixed 4-bit window (Handbook of Applied Cryptography, Alg.
// 14.82 with k = 4, every digit taken, none slid): the operations depend
// only on the exponent, which is public (m − 2, (m + 1)/4, …), never on a,
// so pow is constant time in its base; the table is indexed by the public
// digits only.
// inverse(a) = a^(m − 2) (Fermat's little theorem; m prime), 0 for a = 0.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

#include "tandem/fast/fp/prime_field.hpp"
#include "tandem/fast/fp/words.hpp"

namespace tandem::fast {

/// a^e for a public exponent e of K words (a^0 = 1, 0^e = 0 for e > 0).
/// Constant time in a. Cost: ⌈bits(e)/4⌉·4 − 4 squarings, 14 table
/// multiplications and one per non-zero digit after the first.
template <class M, std::size_t K>
[[nodiscard]] constexpr PrimeField<M> pow(const PrimeField<M>& a, const Words<K>& e) {
  using F = PrimeField<M>;
  std::array<F, 16> table{};
  table[0] = F::from_int(1);
  table[1] = a;
  for (std::size_t i = 2; i < 16; ++i) table[i] = mul(table[i - 1], a);
  std::size_t digit = 16 * K;  // digits of 4 bits, the top non-zero one first
  while (digit > 0 && ((e[(digit - 1) / 16] >> (4 * ((digit - 1) % 16))) & 0xF) == 0) --digit;
  if (digit == 0) return table[0];
  --digit;
  F r = table[(e[digit / 16] >> (4 * (digit % 16))) & 0xF];
  while (digit-- > 0) {
    r = sqr_n(r, 4);
    const std::uint64_t d = (e[digit / 16] >> (4 * (digit % 16))) & 0xF;
    if (d != 0) r = mul(r, table[d]);  // d is a digit of the public exponent
  }
  return r;
}

namespace detail {
/// m − 2, the inverse's exponent.
template <class M>
inline constexpr Words<M::kWords> kInverseExponent =
    words::sub(PrimeField<M>::modulus(), words::of<M::kWords>(2));
}  // namespace detail

/// a⁻¹ = a^(m − 2) (m prime); 0 for a = 0. Constant time.
template <class M>
[[nodiscard]] constexpr PrimeField<M> inverse(const PrimeField<M>& a) {
  return pow(a, detail::kInverseExponent<M>);
}

/// a⁻¹ for public a (0 for 0). At present the same chain as inverse: no
/// faster variable-time inversion has been measured in (docs/fast-prime-field.md).
template <class M>
[[nodiscard]] constexpr PrimeField<M> inverse_var(const PrimeField<M>& a) {
  return inverse(a);
}

}  // namespace tandem::fast

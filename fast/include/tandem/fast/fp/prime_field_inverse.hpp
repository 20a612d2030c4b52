// Exponentiation and inversion in PrimeField<M>.
//
// pow(a, e): a fixed 4-bit window (Handbook of Applied Cryptography, Alg.
// 14.82 with k = 4, every digit taken, none slid): the operations depend
// only on the exponent, which is public (m − 2, (m + 1)/4, …), never on a,
// so pow is constant time in its base; the table is indexed by the public
// digits only.
// inverse(a): for moduli of at most four words, Bernstein–Yang's safegcd
// (inverse/safegcd.hpp, written for any odd modulus below 2^256: 590
// divsteps in constant time, enough for every input below 2^256; the
// _var form stops when done), on the stored integer c (x·R under
// Montgomery, whose inverse c⁻¹ = x⁻¹·R⁻¹ goes back to the stored form as
// mont_mul(c⁻¹, R³) = x⁻¹·R; x under pseudo-Mersenne, whose inverse is
// the stored form: the policy's inverse_to_stored).
// Wider moduli: a^(m − 2) (Fermat's little theorem; m prime), and for
// inverse_var the binary extended Euclidean algorithm. 0 ↦ 0.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

#include "tandem/fast/fp/prime_field.hpp"
#include "tandem/fast/fp/words.hpp"
#include "tandem/fast/inverse/safegcd.hpp"

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

/// Whether safegcd (written for moduli below 2^256) serves M.
template <class M>
inline constexpr bool kUsesSafegcd = M::kWords <= 4;

/// N ≤ 4 words as four (the rest zero).
template <std::size_t N>
constexpr Words256 widen4(const Words<N>& w) {
  Words256 r{};
  for (std::size_t i = 0; i < N; ++i) r[i] = w[i];
  return r;
}

template <class M>
inline constexpr safegcd::Modulus kSafegcdModulus = safegcd::make_modulus(widen4<M::kWords>(M::kModulus));

/// a⁻¹ through safegcd on the stored integer c, its inverse brought to the
/// stored form by the policy (Montgomery: c = x·R, c⁻¹·R³/R = x⁻¹·R).
template <bool kVar, class M>
constexpr PrimeField<M> inverse_by_safegcd(const PrimeField<M>& a) {
  constexpr std::size_t N = M::kWords;
  const safegcd::Signed62 c = safegcd::from_words(widen4<N>(a.stored_words()));
  safegcd::Signed62 inv{};
  if constexpr (kVar) inv = safegcd::inverse_var(c, kSafegcdModulus<M>);
  else inv = safegcd::inverse(c, kSafegcdModulus<M>);
  const Words256 w = safegcd::to_words(inv);
  Words<N> low{};
  for (std::size_t i = 0; i < N; ++i) low[i] = w[i];  // below m: the other words are zero
  return PrimeField<M>::from_stored_words(PrimeField<M>::Policy::inverse_to_stored(low));
}
/// c⁻¹ mod m for public 0 < c < m (m prime), by the binary extended
/// Euclidean algorithm (Handbook of Applied Cryptography, Alg. 14.61 with
/// the invariants u ≡ x1·c, v ≡ x2·c (mod m)): halve whichever of u, v is
/// even (x1 or x2 halved mod m alongside), then subtract the smaller from
/// the larger. At most about 2·bits(m) rounds. Variable time.
template <class M>
Words<M::kWords> binary_inverse_var(const Words<M::kWords>& c) {
  constexpr std::size_t N = M::kWords;
  using P = typename PrimeField<M>::Constants;
  const Words<N> one = words::of<N>(1);
  Words<N> u = c, v = P::kM, x1 = one, x2{};
  while (u != one && v != one) {
    while ((u[0] & 1) == 0) {
      u = words::shr1<N>(u);
      x1 = fp::half<NativeLimbs, P>(x1);
    }
    while ((v[0] & 1) == 0) {
      v = words::shr1<N>(v);
      x2 = fp::half<NativeLimbs, P>(x2);
    }
    if (words::cmp(u, v) >= 0) {
      u = words::sub(u, v);
      x1 = fp::sub<NativeLimbs, P>(x1, x2);
    } else {
      v = words::sub(v, u);
      x2 = fp::sub<NativeLimbs, P>(x2, x1);
    }
  }
  return u == one ? x1 : x2;
}

/// a⁻¹ for public a by binary_inverse_var on the stored integer c, its
/// inverse brought to the stored form by the policy.
template <class M>
PrimeField<M> inverse_by_binary_var(const PrimeField<M>& a) {
  if (normalizes_to_zero_var(a)) return a;
  return PrimeField<M>::from_stored_words(
      PrimeField<M>::Policy::inverse_to_stored(binary_inverse_var<M>(a.stored_words())));
}
}  // namespace detail

/// a⁻¹ (0 for a = 0). Constant time: safegcd's fixed 590 divsteps for
/// moduli of at most four words, else a^(m − 2).
template <class M>
[[nodiscard]] constexpr PrimeField<M> inverse(const PrimeField<M>& a) {
  if constexpr (detail::kUsesSafegcd<M>) {
    return detail::inverse_by_safegcd<false>(a);
  } else {
    return pow(a, detail::kInverseExponent<M>);
  }
}

/// a⁻¹ for public a (0 for 0): safegcd's variable-time form for moduli of
/// at most four words, the binary extended Euclidean algorithm for wider
/// ones (safegcd is written for 256 bits).
template <class M>
[[nodiscard]] PrimeField<M> inverse_var(const PrimeField<M>& a) {
  if constexpr (detail::kUsesSafegcd<M>) {
    return detail::inverse_by_safegcd<true>(a);
  } else {
    return detail::inverse_by_binary_var(a);
  }
}

}  // namespace tandem::fast

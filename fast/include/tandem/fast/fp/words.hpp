// Multi-word integers for the prime fields of fast/fp/: N 64-bit words,
// least significant first, and the compile-time arithmetic that derives a
// modulus's Montgomery constants from spec/'s hexadecimal strings (R mod m,
// R² mod m, R³ mod m, −m⁻¹ mod 2^64, 2^(64N) − m). Nothing here runs at run
// time on secrets: it serves constant expressions (a bad digit or a modulus
// that does not fit stops the compilation) and the _var helpers of the field.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <string_view>

namespace tandem::fast {

/// N words, least significant first.
template <std::size_t N>
using Words = std::array<std::uint64_t, N>;

/// The value of one hexadecimal digit (a throw, which stops a constant
/// expression, for anything else).
constexpr std::uint64_t hex_digit(char c) {
  if (c >= '0' && c <= '9') return static_cast<std::uint64_t>(c - '0');
  if (c >= 'a' && c <= 'f') return static_cast<std::uint64_t>(c - 'a' + 10);
  if (c >= 'A' && c <= 'F') return static_cast<std::uint64_t>(c - 'A' + 10);
  throw "hex_digit: not a hexadecimal digit";
}

/// Big-endian hexadecimal (no prefix, at most 16·N digits) to N words. Not a
/// parser for untrusted text: it serves compile-time constants, where a bad
/// digit stops the compilation (a throw in a constant expression).
template <std::size_t N>
constexpr Words<N> words_from_hex_n(std::string_view hex) {
  Words<N> w{};
  if (hex.size() > 16 * N) throw "words_from_hex_n: more digits than the words hold";
  unsigned bit = 0;
  for (std::size_t i = hex.size(); i-- > 0; bit += 4) w[bit / 64] |= hex_digit(hex[i]) << (bit % 64);
  return w;
}

/// The number of significant bits of a hexadecimal string (leading zero
/// digits ignored; 0 for zero).
constexpr std::size_t bits_of_hex(std::string_view hex) {
  std::size_t i = 0;
  while (i < hex.size() && hex[i] == '0') ++i;
  if (i == hex.size()) return 0;
  std::size_t top = 0;
  for (std::uint64_t v = hex_digit(hex[i]); v != 0; v >>= 1) ++top;
  return 4 * (hex.size() - i - 1) + top;
}

namespace words {

/// −1, 0 or 1 as a < b, a = b, a > b (variable time: constants and _var).
template <std::size_t N>
constexpr int cmp(const Words<N>& a, const Words<N>& b) {
  for (std::size_t i = N; i-- > 0;) {
    if (a[i] != b[i]) return a[i] < b[i] ? -1 : 1;
  }
  return 0;
}

/// a − b mod 2^(64N), and the borrow out.
template <std::size_t N>
constexpr Words<N> sub(const Words<N>& a, const Words<N>& b, std::uint64_t* borrow_out = nullptr) {
  Words<N> r{};
  std::uint64_t borrow = 0;
  for (std::size_t i = 0; i < N; ++i) {
    const std::uint64_t d = a[i] - b[i];
    r[i] = d - borrow;
    borrow = static_cast<std::uint64_t>(a[i] < b[i]) | static_cast<std::uint64_t>(d < borrow);
  }
  if (borrow_out != nullptr) *borrow_out = borrow;
  return r;
}

/// a + b mod 2^(64N), and the carry out.
template <std::size_t N>
constexpr Words<N> add(const Words<N>& a, const Words<N>& b, std::uint64_t* carry_out = nullptr) {
  Words<N> r{};
  std::uint64_t carry = 0;
  for (std::size_t i = 0; i < N; ++i) {
    const std::uint64_t s = a[i] + b[i];
    r[i] = s + carry;
    carry = static_cast<std::uint64_t>(s < a[i]) | static_cast<std::uint64_t>(r[i] < s);
  }
  if (carry_out != nullptr) *carry_out = carry;
  return r;
}

/// 2a mod m for a < m (variable time: constants only).
template <std::size_t N>
constexpr Words<N> double_mod(const Words<N>& a, const Words<N>& m) {
  std::uint64_t carry = 0;
  Words<N> r = add(a, a, &carry);
  if (carry != 0 || cmp(r, m) >= 0) r = sub(r, m);
  return r;
}

/// 2^k mod m (constants only: k doublings).
template <std::size_t N>
constexpr Words<N> pow2_mod(std::size_t k, const Words<N>& m) {
  Words<N> r{};
  r[0] = 1;
  if (cmp(r, m) >= 0) r = sub(r, m);  // m = 1 is excluded by the caller; kept for any odd m > 1
  for (std::size_t i = 0; i < k; ++i) r = double_mod(r, m);
  return r;
}

/// −m⁻¹ mod 2^64 for odd m0, by Newton's iteration x ← x·(2 − m0·x), which
/// doubles the correct low bits each step (x = m0 is right to 3 bits, since
/// m0² ≡ 1 mod 8).
constexpr std::uint64_t neg_inverse_mod_2_64(std::uint64_t m0) {
  std::uint64_t x = m0;
  for (int i = 0; i < 5; ++i) x *= 2 - m0 * x;
  return 0 - x;
}

/// a >> 1 (by one bit, across words).
template <std::size_t N>
constexpr Words<N> shr1(const Words<N>& a) {
  Words<N> r{};
  for (std::size_t i = 0; i < N; ++i) r[i] = (a[i] >> 1) | (i + 1 < N ? a[i + 1] << 63 : 0);
  return r;
}

/// Bit i of a.
template <std::size_t N>
constexpr unsigned bit(const Words<N>& a, std::size_t i) {
  return static_cast<unsigned>((a[i / 64] >> (i % 64)) & 1);
}

/// The small word v as N words.
template <std::size_t N>
constexpr Words<N> of(std::uint64_t v) {
  Words<N> r{};
  r[0] = v;
  return r;
}

}  // namespace words
}  // namespace tandem::fast

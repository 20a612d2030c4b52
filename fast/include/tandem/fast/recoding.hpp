// Scalar recodings for the multiplication strategies: the width-w NAF
// (variable time, for public scalars) and the regular signed-window form
// with odd digits (constant time, for secret ones). Both read the scalar as
// a bits-long integer below 2^bits in N 64-bit words, least significant
// first: four for secp256k1 (Words256), up to nine for the other curves
// (fp/prime_field.hpp's Words<N>); the text is the same for every N.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <stdexcept>

#include "tandem/fast/constants.hpp"
#include "tandem/fast/verify.hpp"

namespace tandem::fast {

namespace detail {

/// Bits [offset, offset + count) of k (count ≤ 31), bits at 64·N and above read as 0.
template <std::size_t N>
constexpr std::uint32_t bits_of(const std::array<std::uint64_t, N>& k, unsigned offset, unsigned count) {
  if (offset >= 64 * N) return 0;
  std::uint64_t v = k[offset >> 6] >> (offset & 63);
  if ((offset & 63) != 0 && (offset >> 6) + 1 < N) v |= k[(offset >> 6) + 1] << (64 - (offset & 63));
  return static_cast<std::uint32_t>(v & ((std::uint64_t{1} << count) - 1));
}

}  // namespace detail

/// The width-w NAF of k < 2^bits (Solinas; Hankerson–Menezes–Vanstone,
/// "Guide to Elliptic Curve Cryptography", Alg. 3.35): digits d_i with
/// k = Σ d_i·2^i, each 0 or odd with |d_i| < 2^(w−1), and any w consecutive
/// digits holding at most one non-zero one. Written into out[0..bits]
/// (out.size() ≥ bits + 1, the rest zeroed); returns the length (the
/// position of the last non-zero digit plus one, 0 for k = 0).
/// 2 ≤ w ≤ 31. Variable time: public k only.
template <std::size_t N>
std::size_t wnaf_var(std::span<int> out, const std::array<std::uint64_t, N>& k, unsigned bits, unsigned w) {
  if (w < 2 || w > 31 || bits > 64 * N || out.size() < bits + 1) {
    throw std::invalid_argument("tandem::fast::wnaf_var: w outside [2, 31] or output too short");
  }
  for (int& d : out) d = 0;
  // Scan upwards with a carry: where bit + carry is even the digit is 0 and
  // the carry passes on; otherwise a window of w bits plus the carry is odd,
  // becomes the digit (minus 2^w when it is at least 2^(w−1), carrying one),
  // and the next w digits are 0.
  std::uint32_t carry = 0;
  std::size_t length = 0;
  unsigned bit = 0;
  while (bit < bits || carry != 0) {
    if (detail::bits_of(k, bit, 1) == carry) {
      ++bit;
      continue;
    }
    const auto word = static_cast<std::int64_t>(detail::bits_of(k, bit, w) + carry);
    carry = static_cast<std::uint32_t>(word >> (w - 1)) & 1;
    out[bit] = static_cast<int>(word - (static_cast<std::int64_t>(carry) << w));
    length = bit + 1;
    bit += w;
  }
  return length;
}

/// How many digits recode_signed_window writes: ⌈bits / w⌉.
constexpr std::size_t signed_window_digits(unsigned bits, unsigned w) { return (bits + w - 1) / w; }

/// The regular signed-window form of an odd k < 2^bits (Joye and Tunstall,
/// "Exponent recoding and regular exponentiation algorithms",
/// AFRICACRYPT 2009, §3.2): k = Σ d_i·2^(w·i) over ⌈bits / w⌉ digits, every
/// one odd with |d_i| ≤ 2^w − 1, so a ladder adds a table entry at every
/// window and never meets a zero digit. d_i = (k_i mod 2^(w+1)) − 2^w and
/// k_(i+1) = (k_i − d_i)/2^w = ⌊k_i / 2^w⌋ with its low bit set; the last
/// digit is what remains. The caller makes k odd (k + 1 or n − k, say) and
/// corrects afterwards. 1 ≤ w ≤ 30. Constant time: the same shifts and
/// masks whatever k is (the loop count depends on bits and w only).
template <std::size_t N>
constexpr void recode_signed_window(std::span<int> out, const std::array<std::uint64_t, N>& k, unsigned bits, unsigned w) {
  TANDEM_FAST_CHECK(w >= 1 && w <= 30 && bits >= 1 && bits <= 64 * N, "recode_signed_window: w or bits out of range");
  TANDEM_FAST_CHECK(out.size() >= signed_window_digits(bits, w), "recode_signed_window: output too short");
  TANDEM_FAST_CHECK((k[0] & 1) == 1, "recode_signed_window: k must be odd");
  std::array<std::uint64_t, N> x = k;
  const std::size_t m = signed_window_digits(bits, w);
  for (std::size_t i = 0; i + 1 < m; ++i) {
    out[i] = static_cast<int>(static_cast<std::int64_t>(x[0] & ((std::uint64_t{1} << (w + 1)) - 1)) -
                              (std::int64_t{1} << w));
    for (std::size_t j = 0; j < N; ++j) x[j] = (x[j] >> w) | (j + 1 < N ? x[j + 1] << (64 - w) : 0);
    x[0] |= 1;
  }
  out[m - 1] = static_cast<int>(x[0]);
}

}  // namespace tandem::fast

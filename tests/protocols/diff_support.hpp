// What the protocols' differential tests share: RapidCheck generators of
// octet strings biased towards the edges of secp256k1 (0, 1, n − 1, n,
// n + 1, p, 2^256 − 1), and conversions between the peers' byte arrays and
// the protocols' byte vectors.
#pragma once

#include <rapidcheck.h>

#include <algorithm>
#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <vector>

namespace tandem::test {

using B32 = std::array<std::uint8_t, 32>;
using B64 = std::array<std::uint8_t, 64>;
using Octets = std::vector<std::uint8_t>;

/// 32 octets from 64 hex digits (a constant of the test, so well formed).
inline B32 b32_hex(const char* hex) {
  B32 out{};
  auto nib = [](char c) { return c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10; };
  for (std::size_t i = 0; i < 32; ++i) out[i] = static_cast<std::uint8_t>(nib(hex[2 * i]) * 16 + nib(hex[2 * i + 1]));
  return out;
}

inline const B32& order_n() {
  static const B32 n = b32_hex("fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141");
  return n;
}
inline const B32& prime_p() {
  static const B32 p = b32_hex("fffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2f");
  return p;
}

/// v + delta (mod 2^256) for |delta| < 256, big-endian.
inline B32 add_small(B32 v, int delta) {
  int carry = delta;  // signed: a borrow when negative
  for (std::size_t i = 32; i-- > 0 && carry != 0;) {
    int d = static_cast<int>(v[i]) + carry;
    carry = 0;
    if (d < 0) d += 256, carry = -1;
    if (d > 255) d -= 256, carry = 1;
    v[i] = static_cast<std::uint8_t>(d);
  }
  return v;
}

/// n − v (mod 2^256), big-endian.
inline B32 n_minus(const B32& v) {
  B32 out = order_n();
  int borrow = 0;
  for (std::size_t i = 32; i-- > 0;) {
    int d = static_cast<int>(out[i]) - static_cast<int>(v[i]) - borrow;
    borrow = d < 0 ? 1 : 0;
    out[i] = static_cast<std::uint8_t>(d + 256 * borrow);
  }
  return out;
}

inline B32 gen_random32() {
  B32 out{};
  const std::vector<std::uint8_t> v = *rc::gen::container<std::vector<std::uint8_t>>(32, rc::gen::arbitrary<std::uint8_t>());
  std::copy(v.begin(), v.end(), out.begin());
  return out;
}

/// 32 octets: usually uniform, otherwise an edge near 0, n, p or 2^256.
inline B32 gen_edge32() {
  const int pick = *rc::gen::inRange(0, 10);
  const int delta = *rc::gen::inRange(-2, 3);
  switch (pick) {
    case 0: return add_small(B32{}, std::max(delta, 0));
    case 1: return add_small(order_n(), delta);
    case 2: return add_small(prime_p(), delta);
    case 3: return add_small(B32{}, -1 - std::max(delta, 0));  // 2^256 − 1 − k
    case 4: {
      B32 h = order_n();  // near (n − 1)/2: the low-S boundary
      unsigned carry = 0;
      for (std::size_t i = 0; i < 32; ++i) {
        const unsigned cur = (carry << 8) | h[i];
        h[i] = static_cast<std::uint8_t>(cur >> 1);
        carry = cur & 1U;
      }
      return add_small(h, delta);
    }
    default: return gen_random32();
  }
}

/// A valid secret key's octets (0 < d < n), now and then a small or near-n one.
inline B32 gen_secret32() {
  const int pick = *rc::gen::inRange(0, 8);
  if (pick == 0) return add_small(B32{}, *rc::gen::inRange(1, 4));
  if (pick == 1) return add_small(order_n(), -*rc::gen::inRange(1, 4));
  for (;;) {
    const B32 d = gen_random32();
    if (d != B32{} && d < order_n()) return d;
  }
}

inline Octets octets(std::span<const std::uint8_t> s) { return Octets(s.begin(), s.end()); }
template <std::size_t N>
inline std::array<std::uint8_t, N> fixed(std::span<const std::uint8_t> s) {
  std::array<std::uint8_t, N> out{};
  RC_ASSERT(s.size() == N);
  std::copy(s.begin(), s.end(), out.begin());
  return out;
}

/// The value flipped at one bit.
template <class T>
inline T flip_bit(T v, std::size_t bit) {
  v[(bit / 8) % v.size()] ^= static_cast<std::uint8_t>(1U << (bit % 8));
  return v;
}

}  // namespace tandem::test

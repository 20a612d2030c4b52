// The secp256k1 scalar's limb code: Z_n as four 64-bit words, always
// reduced (value < n). Templates over a limbs policy L (limb_ops.hpp), so
// the symbolic-limb prover runs this very text (proofs/limbs).
//
// The reduction: n = 2^256 − N_C with N_C = 2^128 + c (c below 2^128), so
// 2^256 ≡ N_C (mod n). Every carry chain is a 128-bit accumulator split at
// bit 64 after each step; each step adds at most (2^64 − 1)² + 2·(2^64 − 1)
// = 2^128 − 1, exactly what the accumulator holds (the prover reports that
// margin as 0 bits: tight, and proven).
#pragma once

#include <array>
#include <cstdint>

#include "tandem/fast/constants.hpp"
#include "tandem/fast/limb_ops.hpp"

namespace tandem::fast::sc64 {

template <class L>
using Words = std::array<typename L::u64, 4>;

inline constexpr std::uint64_t kM64 = ~std::uint64_t{0};
/// N_C = 2^256 − n = kNC0 + kNC1·2^64 + 2^128.
inline constexpr std::uint64_t kNC0 = secp256k1::kNFold[0];
inline constexpr std::uint64_t kNC1 = secp256k1::kNFold[1];
inline constexpr std::uint64_t kN0 = secp256k1::kN[0], kN1 = secp256k1::kN[1], kN2 = secp256k1::kN[2],
                               kN3 = secp256k1::kN[3];

/// c·2^256 + r reduced mod n, for a value below 2n (c a bit): r − n when
/// the value reaches n, which is exactly when r + N_C carries past 2^256 or
/// c is set. Both candidates are computed and one selected: constant time.
/// Cost: one 4-word carry chain and 4 selections.
template <class L>
constexpr Words<L> reduce_once(const Words<L>& r, const typename L::u64& c) {
  using U64 = typename L::u64;
  L::at("r + N_C");
  const Wide4<L> t = add_words<L>(r, {kNC0, kNC1, 1, 0});
  L::at("select r or r - n");
  const U64 ge = c | t.top;
  return {L::select(ge, t.w[0], r[0]), L::select(ge, t.w[1], r[1]), L::select(ge, t.w[2], r[2]),
          L::select(ge, t.w[3], r[3])};
}

/// reduce_once of any w < 2^256 (below 2n), and whether it subtracted n
/// (a bit: the words changed). Constant time.
template <class L>
struct Reduced {
  Words<L> r;
  typename L::u64 overflow;
};
template <class L>
constexpr Reduced<L> reduce_checked(const Words<L>& w) {
  using U64 = typename L::u64;
  const Words<L> r = reduce_once<L>(w, U64(0));
  L::at("the words changed");
  return {r, U64(1) - L::is_zero((r[0] ^ w[0]) | (r[1] ^ w[1]) | (r[2] ^ w[2]) | (r[3] ^ w[3]))};
}

/// Whether x = y word for word, as a bit (constant time).
template <class L>
constexpr typename L::u64 equal(const Words<L>& x, const Words<L>& y) {
  L::at("every word equal");
  return L::is_zero((x[0] ^ y[0]) | (x[1] ^ y[1]) | (x[2] ^ y[2]) | (x[3] ^ y[3]));
}

/// Whether a < n is above (n − 1)/2, as a bit: (n − 1)/2 + (2^256 − 1 − a)
/// + 1 carries past 2^256 exactly when a ≤ (n − 1)/2. Constant time.
template <class L>
constexpr typename L::u64 is_high(const Words<L>& a) {
  using U128 = typename L::u128;
  constexpr std::array<std::uint64_t, 4> kHalf{(kN0 >> 1) | (kN1 << 63), (kN1 >> 1) | (kN2 << 63),
                                               (kN2 >> 1) | (kN3 << 63), kN3 >> 1};
  L::at("(n-1)/2 - a + 2^256, its carry");
  U128 acc = 1;
  for (std::size_t i = 0; i < 4; ++i) {
    acc += U128(kHalf[i]) + ~a[i];
    acc >>= 64;
  }
  return L::is_zero(acc);
}

/// `count` bits of a from bit `offset`, all within one word (1 ≤ count ≤
/// 32): a shift and a mask.
template <class L>
constexpr typename L::u64 get_bits(const Words<L>& a, unsigned offset, unsigned count) {
  L::at("shift and mask");
  return (a[offset >> 6] >> (offset & 63)) & ((std::uint64_t{1} << count) - 1);
}

/// get_bits for bits that may straddle two words (public offsets): the
/// upper word's low bits, masked before the shift that puts them above
/// the lower word's (the compiler drops the mask: the shift discards those
/// bits anyway).
template <class L>
constexpr typename L::u64 get_bits_var(const Words<L>& a, unsigned offset, unsigned count) {
  if ((offset >> 6) == ((offset + count - 1) >> 6)) return get_bits<L>(a, offset, count);
  L::at("two words joined");
  const unsigned bit = offset & 63;
  const typename L::u64 lo = a[offset >> 6] >> bit;
  const typename L::u64 hi = (a[(offset >> 6) + 1] & ((std::uint64_t{1} << bit) - 1)) << (64 - bit);
  return (lo | hi) & ((std::uint64_t{1} << count) - 1);
}

/// a + b mod n for a, b < n. Cost: two 4-word carry chains.
template <class L>
constexpr Words<L> add(const Words<L>& a, const Words<L>& b) {
  L::at("a + b");
  const Wide4<L> s = add_words<L>(a, b);
  return reduce_once<L>(s.w, s.top);
}

/// −a mod n for a < n: n + (2^256 − 1 − a) + 1 drops exactly one 2^256
/// (a ≤ n), leaving n − a in (0, n]; reduce_once maps n (a = 0) to 0.
template <class L>
constexpr Words<L> negate(const Words<L>& a) {
  using U64 = typename L::u64;
  L::at("n + ~a + 1");
  // The carry out of this chain is the 2^256 dropped.
  const Wide4<L> t =
      add_words<L>({U64(kM64) - a[0], U64(kM64) - a[1], U64(kM64) - a[2], U64(kM64) - a[3]}, {kN0 + 1, kN1, kN2, kN3});
  return reduce_once<L>(t.w, U64(0));
}

/// bit ? −a : a mod n for a < n: both computed, one selected (constant
/// time).
template <class L>
constexpr Words<L> cond_negate(const Words<L>& a, const typename L::u64& bit) {
  return cmov_words<L>(a, negate<L>(a), bit);
}

/// a/2 mod n for a < n: (a + n)/2 when a is odd (a 257-bit sum), else a/2.
/// The addition of n is masked: constant time.
template <class L>
constexpr Words<L> half(const Words<L>& a) {
  using U64 = typename L::u64;
  L::at("a + n if odd");
  const U64 odd = a[0] & 1;
  const Wide4<L> s =
      add_words<L>(a, {L::select(odd, kN0, 0), L::select(odd, kN1, 0), L::select(odd, kN2, 0), L::select(odd, kN3, 0)});
  const U64 t0 = s.w[0], t1 = s.w[1], t2 = s.w[2], t3 = s.w[3], t4 = s.top;
  L::at("shift right by one");
  return {(t0 >> 1) + ((t1 & 1) << 63), (t1 >> 1) + ((t2 & 1) << 63), (t2 >> 1) + ((t3 & 1) << 63),
          (t3 >> 1) + (t4 << 63)};
}

/// The 512-bit product a·b as eight words (operand scanning: one row per
/// word of a). Cost: 16 multiplications.
template <class L>
constexpr std::array<typename L::u64, 8> mul_512(const Words<L>& a, const Words<L>& b) {
  using U64 = typename L::u64;
  using U128 = typename L::u128;
  L::at("row 0");
  U128 acc = U128(a[0]) * b[0];
  U64 l0 = static_cast<U64>(acc & kM64);
  acc >>= 64;
  acc += U128(a[0]) * b[1];
  U64 l1 = static_cast<U64>(acc & kM64);
  acc >>= 64;
  acc += U128(a[0]) * b[2];
  U64 l2 = static_cast<U64>(acc & kM64);
  acc >>= 64;
  acc += U128(a[0]) * b[3];
  U64 l3 = static_cast<U64>(acc & kM64);
  U64 l4 = static_cast<U64>(acc >> 64);
  L::at("row 1");
  acc = U128(a[1]) * b[0] + l1;
  l1 = static_cast<U64>(acc & kM64);
  acc >>= 64;
  acc += U128(a[1]) * b[1] + l2;
  l2 = static_cast<U64>(acc & kM64);
  acc >>= 64;
  acc += U128(a[1]) * b[2] + l3;
  l3 = static_cast<U64>(acc & kM64);
  acc >>= 64;
  acc += U128(a[1]) * b[3] + l4;
  l4 = static_cast<U64>(acc & kM64);
  U64 l5 = static_cast<U64>(acc >> 64);
  L::at("row 2");
  acc = U128(a[2]) * b[0] + l2;
  l2 = static_cast<U64>(acc & kM64);
  acc >>= 64;
  acc += U128(a[2]) * b[1] + l3;
  l3 = static_cast<U64>(acc & kM64);
  acc >>= 64;
  acc += U128(a[2]) * b[2] + l4;
  l4 = static_cast<U64>(acc & kM64);
  acc >>= 64;
  acc += U128(a[2]) * b[3] + l5;
  l5 = static_cast<U64>(acc & kM64);
  U64 l6 = static_cast<U64>(acc >> 64);
  L::at("row 3");
  acc = U128(a[3]) * b[0] + l3;
  l3 = static_cast<U64>(acc & kM64);
  acc >>= 64;
  acc += U128(a[3]) * b[1] + l4;
  l4 = static_cast<U64>(acc & kM64);
  acc >>= 64;
  acc += U128(a[3]) * b[2] + l5;
  l5 = static_cast<U64>(acc & kM64);
  acc >>= 64;
  acc += U128(a[3]) * b[3] + l6;
  l6 = static_cast<U64>(acc & kM64);
  const U64 l7 = static_cast<U64>(acc >> 64);
  return {l0, l1, l2, l3, l4, l5, l6, l7};
}

/// lo + hi·N_C for lo four words and hi three (the rows of N_C's words c0,
/// c1 and the 1 at 2^128). Returns seven words.
template <class L>
constexpr std::array<typename L::u64, 7> fold_3(const std::array<typename L::u64, 4>& lo, const typename L::u64& h0,
                                                const typename L::u64& h1, const typename L::u64& h2,
                                                const typename L::u64& h3) {
  using U64 = typename L::u64;
  using U128 = typename L::u128;
  L::at("fold: row N_C[0]");
  U128 acc = U128(h0) * kNC0 + lo[0];
  U64 m0 = static_cast<U64>(acc & kM64);
  acc >>= 64;
  acc += U128(h1) * kNC0 + lo[1];
  U64 m1 = static_cast<U64>(acc & kM64);
  acc >>= 64;
  acc += U128(h2) * kNC0 + lo[2];
  U64 m2 = static_cast<U64>(acc & kM64);
  acc >>= 64;
  acc += U128(h3) * kNC0 + lo[3];
  U64 m3 = static_cast<U64>(acc & kM64);
  U64 m4 = static_cast<U64>(acc >> 64);
  L::at("fold: row N_C[1]");
  acc = U128(h0) * kNC1 + m1;
  m1 = static_cast<U64>(acc & kM64);
  acc >>= 64;
  acc += U128(h1) * kNC1 + m2;
  m2 = static_cast<U64>(acc & kM64);
  acc >>= 64;
  acc += U128(h2) * kNC1 + m3;
  m3 = static_cast<U64>(acc & kM64);
  acc >>= 64;
  acc += U128(h3) * kNC1 + m4;
  m4 = static_cast<U64>(acc & kM64);
  U64 m5 = static_cast<U64>(acc >> 64);
  L::at("fold: row 2^128");
  acc = U128(h0) + m2;
  m2 = static_cast<U64>(acc & kM64);
  acc >>= 64;
  acc += U128(h1) + m3;
  m3 = static_cast<U64>(acc & kM64);
  acc >>= 64;
  acc += U128(h2) + m4;
  m4 = static_cast<U64>(acc & kM64);
  acc >>= 64;
  acc += U128(h3) + m5;
  m5 = static_cast<U64>(acc & kM64);
  const U64 m6 = static_cast<U64>(acc >> 64);
  return {m0, m1, m2, m3, m4, m5, m6};
}

/// A value below 2^260 (four words and the bits above them, h = p[4] < 16)
/// mod n: fold h·N_C in one carry chain (→ 257 bits), then one conditional
/// subtraction. Cost: 2 multiplications, two 4-word carry chains.
template <class L>
constexpr Words<L> reduce_260(const std::array<typename L::u64, 5>& p) {
  using U64 = typename L::u64;
  using U128 = typename L::u128;
  L::at("fold the last bits");
  const U64 h = p[4];
  U128 acc = U128(h) * kNC0 + p[0];
  const U64 r0 = static_cast<U64>(acc & kM64);
  acc >>= 64;
  acc += U128(h) * kNC1 + p[1];
  const U64 r1 = static_cast<U64>(acc & kM64);
  acc >>= 64;
  acc += U128(h) + p[2];
  const U64 r2 = static_cast<U64>(acc & kM64);
  acc >>= 64;
  acc += p[3];
  const U64 r3 = static_cast<U64>(acc & kM64);
  return reduce_once<L>({r0, r1, r2, r3}, static_cast<U64>(acc >> 64));
}

/// A 512-bit value mod n: fold the words above 2^256 by N_C twice (512 →
/// 386 → 260 bits: the second fold's words 5 and 6 are zero), then
/// reduce_260.
template <class L>
constexpr Words<L> reduce_512(const std::array<typename L::u64, 8>& l) {
  using U64 = typename L::u64;
  const std::array<U64, 7> m = fold_3<L>({l[0], l[1], l[2], l[3]}, l[4], l[5], l[6], l[7]);
  const std::array<U64, 7> p = fold_3<L>({m[0], m[1], m[2], m[3]}, m[4], m[5], m[6], U64(0));
  L::at("final reduction");
  return reduce_260<L>({p[0], p[1], p[2], p[3], p[4]});
}

/// ⌊l / 2^shift⌉ (rounded half up) of a 512-bit l for 384 ≤ shift < 512:
/// the words from bit `shift` up, plus bit shift − 1 carried through. The
/// result is at most 2^(512 − shift) ≤ 2^128, so it is below n as it
/// stands. The upper word's low bits are masked before the shift that puts
/// them above the lower word's (as in get_bits_var; the compiler drops the
/// mask). shift is public; constant time in l.
template <class L>
constexpr Words<L> shift_round_512(const std::array<typename L::u64, 8>& l, unsigned shift) {
  using U64 = typename L::u64;
  using U128 = typename L::u128;
  const unsigned word = shift >> 6, bit = shift & 63;
  L::at("the words from bit shift up");
  Words<L> r{U64(0), U64(0), U64(0), U64(0)};
  for (unsigned i = 0; i + word < 8; ++i) {
    const U64 lo = l[i + word] >> bit;
    const U64 hi = (bit == 0 || i + word + 1 >= 8) ? U64(0)
                                                   : (l[i + word + 1] & ((std::uint64_t{1} << bit) - 1)) << (64 - bit);
    r[i] = lo | hi;
  }
  L::at("plus the rounding bit");
  const U64 round = (l[(shift - 1) >> 6] >> ((shift - 1) & 63)) & 1;
  U128 acc = U128(r[0]) + round;
  r[0] = static_cast<U64>(acc & kM64);
  for (std::size_t i = 1; i < 4; ++i) {
    acc = (acc >> 64) + r[i];
    r[i] = static_cast<U64>(acc & kM64);
  }
  return r;
}

/// a·b mod n for a, b < n (any 256-bit inputs, in fact).
template <class L>
constexpr Words<L> mul(const Words<L>& a, const Words<L>& b) {
  return reduce_512<L>(mul_512<L>(a, b));
}

}  // namespace tandem::fast::sc64

// The secp256k1 field's limb code on four saturated 64-bit words (Fe64,
// field_4x64.hpp). A value is any integer below 2^256, congruent to the
// element modulo p; every function here takes such values and returns one,
// so there are no magnitudes to track: the contract of every operation is
// "in: below 2^256, out: below 2^256" (normalize: out below p).
//
// The reduction: p = 2^256 − C with C = 0x1000003D1, so 2^256 ≡ C (mod p).
// A value r + top·2^256 becomes r + top·C; if that carries past 2^256 the
// sum wrapped to something below top·C (a few words' worth of bits at most)
// and C is added once more, which can no longer carry.
//
// Templates over a limbs policy L (limb_ops.hpp), like the scalar's 4×64
// code, so that the symbolic-limb prover runs this very text (proofs/limbs,
// `tandem prove`, the fe64:: rows). mul and sqr here are the portable
// versions (u128 products); in builds for BMI2 and ADX, Fe64's mul, sqr,
// add and mul_int are the assembly kernels of field_4x64_asm.hpp instead,
// proven by reading their instruction text.
// Constant time: straight-line code; the only data-dependent choices are
// L::select's, by mask.
#pragma once

#include <array>
#include <cstdint>

#include "tandem/fast/constants.hpp"
#include "tandem/fast/limb_ops.hpp"
#include "tandem/fast/scalar_4x64_limbs.hpp"

namespace tandem::fast::fe64 {

template <class L>
using Words = std::array<typename L::u64, 4>;

inline constexpr std::uint64_t kM64 = ~std::uint64_t{0};
/// C = 2^256 − p.
inline constexpr std::uint64_t kC = secp256k1::kFold;
inline constexpr std::uint64_t kP0 = secp256k1::kP[0];
static_assert(secp256k1::kP[1] == kM64 && secp256k1::kP[2] == kM64 && secp256k1::kP[3] == kM64,
              "p's words 1..3 are all ones");
/// The largest `top` fold_top accepts: top·C then fits 67 bits, so after a
/// wrap past 2^256 the value fits in two words and one more C cannot carry
/// out of the second.
inline constexpr std::uint64_t kMaxTop = std::uint64_t{1} << 34;

/// Four words and the word above them: w + top·2^256.
template <class L>
using Wide = Wide4<L>;

/// Σ term(i)·2^(64·i) over i = 0..3 as four words and the carry out of
/// them: one carry chain through a 128-bit accumulator, term(i) being word
/// i's addends (the chains with products in their terms).
template <class L, class Term>
constexpr Wide<L> carry_chain(Term term) {
  using U64 = typename L::u64;
  using U128 = typename L::u128;
  U128 acc = term(0);
  const U64 t0 = static_cast<U64>(acc & kM64);
  acc >>= 64;
  acc += term(1);
  const U64 t1 = static_cast<U64>(acc & kM64);
  acc >>= 64;
  acc += term(2);
  const U64 t2 = static_cast<U64>(acc & kM64);
  acc >>= 64;
  acc += term(3);
  const U64 t3 = static_cast<U64>(acc & kM64);
  return {{t0, t1, t2, t3}, static_cast<U64>(acc >> 64)};
}

/// r + top·C as four words and the carry out of them (top ≤ kMaxTop).
template <class L>
constexpr Wide<L> plus_top_c(const Words<L>& r, const typename L::u64& top) {
  using U128 = typename L::u128;
  L::at("r + top*C");
  return carry_chain<L>([&](std::size_t i) { return i == 0 ? U128(top) * kC + r[0] : U128(r[i]); });
}

/// r + top·2^256 mod p, below 2^256, for top ≤ kMaxTop: plus_top_c, and
/// its carry out c adds c·C to the two low words (the wrapped value is
/// below top·C < 2^68, so the second word takes the carry without
/// overflowing: the prover shows it).
template <class L>
constexpr Words<L> fold_top(const Words<L>& r, const typename L::u64& top) {
  using U64 = typename L::u64;
  using U128 = typename L::u128;
  const Wide<L> t = plus_top_c<L>(r, top);
  L::at("wrap: + C");
  const U128 acc = U128(t.w[0]) + L::select(t.top, kC, 0);
  return {static_cast<U64>(acc & kM64), t.w[1] + static_cast<U64>(acc >> 64), t.w[2], t.w[3]};
}

/// a + b as four words and a carry (top ≤ 1).
template <class L>
constexpr Wide<L> sum(const Words<L>& a, const Words<L>& b) {
  L::at("a + b");
  return add_words<L>(a, b);
}

/// r + c·2^256 mod p, below 2^256, for a bit c: fold_top for a top word
/// that is 0 or 1, with c·C a selection rather than a multiplication (it is
/// on the critical path of every addition).
template <class L>
constexpr Words<L> fold_bit(const Words<L>& r, const typename L::u64& c) {
  L::at("r + c*C");
  const Wide<L> t = add_words<L>(r, {L::select(c, kC, 0), 0, 0, 0});
  L::at("wrap: + C");
  // A wrap leaves a value below C: word 0 takes C without a carry.
  return {t.w[0] + L::select(t.top, kC, 0), t.w[1], t.w[2], t.w[3]};
}

/// a + b mod p, below 2^256, for any a, b below 2^256. Cost: a 4-word
/// carry chain and a fold of its carry.
template <class L>
constexpr Words<L> add(const Words<L>& a, const Words<L>& b) {
  const Wide<L> s = sum<L>(a, b);
  return fold_bit<L>(s.w, s.top);
}

/// a + p when the bit is set, else a: four words and the carry out of
/// them. The addition of p is masked: constant time.
template <class L>
constexpr Wide<L> plus_p_if(const Words<L>& a, const typename L::u64& bit) {
  const typename L::u64 m = L::select(bit, kM64, 0);
  return add_words<L>(a, {L::select(bit, kP0, 0), m, m, m});
}

/// ~a + (p + 1) = 2^256 + (p − a) for any a below 2^256, as four words and
/// the carry out: 1 (and the words p − a) when a ≤ p, else 0 (and the
/// words 2^256 + p − a ≡ −a + C).
template <class L>
constexpr Wide<L> complement_plus_p1(const Words<L>& a) {
  using U64 = typename L::u64;
  L::at("~a + p + 1");
  return add_words<L>({U64(kM64) - a[0], U64(kM64) - a[1], U64(kM64) - a[2], U64(kM64) - a[3]},
                      {kP0 + 1, kM64, kM64, kM64});
}

/// −a mod p, below 2^256, for any a below 2^256: complement_plus_p1, and
/// where it did not carry (a > p) C taken off by adding p = 2^256 − C and
/// dropping the 2^256 that then carries out. Cost: two 4-word chains.
template <class L>
constexpr Words<L> negate(const Words<L>& a) {
  using U64 = typename L::u64;
  const Wide<L> t = complement_plus_p1<L>(a);
  L::at("+ p (= - C) if it did not carry");
  // The carry out of this chain is the 2^256 dropped (= 1 − t.top).
  return plus_p_if<L>(t.w, U64(1) - t.top).w;
}

/// a·k as four words and the word above them (top < k).
template <class L>
constexpr Wide<L> product_small(const Words<L>& a, const typename L::u64& k) {
  using U128 = typename L::u128;
  L::at("a * k");
  return carry_chain<L>([&](std::size_t i) { return U128(a[i]) * k; });
}

/// a·k mod p, below 2^256, for any a below 2^256 and 0 ≤ k ≤ kMaxTop.
/// Cost: four multiplications by k and a fold of the top word (< k).
template <class L>
constexpr Words<L> mul_int(const Words<L>& a, const typename L::u64& k) {
  const Wide<L> s = product_small<L>(a, k);
  return fold_top<L>(s.w, s.top);
}

/// (p + 1)/2 as four words: p + 1 shifted right by one (p's words 1..3 are
/// all ones, so word 1's low bit lands at bit 63 of word 0).
inline constexpr std::array<std::uint64_t, 4> kHalfP1 = {((kP0 + 1) >> 1) | (std::uint64_t{1} << 63), kM64, kM64,
                                                         kM64 >> 1};
static_assert(kHalfP1[0] << 1 == kP0 + 1 && kP0 % 2 == 1, "2 * (p + 1)/2 = p + 1, word 0");
static_assert(kHalfP1[1] == kM64 && kHalfP1[2] == kM64, "(p + 1)/2's words 1 and 2 are all ones");

/// s + (p + 1)/2 when the bit is set, else s, for s below 2^255: below
/// 2^256, so the carry out is dropped (the prover's intervals show it is 0).
template <class L>
constexpr Words<L> plus_half_p1_if(const Words<L>& s, const typename L::u64& bit) {
  L::at("+ (p + 1)/2 if a is odd");
  const typename L::u64 m = L::select(bit, kM64, 0);
  return add_words<L>(s, {L::select(bit, kHalfP1[0], 0), m, m, L::select(bit, kHalfP1[3], 0)}).w;
}

/// a/2 mod p, below 2^256, for any a below 2^256. For even a it is a >> 1;
/// for odd a, (a + p)/2 = (a >> 1) + (p + 1)/2. Both terms are below 2^255,
/// so the sum cannot carry out: a shift (four independent words) and one
/// masked addition, where adding p first would need a 257-bit carry chain
/// before the shift.
template <class L>
constexpr Words<L> half(const Words<L>& a) {
  L::at("a >> 1");
  const Words<L> s{(a[0] >> 1) + ((a[1] & 1) << 63), (a[1] >> 1) + ((a[2] & 1) << 63),
                   (a[2] >> 1) + ((a[3] & 1) << 63), a[3] >> 1};
  return plus_half_p1_if<L>(s, a[0] & 1);
}

/// a + k as four words and the carry out of them (k one word).
template <class L>
constexpr Wide<L> plus_word(const Words<L>& a, std::uint64_t k) {
  return add_words<L>(a, {k, 0, 0, 0});
}

/// a mod p (the canonical representative, below p) for any a below 2^256:
/// a + C carries past 2^256 exactly when a ≥ p, and then its low words are
/// a − p. Both candidates are computed and one selected: constant time.
template <class L>
constexpr Words<L> normalize(const Words<L>& a) {
  L::at("a + C");
  const Wide<L> t = plus_word<L>(a, kC);
  L::at("select a or a - p");
  return {L::select(t.top, t.w[0], a[0]), L::select(t.top, t.w[1], a[1]), L::select(t.top, t.w[2], a[2]),
          L::select(t.top, t.w[3], a[3])};
}

/// Whether a < p, as a bit: a + C does not reach 2^256.
template <class L>
constexpr typename L::u64 below_p(const Words<L>& a) {
  L::at("a + C below 2^256");
  return L::is_zero(plus_word<L>(a, kC).top);
}

/// normalize for public values: a − p only when a ≥ p (a branch on the
/// value).
template <class L>
constexpr Words<L> normalize_var(const Words<L>& a) {
  L::at("a + C");
  const Wide<L> t = plus_word<L>(a, kC);
  if (L::branch_var(t.top)) return t.w;
  return a;
}

/// Whether a ≡ 0 (mod p), as a bit, for any a below 2^256 (< 2p: a is 0
/// or p). Branch-free.
template <class L>
constexpr typename L::u64 normalizes_to_zero(const Words<L>& w) {
  using U64 = typename L::u64;
  L::at("a = 0 or a = p");
  const U64 zero = w[0] | w[1] | w[2] | w[3];
  const U64 is_p = (w[0] ^ kP0) | ~w[1] | ~w[2] | ~w[3];
  return L::is_zero(zero) | L::is_zero(is_p);
}

/// normalizes_to_zero for public values: word 0 decides most inputs.
template <class L>
constexpr typename L::u64 normalizes_to_zero_var(const Words<L>& w) {
  using U64 = typename L::u64;
  L::at("a = 0 or a = p, word 0 first");
  if (L::branch_var(L::is_zero(w[0]))) return L::is_zero(w[1] | w[2] | w[3]);
  if (!L::branch_var(L::eq(w[0], U64(kP0)))) return U64(0);
  return L::eq(w[1] & w[2] & w[3], U64(kM64));
}

/// −1, 0 or 1 as a < b, a = b, a > b: the first word from the top that
/// differs decides (branches: public values only).
template <class L>
constexpr int cmp_var(const Words<L>& a, const Words<L>& b) {
  L::at("words from the top");
  for (std::size_t i = 4; i-- > 0;) {
    if (!L::branch_var(L::eq(a[i], b[i]))) return L::branch_var(L::lt(a[i], b[i])) ? -1 : 1;
  }
  return 0;
}

/// The words of a 512-bit value above 2^256 times C added into the low
/// four: four words and a top word ≤ C, congruent mod p.
template <class L>
constexpr Wide<L> fold_high(const std::array<typename L::u64, 8>& l) {
  using U128 = typename L::u128;
  L::at("fold: high words * C");
  return carry_chain<L>([&](std::size_t i) { return U128(l[i + 4]) * kC + l[i]; });
}

/// A 512-bit value mod p, below 2^256: fold_high, then fold_top. Cost: 5
/// multiplications, two 4-word chains.
template <class L>
constexpr Words<L> reduce_512(const std::array<typename L::u64, 8>& l) {
  const Wide<L> m = fold_high<L>(l);
  return fold_top<L>(m.w, m.top);
}

/// a·b mod p, below 2^256, for any a, b below 2^256: the 512-bit product
/// (sc64::mul_512, the same schoolbook rows the scalar uses) and
/// reduce_512. The portable multiplication; field_4x64_asm.hpp's kernel is
/// the fast one.
template <class L>
constexpr Words<L> mul(const Words<L>& a, const Words<L>& b) {
  return reduce_512<L>(sc64::mul_512<L>(a, b));
}

/// a² mod p, below 2^256 (the portable version: mul(a, a)).
template <class L>
constexpr Words<L> sqr(const Words<L>& a) {
  return reduce_512<L>(sc64::mul_512<L>(a, a));
}

}  // namespace tandem::fast::fe64

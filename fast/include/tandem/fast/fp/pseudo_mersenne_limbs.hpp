// The limb code of fast/fp/'s pseudo-Mersenne reduction: Z/mZ for a prime
// m = 2^k − c with a small c (secp192k1's p = 2^192 − 2^32 − 4553,
// secp224k1's p = 2^224 − 2^32 − 6803, P-521's p = 2^521 − 1, and
// secp256k1's p = 2^256 − 2^32 − 977 as a cross-check). Elements are the
// plain integers, fully reduced (< m), as under the Montgomery policy; the
// functions that only add, subtract, halve or compare (add, sub, negate,
// half, reduce_once, is_high in montgomery_limbs.hpp) take the constants
// below as they take Montgomery<M>'s, since they use only N, kM and kNegM.
//
// The product: the 2N words of a·b (schoolbook), then two folds, each
// t ↦ (t mod 2^k) + c·⌊t/2^k⌋ ≡ t (mod m) since 2^k ≡ c (Handbook of
// Applied Cryptography, Alg. 14.47, the reduction for moduli of the form
// b^t − c, here with b = 2 and the split at bit k rather than at a word),
// then one constant-time conditional subtraction (reduce_once). The
// first fold leaves a value below 2^k + c·2^(128N − k), the second one
// below 2^k + c²·2^(128N − 2k), which the form's condition (static_assert
// below) keeps under 2m. No branch and no index depends on the values.
// Templates over a limbs policy L (limb_ops.hpp), so the symbolic-limb
// prover runs this very text for each modulus (proofs/limbs/fp_pm_cases.cpp).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

#include "tandem/fast/fp/montgomery_limbs.hpp"
#include "tandem/fast/fp/words.hpp"

namespace tandem::fast::fp {

namespace detail {

/// The number of significant bits of v.
constexpr std::size_t bit_length(std::uint64_t v) {
  std::size_t n = 0;
  for (; v != 0; v >>= 1) ++n;
  return n;
}

/// 2^k − m as N words (2^k may be R = 2^(64N) itself, which N words do
/// not hold: then it is 0 − m mod R).
template <std::size_t N>
constexpr Words<N> pow2_minus(std::size_t k, const Words<N>& m) {
  Words<N> p{};
  if (k < 64 * N) p[k / 64] = std::uint64_t{1} << (k % 64);
  return words::sub(p, m);
}

}  // namespace detail

/// A modulus m = 2^k − c's constants, derived at compile time from its
/// descriptor M (k is m's bit length, c = 2^k − m), with the form checked.
/// The words add, sub, reduce_once and the comparisons use (N, m,
/// 2^(64N) − m) and R mod m are Montgomery<M>'s, whose static_asserts
/// check the modulus (odd, 1 to 9 words, its top word non-zero): the same
/// words under both policies.
template <class M>
struct PseudoMersenne {
  using Words64 = Montgomery<M>;
  static constexpr std::size_t N = Words64::N;
  static constexpr Words<N> kM = Words64::kM;
  static constexpr Words<N> kNegM = Words64::kNegM;
  /// k and c: m = 2^k − c.
  static constexpr std::size_t kK = M::kBits;
  static constexpr Words<N> kCWords = detail::pow2_minus<N>(kK, kM);
  static constexpr std::uint64_t kC = kCWords[0];
  static constexpr bool c_fits_a_word() {
    for (std::size_t i = 1; i < N; ++i) {
      if (kCWords[i] != 0) return false;
    }
    return true;
  }
  static_assert(c_fits_a_word() && kC >= 1, "pseudo-Mersenne form: m = 2^k - c with 1 <= c < 2^64");
  /// The split point: word kQ, bit kS (k = 64·kQ + kS).
  static constexpr std::size_t kQ = kK / 64;
  static constexpr std::size_t kS = kK % 64;
  /// Two folds and one subtraction suffice: after the second fold the value
  /// is below 2^k + c²·2^(128N − 2k) (a, b < R), and 2^k + that + 2c ≤ 2^(k+1)
  /// makes it below 2m; with c < 2^bits(c) it is enough that
  /// 2·bits(c) + 128N − 2k + 1 ≤ k.
  static_assert(2 * detail::bit_length(kC) + 128 * N - 2 * kK + 1 <= kK,
                "pseudo-Mersenne form: c too large for two folds and one conditional subtraction");
  /// R mod m (R = 2^(64N)): an integer's high half h·R enters as h·(R mod m).
  static constexpr Words<N> kR = Words64::kR;
  /// The words of the part above bit k of an IN-word value, and of a fold's output.
  static constexpr std::size_t high_words(std::size_t in) { return in - kQ; }
  static constexpr std::size_t fold_words(std::size_t in) {
    return (high_words(in) > N ? high_words(in) : N) + 1;
  }
};

/// Hands a fold's parts to a limbs policy that records them (the prover's
/// SymLimbs, through note_quotient: first the quotient words h, then the
/// remainder's words l, with t = l + 2^k·h and the output l + c·h — its
/// claim bounds the output by l < 2^k and h's interval); nothing natively.
template <class L, std::size_t NH, std::size_t NL>
constexpr void note_fold(const std::array<typename L::u64, NH>& h, const std::array<typename L::u64, NL>& l) {
  if constexpr (requires(const typename L::u64& q) { L::note_quotient(q); }) {
    for (const auto& x : h) L::note_quotient(x);
    for (const auto& x : l) L::note_quotient(x);
  }
}

/// The IN words t split at bit k: h = ⌊t/2^k⌋ (IN − kQ words) and
/// l = t mod 2^k (N words; the top one keeps kS bits when kS > 0).
/// Word j of h is t[kQ + j] >> kS with the kS low bits of the word above
/// it placed on top (a sum of disjoint bit fields).
template <class L, class P, std::size_t IN>
struct SplitAtK {
  std::array<typename L::u64, P::high_words(IN)> h;
  std::array<typename L::u64, P::N> l;
};

template <class L, class P, std::size_t IN>
constexpr SplitAtK<L, P, IN> split_at_k(const std::array<typename L::u64, IN>& t) {
  using U64 = typename L::u64;
  constexpr std::size_t N = P::N, Q = P::kQ, S = P::kS, NH = P::high_words(IN);
  constexpr int kShift = static_cast<int>(S);
  constexpr std::uint64_t kLowMask = (std::uint64_t{1} << S) - 1;  // S > 0 where used
  SplitAtK<L, P, IN> r{};
  L::at("t mod 2^k");
#pragma GCC unroll 16
  for (std::size_t j = 0; j < N; ++j) r.l[j] = t[j];
  if constexpr (S != 0) r.l[Q] = t[Q] & kLowMask;
  L::at("t >> k");
#pragma GCC unroll 16
  for (std::size_t j = 0; j < NH; ++j) {
    if constexpr (S == 0) {
      r.h[j] = t[Q + j];
    } else {
      U64 w = t[Q + j] >> kShift;
      if (Q + j + 1 < IN) w = w + ((t[Q + j + 1] & kLowMask) << (64 - kShift));
      r.h[j] = w;
    }
  }
  return r;
}

/// (t mod 2^k) + c·⌊t/2^k⌋ ≡ t (mod m) for the IN words t, as
/// P::fold_words(IN) words (the last one the carry out). kNote: hand the
/// parts to note_fold (the last fold's, whose bound the claim needs).
/// Cost: IN − kQ word multiplications by c (none for c = 1 once compiled).
template <class L, class P, std::size_t IN, bool kNote = false>
constexpr std::array<typename L::u64, P::fold_words(IN)> fold(const std::array<typename L::u64, IN>& t) {
  using U64 = typename L::u64;
  using U128 = typename L::u128;
  constexpr std::size_t N = P::N, NH = P::high_words(IN), OUT = P::fold_words(IN);
  const SplitAtK<L, P, IN> s = split_at_k<L, P, IN>(t);
  if constexpr (kNote) note_fold<L, NH, N>(s.h, s.l);
  L::at("l + c*h");
  std::array<U64, OUT> r{};
  U128 acc = 0;
#pragma GCC unroll 16
  for (std::size_t j = 0; j + 1 < OUT; ++j) {
    if (j < NH) acc += U128(s.h[j]) * P::kC;
    if (j < N) acc += s.l[j];
    r[j] = static_cast<U64>(acc & kM64);
    acc >>= 64;
  }
  r[OUT - 1] = static_cast<U64>(acc);
  return r;
}

/// The 2N words of a·b (schoolbook, row by row). Each step adds at most
/// (2^64 − 1)² + 2(2^64 − 1) = 2^128 − 1. Cost: N² word multiplications.
template <class L, std::size_t N>
constexpr std::array<typename L::u64, 2 * N> product_words(const Limbs<L, N>& a, const Limbs<L, N>& b) {
  using U64 = typename L::u64;
  using U128 = typename L::u128;
  std::array<U64, 2 * N> t{};
#pragma GCC unroll 16
  for (std::size_t i = 0; i < N; ++i) {
    L::at("row: t + a*b[i]*2^(64i)");
    U128 acc = 0;
#pragma GCC unroll 16
    for (std::size_t j = 0; j < N; ++j) {
      acc += U128(a[j]) * b[i] + t[i + j];
      t[i + j] = static_cast<U64>(acc & kM64);
      acc >>= 64;
    }
    t[i + N] = static_cast<U64>(acc);
  }
  return t;
}

/// Two folds of the IN words t, as N words and a top (the second fold's
/// output has exactly N + 1 words for every modulus the form admits and
/// IN ≤ 2N + 1): ≡ t (mod m) and below 2m.
template <class L, class P, std::size_t IN>
constexpr WideN<L, P::N> fold_twice(const std::array<typename L::u64, IN>& t) {
  constexpr std::size_t N = P::N, MID = P::fold_words(IN);
  static_assert(P::fold_words(MID) == N + 1,
                "pseudo-Mersenne form: the second fold must leave N words and a carry");
  const std::array<typename L::u64, MID> t1 = fold<L, P, IN>(t);
  const std::array<typename L::u64, N + 1> t2 = fold<L, P, MID, true>(t1);
  WideN<L, N> r{};
#pragma GCC unroll 16
  for (std::size_t j = 0; j < N; ++j) r.w[j] = t2[j];
  r.top = t2[N];
  return r;
}

/// a·b reduced to below 2m (≡ a·b mod m), for any a, b < R, as N words and
/// a top. Cost: N² + (N + 1) + 3 word multiplications (c = 1: N²).
template <class L, class P>
constexpr WideN<L, P::N> pm_mul_wide(const Limbs<L, P::N>& a, const Limbs<L, P::N>& b) {
  return fold_twice<L, P, 2 * P::N>(product_words<L, P::N>(a, b));
}

/// The final subtraction on a wide value below 2m.
template <class L, class P>
constexpr Limbs<L, P::N> subtract_once(const WideN<L, P::N>& t) {
  return reduce_once<L, P>(t.w, t.top);
}

/// a·b mod m for any a, b < R: pm_mul_wide, then the final subtraction.
template <class L, class P>
constexpr Limbs<L, P::N> pm_mul(const Limbs<L, P::N>& a, const Limbs<L, P::N>& b) {
  return subtract_once<L, P>(pm_mul_wide<L, P>(a, b));
}

/// a² reduced to below 2m, for any a < R: the square's 2N + 1 words (SOS:
/// each cross product once, doubled, then the diagonal; square_words in
/// montgomery_limbs.hpp), then two folds. Cost: N(N + 1)/2 + (N + 2) + 4
/// word multiplications.
template <class L, class P>
constexpr WideN<L, P::N> pm_sqr_wide(const Limbs<L, P::N>& a) {
  return fold_twice<L, P, 2 * P::N + 1>(square_words<L, P::N>(a));
}

/// a² mod m for any a < R: pm_sqr_wide, then the final subtraction.
template <class L, class P>
constexpr Limbs<L, P::N> pm_sqr(const Limbs<L, P::N>& a) {
  return subtract_once<L, P>(pm_sqr_wide<L, P>(a));
}

}  // namespace tandem::fast::fp

// The limb code of fast/fp/'s prime fields: Z/mZ for any odd m of N 64-bit
// words (1 ≤ N ≤ 9), elements kept fully reduced (< m) in Montgomery form
// (x·R mod m, R = 2^(64N)). Templates over a limbs policy L (limb_ops.hpp)
// and over the modulus's constants P (Montgomery<M> below), so the
// symbolic-limb prover runs this very text for each curve's p and n
// (proofs/limbs, `tandem prove`).
//
// The contract of every function: every input < m, every output < m (except
// where a function says otherwise, e.g. mont_mul's first operand may be any
// value below R). There are no magnitudes.
//
// Montgomery multiplication is the CIOS method (Koç, Acar and Kaliski,
// "Analyzing and comparing Montgomery multiplication algorithms", IEEE Micro
// 16(3), 1996, §4): one row of a·b[i] is added, then one word is cleared by
// adding q·m with q = t0·(−m⁻¹) mod 2^64, and the sum shifted down a word.
// Every carry chain is a 128-bit accumulator split at bit 64 after each step;
// each step adds at most (2^64 − 1)² + 2·(2^64 − 1) = 2^128 − 1.
// The loops over words carry `#pragma GCC unroll 16` (the ones over N ≤ 9
// words unroll whole): g++ 12 left them rolled from six words up,
// 5–15 % more instructions for P-384, P-521 and brainpoolP512r1
// (callgrind's count per multiplication: 1017 → 930 for P-384).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

#include "tandem/fast/fp/words.hpp"
#include "tandem/fast/limb_ops.hpp"

namespace tandem::fast::fp {

inline constexpr std::uint64_t kM64 = ~std::uint64_t{0};

/// A modulus's Montgomery constants, computed at compile time from its
/// descriptor M (fp/curve_tags.hpp).
template <class M>
struct Montgomery {
  static constexpr std::size_t N = M::kWords;
  static_assert(N >= 1 && N <= 9, "fast::fp takes moduli of 1 to 9 words");
  static constexpr Words<N> kM = M::kModulus;
  static_assert((kM[0] & 1) == 1, "the modulus must be odd (Montgomery form)");
  static_assert(N > 1 || kM[0] > 1, "the modulus must exceed 1");
  static_assert(kM[N - 1] != 0, "the modulus's top word must be non-zero (kWords is its length)");
  /// 2^(64N) − m: adding it carries out of the N words exactly when the
  /// sum's other operand is ≥ m (the constant-time comparison with m).
  static constexpr Words<N> kNegM = words::sub(Words<N>{}, kM);
  /// −m⁻¹ mod 2^64.
  static constexpr std::uint64_t kMInv = words::neg_inverse_mod_2_64(kM[0]);
  static_assert(kMInv * kM[0] == kM64, "m·(−m⁻¹) ≡ −1 mod 2^64");
  /// R mod m (one in Montgomery form), R² mod m (to enter it), R³ mod m
  /// (a high half's R² factor: reduce_bytes).
  static constexpr Words<N> kR = words::pow2_mod<N>(64 * N, kM);
  static constexpr Words<N> kR2 = words::pow2_mod<N>(128 * N, kM);
  static constexpr Words<N> kR3 = words::pow2_mod<N>(192 * N, kM);
};

template <class L, std::size_t N>
using Limbs = std::array<typename L::u64, N>;

/// N words and the carry out of them: w + top·2^(64N).
template <class L, std::size_t N>
struct WideN {
  Limbs<L, N> w;
  typename L::u64 top;
};

/// x + y word by word with L::add_carry, and the carry out (top).
template <class L, std::size_t N>
constexpr WideN<L, N> add_n(const Limbs<L, N>& x, const Limbs<L, N>& y) {
  typename L::u64 c = 0;
  WideN<L, N> r{};
#pragma GCC unroll 16
  for (std::size_t i = 0; i < N; ++i) r.w[i] = L::add_carry(x[i], y[i], c);
  r.top = c;
  return r;
}

/// The constant words k as limbs.
template <class L, std::size_t N>
constexpr Limbs<L, N> constant(const Words<N>& k) {
  Limbs<L, N> r{};
#pragma GCC unroll 16
  for (std::size_t i = 0; i < N; ++i) r[i] = typename L::u64(k[i]);
  return r;
}

/// bit ? a : r, word by word by L::select (constant time).
template <class L, std::size_t N>
constexpr Limbs<L, N> cmov(const Limbs<L, N>& r, const Limbs<L, N>& a, const typename L::u64& bit) {
  L::at("select each word");
  Limbs<L, N> out{};
#pragma GCC unroll 16
  for (std::size_t i = 0; i < N; ++i) out[i] = L::select(bit, a[i], r[i]);
  return out;
}

/// Whether all N words are zero, as a bit (constant time).
template <class L, std::size_t N>
constexpr typename L::u64 is_zero(const Limbs<L, N>& a) {
  L::at("all words zero");
  typename L::u64 acc = a[0];
#pragma GCC unroll 16
  for (std::size_t i = 1; i < N; ++i) acc = acc | a[i];
  return L::is_zero(acc);
}

/// Whether x = y word for word, as a bit (constant time).
template <class L, std::size_t N>
constexpr typename L::u64 equal(const Limbs<L, N>& x, const Limbs<L, N>& y) {
  L::at("every word equal");
  typename L::u64 acc = x[0] ^ y[0];
#pragma GCC unroll 16
  for (std::size_t i = 1; i < N; ++i) acc = acc | (x[i] ^ y[i]);
  return L::is_zero(acc);
}

/// Whether t ≥ m, as a bit: t + (2^(64N) − m) carries out. Constant time.
template <class L, class P>
constexpr typename L::u64 geq_modulus(const Limbs<L, P::N>& t) {
  L::at("t + (R - m), its carry");
  return add_n<L, P::N>(t, constant<L, P::N>(P::kNegM)).top;
}

/// t + top·R reduced mod m, for a value below 2m (top a bit): t − m when
/// the value reaches m, which is exactly when top is set or t + (R − m)
/// carries out. Both candidates are computed and one selected: constant
/// time. Cost: one N-word carry chain and N selections.
template <class L, class P>
constexpr Limbs<L, P::N> reduce_once(const Limbs<L, P::N>& t, const typename L::u64& top) {
  L::at("t + (R - m)");
  const WideN<L, P::N> s = add_n<L, P::N>(t, constant<L, P::N>(P::kNegM));
  L::at("select t or t - m");
  return cmov<L, P::N>(t, s.w, top | s.top);
}

/// a + b mod m. Cost: two N-word carry chains.
template <class L, class P>
constexpr Limbs<L, P::N> add(const Limbs<L, P::N>& a, const Limbs<L, P::N>& b) {
  L::at("a + b");
  const WideN<L, P::N> s = add_n<L, P::N>(a, b);
  return reduce_once<L, P>(s.w, s.top);
}

/// a − b mod m: a + ~b + 1 = a − b + R carries out exactly when a ≥ b;
/// otherwise m is added back (masked, constant time) and that sum's carry
/// out is the R dropped. Cost: two N-word carry chains.
template <class L, class P>
constexpr Limbs<L, P::N> sub(const Limbs<L, P::N>& a, const Limbs<L, P::N>& b) {
  using U64 = typename L::u64;
  constexpr std::size_t N = P::N;
  L::at("a + ~b + 1");
  U64 c = 1;
  Limbs<L, N> d{};
#pragma GCC unroll 16
  for (std::size_t i = 0; i < N; ++i) d[i] = L::add_carry(a[i], U64(kM64) - b[i], c);
  L::at("+ m if a < b");
  const U64 borrow = U64(1) - c;
  Limbs<L, N> madd{};
#pragma GCC unroll 16
  for (std::size_t i = 0; i < N; ++i) madd[i] = L::select(borrow, U64(P::kM[i]), U64(0));
  return add_n<L, N>(d, madd).w;
}

/// −a mod m: 0 − a.
template <class L, class P>
constexpr Limbs<L, P::N> negate(const Limbs<L, P::N>& a) {
  return sub<L, P>(Limbs<L, P::N>{}, a);
}

/// a/2 mod m: (a + m)/2 when a is odd (an (N + 1)-word sum), else a/2. The
/// addition of m is masked: constant time.
template <class L, class P>
constexpr Limbs<L, P::N> half(const Limbs<L, P::N>& a) {
  using U64 = typename L::u64;
  constexpr std::size_t N = P::N;
  L::at("a + m if odd");
  const U64 odd = a[0] & 1;
  Limbs<L, N> madd{};
#pragma GCC unroll 16
  for (std::size_t i = 0; i < N; ++i) madd[i] = L::select(odd, U64(P::kM[i]), U64(0));
  const WideN<L, N> s = add_n<L, N>(a, madd);
  L::at("shift right by one");
  Limbs<L, N> r{};
#pragma GCC unroll 16
  for (std::size_t i = 0; i + 1 < N; ++i) r[i] = (s.w[i] >> 1) + ((s.w[i + 1] & 1) << 63);
  r[N - 1] = (s.w[N - 1] >> 1) + (s.top << 63);
  return r;
}

/// acc >> 64 for an acc whose low word is zero (the Montgomery step's
/// t0 + q·m0). Natively a shift; a limbs policy that must be told why the
/// dropped word is zero provides L::shift_out_zero_word (the prover's
/// SymLimbs does: it checks that the word is zero by the algebra and keeps
/// the division exact, proofs/limbs).
template <class L>
constexpr typename L::u128 shift_out_zero_word(const typename L::u128& acc) {
  if constexpr (requires { L::shift_out_zero_word(acc); }) {
    return L::shift_out_zero_word(acc);
  } else {
    return acc >> 64;
  }
}

/// Hands the step's q to a limbs policy that records it (the prover's
/// SymLimbs: its claim bounds (a·b + Q·m)/R through Q = Σ q·2^(64i));
/// nothing natively.
template <class L>
constexpr void note_quotient(const typename L::u64& q) {
  if constexpr (requires { L::note_quotient(q); }) L::note_quotient(q);
}

/// One Montgomery step on the N + 2 words t: q = t0·(−m⁻¹) mod 2^64, then
/// (t + q·m)/2^64 — the low word of t0 + q·m0 is zero because q·m0 ≡ −t0
/// (mod 2^64), so only its carry is kept.
template <class L, class P>
constexpr void montgomery_step(std::array<typename L::u64, P::N + 2>& t) {
  using U64 = typename L::u64;
  using U128 = typename L::u128;
  constexpr std::size_t N = P::N;
  L::at("q = t0 * (-1/m) mod 2^64");
  const U64 q = static_cast<U64>((U128(t[0]) * P::kMInv) & kM64);
  note_quotient<L>(q);
  L::at("t0 + q*m0: low word zero");
  U128 acc = shift_out_zero_word<L>(U128(q) * P::kM[0] + t[0]);
  L::at("(t + q*m) / 2^64");
#pragma GCC unroll 16
  for (std::size_t j = 1; j < N; ++j) {
    acc += U128(q) * P::kM[j] + t[j];
    t[j - 1] = static_cast<U64>(acc & kM64);
    acc >>= 64;
  }
  acc += t[N];
  t[N - 1] = static_cast<U64>(acc & kM64);
  t[N] = t[N + 1] + static_cast<U64>(acc >> 64);
  t[N + 1] = 0;
}

/// The words t[0..N−1] and t[N] (the word above them) as N words and a top.
template <class L, std::size_t N>
constexpr WideN<L, N> wide_of(const std::array<typename L::u64, N + 2>& t) {
  WideN<L, N> r{};
#pragma GCC unroll 16
  for (std::size_t j = 0; j < N; ++j) r.w[j] = t[j];
  r.top = t[N];
  return r;
}

/// One CIOS row: t += a·bi on the N + 2 words t (t[N + 1] zero before).
template <class L, std::size_t N>
constexpr void add_row(std::array<typename L::u64, N + 2>& t, const Limbs<L, N>& a, const typename L::u64& bi) {
  using U64 = typename L::u64;
  using U128 = typename L::u128;
  L::at("row: t + a*b[i]");
  U128 acc = 0;
#pragma GCC unroll 16
  for (std::size_t j = 0; j < N; ++j) {
    acc += U128(a[j]) * bi + t[j];
    t[j] = static_cast<U64>(acc & kM64);
    acc >>= 64;
  }
  acc += t[N];
  t[N] = static_cast<U64>(acc & kM64);
  t[N + 1] = static_cast<U64>(acc >> 64);
}

/// (a·b + Q·m)/R for a < R and b < m, Q < R the sum of the steps' q·2^(64i):
/// a value ≡ a·b·R⁻¹ (mod m) below (R·m + R·m)/R = 2m, as N words and a top
/// top. Cost: 2N² + N word multiplications.
template <class L, class P>
constexpr WideN<L, P::N> mont_mul_wide(const Limbs<L, P::N>& a, const Limbs<L, P::N>& b) {
  using U64 = typename L::u64;
  constexpr std::size_t N = P::N;
  std::array<U64, N + 2> t{};
#pragma GCC unroll 16
  for (std::size_t i = 0; i < N; ++i) {
    add_row<L, N>(t, a, b[i]);
    montgomery_step<L, P>(t);
  }
  return wide_of<L, N>(t);
}

/// a·b·R⁻¹ mod m, for a < R and b < m (so both operands may be any
/// element; a may also be any N-word integer, which is how values enter
/// Montgomery form: mont_mul(x, R² mod m)): mont_mul_wide, then the final
/// subtraction.
template <class L, class P>
constexpr Limbs<L, P::N> mont_mul(const Limbs<L, P::N>& a, const Limbs<L, P::N>& b) {
  const WideN<L, P::N> t = mont_mul_wide<L, P>(a, b);
  return reduce_once<L, P>(t.w, t.top);
}

/// (a + Q·m)/R for any a < R: below 1 + m, so at most m (REDC's sum before
/// its subtraction). Cost: N² + N word multiplications.
template <class L, class P>
constexpr WideN<L, P::N> redc_wide(const Limbs<L, P::N>& a) {
  using U64 = typename L::u64;
  constexpr std::size_t N = P::N;
  std::array<U64, N + 2> t{};
#pragma GCC unroll 16
  for (std::size_t j = 0; j < N; ++j) t[j] = a[j];
#pragma GCC unroll 16
  for (std::size_t i = 0; i < N; ++i) montgomery_step<L, P>(t);
  return wide_of<L, N>(t);
}

/// a·R⁻¹ mod m for any a < R (Montgomery's REDC: leaves Montgomery form).
template <class L, class P>
constexpr Limbs<L, P::N> redc(const Limbs<L, P::N>& a) {
  const WideN<L, P::N> t = redc_wide<L, P>(a);
  return reduce_once<L, P>(t.w, t.top);
}

/// 2·Σ_{i<j} a_i·a_j·2^(64(i+j)) as 2N + 1 words: the cross products once,
/// doubled by a carry chain. Cost: N(N − 1)/2 word multiplications.
template <class L, std::size_t N>
constexpr std::array<typename L::u64, 2 * N + 1> cross_products_doubled(const Limbs<L, N>& a) {
  using U64 = typename L::u64;
  using U128 = typename L::u128;
  std::array<U64, 2 * N + 1> t{};
#pragma GCC unroll 16
  for (std::size_t i = 0; i + 1 < N; ++i) {
    L::at("cross products: row i");
    U128 acc = 0;
#pragma GCC unroll 16
    for (std::size_t j = i + 1; j < N; ++j) {
      acc += U128(a[i]) * a[j] + t[i + j];
      t[i + j] = static_cast<U64>(acc & kM64);
      acc >>= 64;
    }
    t[i + N] = static_cast<U64>(acc);
  }
  L::at("double the cross products");
  U64 c = 0;
#pragma GCC unroll 16
  for (std::size_t k = 1; k < 2 * N; ++k) t[k] = L::add_carry(t[k], t[k], c);
  t[2 * N] = c;
  return t;
}

/// The square a² as 2N + 1 words (the last one zero; the reduction's
/// carries run into it): cross_products_doubled plus the diagonal a_i²
/// (separated operand scanning, Koç–Acar–Kaliski's SOS). Cost: N(N + 1)/2
/// word multiplications.
template <class L, std::size_t N>
constexpr std::array<typename L::u64, 2 * N + 1> square_words(const Limbs<L, N>& a) {
  using U64 = typename L::u64;
  using U128 = typename L::u128;
  std::array<U64, 2 * N + 1> t = cross_products_doubled<L, N>(a);
  L::at("add the diagonal");
  U128 acc = 0;
#pragma GCC unroll 16
  for (std::size_t i = 0; i < N; ++i) {
    const U128 sq = U128(a[i]) * a[i];
    acc += (sq & kM64) + t[2 * i];
    t[2 * i] = static_cast<U64>(acc & kM64);
    acc >>= 64;
    acc += (sq >> 64) + t[2 * i + 1];
    t[2 * i + 1] = static_cast<U64>(acc & kM64);
    acc >>= 64;
  }
  t[2 * N] = t[2 * N] + static_cast<U64>(acc);
  return t;
}

/// (s + Q·m)/R for the 2N + 1 words s of a square below m²: N Montgomery
/// steps, step i clearing word i; below 2m.
template <class L, class P>
constexpr WideN<L, P::N> reduce_square(std::array<typename L::u64, 2 * P::N + 1> t) {
  using U64 = typename L::u64;
  using U128 = typename L::u128;
  constexpr std::size_t N = P::N;
  U64 extra = 0;  // the carry out of word i + N, into word i + N + 1 at the next step
#pragma GCC unroll 16
  for (std::size_t i = 0; i < N; ++i) {
    L::at("q = t[i] * (-1/m) mod 2^64");
    const U64 q = static_cast<U64>((U128(t[i]) * P::kMInv) & kM64);
    note_quotient<L>(q);
    L::at("t[i] + q*m0: low word zero");
    U128 acc = shift_out_zero_word<L>(U128(q) * P::kM[0] + t[i]);
    L::at("t + q*m*2^(64i)");
#pragma GCC unroll 16
    for (std::size_t j = 1; j < N; ++j) {
      acc += U128(q) * P::kM[j] + t[i + j];
      t[i + j] = static_cast<U64>(acc & kM64);
      acc >>= 64;
    }
    acc += U128(t[i + N]) + extra;
    t[i + N] = static_cast<U64>(acc & kM64);
    extra = static_cast<U64>(acc >> 64);
  }
  WideN<L, N> r{};
#pragma GCC unroll 16
  for (std::size_t j = 0; j < N; ++j) r.w[j] = t[N + j];
  r.top = t[2 * N] + extra;
  return r;
}

/// (a² + Q·m)/R for a < m: below 2m, as N words and a top — N Montgomery
/// steps on the square's words, step i clearing word i.
/// Cost: N(N + 1)/2 + N² + N word multiplications.
template <class L, class P>
constexpr WideN<L, P::N> mont_sqr_wide(const Limbs<L, P::N>& a) {
  return reduce_square<L, P>(square_words<L, P::N>(a));
}

/// a²·R⁻¹ mod m for a < m: mont_sqr_wide, then the final subtraction.
template <class L, class P>
constexpr Limbs<L, P::N> mont_sqr(const Limbs<L, P::N>& a) {
  const WideN<L, P::N> t = mont_sqr_wide<L, P>(a);
  return reduce_once<L, P>(t.w, t.top);
}

/// Whether a < m is above (m − 1)/2, as a bit: (m − 1)/2 + ~a + 1 carries
/// out exactly when a ≤ (m − 1)/2. Constant time.
template <class L, class P>
constexpr typename L::u64 is_high(const Limbs<L, P::N>& a) {
  using U64 = typename L::u64;
  constexpr std::size_t N = P::N;
  constexpr Words<N> kHalf = words::shr1<N>(P::kM);
  L::at("(m-1)/2 + ~a + 1, its carry");
  U64 c = 1;
#pragma GCC unroll 16
  for (std::size_t i = 0; i < N; ++i) L::add_carry(U64(kHalf[i]), U64(kM64) - a[i], c);
  return U64(1) - c;
}

}  // namespace tandem::fast::fp

// Deliberately broken twins of fast/fp/'s limb functions
// (fast/include/tandem/fast/fp/montgomery_limbs.hpp and
// pseudo_mersenne_limbs.hpp), one slip each, marked SLIP. The prover must
// refute every one, on every modulus (fp_cases.cpp, fp_pm_cases.cpp).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>

#include "tandem/fast/fp/montgomery_limbs.hpp"
#include "tandem/fast/fp/pseudo_mersenne_limbs.hpp"

namespace tandem::proofs::limbs::twins {

namespace fp = fast::fp;

/// fp::montgomery_step whose q comes from t1 instead of t0: the word it
/// means to clear is not cleared (exact_high's check fails).
template <class L, class P>
void montgomery_step_wrong_word(std::array<typename L::u64, P::N + 2>& t) {
  using U64 = typename L::u64;
  using U128 = typename L::u128;
  constexpr std::size_t N = P::N;
  L::at("q = t0 * (-1/m) mod 2^64");
  const U64 q = static_cast<U64>((U128(t[1]) * P::kMInv) & fp::kM64);  // SLIP: t[1]
  fp::note_quotient<L>(q);
  L::at("t0 + q*m0: low word zero");
  U128 acc = fp::shift_out_zero_word<L>(U128(q) * P::kM[0] + t[0]);
  L::at("(t + q*m) / 2^64");
  for (std::size_t j = 1; j < N; ++j) {
    acc += U128(q) * P::kM[j] + t[j];
    t[j - 1] = static_cast<U64>(acc & fp::kM64);
    acc >>= 64;
  }
  acc += t[N];
  t[N - 1] = static_cast<U64>(acc & fp::kM64);
  t[N] = t[N + 1] + static_cast<U64>(acc >> 64);
  t[N + 1] = 0;
}

/// fp::mont_mul_wide whose steps take q from the wrong word.
template <class L, class P>
fp::WideN<L, P::N> mont_mul_wide_wrong_word(const fp::Limbs<L, P::N>& a, const fp::Limbs<L, P::N>& b) {
  using U64 = typename L::u64;
  constexpr std::size_t N = P::N;
  std::array<U64, N + 2> t{};
  for (std::size_t i = 0; i < N; ++i) {
    fp::add_row<L, N>(t, a, b[i]);
    montgomery_step_wrong_word<L, P>(t);  // SLIP (inside)
  }
  return fp::wide_of<L, N>(t);
}

/// fp::square_words that drops the diagonal's carries between word pairs.
template <class L, std::size_t N>
std::array<typename L::u64, 2 * N + 1> square_words_dropped_carry(const fp::Limbs<L, N>& a) {
  using U64 = typename L::u64;
  using U128 = typename L::u128;
  std::array<U64, 2 * N + 1> t = fp::cross_products_doubled<L, N>(a);
  L::at("add the diagonal");
  for (std::size_t i = 0; i < N; ++i) {
    const U128 sq = U128(a[i]) * a[i];
    U128 acc = (sq & fp::kM64) + t[2 * i];  // SLIP: the carry from the pair below is dropped
    t[2 * i] = static_cast<U64>(acc & fp::kM64);
    acc >>= 64;
    acc += (sq >> 64) + t[2 * i + 1];
    t[2 * i + 1] = static_cast<U64>(acc & fp::kM64);
  }
  return t;
}

/// fp::mont_sqr_wide on that square.
template <class L, class P>
fp::WideN<L, P::N> mont_sqr_wide_dropped_carry(const fp::Limbs<L, P::N>& a) {
  return fp::reduce_square<L, P>(square_words_dropped_carry<L, P::N>(a));  // SLIP (inside)
}

/// fp::pm_sqr_wide on that square.
template <class L, class P>
fp::WideN<L, P::N> pm_sqr_wide_dropped_carry(const fp::Limbs<L, P::N>& a) {
  return fp::fold_twice<L, P, 2 * P::N + 1>(square_words_dropped_carry<L, P::N>(a));  // SLIP (inside)
}

/// fp::pm_mul_wide with one fold only: still ≡ a·b where its words hold
/// the fold's output, but up to about c·2^(128N − k), far above 2m.
template <class L, class P>
fp::WideN<L, P::N> pm_mul_wide_one_fold(const fp::Limbs<L, P::N>& a, const fp::Limbs<L, P::N>& b) {
  constexpr std::size_t N = P::N;
  const auto t1 = fp::fold<L, P, 2 * N, true>(fp::product_words<L, N>(a, b));  // SLIP: no second fold
  fp::WideN<L, N> r{};
  for (std::size_t j = 0; j < N; ++j) r.w[j] = t1[j];
  r.top = t1[N];
  return r;
}

/// A pseudo-Mersenne modulus's constants with c one too large: every fold
/// then adds (c + 1)·h where 2^k·h was taken out.
template <class P>
struct COneTooLarge : P {
  static constexpr std::uint64_t kC = P::kC + 1;  // SLIP
};

/// fp::redc_wide with one step too few.
template <class L, class P>
fp::WideN<L, P::N> redc_wide_short(const fp::Limbs<L, P::N>& a) {
  using U64 = typename L::u64;
  constexpr std::size_t N = P::N;
  std::array<U64, N + 2> t{};
  for (std::size_t j = 0; j < N; ++j) t[j] = a[j];
  for (std::size_t i = 0; i + 1 < N; ++i) fp::montgomery_step<L, P>(t);  // SLIP: N − 1 steps
  if constexpr (N == 1) t[0] = t[0] + U64(1);  // SLIP (one word: no step to drop, so an off-by-one)
  return fp::wide_of<L, N>(t);
}

/// fp::reduce_once comparing with m − 1 instead of m (m − 1 is reduced too).
template <class L, class P>
fp::Limbs<L, P::N> reduce_once_off_by_one(const fp::Limbs<L, P::N>& t, const typename L::u64& top) {
  constexpr fast::Words<P::N> kNegMPlusOne = fast::words::add(P::kNegM, fast::words::of<P::N>(1));
  L::at("t + (R - m)");
  const fp::WideN<L, P::N> s = fp::add_n<L, P::N>(t, fp::constant<L, P::N>(kNegMPlusOne));  // SLIP: R − m + 1
  L::at("select t or t - m");
  return fp::cmov<L, P::N>(t, s.w, top | s.top);
}

/// fp::add without its final subtraction.
template <class L, class P>
fp::Limbs<L, P::N> add_unreduced(const fp::Limbs<L, P::N>& a, const fp::Limbs<L, P::N>& b) {
  L::at("a + b");
  return fp::add_n<L, P::N>(a, b).w;  // SLIP: no reduce_once
}

/// fp::sub that never adds m back.
template <class L, class P>
fp::Limbs<L, P::N> sub_without_borrow(const fp::Limbs<L, P::N>& a, const fp::Limbs<L, P::N>& b) {
  using U64 = typename L::u64;
  L::at("a + ~b + 1");
  U64 c = 1;
  fp::Limbs<L, P::N> d{};
  for (std::size_t i = 0; i < P::N; ++i) d[i] = L::add_carry(a[i], U64(fp::kM64) - b[i], c);
  return d;  // SLIP: no + m when a < b
}

/// −a as m + ~a + 1 without the final reduction (−0 = m).
template <class L, class P>
fp::Limbs<L, P::N> negate_unreduced(const fp::Limbs<L, P::N>& a) {
  using U64 = typename L::u64;
  L::at("m + ~a + 1");
  U64 c = 1;
  fp::Limbs<L, P::N> d{};
  for (std::size_t i = 0; i < P::N; ++i) d[i] = L::add_carry(U64(P::kM[i]), U64(fp::kM64) - a[i], c);
  return d;  // SLIP: m for a = 0
}

/// fp::half that moves word 1's low bit to bit 62 of word 0.
template <class L, class P>
fp::Limbs<L, P::N> half_misplaced_top(const fp::Limbs<L, P::N>& a) {
  using U64 = typename L::u64;
  constexpr std::size_t N = P::N;
  L::at("a + m if odd");
  const U64 odd = a[0] & 1;
  fp::Limbs<L, N> madd{};
  for (std::size_t i = 0; i < N; ++i) madd[i] = L::select(odd, U64(P::kM[i]), U64(0));
  const fp::WideN<L, N> s = fp::add_n<L, N>(a, madd);
  L::at("shift right by one");
  fp::Limbs<L, N> r{};
  for (std::size_t i = 0; i + 1 < N; ++i) r[i] = (s.w[i] >> 1) + ((s.w[i + 1] & 1) << (i == 0 ? 62 : 63));  // SLIP
  r[N - 1] = (s.w[N - 1] >> 1) + (s.top << 63);
  return r;
}

}  // namespace tandem::proofs::limbs::twins

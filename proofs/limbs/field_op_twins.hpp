// Broken twins of the field's non-kernel limb functions
// (fast/include/tandem/fast/field_5x52_limbs.hpp: comparisons, branches,
// packing): each is that function's text with one slip, marked SLIP. Most
// slips matter only at one boundary (a value equal to p, a top limb that
// alone is non-zero), where random inputs almost never land.
#pragma once

#include <array>

#include "tandem/fast/field_5x52_limbs.hpp"
#include "tandem/fast/limb_ops.hpp"

namespace tandem::proofs::limbs::twins {

namespace fe52 = fast::fe52;

/// fe52::at_least_p comparing limb 0 with > instead of ≥: p itself passes
/// as below p.
template <class L>
typename L::u64 at_least_p_strict(const fe52::Limbs<L>& n) {
  using U64 = typename L::u64;
  const U64 top = L::eq(n[4], fe52::kM48) & L::eq(n[3], fe52::kM52) & L::eq(n[2], fe52::kM52) & L::eq(n[1], fe52::kM52);
  return top & L::lt(U64(fe52::kP0), n[0]);  // SLIP: kP0, not kP0 − 1
}

/// fe52::normalize_var deciding on at_least_p alone: a weakly normalized
/// value at or above 2^256 is left unreduced.
template <class L>
fe52::Limbs<L> normalize_var_no_top_bit(const fe52::Limbs<L>& a) {
  fe52::Limbs<L> t = fe52::normalize_weak<L>(a);
  if (L::branch_var(fe52::at_least_p<L>(t))) {  // SLIP: (t[4] >> 48) | dropped
    t = fe52::plus_c_carried<L>(t);
    t[4] &= fe52::kM48;
  }
  return t;
}

/// fe52::normalizes_to_zero ignoring the top limb in its zero test (the bug
/// issue 15 planted by hand: only the audit's random cases caught it).
template <class L>
typename L::u64 normalizes_to_zero_no_top(const fe52::Limbs<L>& a) {
  using U64 = typename L::u64;
  const fe52::Limbs<L> t = fe52::normalize_weak<L>(a);
  const U64 zero = t[0] | t[1] | t[2] | t[3];  // SLIP: | t[4] dropped
  const U64 is_p = (t[0] ^ fe52::kP0) | (t[1] ^ fe52::kM52) | (t[2] ^ fe52::kM52) | (t[3] ^ fe52::kM52) |
                   (t[4] ^ fe52::kM48);
  return L::is_zero(zero) | L::is_zero(is_p);
}

/// fe52::normalizes_to_zero_var with the same slip on its zero path.
template <class L>
typename L::u64 normalizes_to_zero_var_no_top(const fe52::Limbs<L>& a) {
  using U64 = typename L::u64;
  const fe52::Limbs<L> t = fe52::normalize_weak<L>(a);
  if (L::branch_var(L::is_zero(t[0]))) return L::is_zero(t[1] | t[2] | t[3]);  // SLIP: | t[4] dropped
  if (!L::branch_var(L::eq(t[0], U64(fe52::kP0)))) return U64(0);
  return L::eq(t[1], U64(fe52::kM52)) & L::eq(t[2], U64(fe52::kM52)) & L::eq(t[3], U64(fe52::kM52)) &
         L::eq(t[4], U64(fe52::kM48));
}

/// fe52::is_zero looking at limbs 0-3 only.
template <class L>
typename L::u64 is_zero_no_top(const fe52::Limbs<L>& n) {
  return L::is_zero(n[0] | n[1] | n[2] | n[3]);  // SLIP: | n[4] dropped
}

/// fe52::is_odd reading bit 1.
template <class L>
typename L::u64 is_odd_bit1(const fe52::Limbs<L>& n) {
  return (n[0] >> 1) & 1;  // SLIP: bit 1, not bit 0
}

/// fe52::cmov with the top limb's operands swapped.
template <class L>
fe52::Limbs<L> cmov_top_swapped(const fe52::Limbs<L>& r, const fe52::Limbs<L>& a, const typename L::u64& bit) {
  return {L::select(bit, a[0], r[0]), L::select(bit, a[1], r[1]), L::select(bit, a[2], r[2]),
          L::select(bit, a[3], r[3]), L::select(bit, r[4], a[4])};  // SLIP: r[4], a[4] swapped
}

/// fe52::cmp_var scanning from the bottom limb up.
template <class L>
int cmp_var_from_bottom(const fe52::Limbs<L>& a, const fe52::Limbs<L>& b) {
  for (std::size_t i = 0; i < 5; ++i) {  // SLIP: least significant limb first
    if (!L::branch_var(L::eq(a[i], b[i]))) return L::branch_var(L::lt(a[i], b[i])) ? -1 : 1;
  }
  return 0;
}

/// fe52::limbs_of_words taking one bit too few of word 2 into limb 2.
template <class L>
fe52::Limbs<L> limbs_of_words_short_field(const std::array<typename L::u64, 4>& w) {
  return {w[0] & fe52::kM52, (w[0] >> 52) | ((w[1] & 0xFFFFFFFFFFULL) << 12),
          (w[1] >> 40) | ((w[2] & 0x7FFFFFFULL) << 24),  // SLIP: 27 bits of w[2], not 28
          (w[2] >> 28) | ((w[3] & 0xFFFFULL) << 36), w[3] >> 16};
}

/// fe52::to_words shifting limb 2 down by 20 instead of 24.
template <class L>
std::array<typename L::u64, 4> to_words_wrong_shift(const fe52::Limbs<L>& n) {
  return {n[0] | ((n[1] & 0xFFFULL) << 52), (n[1] >> 12) | ((n[2] & 0xFFFFFFULL) << 40),
          (n[2] >> 20) | ((n[3] & 0xFFFFFFFFFULL) << 28),  // SLIP: >> 20, not >> 24
          (n[3] >> 36) | (n[4] << 16)};
}

/// fast::words_of_b32 reading the bytes as little-endian words.
template <class L, class Bytes>
std::array<typename L::u64, 4> words_of_b32_word_order(const Bytes& be) {
  using U64 = typename L::u64;
  std::array<U64, 4> w{};
  for (std::size_t i = 0; i < 4; ++i) {
    for (std::size_t j = 0; j < 8; ++j) w[i] = (w[i] << 8) | U64(be[8 * i + j]);  // SLIP: w[i], not w[3 - i]
  }
  return w;
}

/// fast::b32_of_words keeping 7 bits of each byte.
template <class L, class Byte>
std::array<Byte, 32> b32_of_words_seven_bits(const std::array<typename L::u64, 4>& w) {
  std::array<Byte, 32> be{};
  for (std::size_t i = 0; i < 4; ++i) {
    for (std::size_t j = 0; j < 8; ++j) be[8 * (3 - i) + j] = static_cast<Byte>((w[i] >> (56 - 8 * j)) & 0x7F);  // SLIP
  }
  return be;
}

/// fe52::equal negating a as if its magnitude were 0: −a's limbs can go
/// below zero.
template <class L>
typename L::u64 equal_short_negate(const fe52::Limbs<L>& a, const fe52::Limbs<L>& b) {
  return fe52::normalizes_to_zero<L>(fe52::add<L>(fe52::negate<L>(a, 0), b));  // SLIP: m = 0, not 1
}

}  // namespace tandem::proofs::limbs::twins

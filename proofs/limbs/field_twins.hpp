// Deliberately broken twins of the field's limb functions
// (fast/include/tandem/fast/field_5x52_limbs.hpp): each is that function's
// text with one slip, marked SLIP. The prover must refute every one of them
// (tests/unit/limb_proofs_test.cpp). Several are slips random testing almost
// never exposes: the carries they drop are non-zero only for values near p.
#pragma once

#include "tandem/fast/field_5x52_limbs.hpp"

namespace tandem::proofs::limbs::twins {

namespace fe52 = fast::fe52;
template <class L>
using Limbs = fe52::Limbs<L>;

enum class ReduceSlip { wrong_fold_constant, dropped_carry };

/// fe52::reduce_columns with one slip.
template <class L, ReduceSlip slip>
Limbs<L> reduce_columns(typename L::u128 s0, typename L::u128 s1, typename L::u128 s2, typename L::u128 s3,
                        typename L::u128 s4, const typename L::u128& s5, const typename L::u128& s6,
                        const typename L::u128& s7, const typename L::u128& s8) {
  using U64 = typename L::u64;
  using U128 = typename L::u128;
  // SLIP (wrong_fold_constant): 2^260 mod p taken as 0x1000003D11.
  constexpr std::uint64_t kR = slip == ReduceSlip::wrong_fold_constant ? fe52::kR + 1 : fe52::kR;
  constexpr std::uint64_t kR12 = kR << 12;
  L::at("fold columns 5-8 by R = 2^260 mod p");
  s0 += U128(kR) * static_cast<U64>(s5 & fe52::kM64);
  s1 += U128(kR12) * static_cast<U64>(s5 >> 64);
  s1 += U128(kR) * static_cast<U64>(s6 & fe52::kM64);
  s2 += U128(kR12) * static_cast<U64>(s6 >> 64);
  s2 += U128(kR) * static_cast<U64>(s7 & fe52::kM64);
  s3 += U128(kR12) * static_cast<U64>(s7 >> 64);
  s3 += U128(kR) * static_cast<U64>(s8 & fe52::kM64);
  s4 += U128(kR12) * static_cast<U64>(s8 >> 64);
  L::at("carry pass 1 (all columns at once)");
  const U128 v0 = U128(static_cast<U64>(s0 & fe52::kM52)) + U128(static_cast<U64>(s4 >> 52)) * kR;
  const U64 v1 = static_cast<U64>(s1 & fe52::kM52) + static_cast<U64>(s0 >> 52);
  const U64 v2 = static_cast<U64>(s2 & fe52::kM52) + static_cast<U64>(s1 >> 52);
  // SLIP (dropped_carry): column 2's carry into column 3 left out.
  const U64 v3 = slip == ReduceSlip::dropped_carry ? static_cast<U64>(s3 & fe52::kM52)
                                                   : static_cast<U64>(s3 & fe52::kM52) + static_cast<U64>(s2 >> 52);
  const U64 v4 = static_cast<U64>(s4 & fe52::kM52) + static_cast<U64>(s3 >> 52);
  L::at("carry pass 2, limb 4 at bit 48");
  return {static_cast<U64>(v0 & fe52::kM52) + (v4 >> 48) * fe52::kC, (v1 & fe52::kM52) + static_cast<U64>(v0 >> 52),
          (v2 & fe52::kM52) + (v1 >> 52), (v3 & fe52::kM52) + (v2 >> 52), (v4 & fe52::kM48) + (v3 >> 52)};
}

/// fe52::mul, folding with the wrong constant.
template <class L>
Limbs<L> mul_wrong_constant(const Limbs<L>& a, const Limbs<L>& b) {
  using U128 = typename L::u128;
  const auto& [a0, a1, a2, a3, a4] = a;
  const auto& [b0, b1, b2, b3, b4] = b;
  L::at("columns 0-8 of a*b");
  return reduce_columns<L, ReduceSlip::wrong_fold_constant>(
      U128(a0) * b0, U128(a0) * b1 + U128(a1) * b0, U128(a0) * b2 + U128(a1) * b1 + U128(a2) * b0,
      U128(a0) * b3 + U128(a1) * b2 + U128(a2) * b1 + U128(a3) * b0,
      U128(a0) * b4 + U128(a1) * b3 + U128(a2) * b2 + U128(a3) * b1 + U128(a4) * b0,
      U128(a1) * b4 + U128(a2) * b3 + U128(a3) * b2 + U128(a4) * b1, U128(a2) * b4 + U128(a3) * b3 + U128(a4) * b2,
      U128(a3) * b4 + U128(a4) * b3, U128(a4) * b4);
}

/// fe52::sqr, dropping column 2's carry into column 3.
template <class L>
Limbs<L> sqr_dropped_carry(const Limbs<L>& a) {
  using U64 = typename L::u64;
  using U128 = typename L::u128;
  const auto& [a0, a1, a2, a3, a4] = a;
  const U64 d0 = a0 * 2, d1 = a1 * 2, d2 = a2 * 2, d3 = a3 * 2;
  L::at("columns 0-8 of a*a");
  return reduce_columns<L, ReduceSlip::dropped_carry>(
      U128(a0) * a0, U128(d0) * a1, U128(d0) * a2 + U128(a1) * a1, U128(d0) * a3 + U128(d1) * a2,
      U128(d0) * a4 + U128(d1) * a3 + U128(a2) * a2, U128(d1) * a4 + U128(d2) * a3, U128(d2) * a4 + U128(a3) * a3,
      U128(d3) * a4, U128(a4) * a4);
}

/// fe52::negate with 2m·p in place of 2(m+1)·p: a limb can go below zero.
template <class L>
Limbs<L> negate_short(const Limbs<L>& a, int m) {
  using U64 = typename L::u64;
  const auto k = static_cast<std::uint64_t>(2 * m);  // SLIP: 2m, not 2(m+1)
  L::at("2(m+1)p - a");
  return {U64(k * fe52::kP0) - a[0], U64(k * fe52::kM52) - a[1], U64(k * fe52::kM52) - a[2],
          U64(k * fe52::kM52) - a[3], U64(k * fe52::kM48) - a[4]};
}

/// fe52::mul_int forgetting the top limb.
template <class L>
Limbs<L> mul_int_top_unscaled(const Limbs<L>& a, const typename L::u64& k) {
  L::at("limbwise product");
  return {a[0] * k, a[1] * k, a[2] * k, a[3] * k, a[4]};  // SLIP: a[4] not multiplied
}

/// fe52::half carrying each limb's low bit to bit 52 of the limb below
/// instead of bit 51.
template <class L>
Limbs<L> half_misplaced_bit(const Limbs<L>& a) {
  using U64 = typename L::u64;
  L::at("add p if odd");
  const U64 odd = a[0] & 1;
  const U64 t0 = a[0] + L::select(odd, fe52::kP0, 0);
  const U64 t1 = a[1] + L::select(odd, fe52::kM52, 0);
  const U64 t2 = a[2] + L::select(odd, fe52::kM52, 0);
  const U64 t3 = a[3] + L::select(odd, fe52::kM52, 0);
  const U64 t4 = a[4] + L::select(odd, fe52::kM48, 0);
  L::at("shift right by one");
  return {(t0 >> 1) + ((t1 & 1) << 52), (t1 >> 1) + ((t2 & 1) << 51), (t2 >> 1) + ((t3 & 1) << 51),  // SLIP: << 52
          (t3 >> 1) + ((t4 & 1) << 51), t4 >> 1};
}

/// fe52::normalize_weak dropping the final carry into the top limb.
template <class L>
Limbs<L> normalize_weak_dropped_top_carry(const Limbs<L>& a) {
  using U64 = typename L::u64;
  L::at("fold bits 256 and up");
  U64 t4 = a[4];
  const U64 x = t4 >> 48;
  t4 &= fe52::kM48;
  U64 t0 = a[0] + x * fe52::kC;
  L::at("carry limbs 0-4");
  U64 t1 = a[1] + (t0 >> 52);
  t0 &= fe52::kM52;
  U64 t2 = a[2] + (t1 >> 52);
  t1 &= fe52::kM52;
  U64 t3 = a[3] + (t2 >> 52);
  t2 &= fe52::kM52;
  t3 &= fe52::kM52;  // SLIP: t4 += t3 >> 52 dropped
  return {t0, t1, t2, t3, t4};
}

/// fe52::normalize dropping the carry into the top limb of t + C, which is
/// non-zero only when t is within 2^208 of p.
template <class L>
Limbs<L> normalize_dropped_top_carry(const Limbs<L>& a) {
  using U64 = typename L::u64;
  const Limbs<L> t = fe52::normalize_weak<L>(a);
  L::at("t + C, carried");
  U64 u0 = t[0] + fe52::kC;
  U64 u1 = t[1] + (u0 >> 52);
  u0 &= fe52::kM52;
  U64 u2 = t[2] + (u1 >> 52);
  u1 &= fe52::kM52;
  U64 u3 = t[3] + (u2 >> 52);
  u2 &= fe52::kM52;
  U64 u4 = t[4];  // SLIP: + (u3 >> 52) dropped
  u3 &= fe52::kM52;
  L::at("select t or t - p");
  const U64 ge = u4 >> 48;
  u4 &= fe52::kM48;
  return {L::select(ge, u0, t[0]), L::select(ge, u1, t[1]), L::select(ge, u2, t[2]), L::select(ge, u3, t[3]),
          L::select(ge, u4, t[4])};
}

}  // namespace tandem::proofs::limbs::twins

// Deliberately broken twins of the scalar's limb functions
// (fast/include/tandem/fast/scalar_4x64_limbs.hpp), one slip each, marked
// SLIP. The prover must refute every one (tests/unit/limb_proofs_test.cpp).
#pragma once

#include "tandem/fast/scalar_4x64_limbs.hpp"

namespace tandem::proofs::limbs::twins {

namespace sc64 = fast::sc64;

/// sc64::reduce_512 whose first fold multiplies by N_C[0] + 1 (all else as
/// in sc64::fold_3).
template <class L>
sc64::Words<L> reduce_512_wrong_constant(const std::array<typename L::u64, 8>& l) {
  using U64 = typename L::u64;
  using U128 = typename L::u128;
  L::at("fold: row N_C[0]");
  U128 acc = U128(l[4]) * (sc64::kNC0 + 1) + l[0];  // SLIP: kNC0 + 1, in every step of this row
  U64 m0 = static_cast<U64>(acc & sc64::kM64);
  acc >>= 64;
  acc += U128(l[5]) * (sc64::kNC0 + 1) + l[1];
  U64 m1 = static_cast<U64>(acc & sc64::kM64);
  acc >>= 64;
  acc += U128(l[6]) * (sc64::kNC0 + 1) + l[2];
  U64 m2 = static_cast<U64>(acc & sc64::kM64);
  acc >>= 64;
  acc += U128(l[7]) * (sc64::kNC0 + 1) + l[3];
  U64 m3 = static_cast<U64>(acc & sc64::kM64);
  U64 m4 = static_cast<U64>(acc >> 64);
  L::at("fold: row N_C[1]");
  acc = U128(l[4]) * sc64::kNC1 + m1;
  m1 = static_cast<U64>(acc & sc64::kM64);
  acc >>= 64;
  acc += U128(l[5]) * sc64::kNC1 + m2;
  m2 = static_cast<U64>(acc & sc64::kM64);
  acc >>= 64;
  acc += U128(l[6]) * sc64::kNC1 + m3;
  m3 = static_cast<U64>(acc & sc64::kM64);
  acc >>= 64;
  acc += U128(l[7]) * sc64::kNC1 + m4;
  m4 = static_cast<U64>(acc & sc64::kM64);
  U64 m5 = static_cast<U64>(acc >> 64);
  L::at("fold: row 2^128");
  acc = U128(l[4]) + m2;
  m2 = static_cast<U64>(acc & sc64::kM64);
  acc >>= 64;
  acc += U128(l[5]) + m3;
  m3 = static_cast<U64>(acc & sc64::kM64);
  acc >>= 64;
  acc += U128(l[6]) + m4;
  m4 = static_cast<U64>(acc & sc64::kM64);
  acc >>= 64;
  acc += U128(l[7]) + m5;
  m5 = static_cast<U64>(acc & sc64::kM64);
  const U64 m6 = static_cast<U64>(acc >> 64);
  const std::array<U64, 7> p = sc64::fold_3<L>({m0, m1, m2, m3}, m4, m5, m6, U64(0));
  L::at("final reduction");
  return sc64::reduce_260<L>({p[0], p[1], p[2], p[3], p[4]});
}

/// sc64::reduce_512 whose second fold ignores the top word m[6], which is
/// non-zero whenever the first fold's result reaches 2^384.
template <class L>
sc64::Words<L> reduce_512_ignores_top_word(const std::array<typename L::u64, 8>& l) {
  using U64 = typename L::u64;
  const std::array<U64, 7> m = sc64::fold_3<L>({l[0], l[1], l[2], l[3]}, l[4], l[5], l[6], l[7]);
  const std::array<U64, 7> p = sc64::fold_3<L>({m[0], m[1], m[2], m[3]}, m[4], m[5], U64(0), U64(0));  // SLIP: m[6]
  L::at("final reduction");
  return sc64::reduce_260<L>({p[0], p[1], p[2], p[3], p[4]});
}

/// sc64::reduce_260 dropping the carry out of the fold: non-zero only when
/// the value is within about 2^133 of 2^256 (a uniformly random input
/// reaches it with probability below 2^-120).
template <class L>
sc64::Words<L> reduce_260_dropped_carry(const std::array<typename L::u64, 5>& p) {
  using U64 = typename L::u64;
  using U128 = typename L::u128;
  L::at("fold the last bits");
  const U64 h = p[4];
  U128 acc = U128(h) * sc64::kNC0 + p[0];
  const U64 r0 = static_cast<U64>(acc & sc64::kM64);
  acc >>= 64;
  acc += U128(h) * sc64::kNC1 + p[1];
  const U64 r1 = static_cast<U64>(acc & sc64::kM64);
  acc >>= 64;
  acc += U128(h) + p[2];
  const U64 r2 = static_cast<U64>(acc & sc64::kM64);
  acc >>= 64;
  acc += p[3];
  const U64 r3 = static_cast<U64>(acc & sc64::kM64);
  return sc64::reduce_once<L>({r0, r1, r2, r3}, U64(0));  // SLIP: acc >> 64 dropped
}

/// sc64::add dropping the carry out of a + b.
template <class L>
sc64::Words<L> add_dropped_carry(const sc64::Words<L>& a, const sc64::Words<L>& b) {
  using U64 = typename L::u64;
  using U128 = typename L::u128;
  L::at("a + b");
  U128 acc = U128(a[0]) + b[0];
  const U64 s0 = static_cast<U64>(acc & sc64::kM64);
  acc >>= 64;
  acc += U128(a[1]) + b[1];
  const U64 s1 = static_cast<U64>(acc & sc64::kM64);
  acc >>= 64;
  acc += U128(a[2]) + b[2];
  const U64 s2 = static_cast<U64>(acc & sc64::kM64);
  acc >>= 64;
  acc += U128(a[3]) + b[3];
  const U64 s3 = static_cast<U64>(acc & sc64::kM64);
  return sc64::reduce_once<L>({s0, s1, s2, s3}, U64(0));  // SLIP: the carry acc >> 64 dropped
}

/// sc64::negate without the final reduction: −0 comes out as n.
template <class L>
sc64::Words<L> negate_unreduced(const sc64::Words<L>& a) {
  using U64 = typename L::u64;
  using U128 = typename L::u128;
  L::at("n + ~a + 1");
  U128 acc = U128(U64(sc64::kM64) - a[0]) + sc64::kN0 + 1;
  const U64 t0 = static_cast<U64>(acc & sc64::kM64);
  acc >>= 64;
  acc += U128(U64(sc64::kM64) - a[1]) + sc64::kN1;
  const U64 t1 = static_cast<U64>(acc & sc64::kM64);
  acc >>= 64;
  acc += U128(U64(sc64::kM64) - a[2]) + sc64::kN2;
  const U64 t2 = static_cast<U64>(acc & sc64::kM64);
  acc >>= 64;
  acc += U128(U64(sc64::kM64) - a[3]) + sc64::kN3;
  const U64 t3 = static_cast<U64>(acc & sc64::kM64);
  return {t0, t1, t2, t3};  // SLIP: no reduce_once
}

/// sc64::half putting the 257th bit at bit 62 of the top word.
template <class L>
sc64::Words<L> half_misplaced_top(const sc64::Words<L>& a) {
  using U64 = typename L::u64;
  using U128 = typename L::u128;
  L::at("a + n if odd");
  const U64 odd = a[0] & 1;
  U128 acc = U128(a[0]) + L::select(odd, sc64::kN0, 0);
  const U64 t0 = static_cast<U64>(acc & sc64::kM64);
  acc >>= 64;
  acc += U128(a[1]) + L::select(odd, sc64::kN1, 0);
  const U64 t1 = static_cast<U64>(acc & sc64::kM64);
  acc >>= 64;
  acc += U128(a[2]) + L::select(odd, sc64::kN2, 0);
  const U64 t2 = static_cast<U64>(acc & sc64::kM64);
  acc >>= 64;
  acc += U128(a[3]) + L::select(odd, sc64::kN3, 0);
  const U64 t3 = static_cast<U64>(acc & sc64::kM64);
  const U64 t4 = static_cast<U64>(acc >> 64);
  L::at("shift right by one");
  return {(t0 >> 1) + ((t1 & 1) << 63), (t1 >> 1) + ((t2 & 1) << 63), (t2 >> 1) + ((t3 & 1) << 63),
          (t3 >> 1) + (t4 << 62)};  // SLIP: << 62
}

}  // namespace tandem::proofs::limbs::twins

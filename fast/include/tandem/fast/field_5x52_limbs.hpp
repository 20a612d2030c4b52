// The secp256k1 field's limb code: 5 × 52-bit unsigned limbs with lazy
// reduction (the representation of libsecp256k1's field_5x52), written once
// as templates over a limbs policy L (limb_ops.hpp) so that the symbolic-limb
// prover runs this very text (proofs/limbs, `tandem prove`).
//
// A value is Σ n_i·2^(52·i) (i = 0..4). Magnitude m (field_contract.hpp)
// bounds the limbs: n_0..n_3 ≤ 2m·(2^52 − 1), n_4 ≤ 2m·(2^48 − 1). Normalized
// means n_0..n_3 < 2^52, n_4 < 2^48 and the value below p. Each function
// states the magnitudes it accepts and what it returns; field_contract.hpp
// has the same as constants, which the prover and the run-time checks read.
//
// The reduction: p = 2^256 − C with C = 0x1000003D1, so 2^256 ≡ C and
// 2^260 ≡ R = C·2^4 = 0x1000003D10 (mod p).
#pragma once

#include <array>
#include <cstdint>

#include "tandem/fast/constants.hpp"
#include "tandem/fast/limb_ops.hpp"

namespace tandem::fast::fe52 {

template <class L>
using Limbs = std::array<typename L::u64, 5>;

inline constexpr std::uint64_t kM52 = (std::uint64_t{1} << 52) - 1;
inline constexpr std::uint64_t kM48 = (std::uint64_t{1} << 48) - 1;
inline constexpr std::uint64_t kM64 = ~std::uint64_t{0};
/// 2^256 mod p.
inline constexpr std::uint64_t kC = secp256k1::kFold;
/// 2^260 mod p.
inline constexpr std::uint64_t kR = kC << 4;
/// 2^324 mod p = R·2^64 as a multiple of column weight 2^52: R·2^12.
inline constexpr std::uint64_t kR12 = kR << 12;

/// p's limbs: p_0 = 2^52 − C, then 2^52 − 1 three times, then 2^48 − 1.
inline constexpr std::uint64_t kP0 = secp256k1::kP[0] & kM52;
static_assert(kP0 == 0xFFFFEFFFFFC2FULL && secp256k1::kP[3] == kM64, "p = 2^256 - C with C below 2^52");

/// Folds the nine columns s_0..s_8 of a 5×5 limb product (s_k = Σ_{i+j=k}
/// a_i·b_j) to five limbs of magnitude 1. tandem's own schedule, chosen for
/// latency (docs/fast-field.md has the measurements):
///   fold columns 5..8 into 0..4 (weight 2^260 ≡ R), their high words one
///   column up (2^(260+64) ≡ R·2^12 at weight 2^52);
///   carry every column at once (pass 1): its bits above 52 go to the next
///   column, column 4's (weight 2^260) to column 0 by R — so no column waits
///   for another, and each sum fits 64 bits while the columns are below
///   about 2^116 (the prover's magnitude search says how far that holds);
///   carry once more at once (pass 2), limb 4 at bit 48, its bits above
///   folded into limb 0 by C (2^256 ≡ C).
/// Cost: 10 multiplications by constants, two carry passes without a chain.
template <class L>
constexpr Limbs<L> reduce_columns(typename L::u128 s0, typename L::u128 s1, typename L::u128 s2, typename L::u128 s3,
                                  typename L::u128 s4, const typename L::u128& s5, const typename L::u128& s6,
                                  const typename L::u128& s7, const typename L::u128& s8) {
  using U64 = typename L::u64;
  using U128 = typename L::u128;
  L::at("fold columns 5-8 by R = 2^260 mod p");
  s0 += U128(kR) * static_cast<U64>(s5 & kM64);
  s1 += U128(kR12) * static_cast<U64>(s5 >> 64);
  s1 += U128(kR) * static_cast<U64>(s6 & kM64);
  s2 += U128(kR12) * static_cast<U64>(s6 >> 64);
  s2 += U128(kR) * static_cast<U64>(s7 & kM64);
  s3 += U128(kR12) * static_cast<U64>(s7 >> 64);
  s3 += U128(kR) * static_cast<U64>(s8 & kM64);
  s4 += U128(kR12) * static_cast<U64>(s8 >> 64);
  L::at("carry pass 1 (all columns at once)");
  const U128 v0 = U128(static_cast<U64>(s0 & kM52)) + U128(static_cast<U64>(s4 >> 52)) * kR;
  const U64 v1 = static_cast<U64>(s1 & kM52) + static_cast<U64>(s0 >> 52);
  const U64 v2 = static_cast<U64>(s2 & kM52) + static_cast<U64>(s1 >> 52);
  const U64 v3 = static_cast<U64>(s3 & kM52) + static_cast<U64>(s2 >> 52);
  const U64 v4 = static_cast<U64>(s4 & kM52) + static_cast<U64>(s3 >> 52);
  L::at("carry pass 2, limb 4 at bit 48");
  return {static_cast<U64>(v0 & kM52) + (v4 >> 48) * kC, (v1 & kM52) + static_cast<U64>(v0 >> 52),
          (v2 & kM52) + (v1 >> 52), (v3 & kM52) + (v2 >> 52), (v4 & kM48) + (v3 >> 52)};
}

/// a·b mod p. Inputs of magnitude ≤ 8 (field_contract.hpp: kMulMaxInput);
/// output of magnitude 1, not normalized. Cost: 25 + 10 multiplications.
template <class L>
constexpr Limbs<L> mul(const Limbs<L>& a, const Limbs<L>& b) {
  using U128 = typename L::u128;
  const auto& [a0, a1, a2, a3, a4] = a;
  const auto& [b0, b1, b2, b3, b4] = b;
  L::at("columns 0-8 of a*b");
  const U128 s0 = U128(a0) * b0;
  const U128 s1 = U128(a0) * b1 + U128(a1) * b0;
  const U128 s2 = U128(a0) * b2 + U128(a1) * b1 + U128(a2) * b0;
  const U128 s3 = U128(a0) * b3 + U128(a1) * b2 + U128(a2) * b1 + U128(a3) * b0;
  const U128 s4 = U128(a0) * b4 + U128(a1) * b3 + U128(a2) * b2 + U128(a3) * b1 + U128(a4) * b0;
  const U128 s5 = U128(a1) * b4 + U128(a2) * b3 + U128(a3) * b2 + U128(a4) * b1;
  const U128 s6 = U128(a2) * b4 + U128(a3) * b3 + U128(a4) * b2;
  const U128 s7 = U128(a3) * b4 + U128(a4) * b3;
  const U128 s8 = U128(a4) * b4;
  return reduce_columns<L>(s0, s1, s2, s3, s4, s5, s6, s7, s8);
}

/// a² mod p. Input of magnitude ≤ 8; output of magnitude 1, not normalized.
/// Cost: 15 + 10 multiplications (the cross products once, doubled).
template <class L>
constexpr Limbs<L> sqr(const Limbs<L>& a) {
  using U64 = typename L::u64;
  using U128 = typename L::u128;
  const auto& [a0, a1, a2, a3, a4] = a;
  L::at("doubled limbs");
  const U64 d0 = a0 * 2, d1 = a1 * 2, d2 = a2 * 2, d3 = a3 * 2;
  L::at("columns 0-8 of a*a");
  const U128 s0 = U128(a0) * a0;
  const U128 s1 = U128(d0) * a1;
  const U128 s2 = U128(d0) * a2 + U128(a1) * a1;
  const U128 s3 = U128(d0) * a3 + U128(d1) * a2;
  const U128 s4 = U128(d0) * a4 + U128(d1) * a3 + U128(a2) * a2;
  const U128 s5 = U128(d1) * a4 + U128(d2) * a3;
  const U128 s6 = U128(d2) * a4 + U128(a3) * a3;
  const U128 s7 = U128(d3) * a4;
  const U128 s8 = U128(a4) * a4;
  return reduce_columns<L>(s0, s1, s2, s3, s4, s5, s6, s7, s8);
}

/// a + b, limb by limb, no carry. Output magnitude = the sum of the inputs'
/// (at most field_contract.hpp's kMaxMagnitude). Cost: 5 additions.
template <class L>
constexpr Limbs<L> add(const Limbs<L>& a, const Limbs<L>& b) {
  L::at("limbwise sum");
  return {a[0] + b[0], a[1] + b[1], a[2] + b[2], a[3] + b[3], a[4] + b[4]};
}

/// −a as 2(m+1)·p − a, limb by limb: every limb stays non-negative because
/// 2(m+1)·p_i ≥ a_i for an input of magnitude ≤ m. Output magnitude m + 1.
/// Cost: 5 subtractions.
template <class L>
constexpr Limbs<L> negate(const Limbs<L>& a, int m) {
  using U64 = typename L::u64;
  const auto k = static_cast<std::uint64_t>(2 * (m + 1));
  L::at("2(m+1)p - a");
  return {U64(k * kP0) - a[0], U64(k * kM52) - a[1], U64(k * kM52) - a[2], U64(k * kM52) - a[3],
          U64(k * kM48) - a[4]};
}

/// a·k for a small integer k, limb by limb. Output magnitude
/// magnitude(a)·k. Cost: 5 multiplications.
template <class L>
constexpr Limbs<L> mul_int(const Limbs<L>& a, const typename L::u64& k) {
  L::at("limbwise product");
  return {a[0] * k, a[1] * k, a[2] * k, a[3] * k, a[4] * k};
}

/// a/2 mod p: a + p when a is odd (the value is then even), then a shift by
/// one across the limbs. Input magnitude m; output magnitude ⌊m/2⌋ + 1.
/// Constant time: the addition of p is masked, not branched.
template <class L>
constexpr Limbs<L> half(const Limbs<L>& a) {
  using U64 = typename L::u64;
  L::at("add p if odd");
  const U64 odd = a[0] & 1;
  const U64 t0 = a[0] + L::select(odd, kP0, 0);
  const U64 t1 = a[1] + L::select(odd, kM52, 0);
  const U64 t2 = a[2] + L::select(odd, kM52, 0);
  const U64 t3 = a[3] + L::select(odd, kM52, 0);
  const U64 t4 = a[4] + L::select(odd, kM48, 0);
  L::at("shift right by one");
  return {(t0 >> 1) + ((t1 & 1) << 51), (t1 >> 1) + ((t2 & 1) << 51), (t2 >> 1) + ((t3 & 1) << 51),
          (t3 >> 1) + ((t4 & 1) << 51), t4 >> 1};
}

/// The same value mod p with limbs carried: the bits of n_4 above 48 folded
/// into n_0 by C, then one carry pass. Output: n_0..n_3 < 2^52 and n_4 below
/// 2^48 plus the last carry (at most 2^48 + 2m: magnitude 1). The value is
/// then below 2^256 + 2^215 < 2p, not necessarily below p. Input magnitude
/// ≤ 32 (kNormalizeMaxInput). Cost: 1 multiplication, 4 carry steps.
template <class L>
constexpr Limbs<L> normalize_weak(const Limbs<L>& a) {
  using U64 = typename L::u64;
  L::at("fold bits 256 and up");
  U64 t4 = a[4];
  const U64 x = t4 >> 48;
  t4 &= kM48;
  U64 t0 = a[0] + x * kC;
  L::at("carry limbs 0-4");
  U64 t1 = a[1] + (t0 >> 52);
  t0 &= kM52;
  U64 t2 = a[2] + (t1 >> 52);
  t1 &= kM52;
  U64 t3 = a[3] + (t2 >> 52);
  t2 &= kM52;
  t4 += t3 >> 52;
  t3 &= kM52;
  return {t0, t1, t2, t3, t4};
}

/// t + C with its limbs carried, the top limb unmasked: bit 48 of it is set
/// exactly when t + C ≥ 2^256, i.e. t ≥ p, and the rest is then t − p.
/// Input: carried limbs (normalize_weak's output).
template <class L>
constexpr Limbs<L> plus_c_carried(const Limbs<L>& t) {
  using U64 = typename L::u64;
  L::at("t + C, carried");
  U64 u0 = t[0] + kC;
  U64 u1 = t[1] + (u0 >> 52);
  u0 &= kM52;
  U64 u2 = t[2] + (u1 >> 52);
  u1 &= kM52;
  U64 u3 = t[3] + (u2 >> 52);
  u2 &= kM52;
  U64 u4 = t[4] + (u3 >> 52);
  u3 &= kM52;
  return {u0, u1, u2, u3, u4};
}

/// The unique representative below p (normalized). Input magnitude ≤ 32.
/// After normalize_weak the value t is below 2p, so t ≥ p decides a single
/// subtraction; t ≥ p exactly when t + C reaches 2^256, which the carry pass
/// of t + C shows in bit 48 of its top limb. Both candidates are computed and
/// one is selected by mask: constant time. Cost: normalize_weak + 4 carry
/// steps + 5 selections.
template <class L>
constexpr Limbs<L> normalize(const Limbs<L>& a) {
  using U64 = typename L::u64;
  const Limbs<L> t = normalize_weak<L>(a);
  Limbs<L> u = plus_c_carried<L>(t);
  L::at("select t or t - p");
  const U64 ge = u[4] >> 48;  // t + C ≥ 2^256, i.e. t ≥ p
  u[4] &= kM48;               // t + C − 2^256 = t − p
  return {L::select(ge, u[0], t[0]), L::select(ge, u[1], t[1]), L::select(ge, u[2], t[2]), L::select(ge, u[3], t[3]),
          L::select(ge, u[4], t[4])};
}

/// Whether limbs n_0..n_3 < 2^52, n_4 < 2^48 (or above: then no) hold a
/// value ≥ p, as a bit: p's limbs 1-4 are all ones, so the value is ≥ p
/// exactly when those are all ones and n_0 ≥ p_0. Branch-free.
template <class L>
constexpr typename L::u64 at_least_p(const Limbs<L>& n) {
  using U64 = typename L::u64;
  L::at("limbs 1-4 all ones and limb 0 at least p_0");
  const U64 top = L::eq(n[4], kM48) & L::eq(n[3], kM52) & L::eq(n[2], kM52) & L::eq(n[1], kM52);
  return top & L::lt(U64(kP0 - 1), n[0]);
}

/// normalize for public values: t − p only when t ≥ p (a branch on the
/// value). Input magnitude ≤ 32; output normalized.
template <class L>
constexpr Limbs<L> normalize_var(const Limbs<L>& a) {
  Limbs<L> t = normalize_weak<L>(a);
  L::at("t at least 2^256 or at least p");
  if (L::branch_var((t[4] >> 48) | at_least_p<L>(t))) {
    t = plus_c_carried<L>(t);
    t[4] &= kM48;  // t + C − 2^256 = t − p
  }
  return t;
}

/// Whether a ≡ 0 (mod p), as a bit. Input magnitude ≤ 32. After the weak
/// normalization the value is below 2p, so it is 0 or p exactly when a ≡ 0;
/// both comparisons are computed, branch-free.
template <class L>
constexpr typename L::u64 normalizes_to_zero(const Limbs<L>& a) {
  using U64 = typename L::u64;
  const Limbs<L> t = normalize_weak<L>(a);
  L::at("t = 0 or t = p");
  const U64 zero = t[0] | t[1] | t[2] | t[3] | t[4];
  const U64 is_p = (t[0] ^ kP0) | (t[1] ^ kM52) | (t[2] ^ kM52) | (t[3] ^ kM52) | (t[4] ^ kM48);
  return L::is_zero(zero) | L::is_zero(is_p);
}

/// normalizes_to_zero for public values: limb 0 decides most inputs.
template <class L>
constexpr typename L::u64 normalizes_to_zero_var(const Limbs<L>& a) {
  using U64 = typename L::u64;
  const Limbs<L> t = normalize_weak<L>(a);
  L::at("t = 0 or t = p, limb 0 first");
  if (L::branch_var(L::is_zero(t[0]))) return L::is_zero(t[1] | t[2] | t[3] | t[4]);
  if (!L::branch_var(L::eq(t[0], U64(kP0)))) return U64(0);
  return L::eq(t[1], U64(kM52)) & L::eq(t[2], U64(kM52)) & L::eq(t[3], U64(kM52)) & L::eq(t[4], U64(kM48));
}

/// Whether a normalized element is zero, as a bit.
template <class L>
constexpr typename L::u64 is_zero(const Limbs<L>& n) {
  L::at("all limbs zero");
  return L::is_zero(n[0] | n[1] | n[2] | n[3] | n[4]);
}

/// Whether a normalized element is odd, as a bit.
template <class L>
constexpr typename L::u64 is_odd(const Limbs<L>& n) {
  L::at("bit 0");
  return n[0] & 1;
}

/// bit ? a : r, limb by limb by L::select (constant time).
template <class L>
constexpr Limbs<L> cmov(const Limbs<L>& r, const Limbs<L>& a, const typename L::u64& bit) {
  L::at("select each limb");
  return {L::select(bit, a[0], r[0]), L::select(bit, a[1], r[1]), L::select(bit, a[2], r[2]),
          L::select(bit, a[3], r[3]), L::select(bit, a[4], r[4])};
}

/// −1, 0 or 1 as a < b, a = b, a > b, for normalized limbs: the first limb
/// from the top that differs decides (branches: public values only).
template <class L>
constexpr int cmp_var(const Limbs<L>& a, const Limbs<L>& b) {
  L::at("limbs from the top");
  for (std::size_t i = 5; i-- > 0;) {
    if (!L::branch_var(L::eq(a[i], b[i]))) return L::branch_var(L::lt(a[i], b[i])) ? -1 : 1;
  }
  return 0;
}

/// Whether a ≡ b (mod p), as a bit: −a + b normalizes to zero. a of
/// magnitude ≤ 1, b of magnitude ≤ 30 (−a then has magnitude 2, the sum
/// ≤ 32). Constant time.
template <class L>
constexpr typename L::u64 equal(const Limbs<L>& a, const Limbs<L>& b) {
  return normalizes_to_zero<L>(add<L>(negate<L>(a, 1), b));
}

/// equal for public values.
template <class L>
constexpr typename L::u64 equal_var(const Limbs<L>& a, const Limbs<L>& b) {
  return normalizes_to_zero_var<L>(add<L>(negate<L>(a, 1), b));
}

/// Four 64-bit words as five 52-bit limbs (the top one below 2^48).
template <class L>
constexpr Limbs<L> limbs_of_words(const std::array<typename L::u64, 4>& w) {
  L::at("52-bit fields of the words");
  return {w[0] & kM52, (w[0] >> 52) | ((w[1] & 0xFFFFFFFFFFULL) << 12), (w[1] >> 40) | ((w[2] & 0xFFFFFFFULL) << 24),
          (w[2] >> 28) | ((w[3] & 0xFFFFULL) << 36), w[3] >> 16};
}

/// Five limbs below 2^52 (the top below 2^48) as four 64-bit words. Each
/// limb's bits that leave its word are masked off before the shift (the
/// compiler drops the mask: the shift discards those bits anyway).
template <class L>
constexpr std::array<typename L::u64, 4> to_words(const Limbs<L>& n) {
  L::at("limbs packed into words");
  return {n[0] | ((n[1] & 0xFFFULL) << 52), (n[1] >> 12) | ((n[2] & 0xFFFFFFULL) << 40),
          (n[2] >> 24) | ((n[3] & 0xFFFFFFFFFULL) << 28), (n[3] >> 36) | (n[4] << 16)};
}

}  // namespace tandem::fast::fe52

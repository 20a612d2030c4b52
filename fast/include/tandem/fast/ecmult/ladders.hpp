// Montgomery ladders in constant time: on co-Z Jacobian pairs (Goundar,
// Joye, Miyaji, CHES 2010; ref/mult/coz_ladder.hpp) and on x-only XZ pairs
// (Izu–Takagi with Okeya–Sakurai's y recovery; ref/mult/x_ladder.hpp). ref
// branches on each bit to order the pair; here the pair is swapped by mask
// before and after a step that is the same for both bits, and the number of
// steps is fixed: kScalarBits, whatever k is.
//
// A fixed length. The ladder starts from (P, 2P), that is from a leading 1
// bit, so it reads k' = k + n or k + 2n, whichever has bit kScalarBits = L
// set (k' ≡ k mod n; one of them does: 2^(L−1) < n < 2^L, so k + n < 2^(L+1)
// and k + 2n ≥ 2^L, and k + n < 2^L makes k + 2n < 2^L + n < 2^(L+1)) —
// the idea of Joye and Tunstall's and of libsecp256k1's older ecmult_const,
// which made the length of k fixed by adding n.
//
// The exceptional steps. The pair is (j·P, (j+1)·P) for the bits j read so
// far; a step needs R0 ≠ ±R1 and both finite (ZADDC and ZADDU; xADD), that
// is j ≢ 0, j ≢ −1 and 2j + 1 ≢ 0 (mod n). The steps start from j = 1 and
// end from j = ⌊k'/2⌋ ∈ [2^(L−1), 2^L); the second-to-last from
// ⌊k'/4⌋ ∈ [2^(L−2), 2^(L−1)). Since 2^(L−1) < n < 2^L, the first range
// holds n − 1 and n (and (3n − 1)/2 only if 3n ≤ 2^(L+1) + 1), the second
// (n − 1)/2, and no earlier range holds any of them. Those j come from
// k' ∈ {2n − 2, …, 2n + 1} (and 3n − 1): k ∈ {0, 1, n − 2, n − 1}. For
// those four scalars the ladder's output is discarded and O, P, −2P or −P
// selected (by flag, constant time); −2P costs one doubling per call. The
// exhaustive tests run every k on every small curve, where these cases are
// a large share of all scalars.
#pragma once

#include <cstdint>

#include "tandem/fast/constants.hpp"
#include "tandem/fast/formulas/coz.hpp"
#include "tandem/fast/formulas/jacobian_dbl.hpp"
#include "tandem/fast/formulas/xz.hpp"
#include "tandem/fast/group/curve.hpp"
#include "tandem/fast/group/group.hpp"
#include "tandem/fast/limb_ops.hpp"
#include "tandem/fast/recoding.hpp"

namespace tandem::fast {

namespace detail {

/// n as words, for either kind of curve.
template <class C>
constexpr Words256 order_words() {
  if constexpr (requires { C::Scalar::kN; }) {
    return {C::Scalar::kN, 0, 0, 0};
  } else {
    return secp256k1::kN;
  }
}

/// The low kScalarBits bits of k' = k + n or k + 2n, whichever has bit
/// kScalarBits set (the ladders read those bits below an implicit leading
/// 1). Constant time: both sums are formed, one is kept by mask.
template <class C>
constexpr Words256 ladder_scalar(const typename C::Scalar& k) {
  constexpr unsigned L = C::kScalarBits;
  const Words256 n = order_words<C>();
  const Words256 kw = k.words();
  // t1 = k + n, t2 = t1 + n, each as five words.
  std::array<std::uint64_t, 5> t1{}, t2{};
  std::uint64_t carry = 0;
  for (std::size_t i = 0; i < 4; ++i) t1[i] = NativeLimbs::add_carry(kw[i], n[i], carry);
  t1[4] = carry;
  carry = 0;
  for (std::size_t i = 0; i < 4; ++i) t2[i] = NativeLimbs::add_carry(t1[i], n[i], carry);
  t2[4] = t1[4] + carry;
  const std::uint64_t top = (t1[L / 64] >> (L % 64)) & 1U;  // whether k + n ≥ 2^L
  Words256 r{};
  for (std::size_t i = 0; i < 4; ++i) r[i] = NativeLimbs::select(top, t1[i], t2[i]);
  return r;
}

/// Bit i of the ladder scalar (i public).
constexpr bool bit_of(const Words256& w, unsigned i) { return ((w[i / 64] >> (i % 64)) & 1U) != 0; }

/// The four scalars the ladders cannot take, as flags (constant time).
template <class C>
struct LadderExceptions {
  bool zero, one, minus_one, minus_two;
};
template <class C>
constexpr LadderExceptions<C> ladder_exceptions(const typename C::Scalar& k) {
  using S = typename C::Scalar;
  const S one = S::from_int(1), m1 = negate(one), m2 = negate(S::from_int(2));
  return {is_zero(k), equal(k, one), equal(k, m1), equal(k, m2)};
}

/// The ladder's output, or the right point for the four exceptional scalars.
template <class C, class F>
constexpr Gej<F> ladder_fixup(Gej<F> R, const Ge<F>& P, const LadderExceptions<C>& e) {
  const Gej<F> Pj = Gej<F>::from_affine(P);
  cmov(R, Pj, e.one);
  cmov(R, neg(Pj), e.minus_one);
  cmov(R, neg(dbl(Pj)), e.minus_two);
  cmov(R, Gej<F>::at_infinity(), e.zero);
  return R;
}

template <class F>
constexpr void cmov(Gexz<F>& r, const Gexz<F>& a, bool flag) {
  cmov(r.X, a.X, flag);
  cmov(r.Z, a.Z, flag);
}

template <class T>
constexpr void cswap(T& a, T& b, bool flag) {
  const T t = a;
  cmov(a, b, flag);
  cmov(b, t, flag);
}

}  // namespace detail

/// k·P by the co-Z Montgomery ladder: DBLU, then kScalarBits steps of
/// ZADDC + ZADDU (coz_ladder_step_11m5s), each between two masked swaps.
/// 1M + 5S + L·(11M + 5S) + one doubling for the −2P fixup. k secret (any
/// scalar mod n), P public, in the subgroup of order n, or O. Constant time
/// in k.
template <class C, class F>
[[nodiscard]] Gej<F> mul_coz_ladder(const Ge<F>& P, const typename C::Scalar& k) {
  if (P.infinity) return Gej<F>::at_infinity();  // P is public
  const Words256 kk = detail::ladder_scalar<C>(k);
  const CoZPair<F> start = dblu_a0_1m5s(P);
  Gej<F> R0 = start.second;  // j = 1: P
  Gej<F> R1 = start.first;   //        2P
  for (unsigned i = C::kScalarBits; i-- > 0;) {
    const bool b = detail::bit_of(kk, i);
    detail::cswap(R0, R1, b);
    const CoZPair<F> s = coz_ladder_step_11m5s(R0, R1);  // (2·R0, R0 + R1)
    R0 = s.first;
    R1 = s.second;
    detail::cswap(R0, R1, b);
  }
  return detail::ladder_fixup<C>(R0, P, detail::ladder_exceptions<C>(k));
}

/// k·P by the x-only Montgomery ladder on (X : Z): per bit one xDBL and one
/// xADD with the difference P (xdbl_a0_4m3s1c, xadd_a0_8m2s1c), between
/// masked swaps; then y from x(k·P), x((k+1)·P) and P
/// (xz_recover_y_a0_9m2s1c) and Jacobian coordinates (3M + 1S).
/// 4M + 3S + L·(12M + 5S + 2C) + 12M + 3S + 1C. Same contract as
/// mul_coz_ladder.
template <class C, class F>
[[nodiscard]] Gej<F> mul_x_ladder(const Ge<F>& P, const typename C::Scalar& k) {
  if (P.infinity) return Gej<F>::at_infinity();  // P is public
  const F b = C::template b<F>();
  const Words256 kk = detail::ladder_scalar<C>(k);
  const Gexz<F> D{P.x, F::from_int(1)};
  Gexz<F> R0 = D;                          // j = 1
  Gexz<F> R1 = xdbl_a0_4m3s1c(D, b);       // 2P
  for (unsigned i = C::kScalarBits; i-- > 0;) {
    const bool bit = detail::bit_of(kk, i);
    detail::cswap(R0, R1, bit);
    R1 = xadd_a0_8m2s1c(R1, R0, D, b);     // (2j + 1)·P, R1 − R0 = P
    R0 = xdbl_a0_4m3s1c(R0, b);            // 2j·P
    detail::cswap(R0, R1, bit);
  }
  const Gej<F> R = to_jacobian(xz_recover_y_a0_9m2s1c(P, R0, R1, b));
  return detail::ladder_fixup<C>(R, P, detail::ladder_exceptions<C>(k));
}

}  // namespace tandem::fast

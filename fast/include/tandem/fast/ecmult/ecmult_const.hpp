// k·P for a secret k and a public P, in constant time: libsecp256k1's
// secp256k1_ecmult_const in its shape (GLV split, regular signed windows,
// one table of P's odd multiples and its image under the endomorphism, a
// scan per digit), with this project's own way to make the halves odd.
//
// Shape. C::split gives k = s1·a1 + s2·a2·λ (mod n), a_i < 2^kGlvBits,
// s_i = ±1. Joye and Tunstall's regular recoding (AFRICACRYPT 2009 §3.2;
// recoding.hpp) needs odd integers, so each a_i is replaced by a_i | 1 and
// c_i = (a_i | 1) − a_i ∈ {0, 1} is remembered: the windows compute
// s1·(a1 | 1)·P + s2·(a2 | 1)·φ(P), and two more additions of −s1·c1·P and
// −s2·c2·φ(P) (O when c_i = 0, selected by flag, not branched on) take the
// surplus back. libsecp256k1 instead adds a fixed offset to k before the
// split; the two corrections cost 2 mixed additions of 7M + 5S in ~160.
//
// Cost, window w (digits of w bits, |d| ≤ 2^w − 1, a table of 2^(w−1)
// entries): the table (one doubling, 2^(w−1) − 1 mixed additions and one
// batch inversion, odd_multiples.hpp) and its φ image (2^(w−1)M), then
// m = ⌈kGlvBits / w⌉ digits per half: (m − 1)·w doublings and 2m + 2
// constant-time mixed additions (madd_unified_a0_7m5s), each after a scan
// of 2^(w−1) entries. On secp256k1 with w = 4: 124 doublings and 66
// additions. The effective-affine table lives on the isomorphic curve
// ψ_z(E) (odd_multiples.hpp); the result comes back with one multiplication
// of Z by z.
//
// Exceptional cases. The accumulator may meet ±(the entry added) or O
// (always possible on the small curves, and for k = 0 on any curve):
// madd_unified_a0_7m5s takes every pair, O on either side included, by
// selection. P = O is public and answered directly.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <vector>

#include "tandem/fast/ecmult/ct_lookup.hpp"
#include "tandem/fast/field_inverse.hpp"
#include "tandem/fast/field_sqrt.hpp"
#include "tandem/fast/formulas/jacobian_dbl.hpp"
#include "tandem/fast/formulas/unified_add.hpp"
#include "tandem/fast/group/curve.hpp"
#include "tandem/fast/group/group.hpp"
#include "tandem/fast/group/odd_multiples.hpp"
#include "tandem/fast/recoding.hpp"
#include "tandem/spec/result.hpp"

namespace tandem::fast {

/// ecmult_const's default window: digits of 4 bits, 8 table entries per
/// half. Measured on secp256k1 (g++ 12 -O3 with BMI2/ADX, one pinned core
/// of a shared 2-vCPU machine, best of 5 × 300 random scalars), µs per
/// multiplication for w = 3, 4, 5, 6: Fe 89, 90, 97, 122; Fe64 62, 58, 68,
/// 91. w = 5 saves 6 additions of 66 but doubles each of the 66 scans (8 →
/// 16 entries) and the table; w = 3 and 4 tie on Fe, 4 wins on Fe64.
inline constexpr unsigned kEcmultConstWindow = 4;

namespace detail {

/// The default window for C: kEcmultConstWindow, or kGlvBits where that is
/// smaller (the small curves).
template <class C>
constexpr unsigned const_window() {
  return kEcmultConstWindow < C::kGlvBits ? kEcmultConstWindow : C::kGlvBits;
}

/// The constant-time part of ecmult_const for a finite affine P on any
/// curve y² = x³ + b' isomorphic to C's (b is never read), with P in the
/// subgroup of order n on which φ acts as λ.
template <class C, class F, unsigned W>
[[nodiscard]] Gej<F> ecmult_const_finite(const Ge<F>& P, const typename C::Scalar& k) {
  static_assert(W >= 1 && W <= C::kGlvBits && W <= 10, "ecmult_const: window outside [1, min(kGlvBits, 10)]");
  constexpr std::size_t kEntries = std::size_t{1} << (W - 1);
  constexpr std::size_t kDigits = signed_window_digits(C::kGlvBits, W);

  // The tables: P's odd multiples on ψ_z(E) and their φ images (β·x, y),
  // which are φ of the same multiples there (φ commutes with ψ_z).
  const OddMultiples<F> odd = odd_multiples_var(Gej<F>::from_affine(P), kEntries);
  const F beta = C::template beta<F>();
  std::array<Ge<F>, kEntries> t1{}, t2{};
  for (std::size_t i = 0; i < kEntries; ++i) {
    t1[i] = odd.table[i];
    t2[i] = endo(odd.table[i], beta);
  }

  // The halves, made odd; c_i says whether 1 was added.
  const GlvHalves h = C::split(k);
  const bool c1 = (h.k1_abs[0] & 1U) == 0, c2 = (h.k2_abs[0] & 1U) == 0;
  const Words256 a1{h.k1_abs[0] | 1U, h.k1_abs[1], 0, 0}, a2{h.k2_abs[0] | 1U, h.k2_abs[1], 0, 0};
  std::array<int, kDigits> d1{}, d2{};
  recode_signed_window(d1, a1, C::kGlvBits, W);
  recode_signed_window(d2, a2, C::kGlvBits, W);

  const std::span<const Ge<F>> s1(t1), s2(t2);
  Gej<F> R = Gej<F>::from_affine(lookup_odd_digit_ct(s1, d1[kDigits - 1], h.k1_negative));
  R = madd_unified_a0_7m5s(R, lookup_odd_digit_ct(s2, d2[kDigits - 1], h.k2_negative));
  for (std::size_t i = kDigits - 1; i-- > 0;) {
    for (unsigned j = 0; j < W; ++j) R = dbl(R);
    R = madd_unified_a0_7m5s(R, lookup_odd_digit_ct(s1, d1[i], h.k1_negative));
    R = madd_unified_a0_7m5s(R, lookup_odd_digit_ct(s2, d2[i], h.k2_negative));
  }
  // −s_i·c_i·(P or φ(P)): table entry 0, negated unless s_i = −1, O unless c_i.
  Ge<F> e1 = lookup_odd_digit_ct(s1, -1, h.k1_negative);
  Ge<F> e2 = lookup_odd_digit_ct(s2, -1, h.k2_negative);
  cmov(e1, Ge<F>::at_infinity(), !c1);
  cmov(e2, Ge<F>::at_infinity(), !c2);
  R = madd_unified_a0_7m5s(R, e1);
  R = madd_unified_a0_7m5s(R, e2);
  R.Z = mul(R.Z, odd.z);  // back from ψ_z(E) to E
  return R;
}

}  // namespace detail

/// k·P, k secret (any scalar mod n, 0, 1 and n − 1 included), P public
/// (finite, in the subgroup of order n, or O). Constant time in k for a
/// fixed P. W: the window (1 ≤ W ≤ min(kGlvBits, 10)).
template <class C, class F, unsigned W = detail::const_window<C>()>
[[nodiscard]] Gej<F> ecmult_const(const Ge<F>& P, const typename C::Scalar& k) {
  if (P.infinity) return Gej<F>::at_infinity();  // P is public
  return detail::ecmult_const_finite<C, F, W>(P, k);
}

/// What ecmult_const_xonly returns: x(k·P) normalized, or O (then x is 0).
template <class F>
struct XOnly {
  F x;
  bool infinity;
};

/// x(k·P) for the points P with x(P) = xn/xd, without a square root
/// (libsecp256k1's secp256k1_ecmult_const_xonly idea; ECDH needs only the
/// x of the shared point). With g = xn³ + b·xd³ and s² = g·xd, the map
/// ψ_s(x, y) = (s²x, s³y) sends P to (xn·g, g²) on y² = x³ + b·(g·xd)³: both
/// coordinates are polynomials in xn, xd, whichever root y is. ψ_s is an
/// isomorphism over F_p exactly when g·xd is a square, that is when P exists
/// on C's curve; the multiplication runs there (a = 0 formulas never read b)
/// and x(k·P) = x(k·P')/(g·xd), one constant-time inversion.
///
/// xn, xd public (the peer's key); k secret. Errors (public conditions, so
/// a branch): not_invertible for xd ≡ 0; x_not_on_curve when xn/xd is not
/// the x of a point (g·xd a non-square) or is that of a point of order 2
/// (g ≡ 0, outside a group of odd order). Precondition: the point is in the
/// subgroup of order n (always on secp256k1, cofactor 1). k·P = O (k ≡ 0)
/// is reported in the flag, computed without a branch.
template <class C, class F, unsigned W = detail::const_window<C>()>
[[nodiscard]] Result<XOnly<F>> ecmult_const_xonly(const F& xn, const F& xd, const typename C::Scalar& k) {
  if (normalizes_to_zero_var(xd)) return Error::not_invertible;
  const F xn1 = normalize_var(xn), xd1 = normalize_var(xd);
  const F g = normalize_var(add(mul(sqr(xn1), xn1), mul(C::template b<F>(), mul(sqr(xd1), xd1))));  // xn³ + b·xd³
  const F gxd = mul(g, xd1);
  if (normalizes_to_zero_var(g) || !is_square_var(gxd)) return Error::x_not_on_curve;
  const Ge<F> Pimg{normalize_var(mul(xn1, g)), normalize_var(sqr(g)), false};
  const Gej<F> R = detail::ecmult_const_finite<C, F, W>(Pimg, k);
  const bool inf = normalizes_to_zero(R.Z);
  const F den = mul(sqr(R.Z), gxd);                    // Z²·g·xd, 0 for O
  F x = normalize(mul(R.X, inverse(den)));             // 0 for O: inverse(0) = 0
  return XOnly<F>{x, inf};
}

/// x(k·P) for x(P) = x (xd = 1).
template <class C, class F, unsigned W = detail::const_window<C>()>
[[nodiscard]] Result<XOnly<F>> ecmult_const_xonly(const F& x, const typename C::Scalar& k) {
  return ecmult_const_xonly<C, F, W>(x, F::from_int(1), k);
}

}  // namespace tandem::fast

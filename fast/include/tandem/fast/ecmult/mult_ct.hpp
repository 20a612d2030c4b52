// Two textbook constant-time multiplications, without the endomorphism, as
// the baselines ecmult_const is measured against and as small texts the
// exhaustive tests and ctcheck can read line by line:
//   - double-and-add-always (Coron, CHES 1999, the addition's result kept
//     by mask instead of discarded by branch): L doublings and L complete
//     mixed additions for every k;
//   - Joye and Tunstall's signed odd windows (AFRICACRYPT 2009 §3.2,
//     ref/mult/fixed_window.hpp's mul_signed_odd_window): ⌈L/w⌉ odd digits,
//     one table entry added per digit, a table scan per digit.
// L = kScalarBits. The fixed-base multi-comb is in ecmult_gen.hpp
// (mul_multi_comb, on any base's table).
#pragma once

#include <array>
#include <cstddef>

#include "tandem/fast/ecmult/ct_lookup.hpp"
#include "tandem/fast/formulas/jacobian_dbl.hpp"
#include "tandem/fast/formulas/unified_add.hpp"
#include "tandem/fast/group/curve.hpp"
#include "tandem/fast/group/group.hpp"
#include "tandem/fast/group/odd_multiples.hpp"
#include "tandem/fast/recoding.hpp"

namespace tandem::fast {

/// k·P, left to right: R = 2R, then R + P computed always and kept when the
/// bit is 1. L·(dbl + madd_unified_a0_7m5s). k secret (any scalar mod n),
/// P public or secret (finite or O: the unified addition takes both).
/// Constant time in k and P.
template <class C, class F>
[[nodiscard]] constexpr Gej<F> mul_double_and_add_always(const Ge<F>& P, const typename C::Scalar& k) {
  const Words256 kw = k.words();
  Gej<F> R = Gej<F>::at_infinity();
  for (unsigned i = C::kScalarBits; i-- > 0;) {
    R = dbl(R);
    const Gej<F> T = madd_unified_a0_7m5s(R, P);
    cmov(R, T, detail::bits_of(kw, i, 1) != 0);
  }
  return R;
}

/// mul_signed_odd_window's default: digits of 4 bits, 8 table entries
/// (kScalarBits where that is smaller).
inline constexpr unsigned kSignedOddWindow = 4;

/// k·P by Joye–Tunstall signed odd windows over L bits. The recoding wants
/// k odd: for even k it runs on n − k (odd, as n is) and negates the result
/// (libsecp256k1's ecmult_const before the GLV offset trick did the same);
/// k = 0 runs on 1 and O is selected. Table: P's odd multiples, effective
/// affine (odd_multiples_var; P public). (⌈L/W⌉ − 1)·W doublings and
/// ⌈L/W⌉ − 1 complete mixed additions, each after a scan of 2^(W−1) entries.
/// 1 ≤ W ≤ min(L, 10). Constant time in k.
template <class C, class F, unsigned W = (kSignedOddWindow < C::kScalarBits ? kSignedOddWindow : C::kScalarBits)>
[[nodiscard]] Gej<F> mul_signed_odd_window(const Ge<F>& P, const typename C::Scalar& k) {
  static_assert(W >= 1 && W <= C::kScalarBits && W <= 10, "mul_signed_odd_window: window outside [1, min(L, 10)]");
  using S = typename C::Scalar;
  constexpr std::size_t kEntries = std::size_t{1} << (W - 1);
  constexpr std::size_t kDigits = signed_window_digits(C::kScalarBits, W);
  if (P.infinity) return Gej<F>::at_infinity();  // P is public
  const OddMultiples<F> odd = odd_multiples_var(Gej<F>::from_affine(P), kEntries);
  std::array<Ge<F>, kEntries> t{};
  for (std::size_t i = 0; i < kEntries; ++i) t[i] = odd.table[i];

  const bool zero = is_zero(k), even = is_even(k);
  S kk = cond_negate(k, even);
  cmov(kk, S::from_int(1), zero);
  std::array<int, kDigits> d{};
  recode_signed_window(d, kk.words(), C::kScalarBits, W);

  const std::span<const Ge<F>> s(t);
  Gej<F> R = Gej<F>::from_affine(lookup_odd_digit_ct(s, d[kDigits - 1], false));
  for (std::size_t i = kDigits - 1; i-- > 0;) {
    for (unsigned j = 0; j < W; ++j) R = dbl(R);
    R = madd_unified_a0_7m5s(R, lookup_odd_digit_ct(s, d[i], false));
  }
  R.Z = mul(R.Z, odd.z);  // back from ψ_z(E)
  cmov(R, neg(R), even);
  cmov(R, Gej<F>::at_infinity(), zero);
  return R;
}

}  // namespace tandem::fast

// The scalar multiplications of the curves other than secp256k1, fast
// (group/prime_curve.hpp), on any number of 64-bit words:
//   - mul_ct(P, k): k·P by Joye–Tunstall signed odd windows (AFRICACRYPT
//     2009 §3.2; the algorithm of mult_ct.hpp's mul_signed_odd_window and
//     ref/mult/fixed_window.hpp's mul_signed_odd_window), every table entry
//     read for every digit; constant time in k (ECDH);
//   - mul_gen_ct(k): k·G by the same signed odd digits against a fixed-base
//     table (Brickell–Gordon–McCurley–Wilson 1992, one window per digit
//     position: table[i][j] = (2j + 1)·2^(W·i)·G), so no doublings at all:
//     ⌈L/W⌉ complete mixed additions, each after a scan of 2^(W−1)
//     entries; constant time in k (key generation, signing);
//   - mul2_var(u1, u2, Q): u1·G + u2·Q by Strauss–Shamir over width-w NAFs
//     (Hankerson–Menezes–Vanstone Alg. 3.51 with Alg. 3.35), G's odd
//     multiples computed once; variable time, public inputs only (ECDSA
//     verification).
// Every addition and doubling is the curve family's complete projective
// formula (Renes–Costello–Batina 2016), so no input is exceptional: O,
// P = ±Q and k ≡ 0 all take the same text. Tables are computed from the
// public base at first use, never typed.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "tandem/fast/ecmult/ct_lookup.hpp"
#include "tandem/fast/group/prime_curve.hpp"
#include "tandem/fast/recoding.hpp"

namespace tandem::fast {

/// mul_ct's window: digits of 5 bits, 16 table entries.
inline constexpr unsigned kPrimeMulWindow = 5;
/// mul_gen_ct's window: 32 entries per digit position.
inline constexpr unsigned kPrimeGenWindow = 6;
/// mul2_var's NAF widths: G's (64 odd multiples, computed once), Q's.
inline constexpr unsigned kPrimeGenNafWidth = 8;
inline constexpr unsigned kPrimeNafWidth = 5;

namespace prime_detail {

/// The affine forms of public projective points (none O), with one
/// inversion for all of them (Montgomery's trick).
template <class F>
std::vector<Ge<F>> batch_to_affine_var(std::span<const Gep<F>> pts) {
  std::vector<F> prefix(pts.size());
  F acc = F::from_int(1);
  for (std::size_t i = 0; i < pts.size(); ++i) {
    prefix[i] = acc;
    acc = mul(acc, pts[i].Z);
  }
  F inv = inverse_var(acc);
  std::vector<Ge<F>> out(pts.size());
  for (std::size_t i = pts.size(); i-- > 0;) {
    const F zi = mul(inv, prefix[i]);
    inv = mul(inv, pts[i].Z);
    out[i] = {mul(pts[i].X, zi), mul(pts[i].Y, zi), false};
  }
  return out;
}

/// P, 3P, 5P, …, (2·count − 1)·P, affine, for a finite public P of order
/// greater than 2·count (every standard curve's order is prime and large).
template <class C>
std::vector<typename C::Point> odd_multiples_var(const typename C::Point& P, std::size_t count) {
  using Proj = typename C::Proj;
  std::vector<Proj> pts(count);
  pts[0] = Proj::from_affine(P);
  const Proj P2 = C::dbl_proj(pts[0]);
  for (std::size_t i = 1; i < count; ++i) pts[i] = C::add_proj(pts[i - 1], P2);
  return batch_to_affine_var<typename C::Field>(pts);
}

/// (X : −Y : Z) when `flag`, by selection.
template <class F>
[[nodiscard]] Gep<F> cond_neg(const Gep<F>& P, bool flag) {
  return {P.X, select(flag, negate(P.Y, 1), P.Y), P.Z};
}

/// The odd scalar the signed-window recoding runs on, and what to undo:
/// k itself when odd, n − k when even (n is odd, so n − k is), 1 for k = 0.
/// Constant time.
template <class C>
struct OddScalar {
  std::array<std::uint64_t, C::Scalar::kWords> words;
  bool negated;
  bool zero;
};

template <class C>
[[nodiscard]] OddScalar<C> odd_scalar(const typename C::Scalar& k) {
  using S = typename C::Scalar;
  const bool zero = is_zero(k);
  S one_if_zero = k;
  cmov(one_if_zero, S::from_int(1), zero);
  const bool even = !is_odd(one_if_zero);
  return {cond_negate(one_if_zero, even).to_words(), even, zero};
}

/// The fixed-base table of C's generator: kDigits rows of 2^(W−1) odd
/// multiples of 2^(W·i)·G.
template <class C, unsigned W>
struct GenTable {
  static constexpr std::size_t kEntries = std::size_t{1} << (W - 1);
  static constexpr std::size_t kDigits = signed_window_digits(C::kScalarBits, W);
  std::vector<typename C::Point> entries;  // row-major, kDigits × kEntries

  GenTable() {
    entries.reserve(kDigits * kEntries);
    typename C::Point base = C::generator();
    for (std::size_t i = 0; i < kDigits; ++i) {
      const std::vector<typename C::Point> row = odd_multiples_var<C>(base, kEntries);
      entries.insert(entries.end(), row.begin(), row.end());
      typename C::Proj next = C::Proj::from_affine(base);
      for (unsigned j = 0; j < W; ++j) next = C::dbl_proj(next);
      base = to_affine_var(next);
    }
  }
  [[nodiscard]] std::span<const typename C::Point> row(std::size_t i) const {
    return std::span<const typename C::Point>(entries).subspan(i * kEntries, kEntries);
  }
  static const GenTable& get() {
    static const GenTable table;
    return table;
  }
};

}  // namespace prime_detail

/// k·P, projective, for a public finite P and a secret k (any scalar mod
/// n): Joye–Tunstall signed odd windows of W bits over L = kScalarBits.
/// ⌈L/W⌉ − 1 digits of W doublings and one complete mixed addition each,
/// the digit's entry found by a scan of the whole table. Constant time in
/// k. 2 ≤ W ≤ 8, W < kScalarBits.
template <class C, unsigned W = kPrimeMulWindow>
[[nodiscard]] typename C::Proj mul_ct(const typename C::Point& P, const typename C::Scalar& k) {
  static_assert(W >= 2 && W <= 8, "mul_ct: window outside [2, 8]");
  // The table's largest multiple, (2^W − 1)·P, must not wrap: n > 2^W,
  // which n ≥ 2^(kScalarBits − 1) gives when W < kScalarBits.
  static_assert(W < C::kScalarBits, "mul_ct: window too wide for the group's order");
  using Proj = typename C::Proj;
  using F = typename C::Field;
  constexpr std::size_t kEntries = std::size_t{1} << (W - 1);
  constexpr std::size_t kDigits = signed_window_digits(C::kScalarBits, W);
  if (P.infinity) return Proj::at_infinity();  // P is public
  const std::vector<typename C::Point> table = prime_detail::odd_multiples_var<C>(P, kEntries);
  const prime_detail::OddScalar<C> odd = prime_detail::odd_scalar<C>(k);
  std::array<int, kDigits> digits{};
  recode_signed_window(std::span<int>(digits), odd.words, C::kScalarBits, W);
  const std::span<const typename C::Point> t(table);
  Proj R = Proj::from_affine(lookup_odd_digit_ct<F>(t, digits[kDigits - 1], false));
  for (std::size_t i = kDigits - 1; i-- > 0;) {
    for (unsigned j = 0; j < W; ++j) R = C::dbl_proj(R);
    R = C::madd_proj(R, lookup_odd_digit_ct<F>(t, digits[i], false));
  }
  R = prime_detail::cond_neg(R, odd.negated);
  cmov(R.X, F::from_int(0), odd.zero);  // k = 0: O = (0 : 1 : 0)
  cmov(R.Y, F::from_int(1), odd.zero);
  cmov(R.Z, F::from_int(0), odd.zero);
  return R;
}

/// k·G, projective, for a secret k: the signed odd digits of mul_ct, each
/// added from its own row of G's fixed-base table, so there is no doubling.
/// Constant time in k.
template <class C, unsigned W = kPrimeGenWindow>
[[nodiscard]] typename C::Proj mul_gen_ct(const typename C::Scalar& k) {
  using Proj = typename C::Proj;
  using F = typename C::Field;
  static_assert(W >= 2 && W <= 8 && W < C::kScalarBits, "mul_gen_ct: window outside [2, min(8, kScalarBits − 1)]");
  using Table = prime_detail::GenTable<C, W>;
  const Table& table = Table::get();
  const prime_detail::OddScalar<C> odd = prime_detail::odd_scalar<C>(k);
  std::array<int, Table::kDigits> digits{};
  recode_signed_window(std::span<int>(digits), odd.words, C::kScalarBits, W);
  Proj R = Proj::from_affine(lookup_odd_digit_ct<F>(table.row(0), digits[0], false));
  for (std::size_t i = 1; i < Table::kDigits; ++i) R = C::madd_proj(R, lookup_odd_digit_ct<F>(table.row(i), digits[i], false));
  R = prime_detail::cond_neg(R, odd.negated);
  cmov(R.X, F::from_int(0), odd.zero);
  cmov(R.Y, F::from_int(1), odd.zero);
  cmov(R.Z, F::from_int(0), odd.zero);
  return R;
}

/// u1·G + u2·Q, projective, for public u1, u2 and a public finite Q:
/// Strauss–Shamir over width-w NAFs, one doubling per bit and an addition
/// per non-zero digit. Variable time.
template <class C>
[[nodiscard]] typename C::Proj mul2_var(const typename C::Scalar& u1, const typename C::Scalar& u2,
                                        const typename C::Point& Q) {
  using Proj = typename C::Proj;
  using Point = typename C::Point;
  constexpr unsigned kBits = C::kScalarBits;
  static const std::vector<Point> gtable =
      prime_detail::odd_multiples_var<C>(C::generator(), std::size_t{1} << (kPrimeGenNafWidth - 2));
  const std::vector<Point> qtable = prime_detail::odd_multiples_var<C>(Q, std::size_t{1} << (kPrimeNafWidth - 2));
  std::array<int, kBits + 1> n1{};
  std::array<int, kBits + 1> n2{};
  const std::size_t len1 = wnaf_var(std::span<int>(n1), u1.to_words(), kBits, kPrimeGenNafWidth);
  const std::size_t len2 = wnaf_var(std::span<int>(n2), u2.to_words(), kBits, kPrimeNafWidth);
  const auto entry = [](const std::vector<Point>& t, int d) {
    const Point& e = t[static_cast<std::size_t>((d < 0 ? -d : d) >> 1)];
    return d < 0 ? neg(e) : e;
  };
  Proj R = Proj::at_infinity();
  for (std::size_t i = std::max(len1, len2); i-- > 0;) {
    R = C::dbl_proj(R);
    if (n1[i] != 0) R = C::madd_proj(R, entry(gtable, n1[i]));
    if (n2[i] != 0) R = C::madd_proj(R, entry(qtable, n2[i]));
  }
  return R;
}

/// k·P for public k and P (variable time): mul2_var with u1 = 0.
template <class C>
[[nodiscard]] typename C::Proj mul_var(const typename C::Point& P, const typename C::Scalar& k) {
  if (P.infinity) return C::Proj::at_infinity();
  return mul2_var<C>(C::Scalar::from_int(0), k, P);
}

}  // namespace tandem::fast

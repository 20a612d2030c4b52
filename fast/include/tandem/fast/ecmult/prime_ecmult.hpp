// The scalar multiplications of the curves other than secp256k1, fast
// (group/prime_curve.hpp), on any number of 64-bit words:
//   - mul_ct(P, k): k·P by Joye–Tunstall signed odd windows (AFRICACRYPT
//     2009 §3.2; the algorithm of mult_ct.hpp's mul_signed_odd_window and
//     ref/mult/fixed_window.hpp's mul_signed_odd_window), every table entry
//     read for every digit; constant time in k (ECDH). On a curve with the
//     endomorphism (secp192k1, secp224k1) the GLV form: k split into two
//     halves of about half the bits (ecmult/prime_glv.hpp; Gallant–Lambert–
//     Vanstone 2001), each recoded the same way against P's table and its
//     image φ(P) = (β·x, y), so half the doublings;
//   - mul_gen_ct(k): k·G by the same signed odd digits against a fixed-base
//     table (Brickell–Gordon–McCurley–Wilson 1992, one window per digit
//     position: table[i][j] = (2j + 1)·2^(W·i)·G), so no doublings at all:
//     ⌈L/W⌉ complete mixed additions, each after a scan of 2^(W−1)
//     entries; constant time in k (key generation, signing). No GLV form:
//     without doublings there is nothing for it to halve;
//   - mul2_var(u1, u2, Q): u1·G + u2·Q by Strauss–Shamir over width-w NAFs
//     (Hankerson–Menezes–Vanstone Alg. 3.51 with Alg. 3.35), G's odd
//     multiples computed once, in Jacobian coordinates (the family's
//     doubling, HMV Alg. 3.22's mixed addition); on a curve with the
//     endomorphism four NAFs of half length (G, φ(G), Q, φ(Q)); variable
//     time, public inputs only (ECDSA verification).
// The constant-time ones use the curve family's complete projective
// formulas (Renes–Costello–Batina 2016) for every addition and doubling,
// so no input is exceptional: O, P = ±Q and k ≡ 0 all take the same text.
// The variable-time one branches on the exceptional cases, which are
// public there. Tables are computed from the public base at first use,
// never typed.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "tandem/fast/ecmult/ct_lookup.hpp"
#include "tandem/fast/ecmult/prime_glv.hpp"
#include "tandem/fast/formulas/jacobian_add.hpp"
#include "tandem/fast/formulas/jacobian_dbl.hpp"
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

/// The images φ(T[i]) = (β·x, y) of a table of affine points (GLV).
template <class C>
std::vector<typename C::Point> endo_table(const std::vector<typename C::Point>& t) {
  std::vector<typename C::Point> out(t.size());
  for (std::size_t i = 0; i < t.size(); ++i) out[i] = C::endo(t[i]);
  return out;
}

// The variable-time group law of mul2_var: Jacobian coordinates (X/Z²,
// Y/Z³), the doubling of the curve's family of a, and Hankerson–Menezes–
// Vanstone's mixed addition (Alg. 3.22, formulas/jacobian_add.hpp's
// madd_8m3s_var). That addition handles O on either side and P = −Q by
// branches on the values, but sends P = Q to the a = 0 doubling; on the
// other families the equal case is caught here first (x·Z² = X and
// y·Z³ = Y), for 1M + 1S more per addition. Public points only.

/// The doubling of C's family: 3M + 4S (a = 0, Cohen–Miyaji–Ono 1998),
/// 3M + 5S (a = −3, Bernstein 2001), 1M + 8S + 1·a (any a, Bernstein–Lange
/// 2007). No branch; O doubles to O.
template <class C>
[[nodiscard]] Gej<typename C::Field> jac_dbl(const Gej<typename C::Field>& P) {
  if constexpr (C::kAKind == spec::AKind::zero) return dbl_a0_3m4s(P);
  else if constexpr (C::kAKind == spec::AKind::minus3) return dbl_am3_3m5s(P);
  else return dbl_generic_1m8s(P, C::a());
}

/// P + Q for a Jacobian P and an affine Q, every case (variable time).
template <class C>
[[nodiscard]] Gej<typename C::Field> jac_madd_var(const Gej<typename C::Field>& P, const typename C::Point& Q) {
  using F = typename C::Field;
  if constexpr (C::kAKind != spec::AKind::zero) {
    if (!Q.infinity && !normalizes_to_zero_var(P.Z)) {
      const F zz = sqr(P.Z);
      if (equal_var(mul(Q.x, zz), P.X)) {                           // x(P) = x(Q): P = ±Q
        if (equal_var(mul(Q.y, mul(zz, P.Z)), P.Y)) return jac_dbl<C>(P);
        return Gej<F>::at_infinity();
      }
    }
  }
  return madd_8m3s_var(P, Q);
}

/// The projective point (X·Z : Y : Z³) of a Jacobian one; (0 : 1 : 0) for
/// O. 2M + 1S. Public points.
template <class C>
[[nodiscard]] typename C::Proj jac_to_proj_var(const Gej<typename C::Field>& P) {
  if (normalizes_to_zero_var(P.Z)) return C::Proj::at_infinity();
  return {mul(P.X, P.Z), P.Y, mul(sqr(P.Z), P.Z)};
}

/// 2^w·P for a projective P, constant time, through Jacobian coordinates:
/// (X : Y : Z) ↦ (X·Z, Y·Z², Z) (3M + 1S), w doublings of the family
/// (jac_dbl), and back by (X·Z : Y : Z³) (2M + 1S), O selected at the end.
/// Correct for every P of odd order, so for every k in mul_ct: the
/// Jacobian doublings are exact on every finite point with y ≠ 0 (there is
/// none with y = 0 in a group of odd order: it would have order 2), and
/// on O, whose image (0, 0, 0) or any (X, Y, 0) doubles to Z3 = 2·Y·Z = 0;
/// Z3 = 0 only for O (y ≠ 0, Z ≠ 0 give 2·Y·Z ≠ 0), so the is_zero
/// selection of (0 : 1 : 0) back is exact too, and the complete additions
/// between windows never see a malformed point. No branch, no index.
template <class C>
[[nodiscard]] typename C::Proj dbl_n_ct(const typename C::Proj& P, unsigned w) {
  using F = typename C::Field;
  Gej<F> J = to_jacobian(P);
  for (unsigned j = 0; j < w; ++j) J = jac_dbl<C>(J);
  typename C::Proj R{mul(J.X, J.Z), J.Y, mul(sqr(J.Z), J.Z)};
  const bool inf = is_zero(J.Z);
  cmov(R.X, F::from_int(0), inf);
  cmov(R.Y, F::from_int(1), inf);
  return R;
}

/// W doublings of a projective point in mul_ct: through Jacobian
/// coordinates where that measured faster (a = −3 and any a: the complete
/// doubling costs 8M + 3S there, the Jacobian one 3M + 5S or 1M + 8S), the
/// complete doubling otherwise (a = 0: 6M + 2S against 3M + 4S, which the
/// two conversions eat up).
template <class C>
[[nodiscard]] typename C::Proj dbl_window_ct(const typename C::Proj& P, unsigned w) {
  if constexpr (C::kAKind != spec::AKind::zero) {
    return dbl_n_ct<C>(P, w);
  } else {
    typename C::Proj R = P;
    for (unsigned j = 0; j < w; ++j) R = C::dbl_proj(R);
    return R;
  }
}

/// ±e for the table entry of a non-zero wNAF digit d (t[i] = (2i + 1)·B),
/// negated once more when `flip` (a GLV half's sign). Public digits.
template <class Point>
[[nodiscard]] Point wnaf_entry_var(const std::vector<Point>& t, int d, bool flip) {
  const Point& e = t[static_cast<std::size_t>((d < 0 ? -d : d) >> 1)];
  return (d < 0) != flip ? neg(e) : e;
}

/// One term of a Strauss–Shamir sum: a wNAF, its table, its sign.
template <class Point>
struct StraussTerm {
  const std::vector<Point>* table;
  std::span<const int> digits;
  std::size_t length;
  bool flip;
};

/// Σ terms by interleaved wNAFs (HMV Alg. 3.51 with Alg. 3.35): one Jacobian
/// doubling per digit position from the longest wNAF's top, one mixed
/// addition per non-zero digit. Variable time.
template <class C, std::size_t M>
[[nodiscard]] typename C::Proj strauss_var(const std::array<StraussTerm<typename C::Point>, M>& terms) {
  std::size_t top = 0;
  for (const auto& t : terms) top = std::max(top, t.length);
  Gej<typename C::Field> R = Gej<typename C::Field>::at_infinity();
  bool started = false;  // no doubling of O
  for (std::size_t i = top; i-- > 0;) {
    if (started) R = jac_dbl<C>(R);
    for (const auto& t : terms) {
      if (i < t.length && t.digits[i] != 0) {
        R = jac_madd_var<C>(R, wnaf_entry_var(*t.table, t.digits[i], t.flip));
        started = true;
      }
    }
  }
  return jac_to_proj_var<C>(R);
}

/// mul_ct without the endomorphism, for a finite P: k even runs on n − k
/// and negates the result (n is odd), k = 0 runs on 1 and selects O.
template <class C, unsigned W>
[[nodiscard]] typename C::Proj mul_ct_plain(const typename C::Point& P, const typename C::Scalar& k) {
  using Proj = typename C::Proj;
  using F = typename C::Field;
  constexpr std::size_t kEntries = std::size_t{1} << (W - 1);
  constexpr std::size_t kDigits = signed_window_digits(C::kScalarBits, W);
  const std::vector<typename C::Point> table = odd_multiples_var<C>(P, kEntries);
  const OddScalar<C> odd = odd_scalar<C>(k);
  std::array<int, kDigits> digits{};
  recode_signed_window(std::span<int>(digits), odd.words, C::kScalarBits, W);
  const std::span<const typename C::Point> t(table);
  Proj R = Proj::from_affine(lookup_odd_digit_ct<F>(t, digits[kDigits - 1], false));
  for (std::size_t i = kDigits - 1; i-- > 0;) {
    R = dbl_window_ct<C>(R, W);
    R = C::madd_proj(R, lookup_odd_digit_ct<F>(t, digits[i], false));
  }
  R = cond_neg(R, odd.negated);
  cmov(R.X, F::from_int(0), odd.zero);  // k = 0: O = (0 : 1 : 0)
  cmov(R.Y, F::from_int(1), odd.zero);
  cmov(R.Z, F::from_int(0), odd.zero);
  return R;
}

/// mul_ct on a curve with the endomorphism: the GLV split of k
/// (prime_glv.hpp), each half made odd and recoded in Joye–Tunstall signed
/// windows over kHalfBits bits, one table of P's odd multiples and its φ
/// image, two complete mixed additions per window of W doublings. Each
/// half a_i is replaced by a_i | 1 and the surplus c_i = (a_i | 1) − a_i
/// ∈ {0, 1} taken back at the end by adding −s_i·c_i·(P or φ(P)), O when
/// c_i = 0, selected and added by the complete addition (the way
/// ecmult_const.hpp corrects on secp256k1). Every operation is the
/// family's complete formula, so no k (0 included: 1·P + 1·φ(P) − P −
/// φ(P)) meets an exceptional case. Constant time in k: the split, the
/// recoding and the table scans read no address and take no branch that
/// depends on k.
template <class C, unsigned W>
[[nodiscard]] typename C::Proj mul_ct_glv(const typename C::Point& P, const typename C::Scalar& k) {
  using Glv = PrimeGlv<C>;
  using Proj = typename C::Proj;
  using F = typename C::Field;
  using Point = typename C::Point;
  constexpr unsigned kBits = Glv::kHalfBits;
  static_assert(W < kBits, "mul_ct: window too wide for the GLV halves");
  constexpr std::size_t kEntries = std::size_t{1} << (W - 1);
  constexpr std::size_t kDigits = signed_window_digits(kBits, W);
  const std::vector<Point> t1 = odd_multiples_var<C>(P, kEntries);
  const std::vector<Point> t2 = endo_table<C>(t1);
  const typename Glv::Halves h = Glv::split(k);
  const bool c1 = (h.k1_abs[0] & 1U) == 0, c2 = (h.k2_abs[0] & 1U) == 0;
  auto a1 = h.k1_abs, a2 = h.k2_abs;
  a1[0] |= 1U;
  a2[0] |= 1U;
  std::array<int, kDigits> d1{}, d2{};
  recode_signed_window(std::span<int>(d1), a1, kBits, W);
  recode_signed_window(std::span<int>(d2), a2, kBits, W);
  const std::span<const Point> s1(t1), s2(t2);
  Proj R = Proj::from_affine(lookup_odd_digit_ct<F>(s1, d1[kDigits - 1], h.k1_negative));
  R = C::madd_proj(R, lookup_odd_digit_ct<F>(s2, d2[kDigits - 1], h.k2_negative));
  for (std::size_t i = kDigits - 1; i-- > 0;) {
    R = dbl_window_ct<C>(R, W);
    R = C::madd_proj(R, lookup_odd_digit_ct<F>(s1, d1[i], h.k1_negative));
    R = C::madd_proj(R, lookup_odd_digit_ct<F>(s2, d2[i], h.k2_negative));
  }
  // −s_i·c_i·(P or φ(P)): entry 0 with the digit −1, O unless c_i.
  Point e1 = lookup_odd_digit_ct<F>(s1, -1, h.k1_negative);
  Point e2 = lookup_odd_digit_ct<F>(s2, -1, h.k2_negative);
  e1.infinity = !c1;
  e2.infinity = !c2;
  R = C::add_proj(R, Proj::from_affine(e1));
  R = C::add_proj(R, Proj::from_affine(e2));
  return R;
}

}  // namespace prime_detail

/// k·P, projective, for a public P and a secret k (any scalar mod n).
/// Without the endomorphism: Joye–Tunstall signed odd windows of W bits
/// over L = kScalarBits, ⌈L/W⌉ − 1 digits of W doublings and one complete
/// mixed addition each, the digit's entry found by a scan of the whole
/// table. With it (secp192k1, secp224k1): the GLV form, the same windows
/// over the two halves of kHalfBits bits, two additions per window
/// (prime_detail::mul_ct_glv). Constant time in k. 2 ≤ W ≤ 8,
/// W < kScalarBits (and W < kHalfBits).
template <class C, unsigned W = kPrimeMulWindow>
[[nodiscard]] typename C::Proj mul_ct(const typename C::Point& P, const typename C::Scalar& k) {
  static_assert(W >= 2 && W <= 8, "mul_ct: window outside [2, 8]");
  // The table's largest multiple, (2^W − 1)·P, must not wrap: n > 2^W,
  // which n ≥ 2^(kScalarBits − 1) gives when W < kScalarBits.
  static_assert(W < C::kScalarBits, "mul_ct: window too wide for the group's order");
  if (P.infinity) return C::Proj::at_infinity();  // P is public
  if constexpr (C::kHasEndomorphism) return prime_detail::mul_ct_glv<C, W>(P, k);
  else return prime_detail::mul_ct_plain<C, W>(P, k);
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
/// Strauss–Shamir over width-w NAFs in Jacobian coordinates, one doubling
/// per digit position and a mixed addition per non-zero digit. On a curve
/// with the endomorphism, the GLV form: u1 and u2 split into halves of
/// kHalfBits bits and four wNAFs interleaved (G, φ(G), Q, φ(Q)), so half
/// the doublings. Variable time.
template <class C>
[[nodiscard]] typename C::Proj mul2_var(const typename C::Scalar& u1, const typename C::Scalar& u2,
                                        const typename C::Point& Q) {
  using Point = typename C::Point;
  using Term = prime_detail::StraussTerm<Point>;
  static const std::vector<Point> gtable =
      prime_detail::odd_multiples_var<C>(C::generator(), std::size_t{1} << (kPrimeGenNafWidth - 2));
  const std::vector<Point> qtable = prime_detail::odd_multiples_var<C>(Q, std::size_t{1} << (kPrimeNafWidth - 2));
  if constexpr (C::kHasEndomorphism) {
    using Glv = PrimeGlv<C>;
    constexpr unsigned kBits = Glv::kHalfBits;
    static const std::vector<Point> gphi = prime_detail::endo_table<C>(gtable);
    const std::vector<Point> qphi = prime_detail::endo_table<C>(qtable);
    const typename Glv::Halves h1 = Glv::split(u1), h2 = Glv::split(u2);
    std::array<std::array<int, kBits + 1>, 4> n{};
    const std::size_t l0 = wnaf_var(std::span<int>(n[0]), h1.k1_abs, kBits, kPrimeGenNafWidth);
    const std::size_t l1 = wnaf_var(std::span<int>(n[1]), h1.k2_abs, kBits, kPrimeGenNafWidth);
    const std::size_t l2 = wnaf_var(std::span<int>(n[2]), h2.k1_abs, kBits, kPrimeNafWidth);
    const std::size_t l3 = wnaf_var(std::span<int>(n[3]), h2.k2_abs, kBits, kPrimeNafWidth);
    return prime_detail::strauss_var<C, 4>({Term{&gtable, n[0], l0, h1.k1_negative}, Term{&gphi, n[1], l1, h1.k2_negative},
                                            Term{&qtable, n[2], l2, h2.k1_negative}, Term{&qphi, n[3], l3, h2.k2_negative}});
  } else {
    constexpr unsigned kBits = C::kScalarBits;
    std::array<int, kBits + 1> n1{};
    std::array<int, kBits + 1> n2{};
    const std::size_t len1 = wnaf_var(std::span<int>(n1), u1.to_words(), kBits, kPrimeGenNafWidth);
    const std::size_t len2 = wnaf_var(std::span<int>(n2), u2.to_words(), kBits, kPrimeNafWidth);
    return prime_detail::strauss_var<C, 2>({Term{&gtable, n1, len1, false}, Term{&qtable, n2, len2, false}});
  }
}

/// k·P for public k and P (variable time): mul2_var with u1 = 0.
template <class C>
[[nodiscard]] typename C::Proj mul_var(const typename C::Point& P, const typename C::Scalar& k) {
  if (P.infinity) return C::Proj::at_infinity();
  return mul2_var<C>(C::Scalar::from_int(0), k, P);
}

}  // namespace tandem::fast

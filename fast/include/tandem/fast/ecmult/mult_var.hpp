// The fast twins of ref's variable-time strategies (ref/mult/strategy.hpp
// lists them; each function here has the name of ref's and cites the same
// source): k·P by double-and-add, NAF, wNAF, fixed windows, GLV with wNAFs,
// the Lim–Lee comb and a digit-indexed fixed-base table; a·P + b·Q by
// Strauss's interleaved wNAFs and by the joint sparse form.
//
// They differ from ref's in what fast/ has: the scalar is C::Scalar (mod n;
// so for every strategy without the endomorphism P may be any point of the
// curve and k is taken as the integer below n it holds), points are Ge<F>
// in and Gej<F> out, tables are made affine by one batch inversion
// (odd_multiples_var's effective-affine table where a single point's odd
// multiples are wanted), additions are the _var formulas (madd_8m3s_var
// against affine entries) and the doubling is fast::dbl.
//
// Bad windows give Error::window_out_of_range, in the ranges ref's
// StrategyInfo declares. Everything is variable time: public k and P.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "tandem/fast/ecmult/ecmult.hpp"
#include "tandem/fast/ecmult/ecmult_multi.hpp"
#include "tandem/fast/formulas/jacobian_add.hpp"
#include "tandem/fast/formulas/jacobian_dbl.hpp"
#include "tandem/fast/group/curve.hpp"
#include "tandem/fast/group/group.hpp"
#include "tandem/fast/group/odd_multiples.hpp"
#include "tandem/fast/group/point.hpp"
#include "tandem/fast/recoding.hpp"
#include "tandem/spec/errors.hpp"
#include "tandem/spec/result.hpp"

namespace tandem::fast {

inline constexpr unsigned kMinNafWidthVar = 2, kMaxNafWidthVar = 12;        // ref's kMin/kMaxNafWidth
inline constexpr unsigned kMinFixedWindowVar = 1, kMaxFixedWindowVar = 8;   // ref's kMin/kMaxWindow
inline constexpr unsigned kMinCombTeethVar = 1, kMaxCombTeethVar = 8;       // ref's kMin/kMaxCombTeeth
inline constexpr unsigned kMinTableWindowVar = 1, kMaxTableWindowVar = 8;   // ref's kMin/kMaxTableWindow

namespace var_detail {

/// The number of bits of k (0 for k = 0).
constexpr unsigned bit_length(const Words256& k) {
  for (unsigned i = 4; i-- > 0;) {
    if (k[i] != 0) return 64 * i + static_cast<unsigned>(std::bit_width(k[i]));
  }
  return 0;
}

constexpr bool bit(const Words256& k, unsigned i) { return i < 256 && ((k[i / 64] >> (i % 64)) & 1) != 0; }

/// P, 2P, …, count·P, affine (a doubling, count − 2 mixed additions, one
/// batch inversion).
template <LazyField F>
std::vector<Ge<F>> consecutive_multiples(const Ge<F>& P, std::size_t count) {
  std::vector<Gej<F>> jac;
  jac.reserve(count);
  jac.push_back(Gej<F>::from_affine(P));
  for (std::size_t i = 2; i <= count; ++i) jac.push_back(i == 2 ? dbl(jac[0]) : madd_8m3s_var(jac.back(), P));
  std::vector<Ge<F>> out(count);
  to_affine_batch_var(std::span<Ge<F>>(out), std::span<const Gej<F>>(jac));
  return out;
}

}  // namespace var_detail

/// k·P, left-to-right binary double-and-add (Hankerson, Menezes, Vanstone
/// 2004, Alg. 3.27): bits(k) doublings, one mixed addition per set bit.
template <class C, LazyField F>
[[nodiscard]] Gej<F> mul_double_and_add_ltr_var(const typename C::Scalar& k, const Ge<F>& P) {
  const Words256 kw = k.words();
  Gej<F> r = Gej<F>::at_infinity();
  for (unsigned i = var_detail::bit_length(kw); i-- > 0;) {
    r = dbl(r);
    if (var_detail::bit(kw, i)) r = madd_8m3s_var(r, P);
  }
  return r;
}

/// k·P from the binary NAF (HMV Alg. 3.30 and 3.31; wnaf_var with w = 2):
/// about bits(k)/3 additions of ±P.
template <class C, LazyField F>
[[nodiscard]] Gej<F> mul_binary_naf_var(const typename C::Scalar& k, const Ge<F>& P) {
  const var_detail::Wnaf n = var_detail::wnaf_signed(k.words(), C::kScalarBits, 2, false);
  const Ge<F> mP = neg(P);
  Gej<F> r = Gej<F>::at_infinity();
  for (std::size_t i = n.len; i-- > 0;) {
    r = dbl(r);
    if (n.d[i] != 0) r = madd_8m3s_var(r, n.d[i] > 0 ? P : mP);
  }
  return r;
}

/// k·P from the width-w NAF (Solinas 2000; HMV Alg. 3.35 and 3.36),
/// 2 ≤ w ≤ 12: P's 2^(w−2) odd multiples as an effective-affine table,
/// about bits(k)/(w + 1) mixed additions.
template <class C, LazyField F>
[[nodiscard]] Result<Gej<F>> mul_window_naf_var(const typename C::Scalar& k, const Ge<F>& P, unsigned w) {
  if (w < kMinNafWidthVar || w > kMaxNafWidthVar) return Error::window_out_of_range;
  return var_detail::wnaf_mul_words_var(Gej<F>::from_affine(P), k.words(), C::kScalarBits, w);
}

/// k·P by the left-to-right 2^w-ary method (Brauer 1939; Knuth, TAOCP
/// vol. 2, 4.6.3; HMV 3.3.1), 1 ≤ w ≤ 8: a table P … (2^w − 1)·P, w
/// doublings per digit, one mixed addition per non-zero digit.
template <class C, LazyField F>
[[nodiscard]] Result<Gej<F>> mul_fixed_window_var(const typename C::Scalar& k, const Ge<F>& P, unsigned w) {
  if (w < kMinFixedWindowVar || w > kMaxFixedWindowVar) return Error::window_out_of_range;
  const std::vector<Ge<F>> T = var_detail::consecutive_multiples(P, (std::size_t{1} << w) - 1);
  const Words256 kw = k.words();
  const unsigned digits = (var_detail::bit_length(kw) + w - 1) / w;
  Gej<F> r = Gej<F>::at_infinity();
  for (unsigned i = digits; i-- > 0;) {
    for (unsigned j = 0; j < w; ++j) r = dbl(r);
    const std::uint32_t d = detail::bits_of(kw, w * i, w);
    if (d != 0) r = madd_8m3s_var(r, T[d - 1]);
  }
  return r;
}

/// k·P by the GLV split and two interleaved wNAFs (Gallant, Lambert,
/// Vanstone, CRYPTO 2001; Möller, SAC 2001), 2 ≤ w ≤ 12: k = ±k1 ± k2·λ,
/// P's odd multiples and their images (β·x, y), about kGlvBits doublings.
/// P in ⟨G⟩.
template <class C, LazyField F>
[[nodiscard]] Result<Gej<F>> mul_glv_wnaf_var(const typename C::Scalar& k, const Ge<F>& P, unsigned w) {
  if (w < kMinNafWidthVar || w > kMaxNafWidthVar) return Error::window_out_of_range;
  if (P.infinity || is_zero(k)) return Gej<F>::at_infinity();
  var_detail::Wnaf n1, n2;
  var_detail::glv_wnafs<C>(k, w, n1, n2);
  const OddMultiples<F> T = odd_multiples_var(Gej<F>::from_affine(P), std::size_t{1} << (w - 2));
  std::vector<Ge<F>> lam(T.table.size());
  const F beta = C::template beta<F>();
  for (std::size_t i = 0; i < lam.size(); ++i) lam[i] = endo(T.table[i], beta);
  const std::span<const Ge<F>> tp(T.table), tl(lam);
  Gej<F> r = Gej<F>::at_infinity();
  for (std::size_t i = std::max(n1.len, n2.len); i-- > 0;) {
    r = dbl(r);
    if (n1.d[i] != 0) r = madd_8m3s_var(r, var_detail::signed_entry(tp, n1.d[i]));
    if (n2.d[i] != 0) r = madd_8m3s_var(r, var_detail::signed_entry(tl, n2.d[i]));
  }
  r.Z = mul(r.Z, T.z);
  return r;
}

/// A Lim–Lee comb table: entries[c − 1] = Σ_{i<teeth} bitᵢ(c)·2^(i·spacing)·P.
template <LazyField F>
struct CombTableVar {
  unsigned teeth = 0;
  unsigned spacing = 0;
  std::vector<Ge<F>> entries;
};

/// P's comb table, 1 ≤ teeth ≤ 8, spacing ⌈bits(n)/teeth⌉ (Lim, Lee,
/// CRYPTO 1994; HMV Alg. 3.44): (teeth − 1)·spacing doublings,
/// 2^teeth − 1 − teeth mixed additions, two batch inversions.
template <class C, LazyField F>
[[nodiscard]] Result<CombTableVar<F>> comb_precompute_var(const Ge<F>& P, unsigned teeth) {
  if (teeth < kMinCombTeethVar || teeth > kMaxCombTeethVar) return Error::window_out_of_range;
  CombTableVar<F> t;
  t.teeth = teeth;
  t.spacing = std::max(1U, (C::kScalarBits + teeth - 1) / teeth);
  std::vector<Gej<F>> rows{Gej<F>::from_affine(P)};
  while (rows.size() < teeth) {
    Gej<F> R = rows.back();
    for (unsigned j = 0; j < t.spacing; ++j) R = dbl(R);
    rows.push_back(R);
  }
  std::vector<Ge<F>> row(rows.size());
  to_affine_batch_var(std::span<Ge<F>>(row), std::span<const Gej<F>>(rows));
  std::vector<Gej<F>> jac;
  for (std::size_t c = 1; c < (std::size_t{1} << teeth); ++c) {
    const auto hi = static_cast<std::size_t>(std::bit_width(c) - 1);
    const std::size_t rest = c - (std::size_t{1} << hi);
    jac.push_back(rest == 0 ? Gej<F>::from_affine(row[hi]) : madd_8m3s_var(jac[rest - 1], row[hi]));
  }
  t.entries.resize(jac.size());
  to_affine_batch_var(std::span<Ge<F>>(t.entries), std::span<const Gej<F>>(jac));
  return t;
}

/// k·P from P's comb table: `spacing` doublings, one mixed addition per
/// non-zero column. P in ⟨G⟩ (k is read mod n).
template <class C, LazyField F>
[[nodiscard]] Gej<F> mul_comb_var(const CombTableVar<F>& T, const typename C::Scalar& k) {
  const Words256 kw = k.words();
  Gej<F> r = Gej<F>::at_infinity();
  for (unsigned j = T.spacing; j-- > 0;) {
    r = dbl(r);
    std::size_t c = 0;
    for (unsigned i = 0; i < T.teeth; ++i) c |= std::size_t{var_detail::bit(kw, i * T.spacing + j)} << i;
    if (c != 0) r = madd_8m3s_var(r, T.entries[c - 1]);
  }
  return r;
}

/// Both halves at once.
template <class C, LazyField F>
[[nodiscard]] Result<Gej<F>> mul_comb_var(const typename C::Scalar& k, const Ge<F>& P, unsigned teeth) {
  Result<CombTableVar<F>> t = comb_precompute_var<C, F>(P, teeth);
  if (!t) return t.error();
  return mul_comb_var<C, F>(*t, k);
}

/// A digit-indexed fixed-base table: entries[i·(2^w − 1) + d − 1] = d·2^(w·i)·P.
template <LazyField F>
struct FixedBaseTableVar {
  unsigned w = 0;
  unsigned windows = 0;
  std::vector<Ge<F>> entries;
};

/// P's table, 1 ≤ w ≤ 8, ⌈bits(n)/w⌉ windows (dcrd's secp256k1, PR 2690;
/// secp256k1-x64): per window its weight by w doublings and 2^w − 3 mixed
/// additions, two batch inversions. The generator's own large table with
/// signed digits is ecmult_gen_var's.
template <class C, LazyField F>
[[nodiscard]] Result<FixedBaseTableVar<F>> fixed_base_precompute_var(const Ge<F>& P, unsigned w) {
  if (w < kMinTableWindowVar || w > kMaxTableWindowVar) return Error::window_out_of_range;
  FixedBaseTableVar<F> t;
  t.w = w;
  t.windows = std::max(1U, (C::kScalarBits + w - 1) / w);
  std::vector<Gej<F>> weights{Gej<F>::from_affine(P)};
  while (weights.size() < t.windows) {
    Gej<F> R = weights.back();
    for (unsigned j = 0; j < w; ++j) R = dbl(R);
    weights.push_back(R);
  }
  std::vector<Ge<F>> B(weights.size());
  to_affine_batch_var(std::span<Ge<F>>(B), std::span<const Gej<F>>(weights));
  const std::size_t per = (std::size_t{1} << w) - 1;
  std::vector<Gej<F>> jac;
  for (std::size_t i = 0; i < t.windows; ++i) {
    jac.push_back(Gej<F>::from_affine(B[i]));
    if (per > 1) jac.push_back(dbl(jac.back()));
    while (jac.size() < (i + 1) * per) jac.push_back(madd_8m3s_var(jac.back(), B[i]));
  }
  t.entries.resize(jac.size());
  to_affine_batch_var(std::span<Ge<F>>(t.entries), std::span<const Gej<F>>(jac));
  return t;
}

/// k·P from P's table: no doubling, one mixed addition per non-zero
/// window. P in ⟨G⟩.
template <class C, LazyField F>
[[nodiscard]] Gej<F> mul_fixed_base_table_var(const FixedBaseTableVar<F>& T, const typename C::Scalar& k) {
  const Words256 kw = k.words();
  const std::size_t per = (std::size_t{1} << T.w) - 1;
  Gej<F> r = Gej<F>::at_infinity();
  for (unsigned i = 0; i < T.windows; ++i) {
    const std::uint32_t d = detail::bits_of(kw, T.w * i, T.w);
    if (d != 0) r = madd_8m3s_var(r, T.entries[i * per + d - 1]);
  }
  return r;
}

/// Both halves at once.
template <class C, LazyField F>
[[nodiscard]] Result<Gej<F>> mul_fixed_base_table_var(const typename C::Scalar& k, const Ge<F>& P, unsigned w) {
  Result<FixedBaseTableVar<F>> t = fixed_base_precompute_var<C, F>(P, w);
  if (!t) return t.error();
  return mul_fixed_base_table_var<C, F>(*t, k);
}

/// a·P + b·Q by Strauss–Shamir with interleaved width-w NAFs (Strauss 1964;
/// Möller, SAC 2001; HMV Alg. 3.51), 2 ≤ w ≤ 12, no endomorphism (P, Q any
/// points): both tables of odd multiples out of one batch inversion, one
/// doubling chain.
template <class C, LazyField F>
[[nodiscard]] Result<Gej<F>> dmul_strauss_wnaf_var(const typename C::Scalar& a, const Ge<F>& P,
                                                   const typename C::Scalar& b, const Ge<F>& Q, unsigned w) {
  if (w < kMinNafWidthVar || w > kMaxNafWidthVar) return Error::window_out_of_range;
  const std::size_t t = std::size_t{1} << (w - 2);
  const std::array<Ge<F>, 2> pts{P, Q};
  std::vector<Ge<F>> T;
  var_detail::odd_multiples_affine_batch<F>(std::span<const Ge<F>>(pts), t, T);
  const var_detail::Wnaf na = var_detail::wnaf_signed(a.words(), C::kScalarBits, w, false);
  const var_detail::Wnaf nb = var_detail::wnaf_signed(b.words(), C::kScalarBits, w, false);
  const std::span<const Ge<F>> tp(T.data(), t), tq(T.data() + t, t);
  Gej<F> r = Gej<F>::at_infinity();
  for (std::size_t i = std::max(na.len, nb.len); i-- > 0;) {
    r = dbl(r);
    if (na.d[i] != 0) r = madd_8m3s_var(r, var_detail::signed_entry(tp, na.d[i]));
    if (nb.d[i] != 0) r = madd_8m3s_var(r, var_detail::signed_entry(tq, nb.d[i]));
  }
  return r;
}

/// The joint sparse form of (k0, k1) (Solinas 2001; HMV Alg. 3.50): digits
/// in {−1, 0, 1}, k_i = Σ u_i[j]·2^j, at most half the columns non-zero on
/// average. Returns the length.
inline std::size_t jsf_var(const Words256& k0, const Words256& k1, std::array<int, 258>& u0, std::array<int, 258>& u1) {
  u0.fill(0);
  u1.fill(0);
  std::array<Words256, 2> k{k0, k1};
  std::array<unsigned, 2> d{0, 0};
  std::size_t len = 0;
  const auto nonzero = [](const Words256& w) { return (w[0] | w[1] | w[2] | w[3]) != 0; };
  while (nonzero(k[0]) || nonzero(k[1]) || d[0] != 0 || d[1] != 0) {
    // ℓ_i = d_i + k_i, needed mod 8 only.
    const std::array<unsigned, 2> l{static_cast<unsigned>((k[0][0] + d[0]) & 7), static_cast<unsigned>((k[1][0] + d[1]) & 7)};
    std::array<int, 2> u{0, 0};
    for (int i = 0; i < 2; ++i) {
      if ((l[i] & 1) == 0) continue;
      u[i] = (l[i] & 3) == 1 ? 1 : -1;                              // ℓ_i mods 4
      if ((l[i] == 3 || l[i] == 5) && (l[1 - i] & 3) == 2) u[i] = -u[i];
    }
    u0[len] = u[0];
    u1[len] = u[1];
    for (int i = 0; i < 2; ++i) {
      if (2 * static_cast<int>(d[i]) == 1 + u[i]) d[i] = 1 - d[i];
      k[i] = var_detail::shift_right(k[i], 1);
    }
    ++len;
  }
  return len;
}

/// a·P + b·Q by Shamir's trick on the joint sparse form (Solinas 2001;
/// HMV Alg. 3.48 with 3.50): a table P, Q, P + Q, P − Q (one batch
/// inversion), one doubling per column, one mixed addition per non-zero
/// column. Any points.
template <class C, LazyField F>
[[nodiscard]] Gej<F> dmul_joint_sparse_var(const typename C::Scalar& a, const Ge<F>& P, const typename C::Scalar& b,
                                           const Ge<F>& Q) {
  std::array<int, 258> u0{}, u1{};
  const std::size_t len = jsf_var(a.words(), b.words(), u0, u1);
  const Gej<F> Pj = Gej<F>::from_affine(P);
  const std::array<Gej<F>, 2> sums{madd_8m3s_var(Pj, Q), madd_8m3s_var(Pj, neg(Q))};
  std::array<Ge<F>, 2> sa;
  to_affine_batch_var(std::span<Ge<F>>(sa), std::span<const Gej<F>>(sums));
  // T[(u + 1)·3 + (v + 1)] = u·P + v·Q for u, v ∈ {−1, 0, 1}.
  const std::array<Ge<F>, 9> T{neg(sa[0]), neg(P), neg(sa[1]), neg(Q), Ge<F>::at_infinity(), Q, sa[1], P, sa[0]};
  Gej<F> r = Gej<F>::at_infinity();
  for (std::size_t i = len; i-- > 0;) {
    r = dbl(r);
    if (u0[i] != 0 || u1[i] != 0) r = madd_8m3s_var(r, T[static_cast<std::size_t>((u0[i] + 1) * 3 + (u1[i] + 1))]);
  }
  return r;
}

}  // namespace tandem::fast

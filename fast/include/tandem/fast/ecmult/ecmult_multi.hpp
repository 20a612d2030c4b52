// Σ kᵢ·Pᵢ (+ g·G) for public scalars and points: batch verification,
// MuSig key aggregation, and any linear combination of public points.
//
// Two methods, both on the GLV halves (kᵢ = ±kᵢ₁ ± kᵢ₂·λ, so n points are
// 2n half-length multiplications), and a cost model that picks one, as in
// libsecp256k1's secp256k1_ecmult_multi_var (ecmult_impl.h):
//   - Strauss (Strauss 1964; Möller, SAC 2001): every point's wNAF table of
//     2^(w−2) odd multiples and its φ image, one shared doubling chain, a
//     mixed addition per non-zero digit. All the tables come out of one
//     batch inversion (below), so they are true affine and G's precomputed
//     tables (gen_tables.hpp) join the same loop. Best for few points.
//   - Pippenger's bucket method (Pippenger, FOCS 1976; Bernstein, "Pippenger's
//     exponentiation algorithm", 2002; libsecp256k1's
//     secp256k1_ecmult_pippenger_wnaf): the half scalars in signed digits of
//     c bits (digit magnitudes 1 … 2^(c−1), the negation of y for the sign),
//     and per window one mixed addition of each point into the bucket of
//     its digit, then Σ j·Bⱼ by two running sums (2^c general additions),
//     then c doublings. Per point about ⌈129/c⌉ mixed additions: the cost
//     per point falls as n grows and c with it.
//   - the same with each window's buckets filled by batch-affine additions
//     (bucket_sums_batch_affine: pairs of points added in rounds, one
//     inversion per round for all of them, about 7M per point instead of
//     11): measured 0.65 to 0.8 of the Jacobian buckets' time from n = 64
//     up (5×52 field: n = 256 8.3 against 10.8 µs per point, 1024 6.4
//     against 8.8, 4096 5.5 against 7.1).
// The cost model counts field multiplications (a mixed addition 11, a
// doubling 7, an inversion 100) and takes the cheaper method at its best
// window. Two constants are fitted to measurements on the 5×52 field
// (secp256k1, n from 1 to 16384): the bucket sums' general additions cost
// about 12, not their 16 (the mixed additions into the buckets wait on
// memory as much), and Strauss's per-point count is scaled by 1.1 (its
// loop touches every point's table and digits at every position). Model
// and measurement then cross near n = 80 (libsecp256k1's near 88).
//
// Scratch: every buffer the methods allocate is counted in bytes
// (strauss_scratch_bytes, pippenger_scratch_bytes); ecmult_multi_var takes
// a byte limit and, when the n points' footprint exceeds it, runs them in
// batches of the largest size that fits (each batch planned for its size),
// summing the batches' results. A limit below one point's footprint runs
// one point at a time.
//
// Variable time, public inputs only. Preconditions: every Pᵢ in ⟨G⟩ (the
// GLV split assumes it).
#pragma once

#include <algorithm>
#include <cstddef>
#include <cstdint>
#include <limits>
#include <span>
#include <vector>

#include "tandem/fast/ecmult/ecmult.hpp"
#include "tandem/fast/ecmult/ecmult_gen_var.hpp"
#include "tandem/fast/ecmult/gen_tables.hpp"
#include "tandem/fast/formulas/jacobian_add.hpp"
#include "tandem/fast/formulas/jacobian_dbl.hpp"
#include "tandem/fast/group/curve.hpp"
#include "tandem/fast/group/group.hpp"
#include "tandem/fast/group/point.hpp"
#include "tandem/fast/recoding.hpp"
#include "tandem/spec/errors.hpp"
#include "tandem/spec/result.hpp"

namespace tandem::fast {

/// Strauss; Pippenger with Jacobian buckets (a mixed addition per point);
/// Pippenger with the buckets summed by batch-affine additions.
enum class MultiMethod : std::uint8_t { strauss, pippenger, pippenger_batch_affine };

/// What ecmult_multi_var will do for n points under a scratch limit.
struct MultiPlan {
  MultiMethod method = MultiMethod::strauss;
  unsigned window = 0;     ///< Pippenger's c; Strauss's is kEcmultWindowA
  std::size_t batch = 0;   ///< points per batch (n when the limit does not bind)
  std::size_t bytes = 0;   ///< one batch's scratch
};

inline constexpr unsigned kMinPippengerWindow = 1;
inline constexpr unsigned kMaxPippengerWindow = 20;
/// The default scratch limit: 4 MiB (Pippenger's 2n points and digits for
/// some 25000 points in one batch).
inline constexpr std::size_t kDefaultMultiScratchBytes = std::size_t{4} << 20;

namespace var_detail {

inline constexpr double kCostMadd = 11, kCostAdd = 12, kCostDbl = 7, kCostInv = 100, kStraussScale = 1.1;
/// A batch-affine addition: 3M of Montgomery's trick, 2M + 1S, the moves.
inline constexpr double kCostAffineAdd = 7;

template <class C>
constexpr std::size_t pippenger_windows(unsigned c) {
  return (C::kGlvBits + 1 + c - 1) / c;
}

}  // namespace var_detail

/// Strauss's scratch for n points: per point two tables of 2^(w−2) affine
/// points, their Jacobian chain and batch-inversion slot while built, two
/// wNAFs, and the copy of the point and its scalar.
template <class C, LazyField F>
[[nodiscard]] constexpr std::size_t strauss_scratch_bytes(std::size_t n) {
  constexpr std::size_t t = std::size_t{1} << (kEcmultWindowA - 2);
  return n * (2 * t * sizeof(Ge<F>) + t * (sizeof(Gej<F>) + sizeof(F)) + 2 * sizeof(var_detail::Wnaf) +
              sizeof(Ge<F>) + sizeof(typename C::Scalar));
}

/// Pippenger's scratch for n points at window c: 2n affine points, their
/// half scalars (freed once recoded), their digits, 2^(c−1) buckets.
template <class C, LazyField F>
[[nodiscard]] constexpr std::size_t pippenger_scratch_bytes(std::size_t n, unsigned c) {
  return 2 * n * (sizeof(Ge<F>) + sizeof(Words256) + var_detail::pippenger_windows<C>(c) * sizeof(std::int32_t)) +
         (std::size_t{1} << (c - 1)) * sizeof(Gej<F>);
}

/// The batch-affine Pippenger's scratch: the 2n points, half scalars and
/// digits as above, the window's points sorted by bucket, a denominator,
/// an inverse, a kind and batch_inverse_var's prefix product per pair, and
/// per bucket its counters and its sum.
template <class C, LazyField F>
[[nodiscard]] constexpr std::size_t pippenger_batch_affine_scratch_bytes(std::size_t n, unsigned c) {
  const std::size_t buckets = std::size_t{1} << (c - 1);
  return 2 * n * (sizeof(Ge<F>) + sizeof(Words256) + var_detail::pippenger_windows<C>(c) * sizeof(std::int32_t)) +
         2 * n * sizeof(Ge<F>) + n * (3 * sizeof(F) + 2) + (buckets + 1) * 3 * sizeof(std::size_t) +
         buckets * sizeof(Ge<F>);
}

/// The modelled cost of Strauss for n points (field multiplications).
template <class C>
[[nodiscard]] constexpr double strauss_cost(std::size_t n) {
  constexpr double t = 1U << (kEcmultWindowA - 2);
  const double per_point = var_detail::kCostDbl + (t - 1) * var_detail::kCostMadd + t * 9 +
                           2.0 * C::kGlvBits / (kEcmultWindowA + 1) * var_detail::kCostMadd;
  return static_cast<double>(n) * per_point * var_detail::kStraussScale + C::kGlvBits * var_detail::kCostDbl +
         var_detail::kCostInv;
}

/// The modelled cost of Pippenger for n points at window c.
template <class C>
[[nodiscard]] constexpr double pippenger_cost(std::size_t n, unsigned c) {
  const auto windows = static_cast<double>(var_detail::pippenger_windows<C>(c));
  return windows * (2.0 * static_cast<double>(n) * var_detail::kCostMadd +
                    static_cast<double>(std::size_t{1} << c) * var_detail::kCostAdd) +
         (windows - 1) * c * var_detail::kCostDbl + 2.0 * static_cast<double>(n);
}

/// The modelled cost of the batch-affine Pippenger: per window 2n affine
/// additions, about log2(2n/2^(c−1)) + 1 rounds of one inversion each, and
/// the running sums (a mixed and a general addition per bucket).
template <class C>
[[nodiscard]] constexpr double pippenger_batch_affine_cost(std::size_t n, unsigned c) {
  const auto windows = static_cast<double>(var_detail::pippenger_windows<C>(c));
  const double buckets = static_cast<double>(std::size_t{1} << (c - 1));
  double rounds = 1;
  for (double per = 2.0 * static_cast<double>(n) / buckets; per > 1; per /= 2) rounds += 1;
  return windows * (2.0 * static_cast<double>(n) * var_detail::kCostAffineAdd +
                    buckets * (var_detail::kCostMadd + var_detail::kCostAdd) + rounds * var_detail::kCostInv) +
         (windows - 1) * c * var_detail::kCostDbl + 2.0 * static_cast<double>(n);
}

/// Pippenger's cheapest window for n points (batch-affine or not).
template <class C>
[[nodiscard]] constexpr unsigned pippenger_best_window(std::size_t n, bool batch_affine = false) {
  const auto cost = [&](unsigned c) { return batch_affine ? pippenger_batch_affine_cost<C>(n, c) : pippenger_cost<C>(n, c); };
  unsigned best = kMinPippengerWindow;
  for (unsigned c = kMinPippengerWindow + 1; c <= kMaxPippengerWindow; ++c) {
    if (cost(c) < cost(best)) best = c;
  }
  return best;
}

/// The cheapest method for n points, ignoring memory.
template <class C, LazyField F>
[[nodiscard]] constexpr MultiPlan multi_plan_unbounded(std::size_t n) {
  const unsigned c = pippenger_best_window<C>(n, false);
  const unsigned ca = pippenger_best_window<C>(n, true);
  const double s = strauss_cost<C>(n), p = pippenger_cost<C>(n, c), pa = pippenger_batch_affine_cost<C>(n, ca);
  if (s <= p && s <= pa) return {MultiMethod::strauss, kEcmultWindowA, n, strauss_scratch_bytes<C, F>(n)};
  if (p < pa) return {MultiMethod::pippenger, c, n, pippenger_scratch_bytes<C, F>(n, c)};
  return {MultiMethod::pippenger_batch_affine, ca, n, pippenger_batch_affine_scratch_bytes<C, F>(n, ca)};
}

/// The plan for n ≥ 1 points under a scratch limit: the largest batch whose
/// own plan fits (binary search; the footprint grows with the batch), at
/// least one point.
template <class C, LazyField F>
[[nodiscard]] constexpr MultiPlan ecmult_multi_plan(std::size_t n, std::size_t scratch_limit) {
  if (n == 0) return {MultiMethod::strauss, kEcmultWindowA, 0, 0};
  if (multi_plan_unbounded<C, F>(n).bytes <= scratch_limit) return multi_plan_unbounded<C, F>(n);
  std::size_t lo = 1, hi = n;  // the answer lies in [lo, hi)
  while (hi - lo > 1) {
    const std::size_t mid = lo + (hi - lo) / 2;
    if (multi_plan_unbounded<C, F>(mid).bytes <= scratch_limit) lo = mid;
    else hi = mid;
  }
  return multi_plan_unbounded<C, F>(lo);
}

namespace var_detail {

/// Every point's 2^(w−2) odd multiples as true affine points, with one
/// inversion for all of them: each chain runs on its own image curve
/// ψ_(zd)(E) (odd_multiples.hpp; zd the Z of 2P), where entry (X : Y : Z)
/// is the point (X : Y : Z·zd) of E, so one batch conversion of those
/// brings every entry of every table to E.
template <LazyField F>
void odd_multiples_affine_batch(std::span<const Ge<F>> P, std::size_t count, std::vector<Ge<F>>& out) {
  std::vector<Gej<F>> jac(P.size() * count);
  for (std::size_t j = 0; j < P.size(); ++j) {
    Gej<F>* t = &jac[j * count];
    const Gej<F> Pj = Gej<F>::from_affine(P[j]);
    const Gej<F> d = dbl(Pj);
    if (P[j].infinity || normalizes_to_zero_var(d.Z)) {
      // O, or a point of order 2 (its odd multiples are itself).
      for (std::size_t i = 0; i < count; ++i) t[i] = Pj;
      continue;
    }
    const Ge<F> d_img{normalize_weak(d.X), normalize_weak(d.Y), false};
    const F zd2 = sqr(d.Z);
    t[0] = {mul(Pj.X, zd2), mul(mul(Pj.Y, zd2), d.Z), Pj.Z};
    for (std::size_t i = 1; i < count; ++i) t[i] = madd_8m3s_var(t[i - 1], d_img);
    for (std::size_t i = 0; i < count; ++i) t[i].Z = mul(t[i].Z, d.Z);
  }
  out.resize(jac.size());
  to_affine_batch_var(std::span<Ge<F>>(out), std::span<const Gej<F>>(jac));
}

/// The batch-affine bucket sums' working memory, reused window after window.
template <LazyField F>
struct BatchAffineScratch {
  std::vector<std::size_t> count, start, len;
  std::vector<Ge<F>> work;
  std::vector<F> den, inv;
  std::vector<std::uint8_t> kind;  ///< 0 addition, 1 doubling, 2 cancellation
};

/// The buckets of one window summed with affine additions (the
/// batch-affine method of Bernstein, Doumen, Lange, Oosterwijk, "Faster
/// batch forgery identification", INDOCRYPT 2012, §4, as gnark-crypto and
/// arkworks use it for MSMs): the window's points sorted by bucket, then
/// in rounds every bucket's points added in pairs, all the pairs' slopes
/// sharing one batch inversion (3M each by Montgomery's trick, then
/// λ = Δy/Δx, x3 = λ² − x1 − x2, y3 = λ·(x1 − x3) − y1: 2M + 1S), until each
/// bucket holds one point or none. About 6M per point instead of a mixed
/// addition's 8M + 3S. A pair with equal x is a doubling (λ = 3x²/2y in the
/// same batch) or cancels (P + (−P) = O: both dropped). Returns, per
/// bucket, its sum (infinity when empty) in `sums`.
template <LazyField F>
void bucket_sums_batch_affine(std::span<const Ge<F>> pts, std::span<const std::int32_t> digits, std::size_t buckets,
                              BatchAffineScratch<F>& s, std::vector<Ge<F>>& sums) {
  s.count.assign(buckets + 1, 0);
  for (const std::int32_t d : digits) {
    if (d != 0) ++s.count[static_cast<std::size_t>(d < 0 ? -d : d)];
  }
  // s.start[b]: where bucket b's points begin in s.work; s.len[b]: how many.
  s.start.resize(buckets);
  s.len.resize(buckets);
  std::size_t total = 0;
  for (std::size_t b = 0; b < buckets; ++b) {
    s.start[b] = total;
    s.len[b] = 0;
    total += s.count[b + 1];
  }
  s.work.resize(total);
  for (std::size_t j = 0; j < pts.size(); ++j) {
    const std::int32_t d = digits[j];
    if (d == 0) continue;
    const std::size_t b = static_cast<std::size_t>(d < 0 ? -d : d) - 1;
    s.work[s.start[b] + s.len[b]++] = d > 0 ? pts[j] : neg(pts[j]);
  }
  for (;;) {
    // Pair up each bucket's points: (0, 1), (2, 3), …
    s.den.clear();
    s.kind.clear();
    for (std::size_t b = 0; b < buckets; ++b) {
      const Ge<F>* w = s.work.data() + s.start[b];
      for (std::size_t t = 0; t + 1 < s.len[b]; t += 2) {
        const Ge<F>& p = w[t];
        const Ge<F>& q = w[t + 1];
        const F dx = add(q.x, negate(p.x, 1));                      // 3
        if (!normalizes_to_zero_var(dx)) {
          s.den.push_back(dx);
          s.kind.push_back(0);
        } else if (normalizes_to_zero_var(add(q.y, negate(p.y, 1)))) {
          s.den.push_back(mul_int(p.y, 2));                         // 2y: a doubling
          s.kind.push_back(1);
        } else {
          s.den.push_back(F::from_int(1));                          // P + (−P) = O
          s.kind.push_back(2);
        }
      }
    }
    if (s.den.empty()) break;
    s.inv.resize(s.den.size());
    batch_inverse_var(std::span<F>(s.inv), std::span<const F>(s.den));
    std::size_t pair = 0;
    for (std::size_t b = 0; b < buckets; ++b) {
      Ge<F>* w = s.work.data() + s.start[b];
      std::size_t out = 0;
      std::size_t t = 0;
      for (; t + 1 < s.len[b]; t += 2, ++pair) {
        const Ge<F> p = w[t];
        const Ge<F> q = w[t + 1];
        if (s.kind[pair] == 2) continue;
        const F num = s.kind[pair] == 0 ? add(q.y, negate(p.y, 1))       // Δy                3
                                         : mul_int(sqr(p.x), 3);          // 3x²               3
        const F l = mul(num, s.inv[pair]);                                 // λ                 1
        const F x3 = normalize_weak(add(add(sqr(l), negate(p.x, 1)), negate(q.x, 1)));  // 5 → 1
        const F y3 = normalize_weak(add(mul(l, add(p.x, negate(x3, 1))), negate(p.y, 1)));  // 3 → 1
        w[out++] = {x3, y3, false};
      }
      if (t < s.len[b]) w[out++] = w[t];  // the odd one waits for the next round
      s.len[b] = out;
    }
  }
  sums.resize(buckets);
  for (std::size_t b = 0; b < buckets; ++b) sums[b] = s.len[b] == 0 ? Ge<F>::at_infinity() : s.work[s.start[b]];
}

template <class C, LazyField F>
[[nodiscard]] Gej<F> multi_strauss(std::span<const typename C::Scalar> k, std::span<const Ge<F>> P,
                                   const typename C::Scalar* g) {
  constexpr std::size_t t = std::size_t{1} << (kEcmultWindowA - 2);
  std::vector<Ge<F>> pts;
  std::vector<Ge<F>> live;
  std::vector<typename C::Scalar> ks;
  for (std::size_t j = 0; j < P.size(); ++j) {
    if (P[j].infinity || is_zero(k[j])) continue;
    live.push_back(P[j]);
    ks.push_back(k[j]);
  }
  odd_multiples_affine_batch<F>(std::span<const Ge<F>>(live), t, pts);
  std::vector<Ge<F>> lam(pts.size());
  const F beta = C::template beta<F>();
  for (std::size_t i = 0; i < pts.size(); ++i) lam[i] = endo(pts[i], beta);
  std::vector<Wnaf> w1(live.size()), w2(live.size());
  std::size_t len = 0;
  for (std::size_t j = 0; j < live.size(); ++j) {
    glv_wnafs<C>(ks[j], kEcmultWindowA, w1[j], w2[j]);
    len = std::max({len, w1[j].len, w2[j].len});
  }
  Wnaf gb1, gb2;
  const EcmultGTables& G = ecmult_g_tables<C>();
  if (g != nullptr && !is_zero(*g)) {
    constexpr unsigned s = kGenSplitBits<C>;
    const Words256 bw = g->words();
    gb1 = wnaf_signed(low_bits(bw, s), s, kEcmultWindowG, false);
    gb2 = wnaf_signed(shift_right(bw, s), C::kScalarBits - s, kEcmultWindowG, false);
    len = std::max({len, gb1.len, gb2.len});
  }
  const std::span<const GeStorage> tg(G.g), tg2(G.g_shift);
  Gej<F> r = Gej<F>::at_infinity();
  for (std::size_t i = len; i-- > 0;) {
    r = dbl(r);
    for (std::size_t j = 0; j < live.size(); ++j) {
      if (w1[j].d[i] != 0) r = madd_8m3s_var(r, signed_entry(std::span<const Ge<F>>(&pts[j * t], t), w1[j].d[i]));
      if (w2[j].d[i] != 0) r = madd_8m3s_var(r, signed_entry(std::span<const Ge<F>>(&lam[j * t], t), w2[j].d[i]));
    }
    if (gb1.d[i] != 0) r = madd_8m3s_var(r, signed_entry<F>(tg, gb1.d[i]));
    if (gb2.d[i] != 0) r = madd_8m3s_var(r, signed_entry<F>(tg2, gb2.d[i]));
  }
  return r;
}

template <class C, LazyField F>
[[nodiscard]] Gej<F> multi_pippenger(std::span<const typename C::Scalar> k, std::span<const Ge<F>> P,
                                     const typename C::Scalar* g, unsigned c, bool batch_affine) {
  const std::size_t windows = pippenger_windows<C>(c);
  const std::uint32_t half = std::uint32_t{1} << (c - 1);
  // The 2n half-size points (the sign moved onto the point) and their
  // scalars, then the digits window by window, so that a window's pass
  // over the points reads its digits in order.
  std::vector<Ge<F>> pts;
  std::vector<Words256> halves;
  pts.reserve(2 * P.size());
  halves.reserve(2 * P.size());
  const F beta = C::template beta<F>();
  for (std::size_t j = 0; j < P.size(); ++j) {
    if (P[j].infinity || is_zero(k[j])) continue;
    const GlvHalves hv = C::split(k[j]);
    const Ge<F> l = endo(P[j], beta);
    pts.push_back(hv.k1_negative ? neg(P[j]) : P[j]);
    halves.push_back({hv.k1_abs[0], hv.k1_abs[1], 0, 0});
    pts.push_back(hv.k2_negative ? neg(l) : l);
    halves.push_back({hv.k2_abs[0], hv.k2_abs[1], 0, 0});
  }
  const std::size_t m = pts.size();
  std::vector<std::int32_t> digits(m * windows);
  for (std::size_t j = 0; j < m; ++j) {
    std::uint32_t carry = 0;
    for (std::size_t i = 0; i < windows; ++i) {
      const std::uint32_t raw = detail::bits_of(halves[j], static_cast<unsigned>(c * i), c) + carry;
      carry = raw > half ? 1 : 0;
      digits[i * m + j] = static_cast<std::int32_t>(raw) - static_cast<std::int32_t>(carry << c);
    }
  }
  halves = {};
  Gej<F> r = Gej<F>::at_infinity();
  if (batch_affine) {
    BatchAffineScratch<F> scratch;
    std::vector<Ge<F>> sums;
    for (std::size_t i = windows; i-- > 0;) {
      for (unsigned j = 0; j < c && i + 1 < windows; ++j) r = dbl(r);
      bucket_sums_batch_affine<F>(std::span<const Ge<F>>(pts), std::span<const std::int32_t>(digits).subspan(i * m, m), half,
                                  scratch, sums);
      // Σ (b + 1)·B_b as two running sums; the buckets are affine now, so
      // the first is a mixed addition.
      Gej<F> running = Gej<F>::at_infinity(), sum = Gej<F>::at_infinity();
      for (std::size_t b = half; b-- > 0;) {
        running = madd_8m3s_var(running, sums[b]);
        sum = add_2007_bl_11m5s_var(sum, running);
      }
      r = add_2007_bl_11m5s_var(r, sum);
    }
  } else {
    std::vector<Gej<F>> buckets(half);
    for (std::size_t i = windows; i-- > 0;) {
      for (unsigned j = 0; j < c && i + 1 < windows; ++j) r = dbl(r);
      for (Gej<F>& b : buckets) b = Gej<F>::at_infinity();
      for (std::size_t j = 0; j < m; ++j) {
        const std::int32_t d = digits[i * m + j];
        if (d > 0) buckets[static_cast<std::size_t>(d - 1)] = madd_8m3s_var(buckets[static_cast<std::size_t>(d - 1)], pts[j]);
        else if (d < 0) buckets[static_cast<std::size_t>(-d - 1)] = madd_8m3s_var(buckets[static_cast<std::size_t>(-d - 1)], neg(pts[j]));
      }
      // Σ (b + 1)·B_b = Σ_b (B_top + … + B_b): the running sum added up.
      Gej<F> running = Gej<F>::at_infinity(), sum = Gej<F>::at_infinity();
      for (std::size_t b = half; b-- > 0;) {
        running = add_2007_bl_11m5s_var(running, buckets[b]);
        sum = add_2007_bl_11m5s_var(sum, running);
      }
      r = add_2007_bl_11m5s_var(r, sum);
    }
  }
  if (g != nullptr && !is_zero(*g)) r = gen_var_accumulate<C, F, kEcmultGenVarWindow>(r, *g);
  return r;
}

}  // namespace var_detail

/// Σ kᵢ·Pᵢ by Strauss (all points in one loop, g·G through G's tables when
/// g is given). Scratch: strauss_scratch_bytes(n).
template <class C, LazyField F>
[[nodiscard]] Result<Gej<F>> ecmult_multi_strauss_var(std::span<const typename C::Scalar> k, std::span<const Ge<F>> P,
                                                      const typename C::Scalar* g = nullptr) {
  if (k.size() != P.size()) return Error::size_mismatch;
  return var_detail::multi_strauss<C, F>(k, P, g);
}

/// Σ kᵢ·Pᵢ by Pippenger at window c ∈ [1, 20] (window_out_of_range
/// otherwise), g·G by ecmult_gen_var's table. Scratch:
/// pippenger_scratch_bytes(n, c).
template <class C, LazyField F>
[[nodiscard]] Result<Gej<F>> ecmult_multi_pippenger_var(std::span<const typename C::Scalar> k, std::span<const Ge<F>> P,
                                                        const typename C::Scalar* g, unsigned c) {
  if (k.size() != P.size()) return Error::size_mismatch;
  if (c < kMinPippengerWindow || c > kMaxPippengerWindow) return Error::window_out_of_range;
  return var_detail::multi_pippenger<C, F>(k, P, g, c, false);
}

/// The same with the buckets summed by batch-affine additions
/// (var_detail::bucket_sums_batch_affine). Scratch:
/// pippenger_batch_affine_scratch_bytes(n, c).
template <class C, LazyField F>
[[nodiscard]] Result<Gej<F>> ecmult_multi_pippenger_batch_affine_var(std::span<const typename C::Scalar> k,
                                                                     std::span<const Ge<F>> P,
                                                                     const typename C::Scalar* g, unsigned c) {
  if (k.size() != P.size()) return Error::size_mismatch;
  if (c < kMinPippengerWindow || c > kMaxPippengerWindow) return Error::window_out_of_range;
  return var_detail::multi_pippenger<C, F>(k, P, g, c, true);
}

/// Σ kᵢ·Pᵢ + g·G (g may be null: no G term), by ecmult_multi_plan under
/// scratch_limit bytes. size_mismatch when k and P differ in length.
template <class C, LazyField F>
[[nodiscard]] Result<Gej<F>> ecmult_multi_var(std::span<const typename C::Scalar> k, std::span<const Ge<F>> P,
                                              const typename C::Scalar* g,
                                              std::size_t scratch_limit = kDefaultMultiScratchBytes) {
  if (k.size() != P.size()) return Error::size_mismatch;
  if (P.empty()) {
    return g == nullptr ? Gej<F>::at_infinity() : var_detail::gen_var_accumulate<C, F, kEcmultGenVarWindow>(Gej<F>::at_infinity(), *g);
  }
  Gej<F> r = Gej<F>::at_infinity();
  const typename C::Scalar* gg = g;
  for (std::size_t from = 0; from < P.size();) {
    const MultiPlan plan = ecmult_multi_plan<C, F>(P.size() - from, scratch_limit);
    const auto kb = k.subspan(from, plan.batch);
    const auto pb = P.subspan(from, plan.batch);
    const Gej<F> part =
        plan.method == MultiMethod::strauss
            ? var_detail::multi_strauss<C, F>(kb, pb, gg)
            : var_detail::multi_pippenger<C, F>(kb, pb, gg, plan.window, plan.method == MultiMethod::pippenger_batch_affine);
    r = add_2007_bl_11m5s_var(r, part);
    gg = nullptr;  // G's term goes with the first batch only
    from += plan.batch;
  }
  return r;
}

}  // namespace tandem::fast

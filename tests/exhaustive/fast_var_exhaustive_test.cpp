// fast/'s variable-time strategies on the small groups that share
// secp256k1's field (k1-7, k1-13, k1-199), both fast fields: every scalar ×
// every point for each k·P strategy and window, every (a, b) × every P for
// ecmult_var on k1-7 and k1-13 (a sample on k1-199), small combinations
// for ecmult_multi_var. The expected point is read off the group written
// out by repeated affine addition (small_group.hpp): k·(i·G) = (k·i)·G.
#include <gtest/gtest.h>

#include <gmpxx.h>

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "exhaustive/small_group.hpp"
#include "exhaustive/tiers.hpp"
#include "tandem/fast/ecmult/ecmult.hpp"
#include "tandem/fast/ecmult/ecmult_gen_var.hpp"
#include "tandem/fast/ecmult/ecmult_multi.hpp"
#include "tandem/fast/ecmult/mult_var.hpp"
#include "tandem/fast/field.hpp"
#include "tandem/fast/field_4x64.hpp"
#include "tandem/ref/curve.hpp"

namespace tandem {
namespace {

using fast::Fe;
using fast::Fe64;
using fast::Ge;
using fast::Gej;

const test::SmallGroup& group(std::string_view name) {
  static std::map<std::string, std::unique_ptr<test::SmallGroup>, std::less<>> cache;
  auto& g = cache[std::string(name)];
  if (!g) g = std::make_unique<test::SmallGroup>(*ref::find_curve(name));
  return *g;
}

fast::Words256 words_of(const mpz_class& v) {
  fast::Words256 w{};
  mpz_class r = v;
  for (auto& x : w) {
    const mpz_class l = r & mpz_class("ffffffffffffffff", 16);
    x = static_cast<std::uint64_t>(l.get_ui());
    r >>= 64;
  }
  return w;
}

template <class F>
Ge<F> to_fast(const ref::Point& P) {
  if (P.infinity) return Ge<F>::at_infinity();
  return {F::from_words_below_p(words_of(P.x.value())), F::from_words_below_p(words_of(P.y.value())), false};
}

/// P as a Jacobian point with a Z other than 1 (Z = z, X = x·z², Y = y·z³).
template <class F>
Gej<F> to_fast_jacobian(const ref::Point& P, std::uint32_t z) {
  if (P.infinity) return Gej<F>::at_infinity();
  const Ge<F> a = to_fast<F>(P);
  const F Z = F::from_int(z);
  const F Z2 = sqr(Z);
  return {mul(a.x, Z2), mul(mul(a.y, Z2), Z), Z};
}

template <class F>
bool agrees(const Gej<F>& R, const ref::Point& want) {
  const Ge<F> a = fast::to_affine_var(R);
  if (a.infinity || want.infinity) return a.infinity == want.infinity;
  return a.x.to_words() == words_of(want.x.value()) && a.y.to_words() == words_of(want.y.value());
}

template <class C>
typename C::Scalar sc(long v) {
  const long n = static_cast<long>(C::Scalar::kN);
  return C::Scalar::from_int(static_cast<std::uint32_t>(((v % n) + n) % n));
}

// ---------------------------------------------------------------- ecmult_var

/// Every (a, b) × every P (every `stride`-th a and b), checked against
/// (a·i + b)·G; the number of wrong results.
template <class C, class F, unsigned W>
long sweep_ecmult(long stride) {
  const test::SmallGroup& g = group(C::kName);
  const long n = g.order();
  long wrong = 0;
  for (long i = 0; i < n; ++i) {
    const Gej<F> P = to_fast_jacobian<F>(g.at(i), static_cast<std::uint32_t>(3 + i));
    for (long a = 0; a < n; a += stride) {
      for (long b = 0; b < n; b += (b + stride < n ? stride : 1)) {
        const Gej<F> R = fast::ecmult_var<C, F, W>(P, sc<C>(a), sc<C>(b));
        if (!agrees(R, g.at(a * i + b))) {
          if (wrong == 0) ADD_FAILURE() << C::kName << " W=" << W << ": a=" << a << " b=" << b << " P=" << i << "·G";
          ++wrong;
        }
      }
    }
  }
  return wrong;
}

TEST(FastVarEcmult, EveryPairEveryPointK1_7) {
  EXPECT_EQ((sweep_ecmult<fast::K1_7, Fe, fast::kEcmultWindowG>(1)), 0);
  EXPECT_EQ((sweep_ecmult<fast::K1_7, Fe64, fast::kEcmultWindowG>(1)), 0);
  EXPECT_EQ((sweep_ecmult<fast::K1_7, Fe, 2>(1)), 0);
  EXPECT_EQ((sweep_ecmult<fast::K1_7, Fe, 3>(1)), 0);
}

TEST(FastVarEcmult, EveryPairEveryPointK1_13) {
  EXPECT_EQ((sweep_ecmult<fast::K1_13, Fe, fast::kEcmultWindowG>(1)), 0);
  EXPECT_EQ((sweep_ecmult<fast::K1_13, Fe64, fast::kEcmultWindowG>(1)), 0);
  EXPECT_EQ((sweep_ecmult<fast::K1_13, Fe, 2>(1)), 0);
  EXPECT_EQ((sweep_ecmult<fast::K1_13, Fe64, 4>(1)), 0);
}

TEST(FastVarEcmult, SampleK1_199) {
  // Every P, every 11th a and b (and the last few b): 199 × 19 × 28 runs;
  // every pair under TANDEM_FULL_TESTS.
  const long stride = TANDEM_FULL_TESTS ? 1 : 11;
  EXPECT_EQ((sweep_ecmult<fast::K1_199, Fe, fast::kEcmultWindowG>(stride)), 0);
  EXPECT_EQ((sweep_ecmult<fast::K1_199, Fe64, 3>(stride)), 0);
  EXPECT_EQ((sweep_ecmult<fast::K1_199, Fe, 5>(stride)), 0);
}

// ----------------------------------------------------------- in_subgroup_var

/// Points of the curve outside ⟨G⟩: x from 1 up with x³ + b a square.
template <class C>
std::vector<ref::Point> points_outside(std::size_t count) {
  const ref::Curve& rc = group(C::kName).curve();
  std::vector<ref::Point> out;
  for (long x = 1; out.size() < count; ++x) {
    const ref::Fe fx = rc.fp().from_mpz(x);
    const ref::Fe rhs = fx * fx * fx + rc.fp().from_mpz(C::kB);
    const auto y = sqrt(rhs);
    if (!y) continue;
    const ref::Point P{fx, *y, false};
    if (!ref::in_subgroup(rc, P)) out.push_back(P);
  }
  return out;
}

template <class C, class F>
void check_subgroup() {
  const test::SmallGroup& g = group(C::kName);
  for (long i = 0; i < g.order(); ++i) {
    EXPECT_TRUE((fast::in_subgroup_var<C, F>(to_fast_jacobian<F>(g.at(i), 5)))) << C::kName << " " << i << "·G";
  }
  for (const ref::Point& P : points_outside<C>(8)) {
    EXPECT_FALSE((fast::in_subgroup_var<C, F>(to_fast_jacobian<F>(P, 5)))) << C::kName << " x = " << P.x.value();
  }
}

TEST(FastVarEcmult, InSubgroup) {
  check_subgroup<fast::K1_7, Fe>();
  check_subgroup<fast::K1_13, Fe64>();
  check_subgroup<fast::K1_199, Fe>();
}

// ------------------------------------------------------ k·P, every k × every P

/// Every k × every P of the group (every `p_stride`-th P, and the last
/// few) through mul(k, P) (P affine), checked against (k·i)·G; the number
/// of wrong results.
template <class C, class F, class Mul>
long sweep_kp(const Mul& mul, const char* what, unsigned w, long p_stride) {
  const test::SmallGroup& g = group(C::kName);
  const long n = g.order();
  long wrong = 0;
  for (long i = 0; i < n; i += (i + p_stride < n ? p_stride : 1)) {
    const Ge<F> P = to_fast<F>(g.at(i));
    for (long k = 0; k < n; ++k) {
      if (!agrees(mul(sc<C>(k), P), g.at(k * i))) {
        if (wrong == 0) ADD_FAILURE() << what << " w=" << w << " on " << C::kName << ": k=" << k << " P=" << i << "·G";
        ++wrong;
      }
    }
  }
  return wrong;
}

/// The same for a fixed-base strategy: P's table built once, then every k.
template <class C, class F, class Prep, class Mul>
long sweep_fixed_base(const Prep& prep, const Mul& mul, const char* what, unsigned w, long p_stride) {
  const test::SmallGroup& g = group(C::kName);
  const long n = g.order();
  long wrong = 0;
  for (long i = 0; i < n; i += (i + p_stride < n ? p_stride : 1)) {
    const auto table = prep(to_fast<F>(g.at(i)));
    for (long k = 0; k < n; ++k) {
      if (!agrees(mul(table, sc<C>(k)), g.at(k * i))) {
        if (wrong == 0) ADD_FAILURE() << what << " w=" << w << " on " << C::kName << ": k=" << k << " P=" << i << "·G";
        ++wrong;
      }
    }
  }
  return wrong;
}

/// Which widths a sweep tries: every one the strategy allows, or its
/// default only.
enum class Widths { every, default_only };

template <class C, class F>
long sweep_all_kp(Widths widths, long p_stride) {
  using S = typename C::Scalar;
  long wrong = 0;
  const auto some = [&](unsigned lo, unsigned hi, unsigned dflt) {
    std::vector<unsigned> ws;
    for (unsigned w = lo; w <= hi; ++w) {
      if (widths == Widths::every || w == dflt) ws.push_back(w);
    }
    return ws;
  };
  wrong += sweep_kp<C, F>([](const S& k, const Ge<F>& P) { return fast::mul_double_and_add_ltr_var<C, F>(k, P); },
                          "double-and-add-ltr", 0, p_stride);
  wrong += sweep_kp<C, F>([](const S& k, const Ge<F>& P) { return fast::mul_binary_naf_var<C, F>(k, P); }, "naf", 0, p_stride);
  for (unsigned w : some(fast::kMinNafWidthVar, fast::kMaxNafWidthVar, 5)) {
    wrong += sweep_kp<C, F>([w](const S& k, const Ge<F>& P) { return fast::mul_window_naf_var<C, F>(k, P, w).value(); },
                            "wnaf", w, p_stride);
    wrong += sweep_kp<C, F>([w](const S& k, const Ge<F>& P) { return fast::mul_glv_wnaf_var<C, F>(k, P, w).value(); },
                            "glv-wnaf", w, p_stride);
  }
  for (unsigned w : some(fast::kMinFixedWindowVar, fast::kMaxFixedWindowVar, 4)) {
    wrong += sweep_kp<C, F>([w](const S& k, const Ge<F>& P) { return fast::mul_fixed_window_var<C, F>(k, P, w).value(); },
                            "fixed-window", w, p_stride);
  }
  for (unsigned w : some(fast::kMinCombTeethVar, fast::kMaxCombTeethVar, 4)) {
    wrong += sweep_fixed_base<C, F>([w](const Ge<F>& P) { return fast::comb_precompute_var<C, F>(P, w).value(); },
                                    [](const auto& T, const S& k) { return fast::mul_comb_var<C, F>(T, k); }, "comb", w,
                                    p_stride);
  }
  for (unsigned w : some(fast::kMinTableWindowVar, fast::kMaxTableWindowVar, 8)) {
    wrong += sweep_fixed_base<C, F>([w](const Ge<F>& P) { return fast::fixed_base_precompute_var<C, F>(P, w).value(); },
                                    [](const auto& T, const S& k) { return fast::mul_fixed_base_table_var<C, F>(T, k); },
                                    "fixed-base-table", w, p_stride);
  }
  return wrong;
}

TEST(FastVarMult, EveryScalarEveryPointK1_7) {
  EXPECT_EQ((sweep_all_kp<fast::K1_7, Fe>(Widths::every, 1)), 0);
  EXPECT_EQ((sweep_all_kp<fast::K1_7, Fe64>(Widths::every, 1)), 0);
}
TEST(FastVarMult, EveryScalarEveryPointK1_13) {
  EXPECT_EQ((sweep_all_kp<fast::K1_13, Fe>(Widths::every, 1)), 0);
  EXPECT_EQ((sweep_all_kp<fast::K1_13, Fe64>(Widths::every, 1)), 0);
}
TEST(FastVarMult, EveryScalarEveryPointK1_199) {
  // Each strategy at its default width, every k, every P (tiers.hpp; every
  // 3rd P and the last few under the sanitizers); every width only under
  // TANDEM_FULL_TESTS (the tables of the widest windows take minutes per
  // point set). k1-7 and k1-13 above take every width on every point, on
  // both fields.
  EXPECT_EQ((sweep_all_kp<fast::K1_199, Fe>(test::kFullTier ? Widths::every : Widths::default_only,
                                            test::point_stride(199) == 1 ? 1 : 3)),
            0);
}

/// a·P + b·Q for every a, b and every pair (P, Q) (every `stride`-th pair).
template <class C, class F>
long sweep_dmul(long stride) {
  const test::SmallGroup& g = group(C::kName);
  const long n = g.order();
  long wrong = 0;
  for (long i = 0; i < n; ++i) {
    for (long j = 0; j < n; j += stride) {
      const Ge<F> P = to_fast<F>(g.at(i)), Q = to_fast<F>(g.at(j));
      for (long a = 0; a < n; ++a) {
        for (long b = 0; b < n; ++b) {
          const ref::Point& want = g.at(a * i + b * j);
          const bool s = agrees(fast::dmul_strauss_wnaf_var<C, F>(sc<C>(a), P, sc<C>(b), Q, static_cast<unsigned>(2 + (a + b) % 5)).value(), want);
          const bool t = agrees(fast::dmul_joint_sparse_var<C, F>(sc<C>(a), P, sc<C>(b), Q), want);
          if (!s || !t) {
            if (wrong == 0) ADD_FAILURE() << (s ? "jsf" : "strauss") << " on " << C::kName << ": a=" << a << " b=" << b << " i=" << i << " j=" << j;
            ++wrong;
          }
        }
      }
    }
  }
  return wrong;
}

TEST(FastVarMult, DoubleMultiplyEveryPairK1_7AndK1_13) {
  EXPECT_EQ((sweep_dmul<fast::K1_7, Fe>(1)), 0);
  EXPECT_EQ((sweep_dmul<fast::K1_13, Fe64>(1)), 0);
  EXPECT_EQ((sweep_dmul<fast::K1_13, Fe>(TANDEM_FULL_TESTS ? 1 : 3)), 0);
}

// ------------------------------------------------- ecmult_gen_var, tweak_add_var

template <class C, class F, unsigned W>
long sweep_gen() {
  const test::SmallGroup& g = group(C::kName);
  const long n = g.order();
  long wrong = 0;
  for (long k = 0; k < n; ++k) {
    if (!agrees(fast::ecmult_gen_var<C, F, W>(sc<C>(k)), g.at(k))) {
      if (wrong == 0) ADD_FAILURE() << "ecmult_gen_var W=" << W << " on " << C::kName << ": k=" << k;
      ++wrong;
    }
    for (long i = 0; i < n; ++i) {
      if (!agrees(fast::tweak_add_var<C, F, W>(to_fast_jacobian<F>(g.at(i), 7), sc<C>(k)), g.at(i + k))) {
        if (wrong == 0) ADD_FAILURE() << "tweak_add_var W=" << W << " on " << C::kName << ": t=" << k << " P=" << i << "·G";
        ++wrong;
      }
    }
  }
  return wrong;
}

template <class C, class F>
long sweep_gen_windows() {
  return sweep_gen<C, F, 1>() + sweep_gen<C, F, 2>() + sweep_gen<C, F, 3>() + sweep_gen<C, F, 4>() +
         sweep_gen<C, F, 5>() + sweep_gen<C, F, fast::kEcmultGenVarWindow>() + sweep_gen<C, F, 9>();
}

TEST(FastVarGen, EveryScalarEveryWindow) {
  EXPECT_EQ((sweep_gen_windows<fast::K1_7, Fe>()), 0);
  EXPECT_EQ((sweep_gen_windows<fast::K1_13, Fe64>()), 0);
  EXPECT_EQ((sweep_gen_windows<fast::K1_199, Fe>()), 0);
  EXPECT_EQ((sweep_gen<fast::K1_199, Fe64, fast::kEcmultGenVarWindow>()), 0);
}

// ------------------------------------------------------------- ecmult_multi_var

/// Σ kⱼ·Pⱼ (+ g·G) over combinations of m points: Strauss, Pippenger with
/// Jacobian and with batch-affine buckets at every window up to 6 (on these
/// groups the buckets meet P + P and P + (−P) often), and the planned entry
/// point under a scratch limit that forces one point per batch.
template <class C, class F>
long sweep_multi(std::size_t m, long stride) {
  const test::SmallGroup& g = group(C::kName);
  const long n = g.order();
  long wrong = 0, runs = 0;
  std::vector<long> idx(m), ks(m);
  long cases = n;  // n^(m + 1): every m scalars and g
  for (std::size_t j = 0; j < m; ++j) cases *= n;
  for (long t = 0; t < cases; t += stride) {
    long v = t;
    std::vector<typename C::Scalar> k(m);
    std::vector<Ge<F>> P(m);
    long want = 0;
    for (std::size_t j = 0; j < m; ++j) {
      ks[j] = v % n;
      v /= n;
      idx[j] = (ks[j] * 5 + static_cast<long>(j) * 3 + t / n) % n;
      k[j] = sc<C>(ks[j]);
      P[j] = to_fast<F>(g.at(idx[j]));
      want += ks[j] * idx[j];
    }
    const long gs = v % n;
    const typename C::Scalar gsc = sc<C>(gs);
    const std::span<const typename C::Scalar> kspan(k);
    const std::span<const Ge<F>> pspan(P);
    const ref::Point& with_g = g.at(want + gs);
    const ref::Point& without_g = g.at(want);
    bool ok = agrees(fast::ecmult_multi_strauss_var<C, F>(kspan, pspan, &gsc).value(), with_g) &&
              agrees(fast::ecmult_multi_strauss_var<C, F>(kspan, pspan, nullptr).value(), without_g);
    for (unsigned c = 1; c <= 6; ++c) {
      ok = ok && agrees(fast::ecmult_multi_pippenger_var<C, F>(kspan, pspan, &gsc, c).value(), with_g) &&
           agrees(fast::ecmult_multi_pippenger_batch_affine_var<C, F>(kspan, pspan, &gsc, c).value(), with_g);
    }
    ok = ok && agrees(fast::ecmult_multi_var<C, F>(kspan, pspan, &gsc).value(), with_g) &&
         agrees(fast::ecmult_multi_var<C, F>(kspan, pspan, &gsc, 1).value(), with_g);
    ++runs;
    if (!ok) {
      if (wrong == 0) ADD_FAILURE() << "multi on " << C::kName << " m=" << m << " case " << t;
      ++wrong;
    }
  }
  EXPECT_GT(runs, 0);
  return wrong;
}

TEST(FastVarMulti, SmallCombinations) {
  EXPECT_EQ((sweep_multi<fast::K1_7, Fe>(1, 1)), 0);
  EXPECT_EQ((sweep_multi<fast::K1_7, Fe>(2, 1)), 0);
  EXPECT_EQ((sweep_multi<fast::K1_7, Fe64>(3, 3)), 0);
  EXPECT_EQ((sweep_multi<fast::K1_13, Fe>(2, 5)), 0);
  EXPECT_EQ((sweep_multi<fast::K1_199, Fe64>(3, 1000003)), 0);
  EXPECT_EQ((sweep_multi<fast::K1_13, Fe64>(9, 1000000007)), 0);  // many points in few buckets
}

TEST(FastVarMulti, SizeMismatch) {
  const std::vector<fast::K1_7::Scalar> k(2);
  const std::vector<Ge<Fe>> P(3, Ge<Fe>::at_infinity());
  const auto r = fast::ecmult_multi_var<fast::K1_7, Fe>(std::span<const fast::K1_7::Scalar>(k), std::span<const Ge<Fe>>(P), nullptr);
  ASSERT_FALSE(r.ok());
  EXPECT_EQ(r.error(), Error::size_mismatch);
  EXPECT_EQ((fast::ecmult_multi_pippenger_var<fast::K1_7, Fe>(std::span<const fast::K1_7::Scalar>(k.data(), 2),
                                                              std::span<const Ge<Fe>>(P.data(), 2), nullptr, 0)
                 .error()),
            Error::window_out_of_range);
  EXPECT_EQ((fast::mul_window_naf_var<fast::K1_7, Fe>(k[0], P[0], 13).error()), Error::window_out_of_range);
  EXPECT_EQ((fast::mul_fixed_window_var<fast::K1_7, Fe>(k[0], P[0], 0).error()), Error::window_out_of_range);
  EXPECT_EQ((fast::mul_comb_var<fast::K1_7, Fe>(k[0], P[0], 9).error()), Error::window_out_of_range);
}

}  // namespace
}  // namespace tandem

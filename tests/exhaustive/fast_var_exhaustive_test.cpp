// fast/'s variable-time strategies on the small groups that share
// secp256k1's field (k1-7, k1-13, k1-199), both fast fields. The default
// tier (tiers.hpp): every scalar × every point at every window width for
// each k·P strategy on every group, k1-199 on Fe (one ctest test per
// strategy and width) and at the default widths on Fe64; ecmult_var's
// every (a, b) × every P on k1-7 and k1-13 and, on k1-199, at its default
// G window on Fe (in slices of P, run side by side), with every b × every
// P × a spread of a at each G window up to 8 and a sample of (a, b) at
// the other configurations; every (a, b) × every pair (P, Q) for
// a·P + b·Q on k1-7 and k1-13; ecmult_gen_var and tweak_add_var at every
// window; combinations of points and scalars for ecmult_multi_var (every
// (k, g) on k1-199 with one point). The expected point is read off the
// group written out once in the field under test (fast_small_group.hpp):
// k·(i·G) = (k·i)·G, compared projectively.
#include <gtest/gtest.h>

#include <gmpxx.h>

#include <map>
#include <memory>
#include <string>
#include <tuple>
#include <vector>

#include "exhaustive/fast_small_group.hpp"
#include "exhaustive/tiers.hpp"
#include "support.hpp"
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

using test::is_multiple;
using test::multiple;
using test::multiple_jacobian;

template <class C>
typename C::Scalar sc(long v) {
  const long n = static_cast<long>(C::Scalar::kN);
  return C::Scalar::from_int(static_cast<std::uint32_t>(((v % n) + n) % n));
}

// ---------------------------------------------------------------- ecmult_var

/// Every (a, b) × the points i·G for i in [i_lo, i_hi) (every `stride`-th
/// a and b, and the last few b), checked against (a·i + b)·G; the number
/// of wrong results.
template <class C, class F, unsigned W>
long sweep_ecmult(long stride, long i_lo = 0, long i_hi = static_cast<long>(C::Scalar::kN)) {
  const long n = static_cast<long>(C::Scalar::kN);
  long wrong = 0;
  for (long i = i_lo; i < i_hi; ++i) {
    const Gej<F> P = multiple_jacobian<C, F>(i, static_cast<std::uint32_t>(3 + i));
    for (long a = 0; a < n; a += stride) {
      for (long b = 0; b < n; b += (b + stride < n ? stride : 1)) {
        if (!is_multiple<C, F>(fast::ecmult_var<C, F, W>(P, sc<C>(a), sc<C>(b)), a * i + b)) {
          if (wrong == 0) ADD_FAILURE() << C::kName << " W=" << W << ": a=" << a << " b=" << b << " P=" << i << "·G";
          ++wrong;
        }
      }
    }
  }
  return wrong;
}

/// Every b × every P × the a of `as`, at G window W: what W changes is
/// the b·G half.
template <class C, class F, unsigned W>
long sweep_ecmult_g_window(const std::vector<long>& as) {
  const long n = static_cast<long>(C::Scalar::kN);
  long wrong = 0;
  for (long i = 0; i < n; ++i) {
    const Gej<F> P = multiple_jacobian<C, F>(i, static_cast<std::uint32_t>(3 + i));
    for (const long a : as) {
      for (long b = 0; b < n; ++b) {
        if (!is_multiple<C, F>(fast::ecmult_var<C, F, W>(P, sc<C>(a), sc<C>(b)), a * i + b)) {
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

/// k1-199 at the default G window on Fe: every (a, b) × every P, the
/// points in eight slices run side by side (ctest -j); under the
/// sanitizers every 11th a and b.
class FastVarEcmultK1_199 : public ::testing::TestWithParam<long> {};

TEST_P(FastVarEcmultK1_199, EveryPairSliceOfPoints) {
  const long n = 199, slices = 8;
  const long lo = GetParam() * n / slices, hi = (GetParam() + 1) * n / slices;
  EXPECT_EQ((sweep_ecmult<fast::K1_199, Fe, fast::kEcmultWindowG>(test::every_point(n) ? 1 : 11, lo, hi)), 0);
}

INSTANTIATE_TEST_SUITE_P(Slices, FastVarEcmultK1_199, ::testing::Range(0L, 8L));

/// G windows from W to Last.
template <unsigned W, unsigned Last>
long sweep_g_windows(const std::vector<long>& as) {
  long wrong = sweep_ecmult_g_window<fast::K1_199, Fe, W>(as);
  if constexpr (W < Last) wrong += sweep_g_windows<W + 1, Last>(as);
  return wrong;
}

TEST(FastVarEcmult, EveryGWindowK1_199) {
  // G's window changes the b·G half only: every b × every P at each window
  // from 2 to 8 (to 12 in the full tier), with a in {0, 1, n − 1}. From
  // 5 up the window recodes the split's 4-bit halves of b into the same
  // digits, so the wider windows (to 22) differ only in the size of G's
  // tables (up to 2^20 points), not in which entries are read.
  if (!test::every_point(199)) GTEST_SKIP() << "tiers.hpp: not under the sanitizers";
  const std::vector<long> as{0, 1, 198};
  if constexpr (test::kFullTier) {
    EXPECT_EQ((sweep_g_windows<2, 12>(as)), 0);
  } else {
    EXPECT_EQ((sweep_g_windows<2, 8>(as)), 0);
  }
}

TEST(FastVarEcmult, SampleK1_199) {
  // The other configurations: every P, every 11th a and b (and the last
  // few b); every pair under TANDEM_FULL_TESTS.
  const long stride = TANDEM_FULL_TESTS ? 1 : 11;
  EXPECT_EQ((sweep_ecmult<fast::K1_199, Fe64, fast::kEcmultWindowG>(stride)), 0);
  EXPECT_EQ((sweep_ecmult<fast::K1_199, Fe64, 3>(stride)), 0);
  EXPECT_EQ((sweep_ecmult<fast::K1_199, Fe, 5>(stride)), 0);
}

// ----------------------------------------------------------- in_subgroup_var

/// Points of the curve outside ⟨G⟩: x from 1 up with x³ + b a square.
template <class C>
std::vector<ref::Point> points_outside(std::size_t count) {
  const ref::Curve& rc = test::small_group(C::kName).curve();
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
  for (long i = 0; i < static_cast<long>(C::Scalar::kN); ++i) {
    EXPECT_TRUE((fast::in_subgroup_var<C, F>(multiple_jacobian<C, F>(i, 5)))) << C::kName << " " << i << "·G";
  }
  const F z = F::from_int(5);
  for (const ref::Point& P : points_outside<C>(8)) {
    const Ge<F> a = test::to_fast<F>(P);
    const Gej<F> J{mul(a.x, sqr(z)), mul(mul(a.y, sqr(z)), z), z};
    EXPECT_FALSE((fast::in_subgroup_var<C, F>(J))) << C::kName << " x = " << P.x.value();
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
  const long n = static_cast<long>(C::Scalar::kN);
  long wrong = 0;
  for (long i = 0; i < n; i += (i + p_stride < n ? p_stride : 1)) {
    const Ge<F>& P = multiple<C, F>(i);
    for (long k = 0; k < n; ++k) {
      if (!is_multiple<C, F>(mul(sc<C>(k), P), k * i)) {
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
  const long n = static_cast<long>(C::Scalar::kN);
  long wrong = 0;
  for (long i = 0; i < n; i += (i + p_stride < n ? p_stride : 1)) {
    const auto table = prep(multiple<C, F>(i));
    for (long k = 0; k < n; ++k) {
      if (!is_multiple<C, F>(mul(table, sc<C>(k)), k * i)) {
        if (wrong == 0) ADD_FAILURE() << what << " w=" << w << " on " << C::kName << ": k=" << k << " P=" << i << "·G";
        ++wrong;
      }
    }
  }
  return wrong;
}

/// One k·P strategy of mult_var.hpp: its name, its widths (lo = hi = 0
/// when it has none) and its sweep at width w over every p_stride-th P.
template <class C, class F>
struct KpStrategy {
  const char* name;
  unsigned lo, hi, dflt;
  long (*sweep)(unsigned w, long p_stride);
};

template <class C, class F>
std::vector<KpStrategy<C, F>> kp_strategies() {
  using S = typename C::Scalar;
  return {
      {"double-and-add-ltr", 0, 0, 0,
       [](unsigned w, long st) {
         return sweep_kp<C, F>([](const S& k, const Ge<F>& P) { return fast::mul_double_and_add_ltr_var<C, F>(k, P); },
                               "double-and-add-ltr", w, st);
       }},
      {"naf", 0, 0, 0,
       [](unsigned w, long st) {
         return sweep_kp<C, F>([](const S& k, const Ge<F>& P) { return fast::mul_binary_naf_var<C, F>(k, P); }, "naf", w, st);
       }},
      {"wnaf", fast::kMinNafWidthVar, fast::kMaxNafWidthVar, 5,
       [](unsigned w, long st) {
         return sweep_kp<C, F>([w](const S& k, const Ge<F>& P) { return fast::mul_window_naf_var<C, F>(k, P, w).value(); },
                               "wnaf", w, st);
       }},
      {"glv-wnaf", fast::kMinNafWidthVar, fast::kMaxNafWidthVar, 5,
       [](unsigned w, long st) {
         return sweep_kp<C, F>([w](const S& k, const Ge<F>& P) { return fast::mul_glv_wnaf_var<C, F>(k, P, w).value(); },
                               "glv-wnaf", w, st);
       }},
      {"fixed-window", fast::kMinFixedWindowVar, fast::kMaxFixedWindowVar, 4,
       [](unsigned w, long st) {
         return sweep_kp<C, F>([w](const S& k, const Ge<F>& P) { return fast::mul_fixed_window_var<C, F>(k, P, w).value(); },
                               "fixed-window", w, st);
       }},
      {"comb", fast::kMinCombTeethVar, fast::kMaxCombTeethVar, 4,
       [](unsigned w, long st) {
         return sweep_fixed_base<C, F>([w](const Ge<F>& P) { return fast::comb_precompute_var<C, F>(P, w).value(); },
                                       [](const auto& T, const S& k) { return fast::mul_comb_var<C, F>(T, k); }, "comb", w, st);
       }},
      {"fixed-base-table", fast::kMinTableWindowVar, fast::kMaxTableWindowVar, 8,
       [](unsigned w, long st) {
         return sweep_fixed_base<C, F>([w](const Ge<F>& P) { return fast::fixed_base_precompute_var<C, F>(P, w).value(); },
                                       [](const auto& T, const S& k) { return fast::mul_fixed_base_table_var<C, F>(T, k); },
                                       "fixed-base-table", w, st);
       }},
  };
}

/// Which widths a sweep tries: every one the strategy allows, or its
/// default only.
enum class Widths { every, default_only };

template <class C, class F>
long sweep_all_kp(Widths widths, long p_stride) {
  long wrong = 0;
  for (const KpStrategy<C, F>& s : kp_strategies<C, F>()) {
    for (unsigned w = s.lo; w <= s.hi; ++w) {
      if (widths == Widths::every || w == s.dflt) wrong += s.sweep(w, p_stride);
    }
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

/// k1-199 on Fe: every k × every P at each width, one ctest test per
/// (strategy, width) so that ctest runs them side by side (the widest
/// wNAF tables, 1024 points built for each of the 39 601 products, take
/// the longest). Under the sanitizers: the default widths, every 3rd P.
std::vector<std::tuple<std::string, unsigned>> k1_199_runs() {
  std::vector<std::tuple<std::string, unsigned>> runs;
  for (const KpStrategy<fast::K1_199, Fe>& s : kp_strategies<fast::K1_199, Fe>()) {
    for (unsigned w = s.lo; w <= s.hi; ++w) {
      if (test::every_width(199) || w == s.dflt) runs.emplace_back(s.name, w);
    }
  }
  return runs;
}

class FastVarMultK1_199 : public ::testing::TestWithParam<std::tuple<std::string, unsigned>> {};

TEST_P(FastVarMultK1_199, EveryScalarEveryPoint) {
  const auto& [name, w] = GetParam();
  for (const KpStrategy<fast::K1_199, Fe>& s : kp_strategies<fast::K1_199, Fe>()) {
    if (s.name == name) {
      EXPECT_EQ(s.sweep(w, test::point_stride(199) == 1 ? 1 : 3), 0);
    }
  }
}

struct StrategyWidthName {
  template <class Info>
  std::string operator()(const Info& i) const {
    return test::param_name(std::get<0>(i.param)) + "_w" + std::to_string(std::get<1>(i.param));
  }
};

INSTANTIATE_TEST_SUITE_P(Fe, FastVarMultK1_199, ::testing::ValuesIn(k1_199_runs()), StrategyWidthName{});

TEST(FastVarMult, EveryScalarEveryPointK1_199Fe64) {
  // Fe64 at each strategy's default width (the widths are the strategies'
  // own logic, swept on Fe above); every width in the full tier.
  EXPECT_EQ((sweep_all_kp<fast::K1_199, Fe64>(test::kFullTier ? Widths::every : Widths::default_only,
                                              test::point_stride(199) == 1 ? 1 : 3)),
            0);
}

/// a·P + b·Q for every a, b and every pair (P, Q) (every `stride`-th pair).
template <class C, class F>
long sweep_dmul(long stride) {
  const long n = static_cast<long>(C::Scalar::kN);
  long wrong = 0;
  for (long i = 0; i < n; ++i) {
    for (long j = 0; j < n; j += stride) {
      const Ge<F>& P = multiple<C, F>(i);
      const Ge<F>& Q = multiple<C, F>(j);
      for (long a = 0; a < n; ++a) {
        for (long b = 0; b < n; ++b) {
          const long want = a * i + b * j;
          const bool s = is_multiple<C, F>(fast::dmul_strauss_wnaf_var<C, F>(sc<C>(a), P, sc<C>(b), Q, static_cast<unsigned>(2 + (a + b) % 5)).value(), want);
          const bool t = is_multiple<C, F>(fast::dmul_joint_sparse_var<C, F>(sc<C>(a), P, sc<C>(b), Q), want);
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
  EXPECT_EQ((sweep_dmul<fast::K1_13, Fe>(test::kSanitizedTier ? 3 : 1)), 0);
}

// ------------------------------------------------- ecmult_gen_var, tweak_add_var

template <class C, class F, unsigned W>
long sweep_gen() {
  const long n = static_cast<long>(C::Scalar::kN);
  long wrong = 0;
  for (long k = 0; k < n; ++k) {
    if (!is_multiple<C, F>(fast::ecmult_gen_var<C, F, W>(sc<C>(k)), k)) {
      if (wrong == 0) ADD_FAILURE() << "ecmult_gen_var W=" << W << " on " << C::kName << ": k=" << k;
      ++wrong;
    }
    for (long i = 0; i < n; ++i) {
      if (!is_multiple<C, F>(fast::tweak_add_var<C, F, W>(multiple_jacobian<C, F>(i, 7), sc<C>(k)), i + k)) {
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
  const long n = static_cast<long>(C::Scalar::kN);
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
      P[j] = multiple<C, F>(idx[j]);
      want += ks[j] * idx[j];
    }
    const long gs = v % n;
    const typename C::Scalar gsc = sc<C>(gs);
    const std::span<const typename C::Scalar> kspan(k);
    const std::span<const Ge<F>> pspan(P);
    const long with_g = want + gs;
    const long without_g = want;
    const auto agrees = [](const Gej<F>& R, long multiple_of_g) { return is_multiple<C, F>(R, multiple_of_g); };
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
  // One point on k1-199: every (k, g), the point moving with them.
  EXPECT_EQ((sweep_multi<fast::K1_199, Fe>(1, test::kSanitizedTier ? 7 : 1)), 0);
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

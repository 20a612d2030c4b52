// fast/'s constant-time strategies on the small groups that share
// secp256k1's field (k1-7, k1-13, k1-199): every scalar 0 … n − 1 times
// every point of ⟨G⟩ (O included), every window or comb shape each allows,
// on both fast fields (tiers.hpp: under the sanitizers, windows of more
// than 8 table entries and Fe64's x-only run on k1-199 take every 17th
// point), against the index arithmetic of exhaustive/fast_small_group.hpp
// (i·G times k is (i·k)·G, the points built by ref's affine law and
// compared projectively). One test per curve and field, so that ctest runs
// them side by side. The controls at the end run the same sweeps on broken
// twins (a ladder without its four fixups, a sign-flipped GLV split, a
// comb whose offset or start point is wrong, a digit lookup that drops the
// flip) and require the sweeps to fail, and the ladders' twin to fail only
// on the four scalars ladders.hpp names.
#include <gtest/gtest.h>

#include <cstdint>
#include <functional>
#include <map>
#include <memory>
#include <set>
#include <string>

#include "exhaustive/fast_small_group.hpp"
#include "exhaustive/tiers.hpp"
#include "fast_support.hpp"
#include "tandem/fast/ecmult/ecmult_const.hpp"
#include "tandem/fast/ecmult/ecmult_gen.hpp"
#include "tandem/fast/ecmult/ladders.hpp"
#include "tandem/fast/ecmult/mult_ct.hpp"
#include "tandem/fast/field.hpp"
#include "tandem/fast/field_4x64.hpp"

namespace tandem {
namespace {

template <class C, class F>
const std::vector<fast::Ge<F>>& points() {
  return test::fast_points<C, F>();
}

/// One strategy under test: (P index i, P, k) ↦ k·P.
template <class C, class F>
using Mult = std::function<fast::Gej<F>(long i, const fast::Ge<F>& P, const typename C::Scalar& k)>;

struct Sweep {
  long cases = 0;
  long wrong = 0;
  std::set<long> wrong_k;  ///< the scalars of the wrong cases
  std::string first;
};

/// Every k × the points i·G for i = 0, stride, 2·stride, … (stride 1: every
/// point; every_point false: G alone).
template <class C, class F>
Sweep sweep(const Mult<C, F>& m, bool every_point = true, long stride = 1) {
  const auto& pts = points<C, F>();
  const long n = static_cast<long>(C::Scalar::kN);
  Sweep s;
  for (long i = every_point ? 0 : 1; i < (every_point ? n : 2); i += stride) {
    for (long k = 0; k < n; ++k) {
      ++s.cases;
      const fast::Gej<F> R = m(i, pts[static_cast<std::size_t>(i)], C::Scalar::from_int(static_cast<std::uint32_t>(k)));
      if (!fast::equal_var(R, pts[static_cast<std::size_t>((i * k) % n)])) {
        if (s.wrong++ == 0) s.first = "P = " + std::to_string(i) + "·G, k = " + std::to_string(k);
        s.wrong_k.insert(k);
      }
    }
  }
  return s;
}

testing::AssertionResult passes(const Sweep& s) {
  if (s.cases == 0) return testing::AssertionFailure() << "no cases";
  if (s.wrong != 0) return testing::AssertionFailure() << s.wrong << " of " << s.cases << " wrong, first " << s.first;
  return testing::AssertionSuccess();
}
#define EXPECT_SWEEP_PASSES(s) EXPECT_TRUE(passes(s))

// --- ecmult_const, every window ---------------------------------------------------

/// Every point (tiers.hpp), but under the sanitizers for tables of more
/// than 8 entries, whose cost is the table: there every 17th point.
template <unsigned W>
constexpr long point_stride() {
  return (W <= 4 || !test::kSanitizedTier) ? 1 : test::point_stride(199);
}

template <class C, class F, unsigned W>
void ecmult_const_windows() {
  EXPECT_SWEEP_PASSES((sweep<C, F>([](long, const fast::Ge<F>& P, const typename C::Scalar& k) {
    return fast::ecmult_const<C, F, W>(P, k);
  }, true, point_stride<W>()))) << C::kName << " W = " << W;
  if constexpr (W < C::kGlvBits) ecmult_const_windows<C, F, W + 1>();
}

TEST(FastCtExhaustive, EcmultConstEveryWindowK1_7AndK1_13) {
  ecmult_const_windows<fast::K1_7, fast::Fe, 1>();
  ecmult_const_windows<fast::K1_13, fast::Fe, 1>();
  ecmult_const_windows<fast::K1_13, fast::Fe64, 1>();
}
TEST(FastCtExhaustive, EcmultConstEveryWindowK1_199Fe) { ecmult_const_windows<fast::K1_199, fast::Fe, 1>(); }
TEST(FastCtExhaustive, EcmultConstEveryWindowK1_199Fe64) { ecmult_const_windows<fast::K1_199, fast::Fe64, 1>(); }

/// x(k·P) from x(P) alone, as xn/xd with xd = 1 and with xd = 5 (xn = 5x),
/// every finite P and every k; O reported by the flag.
template <class C, class F>
void xonly_sweep(long stride = 1) {
  const auto& pts = points<C, F>();
  const long n = static_cast<long>(C::Scalar::kN);
  long wrong = 0, cases = 0;
  for (long i = 1; i < n; i += stride) {
    for (long k = 0; k < n; ++k) {
      const auto sk = C::Scalar::from_int(static_cast<std::uint32_t>(k));
      const fast::Ge<F>& want = pts[static_cast<std::size_t>((i * k) % n)];
      const F d = F::from_int(5);
      for (const auto& r : {fast::ecmult_const_xonly<C, F>(pts[static_cast<std::size_t>(i)].x, sk),
                            fast::ecmult_const_xonly<C, F>(normalize(mul(pts[static_cast<std::size_t>(i)].x, d)), d, sk)}) {
        ++cases;
        if (!r.ok() || r->infinity != want.infinity || (!want.infinity && !equal_var(r->x, want.x))) ++wrong;
      }
    }
  }
  EXPECT_GT(cases, 0);
  EXPECT_EQ(wrong, 0) << C::kName;
}

TEST(FastCtExhaustive, EcmultConstXonly) {
  xonly_sweep<fast::K1_7, fast::Fe>();
  xonly_sweep<fast::K1_13, fast::Fe>();
  xonly_sweep<fast::K1_199, fast::Fe>();
  xonly_sweep<fast::K1_199, fast::Fe64>(test::point_stride(199));
}

/// x values that are no point's: the error, not a number.
TEST(FastCtExhaustive, EcmultConstXonlyRejectsXOffTheCurve) {
  using F = fast::Fe;
  int rejected = 0;
  for (std::uint32_t x = 0; x < 64; ++x) {
    const F fx = F::from_int(x);
    const bool on = fast::is_square_var(normalize(add(mul(sqr(fx), fx), F::from_int(fast::K1_13::kB))));
    const auto r = fast::ecmult_const_xonly<fast::K1_13, F>(fx, fast::K1_13::Scalar::from_int(3));
    if (!on) {
      ASSERT_FALSE(r.ok()) << x;
      EXPECT_EQ(r.error(), Error::x_not_on_curve);
      ++rejected;
    }
  }
  EXPECT_GT(rejected, 10);
  const auto z = fast::ecmult_const_xonly<fast::K1_13, F>(F::from_int(1), F::from_int(0), fast::K1_13::Scalar::from_int(3));
  ASSERT_FALSE(z.ok());
  EXPECT_EQ(z.error(), Error::not_invertible);
}

// --- ladders, always-add, signed windows -----------------------------------------

template <class C, class F>
void ladders_and_baselines() {
  using S = typename C::Scalar;
  EXPECT_SWEEP_PASSES((sweep<C, F>([](long, const fast::Ge<F>& P, const S& k) { return fast::mul_coz_ladder<C, F>(P, k); })))
      << C::kName << " co-Z";
  EXPECT_SWEEP_PASSES((sweep<C, F>([](long, const fast::Ge<F>& P, const S& k) { return fast::mul_x_ladder<C, F>(P, k); })))
      << C::kName << " x-only";
  EXPECT_SWEEP_PASSES((sweep<C, F>(
      [](long, const fast::Ge<F>& P, const S& k) { return fast::mul_double_and_add_always<C, F>(P, k); })))
      << C::kName << " always-add";
}

TEST(FastCtExhaustive, LaddersAndAlwaysAdd) {
  ladders_and_baselines<fast::K1_7, fast::Fe>();
  ladders_and_baselines<fast::K1_13, fast::Fe>();
  ladders_and_baselines<fast::K1_199, fast::Fe>();
  ladders_and_baselines<fast::K1_13, fast::Fe64>();
  ladders_and_baselines<fast::K1_199, fast::Fe64>();
}

template <class C, class F, unsigned W>
void signed_windows() {
  EXPECT_SWEEP_PASSES((sweep<C, F>([](long, const fast::Ge<F>& P, const typename C::Scalar& k) {
    return fast::mul_signed_odd_window<C, F, W>(P, k);
  }, true, point_stride<W>()))) << C::kName << " W = " << W;
  if constexpr (W < C::kScalarBits && W < 10) signed_windows<C, F, W + 1>();
}

TEST(FastCtExhaustive, SignedOddWindowEveryWindowK1_7AndK1_13) {
  signed_windows<fast::K1_7, fast::Fe, 1>();
  signed_windows<fast::K1_13, fast::Fe, 1>();
}
TEST(FastCtExhaustive, SignedOddWindowEveryWindowK1_199Fe) { signed_windows<fast::K1_199, fast::Fe, 1>(); }
TEST(FastCtExhaustive, SignedOddWindowEveryWindowK1_199Fe64) { signed_windows<fast::K1_199, fast::Fe64, 1>(); }

// --- the comb: any base, and the blinded generator -------------------------------

struct Shape {
  unsigned blocks, teeth;
};
const std::vector<Shape> kShapes{{1, 1}, {1, 2}, {2, 1}, {2, 2}, {1, 3}, {3, 2}, {2, 3}, {1, 4}, {4, 2}, {2, 5}, {1, 8}, {5, 6}};

template <class C, class F>
void comb_every_base() {
  using S = typename C::Scalar;
  for (const Shape sh : kShapes) {
    std::map<long, fast::MultiCombTable<C>> tables;
    EXPECT_SWEEP_PASSES((sweep<C, F>([&](long i, const fast::Ge<F>& P, const S& k) {
      auto it = tables.find(i);
      if (it == tables.end()) it = tables.emplace(i, fast::multi_comb_precompute_var<C, F>(P, sh.blocks, sh.teeth)).first;
      return fast::mul_multi_comb<C, F>(it->second, k);
    }))) << C::kName << " " << sh.blocks << " x " << sh.teeth;
  }
}

TEST(FastCtExhaustive, CombEveryBaseEveryShape) {
  comb_every_base<fast::K1_7, fast::Fe>();
  comb_every_base<fast::K1_13, fast::Fe>();
  comb_every_base<fast::K1_199, fast::Fe>();
  comb_every_base<fast::K1_199, fast::Fe64>();
}

std::array<std::uint8_t, 32> seed_bytes(std::uint8_t a) {
  std::array<std::uint8_t, 32> s{};
  for (std::size_t i = 0; i < 32; ++i) s[i] = static_cast<std::uint8_t>(a * 37 + i * 11);
  return s;
}

template <class C, class F, unsigned Blocks, unsigned Teeth>
void generator_context() {
  using S = typename C::Scalar;
  fast::EcmultGenContext<C, F, Blocks, Teeth> ctx;  // unblinded
  EXPECT_SWEEP_PASSES((sweep<C, F>([&](long, const fast::Ge<F>&, const S& k) { return ctx.multiply(k); }, false)))
      << C::kName << " unblinded " << Blocks << " x " << Teeth;
  // Every blind the seeds give (b runs through several residues, O among
  // them on k1-7), re-blinding the same context.
  for (std::uint8_t a = 1; a < 12; ++a) {
    ctx.blind(seed_bytes(a));
    EXPECT_SWEEP_PASSES((sweep<C, F>([&](long, const fast::Ge<F>&, const S& k) { return ctx.multiply(k); }, false)))
        << C::kName << " seed " << int{a} << " " << Blocks << " x " << Teeth;
  }
  EXPECT_SWEEP_PASSES((sweep<C, F>([](long, const fast::Ge<F>&, const S& k) { return fast::ecmult_gen<C, F>(k); }, false)))
      << C::kName << " default ecmult_gen";
}

TEST(FastCtExhaustive, EcmultGenBlindedEveryScalar) {
  generator_context<fast::K1_7, fast::Fe, 1, 1>();
  generator_context<fast::K1_7, fast::Fe, 2, 2>();
  generator_context<fast::K1_13, fast::Fe, 1, 4>();
  generator_context<fast::K1_13, fast::Fe64, 3, 3>();
  generator_context<fast::K1_199, fast::Fe, 2, 4>();
  generator_context<fast::K1_199, fast::Fe64, 11, 6>();
  generator_context<fast::K1_199, fast::Fe, fast::kEcmultGenBlocks, fast::kEcmultGenTeeth>();
}

// --- controls: broken twins the sweeps must catch --------------------------------

/// The co-Z ladder of ladders.hpp without its fixups.
template <class C, class F>
fast::Gej<F> coz_ladder_without_fixups(const fast::Ge<F>& P, const typename C::Scalar& k) {
  if (P.infinity) return fast::Gej<F>::at_infinity();
  const fast::Words256 kk = fast::detail::ladder_scalar<C>(k);
  const fast::CoZPair<F> start = fast::dblu_a0_1m5s(P);
  fast::Gej<F> R0 = start.second, R1 = start.first;
  for (unsigned i = C::kScalarBits; i-- > 0;) {
    const bool b = fast::detail::bit_of(kk, i);
    fast::detail::cswap(R0, R1, b);
    const fast::CoZPair<F> s = fast::coz_ladder_step_11m5s(R0, R1);
    R0 = s.first;
    R1 = s.second;
    fast::detail::cswap(R0, R1, b);
  }
  return R0;
}

/// Without its fixups the ladder is wrong somewhere on every small curve,
/// and only on the four scalars ladders.hpp names (not always on all four:
/// the garbage of an exceptional step can happen to be the right point).
template <class C>
void ladder_twin() {
  using F = fast::Fe;
  const Sweep s = sweep<C, F>(
      [](long, const fast::Ge<F>& P, const typename C::Scalar& k) { return coz_ladder_without_fixups<C, F>(P, k); });
  const long n = C::Scalar::kN;
  const std::set<long> named{0, 1, n - 2, n - 1};
  EXPECT_GT(s.wrong, 0) << C::kName;
  for (const long k : s.wrong_k) EXPECT_TRUE(named.count(k) == 1) << C::kName << " k = " << k;
}

TEST(FastCtExhaustive, ControlLadderWithoutFixupsFailsOnlyOnTheNamedScalars) {
  ladder_twin<fast::K1_7>();
  ladder_twin<fast::K1_13>();
  ladder_twin<fast::K1_199>();
}

/// A curve whose split reports the second half's sign wrongly (k1-199: on
/// k1-7 and k1-13 the split's bound exceeds n/2, so k2 is always 0 there and
/// only k1-199 runs the φ half).
struct K1_199BrokenSplit : fast::K1_199 {
  static constexpr fast::GlvHalves split(const Scalar& k) {
    fast::GlvHalves h = fast::K1_199::split(k);
    h.k2_negative = !h.k2_negative;
    return h;
  }
};

/// A signed-window twin whose digit lookup ignores the digit's sign.
template <class C, class F>
fast::Gej<F> signed_window_sign_dropped(const fast::Ge<F>& P, const typename C::Scalar& k) {
  if (P.infinity) return fast::Gej<F>::at_infinity();
  const fast::OddMultiples<F> odd = fast::odd_multiples_var(fast::Gej<F>::from_affine(P), 2);
  const bool even = is_even(k);
  const auto kk = cond_negate(k, even);
  std::array<int, fast::signed_window_digits(C::kScalarBits, 2)> d{};
  if (is_zero(k)) return fast::Gej<F>::at_infinity();
  fast::recode_signed_window(d, kk.words(), C::kScalarBits, 2);
  const std::span<const fast::Ge<F>> t(odd.table);
  const auto entry = [&](int digit) { return fast::lookup_ct(t, static_cast<std::size_t>(((digit < 0 ? -digit : digit) - 1) / 2)); };
  fast::Gej<F> R = fast::Gej<F>::from_affine(entry(d.back()));
  for (std::size_t i = d.size() - 1; i-- > 0;) {
    R = fast::dbl(fast::dbl(R));
    R = fast::madd_unified_a0_7m5s(R, entry(d[i]));
  }
  R.Z = mul(R.Z, odd.z);
  return even ? fast::neg(R) : R;
}

TEST(FastCtExhaustive, ControlsBrokenTwinsAreCaught) {
  using F = fast::Fe;
  using S13 = fast::K1_13::Scalar;
  EXPECT_GT((sweep<K1_199BrokenSplit, F>([](long, const fast::Ge<F>& P, const fast::K1_199::Scalar& k) {
              return fast::ecmult_const<K1_199BrokenSplit, F>(P, k);
            }).wrong),
            0);
  EXPECT_GT((sweep<fast::K1_13, F>([](long, const fast::Ge<F>& P, const S13& k) {
              return signed_window_sign_dropped<fast::K1_13, F>(P, k);
            }).wrong),
            0);
  // The comb with its 2^B − 1 offset lost, and with a start point that is
  // not O: both must be seen.
  std::map<long, fast::MultiCombTable<fast::K1_13>> tables;
  const auto table_of = [&](long i, const fast::Ge<F>& P) -> fast::MultiCombTable<fast::K1_13>& {
    auto it = tables.find(i);
    if (it == tables.end()) it = tables.emplace(i, fast::multi_comb_precompute_var<fast::K1_13, F>(P, 2, 2)).first;
    return it->second;
  };
  EXPECT_GT((sweep<fast::K1_13, F>([&](long i, const fast::Ge<F>& P, const S13& k) {
              fast::MultiCombTable<fast::K1_13> T = table_of(i, P);
              T.offset = S13::from_int(0);
              return fast::mul_multi_comb<fast::K1_13, F>(T, k);
            }).wrong),
            0);
  const fast::Ge<F> G = points<fast::K1_13, F>()[1];
  EXPECT_GT((sweep<fast::K1_13, F>([&](long i, const fast::Ge<F>& P, const S13& k) {
              return fast::mul_multi_comb<fast::K1_13, F>(table_of(i, P), k, fast::Gej<F>::from_affine(G));
            }).wrong),
            0);
}

}  // namespace
}  // namespace tandem

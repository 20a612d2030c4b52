// The co-Z Montgomery ladder and the x-only ladder on every scalar in
// [0, n] times every point of the small curves' groups: k·(i·G) must be
// (k·i)·G. The co-Z ladder's one exceptional scalar, n − 1, is taken apart
// (ref/mult/coz_ladder.hpp explains why), and a control shows it is really
// exceptional: the bare ladder steps give a wrong point there.
#include <gtest/gtest.h>

#include "exhaustive/small_group.hpp"
#include "exhaustive/tiers.hpp"
#include "support.hpp"
#include "tandem/ref/mult/coz_ladder.hpp"
#include "tandem/ref/mult/x_ladder.hpp"
#include "tandem/spec/curves.hpp"

namespace tandem {
namespace {

class LadderSweep : public ::testing::TestWithParam<std::string> {};

TEST_P(LadderSweep, EveryScalarTimesEveryPoint) {
  const test::SmallGroup G(*ref::find_curve(GetParam()));
  const ref::Curve& C = G.curve();
  std::size_t failed = 0;
  for (long i = 0; i < G.order(); ++i) {
    const ref::Point& P = G.at(i);
    for (long k = 0; k <= G.order(); ++k) {
      const ref::Point& want = G.at(k * i);
      const bool coz = ref::affine_equal(ref::to_affine(ref::mul_coz_ladder(k, P, C.eq(), C.n())), want);
      const bool x = ref::affine_equal(ref::to_affine(ref::mul_x_ladder(k, P, C.eq())), want);
      if ((!coz || !x) && ++failed <= 3) ADD_FAILURE() << k << " * " << i << "G: co-Z " << coz << ", x-only " << x;
    }
  }
  EXPECT_EQ(failed, 0U);
}

/// Every small curve, but under the sanitizers, where only groups up to
/// order 13 are swept whole (tiers.hpp), tiny-m3-251 and those (the
/// ladders run the same formulas for every a).
std::vector<std::string> ladder_curves() {
  std::vector<std::string> c;
  for (const spec::CurveSpec& s : spec::small_curves()) {
    const ref::Curve& C = ref::curve(s);
    if (s.name == "tiny-m3-251" || !test::kSanitizedTier || test::every_point(C.n().get_si())) c.emplace_back(s.name);
  }
  return c;
}

INSTANTIATE_TEST_SUITE_P(SmallCurves, LadderSweep, ::testing::ValuesIn(ladder_curves()), test::ParamName{});

TEST(LadderControl, TheCoZLadderStepsBreakAtNMinusOne) {
  // The steps from j = (n − 1)/2 meet R0 = −R1: run them without the
  // guard and the result is not −P.
  const test::SmallGroup G(*ref::find_curve("tiny-gen-263"));
  const ref::Curve& C = G.curve();
  const mpz_class k = C.n() - 1;
  const ref::CoZPair<ref::Fe> start = ref::dblu_1m5s(C.G(), C.eq());
  ref::Jacobian<ref::Fe> R0 = start.second, R1 = start.first;
  for (mp_bitcnt_t i = mpz_sizeinbase(k.get_mpz_t(), 2) - 1; i-- > 0;) {
    const bool bit = mpz_tstbit(k.get_mpz_t(), i) != 0;
    const ref::CoZPair<ref::Fe> s = bit ? ref::coz_ladder_step_11m5s(R1, R0) : ref::coz_ladder_step_11m5s(R0, R1);
    (bit ? R1 : R0) = s.first;
    (bit ? R0 : R1) = s.second;
  }
  EXPECT_FALSE(ref::affine_equal(ref::to_affine(R0), G.at(-1)));
  EXPECT_TRUE(ref::affine_equal(ref::to_affine(ref::mul_coz_ladder(k, C.G(), C.eq(), C.n())), G.at(-1)));
  // n − 2 still goes through the bare steps.
  EXPECT_TRUE(ref::affine_equal(ref::to_affine(ref::mul_coz_ladder(k - 1, C.G(), C.eq(), C.n())), G.at(-2)));
}

}  // namespace
}  // namespace tandem

// The co-Z Montgomery ladder and the x-only ladder agree with double-and-add
// on every curve for the edge scalars (0, 1, 2, 3, (n ± 1)/2, n − 2, n − 1,
// n, n + 1, powers of two, all-ones, sparse and dense ones; audit/edges.hpp),
// and for random ones, below and above n, on test::property_curve_names().
#include <gtest/gtest.h>
#include <rapidcheck.h>

#include "support.hpp"
#include "tandem/audit/edges.hpp"
#include "tandem/ref/mult/coz_ladder.hpp"
#include "tandem/ref/mult/x_ladder.hpp"

namespace tandem {
namespace {

class Ladders : public ::testing::TestWithParam<std::string> {
 protected:
  const ref::Curve& C = *ref::find_curve(GetParam());

  void expect_both(const mpz_class& k, const ref::Point& P) const {
    const ref::Point want = ref::mul(C, k, P);
    EXPECT_TRUE(ref::affine_equal(ref::to_affine(ref::mul_coz_ladder(k, P, C.eq(), C.n())), want))
        << "co-Z ladder, k = " << k.get_str(16);
    EXPECT_TRUE(ref::affine_equal(ref::to_affine(ref::mul_x_ladder(k, P, C.eq())), want))
        << "x-only ladder, k = " << k.get_str(16);
  }
};

TEST_P(Ladders, EdgeScalarsAgreeWithDoubleAndAdd) {
  const ref::Point P = ref::mul_gen(C, 7);
  for (const audit::Edge& e : audit::edge_scalars(C.n())) {
    SCOPED_TRACE(e.label);
    expect_both(e.value, C.G());
    expect_both(e.value, P);
  }
  expect_both(2 * C.n() - 1, P);
  expect_both(0, C.infinity());
  expect_both(5, C.infinity());
}

class LaddersRandom : public Ladders {};

TEST_P(LaddersRandom, RandomScalarsAgreeWithDoubleAndAdd) {
  EXPECT_TRUE(rc::check("ladders = double-and-add", [this] {
    const ref::Point P = test::gen_point(C);
    const mpz_class k = *rc::gen::inRange(0, 4) == 0 ? C.n() + test::gen_scalar(C) : test::gen_scalar(C);
    const ref::Point want = ref::mul(C, k, P);
    RC_ASSERT(ref::affine_equal(ref::to_affine(ref::mul_coz_ladder(k, P, C.eq(), C.n())), want));
    RC_ASSERT(ref::affine_equal(ref::to_affine(ref::mul_x_ladder(k, P, C.eq())), want));
  }));
}

TEST_P(Ladders, NegativeScalarsAreRejected) {
  EXPECT_THROW((void)ref::mul_coz_ladder(-1, C.G(), C.eq(), C.n()), std::invalid_argument);
  EXPECT_THROW((void)ref::mul_x_ladder(-1, C.G(), C.eq()), std::invalid_argument);
}

INSTANTIATE_TEST_SUITE_P(AllCurves, Ladders, ::testing::ValuesIn(test::all_curve_names()), test::ParamName{});
INSTANTIATE_TEST_SUITE_P(Curves, LaddersRandom, ::testing::ValuesIn(test::property_curve_names()), test::ParamName{});

}  // namespace
}  // namespace tandem

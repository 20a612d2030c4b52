// The group axioms as RapidCheck properties, on every curve, for the affine
// law of SEC 1 and the double-and-add built on the Jacobian formulas.
#include <gtest/gtest.h>
#include <rapidcheck.h>

#include "support.hpp"

namespace tandem {
namespace {

class GroupAxioms : public ::testing::TestWithParam<std::string> {
 protected:
  const ref::Curve& C = *ref::find_curve(GetParam());
};

#define TANDEM_PROPERTY(name, ...) EXPECT_TRUE(rc::check(name, __VA_ARGS__))

TEST_P(GroupAxioms, AdditionIsAssociative) {
  TANDEM_PROPERTY("(P + Q) + R = P + (Q + R)", [this] {
    const ref::Point P = test::gen_point(C), Q = test::gen_point(C), R = test::gen_point(C);
    RC_ASSERT(ref::affine_equal(ref::add(C, ref::add(C, P, Q), R), ref::add(C, P, ref::add(C, Q, R))));
  });
}

TEST_P(GroupAxioms, AdditionIsCommutative) {
  TANDEM_PROPERTY("P + Q = Q + P", [this] {
    const ref::Point P = test::gen_point(C), Q = test::gen_point(C);
    RC_ASSERT(ref::affine_equal(ref::add(C, P, Q), ref::add(C, Q, P)));
  });
}

TEST_P(GroupAxioms, InfinityIsTheIdentityAndNegationTheInverse) {
  TANDEM_PROPERTY("P + O = P, P + (-P) = O, -(-P) = P", [this] {
    const ref::Point P = test::gen_point(C);
    RC_ASSERT(ref::affine_equal(ref::add(C, P, C.infinity()), P));
    RC_ASSERT(ref::affine_equal(ref::add(C, C.infinity(), P), P));
    RC_ASSERT(ref::add(C, P, ref::neg(C, P)).infinity);
    RC_ASSERT(ref::affine_equal(ref::neg(C, ref::neg(C, P)), P));
  });
}

TEST_P(GroupAxioms, ResultsStayOnTheCurve) {
  TANDEM_PROPERTY("P + Q and 2P are on the curve", [this] {
    const ref::Point P = test::gen_point(C), Q = test::gen_point(C);
    RC_ASSERT(ref::on_curve(C, ref::add(C, P, Q)));
    RC_ASSERT(ref::on_curve(C, ref::dbl(C, P)));
  });
}

TEST_P(GroupAxioms, OrderAnnihilatesAndScalarsAreLinear) {
  TANDEM_PROPERTY("nP = O, (a+b)P = aP + bP, (ab)P = a(bP)", [this] {
    const ref::Point P = test::gen_point(C);
    const mpz_class a = test::gen_scalar(C), b = test::gen_scalar(C);
    RC_ASSERT(ref::mul(C, C.n(), P).infinity);
    RC_ASSERT(ref::affine_equal(ref::mul(C, a + b, P), ref::add(C, ref::mul(C, a, P), ref::mul(C, b, P))));
    RC_ASSERT(ref::affine_equal(ref::mul(C, a * b, P), ref::mul(C, a, ref::mul(C, b, P))));
    RC_ASSERT(ref::affine_equal(ref::mul(C, -a, P), ref::neg(C, ref::mul(C, a, P))));
  });
}

INSTANTIATE_TEST_SUITE_P(AllCurves, GroupAxioms, ::testing::ValuesIn(test::all_curve_names()),
                         test::ParamName{});

}  // namespace
}  // namespace tandem

// The Jacobian formulas give the affine law's results, on every curve, for
// inputs with random Z (so Z ≠ 1 is exercised) and for the exceptional
// cases (P = Q, P = −Q, O on either side); double-and-add equals repeated
// affine addition.
#include <gtest/gtest.h>
#include <rapidcheck.h>

#include "support.hpp"
#include "tandem/ref/formulas/jacobian_dbl.hpp"
#include "tandem/ref/formulas/jacobian_madd.hpp"

namespace tandem {
namespace {

class Jacobian : public ::testing::TestWithParam<std::string> {
 protected:
  const ref::Curve& C = *ref::find_curve(GetParam());

  ref::Jacobian<ref::Fe> scaled(const ref::Point& P) const {
    if (P.infinity) return ref::Jacobian<ref::Fe>::at_infinity(C.fp().one());
    ref::Fe z = C.fp().from_mpz(test::gen_integer(C.fp().bytes() + 4));
    if (is_zero(z)) z = C.fp().one();
    return {P.x * sqr(z), P.y * sqr(z) * z, z};
  }
};

TEST_P(Jacobian, MixedAdditionEqualsTheAffineLaw) {
  EXPECT_TRUE(rc::check("madd_8m3s(P, Q) = P + Q", [this] {
    const ref::Point P = test::gen_point(C);
    const int shape = *rc::gen::inRange(0, 5);
    // 0: a random Q; 1: Q = P; 2: Q = −P; 3: Q = O; 4: P = O.
    const ref::Point Q = shape == 1   ? P
                         : shape == 2 ? ref::neg(C, P)
                         : shape == 3 ? C.infinity()
                                      : test::gen_point(C);
    const ref::Point L = shape == 4 ? C.infinity() : P;
    const ref::Point R = ref::to_affine(ref::madd_8m3s(scaled(L), Q, C.eq()));
    RC_ASSERT(ref::affine_equal(R, ref::add(C, L, Q)));
  }));
}

TEST_P(Jacobian, DoublingsEqualTheAffineLaw) {
  EXPECT_TRUE(rc::check("dbl(P) = 2P for the family's doubling and the generic one", [this] {
    const ref::Point P = test::gen_point(C);
    const ref::Point want = ref::dbl(C, P);
    RC_ASSERT(ref::affine_equal(ref::to_affine(ref::dbl(scaled(P), C.eq())), want));
    RC_ASSERT(ref::affine_equal(ref::to_affine(ref::dbl_generic_1m8s(scaled(P), C.eq())), want));
    RC_ASSERT(ref::on_curve(scaled(P), C.eq()));
  }));
}

TEST_P(Jacobian, DoubleAndAddEqualsRepeatedAddition) {
  const ref::Point P = ref::mul_gen(C, 5);
  ref::Point acc = C.infinity();
  for (int k = 0; k < 40; ++k) {
    EXPECT_TRUE(ref::affine_equal(ref::mul(C, k, P), acc)) << k;
    acc = ref::add(C, acc, P);
  }
}

INSTANTIATE_TEST_SUITE_P(AllCurves, Jacobian, ::testing::ValuesIn(test::all_curve_names()),
                         test::ParamName{});

}  // namespace
}  // namespace tandem

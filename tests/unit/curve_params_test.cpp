// Every curve's parameters, checked from the numbers alone: p and n prime,
// G on the curve, n·G = O, a non-zero discriminant, the Hasse bound, the
// family of a, and the endomorphism where one is claimed. The small curves'
// group orders are checked too: by counting points on the tiny fields, and
// by N·P = O for random points elsewhere.
#include <gtest/gtest.h>

#include "support.hpp"
#include "tandem/ref/affine.hpp"
#include "tandem/spec/curves.hpp"

namespace tandem {
namespace {

class CurveParams : public ::testing::TestWithParam<std::string> {
 protected:
  const ref::Curve& C = *ref::find_curve(GetParam());
};

bool probably_prime(const mpz_class& v) { return mpz_probab_prime_p(v.get_mpz_t(), 40) > 0; }

TEST_P(CurveParams, ModuliArePrime) {
  EXPECT_TRUE(probably_prime(C.p()));
  EXPECT_TRUE(probably_prime(C.n()));
}

TEST_P(CurveParams, GeneratorIsOnTheCurveAndHasOrderN) {
  EXPECT_TRUE(ref::on_curve(C, C.G()));
  EXPECT_FALSE(C.G().infinity);
  EXPECT_TRUE(ref::mul_gen(C, C.n()).infinity);
  EXPECT_FALSE(ref::mul_gen(C, C.n() - 1).infinity);
}

TEST_P(CurveParams, DiscriminantIsNonZero) {
  const ref::Fe& a = C.eq().a;
  const ref::Fe& b = C.eq().b;
  EXPECT_FALSE(is_zero(mul_small(sqr(a) * a, 4) + mul_small(sqr(b), 27)));
}

TEST_P(CurveParams, GroupOrderIsWithinTheHasseBound) {
  // |p + 1 − h·n| ≤ 2·√p, i.e. (p + 1 − h·n)² ≤ 4p.
  const mpz_class t = C.p() + 1 - C.h() * C.n();
  EXPECT_LE(t * t, 4 * C.p());
}

TEST_P(CurveParams, FamilyOfAMatchesA) {
  switch (C.spec().a_kind) {
    case spec::AKind::zero: EXPECT_TRUE(is_zero(C.eq().a)); break;
    case spec::AKind::minus3: EXPECT_EQ(C.eq().a, C.fp().from_int(-3)); break;
    case spec::AKind::generic:
      EXPECT_FALSE(is_zero(C.eq().a));
      EXPECT_NE(C.eq().a, C.fp().from_int(-3));
      break;
  }
}

TEST_P(CurveParams, EndomorphismActsAsLambda) {
  if (!C.spec().has_endomorphism()) {
    EXPECT_FALSE(C.beta().has_value());
    GTEST_SUCCEED() << "no endomorphism claimed";
    return;
  }
  const ref::Fe& beta = *C.beta();
  const ref::Fe& lambda = *C.lambda();
  EXPECT_TRUE(is_zero(C.eq().a));
  EXPECT_NE(beta, C.fp().one());
  EXPECT_EQ(sqr(beta) * beta, C.fp().one());
  EXPECT_NE(lambda, C.fn().one());
  EXPECT_EQ(sqr(lambda) * lambda, C.fn().one());
  const ref::Point lG = ref::mul_gen(C, lambda.value());
  EXPECT_TRUE(ref::affine_equal(lG, ref::Point{beta * C.G().x, C.G().y, false}));
}

TEST_P(CurveParams, GroupOrderKillsRandomPoints) {
  // #E(F_p) = h·n, so (h·n)·P = O for every P on the curve, not only for
  // the subgroup. A wrong h would leave most random points alive.
  gmp_randclass rng(gmp_randinit_mt);
  rng.seed(7);
  int found = 0;
  for (int i = 0; i < 400 && found < 4; ++i) {
    const ref::Fe x = C.fp().random(rng);
    const auto y = ref::sqrt(sqr(x) * x + C.eq().a * x + C.eq().b);
    if (!y) continue;
    ++found;
    EXPECT_TRUE(ref::mul(C, C.h() * C.n(), ref::Point{x, *y, false}).infinity);
  }
  EXPECT_EQ(found, 4);
}

INSTANTIATE_TEST_SUITE_P(AllCurves, CurveParams, ::testing::ValuesIn(test::all_curve_names()),
                         test::ParamName{});

TEST(SmallCurves, TinyFieldsHaveExactlyHTimesNPoints) {
  for (const spec::CurveSpec& s : spec::small_curves()) {
    const ref::Curve& C = ref::curve(s);
    if (C.p() > 100000) continue;  // the k1 curves: checked by GroupOrderKillsRandomPoints
    mpz_class count = 1;           // O
    for (mpz_class x = 0; x < C.p(); ++x) {
      const ref::Fe fx = C.fp().from_mpz(x);
      count += 1 + ref::legendre(sqr(fx) * fx + C.eq().a * fx + C.eq().b);
    }
    EXPECT_EQ(count, C.h() * C.n()) << s.name;
  }
}

TEST(SmallCurves, EveryFamilyHasAnExhaustiveCurve) {
  bool zero_glv = false, minus3 = false, generic = false, even_tiny = false;
  for (const spec::CurveSpec& s : spec::small_curves()) {
    zero_glv |= s.a_kind == spec::AKind::zero && s.has_endomorphism();
    minus3 |= s.a_kind == spec::AKind::minus3;
    generic |= s.a_kind == spec::AKind::generic;
    // A tiny field whose #E is even: the complete formulas' exception.
    const ref::Curve& C = ref::curve(s);
    even_tiny |= C.p() < 100000 && (C.n() * C.h()) % 2 == 0;
  }
  EXPECT_TRUE(zero_glv && minus3 && generic && even_tiny);
}

TEST(SmallCurves, TheEvenOrderCurveHasOnePointOfOrderTwo) {
  // tiny-m3-2x139: #E = 2·139 with one root of x³ + ax + b, so E(F_p) is
  // cyclic and G + T (T = (x₀, 0)) generates all of it.
  const ref::Curve& C = *ref::find_curve("tiny-m3-2x139");
  std::vector<ref::Point> order_two;
  for (mpz_class x = 0; x < C.p(); ++x) {
    const ref::Fe fx = C.fp().from_mpz(x);
    if (is_zero(sqr(fx) * fx + C.eq().a * fx + C.eq().b)) order_two.push_back(ref::Point{fx, C.fp().zero(), false});
  }
  ASSERT_EQ(order_two.size(), 1U);
  EXPECT_EQ(C.h(), 2);
  const ref::Point T = ref::add(C, C.G(), order_two[0]);
  EXPECT_FALSE(ref::mul(C, C.n(), T).infinity);
  EXPECT_FALSE(ref::mul(C, 2, T).infinity);
  EXPECT_TRUE(ref::mul(C, 2 * C.n(), T).infinity);
}

TEST(CurveLookup, FindsByEveryNameAndRejectsUnknown) {
  EXPECT_EQ(spec::find_curve("prime256v1"), spec::find_curve("P-256"));
  EXPECT_EQ(spec::find_curve("secp256r1"), spec::find_curve("P-256"));
  EXPECT_EQ(spec::find_curve("brainpool256r1"), spec::find_curve("brainpoolP256r1"));
  EXPECT_EQ(spec::find_curve("P-257"), nullptr);
  EXPECT_EQ(ref::find_curve(""), nullptr);
  EXPECT_EQ(spec::standard_curves().size(), 15U);
}

}  // namespace
}  // namespace tandem

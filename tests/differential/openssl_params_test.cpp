// spec/'s numbers for every standard curve equal OpenSSL's named group's:
// a second, independent source for the data (beside the checks from the
// numbers alone in tests/unit/curve_params_test.cpp).
#include <gtest/gtest.h>

#include "tandem/oracles/openssl.hpp"
#include "tandem/ref/curve.hpp"
#include "tandem/spec/curves.hpp"

namespace tandem {
namespace {

TEST(OpenSslParams, StandardCurvesMatchOpenSSLsNamedGroups) {
  for (const spec::CurveSpec& s : spec::standard_curves()) {
    const ref::Curve& C = ref::curve(s);
    const oracles::CurveInts mine{C.p(), C.eq().a.value(), C.eq().b.value(), C.G().x.value(), C.G().y.value(),
                                  C.n(), C.h()};
    const auto g = oracles::OpenSslGroup::make(s.openssl_sn, mine);
    ASSERT_NE(g, nullptr) << s.name;
    ASSERT_TRUE(g->named()) << s.name << ": OpenSSL should know " << s.openssl_sn;
    const auto theirs = g->params();
    ASSERT_TRUE(theirs.has_value()) << s.name;
    EXPECT_EQ(theirs->p, mine.p) << s.name;
    EXPECT_EQ(theirs->a, mine.a) << s.name;
    EXPECT_EQ(theirs->b, mine.b) << s.name;
    EXPECT_EQ(theirs->gx, mine.gx) << s.name;
    EXPECT_EQ(theirs->gy, mine.gy) << s.name;
    EXPECT_EQ(theirs->n, mine.n) << s.name;
    EXPECT_EQ(theirs->h, mine.h) << s.name;
  }
}

TEST(OpenSslParams, SmallCurvesAreAcceptedFromTheirParameters) {
  for (const spec::CurveSpec& s : spec::small_curves()) {
    const ref::Curve& C = ref::curve(s);
    const auto g = oracles::OpenSslGroup::make(
        "", {C.p(), C.eq().a.value(), C.eq().b.value(), C.G().x.value(), C.G().y.value(), C.n(), C.h()});
    ASSERT_NE(g, nullptr) << s.name;
    EXPECT_FALSE(g->named());
    const auto nG = g->mul_generator(C.n());
    ASSERT_TRUE(nG.has_value());
    EXPECT_TRUE(nG->infinity) << s.name;
  }
}

}  // namespace
}  // namespace tandem

// The run-time contract checks (TANDEM_FAST_VERIFY, built on in this test
// whatever the build type): magnitudes are tracked through every operation,
// and a broken contract aborts with a message naming it.
#include <gtest/gtest.h>

#include "fast_support.hpp"
#include "tandem/fast/field_4x64.hpp"

#if !TANDEM_FAST_VERIFY
#error "this test is built with TANDEM_FAST_VERIFY=1 (tests/CMakeLists.txt)"
#endif

namespace tandem {
namespace {

using fast::Fe;

TEST(FastVerify, MagnitudesAreTrackedThroughEveryOperation) {
  const Fe a = test::at_magnitude(5, 3), b = test::at_magnitude(7, 4);
  EXPECT_EQ(a.magnitude(), 3);
  EXPECT_EQ(fast::add(a, b).magnitude(), 7);
  EXPECT_EQ(fast::mul(a, b).magnitude(), 1);
  EXPECT_FALSE(fast::mul(a, b).normalized());
  EXPECT_EQ(fast::negate(a, 3).magnitude(), 4);
  EXPECT_EQ(fast::mul_int(a, 5).magnitude(), 15);
  EXPECT_EQ(fast::half(b).magnitude(), 3);
  EXPECT_EQ(fast::normalize_weak(b).magnitude(), 1);
  EXPECT_TRUE(fast::normalize(b).normalized());
  EXPECT_TRUE(fast::normalize_var(b).normalized());
  Fe r = fast::normalize(a);
  fast::cmov(r, b, false);
  EXPECT_EQ(r.magnitude(), 4) << "cmov tracks the larger magnitude whichever is taken";
  EXPECT_FALSE(r.normalized());
}

using FastVerifyDeathTest = ::testing::Test;

TEST(FastVerifyDeathTest, MulAboveMagnitude8Aborts) {
  const Fe a = test::at_magnitude(5, 9), one = Fe::from_int(1);
  EXPECT_DEATH((void)fast::mul(a, one), "mul: first input's magnitude above 8");
  EXPECT_DEATH((void)fast::sqr(a), "sqr: input's magnitude above 8");
}

TEST(FastVerifyDeathTest, AddPast32Aborts) {
  const Fe a = test::at_magnitude(5, 20), b = test::at_magnitude(5, 13);
  EXPECT_DEATH((void)fast::add(a, b), "add: the sum's magnitude exceeds 32");
  EXPECT_DEATH((void)fast::mul_int(a, 2), "mul_int: the product's magnitude exceeds 32");
}

TEST(FastVerifyDeathTest, NegateWithTooSmallABoundAborts) {
  const Fe a = test::at_magnitude(5, 4);
  EXPECT_DEATH((void)fast::negate(a, 3), "negate: input's magnitude above m");
}

TEST(FastVerifyDeathTest, NormalizedOnlyOperationsAbortOnOtherInput) {
  const Fe a = fast::add(Fe::from_int(1), Fe::from_int(2));
  EXPECT_DEATH((void)a.get_b32(), "get_b32 needs a normalized element");
  EXPECT_DEATH((void)fast::is_zero(a), "is_zero needs a normalized element");
  EXPECT_DEATH((void)fast::cmp_var(a, a), "cmp_var needs normalized elements");
}

TEST(FastVerifyDeathTest, LimbsBeyondTheirMagnitudeAbort) {
  Fe::Limbs n{};
  n[2] = fast::fe_contract::limb_bound(2, 2) + 1;
  EXPECT_DEATH((void)Fe::from_limbs(n, 2, false), "limbs exceed the element's magnitude");
  // A "normalized" element whose value is p is not normalized.
  EXPECT_DEATH((void)Fe::from_limbs(test::limbs_of(test::p()), 1, true), "limbs exceed the element's magnitude");
}

// Fe64 has no magnitudes to track (every value is below 2^256); what the
// verify mode tracks is whether an element is normalized (below p, from
// normalize or a checked constructor), and it checks the preconditions.
TEST(FastVerify, Fe64TracksNormalization) {
  using fast::Fe64;
  const Fe64 a = Fe64::from_int(3), b = Fe64::from_words_mod({~0ULL, ~0ULL, ~0ULL, ~0ULL});
  EXPECT_TRUE(a.normalized());
  EXPECT_FALSE(b.normalized());
  EXPECT_FALSE(fast::mul(a, a).normalized());
  EXPECT_FALSE(fast::add(a, a).normalized());
  EXPECT_TRUE(fast::normalize(b).normalized());
  EXPECT_TRUE(fast::normalize_var(b).normalized());
  Fe64 r = a;
  fast::cmov(r, b, false);
  EXPECT_FALSE(r.normalized()) << "cmov keeps the flag only if both were normalized, whichever is taken";
}

TEST(FastVerifyDeathTest, Fe64NormalizedOnlyOperationsAbortOnOtherInput) {
  using fast::Fe64;
  const Fe64 a = fast::add(Fe64::from_int(1), Fe64::from_int(2));
  EXPECT_DEATH((void)a.get_b32(), "get_b32 needs a normalized element");
  EXPECT_DEATH((void)a.to_words(), "to_words needs a normalized element");
  EXPECT_DEATH((void)fast::is_zero(a), "is_zero needs a normalized element");
  EXPECT_DEATH((void)fast::is_odd(a), "is_odd needs a normalized element");
  EXPECT_DEATH((void)fast::cmp_var(a, a), "cmp_var needs normalized elements");
}

TEST(FastVerifyDeathTest, Fe64ArgumentsOutOfRangeAbort) {
  using fast::Fe64;
  const Fe64 a = Fe64::from_int(5);
  EXPECT_DEATH((void)fast::negate(a, 32), "negate: m outside \\[0, 31\\]");
  EXPECT_DEATH((void)fast::negate(a, -1), "negate: m outside \\[0, 31\\]");
  EXPECT_DEATH((void)fast::mul_int(a, -3), "mul_int: negative factor");
  const fast::Words256 p = fast::secp256k1::kP;
  EXPECT_DEATH((void)Fe64::from_words_below_p(p), "from_words_below_p: the value is not below p");
}

}  // namespace
}  // namespace tandem

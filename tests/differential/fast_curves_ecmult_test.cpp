// fast/'s scalar multiplications on every standard curve other than
// secp256k1 (ecmult/prime_ecmult.hpp) against OpenSSL's EC_POINT_mul and
// ref/'s strategies: mul_ct (signed odd windows, the ECDH path), mul_gen_ct
// (the fixed-base windows, keys and signing), mul2_var and mul_var (Strauss
// over NAFs, verification), on the edge scalars (0, 1, 2, n − 1, n − 2,
// (n ± 1)/2, powers of two) and seeded random ones, against bases that are
// G and other points of the group; and the group law of the curve's family
// on sums that meet the exceptional cases of incomplete formulas (P + P,
// P + (−P), O on either side).
#include <gtest/gtest.h>

#include "fast_curves_support.hpp"
#include "tandem/fast/ecmult/prime_ecmult.hpp"
#include "tandem/fast/prime_instances.hpp"
#include "tandem/ref/group.hpp"

namespace tandem::fast_curves_test {
namespace {

template <class C>
class FastCurvesEcmult : public ::testing::Test {};
TYPED_TEST_SUITE(FastCurvesEcmult, CurveTypes, CurveName);

TYPED_TEST(FastCurvesEcmult, GeneratorAndConstantsFromSpec) {
  using C = TypeParam;
  const Curve<C> f;
  ASSERT_TRUE(C::on_curve_var(C::generator()));
  EXPECT_EQ(f.ints(C::generator()), f.G());
  EXPECT_EQ(value_of(C::a().to_words()), f.R.eq().a.value());
  EXPECT_EQ(value_of(C::b().to_words()), f.R.eq().b.value());
  EXPECT_EQ(value_of(C::Scalar::modulus()), f.R.n());
  EXPECT_EQ(value_of(C::Field::modulus()), f.R.p());
}

TYPED_TEST(FastCurvesEcmult, MultiplicationsAgainstOpenSslAndRef) {
  using C = TypeParam;
  const Curve<C> f;
  ASSERT_NE(f.ossl, nullptr) << C::kName;
  const std::vector<mpz_class> ks = f.scalars(8, 20261202);
  std::size_t i = 0;
  for (const mpz_class& k : ks) {
    const mpz_class k2 = ks[(i++ * 7 + 3) % ks.size()];
    const mpz_class k3 = ks[(i * 5 + 1) % ks.size()];
    const oracles::IntPoint Pi = k2 == 0 ? f.G() : *f.ossl->mul_generator(k2);  // a point other than G
    const typename C::Point P = f.point(Pi);
    const auto s = f.scalar(k);
    const oracles::IntPoint kP = *f.ossl->mul(k, Pi);
    const oracles::IntPoint kG = *f.ossl->mul_generator(k);
    EXPECT_EQ(f.ints(fast::mul_ct<C>(P, s)), kP) << "mul_ct, k = " << k;
    EXPECT_EQ(f.ints(fast::mul_gen_ct<C>(s)), kG) << "mul_gen_ct, k = " << k;
    EXPECT_EQ(f.ints(fast::mul_var<C>(P, s)), kP) << "mul_var, k = " << k;
    // u1·G + u2·P, the verifier's sum, against ref's.
    const ref::Point want = ref::add(f.R, ref::mul_gen(f.R, k3), ref::mul(f.R, k, ref::Point{f.R.fp().from_mpz(Pi.x), f.R.fp().from_mpz(Pi.y), false}));
    EXPECT_EQ(f.ints(fast::mul2_var<C>(f.scalar(k3), s, P)), f.ints(want)) << "mul2_var, u1 = " << k3 << ", u2 = " << k;
  }
}

// mul2_var's Jacobian sums meet P = Q and P = −Q when Q = ±G and the two
// wNAFs put a digit at the same position (the mixed addition's exceptional
// cases, caught before the a = 0 doubling of madd_8m3s_var on the other
// families), and the sum O when u1 + u2 ≡ 0.
TYPED_TEST(FastCurvesEcmult, Mul2VarOnEqualAndOppositeSums) {
  using C = TypeParam;
  const Curve<C> f;
  const mpz_class& n = f.R.n();
  const typename C::Point G = C::generator();
  const std::vector<mpz_class> us{1, 3, 5, 7, 2, 6, 255, n - 1, n - 3, n - 255, (n + 1) / 2};
  for (const mpz_class& u1 : us) {
    for (const mpz_class& u2 : us) {
      EXPECT_EQ(f.ints(fast::mul2_var<C>(f.scalar(u1), f.scalar(u2), G)), f.ints(ref::mul_gen(f.R, (u1 + u2) % n)))
          << "Q = G, u1 = " << u1 << ", u2 = " << u2;
      EXPECT_EQ(f.ints(fast::mul2_var<C>(f.scalar(u1), f.scalar(u2), fast::neg(G))),
                f.ints(ref::mul_gen(f.R, ((u1 - u2) % n + n) % n)))
          << "Q = −G, u1 = " << u1 << ", u2 = " << u2;
    }
  }
}

TYPED_TEST(FastCurvesEcmult, EveryWindowWidthOfMulCt) {
  using C = TypeParam;
  const Curve<C> f;
  const typename C::Point P = f.point(*f.ossl->mul_generator(12345));
  for (const mpz_class& k : f.scalars(2, 7)) {
    const oracles::IntPoint want = *f.ossl->mul(k * 12345 % f.R.n(), f.G());
    const auto s = f.scalar(k);
    EXPECT_EQ(f.ints(fast::mul_ct<C, 2>(P, s)), want) << k;
    EXPECT_EQ(f.ints(fast::mul_ct<C, 3>(P, s)), want) << k;
    EXPECT_EQ(f.ints(fast::mul_ct<C, 4>(P, s)), want) << k;
    EXPECT_EQ(f.ints(fast::mul_ct<C, 6>(P, s)), want) << k;
    EXPECT_EQ(f.ints(fast::mul_gen_ct<C, 4>(s)), *f.ossl->mul_generator(k)) << k;
  }
}

TYPED_TEST(FastCurvesEcmult, CompleteLawOnTheIncompleteFormulasExceptions) {
  using C = TypeParam;
  using Proj = typename C::Proj;
  const Curve<C> f;
  const oracles::IntPoint Pi = *f.ossl->mul_generator(77);
  const typename C::Point P = f.point(Pi);
  const Proj PP = Proj::from_affine(P);
  const Proj O = Proj::at_infinity();
  EXPECT_EQ(f.ints(C::add_proj(PP, PP)), *f.ossl->dbl(Pi));
  EXPECT_EQ(f.ints(C::dbl_proj(PP)), *f.ossl->dbl(Pi));
  EXPECT_EQ(f.ints(C::madd_proj(PP, P)), *f.ossl->dbl(Pi));
  EXPECT_TRUE(f.ints(C::add_proj(PP, Proj::from_affine(fast::neg(P)))).infinity);
  EXPECT_TRUE(f.ints(C::madd_proj(PP, fast::neg(P))).infinity);
  EXPECT_EQ(f.ints(C::add_proj(O, PP)), Pi);
  EXPECT_EQ(f.ints(C::add_proj(PP, O)), Pi);
  EXPECT_EQ(f.ints(C::madd_proj(O, P)), Pi);
  EXPECT_TRUE(f.ints(C::dbl_proj(O)).infinity);
  EXPECT_TRUE(f.ints(C::add_proj(O, O)).infinity);
}

}  // namespace
}  // namespace tandem::fast_curves_test

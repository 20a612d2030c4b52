// The GLV forms of fast/'s strategies on the curves with the endomorphism
// (ecmult/prime_glv.hpp, ecmult/prime_ecmult.hpp): secp192k1, secp224k1,
// and secp256k1 through PrimeCurve as a cross-check against fast/'s own
// secp256k1 split (glv_split.hpp).
//   - The constants: the lattice basis equals ref's glv_basis, the rounding
//     constants equal ⌊2^S·m/n⌉ computed by GMP, the bounds are the
//     rounding argument's, and λ·G = (β·x, y) by a multiplication that does
//     not use the endomorphism.
//   - The split: k1 + k2·λ ≡ k (mod n) and |k1|, |k2| within the bounds on
//     edge scalars (0, 1, n − 1, λ, n − λ, halves zero, the corners of the
//     fundamental parallelogram where the halves come nearest their bound)
//     and thousands of random ones; the same halves as ref's glv_split on
//     random scalars.
//   - The strategies: mul_ct at every window, mul_var and mul2_var against
//     ref's mul_glv_wnaf_var, its Strauss double multiplication and its
//     double-and-add, on those scalars and on bases that make the four
//     tables of mul2_var coincide (Q = ±G, Q = φ(G)).
#include <gtest/gtest.h>

#include "fast_curves_support.hpp"
#include "tandem/fast/ecmult/prime_ecmult.hpp"
#include "tandem/fast/ecmult/prime_glv.hpp"
#include "tandem/fast/glv_split.hpp"
#include "tandem/ref/group.hpp"
#include "tandem/ref/mult/glv.hpp"
#include "tandem/ref/mult/group_ops.hpp"
#include "tandem/ref/mult/recoding/glv_split.hpp"
#include "tandem/ref/mult/strauss.hpp"

namespace tandem::fast_curves_test {
namespace {

using Secp256k1Prime = fast::PrimeCurve<fast::Secp256k1Tag>;
using GlvCurveTypes = ::testing::Types<fast::Secp192k1, fast::Secp224k1, Secp256k1Prime>;

template <class C>
class FastCurvesGlv : public ::testing::Test {};
TYPED_TEST_SUITE(FastCurvesGlv, GlvCurveTypes, CurveName);

template <std::size_t K>
mpz_class signed_value(const fast::glv_int::SInt<K>& x) {
  const mpz_class v = value_of(x.mag);
  return x.neg ? mpz_class(-v) : v;
}

template <class C>
struct GlvFixture {
  using Glv = fast::PrimeGlv<C>;
  Curve<C> f;
  const ref::RefGroup& g = ref::ref_group(f.R);
  const mpz_class& n = f.R.n();
  const mpz_class lambda = g.lambda();

  [[nodiscard]] mpz_class mod_n(const mpz_class& x) const {
    mpz_class r;
    mpz_mod(r.get_mpz_t(), x.get_mpz_t(), n.get_mpz_t());
    return r;
  }
  /// A half as a signed integer, from its residue mod n (|half| < n/2).
  [[nodiscard]] mpz_class centered(const typename C::Scalar& s) const {
    const mpz_class v = value_of(s.to_words());
    return v > n / 2 ? mpz_class(v - n) : v;
  }

  /// The edge scalars of the split: the support's, λ and its neighbours,
  /// halves that are zero, and the corners ±v1/2 ± v2/2 of the fundamental
  /// parallelogram (and their neighbours), where |k1| and |k2| come nearest
  /// their bounds.
  [[nodiscard]] std::vector<mpz_class> edge_scalars() const {
    std::vector<mpz_class> ks = f.scalars(0, 0);
    for (const mpz_class& k : {lambda, mpz_class(n - lambda), mpz_class(lambda + 1), mpz_class(lambda - 1),
                               mpz_class(2 * lambda), mpz_class(n - 1 - lambda)}) {
      ks.push_back(mod_n(k));
    }
    const auto B = g.lattice_basis();
    const mpz_class small = mpz_class(1) << (Glv::kHalfBits / 2);
    ks.push_back(small + 5);                      // k2 = 0
    ks.push_back(mod_n(small * lambda));          // k1 = 0
    ks.push_back(mod_n(-(small + 3) * lambda));   // k1 = 0, k2 < 0
    for (int s1 : {-1, 1}) {
      for (int s2 : {-1, 1}) {
        for (int d = -2; d <= 2; ++d) {
          const mpz_class k1 = ref::round_div(s1 * B.a1 + s2 * B.a2, 2) + d;
          const mpz_class k2 = ref::round_div(s1 * B.b1 + s2 * B.b2, 2) - d;
          ks.push_back(mod_n(k1 + k2 * lambda));
        }
      }
    }
    return ks;
  }
  [[nodiscard]] std::vector<mpz_class> random_scalars(int count, unsigned long seed) const {
    gmp_randclass rng(gmp_randinit_mt);
    rng.seed(seed);
    std::vector<mpz_class> ks;
    for (int i = 0; i < count; ++i) ks.push_back(rng.get_z_range(n));
    return ks;
  }
  [[nodiscard]] ref::Point ref_point(const typename C::Point& P) const {
    return {f.R.fp().from_mpz(value_of(P.x.to_words())), f.R.fp().from_mpz(value_of(P.y.to_words())), false};
  }
};

TYPED_TEST(FastCurvesGlv, BasisConstantsAndBoundsAreDerivedAsRefDerivesThem) {
  using C = TypeParam;
  using Glv = fast::PrimeGlv<C>;
  const GlvFixture<C> x;
  const ref::LatticeBasis want = ref::glv_basis(x.n, x.lambda);
  EXPECT_EQ(want, x.g.lattice_basis());
  EXPECT_EQ(signed_value(Glv::kBasis.a1), want.a1);
  EXPECT_EQ(signed_value(Glv::kBasis.b1), want.b1);
  EXPECT_EQ(signed_value(Glv::kBasis.a2), want.a2);
  EXPECT_EQ(signed_value(Glv::kBasis.b2), want.b2);
  const mpz_class det = ref::lattice_determinant(want);
  ASSERT_EQ(abs(det), x.n);
  const int sigma = det > 0 ? 1 : -1;
  // g_i = ⌊2^S·|m_i|/n⌉ with m1 = σ·b2, m2 = −σ·b1, and their signs.
  const mpz_class m1 = sigma * want.b2, m2 = -sigma * want.b1;
  EXPECT_EQ(value_of(Glv::kG1), ref::round_div(abs(m1) << Glv::kShift, x.n));
  EXPECT_EQ(value_of(Glv::kG2), ref::round_div(abs(m2) << Glv::kShift, x.n));
  EXPECT_EQ(Glv::kM1.neg, m1 < 0);
  EXPECT_EQ(Glv::kM2.neg, m2 < 0);
  // The bounds: ⌊A/2⌋ (ref's glv_bound) plus ⌊A·ε⌋ + 1 for the rounding
  // constants' error, ε = 2^(bits(n) − S − 1).
  const ref::GlvBound b = ref::glv_bound(want);
  const std::size_t eps_shift = Glv::kShift + 1 - mpz_sizeinbase(x.n.get_mpz_t(), 2);
  const mpz_class A1 = abs(want.a1) + abs(want.a2), A2 = abs(want.b1) + abs(want.b2);
  EXPECT_EQ(A1 / 2, b.k1_max);
  EXPECT_EQ(A2 / 2, b.k2_max);
  EXPECT_EQ(value_of(Glv::kK1Max), b.k1_max + (A1 >> eps_shift) + 1);
  EXPECT_EQ(value_of(Glv::kK2Max), b.k2_max + (A2 >> eps_shift) + 1);
  EXPECT_LT(value_of(Glv::kK1Max), b.k1_max + (b.k1_max >> 60));  // ε costs nothing in bits
  EXPECT_EQ(Glv::kHalfBits, std::max(mpz_sizeinbase(value_of(Glv::kK1Max).get_mpz_t(), 2),
                                     mpz_sizeinbase(value_of(Glv::kK2Max).get_mpz_t(), 2)));
}

TYPED_TEST(FastCurvesGlv, LambdaTimesGIsBetaTimesX) {
  using C = TypeParam;
  const GlvFixture<C> x;
  // mul_gen_ct has no GLV form: the check does not lean on what it checks.
  const typename C::Point lg = fast::to_affine_var(fast::mul_gen_ct<C>(x.f.scalar(x.lambda)));
  const typename C::Point phi = C::endo(C::generator());
  EXPECT_EQ(x.f.ints(lg), x.f.ints(phi));
  EXPECT_EQ(x.f.ints(phi), x.f.ints(ref::mul(x.f.R, x.lambda, x.f.R.G())));
  EXPECT_EQ(value_of(C::beta().to_words()), x.f.R.beta()->value());
}

TYPED_TEST(FastCurvesGlv, SplitIdentityAndBoundOnEdgeAndRandomScalars) {
  using C = TypeParam;
  using Glv = fast::PrimeGlv<C>;
  const GlvFixture<C> x;
  const mpz_class k1max = value_of(Glv::kK1Max), k2max = value_of(Glv::kK2Max);
  std::vector<mpz_class> ks = x.edge_scalars();
  const std::size_t edges = ks.size();
  for (const mpz_class& k : x.random_scalars(4000, 16)) ks.push_back(k);
  mpz_class seen1 = 0, seen2 = 0;
  std::size_t differ_from_ref = 0;
  for (std::size_t i = 0; i < ks.size(); ++i) {
    const mpz_class& k = ks[i];
    const auto s = Glv::split_scalars(x.f.scalar(k));
    const mpz_class k1 = x.centered(s.k1), k2 = x.centered(s.k2);
    ASSERT_EQ(x.mod_n(k1 + k2 * x.lambda), k) << "k1 + k2·λ ≢ k for k = " << k;
    ASSERT_LE(abs(k1), k1max) << "k = " << k;
    ASSERT_LE(abs(k2), k2max) << "k = " << k;
    seen1 = std::max(seen1, mpz_class(abs(k1)));
    seen2 = std::max(seen2, mpz_class(abs(k2)));
    const typename Glv::Halves h = Glv::split(x.f.scalar(k));
    ASSERT_EQ(h.k1_negative ? mpz_class(-value_of(h.k1_abs)) : value_of(h.k1_abs), k1) << k;
    ASSERT_EQ(h.k2_negative ? mpz_class(-value_of(h.k2_abs)) : value_of(h.k2_abs), k2) << k;
    if (i >= edges) {  // random: the exact quotient is never within 2^−65 of a half
      const ref::GlvHalves r = ref::glv_split(k, x.n, x.g.lattice_basis());
      differ_from_ref += (r.k1 != k1 || r.k2 != k2) ? 1 : 0;
    }
  }
  EXPECT_EQ(differ_from_ref, 0U);
  // The corners bring the halves near their bounds: within a few units of
  // ⌊(|a1| + |a2|)/2⌋ for the larger of the two.
  const ref::GlvBound b = ref::glv_bound(x.g.lattice_basis());
  EXPECT_GE(std::max(mpz_class(seen1 - b.k1_max), mpz_class(seen2 - b.k2_max)), -4) << "|k1| ≤ " << seen1 << ", |k2| ≤ " << seen2;
}

TYPED_TEST(FastCurvesGlv, StrategiesAgainstRefGlvAndPlain) {
  using C = TypeParam;
  const GlvFixture<C> x;
  std::vector<mpz_class> ks = x.edge_scalars();
  for (const mpz_class& k : x.random_scalars(12, 20261202)) ks.push_back(k);
  const typename C::Point P = fast::to_affine_var(fast::mul_gen_ct<C>(x.f.scalar(987654321)));
  const ref::Point RP = x.ref_point(P);
  for (std::size_t i = 0; i < ks.size(); ++i) {
    const mpz_class& k = ks[i];
    const mpz_class& u = ks[(i * 7 + 3) % ks.size()];
    const auto s = x.f.scalar(k);
    const oracles::IntPoint want = x.f.ints(x.g.to_affine(ref::mul_glv_wnaf_var(x.g, k, RP, 5)));
    ASSERT_EQ(want, x.f.ints(ref::mul(x.f.R, k, RP))) << "ref's GLV against its double-and-add, k = " << k;
    EXPECT_EQ(x.f.ints(fast::mul_ct<C>(P, s)), want) << "mul_ct, k = " << k;
    EXPECT_EQ(x.f.ints(fast::mul_ct<C, 2>(P, s)), want) << "mul_ct<2>, k = " << k;
    EXPECT_EQ(x.f.ints(fast::mul_ct<C, 4>(P, s)), want) << "mul_ct<4>, k = " << k;
    EXPECT_EQ(x.f.ints(fast::mul_ct<C, 7>(P, s)), want) << "mul_ct<7>, k = " << k;
    EXPECT_EQ(x.f.ints(fast::mul_var<C>(P, s)), want) << "mul_var, k = " << k;
    const ref::Point sum = x.g.to_affine(ref::dmul_strauss_wnaf_var(x.g, u, x.f.R.G(), k, RP, 5));
    EXPECT_EQ(x.f.ints(fast::mul2_var<C>(x.f.scalar(u), s, P)), x.f.ints(sum)) << "mul2_var, u1 = " << u << ", u2 = " << k;
  }
}

TYPED_TEST(FastCurvesGlv, Mul2VarWhereTheFourTablesCoincide) {
  using C = TypeParam;
  const GlvFixture<C> x;
  const typename C::Point G = C::generator();
  const typename C::Point bases[] = {G, fast::neg(G), C::endo(G)};
  const mpz_class mults[] = {1, x.n - 1, x.lambda};
  std::vector<mpz_class> ks{0, 1, 3, 5, 2, x.n - 1, x.n - 3, x.lambda, x.n - x.lambda, x.mod_n(x.lambda + 1)};
  for (const mpz_class& k : x.random_scalars(3, 5)) ks.push_back(k);
  for (std::size_t b = 0; b < 3; ++b) {
    for (const mpz_class& u1 : ks) {
      for (const mpz_class& u2 : ks) {
        const mpz_class total = x.mod_n(u1 + u2 * mults[b]);
        EXPECT_EQ(x.f.ints(fast::mul2_var<C>(x.f.scalar(u1), x.f.scalar(u2), bases[b])), x.f.ints(ref::mul_gen(x.f.R, total)))
            << "base " << b << ", u1 = " << u1 << ", u2 = " << u2;
      }
    }
  }
}

// fast/'s own secp256k1 split (glv_split.hpp, constants typed and checked
// by tests/unit/glv_test.cpp, S = 384) and the derived one (S = 320) give
// the same halves on random scalars.
TEST(FastCurvesGlvSecp256k1, DerivedSplitMatchesTheTypedOne) {
  using Glv = fast::PrimeGlv<Secp256k1Prime>;
  const GlvFixture<Secp256k1Prime> x;
  for (const mpz_class& k : x.random_scalars(500, 77)) {
    const fast::GlvHalves want = fast::split_lambda_halves(fast::Scalar::from_words(words_of<4>(k)));
    const Glv::Halves got = Glv::split(x.f.scalar(k));
    ASSERT_EQ(got.k1_abs, want.k1_abs) << k;
    ASSERT_EQ(got.k2_abs, want.k2_abs) << k;
    ASSERT_EQ(got.k1_negative, want.k1_negative) << k;
    ASSERT_EQ(got.k2_negative, want.k2_negative) << k;
  }
}

}  // namespace
}  // namespace tandem::fast_curves_test

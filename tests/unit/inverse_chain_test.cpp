// The addition chains of ref/inverse/, proven on the exponent field: each
// computes exactly the power it claims (p − 2 for an inverse, (p + 1)/4 for
// a root), for every a at once; a chain with one slip computes another
// power and is caught. And the square roots, against GMP's Jacobi symbol,
// on every element of the tiny fields and at random on the large ones.
#include <gtest/gtest.h>

#include "support.hpp"
#include "tandem/proofs/counting_field.hpp"
#include "tandem/proofs/exponent_field.hpp"
#include "tandem/ref/inverse/fermat.hpp"
#include "tandem/ref/inverse/fermat_secp256k1.hpp"
#include "tandem/ref/inverse/sqrt_chains.hpp"
#include "tandem/ref/inverse/tonelli_shanks.hpp"

namespace tandem {
namespace {

using proofs::Exponent;

mpz_class ones(unsigned k) {
  mpz_class r;
  mpz_ui_pow_ui(r.get_mpz_t(), 2, k);
  return r - 1;
}

TEST(ChainExponent, Secp256k1RunsAreRunsOfOnes) {
  const ref::Secp256k1Runs<Exponent> r = ref::secp256k1_runs(Exponent::base());
  EXPECT_EQ(r.x1.e(), ones(1));
  EXPECT_EQ(r.x2.e(), ones(2));
  EXPECT_EQ(r.x3.e(), ones(3));
  EXPECT_EQ(r.x22.e(), ones(22));
  EXPECT_EQ(r.x223.e(), ones(223));
}

TEST(ChainExponent, Secp256k1InverseChainIsPMinus2AndSqrtChainIsPPlus1Over4) {
  const mpz_class& p = ref::secp256k1_p();
  EXPECT_EQ(ref::inverse_fermat_secp256k1_chain(Exponent::base()).e(), p - 2);
  EXPECT_EQ(ref::sqrt_secp256k1_chain(Exponent::base()).e(), (p + 1) / 4);
  // p is what it is said to be: 2^256 − 2^32 − 977.
  mpz_class expected;
  mpz_ui_pow_ui(expected.get_mpz_t(), 2, 256);
  expected -= ones(32) + 1 + 977;
  EXPECT_EQ(p, expected);
}

TEST(ChainExponent, ASlipInTheTailIsCaught) {
  // The inverse chain's tail with one squaring fewer before the last block:
  // the exponent field sees another power (so does every a).
  const ref::Secp256k1Runs<Exponent> r = ref::secp256k1_runs(Exponent::base());
  Exponent t = ref::sqr_n(r.x223, 23) * r.x22;
  t = ref::sqr_n(t, 5) * r.x1;
  t = ref::sqr_n(t, 3) * r.x2;
  const Exponent slipped = ref::sqr_n(t, 1) * r.x1;
  EXPECT_NE(slipped.e(), ref::secp256k1_p() - 2);
  EXPECT_EQ((ref::sqr_n(t, 2) * r.x1).e(), ref::secp256k1_p() - 2);
}

TEST(ChainExponent, WindowChainComputesItsExponentForEveryWidth) {
  gmp_randclass rng(gmp_randinit_mt);
  rng.seed(14);
  std::vector<mpz_class> exponents{0, 1, 2, 3, 5, 6, 7, 8, 255, 256, 257, ones(64), ones(64) + 2};
  for (const ref::Curve* C : ref::all_curves()) {
    exponents.push_back(C->p() - 2);
    exponents.push_back((C->p() + 1) / 4);
    exponents.push_back(C->n() - 2);
  }
  for (int i = 0; i < 20; ++i) exponents.push_back(rng.get_z_bits(300));
  for (const mpz_class& e : exponents) {
    for (unsigned w = 1; w <= ref::kMaxWindow; ++w) {
      EXPECT_EQ(ref::pow_window(Exponent::base(), e, w).e(), e) << e.get_str(16) << " w = " << w;
    }
  }
  EXPECT_THROW((void)ref::pow_window(Exponent::base(), -1, 4), std::invalid_argument);
}

TEST(ChainCount, Secp256k1ChainsCostWhatLibsecp256k1States) {
  {
    proofs::CountScope scope;
    (void)ref::inverse_fermat_secp256k1_chain(proofs::Cnt{});
    EXPECT_EQ(scope.counts().S, 255);
    EXPECT_EQ(scope.counts().M, 15);
  }
  {
    proofs::CountScope scope;
    (void)ref::sqrt_secp256k1_chain(proofs::Cnt{});
    EXPECT_EQ(scope.counts().S, 253);
    EXPECT_EQ(scope.counts().M, 13);
  }
  {
    // Square-and-multiply on the same exponent: (ℓ − 1)S + (wt − 1)M.
    proofs::CountScope scope;
    (void)ref::pow_window(proofs::Cnt{}, ref::secp256k1_p() - 2, 1);
    EXPECT_EQ(scope.counts().S, 255);
    EXPECT_EQ(scope.counts().M, 248);
  }
}

TEST(SquareRoots, EveryElementOfTheTinyFields) {
  // 251, 263 ≡ 3 (mod 4); 257 = 2^8 + 1 (Tonelli–Shanks at s = 8); 13 ≡ 5
  // (mod 8); 17, 41, 97 ≡ 1 (mod 8).
  for (long p : {3L, 7L, 251L, 263L, 13L, 17L, 41L, 97L, 257L}) {
    const ref::PrimeField F(p);
    int roots = 0;
    for (long v = 0; v < p; ++v) {
      const ref::Fe a = F.from_int(v);
      const mpz_class V = v, P = p;
      const int chi = mpz_jacobi(V.get_mpz_t(), P.get_mpz_t());
      std::vector<Result<ref::Fe>> results{ref::sqrt_tonelli_shanks_var(a)};
      if (p % 4 == 3) {
        for (unsigned w = 1; w <= 6; ++w) results.push_back(ref::sqrt_3mod4(a, w));
      } else {
        EXPECT_EQ(ref::sqrt_3mod4(a).error(), Error::modulus_unsupported);
      }
      for (const Result<ref::Fe>& r : results) {
        if (chi >= 0) {
          ASSERT_TRUE(r.ok()) << v << " mod " << p;
          EXPECT_EQ(sqr(r.value()), a) << v << " mod " << p;
        } else {
          ASSERT_FALSE(r.ok()) << v << " mod " << p;
          EXPECT_EQ(r.error(), Error::not_a_square);
        }
      }
      roots += chi >= 0 ? 1 : 0;
    }
    EXPECT_EQ(roots, (p + 1) / 2) << p;
  }
}

class SqrtOfCurve : public ::testing::TestWithParam<std::string> {
 protected:
  const ref::Curve& C = *ref::find_curve(GetParam());
};

TEST_P(SqrtOfCurve, SquaresHaveRootsAndNonSquaresDoNot) {
  const ref::PrimeField& F = C.fp();
  gmp_randclass rng(gmp_randinit_mt);
  rng.seed(224);
  const bool k1 = F.modulus() == ref::secp256k1_p();
  const bool three = mpz_fdiv_ui(F.modulus().get_mpz_t(), 4) == 3;
  std::vector<ref::Fe> values{F.zero(), F.one(), F.from_int(-1), F.from_int(2), F.from_int(-3)};
  for (int i = 0; i < 12; ++i) values.push_back(F.random(rng));
  for (const ref::Fe& x : values) {
    for (const ref::Fe& a : {sqr(x), x}) {  // a square, and (about half the time) a non-square
      const int chi = mpz_jacobi(a.value().get_mpz_t(), F.modulus().get_mpz_t());
      std::vector<Result<ref::Fe>> results{ref::sqrt_tonelli_shanks_var(a)};
      if (three) results.push_back(ref::sqrt_3mod4(a));
      if (k1) results.push_back(ref::sqrt_secp256k1(a));
      for (const Result<ref::Fe>& r : results) {
        ASSERT_EQ(r.ok(), chi >= 0) << a.to_hex();
        if (r) {
          EXPECT_EQ(sqr(r.value()), a);
        } else {
          EXPECT_EQ(r.error(), Error::not_a_square);
        }
      }
      const auto root = ref::sqrt(a);  // the field's own entry point, on the same methods
      ASSERT_EQ(root.has_value(), chi >= 0);
      if (root) {
        EXPECT_EQ(sqr(*root), a);
      }
    }
  }
  if (!k1) {
    EXPECT_EQ(ref::sqrt_secp256k1(F.one()).error(), Error::modulus_unsupported);
  }
}

INSTANTIATE_TEST_SUITE_P(AllCurves, SqrtOfCurve, ::testing::ValuesIn(test::all_curve_names()), test::ParamName{});

}  // namespace
}  // namespace tandem

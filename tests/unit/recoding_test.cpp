// The recodings of ref/mult/recoding/: proofs/recoding's exhaustive checks
// (to 16 bits) hold, its negative controls are refuted on the property they
// break, the GLV basis derived from (n, λ) is the published one for
// secp256k1 and bounds the halves below 2^128, and misuse is reported.
#include <gtest/gtest.h>

#include "tandem/proofs/recoding.hpp"
#include "tandem/ref/curve.hpp"
#include "tandem/ref/mult/recoding/comb_digits.hpp"
#include "tandem/ref/mult/recoding/digits.hpp"
#include "tandem/ref/mult/recoding/glv_split.hpp"
#include "tandem/ref/mult/recoding/jsf.hpp"
#include "tandem/ref/mult/recoding/naf.hpp"
#include "tandem/ref/mult/recoding/radix.hpp"
#include "tandem/ref/mult/recoding/signed_odd.hpp"

namespace tandem {
namespace {

using Digits = std::vector<int>;

TEST(Recoding, ExhaustiveChecksHoldToSixteenBits) {
  const auto results = proofs::prove_recodings(16);
  EXPECT_GE(results.size(), 30U);
  for (const proofs::RecodingResult& r : results) {
    EXPECT_TRUE(r.holds) << r.name << ": " << r.detail;
    EXPECT_GE(r.cases, 32768U) << r.name;
  }
}

TEST(Recoding, GlvBoundsAndSplitsHold) {
  const auto results = proofs::prove_glv();
  std::size_t bounds = 0;
  for (const proofs::RecodingResult& r : results) {
    EXPECT_TRUE(r.holds) << r.name << ": " << r.detail;
    bounds += r.name.rfind("GLV bound", 0) == 0 ? 1 : 0;
  }
  EXPECT_EQ(bounds, 6U) << "secp256k1, secp192k1, secp224k1 and the three k1 curves";
}

TEST(Recoding, NegativeControlsAreRefutedOnThePropertyTheyBreak) {
  const auto results = proofs::prove_negative_recodings(16);
  ASSERT_EQ(results.size(), 5U);
  const char* const reasons[] = {"|d| < 2^(w-1)", "does not reconstruct", "ceil(L/w) digits", "JSF-", "above the bound"};
  for (std::size_t i = 0; i < results.size(); ++i) {
    EXPECT_FALSE(results[i].holds) << results[i].name;
    EXPECT_FALSE(results[i].expected_holds);
    EXPECT_NE(results[i].detail.find(reasons[i]), std::string::npos) << results[i].name << ": " << results[i].detail;
  }
}

TEST(Recoding, SmallExamplesByHand) {
  // 7 = 8 − 1; 255 = 256 − 1; wNAF(w = 3) of 7 is 8 − 1 as well.
  EXPECT_EQ(ref::naf(7), (Digits{-1, 0, 0, 1}));
  EXPECT_EQ(ref::naf(255), (Digits{-1, 0, 0, 0, 0, 0, 0, 0, 1}));
  EXPECT_EQ(ref::wnaf(7, 3), (Digits{-1, 0, 0, 1}));
  EXPECT_EQ(ref::wnaf(0, 4), Digits{});
  EXPECT_EQ(ref::radix_digits(0x1f3, 4, 3), (Digits{3, 15, 1}));
  // 13 in signed odd windows of 2 bits over L = 4: 13 = 1·4^1 + ... with odd digits.
  const Digits so = ref::signed_odd_digits(13, 2, 4);
  EXPECT_EQ(so.size(), 2U);
  EXPECT_EQ(ref::digits_value(so, 2), 13);
  const ref::JointDigits j = ref::jsf(53, 102);
  EXPECT_EQ(ref::digits_value(j.first, 1), 53);
  EXPECT_EQ(ref::digits_value(j.second, 1), 102);
  // 45 = 0b101101 as 2 rows of 3 bits: columns (b0 b3), (b1 b4), (b2 b5).
  EXPECT_EQ(ref::comb_columns(0b101101, 2, 3), (Digits{0b11, 0b00, 0b11}));
}

TEST(Recoding, Secp256k1BasisIsThePublishedOne) {
  // The basis libsecp256k1 (src/scalar_impl.h) and noble-curves state for
  // secp256k1's split, which glv_basis must find from (n, λ) alone.
  const ref::Curve& C = *ref::find_curve("secp256k1");
  const ref::LatticeBasis B = ref::glv_basis(C.n(), C.lambda()->value());
  const mpz_class a1("3086d221a7d46bcde86c90e49284eb15", 16);
  EXPECT_EQ(B.a1, a1);
  EXPECT_EQ(B.b1, mpz_class("-e4437ed6010e88286f547fa90abfe4c3", 16));
  EXPECT_EQ(B.a2, mpz_class("114ca50f7a8e2f3f657c1108d9d44cfd8", 16));
  EXPECT_EQ(B.b2, a1);
  EXPECT_EQ(ref::lattice_determinant(B), C.n());
  const ref::GlvBound b = ref::glv_bound(B);
  EXPECT_LE(ref::bit_length(b.k1_max), 128U);
  EXPECT_LE(ref::bit_length(b.k2_max), 128U);
}

TEST(Recoding, SplitsOfEdgeScalarsReconstruct) {
  for (const ref::Curve* C : ref::all_curves()) {
    if (!C->lambda()) continue;
    const mpz_class& n = C->n();
    const mpz_class& lambda = C->lambda()->value();
    const ref::LatticeBasis B = ref::glv_basis(n, lambda);
    const ref::GlvBound b = ref::glv_bound(B);
    for (const mpz_class& k : {mpz_class(0), mpz_class(1), mpz_class(n - 1), mpz_class(lambda), mpz_class(n - lambda),
                               mpz_class(n / 2), mpz_class((n + 1) / 2)}) {
      const ref::GlvHalves h = ref::glv_split(k, n, B);
      EXPECT_EQ(mpz_class((h.k1 + h.k2 * lambda - k) % n), 0) << C->name() << " k=" << k;
      EXPECT_LE(abs(h.k1), b.k1_max) << C->name();
      EXPECT_LE(abs(h.k2), b.k2_max) << C->name();
    }
  }
}

TEST(Recoding, MisuseThrows) {
  EXPECT_THROW((void)ref::wnaf(-1, 4), std::invalid_argument);
  EXPECT_THROW((void)ref::wnaf(5, 1), std::invalid_argument);
  EXPECT_THROW((void)ref::radix_digits(256, 4, 1), std::invalid_argument);
  EXPECT_THROW((void)ref::signed_odd_digits(4, 4, 8), std::invalid_argument);     // even
  EXPECT_THROW((void)ref::signed_odd_digits(257, 4, 8), std::invalid_argument);   // ≥ 2^L
  EXPECT_THROW((void)ref::comb_columns(64, 2, 3), std::invalid_argument);         // does not fit
  EXPECT_THROW((void)ref::signed_comb_digits(1, 65521, {1, 2, 4}), std::invalid_argument);  // T < bits(n)
  EXPECT_THROW((void)ref::signed_comb_digits(1, 8, {1, 4, 1}), std::invalid_argument);      // even n
  EXPECT_THROW((void)ref::jsf(-1, 1), std::invalid_argument);
  EXPECT_THROW((void)ref::glv_basis(7, 0), std::invalid_argument);
  EXPECT_THROW((void)ref::glv_split(7, 7, ref::glv_basis(7, 2)), std::invalid_argument);
  EXPECT_THROW((void)ref::round_div(1, 0), std::invalid_argument);
}

TEST(Recoding, RoundDivRoundsToNearest) {
  EXPECT_EQ(ref::round_div(7, 2), 4);    // 3.5 → 4
  EXPECT_EQ(ref::round_div(-7, 2), -3);  // −3.5 → −3 (halves up)
  EXPECT_EQ(ref::round_div(5, -3), -2);  // −1.67 → −2
  EXPECT_EQ(ref::round_div(4, 3), 1);
}

}  // namespace
}  // namespace tandem

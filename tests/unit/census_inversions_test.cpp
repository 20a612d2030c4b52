// The census of inversions and roots: every chain's count equals its cited
// figure and it computes the power it claims; every measured divstep or
// iteration count is within its proven bound; the section is in the
// committed docs/census.md (the whole file is compared in census_test.cpp).
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "paths.hpp"
#include "tandem/proofs/census_inversions.hpp"
#include "tandem/proofs/counting_field.hpp"
#include "tandem/ref/inverse/pow_window.hpp"

namespace tandem {
namespace {

TEST(CensusInversions, EveryChainCountEqualsItsCitationAndComputesItsExponent) {
  const std::vector<proofs::ChainRow> rows = proofs::census_chains();
  EXPECT_GE(rows.size(), 40U);
  bool saw_secp256k1 = false;
  for (const proofs::ChainRow& r : rows) {
    EXPECT_TRUE(r.computes_exponent) << r.chain << " on " << r.modulus;
    EXPECT_TRUE(r.matches()) << r.chain << " on " << r.modulus << " (" << r.exponent << "): counted "
                             << r.counted.S << "S + " << r.counted.M << "M + " << r.counted.inv << "I, cited "
                             << r.cited.S << "S + " << r.cited.M << "M + " << r.cited.I << "I";
    if (r.chain == "inverse_fermat_secp256k1_chain") {
      saw_secp256k1 = true;
      EXPECT_EQ(r.counted.S, 255);
      EXPECT_EQ(r.counted.M, 15);
    }
  }
  EXPECT_TRUE(saw_secp256k1);
}

TEST(CensusInversions, TheWindowCostFormulaIsIndependentOfTheChain) {
  // The cited figure comes from a scan of the exponent's digits; pin it on
  // exponents worked by hand, and show that a chain counted against the
  // wrong exponent would not match.
  EXPECT_EQ(proofs::window_chain_cost(1, 1).S, 0);
  EXPECT_EQ(proofs::window_chain_cost(1, 1).M, 0);
  // 0b1011 with w = 1: 3 squarings, 2 multiplications.
  EXPECT_EQ(proofs::window_chain_cost(11, 1).S, 3);
  EXPECT_EQ(proofs::window_chain_cost(11, 1).M, 2);
  // 0b1011 with w = 2: the table a, a³ (1S 1M); windows end in a one, so
  // the leading window is "1" (width 1), then a lone zero (1S), then "11"
  // (2S 1M): 4S + 2M.
  EXPECT_EQ(proofs::window_chain_cost(11, 2).S, 4);
  EXPECT_EQ(proofs::window_chain_cost(11, 2).M, 2);
  proofs::CountScope scope;
  (void)ref::pow_window(proofs::Cnt{}, mpz_class(12), 2);
  const proofs::ChainCost other = proofs::window_chain_cost(11, 2);
  EXPECT_FALSE(scope.counts().S == other.S && scope.counts().M == other.M)
      << "a count taken on 12 must not pass for 11's";
}

TEST(CensusInversions, MeasuredStepsStayWithinTheirBounds) {
  const std::vector<proofs::StepRow> rows = proofs::census_steps();
  EXPECT_GE(rows.size(), 45U);
  for (const proofs::StepRow& r : rows) {
    EXPECT_TRUE(r.within()) << r.method << " on " << r.modulus << ": " << r.max_measured << " > " << r.bound;
    EXPECT_GT(r.samples, 25U);
    EXPECT_GT(r.max_measured, r.bound / 2) << "a measurement that never ran proves nothing";
    if (r.method == "binary GCD") {
      EXPECT_EQ(r.max_measured, r.bound) << "2^(ℓ−1) reaches the bound";
    }
  }
}

TEST(CensusInversions, TheSectionIsInTheCommittedCensus) {
  std::ifstream in(std::string(TANDEM_SOURCE_DIR) + "/docs/census.md", std::ios::binary);
  ASSERT_TRUE(in);
  std::stringstream ss;
  ss << in.rdbuf();
  EXPECT_NE(ss.str().find(proofs::inversion_section()), std::string::npos)
      << "docs/census.md lacks the current inversions section; run tandem census --write docs/census.md";
}

}  // namespace
}  // namespace tandem

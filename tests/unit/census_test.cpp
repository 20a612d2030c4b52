// The census: every formula's count equals the cost its source states, and
// the committed docs/census.md is exactly the generated table.
#include <gtest/gtest.h>

#include <fstream>
#include <sstream>

#include "tandem/proofs/census.hpp"

namespace tandem {
namespace {

TEST(Census, EveryCountEqualsItsCitedCost) {
  const auto rows = proofs::census_formulas();
  EXPECT_GE(rows.size(), 4U);
  for (const proofs::CensusRow& r : rows) {
    EXPECT_TRUE(r.matches()) << r.formula->info.name << ": counted "
                             << proofs::cost_string(r.counted.M, r.counted.S, r.counted.C) << ", cited "
                             << proofs::cost_string(r.formula->info.cost.M, r.formula->info.cost.S,
                                                    r.formula->info.cost.C);
  }
}

TEST(Census, CountsAreOfTheFormulaText) {
  // Pin two counts to the arithmetic of the formulas as written, so that a
  // counting field that counted nothing (or everything as M) would fail.
  for (const proofs::CensusRow& r : proofs::census_formulas()) {
    if (r.formula->info.name == "madd_8m3s") {
      EXPECT_EQ(r.counted.M, 8);
      EXPECT_EQ(r.counted.S, 3);
      EXPECT_GT(r.counted.add, 0);
    }
    if (r.formula->info.name == "dbl_generic_1m8s") {
      EXPECT_EQ(r.counted.C, 1);
    }
  }
}

TEST(Census, CommittedTableIsTheGeneratedOne) {
  std::ifstream in(std::string(TANDEM_SOURCE_DIR) + "/docs/census.md", std::ios::binary);
  ASSERT_TRUE(in) << "docs/census.md is missing; run tandem census --write docs/census.md";
  std::stringstream ss;
  ss << in.rdbuf();
  EXPECT_EQ(ss.str(), proofs::census_markdown()) << "docs/census.md drifted; run tandem census --write docs/census.md";
}

}  // namespace
}  // namespace tandem

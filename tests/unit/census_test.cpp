// The census: every formula's count equals the cost its source states, and
// the committed docs/census.md is exactly the generated table.
#include "paths.hpp"
#include "tandem/proofs/census.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <sstream>

namespace tandem {
namespace {

TEST(Census, EveryCountEqualsItsCitedCost) {
  const auto rows = proofs::census_formulas();
  EXPECT_GE(rows.size(), 28U);
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
    if (r.formula->info.name == "dbl_a0_half_3m4s") {
      EXPECT_EQ(r.counted.half, 1);
    }
  }
}

TEST(Census, RcbAdditionsEqualThePapers) {
  // Renes–Costello–Batina state the additions of each algorithm too (23a for
  // Algorithm 1, …): the formulas follow the algorithms step by step, so
  // the counts match.
  const std::vector<std::pair<std::string_view, int>> want{
      {"add_rcb_generic_12m", 23}, {"madd_rcb_generic_11m", 17}, {"dbl_rcb_generic_8m3s", 15},
      {"add_rcb_am3_12m", 29},     {"madd_rcb_am3_11m", 23},     {"dbl_rcb_am3_8m3s", 21},
      {"add_rcb_a0_12m", 19},      {"madd_rcb_a0_11m", 13},      {"dbl_rcb_a0_6m2s", 9}};
  const auto rows = proofs::census_formulas();
  for (const auto& [name, adds] : want) {
    const auto it = std::find_if(rows.begin(), rows.end(),
                                 [&](const proofs::CensusRow& r) { return r.formula->info.name == name; });
    ASSERT_NE(it, rows.end()) << name;
    EXPECT_EQ(it->counted.add, adds) << name;
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

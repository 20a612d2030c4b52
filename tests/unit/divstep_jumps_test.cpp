// The divstep jump table of fast/'s variable-time inverse: proofs/inverse's
// exhaustive check holds on the table fast/ uses, agrees with ref's divsteps
// (GMP) and refutes each wrong
// table on the entry it breaks; the 60-divstep batch equals sixty single
// divsteps of the definition on random words and at the extremes of η.
#include <gtest/gtest.h>

#include <cstdint>
#include <random>

#include "tandem/fast/inverse/safegcd.hpp"
#include "tandem/proofs/divsteps.hpp"

namespace tandem {
namespace {

namespace sg = fast::safegcd;

TEST(DivstepJumps, EveryEntryIsSixDivstepsOfTheDefinition) {
  const proofs::DivstepResult r = proofs::prove_jump_table();
  EXPECT_TRUE(r.holds) << r.detail;
  // 2049 + 60 values of η, 32 odd f, 64 g, two patterns of high bits.
  EXPECT_EQ(r.cases, std::size_t{2049 + 60} * 32 * 64 * 2);
}

TEST(DivstepJumps, EveryEntryAgreesWithRefsDivsteps) {
  const proofs::DivstepResult r = proofs::prove_jump_table_against_ref();
  EXPECT_TRUE(r.holds) << r.detail;
  EXPECT_EQ(r.cases, std::size_t{129 + 68} * 32 * 64);
}

TEST(DivstepJumps, WrongTablesAreRefutedWhereTheyAreWrong) {
  const auto results = proofs::prove_negative_jump_tables();
  ASSERT_EQ(results.size(), 3U);
  for (const proofs::DivstepResult& r : results) {
    EXPECT_FALSE(r.holds) << r.name;
    EXPECT_FALSE(r.expected_holds) << r.name;
  }
  // The short classes fail first at δ = 5 (η = −5), where δ = 4's entry is
  // used and a second swap happens; the slipped entries fail on their own
  // coordinates.
  EXPECT_NE(results[0].detail.find("eta = -5,"), std::string::npos) << results[0].detail;
  EXPECT_NE(results[1].detail.find("eta = 0, f = 0000000000000003, g = 000000000000002d"), std::string::npos)
      << results[1].detail;
  EXPECT_NE(results[2].detail.find("eta = 2, f = 0000000000000007, g = 0000000000000009"), std::string::npos)
      << results[2].detail;
}

/// Sixty divsteps of the definition, the matrix scaled to 2^62 as the batch's.
std::int64_t sixty(std::int64_t eta, std::uint64_t f, std::uint64_t g, sg::Matrix& t) {
  sg::Divstep s{eta, f, g, 1, 0, 0, 1};
  for (int i = 0; i < 60; ++i) sg::divstep(s);
  t = {s.u * 4, s.v * 4, s.q * 4, s.r * 4};
  return s.eta;
}

void expect_batch(std::int64_t eta, std::uint64_t f, std::uint64_t g) {
  sg::Matrix want{}, got{};
  const std::int64_t e1 = sixty(eta, f, g, want);
  const std::int64_t e2 = sg::divsteps_60_var(eta, f, g, got, sg::jump_table());
  ASSERT_EQ(e2, e1) << "eta " << eta << " f " << f << " g " << g;
  ASSERT_EQ(got.u, want.u) << "eta " << eta << " f " << f << " g " << g;
  ASSERT_EQ(got.v, want.v);
  ASSERT_EQ(got.q, want.q);
  ASSERT_EQ(got.r, want.r);
}

TEST(DivstepJumps, ABatchIsSixtyDivsteps) {
  std::mt19937_64 rng(60);
  for (int i = 0; i < 200000; ++i) {
    const auto eta = static_cast<std::int64_t>(rng() % 1601) - 800;
    expect_batch(eta, rng() | 1, rng());
  }
  // Extremes: g = 0 (sixty halvings), g = f, all-ones words, η far out.
  for (std::int64_t eta : {std::int64_t{-1} << 40, std::int64_t{-61}, std::int64_t{-6}, std::int64_t{-1},
                           std::int64_t{0}, std::int64_t{5}, std::int64_t{60}, std::int64_t{1} << 40}) {
    for (std::uint64_t f : {std::uint64_t{1}, ~std::uint64_t{0}, std::uint64_t{0x8000000000000001}}) {
      for (std::uint64_t g : {std::uint64_t{0}, f, ~std::uint64_t{0}, std::uint64_t{1}, std::uint64_t{1} << 59}) {
        expect_batch(eta, f, g);
      }
    }
  }
}

TEST(DivstepJumps, TheTableIsBuiltOnce) {
  EXPECT_EQ(&sg::jump_table(), &sg::jump_table());
  EXPECT_EQ(sg::jump_table().size(), std::size_t{11} * 32 * 64);
}

}  // namespace
}  // namespace tandem

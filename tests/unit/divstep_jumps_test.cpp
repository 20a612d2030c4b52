// The jump tables of fast/'s variable-time inverse (divsteps, six at a
// time) and Jacobi symbol (posdivsteps, four at a time): proofs/inverse's
// exhaustive checks hold on the tables fast/ uses, agree with ref (its
// divsteps on GMP integers; its Jacobi symbol), and refute each wrong table
// at its first wrong entry; a 60-step batch equals sixty single steps of the
// definition on random words and at the extremes of η.
#include <gtest/gtest.h>

#include <cstdint>
#include <random>

#include "tandem/fast/inverse/safegcd.hpp"
#include "tandem/proofs/divsteps.hpp"

namespace tandem {
namespace {

namespace sg = fast::safegcd;

// 2049 + 60 values of η, 32 odd f, 64 g, two patterns of high bits.
constexpr std::size_t kExhaustiveCases = std::size_t{2049 + 60} * 32 * 64 * 2;
// 129 + 68 values of η, 32 odd f, 64 g.
constexpr std::size_t kRefCases = std::size_t{129 + 68} * 32 * 64;

TEST(DivstepJumps, EveryDivstepEntryIsSixDivstepsOfTheDefinition) {
  const proofs::DivstepResult r = proofs::prove_jump_table();
  EXPECT_TRUE(r.holds) << r.detail;
  EXPECT_EQ(r.cases, kExhaustiveCases);
}

TEST(DivstepJumps, EveryDivstepEntryAgreesWithRefsDivsteps) {
  const proofs::DivstepResult r = proofs::prove_jump_table_against_ref();
  EXPECT_TRUE(r.holds) << r.detail;
  EXPECT_EQ(r.cases, kRefCases);
}

TEST(DivstepJumps, EveryPosdivstepEntryIsFourPosdivstepsOfTheDefinition) {
  const proofs::DivstepResult r = proofs::prove_posdivstep_table();
  EXPECT_TRUE(r.holds) << r.detail;
  EXPECT_EQ(r.cases, kExhaustiveCases);
}

TEST(DivstepJumps, EveryPosdivstepEntryKeepsRefsJacobiSymbol) {
  const proofs::DivstepResult r = proofs::prove_posdivstep_table_against_jacobi();
  EXPECT_TRUE(r.holds) << r.detail;
  EXPECT_EQ(r.cases, std::size_t{17 + 4} * 32 * 64);  // η in [−8, 8], ±2^20, ±2^40
}

TEST(DivstepJumps, WrongTablesAreRefutedWhereTheyAreWrong) {
  const auto results = proofs::prove_negative_jump_tables();
  ASSERT_EQ(results.size(), 5U);
  for (const proofs::DivstepResult& r : results) {
    EXPECT_FALSE(r.holds) << r.name;
    EXPECT_FALSE(r.expected_holds) << r.name;
  }
  // The short classes fail first at δ = 5 (η = −5), where δ = 4's entry is
  // used and a second swap happens; the slipped entries fail on their own
  // coordinates; the table without reciprocity on a swap of two values
  // ≡ 3 (mod 4).
  EXPECT_NE(results[0].detail.find("eta = -5,"), std::string::npos) << results[0].detail;
  EXPECT_NE(results[1].detail.find("eta = 0, f = 0000000000000003, g = 000000000000002d"), std::string::npos)
      << results[1].detail;
  EXPECT_NE(results[2].detail.find("eta = 2, f = 0000000000000007, g = 0000000000000009"), std::string::npos)
      << results[2].detail;
  EXPECT_NE(results[3].detail.find("eta = 1, f = 0000000000000005, g = 0000000000000016"), std::string::npos)
      << results[3].detail;
  EXPECT_NE(results[4].detail.find("flips"), std::string::npos) << results[4].detail;
}

/// Sixty steps of the definition, the matrix scaled to 2^62 as the batch's.
template <class Shape>
std::int64_t sixty(std::int64_t eta, std::uint64_t f, std::uint64_t g, sg::Matrix& t, unsigned& jac) {
  sg::Divstep s{eta, f, g, 1, 0, 0, 1, jac};
  for (int i = 0; i < 60; ++i) Shape::step(s);
  t = {s.u * 4, s.v * 4, s.q * 4, s.r * 4};
  jac = s.jac;
  return s.eta;
}

template <class Shape>
void expect_batch(std::int64_t eta, std::uint64_t f, std::uint64_t g, const sg::JumpTable<Shape>& table) {
  sg::Matrix want{}, got{};
  unsigned jw = 1, jg = 1;
  const std::int64_t e1 = sixty<Shape>(eta, f, g, want, jw);
  const std::int64_t e2 = sg::jumps_60_var<Shape>(eta, f, g, got, jg, table);
  ASSERT_EQ(e2, e1) << "eta " << eta << " f " << f << " g " << g;
  ASSERT_EQ(got.u, want.u) << "eta " << eta << " f " << f << " g " << g;
  ASSERT_EQ(got.v, want.v);
  ASSERT_EQ(got.q, want.q);
  ASSERT_EQ(got.r, want.r);
  ASSERT_EQ(jg & 1, jw & 1);
}

template <class Shape>
void batches(const sg::JumpTable<Shape>& table) {
  std::mt19937_64 rng(60);
  for (int i = 0; i < 100000; ++i) {
    const auto eta = static_cast<std::int64_t>(rng() % 1601) - 800;
    expect_batch<Shape>(eta, rng() | 1, rng(), table);
  }
  // Extremes: g = 0 (sixty halvings), g = f, all-ones words, η far out.
  for (std::int64_t eta : {std::int64_t{-1} << 40, std::int64_t{-61}, std::int64_t{-6}, std::int64_t{-1},
                           std::int64_t{0}, std::int64_t{5}, std::int64_t{60}, std::int64_t{1} << 40}) {
    for (std::uint64_t f : {std::uint64_t{1}, ~std::uint64_t{0}, std::uint64_t{0x8000000000000001}}) {
      for (std::uint64_t g : {std::uint64_t{0}, f, ~std::uint64_t{0}, std::uint64_t{1}, std::uint64_t{1} << 59}) {
        expect_batch<Shape>(eta, f, g, table);
      }
    }
  }
}

TEST(DivstepJumps, ADivstepBatchIsSixtyDivsteps) { batches<sg::DivstepJumps>(sg::divstep_table()); }

TEST(DivstepJumps, APosdivstepBatchIsSixtyPosdivsteps) { batches<sg::PosdivstepJumps>(sg::posdivstep_table()); }

TEST(DivstepJumps, TheTablesAreBuiltOnce) {
  EXPECT_EQ(&sg::divstep_table(), &sg::divstep_table());
  EXPECT_EQ(sg::divstep_table().size(), std::size_t{11} * 32 * 64);
  EXPECT_EQ(&sg::posdivstep_table(), &sg::posdivstep_table());
  EXPECT_EQ(sg::posdivstep_table().size(), std::size_t{7} * 32 * 64);
}

}  // namespace
}  // namespace tandem

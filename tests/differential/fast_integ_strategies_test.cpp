// fast/'s strategies on secp256k1 against ref through the audit's own
// check (audit/include/tandem/audit/fast_strategy_runs.hpp): every strategy
// on both fields, on the audit's edge and random scalars and points; and
// the check is not blind: a sum that drops one term, a multiplication off
// by one multiple of P, and an x-only result that ignores the sign of y are
// told apart from right answers.
#include <gtest/gtest.h>

#include <algorithm>
#include <cctype>
#include <functional>
#include <string>
#include <vector>

#include "audit/src/checks.hpp"
#include "tandem/audit/audit.hpp"
#include "tandem/audit/fast_strategy_runs.hpp"
#include "tandem/ref/group.hpp"

namespace tandem {
namespace {

using audit::FastStrategyUnderTest;
using audit::StrategyShape;

const ref::Curve& k1() { return *ref::find_curve("secp256k1"); }

audit::Row check(const FastStrategyUnderTest& s) {
  audit::Context ctx(k1(), {.count = 4, .seed = 17});
  audit::Row row{s.name, "ref", 0, 0, 0, {}};
  audit::compare_fast_strategy(ctx, row, s);
  return row;
}

const FastStrategyUnderTest& listed(const std::string& name) {
  for (const FastStrategyUnderTest& s : audit::fast_strategies_under_test()) {
    if (s.name == name) return s;
  }
  throw std::out_of_range(name);
}

std::vector<std::string> names() {
  std::vector<std::string> v;
  for (const FastStrategyUnderTest& s : audit::fast_strategies_under_test()) v.push_back(s.name);
  return v;
}

class FastStrategy : public ::testing::TestWithParam<std::string> {};

TEST_P(FastStrategy, AgreesWithRefOnBothFields) {
  const FastStrategyUnderTest& s = listed(GetParam());
  const audit::Row row = check(s);
  EXPECT_TRUE(row.clean()) << (row.disagreements.empty() ? "" : row.disagreements.front());
  // Sums are tried on every third scalar (1, 4, 16 and 64 terms), the rest
  // on every scalar; both fields.
  EXPECT_GE(row.cases, s.shape == StrategyShape::multi ? 2U * 6U : 2U * 10U);
}

INSTANTIATE_TEST_SUITE_P(Every, FastStrategy, ::testing::ValuesIn(names()),
                         [](const ::testing::TestParamInfo<std::string>& i) {
                           std::string n = i.param;
                           for (char& c : n) c = std::isalnum(static_cast<unsigned char>(c)) != 0 ? c : '_';
                           return n;
                         });

TEST(FastStrategyList, TheLoadBearingStrategiesAreListed) {
  const std::vector<std::string> v = names();
  for (const char* n : {"ecmult_var", "ecmult_gen (blinded)", "ecmult_gen_var", "ecmult_const", "ecmult_const_xonly",
                        "ecmult_multi_var", "mul_coz_ladder", "mul_x_ladder", "tweak_add_var"}) {
    EXPECT_NE(std::find(v.begin(), v.end(), n), v.end()) << n;
  }
}

// ---- the check can fail -----------------------------------------------------

/// A listed strategy with its inputs changed before it runs: what a slip in
/// the strategy would compute.
FastStrategyUnderTest altered(const FastStrategyUnderTest& real,
                              std::function<void(std::vector<mpz_class>&, std::vector<ref::Point>&)> slip) {
  FastStrategyUnderTest s = real;
  s.run = [real, slip](audit::FastField f, const std::vector<mpz_class>& k, const std::vector<ref::Point>& P) {
    std::vector<mpz_class> k2 = k;
    std::vector<ref::Point> P2 = P;
    slip(k2, P2);
    return real.run(f, k2, P2);
  };
  return s;
}

TEST(FastStrategyControl, ASumThatDropsATermDisagrees) {
  const FastStrategyUnderTest broken = altered(listed("ecmult_multi_var"), [](auto& k, auto& /*P*/) {
    if (k.size() > 1) k[0] = 0;  // the first term lost
  });
  const audit::Row row = check(broken);
  EXPECT_FALSE(row.clean());
}

TEST(FastStrategyControl, OneMultipleOffDisagreesEverywhere) {
  const FastStrategyUnderTest broken = altered(listed("ecmult_const"), [](auto& k, auto& /*P*/) { k[0] += 1; });
  const audit::Row row = check(broken);
  EXPECT_EQ(row.agreements, 0U);
}

TEST(FastStrategyControl, AGeneratorTermOnTheWrongSideDisagrees) {
  // a·P + b·G computed as a·P − b·G: wrong unless b·G = O.
  const FastStrategyUnderTest broken = altered(listed("ecmult_var"), [](auto& k, auto& /*P*/) { k[1] = k1().n() - k[1] % k1().n(); });
  const audit::Row row = check(broken);
  EXPECT_FALSE(row.clean());
  EXPECT_LT(row.agreements, row.cases / 4);
}

TEST(FastStrategyControl, XOnlyComparesXAloneAndStillCatchesAWrongX) {
  // −k·P has k·P's x: an x-only strategy handed −k must still agree…
  const FastStrategyUnderTest mirrored = altered(listed("ecmult_const_xonly"), [](auto& k, auto& /*P*/) { k[0] = k1().n() - k[0] % k1().n(); });
  EXPECT_TRUE(check(mirrored).clean());
  // …and (k + 1)·P has another x.
  // (k + 1)·P = ±k·P only for k = (n − 1)/2, which may be among the edges.
  const FastStrategyUnderTest broken = altered(listed("ecmult_const_xonly"), [](auto& k, auto& /*P*/) { k[0] += 1; });
  const audit::Row row = check(broken);
  EXPECT_LE(row.agreements, 2U);
  EXPECT_GT(row.cases, 10U);
}

}  // namespace
}  // namespace tandem

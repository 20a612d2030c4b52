// The strategy census: every strategy's counted operations equal what its
// source states for the same scalar, the counts are those of the strategy
// text (pinned on hand-checkable cases), and a strategy with a planted
// extra operation is caught by the same comparison.
#include <gtest/gtest.h>

#include "tandem/proofs/census_strategies.hpp"
#include "tandem/ref/mult/recoding/naf.hpp"

namespace tandem {
namespace {

using proofs::CountingOps;
using proofs::StrategyCount;

TEST(CensusStrategies, EveryCountEqualsItsStatedCost) {
  const auto rows = proofs::census_strategies();
  EXPECT_GE(rows.size(), 20U);
  std::size_t stated = 0;
  for (const proofs::StrategyCensusRow& r : rows) {
    if (!r.stated) continue;
    ++stated;
    const proofs::StatedCost c = proofs::as_stated(r.counted);
    EXPECT_TRUE(r.matches()) << r.strategy->name << " w=" << r.window << ": counted pre " << c.pre_dbl << "D/" << c.pre_add
                             << "A, " << c.dbl << "D " << c.add << "A, table " << c.table << "; stated pre "
                             << r.stated->pre_dbl << "D/" << r.stated->pre_add << "A, " << r.stated->dbl << "D "
                             << r.stated->add << "A, table " << r.stated->table;
  }
  EXPECT_EQ(stated + 1, rows.size()) << "only Bos-Coster has no closed form";
}

TEST(CensusStrategies, CountsArePinnedOnHandCheckableCases) {
  // k = 0b1011 = 11 on secp256k1 by left-to-right double-and-add: 4
  // doublings (the first on O) and 3 mixed additions (the first on O).
  const ref::Curve& C = *ref::find_curve("secp256k1");
  const ref::RefGroup& g = ref::ref_group(C);
  StrategyCount c;
  (void)ref::mul_double_and_add_ltr_var(CountingOps<ref::RefGroup>(g, c), 11, C.G());
  EXPECT_EQ(c.evaluation.dbl, 4);
  EXPECT_EQ(c.evaluation.madd, 3);
  EXPECT_EQ(c.evaluation.with_identity, 2);
  // The ladder reads bits(n) = 256 bits whatever k: 256 doublings and 256
  // general additions for k = 1 as for k = n − 1 (regular).
  for (const mpz_class& k : {mpz_class(1), mpz_class(C.n() - 1)}) {
    StrategyCount l;
    (void)ref::mul_montgomery_ladder(CountingOps<ref::RefGroup>(g, l), k, C.G());
    EXPECT_EQ(l.evaluation.dbl, 256);
    EXPECT_EQ(l.evaluation.add, 256);
  }
  // libsecp256k1's default multi-comb shape: 11 blocks of 6 teeth, spacing
  // 4: 3 doublings and 44 additions, 352 table points.
  StrategyCount m;
  (void)ref::multiply(CountingOps<ref::RefGroup>(g, m), ref::MultStrategy::multi_comb, 12345, C.G(), 6);
  EXPECT_EQ(m.evaluation.dbl, 3);
  EXPECT_EQ(m.evaluation.madd, 44);
  EXPECT_EQ(m.precomputation.table, 352);
}

/// wNAF with a planted slip: the doubling is done twice at every non-zero
/// digit (and the result is wrong, but a counting test must see it alone).
template <ref::GroupOps G>
typename G::Point wnaf_extra_doubling(const G& g, const mpz_class& k, const typename G::Affine& P, int w) {
  g.stage(ref::Stage::precomputation);
  const auto T = ref::odd_multiples(g, P, std::size_t{1} << (w - 2));
  g.table(std::span<const typename G::Affine>(T), [](std::size_t) { return ref::StepNote{}; });
  g.stage(ref::Stage::evaluation);
  const std::vector<int> d = ref::wnaf(k, w);
  typename G::Point R = g.identity();
  for (std::size_t i = d.size(); i-- > 0;) {
    R = g.dbl(R);
    if (d[i] != 0) R = g.add_mixed(g.dbl(R), ref::signed_entry(g, T, d[i]));
  }
  return R;
}

TEST(CensusStrategies, APlantedExtraOperationDisagreesWithTheStatedCost) {
  const ref::Curve& C = *ref::find_curve("secp256k1");
  const proofs::CensusInputs& in = proofs::census_inputs();
  StrategyCount c;
  (void)wnaf_extra_doubling(CountingOps<ref::RefGroup>(ref::ref_group(C), c), in.k, in.P, 5);
  const auto stated = proofs::stated_cost(ref::MultStrategy::window_naf, in.k, 5);
  ASSERT_TRUE(stated);
  EXPECT_FALSE(*stated == proofs::as_stated(c));
  EXPECT_EQ(proofs::as_stated(c).dbl - stated->dbl, stated->add) << "one extra doubling per addition";
}

TEST(CensusStrategies, TheSectionIsInTheCensus) {
  const std::string s = proofs::strategy_section();
  EXPECT_NE(s.find("## Multiplication strategies"), std::string::npos);
  for (const ref::MultInfo& m : ref::mult_strategies()) EXPECT_NE(s.find("`" + std::string(m.name) + "`"), std::string::npos) << m.name;
  EXPECT_EQ(s.find("**no**"), std::string::npos);
}

}  // namespace
}  // namespace tandem

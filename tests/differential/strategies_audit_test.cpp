// The audit's strategy rows (audit/src/check_strategies.cpp) are not blind:
// the comparison they use disagrees with OpenSSL when handed a strategy
// with a planted slip. (Every strategy row itself is run, and must agree,
// by Differential.EveryOperationAgreesWithEveryOracle on every curve.)
#include <gtest/gtest.h>

#include "audit/src/checks.hpp"
#include "tandem/audit/audit.hpp"
#include "tandem/ref/mult/strategy.hpp"

namespace tandem {
namespace {

TEST(StrategiesAuditControl, ASlippedLadderDisagreesWithOpenSSL) {
  const ref::Curve& C = *ref::find_curve("P-256");
  audit::Context ctx(C, {.count = 8, .seed = 9});
  ASSERT_NE(ctx.openssl(), nullptr);
  const ref::RefGroup& g = ref::ref_group(C);
  // The slip: a ladder whose branch for a 1 bit doubles R0 instead of R1.
  const auto slipped = [&](const mpz_class& k, const ref::Point& P) {
    ref::Jacobian<ref::Fe> R0 = g.identity();
    ref::Jacobian<ref::Fe> R1 = g.lift(P);
    for (std::size_t i = ref::bit_length(k); i-- > 0;) {
      if (ref::bit(k, i)) {
        R0 = g.add(R0, R1);
        R1 = g.dbl(R0);
      } else {
        R1 = g.add(R0, R1);
        R0 = g.dbl(R0);
      }
    }
    return g.to_affine(R0);
  };
  audit::Row bad{"slip", "OpenSSL", 0, 0, 0, {}, "ref"};
  audit::compare_mult_with_openssl(ctx, bad, ctx.scalars(), ctx.points(false), slipped);
  EXPECT_FALSE(bad.clean());
  EXPECT_GT(bad.cases - bad.agreements, bad.cases / 2);

  audit::Row good{"ladder", "OpenSSL", 0, 0, 0, {}, "ref"};
  audit::compare_mult_with_openssl(ctx, good, ctx.scalars(), ctx.points(false), [&](const mpz_class& k, const ref::Point& P) {
    return g.to_affine(ref::mul_montgomery_ladder(g, k, P));
  });
  EXPECT_TRUE(good.clean());
}

TEST(StrategiesAuditControl, EveryStrategyHasARowOnEveryCurveItAppliesTo) {
  for (const char* name : {"secp256k1", "P-384", "k1-13"}) {
    const ref::Curve& C = *ref::find_curve(name);
    audit::Context ctx(C, {.count = 2, .seed = 3});
    std::vector<audit::Row> rows;
    audit::check_strategies(ctx, rows);
    std::size_t expected = ref::dmult_strategies().size() + ref::multi_strategies().size();
    for (const ref::MultInfo& s : ref::mult_strategies()) expected += ref::applies(s, C) ? 1 : 0;
    EXPECT_EQ(rows.size(), expected) << name;
    for (const audit::Row& r : rows) EXPECT_TRUE(r.clean()) << name << " " << r.operation;
  }
}

}  // namespace
}  // namespace tandem

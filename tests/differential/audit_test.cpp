// ref against OpenSSL (every curve) and libsecp256k1 (secp256k1), through
// the audit's own checks: random and edge inputs, every operation. And the
// audit is not blind: a planted slip is caught by the same comparison.
#include <gtest/gtest.h>

#include "audit/src/checks.hpp"
#include "proofs/limbs/field_twins.hpp"
#include "proofs/symbolic/negative_controls.hpp"
#include "support.hpp"
#include "tandem/audit/audit.hpp"
#include "tandem/audit/fast_values.hpp"
#include "tandem/fast/field_4x64_asm.hpp"

namespace tandem {
namespace {

class Differential : public ::testing::TestWithParam<std::string> {
 protected:
  const ref::Curve& C = *ref::find_curve(GetParam());
};

TEST_P(Differential, EveryOperationAgreesWithEveryOracle) {
  const audit::CurveReport r = audit::audit_curve(C, {.count = 24, .seed = 20261130});
  EXPECT_GE(r.rows.size(), 10U) << "OpenSSL must serve every curve";
  for (const audit::Row& row : r.rows) {
    EXPECT_TRUE(row.clean()) << row.operation << " vs " << row.oracle << ": "
                             << (row.disagreements.empty() ? "" : row.disagreements.front());
    EXPECT_GT(row.cases, 0U) << row.operation;
  }
  if (C.name() == "secp256k1") {
    std::size_t lib_rows = 0;
    for (const audit::Row& row : r.rows) lib_rows += row.oracle.find("libsecp256k1") != std::string::npos;
    // Five point-level rows, and eleven protocol rows for each of ref and fast.
    EXPECT_EQ(lib_rows, 5U + 2 * 11U);
    std::size_t fast_rows = 0;
    for (const audit::Row& row : r.rows) fast_rows += row.operation.rfind("fast ", 0) == 0;
    // Twelve rows (eleven for Fe and the scalar, is_high and cond_negate
    // among them, one for Fe64), and one more for the 4×64 assembly kernels
    // where they run.
    const bool asm_row = fast::fe4x64::kAvailable && fast::fe4x64::cpu_supported();
    EXPECT_EQ(fast_rows, asm_row ? 13U : 12U) << "fast/'s field and scalar rows";
  }
}

INSTANTIATE_TEST_SUITE_P(AllCurves, Differential, ::testing::ValuesIn(test::all_curve_names()),
                         test::ParamName{});

TEST(DifferentialControl, APlantedSlipDisagreesWithOpenSSL) {
  const ref::Curve& C = *ref::find_curve("P-256");
  audit::Context ctx(C, {.count = 8, .seed = 5});
  ASSERT_NE(ctx.openssl(), nullptr);
  audit::Row row{"slip", "OpenSSL", 0, 0, 0, {}};
  const std::vector<ref::Point> pts = ctx.points(false);
  for (std::size_t i = 0; i + 1 < pts.size(); ++i) {
    const ref::Point R = ref::to_affine(
        proofs::negative::madd_8m3s_slip_3v(ref::Jacobian<ref::Fe>::from_affine(pts[i]), pts[i + 1], C.eq()));
    const auto E = ctx.openssl()->add(audit::Context::ints(pts[i]), audit::Context::ints(pts[i + 1]));
    row.record(E && audit::Context::ints(R) == *E, [] { return std::string("slip"); });
  }
  EXPECT_FALSE(row.clean());
  // Only G + (−G), which never reaches the slipped line, may agree.
  EXPECT_LE(row.agreements, 1U) << "the slip changes every generic sum";
}

// The fast/ rows are not blind either: normalize with the carry into the
// top limb of t + C dropped (the twin the limb prover refutes) fails the
// audit's comparison on its edge inputs, where the real one passes.
TEST(DifferentialControl, FastNormalizeWithADroppedCarryDisagreesWithRef) {
  audit::Context ctx(*ref::find_curve("secp256k1"), {.count = 8, .seed = 5});
  audit::Row bad{"slip", "ref", 0, 0, 0, {}}, good{"normalize", "ref", 0, 0, 0, {}};
  audit::compare_fast_normalize(ctx, bad, [](const fast::Fe& a) {
    const fast::Fe t = fast::Fe::from_limbs(
        proofs::limbs::twins::normalize_dropped_top_carry<fast::NativeLimbs>(a.limbs()), 1, false);
    return fast::Fe::from_limbs(t.limbs(), 1, audit::fastv::canonical(t));
  });
  audit::compare_fast_normalize(ctx, good, [](const fast::Fe& a) { return fast::normalize(a); });
  EXPECT_FALSE(bad.clean());
  EXPECT_TRUE(good.clean());
  EXPECT_GT(good.cases, 20U);
}

}  // namespace
}  // namespace tandem

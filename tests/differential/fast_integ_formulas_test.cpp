// fast/'s formulas and group layer against ref through the audit's own
// checks (audit/include/tandem/audit/fast_formula_runs.hpp,
// audit/src/check_fast_group.cpp): every fast formula on both fields, at
// magnitude 1 and at its limits, on random points, P = Q, P = −Q, O and the
// 0/0 unified pairs; and the checks are not blind: a twin without the
// alternative slope, a twin whose output breaks its magnitude bound while
// its value is right, and a co-Z twin whose outputs leave their shared Z
// are each caught.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "audit/src/checks.hpp"
#include "proofs/symbolic/negative_controls_fast.hpp"
#include "tandem/audit/audit.hpp"
#include "tandem/audit/fast_formula_runs.hpp"
#include "tandem/audit/k1_field_curves.hpp"
#include "tandem/fast/formulas/coz.hpp"
#include "tandem/fast/formulas/jacobian_add.hpp"
#include "tandem/fast/formulas/jacobian_dbl.hpp"
#include "tandem/fast/formulas/jacobian_dbl_repeated.hpp"
#include "tandem/fast/formulas/rcb_complete.hpp"
#include "tandem/fast/formulas/rcb_complete_am3.hpp"
#include "tandem/fast/formulas/rcb_complete_generic.hpp"
#include "tandem/fast/formulas/unified_add.hpp"
#include "tandem/fast/formulas/xz.hpp"

namespace tandem {
namespace {

using audit::Expect;
using audit::FastFormulaUnderTest;
using audit::FormulaRun;

const ref::Curve& k1() { return *ref::find_curve("secp256k1"); }

audit::Row check(const FastFormulaUnderTest& f, std::uint64_t seed = 11, const ref::Curve& C = k1()) {
  audit::Context ctx(C, {.count = 6, .seed = seed});
  audit::Row row{f.name, "ref", 0, 0, 0, {}, "fast"};
  audit::compare_fast_formula(ctx, row, f);
  return row;
}

const FastFormulaUnderTest& listed(const std::string& name) {
  for (const FastFormulaUnderTest& f : audit::fast_formulas_under_test()) {
    if (f.name == name) return f;
  }
  throw std::out_of_range(name);
}

class FastFormula : public ::testing::TestWithParam<std::string> {};

TEST_P(FastFormula, AgreesWithItsRefTwinOnBothFieldsAtEveryMagnitude) {
  // On each curve of secp256k1's field its families have (secp256k1,
  // k1f-m3, k1f-gen).
  const FastFormulaUnderTest& f = listed(GetParam());
  std::size_t curves = 0;
  for (const ref::Curve* C : audit::k1_field_curves()) {
    if (!f.for_curve(*C)) continue;
    ++curves;
    const audit::Row row = check(f, 11, *C);
    EXPECT_TRUE(row.clean()) << C->name() << ": " << (row.disagreements.empty() ? "" : row.disagreements.front());
    // Random pairs and the edge pairs, on two fields, at two magnitudes.
    EXPECT_GE(row.cases, 4U * 8U) << C->name() << ": too few cases in the twin's domain";
  }
  EXPECT_GE(curves, 1U);
}

std::vector<std::string> names() {
  std::vector<std::string> v;
  for (const FastFormulaUnderTest& f : audit::fast_formulas_under_test()) v.push_back(f.name);
  return v;
}
INSTANTIATE_TEST_SUITE_P(Every, FastFormula, ::testing::ValuesIn(names()),
                         [](const ::testing::TestParamInfo<std::string>& i) { return i.param; });

TEST(FastFormulaList, EveryFastFormulaIsListedWithAnExistingTwin) {
  // The fast/formulas headers' formulas, by their _info names.
  const std::vector<std::string_view> infos{
      fast::dbl_a0_3m4s_info.name,         fast::dbl_a0_2009l_2m5s_info.name,     fast::dbl_a0_half_3m4s_info.name,
      fast::madd_8m3s_var_info.name,       fast::add_1998_cmo_12m4s_var_info.name, fast::add_2007_bl_11m5s_var_info.name,
      fast::add_zinv_9m3s_var_info.name,   fast::add_unified_bj_a0_11m5s_info.name, fast::madd_unified_a0_7m5s_info.name,
      fast::add_rcb_a0_12m_info.name,      fast::madd_rcb_a0_11m_info.name,       fast::dbl_rcb_a0_6m2s_info.name,
      fast::zaddu_5m2s_info.name,          fast::zaddc_6m3s_info.name,            fast::dblu_a0_1m5s_info.name,
      fast::coz_ladder_step_11m5s_info.name, fast::xdbl_a0_4m3s1c_info.name,      fast::xadd_a0_8m2s1c_info.name,
      fast::xz_recover_y_a0_9m2s1c_info.name,
      // a = −3 and any a.
      fast::dbl_am3_3m5s_info.name, fast::dbl_generic_1m8s_info.name, fast::dbl_repeated_modified_info.name,
      fast::add_unified_bj_11m6s1c_info.name, fast::add_rcb_generic_12m_info.name, fast::madd_rcb_generic_11m_info.name,
      fast::dbl_rcb_generic_8m3s_info.name, fast::add_rcb_am3_12m_info.name, fast::madd_rcb_am3_11m_info.name,
      fast::dbl_rcb_am3_8m3s_info.name, fast::dblu_1m5s_info.name, fast::xdbl_4m3s2c_info.name,
      fast::xadd_8m2s2c_info.name, fast::xz_recover_y_9m2s2c_info.name};
  const std::vector<std::string> want(infos.begin(), infos.end());
  std::vector<std::string> got = names();
  std::vector<std::string> sorted_want = want;
  std::sort(got.begin(), got.end());
  std::sort(sorted_want.begin(), sorted_want.end());
  EXPECT_EQ(got, sorted_want);
  for (const FastFormulaUnderTest& f : audit::fast_formulas_under_test()) EXPECT_NO_THROW((void)audit::ref_twin_of(f)) << f.name;
}

TEST(FastFormulaAudit, TheSecp256k1TableHasARowPerFastFormulaAndTheGroup) {
  const audit::CurveReport r = audit::audit_curve(k1(), {.count = 2, .seed = 3});
  std::size_t formula_rows = 0;
  for (const std::string& n : names()) {
    const FastFormulaUnderTest& f = listed(n);
    for (const ref::Curve* C : audit::k1_field_curves()) {
      if (!f.for_curve(*C)) continue;
      // secp256k1's own rows, and the a ≠ 0 curves' named after them.
      const std::string op = "formula " + n + (C == &k1() ? " (fast)" : " (fast, " + std::string(C->name()) + ")");
      const auto it = std::find_if(r.rows.begin(), r.rows.end(), [&](const audit::Row& row) { return row.operation == op; });
      ASSERT_NE(it, r.rows.end()) << op;
      EXPECT_TRUE(it->clean()) << op << ": " << (it->disagreements.empty() ? "" : it->disagreements.front());
      ++formula_rows;
    }
  }
  const auto fast_formula_rows = std::count_if(r.rows.begin(), r.rows.end(), [](const audit::Row& row) {
    return row.operation.rfind("formula ", 0) == 0 && row.implementation == "fast";
  });
  EXPECT_EQ(static_cast<std::size_t>(fast_formula_rows), formula_rows);
  const auto g = std::find_if(r.rows.begin(), r.rows.end(), [](const audit::Row& row) { return row.operation.rfind("group (fast", 0) == 0; });
  ASSERT_NE(g, r.rows.end());
  EXPECT_TRUE(g->clean()) << (g->disagreements.empty() ? "" : g->disagreements.front());
  EXPECT_GT(g->cases, 100U);
}

// ---- the checks can fail ------------------------------------------------------

TEST(FastFormulaControl, WithoutTheAlternativeSlopeTheZeroOverZeroPairsDisagree) {
  const FastFormulaUnderTest& real = listed("madd_unified_a0_7m5s");
  const FastFormulaUnderTest broken = audit::fast_formula(real.name, real.ref_twin, real.magnitudes, [](auto& r) {
    return FormulaRun{{{r.out(proofs::negative::madd_unified_a0_no_alt_slope(r.gej(r.in().P, r.z()), r.ge(r.in().Q))), Expect::sum, false}}, true};
  });
  const audit::Row row = check(broken);
  EXPECT_FALSE(row.clean());
  // Only the 0/0 pairs (one per random point that has a partner), on both
  // fields and magnitudes, disagree; everything else the twin gets right.
  EXPECT_GT(row.agreements, row.cases / 2);
}

TEST(FastFormulaControl, AnOutputAboveItsMagnitudeBoundIsCaughtThoughItsValueIsRight) {
  const FastFormulaUnderTest& real = listed("dbl_a0_3m4s");
  const FastFormulaUnderTest broken = audit::fast_formula(real.name, real.ref_twin, real.magnitudes, [](auto& r) {
    auto R = fast::dbl_a0_3m4s(r.gej(r.in().P, r.z()));
    using F = decltype(R.X);
    R.X = add(R.X, negate(F::from_int(0), 1));  // + 0 as 2p: magnitude 1 → 3, value unchanged
    return FormulaRun{{{r.out(R), Expect::twice, false}}, true};
  });
  const audit::Row row = check(broken);
  EXPECT_FALSE(row.clean());
  // Fe64 has no magnitudes: its half of the cases agree.
  EXPECT_EQ(row.agreements * 2, row.cases);
  ASSERT_FALSE(row.disagreements.empty());
  EXPECT_NE(row.disagreements.front().find("X above magnitude 1"), std::string::npos) << row.disagreements.front();
}

TEST(FastFormulaControl, TheAm3SignSlipIsCaughtOnTheAm3Curve) {
  // The prover's broken a = −3 twin (3·(X − Z²)² for 3·(X − Z²)·(X + Z²))
  // run against ref on k1f-m3: every finite doubling disagrees but where
  // X − Z² = 0, which makes both factorings 0: x = 1, and k1f-m3's G has
  // x = 1. So O, G, −G and (n − 1)·G = −G agree, on two fields at two
  // magnitudes, and nothing else.
  const FastFormulaUnderTest& real = listed("dbl_am3_3m5s");
  const FastFormulaUnderTest broken = audit::fast_formula(real.name, real.ref_twin, real.magnitudes, [](auto& r) {
    return FormulaRun{{{r.out(proofs::negative::dbl_am3_sign_slip(r.gej(r.in().P, r.z()))), Expect::twice, false}}, true};
  }, real.families);
  const audit::Row row = check(broken, 11, audit::k1_field_curve(spec::AKind::minus3));
  EXPECT_FALSE(row.clean());
  EXPECT_GT(row.cases, 0U);
  EXPECT_EQ(row.agreements, 4U * 4U) << "only O, G and -G twice";
}

TEST(FastFormulaControl, CoZOutputsOffTheirSharedZAreCaught) {
  const FastFormulaUnderTest& real = listed("zaddu_5m2s");
  const FastFormulaUnderTest broken = audit::fast_formula(real.name, real.ref_twin, real.magnitudes, [](auto& r) {
    const ref::Fe zz = r.z();
    const auto P = r.gej(r.in().P, zz);
    const auto res = fast::zaddu_5m2s(P, r.gej(r.in().Q, zz));
    // The right points, but P handed back on its old Z.
    return FormulaRun{{{r.out(res.first), Expect::sum, false}, {r.out(P), Expect::first, false}}, r.same_z(res.first, P)};
  });
  const audit::Row row = check(broken);
  EXPECT_FALSE(row.clean());
  EXPECT_EQ(row.agreements, 0U);
}

}  // namespace
}  // namespace tandem

// The prover itself: every registered formula is proven (or refuted) as the
// registry claims, the negative controls are refuted for the reason they were
// planted, incomplete formulas fail exactly where they are documented to, and
// the prover is not blind: a formula run in the wrong family, with a planted
// slip, without its halving or with a stale Z, fails.
#include "tandem/proofs/prover.hpp"

#include <gtest/gtest.h>

#include <algorithm>
#include <stdexcept>

namespace tandem {
namespace {

using proofs::Case;

TEST(Prover, EveryResultIsAsTheRegistryClaims) {
  // One pass over the registry checks both the cases and, from their
  // results, each formula's exceptional set against its documentation.
  for (const proofs::FormulaEntry& f : proofs::formulas()) {
    const std::vector<proofs::CaseResult> results = proofs::prove_formula(f);
    for (const proofs::CaseResult& r : results) {
      EXPECT_TRUE(r.as_expected()) << r.formula->info.name << " " << proofs::family_name(r.family) << " "
                                   << proofs::case_name(r.which) << ": " << r.detail;
    }
    for (const proofs::ExceptionalSet& e : proofs::exceptional_sets(f, results)) {
      EXPECT_TRUE(e.as_expected()) << f.info.name << " " << f.implementation << " " << proofs::family_name(e.family)
                                   << ": " << proofs::describe(e);
    }
  }
}

TEST(Prover, TheRegistryHasEveryFormulaAndNegativeControls) {
  std::vector<std::string_view> names;
  std::vector<std::pair<std::string_view, std::string_view>> keys;
  std::size_t negative = 0;
  for (const proofs::FormulaEntry& f : proofs::formulas()) {
    names.push_back(f.info.name);
    keys.emplace_back(f.info.name, f.implementation);
    if (f.negative_control) {
      ++negative;
      EXPECT_TRUE(!f.refuted.empty() || f.magnitudes_refuted || f.exceptional_refuted)
          << "a negative control must claim where it fails";
      EXPECT_FALSE(f.in_census) << f.info.name;
    }
  }
  for (std::string_view want : {"dbl_a0_3m4s",
                                "dbl_a0_2009l_2m5s",
                                "dbl_a0_half_3m4s",
                                "dbl_am3_3m5s",
                                "dbl_generic_1m8s",
                                "dbl_repeated_modified",
                                "madd_8m3s",
                                "add_1998_cmo_12m4s",
                                "add_2007_bl_11m5s",
                                "add_zinv_9m3s",
                                "add_unified_bj_11m6s1c",
                                "madd_unified_a0_7m5s",
                                "add_rcb_generic_12m",
                                "madd_rcb_generic_11m",
                                "dbl_rcb_generic_8m3s",
                                "add_rcb_am3_12m",
                                "madd_rcb_am3_11m",
                                "dbl_rcb_am3_8m3s",
                                "add_rcb_a0_12m",
                                "madd_rcb_a0_11m",
                                "dbl_rcb_a0_6m2s",
                                "madd_rcb_generic_alg2",
                                "madd_rcb_am3_alg5",
                                "madd_rcb_a0_alg8",
                                "zaddu_5m2s",
                                "zaddc_6m3s",
                                "dblu_1m5s",
                                "coz_ladder_step_11m5s",
                                "xdbl_2002_it_4m3s2c",
                                "xadd_2002_it_8m2s2c",
                                "xz_recover_y_9m2s2c",
                                "add_1998_cmo_no_dbl_branch",
                                "add_rcb_a0_stray_factor",
                                "add_2007_bl_x0_shortcut",
                                "madd_unified_a0_pre2015"}) {
    EXPECT_NE(std::find(names.begin(), names.end(), want), names.end()) << want;
  }
  EXPECT_GE(negative, 3U);
  // A fast formula shares its ref twin's name where fast/ kept it; a name
  // and an implementation name one entry.
  std::sort(keys.begin(), keys.end());
  EXPECT_EQ(std::adjacent_find(keys.begin(), keys.end()), keys.end()) << "(name, implementation) must be unique";
  EXPECT_EQ(proofs::formula("dbl_a0_half_3m4s").implementation, "ref");
  EXPECT_EQ(proofs::formula("dbl_a0_half_3m4s", "fast").implementation, "fast");
  EXPECT_THROW((void)proofs::formula("madd_8m3s", "fast"), std::out_of_range);
}

TEST(Prover, NegativeControlsAreRefutedForTheirPlantedReason) {
  // Each planted slip is caught by the check it exists to exercise.
  const std::vector<std::pair<std::string_view, std::string_view>> why{
      {"madd_8m3s_slip_3v", "differs from the law"},
      {"dbl_a0_half_slip", "differs from the law"},
      {"zaddu_stale_p", "does not share the first output's Z"}};
  for (const auto& [name, reason] : why) {
    const proofs::FormulaEntry& f = proofs::formula(name);
    ASSERT_TRUE(f.negative_control) << name;
    for (spec::AKind k : f.families) {
      const proofs::CaseResult r = proofs::prove_case(f, k, Case::generic);
      EXPECT_FALSE(r.holds) << name;
      EXPECT_NE(r.detail.find(reason), std::string::npos) << name << ": " << r.detail;
    }
  }
}

TEST(Prover, IncompleteFormulasFailExactlyWhereDocumented) {
  // EveryResultIsAsTheRegistryClaims checks the claims; here, what goes
  // wrong in the documented cases, and that the repaired formula holds there.
  auto fails = [](std::string_view name, spec::AKind k, Case c, std::string_view reason) {
    const proofs::CaseResult r = proofs::prove_case(proofs::formula(name), k, c);
    EXPECT_FALSE(r.holds) << name << " " << proofs::case_name(c);
    EXPECT_NE(r.detail.find(reason), std::string::npos) << name << " " << proofs::case_name(c) << ": " << r.detail;
  };
  auto holds = [](std::string_view name, spec::AKind k, Case c) {
    const proofs::CaseResult r = proofs::prove_case(proofs::formula(name), k, c);
    EXPECT_TRUE(r.holds) << name << " " << proofs::case_name(c) << ": " << r.detail;
  };
  // Without its P = Q branch the general addition gives (0 : 0 : 0) at P = Q
  // but still O at P = −Q.
  fails("add_1998_cmo_no_dbl_branch", spec::AKind::generic, Case::doubling, "got Z = 0");
  holds("add_1998_cmo_no_dbl_branch", spec::AKind::generic, Case::inverse);
  holds("add_1998_cmo_12m4s", spec::AKind::generic, Case::doubling);
  // libsecp256k1 before 2015: wrong where y2 = −y1 with x2 ≠ x1; the
  // alternative slope fixes exactly that.
  fails("madd_unified_a0_pre2015", spec::AKind::zero, Case::opposite_y, "expected a finite point, got Z = 0");
  holds("madd_unified_a0_pre2015", spec::AKind::zero, Case::generic);
  holds("madd_unified_a0_pre2015", spec::AKind::zero, Case::doubling);
  holds("madd_unified_a0_7m5s", spec::AKind::zero, Case::opposite_y);
  holds("madd_unified_a0_7m5s", spec::AKind::zero, Case::inverse_x0);
  // RCB's mixed algorithms as printed cannot take Q = O; the wrappers can.
  fails("madd_rcb_a0_alg8", spec::AKind::zero, Case::right_infinity, "differs from the law");
  holds("madd_rcb_a0_11m", spec::AKind::zero, Case::right_infinity);
  holds("madd_rcb_a0_alg8", spec::AKind::zero, Case::left_infinity);
  // Brier–Joye's unified addition doubles, but is not complete.
  holds("add_unified_bj_11m6s1c", spec::AKind::generic, Case::doubling);
  fails("add_unified_bj_11m6s1c", spec::AKind::generic, Case::opposite_y, "got Z = 0");
  fails("add_unified_bj_11m6s1c", spec::AKind::zero, Case::inverse_x0, "(0 : 0 : 0)");
  holds("add_unified_bj_11m6s1c", spec::AKind::minus3, Case::inverse_x0);
  // Co-Z and x-only: x1 = x2 breaks them.
  fails("zaddu_5m2s", spec::AKind::generic, Case::inverse, "output 2 (P)");
  fails("xadd_2002_it_8m2s2c", spec::AKind::generic, Case::doubling, "got Z = 0");
  holds("xadd_2002_it_8m2s2c", spec::AKind::generic, Case::inverse);
}

TEST(Prover, CompleteFormulasHoldInEveryCase) {
  for (std::string_view name :
       {"add_rcb_generic_12m", "madd_rcb_generic_11m", "dbl_rcb_generic_8m3s", "add_rcb_am3_12m", "madd_rcb_am3_11m",
        "dbl_rcb_am3_8m3s", "add_rcb_a0_12m", "madd_rcb_a0_11m", "dbl_rcb_a0_6m2s", "madd_unified_a0_7m5s"}) {
    const proofs::FormulaEntry& f = proofs::formula(name);
    EXPECT_TRUE(f.refuted.empty() && f.refuted_in_family.empty() && f.outside.empty()) << name;
    const std::vector<proofs::CaseResult> results = proofs::prove_formula(f);
    EXPECT_EQ(results.size(), f.families.size() * proofs::cases_for(f.law).size()) << name;
    for (const proofs::CaseResult& r : results) {
      EXPECT_TRUE(r.holds) << name << " " << proofs::family_name(r.family) << " " << proofs::case_name(r.which) << ": "
                           << r.detail;
    }
  }
}

TEST(Prover, SpecialisedFormulasFailOutsideTheirFamily) {
  // dbl_a0_3m4s drops a·Z⁴: right for a = 0 only. dbl_am3_3m5s factors
  // 3X² − 3Z⁴: right for a = −3 only. RCB's a = 0 and a = −3 algorithms
  // build the constant in. The prover must see each.
  auto holds = [](std::string_view name, spec::AKind k) {
    return proofs::prove_case(proofs::formula(name), k, Case::generic).holds;
  };
  EXPECT_TRUE(holds("dbl_a0_3m4s", spec::AKind::zero));
  EXPECT_FALSE(holds("dbl_a0_3m4s", spec::AKind::minus3));
  EXPECT_FALSE(holds("dbl_a0_3m4s", spec::AKind::generic));
  EXPECT_TRUE(holds("dbl_am3_3m5s", spec::AKind::minus3));
  EXPECT_FALSE(holds("dbl_am3_3m5s", spec::AKind::zero));
  EXPECT_FALSE(holds("dbl_a0_half_3m4s", spec::AKind::generic));
  EXPECT_FALSE(holds("dbl_a0_2009l_2m5s", spec::AKind::minus3));
  EXPECT_FALSE(holds("add_rcb_a0_12m", spec::AKind::generic));
  EXPECT_FALSE(holds("add_rcb_am3_12m", spec::AKind::zero));
  EXPECT_FALSE(holds("dbl_rcb_am3_8m3s", spec::AKind::generic));
  EXPECT_FALSE(holds("madd_unified_a0_7m5s", spec::AKind::generic));
}

TEST(SymbolicField, HalvingIsExact) {
  using proofs::Sym;
  using proofs::Var;
  const Sym x = Sym::var(Var::x1);
  EXPECT_TRUE(is_zero(half(x) + half(x) - x));
  EXPECT_TRUE(is_zero(half(half(x)) * Sym(4) - x));
  EXPECT_FALSE(is_zero(half(x) - x));
  EXPECT_EQ(half(half(x)).halves(), 2U);
  EXPECT_TRUE(is_zero(half(mul_small(x, 2)) - x));
  EXPECT_TRUE(is_zero(select(true, x, Sym(0)) - x));
  EXPECT_TRUE(is_zero(select(false, x, Sym(0))));
}

TEST(SymbolicField, IsZeroDecidesByTheCurveIdeal) {
  using proofs::Poly;
  using proofs::Sym;
  using proofs::Var;
  const Poly x1 = Poly::var(Var::x1), y1 = Poly::var(Var::y1), x2 = Poly::var(Var::x2), y2 = Poly::var(Var::y2);
  const Poly a = Poly::var(Var::a);
  const Poly b = y1 * y1 - x1 * x1 * x1 - a * x1;
  proofs::IdealScope scope({y2 * y2 - x2 * x2 * x2 - a * x2 - b});
  EXPECT_TRUE(is_zero(Sym(y2) * Sym(y2) - (Sym(x2) * Sym(x2) * Sym(x2) + Sym(a) * Sym(x2) + Sym(b))));
  EXPECT_FALSE(is_zero(Sym(y2) - Sym(y1)));
  EXPECT_FALSE(is_zero(Sym(x2) * Sym(x2)));
  EXPECT_EQ(proofs::IdealScope::branch_log().size(), 3U);
}

}  // namespace
}  // namespace tandem

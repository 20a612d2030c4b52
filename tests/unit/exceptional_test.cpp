// The exceptional-set analysis (proofs/symbolic/exceptional.cpp): the sets
// it finds for the formulas whose exceptions the literature states, the
// planted slip it must see, and the factorization it rests on.
#include <gtest/gtest.h>

#include <algorithm>
#include <string>
#include <vector>

#include "tandem/proofs/prover.hpp"

namespace tandem {
namespace {

using proofs::Case;
using proofs::Cond;

/// The conditions found in one case of one formula (which must hold there).
std::vector<Cond> found_in(std::string_view name, std::string_view impl, spec::AKind k, Case c) {
  const proofs::CaseResult r = proofs::prove_case(proofs::formula(name, impl), k, c);
  EXPECT_TRUE(r.holds) << name << " " << proofs::case_name(c) << ": " << r.detail;
  EXPECT_TRUE(r.exceptions.analysed);
  EXPECT_TRUE(r.exceptions.unexplained.empty()) << name << " " << proofs::case_name(c);
  return r.exceptions.conds;
}

const std::vector<Cond> kNone{};

TEST(Exceptional, CompleteAdditionsDegenerateExactlyWhereTheDifferenceHasOrderTwo) {
  // Renes, Costello, Batina 2016 after Bosma and Lenstra 1995: (0 : 0 : 0)
  // exactly where P - Q is a point of order 2, in every case, O included.
  const std::vector<Cond> two{Cond::difference_order_two};
  for (spec::AKind k : {spec::AKind::zero, spec::AKind::minus3, spec::AKind::generic}) {
    EXPECT_EQ(found_in("add_rcb_generic_12m", "ref", k, Case::generic), two);
    EXPECT_EQ(found_in("add_rcb_generic_12m", "ref", k, Case::inverse), two);  // P - Q = 2P: P of order 4
    EXPECT_EQ(found_in("add_rcb_generic_12m", "ref", k, Case::left_infinity), two);
    EXPECT_EQ(found_in("add_rcb_generic_12m", "ref", k, Case::doubling), kNone);  // P - Q = O
  }
  EXPECT_EQ(found_in("add_rcb_a0_12m", "fast", spec::AKind::zero, Case::generic), two);
  // The mixed wrapper returns P for an affine Q = O: no exception there.
  EXPECT_EQ(found_in("madd_rcb_a0_11m", "ref", spec::AKind::zero, Case::right_infinity), kNone);
  // The complete doublings have none.
  EXPECT_EQ(found_in("dbl_rcb_generic_8m3s", "ref", spec::AKind::generic, Case::generic), kNone);
  EXPECT_EQ(found_in("dbl_rcb_generic_8m3s", "ref", spec::AKind::generic, Case::order_two), kNone);
}

TEST(Exceptional, UnifiedAndBranchingFormulasHaveTheirKnownExceptionsOnly) {
  // Brier–Joye: the unified slope is 0/0 where y1 = -y2 and
  // x1^2 + x1x2 + x2^2 + a = 0; at P = -Q that is 3x^2 + a = 0.
  EXPECT_EQ(found_in("add_unified_bj_11m6s1c", "ref", spec::AKind::minus3, Case::inverse),
            std::vector<Cond>{Cond::unified_slope_zero});
  EXPECT_EQ(found_in("add_unified_bj_11m6s1c", "ref", spec::AKind::generic, Case::generic), kNone);
  // libsecp256k1's unified addition with its alternative slope: none, its
  // branches rerun on the sets where they turn.
  for (Case c : {Case::generic, Case::doubling, Case::inverse, Case::opposite_y}) {
    EXPECT_EQ(found_in("madd_unified_a0_7m5s", "ref", spec::AKind::zero, c), kNone) << proofs::case_name(c);
  }
  // The branching Jacobian additions: none.
  for (Case c : {Case::generic, Case::doubling, Case::inverse}) {
    EXPECT_EQ(found_in("add_2007_bl_11m5s", "ref", spec::AKind::generic, c), kNone) << proofs::case_name(c);
    EXPECT_EQ(found_in("madd_8m3s_var", "fast", spec::AKind::zero, c), kNone) << proofs::case_name(c);
  }
  // The co-Z ladder step's 2R0 = (R0 + R1) + (R0 - R1) breaks where 2R1 = O;
  // the y-recovery divides by 2y(P).
  EXPECT_EQ(found_in("coz_ladder_step_11m5s", "ref", spec::AKind::generic, Case::generic),
            std::vector<Cond>{Cond::q_order_two});
  EXPECT_EQ(found_in("xz_recover_y_9m2s2c", "ref", spec::AKind::generic, Case::generic),
            std::vector<Cond>{Cond::p_order_two});
}

TEST(Exceptional, APlantedStrayFactorIsAMismatch) {
  // Every case of the planted formula is proven at its generic point; only
  // its exceptional set shows the slip, as a set no condition names.
  const proofs::FormulaEntry& f = proofs::formula("add_rcb_a0_stray_factor");
  ASSERT_TRUE(f.exceptional_refuted);
  const std::vector<proofs::CaseResult> results = proofs::prove_formula(f);
  for (const proofs::CaseResult& r : results) EXPECT_TRUE(r.holds) << proofs::case_name(r.which);
  const std::vector<proofs::ExceptionalSet> sets = proofs::exceptional_sets(f, results);
  ASSERT_EQ(sets.size(), 1U);
  EXPECT_FALSE(sets[0].holds);
  EXPECT_TRUE(sets[0].as_expected());
  EXPECT_TRUE(std::any_of(sets[0].unexplained.begin(), sets[0].unexplained.end(), [](const std::string& u) {
    return u.find("P = Q: degenerate where y1+x1 = 0") != std::string::npos;
  })) << proofs::describe(sets[0]);
  // The same text without the slip matches the same documentation.
  const proofs::FormulaEntry& clean = proofs::formula("add_rcb_a0_12m");
  EXPECT_EQ(clean.exceptional, f.exceptional);
  for (const proofs::ExceptionalSet& e : proofs::exceptional_sets(clean, proofs::prove_formula(clean))) {
    EXPECT_TRUE(e.holds) << proofs::describe(e);
  }
}

TEST(Exceptional, APlantedShortcutIsSeenWhereItsBranchTurns) {
  // The shortcut returns P where X1 = 0: no proof case but P = -Q with x = 0
  // is that set, so the prover refutes that one only; the analysis runs the
  // formula again where its is_zero(X1) turns, and finds the set.
  const proofs::FormulaEntry& f = proofs::formula("add_2007_bl_x0_shortcut");
  ASSERT_TRUE(f.exceptional_refuted);
  const std::vector<proofs::CaseResult> results = proofs::prove_formula(f);
  for (const proofs::CaseResult& r : results)
    EXPECT_EQ(r.holds, r.which != Case::inverse_x0) << proofs::case_name(r.which);
  for (const proofs::ExceptionalSet& e : proofs::exceptional_sets(f, results)) {
    EXPECT_FALSE(e.holds) << proofs::describe(e);
    EXPECT_TRUE(e.as_expected());
  }
  for (spec::AKind k : f.families) {
    const proofs::CaseResult r = proofs::prove_case(f, k, Case::doubling);
    const std::vector<Cond>& c = r.exceptions.conds;
    EXPECT_TRUE(std::find(c.begin(), c.end(), Cond::p_x_zero) != c.end() ||
                std::find(c.begin(), c.end(), Cond::q_x_zero) != c.end())
        << proofs::family_name(k);
  }
  // Without the shortcut, the same addition has none.
  for (Case c : {Case::doubling, Case::inverse}) {
    EXPECT_EQ(found_in("add_2007_bl_11m5s", "ref", spec::AKind::minus3, c), kNone) << proofs::case_name(c);
  }
}

TEST(Exceptional, AWrongDocumentationIsAMismatch) {
  // The complete addition documented as having no exception, and the
  // unified one as complete: both must be reported.
  for (std::string_view name : {"add_rcb_am3_12m", "add_unified_bj_11m6s1c"}) {
    proofs::FormulaEntry f = proofs::formula(name);
    f.exceptional = name == "add_rcb_am3_12m" ? std::vector<Cond>{} : std::vector<Cond>{Cond::difference_order_two};
    const proofs::ExceptionalSet e = proofs::exceptional_sets(f, proofs::prove_formula(f)).back();
    EXPECT_FALSE(e.holds) << name << ": " << proofs::describe(e);
  }
}

TEST(Exceptional, FactorsAreTheDistinctIrreducibleOnes) {
  using proofs::Poly;
  using proofs::Var;
  const Poly x = Poly::var(Var::x1), y = Poly::var(Var::y1);
  const Poly p = Poly(-6) * (x - y) * (x + y) * (x + y) * (x * x + y * y + Poly(1));
  const std::vector<Poly> f = p.factors();
  ASSERT_EQ(f.size(), 3U);
  for (const Poly& g : {x - y, x + y, x * x + y * y + Poly(1)}) {
    EXPECT_TRUE(std::find(f.begin(), f.end(), g) != f.end() || std::find(f.begin(), f.end(), -g) != f.end()) << g.str();
  }
  EXPECT_TRUE(Poly(7).factors().empty());
  // y -> (x + 1)/2: y^2 - x becomes ((x + 1)^2 - 4x) = (x - 1)^2, over 2^2.
  EXPECT_EQ((y * y - x).substitute(Var::y1, x + Poly(1), Poly(2)), (x - Poly(1)) * (x - Poly(1)));
  EXPECT_EQ(gcd(x * y, y * (x + y)), y);
}

}  // namespace
}  // namespace tandem

// Every fast formula on every pair of points of the small groups that share
// secp256k1's field (k1-7, k1-13, k1-199), every point for the doublings,
// on both fast fields, with the inputs at magnitude 1 and at the largest
// magnitudes each formula declares (the audit's list,
// audit/fast_formula_runs.hpp, which also checks the outputs' magnitudes);
// the expected point is read off by index (i·G + j·G = (i + j)·G). Pairs
// outside a formula's documented domain (its ref twin's) are
// skipped. Every pair in the default tier; under the sanitizers every
// seventh pair of k1-199 (tiers.hpp). The generic-a formulas run here at
// a = 0 (their family includes it): on k1-7 and k1-13, and in the full
// tier on k1-199 too; the a = −3 ones have no small group on this field
// (tests/exhaustive/fast_curves_exhaustive_test.cpp sweeps both families on
// their tiny curves). A control shows the sweep finds what it should:
// libsecp256k1's unified addition without its alternative slope, written
// on the fast field, fails on k1-13 exactly where y2 = −y1 with x2 ≠ x1.
#include <gtest/gtest.h>

#include <map>
#include <memory>
#include <tuple>

#include "exhaustive/small_group.hpp"
#include "exhaustive/tiers.hpp"
#include "proofs/symbolic/negative_controls_fast.hpp"
#include "support.hpp"
#include "tandem/audit/fast_formula_runs.hpp"
#include "tandem/fast/formulas/unified_add.hpp"

namespace tandem {
namespace {


const test::SmallGroup& group(const std::string& name) { return test::small_group(name); }

/// The index of what an output must be; twice is 2^doublings·P.
long expected_index(audit::Expect e, long i, long j, unsigned doublings) {
  switch (e) {
    case audit::Expect::sum: return i + j;
    case audit::Expect::difference: return i - j;
    case audit::Expect::first: return i;
    case audit::Expect::second: return j;
    case audit::Expect::twice: break;
  }
  return i << doublings;
}

struct Sweep {
  long pairs = 0;
  long skipped = 0;
  long wrong = 0;
  std::string first_wrong;
};

/// Every pair, or under the sanitizers on the largest group (k1-199:
/// 39 601 pairs per formula, field and magnitude) every seventh pair in
/// index order, which still meets every i and every j.
Sweep sweep(const test::SmallGroup& g, const audit::FastFormulaUnderTest& f, audit::FastField field, bool at_limit) {
  const audit::FormulaUnderTest& twin = audit::ref_twin_of(f);
  const long stride = (!test::every_point(g.order()) && twin.pair) ? 7 : 1;
  const ref::Curve& C = g.curve();
  test::ZCounter z(C.fp());
  const audit::ZSource zs = [&z] { return z(); };
  Sweep s;
  const long n = g.order();
  for (long i = 0; i < n; ++i) {
    for (long j = 0; j < (twin.pair ? n : 1); ++j) {
      if ((i * n + j) % stride != 0) continue;
      const ref::Point& P = g.at(i);
      const ref::Point& Q = g.at(j);
      if (!twin.applies(C, P, Q)) {
        ++s.skipped;
        continue;
      }
      ++s.pairs;
      const audit::FastRun fr = f.run(field, audit::FastCase{C, P, Q, zs, at_limit});
      const audit::FormulaRun& run = fr.run;
      bool ok = run.shared_z && fr.within_magnitudes;
      for (const audit::FormulaOutput& out : run.outputs) ok = ok && audit::output_agrees(out, g.at(expected_index(out.expect, i, j, twin.doublings)));
      if (!ok) {
        if (s.wrong == 0) s.first_wrong = "i = " + std::to_string(i) + ", j = " + std::to_string(j);
        ++s.wrong;
      }
    }
  }
  return s;
}

void sweep_all(const std::string& curve, audit::FastField field, bool at_limit) {
  const test::SmallGroup& g = group(curve);
  for (const audit::FastFormulaUnderTest& f : audit::fast_formulas_under_test()) {
    // a = 0 groups: the a = 0 formulas and the generic-a ones (whose family
    // includes a = 0); the a = −3 ones have no small group on this field.
    if (!f.for_curve(g.curve())) continue;
    // The quick tier sweeps the generic-a ones on k1-7 and k1-13 only (on
    // k1-199 they would double the sweep's time); the full tier on all.
    const bool generic = f.families != std::vector<spec::AKind>{spec::AKind::zero};
    if (!TANDEM_FULL_TESTS && generic && g.order() > 100) continue;
    const Sweep s = sweep(g, f, field, at_limit);
    EXPECT_EQ(s.wrong, 0) << f.name << " on " << curve << ": " << s.wrong << " of " << s.pairs << " wrong, first at "
                          << s.first_wrong;
    EXPECT_GT(s.pairs, 0) << f.name << " on " << curve << ": nothing in its domain";
  }
}

class FastFormulasExhaustive : public ::testing::TestWithParam<std::string> {};

TEST_P(FastFormulasExhaustive, Fe5x52AtMagnitudeOne) { sweep_all(GetParam(), audit::FastField::fe, false); }
TEST_P(FastFormulasExhaustive, Fe5x52AtDeclaredMagnitudes) { sweep_all(GetParam(), audit::FastField::fe, true); }
TEST_P(FastFormulasExhaustive, Fe64AtMagnitudeOne) { sweep_all(GetParam(), audit::FastField::fe64, false); }
TEST_P(FastFormulasExhaustive, Fe64NonCanonical) { sweep_all(GetParam(), audit::FastField::fe64, true); }

INSTANTIATE_TEST_SUITE_P(SmallCurves, FastFormulasExhaustive, ::testing::Values("k1-7", "k1-13", "k1-199"),
                         test::ParamName{});

TEST(FastFormulasExhaustiveControl, UnifiedWithoutAlternativeSlopeFailsExactlyAtOppositeY) {
  const test::SmallGroup& g = group("k1-13");
  const ref::Curve& C = g.curve();
  test::ZCounter z(C.fp());
  const audit::ZSource zs = [&z] { return z(); };
  const audit::FastFormulaUnderTest control = audit::fast_formula(
      "madd_unified_no_alt_slope", "madd_unified_a0_7m5s", fast::madd_unified_a0_7m5s_magnitudes, [](auto& r) {
        const ref::Point& P = r.in().P;
        const ref::Point& Q = r.in().Q;
        return audit::FormulaRun{{{r.out(proofs::negative::madd_unified_a0_no_alt_slope(r.gej(P, r.z()), r.ge(Q))), audit::Expect::sum, false}}, true};
      });
  long wrong = 0, opposite_y = 0, wrong_elsewhere = 0;
  for (long i = 0; i < g.order(); ++i) {
    for (long j = 0; j < g.order(); ++j) {
      const ref::Point& P = g.at(i);
      const ref::Point& Q = g.at(j);
      const bool degenerate = !P.infinity && !Q.infinity && is_zero(P.y + Q.y) && !is_zero(P.x - Q.x);
      opposite_y += degenerate ? 1 : 0;
      const audit::FastRun fr = control.run(audit::FastField::fe, audit::FastCase{C, P, Q, zs, false});
      const bool ok = ref::affine_equal(fr.run.outputs[0].point, g.at(i + j));
      wrong += ok ? 0 : 1;
      wrong_elsewhere += (!ok && !degenerate) ? 1 : 0;
    }
  }
  EXPECT_GT(opposite_y, 0);
  EXPECT_EQ(wrong, opposite_y) << "the control must fail at every degenerate pair";
  EXPECT_EQ(wrong_elsewhere, 0);
}

}  // namespace
}  // namespace tandem

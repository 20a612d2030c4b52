// Every fast formula for a = 0 (the a = 0 twins and the generic-a ones;
// the a = −3 ones are fast_formulas_a_test.cpp's) against the affine law on
// secp256k1 (ref), on both
// fast fields, with inputs at magnitude 1 and at the declared limits:
// random points (RapidCheck) and the edge pairs where the exceptional cases
// live — P = Q, P = −Q, O on either side, O + O, the opposite-y partner
// (x2 = β·x1, y2 = −y1), G and −G.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <vector>

#include "support.hpp"
#include "tandem/audit/fast_formula_runs.hpp"

namespace tandem {
namespace {


const ref::Curve& k1() { return *ref::find_curve("secp256k1"); }

void check_pair(const audit::FastFormulaUnderTest& f, audit::FastField field, bool at_limit, const ref::Point& P,
                const ref::Point& Q, gmp_randclass& rng) {
  const ref::Curve& C = k1();
  const audit::FormulaUnderTest& twin = audit::ref_twin_of(f);
  if (!f.for_curve(C) || !twin.applies(C, P, Q)) return;
  const audit::ZSource z = [&] {
    for (;;) {
      const ref::Fe v = C.fp().random(rng);
      if (!is_zero(v)) return v;
    }
  };
  const audit::FastRun fr = f.run(field, audit::FastCase{C, P, Q, z, at_limit});
  RC_ASSERT(fr.run.shared_z);
  RC_ASSERT(fr.within_magnitudes);
  for (const audit::FormulaOutput& out : fr.run.outputs) {
    RC_ASSERT(audit::output_agrees(out, audit::expected_by_law(C, out.expect, P, Q, twin.doublings)));
  }
}

/// The edge pairs of one P: (P, P), (P, −P), (O, P), (P, O), (O, O), and
/// (P, opposite-y partner).
std::vector<std::pair<ref::Point, ref::Point>> edge_pairs(const ref::Point& P) {
  const ref::Curve& C = k1();
  std::vector<std::pair<ref::Point, ref::Point>> e{
      {P, P}, {P, ref::neg(C, P)}, {C.infinity(), P}, {P, C.infinity()}, {C.infinity(), C.infinity()}};
  if (const auto Q = audit::opposite_y_partner(C, P)) e.emplace_back(P, *Q);
  return e;
}

void property(audit::FastField field, bool at_limit) {
  const std::vector<audit::FastFormulaUnderTest>& fs = audit::fast_formulas_under_test();
  rc::check([&] {
    const ref::Curve& C = k1();
    gmp_randclass rng(gmp_randinit_default);
    rng.seed(*rc::gen::arbitrary<unsigned long>());
    const ref::Point P = ref::mul_gen(C, test::gen_scalar(C));
    const ref::Point Q = ref::mul_gen(C, test::gen_scalar(C));
    for (const audit::FastFormulaUnderTest& f : fs) {
      check_pair(f, field, at_limit, P, Q, rng);
      for (const auto& [A, B] : edge_pairs(P)) check_pair(f, field, at_limit, A, B, rng);
    }
  });
}

TEST(FastFormulas, Fe5x52AgreesWithTheLaw) { property(audit::FastField::fe, false); }
TEST(FastFormulas, Fe5x52AtDeclaredMagnitudesAgreesWithTheLaw) { property(audit::FastField::fe, true); }
TEST(FastFormulas, Fe64AgreesWithTheLaw) { property(audit::FastField::fe64, false); }
TEST(FastFormulas, Fe64NonCanonicalAgreesWithTheLaw) { property(audit::FastField::fe64, true); }

/// G and −G, pinned: every formula on (G, G), (G, −G), (G, 2G), (−G, G).
TEST(FastFormulas, GeneratorEdges) {
  const ref::Curve& C = k1();
  gmp_randclass rng(gmp_randinit_default);
  rng.seed(13);
  const ref::Point G = C.G(), mG = ref::neg(C, C.G()), G2 = ref::dbl(C, C.G());
  const audit::ZSource z = [&] { return C.fp().from_int(977); };
  for (const bool at_limit : {false, true}) {
    for (const audit::FastFormulaUnderTest& f : audit::fast_formulas_under_test()) {
      if (!f.for_curve(C)) continue;  // the a = −3 ones: fast_formulas_a_test.cpp
      const audit::FormulaUnderTest& twin = audit::ref_twin_of(f);
      for (const auto& [A, B] : std::vector<std::pair<ref::Point, ref::Point>>{{G, G}, {G, mG}, {G, G2}, {mG, G}}) {
        if (!twin.applies(C, A, B)) continue;
        const audit::FastRun fr = f.run(audit::FastField::fe, audit::FastCase{C, A, B, z, at_limit});
        EXPECT_TRUE(fr.within_magnitudes) << f.name << ": " << fr.magnitude_note;
        for (const audit::FormulaOutput& out : fr.run.outputs) {
          EXPECT_TRUE(audit::output_agrees(out, audit::expected_by_law(C, out.expect, A, B, twin.doublings))) << f.name;
        }
      }
    }
  }
}

}  // namespace
}  // namespace tandem

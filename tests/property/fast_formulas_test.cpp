// Every fast formula against the affine law on secp256k1 (ref), on both
// fast fields, with inputs at magnitude 1 and at the declared limits:
// random points (RapidCheck) and the edge pairs where the exceptional cases
// live — P = Q, P = −Q, O on either side, O + O, the opposite-y partner
// (x2 = β·x1, y2 = −y1), G and −G.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <vector>

#include "fast_formula_runs.hpp"
#include "support.hpp"

namespace tandem {
namespace {

using test::fastf::Magnitudes;

const ref::Curve& k1() { return *ref::find_curve("secp256k1"); }

template <class F>
void check_pair(const audit::FormulaUnderTest& f, const ref::Point& P, const ref::Point& Q, gmp_randclass& rng) {
  const ref::Curve& C = k1();
  if (!f.applies(C, P, Q)) return;
  const audit::ZSource z = [&] {
    for (;;) {
      const ref::Fe v = C.fp().random(rng);
      if (!is_zero(v)) return v;
    }
  };
  const audit::FormulaRun run = f.run(C, P, Q, z);
  RC_ASSERT(run.shared_z);
  for (const audit::FormulaOutput& out : run.outputs) {
    RC_ASSERT(audit::output_agrees(out, audit::expected_by_law(C, out.expect, P, Q, f.doublings)));
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

template <class F>
void property(Magnitudes how) {
  const std::vector<audit::FormulaUnderTest> fs = test::fastf::fast_formulas_under_test<F>(how);
  rc::check([&] {
    const ref::Curve& C = k1();
    gmp_randclass rng(gmp_randinit_default);
    rng.seed(*rc::gen::arbitrary<unsigned long>());
    const ref::Point P = ref::mul_gen(C, test::gen_scalar(C));
    const ref::Point Q = ref::mul_gen(C, test::gen_scalar(C));
    for (const audit::FormulaUnderTest& f : fs) {
      check_pair<F>(f, P, Q, rng);
      for (const auto& [A, B] : edge_pairs(P)) check_pair<F>(f, A, B, rng);
    }
  });
}

TEST(FastFormulas, Fe5x52AgreesWithTheLaw) { property<fast::Fe>(Magnitudes::one); }
TEST(FastFormulas, Fe5x52AtDeclaredMagnitudesAgreesWithTheLaw) { property<fast::Fe>(Magnitudes::declared); }
TEST(FastFormulas, Fe64AgreesWithTheLaw) { property<fast::Fe64>(Magnitudes::one); }
TEST(FastFormulas, Fe64NonCanonicalAgreesWithTheLaw) { property<fast::Fe64>(Magnitudes::declared); }

/// G and −G, pinned: every formula on (G, G), (G, −G), (G, 2G), (−G, G).
TEST(FastFormulas, GeneratorEdges) {
  const ref::Curve& C = k1();
  gmp_randclass rng(gmp_randinit_default);
  rng.seed(13);
  const ref::Point G = C.G(), mG = ref::neg(C, C.G()), G2 = ref::dbl(C, C.G());
  for (const auto how : {Magnitudes::one, Magnitudes::declared}) {
    for (const audit::FormulaUnderTest& f : test::fastf::fast_formulas_under_test<fast::Fe>(how)) {
      for (const auto& [A, B] : std::vector<std::pair<ref::Point, ref::Point>>{{G, G}, {G, mG}, {G, G2}, {mG, G}}) {
        if (!f.applies(C, A, B)) continue;
        const audit::FormulaRun run = f.run(C, A, B, [&] { return C.fp().from_int(977); });
        for (const audit::FormulaOutput& out : run.outputs) {
          EXPECT_TRUE(audit::output_agrees(out, audit::expected_by_law(C, out.expect, A, B, f.doublings))) << f.name;
        }
      }
    }
  }
}

}  // namespace
}  // namespace tandem

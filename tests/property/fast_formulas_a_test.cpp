// fast/'s a = −3 and generic-a formulas against ref on curves over
// secp256k1's p with that a (audit/k1_field_curves.hpp: k1f-m3, a = −3 of
// prime order; k1f-gen, a = 5 with a point T of order two), on both fast
// fields, with inputs at magnitude 1 and at the declared limits: random
// points (multiples of G, and points found from a random x by a square
// root, outside G's subgroup on k1f-gen) and the edge pairs — P = Q,
// P = −Q, O on either side, O + O, the opposite-y partner, T with itself,
// with G and with O. Every run must give ref's twin's points (fast and ref
// degenerate alike on a formula's exceptional pairs), and the affine law's
// wherever ref's twin does; each formula meets the law on most pairs, so
// the comparison is not empty. The generic-a formulas also run on
// secp256k1 (a = 0), the a = 0 case of their family.
#include <gtest/gtest.h>

#include <string>
#include <vector>

#include "tandem/audit/fast_formula_runs.hpp"
#include "tandem/audit/k1_field_curves.hpp"
#include "tandem/ref/group.hpp"

namespace tandem {
namespace {

using audit::FastField;
using audit::FastFormulaUnderTest;
using ref::Point;

struct Tally {
  std::size_t runs = 0;
  std::size_t lawful = 0;  ///< runs where ref's twin gives the law's points
};

/// Whether every output of a run is the law's.
bool by_law(const ref::Curve& C, const audit::FormulaRun& run, const Point& P, const Point& Q, unsigned doublings) {
  for (const audit::FormulaOutput& out : run.outputs) {
    if (!audit::output_agrees(out, audit::expected_by_law(C, out.expect, P, Q, doublings))) return false;
  }
  return run.shared_z;
}

void check_pair(const FastFormulaUnderTest& f, const ref::Curve& C, const Point& P, const Point& Q,
                const audit::ZSource& z, Tally& t) {
  const audit::FormulaUnderTest& twin = audit::ref_twin_of(f);
  if (!twin.applies(C, P, Q)) return;
  const audit::FormulaRun want = twin.run(C, P, Q, z);
  const bool lawful = by_law(C, want, P, Q, twin.doublings);
  for (const FastField field : {FastField::fe, FastField::fe64}) {
    for (const bool limit : {false, true}) {
      const audit::FastCase c{C, P, Q, z, limit};
      const auto d = audit::fast_disagreement(f, field, c, want);
      EXPECT_FALSE(d) << f.name << " on " << C.name() << ": " << *d;
      if (lawful) {
        EXPECT_TRUE(by_law(C, f.run(field, c).run, P, Q, twin.doublings)) << f.name << " on " << C.name();
      }
      ++t.runs;
      t.lawful += lawful ? 1 : 0;
    }
  }
}

/// The pairs of one curve: random points and the edges around them.
std::vector<std::pair<Point, Point>> pairs_of(const ref::Curve& C, gmp_randclass& rng) {
  std::vector<Point> pts;
  for (int i = 0; i < 4; ++i) {
    pts.push_back(ref::mul_gen(C, rng.get_z_range(C.n() - 1) + 1));
    pts.push_back(audit::random_point_by_sqrt(C, rng));
  }
  std::vector<std::pair<Point, Point>> out;
  for (std::size_t i = 0; i < pts.size(); ++i) {
    const Point& P = pts[i];
    out.insert(out.end(), {{P, pts[(i + 1) % pts.size()]}, {P, P}, {P, ref::neg(C, P)}, {C.infinity(), P},
                           {P, C.infinity()}});
    if (const auto Q = audit::opposite_y_partner(C, P)) out.emplace_back(P, *Q);
  }
  out.emplace_back(C.infinity(), C.infinity());
  if (const auto X0 = audit::point_with_x0(C)) out.emplace_back(*X0, ref::neg(C, *X0));
  for (const Point& T : audit::order_two_points(C)) {
    out.insert(out.end(), {{T, T}, {T, C.G()}, {C.G(), T}, {T, C.infinity()}, {C.infinity(), T}});
    const Point TG = ref::add(C, T, C.G());
    out.insert(out.end(), {{TG, TG}, {TG, C.G()}, {TG, T}});
  }
  return out;
}

class FastFormulaA : public ::testing::TestWithParam<std::string> {};

TEST_P(FastFormulaA, AgreesWithRefAndTheLawOnEveryCurveOfItsFamilies) {
  const FastFormulaUnderTest* f = nullptr;
  for (const FastFormulaUnderTest& g : audit::fast_formulas_under_test()) {
    if (g.name == GetParam()) f = &g;
  }
  ASSERT_NE(f, nullptr);
  std::size_t curves = 0;
  for (const ref::Curve* C : audit::k1_field_curves()) {
    if (!f->for_curve(*C)) continue;
    ++curves;
    gmp_randclass rng(gmp_randinit_default);
    rng.seed(29);
    const audit::ZSource z = [&] {
      for (;;) {
        const ref::Fe v = C->fp().random(rng);
        if (!is_zero(v)) return v;
      }
    };
    Tally t;
    for (const auto& [P, Q] : pairs_of(*C, rng)) check_pair(*f, *C, P, Q, z, t);
    EXPECT_GE(t.runs, 40U) << C->name();
    EXPECT_GT(t.lawful * 4, t.runs * 3) << C->name() << ": too few pairs where the law is met";
  }
  EXPECT_GE(curves, 1U);
}

/// The a = −3 and generic-a formulas of the audit's list.
std::vector<std::string> names() {
  std::vector<std::string> v;
  for (const FastFormulaUnderTest& f : audit::fast_formulas_under_test()) {
    if (f.families != std::vector<spec::AKind>{spec::AKind::zero}) v.push_back(f.name);
  }
  return v;
}
INSTANTIATE_TEST_SUITE_P(Every, FastFormulaA, ::testing::ValuesIn(names()),
                         [](const ::testing::TestParamInfo<std::string>& i) { return i.param; });

TEST(FastFormulaAList, EveryAm3AndGenericTwinIsListedForItsFamilies) {
  const std::vector<std::string> got = names();
  EXPECT_EQ(got.size(), 14U);
  for (const ref::Curve* C : audit::k1_field_curves()) {
    EXPECT_EQ(C->p(), audit::k1_field_curve(spec::AKind::zero).p());
    EXPECT_TRUE(ref::on_curve(*C, C->G())) << C->name();
    EXPECT_TRUE(ref::mul_gen(*C, C->n()).infinity) << C->name();
  }
  const auto T = audit::order_two_points(audit::k1_field_curve(spec::AKind::generic));
  ASSERT_EQ(T.size(), 1U);
  const ref::Curve& gen = audit::k1_field_curve(spec::AKind::generic);
  EXPECT_TRUE(ref::on_curve(gen, T[0]));
  EXPECT_TRUE(ref::dbl(gen, T[0]).infinity);
}

}  // namespace
}  // namespace tandem

// Every formula of ref/formulas gives the affine law's results on the
// curves of its family (test::property_curve_names: all of them in the full
// tier), with a random Z on each input (so Z ≠ 1 is
// exercised), for random pairs and for the exceptional ones: P = Q,
// P = −Q, O on either side, O + O, y2 = −y1 with x2 ≠ x1 (where unified
// slopes are 0/0) and P = −Q with x = 0, where the curve has them. Pairs
// outside a formula's documented domain are skipped (the prover shows what
// happens there). The same list of formulas is what the audit runs.
#include <gtest/gtest.h>
#include <rapidcheck.h>

#include "support.hpp"
#include "tandem/audit/formula_runs.hpp"
#include "tandem/ref/formulas/jacobian_dbl_repeated.hpp"

namespace tandem {
namespace {

class Formulas : public ::testing::TestWithParam<std::string> {
 protected:
  const ref::Curve& C = *ref::find_curve(GetParam());

  ref::Fe gen_z() const {
    ref::Fe z = C.fp().from_mpz(test::gen_integer(C.fp().bytes() + 4));
    return is_zero(z) ? C.fp().one() : z;
  }

  /// A pair of one of the shapes where formulas go wrong, or a random one.
  std::pair<ref::Point, ref::Point> gen_pair() const {
    const ref::Point P = test::gen_point(C);
    switch (*rc::gen::inRange(0, 9)) {
      case 0: return {P, P};
      case 1: return {P, ref::neg(C, P)};
      case 2: return {P, C.infinity()};
      case 3: return {C.infinity(), P};
      case 4: return {C.infinity(), C.infinity()};
      case 5: {
        if (const auto Q = audit::opposite_y_partner(C, P)) return {P, *Q};
        break;
      }
      case 6: {
        if (const auto T = audit::point_with_x0(C)) return {*T, ref::neg(C, *T)};
        break;
      }
      default: break;
    }
    return {P, test::gen_point(C)};
  }
};

TEST_P(Formulas, EveryFormulaEqualsTheAffineLaw) {
  std::size_t formulas = 0;
  for (const audit::FormulaUnderTest& f : audit::formulas_under_test()) {
    if (!f.for_curve(C)) continue;
    ++formulas;
    EXPECT_TRUE(rc::check(f.name + " = the affine law on " + GetParam(), [&] {
      const auto [P, Q] = gen_pair();
      if (!f.applies(C, P, Q)) return;
      const audit::FormulaRun run = f.run(C, P, Q, [this] { return gen_z(); });
      RC_ASSERT(run.shared_z);
      for (const audit::FormulaOutput& out : run.outputs) {
        RC_ASSERT(audit::output_agrees(out, audit::expected_by_law(C, out.expect, P, Q, f.doublings)));
      }
    })) << f.name;
  }
  EXPECT_GE(formulas, 14U) << "every family has at least the generic formulas";
}

TEST_P(Formulas, RepeatedDoublingIsTwoToTheN) {
  EXPECT_TRUE(rc::check("dbl_repeated_modified(P, n) = 2^n P", [this] {
    const ref::Point P = test::gen_point(C);
    const unsigned n = *rc::gen::inRange(0U, 9U);
    ref::Point want = P;
    for (unsigned i = 0; i < n; ++i) want = ref::dbl(C, want);
    const ref::Point got = ref::to_affine(ref::dbl_repeated_modified(audit::jacobian_with_z(P, gen_z()), n, C.eq()));
    RC_ASSERT(ref::affine_equal(got, want));
  }));
}

INSTANTIATE_TEST_SUITE_P(Curves, Formulas, ::testing::ValuesIn(test::property_curve_names()), test::ParamName{});

TEST(FormulaEdges, TheExceptionalPairsExistWhereExpected) {
  // The generators of the edge pairs must produce them, or the tests above
  // would quietly test random pairs only.
  const ref::Curve& k1 = *ref::find_curve("secp256k1");
  const auto Q = audit::opposite_y_partner(k1, k1.G());
  ASSERT_TRUE(Q.has_value());
  EXPECT_TRUE(ref::on_curve(k1, *Q));
  EXPECT_TRUE(Q->x == *k1.beta() * k1.G().x || Q->x == sqr(*k1.beta()) * k1.G().x);
  EXPECT_EQ(Q->y, -k1.G().y);
  const ref::Curve& tiny = *ref::find_curve("tiny-m3-251");
  const auto T = audit::point_with_x0(tiny);
  ASSERT_TRUE(T.has_value());
  EXPECT_TRUE(ref::on_curve(tiny, *T));
}

}  // namespace
}  // namespace tandem

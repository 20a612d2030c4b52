// The magnitude field and the magnitude check of fast/'s formulas: every rule
// of Mag is fe_contract's (checked at every magnitude up to the limit and one
// beyond); every fast formula stays within the contract on every path and
// returns within its declared `out`; and the check is not blind: a twin
// without one normalize_weak, a tightened `out`, a raised input bound and a
// breach hidden behind two branches are each refuted. In verify builds, the
// 5×52 field's own tracked magnitudes after each straight-line formula equal
// the bounds the magnitude field computed for it.
#include <gtest/gtest.h>

#include <string>

#include "tandem/fast/field.hpp"
#include "tandem/fast/field_contract.hpp"
#include "tandem/fast/formulas/coz.hpp"
#include "tandem/fast/formulas/jacobian_dbl.hpp"
#include "tandem/fast/formulas/rcb_complete.hpp"
#include "tandem/fast/formulas/unified_add.hpp"
#include "tandem/fast/formulas/xz.hpp"
#include "tandem/proofs/magnitudes.hpp"
#include "tandem/proofs/prover.hpp"

namespace tandem {
namespace {

namespace fc = fast::fe_contract;
using proofs::Mag;
using proofs::MagScope;

/// Runs `op` in a fresh scope; returns the first breach's operation name,
/// or "" if none.
template <class Op>
std::string breach_of(Op op) {
  MagScope scope;
  op();
  return scope.first_breach() ? scope.first_breach()->op : "";
}

TEST(MagnitudeField, RulesAreFeContracts) {
  for (int a = 0; a <= fc::kMaxMagnitude; ++a) {
    const Mag x = Mag::bound(a);
    MagScope scope;
    for (int b = 0; b + a <= fc::kMaxMagnitude; ++b) EXPECT_EQ(add(x, Mag::bound(b)).magnitude(), fc::add_output(a, b));
    for (int m = a; m < fc::kMaxMagnitude; ++m) EXPECT_EQ(negate(x, m).magnitude(), fc::negate_output(m));
    for (int k = 0; k <= fc::kMaxMagnitude && a * k <= fc::kMaxMagnitude; ++k) EXPECT_EQ(mul_int(x, k).magnitude(), fc::mul_int_output(a, k));
    EXPECT_EQ(half(x).magnitude(), fc::half_output(a));
    EXPECT_EQ(normalize_weak(x).magnitude(), fc::kNormalizeWeakOutput);
    EXPECT_FALSE(normalize_weak(x).normalized());
    EXPECT_TRUE(normalize(x).normalized());
    if (a <= fc::kMulMaxInput) {
      EXPECT_EQ(mul(x, x).magnitude(), fc::kMulOutput);
      EXPECT_EQ(sqr(x).magnitude(), fc::kMulOutput);
      EXPECT_EQ(mul_const(Mag::from_int(7), x).magnitude(), fc::kMulOutput);
    }
    Mag r = Mag::bound(3);
    cmov(r, x, false);
    EXPECT_EQ(r.magnitude(), std::max(3, a));
    (void)normalizes_to_zero(x);
    (void)normalizes_to_zero_var(x);
    EXPECT_FALSE(scope.first_breach()) << "a = " << a << ": " << scope.first_breach()->op << " "
                                       << scope.first_breach()->what;
  }
  EXPECT_EQ(Mag::from_int(0).magnitude(), 0);
  EXPECT_EQ(Mag::from_int(7).magnitude(), 1);
  EXPECT_TRUE(Mag::from_int(7).normalized());
}

TEST(MagnitudeField, EachPreconditionBreaksOneBeyondItsLimit) {
  const Mag over_mul = Mag::bound(fc::kMulMaxInput + 1);
  const Mag ok = Mag::bound(1);
  EXPECT_EQ(breach_of([&] { (void)mul(over_mul, ok); }), "mul");
  EXPECT_EQ(breach_of([&] { (void)mul(ok, over_mul); }), "mul");
  EXPECT_EQ(breach_of([&] { (void)sqr(over_mul); }), "sqr");
  EXPECT_EQ(breach_of([&] { (void)mul_const(ok, over_mul); }), "mul_const");
  EXPECT_EQ(breach_of([&] { (void)add(Mag::bound(fc::kMaxMagnitude), ok); }), "add");
  EXPECT_EQ(breach_of([&] { (void)add(Mag::bound(fc::kMaxMagnitude - 1), ok); }), "");
  EXPECT_EQ(breach_of([&] { (void)negate(Mag::bound(5), 4); }), "negate");
  EXPECT_EQ(breach_of([&] { (void)negate(Mag::bound(4), 4); }), "");
  EXPECT_EQ(breach_of([&] { (void)negate(ok, fc::kMaxMagnitude); }), "negate");
  EXPECT_EQ(breach_of([&] { (void)negate(ok, fc::kMaxMagnitude - 1); }), "");
  EXPECT_EQ(breach_of([&] { (void)mul_int(Mag::bound(4), fc::kMaxMagnitude / 4 + 1); }), "mul_int");
  EXPECT_EQ(breach_of([&] { (void)mul_int(Mag::bound(4), fc::kMaxMagnitude / 4); }), "");
  EXPECT_EQ(breach_of([&] { (void)mul_int(ok, -1); }), "mul_int");
  const Mag over_max = add(Mag::bound(fc::kMaxMagnitude), ok);  // outside any scope: nothing recorded here
  EXPECT_EQ(over_max.magnitude(), fc::kMaxMagnitude + 1);
  EXPECT_EQ(breach_of([&] { (void)half(over_max); }), "half");
  EXPECT_EQ(breach_of([&] { (void)normalize_weak(over_max); }), "normalize_weak");
  EXPECT_EQ(breach_of([&] { (void)normalizes_to_zero(over_max); }), "normalizes_to_zero");
  EXPECT_EQ(breach_of([&] { (void)normalizes_to_zero_var(over_max); }), "normalizes_to_zero_var");
  // The breach names its place in the run.
  MagScope scope;
  (void)sqr(ok);
  (void)add(ok, ok);
  (void)sqr(over_mul);
  ASSERT_TRUE(scope.first_breach());
  EXPECT_EQ(scope.first_breach()->op_index, 2U);
  EXPECT_NE(scope.first_breach()->what.find("kMulMaxInput"), std::string::npos) << scope.first_breach()->what;
}

TEST(MagnitudeField, DecisionsFollowTheSchedule) {
  MagScope scope({true, false, true});
  const Mag x = Mag::bound(1);
  EXPECT_TRUE(normalizes_to_zero_var(x));
  EXPECT_FALSE(normalizes_to_zero(x));
  EXPECT_TRUE(normalizes_to_zero_var(x));
  EXPECT_FALSE(normalizes_to_zero_var(x));  // past the schedule: "no"
  EXPECT_EQ(scope.decisions(), (std::vector<bool>{true, false, true, false}));
}

TEST(MagnitudeCheck, EveryFastFormulaStaysWithinTheContractOnEveryPath) {
  const std::vector<proofs::MagnitudeResult> all = proofs::check_all_magnitudes();
  std::size_t fast = 0;
  for (const proofs::MagnitudeResult& r : all) {
    EXPECT_TRUE(r.as_expected()) << r.formula->info.name << ": "
                                 << (r.violation ? r.violation->op + ": " + r.violation->what + " on " +
                                                       r.violation_path
                                                 : std::string("no breach"));
    if (r.formula->implementation != "fast") continue;
    ++fast;
    EXPECT_TRUE(r.holds) << r.formula->info.name;
    ASSERT_EQ(r.worst.size(), r.formula->outputs.size());
    for (const fast::CoordMagnitudes& w : r.worst) {
      EXPECT_LE(w.x, r.formula->magnitudes->out.x);
      EXPECT_LE(w.y, r.formula->magnitudes->out.y);
      EXPECT_LE(w.z, r.formula->magnitudes->out.z);
      // The group's invariant: formulas compose.
      EXPECT_LE(w.x, 4);
      EXPECT_LE(w.y, 4);
      EXPECT_LE(w.z, 1);
    }
  }
  EXPECT_GE(fast, 19U);
}

TEST(MagnitudeCheck, EveryPathIsRun) {
  // madd_8m3s_var: Q = O; P = O; H ≡ 0 with R ≡ 0 (the doubling) or not;
  // the generic path: 5. madd_unified_a0_7m5s: Q finite or O, times the
  // 2³ answers of its three constant-time tests: 16. The xz formulas: 1.
  EXPECT_EQ(proofs::check_magnitudes(proofs::formula("madd_8m3s_var", "fast")).paths, 5U);
  EXPECT_EQ(proofs::check_magnitudes(proofs::formula("madd_unified_a0_7m5s", "fast")).paths, 16U);
  EXPECT_EQ(proofs::check_magnitudes(proofs::formula("xdbl_a0_4m3s1c", "fast")).paths, 1U);
  // The worst bounds are over all paths: madd_8m3s_var returns P as it
  // came when Q = O (X, Y at 4), its own X3 at 1 otherwise.
  const proofs::MagnitudeResult madd = proofs::check_magnitudes(proofs::formula("madd_8m3s_var", "fast"));
  EXPECT_EQ(madd.worst[0].x, 4);
  EXPECT_EQ(madd.worst[0].y, 4);
  const proofs::MagnitudeResult half = proofs::check_magnitudes(proofs::formula("dbl_a0_half_3m4s", "fast"));
  EXPECT_EQ(half.worst[0].x, 3);
  EXPECT_EQ(half.worst[0].y, 3);
  EXPECT_EQ(half.worst[0].z, 1);
}

TEST(MagnitudeCheck, TheTwinWithoutAWeakNormalizationIsRefuted) {
  const proofs::FormulaEntry& twin = proofs::formula("madd_8m3s_var_no_weak");
  ASSERT_TRUE(twin.negative_control);
  ASSERT_TRUE(twin.magnitudes_refuted);
  const proofs::MagnitudeResult r = proofs::check_magnitudes(twin);
  EXPECT_FALSE(r.holds);
  EXPECT_TRUE(r.as_expected());
  ASSERT_TRUE(r.violation);
  EXPECT_EQ(r.violation->op, "negate");
  EXPECT_NE(r.violation->what.find("magnitude 6 exceeds its stated bound m = 1"), std::string::npos)
      << r.violation->what;
  // Only the generic path reaches the slip.
  EXPECT_NE(r.violation_path.find("Q finite; normalizes_to_zero answers no no"), std::string::npos)
      << r.violation_path;
  // The group law cannot see it: same values.
  for (const proofs::CaseResult& c : proofs::prove_formula(twin)) {
    EXPECT_TRUE(c.holds) << proofs::case_name(c.which) << ": " << c.detail;
  }
}

TEST(MagnitudeCheck, ATightenedOutOrARaisedInputIsRefuted) {
  proofs::FormulaEntry tight = proofs::formula("dbl_a0_half_3m4s", "fast");
  tight.magnitudes->out.y = 2;
  const proofs::MagnitudeResult t = proofs::check_magnitudes(tight);
  EXPECT_FALSE(t.holds);
  ASSERT_TRUE(t.violation);
  EXPECT_EQ(t.violation->op, "output 1 (2P)");
  EXPECT_NE(t.violation->what.find("Y's magnitude 3 exceeds the declared out bound 2"), std::string::npos)
      << t.violation->what;

  proofs::FormulaEntry raised = proofs::formula("dbl_a0_half_3m4s", "fast");
  raised.magnitudes->point.x = fc::kMulMaxInput + 1;
  const proofs::MagnitudeResult u = proofs::check_magnitudes(raised);
  EXPECT_FALSE(u.holds);
  ASSERT_TRUE(u.violation);
  EXPECT_TRUE(u.violation->op == "mul" || u.violation->op == "sqr") << u.violation->op;

  // The co-Z bound {3, 3, 1} is tight: X1 − X2 must square (3 + 4 ≤ 8).
  proofs::FormulaEntry coz = proofs::formula("zaddu_5m2s", "fast");
  coz.magnitudes->point = {4, 3, 1};
  EXPECT_FALSE(proofs::check_magnitudes(coz).holds);
}

TEST(MagnitudeCheck, ABreachBehindTwoBranchesIsFound) {
  // A formula that breaks the contract only where two tests both answer
  // "yes": the check must reach that path.
  proofs::FormulaEntry f = proofs::formula("dbl_a0_half_3m4s", "fast");
  f.on_mag = [](std::span<const proofs::PointIO<Mag>> in, const proofs::CurveIO<Mag>& /*c*/) {
    proofs::PointIO<Mag> out = in[0];
    if (normalizes_to_zero_var(in[0].X) && normalizes_to_zero_var(in[0].Y)) out.X = sqr(mul_int(in[0].X, 3));
    else out.X = sqr(in[0].X);
    out.Y = normalize_weak(in[0].Y);
    return std::vector<proofs::PointIO<Mag>>{out};
  };
  const proofs::MagnitudeResult r = proofs::check_magnitudes(f);
  EXPECT_EQ(r.paths, 3U);
  EXPECT_FALSE(r.holds);
  ASSERT_TRUE(r.violation);
  EXPECT_EQ(r.violation->op, "sqr");
  EXPECT_NE(r.violation_path.find("yes yes"), std::string::npos) << r.violation_path;
}

#if TANDEM_FAST_VERIFY
/// An element whose tracked magnitude is m (≥ 1), of some value.
fast::Fe at(int m, std::uint32_t seed) {
  const fast::Fe v = mul(fast::Fe::from_int(seed), fast::Fe::from_int(seed + 11));  // magnitude 1
  return m == 1 ? v : mul_int(v, m);
}

std::vector<fast::CoordMagnitudes> tracked(std::initializer_list<fast::CoordMagnitudes> m) { return m; }

template <class P>
fast::CoordMagnitudes of(const P& p) {
  return {p.X.magnitude(), p.Y.magnitude(), p.Z.magnitude()};
}
fast::CoordMagnitudes of(const fast::Gexz<fast::Fe>& p) { return {p.X.magnitude(), 0, p.Z.magnitude()}; }
#endif

TEST(MagnitudeCheck, TheFieldsOwnTrackingAgreesWithTheMagnitudeField) {
#if TANDEM_FAST_VERIFY
  using fast::Fe;
  const fast::CoordMagnitudes pt{4, 4, 1}, cz{3, 3, 1};
  const fast::Gej<Fe> J{at(pt.x, 2), at(pt.y, 3), at(pt.z, 5)};
  const fast::Gep<Fe> P{at(pt.x, 2), at(pt.y, 3), at(pt.z, 5)}, Q{at(pt.x, 7), at(pt.y, 13), at(pt.z, 17)};
  const fast::Gej<Fe> C0{at(cz.x, 2), at(cz.y, 3), at(cz.z, 5)}, C1{at(cz.x, 7), at(cz.y, 13), at(cz.z, 5)};
  const fast::Gexz<Fe> X0{at(pt.x, 2), at(pt.z, 5)}, X1{at(pt.x, 7), at(pt.z, 17)}, XD{at(pt.x, 19), at(pt.z, 23)};
  const Fe b = Fe::from_int(7), b3 = Fe::from_int(21);
  const std::vector<std::pair<std::string_view, std::vector<fast::CoordMagnitudes>>> runs{
      {"dbl_a0_3m4s", tracked({of(fast::dbl_a0_3m4s(J))})},
      {"dbl_a0_2009l_2m5s", tracked({of(fast::dbl_a0_2009l_2m5s(J))})},
      {"dbl_a0_half_3m4s", tracked({of(fast::dbl_a0_half_3m4s(J))})},
      {"add_unified_bj_a0_11m5s", tracked({of(fast::add_unified_bj_a0_11m5s(P, Q))})},
      {"add_rcb_a0_12m", tracked({of(fast::add_rcb_a0_12m(P, Q, b3))})},
      {"dbl_rcb_a0_6m2s", tracked({of(fast::dbl_rcb_a0_6m2s(P, b3))})},
      {"zaddu_5m2s", [&] {
         const auto r = fast::zaddu_5m2s(C0, C1);
         return tracked({of(r.first), of(r.second)});
       }()},
      {"zaddc_6m3s", [&] {
         const auto r = fast::zaddc_6m3s(C0, C1);
         return tracked({of(r.first), of(r.second)});
       }()},
      {"coz_ladder_step_11m5s", [&] {
         const auto r = fast::coz_ladder_step_11m5s(C0, C1);
         return tracked({of(r.first), of(r.second)});
       }()},
      {"xdbl_a0_4m3s1c", tracked({of(fast::xdbl_a0_4m3s1c(X0, b))})},
      {"xadd_a0_8m2s1c", tracked({of(fast::xadd_a0_8m2s1c(X0, X1, XD, b))})}};
  for (const auto& [name, got] : runs) {
    const proofs::MagnitudeResult r = proofs::check_magnitudes(proofs::formula(name, "fast"));
    ASSERT_EQ(r.paths, 1U) << name;
    ASSERT_EQ(got.size(), r.worst.size()) << name;
    for (std::size_t k = 0; k < got.size(); ++k) {
      EXPECT_EQ(got[k].x, r.worst[k].x) << name << " output " << k;
      EXPECT_EQ(got[k].y, r.worst[k].y) << name << " output " << k;
      EXPECT_EQ(got[k].z, r.worst[k].z) << name << " output " << k;
    }
  }
#else
  GTEST_SKIP() << "needs a TANDEM_FAST_VERIFY build (the field tracks magnitudes there only)";
#endif
}

TEST(MagnitudeCheck, HeadroomIsWhereTheFirstCallBreaks) {
  // zaddu's X1 − X2 is add(X1, negate(X2, 3)): X may not pass 3 (the co-Z
  // bound is tight). libsecp256k1's doubling squares X first: up to 8.
  const fast::FormulaMagnitudes z = proofs::magnitude_headroom(proofs::formula("zaddu_5m2s", "fast"));
  EXPECT_EQ(z.point.x, 3);
  const fast::FormulaMagnitudes d = proofs::magnitude_headroom(proofs::formula("dbl_a0_half_3m4s", "fast"));
  EXPECT_EQ(d.point.x, fc::kMulMaxInput);
  // Every declared bound is within its headroom.
  for (const proofs::FormulaEntry& f : proofs::formulas()) {
    if (f.implementation != "fast") continue;
    const fast::FormulaMagnitudes h = proofs::magnitude_headroom(f);
    EXPECT_GE(h.point.x, f.magnitudes->point.x) << f.info.name;
    EXPECT_GE(h.point.y, f.magnitudes->point.y) << f.info.name;
    EXPECT_GE(h.point.z, f.magnitudes->point.z) << f.info.name;
    EXPECT_GE(h.affine.x, f.magnitudes->affine.x) << f.info.name;
    EXPECT_GE(h.affine.y, f.magnitudes->affine.y) << f.info.name;
  }
}

TEST(MagnitudeCheck, RefEntriesDeclareNone) {
  EXPECT_THROW((void)proofs::check_magnitudes(proofs::formula("madd_8m3s", "ref")), std::invalid_argument);
}

}  // namespace
}  // namespace tandem

#include "tandem/audit/formula_runs.hpp"

#include <algorithm>
#include <stdexcept>

#include "tandem/ref/formulas/coz.hpp"
#include "tandem/ref/formulas/jacobian_add.hpp"
#include "tandem/ref/formulas/jacobian_dbl.hpp"
#include "tandem/ref/formulas/jacobian_dbl_repeated.hpp"
#include "tandem/ref/formulas/jacobian_madd.hpp"
#include "tandem/ref/formulas/rcb_complete.hpp"
#include "tandem/ref/formulas/unified_add.hpp"
#include "tandem/ref/formulas/xz.hpp"

namespace tandem::audit {

namespace {

using ref::Fe;
using ref::Point;
using Jac = ref::Jacobian<Fe>;
using Proj = ref::Projective<Fe>;
using XZ = ref::XZ<Fe>;
using spec::AKind;

const std::vector<AKind> kAll{AKind::zero, AKind::minus3, AKind::generic};
const std::vector<AKind> kZero{AKind::zero};
const std::vector<AKind> kMinus3{AKind::minus3};

Proj proj(const Point& P, const Fe& z) {
  if (P.infinity) return {z.constant(0), z, z.constant(0)};
  return {P.x * z, P.y * z, z};
}

XZ xz(const Point& P, const Fe& z) {
  if (P.infinity) return {z, z.constant(0)};
  return {P.x * z, z};
}

/// x = X/Z as an affine point whose y means nothing; O for Z = 0.
Point from_xz(const XZ& P) {
  if (is_zero(P.Z)) return Point::at_infinity(P.X);
  return {P.X * *ref::inverse(P.Z), P.X.constant(0), false};
}

bool equal(const Point& P, const Point& Q) { return ref::affine_equal(P, Q); }

bool any_pair(const ref::Curve& /*C*/, const Point& /*P*/, const Point& /*Q*/) { return true; }

/// Co-Z and x-only formulas: finite points with x1 ≠ x2.
bool distinct_x(const ref::Curve& /*C*/, const Point& P, const Point& Q) {
  return !P.infinity && !Q.infinity && !is_zero(P.x - Q.x);
}

/// Brier–Joye's unified slope R/M is 0/0 where y2 = −y1 and
/// x1² + x1·x2 + x2² + a = 0; O is no input.
bool unified_slope_defined(const ref::Curve& C, const Point& P, const Point& Q) {
  if (P.infinity || Q.infinity) return false;
  return !(is_zero(P.y + Q.y) && is_zero(sqr(P.x) + P.x * Q.x + sqr(Q.x) + C.eq().a));
}

FormulaUnderTest doubling(std::string name, std::vector<AKind> families,
                          std::function<Point(const ref::Curve&, const Point&, const Fe&)> f) {
  FormulaUnderTest t;
  t.name = std::move(name);
  t.families = std::move(families);
  t.pair = false;
  t.applies = any_pair;
  t.run = [f](const ref::Curve& C, const Point& P, const Point& /*Q*/, const ZSource& z) {
    return FormulaRun{{{f(C, P, z()), Expect::twice, false}}, true};
  };
  return t;
}

FormulaUnderTest addition(std::string name, std::vector<AKind> families,
                          std::function<Point(const ref::Curve&, const Point&, const Point&, const ZSource&)> f) {
  FormulaUnderTest t;
  t.name = std::move(name);
  t.families = std::move(families);
  t.applies = any_pair;
  t.run = [f](const ref::Curve& C, const Point& P, const Point& Q, const ZSource& z) {
    return FormulaRun{{{f(C, P, Q, z), Expect::sum, false}}, true};
  };
  return t;
}

/// A co-Z formula: P and Q on one random Z, two outputs on one Z.
FormulaUnderTest co_z(std::string name, Expect first, Expect second,
                      std::function<ref::CoZPair<Fe>(const Jac&, const Jac&)> f) {
  FormulaUnderTest t;
  t.name = std::move(name);
  t.families = kAll;
  t.applies = distinct_x;
  t.run = [f, first, second](const ref::Curve& /*C*/, const Point& P, const Point& Q, const ZSource& z) {
    const Fe zz = z();
    const ref::CoZPair<Fe> r = f(jacobian_with_z(P, zz), jacobian_with_z(Q, zz));
    return FormulaRun{{{ref::to_affine(r.first), first, false}, {ref::to_affine(r.second), second, false}},
                      r.first.Z == r.second.Z};
  };
  return t;
}

std::vector<FormulaUnderTest> build() {
  std::vector<FormulaUnderTest> r;
  // Jacobian doublings.
  r.push_back(doubling("dbl_a0_3m4s", kZero, [](const ref::Curve& /*C*/, const Point& P, const Fe& z) {
    return ref::to_affine(ref::dbl_a0_3m4s(jacobian_with_z(P, z)));
  }));
  r.push_back(doubling("dbl_a0_2009l_2m5s", kZero, [](const ref::Curve& /*C*/, const Point& P, const Fe& z) {
    return ref::to_affine(ref::dbl_a0_2009l_2m5s(jacobian_with_z(P, z)));
  }));
  r.push_back(doubling("dbl_a0_half_3m4s", kZero, [](const ref::Curve& /*C*/, const Point& P, const Fe& z) {
    return ref::to_affine(ref::dbl_a0_half_3m4s(jacobian_with_z(P, z)));
  }));
  r.push_back(doubling("dbl_am3_3m5s", kMinus3, [](const ref::Curve& /*C*/, const Point& P, const Fe& z) {
    return ref::to_affine(ref::dbl_am3_3m5s(jacobian_with_z(P, z)));
  }));
  r.push_back(doubling("dbl_generic_1m8s", kAll, [](const ref::Curve& C, const Point& P, const Fe& z) {
    return ref::to_affine(ref::dbl_generic_1m8s(jacobian_with_z(P, z), C.eq()));
  }));
  FormulaUnderTest rep = doubling("dbl_repeated_modified", kAll, [](const ref::Curve& C, const Point& P, const Fe& z) {
    return ref::to_affine(
        ref::dbl_repeated_modified(jacobian_with_z(P, z), ref::dbl_repeated_modified_census_n, C.eq()));
  });
  rep.doublings = ref::dbl_repeated_modified_census_n;
  r.push_back(std::move(rep));

  // Jacobian additions.
  r.push_back(addition("madd_8m3s", kAll, [](const ref::Curve& C, const Point& P, const Point& Q, const ZSource& z) {
    return ref::to_affine(ref::madd_8m3s(jacobian_with_z(P, z()), Q, C.eq()));
  }));
  r.push_back(
      addition("add_1998_cmo_12m4s", kAll, [](const ref::Curve& C, const Point& P, const Point& Q, const ZSource& z) {
        return ref::to_affine(ref::add_1998_cmo_12m4s(jacobian_with_z(P, z()), jacobian_with_z(Q, z()), C.eq()));
      }));
  r.push_back(
      addition("add_2007_bl_11m5s", kAll, [](const ref::Curve& C, const Point& P, const Point& Q, const ZSource& z) {
        return ref::to_affine(ref::add_2007_bl_11m5s(jacobian_with_z(P, z()), jacobian_with_z(Q, z()), C.eq()));
      }));
  r.push_back(
      addition("add_zinv_9m3s", kAll, [](const ref::Curve& C, const Point& P, const Point& Q, const ZSource& z) {
        // Q as (x, y) on the curve where its Z is 1/zinv: x·zinv⁻², y·zinv⁻³.
        const Fe zinv = z();
        const Fe s = *ref::inverse(zinv);
        const Point Qs = Q.infinity ? Q : Point{Q.x * sqr(s), Q.y * sqr(s) * s, false};
        return ref::to_affine(ref::add_zinv_9m3s(jacobian_with_z(P, z()), Qs, zinv, C.eq()));
      }));

  // Unified additions.
  FormulaUnderTest bj = addition(
      "add_unified_bj_11m6s1c", kAll, [](const ref::Curve& C, const Point& P, const Point& Q, const ZSource& z) {
        return ref::to_affine(ref::add_unified_bj_11m6s1c(proj(P, z()), proj(Q, z()), C.eq()));
      });
  bj.applies = unified_slope_defined;
  r.push_back(std::move(bj));
  r.push_back(addition("madd_unified_a0_7m5s", kZero,
                       [](const ref::Curve& /*C*/, const Point& P, const Point& Q, const ZSource& z) {
                         return ref::to_affine(ref::madd_unified_a0_7m5s(jacobian_with_z(P, z()), Q));
                       }));

  // Renes–Costello–Batina: complete.
  r.push_back(
      addition("add_rcb_generic_12m", kAll, [](const ref::Curve& C, const Point& P, const Point& Q, const ZSource& z) {
        return ref::to_affine(ref::add_rcb_generic_12m(proj(P, z()), proj(Q, z()), C.eq()));
      }));
  r.push_back(
      addition("madd_rcb_generic_11m", kAll, [](const ref::Curve& C, const Point& P, const Point& Q, const ZSource& z) {
        return ref::to_affine(ref::madd_rcb_generic_11m(proj(P, z()), Q, C.eq()));
      }));
  r.push_back(doubling("dbl_rcb_generic_8m3s", kAll, [](const ref::Curve& C, const Point& P, const Fe& z) {
    return ref::to_affine(ref::dbl_rcb_generic_8m3s(proj(P, z), C.eq()));
  }));
  r.push_back(
      addition("add_rcb_am3_12m", kMinus3, [](const ref::Curve& C, const Point& P, const Point& Q, const ZSource& z) {
        return ref::to_affine(ref::add_rcb_am3_12m(proj(P, z()), proj(Q, z()), C.eq()));
      }));
  r.push_back(
      addition("madd_rcb_am3_11m", kMinus3, [](const ref::Curve& C, const Point& P, const Point& Q, const ZSource& z) {
        return ref::to_affine(ref::madd_rcb_am3_11m(proj(P, z()), Q, C.eq()));
      }));
  r.push_back(doubling("dbl_rcb_am3_8m3s", kMinus3, [](const ref::Curve& C, const Point& P, const Fe& z) {
    return ref::to_affine(ref::dbl_rcb_am3_8m3s(proj(P, z), C.eq()));
  }));
  r.push_back(
      addition("add_rcb_a0_12m", kZero, [](const ref::Curve& C, const Point& P, const Point& Q, const ZSource& z) {
        return ref::to_affine(ref::add_rcb_a0_12m(proj(P, z()), proj(Q, z()), C.eq()));
      }));
  r.push_back(
      addition("madd_rcb_a0_11m", kZero, [](const ref::Curve& C, const Point& P, const Point& Q, const ZSource& z) {
        return ref::to_affine(ref::madd_rcb_a0_11m(proj(P, z()), Q, C.eq()));
      }));
  r.push_back(doubling("dbl_rcb_a0_6m2s", kZero, [](const ref::Curve& C, const Point& P, const Fe& z) {
    return ref::to_affine(ref::dbl_rcb_a0_6m2s(proj(P, z), C.eq()));
  }));

  // Co-Z.
  r.push_back(
      co_z("zaddu_5m2s", Expect::sum, Expect::first, [](const Jac& P, const Jac& Q) { return ref::zaddu_5m2s(P, Q); }));
  r.push_back(co_z("zaddc_6m3s", Expect::sum, Expect::difference,
                   [](const Jac& P, const Jac& Q) { return ref::zaddc_6m3s(P, Q); }));
  r.push_back(co_z("coz_ladder_step_11m5s", Expect::twice, Expect::sum,
                   [](const Jac& P, const Jac& Q) { return ref::coz_ladder_step_11m5s(P, Q); }));
  FormulaUnderTest dblu;
  dblu.name = "dblu_1m5s";
  dblu.families = kAll;
  dblu.pair = false;
  dblu.applies = [](const ref::Curve& /*C*/, const Point& P, const Point& /*Q*/) {
    return !P.infinity && !is_zero(P.y);
  };
  dblu.run = [](const ref::Curve& C, const Point& P, const Point& /*Q*/, const ZSource& /*z*/) {
    const ref::CoZPair<Fe> d = ref::dblu_1m5s(P, C.eq());
    return FormulaRun{
        {{ref::to_affine(d.first), Expect::twice, false}, {ref::to_affine(d.second), Expect::first, false}},
        d.first.Z == d.second.Z};
  };
  r.push_back(std::move(dblu));

  // x only.
  FormulaUnderTest xdbl = doubling("xdbl_2002_it_4m3s2c", kAll, [](const ref::Curve& C, const Point& P, const Fe& z) {
    return from_xz(ref::xdbl_2002_it_4m3s2c(xz(P, z), C.eq()));
  });
  xdbl.run = [inner = xdbl.run](const ref::Curve& C, const Point& P, const Point& Q, const ZSource& z) {
    FormulaRun run = inner(C, P, Q, z);
    run.outputs[0].x_only = true;
    return run;
  };
  r.push_back(std::move(xdbl));
  FormulaUnderTest xadd;
  xadd.name = "xadd_2002_it_8m2s2c";
  xadd.families = kAll;
  xadd.applies = [](const ref::Curve& /*C*/, const Point& P, const Point& Q) { return !equal(P, Q); };  // P − Q ≠ O
  xadd.run = [](const ref::Curve& C, const Point& P, const Point& Q, const ZSource& z) {
    const Point D = ref::add(C, P, ref::neg(C, Q));
    const XZ R = ref::xadd_2002_it_8m2s2c(xz(P, z()), xz(Q, z()), xz(D, z()), C.eq());
    return FormulaRun{{{from_xz(R), Expect::sum, true}}, true};
  };
  r.push_back(std::move(xadd));
  FormulaUnderTest rec;
  rec.name = "xz_recover_y_9m2s2c";
  rec.families = kAll;
  rec.applies = [](const ref::Curve& C, const Point& P, const Point& Q) {
    return !P.infinity && !is_zero(P.y) && !Q.infinity && !equal(Q, ref::neg(C, P));
  };
  rec.run = [](const ref::Curve& C, const Point& P, const Point& Q, const ZSource& z) {
    const Point S = ref::add(C, Q, P);
    const Proj R = ref::xz_recover_y_9m2s2c(P, xz(Q, z()), xz(S, z()), C.eq());
    return FormulaRun{{{ref::to_affine(R), Expect::second, false}}, true};
  };
  r.push_back(std::move(rec));
  return r;
}

}  // namespace

bool FormulaUnderTest::for_curve(const ref::Curve& C) const {
  return std::find(families.begin(), families.end(), C.spec().a_kind) != families.end();
}

const std::vector<FormulaUnderTest>& formulas_under_test() {
  static const std::vector<FormulaUnderTest> r = build();
  return r;
}

ref::Point expected_by_law(const ref::Curve& C, Expect e, const ref::Point& P, const ref::Point& Q,
                           unsigned doublings) {
  switch (e) {
    case Expect::sum: return ref::add(C, P, Q);
    case Expect::difference: return ref::add(C, P, ref::neg(C, Q));
    case Expect::first: return P;
    case Expect::second: return Q;
    case Expect::twice: break;
  }
  Point R = P;
  for (unsigned i = 0; i < doublings; ++i) R = ref::dbl(C, R);
  return R;
}

bool output_agrees(const FormulaOutput& out, const ref::Point& expected) {
  if (!out.x_only) return ref::affine_equal(out.point, expected);
  if (out.point.infinity || expected.infinity) return out.point.infinity && expected.infinity;
  return out.point.x == expected.x;
}

std::optional<ref::Point> opposite_y_partner(const ref::Curve& C, const ref::Point& P) {
  if (P.infinity) return std::nullopt;
  // x2 = (−x1 ± √(−3·x1² − 4·a)) / 2; the root is x2 ≠ x1 unless it is 0.
  const Fe disc = -(mul_small(sqr(P.x), 3) + mul_small(C.eq().a, 4));
  const std::optional<Fe> s = ref::sqrt(disc);
  if (!s || is_zero(*s)) return std::nullopt;
  const Fe x2 = half(*s - P.x);
  return Point{x2, -P.y, false};
}

std::optional<ref::Point> point_with_x0(const ref::Curve& C) {
  const std::optional<Fe> y = ref::sqrt(C.eq().b);
  if (!y || is_zero(*y)) return std::nullopt;
  return Point{C.fp().zero(), *y, false};
}

ref::Jacobian<ref::Fe> jacobian_with_z(const ref::Point& P, const ref::Fe& z) {
  const Fe z2 = sqr(z);
  if (P.infinity) return {z2, z2 * z, z.constant(0)};
  return {P.x * z2, P.y * z2 * z, z};
}

}  // namespace tandem::audit

#include "tandem/audit/fast_formula_runs.hpp"

#include <algorithm>
#include <stdexcept>

#include "tandem/audit/fast_values.hpp"
#include "tandem/fast/field.hpp"
#include "tandem/fast/field_4x64.hpp"
#include "tandem/fast/formulas/coz.hpp"
#include "tandem/fast/formulas/jacobian_add.hpp"
#include "tandem/fast/formulas/jacobian_dbl.hpp"
#include "tandem/fast/formulas/jacobian_dbl_repeated.hpp"
#include "tandem/fast/formulas/rcb_complete.hpp"
#include "tandem/fast/formulas/rcb_complete_am3.hpp"
#include "tandem/fast/formulas/rcb_complete_generic.hpp"
#include "tandem/fast/formulas/unified_add.hpp"
#include "tandem/fast/formulas/xz.hpp"
#include "tandem/fast/group/curve.hpp"
#include "tandem/fast/group/point.hpp"
#include "tandem/ref/formulas/jacobian_dbl_repeated.hpp"

namespace tandem::audit {

namespace {

namespace fv = fastv;
using ref::Point;

/// A point for a disagreement's text (audit.cpp's describe() lives with
/// the audit's context, which the fuzz target that compiles this file has
/// not).
std::string text(const Point& P) {
  if (P.infinity) return "O";
  return "(" + P.x.value().get_str(16) + ", " + P.y.value().get_str(16) + ")";
}

FormulaOutput one(const Point& P, Expect e, bool x_only = false) { return {P, e, x_only}; }

/// The curve's a, b and 3b (the case's curve: secp256k1, a small curve on
/// its field with another b, or one of k1_field_curves.hpp's with a ≠ 0).
template <class R>
auto a_of(const R& r) {
  return r.constant(r.in().curve.eq().a.value());
}
template <class R>
auto b_of(const R& r) {
  return r.constant(r.in().curve.eq().b.value());
}
template <class R>
auto b3_of(const R& r) {
  return r.constant(mpz_class(3 * r.in().curve.eq().b.value()) % r.in().curve.p());
}

/// fast's a = −3 and generic-a twins, for their twin's families.
void a_nonzero_formulas(std::vector<FastFormulaUnderTest>& v) {
  using spec::AKind;
  const std::vector<AKind> m3{AKind::minus3};
  const std::vector<AKind> all{AKind::zero, AKind::minus3, AKind::generic};
  // Doublings.
  v.push_back(fast_formula("dbl_am3_3m5s", "dbl_am3_3m5s", fast::dbl_am3_3m5s_magnitudes, [](auto& r) {
    return FormulaRun{{one(r.out(fast::dbl_am3_3m5s(r.gej(r.in().P, r.z()))), Expect::twice)}, true};
  }, m3));
  v.push_back(fast_formula("dbl_generic_1m8s", "dbl_generic_1m8s", fast::dbl_generic_1m8s_magnitudes, [](auto& r) {
    return FormulaRun{{one(r.out(fast::dbl_generic_1m8s(r.gej(r.in().P, r.z()), a_of(r))), Expect::twice)}, true};
  }, all));
  v.push_back(fast_formula("dbl_repeated_modified", "dbl_repeated_modified", fast::dbl_repeated_modified_magnitudes,
                           [](auto& r) {
                             const auto P = r.gej(r.in().P, r.z());
                             const auto R = fast::dbl_repeated_modified(P, ref::dbl_repeated_modified_census_n, a_of(r));
                             return FormulaRun{{one(r.out(R), Expect::twice)}, true};
                           }, all));
  // Unified.
  v.push_back(fast_formula("add_unified_bj_11m6s1c", "add_unified_bj_11m6s1c", fast::add_unified_bj_11m6s1c_magnitudes,
                           [](auto& r) {
                             const auto P = r.gep(r.in().P, r.z());
                             const auto Q = r.gep(r.in().Q, r.z());
                             return FormulaRun{{one(r.out(fast::add_unified_bj_11m6s1c(P, Q, a_of(r))), Expect::sum)}, true};
                           }, all));
  // Renes–Costello–Batina, any a and a = −3.
  v.push_back(fast_formula("add_rcb_generic_12m", "add_rcb_generic_12m", fast::add_rcb_generic_12m_magnitudes, [](auto& r) {
    const auto P = r.gep(r.in().P, r.z());
    const auto Q = r.gep(r.in().Q, r.z());
    return FormulaRun{{one(r.out(fast::add_rcb_generic_12m(P, Q, a_of(r), b3_of(r))), Expect::sum)}, true};
  }, all));
  v.push_back(fast_formula("madd_rcb_generic_11m", "madd_rcb_generic_11m", fast::madd_rcb_generic_11m_magnitudes, [](auto& r) {
    const auto P = r.gep(r.in().P, r.z());
    return FormulaRun{{one(r.out(fast::madd_rcb_generic_11m(P, r.ge(r.in().Q), a_of(r), b3_of(r))), Expect::sum)}, true};
  }, all));
  v.push_back(fast_formula("dbl_rcb_generic_8m3s", "dbl_rcb_generic_8m3s", fast::dbl_rcb_generic_8m3s_magnitudes, [](auto& r) {
    return FormulaRun{{one(r.out(fast::dbl_rcb_generic_8m3s(r.gep(r.in().P, r.z()), a_of(r), b3_of(r))), Expect::twice)},
                      true};
  }, all));
  v.push_back(fast_formula("add_rcb_am3_12m", "add_rcb_am3_12m", fast::add_rcb_am3_12m_magnitudes, [](auto& r) {
    const auto P = r.gep(r.in().P, r.z());
    const auto Q = r.gep(r.in().Q, r.z());
    return FormulaRun{{one(r.out(fast::add_rcb_am3_12m(P, Q, b_of(r))), Expect::sum)}, true};
  }, m3));
  v.push_back(fast_formula("madd_rcb_am3_11m", "madd_rcb_am3_11m", fast::madd_rcb_am3_11m_magnitudes, [](auto& r) {
    return FormulaRun{{one(r.out(fast::madd_rcb_am3_11m(r.gep(r.in().P, r.z()), r.ge(r.in().Q), b_of(r))), Expect::sum)},
                      true};
  }, m3));
  v.push_back(fast_formula("dbl_rcb_am3_8m3s", "dbl_rcb_am3_8m3s", fast::dbl_rcb_am3_8m3s_magnitudes, [](auto& r) {
    return FormulaRun{{one(r.out(fast::dbl_rcb_am3_8m3s(r.gep(r.in().P, r.z()), b_of(r))), Expect::twice)}, true};
  }, m3));
  // Co-Z and x only.
  v.push_back(fast_formula("dblu_1m5s", "dblu_1m5s", fast::dblu_1m5s_magnitudes, [](auto& r) {
    const auto d = fast::dblu_1m5s(r.ge(r.in().P), a_of(r));
    const bool shared = r.same_z(d.first, d.second);
    return FormulaRun{{one(r.out(d.first), Expect::twice), one(r.out(d.second), Expect::first)}, shared};
  }, all));
  v.push_back(fast_formula("xdbl_4m3s2c", "xdbl_2002_it_4m3s2c", fast::xdbl_4m3s2c_magnitudes, [](auto& r) {
    return FormulaRun{{one(r.out(fast::xdbl_4m3s2c(r.gexz(r.in().P, r.z()), a_of(r), b_of(r))), Expect::twice, true)}, true};
  }, all));
  v.push_back(fast_formula("xadd_8m2s2c", "xadd_2002_it_8m2s2c", fast::xadd_8m2s2c_magnitudes, [](auto& r) {
    const ref::Curve& C = r.in().curve;
    const Point D = ref::add(C, r.in().P, ref::neg(C, r.in().Q));
    const auto P = r.gexz(r.in().P, r.z());
    const auto Q = r.gexz(r.in().Q, r.z());
    const auto Dx = r.gexz(D, r.z());
    return FormulaRun{{one(r.out(fast::xadd_8m2s2c(P, Q, Dx, a_of(r), b_of(r))), Expect::sum, true)}, true};
  }, all));
  v.push_back(fast_formula("xz_recover_y_9m2s2c", "xz_recover_y_9m2s2c", fast::xz_recover_y_9m2s2c_magnitudes, [](auto& r) {
    const ref::Curve& C = r.in().curve;
    const Point S = ref::add(C, r.in().Q, r.in().P);
    const auto Q = r.gexz(r.in().Q, r.z());
    const auto Sx = r.gexz(S, r.z());
    return FormulaRun{{one(r.out(fast::xz_recover_y_9m2s2c(r.ge(r.in().P), Q, Sx, a_of(r), b_of(r))), Expect::second)},
                      true};
  }, all));
}

std::vector<FastFormulaUnderTest> build() {
  std::vector<FastFormulaUnderTest> v;
  // Doublings.
  v.push_back(fast_formula("dbl_a0_3m4s", "dbl_a0_3m4s", fast::dbl_a0_3m4s_magnitudes, [](auto& r) {
    return FormulaRun{{one(r.out(fast::dbl_a0_3m4s(r.gej(r.in().P, r.z()))), Expect::twice)}, true};
  }));
  v.push_back(fast_formula("dbl_a0_2009l_2m5s", "dbl_a0_2009l_2m5s", fast::dbl_a0_2009l_2m5s_magnitudes, [](auto& r) {
    return FormulaRun{{one(r.out(fast::dbl_a0_2009l_2m5s(r.gej(r.in().P, r.z()))), Expect::twice)}, true};
  }));
  v.push_back(fast_formula("dbl_a0_half_3m4s", "dbl_a0_half_3m4s", fast::dbl_a0_half_3m4s_magnitudes, [](auto& r) {
    return FormulaRun{{one(r.out(fast::dbl_a0_half_3m4s(r.gej(r.in().P, r.z()))), Expect::twice)}, true};
  }));
  // Jacobian additions.
  v.push_back(fast_formula("madd_8m3s_var", "madd_8m3s", fast::madd_8m3s_var_magnitudes, [](auto& r) {
    return FormulaRun{{one(r.out(fast::madd_8m3s_var(r.gej(r.in().P, r.z()), r.ge(r.in().Q))), Expect::sum)}, true};
  }));
  v.push_back(fast_formula("add_1998_cmo_12m4s_var", "add_1998_cmo_12m4s", fast::add_1998_cmo_12m4s_var_magnitudes, [](auto& r) {
    const auto P = r.gej(r.in().P, r.z());
    const auto Q = r.gej(r.in().Q, r.z());
    return FormulaRun{{one(r.out(fast::add_1998_cmo_12m4s_var(P, Q)), Expect::sum)}, true};
  }));
  v.push_back(fast_formula("add_2007_bl_11m5s_var", "add_2007_bl_11m5s", fast::add_2007_bl_11m5s_var_magnitudes, [](auto& r) {
    const auto P = r.gej(r.in().P, r.z());
    const auto Q = r.gej(r.in().Q, r.z());
    return FormulaRun{{one(r.out(fast::add_2007_bl_11m5s_var(P, Q)), Expect::sum)}, true};
  }));
  v.push_back(fast_formula("add_zinv_9m3s_var", "add_zinv_9m3s", fast::add_zinv_9m3s_var_magnitudes, [](auto& r) {
    // Q as the table entry of the curve where its Z is 1/zinv (ref's run
    // dresses it the same way): (x·zinv⁻², y·zinv⁻³).
    const ref::Fe zinv = r.z();
    const ref::Fe s = *ref::inverse(zinv);
    const Point& Q = r.in().Q;
    const Point Qs = Q.infinity ? Q : Point{Q.x * sqr(s), Q.y * sqr(s) * s, false};
    const auto P = r.gej(r.in().P, r.z());
    const auto zi = r.fe(zinv, fast::add_zinv_9m3s_var_magnitudes.affine.z);
    return FormulaRun{{one(r.out(fast::add_zinv_9m3s_var(P, r.ge(Qs), zi)), Expect::sum)}, true};
  }));
  // Unified additions.
  v.push_back(fast_formula("add_unified_bj_a0_11m5s", "add_unified_bj_11m6s1c", fast::add_unified_bj_a0_11m5s_magnitudes,
                    [](auto& r) {
                      const auto P = r.gep(r.in().P, r.z());
                      const auto Q = r.gep(r.in().Q, r.z());
                      return FormulaRun{{one(r.out(fast::add_unified_bj_a0_11m5s(P, Q)), Expect::sum)}, true};
                    }));
  v.push_back(fast_formula("madd_unified_a0_7m5s", "madd_unified_a0_7m5s", fast::madd_unified_a0_7m5s_magnitudes, [](auto& r) {
    return FormulaRun{{one(r.out(fast::madd_unified_a0_7m5s(r.gej(r.in().P, r.z()), r.ge(r.in().Q))), Expect::sum)}, true};
  }));
  // Renes–Costello–Batina.
  v.push_back(fast_formula("add_rcb_a0_12m", "add_rcb_a0_12m", fast::add_rcb_a0_12m_magnitudes, [](auto& r) {
    const auto P = r.gep(r.in().P, r.z());
    const auto Q = r.gep(r.in().Q, r.z());
    return FormulaRun{{one(r.out(fast::add_rcb_a0_12m(P, Q, b3_of(r))), Expect::sum)}, true};
  }));
  v.push_back(fast_formula("madd_rcb_a0_11m", "madd_rcb_a0_11m", fast::madd_rcb_a0_11m_magnitudes, [](auto& r) {
    return FormulaRun{{one(r.out(fast::madd_rcb_a0_11m(r.gep(r.in().P, r.z()), r.ge(r.in().Q), b3_of(r))), Expect::sum)},
                      true};
  }));
  v.push_back(fast_formula("dbl_rcb_a0_6m2s", "dbl_rcb_a0_6m2s", fast::dbl_rcb_a0_6m2s_magnitudes, [](auto& r) {
    return FormulaRun{{one(r.out(fast::dbl_rcb_a0_6m2s(r.gep(r.in().P, r.z()), b3_of(r))), Expect::twice)}, true};
  }));
  // Co-Z: P and Q on one Z.
  const auto co_z = [](auto f, Expect first, Expect second) {
    return [f, first, second](auto& r) {
      const ref::Fe zz = r.z();
      const auto res = f(r.gej(r.in().P, zz), r.gej(r.in().Q, zz));
      const bool shared = r.same_z(res.first, res.second);
      return FormulaRun{{one(r.out(res.first), first), one(r.out(res.second), second)}, shared};
    };
  };
  v.push_back(fast_formula("zaddu_5m2s", "zaddu_5m2s", fast::zaddu_5m2s_magnitudes,
                    co_z([](const auto& P, const auto& Q) { return fast::zaddu_5m2s(P, Q); }, Expect::sum, Expect::first)));
  v.push_back(fast_formula("zaddc_6m3s", "zaddc_6m3s", fast::zaddc_6m3s_magnitudes,
                    co_z([](const auto& P, const auto& Q) { return fast::zaddc_6m3s(P, Q); }, Expect::sum,
                         Expect::difference)));
  v.push_back(fast_formula("coz_ladder_step_11m5s", "coz_ladder_step_11m5s", fast::coz_ladder_step_11m5s_magnitudes,
                    co_z([](const auto& P, const auto& Q) { return fast::coz_ladder_step_11m5s(P, Q); }, Expect::twice,
                         Expect::sum)));
  v.push_back(fast_formula("dblu_a0_1m5s", "dblu_1m5s", fast::dblu_a0_1m5s_magnitudes, [](auto& r) {
    const auto d = fast::dblu_a0_1m5s(r.ge(r.in().P));
    const bool shared = r.same_z(d.first, d.second);
    return FormulaRun{{one(r.out(d.first), Expect::twice), one(r.out(d.second), Expect::first)}, shared};
  }));
  // x only.
  v.push_back(fast_formula("xdbl_a0_4m3s1c", "xdbl_2002_it_4m3s2c", fast::xdbl_a0_4m3s1c_magnitudes, [](auto& r) {
    return FormulaRun{{one(r.out(fast::xdbl_a0_4m3s1c(r.gexz(r.in().P, r.z()), b_of(r))), Expect::twice, true)}, true};
  }));
  v.push_back(fast_formula("xadd_a0_8m2s1c", "xadd_2002_it_8m2s2c", fast::xadd_a0_8m2s1c_magnitudes, [](auto& r) {
    const ref::Curve& C = r.in().curve;
    const Point D = ref::add(C, r.in().P, ref::neg(C, r.in().Q));
    const auto P = r.gexz(r.in().P, r.z());
    const auto Q = r.gexz(r.in().Q, r.z());
    const auto Dx = r.gexz(D, r.z());
    return FormulaRun{{one(r.out(fast::xadd_a0_8m2s1c(P, Q, Dx, b_of(r))), Expect::sum, true)}, true};
  }));
  v.push_back(fast_formula("xz_recover_y_a0_9m2s1c", "xz_recover_y_9m2s2c", fast::xz_recover_y_a0_9m2s1c_magnitudes, [](auto& r) {
    const ref::Curve& C = r.in().curve;
    const Point S = ref::add(C, r.in().Q, r.in().P);
    const auto Q = r.gexz(r.in().Q, r.z());
    const auto Sx = r.gexz(S, r.z());
    return FormulaRun{{one(r.out(fast::xz_recover_y_a0_9m2s1c(r.ge(r.in().P), Q, Sx, b_of(r))), Expect::second)}, true};
  }));
  a_nonzero_formulas(v);
  return v;
}

}  // namespace

bool FastFormulaUnderTest::for_curve(const ref::Curve& C) const {
  return std::find(families.begin(), families.end(), C.spec().a_kind) != families.end();
}

const std::vector<FastFormulaUnderTest>& fast_formulas_under_test() {
  static const std::vector<FastFormulaUnderTest> v = build();
  return v;
}

const FormulaUnderTest& ref_twin_of(const FastFormulaUnderTest& f) {
  for (const FormulaUnderTest& t : formulas_under_test()) {
    if (t.name == f.ref_twin) return t;
  }
  throw std::out_of_range("no ref formula named " + f.ref_twin);
}

std::optional<std::string> fast_disagreement(const FastFormulaUnderTest& f, FastField field, const FastCase& c,
                                             const FormulaRun& want) {
  const FastRun got = f.run(field, c);
  bool agree = got.within_magnitudes && got.run.shared_z == want.shared_z && got.run.outputs.size() == want.outputs.size();
  for (std::size_t i = 0; agree && i < want.outputs.size(); ++i) {
    FormulaOutput o = got.run.outputs[i];
    o.x_only = want.outputs[i].x_only;
    agree = o.expect == want.outputs[i].expect && output_agrees(o, want.outputs[i].point);
  }
  if (agree) return std::nullopt;
  std::string d = std::string(field == FastField::fe ? "Fe" : "Fe64") + (c.at_limit ? " at the magnitude limits" : "") +
                  ": " + text(c.P) + ", " + text(c.Q) + ": ";
  if (!got.within_magnitudes) d += got.magnitude_note;
  for (std::size_t i = 0; i < got.run.outputs.size() && i < want.outputs.size(); ++i) {
    d += text(got.run.outputs[i].point) + " vs ref " + text(want.outputs[i].point) + "; ";
  }
  if (got.run.shared_z != want.shared_z) d += "co-Z outputs on different Z";
  return d;
}

}  // namespace tandem::audit

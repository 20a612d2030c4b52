// fast/'s formulas as functions of affine reference points, in the form of
// audit::FormulaUnderTest (audit/formula_runs.hpp): the inputs are dressed
// in the formula's coordinates with the caller's Z, converted to a fast
// field (Fe or Fe64) — at magnitude 1, or at the largest magnitudes the
// formula's FormulaMagnitudes declare — and the outputs converted back and
// brought to affine by ref. So one comparison with the affine law covers
// ref's and fast's texts alike, and the domain of each formula (`applies`)
// is stated once for both.
#pragma once

#include <gmpxx.h>

#include <string>
#include <vector>

#include "tandem/audit/fast_values.hpp"
#include "tandem/audit/formula_runs.hpp"
#include "tandem/fast/field.hpp"
#include "tandem/fast/field_4x64.hpp"
#include "tandem/fast/formulas/coz.hpp"
#include "tandem/fast/formulas/jacobian_add.hpp"
#include "tandem/fast/formulas/jacobian_dbl.hpp"
#include "tandem/fast/formulas/rcb_complete.hpp"
#include "tandem/fast/formulas/unified_add.hpp"
#include "tandem/fast/formulas/xz.hpp"
#include "tandem/ref/formulas/coz.hpp"
#include "tandem/ref/group.hpp"

namespace tandem::test::fastf {

using audit::Expect;
using audit::FormulaRun;
using audit::FormulaUnderTest;
using audit::ZSource;
using ref::Point;

/// The integer a fast element holds, reduced mod p.
inline mpz_class reduced(const fast::Fe& a) { return audit::fastv::value(a) % audit::fastv::p(); }
inline mpz_class reduced(const fast::Fe64& a) { return audit::fastv::words_value(a.words()) % audit::fastv::p(); }

/// v (0 ≤ v < p) as an element of F at magnitude m: Fe's limbs raised by
/// (m − 1)·2p; Fe64 (one contract, below 2^256) as v + p where that fits,
/// the non-canonical representative, for m > 1.
template <class F>
F lift(const mpz_class& v, int m);
template <>
inline fast::Fe lift<fast::Fe>(const mpz_class& v, int m) {
  return audit::fastv::at_magnitude(v, m < 1 ? 1 : m);
}
template <>
inline fast::Fe64 lift<fast::Fe64>(const mpz_class& v, int m) {
  const mpz_class w = (m > 1 && v + audit::fastv::p() < audit::fastv::pow2(256)) ? v + audit::fastv::p() : v;
  return fast::Fe64::from_words_mod(audit::fastv::words256(w));
}

/// How the inputs are lifted: all at magnitude 1, or each coordinate at the
/// formula's declared bound.
enum class Magnitudes { one, declared };

template <class F>
struct Conv {
  const ref::Curve& C;
  Magnitudes how;
  fast::FormulaMagnitudes m;

  [[nodiscard]] int pick(int bound) const { return how == Magnitudes::one ? 1 : bound; }
  [[nodiscard]] ref::Fe back(const F& a) const { return C.fp().from_mpz(reduced(a)); }
  [[nodiscard]] F field(const ref::Fe& v, int bound) const { return lift<F>(v.value(), pick(bound)); }

  [[nodiscard]] fast::Ge<F> ge(const Point& P) const {
    if (P.infinity) return fast::Ge<F>::at_infinity();
    return {field(P.x, m.affine.x), field(P.y, m.affine.y), false};
  }
  /// (x·z², y·z³, z); O as (z², z³, 0).
  [[nodiscard]] fast::Gej<F> gej(const Point& P, const ref::Fe& z) const {
    const ref::Jacobian<ref::Fe> J = audit::jacobian_with_z(P, z);
    return {field(J.X, m.point.x), field(J.Y, m.point.y), field(J.Z, m.point.z)};
  }
  /// (x·z, y·z, z); O as (0, z, 0).
  [[nodiscard]] fast::Gep<F> gep(const Point& P, const ref::Fe& z) const {
    if (P.infinity) return {field(z.constant(0), 1), field(z, m.point.y), field(z.constant(0), 1)};
    return {field(P.x * z, m.point.x), field(P.y * z, m.point.y), field(z, m.point.z)};
  }
  /// (x·z : z); O as (z : 0).
  [[nodiscard]] fast::Gexz<F> gexz(const Point& P, const ref::Fe& z) const {
    if (P.infinity) return {field(z, m.point.x), field(z.constant(0), 1)};
    return {field(P.x * z, m.point.x), field(z, m.point.z)};
  }
  [[nodiscard]] Point affine(const fast::Gej<F>& P) const {
    return ref::to_affine(ref::Jacobian<ref::Fe>{back(P.X), back(P.Y), back(P.Z)});
  }
  [[nodiscard]] Point affine(const fast::Gep<F>& P) const {
    return ref::to_affine(ref::Projective<ref::Fe>{back(P.X), back(P.Y), back(P.Z)});
  }
  [[nodiscard]] Point affine(const fast::Gexz<F>& P) const {
    const ref::Fe Z = back(P.Z);
    if (is_zero(Z)) return Point::at_infinity(Z);
    return {back(P.X) * *ref::inverse(Z), Z.constant(0), false};
  }
  [[nodiscard]] F b() const { return field(C.eq().b, 1); }
  [[nodiscard]] F b3() const { return field(mul_small(C.eq().b, 3), 1); }
};

inline bool any_pair(const ref::Curve& /*C*/, const Point& /*P*/, const Point& /*Q*/) { return true; }
inline bool distinct_x(const ref::Curve& /*C*/, const Point& P, const Point& Q) {
  return !P.infinity && !Q.infinity && !is_zero(P.x - Q.x);
}
inline bool unified_slope_defined(const ref::Curve& C, const Point& P, const Point& Q) {
  if (P.infinity || Q.infinity) return false;
  return !(is_zero(P.y + Q.y) && is_zero(sqr(P.x) + P.x * Q.x + sqr(Q.x) + C.eq().a));
}

/// Every fast formula, on field F, with inputs lifted as `how` says.
template <class F>
std::vector<FormulaUnderTest> fast_formulas_under_test(Magnitudes how) {
  using namespace tandem::fast;  // NOLINT: the formulas' names
  const std::vector<spec::AKind> a0{spec::AKind::zero};
  std::vector<FormulaUnderTest> r;
  auto conv = [how](const ref::Curve& C, const FormulaMagnitudes& m) { return Conv<F>{C, how, m}; };

  auto doubling = [&](std::string name, FormulaMagnitudes m, auto f) {
    FormulaUnderTest t;
    t.name = std::move(name);
    t.families = a0;
    t.pair = false;
    t.applies = any_pair;
    t.run = [conv, m, f](const ref::Curve& C, const Point& P, const Point& /*Q*/, const ZSource& z) {
      const Conv<F> c = conv(C, m);
      return FormulaRun{{{f(c, P, z()), Expect::twice, false}}, true};
    };
    return t;
  };
  auto addition = [&](std::string name, FormulaMagnitudes m, auto applies, auto f) {
    FormulaUnderTest t;
    t.name = std::move(name);
    t.families = a0;
    t.applies = applies;
    t.run = [conv, m, f](const ref::Curve& C, const Point& P, const Point& Q, const ZSource& z) {
      const Conv<F> c = conv(C, m);
      return FormulaRun{{{f(c, P, Q, z), Expect::sum, false}}, true};
    };
    return t;
  };

  r.push_back(doubling("dbl_a0_3m4s", dbl_a0_3m4s_magnitudes, [](const Conv<F>& c, const Point& P, const ref::Fe& z) {
    return c.affine(dbl_a0_3m4s(c.gej(P, z)));
  }));
  r.push_back(doubling("dbl_a0_2009l_2m5s", dbl_a0_2009l_2m5s_magnitudes,
                       [](const Conv<F>& c, const Point& P, const ref::Fe& z) {
                         return c.affine(dbl_a0_2009l_2m5s(c.gej(P, z)));
                       }));
  r.push_back(doubling("dbl_a0_half_3m4s", dbl_a0_half_3m4s_magnitudes,
                       [](const Conv<F>& c, const Point& P, const ref::Fe& z) {
                         return c.affine(dbl_a0_half_3m4s(c.gej(P, z)));
                       }));
  r.push_back(addition("madd_8m3s_var", madd_8m3s_var_magnitudes, any_pair,
                       [](const Conv<F>& c, const Point& P, const Point& Q, const ZSource& z) {
                         return c.affine(madd_8m3s_var(c.gej(P, z()), c.ge(Q)));
                       }));
  r.push_back(addition("add_1998_cmo_12m4s_var", add_1998_cmo_12m4s_var_magnitudes, any_pair,
                       [](const Conv<F>& c, const Point& P, const Point& Q, const ZSource& z) {
                         return c.affine(add_1998_cmo_12m4s_var(c.gej(P, z()), c.gej(Q, z())));
                       }));
  r.push_back(addition("add_2007_bl_11m5s_var", add_2007_bl_11m5s_var_magnitudes, any_pair,
                       [](const Conv<F>& c, const Point& P, const Point& Q, const ZSource& z) {
                         return c.affine(add_2007_bl_11m5s_var(c.gej(P, z()), c.gej(Q, z())));
                       }));
  r.push_back(addition("add_zinv_9m3s_var", add_zinv_9m3s_var_magnitudes, any_pair,
                       [](const Conv<F>& c, const Point& P, const Point& Q, const ZSource& z) {
                         // Q as (x, y) with zinv: (x·zinv², y·zinv³) = Q, so x = Q.x / zinv².
                         const ref::Fe zinv = z();
                         const ref::Fe zi = *ref::inverse(zinv);
                         const Point Qs = Q.infinity ? Q : Point{Q.x * sqr(zi), Q.y * sqr(zi) * zi, false};
                         return c.affine(add_zinv_9m3s_var(c.gej(P, z()), c.ge(Qs), c.field(zinv, c.m.affine.z)));
                       }));
  r.push_back(addition("madd_unified_a0_7m5s", madd_unified_a0_7m5s_magnitudes, any_pair,
                       [](const Conv<F>& c, const Point& P, const Point& Q, const ZSource& z) {
                         return c.affine(madd_unified_a0_7m5s(c.gej(P, z()), c.ge(Q)));
                       }));
  r.push_back(addition("add_unified_bj_a0_11m5s", add_unified_bj_a0_11m5s_magnitudes, unified_slope_defined,
                       [](const Conv<F>& c, const Point& P, const Point& Q, const ZSource& z) {
                         return c.affine(add_unified_bj_a0_11m5s(c.gep(P, z()), c.gep(Q, z())));
                       }));
  r.push_back(addition("add_rcb_a0_12m", add_rcb_a0_12m_magnitudes, any_pair,
                       [](const Conv<F>& c, const Point& P, const Point& Q, const ZSource& z) {
                         return c.affine(add_rcb_a0_12m(c.gep(P, z()), c.gep(Q, z()), c.b3()));
                       }));
  r.push_back(addition("madd_rcb_a0_11m", madd_rcb_a0_11m_magnitudes, any_pair,
                       [](const Conv<F>& c, const Point& P, const Point& Q, const ZSource& z) {
                         return c.affine(madd_rcb_a0_11m(c.gep(P, z()), c.ge(Q), c.b3()));
                       }));
  r.push_back(doubling("dbl_rcb_a0_6m2s", dbl_rcb_a0_6m2s_magnitudes,
                       [](const Conv<F>& c, const Point& P, const ref::Fe& z) {
                         return c.affine(dbl_rcb_a0_6m2s(c.gep(P, z), c.b3()));
                       }));

  auto co_z = [&](std::string name, FormulaMagnitudes m, Expect first, Expect second, auto f) {
    FormulaUnderTest t;
    t.name = std::move(name);
    t.families = a0;
    t.applies = distinct_x;
    t.run = [conv, m, f, first, second](const ref::Curve& C, const Point& P, const Point& Q, const ZSource& z) {
      const Conv<F> c = conv(C, m);
      const ref::Fe zz = z();
      const CoZPair<F> out = f(c.gej(P, zz), c.gej(Q, zz));
      return FormulaRun{{{c.affine(out.first), first, false}, {c.affine(out.second), second, false}},
                        c.back(out.first.Z) == c.back(out.second.Z)};
    };
    return t;
  };
  r.push_back(co_z("zaddu_5m2s", zaddu_5m2s_magnitudes, Expect::sum, Expect::first,
                   [](const Gej<F>& P, const Gej<F>& Q) { return zaddu_5m2s(P, Q); }));
  r.push_back(co_z("zaddc_6m3s", zaddc_6m3s_magnitudes, Expect::sum, Expect::difference,
                   [](const Gej<F>& P, const Gej<F>& Q) { return zaddc_6m3s(P, Q); }));
  r.push_back(co_z("coz_ladder_step_11m5s", coz_ladder_step_11m5s_magnitudes, Expect::twice, Expect::sum,
                   [](const Gej<F>& P, const Gej<F>& Q) { return coz_ladder_step_11m5s(P, Q); }));
  {
    FormulaUnderTest t;
    t.name = "dblu_a0_1m5s";
    t.families = a0;
    t.pair = false;
    t.applies = [](const ref::Curve& /*C*/, const Point& P, const Point& /*Q*/) { return !P.infinity && !is_zero(P.y); };
    t.run = [conv](const ref::Curve& C, const Point& P, const Point& /*Q*/, const ZSource& /*z*/) {
      const Conv<F> c = conv(C, dblu_a0_1m5s_magnitudes);
      const CoZPair<F> d = dblu_a0_1m5s(c.ge(P));
      return FormulaRun{{{c.affine(d.first), Expect::twice, false}, {c.affine(d.second), Expect::first, false}},
                        c.back(d.first.Z) == c.back(d.second.Z)};
    };
    r.push_back(std::move(t));
  }
  {
    FormulaUnderTest t = doubling("xdbl_a0_4m3s1c", xdbl_a0_4m3s1c_magnitudes,
                                  [](const Conv<F>& c, const Point& P, const ref::Fe& z) {
                                    return c.affine(xdbl_a0_4m3s1c(c.gexz(P, z), c.b()));
                                  });
    t.run = [inner = t.run](const ref::Curve& C, const Point& P, const Point& Q, const ZSource& z) {
      FormulaRun run = inner(C, P, Q, z);
      run.outputs[0].x_only = true;
      return run;
    };
    r.push_back(std::move(t));
  }
  {
    FormulaUnderTest t;
    t.name = "xadd_a0_8m2s1c";
    t.families = a0;
    t.applies = [](const ref::Curve& /*C*/, const Point& P, const Point& Q) { return !ref::affine_equal(P, Q); };
    t.run = [conv](const ref::Curve& C, const Point& P, const Point& Q, const ZSource& z) {
      const Conv<F> c = conv(C, xadd_a0_8m2s1c_magnitudes);
      const Point D = ref::add(C, P, ref::neg(C, Q));
      const Gexz<F> R = xadd_a0_8m2s1c(c.gexz(P, z()), c.gexz(Q, z()), c.gexz(D, z()), c.b());
      return FormulaRun{{{c.affine(R), Expect::sum, true}}, true};
    };
    r.push_back(std::move(t));
  }
  {
    FormulaUnderTest t;
    t.name = "xz_recover_y_a0_9m2s1c";
    t.families = a0;
    t.applies = [](const ref::Curve& C, const Point& P, const Point& Q) {
      return !P.infinity && !is_zero(P.y) && !Q.infinity && !ref::affine_equal(Q, ref::neg(C, P));
    };
    t.run = [conv](const ref::Curve& C, const Point& P, const Point& Q, const ZSource& z) {
      const Conv<F> c = conv(C, xz_recover_y_a0_9m2s1c_magnitudes);
      const Point S = ref::add(C, Q, P);
      const Gep<F> R = xz_recover_y_a0_9m2s1c(c.ge(P), c.gexz(Q, z()), c.gexz(S, z()), c.b());
      return FormulaRun{{{c.affine(R), Expect::second, false}}, true};
    };
    r.push_back(std::move(t));
  }
  return r;
}

}  // namespace tandem::test::fastf

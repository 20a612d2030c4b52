#include "tandem/proofs/registry.hpp"

#include <algorithm>
#include <stdexcept>

#include "proofs/fast_registry.hpp"
#include "proofs/symbolic/negative_controls.hpp"
#include "tandem/ref/formulas/coz.hpp"
#include "tandem/ref/formulas/jacobian_add.hpp"
#include "tandem/ref/formulas/jacobian_dbl.hpp"
#include "tandem/ref/formulas/jacobian_dbl_repeated.hpp"
#include "tandem/ref/formulas/jacobian_madd.hpp"
#include "tandem/ref/formulas/rcb_complete.hpp"
#include "tandem/ref/formulas/unified_add.hpp"
#include "tandem/ref/formulas/xz.hpp"

namespace tandem::proofs {

namespace {

using spec::AKind;

// Conversions between the registry's neutral PointIO and ref's point types.
template <class F>
ref::Jacobian<F> jac(const PointIO<F>& p) {
  return {p.X, p.Y, p.Z};
}
template <class F>
ref::Projective<F> proj(const PointIO<F>& p) {
  return {p.X, p.Y, p.Z};
}
template <class F>
ref::Affine<F> aff(const PointIO<F>& p) {
  return {p.X, p.Y, p.infinity};
}
template <class F>
ref::XZ<F> xz(const PointIO<F>& p) {
  return {p.X, p.Z};
}
template <class F>
ref::CurveEq<F> eq_of(const CurveIO<F>& c) {
  return {c.a, c.b, c.a_kind};
}
template <class F>
PointIO<F> io(const ref::Jacobian<F>& P) {
  return {P.X, P.Y, P.Z, false};
}
template <class F>
PointIO<F> io(const ref::Projective<F>& P) {
  return {P.X, P.Y, P.Z, false};
}
template <class F>
PointIO<F> io(const ref::XZ<F>& P) {
  return {P.X, P.X.constant(0), P.Z, false};
}
template <class F>
std::vector<PointIO<F>> io(const ref::CoZPair<F>& p) {
  return {io(p.first), io(p.second)};
}

template <class F>
std::vector<PointIO<F>> outputs_of(PointIO<F> p) {
  return {std::move(p)};
}
template <class F>
std::vector<PointIO<F>> outputs_of(std::vector<PointIO<F>> v) {
  return v;
}

/// One registry entry from a generic lambda `body(inputs, curve)`, which is
/// instantiated on the symbolic and the counting field.
template <class Body>
FormulaEntry make(spec::FormulaInfo info, std::string_view impl, Law law, std::vector<Slot> in, std::vector<Slot> out,
                  std::vector<AKind> families, Body body) {
  FormulaEntry e{};
  e.info = info;
  e.implementation = impl;
  e.law = law;
  e.inputs = std::move(in);
  e.outputs = std::move(out);
  e.families = std::move(families);
  e.on_sym = [body](std::span<const PointIO<Sym>> i, const CurveIO<Sym>& c) { return outputs_of(body(i, c)); };
  e.on_cnt = [body](std::span<const PointIO<Cnt>> i, const CurveIO<Cnt>& c) { return outputs_of(body(i, c)); };
  return e;
}

/// 2P, from and to the same coordinates.
template <class Body>
FormulaEntry doubling(spec::FormulaInfo info, Coords c, std::vector<AKind> families, Body body) {
  return make(info, "ref", Law::dbl, {{Term::P, c}}, {{Term::twice, c}}, std::move(families), body);
}

/// P + Q.
template <class Body>
FormulaEntry addition(spec::FormulaInfo info, Coords p, Coords q, Coords out, std::vector<AKind> families, Body body) {
  return make(info, "ref", Law::add, {{Term::P, p}, {Term::Q, q}}, {{Term::sum, out}}, std::move(families), body);
}

const std::vector<AKind> kAll{AKind::zero, AKind::minus3, AKind::generic};
const std::vector<AKind> kZero{AKind::zero};
const std::vector<AKind> kMinus3{AKind::minus3};

/// The cases where two finite points share their x: co-Z and x-only
/// formulas divide by nothing but still break there.
const std::vector<Case> kSameX{Case::doubling, Case::inverse, Case::doubling_order_two, Case::inverse_x0};
const std::vector<Case> kWithInfinity{Case::left_infinity, Case::right_infinity, Case::both_infinity};

void jacobian_formulas(std::vector<FormulaEntry>& r) {
  r.push_back(doubling(ref::dbl_a0_3m4s_info, Coords::jacobian, kZero,
                       [](auto in, const auto& /*c*/) { return io(ref::dbl_a0_3m4s(jac(in[0]))); }));
  r.push_back(doubling(ref::dbl_a0_2009l_2m5s_info, Coords::jacobian, kZero,
                       [](auto in, const auto& /*c*/) { return io(ref::dbl_a0_2009l_2m5s(jac(in[0]))); }));
  r.push_back(doubling(ref::dbl_a0_half_3m4s_info, Coords::jacobian, kZero,
                       [](auto in, const auto& /*c*/) { return io(ref::dbl_a0_half_3m4s(jac(in[0]))); }));
  r.push_back(doubling(ref::dbl_am3_3m5s_info, Coords::jacobian, kMinus3,
                       [](auto in, const auto& /*c*/) { return io(ref::dbl_am3_3m5s(jac(in[0]))); }));
  r.push_back(doubling(ref::dbl_generic_1m8s_info, Coords::jacobian, kAll,
                       [](auto in, const auto& c) { return io(ref::dbl_generic_1m8s(jac(in[0]), eq_of(c))); }));
  FormulaEntry rep = doubling(ref::dbl_repeated_modified_info, Coords::jacobian, kAll, [](auto in, const auto& c) {
    return io(ref::dbl_repeated_modified(jac(in[0]), ref::dbl_repeated_modified_census_n, eq_of(c)));
  });
  rep.doublings = ref::dbl_repeated_modified_census_n;
  rep.note = "proven and counted with n = 3 doublings";
  r.push_back(std::move(rep));

  r.push_back(addition(ref::madd_8m3s_info, Coords::jacobian, Coords::affine, Coords::jacobian, kAll,
                       [](auto in, const auto& c) { return io(ref::madd_8m3s(jac(in[0]), aff(in[1]), eq_of(c))); }));
  r.push_back(
      addition(ref::add_1998_cmo_12m4s_info, Coords::jacobian, Coords::jacobian, Coords::jacobian, kAll,
               [](auto in, const auto& c) { return io(ref::add_1998_cmo_12m4s(jac(in[0]), jac(in[1]), eq_of(c))); }));
  r.push_back(
      addition(ref::add_2007_bl_11m5s_info, Coords::jacobian, Coords::jacobian, Coords::jacobian, kAll,
               [](auto in, const auto& c) { return io(ref::add_2007_bl_11m5s(jac(in[0]), jac(in[1]), eq_of(c))); }));
  r.push_back(addition(
      ref::add_zinv_9m3s_info, Coords::jacobian, Coords::affine_zinv, Coords::jacobian, kAll,
      [](auto in, const auto& c) { return io(ref::add_zinv_9m3s(jac(in[0]), aff(in[1]), in[1].Z, eq_of(c))); }));
}

void unified_formulas(std::vector<FormulaEntry>& r) {
  FormulaEntry bj = addition(
      ref::add_unified_bj_11m6s1c_info, Coords::projective, Coords::projective, Coords::projective, kAll,
      [](auto in, const auto& c) { return io(ref::add_unified_bj_11m6s1c(proj(in[0]), proj(in[1]), eq_of(c))); });
  bj.refuted = {Case::left_infinity, Case::right_infinity, Case::both_infinity, Case::opposite_y};
  bj.refuted_in_family = {{AKind::zero, Case::inverse_x0}};
  bj.note = "unified, not complete: every coordinate vanishes with O as an input or where the slope is 0/0";
  bj.exceptional = {Cond::unified_slope_zero};  // Brier and Joye 2002: the unified slope is 0/0 there
  r.push_back(std::move(bj));
  r.push_back(
      addition(ref::madd_unified_a0_7m5s_info, Coords::jacobian, Coords::affine, Coords::jacobian, kZero,
               [](auto in, const auto& /*c*/) { return io(ref::madd_unified_a0_7m5s(jac(in[0]), aff(in[1]))); }));
}

/// A complete addition (Renes, Costello, Batina 2016, from the addition law
/// of Bosma and Lenstra 1995): its only exceptional pairs are those with
/// P - Q of order 2, none on a curve of odd order.
FormulaEntry complete(FormulaEntry e) {
  e.exceptional = {Cond::difference_order_two};
  return e;
}

/// A complete mixed addition's wrapper returns P itself for an affine Q = O.
FormulaEntry complete_mixed(FormulaEntry e) {
  e = complete(std::move(e));
  e.exceptional_not_in = {Case::right_infinity};
  return e;
}

void rcb_formulas(std::vector<FormulaEntry>& r) {
  const Coords pr = Coords::projective;
  r.push_back(complete(addition(ref::add_rcb_generic_12m_info, pr, pr, pr, kAll, [](auto in, const auto& c) {
    return io(ref::add_rcb_generic_12m(proj(in[0]), proj(in[1]), eq_of(c)));
  })));
  r.push_back(complete_mixed(
      addition(ref::madd_rcb_generic_11m_info, pr, Coords::affine, pr, kAll, [](auto in, const auto& c) {
        return io(ref::madd_rcb_generic_11m(proj(in[0]), aff(in[1]), eq_of(c)));
      })));
  r.push_back(doubling(ref::dbl_rcb_generic_8m3s_info, pr, kAll,
                       [](auto in, const auto& c) { return io(ref::dbl_rcb_generic_8m3s(proj(in[0]), eq_of(c))); }));
  r.push_back(complete(addition(ref::add_rcb_am3_12m_info, pr, pr, pr, kMinus3, [](auto in, const auto& c) {
    return io(ref::add_rcb_am3_12m(proj(in[0]), proj(in[1]), eq_of(c)));
  })));
  r.push_back(complete_mixed(
      addition(ref::madd_rcb_am3_11m_info, pr, Coords::affine, pr, kMinus3, [](auto in, const auto& c) {
        return io(ref::madd_rcb_am3_11m(proj(in[0]), aff(in[1]), eq_of(c)));
      })));
  r.push_back(doubling(ref::dbl_rcb_am3_8m3s_info, pr, kMinus3,
                       [](auto in, const auto& c) { return io(ref::dbl_rcb_am3_8m3s(proj(in[0]), eq_of(c))); }));
  r.push_back(complete(addition(ref::add_rcb_a0_12m_info, pr, pr, pr, kZero, [](auto in, const auto& c) {
    return io(ref::add_rcb_a0_12m(proj(in[0]), proj(in[1]), eq_of(c)));
  })));
  r.push_back(complete_mixed(
      addition(ref::madd_rcb_a0_11m_info, pr, Coords::affine, pr, kZero, [](auto in, const auto& c) {
        return io(ref::madd_rcb_a0_11m(proj(in[0]), aff(in[1]), eq_of(c)));
      })));
  r.push_back(doubling(ref::dbl_rcb_a0_6m2s_info, pr, kZero,
                       [](auto in, const auto& c) { return io(ref::dbl_rcb_a0_6m2s(proj(in[0]), eq_of(c))); }));

  // The mixed algorithms as printed: an affine Q cannot be O, and with its
  // flag ignored they add P to the coordinates (0, 0) instead.
  const std::vector<Case> q_infinity{Case::right_infinity, Case::both_infinity};
  FormulaEntry a2 = addition(ref::madd_rcb_generic_alg2_info, pr, Coords::affine, pr, kAll, [](auto in, const auto& c) {
    return io(ref::madd_rcb_generic_alg2(proj(in[0]), aff(in[1]), eq_of(c)));
  });
  FormulaEntry a5 = addition(ref::madd_rcb_am3_alg5_info, pr, Coords::affine, pr, kMinus3, [](auto in, const auto& c) {
    return io(ref::madd_rcb_am3_alg5(proj(in[0]), aff(in[1]), eq_of(c)));
  });
  FormulaEntry a8 = addition(ref::madd_rcb_a0_alg8_info, pr, Coords::affine, pr, kZero, [](auto in, const auto& c) {
    return io(ref::madd_rcb_a0_alg8(proj(in[0]), aff(in[1]), eq_of(c)));
  });
  for (FormulaEntry* e : {&a2, &a5, &a8}) {
    *e = complete(std::move(*e));
    e->refuted = q_infinity;
    e->in_census = false;
    e->note = "the algorithm as printed: complete except for Q = O, which the madd_rcb_* wrapper selects";
    r.push_back(std::move(*e));
  }
}

void coz_formulas(std::vector<FormulaEntry>& r) {
  const Coords j = Coords::jacobian;
  auto as_co_z = [](FormulaEntry e, std::string_view note) {
    e.co_z = true;
    e.outside = kWithInfinity;
    e.refuted = kSameX;
    e.note = note;
    return e;
  };
  r.push_back(
      as_co_z(make(ref::zaddu_5m2s_info, "ref", Law::add, {{Term::P, j}, {Term::Q, j}}, {{Term::sum, j}, {Term::P, j}},
                   kAll, [](auto in, const auto& /*c*/) { return io(ref::zaddu_5m2s(jac(in[0]), jac(in[1]))); }),
              "co-Z inputs; breaks where x1 = x2 (the copy of P becomes (0 : 0 : 0))"));
  r.push_back(as_co_z(
      make(ref::zaddc_6m3s_info, "ref", Law::add, {{Term::P, j}, {Term::Q, j}}, {{Term::sum, j}, {Term::difference, j}},
           kAll, [](auto in, const auto& /*c*/) { return io(ref::zaddc_6m3s(jac(in[0]), jac(in[1]))); }),
      "co-Z inputs; breaks where x1 = x2"));
  r.push_back(
      as_co_z(make(ref::coz_ladder_step_11m5s_info, "ref", Law::add, {{Term::P, j}, {Term::Q, j}},
                   {{Term::twice, j}, {Term::sum, j}}, kAll,
                   [](auto in, const auto& /*c*/) { return io(ref::coz_ladder_step_11m5s(jac(in[0]), jac(in[1]))); }),
              "co-Z inputs (R0, R1) -> (2R0, R0 + R1); breaks where x1 = x2"));
  // 2R0 is (R0 + R1) + (R0 - R1), a co-Z addition that fails where their x
  // agree: R0 + R1 = -(R0 - R1) is 2R0 = O, where the law gives O; and
  // R0 + R1 = R0 - R1 is 2R1 = O. The co-Z ladder (Goundar, Joye, Miyaji
  // 2010) keeps R1 - R0 = P, so it never meets that on a curve of odd order.
  r.back().exceptional = {Cond::q_order_two};
  FormulaEntry dblu =
      make(ref::dblu_1m5s_info, "ref", Law::dbl, {{Term::P, Coords::affine}}, {{Term::twice, j}, {Term::P, j}}, kAll,
           [](auto in, const auto& c) { return io(ref::dblu_1m5s(aff(in[0]), eq_of(c))); });
  dblu.co_z = true;
  dblu.refuted = {Case::order_two, Case::infinity};
  dblu.note = "affine P with y != 0: Z = 2y, so y = 0 gives a (0 : 0 : 0) copy of P; O is not an input";
  r.push_back(std::move(dblu));
}

void xz_formulas(std::vector<FormulaEntry>& r) {
  const Coords x = Coords::xz;
  r.push_back(doubling(ref::xdbl_2002_it_4m3s2c_info, x, kAll,
                       [](auto in, const auto& c) { return io(ref::xdbl_2002_it_4m3s2c(xz(in[0]), eq_of(c))); }));
  FormulaEntry add = make(
      ref::xadd_2002_it_8m2s2c_info, "ref", Law::add, {{Term::P, x}, {Term::Q, x}, {Term::difference, x}},
      {{Term::sum, x}}, kAll,
      [](auto in, const auto& c) { return io(ref::xadd_2002_it_8m2s2c(xz(in[0]), xz(in[1]), xz(in[2]), eq_of(c))); });
  add.refuted = {Case::doubling, Case::both_infinity, Case::doubling_order_two};
  add.note = "needs the difference P - Q != O: refuted where P = Q";
  r.push_back(std::move(add));
  FormulaEntry rec = make(
      ref::xz_recover_y_9m2s2c_info, "ref", Law::add, {{Term::P, Coords::affine}, {Term::Q, x}, {Term::sum, x}},
      {{Term::Q, Coords::projective}}, kAll,
      [](auto in, const auto& c) { return io(ref::xz_recover_y_9m2s2c(aff(in[0]), xz(in[1]), xz(in[2]), eq_of(c))); });
  rec.refuted = {Case::inverse, Case::left_infinity, Case::right_infinity, Case::doubling_order_two, Case::inverse_x0};
  rec.note = "Q from x(Q), x(Q + P) and the base P: needs P finite with y != 0, Q != O, Q != -P";
  rec.exceptional = {Cond::p_order_two};  // it divides by 2y(P) (Okeya and Sakurai 2001)
  r.push_back(std::move(rec));
}

void negative_cases(std::vector<FormulaEntry>& r) {
  FormulaEntry slip = addition(
      negative::madd_8m3s_slip_3v_info, Coords::jacobian, Coords::affine, Coords::jacobian, kAll,
      [](auto in, const auto& c) { return io(negative::madd_8m3s_slip_3v(jac(in[0]), aff(in[1]), eq_of(c))); });
  slip.implementation = "proofs";
  slip.negative_control = true;
  slip.in_census = false;
  slip.refuted = {Case::generic, Case::opposite_y};
  slip.note = "planted slip; the prover must refute every case that reaches the generic path";
  r.push_back(std::move(slip));

  const Coords pr = Coords::projective;
  FormulaEntry stray =
      complete(addition(negative::add_rcb_a0_stray_factor_info, pr, pr, pr, kZero, [](auto in, const auto& c) {
        return io(negative::add_rcb_a0_stray_factor(proj(in[0]), proj(in[1]), eq_of(c)));
      }));
  stray.implementation = "proofs";
  stray.negative_control = true;
  stray.in_census = false;
  stray.exceptional_refuted = true;
  stray.note = "planted slip: a stray factor in every coordinate; every case proven, its exceptional set must differ";
  r.push_back(std::move(stray));

  const Coords j = Coords::jacobian;
  FormulaEntry shortcut = addition(negative::add_2007_bl_x0_shortcut_info, j, j, j, kAll, [](auto in, const auto& c) {
    return io(negative::add_2007_bl_x0_shortcut(jac(in[0]), jac(in[1]), eq_of(c)));
  });
  shortcut.implementation = "proofs";
  shortcut.negative_control = true;
  shortcut.in_census = false;
  shortcut.refuted = {Case::inverse_x0};
  shortcut.exceptional_refuted = true;
  shortcut.note = "planted slip: returns P where X1 = 0; only a rerun where the branch turns sees it";
  r.push_back(std::move(shortcut));

  FormulaEntry half = doubling(negative::dbl_a0_half_slip_info, Coords::jacobian, kZero,
                               [](auto in, const auto& /*c*/) { return io(negative::dbl_a0_half_slip(jac(in[0]))); });
  half.implementation = "proofs";
  half.negative_control = true;
  half.in_census = false;
  half.refuted = {Case::generic};
  half.note = "planted slip: the halving dropped";
  r.push_back(std::move(half));

  FormulaEntry stale =
      make(negative::zaddu_stale_p_info, "proofs", Law::add, {{Term::P, Coords::jacobian}, {Term::Q, Coords::jacobian}},
           {{Term::sum, Coords::jacobian}, {Term::P, Coords::jacobian}}, kAll,
           [](auto in, const auto& /*c*/) { return io(negative::zaddu_stale_p(jac(in[0]), jac(in[1]))); });
  stale.co_z = true;
  stale.outside = kWithInfinity;
  stale.negative_control = true;
  stale.in_census = false;
  stale.refuted = {Case::generic, Case::opposite_y};
  for (Case c : kSameX) stale.refuted.push_back(c);
  stale.note = "planted slip: the second output is P itself, on the old Z";
  r.push_back(std::move(stale));

  FormulaEntry nodbl = addition(
      negative::add_1998_cmo_no_dbl_branch_info, Coords::jacobian, Coords::jacobian, Coords::jacobian, kAll,
      [](auto in, const auto& /*c*/) { return io(negative::add_1998_cmo_no_dbl_branch(jac(in[0]), jac(in[1]))); });
  nodbl.implementation = "proofs";
  nodbl.in_census = false;
  nodbl.refuted = {Case::doubling, Case::doubling_order_two};
  nodbl.note = "known incomplete: without its P = Q branch the addition gives (0 : 0 : 0) for P = Q";
  r.push_back(std::move(nodbl));

  FormulaEntry pre = addition(
      negative::madd_unified_a0_pre2015_info, Coords::jacobian, Coords::affine, Coords::jacobian, kZero,
      [](auto in, const auto& /*c*/) { return io(negative::madd_unified_a0_pre2015(jac(in[0]), aff(in[1]))); });
  pre.implementation = "proofs";
  pre.in_census = false;
  pre.refuted = {Case::opposite_y, Case::inverse_x0};
  pre.note = "known incomplete: the unified slope alone is 0/0 where y2 = -y1 and x1^2 + x1x2 + x2^2 = 0";
  r.push_back(std::move(pre));
}

std::vector<FormulaEntry> build() {
  std::vector<FormulaEntry> r;
  jacobian_formulas(r);
  unified_formulas(r);
  rcb_formulas(r);
  coz_formulas(r);
  xz_formulas(r);
  detail::insert_fast_formulas(r);
  negative_cases(r);
  detail::append_fast_negative_cases(r);
  return r;
}

}  // namespace

bool FormulaEntry::claims(spec::AKind family, Case c) const {
  if (std::find(refuted.begin(), refuted.end(), c) != refuted.end()) return false;
  return std::find(refuted_in_family.begin(), refuted_in_family.end(), std::pair{family, c}) == refuted_in_family.end();
}

const std::vector<FormulaEntry>& formulas() {
  static const std::vector<FormulaEntry> r = build();
  return r;
}

const FormulaEntry& formula(std::string_view name) {
  for (const FormulaEntry& f : formulas()) {
    if (f.info.name == name) return f;
  }
  throw std::out_of_range("tandem::proofs::formula: no formula named " + std::string(name));
}

const FormulaEntry& formula(std::string_view name, std::string_view implementation) {
  for (const FormulaEntry& f : formulas()) {
    if (f.info.name == name && f.implementation == implementation) return f;
  }
  throw std::out_of_range("tandem::proofs::formula: no " + std::string(implementation) + " formula named " +
                          std::string(name));
}

std::vector<Case> cases_for(Law law) {
  if (law == Law::dbl) return {Case::generic, Case::order_two, Case::infinity};
  return {Case::generic,       Case::doubling,           Case::inverse,
          Case::left_infinity, Case::right_infinity,     Case::both_infinity,
          Case::opposite_y,    Case::doubling_order_two, Case::inverse_x0};
}

std::vector<Case> cases_of(const FormulaEntry& f) {
  std::vector<Case> out;
  for (Case c : cases_for(f.law)) {
    if (std::find(f.outside.begin(), f.outside.end(), c) == f.outside.end()) out.push_back(c);
  }
  return out;
}

std::string_view case_name(Case c) {
  switch (c) {
    case Case::generic: return "generic";
    case Case::doubling: return "P = Q";
    case Case::inverse: return "P = -Q";
    case Case::left_infinity: return "O + Q";
    case Case::right_infinity: return "P + O";
    case Case::both_infinity: return "O + O";
    case Case::order_two: return "y = 0";
    case Case::infinity: return "2O";
    case Case::opposite_y: return "y2 = -y1";
    case Case::doubling_order_two: return "P=Q,y=0";
    case Case::inverse_x0: return "P=-Q,x=0";
  }
  return "?";
}

std::string_view cond_name(Cond c) {
  switch (c) {
    case Cond::difference_order_two: return "P - Q has order 2";
    case Cond::sum_order_two: return "P + Q has order 2";
    case Cond::p_order_two: return "P has order 2";
    case Cond::q_order_two: return "Q has order 2";
    case Cond::twice_order_two: return "2P has order 2";
    case Cond::p_order_three: return "P has order 3";
    case Cond::same_y: return "y1 = y2";
    case Cond::p_x_zero: return "x(P) = 0";
    case Cond::q_x_zero: return "x(Q) = 0";
    case Cond::sum_x_zero: return "x(P + Q) = 0";
    case Cond::difference_x_zero: return "x(P - Q) = 0";
    case Cond::twice_x_zero: return "x(2P) = 0";
    case Cond::unified_slope_zero: return "y1 = -y2 and x1^2 + x1x2 + x2^2 + a = 0";
    case Cond::a_zero: return "a = 0";
    case Cond::b_zero: return "b = 0";
  }
  return "?";
}

std::string_view family_name(spec::AKind k) {
  switch (k) {
    case AKind::zero: return "a=0";
    case AKind::minus3: return "a=-3";
    case AKind::generic: return "any a";
  }
  return "?";
}

std::string_view coords_name(Coords c) {
  switch (c) {
    case Coords::affine: return "affine";
    case Coords::jacobian: return "Jacobian";
    case Coords::projective: return "projective";
    case Coords::xz: return "XZ";
    case Coords::affine_zinv: return "affine/zinv";
  }
  return "?";
}

std::string term_name(Term t, unsigned doublings) {
  switch (t) {
    case Term::P: return "P";
    case Term::Q: return "Q";
    case Term::sum: return "P + Q";
    case Term::difference: return "P - Q";
    case Term::twice: return doublings == 1 ? "2P" : std::to_string(1UL << doublings) + "P";
  }
  return "?";
}

}  // namespace tandem::proofs

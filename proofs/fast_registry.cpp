// fast/'s formulas in the registry. Each entry runs the fast formula's own
// text on three models of the lazy field interface: FastSym (the prover),
// FastCnt (the census), Mag (the magnitude check); and mirrors its ref
// twin's entry (same law, slots, claims, note) for the families the fast
// text is for: a = 0 for the a = 0 twins (whose ref twin may cover every
// a), a = −3 or every family for the others, exactly their twin's.
#include "proofs/fast_registry.hpp"

#include <algorithm>
#include <stdexcept>

#include "proofs/symbolic/negative_controls_fast.hpp"
#include "tandem/fast/formulas/coz.hpp"
#include "tandem/fast/formulas/jacobian_add.hpp"
#include "tandem/fast/formulas/jacobian_dbl.hpp"
#include "tandem/fast/formulas/jacobian_dbl_repeated.hpp"
#include "tandem/fast/formulas/rcb_complete.hpp"
#include "tandem/fast/formulas/rcb_complete_am3.hpp"
#include "tandem/fast/formulas/rcb_complete_generic.hpp"
#include "tandem/fast/formulas/unified_add.hpp"
#include "tandem/fast/formulas/xz.hpp"
#include "tandem/proofs/fast_models.hpp"
#include "tandem/ref/formulas/jacobian_dbl_repeated.hpp"

namespace tandem::proofs::detail {

namespace {

using spec::AKind;

// The registry's PointIO as fast's point types, and back.
template <class F>
fast::Gej<F> gej(const PointIO<F>& p) {
  return {p.X, p.Y, p.Z};
}
template <class F>
fast::Gep<F> gep(const PointIO<F>& p) {
  return {p.X, p.Y, p.Z};
}
template <class F>
fast::Ge<F> ge(const PointIO<F>& p) {
  return {p.X, p.Y, p.infinity};
}
template <class F>
fast::Gexz<F> gxz(const PointIO<F>& p) {
  return {p.X, p.Z};
}
template <class F>
PointIO<F> io(const fast::Gej<F>& P) {
  return {P.X, P.Y, P.Z, false};
}
template <class F>
PointIO<F> io(const fast::Gep<F>& P) {
  return {P.X, P.Y, P.Z, false};
}
template <class F>
PointIO<F> io(const fast::Gexz<F>& P) {
  return {P.X, F::from_int(0), P.Z, false};
}
template <class F>
std::vector<PointIO<F>> io(const fast::CoZPair<F>& p) {
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

// The prover's and the census's fields seen through the lazy models.
FastSym lift(const Sym& s) { return FastSym(s); }
FastCnt lift(const Cnt& c) { return FastCnt(c); }
Sym lower(const FastSym& s) { return s.sym(); }
Cnt lower(const FastCnt& /*c*/) { return {}; }

template <class M, class B>
std::vector<PointIO<M>> lift_all(std::span<const PointIO<B>> in) {
  std::vector<PointIO<M>> out;
  out.reserve(in.size());
  for (const PointIO<B>& p : in) out.push_back({lift(p.X), lift(p.Y), lift(p.Z), p.infinity});
  return out;
}
template <class B, class M>
std::vector<PointIO<B>> lower_all(const std::vector<PointIO<M>>& in) {
  std::vector<PointIO<B>> out;
  out.reserve(in.size());
  for (const PointIO<M>& p : in) out.push_back({lower(p.X), lower(p.Y), lower(p.Z), p.infinity});
  return out;
}

/// Runs `body` (a generic lambda over a lazy field) on the model M of B's
/// inputs and curve, and hands back B's outputs.
template <class M, class B, class Body>
std::vector<PointIO<B>> run_on(const Body& body, std::span<const PointIO<B>> in, const CurveIO<B>& c) {
  const std::vector<PointIO<M>> m = lift_all<M>(in);
  const CurveIO<M> mc{lift(c.a), lift(c.b), c.a_kind};
  return lower_all<B>(outputs_of(body(std::span<const PointIO<M>>(m), mc)));
}

const FormulaEntry& ref_entry(const std::vector<FormulaEntry>& r, std::string_view name) {
  for (const FormulaEntry& e : r) {
    if (e.implementation == "ref" && e.info.name == name) return e;
  }
  throw std::logic_error("tandem::proofs: a fast formula's ref twin is not registered: " + std::string(name));
}

const std::vector<AKind> kZero{AKind::zero};

/// The entry of a fast formula: its twin's, with the fast text and name,
/// for `families` (a = 0 unless given; each one of the twin's).
template <class Body>
FormulaEntry make_fast(const FormulaEntry& twin, spec::FormulaInfo info, fast::FormulaMagnitudes mags, Body body,
                       const std::vector<AKind>& families = kZero) {
  FormulaEntry e = twin;
  e.info = info;
  e.implementation = "fast";
  e.families = families;
  for (AKind k : families) {
    if (std::find(twin.families.begin(), twin.families.end(), k) == twin.families.end()) {
      throw std::logic_error("tandem::proofs: a fast formula claims a family its twin lacks: " + std::string(info.name));
    }
  }
  e.refuted_in_family.clear();
  for (const auto& fc : twin.refuted_in_family) {
    if (std::find(families.begin(), families.end(), fc.first) != families.end()) e.refuted_in_family.push_back(fc);
  }
  e.twin = twin.info.name;
  e.magnitudes = mags;
  e.on_sym = [body](std::span<const PointIO<Sym>> in, const CurveIO<Sym>& c) {
    return run_on<FastSym>(body, in, c);
  };
  e.on_cnt = [body](std::span<const PointIO<Cnt>> in, const CurveIO<Cnt>& c) {
    return run_on<FastCnt>(body, in, c);
  };
  e.on_mag = [body](std::span<const PointIO<Mag>> in, const CurveIO<Mag>& c) { return outputs_of(body(in, c)); };
  return e;
}

std::vector<FormulaEntry> fast_entries(const std::vector<FormulaEntry>& r) {
  std::vector<FormulaEntry> f;
  auto add = [&](std::string_view twin, spec::FormulaInfo info, fast::FormulaMagnitudes mags, auto body) {
    f.push_back(make_fast(ref_entry(r, twin), info, mags, body));
  };
  // The a = −3 and generic-a twins: their twin's families.
  auto add_as_twin = [&](std::string_view twin, spec::FormulaInfo info, fast::FormulaMagnitudes mags, auto body) {
    const FormulaEntry& t = ref_entry(r, twin);
    f.push_back(make_fast(t, info, mags, body, t.families));
  };
  // Jacobian doublings and additions.
  add("dbl_a0_3m4s", fast::dbl_a0_3m4s_info, fast::dbl_a0_3m4s_magnitudes,
      [](auto in, const auto& /*c*/) { return io(fast::dbl_a0_3m4s(gej(in[0]))); });
  add("dbl_a0_2009l_2m5s", fast::dbl_a0_2009l_2m5s_info, fast::dbl_a0_2009l_2m5s_magnitudes,
      [](auto in, const auto& /*c*/) { return io(fast::dbl_a0_2009l_2m5s(gej(in[0]))); });
  add("dbl_a0_half_3m4s", fast::dbl_a0_half_3m4s_info, fast::dbl_a0_half_3m4s_magnitudes,
      [](auto in, const auto& /*c*/) { return io(fast::dbl_a0_half_3m4s(gej(in[0]))); });
  add_as_twin("dbl_am3_3m5s", fast::dbl_am3_3m5s_info, fast::dbl_am3_3m5s_magnitudes,
              [](auto in, const auto& /*c*/) { return io(fast::dbl_am3_3m5s(gej(in[0]))); });
  add_as_twin("dbl_generic_1m8s", fast::dbl_generic_1m8s_info, fast::dbl_generic_1m8s_magnitudes,
              [](auto in, const auto& c) { return io(fast::dbl_generic_1m8s(gej(in[0]), c.a)); });
  add_as_twin("dbl_repeated_modified", fast::dbl_repeated_modified_info, fast::dbl_repeated_modified_magnitudes,
              [](auto in, const auto& c) {
                return io(fast::dbl_repeated_modified(gej(in[0]), ref::dbl_repeated_modified_census_n, c.a));
              });
  add("madd_8m3s", fast::madd_8m3s_var_info, fast::madd_8m3s_var_magnitudes,
      [](auto in, const auto& /*c*/) { return io(fast::madd_8m3s_var(gej(in[0]), ge(in[1]))); });
  add("add_1998_cmo_12m4s", fast::add_1998_cmo_12m4s_var_info, fast::add_1998_cmo_12m4s_var_magnitudes,
      [](auto in, const auto& /*c*/) { return io(fast::add_1998_cmo_12m4s_var(gej(in[0]), gej(in[1]))); });
  add("add_2007_bl_11m5s", fast::add_2007_bl_11m5s_var_info, fast::add_2007_bl_11m5s_var_magnitudes,
      [](auto in, const auto& /*c*/) { return io(fast::add_2007_bl_11m5s_var(gej(in[0]), gej(in[1]))); });
  add("add_zinv_9m3s", fast::add_zinv_9m3s_var_info, fast::add_zinv_9m3s_var_magnitudes,
      [](auto in, const auto& /*c*/) { return io(fast::add_zinv_9m3s_var(gej(in[0]), ge(in[1]), in[1].Z)); });
  // Unified additions.
  add("add_unified_bj_11m6s1c", fast::add_unified_bj_a0_11m5s_info, fast::add_unified_bj_a0_11m5s_magnitudes,
      [](auto in, const auto& /*c*/) { return io(fast::add_unified_bj_a0_11m5s(gep(in[0]), gep(in[1]))); });
  add_as_twin("add_unified_bj_11m6s1c", fast::add_unified_bj_11m6s1c_info, fast::add_unified_bj_11m6s1c_magnitudes,
              [](auto in, const auto& c) { return io(fast::add_unified_bj_11m6s1c(gep(in[0]), gep(in[1]), c.a)); });
  add("madd_unified_a0_7m5s", fast::madd_unified_a0_7m5s_info, fast::madd_unified_a0_7m5s_magnitudes,
      [](auto in, const auto& /*c*/) { return io(fast::madd_unified_a0_7m5s(gej(in[0]), ge(in[1]))); });
  // Complete additions: 3b is the caller's constant (curve_b3 of the model).
  add("add_rcb_a0_12m", fast::add_rcb_a0_12m_info, fast::add_rcb_a0_12m_magnitudes,
      [](auto in, const auto& c) { return io(fast::add_rcb_a0_12m(gep(in[0]), gep(in[1]), curve_b3(c.b))); });
  add("madd_rcb_a0_11m", fast::madd_rcb_a0_11m_info, fast::madd_rcb_a0_11m_magnitudes,
      [](auto in, const auto& c) { return io(fast::madd_rcb_a0_11m(gep(in[0]), ge(in[1]), curve_b3(c.b))); });
  add("dbl_rcb_a0_6m2s", fast::dbl_rcb_a0_6m2s_info, fast::dbl_rcb_a0_6m2s_magnitudes,
      [](auto in, const auto& c) { return io(fast::dbl_rcb_a0_6m2s(gep(in[0]), curve_b3(c.b))); });
  add_as_twin("add_rcb_generic_12m", fast::add_rcb_generic_12m_info, fast::add_rcb_generic_12m_magnitudes,
              [](auto in, const auto& c) {
                return io(fast::add_rcb_generic_12m(gep(in[0]), gep(in[1]), c.a, curve_b3(c.b)));
              });
  add_as_twin("madd_rcb_generic_11m", fast::madd_rcb_generic_11m_info, fast::madd_rcb_generic_11m_magnitudes,
              [](auto in, const auto& c) {
                return io(fast::madd_rcb_generic_11m(gep(in[0]), ge(in[1]), c.a, curve_b3(c.b)));
              });
  add_as_twin("dbl_rcb_generic_8m3s", fast::dbl_rcb_generic_8m3s_info, fast::dbl_rcb_generic_8m3s_magnitudes,
              [](auto in, const auto& c) { return io(fast::dbl_rcb_generic_8m3s(gep(in[0]), c.a, curve_b3(c.b))); });
  // a = −3: b itself, as the paper's Algorithms 4 to 6 take it.
  add_as_twin("add_rcb_am3_12m", fast::add_rcb_am3_12m_info, fast::add_rcb_am3_12m_magnitudes,
              [](auto in, const auto& c) { return io(fast::add_rcb_am3_12m(gep(in[0]), gep(in[1]), c.b)); });
  add_as_twin("madd_rcb_am3_11m", fast::madd_rcb_am3_11m_info, fast::madd_rcb_am3_11m_magnitudes,
              [](auto in, const auto& c) { return io(fast::madd_rcb_am3_11m(gep(in[0]), ge(in[1]), c.b)); });
  add_as_twin("dbl_rcb_am3_8m3s", fast::dbl_rcb_am3_8m3s_info, fast::dbl_rcb_am3_8m3s_magnitudes,
              [](auto in, const auto& c) { return io(fast::dbl_rcb_am3_8m3s(gep(in[0]), c.b)); });
  // Co-Z.
  add("zaddu_5m2s", fast::zaddu_5m2s_info, fast::zaddu_5m2s_magnitudes,
      [](auto in, const auto& /*c*/) { return io(fast::zaddu_5m2s(gej(in[0]), gej(in[1]))); });
  add("zaddc_6m3s", fast::zaddc_6m3s_info, fast::zaddc_6m3s_magnitudes,
      [](auto in, const auto& /*c*/) { return io(fast::zaddc_6m3s(gej(in[0]), gej(in[1]))); });
  add("coz_ladder_step_11m5s", fast::coz_ladder_step_11m5s_info, fast::coz_ladder_step_11m5s_magnitudes,
      [](auto in, const auto& /*c*/) { return io(fast::coz_ladder_step_11m5s(gej(in[0]), gej(in[1]))); });
  add("dblu_1m5s", fast::dblu_a0_1m5s_info, fast::dblu_a0_1m5s_magnitudes,
      [](auto in, const auto& /*c*/) { return io(fast::dblu_a0_1m5s(ge(in[0]))); });
  add_as_twin("dblu_1m5s", fast::dblu_1m5s_info, fast::dblu_1m5s_magnitudes,
              [](auto in, const auto& c) { return io(fast::dblu_1m5s(ge(in[0]), c.a)); });
  // x-only.
  add("xdbl_2002_it_4m3s2c", fast::xdbl_a0_4m3s1c_info, fast::xdbl_a0_4m3s1c_magnitudes,
      [](auto in, const auto& c) { return io(fast::xdbl_a0_4m3s1c(gxz(in[0]), c.b)); });
  add("xadd_2002_it_8m2s2c", fast::xadd_a0_8m2s1c_info, fast::xadd_a0_8m2s1c_magnitudes, [](auto in, const auto& c) {
    return io(fast::xadd_a0_8m2s1c(gxz(in[0]), gxz(in[1]), gxz(in[2]), c.b));
  });
  add("xz_recover_y_9m2s2c", fast::xz_recover_y_a0_9m2s1c_info, fast::xz_recover_y_a0_9m2s1c_magnitudes,
      [](auto in, const auto& c) { return io(fast::xz_recover_y_a0_9m2s1c(ge(in[0]), gxz(in[1]), gxz(in[2]), c.b)); });
  add_as_twin("xdbl_2002_it_4m3s2c", fast::xdbl_4m3s2c_info, fast::xdbl_4m3s2c_magnitudes,
              [](auto in, const auto& c) { return io(fast::xdbl_4m3s2c(gxz(in[0]), c.a, c.b)); });
  add_as_twin("xadd_2002_it_8m2s2c", fast::xadd_8m2s2c_info, fast::xadd_8m2s2c_magnitudes, [](auto in, const auto& c) {
    return io(fast::xadd_8m2s2c(gxz(in[0]), gxz(in[1]), gxz(in[2]), c.a, c.b));
  });
  add_as_twin("xz_recover_y_9m2s2c", fast::xz_recover_y_9m2s2c_info, fast::xz_recover_y_9m2s2c_magnitudes,
              [](auto in, const auto& c) {
                return io(fast::xz_recover_y_9m2s2c(ge(in[0]), gxz(in[1]), gxz(in[2]), c.a, c.b));
              });
  return f;
}

}  // namespace

void insert_fast_formulas(std::vector<FormulaEntry>& r) {
  for (FormulaEntry& e : fast_entries(r)) {
    // After the twin and any fast entry already placed after it.
    auto at = std::find_if(r.begin(), r.end(),
                           [&](const FormulaEntry& x) { return x.implementation == "ref" && x.info.name == e.twin; });
    ++at;
    while (at != r.end() && at->twin == e.twin) ++at;
    r.insert(at, std::move(e));
  }
}

void append_fast_negative_cases(std::vector<FormulaEntry>& r) {
  auto negative = [](FormulaEntry e, std::string_view note) {
    e.implementation = "proofs";
    e.negative_control = true;
    e.in_census = false;
    e.note = note;
    return e;
  };
  FormulaEntry chord = negative(
      make_fast(ref_entry(r, "madd_unified_a0_7m5s"), negative::madd_unified_a0_chord_slip_info,
                fast::madd_unified_a0_7m5s_magnitudes,
                [](auto in, const auto& /*c*/) { return io(negative::madd_unified_a0_chord_slip(gej(in[0]), ge(in[1]))); }),
      "planted slip on the chord side of a selection: only y2 = -y1 with x2 != x1 takes it");
  chord.refuted = {Case::opposite_y};
  r.push_back(std::move(chord));

  FormulaEntry noalt = make_fast(ref_entry(r, "madd_unified_a0_7m5s"), negative::madd_unified_a0_no_alt_slope_info,
                                fast::madd_unified_a0_7m5s_magnitudes, [](auto in, const auto& /*c*/) {
                                  return io(negative::madd_unified_a0_no_alt_slope(gej(in[0]), ge(in[1])));
                                });
  noalt.implementation = "proofs";
  noalt.in_census = false;
  noalt.refuted = {Case::opposite_y, Case::inverse_x0};
  noalt.note = "known incomplete: the unified slope alone is 0/0 where y2 = -y1 and x1^2 + x1x2 + x2^2 = 0";
  r.push_back(std::move(noalt));

  FormulaEntry sign = negative(
      make_fast(ref_entry(r, "dbl_am3_3m5s"), negative::dbl_am3_sign_slip_info, fast::dbl_am3_3m5s_magnitudes,
                [](auto in, const auto& /*c*/) { return io(negative::dbl_am3_sign_slip(gej(in[0]))); },
                {AKind::minus3}),
      "planted slip in an a = -3 twin: the factoring's sign; only Z3 = 0 (O, y = 0) hides it");
  sign.refuted = {Case::generic};
  r.push_back(std::move(sign));

  FormulaEntry weak = negative(
      make_fast(ref_entry(r, "madd_8m3s"), negative::madd_8m3s_var_no_weak_info,
                negative::madd_8m3s_var_no_weak_magnitudes,
                [](auto in, const auto& /*c*/) { return io(negative::madd_8m3s_var_no_weak(gej(in[0]), ge(in[1]))); }),
      "planted slip: X3 not weakly normalized; right values, broken magnitudes (the magnitude check must refute it)");
  weak.magnitudes_refuted = true;
  r.push_back(std::move(weak));
}

}  // namespace tandem::proofs::detail

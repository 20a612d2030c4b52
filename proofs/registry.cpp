#include "tandem/proofs/registry.hpp"

#include "proofs/symbolic/negative_controls.hpp"
#include "tandem/ref/formulas/jacobian_dbl.hpp"
#include "tandem/ref/formulas/jacobian_madd.hpp"

namespace tandem::proofs {

namespace {

using spec::AKind;

// Conversions between the registry's neutral PointIO and ref's point types.
template <class F>
ref::Jacobian<F> jac(const PointIO<F>& p) { return {p.X, p.Y, p.Z}; }
template <class F>
ref::Affine<F> aff(const PointIO<F>& p) { return {p.X, p.Y, p.infinity}; }
template <class F>
ref::CurveEq<F> eq_of(const CurveIO<F>& c) { return {c.a, c.b, c.a_kind}; }
template <class F>
PointIO<F> io(const ref::Jacobian<F>& P) { return {P.X, P.Y, P.Z, false}; }

/// One registry entry from a generic lambda `body(inputs, curve)`, which is
/// instantiated on the symbolic and the counting field.
template <class Body>
FormulaEntry entry(spec::FormulaInfo info, std::string_view impl, Law law, std::vector<Coords> inputs, Coords output,
                   std::vector<AKind> families, Body body) {
  FormulaEntry e{info, impl, law, std::move(inputs), output, std::move(families), {}, false, "", {}, {}};
  e.on_sym = [body](std::span<const PointIO<Sym>> in, const CurveIO<Sym>& c) { return body(in, c); };
  e.on_cnt = [body](std::span<const PointIO<Cnt>> in, const CurveIO<Cnt>& c) { return body(in, c); };
  return e;
}

const std::vector<AKind> kAllFamilies{AKind::zero, AKind::minus3, AKind::generic};

std::vector<FormulaEntry> build() {
  std::vector<FormulaEntry> r;
  r.push_back(entry(ref::dbl_a0_3m4s_info, "ref", Law::dbl, {Coords::jacobian}, Coords::jacobian, {AKind::zero},
                    [](auto in, const auto& /*c*/) { return io(ref::dbl_a0_3m4s(jac(in[0]))); }));
  r.push_back(entry(ref::dbl_am3_3m5s_info, "ref", Law::dbl, {Coords::jacobian}, Coords::jacobian, {AKind::minus3},
                    [](auto in, const auto& /*c*/) { return io(ref::dbl_am3_3m5s(jac(in[0]))); }));
  r.push_back(entry(ref::dbl_generic_1m8s_info, "ref", Law::dbl, {Coords::jacobian}, Coords::jacobian, kAllFamilies,
                    [](auto in, const auto& c) { return io(ref::dbl_generic_1m8s(jac(in[0]), eq_of(c))); }));
  r.push_back(entry(ref::madd_8m3s_info, "ref", Law::add, {Coords::jacobian, Coords::affine}, Coords::jacobian,
                    kAllFamilies,
                    [](auto in, const auto& c) { return io(ref::madd_8m3s(jac(in[0]), aff(in[1]), eq_of(c))); }));

  FormulaEntry slip = entry(negative::madd_8m3s_slip_3v_info, "proofs", Law::add, {Coords::jacobian, Coords::affine},
                            Coords::jacobian, kAllFamilies, [](auto in, const auto& c) {
                              return io(negative::madd_8m3s_slip_3v(jac(in[0]), aff(in[1]), eq_of(c)));
                            });
  slip.negative_control = true;
  slip.refuted = {Case::generic};
  slip.note = "planted slip; the prover must refute the generic case";
  r.push_back(std::move(slip));
  return r;
}

}  // namespace

const std::vector<FormulaEntry>& formulas() {
  static const std::vector<FormulaEntry> r = build();
  return r;
}

std::vector<Case> cases_for(Law law) {
  if (law == Law::dbl) return {Case::generic, Case::order_two, Case::infinity};
  return {Case::generic, Case::doubling, Case::inverse, Case::left_infinity, Case::right_infinity, Case::both_infinity};
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
  }
  return "?";
}

}  // namespace tandem::proofs

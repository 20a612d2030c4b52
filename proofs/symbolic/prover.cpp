#include "tandem/proofs/prover.hpp"

#include <algorithm>
#include <chrono>
#include <optional>

#include "tandem/ref/affine.hpp"
#include "tandem/ref/point.hpp"

namespace tandem::proofs {

namespace {

using FracSym = Frac<Sym>;

/// A point of a proof case before it is dressed in coordinates: its affine
/// (x, y) as polynomials and the Z to scale it by, or O.
struct CasePoint {
  Poly x, y, z;
  bool infinity;
};

CasePoint generic_point(Var x, Var y, Var z) { return {Poly::var(x), Poly::var(y), Poly::var(z), false}; }
CasePoint infinity_point() { return {Poly(0), Poly(0), Poly(1), true}; }

PointIO<Sym> dress(const CasePoint& p, Coords c) {
  if (p.infinity) {
    switch (c) {
      case Coords::affine: return {Sym(0), Sym(0), Sym(1), true};
      case Coords::jacobian: return {Sym::var(Var::u), Sym::var(Var::v), Sym(0), false};  // any (X : Y : 0)
      case Coords::projective: return {Sym(0), Sym::var(Var::v), Sym(0), false};          // (0 : Y : 0)
    }
  }
  switch (c) {
    case Coords::affine: return {Sym(p.x), Sym(p.y), Sym(1), false};
    case Coords::jacobian: {
      const Poly z2 = p.z * p.z;
      return {Sym(p.x * z2), Sym(p.y * z2 * p.z), Sym(p.z), false};
    }
    case Coords::projective: return {Sym(p.x * p.z), Sym(p.y * p.z), Sym(p.z), false};
  }
  return {Sym(0), Sym(0), Sym(0), false};
}

ref::Affine<FracSym> as_affine(const CasePoint& p) {
  if (p.infinity) return ref::Affine<FracSym>::at_infinity(FracSym(Sym(0)));
  return {FracSym(Sym(p.x)), FracSym(Sym(p.y)), false};
}

Poly family_a(spec::AKind k) {
  switch (k) {
    case spec::AKind::zero: return Poly(0);
    case spec::AKind::minus3: return Poly(-3);
    case spec::AKind::generic: break;
  }
  return Poly::var(Var::a);
}

/// y² − x³ − a·x: the curve's b as seen from a point on it.
Poly b_through(const CasePoint& p, const Poly& a) { return p.y * p.y - p.x * p.x * p.x - a * p.x; }

struct Setup {
  std::vector<CasePoint> points;
  std::vector<Poly> ideal;
  Poly a, b;
};

Setup setup_for(Law law, Case c, spec::AKind family) {
  Setup s;
  s.a = family_a(family);
  const CasePoint P1 = generic_point(Var::x1, Var::y1, Var::z1);
  const CasePoint P2 = generic_point(Var::x2, Var::y2, Var::z2);
  if (law == Law::dbl) {
    switch (c) {
      case Case::generic: s.points = {P1}; s.b = b_through(P1, s.a); break;
      case Case::order_two: {
        const CasePoint T{Poly::var(Var::x1), Poly(0), Poly::var(Var::z1), false};
        s.points = {T};
        s.b = b_through(T, s.a);
        break;
      }
      default: s.points = {infinity_point()}; s.b = Poly::var(Var::b); break;
    }
    return s;
  }
  switch (c) {
    case Case::generic:
      s.points = {P1, P2};
      s.b = b_through(P1, s.a);
      s.ideal = {b_through(P2, s.a) - s.b};  // y2² − x2³ − a·x2 − b: leading term y2²
      break;
    case Case::doubling:
      s.points = {P1, CasePoint{P1.x, P1.y, Poly::var(Var::z2), false}};
      s.b = b_through(P1, s.a);
      break;
    case Case::inverse:
      s.points = {P1, CasePoint{P1.x, -P1.y, Poly::var(Var::z2), false}};
      s.b = b_through(P1, s.a);
      break;
    case Case::left_infinity: s.points = {infinity_point(), P2}; s.b = b_through(P2, s.a); break;
    case Case::right_infinity: s.points = {P1, infinity_point()}; s.b = b_through(P1, s.a); break;
    default: s.points = {infinity_point(), infinity_point()}; s.b = Poly::var(Var::b); break;
  }
  return s;
}

std::string describe(const char* what, const Sym& residue) {
  return std::string(what) + " (residue of " + std::to_string(residue.poly().terms()) + " terms)";
}

/// Compare the formula's output with the law's; "" when they agree.
std::string compare(const PointIO<Sym>& R, Coords coords, const ref::Affine<FracSym>& E) {
  if (coords == Coords::affine) {
    if (E.infinity) return R.infinity ? "" : "expected O, got a finite point";
    if (R.infinity) return "expected a finite point, got O";
    const Sym dx = R.X * E.x.den() - E.x.num();
    const Sym dy = R.Y * E.y.den() - E.y.num();
    if (!is_zero(dx)) return describe("x differs from the law", dx);
    if (!is_zero(dy)) return describe("y differs from the law", dy);
    return "";
  }
  if (E.infinity) {
    if (!is_zero(R.Z)) return describe("expected O, but Z is not zero", R.Z);
    if (is_zero(R.X) && is_zero(R.Y)) return "expected O, got (0 : 0 : 0), which is no point";
    return "";
  }
  if (is_zero(R.Z)) return "expected a finite point, got Z = 0";
  const Sym zx = coords == Coords::jacobian ? sqr(R.Z) : R.Z;
  const Sym zy = coords == Coords::jacobian ? zx * R.Z : R.Z;
  const Sym dx = R.X * E.x.den() - E.x.num() * zx;
  const Sym dy = R.Y * E.y.den() - E.y.num() * zy;
  if (!is_zero(dx)) return describe("X differs from the law", dx);
  if (!is_zero(dy)) return describe("Y differs from the law", dy);
  return "";
}

}  // namespace

CaseResult prove_case(const FormulaEntry& f, spec::AKind family, Case c) {
  const auto start = std::chrono::steady_clock::now();
  CaseResult out{&f, family, c, false, std::find(f.refuted.begin(), f.refuted.end(), c) == f.refuted.end(), 0.0, ""};
  Setup s = setup_for(f.law, c, family);
  IdealScope scope(s.ideal);
  try {
    std::vector<PointIO<Sym>> in;
    for (std::size_t i = 0; i < s.points.size() && i < f.inputs.size(); ++i) in.push_back(dress(s.points[i], f.inputs[i]));
    const CurveIO<Sym> eq{Sym(s.a), Sym(s.b), family};
    const PointIO<Sym> R = f.on_sym(in, eq);

    const ref::CurveEq<FracSym> feq{FracSym(Sym(s.a)), FracSym(Sym(s.b)), family};
    const ref::Affine<FracSym> E =
        f.law == Law::dbl ? ref::affine_dbl(as_affine(s.points[0]), feq)
                          : ref::affine_add(as_affine(s.points[0]), as_affine(s.points[1]), feq);
    out.detail = compare(R, f.output, E);
    out.holds = out.detail.empty();
  } catch (const std::exception& e) {
    out.holds = false;
    out.detail = std::string("exception: ") + e.what();
  }
  out.millis = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  return out;
}

std::vector<CaseResult> prove_formula(const FormulaEntry& f) {
  std::vector<CaseResult> out;
  for (spec::AKind family : f.families) {
    for (Case c : cases_for(f.law)) out.push_back(prove_case(f, family, c));
  }
  return out;
}

std::vector<CaseResult> prove_all() {
  std::vector<CaseResult> out;
  for (const FormulaEntry& f : formulas()) {
    std::vector<CaseResult> r = prove_formula(f);
    out.insert(out.end(), r.begin(), r.end());
  }
  return out;
}

}  // namespace tandem::proofs

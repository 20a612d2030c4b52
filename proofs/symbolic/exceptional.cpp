// The exceptional sets of the formulas: within a case the prover proves at
// its generic point, the points where the formula's output still fails.
// There the error polynomials vanish identically (that is the proof), so the
// output is right wherever it is a point; it fails exactly where its Z
// vanishes while the law gives a finite point (the output is then (0 : 0 : 0)),
// or where the law gives O and every coordinate the proof leaves free
// vanishes. Those zero sets are computed from the polynomials the formula's
// own text produced on the symbolic field:
//
//  - the case is made a polynomial ring (a chart): b is already eliminated
//    (b = y1^2 - x1^3 - a*x1); a pair of generic points is parametrized by
//    x1, x2 and the chord's slope m (y1 = N/2m, y2 = y1 + m(x2 - x1) with
//    N = x1^2 + x1x2 + x2^2 + a - m^2(x2 - x1), which solves the second curve
//    equation once (x2 - x1) is divided out); the chart misses y1 = y2,
//    where the formula is run again on its own ideal; y2 = -y1 with a free
//    solves for a, with a fixed takes the norm over x2's quadratic; w = 1/z
//    for zinv; a Jacobian O is (t^2 : t^3 : 0);
//  - there, a zero set is the union of the zero sets of the irreducible
//    factors (unique factorization, FLINT's fmpz_mpoly_factor); factors that
//    cannot vanish at a valid input (Z's, the free coordinates of O, the
//    chart's denominators, the curve's discriminant) or that cut out a case
//    of its own (x1 = x2 in the generic case, y = 0 where the law doubles,
//    the law's denominators) are set aside;
//  - where a value the formula's is_zero found non-zero vanishes, its branch
//    turns: the formula is run again on that set (the case's ideal and the
//    factor) and joins the exceptional set where it fails there; a set the
//    chart cannot hand back as an ideal is reported as not analysed;
//  - each factor found is named by the conditions (Cond) whose own
//    polynomials, computed by the affine law on the same case and chart,
//    factor into it; a factor no condition names is reported; and the set
//    is compared with the union of the documented conditions' sets.
//
// docs/formulas.md states what this proves and what it does not.
#include <algorithm>
#include <optional>

#include "proofs/symbolic/cases.hpp"
#include "tandem/ref/affine.hpp"

namespace tandem::proofs::detail {

namespace {

Poly var(Var v) { return Poly::var(v); }

/// x1^2 + x1*x2 + x2^2 + a: where the points (x1, y) and (x2, y) with
/// x1 != x2 are both on the curve.
Poly same_y_quadratic(const Poly& a) {
  const Poly x1 = var(Var::x1), x2 = var(Var::x2);
  return x1 * x1 + x1 * x2 + x2 * x2 + a;
}

/// How a case's points become the points of a polynomial ring.
struct Chart {
  Poly a;
  bool slope = false;          ///< generic pair: y1, y2 through the chord's slope m
  bool a_from_x = false;       ///< y2 = -y1, a free: a = -(x1^2 + x1x2 + x2^2)
  bool norm = false;           ///< y2 = -y1, a fixed: the norm over x2's quadratic
  std::optional<Poly> zinv_z;  ///< w = 1/z
  bool jacobian_o = false;     ///< O = (u : v : 0) on the curve is (t^2 : t^3 : 0)

  /// Whether the chart leaves the case's variables as they are (but w and
  /// O's u, v), so that a set it finds is cut out by its polynomial there.
  [[nodiscard]] bool keeps_variables() const { return !slope && !a_from_x && !norm; }

  [[nodiscard]] Poly map(const Poly& p) const {
    Poly q = zinv_z ? p.substitute(Var::w, Poly(1), *zinv_z) : p;
    if (jacobian_o) {
      const Poly t = var(Var::t);
      q = q.substitute(Var::u, t * t, Poly(1)).substitute(Var::v, t * t * t, Poly(1));
    }
    const Poly x1 = var(Var::x1), x2 = var(Var::x2), m = var(Var::m);
    if (slope) {
      const Poly n = same_y_quadratic(a) - m * m * (x2 - x1);
      q = q.substitute(Var::y1, n, m * Poly(2)).substitute(Var::y2, n + Poly(2) * m * m * (x2 - x1), m * Poly(2));
    }
    if (a_from_x) q = q.substitute(Var::a, -(x1 * x1 + x1 * x2 + x2 * x2), Poly(1));
    if (norm) {
      const std::vector<Poly> rel{same_y_quadratic(a)};
      q = q.reduce(rel);
      const Poly A = q.coeff(Var::x2, 0), B = q.coeff(Var::x2, 1);
      q = A * A - A * B * x1 + B * B * (x1 * x1 + a);  // (A + B r)(A + B r') for the two roots r, r'
    }
    return q;
  }
};

Chart chart_for(const FormulaEntry& f, Case c, spec::AKind family, const Setup& s) {
  Chart ch;
  ch.a = s.a;
  if (f.law == Law::add && c == Case::generic) ch.slope = true;
  if (f.law == Law::add && c == Case::opposite_y) (family == spec::AKind::generic ? ch.a_from_x : ch.norm) = true;
  for (const Slot& slot : f.inputs) {
    if (slot.coords == Coords::jacobian) ch.jacobian_o = true;
    if (slot.coords != Coords::affine_zinv || (slot.term != Term::P && slot.term != Term::Q)) continue;
    const CasePoint& p = s.points[slot.term == Term::P ? 0 : 1];
    if (!p.infinity) ch.zinv_z = p.z;
  }
  return ch;
}

/// The factors an analysis sets aside, and the conditions' factors.
struct Sieve {
  std::vector<Poly> aside;
  [[nodiscard]] bool set_aside(const Poly& g) const {
    // A single variable that is a Z, a free coordinate of O (never zero in a
    // valid representation), w = 1/z, or the chart's slope (a denominator).
    for (Var v : {Var::z1, Var::z2, Var::z3, Var::u, Var::v, Var::w, Var::t, Var::m}) {
      if (g == var(v)) return true;
    }
    return std::find(aside.begin(), aside.end(), g) != aside.end();
  }
  [[nodiscard]] std::vector<Poly> kept(const Poly& p) const {
    std::vector<Poly> out;
    for (Poly& g : p.factors()) {
      if (!set_aside(g)) out.push_back(std::move(g));
    }
    return out;
  }
  void add(const Chart& ch, const Poly& p) {
    if (p.is_zero()) return;
    for (Poly& g : ch.map(p).factors()) aside.push_back(std::move(g));
  }
};

/// The polynomials whose zero sets cut out the cases of their own inside
/// this one (their own runs cover them).
std::vector<Poly> sub_cases(const FormulaEntry& f, Case c, const Setup& s) {
  const CasePoint& P = s.points[0];
  if (f.law == Law::dbl) return c == Case::generic ? std::vector<Poly>{P.y} : std::vector<Poly>{};
  switch (c) {
    case Case::generic: return {P.x - s.points[1].x, P.y + s.points[1].y};  // P = ±Q; y2 = -y1
    case Case::doubling: return {P.y};                                      // P=Q,y=0
    case Case::inverse: return {P.y, P.x};                                  // P=Q,y=0; P=-Q,x=0
    case Case::inverse_x0: return {P.y};                                    // P=Q,y=0 (with b = 0)
    case Case::opposite_y: return {P.x - s.points[1].x};  // its closure meets P = -Q where 3x^2 + a = 0
    default: return {};
  }
}

/// The formula run and checked on a subset of the case (the setup's ideal,
/// prime, a Gröbner basis); "" where it holds.
std::string holds_on(const FormulaEntry& f, spec::AKind family, const Setup& on) {
  IdealScope scope(on.ideal);
  try {
    return check(f, family, on, run_formula(f, family, on));
  } catch (const std::exception& e) {
    return std::string("exception: ") + e.what();
  }
}

/// A condition as the vanishing of a fraction the law computes: its
/// numerator, and the denominator whose factors the numerator may share
/// without their being the condition's (Frac does not cancel).
struct CondPoly {
  Cond cond;
  Poly num, den;
};

/// Each condition's fraction on the case, where it applies and does not
/// hold on the whole case.
std::vector<CondPoly> condition_polys(const FormulaEntry& f, spec::AKind family, const Setup& s) {
  const ref::CurveEq<FracSym> feq{FracSym(Sym(s.a)), FracSym(Sym(s.b)), family};
  const auto P = law_value(Term::P, s, feq, 1);
  const bool pair = f.law == Law::add;
  std::vector<CondPoly> out;
  auto put = [&](Cond c, const FracSym& v) {
    if (!is_zero(v)) out.push_back({c, v.num().poly(), v.den().poly()});
  };
  if (pair) {
    const auto Q = law_value(Term::Q, s, feq, 1);
    const auto D = law_value(Term::difference, s, feq, 1);
    const auto S = law_value(Term::sum, s, feq, 1);
    if (!D.infinity) put(Cond::difference_order_two, D.y);
    if (!S.infinity) put(Cond::sum_order_two, S.y);
    if (!Q.infinity) put(Cond::q_order_two, Q.y);
    if (!P.infinity && !Q.infinity) put(Cond::same_y, P.y - Q.y);
    if (!Q.infinity) put(Cond::q_x_zero, Q.x);
    if (!S.infinity) put(Cond::sum_x_zero, S.x);
    if (!D.infinity) put(Cond::difference_x_zero, D.x);
    if (!P.infinity && !Q.infinity && is_zero(P.y + Q.y)) {  // the slope's denominator y1 + y2 is zero
      const FracSym a(Sym(s.a));
      put(Cond::unified_slope_zero, P.x * P.x + P.x * Q.x + Q.x * Q.x + a);
    }
  }
  if (!P.infinity) {
    put(Cond::p_order_two, P.y);
    put(Cond::p_x_zero, P.x);
    const auto T = ref::affine_dbl(P, feq);
    if (!T.infinity) {
      put(Cond::twice_order_two, T.y);
      put(Cond::p_order_three, T.x - P.x);
      put(Cond::twice_x_zero, T.x);
    }
  }
  if (family == spec::AKind::generic) put(Cond::a_zero, FracSym(Sym(s.a)));
  put(Cond::b_zero, FracSym(Sym(s.b)));
  return out;
}

/// The output's polynomials whose common zeros are its failures: Z where the
/// law gives a finite point; where it gives O, the coordinates the proof
/// leaves free (Y projective, X in XZ, X and Y Jacobian).
std::vector<Poly> failure_polys(const PointIO<Sym>& R, Coords coords, bool law_infinity) {
  if (coords == Coords::affine || coords == Coords::affine_zinv) return {};  // the flag is a branch
  if (!law_infinity) return {R.Z.poly()};
  if (coords == Coords::projective) return {R.Y.poly()};
  if (coords == Coords::xz) return {R.X.poly()};
  return {R.X.poly(), R.Y.poly()};
}

std::string short_str(const Poly& p) {
  std::string s = p.str();
  return s.size() > 100 ? s.substr(0, 100) + "..." : s;
}

bool contains(const std::vector<Poly>& v, const Poly& p) { return std::find(v.begin(), v.end(), p) != v.end(); }

void add_new(std::vector<Poly>& v, const Poly& p) {
  if (!contains(v, p)) v.push_back(p);
}

using CondFactors = std::vector<std::pair<Cond, std::vector<Poly>>>;

struct Analysis {
  const FormulaEntry& f;
  Case which;
  const Chart& chart;
  const Sieve& sieve;
  const CondFactors& conds;
  CaseExceptions& out;
  std::vector<Poly> found;  ///< the factors whose zero sets make up the exceptional set
  bool same_y = false;      ///< and the line y1 = y2 the chart misses

  [[nodiscard]] std::optional<Cond> name_of(const Poly& g) const {
    for (const auto& [c, fs] : conds) {
      if (contains(fs, g)) return c;
    }
    return std::nullopt;
  }

  /// The factors where the output fails (for a Jacobian O, where X and Y
  /// vanish together: their common factors, and a codimension-2 rest that
  /// must be empty).
  void failing(const std::vector<Poly>& polys) {
    if (polys.empty()) return;
    if (polys.size() == 1) {
      for (const Poly& g : sieve.kept(chart.map(polys[0]))) add_new(found, g);
      return;
    }
    const Poly X = chart.map(polys[0]), Y = chart.map(polys[1]);
    const Poly g = gcd(X, Y);
    if (g.is_zero()) {
      out.unexplained.emplace_back("X and Y are both zero on the whole case");
      return;
    }
    const std::vector<Poly> common = sieve.kept(g);
    for (const Poly& c : common) add_new(found, c);
    std::vector<Poly> xs = sieve.kept(X), ys = sieve.kept(Y);
    std::erase_if(xs, [&](const Poly& p) { return contains(common, p); });
    std::erase_if(ys, [&](const Poly& p) { return contains(common, p); });
    if (!xs.empty() && !ys.empty()) out.unexplained.emplace_back("X = Y = 0 on a set of codimension 2, not analysed");
  }

  /// A branch the formula took at the generic point is taken the other way
  /// where the tested value vanishes: the formula is run again on that set
  /// (the case's ideal and the factor, prime) and must hold there, or the
  /// set is exceptional as a whole.
  void branches(spec::AKind family, const Setup& s, const std::vector<Poly>& tested) {
    std::vector<Poly> seen;
    for (const Poly& t : tested) {
      for (const Poly& g : sieve.kept(chart.map(t))) {
        if (contains(seen, g) || contains(found, g)) continue;
        seen.push_back(g);
        if (!chart.keeps_variables() || (chart.jacobian_o && g.degree(Var::t) > 0) || !g.joins_basis(s.ideal)) {
          const std::optional<Cond> c = name_of(g);
          out.unexplained.push_back("the formula branches where " +
                                    (c ? std::string(cond_name(*c)) : short_str(g) + " = 0") + ", a set not analysed");
          continue;
        }
        Setup on = s;
        on.ideal.push_back(g);
        if (!holds_on(f, family, on).empty()) found.push_back(g);
      }
    }
  }

  /// The chart of the generic pair misses y1 = y2 (x1 != x2): there the case
  /// is the prime ideal (y2 - y1, x1^2 + x1x2 + x2^2 + a), where the formula
  /// is run again (its branches may go another way there).
  void same_y_line(spec::AKind family, const Setup& s) {
    Setup on = s;
    on.ideal = {var(Var::y2) - var(Var::y1), same_y_quadratic(s.a)};
    on.ideal.insert(on.ideal.end(), s.ideal.begin() + 1,
                    s.ideal.end());  // w*z - 1 for zinv, after the curve relation
    out.applicable.push_back(Cond::same_y);
    same_y = !holds_on(f, family, on).empty();
  }

  /// Names the found factors, the documented conditions first, each by the
  /// conditions whose factors they complete.
  void name() {
    std::vector<bool> named(found.size(), false);
    auto take = [&](Cond c, const std::vector<Poly>& fs) {
      if (fs.empty()) return;
      bool fresh = false;
      for (const Poly& g : fs) {
        auto at = std::find(found.begin(), found.end(), g);
        if (at == found.end()) return;
        fresh = fresh || !named[static_cast<std::size_t>(at - found.begin())];
      }
      if (!fresh) return;
      out.conds.push_back(c);
      for (const Poly& g : fs)
        named[static_cast<std::size_t>(std::find(found.begin(), found.end(), g) - found.begin())] = true;
    };
    for (Cond d : f.exceptional) {
      for (const auto& [c, fs] : conds) {
        if (c == d) take(c, fs);
      }
    }
    for (const auto& [c, fs] : conds) take(c, fs);
    if (same_y) out.conds.push_back(Cond::same_y);
    for (std::size_t i = 0; i < found.size(); ++i) {
      if (!named[i])
        out.unexplained.push_back("degenerate where " + short_str(found[i]) + " = 0, no condition names it");
    }
  }

  /// The set found against the union of the documented conditions' sets.
  void compare_with_documentation() {
    std::vector<Poly> want;
    bool want_same_y = false;
    const bool exempt =
        std::find(f.exceptional_not_in.begin(), f.exceptional_not_in.end(), which) != f.exceptional_not_in.end();
    for (Cond d : exempt ? std::vector<Cond>{} : f.exceptional) {
      want_same_y = want_same_y || (d == Cond::same_y && contains_cond(out.applicable, d));
      for (const auto& [c, fs] : conds) {
        if (c != d) continue;
        for (const Poly& g : fs) add_new(want, g);
      }
    }
    const bool same = want.size() == found.size() &&
                      std::all_of(want.begin(), want.end(), [&](const Poly& g) { return contains(found, g); });
    out.documented = same && want_same_y == same_y;
  }

  static bool contains_cond(const std::vector<Cond>& v, Cond c) { return std::find(v.begin(), v.end(), c) != v.end(); }
};

}  // namespace

CaseExceptions exceptions_in_case(const FormulaEntry& f, spec::AKind family, Case c, const Setup& s, const Run& run) {
  CaseExceptions out;
  out.analysed = true;
  const Chart chart = chart_for(f, c, family, s);
  const ref::CurveEq<FracSym> feq{FracSym(Sym(s.a)), FracSym(Sym(s.b)), family};
  Sieve sieve;
  for (const Poly& p : sub_cases(f, c, s)) sieve.add(chart, p);
  sieve.add(chart, Poly(4) * s.a * s.a * s.a + Poly(27) * s.b * s.b);  // a singular curve is no curve
  std::vector<std::vector<Poly>> failing;
  for (std::size_t k = 0; k < run.outputs.size(); ++k) {
    const auto E = law_value(f.outputs[k].term, s, feq, f.doublings);
    if (!E.infinity) {
      sieve.add(chart, E.x.den().poly());
      sieve.add(chart, E.y.den().poly());
    }
    failing.push_back(failure_polys(run.outputs[k], f.outputs[k].coords, E.infinity));
  }
  CondFactors conds;
  for (const CondPoly& cp : condition_polys(f, family, s)) {
    std::vector<Poly> fs = sieve.kept(chart.map(cp.num));
    const std::vector<Poly> den = chart.map(cp.den).factors();
    std::erase_if(fs, [&](const Poly& g) { return contains(den, g); });
    conds.emplace_back(cp.cond, std::move(fs));
    if (!conds.back().second.empty()) out.applicable.push_back(cp.cond);
  }

  Analysis an{f, c, chart, sieve, conds, out, {}, false};
  for (const std::vector<Poly>& polys : failing) an.failing(polys);
  an.branches(family, s, run.tested_nonzero);
  if (chart.slope) an.same_y_line(family, s);
  an.name();
  an.compare_with_documentation();
  return out;
}

}  // namespace tandem::proofs::detail

namespace tandem::proofs {

namespace {

std::string join(const std::vector<std::string>& parts, const char* sep) {
  std::string s;
  for (const std::string& p : parts) s += (s.empty() ? "" : sep) + p;
  return s;
}

/// "P - Q has order 2 (generic, P = -Q)" for each condition, in order.
std::string describe_exceptions(const std::vector<Exception>& ex) {
  std::vector<Cond> order;
  for (const Exception& e : ex) {
    if (std::find(order.begin(), order.end(), e.cond) == order.end()) order.push_back(e.cond);
  }
  std::vector<std::string> parts;
  for (Cond c : order) {
    std::vector<std::string> where;
    for (const Exception& e : ex) {
      if (e.cond == c) where.emplace_back(case_name(e.where));
    }
    parts.push_back(std::string(cond_name(c)) + " (" + join(where, ", ") + ")");
  }
  return join(parts, "; ");
}

}  // namespace

std::vector<ExceptionalSet> exceptional_sets(const FormulaEntry& f, const std::vector<CaseResult>& results) {
  std::vector<ExceptionalSet> out;
  for (spec::AKind family : f.families) {
    ExceptionalSet e{&f, family, {}, {}, {}, true, !f.exceptional_refuted};
    for (const CaseResult& r : results) {
      if (r.family != family) continue;
      if (!r.holds) {
        e.whole.push_back(r.which);
        continue;
      }
      for (Cond c : r.exceptions.conds) e.found.push_back({r.which, c});
      for (const std::string& u : r.exceptions.unexplained) {
        e.unexplained.push_back(std::string(case_name(r.which)) + ": " + u);
      }
      if (!r.exceptions.documented) {
        e.holds = false;
        e.unexplained.push_back(std::string(case_name(r.which)) + ": not the documented set here");
      }
    }
    e.holds = e.holds && e.unexplained.empty();
    out.push_back(std::move(e));
  }
  return out;
}

std::string describe(const ExceptionalSet& e) {
  std::vector<std::string> parts;
  if (!e.found.empty()) parts.push_back("degenerate iff " + describe_exceptions(e.found));
  if (!e.whole.empty()) {
    std::vector<std::string> cases;
    for (Case c : e.whole) cases.emplace_back(case_name(c));
    parts.push_back("wrong on the whole case" + std::string(cases.size() > 1 ? "s " : " ") + join(cases, ", "));
  }
  if (parts.empty()) return "none in any case";
  return join(parts, "; ");
}

std::string describe_documented(const FormulaEntry& f) {
  std::vector<std::string> names;
  for (Cond c : f.exceptional) names.emplace_back(cond_name(c));
  return names.empty() ? "none" : join(names, "; ");
}

}  // namespace tandem::proofs

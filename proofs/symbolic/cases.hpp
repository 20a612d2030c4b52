// The proof cases as the group-law prover builds them (prover.cpp), shared
// with the exceptional-set analysis (exceptional.cpp), which runs the same
// formula on the same case and looks at where its output degenerates.
#pragma once

#include <string>
#include <vector>

#include "tandem/proofs/prover.hpp"
#include "tandem/ref/point.hpp"

namespace tandem::proofs::detail {

using FracSym = Frac<Sym>;

/// A point of a proof case before it is dressed in coordinates: its affine
/// (x, y) as polynomials and the Z to scale it by, or O.
struct CasePoint {
  Poly x, y, z;
  bool infinity;
};

struct Setup {
  std::vector<CasePoint> points;  ///< P, and Q for a pair
  std::vector<Poly> ideal;
  Poly a, b;
};

/// The points and the ideal of a case (see prover.cpp).
Setup setup_for(const FormulaEntry& f, Case c, spec::AKind family);

/// What the affine law (SEC 1 §2.2.1, ref/affine.hpp) makes of the case.
ref::Affine<FracSym> law_value(Term t, const Setup& s, const ref::CurveEq<FracSym>& eq, unsigned doublings);

/// The formula's outputs on the case, and the values its branches found not
/// zero (run in a scope of its own, so the law's tests are not among them).
struct Run {
  std::vector<PointIO<Sym>> outputs;
  std::vector<Poly> tested_nonzero;
};
Run run_formula(const FormulaEntry& f, spec::AKind family, const Setup& s);

/// Compares every output of a run with the law in the case's ideal (the Sym
/// scope in force); "" when all hold.
std::string check(const FormulaEntry& f, spec::AKind family, const Setup& s, const Run& run);

/// Where in the case (run at its generic point, where it holds) the output
/// degenerates; exceptional.cpp.
CaseExceptions exceptions_in_case(const FormulaEntry& f, spec::AKind family, Case c, const Setup& s, const Run& run);

}  // namespace tandem::proofs::detail

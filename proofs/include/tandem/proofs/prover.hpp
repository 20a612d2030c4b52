// The group-law prover: runs a registered formula on the symbolic field,
// for one curve family and one case, and checks its output against the
// affine group law (ref/affine.hpp run on fractions of polynomials) in the
// ideal of the curve equations.
#pragma once

#include <string>
#include <vector>

#include "tandem/proofs/registry.hpp"

namespace tandem::proofs {

/// Where, within a case the formula proves, its output degenerates: the
/// conditions whose sets make up the zero set of its Z (where the law gives
/// a finite point) or of its coordinates (where the law gives O), and what
/// the analysis could not name or did not cover.
struct CaseExceptions {
  bool analysed = false;
  std::vector<Cond> conds;
  /// The conditions that can hold somewhere in the case (and not on all of it).
  std::vector<Cond> applicable;
  /// The set found is the union of the sets of the documented conditions
  /// (FormulaEntry::exceptional) within the case.
  bool documented = true;
  std::vector<std::string> unexplained;
};

struct CaseResult {
  const FormulaEntry* formula;
  spec::AKind family;
  Case which;
  bool holds;                 ///< the output equals the law in this case
  bool expected_holds;        ///< what the registry claims
  double millis;
  std::string detail;         ///< what failed, or the branch decisions taken
  CaseExceptions exceptions;  ///< analysed where the case holds

  [[nodiscard]] bool as_expected() const { return holds == expected_holds; }
};

/// One formula, one family, one case.
CaseResult prove_case(const FormulaEntry& f, spec::AKind family, Case c);

/// Every case of every family of one formula.
std::vector<CaseResult> prove_formula(const FormulaEntry& f);

/// The whole registry.
std::vector<CaseResult> prove_all();

/// A formula's exceptional set in one family, from its case results: the
/// refuted cases (exceptional as a whole) and the exceptions found within
/// the proven ones, against the registry's `exceptional`.
struct ExceptionalSet {
  const FormulaEntry* formula;
  spec::AKind family;
  std::vector<Case> whole;
  std::vector<Exception> found;
  std::vector<std::string> unexplained;  ///< "case: what", each a failure
  bool holds;                            ///< found == documented and nothing unexplained
  bool expected_holds;                   ///< !formula->exceptional_refuted
  [[nodiscard]] bool as_expected() const { return holds == expected_holds; }
};

/// One set per family the formula claims, from prove_formula's results.
std::vector<ExceptionalSet> exceptional_sets(const FormulaEntry& f, const std::vector<CaseResult>& results);

/// "Z = 0 iff P - Q has order 2 (generic, P = -Q); whole case: O + Q".
std::string describe(const ExceptionalSet& e);
/// The documented set, in the same words.
std::string describe_documented(const FormulaEntry& f);

}  // namespace tandem::proofs

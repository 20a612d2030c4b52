// The group-law prover: runs a registered formula on the symbolic field,
// for one curve family and one case, and checks its output against the
// affine group law (ref/affine.hpp run on fractions of polynomials) in the
// ideal of the curve equations.
#pragma once

#include <string>
#include <vector>

#include "tandem/proofs/registry.hpp"

namespace tandem::proofs {

struct CaseResult {
  const FormulaEntry* formula;
  spec::AKind family;
  Case which;
  bool holds;           ///< the output equals the law in this case
  bool expected_holds;  ///< what the registry claims
  double millis;
  std::string detail;   ///< what failed, or the branch decisions taken

  [[nodiscard]] bool as_expected() const { return holds == expected_holds; }
};

/// One formula, one family, one case.
CaseResult prove_case(const FormulaEntry& f, spec::AKind family, Case c);

/// Every case of every family of one formula.
std::vector<CaseResult> prove_formula(const FormulaEntry& f);

/// The whole registry.
std::vector<CaseResult> prove_all();

}  // namespace tandem::proofs

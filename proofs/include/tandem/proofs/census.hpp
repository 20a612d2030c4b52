// The cost census: every registered formula run on the counting field,
// beside the cost its source states. docs/census.md is this module's
// output (`tandem census --write`), never typed by hand;
// tests/unit/census_test.cpp fails when a count differs from its cited cost
// or the committed table drifts from the generated one.
#pragma once

#include <string>
#include <vector>

#include "tandem/proofs/registry.hpp"

namespace tandem::proofs {

struct CensusRow {
  const FormulaEntry* formula;
  spec::OpCount counted;
  [[nodiscard]] bool matches() const { return formula->info.cost.matches(counted); }
};

/// The generic-path count of every formula that is not a negative control.
std::vector<CensusRow> census_formulas();

/// "8M + 3S", "1M + 8S + 1C".
std::string cost_string(int M, int S, int C);

/// The whole of docs/census.md.
std::string census_markdown();

}  // namespace tandem::proofs

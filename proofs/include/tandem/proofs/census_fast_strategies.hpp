// The census of fast/'s scalar multiplications: each strategy's own text run
// on CountedField<Fe64> (counted_field.hpp) — the real fast field, counting
// — on secp256k1 with the census's seeded scalars and points
// (census_strategies.hpp), so the counts are of the path those values take.
// Tables that are built once per program (G's, at first use) are built
// before counting starts; tables a call builds for its own point (P's odd
// multiples, and their one inversion) are counted with the call.
// docs/census.md holds the table; tests/unit/census_test.cpp fails when the
// file drifts from it.
#pragma once

#include <string>
#include <vector>

#include "tandem/spec/formula_info.hpp"

namespace tandem::proofs {

struct FastStrategyCensusRow {
  std::string name;    ///< fast's function
  std::string twin;    ///< ref's strategy (ref/mult/strategy.hpp), "" where ref has none
  std::string shape;   ///< "constant time" or "variable"
  std::string inputs;  ///< "k", "a, b", "N = 16"
  spec::OpCount counted;
};

[[nodiscard]] std::vector<FastStrategyCensusRow> census_fast_strategies();

/// The markdown section appended to docs/census.md.
[[nodiscard]] std::string fast_strategy_section();

/// One strategy of ecmult/prime_ecmult.hpp on one curve other than
/// secp256k1, counted on that curve's field (proofs/census/fast_curves.cpp).
struct FastCurveCensusRow {
  std::string curve;   ///< spec's name ("P-256")
  std::string name;    ///< fast's function
  std::string shape;   ///< "constant time" or "variable"
  std::string inputs;  ///< "k", "a, b"
  spec::OpCount counted;
};

[[nodiscard]] std::vector<FastCurveCensusRow> census_fast_curve_strategies();

/// Its markdown section, after fast_strategy_section's.
[[nodiscard]] std::string fast_curve_strategy_section();

}  // namespace tandem::proofs

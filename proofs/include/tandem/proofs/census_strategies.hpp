// The strategy half of the census: every multiplication strategy of
// ref/mult/ run on the counting group (counting_group.hpp) over secp256k1's
// reference group, for fixed seeded scalars, beside the cost its source
// states for the same scalar (a function of the scalar's recoding: its
// length, its non-zero digits). docs/census.md holds the table;
// tests/unit/census_strategies_test.cpp fails when a count differs from the
// stated figure.
#pragma once

#include <gmpxx.h>

#include <optional>
#include <string>
#include <vector>

#include "tandem/proofs/counting_group.hpp"
#include "tandem/ref/mult/strategy.hpp"

namespace tandem::proofs {

/// What a source states a strategy costs on given scalars: doublings and
/// additions (mixed and general together) of the precomputation and of the
/// evaluation, and the points its tables hold.
struct StatedCost {
  int pre_dbl = 0;
  int pre_add = 0;
  int dbl = 0;
  int add = 0;
  int table = 0;
  std::string formula;  ///< the source's statement, in the table's words
  friend bool operator==(const StatedCost& a, const StatedCost& b) {
    return a.pre_dbl == b.pre_dbl && a.pre_add == b.pre_add && a.dbl == b.dbl && a.add == b.add && a.table == b.table;
  }
};

/// The same figures as counted.
[[nodiscard]] StatedCost as_stated(const StrategyCount& c);

struct StrategyCensusRow {
  const ref::StrategyInfo* strategy;
  int window;            ///< 0 when the strategy has none
  std::string inputs;    ///< "k", "a, b", "N = 16"
  StrategyCount counted;
  std::optional<StatedCost> stated;  ///< nothing where the source states no exact figure
  [[nodiscard]] bool matches() const { return !stated || *stated == as_stated(counted); }
};

/// The inputs of the census, fixed by a seed so the table is reproducible:
/// scalars uniform in [0, n) on secp256k1, points random multiples of G.
struct CensusInputs {
  mpz_class k;
  mpz_class a, b;
  std::vector<mpz_class> ks;
  std::vector<ref::Point> Ps;
  ref::Point P, Q;
};
[[nodiscard]] const CensusInputs& census_inputs();

/// The stated cost of a strategy on the census's inputs (recomputed from
/// the recodings, never from a run), nothing for Bos–Coster.
[[nodiscard]] std::optional<StatedCost> stated_cost(ref::MultStrategy s, const mpz_class& k, int w);
[[nodiscard]] std::optional<StatedCost> stated_cost(ref::DMultStrategy s, const mpz_class& a, const mpz_class& b, int w);
[[nodiscard]] std::optional<StatedCost> stated_cost(ref::MultiStrategy s, const std::vector<mpz_class>& ks, int w);

/// Every row of the section, in table order.
[[nodiscard]] std::vector<StrategyCensusRow> census_strategies();

/// The markdown section appended to docs/census.md.
[[nodiscard]] std::string strategy_section();

}  // namespace tandem::proofs

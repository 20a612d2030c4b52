// Every fast strategy on secp256k1 (fast/ecmult/) as a function of
// reference scalars and points, on either fast field: the inputs converted
// (scalars reduced mod n, points canonical), the result brought back to an
// affine reference point. Every strategy computes Σ kᵢ·Pᵢ for its shape of
// inputs, so one oracle — ref's multiplication, term by term — judges them
// all. The audit's "strategy" rows (check_fast_group.cpp), the
// differential tests and the fast_group fuzz target run the same list.
#pragma once

#include <gmpxx.h>

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "tandem/audit/fast_formula_runs.hpp"
#include "tandem/ref/point.hpp"

namespace tandem::audit {

/// Which inputs a strategy takes; the caller passes them as (kᵢ, Pᵢ) with G
/// where the shape fixes it.
enum class StrategyShape {
  mult,     ///< k·P: one term
  gen,      ///< k·G: one term, P₀ = G
  dmult_g,  ///< a·P + b·G: two terms, P₁ = G
  add_g,    ///< P + t·G: two terms, k₀ = 1, P₁ = G
  dmult,    ///< a·P + b·Q: two terms
  multi,    ///< Σ kᵢ·Pᵢ + g·G: n + 1 terms, the last P = G
};

struct FastStrategyUnderTest {
  std::string name;  ///< fast's function (and its parameter, if any)
  StrategyShape shape = StrategyShape::mult;
  bool constant_time = false;
  bool x_only = false;  ///< only x of the result (and whether it is O) means anything
  /// Σ k[i]·P[i] by the strategy on `field`; nullopt if it returned an error.
  std::function<std::optional<ref::Point>(FastField field, const std::vector<mpz_class>& k,
                                          const std::vector<ref::Point>& P)>
      run;
};

/// Every fast strategy of fast/ecmult on secp256k1.
const std::vector<FastStrategyUnderTest>& fast_strategies_under_test();

/// Σ k[i]·P[i] by ref (the oracle of every strategy row).
ref::Point expected_sum(const ref::Curve& C, const std::vector<mpz_class>& k, const std::vector<ref::Point>& P);

/// Whether a strategy's result is the expected point (x alone for x-only
/// strategies); nullopt if so, else what differs.
std::optional<std::string> strategy_disagreement(const FastStrategyUnderTest& s, FastField field,
                                                 const std::vector<mpz_class>& k, const std::vector<ref::Point>& P,
                                                 const ref::Point& expected);

/// Counts, for the audit's edge and random scalars (0, 1, 2, n − 1, n,
/// n + 1, 2^k, …) against its points (G, −G, 2G, (n−1)·G, random), O where
/// the strategy takes it, both fields, whether the strategy's result is
/// ref's. The check of every "strategy" audit row.
void compare_fast_strategy(Context& ctx, Row& row, const FastStrategyUnderTest& s);

}  // namespace tandem::audit

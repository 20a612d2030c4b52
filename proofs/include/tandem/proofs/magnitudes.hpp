// The magnitude check of fast/'s formulas: each registered fast formula run
// on the magnitude field (magnitude_field.hpp, whose header argues why a run
// at the declared bounds covers every input within them) with its inputs at
// its FormulaMagnitudes' bounds, along every path: each affine input finite
// and at infinity, and every sequence of answers to normalizes_to_zero(_var)
// (a path is replayed with its last "no" turned to "yes" until none is left).
// It holds when no field call on any path breaks fe_contract and every
// output coordinate is within the declared `out`.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <vector>

#include "tandem/fast/group/lazy_field.hpp"
#include "tandem/proofs/magnitude_field.hpp"
#include "tandem/proofs/registry.hpp"

namespace tandem::proofs {

struct MagnitudeResult {
  const FormulaEntry* formula = nullptr;
  bool holds = false;           ///< no breach on any path, outputs within `out`
  bool expected_holds = true;   ///< what the registry claims
  std::size_t paths = 0;        ///< paths run
  std::size_t max_ops = 0;      ///< field calls on the longest path
  /// Per output, the largest bound of each coordinate over all paths.
  std::vector<fast::CoordMagnitudes> worst;
  std::optional<MagViolation> violation;  ///< the first breach found
  std::string violation_path;             ///< the path it was found on
  std::size_t breaches = 0;               ///< over all paths
  double millis = 0;

  [[nodiscard]] bool as_expected() const { return holds == expected_holds; }
};

/// The check of one entry. std::invalid_argument if it declares no
/// magnitudes (ref's formulas: exact fields have none).
MagnitudeResult check_magnitudes(const FormulaEntry& f);

/// Every registered entry that declares magnitudes, in registry order.
std::vector<MagnitudeResult> check_all_magnitudes();

/// How far each input bound can rise, alone (the others at their declared
/// values), before the check fails: the largest value up to
/// fe_contract::kMaxMagnitude at which it still holds, per coordinate of
/// `point` and of `affine` (a coordinate the formula never reads reports
/// kMaxMagnitude). `out` is left as declared. The declared bounds if the
/// formula fails even there.
fast::FormulaMagnitudes magnitude_headroom(const FormulaEntry& f);

/// "{4, 4, 1}".
std::string magnitudes_string(const fast::CoordMagnitudes& m);

}  // namespace tandem::proofs

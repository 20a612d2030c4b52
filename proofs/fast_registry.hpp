// The registry's fast/ entries (fast_registry.cpp), added by registry.cpp
// once ref's entries, which they mirror, exist.
#pragma once

#include <vector>

#include "tandem/proofs/registry.hpp"

namespace tandem::proofs::detail {

/// Inserts each fast formula's entry right after its ref twin's (found in
/// `r` by name), with the twin's law, slots and claims, for a = 0 or, for
/// the a = −3 and generic-a twins, the twin's families.
void insert_fast_formulas(std::vector<FormulaEntry>& r);

/// Appends the fast negative controls.
void append_fast_negative_cases(std::vector<FormulaEntry>& r);

}  // namespace tandem::proofs::detail

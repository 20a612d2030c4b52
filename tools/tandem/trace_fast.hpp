// `tandem trace mult --impl fast` (trace_fast.cpp).
#pragma once

#include <gmpxx.h>

#include <optional>
#include <string>

#include "tandem/ref/curve.hpp"
#include "tandem/ref/group.hpp"

namespace tandem::cli {

/// The fast strategies the trace follows, one per line.
std::string fast_trace_strategies();

/// Traces fast/'s `strategy` computing k·P on C (one of secp256k1, k1-7,
/// k1-13, k1-199); the exit status as cmd_trace's.
int trace_fast(const ref::Curve& C, const std::string& strategy, const mpz_class& k, const ref::Point& P,
               std::optional<int> window, bool check_steps);

}  // namespace tandem::cli

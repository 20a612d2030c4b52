// Cycles on a machine without a usable cycle counter (a KVM guest: `perf
// stat -e cycles` says "not supported", and the TSC ticks at a fixed rate
// unrelated to the core clock under turbo). The core clock is measured
// instead: a dependent chain of 64-bit multiplications, whose latency is 3
// cycles on every x86-64 core of the last fifteen years (Intel since Core 2,
// AMD since Zen), timed in ns. Cycles = ns × that clock. Each benchmark
// reports a "cycles" counter per operation on that basis.
#pragma once

#include <benchmark/benchmark.h>

namespace tandem::bench {

/// The core clock in GHz, measured once (the fastest of several runs).
double core_ghz();

/// Sets the per-operation counters: "cycles" (at core_ghz()) and the item
/// rate, for a benchmark that performs `ops_per_iteration` operations each
/// iteration.
void per_op(benchmark::State& state, double ops_per_iteration);

}  // namespace tandem::bench

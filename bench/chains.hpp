// The two measurement shapes every benchmark here uses. Latency: one value
// through a chain of operations, each waiting for the previous result (what
// a formula's critical path pays). Throughput: kLanes independent chains
// interleaved, so the core overlaps them (what independent operations pay).
#pragma once

#include <benchmark/benchmark.h>

#include <array>
#include <cstddef>

#include "clock.hpp"

namespace tandem::bench {

inline constexpr std::size_t kLanes = 8;

/// kSteps dependent applications of op per iteration.
template <class T, class Op>
void latency(benchmark::State& state, T x, Op op) {
  constexpr int kSteps = 64;
  for (auto _ : state) {
    for (int i = 0; i < kSteps; ++i) x = op(x);
    benchmark::DoNotOptimize(x);
  }
  per_op(state, kSteps);
}

/// kSteps rounds over kLanes independent values per iteration.
template <class T, class Op>
void throughput(benchmark::State& state, std::array<T, kLanes> xs, Op op) {
  constexpr int kSteps = 8;
  for (auto _ : state) {
    for (int i = 0; i < kSteps; ++i) {
      for (T& x : xs) x = op(x);
    }
    benchmark::DoNotOptimize(xs);
  }
  per_op(state, kSteps * static_cast<double>(kLanes));
}

}  // namespace tandem::bench

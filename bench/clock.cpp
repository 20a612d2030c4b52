#include "clock.hpp"

#include <sched.h>
#include <time.h>

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

namespace tandem::bench {

namespace {

/// This thread's CPU time in ns: what Google Benchmark's per-iteration time
/// is measured in too (so a loaded machine skews both alike).
double thread_ns() {
  timespec t{};
  clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t);
  return static_cast<double>(t.tv_sec) * 1e9 + static_cast<double>(t.tv_nsec);
}

double measure_ghz() {
#if defined(__x86_64__)
  double best_ns_per_mul = 1e9;
  for (int run = 0; run < 7; ++run) {
    std::uint64_t x = 3;
    constexpr int kRounds = 2000000;
    const double t0 = thread_ns();
    for (int i = 0; i < kRounds; ++i) {
      // Eight dependent multiplications per round.
      asm volatile(
          "imul %0, %0\n\timul %0, %0\n\timul %0, %0\n\timul %0, %0\n\t"
          "imul %0, %0\n\timul %0, %0\n\timul %0, %0\n\timul %0, %0"
          : "+r"(x));
    }
    const double ns = (thread_ns() - t0) / (8.0 * kRounds);
    best_ns_per_mul = std::min(best_ns_per_mul, ns);
  }
  return 3.0 / best_ns_per_mul;  // imul r64, r64: 3 cycles of latency
#else
  return 0.0;  // unknown: the cycle counters then read 0
#endif
}

}  // namespace

double core_ghz() {
  static const double ghz = measure_ghz();
  return ghz;
}

void per_op(benchmark::State& state, double ops_per_iteration) {
  const double ghz = core_ghz();
  state.SetItemsProcessed(static_cast<std::int64_t>(static_cast<double>(state.iterations()) * ops_per_iteration));
  if (ghz > 0) {
    // time·ghz·1e9 / (iterations·ops): an inverted iteration-invariant rate.
    state.counters["cycles"] =
        benchmark::Counter(ops_per_iteration / (ghz * 1e9),
                           benchmark::Counter::kIsIterationInvariantRate | benchmark::Counter::kInvert);
  }
  state.counters["ns"] = benchmark::Counter(ops_per_iteration / 1e9, benchmark::Counter::kIsIterationInvariantRate |
                                                                         benchmark::Counter::kInvert);
}

}  // namespace tandem::bench

namespace {

/// Keeps the whole run on the CPU it started on, and says which. A virtual
/// machine's CPUs need not be alike: one may share its core with another
/// guest's busy thread while the other is quiet, and a benchmark that moves
/// between them mid-run mixes both states into ratios that should come from
/// one. `taskset -c N tandem_bench` chooses the CPU; TANDEM_BENCH_NO_PIN=1
/// leaves the scheduler free.
std::string pin_to_current_cpu() {
  const int cpu = sched_getcpu();
  if (cpu < 0) return "unknown";
  if (std::getenv("TANDEM_BENCH_NO_PIN") != nullptr) return std::to_string(cpu) + " (not pinned)";
  cpu_set_t set;
  CPU_ZERO(&set);
  CPU_SET(cpu, &set);
  if (sched_setaffinity(0, sizeof set, &set) != 0) return std::to_string(cpu) + " (pinning refused)";
  return std::to_string(cpu) + " (pinned)";
}

}  // namespace

int main(int argc, char** argv) {
  benchmark::AddCustomContext("cpu", pin_to_current_cpu());
  char ghz[32];
  std::snprintf(ghz, sizeof ghz, "%.3f", tandem::bench::core_ghz());
  benchmark::AddCustomContext("core_ghz (dependent imul chain, 3 cycles each)", ghz);
  benchmark::Initialize(&argc, argv);
  if (benchmark::ReportUnrecognizedArguments(argc, argv)) return 1;
  benchmark::RunSpecifiedBenchmarks();
  benchmark::Shutdown();
  return 0;
}

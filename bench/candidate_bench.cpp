// The representation decision, re-measurable: the 4×64 mulx/adx candidate
// (candidates/field_4x64_mulx.hpp) in the same binary as fast::Fe's 5×52
// multiplication (field_bench.cpp). The candidate is checked against GMP on
// random inputs first; a disagreement fails the benchmark instead of timing
// it. This file alone is compiled with -mbmi2 -madx (bench/CMakeLists.txt),
// so it uses GMP's C functions only, no inline code shared with the rest.
#include <benchmark/benchmark.h>
#include <cpuid.h>
#include <gmp.h>

#include <random>

#include "candidates/field_4x64_mulx.hpp"
#include "chains.hpp"

namespace tandem::bench {
namespace {

using candidate::Words;

/// CPUID leaf 7: EBX bit 8 is BMI2 (mulx), bit 19 is ADX (adcx, adox). The
/// same test as fast::fe4x64::cpu_supported(), kept here on purpose: this
/// file is built with -mbmi2 -madx, and an inline function shared with the
/// rest could be emitted here with those instructions and chosen by the
/// linker for the whole program.
bool cpu_has_mulx_adx() {
  unsigned eax = 0, ebx = 0, ecx = 0, edx = 0;
  if (__get_cpuid_count(7, 0, &eax, &ebx, &ecx, &edx) == 0) return false;
  return (ebx & (1U << 8)) != 0 && (ebx & (1U << 19)) != 0;
}

/// Whether the candidate agrees with GMP on random inputs (a·b − r ≡ 0 mod p).
bool candidate_agrees() {
  std::mt19937_64 rng(11);
  mpz_t p, a, b, r, d;
  mpz_inits(p, a, b, r, d, nullptr);
  mpz_set_str(p, "fffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2f", 16);
  bool ok = true;
  for (int i = 0; i < 10000 && ok; ++i) {
    const Words x{rng(), rng(), rng(), rng()}, y{rng(), rng(), rng(), rng()};
    const Words z = candidate::mul_4x64(x, y);
    mpz_import(a, 4, -1, 8, 0, 0, x.data());
    mpz_import(b, 4, -1, 8, 0, 0, y.data());
    mpz_import(r, 4, -1, 8, 0, 0, z.data());
    mpz_mul(d, a, b);
    mpz_sub(d, d, r);
    ok = mpz_divisible_p(d, p) != 0;
  }
  mpz_clears(p, a, b, r, d, nullptr);
  return ok;
}

void mulx_latency(benchmark::State& state) {
  if (!cpu_has_mulx_adx()) return state.SkipWithError("no BMI2/ADX on this CPU");
  if (!candidate_agrees()) return state.SkipWithError("the candidate disagrees with fast::mul");
  const Words y{0x123456789abcdef1ULL, 0x23456789abcdef12ULL, 0x3456789abcdef123ULL, 0x456789abcdef1234ULL};
  latency(state, Words{3, 5, 7, 11}, [&](const Words& x) { return candidate::mul_4x64(x, y); });
}

void mulx_throughput(benchmark::State& state) {
  if (!cpu_has_mulx_adx()) return state.SkipWithError("no BMI2/ADX on this CPU");
  const Words y{0x123456789abcdef1ULL, 0x23456789abcdef12ULL, 0x3456789abcdef123ULL, 0x456789abcdef1234ULL};
  std::array<Words, kLanes> xs{};
  for (std::size_t i = 0; i < kLanes; ++i) xs[i] = Words{i + 3, 5, 7, 11};
  throughput(state, xs, [&](const Words& x) { return candidate::mul_4x64(x, y); });
}

BENCHMARK(mulx_latency)->Name("candidate/field_4x64_mulx/mul/latency");
BENCHMARK(mulx_throughput)->Name("candidate/field_4x64_mulx/mul/throughput");

}  // namespace
}  // namespace tandem::bench

// The fast field beside the reference field (GMP): latency (one dependent
// chain: each result feeds the next operation) and throughput (eight
// independent chains interleaved), per operation, in ns and core cycles.
#include <benchmark/benchmark.h>

#include <array>
#include <random>

#include "chains.hpp"
#include "clock.hpp"
#include "tandem/fast/field.hpp"
#include "tandem/fast/field_4x64.hpp"
#include "tandem/fast/field_4x64_asm.hpp"
#include "tandem/fast/field_inverse.hpp"
#include "tandem/fast/field_sqrt.hpp"
#include "tandem/ref/curve.hpp"

namespace tandem::bench {
namespace {

using fast::Fe;
using fast::Fe64;

/// A random element below p of either representation (words made below
/// 2^255, so below p).
template <class F>
F random_fe(std::mt19937_64& rng) {
  return F::from_words_mod({rng(), rng(), rng(), rng() >> 1});
}

template <class F>
std::array<F, kLanes> random_lanes(std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::array<F, kLanes> xs{};
  for (F& x : xs) x = random_fe<F>(rng);
  return xs;
}

template <class F>
const F& fixed_y() {
  static const F y = [] {
    std::mt19937_64 rng(7);
    return random_fe<F>(rng);
  }();
  return y;
}

template <class F>
[[gnu::always_inline]] inline F op_mul(const F& x) {
  return fast::mul(x, fixed_y<F>());
}
template <class F>
[[gnu::always_inline]] inline F op_sqr(const F& x) {
  return fast::sqr(x);
}
/// An addition and the weak normalization that keeps a chain of them
/// within the 5×52 field's magnitudes (a no-op on 4×64 words).
template <class F>
[[gnu::always_inline]] inline F op_add(const F& x) {
  return fast::normalize_weak(fast::add(x, fixed_y<F>()));
}
template <class F>
[[gnu::always_inline]] inline F op_normalize(const F& x) {
  return fast::normalize(x);
}
// x ← x⁻¹ + 1: a chain of inverses of ever new values (x ← x⁻¹ alone would
// alternate between two, which flatters a variable-time inverse).
template <class F>
F op_inverse(const F& x) {
  return fast::add(fast::inverse(x), F::from_int(1));
}
template <class F>
F op_inverse_var(const F& x) {
  return fast::add(fast::inverse_var(x), F::from_int(1));
}
template <class F>
F op_sqrt(const F& x) {
  F r;
  (void)fast::sqrt(r, x);
  return r;
}
/// The answer feeds the next input, so the chain depends on it.
template <class F>
F op_is_square_var(const F& x) {
  return fast::normalize_weak(fast::add(x, F::from_int(fast::is_square_var(x) ? 1 : 2)));
}

template <class F, F (*Op)(const F&)>
void fe_latency(benchmark::State& state) {
  latency(state, random_lanes<F>(1)[0], [](const F& x) { return Op(x); });
}
template <class F, F (*Op)(const F&)>
void fe_throughput(benchmark::State& state) {
  throughput(state, random_lanes<F>(2), [](const F& x) { return Op(x); });
}

// fast/field: Fe (5×52); fast/field64: Fe64 (4×64 words, multiplying with
// the assembly kernels where the build targets BMI2/ADX).
#define TANDEM_FE_BENCH(name, op)                                                  \
  BENCHMARK((fe_latency<Fe, op<Fe>>))->Name("fast/field/" name "/latency");         \
  BENCHMARK((fe_throughput<Fe, op<Fe>>))->Name("fast/field/" name "/throughput");   \
  BENCHMARK((fe_latency<Fe64, op<Fe64>>))->Name("fast/field64/" name "/latency");   \
  BENCHMARK((fe_throughput<Fe64, op<Fe64>>))->Name("fast/field64/" name "/throughput")

TANDEM_FE_BENCH("mul", op_mul);
TANDEM_FE_BENCH("sqr", op_sqr);
TANDEM_FE_BENCH("add", op_add);
TANDEM_FE_BENCH("normalize", op_normalize);
TANDEM_FE_BENCH("inverse", op_inverse);
TANDEM_FE_BENCH("inverse_var", op_inverse_var);
TANDEM_FE_BENCH("sqrt", op_sqrt);
TANDEM_FE_BENCH("is_square_var", op_is_square_var);

// The 4×64 assembly kernels (field_4x64_asm.hpp), the same chains on four
// saturated words, beside 5×52's mul and sqr above.
namespace fe4 = fast::fe4x64;

fe4::Words random_words(std::mt19937_64& rng) { return {rng(), rng(), rng(), rng()}; }

bool asm_runs(benchmark::State& state) {
  if (!fe4::kAvailable) state.SkipWithError("the x86-64 kernels are not compiled in this build");
  else if (!fe4::cpu_supported()) state.SkipWithError("no BMI2/ADX on this processor");
  return fe4::kAvailable && fe4::cpu_supported();
}

const fe4::Words kY4 = [] {
  std::mt19937_64 rng(7);
  return random_words(rng);
}();

fe4::Words op_mul4(const fe4::Words& x) {
  fe4::Words r;
  fe4::mul(r, x, kY4);
  return r;
}
fe4::Words op_sqr4(const fe4::Words& x) {
  fe4::Words r;
  fe4::sqr(r, x);
  return r;
}

template <fe4::Words (*Op)(const fe4::Words&)>
void fe4_latency(benchmark::State& state) {
  if (!asm_runs(state)) return;
  std::mt19937_64 rng(1);
  latency(state, random_words(rng), [](const fe4::Words& x) { return Op(x); });
}
template <fe4::Words (*Op)(const fe4::Words&)>
void fe4_throughput(benchmark::State& state) {
  if (!asm_runs(state)) return;
  std::mt19937_64 rng(2);
  std::array<fe4::Words, kLanes> xs{};
  for (fe4::Words& x : xs) x = random_words(rng);
  throughput(state, xs, [](const fe4::Words& x) { return Op(x); });
}

// sqrt's addition chain alone, on each representation (fast::sqrt takes
// the 4×64 one where the kernels run).
Fe op_chain_5x52(const Fe& x) { return fast::detail::pow_p_plus_1_over_4(x); }
#if TANDEM_FAST_HAVE_4X64_ASM
Fe op_chain_4x64(const Fe& x) { return fast::detail::pow_p_plus_1_over_4_4x64(x); }
BENCHMARK((fe_latency<Fe, op_chain_4x64>))->Name("fast/field/sqrt_chain_4x64/latency");
#endif
BENCHMARK((fe_latency<Fe, op_chain_5x52>))->Name("fast/field/sqrt_chain_5x52/latency");

BENCHMARK(fe4_latency<op_mul4>)->Name("fast/field_4x64_asm/mul/latency");
BENCHMARK(fe4_throughput<op_mul4>)->Name("fast/field_4x64_asm/mul/throughput");
BENCHMARK(fe4_latency<op_sqr4>)->Name("fast/field_4x64_asm/sqr/latency");
BENCHMARK(fe4_throughput<op_sqr4>)->Name("fast/field_4x64_asm/sqr/throughput");

// The reference field: GMP integers reduced mod p after every operation.

const ref::PrimeField& fp() { return ref::find_curve("secp256k1")->fp(); }

ref::Fe random_ref(std::uint64_t seed) {
  gmp_randclass r(gmp_randinit_mt);
  r.seed(static_cast<unsigned long>(seed));
  return fp().random(r);
}

void ref_mul(benchmark::State& state) {
  const ref::Fe y = random_ref(7);
  latency(state, random_ref(1), [&](const ref::Fe& x) { return x * y; });
}
void ref_sqr(benchmark::State& state) {
  latency(state, random_ref(1), [](const ref::Fe& x) { return sqr(x); });
}
void ref_inverse(benchmark::State& state) {
  latency(state, random_ref(1), [](const ref::Fe& x) { return *ref::inverse(x) + x.constant(1); });
}
void ref_sqrt(benchmark::State& state) {
  latency(state, random_ref(1), [](const ref::Fe& x) {
    const auto r = ref::sqrt(x);
    return r ? *r : x + x.constant(1);
  });
}
void ref_legendre(benchmark::State& state) {
  latency(state, random_ref(1), [](const ref::Fe& x) { return x + x.constant(ref::legendre(x) > 0 ? 1 : 2); });
}
BENCHMARK(ref_mul)->Name("ref/field/mul/latency");
BENCHMARK(ref_sqr)->Name("ref/field/sqr/latency");
BENCHMARK(ref_inverse)->Name("ref/field/inverse/latency");
BENCHMARK(ref_sqrt)->Name("ref/field/sqrt/latency");
BENCHMARK(ref_legendre)->Name("ref/field/legendre/latency");

}  // namespace
}  // namespace tandem::bench

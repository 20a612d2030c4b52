// The fast scalar beside the reference ring Z_n (GMP), latency and
// throughput as in field_bench.cpp.
#include <benchmark/benchmark.h>

#include <random>

#include "chains.hpp"
#include "tandem/fast/glv_split.hpp"
#include "tandem/fast/scalar.hpp"
#include "tandem/ref/curve.hpp"

namespace tandem::bench {
namespace {

using fast::Scalar;

std::array<Scalar, kLanes> random_lanes(std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::array<Scalar, kLanes> xs{};
  for (Scalar& x : xs) x = Scalar::reduce({rng(), rng(), rng(), rng()});
  return xs;
}

const Scalar kY = random_lanes(7)[0];

Scalar op_mul(const Scalar& x) { return fast::mul(x, kY); }
// x ← x⁻¹ + 1, as in field_bench.cpp.
Scalar op_inverse(const Scalar& x) { return fast::add(fast::inverse(x), Scalar::from_int(1)); }
Scalar op_inverse_var(const Scalar& x) { return fast::add(fast::inverse_var(x), Scalar::from_int(1)); }
/// The halves feed the next input.
Scalar op_split(const Scalar& x) {
  const fast::GlvSplit s = fast::split_lambda(x);
  return fast::add(s.k1, s.k2);
}

template <Scalar (*Op)(const Scalar&)>
void sc_latency(benchmark::State& state) {
  latency(state, random_lanes(1)[0], [](const Scalar& x) { return Op(x); });
}
template <Scalar (*Op)(const Scalar&)>
void sc_throughput(benchmark::State& state) {
  throughput(state, random_lanes(2), [](const Scalar& x) { return Op(x); });
}

#define TANDEM_SC_BENCH(name, op)                                       \
  BENCHMARK(sc_latency<op>)->Name("fast/scalar/" name "/latency");       \
  BENCHMARK(sc_throughput<op>)->Name("fast/scalar/" name "/throughput")

TANDEM_SC_BENCH("mul", op_mul);
TANDEM_SC_BENCH("inverse", op_inverse);
TANDEM_SC_BENCH("inverse_var", op_inverse_var);
TANDEM_SC_BENCH("split_lambda", op_split);

const ref::PrimeField& fn() { return ref::find_curve("secp256k1")->fn(); }

ref::Fe random_ref(std::uint64_t seed) {
  gmp_randclass r(gmp_randinit_mt);
  r.seed(static_cast<unsigned long>(seed));
  return fn().random(r);
}

void ref_mul(benchmark::State& state) {
  const ref::Fe y = random_ref(7);
  latency(state, random_ref(1), [&](const ref::Fe& x) { return x * y; });
}
void ref_inverse(benchmark::State& state) {
  latency(state, random_ref(1), [](const ref::Fe& x) { return *ref::inverse(x) + x.constant(1); });
}
BENCHMARK(ref_mul)->Name("ref/scalar/mul/latency");
BENCHMARK(ref_inverse)->Name("ref/scalar/inverse/latency");

}  // namespace
}  // namespace tandem::bench

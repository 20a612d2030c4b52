// ref/inverse/ beside GMP on secp256k1's p (and P-224's for the square root
// that needs Tonelli–Shanks). Compare by ratio within one run:
//   build/release/bench/ref_inverse/bench_ref_inverse --benchmark_min_time=0.2
#include <benchmark/benchmark.h>

#include <vector>

#include "tandem/ref/curve.hpp"
#include "tandem/ref/inverse/bingcd.hpp"
#include "tandem/ref/inverse/euclid.hpp"
#include "tandem/ref/inverse/fermat.hpp"
#include "tandem/ref/inverse/fermat_secp256k1.hpp"
#include "tandem/ref/inverse/jacobi.hpp"
#include "tandem/ref/inverse/safegcd.hpp"
#include "tandem/ref/inverse/sqrt_chains.hpp"
#include "tandem/ref/inverse/tonelli_shanks.hpp"

namespace {

using tandem::ref::Fe;

// 64 fixed random non-zero values below m, cycled through.
std::vector<mpz_class> inputs(const mpz_class& m) {
  gmp_randclass rng(gmp_randinit_mt);
  rng.seed(2024);
  std::vector<mpz_class> v;
  for (int i = 0; i < 64; ++i) v.push_back(rng.get_z_range(m - 1) + 1);
  return v;
}

const mpz_class& p256k1() { return tandem::ref::find_curve("secp256k1")->p(); }

template <class Body>
void run_over(benchmark::State& state, const mpz_class& m, Body body) {
  const std::vector<mpz_class> xs = inputs(m);
  std::size_t i = 0;
  for (auto _ : state) {
    benchmark::DoNotOptimize(body(xs[i++ % xs.size()]));
  }
}

void BM_gmp_mpz_invert(benchmark::State& s) {
  run_over(s, p256k1(), [](const mpz_class& a) {
    mpz_class r;
    mpz_invert(r.get_mpz_t(), a.get_mpz_t(), p256k1().get_mpz_t());
    return r;
  });
}
void BM_euclid_var(benchmark::State& s) {
  run_over(s, p256k1(), [](const mpz_class& a) { return tandem::ref::inverse_euclid_var(a, p256k1()).value(); });
}
void BM_safegcd_half_fixed590(benchmark::State& s) {
  run_over(s, p256k1(), [](const mpz_class& a) { return tandem::ref::inverse_safegcd(a, p256k1()).value(); });
}
void BM_safegcd_one_fixed741(benchmark::State& s) {
  run_over(s, p256k1(), [](const mpz_class& a) {
    return tandem::ref::inverse_safegcd(a, p256k1(), tandem::ref::DivstepStart::one).value();
  });
}
void BM_safegcd_half_var(benchmark::State& s) {
  run_over(s, p256k1(), [](const mpz_class& a) { return tandem::ref::inverse_safegcd_var(a, p256k1()).value(); });
}
void BM_bingcd_k32(benchmark::State& s) {
  run_over(s, p256k1(), [](const mpz_class& a) { return tandem::ref::inverse_bingcd(a, p256k1(), 32).value(); });
}
void BM_bingcd_k63(benchmark::State& s) {
  run_over(s, p256k1(), [](const mpz_class& a) { return tandem::ref::inverse_bingcd(a, p256k1(), 63).value(); });
}
void BM_bingcd_classic_var(benchmark::State& s) {
  run_over(s, p256k1(),
           [](const mpz_class& a) { return tandem::ref::inverse_bingcd_classic_var(a, p256k1()).value(); });
}
void BM_gmp_mpz_powm_pminus2(benchmark::State& s) {
  const mpz_class e = p256k1() - 2;
  run_over(s, p256k1(), [&e](const mpz_class& a) {
    mpz_class r;
    mpz_powm(r.get_mpz_t(), a.get_mpz_t(), e.get_mpz_t(), p256k1().get_mpz_t());
    return r;
  });
}
void BM_fermat_window5(benchmark::State& s) {
  const tandem::ref::PrimeField& F = tandem::ref::find_curve("secp256k1")->fp();
  run_over(s, p256k1(),
           [&F](const mpz_class& a) { return tandem::ref::inverse_fermat(F.from_mpz(a)).value().value(); });
}
void BM_fermat_secp256k1_chain(benchmark::State& s) {
  const tandem::ref::PrimeField& F = tandem::ref::find_curve("secp256k1")->fp();
  run_over(s, p256k1(), [&F](const mpz_class& a) {
    return tandem::ref::inverse_fermat_secp256k1(F.from_mpz(a)).value().value();
  });
}
void BM_gmp_mpz_jacobi(benchmark::State& s) {
  run_over(s, p256k1(), [](const mpz_class& a) { return mpz_jacobi(a.get_mpz_t(), p256k1().get_mpz_t()); });
}
void BM_jacobi_var(benchmark::State& s) {
  run_over(s, p256k1(), [](const mpz_class& a) { return tandem::ref::jacobi_var(a, p256k1()).value(); });
}
void BM_sqrt_secp256k1_chain(benchmark::State& s) {
  const tandem::ref::PrimeField& F = tandem::ref::find_curve("secp256k1")->fp();
  run_over(s, p256k1(), [&F](const mpz_class& a) { return tandem::ref::sqrt_secp256k1(sqr(F.from_mpz(a))).ok(); });
}
void BM_sqrt_tonelli_shanks_p224(benchmark::State& s) {
  const tandem::ref::PrimeField& F = tandem::ref::find_curve("P-224")->fp();
  run_over(s, F.modulus(), [&F](const mpz_class& a) {
    return tandem::ref::sqrt_tonelli_shanks_var(sqr(F.from_mpz(a))).ok();
  });
}

BENCHMARK(BM_gmp_mpz_invert);
BENCHMARK(BM_euclid_var);
BENCHMARK(BM_safegcd_half_fixed590);
BENCHMARK(BM_safegcd_one_fixed741);
BENCHMARK(BM_safegcd_half_var);
BENCHMARK(BM_bingcd_k32);
BENCHMARK(BM_bingcd_k63);
BENCHMARK(BM_bingcd_classic_var);
BENCHMARK(BM_gmp_mpz_powm_pminus2);
BENCHMARK(BM_fermat_window5);
BENCHMARK(BM_fermat_secp256k1_chain);
BENCHMARK(BM_gmp_mpz_jacobi);
BENCHMARK(BM_jacobi_var);
BENCHMARK(BM_sqrt_secp256k1_chain);
BENCHMARK(BM_sqrt_tonelli_shanks_p224);

}  // namespace

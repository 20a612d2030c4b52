// fast/fp/'s PrimeField beside OpenSSL's Montgomery arithmetic on the same
// moduli, in the same binary: for each curve's p, a latency chain of
// multiplications (x ← x·y) and of squarings (x ← x²), PrimeField's
// against BN_mod_mul_montgomery's (OpenSSL's generic Montgomery product,
// x86-64 assembly in Debian's libcrypto: bn_mul_mont). `tandem bench`
// pairs tandem/fp/<curve>/<op> with peer/fp/<curve>/<op>. OpenSSL's EC
// code uses special field arithmetic for P-256 (and, where built, P-224 and
// P-521); that is compared at the level of point operations, not here.
// For the pseudo-Mersenne primes (secp192k1, secp224k1, P-521, and
// secp256k1 as a cross-check) both of PrimeField's reduction policies run
// on the same p: fp/<curve>/montgomery/… beside fp/<curve>/pseudo_mersenne/….
#include <benchmark/benchmark.h>
#include <openssl/bn.h>

#include <memory>
#include <random>
#include <string>

#include "chains.hpp"
#include "clock.hpp"
#include "tandem/fast/fp/prime_field.hpp"
#include "tandem/fast/fp/prime_field_inverse.hpp"

namespace tandem::bench {
namespace {

template <class M>
fast::PrimeField<M> random_element(std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  fast::Words<M::kWords> w{};
  for (auto& x : w) x = rng();
  w[M::kWords - 1] >>= 64 - (M::kBits - 64 * (M::kWords - 1)) + 1;  // below 2^(bits − 1) < m
  return fast::PrimeField<M>::from_words(w);
}

template <class M>
void tandem_mul(benchmark::State& state) {
  const auto y = random_element<M>(7);
  latency(state, random_element<M>(1), [&](const fast::PrimeField<M>& x) { return fast::mul(x, y); });
}

template <class M>
void tandem_sqr(benchmark::State& state) {
  latency(state, random_element<M>(1), [](const fast::PrimeField<M>& x) { return fast::sqr(x); });
}

/// x ← x⁻¹ + 1 (a chain of inverses of ever new values), by inverse or
/// (kVar) inverse_var.
template <class M, bool kVar>
void tandem_inverse(benchmark::State& state) {
  const auto one = fast::PrimeField<M>::from_int(1);
  for (auto _ : state) {
    auto x = random_element<M>(1);
    for (int i = 0; i < 4; ++i) x = fast::add(kVar ? fast::inverse_var(x) : fast::inverse(x), one);
    benchmark::DoNotOptimize(x);
  }
  per_op(state, 4);
}

struct BnFree {
  void operator()(BIGNUM* b) const { BN_free(b); }
  void operator()(BN_CTX* c) const { BN_CTX_free(c); }
  void operator()(BN_MONT_CTX* m) const { BN_MONT_CTX_free(m); }
};

/// OpenSSL's Montgomery product on m: x ← x·y (or x²) in Montgomery form,
/// each step one BN_mod_mul_montgomery, as a dependent chain.
template <class M>
void openssl_chain(benchmark::State& state, bool square) {
  std::unique_ptr<BN_CTX, BnFree> ctx(BN_CTX_new());
  std::unique_ptr<BIGNUM, BnFree> m(BN_new()), x(BN_new()), y(BN_new());
  const std::string hex = [] {
    std::string s;
    const char* digits = "0123456789abcdef";
    for (std::size_t i = M::kWords; i-- > 0;) {
      for (int k = 60; k >= 0; k -= 4) s += digits[(M::kModulus[i] >> k) & 0xF];
    }
    return s;
  }();
  BIGNUM* mp = m.get();
  BN_hex2bn(&mp, hex.c_str());
  std::unique_ptr<BN_MONT_CTX, BnFree> mont(BN_MONT_CTX_new());
  BN_MONT_CTX_set(mont.get(), m.get(), ctx.get());
  BN_rand_range(x.get(), m.get());
  BN_rand_range(y.get(), m.get());
  BN_to_montgomery(x.get(), x.get(), mont.get(), ctx.get());
  BN_to_montgomery(y.get(), y.get(), mont.get(), ctx.get());
  constexpr int kSteps = 64;
  for (auto _ : state) {
    for (int i = 0; i < kSteps; ++i) {
      BN_mod_mul_montgomery(x.get(), x.get(), square ? x.get() : y.get(), mont.get(), ctx.get());
    }
    benchmark::DoNotOptimize(x.get());
  }
  per_op(state, kSteps);
  state.SetLabel("OpenSSL BN_mod_mul_montgomery");
}

template <class M>
void openssl_mul(benchmark::State& state) {
  openssl_chain<M>(state, false);
}
template <class M>
void openssl_sqr(benchmark::State& state) {
  openssl_chain<M>(state, true);
}

template <class Tag>
void register_curve() {
  using M = fast::CurvePrime<Tag>;
  const std::string c = "fp/" + std::string(Tag::kName);
  benchmark::RegisterBenchmark(("tandem/" + c + "/mul").c_str(), tandem_mul<M>);
  benchmark::RegisterBenchmark(("peer/" + c + "/mul").c_str(), openssl_mul<M>);
  benchmark::RegisterBenchmark(("tandem/" + c + "/sqr").c_str(), tandem_sqr<M>);
  benchmark::RegisterBenchmark(("peer/" + c + "/sqr").c_str(), openssl_sqr<M>);
  benchmark::RegisterBenchmark(("fp/" + std::string(Tag::kName) + "/inverse").c_str(), tandem_inverse<M, false>);
  benchmark::RegisterBenchmark(("fp/" + std::string(Tag::kName) + "/inverse_var").c_str(), tandem_inverse<M, true>);
}

/// Both reduction policies on a pseudo-Mersenne p, side by side:
/// fp/<curve>/<policy>/{mul,sqr,inverse}, the measurement that chooses the
/// curve's policy (docs/fast-prime-field.md).
template <class Tag, fast::fp::Reduction R>
void register_policy(const std::string& policy) {
  using M = fast::fp::WithReduction<fast::CurvePrime<Tag>, R>;
  const std::string c = "fp/" + std::string(Tag::kName) + "/" + policy;
  benchmark::RegisterBenchmark((c + "/mul").c_str(), tandem_mul<M>);
  benchmark::RegisterBenchmark((c + "/sqr").c_str(), tandem_sqr<M>);
  benchmark::RegisterBenchmark((c + "/inverse").c_str(), tandem_inverse<M, false>);
}

template <class Tag>
void register_policies() {
  register_policy<Tag, fast::fp::Reduction::montgomery>("montgomery");
  register_policy<Tag, fast::fp::Reduction::pseudo_mersenne>("pseudo_mersenne");
}

const bool registered = [] {
  register_policies<fast::Secp192k1Tag>();
  register_policies<fast::Secp224k1Tag>();
  register_policies<fast::Secp256k1Tag>();
  register_policies<fast::P521Tag>();
  register_curve<fast::Secp192k1Tag>();
  register_curve<fast::Secp224k1Tag>();
  register_curve<fast::Secp256k1Tag>();
  register_curve<fast::P192Tag>();
  register_curve<fast::P224Tag>();
  register_curve<fast::P256Tag>();
  register_curve<fast::P384Tag>();
  register_curve<fast::P521Tag>();
  register_curve<fast::BrainpoolP160r1Tag>();
  register_curve<fast::BrainpoolP192r1Tag>();
  register_curve<fast::BrainpoolP224r1Tag>();
  register_curve<fast::BrainpoolP256r1Tag>();
  register_curve<fast::BrainpoolP320r1Tag>();
  register_curve<fast::BrainpoolP384r1Tag>();
  register_curve<fast::BrainpoolP512r1Tag>();
  return true;
}();

}  // namespace
}  // namespace tandem::bench

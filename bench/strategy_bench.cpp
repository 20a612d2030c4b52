// fast/'s strategies on secp256k1 beside libsecp256k1 0.2's public API,
// with the operation names `tandem bench` reports (bench/report.hpp's
// tandem/<op> and peer/<op>):
//   pubkey_create  ecmult_gen (blinded comb), to affine, stored
//                  ↔ secp256k1_ec_pubkey_create
//   tweak_mul      ecmult_const, to affine (constant time), stored
//                  ↔ secp256k1_ec_pubkey_tweak_mul
//   tweak_add      tweak_add_var (P + t·G by ecmult_gen_var's windows onto
//                  P), to affine, stored ↔ secp256k1_ec_pubkey_tweak_add
//   ecmult         ecmult_var, a·P + b·G ↔ secp256k1_ecdsa_verify on a
//                  parsed key and signature (its a·P + b·G, a scalar
//                  inverse and the x comparison)
//   ecmult_multi_N Σ kᵢ·Pᵢ + g·G by ecmult_multi_var, per point ↔ one
//                  tandem ecmult (a·P + b·G): the per-point cost of a
//                  batch over a single multiplication, libsecp256k1's own
//                  way of stating ecmult_multi (bench_ecmult)
// Each on the field the strategies use (Fe64, docs/fast-group.md says why),
// and the same with /fe on Fe (5×52), unpaired. Also unpaired: the
// per-point cost of ecmult_multi for every power of two N up to 32768
// (ecmult_multi/N), and ecmult_gen_var for several table windows
// (ecmult_gen_var/w<W>, the table's size in the name), the data of
// docs/fast-group.md's plots.
//
// Every input is public except where the operation's contract says secret
// (pubkey_create's and tweak_mul's scalars); the benchmark does not care,
// but the chains vary the scalars so that no two calls see the same one.
#include <benchmark/benchmark.h>
#include <secp256k1.h>

#include <array>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "clock.hpp"
#include "tandem/fast/ecmult/ecmult.hpp"
#include "tandem/fast/ecmult/ecmult_const.hpp"
#include "tandem/fast/ecmult/ecmult_gen.hpp"
#include "tandem/fast/ecmult/ecmult_gen_var.hpp"
#include "tandem/fast/ecmult/ecmult_multi.hpp"
#include "tandem/fast/field.hpp"
#include "tandem/fast/field_4x64.hpp"
#include "tandem/fast/group/curve.hpp"
#include "tandem/fast/group/group.hpp"
#include "tandem/fast/scalar.hpp"

namespace tandem::bench {
namespace {

using fast::Fe;
using fast::Fe64;
using fast::Ge;
using fast::GeStorage;
using fast::Gej;
using fast::Scalar;
using fast::Secp256k1;
using C = Secp256k1;

Scalar random_scalar(std::mt19937_64& rng) {
  std::array<std::uint8_t, 32> b{};
  for (std::uint8_t& x : b) x = static_cast<std::uint8_t>(rng());
  return Scalar::set_b32(b);
}

/// A public point of the curve: k·G for a random k.
template <class F>
Ge<F> random_point(std::mt19937_64& rng) {
  return fast::to_affine_var(fast::ecmult_gen_var<C, F>(random_scalar(rng)));
}

std::array<unsigned char, 32> bytes_of(const Scalar& s) {
  const std::array<std::uint8_t, 32> b = s.get_b32();
  std::array<unsigned char, 32> r{};
  for (std::size_t i = 0; i < 32; ++i) r[i] = b[i];
  return r;
}

/// libsecp256k1's context, made once (its creation is not what is measured).
secp256k1_context* peer_ctx() {
  static secp256k1_context* ctx = secp256k1_context_create(SECP256K1_CONTEXT_NONE);
  return ctx;
}

void label(benchmark::State& state, const char* fn) { state.SetLabel(std::string("libsecp256k1 ") + fn); }

// ---- pubkey_create ---------------------------------------------------------

template <class F>
void pubkey_create(benchmark::State& state) {
  std::mt19937_64 rng(1);
  std::array<std::uint8_t, 32> seed{};
  for (std::uint8_t& x : seed) x = static_cast<std::uint8_t>(rng());
  const fast::EcmultGenContext<C, F> ctx(seed);
  Scalar k = random_scalar(rng);
  const Scalar step = random_scalar(rng);
  GeStorage out{};
  for (auto _ : state) {
    out = fast::to_storage(fast::to_affine(ctx.multiply(k)));
    benchmark::DoNotOptimize(out);
    k = add(k, step);
  }
  per_op(state, 1);
}

void peer_pubkey_create(benchmark::State& state) {
  std::mt19937_64 rng(1);
  Scalar k = random_scalar(rng);
  const Scalar step = random_scalar(rng);
  secp256k1_pubkey pk;
  for (auto _ : state) {
    const std::array<unsigned char, 32> sk = bytes_of(k);
    const int ok = secp256k1_ec_pubkey_create(peer_ctx(), &pk, sk.data());
    benchmark::DoNotOptimize(ok);
    benchmark::DoNotOptimize(pk);
    k = add(k, step);
  }
  per_op(state, 1);
  label(state, "secp256k1_ec_pubkey_create");
}

// ---- tweak_mul ---------------------------------------------------------------

template <class F>
void tweak_mul(benchmark::State& state) {
  std::mt19937_64 rng(2);
  GeStorage p = fast::to_storage(random_point<F>(rng));
  const Scalar t = random_scalar(rng);
  for (auto _ : state) {
    p = fast::to_storage(fast::to_affine(fast::ecmult_const<C, F>(fast::from_storage<F>(p), t)));
    benchmark::DoNotOptimize(p);
  }
  per_op(state, 1);
}

/// A key of the peer's from one of ours.
secp256k1_pubkey peer_key(const Ge<Fe>& P) {
  std::array<unsigned char, 65> enc{};
  enc[0] = 0x04;
  const std::array<std::uint8_t, 32> x = fast::normalize(P.x).get_b32(), y = fast::normalize(P.y).get_b32();
  for (std::size_t i = 0; i < 32; ++i) {
    enc[1 + i] = x[i];
    enc[33 + i] = y[i];
  }
  secp256k1_pubkey pk;
  if (secp256k1_ec_pubkey_parse(peer_ctx(), &pk, enc.data(), enc.size()) != 1) std::abort();
  return pk;
}

void peer_tweak_mul(benchmark::State& state) {
  std::mt19937_64 rng(2);
  secp256k1_pubkey pk = peer_key(random_point<Fe>(rng));
  const std::array<unsigned char, 32> t = bytes_of(random_scalar(rng));
  for (auto _ : state) {
    const int ok = secp256k1_ec_pubkey_tweak_mul(peer_ctx(), &pk, t.data());
    benchmark::DoNotOptimize(ok);
  }
  per_op(state, 1);
  label(state, "secp256k1_ec_pubkey_tweak_mul");
}

// ---- tweak_add ---------------------------------------------------------------

template <class F>
void tweak_add(benchmark::State& state) {
  std::mt19937_64 rng(3);
  GeStorage p = fast::to_storage(random_point<F>(rng));
  const Scalar t = random_scalar(rng);
  for (auto _ : state) {
    const Gej<F> P = Gej<F>::from_affine(fast::from_storage<F>(p));
    p = fast::to_storage(fast::to_affine_var(fast::tweak_add_var<C, F>(P, t)));
    benchmark::DoNotOptimize(p);
  }
  per_op(state, 1);
}

void peer_tweak_add(benchmark::State& state) {
  std::mt19937_64 rng(3);
  secp256k1_pubkey pk = peer_key(random_point<Fe>(rng));
  const std::array<unsigned char, 32> t = bytes_of(random_scalar(rng));
  for (auto _ : state) {
    const int ok = secp256k1_ec_pubkey_tweak_add(peer_ctx(), &pk, t.data());
    benchmark::DoNotOptimize(ok);
  }
  per_op(state, 1);
  label(state, "secp256k1_ec_pubkey_tweak_add");
}

// ---- ecmult --------------------------------------------------------------------

/// a·P + b·G; the result is the next P (Jacobian: ecmult_var takes it so).
template <class F>
void ecmult(benchmark::State& state) {
  std::mt19937_64 rng(4);
  Gej<F> P = Gej<F>::from_affine(random_point<F>(rng));
  Scalar a = random_scalar(rng), b = random_scalar(rng);
  const Scalar step = random_scalar(rng);
  for (auto _ : state) {
    P = fast::ecmult_var<C, F>(P, a, b);
    benchmark::DoNotOptimize(P);
    a = add(a, step);
    b = add(b, step);
  }
  per_op(state, 1);
}

void peer_ecdsa_verify(benchmark::State& state) {
  std::mt19937_64 rng(4);
  const std::array<unsigned char, 32> sk = bytes_of(random_scalar(rng)), msg = bytes_of(random_scalar(rng));
  secp256k1_pubkey pk;
  secp256k1_ecdsa_signature sig;
  if (secp256k1_ec_pubkey_create(peer_ctx(), &pk, sk.data()) != 1 ||
      secp256k1_ecdsa_sign(peer_ctx(), &sig, msg.data(), sk.data(), nullptr, nullptr) != 1) {
    state.SkipWithError("could not make a key and a signature");
    return;
  }
  for (auto _ : state) {
    const int ok = secp256k1_ecdsa_verify(peer_ctx(), &sig, msg.data(), &pk);
    if (ok != 1) state.SkipWithError("the signature did not verify");
    benchmark::DoNotOptimize(ok);
  }
  per_op(state, 1);
  label(state, "secp256k1_ecdsa_verify (parsed key and signature)");
}

// ---- ecmult_multi ----------------------------------------------------------------

/// Σ kᵢ·Pᵢ + g·G over n points; the time is per point.
template <class F>
void ecmult_multi(benchmark::State& state, std::size_t n) {
  std::mt19937_64 rng(5);
  // Distinct points without n full multiplications: P_i = P_0 + i·Q by
  // additions, brought to affine with one inversion.
  const Gej<F> Q = Gej<F>::from_affine(random_point<F>(rng));
  std::vector<Gej<F>> jac(n);
  jac[0] = Gej<F>::from_affine(random_point<F>(rng));
  for (std::size_t i = 1; i < n; ++i) jac[i] = fast::add_2007_bl_11m5s_var(jac[i - 1], Q);
  std::vector<Ge<F>> P(n);
  fast::to_affine_batch_var(std::span<Ge<F>>(P), std::span<const Gej<F>>(jac));
  std::vector<Scalar> k(n);
  for (Scalar& s : k) s = random_scalar(rng);
  Scalar g = random_scalar(rng);
  const Scalar step = random_scalar(rng);
  for (auto _ : state) {
    const Result<Gej<F>> r = fast::ecmult_multi_var<C, F>(std::span<const Scalar>(k), std::span<const Ge<F>>(P), &g);
    if (!r) {
      state.SkipWithError("ecmult_multi_var failed");
      break;
    }
    benchmark::DoNotOptimize(r.value());
    k[0] = add(k[0], step);
    g = add(g, step);
  }
  per_op(state, static_cast<double>(n));
}

/// The peer of ecmult_multi_N: one tandem ecmult per point.
void peer_ecmult_multi(benchmark::State& state) {
  ecmult<Fe64>(state);
  state.SetLabel("tandem ecmult (a·P + b·G), one per point");
}

// ---- ecmult_gen_var against its table's size ------------------------------

template <unsigned W>
void ecmult_gen_var_window(benchmark::State& state) {
  (void)fast::ecmult_gen_var_table<C, W>();  // built at first use, not measured
  std::mt19937_64 rng(6);
  Scalar k = random_scalar(rng);
  const Scalar step = random_scalar(rng);
  for (auto _ : state) {
    const Gej<Fe64> r = fast::ecmult_gen_var<C, Fe64, W>(k);
    benchmark::DoNotOptimize(r);
    k = add(k, step);
  }
  per_op(state, 1);
}

template <unsigned W>
void register_gen_var_window() {
  const std::size_t bytes = fast::gen_var_windows<C>(W) * (std::size_t{1} << (W - 1)) * sizeof(GeStorage);
  const std::string name = "tandem/ecmult_gen_var/w" + std::to_string(W) + "_" + std::to_string(bytes / 1024) + "KiB";
  benchmark::RegisterBenchmark(name.c_str(), ecmult_gen_var_window<W>);
}

BENCHMARK(pubkey_create<Fe64>)->Name("tandem/pubkey_create");
BENCHMARK(peer_pubkey_create)->Name("peer/pubkey_create");
BENCHMARK(pubkey_create<Fe>)->Name("tandem/pubkey_create/fe");
BENCHMARK(tweak_mul<Fe64>)->Name("tandem/tweak_mul");
BENCHMARK(peer_tweak_mul)->Name("peer/tweak_mul");
BENCHMARK(tweak_mul<Fe>)->Name("tandem/tweak_mul/fe");
BENCHMARK(tweak_add<Fe64>)->Name("tandem/tweak_add");
BENCHMARK(peer_tweak_add)->Name("peer/tweak_add");
BENCHMARK(tweak_add<Fe>)->Name("tandem/tweak_add/fe");
BENCHMARK(ecmult<Fe64>)->Name("tandem/ecmult");
BENCHMARK(peer_ecdsa_verify)->Name("peer/ecmult");
BENCHMARK(ecmult<Fe>)->Name("tandem/ecmult/fe");

// The five sizes, each beside one ecmult per point; then the
// per-point curve for the plot, every power of two up to 32768; then
// ecmult_gen_var's windows.
[[maybe_unused]] const bool kRegistered = [] {
  for (const std::size_t n : {1, 8, 64, 1024, 16384}) {
    benchmark::RegisterBenchmark(("tandem/ecmult_multi_" + std::to_string(n)).c_str(),
                                 [n](benchmark::State& st) { ecmult_multi<Fe64>(st, n); });
    benchmark::RegisterBenchmark(("peer/ecmult_multi_" + std::to_string(n)).c_str(), peer_ecmult_multi);
  }
  for (std::size_t n = 1; n <= 32768; n *= 2) {
    benchmark::RegisterBenchmark(("tandem/ecmult_multi/" + std::to_string(n)).c_str(),
                                 [n](benchmark::State& st) { ecmult_multi<Fe64>(st, n); });
  }
  register_gen_var_window<4>();
  register_gen_var_window<6>();
  register_gen_var_window<8>();
  register_gen_var_window<10>();
  register_gen_var_window<12>();
  register_gen_var_window<14>();
  return true;
}();

}  // namespace
}  // namespace tandem::bench

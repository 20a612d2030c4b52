// fast/'s group layer and every fast formula on both fields, Fe (5×52) and
// Fe64 (4×64), as dependent chains: each call's output is the next call's
// input (bench/chains.hpp's latency shape), which is how a scalar
// multiplication runs them. Named tandem/formula/<name>/<field> and
// tandem/group/<operation>/<field> (bench/report.hpp's convention; they
// have no peer, libsecp256k1's API exposes no single formula), and the one
// group operation its public API does have, combine: P1 + P2 normalized,
// beside secp256k1_ec_pubkey_combine on two keys.
//
// The chains stay within each formula's FormulaMagnitudes: every formula's
// output lies within the group's invariant {4, 4, 1}, which is what every
// formula takes (co-Z: {3, 3, 1} in and out). The inputs are points of
// secp256k1 with Z ≠ 1, so the _var formulas take their general path (the
// chance of hitting P = ±Q along a chain is negligible).
#include <benchmark/benchmark.h>
#include <secp256k1.h>

#include <array>
#include <cstdint>
#include <vector>

#include "chains.hpp"
#include "clock.hpp"
#include "tandem/fast/field.hpp"
#include "tandem/fast/field_4x64.hpp"
#include "tandem/fast/formulas/coz.hpp"
#include "tandem/fast/formulas/jacobian_add.hpp"
#include "tandem/fast/formulas/jacobian_dbl.hpp"
#include "tandem/fast/formulas/rcb_complete.hpp"
#include "tandem/fast/formulas/unified_add.hpp"
#include "tandem/fast/formulas/xz.hpp"
#include "tandem/fast/group/curve.hpp"
#include "tandem/fast/group/group.hpp"
#include "tandem/fast/group/odd_multiples.hpp"
#include "tandem/fast/group/point.hpp"

namespace tandem::bench {
namespace {

using fast::Fe;
using fast::Fe64;
using fast::Ge;
using fast::Gej;
using fast::Gep;
using fast::Gexz;
using fast::Secp256k1;

/// A fixed non-trivial Z (any value ≢ 0 does; this one has all limbs busy).
template <class F>
F z_of(std::uint64_t seed) {
  return F::from_words_mod({0x9e3779b97f4a7c15ULL * seed, 0xbf58476d1ce4e5b9ULL ^ seed, 0x94d049bb133111ebULL + seed,
                            0x2545f4914f6cdd1dULL >> 1});
}

/// G and 2G affine (2G by the group's doubling and a conversion).
template <class F>
Ge<F> g() {
  return Secp256k1::generator<F>();
}
template <class F>
Ge<F> g2() {
  return fast::to_affine_var(fast::dbl(Gej<F>::from_affine(g<F>())));
}

/// P in Jacobian coordinates with Z = z: (x·z², y·z³, z).
template <class F>
Gej<F> jac(const Ge<F>& P, const F& z) {
  const F z2 = fast::sqr(z);
  return {fast::mul(P.x, z2), fast::mul(fast::mul(P.y, z2), z), fast::normalize_weak(z)};
}
/// P in projective coordinates with Z = z: (x·z, y·z, z).
template <class F>
Gep<F> proj(const Ge<F>& P, const F& z) {
  return {fast::mul(P.x, z), fast::mul(P.y, z), fast::normalize_weak(z)};
}
template <class F>
Gexz<F> xz(const Ge<F>& P, const F& z) {
  return {fast::mul(P.x, z), fast::normalize_weak(z)};
}

// ---- the formulas -----------------------------------------------------------

template <class F, Gej<F> (*Dbl)(const Gej<F>&)>
void jacobian_dbl(benchmark::State& state) {
  latency(state, jac(g<F>(), z_of<F>(1)), [](const Gej<F>& P) { return Dbl(P); });
}

template <class F>
void madd_8m3s_var(benchmark::State& state) {
  const Ge<F> Q = g2<F>();
  latency(state, jac(g<F>(), z_of<F>(1)), [&](const Gej<F>& P) { return fast::madd_8m3s_var(P, Q); });
}
template <class F>
void add_1998_cmo_12m4s_var(benchmark::State& state) {
  const Gej<F> Q = jac(g2<F>(), z_of<F>(2));
  latency(state, jac(g<F>(), z_of<F>(1)), [&](const Gej<F>& P) { return fast::add_1998_cmo_12m4s_var(P, Q); });
}
template <class F>
void add_2007_bl_11m5s_var(benchmark::State& state) {
  const Gej<F> Q = jac(g2<F>(), z_of<F>(2));
  latency(state, jac(g<F>(), z_of<F>(1)), [&](const Gej<F>& P) { return fast::add_2007_bl_11m5s_var(P, Q); });
}
template <class F>
void add_zinv_9m3s_var(benchmark::State& state) {
  const Ge<F> Q = g2<F>();
  const F zinv = fast::normalize(z_of<F>(3));
  latency(state, jac(g<F>(), z_of<F>(1)), [&](const Gej<F>& P) { return fast::add_zinv_9m3s_var(P, Q, zinv); });
}
template <class F>
void add_unified_bj_a0_11m5s(benchmark::State& state) {
  const Gep<F> Q = proj(g2<F>(), z_of<F>(2));
  latency(state, proj(g<F>(), z_of<F>(1)), [&](const Gep<F>& P) { return fast::add_unified_bj_a0_11m5s(P, Q); });
}
template <class F>
void madd_unified_a0_7m5s(benchmark::State& state) {
  const Ge<F> Q = g2<F>();
  latency(state, jac(g<F>(), z_of<F>(1)), [&](const Gej<F>& P) { return fast::madd_unified_a0_7m5s(P, Q); });
}
template <class F>
void add_rcb_a0_12m(benchmark::State& state) {
  const Gep<F> Q = proj(g2<F>(), z_of<F>(2));
  const F b3 = Secp256k1::b3<F>();
  latency(state, proj(g<F>(), z_of<F>(1)), [&](const Gep<F>& P) { return fast::add_rcb_a0_12m(P, Q, b3); });
}
template <class F>
void madd_rcb_a0_11m(benchmark::State& state) {
  const Ge<F> Q = g2<F>();
  const F b3 = Secp256k1::b3<F>();
  latency(state, proj(g<F>(), z_of<F>(1)), [&](const Gep<F>& P) { return fast::madd_rcb_a0_11m(P, Q, b3); });
}
template <class F>
void dbl_rcb_a0_6m2s(benchmark::State& state) {
  const F b3 = Secp256k1::b3<F>();
  latency(state, proj(g<F>(), z_of<F>(1)), [&](const Gep<F>& P) { return fast::dbl_rcb_a0_6m2s(P, b3); });
}

/// A co-Z pair (G, 2G) on one Z.
template <class F>
fast::CoZPair<F> coz_start() {
  const F z = z_of<F>(1);
  return {jac(g2<F>(), z), jac(g<F>(), z)};
}
template <class F>
void zaddu_5m2s(benchmark::State& state) {
  latency(state, coz_start<F>(), [](const fast::CoZPair<F>& r) { return fast::zaddu_5m2s(r.first, r.second); });
}
template <class F>
void zaddc_6m3s(benchmark::State& state) {
  latency(state, coz_start<F>(), [](const fast::CoZPair<F>& r) { return fast::zaddc_6m3s(r.first, r.second); });
}
template <class F>
void coz_ladder_step_11m5s(benchmark::State& state) {
  latency(state, coz_start<F>(),
          [](const fast::CoZPair<F>& r) { return fast::coz_ladder_step_11m5s(r.first, r.second); });
}
/// DBLU takes an affine point: the chain feeds 2P's X and Y back as one
/// (not a point of the curve, which the arithmetic does not care about).
template <class F>
void dblu_a0_1m5s(benchmark::State& state) {
  latency(state, g<F>(), [](const Ge<F>& P) {
    const fast::CoZPair<F> d = fast::dblu_a0_1m5s(P);
    return Ge<F>{fast::normalize_weak(d.first.X), fast::normalize_weak(d.first.Y), false};
  });
}

template <class F>
void xdbl_a0_4m3s1c(benchmark::State& state) {
  const F b = Secp256k1::b<F>();
  latency(state, xz(g<F>(), z_of<F>(1)), [&](const Gexz<F>& P) { return fast::xdbl_a0_4m3s1c(P, b); });
}
template <class F>
void xadd_a0_8m2s1c(benchmark::State& state) {
  const F b = Secp256k1::b<F>();
  const Gexz<F> Q = xz(g<F>(), z_of<F>(2));
  const Gexz<F> D = xz(g2<F>(), z_of<F>(3));
  latency(state, xz(g2<F>(), z_of<F>(1)), [&](const Gexz<F>& P) { return fast::xadd_a0_8m2s1c(P, Q, D, b); });
}
/// y recovery: the output's (X, Z) becomes the next x(Q).
template <class F>
void xz_recover_y_a0_9m2s1c(benchmark::State& state) {
  const F b = Secp256k1::b<F>();
  const Ge<F> P = g<F>();
  const Gexz<F> S = xz(g2<F>(), z_of<F>(2));
  latency(state, xz(g2<F>(), z_of<F>(1)), [&](const Gexz<F>& Q) {
    const Gep<F> R = fast::xz_recover_y_a0_9m2s1c(P, Q, S, b);
    return Gexz<F>{R.X, R.Z};
  });
}

// ---- the group layer ----------------------------------------------------------

/// The next Jacobian input of a conversion chain, from its affine output:
/// a Z the output determines, so each conversion waits for the previous.
template <class F>
Gej<F> next_of(const Ge<F>& r) {
  return {r.y, r.x, fast::normalize_weak(fast::add(r.x, r.y))};
}

template <class F>
void to_affine(benchmark::State& state) {
  latency(state, jac(g<F>(), z_of<F>(1)), [](const Gej<F>& P) { return next_of(fast::to_affine(P)); });
}
template <class F>
void to_affine_var(benchmark::State& state) {
  latency(state, jac(g<F>(), z_of<F>(1)), [](const Gej<F>& P) { return next_of(fast::to_affine_var(P)); });
}

/// 64 points to affine with one inversion; the time is per point.
template <class F>
void to_affine_batch_var(benchmark::State& state) {
  constexpr std::size_t kPoints = 64;
  std::vector<Gej<F>> in(kPoints);
  std::vector<Ge<F>> out(kPoints);
  for (std::size_t i = 0; i < kPoints; ++i) in[i] = jac(g<F>(), z_of<F>(i + 1));
  for (auto _ : state) {
    fast::to_affine_batch_var(std::span<Ge<F>>(out), std::span<const Gej<F>>(in));
    in[0] = next_of(out[kPoints - 1]);  // the next batch waits for this one
    benchmark::DoNotOptimize(out.data());
  }
  per_op(state, kPoints);
}

template <class F>
void neg(benchmark::State& state) {
  latency(state, jac(g<F>(), z_of<F>(1)), [](const Gej<F>& P) { return fast::neg(P); });
}
/// on_curve's answer feeds the next input (G or 2G), so the chain waits on it.
template <class F>
void on_curve(benchmark::State& state) {
  const F b = Secp256k1::b<F>();
  const Ge<F> pts[2] = {g<F>(), g2<F>()};
  latency(state, pts[0], [&](const Ge<F>& P) { return pts[fast::on_curve(P, b) ? 1 : 0]; });
}
template <class F>
void equal_var(benchmark::State& state) {
  const Gej<F> A = jac(g<F>(), z_of<F>(1));
  const Gej<F> pts[2] = {jac(g<F>(), z_of<F>(2)), jac(g<F>(), z_of<F>(3))};
  latency(state, pts[0], [&](const Gej<F>& P) { return pts[fast::equal_var(P, A) ? 1 : 0]; });
}
template <class F>
void endo(benchmark::State& state) {
  const F beta = Secp256k1::beta<F>();
  latency(state, g<F>(), [&](const Ge<F>& P) { return fast::endo(P, beta); });
}
/// A table of 8 odd multiples (what a window-5 wNAF uses); the time is per
/// table, the next point taken from the last entry.
template <class F>
void odd_multiples_var_8(benchmark::State& state) {
  latency(state, jac(g<F>(), z_of<F>(1)), [](const Gej<F>& P) {
    const fast::OddMultiples<F> t = fast::odd_multiples_var(P, 8);
    return jac(t.table[7], t.z);
  });
}

#define TANDEM_FIELDS_BENCH(kind, name, fn)                                  \
  BENCHMARK(fn<Fe>)->Name("tandem/" kind "/" name "/fe");                    \
  BENCHMARK(fn<Fe64>)->Name("tandem/" kind "/" name "/fe64")

#define TANDEM_DBL_BENCH(name)                                                                  \
  BENCHMARK((jacobian_dbl<Fe, fast::name<Fe>>))->Name("tandem/formula/" #name "/fe");          \
  BENCHMARK((jacobian_dbl<Fe64, fast::name<Fe64>>))->Name("tandem/formula/" #name "/fe64")

TANDEM_DBL_BENCH(dbl_a0_3m4s);
TANDEM_DBL_BENCH(dbl_a0_2009l_2m5s);
TANDEM_DBL_BENCH(dbl_a0_half_3m4s);
TANDEM_FIELDS_BENCH("formula", "madd_8m3s_var", madd_8m3s_var);
TANDEM_FIELDS_BENCH("formula", "add_1998_cmo_12m4s_var", add_1998_cmo_12m4s_var);
TANDEM_FIELDS_BENCH("formula", "add_2007_bl_11m5s_var", add_2007_bl_11m5s_var);
TANDEM_FIELDS_BENCH("formula", "add_zinv_9m3s_var", add_zinv_9m3s_var);
TANDEM_FIELDS_BENCH("formula", "add_unified_bj_a0_11m5s", add_unified_bj_a0_11m5s);
TANDEM_FIELDS_BENCH("formula", "madd_unified_a0_7m5s", madd_unified_a0_7m5s);
TANDEM_FIELDS_BENCH("formula", "add_rcb_a0_12m", add_rcb_a0_12m);
TANDEM_FIELDS_BENCH("formula", "madd_rcb_a0_11m", madd_rcb_a0_11m);
TANDEM_FIELDS_BENCH("formula", "dbl_rcb_a0_6m2s", dbl_rcb_a0_6m2s);
TANDEM_FIELDS_BENCH("formula", "zaddu_5m2s", zaddu_5m2s);
TANDEM_FIELDS_BENCH("formula", "zaddc_6m3s", zaddc_6m3s);
TANDEM_FIELDS_BENCH("formula", "dblu_a0_1m5s", dblu_a0_1m5s);
TANDEM_FIELDS_BENCH("formula", "coz_ladder_step_11m5s", coz_ladder_step_11m5s);
TANDEM_FIELDS_BENCH("formula", "xdbl_a0_4m3s1c", xdbl_a0_4m3s1c);
TANDEM_FIELDS_BENCH("formula", "xadd_a0_8m2s1c", xadd_a0_8m2s1c);
TANDEM_FIELDS_BENCH("formula", "xz_recover_y_a0_9m2s1c", xz_recover_y_a0_9m2s1c);

TANDEM_FIELDS_BENCH("group", "to_affine", to_affine);
TANDEM_FIELDS_BENCH("group", "to_affine_var", to_affine_var);
TANDEM_FIELDS_BENCH("group", "to_affine_batch_var_64", to_affine_batch_var);
TANDEM_FIELDS_BENCH("group", "neg", neg);
TANDEM_FIELDS_BENCH("group", "on_curve", on_curve);
TANDEM_FIELDS_BENCH("group", "equal_var", equal_var);
TANDEM_FIELDS_BENCH("group", "endo", endo);
TANDEM_FIELDS_BENCH("group", "odd_multiples_var_8", odd_multiples_var_8);

// ---- combine: P1 + P2, normalized, beside libsecp256k1 ----------------------

/// tandem's combine: the two points read from their 64-byte storage form,
/// a mixed addition (libsecp256k1 adds with secp256k1_gej_add_ge_var), the
/// sum brought to affine with one inversion and stored; the sum is the next
/// P1. secp256k1_ec_pubkey_combine does the same: it loads each key, adds
/// it to an accumulator starting at O, converts with ge_set_gej (one
/// inversion) and saves.
template <class F>
void combine(benchmark::State& state) {
  const fast::GeStorage p2 = fast::to_storage(g2<F>());
  fast::GeStorage p1 = fast::to_storage(g<F>());
  for (auto _ : state) {
    const Gej<F> acc = Gej<F>::from_affine(fast::from_storage<F>(p1));
    const Ge<F> sum = fast::to_affine_var(fast::madd_8m3s_var(acc, fast::from_storage<F>(p2)));
    p1 = fast::to_storage(sum);
    benchmark::DoNotOptimize(p1);
  }
  per_op(state, 1);
}

void peer_combine(benchmark::State& state) {
  secp256k1_context* ctx = secp256k1_context_create(SECP256K1_CONTEXT_NONE);
  std::array<unsigned char, 32> k1{}, k2{};
  k1[31] = 1;
  k2[31] = 2;
  secp256k1_pubkey p1, p2, out;
  if (secp256k1_ec_pubkey_create(ctx, &p1, k1.data()) != 1 || secp256k1_ec_pubkey_create(ctx, &p2, k2.data()) != 1) {
    state.SkipWithError("secp256k1_ec_pubkey_create failed");
  }
  for (auto _ : state) {
    const secp256k1_pubkey* ins[2] = {&p1, &p2};
    const int ok = secp256k1_ec_pubkey_combine(ctx, &out, ins, 2);
    benchmark::DoNotOptimize(ok);
    p1 = out;
  }
  per_op(state, 1);
  state.SetLabel("libsecp256k1 secp256k1_ec_pubkey_combine");
  secp256k1_context_destroy(ctx);
}

// On the strategies' field (docs/fast-group.md), and on the other one.
BENCHMARK(combine<Fe64>)->Name("tandem/combine");
BENCHMARK(peer_combine)->Name("peer/combine");
BENCHMARK(combine<Fe>)->Name("tandem/combine/fe");

}  // namespace
}  // namespace tandem::bench

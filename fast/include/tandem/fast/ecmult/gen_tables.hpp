// The precomputed tables of the variable-time strategies for the generator
// G of a curve C (group/curve.hpp): computed from G at first use, never
// typed, shared by every field (the tables hold normalized words, which
// Fe and Fe64 read back alike).
//
//   ecmult_g_tables<C, W>()       (2i + 1)·G and (2i + 1)·2^s·G for
//                                 i < 2^(W − 2), s = ⌈kScalarBits / 2⌉: the G
//                                 side of ecmult_var's Strauss loop, where
//                                 b = b1 + b2·2^s takes two wNAFs of s bits
//                                 without the endomorphism (libsecp256k1's
//                                 pre_g and pre_g_128, ecmult_impl.h).
//   ecmult_gen_var_table<C, W>()  d·2^(W·i)·G for every window i and signed
//                                 digit magnitude 1 ≤ d ≤ 2^(W − 1): the
//                                 fixed-base windows of ecmult_gen_var.
//
// Each table is a function-local static of its instantiation, so the first
// use builds it once, and concurrent first uses wait for that one build
// (C++11 [stmt.dcl]/4: the initialization of a block-scope static is
// thread-safe).
//
// Entries are GeStorage (64 bytes). The small curves' tables hold O too (the
// multiples of a point of order 7 run into 7·G), which GeStorage has no form
// for: O is stored as x = 2^256 − 1, a value no normalized coordinate has
// (it is above p), and load_entry reads it back as O.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "tandem/fast/field.hpp"
#include "tandem/fast/field_inverse.hpp"
#include "tandem/fast/formulas/jacobian_add.hpp"
#include "tandem/fast/formulas/jacobian_dbl.hpp"
#include "tandem/fast/group/curve.hpp"
#include "tandem/fast/group/group.hpp"
#include "tandem/fast/group/odd_multiples.hpp"
#include "tandem/fast/group/point.hpp"

#ifndef TANDEM_ECMULT_WINDOW_G
/// The wNAF width of G's tables in ecmult_var: 2^(w − 2) points per table,
/// two tables (w = 15: 2 × 8192 points, 1 MiB), libsecp256k1's default
/// ECMULT_WINDOW_SIZE. Set by CMake's TANDEM_ECMULT_WINDOW_G. Measured on
/// secp256k1 (5×52 field, thread CPU time, a loaded machine): w = 8 38 µs,
/// 10 and 12 37.5 µs, 14 36.5 µs, 15 37.8 µs, 16 35.4 µs per a·P + b·G; the
/// width moves it by a few per cent only (G's part is a quarter of the
/// additions at w = 8 already).
#define TANDEM_ECMULT_WINDOW_G 15
#endif

#ifndef TANDEM_ECMULT_GEN_VAR_WINDOW
/// The window of ecmult_gen_var's table: ⌈(bits + 1)/w⌉ windows of 2^(w − 1)
/// points (w = 10: 26 × 512 points, 832 KiB; ecmult_gen_var.hpp gives the
/// measurements behind the choice). Set by CMake's
/// TANDEM_ECMULT_GEN_VAR_WINDOW.
#define TANDEM_ECMULT_GEN_VAR_WINDOW 10
#endif

namespace tandem::fast {

inline constexpr unsigned kMinEcmultWindowG = 2;
inline constexpr unsigned kMaxEcmultWindowG = 22;
inline constexpr unsigned kEcmultWindowG = TANDEM_ECMULT_WINDOW_G;
static_assert(kEcmultWindowG >= kMinEcmultWindowG && kEcmultWindowG <= kMaxEcmultWindowG,
              "TANDEM_ECMULT_WINDOW_G must lie in [2, 22]");

inline constexpr unsigned kMinEcmultGenVarWindow = 1;
inline constexpr unsigned kMaxEcmultGenVarWindow = 16;
inline constexpr unsigned kEcmultGenVarWindow = TANDEM_ECMULT_GEN_VAR_WINDOW;
static_assert(kEcmultGenVarWindow >= kMinEcmultGenVarWindow && kEcmultGenVarWindow <= kMaxEcmultGenVarWindow,
              "TANDEM_ECMULT_GEN_VAR_WINDOW must lie in [1, 16]");

/// Where ecmult_var splits b into b1 + b2·2^s: half of n's bits, rounded up
/// (128 on secp256k1).
template <class C>
inline constexpr unsigned kGenSplitBits = (C::kScalarBits + 1) / 2;

namespace var_detail {

inline constexpr Words256 kInfinityWords{~std::uint64_t{0}, ~std::uint64_t{0}, ~std::uint64_t{0}, ~std::uint64_t{0}};

/// The storage form of a normalized affine point, O included.
template <class F>
[[nodiscard]] GeStorage store_entry(const Ge<F>& P) {
  if (P.infinity) return {kInfinityWords, kInfinityWords};
  return to_storage(P);
}

/// A stored point back in field F (O for the sentinel). Public tables only:
/// the test of the sentinel is a branch.
template <class F>
[[nodiscard]] Ge<F> load_entry(const GeStorage& s) {
  if (s.x == kInfinityWords) return Ge<F>::at_infinity();
  return from_storage<F>(s);
}

/// (2i + 1)·Q for i < count as true affine points of E (Q public, any order):
/// the effective-affine table of odd_multiples_var brought back from the
/// image curve with one more inversion, (x, y) ↦ (x/z², y/z³).
inline std::vector<GeStorage> odd_multiples_storage(const Gej<Fe>& Q, std::size_t count) {
  const OddMultiples<Fe> t = odd_multiples_var(Q, count);
  const Fe zi = inverse_var(t.z);
  const Fe zi2 = sqr(zi);
  const Fe zi3 = mul(zi2, zi);
  std::vector<GeStorage> out(count);
  for (std::size_t i = 0; i < count; ++i) {
    const Ge<Fe>& e = t.table[i];
    out[i] = e.infinity ? store_entry(e) : store_entry(Ge<Fe>{normalize_var(mul(e.x, zi2)), normalize_var(mul(e.y, zi3)), false});
  }
  return out;
}

}  // namespace var_detail

/// G's two odd-multiple tables for ecmult_var's window W.
struct EcmultGTables {
  std::vector<GeStorage> g;        ///< (2i + 1)·G
  std::vector<GeStorage> g_shift;  ///< (2i + 1)·2^s·G, s = kGenSplitBits<C>
};

/// Built at first use (2^(W − 2) − 1 mixed additions per table, s
/// doublings, two inversions per table); thread-safe.
template <class C, unsigned W = kEcmultWindowG>
[[nodiscard]] const EcmultGTables& ecmult_g_tables() {
  static_assert(W >= kMinEcmultWindowG && W <= kMaxEcmultWindowG, "ecmult_g_tables: W outside [2, 22]");
  static const EcmultGTables tables = [] {
    const std::size_t count = std::size_t{1} << (W - 2);
    const Gej<Fe> G = Gej<Fe>::from_affine(C::template generator<Fe>());
    Gej<Fe> S = G;
    for (unsigned i = 0; i < kGenSplitBits<C>; ++i) S = dbl(S);
    return EcmultGTables{var_detail::odd_multiples_storage(G, count), var_detail::odd_multiples_storage(S, count)};
  }();
  return tables;
}

/// ecmult_gen_var's table for window W: entry(i, d) = d·2^(W·i)·G.
struct EcmultGenVarTable {
  unsigned w = 0;
  std::size_t windows = 0;
  std::size_t per_window = 0;  ///< 2^(W − 1)
  std::vector<GeStorage> entries;
  [[nodiscard]] const GeStorage& entry(std::size_t window, std::size_t d) const {
    return entries[window * per_window + (d - 1)];
  }
};

/// ⌈(kScalarBits + 1)/W⌉ windows: a signed recoding of a scalar below
/// 2^kScalarBits may carry into one more digit (ecmult_gen_var.hpp).
template <class C>
[[nodiscard]] constexpr std::size_t gen_var_windows(unsigned w) {
  return (C::kScalarBits + 1 + w - 1) / w;
}

/// Built at first use: per window, the weight 2^(W·i)·G by W doublings and
/// one inversion, then its 2^(W − 1) multiples by a doubling and mixed
/// additions; one batch inversion for the whole table. Thread-safe.
template <class C, unsigned W = kEcmultGenVarWindow>
[[nodiscard]] const EcmultGenVarTable& ecmult_gen_var_table() {
  static_assert(W >= kMinEcmultGenVarWindow && W <= kMaxEcmultGenVarWindow, "ecmult_gen_var_table: W outside [1, 16]");
  static const EcmultGenVarTable table = [] {
    EcmultGenVarTable t;
    t.w = W;
    t.windows = gen_var_windows<C>(W);
    t.per_window = std::size_t{1} << (W - 1);
    std::vector<Gej<Fe>> jac;
    jac.reserve(t.windows * t.per_window);
    Gej<Fe> weight = Gej<Fe>::from_affine(C::template generator<Fe>());
    for (std::size_t i = 0; i < t.windows; ++i) {
      const Ge<Fe> B = to_affine_var(weight);
      jac.push_back(Gej<Fe>::from_affine(B));
      for (std::size_t d = 2; d <= t.per_window; ++d) {
        jac.push_back(d == 2 ? dbl(jac.back()) : madd_8m3s_var(jac.back(), B));
      }
      for (unsigned j = 0; j < W; ++j) weight = dbl(weight);
    }
    std::vector<Ge<Fe>> aff(jac.size());
    to_affine_batch_var(std::span<Ge<Fe>>(aff), std::span<const Gej<Fe>>(jac));
    t.entries.resize(aff.size());
    for (std::size_t i = 0; i < aff.size(); ++i) t.entries[i] = var_detail::store_entry(aff[i]);
    return t;
  }();
  return table;
}

}  // namespace tandem::fast

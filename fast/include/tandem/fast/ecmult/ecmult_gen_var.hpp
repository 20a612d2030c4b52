// k·G for a public k by fixed-base windows: no doubling at all, one mixed
// addition per non-zero window, from a large table of affine points
// (gen_tables.hpp's ecmult_gen_var_table). The byte-indexed generator table
// of dcrd's secp256k1 and of secp256k1-x64 is the unsigned form of this
// (ref/mult/fixed_base_table.hpp, mul_fixed_base_table_var); here the
// digits are signed, so each window needs 2^(w − 1) points, not 2^w − 1,
// and a negation of y stands in for the other half.
//
// The recoding: with c_0 = 0, window i of k (bits w·i … w·i + w − 1) plus
// the carry c_i is r_i ∈ [0, 2^w]; d_i = r_i − 2^w·c_(i+1) with
// c_(i+1) = [r_i > 2^(w−1)], so d_i ∈ (−2^(w−1), 2^(w−1)] and
// k = Σ d_i·2^(w·i). A scalar below 2^bits needs ⌈(bits + 1)/w⌉ digits
// (the top one takes the last carry).
//
// Sizes on secp256k1 (64-byte entries): w = 6, 43 windows, 86 KiB; w = 8,
// 33, 264 KiB; w = 10, 26, 832 KiB; w = 12, 22, 2.75 MiB; w = 14, 19,
// 9.5 MiB. Measured (5×52 field, random k, thread CPU time on a loaded
// machine): w = 4 13.0 µs, 6 9.3, 8 7.3, 10 5.7, 12 4.9, 14 4.5 µs per k·G.
// The default, TANDEM_ECMULT_GEN_VAR_WINDOW = 10, takes most of the gain
// within 832 KiB; 12 and 14 buy 14 and 21 % more for 3.4 and 12 times the
// memory, and each window's lookup is a cache miss once the table
// outgrows the cache (which a loop over random k measures only in part).
// Variable time, for public k only (a secret k goes to ecmult_gen, which
// scans its table).
#pragma once

#include <cstddef>
#include <cstdint>

#include "tandem/fast/ecmult/gen_tables.hpp"
#include "tandem/fast/formulas/jacobian_add.hpp"
#include "tandem/fast/group/curve.hpp"
#include "tandem/fast/group/group.hpp"
#include "tandem/fast/group/point.hpp"
#include "tandem/fast/recoding.hpp"

namespace tandem::fast {

namespace var_detail {

/// r + k·G, by the signed windows above against window W's table.
template <class C, LazyField F, unsigned W>
[[nodiscard]] Gej<F> gen_var_accumulate(Gej<F> r, const typename C::Scalar& k) {
  const EcmultGenVarTable& T = ecmult_gen_var_table<C, W>();
  const Words256 kw = k.words();
  const std::uint32_t half = std::uint32_t{1} << (W - 1);
  std::uint32_t carry = 0;
  for (std::size_t i = 0; i < T.windows; ++i) {
    const std::uint32_t raw = detail::bits_of(kw, static_cast<unsigned>(W * i), W) + carry;
    carry = raw > half ? 1 : 0;
    if (raw == 0 || raw == (std::uint32_t{1} << W)) continue;  // d_i = 0
    const bool negative = carry != 0;
    const std::uint32_t mag = negative ? (std::uint32_t{1} << W) - raw : raw;
    Ge<F> e = load_entry<F>(T.entry(i, mag));
    if (negative && !e.infinity) e.y = normalize_weak(negate(e.y, 1));
    r = madd_8m3s_var(r, e);
  }
  return r;
}

}  // namespace var_detail

/// k·G. Public k. Cost on secp256k1 (w = 10): at most 26 mixed additions
/// (8M + 3S each), the first on O free, and no doubling.
template <class C, LazyField F, unsigned W = kEcmultGenVarWindow>
[[nodiscard]] Gej<F> ecmult_gen_var(const typename C::Scalar& k) {
  return var_detail::gen_var_accumulate<C, F, W>(Gej<F>::at_infinity(), k);
}

/// P + t·G (libsecp256k1's secp256k1_ec_pubkey_tweak_add, without the
/// parsing): the windows of t accumulated onto P itself, so the sum costs
/// no general addition. Public P (any point of the curve) and t.
template <class C, LazyField F, unsigned W = kEcmultGenVarWindow>
[[nodiscard]] Gej<F> tweak_add_var(const Gej<F>& P, const typename C::Scalar& t) {
  return var_detail::gen_var_accumulate<C, F, W>(P, t);
}

}  // namespace tandem::fast

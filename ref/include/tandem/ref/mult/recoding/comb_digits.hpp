// Comb recodings for fixed-base multiplication: the scalar's bits are read
// in columns of a (teeth × spacing) matrix, so that one doubling serves every
// tooth at once and a precomputed table holds each column's combination.
#pragma once

#include <gmpxx.h>

#include <cstddef>
#include <span>
#include <vector>

namespace tandem::ref {

/// The columns of the Lim–Lee comb (Lim, Lee, "More flexible exponentiation
/// with precomputation", CRYPTO 1994; Hankerson–Menezes–Vanstone Alg. 3.44):
/// write k < 2^(teeth·spacing) as `teeth` rows of `spacing` bits; column j
/// (0 ≤ j < spacing) is cⱼ = Σ_{i<teeth} bit(k, i·spacing + j)·2^i, in
/// [0, 2^teeth). Then k = Σⱼ 2^j · Σᵢ bitᵢ(cⱼ)·2^(i·spacing).
/// std::invalid_argument for k < 0, teeth outside [1, 24], spacing 0 or
/// k ≥ 2^(teeth·spacing).
[[nodiscard]] std::vector<int> comb_columns(const mpz_class& k, int teeth, std::size_t spacing);

/// The integer Lim–Lee columns stand for (the inverse of comb_columns).
[[nodiscard]] mpz_class comb_value(std::span<const int> columns, int teeth, std::size_t spacing);

/// The shape of Hamburg's signed-digit multi-comb: `blocks` combs of
/// `teeth` teeth each, the teeth `spacing` bits apart, covering
/// T = blocks·teeth·spacing bits.
struct MultiCombShape {
  int blocks;
  int teeth;
  std::size_t spacing;
  [[nodiscard]] std::size_t total_bits() const {
    return static_cast<std::size_t>(blocks) * static_cast<std::size_t>(teeth) * spacing;
  }
};

/// The smallest spacing for which `blocks` combs of `teeth` teeth cover
/// `bits` bits: ⌈bits / (blocks·teeth)⌉ (at least 1).
[[nodiscard]] std::size_t multi_comb_spacing(std::size_t bits, int blocks, int teeth);

/// Hamburg's signed all-bits-set comb digits (Hamburg, "Fast and compact
/// elliptic-curve cryptography", ePrint 2012/309, §3.3; libsecp256k1's
/// ecmult_gen since 2024). Every bit position p < T carries a sign
/// σₚ = ±1, never 0: with d = (k + 2^T − 1)/2 mod n (halving mod the odd n),
/// σₚ = 2·bit(d, p) − 1, and Σ σₚ·2^p = 2d − (2^T − 1) ≡ k (mod n).
/// Digit [j·blocks + b] (column j < spacing, block b < blocks) gathers the
/// signs of the teeth of block b in column j, σ at bit (b·teeth + i)·spacing
/// + j for tooth i, as the odd integer m = Σᵢ σ·2^i, so |m| ≤ 2^teeth − 1
/// and m ≠ 0. Preconditions: n odd, k ≥ 0, T ≥ bits(n), teeth in [1, 24],
/// blocks ≥ 1; std::invalid_argument otherwise.
[[nodiscard]] std::vector<int> signed_comb_digits(const mpz_class& k, const mpz_class& n, const MultiCombShape& shape);

/// Σ over the digits of Σᵢ σᵢ·2^((b·teeth + i)·spacing + j): the integer the
/// signed comb digits stand for (≡ k mod n, and in (−2^T, 2^T)).
[[nodiscard]] mpz_class signed_comb_value(std::span<const int> digits, const MultiCombShape& shape);

}  // namespace tandem::ref

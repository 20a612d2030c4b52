// Hamburg's signed-digit multi-comb for a fixed base (Hamburg, "Fast and
// compact elliptic-curve cryptography", ePrint 2012/309, §3.3; the shape of
// libsecp256k1's ecmult_gen since 2024). Every bit of the recoded scalar is
// a sign ±1, never 0 (recoding/comb_digits.hpp), so every column of every
// block adds exactly one table entry: the sequence of operations is the
// same for every scalar (regular). A table need only hold the entries whose
// top tooth is +1: the others are their negatives, which halves it.
#pragma once

#include <gmpxx.h>

#include <string>
#include <vector>

#include "tandem/ref/mult/group_ops.hpp"
#include "tandem/ref/mult/recoding/comb_digits.hpp"
#include "tandem/ref/mult/recoding/radix.hpp"

namespace tandem::ref {

inline constexpr int kMinMultiCombTeeth = 1;
inline constexpr int kMaxMultiCombTeeth = 8;

/// entries[b·2^(teeth−1) + e]: for block b, Σᵢ σᵢ·2^((b·teeth + i)·spacing)·P
/// with σ_{teeth−1} = +1 and σᵢ = 2·bitᵢ(e) − 1 below.
template <class A>
struct MultiCombTable {
  MultiCombShape shape;
  std::vector<A> entries;
};

/// The default number of blocks for `teeth` teeth: the one that gives a
/// spacing of 4 bits for the curve's n, as libsecp256k1's default (11 blocks
/// of 6 teeth, spacing 4, for 256 bits).
[[nodiscard]] inline int multi_comb_default_blocks(std::size_t bits, int teeth) {
  const std::size_t per_block = 4 * static_cast<std::size_t>(teeth);
  return static_cast<int>(std::max<std::size_t>(1, (bits + per_block - 1) / per_block));
}

/// The multiple of P a table entry (block b, index e) stands for.
[[nodiscard]] inline mpz_class multi_comb_entry_multiple(const MultiCombShape& s, int b, std::size_t e) {
  mpz_class m = 0;
  for (int i = 0; i < s.teeth; ++i) {
    const bool plus = i == s.teeth - 1 || ((e >> i) & 1) != 0;
    const mpz_class w = power_of_two(static_cast<std::size_t>(b * s.teeth + i) * s.spacing);
    m += plus ? w : mpz_class(-w);
  }
  return m;
}

/// The multiple of P that digit m of block b contributes in column 0
/// (shifted left by j in column j): Σᵢ σᵢ·2^((b·teeth + i)·spacing).
[[nodiscard]] inline mpz_class multi_comb_digit_multiple(const MultiCombShape& s, int b, int m) {
  const std::size_t e = static_cast<std::size_t>((m > 0 ? m : -m) - 1) / 2;
  const mpz_class v = multi_comb_entry_multiple(s, b, e);
  return m > 0 ? v : mpz_class(-v);
}

/// The tables for P: `blocks` ≥ 1 blocks of 1 ≤ teeth ≤ 8 teeth (at most
/// 4096 teeth in all), spacing
/// ⌈bits(n)/(blocks·teeth)⌉ (the group's order must be known). Cost:
/// (blocks·teeth − 1)·spacing doublings for the tooth weights
/// 2^(p·spacing)·P, blocks·(2^teeth − 2) mixed additions (each level of a
/// block's table doubles it with ± the next tooth), teeth − 1 negations per
/// block, two batch normalisations; blocks·2^(teeth−1) points.
template <GroupOps G>
[[nodiscard]] MultiCombTable<typename G::Affine> multi_comb_precompute(const G& g, const typename G::Affine& P, int blocks,
                                                                      int teeth) {
  if (teeth < kMinMultiCombTeeth || teeth > kMaxMultiCombTeeth || blocks < 1 || blocks * teeth > 4096) {
    throw std::invalid_argument("tandem::ref::multi_comb_precompute: teeth outside [1, 8] or more than 4096 teeth in all");
  }
  if (g.order() <= 0) throw std::invalid_argument("tandem::ref::multi_comb_precompute: needs the group order");
  g.stage(Stage::precomputation);
  const MultiCombShape shape{blocks, teeth, multi_comb_spacing(bit_length(g.order()), blocks, teeth)};
  std::vector<typename G::Point> weights{g.lift(P)};  // 2^(p·spacing)·P for p < blocks·teeth
  while (weights.size() < static_cast<std::size_t>(blocks * teeth)) {
    typename G::Point R = weights.back();
    for (std::size_t j = 0; j < shape.spacing; ++j) R = g.dbl(R);
    weights.push_back(R);
  }
  const std::vector<typename G::Affine> W = g.to_affine_batch(weights);
  std::vector<typename G::Point> all;
  for (int b = 0; b < blocks; ++b) {
    const auto tooth = [&](int i) { return W[static_cast<std::size_t>(b * teeth + i)]; };
    std::vector<typename G::Point> E{g.lift(tooth(teeth - 1))};
    for (int i = 0; i < teeth - 1; ++i) {
      // Bit i of the index is tooth i's sign: the lower half takes −2^(…)P,
      // the upper half +2^(…)P.
      const typename G::Affine minus = g.neg(tooth(i));
      std::vector<typename G::Point> next;
      for (const auto& e : E) next.push_back(g.add_mixed(e, minus));
      for (const auto& e : E) next.push_back(g.add_mixed(e, tooth(i)));
      E = std::move(next);
    }
    all.insert(all.end(), E.begin(), E.end());
  }
  MultiCombTable<typename G::Affine> table{shape, g.to_affine_batch(all)};
  const std::size_t half = std::size_t{1} << (teeth - 1);
  g.table(std::span<const typename G::Affine>(table.entries), [&](std::size_t i) {
    const int b = static_cast<int>(i / half);
    return StepNote{"T" + std::to_string(b) + "[" + std::to_string(i % half) + "]",
                    {multi_comb_entry_multiple(shape, b, i % half)}};
  });
  return table;
}

/// k·P from P's tables; k ≥ 0, taken mod n, so P must be in the subgroup of
/// order n. Cost: spacing − 1 doublings and blocks·spacing mixed additions
/// (the first on R = O) and a negation per negative digit, for every k.
template <GroupOps G>
[[nodiscard]] typename G::Point mul_multi_comb(const G& g, const MultiCombTable<typename G::Affine>& T, const mpz_class& k) {
  require_nonnegative(k, "tandem::ref::mul_multi_comb");
  if (g.order() <= 0) throw std::invalid_argument("tandem::ref::mul_multi_comb: needs the group order");
  g.stage(Stage::evaluation);
  const MultiCombShape& s = T.shape;
  const std::vector<int> d = signed_comb_digits(k, g.order(), s);
  const auto blocks = static_cast<std::size_t>(s.blocks);
  const std::size_t half = std::size_t{1} << (s.teeth - 1);
  g.note([&] {
    std::string text = std::to_string(s.blocks) + " blocks x " + std::to_string(s.teeth) + " teeth, spacing " +
                       std::to_string(s.spacing) + "; signed digits per column, most significant column first:";
    for (std::size_t j = s.spacing; j-- > 0;) {
      text += " [";
      for (std::size_t b = 0; b < blocks; ++b) text += (b ? " " : "") + std::to_string(d[j * blocks + b]);
      text += "]";
    }
    return text;
  });
  // The multiple of P once the digits above (column j, block b) are read.
  const auto read_so_far = [&](std::size_t j, std::size_t b_done) {
    mpz_class m = 0;
    for (std::size_t jj = s.spacing; jj-- > j;) {
      m *= 2;
      const std::size_t upto = jj == j ? b_done : blocks;
      for (std::size_t b = 0; b < upto; ++b) m += multi_comb_digit_multiple(s, static_cast<int>(b), d[jj * blocks + b]);
    }
    return m;
  };
  typename G::Point R = g.identity();
  for (std::size_t j = s.spacing; j-- > 0;) {
    if (j + 1 < s.spacing) {
      R = g.dbl(R);
      g.step(R, [&] { return StepNote{"R = 2R", {2 * read_so_far(j + 1, blocks)}}; });
    }
    for (std::size_t b = 0; b < blocks; ++b) {
      const int m = d[j * blocks + b];
      const typename G::Affine& e = T.entries[b * half + static_cast<std::size_t>((m > 0 ? m : -m) - 1) / 2];
      R = g.add_mixed(R, m > 0 ? e : g.neg(e));
      g.step(R, [&] {
        return StepNote{"column " + std::to_string(j) + ", block " + std::to_string(b) + ", digit " + std::to_string(m) +
                            ": R = R " + (m > 0 ? "+ " : "- ") + "T" + std::to_string(b) + "[" +
                            std::to_string(((m > 0 ? m : -m) - 1) / 2) + "]",
                        {read_so_far(j, b + 1)}};
      });
    }
  }
  return R;
}

/// Both halves at once.
template <GroupOps G>
[[nodiscard]] typename G::Point mul_multi_comb(const G& g, const mpz_class& k, const typename G::Affine& P, int blocks,
                                               int teeth) {
  require_nonnegative(k, "tandem::ref::mul_multi_comb");
  return mul_multi_comb(g, multi_comb_precompute(g, P, blocks, teeth), k);
}

}  // namespace tandem::ref

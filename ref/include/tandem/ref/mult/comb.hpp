// The Lim–Lee comb for a fixed base (Lim, Lee, CRYPTO 1994;
// Hankerson–Menezes–Vanstone Alg. 3.44): the scalar's bits as `teeth` rows
// of d = ⌈bits(n)/teeth⌉ bits; a table holds every combination
// Σ cᵢ·2^(i·d)·P of the rows' weights, so one doubling per column serves
// all teeth. d doublings instead of bits(n), for a table of 2^teeth − 1
// points built once per base. Variable-time (zero columns are skipped).
#pragma once

#include <gmpxx.h>

#include <string>
#include <vector>

#include "tandem/ref/mult/group_ops.hpp"
#include "tandem/ref/mult/recoding/comb_digits.hpp"
#include "tandem/ref/mult/recoding/radix.hpp"

namespace tandem::ref {

inline constexpr int kMinCombTeeth = 1;
inline constexpr int kMaxCombTeeth = 8;

/// entries[c − 1] = Σ_{i<teeth} bitᵢ(c)·2^(i·spacing)·P for 1 ≤ c < 2^teeth.
template <class A>
struct CombTable {
  int teeth;
  std::size_t spacing;
  std::vector<A> entries;
};

/// The multiple of P a comb entry or column value c stands for.
[[nodiscard]] inline mpz_class comb_entry_multiple(int c, int teeth, std::size_t spacing) {
  const int col[1] = {c};
  return comb_value(col, teeth, spacing);
}

/// The table for P, 1 ≤ teeth ≤ 8, spacing ⌈bits(n)/teeth⌉ (the group's
/// order must be known). Cost: (teeth − 1)·spacing doublings for the row
/// weights 2^(i·spacing)·P, 2^teeth − 1 − teeth mixed additions (one per
/// entry with two bits or more), two batch normalisations; 2^teeth − 1
/// points.
template <GroupOps G>
[[nodiscard]] CombTable<typename G::Affine> comb_precompute(const G& g, const typename G::Affine& P, int teeth) {
  if (teeth < kMinCombTeeth || teeth > kMaxCombTeeth) throw std::invalid_argument("tandem::ref::comb_precompute: teeth outside [1, 8]");
  if (g.order() <= 0) throw std::invalid_argument("tandem::ref::comb_precompute: needs the group order");
  g.stage(Stage::precomputation);
  const std::size_t spacing = std::max<std::size_t>(1, windows_for_bits(bit_length(g.order()), teeth));
  std::vector<typename G::Point> rows{g.lift(P)};
  while (rows.size() < static_cast<std::size_t>(teeth)) {
    typename G::Point R = rows.back();
    for (std::size_t j = 0; j < spacing; ++j) R = g.dbl(R);
    rows.push_back(R);
  }
  const std::vector<typename G::Affine> row = g.to_affine_batch(rows);
  std::vector<typename G::Point> J;
  for (std::size_t c = 1; c < (std::size_t{1} << teeth); ++c) {
    std::size_t hi = 0;
    while ((c >> (hi + 1)) != 0) ++hi;
    const std::size_t rest = c - (std::size_t{1} << hi);
    J.push_back(rest == 0 ? g.lift(row[hi]) : g.add_mixed(J[rest - 1], row[hi]));
  }
  CombTable<typename G::Affine> table{teeth, spacing, g.to_affine_batch(J)};
  g.table(std::span<const typename G::Affine>(table.entries), [&](std::size_t i) {
    return StepNote{"T[" + std::to_string(i + 1) + "]", {comb_entry_multiple(static_cast<int>(i + 1), teeth, spacing)}};
  });
  return table;
}

/// k·P from P's comb table. k is reduced mod n, so P must be in the
/// subgroup of order n (a fixed base such as G). Cost: `spacing` doublings
/// and one mixed addition per non-zero column, the first of each on R = O.
template <GroupOps G>
[[nodiscard]] typename G::Point mul_comb_var(const G& g, const CombTable<typename G::Affine>& T, const mpz_class& k) {
  require_nonnegative(k, "tandem::ref::mul_comb_var");
  const mpz_class kr = reduce_mod_order(k, g.order(), "tandem::ref::mul_comb_var");
  g.stage(Stage::evaluation);
  const std::vector<int> c = comb_columns(kr, T.teeth, T.spacing);
  g.note([&] {
    std::string s = "k mod n as " + std::to_string(T.teeth) + " rows of " + std::to_string(T.spacing) +
                    " bits; columns, most significant first:";
    for (std::size_t j = c.size(); j-- > 0;) s += " " + std::to_string(c[j]);
    return s;
  });
  // The multiple of P once the columns from the top down to `from` are read.
  const auto read_so_far = [&](std::size_t from) {
    mpz_class m = 0;
    for (std::size_t j = c.size(); j-- > from;) m = 2 * m + comb_entry_multiple(c[j], T.teeth, T.spacing);
    return m;
  };
  typename G::Point R = g.identity();
  for (std::size_t j = c.size(); j-- > 0;) {
    R = g.dbl(R);
    g.step(R, [&] { return StepNote{"R = 2R", {2 * read_so_far(j + 1)}}; });
    if (c[j] != 0) {
      R = g.add_mixed(R, T.entries[static_cast<std::size_t>(c[j] - 1)]);
      g.step(R, [&] {
        return StepNote{"column " + std::to_string(j) + " is " + std::to_string(c[j]) + ": R = R + T[" + std::to_string(c[j]) + "]",
                        {read_so_far(j)}};
      });
    }
  }
  return R;
}

/// Both halves at once.
template <GroupOps G>
[[nodiscard]] typename G::Point mul_comb_var(const G& g, const mpz_class& k, const typename G::Affine& P, int teeth) {
  require_nonnegative(k, "tandem::ref::mul_comb_var");
  return mul_comb_var(g, comb_precompute(g, P, teeth), k);
}

}  // namespace tandem::ref

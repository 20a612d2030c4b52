// Constant-time table reads for the strategies whose scalar is secret
// (ecmult_const, ecmult_gen, the signed-window multiplication): the entry
// wanted is chosen by an index or a signed odd digit computed from the
// secret, so every entry is read, in order, and the one wanted is kept by
// mask (libsecp256k1's ECMULT_CONST_TABLE_GET_GE and
// secp256k1_ecmult_gen's scan of a block's table do the same). No branch
// and no address depends on the index; ctcheck/fast_group.cpp checks this
// under Valgrind.
//
// Also here: the 64-byte storage form with the point at infinity. GeStorage
// holds finite points only; the comb tables of the small curves hold O as
// well (a sum ±2^i·G vanishes mod 7 often enough), so a table entry of
// (0, 0) stands for O. No curve here has a finite point (0, 0): it would
// need b = 0.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>

#include "tandem/fast/constants.hpp"
#include "tandem/fast/group/point.hpp"
#include "tandem/fast/limb_ops.hpp"

namespace tandem::fast {

namespace ct {

/// 1 when a = b, else 0, by arithmetic: (a ^ b) − 1 borrows exactly when
/// a = b (a, b below 2^63).
[[nodiscard]] constexpr std::uint64_t eq_bit(std::uint64_t a, std::uint64_t b) { return ((a ^ b) - 1) >> 63; }

/// |d| and the sign of an int digit without a branch: s = 0 or −1.
struct AbsSign {
  std::uint32_t abs;
  std::uint32_t negative;  ///< 0 or 1
};
[[nodiscard]] constexpr AbsSign abs_sign(int d) {
  const auto u = static_cast<std::uint32_t>(d);
  const std::uint32_t s = 0U - (u >> 31);  // all ones for d < 0
  return {(u ^ s) - s, s & 1U};
}

}  // namespace ct

/// table[index], reading every entry (n cmovs of a point). index < size.
template <class F>
[[nodiscard]] constexpr Ge<F> lookup_ct(std::span<const Ge<F>> table, std::size_t index) {
  Ge<F> r = table[0];
  for (std::size_t i = 1; i < table.size(); ++i) cmov(r, table[i], ct::eq_bit(i, index) != 0);
  return r;
}

/// d·P from a table of P's odd multiples (table[i] = (2i + 1)·P) for an odd
/// digit d with |d| ≤ 2·size − 1, negated once more when `flip`: the digit
/// of a Joye–Tunstall recoding, with the sign of a GLV half folded in.
/// Entries normalized (magnitude 1); the result is too (the negation is
/// weakly normalized).
template <class F>
[[nodiscard]] constexpr Ge<F> lookup_odd_digit_ct(std::span<const Ge<F>> table, int d, bool flip) {
  const ct::AbsSign as = ct::abs_sign(d);
  Ge<F> r = lookup_ct(table, static_cast<std::size_t>((as.abs - 1) >> 1));
  const bool negate_y = (as.negative ^ static_cast<std::uint32_t>(flip)) != 0;
  cmov(r.y, normalize_weak(negate(r.y, 1)), negate_y);
  return r;
}

/// The storage form of any point of a table: the words of a finite point
/// (normalized), (0, 0) for O. Public points (tables are built from public
/// bases).
template <class F>
[[nodiscard]] constexpr GeStorage to_storage_or_zero(const Ge<F>& P) {
  if (P.infinity) return {{0, 0, 0, 0}, {0, 0, 0, 0}};
  return to_storage(P);
}

/// table[index] of storage words, every entry read, kept by mask.
[[nodiscard]] inline GeStorage lookup_storage_ct(std::span<const GeStorage> table, std::size_t index) {
  GeStorage r{{0, 0, 0, 0}, {0, 0, 0, 0}};
  for (std::size_t i = 0; i < table.size(); ++i) {
    const std::uint64_t bit = ct::eq_bit(i, index);
    for (std::size_t j = 0; j < 4; ++j) {
      r.x[j] = NativeLimbs::select(bit, table[i].x[j], r.x[j]);
      r.y[j] = NativeLimbs::select(bit, table[i].y[j], r.y[j]);
    }
  }
  return r;
}

/// The point a storage entry stands for, O for (0, 0); no branch on it.
template <class F>
[[nodiscard]] constexpr Ge<F> from_storage_or_zero(const GeStorage& s) {
  std::uint64_t any = 0;
  for (std::size_t j = 0; j < 4; ++j) any |= s.x[j] | s.y[j];
  Ge<F> r = from_storage<F>(s);
  // any = 0 exactly for O: (any | −any) has its top bit clear only then.
  r.infinity = (((any | (0 - any)) >> 63) ^ 1U) != 0;
  return r;
}

}  // namespace tandem::fast

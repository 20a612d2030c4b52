// Tables of odd multiples P, 3P, 5P, … of a point that is not G, kept
// "effective affine" (libsecp256k1's ecmult_odd_multiples_table, after
// Longa's and Bos et al.'s isomorphism trick): the additions that build the
// table and the additions that use it are mixed ones, as if every entry were
// affine, without an inversion per entry.
//
// The isomorphism. For s ≠ 0, ψ_s(x, y) = (s²·x, s³·y) maps y² = x³ + b to
// y² = x³ + s⁶·b, and in Jacobian coordinates (X : Y : Z) ↦ (X : Y : Z/s).
// a = 0 doublings and additions never read b, so they run unchanged on the
// image curve. With d = 2P = (Xd : Yd : Zd), ψ_Zd makes d affine, (Xd, Yd),
// so P + d, 3P + d, … are mixed additions there. The Jacobian results share
// no Z; one batch inversion (Montgomery's trick) brings them all to affine
// coordinates *on the image curve*. A multiplication then accumulates on the
// image curve and multiplies its final Z by z = Zd to come back, and adds a
// true affine point (x, y) of the original curve (a G table entry) as
// (x·z², y·z³) on the image: add_zinv_9m3s_var with zinv = z.
//
// Public points only (_var): the table of a point whose scalar is secret is
// still built from the public point (ecmult_const), and read by a
// constant-time scan.
#pragma once

#include <cstddef>
#include <span>
#include <stdexcept>
#include <vector>

#include "tandem/fast/formulas/jacobian_add.hpp"
#include "tandem/fast/formulas/jacobian_dbl.hpp"
#include "tandem/fast/group/group.hpp"
#include "tandem/fast/group/point.hpp"

namespace tandem::fast {

/// (2i + 1)·P for i < count, affine on the image curve ψ_z(E): the point
/// (x, y) of the table stands for (x : y : 1/z)… that is, for the Jacobian
/// point (x : y : 1) of the image, which is (x : y : z) on E. z ≢ 0.
template <class F>
struct OddMultiples {
  std::vector<Ge<F>> table;
  F z;
};

/// The table of P's odd multiples. Entries that are O (P of small order on
/// the exhaustive tests' curves) keep the infinity flag. P = O gives a table
/// of O and z = 1. Public P.
template <class F>
[[nodiscard]] OddMultiples<F> odd_multiples_var(const Gej<F>& P, std::size_t count) {
  if (count == 0) throw std::invalid_argument("tandem::fast::odd_multiples_var: empty table");
  OddMultiples<F> r{std::vector<Ge<F>>(count), F::from_int(1)};
  if (normalizes_to_zero_var(P.Z)) {
    for (Ge<F>& e : r.table) e = Ge<F>::at_infinity();
    return r;
  }
  const Gej<F> d = dbl(P);
  if (normalizes_to_zero_var(d.Z)) {
    // P of order 2: every odd multiple is P itself, on E (z = 1).
    const Ge<F> a = to_affine_var(P);
    for (Ge<F>& e : r.table) e = a;
    return r;
  }
  // On the image curve ψ_Zd: d is (Xd, Yd), and P is (X·Zd² : Y·Zd³ : Z)…
  // equivalently (X : Y : Z/Zd); the first form avoids the division.
  const Ge<F> d_img{normalize_weak(d.X), normalize_weak(d.Y), false};
  const F zd2 = sqr(d.Z);
  std::vector<Gej<F>> jac(count);
  jac[0] = {mul(P.X, zd2), mul(mul(P.Y, zd2), d.Z), P.Z};
  for (std::size_t i = 1; i < count; ++i) jac[i] = madd_8m3s_var(jac[i - 1], d_img);
  to_affine_batch_var(std::span<Ge<F>>(r.table), std::span<const Gej<F>>(jac));
  r.z = normalize_var(d.Z);
  return r;
}

}  // namespace tandem::fast

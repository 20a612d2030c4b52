// The Montgomery ladder on x alone (XZ coordinates), with y recovered at
// the end: Brier, Joye (PKC 2002) and Izu, Takagi (PKC 2002) for the
// formulas, Okeya, Sakurai (CHES 2001) for the recovery. Per bit one
// differential addition and one doubling (8M + 2S + 2C and 4M + 3S + 2C),
// the same work for either bit. ref/ runs it variable-time (it branches on
// the bit; a constant-time implementation swaps by mask).
//
// Why it has no exceptional step. The pair is (R0, R1) = (j·P, (j+1)·P), so
// the difference of the two inputs of every differential addition is P ≠ O,
// the one thing the additive formula needs; R0 = O at the start and
// R0 = −R1 along the way both come out right (Z = 0). Only the recovery of
// y has exceptions, kP = O and kP = −P, and both are read off the pair.
#pragma once

#include <gmpxx.h>

#include <stdexcept>

#include "tandem/ref/affine.hpp"
#include "tandem/ref/formulas/xz.hpp"
#include "tandem/ref/point.hpp"

namespace tandem::ref {

/// The ladder's last pair: x(k·P) and x((k+1)·P), for k ≥ 0.
template <class F>
struct XZPair {
  XZ<F> R0;
  XZ<F> R1;
};

/// (x(k·P), x((k+1)·P)) by bits(k) ladder steps from (O, P); any k ≥ 0, any
/// finite P (for P = O every x is O). std::invalid_argument for k < 0.
template <class F>
[[nodiscard]] XZPair<F> x_ladder(const mpz_class& k, const Affine<F>& P, const CurveEq<F>& eq) {
  if (k < 0) throw std::invalid_argument("tandem::ref::x_ladder: negative scalar");
  const XZ<F> D = XZ<F>::from_affine(P);
  XZ<F> R0 = XZ<F>::at_infinity(P.x);
  XZ<F> R1 = D;
  for (mp_bitcnt_t i = mpz_sizeinbase(k.get_mpz_t(), 2); i-- > 0;) {
    if (mpz_tstbit(k.get_mpz_t(), i) != 0) {
      R0 = xadd_2002_it_8m2s2c(R0, R1, D, eq);
      R1 = xdbl_2002_it_4m3s2c(R1, eq);
    } else {
      R1 = xadd_2002_it_8m2s2c(R0, R1, D, eq);
      R0 = xdbl_2002_it_4m3s2c(R0, eq);
    }
  }
  return {R0, R1};
}

/// k·P by the x-only ladder and the recovery of y, for k ≥ 0 and P finite
/// with y ≠ 0 (P of odd order, as on every curve here); P = O gives O.
/// std::invalid_argument for k < 0.
template <class F>
[[nodiscard]] Projective<F> mul_x_ladder(const mpz_class& k, const Affine<F>& P, const CurveEq<F>& eq) {
  if (P.infinity) return Projective<F>::at_infinity(P.x);
  const XZPair<F> r = x_ladder(k, P, eq);
  if (is_zero(r.R0.Z)) return Projective<F>::at_infinity(P.x);           // k·P = O
  if (is_zero(r.R1.Z)) return Projective<F>::from_affine(affine_neg(P));  // (k+1)·P = O: k·P = −P
  return xz_recover_y_9m2s2c(P, r.R0, r.R1, eq);
}

}  // namespace tandem::ref

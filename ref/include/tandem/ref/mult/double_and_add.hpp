// Scalar multiplication by binary double-and-add. Variable-time: the
// number of additions is the scalar's weight. The reference that every
// other strategy is compared against.
#pragma once

#include <gmpxx.h>

#include <stdexcept>

#include "tandem/ref/formulas/jacobian_dbl.hpp"
#include "tandem/ref/formulas/jacobian_madd.hpp"
#include "tandem/ref/point.hpp"

namespace tandem::ref {

/// k·P for k ≥ 0, left to right (Hankerson–Menezes–Vanstone 2004, Alg. 3.27):
/// bits(k) doublings and weight(k) mixed additions. k need not be reduced
/// mod n. std::invalid_argument for k < 0.
template <class F>
[[nodiscard]] Jacobian<F> mul_double_and_add_ltr(const mpz_class& k, const Affine<F>& P, const CurveEq<F>& eq) {
  if (k < 0) throw std::invalid_argument("tandem::ref::mul_double_and_add_ltr: negative scalar");
  Jacobian<F> R = Jacobian<F>::at_infinity(P.x);
  for (mp_bitcnt_t i = mpz_sizeinbase(k.get_mpz_t(), 2); i-- > 0;) {
    R = dbl(R, eq);
    if (mpz_tstbit(k.get_mpz_t(), i) != 0) R = madd_8m3s(R, P, eq);
  }
  return R;
}

}  // namespace tandem::ref

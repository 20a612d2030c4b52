// The Montgomery ladder on co-Z Jacobian points (Goundar, Joye, Miyaji,
// CHES 2010): every step is one ZADDC and one ZADDU on a pair that shares
// its Z, 11M + 5S per bit, the same work for a 0 bit and a 1 bit. ref/ runs
// it variable-time (it branches on the bit to pick the pair's order, where a
// constant-time implementation swaps by mask).
//
// Why the incomplete co-Z formulas are safe here. P has prime order n; the
// ladder keeps (R0, R1) = (j·P, (j+1)·P), j the bits of k read so far, and
// a step from j needs R0 ≠ ±R1 (ZADDC), 2·R0 ≠ O and 2·R1 ≠ O (ZADDU on
// R0 ± R1), that is 2j + 1 ≢ 0, j ≢ 0 and j + 1 ≢ 0 (mod n). The ladder
// starts at j = 1 and never steps from j ≥ (n − 1)/2 unless k ≥ n − 1, so
// for 0 < k < n the only scalar that breaks it is k = n − 1 (its last step
// is from j = (n − 1)/2, where R0 = −R1). That one gives −P directly, and
// 0 gives O.
#pragma once

#include <gmpxx.h>

#include <stdexcept>

#include "tandem/ref/affine.hpp"
#include "tandem/ref/formulas/coz.hpp"
#include "tandem/ref/point.hpp"

namespace tandem::ref {

/// k·P for P of prime order n (P ≠ O and n·P = O), any integer k ≥ 0
/// (reduced mod n first): DBLU, then bits(k mod n) − 1 ladder steps.
/// std::invalid_argument for k < 0.
template <class F>
[[nodiscard]] Jacobian<F> mul_coz_ladder(const mpz_class& k, const Affine<F>& P, const CurveEq<F>& eq,
                                         const mpz_class& n) {
  if (k < 0) throw std::invalid_argument("tandem::ref::mul_coz_ladder: negative scalar");
  const mpz_class m = k % n;
  if (m == 0 || P.infinity) return Jacobian<F>::at_infinity(P.x);
  if (m == n - 1) return Jacobian<F>::from_affine(affine_neg(P));  // the one scalar the ladder cannot take
  const CoZPair<F> start = dblu_1m5s(P, eq);                     // (2P, P)
  Jacobian<F> R0 = start.second;                                 // j·P, j = 1
  Jacobian<F> R1 = start.first;                                  // (j + 1)·P
  for (mp_bitcnt_t i = mpz_sizeinbase(m.get_mpz_t(), 2) - 1; i-- > 0;) {
    if (mpz_tstbit(m.get_mpz_t(), i) != 0) {
      const CoZPair<F> s = coz_ladder_step_11m5s(R1, R0);        // (2·R1, R1 + R0)
      R1 = s.first;
      R0 = s.second;
    } else {
      const CoZPair<F> s = coz_ladder_step_11m5s(R0, R1);        // (2·R0, R0 + R1)
      R0 = s.first;
      R1 = s.second;
    }
  }
  return R0;
}

}  // namespace tandem::ref

// The Montgomery ladder: a regular multiplication, one addition and one
// doubling for every bit whatever its value.
#pragma once

#include <algorithm>
#include <gmpxx.h>

#include <string>

#include "tandem/ref/mult/group_ops.hpp"
#include "tandem/ref/mult/recoding/radix.hpp"

namespace tandem::ref {

/// k·P by the Montgomery ladder (Montgomery, "Speeding the Pollard and
/// elliptic curve methods of factorization", Math. Comp. 1987, §10.3.1; in
/// this form for any group, Joye and Yen, "The Montgomery powering ladder",
/// CHES 2002): keep R0 = m·P and R1 = (m + 1)·P for m the bits read so far;
/// a bit b turns (R0, R1) into (2R0, R0 + R1) if b = 0 and (R0 + R1, 2R1) if
/// b = 1. The invariant R1 − R0 = P is what x-only and Co-Z ladders exploit.
///
/// Regular: it reads L = max(bits(n), bits(k)) bits, so for every k < 2^bits(n)
/// the same L doublings and L general additions, whatever the bits (the
/// choice of register is the only thing a bit decides: a conditional swap
/// in constant-time code). Any k ≥ 0, not reduced.
template <GroupOps G>
[[nodiscard]] typename G::Point mul_montgomery_ladder(const G& g, const mpz_class& k, const typename G::Affine& P) {
  require_nonnegative(k, "tandem::ref::mul_montgomery_ladder");
  g.stage(Stage::evaluation);
  const std::size_t L = std::max(bit_length(g.order()), bit_length(k));
  typename G::Point R0 = g.identity();
  typename G::Point R1 = g.lift(P);
  for (std::size_t i = L; i-- > 0;) {
    if (bit(k, i)) {
      R0 = g.add(R0, R1);
      R1 = g.dbl(R1);
    } else {
      R1 = g.add(R0, R1);
      R0 = g.dbl(R0);
    }
    g.step(R0, [&] {
      return StepNote{"bit " + std::to_string(i) + " is " + (bit(k, i) ? "1: R0 = R0 + R1, R1 = 2R1" : "0: R1 = R0 + R1, R0 = 2R0"),
                      {shift_right(k, i)}};
    });
  }
  return R0;
}

}  // namespace tandem::ref

// The joint sparse form of a pair of scalars: the signed binary pair with
// the fewest non-zero columns, for Shamir's trick on a·P + b·Q.
#pragma once

#include <gmpxx.h>

#include <vector>

namespace tandem::ref {

/// Two digit strings of equal length, least significant first.
struct JointDigits {
  std::vector<int> first;
  std::vector<int> second;
};

/// The joint sparse form of (k0, k1), both ≥ 0 (Solinas, "Low-weight binary
/// representations for pairs of integers", CACR tech. report CORR 2001-41;
/// Hankerson–Menezes–Vanstone Alg. 3.50). Digits in {−1, 0, 1}, and:
///   JSF-1  of any three consecutive columns at least one is (0, 0);
///   JSF-2  adjacent digits of one row never have opposite signs;
///   JSF-3  if u_{i,j+1}·u_{i,j} ≠ 0 then u_{1−i,j+1} = ±1 and u_{1−i,j} = 0.
/// It exists and is unique for every pair, has at most max(bits) + 1
/// columns, and its joint density is 1/2 on average (Solinas, Thm. 9).
/// std::invalid_argument for a negative scalar.
[[nodiscard]] JointDigits jsf(const mpz_class& k0, const mpz_class& k1);

}  // namespace tandem::ref

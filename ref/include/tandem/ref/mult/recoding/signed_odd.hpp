// Regular signed odd windows: every digit odd, hence never zero, so a
// left-to-right multiplication does the same w doublings and one addition
// for every window whatever the scalar. The recoding of Joye and Tunstall,
// "Exponent recoding and regular exponentiation algorithms", AFRICACRYPT
// 2009 (§3, the signed odd m-ary recoding); libsecp256k1's ecmult_const
// uses the same digit set.
#pragma once

#include <gmpxx.h>

#include <cstddef>
#include <vector>

namespace tandem::ref {

/// The ⌈L / w⌉ digits of an odd k with 0 < k < 2^L, least significant
/// first, for 1 ≤ w ≤ 24:
///   - k = Σ dᵢ·2^(w·i);
///   - every digit is odd, so |dᵢ| ≤ 2^w − 1 and dᵢ ≠ 0;
///   - the last digit is positive.
/// The number of digits depends on L only, never on k: the shape of the
/// multiplication is fixed by the bound, which is what makes it regular.
/// Each step takes d = (k mod 2^(w+1)) − 2^w, which leaves (k − d)/2^w odd.
/// std::invalid_argument if k is even, k ≤ 0, k ≥ 2^L or w is outside
/// [1, 24].
[[nodiscard]] std::vector<int> signed_odd_digits(const mpz_class& k, int w, std::size_t L);

}  // namespace tandem::ref

// Square roots modulo any odd prime by Tonelli–Shanks: the one method that
// works where p ≡ 1 (mod 4), as on P-224 (p − 1 = q·2^96, the hardest
// standard case: the 2-Sylow subgroup has order 2^96).
//
// Source: Cohen, A Course in Computational Algebraic Number Theory,
// Alg. 1.5.1. Write p − 1 = q·2^s with q odd, z a non-residue, c = z^q (a
// generator of the subgroup of order 2^s). Start from r = a^((q+1)/2),
// t = a^q, so r² = a·t; while t ≠ 1, find the least i with t^(2^i) = 1,
// set b = c^(2^(s−i−1)) and (r, t, c, s) ← (r·b, t·b², b², i): r² = a·t
// still holds and t's order drops. When t = 1, r² = a.
//
// Cost: three exponentiations by pow_window (z^q, a^q, a^((q+1)/2); about
// ℓS + ℓ/5·M each), then a loop whose rounds cost s_cur squarings and 2M
// for an s_cur that drops each round: at most s(s+1)/2 squarings and 2s
// multiplications, 4656S + 192M on P-224. Variable time: the
// loop depends on a (hence _var). For p ≡ 3 (mod 4), s = 1 and it reduces
// to a^((p+1)/4), the same as sqrt_3mod4.
#pragma once

#include "tandem/ref/field.hpp"
#include "tandem/spec/result.hpp"

namespace tandem::ref {

/// A square root of a; Error::not_a_square if a has none (Euler's
/// criterion, legendre() = −1). sqrt(0) = 0. Which of the two roots comes
/// back is not specified.
[[nodiscard]] Result<Fe> sqrt_tonelli_shanks_var(const Fe& a);

}  // namespace tandem::ref

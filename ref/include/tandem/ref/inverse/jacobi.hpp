// The Jacobi symbol (a | n) for any odd n ≥ 1: the Legendre symbol's
// extension to composite n, (a | n) = Π (a | pᵢ) over n = Π pᵢ. For n prime
// it is the Legendre symbol (1 for a non-zero square, −1 for a
// non-square, 0 for a ≡ 0), computed here without an exponentiation.
//
// Source: Cohen, A Course in Computational Algebraic Number Theory,
// Alg. 1.4.10. Two rules, applied until a = 0:
//   (2 | n) = (−1)^((n²−1)/8): −1 exactly when n ≡ 3 or 5 (mod 8), for
//     each factor 2 taken out of a;
//   reciprocity for odd a, n: (a | n) = (n | a), negated when
//     a ≡ n ≡ 3 (mod 4); then n mod a replaces n.
// At the end n = gcd(a, n): the symbol is 0 unless it is 1.
//
// Cost: O(log² n) bit operations, like Euclid. Variable time (hence _var).
// ref::legendre (field.hpp) computes the same for prime n by Euler's
// criterion, a^((n−1)/2): one exponentiation.
#pragma once

#include <gmpxx.h>

#include "tandem/spec/result.hpp"

namespace tandem::ref {

/// (a | n) ∈ {−1, 0, 1} for any integer a and odd n ≥ 1;
/// Error::modulus_unsupported for n even or n < 1.
[[nodiscard]] Result<int> jacobi_var(const mpz_class& a, const mpz_class& n);

}  // namespace tandem::ref

// Inversion by the extended Euclidean algorithm: keep r_i = t_i·a (mod m)
// along Euclid's remainder sequence r_0 = m, r_1 = a, r_(i+1) = r_(i−1) −
// q_i·r_i; when the remainder reaches 0 the previous one is gcd(a, m), and
// if that is 1 its t is 1/a.
//
// Source: Hankerson, Menezes, Vanstone, Guide to Elliptic Curve
// Cryptography, Alg. 2.20 (inversion in F_p), here run to the gcd so that
// any modulus m ≥ 2 is accepted and a non-invertible a is reported;
// Knuth, TAOCP vol. 2, §4.5.2, Alg. X.
//
// Cost: O(log m) divisions with remainder (Lamé: at most about 1.44·log₂ m
// of them). Variable time: the quotients and their number depend on a
// (hence _var). It is the algorithm GMP's mpz_invert is built around.
#pragma once

#include <gmpxx.h>

#include <cstddef>

#include "tandem/spec/result.hpp"

namespace tandem::ref {

/// 1/a mod m, for any integer a (reduced mod m first) and m ≥ 2.
/// Error::modulus_unsupported for m < 2, Error::not_invertible when
/// gcd(a, m) ≠ 1. If `steps` is given, the number of divisions is stored.
[[nodiscard]] Result<mpz_class> inverse_euclid_var(const mpz_class& a, const mpz_class& m,
                                                   std::size_t* steps = nullptr);

}  // namespace tandem::ref

// Deliberately wrong recodings, kept so that the recoding checks show they
// can fail: each is a plausible slip, and proofs/recoding must refute it on
// the property it breaks (tests/unit/recoding_test.cpp holds the checks to
// that).
#pragma once

#include <gmpxx.h>

#include <vector>

#include "tandem/ref/mult/recoding/glv_split.hpp"
#include "tandem/ref/mult/recoding/jsf.hpp"

namespace tandem::proofs::negative {

/// wNAF with the residue k mod 2^w in [0, 2^w) instead of the balanced
/// k mods 2^w: it still reconstructs k and is non-adjacent, but its digits
/// reach 2^w − 1, twice the table the method provides.
std::vector<int> wnaf_unbalanced(const mpz_class& k, int w);

/// The binary NAF with the sign of k mods 4 inverted: it no longer
/// reconstructs k.
std::vector<int> naf_wrong_sign(const mpz_class& k);

/// The JSF without the sign flip of HMV Alg. 3.50 step 2.2: it reconstructs
/// both scalars but is no longer the joint sparse form (already for (2, 3),
/// three non-zero columns in a row: JSF-1 breaks).
ref::JointDigits jsf_without_flip(const mpz_class& k0, const mpz_class& k1);

/// Signed odd windows with one window too few: the digit count is no longer
/// the ⌈L/w⌉ that makes the method regular, and for large k the top digit
/// overflows its bound 2^w − 1.
std::vector<int> signed_odd_one_short(const mpz_class& k, int w, std::size_t L);

/// The GLV split with ⌊βᵢ⌋ in place of ⌊βᵢ⌉: k1 + k2·λ ≡ k still holds,
/// but |βᵢ − cᵢ| < 1 only, and the halves exceed the rounding bound.
ref::GlvHalves glv_split_floor(const mpz_class& k, const mpz_class& n, const ref::LatticeBasis& B);

}  // namespace tandem::proofs::negative

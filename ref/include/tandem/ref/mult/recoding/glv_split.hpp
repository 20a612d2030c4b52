// The GLV split (Gallant, Lambert, Vanstone, "Faster point multiplication
// on elliptic curves with efficient endomorphisms", CRYPTO 2001): where an
// endomorphism φ acts on the subgroup of order n as multiplication by λ,
// k·P = k₁·P + k₂·φ(P) with k ≡ k₁ + k₂·λ (mod n) and k₁, k₂ about √n, so
// the doublings of k·P are halved. The halves come from a short basis of the
// lattice {(a, b) : a + b·λ ≡ 0 (mod n)}.
#pragma once

#include <gmpxx.h>

namespace tandem::ref {

/// v₁ = (a1, b1) and v₂ = (a2, b2), both in the lattice: aᵢ + bᵢ·λ ≡ 0 (mod n).
struct LatticeBasis {
  mpz_class a1, b1, a2, b2;
  friend bool operator==(const LatticeBasis&, const LatticeBasis&) = default;
};

/// The short basis of GLV §4 (Hankerson–Menezes–Vanstone §3.5.1): run the
/// extended Euclidean algorithm on (n, λ), which gives rᵢ = sᵢ·n + tᵢ·λ, so
/// (rᵢ, −tᵢ) is in the lattice; let l be the last index with rₗ ≥ √n; then
/// v₁ = (rₗ₊₁, −tₗ₊₁) and v₂ is the shorter of (rₗ, −tₗ) and (rₗ₊₂, −tₗ₊₂).
/// Preconditions: n ≥ 2 and 0 < λ < n; std::invalid_argument otherwise.
[[nodiscard]] LatticeBasis glv_basis(const mpz_class& n, const mpz_class& lambda);

/// a1·b2 − a2·b1: ±n exactly when v₁, v₂ generate the whole lattice, whose
/// index in Z² is n.
[[nodiscard]] mpz_class lattice_determinant(const LatticeBasis& B);

/// k = k1 + k2·λ (mod n), halves of either sign.
struct GlvHalves {
  mpz_class k1;
  mpz_class k2;
};

/// The balanced split of HMV Alg. 3.74, for 0 ≤ k < n: solve
/// (k, 0) = β₁·v₁ + β₂·v₂ over Q (β₁ = b2·k/det, β₂ = −b1·k/det), round
/// cᵢ = ⌊βᵢ⌉, and return (k1, k2) = (k, 0) − c₁·v₁ − c₂·v₂. Then
/// k1 + k2·λ ≡ k because the vᵢ are in the lattice, and
/// (k1, k2) = (β₁ − c₁)·v₁ + (β₂ − c₂)·v₂ with |βᵢ − cᵢ| ≤ 1/2, whence the
/// bound of glv_bound. std::invalid_argument if k is outside [0, n) or the
/// basis is degenerate (det = 0).
[[nodiscard]] GlvHalves glv_split(const mpz_class& k, const mpz_class& n, const LatticeBasis& B);

/// What the rounding argument gives for every k: |k1| ≤ k1_max =
/// ⌊(|a1| + |a2|)/2⌋ and |k2| ≤ k2_max = ⌊(|b1| + |b2|)/2⌋.
struct GlvBound {
  mpz_class k1_max;
  mpz_class k2_max;
};
[[nodiscard]] GlvBound glv_bound(const LatticeBasis& B);

/// ⌊num / den⌉, the nearest integer (halves rounded up), for den ≠ 0.
[[nodiscard]] mpz_class round_div(const mpz_class& num, const mpz_class& den);

}  // namespace tandem::ref

// Multivariate polynomials over Z (FLINT's fmpz_mpoly) in a fixed set of
// variables, lexicographic order. The symbolic field and the limb prover
// are built on it. One ring for the whole program: FLINT contexts have a
// fixed number of variables, so every variable any proof needs is here.
#pragma once

#include <flint/fmpz_mpoly.h>

#include <cstddef>
#include <span>
#include <string>
#include <vector>

namespace tandem::proofs {

/// The variables, most significant first in the lexicographic order. The
/// y's come first so that the curve relations y_i² − (x_i³ + a·x_i + b)
/// have pairwise coprime leading terms y_i²: reduced by them, a polynomial
/// is in normal form (they are a Gröbner basis).
/// m is the slope of the chord through P and Q, the variable in which the
/// exceptional-set analysis (exceptional.cpp) makes a pair of points on the
/// curve a polynomial ring.
enum class Var : unsigned { y3, y2, y1, x3, x2, x1, z3, z2, z1, a, b, u, v, w, t, m, count };

class Poly {
 public:
  Poly();
  Poly(long c);  // NOLINT: integers are polynomials
  Poly(const Poly& o);
  Poly(Poly&& o) noexcept;
  Poly& operator=(const Poly& o);
  Poly& operator=(Poly&& o) noexcept;
  ~Poly();

  [[nodiscard]] static Poly var(Var v);

  friend Poly operator+(const Poly& p, const Poly& q);
  friend Poly operator-(const Poly& p, const Poly& q);
  friend Poly operator-(const Poly& p);
  friend Poly operator*(const Poly& p, const Poly& q);
  friend bool operator==(const Poly& p, const Poly& q);

  [[nodiscard]] bool is_zero() const;
  [[nodiscard]] std::size_t terms() const;
  [[nodiscard]] std::string str() const;
  /// The remainder of division by `basis` (each with a leading coefficient
  /// of ±1): the normal form when `basis` is a Gröbner basis.
  [[nodiscard]] Poly reduce(std::span<const Poly> basis) const;

  [[nodiscard]] long degree(Var v) const;
  /// The coefficient of v^e, a polynomial in the other variables.
  [[nodiscard]] Poly coeff(Var v, unsigned e) const;
  [[nodiscard]] Poly pow(unsigned e) const;
  /// p with v replaced by num/den, times den^degree(v): a polynomial.
  [[nodiscard]] Poly substitute(Var v, const Poly& num, const Poly& den) const;
  /// The distinct irreducible factors over Z of positive degree, each with a
  /// positive leading coefficient (FLINT's fmpz_mpoly_factor); none for a
  /// constant.
  [[nodiscard]] std::vector<Poly> factors() const;
  friend Poly gcd(const Poly& p, const Poly& q);
  /// Whether p can join a basis that reduce() treats as a Gröbner basis:
  /// its leading coefficient is ±1 and its leading monomial is coprime to
  /// each of theirs.
  [[nodiscard]] bool joins_basis(std::span<const Poly> basis) const;

  fmpz_mpoly_struct* raw() { return p_; }
  const fmpz_mpoly_struct* raw() const { return p_; }

 private:
  fmpz_mpoly_t p_;
};

/// The ring's context (FLINT needs it for every call).
const fmpz_mpoly_ctx_struct* poly_ctx();

}  // namespace tandem::proofs

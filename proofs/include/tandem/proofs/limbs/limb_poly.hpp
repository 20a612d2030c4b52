// Polynomials over Z in the variables of one limb proof: the input limbs and
// the fresh variables the symbolic-limb interpreter introduces, one per
// split of a value at a bit position (TOOLCHAIN §5 and §11's method). FLINT's
// fmpz_mpoly underneath, in a ring of its own: the group-law prover's ring
// (proofs/poly.hpp) has fourteen named variables, a limb proof needs a few
// dozen anonymous ones.
#pragma once

#include <flint/fmpz_mpoly.h>
#include <gmpxx.h>

#include <cstddef>
#include <functional>
#include <string>
#include <vector>

namespace tandem::proofs::limbs {

/// How many variables one proof may use. The largest proof (the scalar
/// multiplication with its 512 → 256-bit reduction) needs about a hundred;
/// Trace throws std::length_error past this.
inline constexpr unsigned kMaxVars = 224;

class LimbPoly {
 public:
  LimbPoly();
  LimbPoly(const mpz_class& c);  // NOLINT: integers are polynomials
  LimbPoly(const LimbPoly& o);
  LimbPoly(LimbPoly&& o) noexcept;
  LimbPoly& operator=(const LimbPoly& o);
  LimbPoly& operator=(LimbPoly&& o) noexcept;
  ~LimbPoly();

  /// The variable of index i (< kMaxVars).
  [[nodiscard]] static LimbPoly var(unsigned i);

  friend LimbPoly operator+(const LimbPoly& p, const LimbPoly& q);
  friend LimbPoly operator-(const LimbPoly& p, const LimbPoly& q);
  friend LimbPoly operator*(const LimbPoly& p, const LimbPoly& q);
  friend bool operator==(const LimbPoly& p, const LimbPoly& q);

  [[nodiscard]] bool is_zero() const;
  [[nodiscard]] std::size_t terms() const;
  /// Whether every coefficient is a multiple of m.
  [[nodiscard]] bool divisible_by(const mpz_class& m) const;
  /// This polynomial divided by m, every coefficient a multiple of m
  /// (std::invalid_argument otherwise).
  [[nodiscard]] LimbPoly divided_by(const mpz_class& m) const;
  /// The same monomials with every coefficient replaced by its symmetric
  /// residue mod m, in (−m/2, m/2]: this polynomial minus m times another.
  [[nodiscard]] LimbPoly residue_mod(const mpz_class& m) const;
  /// The constant term's value, if the polynomial is a constant.
  [[nodiscard]] bool is_constant() const;
  /// Each term: its coefficient and its exponent vector (kMaxVars entries).
  void for_each_term(const std::function<void(const mpz_class&, const std::vector<unsigned long>&)>& f) const;
  /// Printed with the given variable names (missing names print as v<i>).
  [[nodiscard]] std::string str(const std::vector<std::string>& names) const;

 private:
  fmpz_mpoly_t p_;
};

}  // namespace tandem::proofs::limbs

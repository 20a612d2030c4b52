// The symbolic field: the ring Z[y3, …, w] modulo the ideal of the curve
// relations of the proof case at hand. Running a formula on it computes the
// formula's output as polynomials in the input coordinates; is_zero decides
// a branch by ideal membership, which on these prime ideals means "zero at
// every point of the case", so the formula's own branches follow the case.
#pragma once

#include <stdexcept>
#include <utility>
#include <vector>

#include "tandem/proofs/poly.hpp"

namespace tandem::proofs {

/// The Gröbner basis that Sym arithmetic reduces by, for the life of the
/// scope (one proof case). Scopes nest; the innermost wins.
class IdealScope {
 public:
  explicit IdealScope(std::vector<Poly> basis);
  ~IdealScope();
  IdealScope(const IdealScope&) = delete;
  IdealScope& operator=(const IdealScope&) = delete;

  /// The basis in force (empty outside any scope).
  static const std::vector<Poly>& current();
  /// The is_zero decisions taken in the innermost scope, in order.
  static std::vector<bool>& branch_log();
  /// The values is_zero found not zero in the innermost scope: where one
  /// vanishes, the formula takes another branch (the exceptional-set
  /// analysis looks there).
  static std::vector<Poly>& tested_nonzero();

 private:
  std::vector<Poly> basis_;
  std::vector<bool> log_;
  std::vector<Poly> nonzero_;
  IdealScope* outer_;
};

/// An element of Z[1/2][vars] / I: a numerator in Z[vars] kept in normal
/// form modulo I, over a power of two. The power of two is how halving (the
/// field's x/2, multiplication by the inverse of 2) is modelled soundly: the
/// basis of I has leading coefficients ±1, so the normal form of 2·f is
/// 2·NF(f) and 2 is not a zero divisor in Z[vars]/I; that ring embeds in its
/// localization at 2, where x/2 is exact. An identity proven there holds in
/// every field of odd characteristic, which is where every curve here lives.
/// is_zero looks at the numerator only, which is zero exactly when the value
/// is.
class Sym {
 public:
  Sym(const Poly& p) : p_(p.reduce(IdealScope::current())) {}  // NOLINT: polynomials are elements
  Sym(long c) : p_(c) {}                                       // NOLINT: so are integers
  [[nodiscard]] static Sym var(Var v) { return Sym(Poly::var(v)); }

  /// The numerator: the value is poly() / 2^halves().
  [[nodiscard]] const Poly& poly() const { return p_; }
  [[nodiscard]] unsigned halves() const { return halves_; }
  [[nodiscard]] Sym constant(long k) const { return Sym(k); }

  friend Sym operator+(const Sym& x, const Sym& y) {
    const unsigned k = x.halves_ > y.halves_ ? x.halves_ : y.halves_;
    return Sym(Raw{}, x.raised(k) + y.raised(k), k);
  }
  friend Sym operator-(const Sym& x, const Sym& y) {
    const unsigned k = x.halves_ > y.halves_ ? x.halves_ : y.halves_;
    return Sym(Raw{}, x.raised(k) - y.raised(k), k);
  }
  friend Sym operator-(const Sym& x) { return Sym(Raw{}, -x.p_, x.halves_); }
  friend Sym operator*(const Sym& x, const Sym& y) { return Sym(x.p_ * y.p_, x.halves_ + y.halves_); }
  friend Sym sqr(const Sym& x) { return x * x; }
  friend Sym mul_small(const Sym& x, long k) { return Sym(Raw{}, x.p_ * Poly(k), x.halves_); }
  friend Sym mul_const(const Sym& c, const Sym& x) { return c * x; }
  friend Sym half(const Sym& x) { return Sym(Raw{}, x.p_, x.halves_ + 1); }
  friend bool is_zero(const Sym& x) {
    const bool z = x.p_.is_zero();
    IdealScope::branch_log().push_back(z);
    if (!z) IdealScope::tested_nonzero().push_back(x.p_);
    return z;
  }
  /// The choice follows c, which the formula got from is_zero: the proof case
  /// decides it, so each case proves the path it selects.
  friend Sym select(bool c, const Sym& x, const Sym& y) { return c ? x : y; }

 private:
  struct Raw {};
  // Sums, differences and integer multiples of normal forms are normal forms.
  Sym(Raw /*tag*/, Poly p, unsigned halves) : p_(std::move(p)), halves_(halves) {}
  Sym(const Poly& p, unsigned halves) : p_(p.reduce(IdealScope::current())), halves_(halves) {}
  /// The numerator over 2^k, k ≥ halves_.
  [[nodiscard]] Poly raised(unsigned k) const {
    if (k == halves_) return p_;
    if (k - halves_ > 62) throw std::overflow_error("tandem::proofs::Sym: too many halvings");
    return p_ * Poly(1L << (k - halves_));
  }
  Poly p_;
  unsigned halves_ = 0;
};

/// Fractions n/d over a ring T with is_zero: enough of the field of
/// fractions to run the affine group law (which divides) symbolically.
/// d is never zero: division by a zero element throws std::domain_error.
template <class T>
class Frac {
 public:
  Frac(T n) : num_(std::move(n)), den_(num_.constant(1)) {}  // NOLINT: elements are fractions
  Frac(T n, T d) : num_(std::move(n)), den_(std::move(d)) {
    if (is_zero(den_)) throw std::domain_error("tandem::proofs::Frac: zero denominator");
  }
  [[nodiscard]] const T& num() const { return num_; }
  [[nodiscard]] const T& den() const { return den_; }
  [[nodiscard]] Frac constant(long k) const { return Frac(num_.constant(k)); }

  friend Frac operator+(const Frac& x, const Frac& y) {
    return Frac(x.num_ * y.den_ + y.num_ * x.den_, x.den_ * y.den_, Trusted{});
  }
  friend Frac operator-(const Frac& x, const Frac& y) {
    return Frac(x.num_ * y.den_ - y.num_ * x.den_, x.den_ * y.den_, Trusted{});
  }
  friend Frac operator-(const Frac& x) { return Frac(-x.num_, x.den_, Trusted{}); }
  friend Frac operator*(const Frac& x, const Frac& y) { return Frac(x.num_ * y.num_, x.den_ * y.den_, Trusted{}); }
  friend Frac operator/(const Frac& x, const Frac& y) {
    if (is_zero(y.num_)) throw std::domain_error("tandem::proofs::Frac: division by zero");
    return Frac(x.num_ * y.den_, x.den_ * y.num_, Trusted{});
  }
  friend Frac sqr(const Frac& x) { return x * x; }
  friend Frac mul_small(const Frac& x, long k) { return Frac(mul_small(x.num_, k), x.den_, Trusted{}); }
  friend Frac mul_const(const Frac& c, const Frac& x) { return c * x; }
  friend bool is_zero(const Frac& x) { return is_zero(x.num_); }

 private:
  struct Trusted {};
  // A product of non-zero denominators in a domain is non-zero.
  Frac(T n, T d, Trusted /*tag*/) : num_(std::move(n)), den_(std::move(d)) {}
  T num_;
  T den_;
};

}  // namespace tandem::proofs

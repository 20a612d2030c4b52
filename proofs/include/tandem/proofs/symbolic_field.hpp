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

 private:
  std::vector<Poly> basis_;
  std::vector<bool> log_;
  IdealScope* outer_;
};

/// An element of Z[vars] / I, kept in normal form.
class Sym {
 public:
  Sym(const Poly& p) : p_(p.reduce(IdealScope::current())) {}  // NOLINT: polynomials are elements
  Sym(long c) : p_(c) {}                                       // NOLINT: so are integers
  [[nodiscard]] static Sym var(Var v) { return Sym(Poly::var(v)); }

  [[nodiscard]] const Poly& poly() const { return p_; }
  [[nodiscard]] Sym constant(long k) const { return Sym(k); }

  friend Sym operator+(const Sym& x, const Sym& y) { return Sym(Raw{}, x.p_ + y.p_); }
  friend Sym operator-(const Sym& x, const Sym& y) { return Sym(Raw{}, x.p_ - y.p_); }
  friend Sym operator-(const Sym& x) { return Sym(Raw{}, -x.p_); }
  friend Sym operator*(const Sym& x, const Sym& y) { return Sym(x.p_ * y.p_); }
  friend Sym sqr(const Sym& x) { return x * x; }
  friend Sym mul_small(const Sym& x, long k) { return Sym(Raw{}, x.p_ * Poly(k)); }
  friend Sym mul_const(const Sym& c, const Sym& x) { return c * x; }
  friend bool is_zero(const Sym& x) {
    const bool z = x.p_.is_zero();
    IdealScope::branch_log().push_back(z);
    return z;
  }

 private:
  struct Raw {};
  // Sums, differences and integer multiples of normal forms are normal forms.
  Sym(Raw /*tag*/, Poly p) : p_(std::move(p)) {}
  Poly p_;
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

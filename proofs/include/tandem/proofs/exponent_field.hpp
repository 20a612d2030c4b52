// The exponent field: an element stands for a^e, for one symbolic base a,
// and holds only e. Multiplying adds exponents and squaring doubles them,
// so running an addition chain (ref/inverse/) on it computes the exponent
// the chain raises to — for every a at once. A chain for 1/a is right
// exactly when the result is p − 2 (a^(p−1) = 1), one for a square root
// when it is (p + 1)/4; tests and the census check both.
#pragma once

#include <gmpxx.h>

#include <stdexcept>

namespace tandem::proofs {

class Exponent {
 public:
  /// a itself: exponent 1.
  [[nodiscard]] static Exponent base() { return Exponent(1); }
  [[nodiscard]] const mpz_class& e() const { return e_; }

  /// Only 1 = a^0 has an exponent; other constants do not occur in chains.
  [[nodiscard]] Exponent constant(long k) const {
    if (k != 1) throw std::logic_error("tandem::proofs::Exponent: only the constant 1 is a power of a");
    return Exponent(0);
  }
  friend Exponent operator*(const Exponent& x, const Exponent& y) { return Exponent(x.e_ + y.e_); }
  friend Exponent sqr(const Exponent& x) { return Exponent(2 * x.e_); }
  friend bool is_zero(const Exponent& /*x*/) { return false; }  // a ≠ 0

 private:
  explicit Exponent(mpz_class e) : e_(std::move(e)) {}
  mpz_class e_;
};

}  // namespace tandem::proofs

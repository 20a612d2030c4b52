// A small curve's group ⟨G⟩ written out: points[k] = k·G for k = 0 … n − 1,
// built by repeated affine addition, so that the sum of points[i] and
// points[j] is points[(i + j) mod n] and an exhaustive test needs no other
// oracle than index arithmetic.
#pragma once

#include <stdexcept>
#include <string>
#include <vector>

#include "tandem/ref/curve.hpp"
#include "tandem/ref/group.hpp"

namespace tandem::test {

class SmallGroup {
 public:
  explicit SmallGroup(const ref::Curve& C) : C_(C) {
    if (!C.n().fits_slong_p() || C.n() > 100000)
      throw std::invalid_argument("not a small group: " + std::string(C.name()));
    n_ = C.n().get_si();
    points_.reserve(static_cast<std::size_t>(n_));
    ref::Point P = C.infinity();
    for (long k = 0; k < n_; ++k) {
      points_.push_back(P);
      P = ref::add(C, P, C.G());
    }
    if (!P.infinity) throw std::logic_error("n·G is not O on " + std::string(C.name()));
  }

  [[nodiscard]] const ref::Curve& curve() const { return C_; }
  [[nodiscard]] long order() const { return n_; }
  /// k·G for any integer k.
  [[nodiscard]] const ref::Point& at(long k) const { return points_[static_cast<std::size_t>(((k % n_) + n_) % n_)]; }

 private:
  const ref::Curve& C_;
  long n_ = 0;
  std::vector<ref::Point> points_;
};

/// Non-zero field elements, deterministic and cheap, for the inputs' Z.
class ZCounter {
 public:
  explicit ZCounter(const ref::PrimeField& F) : F_(F) {}
  ref::Fe operator()() {
    for (;;) {
      ++i_;
      const ref::Fe z = F_.from_mpz(mpz_class(i_) * 40503 + 7);
      if (!is_zero(z)) return z;
    }
  }

 private:
  const ref::PrimeField& F_;
  unsigned long i_ = 0;
};

}  // namespace tandem::test

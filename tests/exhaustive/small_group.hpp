// A small curve's group ⟨G⟩ written out: points[k] = k·G for k = 0 … n − 1,
// built by repeated affine addition, so that the sum of points[i] and
// points[j] is points[(i + j) mod n] and an exhaustive test needs no other
// oracle than index arithmetic. On a tiny field with h = 2 (tiny-m3-2x139)
// whole_curve() writes out all of E(F_p), cyclic of order 2n, from the
// generator G + T (T the one point of order 2), so that the points of even
// order are in the sweep too.
#pragma once

#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <stdexcept>
#include <string>
#include <string_view>
#include <vector>

#include "tandem/ref/curve.hpp"
#include "tandem/ref/group.hpp"

namespace tandem::test {

/// Every point of E(F_p) on a tiny field, O first, then by x (y and −y),
/// found with ref's square root.
inline std::vector<ref::Point> all_points(const ref::Curve& C) {
  if (C.p() > 100000) throw std::invalid_argument("not a tiny field: " + std::string(C.name()));
  std::vector<ref::Point> out{C.infinity()};
  for (mpz_class x = 0; x < C.p(); ++x) {
    const ref::Fe fx = C.fp().from_mpz(x);
    const std::optional<ref::Fe> y = ref::sqrt(sqr(fx) * fx + C.eq().a * fx + C.eq().b);
    if (!y) continue;
    out.push_back(ref::Point{fx, *y, false});
    if (!is_zero(*y)) out.push_back(ref::Point{fx, -*y, false});
  }
  return out;
}

class SmallGroup {
 public:
  explicit SmallGroup(const ref::Curve& C) : SmallGroup(C, C.G(), C.n()) {}

  /// E(F_p) itself, on a tiny field with h = 2 and E(F_p) cyclic.
  static SmallGroup whole_curve(const ref::Curve& C) {
    if (C.h() != 2 || C.p() > 100000) throw std::invalid_argument("no whole-curve sweep on " + std::string(C.name()));
    for (const ref::Point& T : all_points(C)) {
      if (!T.infinity && is_zero(T.y)) return SmallGroup(C, ref::add(C, C.G(), T), 2 * C.n());
    }
    throw std::logic_error("no point of order 2 on " + std::string(C.name()));
  }

  [[nodiscard]] const ref::Curve& curve() const { return C_; }
  [[nodiscard]] long order() const { return n_; }
  /// k times the generator (G, or G + T for whole_curve) for any integer k.
  [[nodiscard]] const ref::Point& at(long k) const { return points_[static_cast<std::size_t>(((k % n_) + n_) % n_)]; }

 private:
  /// The multiples of `generator`, which must have order exactly `order`.
  SmallGroup(const ref::Curve& C, const ref::Point& generator, const mpz_class& order) : C_(C) {
    if (!order.fits_slong_p() || order > 100000)
      throw std::invalid_argument("not a small group: " + std::string(C.name()));
    n_ = order.get_si();
    points_.reserve(static_cast<std::size_t>(n_));
    ref::Point P = C.infinity();
    for (long k = 0; k < n_; ++k) {
      if (k > 0 && P.infinity) throw std::logic_error("the generator's order is below " + order.get_str());
      points_.push_back(P);
      P = ref::add(C, P, generator);
    }
    if (!P.infinity) throw std::logic_error("the generator's order is not " + order.get_str() + " on " + std::string(C.name()));
  }

  const ref::Curve& C_;
  long n_ = 0;
  std::vector<ref::Point> points_;
};

/// ⟨G⟩ of a small curve by name, enumerated once for the life of the
/// program.
inline const SmallGroup& small_group(std::string_view name) {
  static std::map<std::string, std::unique_ptr<SmallGroup>, std::less<>> cache;
  static std::mutex m;
  const std::lock_guard<std::mutex> lock(m);
  auto& g = cache[std::string(name)];
  if (!g) g = std::make_unique<SmallGroup>(*ref::find_curve(name));
  return *g;
}

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

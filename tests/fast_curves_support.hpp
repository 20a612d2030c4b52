// What the tests of fast/ on the curves other than secp256k1 share: the
// curves as a gtest type list, integers across (GMP ↔ words ↔ field
// elements), and each curve's ref::Curve and OpenSSL group. Points and
// scalars cross as GMP integers, so fast/, ref/ and OpenSSL meet only in
// numbers.
#pragma once

#include <gmpxx.h>
#include <gtest/gtest.h>

#include <array>
#include <cstddef>
#include <cstdint>
#include <memory>
#include <vector>

#include "tandem/audit/fast_values.hpp"
#include "tandem/fast/group/prime_curves.hpp"
#include "tandem/oracles/openssl.hpp"
#include "tandem/ref/curve.hpp"
#include "tandem/ref/group.hpp"

namespace tandem::fast_curves_test {

using CurveTypes =
    ::testing::Types<fast::Secp192k1, fast::Secp224k1, fast::P192, fast::P224, fast::P256, fast::P384, fast::P521,
                     fast::BrainpoolP160r1, fast::BrainpoolP192r1, fast::BrainpoolP224r1, fast::BrainpoolP256r1,
                     fast::BrainpoolP320r1, fast::BrainpoolP384r1, fast::BrainpoolP512r1>;

/// gtest's names for the typed tests: the curve's own.
struct CurveName {
  template <class C>
  static std::string GetName(int /*i*/) {
    std::string s(C::kName);
    for (char& c : s) {
      if (c == '-') c = '_';
    }
    return s;
  }
};

using audit::fastv::value_of;
using audit::fastv::words_of;

template <class C>
struct Curve {
  using F = typename C::Field;
  using S = typename C::Scalar;
  using Point = typename C::Point;
  using Proj = typename C::Proj;

  const ref::Curve& R = *ref::find_curve(C::kName);
  std::unique_ptr<oracles::OpenSslGroup> ossl = oracles::OpenSslGroup::make(
      R.spec().openssl_sn,
      oracles::CurveInts{R.p(), R.eq().a.value(), R.eq().b.value(), R.G().x.value(), R.G().y.value(), R.n(), R.h()});

  [[nodiscard]] S scalar(const mpz_class& k) const { return S::from_words(words_of<S::kWords>(k % R.n())); }
  [[nodiscard]] F field(const mpz_class& v) const { return F::from_words(words_of<F::kWords>(v)); }
  [[nodiscard]] Point point(const oracles::IntPoint& P) const {
    if (P.infinity) return Point::at_infinity();
    return {field(P.x), field(P.y), false};
  }
  [[nodiscard]] static oracles::IntPoint ints(const Point& A) {
    if (A.infinity) return {0, 0, true};
    return {value_of(A.x.to_words()), value_of(A.y.to_words()), false};
  }
  [[nodiscard]] static oracles::IntPoint ints(const Proj& P) { return ints(fast::to_affine_var(P)); }
  [[nodiscard]] oracles::IntPoint ints(const ref::Point& P) const {
    if (P.infinity) return {0, 0, true};
    return {P.x.value(), P.y.value(), false};
  }
  [[nodiscard]] oracles::IntPoint G() const { return {R.G().x.value(), R.G().y.value(), false}; }

  /// The edge scalars (0, 1, 2, 3, n − 1, n − 2, (n ± 1)/2, 2^k below n) and
  /// `random` seeded random ones.
  [[nodiscard]] std::vector<mpz_class> scalars(int random, unsigned long seed) const {
    const mpz_class& n = R.n();
    std::vector<mpz_class> k{0, 1, 2, 3, n - 1, n - 2, (n - 1) / 2, (n + 1) / 2};
    for (unsigned e : {5U, 64U, 127U, 128U, 191U, 255U, 383U, 511U, 520U}) {
      const mpz_class v = mpz_class(1) << e;
      if (v < n) k.push_back(v);
    }
    gmp_randclass rng(gmp_randinit_mt);
    rng.seed(seed);
    for (int i = 0; i < random; ++i) k.push_back(rng.get_z_range(n));
    return k;
  }
};

}  // namespace tandem::fast_curves_test

// fast/'s multiplications against OpenSSL's EC_POINT_mul, an implementation
// that shares nothing with tandem: on secp256k1 (OpenSSL's named group) and
// on k1-13 and k1-199 (groups OpenSSL builds from their parameters), on
// edge scalars (0, 1, 2, n − 1, n − 2, 2^k) and seeded random ones, for the
// constant-time ones (ecmult_gen, ecmult_const, the ladders, the signed
// windows) and the variable-time ones (ecmult_var, ecmult_gen_var,
// tweak_add_var, ecmult_multi_var). Integers and points cross as GMP
// integers (oracles/).
#include <gtest/gtest.h>

#include <memory>
#include <vector>

#include "tandem/audit/fast_values.hpp"
#include "tandem/fast/ecmult/ecmult.hpp"
#include "tandem/fast/ecmult/ecmult_const.hpp"
#include "tandem/fast/ecmult/ecmult_gen.hpp"
#include "tandem/fast/ecmult/ecmult_gen_var.hpp"
#include "tandem/fast/ecmult/ecmult_multi.hpp"
#include "tandem/fast/ecmult/ladders.hpp"
#include "tandem/fast/ecmult/mult_ct.hpp"
#include "tandem/oracles/openssl.hpp"
#include "tandem/ref/curve.hpp"

namespace tandem {
namespace {

using F = fast::Fe64;
using oracles::IntPoint;
namespace fv = audit::fastv;

template <class Curve>
struct Fixture {
  const ref::Curve& C = *ref::find_curve(Curve::kName);
  std::unique_ptr<oracles::OpenSslGroup> ossl = oracles::OpenSslGroup::make(
      C.spec().openssl_sn,
      oracles::CurveInts{C.p(), C.eq().a.value(), C.eq().b.value(), C.G().x.value(), C.G().y.value(), C.n(), C.h()});

  typename Curve::Scalar scalar(const mpz_class& k) const { return Curve::Scalar::reduce(fv::words256(k % C.n())); }
  fast::Ge<F> point(const IntPoint& P) const {
    if (P.infinity) return fast::Ge<F>::at_infinity();
    return {F::from_words_below_p(fv::words256(P.x)), F::from_words_below_p(fv::words256(P.y)), false};
  }
  IntPoint ints(const fast::Gej<F>& R) const {
    const fast::Ge<F> A = fast::to_affine_var(R);
    if (A.infinity) return {0, 0, true};
    return {fv::words_value(A.x.to_words()), fv::words_value(A.y.to_words()), false};
  }
  std::vector<mpz_class> scalars() const {
    std::vector<mpz_class> k{0, 1, 2, 3, C.n() - 1, C.n() - 2, (C.n() - 1) / 2, (C.n() + 1) / 2};
    for (unsigned e : {7U, 64U, 127U, 128U, 129U, 200U, 255U}) {
      const mpz_class v = mpz_class(1) << e;
      if (v < C.n()) k.push_back(v);
    }
    gmp_randclass rng(gmp_randinit_mt);
    rng.seed(20261201);
    for (int i = 0; i < 24; ++i) k.push_back(rng.get_z_range(C.n()));
    return k;
  }
};

template <class Curve>
void against_openssl() {
  const Fixture<Curve> f;
  ASSERT_NE(f.ossl, nullptr) << Curve::kName;
  const std::vector<mpz_class> ks = f.scalars();
  const IntPoint G{f.C.G().x.value(), f.C.G().y.value(), false};
  const fast::EcmultGenContext<Curve, F> gen;
  std::size_t i = 0;
  for (const mpz_class& k : ks) {
    const mpz_class k2 = ks[(i++ * 7 + 3) % ks.size()];
    // P = k2·G, a point of the subgroup other than G.
    const IntPoint Pi = *f.ossl->mul_generator(k2);
    const fast::Ge<F> P = f.point(Pi);
    const auto s = f.scalar(k);
    const IntPoint kP = *f.ossl->mul(k, Pi);
    const IntPoint kG = *f.ossl->mul_generator(k);
    EXPECT_EQ(f.ints(gen.multiply(s)), kG) << "ecmult_gen, k = " << k;
    EXPECT_EQ(f.ints(fast::ecmult_gen_var<Curve, F>(s)), kG) << "ecmult_gen_var, k = " << k;
    EXPECT_EQ(f.ints(fast::ecmult_const<Curve, F>(P, s)), kP) << "ecmult_const, k = " << k;
    EXPECT_EQ(f.ints(fast::mul_coz_ladder<Curve, F>(P, s)), kP) << "mul_coz_ladder, k = " << k;
    EXPECT_EQ(f.ints(fast::mul_x_ladder<Curve, F>(P, s)), kP) << "mul_x_ladder, k = " << k;
    EXPECT_EQ(f.ints(fast::mul_signed_odd_window<Curve, F>(P, s)), kP) << "mul_signed_odd_window, k = " << k;
    // a·P + b·G and P + t·G.
    const IntPoint both = *f.ossl->add(kP, *f.ossl->mul_generator(k2));
    EXPECT_EQ(f.ints(fast::ecmult_var<Curve, F>(fast::Gej<F>::from_affine(P), s, f.scalar(k2))), both)
        << "ecmult_var, a = " << k << ", b = " << k2;
    EXPECT_EQ(f.ints(fast::tweak_add_var<Curve, F>(fast::Gej<F>::from_affine(P), s)), *f.ossl->add(Pi, kG))
        << "tweak_add_var, t = " << k;
  }
  // Σ kᵢ·Pᵢ over every scalar, Pᵢ = (i + 1)·G, against OpenSSL's sum.
  std::vector<typename Curve::Scalar> sc;
  std::vector<fast::Ge<F>> pts;
  IntPoint sum{0, 0, true};
  for (std::size_t j = 0; j < ks.size(); ++j) {
    const IntPoint Pj = *f.ossl->mul_generator(mpz_class(static_cast<unsigned long>(j + 1)));
    sc.push_back(f.scalar(ks[j]));
    pts.push_back(f.point(Pj));
    sum = *f.ossl->add(sum, *f.ossl->mul(ks[j], Pj));
  }
  const auto r = fast::ecmult_multi_var<Curve, F>(std::span<const typename Curve::Scalar>(sc),
                                                  std::span<const fast::Ge<F>>(pts), nullptr);
  ASSERT_TRUE(static_cast<bool>(r));
  EXPECT_EQ(f.ints(*r), sum) << "ecmult_multi_var over " << ks.size() << " terms";
}

TEST(FastAgainstOpenSSL, Secp256k1) { against_openssl<fast::Secp256k1>(); }
TEST(FastAgainstOpenSSL, K1_13) { against_openssl<fast::K1_13>(); }
TEST(FastAgainstOpenSSL, K1_199) { against_openssl<fast::K1_199>(); }

}  // namespace
}  // namespace tandem

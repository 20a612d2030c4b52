// fast/'s Bos–Coster (ecmult/bos_coster_var.hpp) against ref's sums: every
// pair of scalars on k1-13 (two points of the group), small and larger
// sums on secp256k1 with random, zero, equal and cancelling terms, and the
// size mismatch error.
#include <gtest/gtest.h>

#include <vector>

#include "tandem/audit/fast_values.hpp"
#include "tandem/fast/ecmult/bos_coster_var.hpp"
#include "tandem/ref/group.hpp"

namespace tandem {
namespace {

using F = fast::Fe64;
namespace fv = audit::fastv;

template <class Curve>
fast::Ge<F> to_fast(const ref::Point& P) {
  if (P.infinity) return fast::Ge<F>::at_infinity();
  return {F::from_words_below_p(fv::words256(P.x.value())), F::from_words_below_p(fv::words256(P.y.value())), false};
}
ref::Point to_ref(const ref::Curve& C, const fast::Gej<F>& R) {
  const fast::Ge<F> A = fast::to_affine_var(R);
  if (A.infinity) return C.infinity();
  return {C.fp().from_mpz(fv::words_value(A.x.to_words())), C.fp().from_mpz(fv::words_value(A.y.to_words())), false};
}

template <class Curve>
ref::Point bos_coster(const ref::Curve& C, const std::vector<mpz_class>& ks, const std::vector<ref::Point>& Ps) {
  std::vector<typename Curve::Scalar> s;
  std::vector<fast::Ge<F>> p;
  for (const mpz_class& k : ks) s.push_back(Curve::Scalar::reduce(fv::words256(k % C.n())));
  for (const ref::Point& P : Ps) p.push_back(to_fast<Curve>(P));
  const auto r = fast::multi_mul_bos_coster_var<Curve, F>(std::span<const typename Curve::Scalar>(s),
                                                          std::span<const fast::Ge<F>>(p));
  EXPECT_TRUE(static_cast<bool>(r));
  return r ? to_ref(C, *r) : C.infinity();
}

ref::Point sum(const ref::Curve& C, const std::vector<mpz_class>& ks, const std::vector<ref::Point>& Ps) {
  ref::Point S = C.infinity();
  for (std::size_t i = 0; i < ks.size(); ++i) S = ref::add(C, S, ref::mul(C, ks[i], Ps[i]));
  return S;
}

TEST(FastBosCoster, EveryPairOfScalarsOnK1_13) {
  const ref::Curve& C = *ref::find_curve("k1-13");
  const std::vector<ref::Point> Ps{C.G(), ref::mul(C, 5, C.G())};
  for (long a = 0; a < 13; ++a) {
    for (long b = 0; b < 13; ++b) {
      const std::vector<mpz_class> ks{a, b};
      EXPECT_TRUE(ref::affine_equal(bos_coster<fast::K1_13>(C, ks, Ps), ref::mul(C, (a + 5 * b) % 13, C.G())))
          << "a = " << a << ", b = " << b;
    }
  }
}

TEST(FastBosCoster, SumsOnSecp256k1) {
  const ref::Curve& C = *ref::find_curve("secp256k1");
  gmp_randclass rng(gmp_randinit_mt);
  rng.seed(1989);
  for (const std::size_t n : {1U, 2U, 3U, 8U, 16U, 40U}) {
    std::vector<mpz_class> ks;
    std::vector<ref::Point> Ps;
    for (std::size_t i = 0; i < n; ++i) {
      ks.push_back(rng.get_z_range(C.n()));
      Ps.push_back(ref::mul_gen(C, rng.get_z_range(C.n())));
    }
    EXPECT_TRUE(ref::affine_equal(bos_coster<fast::Secp256k1>(C, ks, Ps), sum(C, ks, Ps))) << "n = " << n;
    // Zero, equal and small scalars, and P beside −P with the same scalar.
    std::vector<mpz_class> ke = ks;
    std::vector<ref::Point> Pe = Ps;
    ke.insert(ke.end(), {0, ks[0], 1, 2});
    Pe.insert(Pe.end(), {Ps[0], ref::neg(C, Ps[0]), C.G(), C.G()});
    EXPECT_TRUE(ref::affine_equal(bos_coster<fast::Secp256k1>(C, ke, Pe), sum(C, ke, Pe))) << "n = " << n << " + edges";
  }
  EXPECT_TRUE(bos_coster<fast::Secp256k1>(C, {}, {}).infinity);
  EXPECT_TRUE(bos_coster<fast::Secp256k1>(C, {C.n() - 1, 1}, {C.G(), C.G()}).infinity);
}

TEST(FastBosCoster, SizeMismatchIsAnError) {
  const std::vector<fast::Scalar> k{fast::Scalar::from_int(1)};
  const std::vector<fast::Ge<F>> P;
  const auto r = fast::multi_mul_bos_coster_var<fast::Secp256k1, F>(std::span<const fast::Scalar>(k),
                                                                    std::span<const fast::Ge<F>>(P));
  ASSERT_FALSE(static_cast<bool>(r));
  EXPECT_EQ(r.error(), Error::size_mismatch);
}

}  // namespace
}  // namespace tandem

// The GLV split: its constants derived again from n and λ (the extended
// Euclidean algorithm of GLV §4), the bound on the halves derived from the
// lattice basis, and the split itself on edge and random scalars: it
// reconstructs k and both halves are below 2^128.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "fast_support.hpp"
#include "tandem/fast/glv_split.hpp"

namespace tandem {
namespace {

using fast::Scalar;
using test::n;

mpz_class value(const fast::Words256& w) {
  mpz_class v;
  for (std::size_t i = 4; i-- > 0;) v = (v << 64) + test::u64z(w[i]);
  return v;
}
mpz_class value(const Scalar& s) { return value(s.words()); }
mpz_class lambda() { return value(fast::secp256k1::kLambda); }
mpz_class mod_n(const mpz_class& v) {
  mpz_class r;
  mpz_mod(r.get_mpz_t(), v.get_mpz_t(), n().get_mpz_t());
  return r;
}

struct Basis {
  mpz_class a1, b1, a2, b2;
};

/// GLV §4: run the extended Euclidean algorithm on (n, λ), keeping
/// r_i = s_i·n + t_i·λ; with l the largest index where r_l ≥ √n,
/// v1 = (r_(l+1), −t_(l+1)) and v2 the shorter of (r_l, −t_l), (r_(l+2), −t_(l+2)).
Basis derive_basis() {
  std::vector<mpz_class> r{n(), lambda()}, t{0, 1};
  mpz_class root;
  mpz_sqrt(root.get_mpz_t(), n().get_mpz_t());
  while (r.back() >= root) {
    const std::size_t i = r.size() - 1;
    const mpz_class q = r[i - 1] / r[i];
    r.push_back(r[i - 1] - q * r[i]);
    t.push_back(t[i - 1] - q * t[i]);
  }
  const std::size_t l1 = r.size() - 1;  // r_(l+1) < √n
  const mpz_class q = r[l1 - 1] / r[l1];
  const mpz_class r2 = r[l1 - 1] - q * r[l1], t2 = t[l1 - 1] - q * t[l1];
  Basis b{r[l1], -t[l1], 0, 0};
  const mpz_class norm_l = r[l1 - 1] * r[l1 - 1] + t[l1 - 1] * t[l1 - 1];
  const mpz_class norm_l2 = r2 * r2 + t2 * t2;
  if (norm_l <= norm_l2) {
    b.a2 = r[l1 - 1];
    b.b2 = -t[l1 - 1];
  } else {
    b.a2 = r2;
    b.b2 = -t2;
  }
  return b;
}

mpz_class round_div(const mpz_class& num, const mpz_class& den) { return (2 * num + den) / (2 * den); }

TEST(Glv, LambdaIsACubeRootOfUnity) {
  const mpz_class l = lambda();
  EXPECT_EQ(mod_n(l * l * l), 1);
  EXPECT_NE(l, 1);
}

TEST(Glv, ConstantsFollowFromTheLatticeBasis) {
  const Basis b = derive_basis();
  EXPECT_EQ(mod_n(b.a1 + b.b1 * lambda()), 0);
  EXPECT_EQ(mod_n(b.a2 + b.b2 * lambda()), 0);
  EXPECT_EQ(value(fast::glv::kMinusB1), mod_n(-b.b1));
  EXPECT_EQ(value(fast::glv::kMinusB2), mod_n(-b.b2));
  EXPECT_EQ(value(fast::glv::kG1), round_div(b.b2 << 384, n()));
  EXPECT_EQ(value(fast::glv::kG2), round_div((-b.b1) << 384, n()));
}

TEST(Glv, TheBasisBoundsTheHalvesBelow2To128) {
  // |k1| ≤ (|a1| + |a2|)(1/2 + 2^−128), |k2| ≤ (|b1| + |b2|)(1/2 + 2^−128)
  // (glv_split.hpp): both below 2^128.
  const Basis b = derive_basis();
  const mpz_class s1 = abs(b.a1) + abs(b.a2), s2 = abs(b.b1) + abs(b.b2);
  const mpz_class two128 = test::pow2(128);
  EXPECT_LT(s1 * (two128 + 2), two128 * two128 * 2);  // s1·(1/2 + 2^−128) < 2^128
  EXPECT_LT(s2 * (two128 + 2), two128 * two128 * 2);
}

void check_split(const mpz_class& k) {
  const Scalar s = Scalar::set_b32(test::be32(k));
  const fast::GlvSplit sp = fast::split_lambda(s);
  ASSERT_EQ(mod_n(value(sp.k1) + value(sp.k2) * lambda()), mod_n(k)) << k.get_str(16);
  const fast::GlvHalves h = fast::split_lambda_halves(s);
  const mpz_class k1 = value({h.k1_abs[0], h.k1_abs[1], 0, 0}), k2 = value({h.k2_abs[0], h.k2_abs[1], 0, 0});
  ASSERT_LT(k1, test::pow2(128));
  ASSERT_LT(k2, test::pow2(128));
  const mpz_class s1 = h.k1_negative ? mpz_class(-k1) : k1, s2 = h.k2_negative ? mpz_class(-k2) : k2;
  ASSERT_EQ(mod_n(s1 + s2 * lambda()), mod_n(k)) << k.get_str(16);
}

TEST(Glv, SplitOnEdgeScalars) {
  const Basis b = derive_basis();
  for (const mpz_class& k : std::vector<mpz_class>{mpz_class(0), mpz_class(1), mpz_class(2), n() - 1, n() - 2, (n() - 1) / 2, (n() + 1) / 2, lambda(),
        mod_n(-lambda()), mod_n(b.a1), mod_n(b.a2), mod_n(b.b1), mod_n(b.b2), test::pow2(128), test::pow2(255),
        test::pow2(128) - 1, mod_n(lambda() * lambda())}) {
    check_split(k);
  }
}

RC_GTEST_PROP(Glv, SplitReconstructsAndHalvesAreBelow2To128, ()) {
  const auto bytes = *rc::gen::container<std::vector<std::uint8_t>>(40, rc::gen::arbitrary<std::uint8_t>());
  mpz_class k;
  mpz_import(k.get_mpz_t(), bytes.size(), 1, 1, 1, 0, bytes.data());
  check_split(mod_n(k));
}

}  // namespace
}  // namespace tandem

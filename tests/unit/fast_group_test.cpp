// fast/'s group layer (group/group.hpp, point.hpp, curve.hpp,
// odd_multiples.hpp) against ref: conversions to affine (constant-time and
// _var, one by one and in a batch), the storage form, negation, equality,
// the on-curve check, φ, the curve traits' data, SmallScalar's arithmetic
// and the GLV split for every scalar of every small curve, and the
// effective-affine tables. Built with the magnitude checks on
// (TANDEM_FAST_VERIFY), so a conversion that breaks a contract aborts.
#include <gtest/gtest.h>

#include <vector>

#include "exhaustive/small_group.hpp"
#include "tandem/audit/fast_values.hpp"
#include "tandem/audit/formula_runs.hpp"
#include "support.hpp"
#include "tandem/fast/group/curve.hpp"
#include "tandem/fast/group/group.hpp"
#include "tandem/fast/group/odd_multiples.hpp"

namespace tandem {
namespace {

const ref::Curve& k1() { return *ref::find_curve("secp256k1"); }

/// Between ref's points and fast's: Jacobian inputs with their X and Y at
/// the group's magnitude bound 4 (Fe) or non-canonical (Fe64).
template <class F>
struct Conv {
  const ref::Curve& C;
  [[nodiscard]] ref::Fe back(const F& a) const { return C.fp().from_mpz(audit::fastv::Codec<F>::val(a)); }
  [[nodiscard]] fast::Gej<F> gej(const ref::Point& P, const ref::Fe& z) const {
    const ref::Jacobian<ref::Fe> J = audit::jacobian_with_z(P, z);
    using Co = audit::fastv::Codec<F>;
    return {Co::enc(J.X.value(), 4, true), Co::enc(J.Y.value(), 4, true), Co::enc(J.Z.value(), 1, true)};
  }
  [[nodiscard]] ref::Point affine(const fast::Gej<F>& P) const {
    return ref::to_affine(ref::Jacobian<ref::Fe>{back(P.X), back(P.Y), back(P.Z)});
  }
};

template <class F>
Conv<F> conv(const ref::Curve& C) {
  return Conv<F>{C};
}

template <class F>
ref::Point affine_of(const ref::Curve& C, const fast::Ge<F>& P) {
  if (P.infinity) return C.infinity();
  return {C.fp().from_mpz(audit::fastv::Codec<F>::val(P.x)), C.fp().from_mpz(audit::fastv::Codec<F>::val(P.y)), false};
}

template <class F>
class FastGroup : public ::testing::Test {};
using Fields = ::testing::Types<fast::Fe, fast::Fe64>;
TYPED_TEST_SUITE(FastGroup, Fields);

TYPED_TEST(FastGroup, ToAffineBothShapesAndTheBatchAgreeWithRef) {
  using F = TypeParam;
  const ref::Curve& C = k1();
  const Conv<F> c = conv<F>(C);
  std::vector<ref::Point> pts{C.infinity(), C.G(), ref::neg(C, C.G())};
  for (long k = 2; k < 40; k += 3) pts.push_back(ref::mul_gen(C, mpz_class(k) * 1000003 + 17));
  std::vector<fast::Gej<F>> jac;
  long zi = 5;
  for (const ref::Point& P : pts) jac.push_back(c.gej(P, C.fp().from_int(zi += 11)));
  std::vector<fast::Ge<F>> batch(jac.size());
  fast::to_affine_batch_var(std::span<fast::Ge<F>>(batch), std::span<const fast::Gej<F>>(jac));
  for (std::size_t i = 0; i < pts.size(); ++i) {
    EXPECT_TRUE(ref::affine_equal(affine_of(C, fast::to_affine(jac[i])), pts[i])) << i;
    EXPECT_TRUE(ref::affine_equal(affine_of(C, fast::to_affine_var(jac[i])), pts[i])) << i;
    EXPECT_TRUE(ref::affine_equal(affine_of(C, batch[i]), pts[i])) << i;
    EXPECT_TRUE(fast::equal_var(jac[i], fast::to_affine(jac[i]))) << i;
    EXPECT_TRUE(fast::equal_var(jac[i], jac[i])) << i;
    EXPECT_TRUE(ref::affine_equal(c.affine(fast::neg(jac[i])), ref::neg(C, pts[i]))) << i;
    const fast::Ge<F> A = fast::to_affine(jac[i]);
    EXPECT_TRUE(fast::on_curve(A, fast::Secp256k1::b<F>())) << i;
    if (!A.infinity) {
      const fast::Ge<F> S = fast::from_storage<F>(fast::to_storage(A));
      EXPECT_TRUE(fast::equal_var(S, A)) << i;
      EXPECT_TRUE(ref::affine_equal(affine_of(C, fast::neg(A)), ref::neg(C, pts[i])));
    }
  }
  // Distinct points are not equal, and a point is not its negation.
  EXPECT_FALSE(fast::equal_var(jac[1], jac[2]));
  EXPECT_FALSE(fast::equal_var(jac[0], jac[1]));
  EXPECT_FALSE(fast::equal_var(jac[3], fast::to_affine(jac[4])));
}

TYPED_TEST(FastGroup, OnCurveRejectsAPointOffTheCurve) {
  using F = TypeParam;
  const fast::Ge<F> G = fast::Secp256k1::generator<F>();
  EXPECT_TRUE(fast::on_curve(G, fast::Secp256k1::b<F>()));
  const fast::Ge<F> off{G.x, normalize(add(G.y, F::from_int(1))), false};
  EXPECT_FALSE(fast::on_curve(off, fast::Secp256k1::b<F>()));
  // G lies on secp256k1, not on k1-199 (another b).
  EXPECT_FALSE(fast::on_curve(G, fast::K1_199::b<F>()));
  EXPECT_TRUE(fast::on_curve(fast::K1_199::generator<F>(), fast::K1_199::b<F>()));
}

TYPED_TEST(FastGroup, EndomorphismIsLambdaTimesThePoint) {
  using F = TypeParam;
  const ref::Curve& C = k1();
  const fast::Ge<F> G = fast::Secp256k1::generator<F>();
  const fast::Ge<F> phi = fast::endo(G, fast::Secp256k1::beta<F>());
  EXPECT_TRUE(ref::affine_equal(affine_of(C, phi), ref::mul_gen(C, C.lambda()->value())));
}

TYPED_TEST(FastGroup, OddMultiplesMapBackToTheMultiples) {
  using F = TypeParam;
  for (const char* name : {"secp256k1", "k1-7", "k1-13"}) {
    const ref::Curve& C = *ref::find_curve(name);
    const Conv<F> c = conv<F>(C);
    const ref::Point P = ref::mul_gen(C, 3);
    const fast::OddMultiples<F> t = fast::odd_multiples_var(c.gej(P, C.fp().from_int(1234567)), 16);
    for (std::size_t i = 0; i < t.table.size(); ++i) {
      const ref::Point want = ref::mul(C, mpz_class(2 * static_cast<long>(i) + 1), P);
      const fast::Ge<F>& e = t.table[i];
      const ref::Point got = e.infinity ? C.infinity() : c.affine(fast::Gej<F>{e.x, e.y, t.z});
      EXPECT_TRUE(ref::affine_equal(got, want)) << name << " entry " << i;
    }
    const fast::OddMultiples<F> o = fast::odd_multiples_var(fast::Gej<F>::at_infinity(), 4);
    for (const fast::Ge<F>& e : o.table) EXPECT_TRUE(e.infinity);
  }
}

TEST(FastCurves, TraitsMatchSpecAndRef) {
  for (const char* name : {"secp256k1", "k1-7", "k1-13", "k1-199"}) {
    const ref::Curve& C = *ref::find_curve(name);
    const auto check = [&](const fast::Ge<fast::Fe64>& G, std::uint32_t b) {
      EXPECT_TRUE(ref::affine_equal(affine_of(C, G), C.G())) << name;
      EXPECT_EQ(mpz_class(b), C.eq().b.value()) << name;
    };
    const std::string n = name;
    if (n == "secp256k1") check(fast::Secp256k1::generator<fast::Fe64>(), fast::Secp256k1::kB);
    if (n == "k1-7") check(fast::K1_7::generator<fast::Fe64>(), fast::K1_7::kB);
    if (n == "k1-13") check(fast::K1_13::generator<fast::Fe64>(), fast::K1_13::kB);
    if (n == "k1-199") check(fast::K1_199::generator<fast::Fe64>(), fast::K1_199::kB);
  }
  EXPECT_EQ(mpz_class(fast::K1_199::kLambda), ref::find_curve("k1-199")->lambda()->value());
}

template <class Curve>
void small_scalar_and_split_everywhere() {
  using S = typename Curve::Scalar;
  constexpr long n = S::kN;
  for (long a = 0; a < n; ++a) {
    const S x = S::from_int(static_cast<std::uint32_t>(a));
    EXPECT_EQ(negate(x).value(), (n - a) % n);
    EXPECT_EQ(half(x).value() * 2 % n, a);
    EXPECT_EQ(is_high(x), a > (n - 1) / 2);
    if (a != 0) EXPECT_EQ(mul(inverse_var(x), x).value(), 1U);
    for (long b = 0; b < n; b += (n > 50 ? 7 : 1)) {
      const S y = S::from_int(static_cast<std::uint32_t>(b));
      EXPECT_EQ(add(x, y).value(), (a + b) % n);
      EXPECT_EQ(mul(x, y).value(), (a * b) % n);
    }
    // The split: k ≡ ±k1 ± k2·λ with both halves below 2^kGlvBits.
    const fast::GlvHalves h = Curve::split(x);
    const long k1 = h.k1_negative ? -static_cast<long>(h.k1_abs[0]) : static_cast<long>(h.k1_abs[0]);
    const long k2 = h.k2_negative ? -static_cast<long>(h.k2_abs[0]) : static_cast<long>(h.k2_abs[0]);
    EXPECT_EQ((((k1 + k2 * static_cast<long>(Curve::kLambda)) % n) + n) % n, a) << Curve::kName << " k = " << a;
    EXPECT_LT(h.k1_abs[0], 1UL << Curve::kGlvBits);
    EXPECT_LT(h.k2_abs[0], 1UL << Curve::kGlvBits);
  }
  bool overflow = false;
  const S r = S::reduce({n + 3, 0, 0, 0}, &overflow);
  EXPECT_TRUE(overflow);
  EXPECT_EQ(r.value(), 3U);
  (void)S::reduce({n - 1, 0, 0, 0}, &overflow);
  EXPECT_FALSE(overflow);
}

TEST(FastCurves, SmallScalarsAndTheirSplitOnEveryScalar) {
  small_scalar_and_split_everywhere<fast::K1_7>();
  small_scalar_and_split_everywhere<fast::K1_13>();
  small_scalar_and_split_everywhere<fast::K1_199>();
}

}  // namespace
}  // namespace tandem

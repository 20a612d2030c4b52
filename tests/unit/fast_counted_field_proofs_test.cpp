// CountedField<F>: a real fast field that counts. It computes what F
// computes (checked against F on secp256k1's points), counts a formula's
// generic path exactly as the census's value-free model does, counts the
// path the values take where they branch (P = Q hands madd_8m3s_var to the
// doubling), and counts the one inversion of a batch conversion.
#include <gtest/gtest.h>

#include <array>
#include <vector>

#include "tandem/fast/formulas/jacobian_add.hpp"
#include "tandem/fast/formulas/jacobian_dbl.hpp"
#include "tandem/fast/group/curve.hpp"
#include "tandem/fast/group/group.hpp"
#include "tandem/proofs/census.hpp"
#include "tandem/proofs/counted_field.hpp"

namespace tandem {
namespace {

using fast::Fe;
using fast::Fe64;
using fast::Ge;
using fast::Gej;
using C = fast::Secp256k1;

template <class F>
using Counted = proofs::CountedField<F>;

spec::OpCount census_count(std::string_view name) {
  for (const proofs::CensusRow& r : proofs::census_formulas()) {
    if (r.formula->implementation == "fast" && r.formula->info.name == name) return r.counted;
  }
  ADD_FAILURE() << "no fast census row " << name;
  return {};
}

template <class F>
Ge<F> lower(const Ge<Counted<F>>& P) {
  return {P.x.value(), P.y.value(), P.infinity};
}

template <class F>
void generic_addition_is_counted_like_the_census() {
  const Ge<Counted<F>> G = C::generator<Counted<F>>();
  const Gej<Counted<F>> G2 = fast::dbl(Gej<Counted<F>>::from_affine(G));
  proofs::CountScope scope;
  const Gej<Counted<F>> R = fast::madd_8m3s_var(G2, G);  // 3G
  const spec::OpCount counted = scope.counts();
  EXPECT_EQ(counted, census_count("madd_8m3s_var"));
  EXPECT_EQ(counted.M, 8);
  EXPECT_EQ(counted.S, 3);
  // The values are F's.
  const Ge<F> g = C::generator<F>();
  const Gej<F> r = fast::madd_8m3s_var(fast::dbl(Gej<F>::from_affine(g)), g);
  const Ge<F> a = fast::to_affine_var(r);
  const Ge<F> b = lower<F>(fast::to_affine_var(R));
  EXPECT_TRUE(fast::equal_var(a, b));
  // And not G2's: the comparison can fail.
  EXPECT_FALSE(fast::equal_var(a, lower<F>(fast::to_affine_var(G2))));
}

TEST(CountedField, GenericAdditionIsCountedLikeTheCensusOnFe64) { generic_addition_is_counted_like_the_census<Fe64>(); }
TEST(CountedField, GenericAdditionIsCountedLikeTheCensusOnFe) { generic_addition_is_counted_like_the_census<Fe>(); }

TEST(CountedField, TheValuesChooseThePath) {
  // G2 + G2 (affine): H ≡ 0 and R ≡ 0, so madd_8m3s_var hands P to the
  // doubling after its prefix (Z1², U2, S2: 3M + 1S; H, R: 2 adds and 2
  // negations).
  using F = Counted<Fe64>;
  const Gej<F> G2 = fast::dbl(Gej<F>::from_affine(C::generator<F>()));
  const Ge<F> G2a = fast::to_affine_var(G2);
  proofs::CountScope scope;
  const Gej<F> R = fast::madd_8m3s_var(G2, G2a);
  spec::OpCount want = census_count("dbl_a0_half_3m4s");
  want.M += 3;
  want.S += 1;
  want.add += 4;
  EXPECT_EQ(scope.counts(), want);
  EXPECT_NE(scope.counts(), census_count("madd_8m3s_var"));
  const Gej<F> R2 = fast::dbl(G2);
  EXPECT_TRUE(fast::equal_var(R, fast::to_affine_var(R2)));
}

TEST(CountedField, ABatchConversionCountsOneInversion) {
  using F = Counted<Fe64>;
  std::vector<Gej<F>> pts{Gej<F>::from_affine(C::generator<F>())};
  for (int i = 0; i < 4; ++i) pts.push_back(fast::dbl(pts.back()));
  std::vector<Ge<F>> out(pts.size());
  proofs::CountScope scope;
  fast::to_affine_batch_var(std::span<Ge<F>>(out), std::span<const Gej<F>>(pts));
  const spec::OpCount c = scope.counts();
  const int n = static_cast<int>(pts.size());
  EXPECT_EQ(c.inv, 1);
  // Montgomery's 3(n - 1) multiplications for the batch (batch_inverse.hpp's
  // text multiplies by its starting 1 and by the last prefix's inverse once
  // more: up to 3n - 1), then 3M + 1S per point.
  EXPECT_GE(c.M, 3 * (n - 1) + 3 * n);
  EXPECT_LE(c.M, 3 * n - 1 + 3 * n);
  EXPECT_EQ(c.S, n);
  for (std::size_t i = 0; i < pts.size(); ++i) {
    EXPECT_TRUE(fast::equal_var(out[i], fast::to_affine_var(pts[i]))) << i;
  }
  // One at a time, n inversions.
  proofs::CountScope each;
  for (const Gej<F>& p : pts) (void)fast::to_affine_var(p);
  EXPECT_EQ(each.counts().inv, n);
}

}  // namespace
}  // namespace tandem

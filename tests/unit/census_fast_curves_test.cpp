// The census of fast/'s multiplications on the other curves
// (proofs/census/fast_curves.cpp): a row per curve and strategy, and the
// counts are those of the strategy's text — mul_gen_ct, which has no
// doubling, counts exactly one complete mixed addition per digit after the
// first, which a strategy with an extra doubling or addition would not.
#include <gtest/gtest.h>

#include <map>
#include <set>
#include <string>
#include <type_traits>

#include "tandem/fast/ecmult/prime_ecmult.hpp"
#include "tandem/fast/group/prime_curves.hpp"
#include "tandem/proofs/census_fast_strategies.hpp"
#include "tandem/proofs/counted_field.hpp"

namespace tandem {
namespace {

TEST(CensusFastCurves, EveryCurveHasItsFourStrategies) {
  std::map<std::string, std::set<std::string>> seen;
  for (const proofs::FastCurveCensusRow& r : proofs::census_fast_curve_strategies()) {
    EXPECT_TRUE(seen[r.curve].insert(r.name).second) << r.curve << " " << r.name << " twice";
    EXPECT_GT(r.counted.M, 0) << r.curve << " " << r.name;
  }
  int curves = 0;
  fast::visit_all_prime_curves([&]<class C>(std::type_identity<C>) {
    ++curves;
    EXPECT_EQ(seen[std::string(C::kName)], (std::set<std::string>{"mul_gen_ct", "mul_ct", "mul2_var", "mul_var"}))
        << C::kName;
  });
  EXPECT_EQ(seen.size(), static_cast<std::size_t>(curves));
}

/// One mixed addition's count on curve C's counting field.
template <class CC>
spec::OpCount one_madd() {
  const typename CC::Proj P = CC::Proj::from_affine(CC::generator());
  proofs::CountScope scope;
  (void)CC::madd_proj(P, CC::generator());
  return scope.counts();
}

TEST(CensusFastCurves, MulGenCtCountsOneMixedAdditionPerDigit) {
  std::map<std::string, spec::OpCount> gen;
  for (const proofs::FastCurveCensusRow& r : proofs::census_fast_curve_strategies()) {
    if (r.name == "mul_gen_ct") gen[r.curve] = r.counted;
  }
  fast::visit_all_prime_curves([&]<class C>(std::type_identity<C>) {
    using CC = fast::PrimeCurve<typename C::CurveTag, proofs::CountedField<typename C::Field>>;
    const spec::OpCount madd = one_madd<CC>();
    constexpr int adds = static_cast<int>(fast::signed_window_digits(C::kScalarBits, fast::kPrimeGenWindow)) - 1;
    const spec::OpCount& got = gen.at(std::string(C::kName));
    EXPECT_EQ(got.M, adds * madd.M) << C::kName;
    EXPECT_EQ(got.S, adds * madd.S) << C::kName;
    EXPECT_EQ(got.C, adds * madd.C) << C::kName;
    EXPECT_EQ(got.inv, 0) << C::kName;
  });
}

}  // namespace
}  // namespace tandem

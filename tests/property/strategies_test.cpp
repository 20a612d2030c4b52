// Every strategy of ref/mult/ agrees with double-and-add (ref::mul, itself
// checked against OpenSSL, libsecp256k1 and Botan's vectors) on every curve
// it applies to: on the edge scalars of DESIGN.md (0, 1, 2, n−1, n, n+1,
// 2^k, all-ones, ≥ n, sparse, dense), on edge points (G, −G, O) and on
// random ones; a·P + b·Q and Σ kᵢ·Pᵢ likewise. And the checked entry points
// reject bad input with the documented Error.
#include <gtest/gtest.h>
#include <rapidcheck.h>

#include <set>

#include "support.hpp"
#include "tandem/audit/edges.hpp"
#include "tandem/ref/mult/strategy.hpp"

namespace tandem {
namespace {

class Strategies : public ::testing::TestWithParam<std::string> {
 protected:
  const ref::Curve& C = *ref::find_curve(GetParam());
  const ref::RefGroup& g = ref::ref_group(C);

  std::vector<mpz_class> edge_scalars() const {
    std::vector<mpz_class> ks;
    for (const audit::Edge& e : audit::edge_scalars(C.n())) ks.push_back(e.value);
    ks.push_back(3 * C.n() + 1);  // well above n
    return ks;
  }
  std::vector<ref::Point> edge_points() const {
    // −G and (n−1)·G are the same point reached two ways; the quick tier
    // keeps one of them on the curves above 256 bits, where the general
    // additions of the ladder and of the right-to-left method cost an
    // inversion each.
    if (!TANDEM_FULL_TESTS && ref::bit_length(C.n()) > 256) return {C.G(), C.infinity(), ref::mul_gen(C, C.n() - 1)};
    return {C.G(), ref::neg(C, C.G()), C.infinity(), ref::mul_gen(C, C.n() - 1)};
  }
  static std::string name(const ref::StrategyInfo& s, int w) { return std::string(s.name) + " w=" + std::to_string(w); }
};

TEST_P(Strategies, EveryMultStrategyAgreesWithDoubleAndAddOnEdges) {
  const std::vector<mpz_class> ks = edge_scalars();
  const std::vector<ref::Point> pts = edge_points();
  std::vector<std::vector<ref::Point>> want(pts.size());  // by double-and-add, once
  for (std::size_t p = 0; p < pts.size(); ++p) {
    for (const mpz_class& k : ks) want[p].push_back(ref::mul(C, k, pts[p]));
  }
  for (const ref::MultInfo& s : ref::mult_strategies()) {
    if (!ref::applies(s, C)) continue;
    const int w = ref::default_window(s);
    for (std::size_t p = 0; p < pts.size(); ++p) {
      const ref::Point& P = pts[p];
      if (s.fixed_base && !(P.infinity || ref::affine_equal(P, C.G()))) continue;
      const auto base = s.fixed_base ? std::optional(ref::prepare_fixed_base(g, s.id, P, w)) : std::nullopt;
      for (std::size_t i = 0; i < ks.size(); ++i) {
        const ref::Point R = g.to_affine(base ? ref::multiply(g, *base, ks[i]) : ref::multiply(g, s.id, ks[i], P, w));
        ASSERT_TRUE(ref::affine_equal(R, want[p][i])) << name(s, w) << " k=" << ks[i].get_str(16);
      }
    }
  }
}

TEST_P(Strategies, EveryWindowOfEveryMultStrategyAgreesOnRandomInputs) {
  // Every width in range, on a random point and a few random scalars: the
  // tables' sizes and the recodings' widths change with w.
  gmp_randclass rng(gmp_randinit_mt);
  rng.seed(static_cast<unsigned long>(C.n().get_ui() ^ 99));
  const int per_width = TANDEM_FULL_TESTS ? 6 : 1;
  for (const ref::MultInfo& s : ref::mult_strategies()) {
    if (!ref::applies(s, C)) continue;
    const int lo = s.window.present() ? s.window.min : 0;
    const int hi = s.window.present() ? s.window.max : 0;
    for (int w = lo; w <= hi; ++w) {
      // The largest fixed-base tables cost seconds on the 500-bit curves: the
      // quick tier keeps them to the small curves.
      if (!TANDEM_FULL_TESTS && s.fixed_base && w > 6 && C.spec().kind == spec::CurveKind::standard) continue;
      const ref::Point P = ref::mul_gen(C, rng.get_z_range(C.n() - 1) + 1);
      for (int i = 0; i < per_width; ++i) {
        const mpz_class k = rng.get_z_bits(static_cast<unsigned long>(ref::bit_length(C.n()) + 2));
        const ref::Point R = g.to_affine(ref::multiply(g, s.id, k, P, w));
        ASSERT_TRUE(ref::affine_equal(R, ref::mul(C, k, P))) << name(s, w) << " k=" << k.get_str(16);
      }
    }
  }
}

TEST_P(Strategies, DoubleMultiplicationAgreesOnEdgesAndRandom) {
  gmp_randclass rng(gmp_randinit_mt);
  rng.seed(7);
  const std::vector<mpz_class> ks = edge_scalars();
  std::vector<std::pair<ref::Point, ref::Point>> pairs{{C.G(), C.G()},
                                                      {C.G(), ref::neg(C, C.G())},
                                                      {C.infinity(), C.G()},
                                                      {C.G(), C.infinity()}};
  pairs.emplace_back(ref::mul_gen(C, rng.get_z_range(C.n())), ref::mul_gen(C, rng.get_z_range(C.n())));
  for (const ref::DMultInfo& s : ref::dmult_strategies()) {
    const int lo = s.window.present() ? s.window.min : 0;
    const int hi = s.window.present() ? (TANDEM_FULL_TESTS ? s.window.max : s.window.min + 3) : 0;
    for (int w = lo; w <= hi; ++w) {
      for (std::size_t i = 0; i < ks.size(); ++i) {
        const auto& [P, Q] = pairs[i % pairs.size()];
        const mpz_class& a = ks[i];
        const mpz_class& b = ks[(i * 7 + 3) % ks.size()];
        const ref::Point R = g.to_affine(ref::double_multiply(g, s.id, a, P, b, Q, w));
        ASSERT_TRUE(ref::affine_equal(R, ref::add(C, ref::mul(C, a, P), ref::mul(C, b, Q))))
            << name(s, w) << " a=" << a.get_str(16) << " b=" << b.get_str(16);
      }
    }
  }
}

TEST_P(Strategies, MultiMultiplicationAgreesForSeveralSizes) {
  gmp_randclass rng(gmp_randinit_mt);
  rng.seed(11);
  const std::vector<mpz_class> edges = edge_scalars();
  for (const ref::MultiInfo& s : ref::multi_strategies()) {
    for (std::size_t size : {0, 1, 2, 3, 8, 17}) {
      std::vector<mpz_class> ks;
      std::vector<ref::Point> Ps;
      ref::Point want = C.infinity();
      for (std::size_t i = 0; i < size; ++i) {
        ks.push_back(i % 3 == 0 ? edges[(i + size) % edges.size()] : mpz_class(rng.get_z_range(C.n())));
        Ps.push_back(i % 4 == 1 ? Ps.back() : ref::mul_gen(C, rng.get_z_range(C.n())));  // repeated points too
        want = ref::add(C, want, ref::mul(C, ks.back(), Ps.back()));
      }
      for (int w : {ref::default_window(s, size), s.window.present() ? s.window.min : 0}) {
        const ref::Point R = g.to_affine(ref::multi_multiply(g, s.id, std::span<const mpz_class>(ks),
                                                             std::span<const ref::Point>(Ps), w));
        ASSERT_TRUE(ref::affine_equal(R, want)) << s.name << " N=" << size << " w=" << w;
      }
    }
  }
}

TEST_P(Strategies, RandomScalarsAndPointsAsAProperty) {
  EXPECT_TRUE(rc::check("multiply(s, k, P) = k·P", [this] {
    const auto& all = ref::mult_strategies();
    const ref::MultInfo& s = all[*rc::gen::inRange<std::size_t>(0, all.size())];
    RC_PRE(ref::applies(s, C));
    const mpz_class k = test::gen_integer(C.fn().bytes() + 1);
    const ref::Point P = s.fixed_base ? C.G() : test::gen_point(C);
    const Result<ref::Point> R = ref::multiply(C, s.id, k, P);
    RC_ASSERT(R.ok());
    RC_ASSERT(ref::affine_equal(*R, ref::mul(C, k, P)));
  }));
}

TEST_P(Strategies, CheckedEntryPointsRejectBadInputWithTheirError) {
  const ref::Point off{C.G().x, C.G().y + C.fp().one(), false};
  EXPECT_EQ(ref::multiply(C, ref::MultStrategy::window_naf, -1, C.G()).error(), Error::scalar_negative);
  EXPECT_EQ(ref::multiply(C, ref::MultStrategy::window_naf, ref::power_of_two(5000), C.G()).error(), Error::scalar_too_wide);
  EXPECT_EQ(ref::multiply(C, ref::MultStrategy::window_naf, 5, C.G(), 1).error(), Error::window_out_of_range);
  EXPECT_EQ(ref::multiply(C, ref::MultStrategy::window_naf, 5, C.G(), 13).error(), Error::window_out_of_range);
  EXPECT_EQ(ref::multiply(C, ref::MultStrategy::binary_naf, 5, C.G(), 4).error(), Error::window_out_of_range);
  EXPECT_EQ(ref::multiply(C, ref::MultStrategy::comb, 5, off).error(), Error::point_not_on_curve);
  if (!C.spec().has_endomorphism()) {
    EXPECT_EQ(ref::multiply(C, ref::MultStrategy::glv_wnaf, 5, C.G()).error(), Error::no_endomorphism);
  }
  const mpz_class ks[2] = {1, 2};
  const ref::Point Ps[1] = {C.G()};
  EXPECT_EQ(ref::multi_multiply(C, ref::MultiStrategy::pippenger, ks, Ps).error(), Error::size_mismatch);
  EXPECT_EQ(ref::double_multiply(C, ref::DMultStrategy::joint_sparse, 1, C.G(), 2, off).error(), Error::point_not_on_curve);
  EXPECT_EQ(ref::double_multiply(C, ref::DMultStrategy::strauss_wnaf, 1, C.G(), -2, C.G()).error(), Error::scalar_negative);
}

INSTANTIATE_TEST_SUITE_P(AllCurves, Strategies, ::testing::ValuesIn(test::all_curve_names()), test::ParamName{});

TEST(StrategiesSubgroup, ModNStrategiesRefuseAPointOutsideTheSubgroup) {
  // k1-13: y² = x³ + 2 has points outside the subgroup of order 13 (h > 1).
  // A strategy that reduces k mod n would be wrong on them, so the checked
  // entry points refuse; those that do not reduce accept and are right.
  const ref::Curve& C = *ref::find_curve("k1-13");
  std::optional<ref::Point> outside;
  for (long x = 1; !outside; ++x) {
    const ref::Fe fx = C.fp().from_int(x);
    if (const auto y = ref::sqrt(sqr(fx) * fx + C.eq().b)) {
      const ref::Point P{fx, *y, false};
      if (!ref::in_subgroup(C, P)) outside = P;
    }
  }
  for (const ref::MultInfo& s : ref::mult_strategies()) {
    const Result<ref::Point> R = ref::multiply(C, s.id, 29, *outside);
    if (s.scalars == ref::ScalarDomain::mod_n) {
      EXPECT_EQ(R.error(), Error::not_in_subgroup) << s.name;
    } else {
      ASSERT_TRUE(R.ok()) << s.name;
      EXPECT_TRUE(ref::affine_equal(*R, ref::mul(C, 29, *outside))) << s.name;
    }
  }
}

TEST(StrategiesRegistry, NamesAreUniqueAndFound) {
  std::set<std::string_view> names;
  for (const auto& s : ref::mult_strategies()) {
    EXPECT_TRUE(names.insert(s.name).second) << s.name;
    EXPECT_EQ(ref::find_mult_strategy(s.name), &s);
    EXPECT_EQ(&ref::info(s.id), &s);
  }
  for (const auto& s : ref::dmult_strategies()) EXPECT_EQ(ref::find_dmult_strategy(s.name), &s);
  for (const auto& s : ref::multi_strategies()) EXPECT_EQ(ref::find_multi_strategy(s.name), &s);
  EXPECT_EQ(ref::find_mult_strategy("nope"), nullptr);
  EXPECT_EQ(names.size(), 12U);
}

}  // namespace
}  // namespace tandem

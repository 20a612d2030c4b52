// Exhaustive runs on the small curves (DESIGN.md "Exhaustive"): every
// strategy of ref/mult/, every scalar below n (and a few above), every point
// of the group, compared with the group enumerated by repeated affine
// addition — on the subgroups of order 7, 13 and 199 on secp256k1's own
// field (its real 256-bit arithmetic, its endomorphism) and on the tiny
// curves of the a = −3 and generic-a families. The tiers (tiers.hpp): the
// default one takes every point at every window width the strategy allows
// on every small curve (the groups of order ≤ 199, and tiny-m3-251 and
// tiny-gen-263 of orders 251 and 263); under the sanitizers every point and
// width up to order 13 and a spread of seven points at the default width
// elsewhere; TANDEM_FULL_TESTS every point and every width everywhere.
// Above order 7 the strategies run through OnceOps (once_group.hpp: each
// distinct group operation computed once, so that a table is built once
// per point and width rather than once per scalar); k1-7, and every group
// in the full tier, run on ref's group itself. One test per (curve,
// strategy), so that ctest runs them side by side.
//
// a·P + b·Q: every (a, b) for chosen pairs (P, Q) (every pair on the curves
// of order 7 and 13); Σ kᵢ·Pᵢ: every triple of scalars for three points of
// the curve of order 7, random ones elsewhere. A planted slip in a strategy
// is found by the same harness, on ref's group and through OnceOps
// (SlipIsFound).
#include <gtest/gtest.h>

#include <tuple>

#include "exhaustive/once_group.hpp"
#include "exhaustive/tiers.hpp"
#include "support.hpp"
#include "tandem/spec/curves.hpp"
#include "tandem/ref/mult/strategy.hpp"

namespace tandem {
namespace {

constexpr bool kFull = TANDEM_FULL_TESTS != 0;

/// A small group enumerated: multiple[j] = j·G for j < n, by affine addition.
struct Enumerated {
  const ref::Curve& C;
  std::vector<ref::Point> multiple;
  explicit Enumerated(const ref::Curve& c) : C(c) {
    multiple.push_back(C.infinity());
    while (multiple.size() < C.n().get_ui()) multiple.push_back(ref::add(C, multiple.back(), C.G()));
  }
  [[nodiscard]] std::size_t n() const { return multiple.size(); }
  /// (m·j)·G for any integer m ≥ 0.
  [[nodiscard]] const ref::Point& times(const mpz_class& m, std::size_t j) const {
    const mpz_class r = (m % n()) * j % n();
    return multiple[r.get_ui()];
  }
};

std::vector<std::string> small_curve_names() {
  std::vector<std::string> names;
  for (const spec::CurveSpec& s : spec::small_curves()) names.emplace_back(s.name);
  return names;
}

/// Whether a run takes every point of C's group and every window width
/// (tiers.hpp): in the default tier every group, tiny-m3-251 and
/// tiny-gen-263 (orders 251 and 263) included, which OnceOps makes cheap.
bool every_point(const ref::Curve& C) { return test::every_point(C.n().get_si()) || !test::kSanitizedTier; }
bool every_width(const ref::Curve& C) { return test::every_width(C.n().get_si()) || !test::kSanitizedTier; }

/// Whether the strategies run on ref's group itself rather than through
/// OnceOps: on k1-7, and everywhere in the full tier (where every
/// operation is computed afresh, as OnceOps's check).
bool on_ref_group_itself(const ref::Curve& C) { return test::kFullTier || C.n() <= 7; }

/// The points a run takes, as indices j of j·G.
std::vector<std::size_t> point_indices(const ref::Curve& C) {
  const std::size_t n = C.n().get_ui();
  std::vector<std::size_t> js;
  if (every_point(C)) {
    for (std::size_t j = 0; j < n; ++j) js.push_back(j);
    return js;
  }
  for (std::size_t j : {std::size_t{0}, std::size_t{1}, std::size_t{2}, n / 3, n / 2, n - 2, n - 1}) js.push_back(j);
  return js;
}

/// Every scalar below n, then some above it.
std::vector<mpz_class> all_scalars(const mpz_class& n) {
  std::vector<mpz_class> ks;
  for (unsigned long k = 0; k < n.get_ui(); ++k) ks.emplace_back(k);
  ks.emplace_back(n);
  ks.emplace_back(n + 1);
  ks.emplace_back(2 * n - 1);
  ks.emplace_back(2 * n + 5);
  ks.push_back(ref::power_of_two(ref::bit_length(n)));
  ks.emplace_back(ref::power_of_two(ref::bit_length(n) + 3) - 1);
  return ks;
}

/// R (Jacobian) is the affine point A: compared without an inversion.
bool same(const ref::Jacobian<ref::Fe>& R, const ref::Point& A) {
  return ref::same_point(R, ref::Jacobian<ref::Fe>::from_affine(A));
}

/// The widths a run of s on C takes: every one s allows, or its default.
std::vector<int> widths(const ref::MultInfo& s, const ref::Curve& C) {
  if (!s.window.present() || !every_width(C)) return {ref::default_window(s)};
  std::vector<int> ws;
  for (int w = s.window.min; w <= s.window.max; ++w) ws.push_back(w);
  return ws;
}

/// ref's group itself, seen as the sweeps see a group policy: its points
/// are ref's, input and value are the identity, nothing to forget.
struct OnRefGroup {
  const ref::RefGroup& g;
  [[nodiscard]] const ref::RefGroup& group() const { return g; }
  [[nodiscard]] const ref::Point& input(const ref::Point& P) const { return P; }
  [[nodiscard]] const ref::Jacobian<ref::Fe>& value(const ref::Jacobian<ref::Fe>& R) const { return R; }
  void forget() const {}
};

/// The same group through OnceOps.
struct ThroughOnce {
  test::OnceOps<ref::RefGroup> once;
  [[nodiscard]] const test::OnceOps<ref::RefGroup>& group() const { return once; }
  [[nodiscard]] auto input(const ref::Point& P) const { return once.input(P); }
  template <class H>
  [[nodiscard]] const auto& value(const H& R) const {
    return once.value(R);
  }
  void forget() const { once.forget(); }
};

/// run(policy) on ref's group itself or through OnceOps (on_ref_group_itself).
template <class Run>
void with_group(const ref::Curve& C, Run&& run) {
  const ref::RefGroup& g = ref::ref_group(C);
  if (on_ref_group_itself(C)) {
    run(OnRefGroup{g});
  } else {
    run(ThroughOnce{test::OnceOps<ref::RefGroup>(g)});
  }
}

/// Every k × every P (of point_indices) × every width of one strategy on
/// a group policy (OnRefGroup or ThroughOnce), forgetting after each P.
/// The number of multiplications checked.
template <class Policy>
std::size_t sweep(const Policy& on, const ref::MultInfo& s, const Enumerated& E) {
  const auto& g = on.group();
  const std::vector<mpz_class> ks = all_scalars(E.C.n());
  std::size_t runs = 0;
  for (std::size_t j : point_indices(E.C)) {
    const auto P = on.input(E.multiple[j]);
    for (int w : widths(s, E.C)) {
      const auto check = [&](const auto& R, const mpz_class& k) {
        EXPECT_TRUE(same(on.value(R), E.times(k, j))) << s.name << " w=" << w << " k=" << k << " P=" << j << "G";
        return !::testing::Test::HasFailure();
      };
      if (s.fixed_base) {
        const auto base = ref::prepare_fixed_base(g, s.id, P, w);
        for (const mpz_class& k : ks) {
          if (!check(ref::multiply(g, base, k), k)) return runs;
        }
      } else {
        for (const mpz_class& k : ks) {
          if (!check(ref::multiply(g, s.id, k, P, w), k)) return runs;
        }
      }
      runs += ks.size();
    }
    on.forget();
  }
  return runs;
}

/// (curve, strategy) for every strategy that applies to the curve.
std::vector<std::tuple<std::string, std::string>> curve_strategies() {
  std::vector<std::tuple<std::string, std::string>> out;
  for (const std::string& c : small_curve_names()) {
    for (const ref::MultInfo& s : ref::mult_strategies()) {
      if (ref::applies(s, *ref::find_curve(c))) out.emplace_back(c, std::string(s.name));
    }
  }
  return out;
}

class ExhaustiveMult : public ::testing::TestWithParam<std::tuple<std::string, std::string>> {};

TEST_P(ExhaustiveMult, EveryScalarEveryPointEveryWidth) {
  const ref::Curve& C = *ref::find_curve(std::get<0>(GetParam()));
  const ref::MultInfo& s = *ref::find_mult_strategy(std::get<1>(GetParam()));
  const Enumerated E(C);
  std::size_t runs = 0;
  with_group(C, [&](const auto& on) { runs = sweep(on, s, E); });
  RecordProperty("multiplications", std::to_string(runs));
  EXPECT_GT(runs, 0U);
}

struct CurveStrategyName {
  template <class Info>
  std::string operator()(const Info& i) const {
    return test::param_name(std::get<0>(i.param) + "_" + std::get<1>(i.param));
  }
};

INSTANTIATE_TEST_SUITE_P(SmallCurves, ExhaustiveMult, ::testing::ValuesIn(curve_strategies()), CurveStrategyName{});

class Exhaustive : public ::testing::TestWithParam<std::string> {
 protected:
  const ref::Curve& C = *ref::find_curve(GetParam());
  const ref::RefGroup& g = ref::ref_group(C);
};

TEST_P(Exhaustive, DoubleMultiplicationEveryPairOfScalars) {
  const Enumerated E(C);
  const std::size_t n = E.n();
  std::vector<std::pair<std::size_t, std::size_t>> pairs;
  if (n <= 7 || ((kFull || !test::kSanitizedTier) && n <= 13)) {
    for (std::size_t i = 0; i < n; ++i) {
      for (std::size_t j = 0; j < n; ++j) pairs.emplace_back(i, j);
    }
  } else {
    pairs = {{1, 1}, {1, n - 1}, {2, n / 2}};  // P = Q, Q = −P, independent-looking
    if (kFull) pairs.insert(pairs.end(), {{0, 1}, {1, 0}, {n / 3, n - 2}});
  }
  // Every (a, b) but under the sanitizers above order 13.
  const std::size_t b_step = test::kSanitizedTier && n > 13 ? 23 : 1;
  with_group(C, [&](const auto& on) {
    for (const ref::DMultInfo& s : ref::dmult_strategies()) {
      const int w = ref::default_window(s, 2);
      for (const auto& [i, j] : pairs) {
        const auto P = on.input(E.multiple[i]);
        const auto Q = on.input(E.multiple[j]);
        for (std::size_t a = 0; a < n; ++a) {
          for (std::size_t b = 0; b < n; b += b_step) {
            const auto R = ref::double_multiply(on.group(), s.id, a, P, b, Q, w);
            ASSERT_TRUE(same(on.value(R), E.multiple[(a * i + b * j) % n]))
                << s.name << " " << a << "*" << i << "G + " << b << "*" << j << "G";
          }
        }
        on.forget();
      }
    }
  });
}

TEST_P(Exhaustive, MultiMultiplication) {
  const Enumerated E(C);
  const std::size_t n = E.n();
  const std::vector<std::size_t> js{1, n - 1, 3 % n};  // P, −P, and another
  for (const ref::MultiInfo& s : ref::multi_strategies()) {
    const int w = ref::default_window(s, js.size());
    gmp_randclass rng(gmp_randinit_mt);
    rng.seed(3);
    const auto draw = [&] { return mpz_class(rng.get_z_range(n)).get_ui(); };
    const std::size_t cases = n <= 7 ? n * n * n : (kFull ? 4000 : 300);
    for (std::size_t c = 0; c < cases; ++c) {
      const std::vector<std::size_t> k = n <= 7 ? std::vector<std::size_t>{c % n, c / n % n, c / (n * n)}
                                                : std::vector<std::size_t>{draw(), draw(), draw()};
      const std::vector<mpz_class> ks{k[0], k[1], k[2]};
      const std::vector<ref::Point> Ps{E.multiple[js[0]], E.multiple[js[1]], E.multiple[js[2]]};
      const auto R = ref::multi_multiply(g, s.id, std::span<const mpz_class>(ks), std::span<const ref::Point>(Ps), w);
      ASSERT_TRUE(same(R, E.multiple[(k[0] * js[0] + k[1] * js[1] + k[2] * js[2]) % n])) << s.name << " case " << c;
    }
  }
}

INSTANTIATE_TEST_SUITE_P(SmallCurves, Exhaustive, ::testing::ValuesIn(small_curve_names()), test::ParamName{});

/// wNAF with a slip: a negative digit adds the entry without negating it.
template <ref::GroupOps G>
typename G::Point wnaf_slip(const G& g, const mpz_class& k, const typename G::Affine& P, int w) {
  const auto T = ref::odd_multiples(g, P, std::size_t{1} << (w - 2));
  const std::vector<int> d = ref::wnaf(k, w);
  typename G::Point R = g.identity();
  for (std::size_t i = d.size(); i-- > 0;) {
    R = g.dbl(R);
    if (d[i] != 0) R = g.add_mixed(R, T[static_cast<std::size_t>((d[i] > 0 ? d[i] : -d[i]) - 1) / 2]);
  }
  return R;
}

/// The slip's wrong results on k1-13, every k × every P, on a policy.
template <class Policy>
std::size_t slip_wrong(const Policy& on, const Enumerated& E) {
  std::size_t wrong = 0;
  for (std::size_t j = 0; j < E.n(); ++j) {
    const auto P = on.input(E.multiple[j]);
    for (unsigned long k = 0; k < E.n(); ++k) {
      if (!same(on.value(wnaf_slip(on.group(), k, P, 4)), E.times(k, j))) ++wrong;
    }
    on.forget();
  }
  return wrong;
}

TEST(ExhaustiveControl, SlipIsFound) {
  const ref::Curve& C = *ref::find_curve("k1-13");
  const Enumerated E(C);
  // Every k whose wNAF has a negative digit goes wrong on every P ≠ O, and
  // OnceOps sees exactly what ref's group does.
  const std::size_t wrong = slip_wrong(OnRefGroup{ref::ref_group(C)}, E);
  EXPECT_GT(wrong, 0U);
  EXPECT_EQ(slip_wrong(ThroughOnce{test::OnceOps<ref::RefGroup>(ref::ref_group(C))}, E), wrong);
}

}  // namespace
}  // namespace tandem

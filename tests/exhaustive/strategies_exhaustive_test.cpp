// Exhaustive runs on the small curves (DESIGN.md "Exhaustive"): every
// strategy of ref/mult/, every scalar below n (and a few above), every point
// of the group, compared with the group enumerated by repeated affine
// addition — on the subgroups of order 7, 13 and 199 on secp256k1's own
// field (its real 256-bit arithmetic, its endomorphism) and on the tiny
// curves of the a = −3 and generic-a families. The tiers (tiers.hpp): the
// default one takes every point on k1-7, k1-13, tiny-m3-2x139 and k1-199,
// every window width the strategy allows on k1-7 and k1-13 (the default
// width elsewhere), and a spread of seven points on tiny-m3-251 and
// tiny-gen-263; under the sanitizers every point and width on k1-7, every
// point of k1-13 and the spread elsewhere; TANDEM_FULL_TESTS every point
// and every width everywhere.
//
// a·P + b·Q: every (a, b) for chosen pairs (P, Q) (every pair on the curve of
// order 7); Σ kᵢ·Pᵢ: every triple of scalars for three points of the curve
// of order 7, random ones elsewhere. A planted slip in a strategy is found
// by the same harness (SlipIsFound).
#include <gtest/gtest.h>

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

/// Whether a run takes every point of C's group (tiers.hpp).
bool every_point(const ref::Curve& C) { return test::every_point(C.n().get_si()); }

/// Whether a run takes every window width: on groups of order 7 always, of
/// order 13 outside the sanitizers, everywhere in the full tier. ref
/// computes with GMP: every width on every point of k1-199 (256-bit field)
/// took more than fourteen minutes.
bool every_width(const ref::Curve& C) {
  const long n = C.n().get_si();
  return test::kFullTier || n <= 7 || (n <= 13 && !test::kSanitizedTier);
}

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

class Exhaustive : public ::testing::TestWithParam<std::string> {
 protected:
  const ref::Curve& C = *ref::find_curve(GetParam());
  const ref::RefGroup& g = ref::ref_group(C);
};

TEST_P(Exhaustive, EveryMultStrategyEveryScalarEveryPoint) {
  const Enumerated E(C);
  const std::vector<mpz_class> ks = all_scalars(C.n());
  std::size_t runs = 0;
  for (const ref::MultInfo& s : ref::mult_strategies()) {
    if (!ref::applies(s, C)) continue;
    // The default width where not every width is taken (the property
    // tests sweep the widths at full size).
    std::vector<int> widths{ref::default_window(s)};
    if (s.window.present() && every_width(C)) {
      widths.clear();
      for (int w = s.window.min; w <= s.window.max; ++w) widths.push_back(w);
    }
    for (int w : widths) {
      for (std::size_t j : point_indices(C)) {
        const ref::Point& P = E.multiple[j];
        if (s.fixed_base) {
          const auto base = ref::prepare_fixed_base(g, s.id, P, w);
          for (const mpz_class& k : ks) {
            ASSERT_TRUE(same(ref::multiply(g, base, k), E.times(k, j))) << s.name << " w=" << w << " k=" << k << " P=" << j << "G";
          }
        } else {
          for (const mpz_class& k : ks) {
            ASSERT_TRUE(same(ref::multiply(g, s.id, k, P, w), E.times(k, j))) << s.name << " w=" << w << " k=" << k << " P=" << j << "G";
          }
        }
        runs += ks.size();
      }
    }
  }
  RecordProperty("multiplications", std::to_string(runs));
}

TEST_P(Exhaustive, DoubleMultiplicationEveryPairOfScalars) {
  const Enumerated E(C);
  const std::size_t n = E.n();
  std::vector<std::pair<std::size_t, std::size_t>> pairs;
  if (n <= 7 || (kFull && n <= 13)) {
    for (std::size_t i = 0; i < n; ++i) {
      for (std::size_t j = 0; j < n; ++j) pairs.emplace_back(i, j);
    }
  } else {
    pairs = {{1, 1}, {1, n - 1}, {2, n / 2}};  // P = Q, Q = −P, independent-looking
    if (kFull) pairs.insert(pairs.end(), {{0, 1}, {1, 0}, {n / 3, n - 2}});
  }
  const std::size_t b_step = kFull || n <= 13 ? 1 : 23;
  for (const ref::DMultInfo& s : ref::dmult_strategies()) {
    const int w = ref::default_window(s, 2);
    for (const auto& [i, j] : pairs) {
      for (std::size_t a = 0; a < n; ++a) {
        for (std::size_t b = 0; b < n; b += b_step) {
          const auto R = ref::double_multiply(g, s.id, a, E.multiple[i], b, E.multiple[j], w);
          ASSERT_TRUE(same(R, E.multiple[(a * i + b * j) % n])) << s.name << " " << a << "*" << i << "G + " << b << "*" << j << "G";
        }
      }
    }
  }
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

TEST(ExhaustiveControl, SlipIsFound) {
  const ref::Curve& C = *ref::find_curve("k1-13");
  const Enumerated E(C);
  std::size_t wrong = 0;
  for (std::size_t j = 0; j < E.n(); ++j) {
    for (unsigned long k = 0; k < E.n(); ++k) {
      if (!same(wnaf_slip(ref::ref_group(C), k, E.multiple[j], 4), E.times(k, j))) ++wrong;
    }
  }
  // Every k whose wNAF has a negative digit goes wrong on every P ≠ O.
  EXPECT_GT(wrong, 0U);
}

}  // namespace
}  // namespace tandem

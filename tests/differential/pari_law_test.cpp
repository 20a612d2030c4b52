// ref's group law (ref/affine.hpp, SEC 1 §2.2.1) against PARI/GP's
// (oracles/pari.hpp), an elliptic-curve library that shares no code with
// ref: ref's law is the one the prover proves every formula against and the
// one the exhaustive tests enumerate their groups with, so it is checked
// here from outside.
//
// - Every small curve: PARI's point count (ellcard) and the order of G
//   against spec's n and h; the group structure (ellgroup) against ref's
//   own count and exponent on the tiny fields (every point enumerated by
//   ref) and, in the full tier (ellgroup factors a 256-bit #E), against
//   docs/small-curves.md on the k1 curves; the multiples of G by PARI
//   against ⟨G⟩ written out by ref's addition.
// - Every tiny curve (tiny-m3-251, tiny-gen-263, tiny-m3-2x139): every sum
//   of every ordered pair of points of E(F_p), O and the point of order 2
//   included, and every doubling and negation.
// - Every standard curve: random sums, doublings, negations and
//   multiplications (32 cases; 8 under the sanitizers, 256 in the full
//   tier), and the edges P + P, P + (−P), (n − 1)·G, n·G; the full tier
//   counts the standard curves' points too (SEA; slow on 512 bits).
#include <gtest/gtest.h>

#include <map>
#include <memory>
#include <string>
#include <vector>

#include "exhaustive/small_group.hpp"
#include "exhaustive/tiers.hpp"
#include "support.hpp"
#include "tandem/oracles/pari.hpp"
#include "tandem/spec/curves.hpp"

namespace tandem {
namespace {

constexpr bool kFull = test::kFullTier;
constexpr bool kSanitized = test::kSanitizedTier;

oracles::IntPoint ints(const ref::Point& P) {
  if (P.infinity) return {0, 0, true};
  return {P.x.value(), P.y.value(), false};
}

std::string describe(const oracles::IntPoint& P) {
  return P.infinity ? std::string("O") : "(" + P.x.get_str(16) + ", " + P.y.get_str(16) + ")";
}

/// PARI's E(F_p) for a curve, built once per curve (SEA's count is cached
/// inside it).
const oracles::PariCurve& pari(const ref::Curve& C) {
  static std::map<std::string, std::unique_ptr<oracles::PariCurve>, std::less<>> cache;
  auto& E = cache[std::string(C.name())];
  if (!E) E = std::make_unique<oracles::PariCurve>(C.p(), C.eq().a.value(), C.eq().b.value());
  return *E;
}

bool is_tiny(const ref::Curve& C) { return C.p() < 100000; }

std::vector<std::string> names(bool (*keep)(const spec::CurveSpec&)) {
  std::vector<std::string> out;
  for (const spec::CurveSpec& s : spec::curves) {
    if (keep(s)) out.emplace_back(s.name);
  }
  return out;
}

/// The exponent of E(F_p) by ref alone, from every point: the least e with
/// e·P = O for every P, found as the lcm of the points' orders (each order
/// the least divisor d of #E with d·P = O).
mpz_class exponent_by_ref(const ref::Curve& C, const std::vector<ref::Point>& points) {
  const long count = static_cast<long>(points.size());
  mpz_class e = 1;
  for (const ref::Point& P : points) {
    for (long d = 1; d <= count; ++d) {
      if (count % d == 0 && ref::mul(C, d, P).infinity) {
        e = lcm(e, mpz_class(d));
        break;
      }
    }
  }
  return e;
}

/// A curve of spec/ by name, as ref and as PARI have it.
class PariCurveTest : public ::testing::TestWithParam<std::string> {
 protected:
  const ref::Curve& C = *ref::find_curve(GetParam());
  const oracles::PariCurve& E = pari(C);
};

// ---------------------------------------------------------------- small curves

class PariSmallCurve : public PariCurveTest {};

TEST_P(PariSmallCurve, CountAndStructureMatchSpecAndRef) {
  const mpz_class card = E.card();
  EXPECT_EQ(card, C.n() * C.h()) << "spec's n·h is not PARI's #E";
  EXPECT_EQ(E.order(ints(C.G()), C.n()), C.n()) << "PARI's order of G";
  // ellgroup factors #E: on the k1 curves' 256-bit #E that takes ten
  // seconds or more, so their structure is the full tier's.
  if (!is_tiny(C) && !kFull) return;
  const std::vector<mpz_class> d = E.group();
  ASSERT_FALSE(d.empty());
  const mpz_class d2 = d.size() == 2 ? d[1] : mpz_class(1);
  EXPECT_EQ(d[0] * d2, card);
  EXPECT_EQ(d[0] % C.n(), 0) << "n does not divide the exponent";
  if (is_tiny(C)) {
    // ref counts every point and finds the exponent itself: with #E the
    // exponent fixes the structure Z/d₁ × Z/(#E/d₁).
    const std::vector<ref::Point> points = test::all_points(C);
    EXPECT_EQ(mpz_class(points.size()), card) << "ref's count of E(F_p)";
    EXPECT_EQ(exponent_by_ref(C, points), d[0]) << "ref's exponent of E(F_p)";
  } else {
    // The k1 curves: their n-torsion as docs/small-curves.md states it
    // (k1-7: all rational, so 7 | d₂; k1-13: 13² | d₁ and the 13-part
    // cyclic; k1-199: E(F_p) cyclic).
    const long n = C.n().get_si();
    const bool full_torsion = d2 % n == 0;
    EXPECT_EQ(full_torsion, n == 7) << "n-torsion rank";
    if (n == 13) {
      EXPECT_EQ(d[0] % (13 * 13), 0);
    }
    if (n == 199) {
      EXPECT_EQ(d2, 1);
    }
  }
}

TEST_P(PariSmallCurve, MultiplesOfGMatchRefsEnumeration) {
  const test::SmallGroup g(C);  // ref: k·G by repeated affine addition
  for (long k = 0; k <= g.order(); ++k) {
    const auto kG = E.mul(k, ints(C.G()));
    ASSERT_TRUE(kG.has_value()) << k;
    EXPECT_EQ(*kG, ints(g.at(k))) << k << "·G: PARI " << describe(*kG) << ", ref " << describe(ints(g.at(k)));
  }
}

INSTANTIATE_TEST_SUITE_P(SmallCurves, PariSmallCurve,
                         ::testing::ValuesIn(names([](const spec::CurveSpec& s) { return s.kind == spec::CurveKind::small; })),
                         test::ParamName{});

// ---------------------------------------------------------------- tiny curves

class PariTinyCurve : public PariCurveTest {};

TEST_P(PariTinyCurve, EverySumDoublingAndNegation) {
  const std::vector<ref::Point> points = test::all_points(C);
  ASSERT_EQ(mpz_class(points.size()), E.card());
  long wrong = 0, pairs = 0;
  const auto expect_same = [&](const std::optional<oracles::IntPoint>& theirs, const ref::Point& mine,
                               const std::string& what) {
    if (theirs.has_value() && *theirs == ints(mine)) return;
    if (++wrong <= 5) {
      ADD_FAILURE() << what << ": PARI " << (theirs ? describe(*theirs) : "error") << ", ref " << describe(ints(mine));
    }
  };
  for (const ref::Point& P : points) {
    const oracles::IntPoint p = ints(P);
    EXPECT_EQ(E.on_curve(p), std::optional<bool>(true)) << describe(p);
    expect_same(E.neg(p), ref::neg(C, P), "-" + describe(p));
    expect_same(E.mul(2, p), ref::dbl(C, P), "2·" + describe(p));
    for (const ref::Point& Q : points) {
      ++pairs;
      expect_same(E.add(p, ints(Q)), ref::add(C, P, Q), describe(p) + " + " + describe(ints(Q)));
    }
  }
  EXPECT_EQ(wrong, 0) << "of " << pairs << " sums and " << 2 * points.size() << " doublings and negations";
}

INSTANTIATE_TEST_SUITE_P(TinyCurves, PariTinyCurve,
                         ::testing::ValuesIn(names([](const spec::CurveSpec& s) {
                           return s.kind == spec::CurveKind::small && is_tiny(ref::curve(s));
                         })),
                         test::ParamName{});

// ---------------------------------------------------------------- standard curves

class PariStandardCurve : public PariCurveTest {};

TEST_P(PariStandardCurve, RandomSumsDoublingsAndMultiples) {
  gmp_randclass rng(gmp_randinit_mt);
  rng.seed(15);
  const oracles::IntPoint G = ints(C.G());
  EXPECT_EQ(E.mul(C.n(), G), std::optional(oracles::IntPoint{0, 0, true})) << "n·G";
  EXPECT_EQ(E.mul(C.n() - 1, G), std::optional(ints(ref::neg(C, C.G())))) << "(n − 1)·G";
  const int cases = kFull ? 256 : (kSanitized ? 8 : 32);
  for (int i = 0; i < cases; ++i) {
    const mpz_class a = rng.get_z_range(C.n() - 1) + 1, b = rng.get_z_range(C.n() - 1) + 1;
    const mpz_class k = rng.get_z_range(C.n());
    const ref::Point P = ref::mul_gen(C, a);
    const ref::Point Q = ref::mul_gen(C, b);
    const oracles::IntPoint p = ints(P), q = ints(Q);
    EXPECT_EQ(E.mul(a, G), std::optional(p)) << "a·G, a = " << a;
    EXPECT_EQ(E.add(p, q), std::optional(ints(ref::add(C, P, Q)))) << "P + Q, a = " << a << ", b = " << b;
    EXPECT_EQ(E.add(p, p), std::optional(ints(ref::add(C, P, P)))) << "P + P, a = " << a;
    EXPECT_EQ(E.mul(2, p), std::optional(ints(ref::dbl(C, P)))) << "2·P, a = " << a;
    EXPECT_EQ(E.neg(p), std::optional(ints(ref::neg(C, P)))) << "−P, a = " << a;
    EXPECT_EQ(E.add(p, ints(ref::neg(C, P))), std::optional(ints(ref::add(C, P, ref::neg(C, P))))) << "P − P";
    EXPECT_EQ(E.sub(p, q), std::optional(ints(ref::add(C, P, ref::neg(C, Q))))) << "P − Q, a = " << a << ", b = " << b;
    EXPECT_EQ(E.mul(k, p), std::optional(ints(ref::mul(C, k, P)))) << "k·P, k = " << k << ", a = " << a;
  }
}

#if TANDEM_FULL_TESTS
// SEA on every standard curve: minutes on the 512-bit ones, so the full tier only.
TEST_P(PariStandardCurve, CardIsNTimesH) { EXPECT_EQ(E.card(), C.n() * C.h()); }
#endif

INSTANTIATE_TEST_SUITE_P(StandardCurves, PariStandardCurve,
                         ::testing::ValuesIn(names([](const spec::CurveSpec& s) { return s.kind == spec::CurveKind::standard; })),
                         test::ParamName{});

}  // namespace
}  // namespace tandem

// fast::Fe64 (the field on four saturated 64-bit words, field_4x64.hpp)
// against GMP. Fe64's whole contract is "in: any value below 2^256, out: a
// value below 2^256 congruent mod p" (normalize: below p), so each check
// takes the output's words as an integer and compares it mod p with the
// value GMP computes from the inputs' words; the canonical forms (normalize,
// inverse, sqrt's root, batch_inverse) must also be below p.
//
// Three parts:
//  - every operation on every edge value (and every pair of them): 0, 1, 2,
//    p ± 1, p = 2^256 − C, (p − 1)/2, C and C − 1, 2^64 − 1, 2^255,
//    p − 2^32, and words 1..3 all ones with word 0 near 2^64 — among them
//    2^256 − 1 and 2^256 − 1952, whose product with 2^256 − 1 sets the
//    final fold's rare carry (fe64::fold_top's wrap into word 1, the input
//    the prover found for the kernels' last carry);
//  - RapidCheck properties on random words biased to 0, all ones, near all
//    ones and small, one per operation, with inverse, sqrt, is_square_var,
//    batch_inverse and the byte conversions;
//  - the portable limb code (fe64::…<NativeLimbs>) gives the very words of
//    the build's mul, sqr, sqr_n, add and mul_int (assembly texts where
//    kFe64UsesAsm), and constant-expression checks of the constexpr path.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <climits>
#include <random>
#include <span>
#include <string>
#include <utility>
#include <vector>

#include "fast_support.hpp"
#include "tandem/fast/batch_inverse.hpp"
#include "tandem/fast/field_4x64.hpp"
#include "tandem/fast/field_inverse.hpp"
#include "tandem/fast/field_sqrt.hpp"

namespace tandem {
namespace {

using fast::Fe64;
using fast::Words256;
using test::p;
using test::pow2;

constexpr std::uint64_t kM64 = ~std::uint64_t{0};

/// The integer an Fe64's words hold (not reduced).
mpz_class value(const Fe64& a) { return test::words_value(a.words()); }

/// 0 ≤ v < 2^256 as an Fe64, its words as they are (not normalized).
Fe64 fe64(const mpz_class& v) { return Fe64::from_words_mod(test::words256(v)); }

/// v mod p in [0, p), for any sign of v.
mpz_class mod_p(const mpz_class& v) {
  mpz_class r;
  mpz_mod(r.get_mpz_t(), v.get_mpz_t(), p().get_mpz_t());
  return r;
}

/// C = 2^256 − p.
mpz_class c_value() { return pow2(256) - p(); }

/// Whether r's words hold a value ≡ want (mod p). Its four words are below
/// 2^256 by construction; the value must be congruent.
::testing::AssertionResult congruent(const Fe64& r, const mpz_class& want) {
  const mpz_class got = value(r);
  if (mod_p(got) == mod_p(want)) return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure() << "got 0x" << got.get_str(16) << ", want ≡ 0x" << mod_p(want).get_str(16);
}

/// Whether r holds exactly `want` mod p, in canonical form (below p).
::testing::AssertionResult canonical_is(const Fe64& r, const mpz_class& want) {
  const mpz_class got = value(r);
  if (got < p() && got == mod_p(want)) return ::testing::AssertionSuccess();
  return ::testing::AssertionFailure() << "got 0x" << got.get_str(16) << ", want 0x" << mod_p(want).get_str(16);
}

int sign(int v) { return (v > 0) - (v < 0); }

struct Edge {
  std::string label;
  mpz_class v;
};

/// The edge values, each below 2^256 (some at or above p: the second
/// representative of a small element).
std::vector<Edge> edges() {
  const mpz_class c = c_value();
  std::vector<Edge> e{{"0", 0},
                      {"1", 1},
                      {"2", 2},
                      {"p-1 = 2^256-C-1", p() - 1},
                      {"p = 2^256-C", p()},
                      {"p+1", p() + 1},
                      {"(p-1)/2", (p() - 1) / 2},
                      {"2^256-1", pow2(256) - 1},
                      {"2^64-1", pow2(64) - 1},
                      {"2^255", pow2(255)},
                      {"p-2^32", p() - pow2(32)},
                      {"C-1", c - 1},
                      {"C", c},
                      {"2^256-1952 (the final fold's carry)", pow2(256) - 1952},
                      {"2^128-1", pow2(128) - 1},
                      {"2^192", pow2(192)},
                      {"2^256-2C (= -C)", pow2(256) - 2 * c}};
  // Words 1..3 all ones, word 0 near 2^64 (2^256 − j): on both sides of p
  // and of the values that set the folds' carries.
  for (const unsigned long j : {2UL, 1951UL, 1953UL, 1UL << 32, 1UL << 33}) {
    e.push_back({"2^256-" + std::to_string(j), pow2(256) - j});
  }
  return e;
}

const std::vector<int> kMulIntFactors{0, 1, 2, 3, 8, 31, 32, INT_MAX};

// ---------------------------------------------------------------------------
// Edges.

// mul and sqr (the assembly kernels where the build has them,
// kFe64UsesAsm) on every pair of edges: congruent to the product.
TEST(FastFe64Edges, MulAndSqrOnEveryPairOfEdges) {
  for (const Edge& a : edges()) {
    ASSERT_TRUE(congruent(fast::sqr(fe64(a.v)), a.v * a.v)) << a.label << "^2";
    for (const Edge& b : edges()) {
      ASSERT_TRUE(congruent(fast::mul(fe64(a.v), fe64(b.v)), a.v * b.v)) << a.label << " * " << b.label;
    }
  }
}

// add on every pair of edges (the sum's carry past 2^256 folds back as C).
TEST(FastFe64Edges, AddOnEveryPairOfEdges) {
  for (const Edge& a : edges()) {
    for (const Edge& b : edges()) {
      ASSERT_TRUE(congruent(fast::add(fe64(a.v), fe64(b.v)), a.v + b.v)) << a.label << " + " << b.label;
    }
  }
}

// negate gives −a for every m in [0, 31], the same words whatever m; half
// gives a value h with 2h ≡ a, below (2^256 + p)/2 as its comment says.
TEST(FastFe64Edges, NegateAndHalfOnEdges) {
  for (const Edge& a : edges()) {
    const Fe64 n0 = fast::negate(fe64(a.v), 0);
    ASSERT_TRUE(congruent(n0, -a.v)) << a.label;
    for (int m = 1; m < 32; ++m) ASSERT_EQ(fast::negate(fe64(a.v), m).words(), n0.words()) << a.label << " m=" << m;
    const Fe64 h = fast::half(fe64(a.v));
    ASSERT_EQ(mod_p(2 * value(h)), mod_p(a.v)) << a.label;
    ASSERT_LT(2 * value(h), pow2(256) + p()) << a.label;
  }
}

// mul_int by 0, small factors, 31, 32 and the largest int.
TEST(FastFe64Edges, MulIntOnEdges) {
  for (const Edge& a : edges()) {
    for (const int k : kMulIntFactors) {
      ASSERT_TRUE(congruent(fast::mul_int(fe64(a.v), k), a.v * k)) << a.label << " * " << k;
    }
  }
}

// normalize and normalize_var give the canonical representative (the same
// words); normalize_weak keeps the words; normalizes_to_zero(_var) say
// whether a ≡ 0 (the edges 0 and p); is_zero and is_odd on the normalized
// element.
TEST(FastFe64Edges, NormalizationsOnEdges) {
  for (const Edge& a : edges()) {
    const mpz_class want = mod_p(a.v);
    const Fe64 n = fast::normalize(fe64(a.v));
    ASSERT_TRUE(canonical_is(n, a.v)) << a.label;
    ASSERT_EQ(fast::normalize_var(fe64(a.v)).words(), n.words()) << a.label;
    ASSERT_EQ(fast::normalize_weak(fe64(a.v)).words(), fe64(a.v).words()) << a.label;
    ASSERT_EQ(fast::normalizes_to_zero(fe64(a.v)), want == 0) << a.label;
    ASSERT_EQ(fast::normalizes_to_zero_var(fe64(a.v)), want == 0) << a.label;
    ASSERT_EQ(fast::is_zero(n), want == 0) << a.label;
    ASSERT_EQ(fast::is_odd(n), mpz_odd_p(want.get_mpz_t()) != 0) << a.label;
    ASSERT_EQ(test::words_value(n.to_words()), want) << a.label;
  }
}

// equal and equal_var on every pair (the edges hold both representatives
// of 0, 1 and C − 1: 0 and p, 1 and p + 1, C − 1 and 2^256 − 1); cmov both
// ways; cmp_var on the normalized pair against mpz_cmp.
TEST(FastFe64Edges, EqualCmovAndCompareOnEveryPairOfEdges) {
  for (const Edge& a : edges()) {
    for (const Edge& b : edges()) {
      const std::string what = a.label + " , " + b.label;
      const bool same = mod_p(a.v) == mod_p(b.v);
      ASSERT_EQ(fast::equal(fe64(a.v), fe64(b.v)), same) << what;
      ASSERT_EQ(fast::equal_var(fe64(a.v), fe64(b.v)), same) << what;
      Fe64 r = fe64(a.v);
      fast::cmov(r, fe64(b.v), false);
      ASSERT_EQ(r.words(), fe64(a.v).words()) << what;
      fast::cmov(r, fe64(b.v), true);
      ASSERT_EQ(r.words(), fe64(b.v).words()) << what;
      const Fe64 na = fast::normalize(fe64(a.v)), nb = fast::normalize(fe64(b.v));
      ASSERT_EQ(fast::cmp_var(na, nb), sign(mpz_cmp(mod_p(a.v).get_mpz_t(), mod_p(b.v).get_mpz_t()))) << what;
    }
  }
}

// set_b32_limit accepts exactly the values below p (and get_b32 gives the
// bytes back); set_b32_mod keeps any 256-bit value as it is.
TEST(FastFe64Edges, BytesInAndOutOnEdges) {
  for (const Edge& a : edges()) {
    const auto be = test::be32(a.v);
    const Result<Fe64> r = Fe64::set_b32_limit(be);
    ASSERT_EQ(r.ok(), a.v < p()) << a.label;
    if (r.ok()) {
      EXPECT_EQ(value(r.value()), a.v) << a.label;
      EXPECT_EQ(r.value().get_b32(), be) << a.label;
    } else {
      EXPECT_EQ(r.error(), Error::coordinate_out_of_range) << a.label;
    }
    const Fe64 m = Fe64::set_b32_mod(be);
    EXPECT_EQ(value(m), a.v) << a.label;
    EXPECT_EQ(fast::normalize(m).get_b32(), test::be32(mod_p(a.v))) << a.label;
  }
}

// inverse and inverse_var: a·a⁻¹ ≡ 1 with a⁻¹ canonical, 0 (and p) to 0;
// sqrt's answer is GMP's Legendre symbol's, its root squares to a and is
// canonical; is_square_var is the Jacobi symbol's answer.
TEST(FastFe64Edges, InverseSqrtAndIsSquareOnEdges) {
  for (const Edge& a : edges()) {
    const mpz_class x = mod_p(a.v);
    const Fe64 inv = fast::inverse(fe64(a.v));
    ASSERT_LT(value(inv), p()) << a.label;
    ASSERT_EQ(mod_p(value(inv) * x), x == 0 ? mpz_class(0) : mpz_class(1)) << a.label;
    if (x == 0) {
      ASSERT_EQ(value(inv), 0) << a.label;
    }
    ASSERT_EQ(fast::inverse_var(fe64(a.v)).words(), inv.words()) << a.label;

    const bool square = mpz_legendre(x.get_mpz_t(), p().get_mpz_t()) >= 0;
    Fe64 root;
    ASSERT_EQ(fast::sqrt(root, fe64(a.v)), square) << a.label;
    ASSERT_LT(value(root), p()) << a.label;
    if (square) {
      ASSERT_EQ(mod_p(value(root) * value(root)), x) << a.label;
    }
    ASSERT_EQ(fast::is_square_var(fe64(a.v)), mpz_jacobi(x.get_mpz_t(), p().get_mpz_t()) >= 0) << a.label;
  }
}

// batch_inverse(_var) over all the edges at once (0 and p among them):
// each output the one-by-one inverse, 0 for the zeros; in place; empty;
// and sizes that differ throw.
TEST(FastFe64Edges, BatchInverseOverTheEdgesWithZeros) {
  std::vector<Fe64> in;
  for (const Edge& a : edges()) in.push_back(fe64(a.v));
  std::vector<Fe64> out(in.size()), out_var(in.size());
  fast::batch_inverse(out, in);
  fast::batch_inverse_var(out_var, in);
  std::size_t zeros = 0;
  for (std::size_t i = 0; i < in.size(); ++i) {
    const mpz_class x = mod_p(value(in[i]));
    zeros += x == 0 ? 1 : 0;
    ASSERT_LT(value(out[i]), p()) << i;
    ASSERT_EQ(mod_p(value(out[i]) * x), x == 0 ? mpz_class(0) : mpz_class(1)) << i;
    if (x == 0) {
      ASSERT_EQ(value(out[i]), 0) << i;
    }
    ASSERT_EQ(out_var[i].words(), out[i].words()) << i;
  }
  EXPECT_EQ(zeros, 2U) << "the edges hold 0 and p";
  const std::vector<Fe64> saved = out;
  fast::batch_inverse(in, in);
  for (std::size_t i = 0; i < in.size(); ++i) ASSERT_EQ(in[i].words(), saved[i].words()) << i;
  fast::batch_inverse(std::span<Fe64>(), std::span<const Fe64>());
  std::vector<Fe64> two(2);
  EXPECT_THROW(fast::batch_inverse(two, std::span<const Fe64>(in.data(), 3)), std::invalid_argument);
  EXPECT_THROW(fast::batch_inverse_var(two, std::span<const Fe64>(in.data(), 1)), std::invalid_argument);
}

// ---------------------------------------------------------------------------
// Random words.

/// A word biased to the edges: 0, all ones, near all ones (within 2^34, so
/// word 0 lands on either side of p's), small, or uniform.
std::uint64_t gen_word() {
  switch (*rc::gen::inRange(0, 8)) {
    case 0: return 0;
    case 1: return kM64;
    case 2: return kM64 - *rc::gen::inRange<std::uint64_t>(0, std::uint64_t{1} << 34);
    case 3: return *rc::gen::inRange<std::uint64_t>(0, std::uint64_t{1} << 34);
    default: return *rc::gen::arbitrary<std::uint64_t>();
  }
}

/// Any value below 2^256, words biased (gen_word).
Fe64 gen_fe64() { return Fe64::from_words_mod({gen_word(), gen_word(), gen_word(), gen_word()}); }

/// The other representative of a's value, if it has one below 2^256 (a ± p),
/// else a itself.
Fe64 other_representative(const Fe64& a) {
  const mpz_class v = value(a);
  if (v >= p()) return fe64(v - p());
  if (v < c_value()) return fe64(v + p());
  return a;
}

RC_GTEST_PROP(FastFe64, MulMatchesGmp, ()) {
  const Fe64 a = gen_fe64(), b = gen_fe64();
  const mpz_class got = mod_p(value(fast::mul(a, b)));
  RC_ASSERT(got == mod_p(value(a) * value(b)));
}

RC_GTEST_PROP(FastFe64, SqrMatchesGmp, ()) {
  const Fe64 a = gen_fe64();
  const mpz_class got = mod_p(value(fast::sqr(a)));
  RC_ASSERT(got == mod_p(value(a) * value(a)));
}

// sqr_n(a, k) is k squarings: the same words as k calls of sqr, and a^(2^k)
// mod p; k = 0 returns a's words as they are.
RC_GTEST_PROP(FastFe64, SqrNIsKSquarings, ()) {
  const Fe64 a = gen_fe64();
  const auto k = *rc::gen::inRange(0U, 12U);
  Fe64 step = a;
  for (unsigned i = 0; i < k; ++i) step = fast::sqr(step);
  const Fe64 r = fast::sqr_n(a, k);
  RC_ASSERT(r.words() == step.words());
  mpz_class want;
  const mpz_class e = mpz_class(1) << k;
  mpz_powm(want.get_mpz_t(), value(a).get_mpz_t(), e.get_mpz_t(), p().get_mpz_t());
  RC_ASSERT(mod_p(value(r)) == want);
}

RC_GTEST_PROP(FastFe64, AddMatchesGmp, ()) {
  const Fe64 a = gen_fe64(), b = gen_fe64();
  const mpz_class got = mod_p(value(fast::add(a, b)));
  RC_ASSERT(got == mod_p(value(a) + value(b)));
}

RC_GTEST_PROP(FastFe64, NegateMatchesGmpForAnyM, ()) {
  const Fe64 a = gen_fe64();
  const int m = *rc::gen::inRange(0, 32);
  const Fe64 r = fast::negate(a, m);
  RC_ASSERT(mod_p(value(r)) == mod_p(-value(a)));
  RC_ASSERT(r.words() == fast::negate(a, 1).words());
}

RC_GTEST_PROP(FastFe64, MulIntMatchesGmp, ()) {
  const Fe64 a = gen_fe64();
  const int k = *rc::gen::oneOf(rc::gen::elementOf(kMulIntFactors), rc::gen::inRange(0, INT_MAX));
  const mpz_class got = mod_p(value(fast::mul_int(a, k)));
  RC_ASSERT(got == mod_p(value(a) * k));
}

RC_GTEST_PROP(FastFe64, HalfMatchesGmp, ()) {
  const Fe64 a = gen_fe64();
  const mpz_class h = value(fast::half(a));
  const mpz_class twice = 2 * h;
  RC_ASSERT(mod_p(twice) == mod_p(value(a)));
  RC_ASSERT(twice < pow2(256) + p());
}

RC_GTEST_PROP(FastFe64, NormalizationsMatchGmp, ()) {
  // A third of the time 0 or p, where normalizes_to_zero says yes.
  Fe64 a = gen_fe64();
  if (*rc::gen::inRange(0, 3) == 0) a = *rc::gen::arbitrary<bool>() ? Fe64() : fe64(p());
  const mpz_class want = mod_p(value(a));
  const Fe64 n = fast::normalize(a);
  RC_ASSERT(value(n) == want);
  RC_ASSERT(test::words_value(n.to_words()) == want);
  RC_ASSERT(fast::normalize_var(a).words() == n.words());
  RC_ASSERT(fast::normalize_weak(a).words() == a.words());
  RC_ASSERT(fast::normalizes_to_zero(a) == (want == 0));
  RC_ASSERT(fast::normalizes_to_zero_var(a) == (want == 0));
  RC_ASSERT(fast::is_zero(n) == (want == 0));
  RC_ASSERT(fast::is_odd(n) == (mpz_odd_p(want.get_mpz_t()) != 0));
}

// equal on a pair that is half the time the same element (its other
// representative where it has one); cmov both ways.
RC_GTEST_PROP(FastFe64, EqualAndCmov, ()) {
  const Fe64 a = gen_fe64();
  const Fe64 b = *rc::gen::arbitrary<bool>() ? other_representative(a) : gen_fe64();
  const bool same = mod_p(value(a)) == mod_p(value(b));
  RC_ASSERT(fast::equal(a, b) == same);
  RC_ASSERT(fast::equal_var(a, b) == same);
  Fe64 r = a;
  fast::cmov(r, b, false);
  RC_ASSERT(r.words() == a.words());
  fast::cmov(r, b, true);
  RC_ASSERT(r.words() == b.words());
}

RC_GTEST_PROP(FastFe64, CmpVarMatchesMpzCmp, ()) {
  const Fe64 a = fast::normalize(gen_fe64());
  const Fe64 b = *rc::gen::arbitrary<bool>() ? a : fast::normalize(gen_fe64());
  RC_ASSERT(fast::cmp_var(a, b) == sign(mpz_cmp(value(a).get_mpz_t(), value(b).get_mpz_t())));
}

// set_b32_limit: every value ≥ p (half the time one of p + [0, C), the only
// ones there are) is coordinate_out_of_range; below p it is accepted and
// get_b32 gives the bytes back. set_b32_mod keeps any value.
RC_GTEST_PROP(FastFe64, BytesInAndOut, ()) {
  mpz_class v = value(gen_fe64());
  if (*rc::gen::arbitrary<bool>()) v = p() + *rc::gen::inRange<std::uint64_t>(0, c_value().get_ui());
  const auto be = test::be32(v);
  const Result<Fe64> r = Fe64::set_b32_limit(be);
  RC_ASSERT(r.ok() == (v < p()));
  if (r.ok()) {
    RC_ASSERT(value(r.value()) == v);
    RC_ASSERT(r.value().get_b32() == be);
  } else {
    RC_ASSERT(r.error() == Error::coordinate_out_of_range);
  }
  RC_ASSERT(value(Fe64::set_b32_mod(be)) == v);
  const Fe64 n = fast::normalize(Fe64::set_b32_mod(be));
  RC_ASSERT(ref::from_be_bytes(n.get_b32()) == mod_p(v));
}

RC_GTEST_PROP(FastFe64, InverseMatchesGmp, ()) {
  Fe64 a = gen_fe64();
  if (*rc::gen::inRange(0, 8) == 0) a = *rc::gen::arbitrary<bool>() ? Fe64() : fe64(p());
  const mpz_class x = mod_p(value(a));
  const Fe64 r = fast::inverse(a);
  RC_ASSERT(value(r) < p());
  RC_ASSERT(mod_p(value(r) * x) == (x == 0 ? mpz_class(0) : mpz_class(1)));
  if (x == 0) RC_ASSERT(value(r) == 0);
  RC_ASSERT(fast::inverse_var(a).words() == r.words());
}

// Half the time a known square (a² for random a), so both answers come up.
RC_GTEST_PROP(FastFe64, SqrtMatchesLegendre, ()) {
  Fe64 a = gen_fe64();
  if (*rc::gen::arbitrary<bool>()) a = fast::sqr(a);
  const mpz_class x = mod_p(value(a));
  const bool square = mpz_legendre(x.get_mpz_t(), p().get_mpz_t()) >= 0;
  Fe64 root;
  RC_ASSERT(fast::sqrt(root, a) == square);
  RC_ASSERT(value(root) < p());
  if (square) RC_ASSERT(mod_p(value(root) * value(root)) == x);
}

RC_GTEST_PROP(FastFe64, IsSquareVarMatchesJacobi, ()) {
  Fe64 a = gen_fe64();
  if (*rc::gen::arbitrary<bool>()) a = fast::sqr(a);
  const mpz_class x = mod_p(value(a));
  RC_ASSERT(fast::is_square_var(a) == (mpz_jacobi(x.get_mpz_t(), p().get_mpz_t()) >= 0));
}

// Batches of up to 20 with zeros (0 or p) mixed in: each output the inverse
// (canonical, 0 for a zero), the same words from both versions.
RC_GTEST_PROP(FastFe64, BatchInverseMatchesGmp, ()) {
  const auto count = *rc::gen::inRange<std::size_t>(0, 20);
  std::vector<Fe64> in;
  for (std::size_t i = 0; i < count; ++i) {
    const int pick = *rc::gen::inRange(0, 4);
    in.push_back(pick == 0 ? Fe64() : pick == 1 ? fe64(p()) : gen_fe64());
  }
  std::vector<Fe64> out(count), out_var(count);
  fast::batch_inverse(out, in);
  fast::batch_inverse_var(out_var, in);
  for (std::size_t i = 0; i < count; ++i) {
    const mpz_class x = mod_p(value(in[i]));
    RC_ASSERT(value(out[i]) < p());
    RC_ASSERT(mod_p(value(out[i]) * x) == (x == 0 ? mpz_class(0) : mpz_class(1)));
    if (x == 0) RC_ASSERT(value(out[i]) == 0);
    RC_ASSERT(out_var[i].words() == out[i].words());
  }
}

// ---------------------------------------------------------------------------
// The portable limb code against the build's operations.
//
// Where the build has the kernels (kFe64UsesAsm), Fe64's mul, sqr, sqr_n,
// add and mul_int run assembly texts; the limb code (fe64::…<NativeLimbs>)
// runs in constant expressions and in builds without them. The two must
// give equal words, not just congruent values: each text computes the same
// integers step by step as its limb function — mul/sqr: the 512-bit
// product, its high half times C added into the low half (split uniquely
// into four words and a top word), the top word times C added once more,
// and C again on a carry past 2^256; add: the sum, C on its carry, C again
// on a second carry; mul_int: the product by k, then the same top fold — so
// their outputs are the same representative. (Without the kernels the
// build's operations are the limb code itself and this compares it with
// itself; the GMP checks still hold.)

using Limbs = fast::NativeLimbs;

void expect_limb_code_is_the_builds(const Words256& a, const Words256& b, const std::string& what) {
  const Fe64 fa = Fe64::from_words_mod(a), fb = Fe64::from_words_mod(b);
  const mpz_class va = test::words_value(a), vb = test::words_value(b);
  const Words256 pm = fast::fe64::mul<Limbs>(a, b);
  const Words256 ps = fast::fe64::sqr<Limbs>(a);
  const Words256 pa = fast::fe64::add<Limbs>(a, b);
  ASSERT_TRUE(congruent(Fe64::from_words_mod(pm), va * vb)) << what;
  ASSERT_TRUE(congruent(Fe64::from_words_mod(ps), va * va)) << what;
  ASSERT_TRUE(congruent(Fe64::from_words_mod(pa), va + vb)) << what;
  ASSERT_EQ(pm, fast::mul(fa, fb).words()) << what;
  ASSERT_EQ(ps, fast::sqr(fa).words()) << what;
  ASSERT_EQ(pa, fast::add(fa, fb).words()) << what;
  // sqr_n against as many limb squarings.
  Words256 pn = a;
  for (unsigned k = 1; k <= 3; ++k) {
    pn = fast::fe64::sqr<Limbs>(pn);
    ASSERT_EQ(pn, fast::sqr_n(fa, k).words()) << what << ", k = " << k;
  }
  for (const int k : kMulIntFactors) {
    const Words256 pk = fast::fe64::mul_int<Limbs>(a, static_cast<std::uint64_t>(k));
    ASSERT_TRUE(congruent(Fe64::from_words_mod(pk), va * k)) << what << ", k = " << k;
    ASSERT_EQ(pk, fast::mul_int(fa, k).words()) << what << ", k = " << k;
  }
}

TEST(FastFe64Portable, LimbCodeGivesTheBuildsWordsOnEdgesAndRandomWords) {
  for (const Edge& a : edges()) {
    for (const Edge& b : edges()) {
      ASSERT_NO_FATAL_FAILURE(
          expect_limb_code_is_the_builds(test::words256(a.v), test::words256(b.v), a.label + " , " + b.label));
    }
  }
  std::mt19937_64 rng(20250);
  for (int i = 0; i < 3000; ++i) {
    const Words256 x{rng(), rng(), rng(), rng()}, y{rng(), rng(), rng(), rng()};
    ASSERT_NO_FATAL_FAILURE(expect_limb_code_is_the_builds(x, y, "random " + std::to_string(i)));
    // Near 2^256, where the folds carry most.
    const Words256 u{kM64 - (rng() >> (rng() % 64)), kM64, kM64, kM64 - (rng() & 1)};
    ASSERT_NO_FATAL_FAILURE(expect_limb_code_is_the_builds(u, y, "near the top " + std::to_string(i)));
    ASSERT_NO_FATAL_FAILURE(expect_limb_code_is_the_builds(u, u, "both near the top " + std::to_string(i)));
  }
}

RC_GTEST_PROP(FastFe64Portable, LimbCodeGivesTheBuildsWords, ()) {
  const Fe64 a = gen_fe64(), b = gen_fe64();
  const int k = *rc::gen::inRange(0, INT_MAX);
  RC_ASSERT(fast::fe64::mul<Limbs>(a.words(), b.words()) == fast::mul(a, b).words());
  RC_ASSERT(fast::fe64::sqr<Limbs>(a.words()) == fast::sqr(a).words());
  RC_ASSERT(fast::fe64::add<Limbs>(a.words(), b.words()) == fast::add(a, b).words());
  RC_ASSERT(fast::fe64::mul_int<Limbs>(a.words(), static_cast<std::uint64_t>(k)) == fast::mul_int(a, k).words());
}

// Constant expressions (the limb code, whatever the build): small identities
// of arithmetic, and 2^256 ≡ C (p = 2^256 − C) on values near 2^256 —
// among them the pair whose product sets the final fold's carry — against
// their small representatives (C − 1952 and C − 1 multiply without any
// fold).
namespace ce {
constexpr Fe64 k(std::uint32_t v) { return Fe64::from_int(v); }
constexpr Fe64 w(std::uint64_t w0, std::uint64_t w1 = 0, std::uint64_t w2 = 0, std::uint64_t w3 = 0) {
  return Fe64::from_words_mod({w0, w1, w2, w3});
}
constexpr std::uint64_t kC = fast::fe64::kC;
constexpr Fe64 kAllOnes = w(kM64, kM64, kM64, kM64);  // 2^256 − 1 ≡ C − 1
static_assert(fast::equal(fast::mul(k(3), k(5)), k(15)));
static_assert(fast::equal(fast::add(k(7), k(8)), k(15)));
static_assert(fast::equal(fast::mul_int(k(5), 3), k(15)));
static_assert(fast::normalizes_to_zero(fast::add(fast::negate(k(5), 1), k(5))));
static_assert(fast::equal(fast::mul_int(fast::half(k(1)), 2), k(1)));
static_assert(fast::equal(fast::mul(fast::inverse(k(3)), k(3)), k(1)));
static_assert(fast::is_zero(fast::inverse(Fe64())));
static_assert(fast::equal(fast::sqr_n(k(2), 8), w(kC)));  // 2^(2^8) = 2^256 ≡ C
static_assert(fast::equal(w(fast::fe64::kP0, kM64, kM64, kM64), Fe64()));  // p ≡ 0
// (2^256 − 1952)(2^256 − 1) ≡ (C − 1952)(C − 1): the final fold's carry.
static_assert(fast::equal(fast::mul(w(kM64 - 1951, kM64, kM64, kM64), kAllOnes), fast::mul(w(kC - 1952), w(kC - 1))));
// 2(2^256 − 1) ≡ 2(C − 1): the sum carries past 2^256 twice.
static_assert(fast::equal(fast::add(kAllOnes, kAllOnes), w(2 * kC - 2)));
static_assert(fast::equal(fast::mul_int(kAllOnes, INT_MAX), fast::mul_int(w(kC - 1), INT_MAX)));
}  // namespace ce

}  // namespace
}  // namespace tandem

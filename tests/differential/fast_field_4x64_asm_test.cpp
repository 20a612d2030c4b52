// fast/'s x86-64 assembly kernels (field_4x64_asm.hpp) against the
// reference field (GMP): mul, sqr, sqr_n (k squarings), add and mul_int on
// random words and on the edge values 0, 1, p−1, p, p+1, 2^256−1,
// 2^256 − C (the values just above p and below 2^256), every word at its
// maximum, single words set — every pair of them — and on the input the
// prover found for the final fold's last carry (`tandem prove`,
// fe4x64::mul_asm [twin]), which uniform random words reach about once in
// 2^190, and for its wrap test (fe4x64::mul_int_asm [twin 2]), about once
// in 2^128. The output must be below 2^256 (four words) and congruent to the
// result. Skipped only on a processor without BMI2/ADX or in an
// unoptimized or non-x86-64 build, where the kernels do not exist.
#include <gtest/gtest.h>

#include <random>
#include <string>
#include <utility>
#include <vector>

#include "fast_support.hpp"
#include "tandem/fast/field_4x64_asm.hpp"
#include "tandem/fast/field_sqrt.hpp"

namespace tandem {
namespace {

namespace fe4 = fast::fe4x64;
using fe4::Words;

mpz_class value(const Words& w) { return test::words_value(w); }

Words words(const mpz_class& v) { return test::words256(v); }

/// Whether the kernels can run here. An optimized x86-64 build without
/// them fails the test; only a processor without BMI2/ADX (where they would
/// fault) leaves the test to skip.
bool kernels_run() {
#if defined(__x86_64__) && defined(__OPTIMIZE__)
  EXPECT_TRUE(fe4::kAvailable) << "an optimized x86-64 build must compile the kernels";
#endif
  return fe4::kAvailable && fe4::cpu_supported();
}

std::vector<std::pair<std::string, mpz_class>> edges() {
  using test::p;
  using test::pow2;
  std::vector<std::pair<std::string, mpz_class>> e{
      {"0", 0},        {"1", 1},           {"2", 2},           {"p-1", p() - 1},       {"p", p()},
      {"p+1", p() + 1}, {"2^256-1", pow2(256) - 1}, {"2^256-2^32", pow2(256) - pow2(32)}, {"2^256-2", pow2(256) - 2},
      {"2^64-1", pow2(64) - 1}, {"2^128-1", pow2(128) - 1}, {"2^192", pow2(192)}, {"2^255", pow2(255)},
      {"prover's carry input", pow2(256) - 1952}};
  for (unsigned i = 0; i < 4; ++i) e.emplace_back("word " + std::to_string(i) + " max", (pow2(64) - 1) << (64 * i));
  return e;
}

void check_mul(const mpz_class& a, const mpz_class& b, const std::string& what) {
  Words r{};
  fe4::mul(r, words(a), words(b));
  ASSERT_EQ(value(r) % test::p(), a * b % test::p()) << what;
}

void check_sqr(const mpz_class& a, const std::string& what) {
  Words r{};
  fe4::sqr(r, words(a));
  ASSERT_EQ(value(r) % test::p(), a * a % test::p()) << what;
}

TEST(FastField4x64Asm, MulAndSqrOnEveryPairOfEdges) {
  if (!kernels_run()) GTEST_SKIP() << "this processor lacks BMI2/ADX, or the build is not optimized x86-64";
  for (const auto& [la, a] : edges()) {
    check_sqr(a, la + "^2");
    for (const auto& [lb, b] : edges()) check_mul(a, b, la + " * " + lb);
  }
}

TEST(FastField4x64Asm, MulAndSqrOnRandomWords) {
  if (!kernels_run()) GTEST_SKIP() << "this processor lacks BMI2/ADX, or the build is not optimized x86-64";
  std::mt19937_64 rng(20261201);
  for (int i = 0; i < 20000; ++i) {
    const Words x{rng(), rng(), rng(), rng()}, y{rng(), rng(), rng(), rng()};
    check_mul(value(x), value(y), "random " + std::to_string(i));
    check_sqr(value(x), "random " + std::to_string(i));
  }
}

// Words near the top: the folds' carries are set most often there.
TEST(FastField4x64Asm, MulAndSqrNearTwoToThe256) {
  if (!kernels_run()) GTEST_SKIP() << "this processor lacks BMI2/ADX, or the build is not optimized x86-64";
  std::mt19937_64 rng(7);
  for (int i = 0; i < 20000; ++i) {
    const mpz_class a = test::pow2(256) - 1 - test::u64z(rng() >> (rng() % 64));
    const mpz_class b = test::pow2(256) - 1 - test::u64z(rng() >> (rng() % 64));
    check_mul(a, b, "near the top " + std::to_string(i));
    check_sqr(a, "near the top " + std::to_string(i));
  }
}

#if TANDEM_FAST_HAVE_4X64_ASM
/// The broken twin of `tandem prove`'s fe4x64::mul_asm [twin], natively:
/// the production text without its last carry (the same macros, one left
/// out).
void mul_without_last_carry(Words& r, const Words& a, const Words& b) {
  std::uint64_t t0, t1, t2, t3, t4, t5, t6, t7, lo, hi;
  asm(TANDEM_FE4X64_PRODUCT_TEXT TANDEM_FE4X64_REDUCE_FOLDS_TEXT
      : [t0] "=&r"(t0), [t1] "=&r"(t1), [t2] "=&r"(t2), [t3] "=&r"(t3), [t4] "=&r"(t4), [t5] "=&r"(t5),
        [t6] "=&r"(t6), [t7] "=&r"(t7), [lo] "=&r"(lo), [hi] "=&r"(hi)
      : [a] "r"(a.data()), [b] "r"(b.data()), "m"(a), "m"(b)
      : "rdx", "cc");
  r = {t0, t1, t2, t3};
}
#endif

// The edges are needed: the twin passes 100 000 uniform random pairs and
// the near-2^256 ones above, and fails on the prover's input.
TEST(FastField4x64Asm, TheLastCarrysTwinPassesRandomInputsAndFailsOnTheProversInput) {
  if (!kernels_run()) GTEST_SKIP() << "this processor lacks BMI2/ADX, or the build is not optimized x86-64";
#if TANDEM_FAST_HAVE_4X64_ASM
  const auto agrees = [](const mpz_class& a, const mpz_class& b) {
    Words r{};
    mul_without_last_carry(r, words(a), words(b));
    return value(r) % test::p() == a * b % test::p();
  };
  std::mt19937_64 rng(3);
  for (int i = 0; i < 100000; ++i) {
    const Words x{rng(), rng(), rng(), rng()}, y{rng(), rng(), rng(), rng()};
    ASSERT_TRUE(agrees(value(x), value(y))) << "random " << i;
  }
  const mpz_class top = test::pow2(256) - 1;
  EXPECT_FALSE(agrees(test::pow2(256) - 1952, top));
  EXPECT_TRUE(agrees(test::pow2(256) - 1951, top));
#endif
}

#if TANDEM_FAST_HAVE_4X64_ASM
/// The broken twin of `tandem prove`'s fe4x64::sqr_asm [twin 2], natively:
/// the production text without the second chain's carry into the top word.
void sqr_without_of_carry(Words& r, const Words& a) {
  std::uint64_t a0 = a[0], a1 = a[1], a2 = a[2], a3 = a[3];
  std::uint64_t t0, t1, t2, t3, t4, t5, t6, t7, lo;
  asm(TANDEM_FE4X64_SQR_TEXT_WITH("")
      : [t0] "=&r"(t0), [t1] "=&r"(t1), [t2] "=&r"(t2), [t3] "=&r"(t3), [t4] "=&r"(t4), [t5] "=&r"(t5),
        [t6] "=&r"(t6), [t7] "=&r"(t7), [lo] "=&r"(lo), "+d"(a0), [a1] "+r"(a1), [a2] "+r"(a2), [hi] "+r"(a3)
      :
      : "cc");
  r = {a0, a1, a2, a3};
}
#endif

// The second chain's carry into the top word is set for about one input in
// 2^32, so the twin without it passes 100 000 uniform random inputs; on the
// prover's family a = 2^256 − 2^128 + z it is set for every z ≥ 1, and the
// production kernel is right there.
TEST(FastField4x64Asm, TheTopCarrysTwinPassesRandomInputsAndFailsOnTheProversFamily) {
  if (!kernels_run()) GTEST_SKIP() << "this processor lacks BMI2/ADX, or the build is not optimized x86-64";
  const mpz_class base = test::pow2(256) - test::pow2(128);
  for (unsigned long z = 0; z < 1000; ++z) check_sqr(base + z, "(2^256 - 2^128 + z)^2");
#if TANDEM_FAST_HAVE_4X64_ASM
  const auto agrees = [](const mpz_class& x) {
    Words r{};
    sqr_without_of_carry(r, words(x));
    return value(r) % test::p() == x * x % test::p();
  };
  std::mt19937_64 rng(6);
  for (int i = 0; i < 100000; ++i) ASSERT_TRUE(agrees(value(Words{rng(), rng(), rng(), rng()}))) << "random " << i;
  EXPECT_TRUE(agrees(base));  // z = 0: the square's low half is 0
  for (unsigned long z = 1; z < 1000; ++z) EXPECT_FALSE(agrees(base + z)) << z;
#endif
}

// The addition kernel (plain add/adc/cmov) on every pair of edges and on
// random words: below 2^256 and congruent to the sum.
TEST(FastField4x64Asm, AddOnEdgesAndRandomWords) {
  if (!kernels_run()) GTEST_SKIP() << "this processor lacks BMI2/ADX, or the build is not optimized x86-64";
  std::vector<std::pair<std::string, mpz_class>> inputs = edges();
  std::mt19937_64 rng(31);
  for (int i = 0; i < 64; ++i) inputs.emplace_back("random " + std::to_string(i), value(Words{rng(), rng(), rng(), rng()}));
  for (const auto& [la, a] : inputs) {
    for (const auto& [lb, b] : inputs) {
      Words r{};
      fe4::add(r, words(a), words(b));
      ASSERT_EQ(value(r) % test::p(), (a + b) % test::p()) << la << " + " << lb;
    }
  }
}

// The multiplication by a small integer, on every edge and random words,
// for k from 0 to 40 and at the top of its range.
TEST(FastField4x64Asm, MulIntOnEdgesAndRandomWords) {
  if (!kernels_run()) GTEST_SKIP() << "this processor lacks BMI2/ADX, or the build is not optimized x86-64";
  std::vector<std::pair<std::string, mpz_class>> inputs = edges();
  std::mt19937_64 rng(33);
  for (int i = 0; i < 64; ++i) inputs.emplace_back("random " + std::to_string(i), value(Words{rng(), rng(), rng(), rng()}));
  std::vector<std::uint32_t> ks{0xFFFFFFFFU, 0x80000000U, 0x7FFFFFFFU};
  for (std::uint32_t k = 0; k <= 40; ++k) ks.push_back(k);
  for (const auto& [label, a] : inputs) {
    for (const std::uint32_t k : ks) {
      Words r{};
      fe4::mul_int(r, words(a), k);
      ASSERT_EQ(value(r) % test::p(), a * static_cast<unsigned long>(k) % test::p()) << label << " * " << k;
    }
  }
}

/// The input `tandem prove` gives for fe4x64::mul_int_asm [twin 2] (with
/// k = 2^32 − 1): after the fold of the top word, t2 is 2^64 − 1, t1
/// carries and t3 is not 2^64 − 1, so the sum does not wrap.
mpz_class wrap_test_input() {
  mpz_class a;
  a.set_str("0a9260e32eb90937fffffffffffffffffffffffffffffffffffffffffffffd4a", 16);
  return a;
}

#if TANDEM_FAST_HAVE_4X64_ASM
/// The broken twin of `tandem prove`'s fe4x64::mul_int_asm [twin 2],
/// natively: the production text whose wrap test asks of t2 alone.
void mul_int_wrap_test_t2_only(Words& r, const Words& a, std::uint32_t k) {
  std::uint64_t t0, t1, t2, t3, t4, t5, t6, t7, lo, d = k;
  asm(TANDEM_FE4X64_MUL_INT_TEXT_WITH("")
      : [t0] "=&r"(t0), [t1] "=&r"(t1), [t2] "=&r"(t2), [t3] "=&r"(t3), [t4] "=&r"(t4), [t5] "=&r"(t5),
        [t6] "=&r"(t6), [t7] "=&r"(t7), [lo] "=&r"(lo), "+d"(d)
      : [a] "r"(a.data()), "m"(a)
      : "cc");
  r = {t0, t1, t2, t3};
}
#endif

// The wrap test must ask of t3 too: the twin that asks of t2 alone passes
// 100 000 uniform random inputs and every edge, and fails on the prover's
// input — on which the production kernel is right.
TEST(FastField4x64Asm, TheWrapTestsTwinPassesRandomInputsAndFailsOnTheProversInput) {
  if (!kernels_run()) GTEST_SKIP() << "this processor lacks BMI2/ADX, or the build is not optimized x86-64";
  const std::uint32_t k = 0xFFFFFFFFU;
  const mpz_class a = wrap_test_input();
  Words good{};
  fe4::mul_int(good, words(a), k);
  EXPECT_EQ(value(good) % test::p(), a * static_cast<unsigned long>(k) % test::p());
#if TANDEM_FAST_HAVE_4X64_ASM
  const auto agrees = [](const mpz_class& x, std::uint32_t kk) {
    Words r{};
    mul_int_wrap_test_t2_only(r, words(x), kk);
    return value(r) % test::p() == x * static_cast<unsigned long>(kk) % test::p();
  };
  std::mt19937_64 rng(5);
  for (int i = 0; i < 100000; ++i) {
    const std::uint32_t kk = static_cast<std::uint32_t>(rng());
    ASSERT_TRUE(agrees(value(Words{rng(), rng(), rng(), rng()}), kk)) << "random " << i;
  }
  for (const auto& [label, x] : edges()) ASSERT_TRUE(agrees(x, k)) << label;
  EXPECT_FALSE(agrees(a, k));
#endif
}

#if TANDEM_FAST_HAVE_4X64_ASM
/// The broken twin of `tandem prove`'s fe4x64::add_asm [twin], natively:
/// the production text without its second wrap.
void add_without_second_wrap(Words& r, const Words& a, const Words& b) {
  std::uint64_t a0 = a[0], a1 = a[1], a2 = a[2], a3 = a[3], t;
  asm(TANDEM_FE4X64_ADD_FOLD_TEXT
      : [a0] "+r"(a0), [a1] "+r"(a1), [a2] "+r"(a2), [a3] "+r"(a3), [t] "=&r"(t)
      : [b] "r"(b.data()), "m"(b), [c] "r"(fast::secp256k1::kFold)
      : "cc");
  r = {a0, a1, a2, a3};
}
#endif

// The second wrap is needed only when a + b ≥ 2^257 − C: the twin without
// it passes 100 000 uniform random pairs and fails exactly from there.
TEST(FastField4x64Asm, TheSecondWrapsTwinPassesRandomInputsAndFailsAtTheBoundary) {
  if (!kernels_run()) GTEST_SKIP() << "this processor lacks BMI2/ADX, or the build is not optimized x86-64";
#if TANDEM_FAST_HAVE_4X64_ASM
  const auto agrees = [](const mpz_class& a, const mpz_class& b) {
    Words r{};
    add_without_second_wrap(r, words(a), words(b));
    return value(r) % test::p() == (a + b) % test::p();
  };
  std::mt19937_64 rng(4);
  for (int i = 0; i < 100000; ++i) {
    const Words x{rng(), rng(), rng(), rng()}, y{rng(), rng(), rng(), rng()};
    ASSERT_TRUE(agrees(value(x), value(y))) << "random " << i;
  }
  const mpz_class top = test::pow2(256) - 1;
  const mpz_class boundary = test::pow2(257) - (test::pow2(256) - test::p());  // a + b = 2^257 − C
  EXPECT_TRUE(agrees(boundary - top - 1, top));
  EXPECT_FALSE(agrees(boundary - top, top));
#endif
}

// The outputs may alias the inputs (r = a·r, r = r²).
TEST(FastField4x64Asm, SqrNIsKSquaringsOnEdgesAndRandomWords) {
  if (!kernels_run()) GTEST_SKIP() << "this processor lacks BMI2/ADX, or the build is not optimized x86-64";
  std::vector<std::pair<std::string, mpz_class>> inputs = edges();
  std::mt19937_64 rng(22);
  for (int i = 0; i < 200; ++i) inputs.emplace_back("random " + std::to_string(i), value(Words{rng(), rng(), rng(), rng()}));
  for (const auto& [label, a] : inputs) {
    for (unsigned k : {0U, 1U, 2U, 3U, 11U, 88U}) {
      Words r{};
      fe4::sqr_n(r, words(a), k);
      mpz_class want;
      const mpz_class e = mpz_class(1) << k;
      mpz_powm(want.get_mpz_t(), a.get_mpz_t(), e.get_mpz_t(), test::p().get_mpz_t());
      if (k == 0) want = a;  // no squaring: the words as they are, even at or above p
      ASSERT_EQ(k == 0 ? value(r) : value(r) % test::p(), want) << label << ", k = " << k;
    }
  }
}

TEST(FastField4x64Asm, OutputsMayAliasInputs) {
  if (!kernels_run()) GTEST_SKIP() << "this processor lacks BMI2/ADX, or the build is not optimized x86-64";
  Words x{1, 2, 3, 4};
  const Words y{~0ULL, 5, ~0ULL, 7};
  const mpz_class expected = value(x) * value(y) % test::p();
  fe4::mul(x, x, y);
  EXPECT_EQ(value(x) % test::p(), expected);
  const mpz_class squared = value(x) * value(x) % test::p();
  fe4::sqr(x, x);
  EXPECT_EQ(value(x) % test::p(), squared);
}

// sqrt's addition chain (266 dependent operations) on these kernels and on
// 5×52 must give the same root, on every edge element at magnitudes 1 and 8
// (the largest sqrt accepts) and on random ones; and that root is sqrt's.
TEST(FastField4x64Asm, SqrtChainAgreesWithThe5x52Chain) {
  if (!kernels_run()) GTEST_SKIP() << "this processor lacks BMI2/ADX, or the build is not optimized x86-64";
#if TANDEM_FAST_HAVE_4X64_ASM
  std::vector<fast::Fe> inputs;
  for (int m : {1, 8}) {
    for (const test::EdgeFe& e : test::edge_elements(m)) inputs.push_back(e.fe);
  }
  std::mt19937_64 rng(5);
  for (int i = 0; i < 200; ++i) inputs.push_back(fast::Fe::from_words_mod({rng(), rng(), rng(), rng()}));
  for (const fast::Fe& a : inputs) {
    const fast::Fe r4 = fast::detail::pow_p_plus_1_over_4_4x64(a);
    const fast::Fe r5 = fast::detail::pow_p_plus_1_over_4(a);
    ASSERT_TRUE(fast::equal(r4, r5)) << test::value(a).get_str(16);
    ASSERT_TRUE(test::within_magnitude(r4, 1));
    fast::Fe root;
    const bool square = fast::sqrt(root, a);
    ASSERT_EQ(square, fast::equal(fast::sqr(r5), a));
    ASSERT_TRUE(fast::equal(root, r5));
  }
#endif
}

}  // namespace
}  // namespace tandem

// The recodings: the width-w NAF and the regular signed window reconstruct
// the scalar and keep their digit rules, exhaustively for every scalar of
// up to 12 bits and every width up to 6, and as properties at full width.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <vector>

#include "fast_support.hpp"
#include "tandem/fast/recoding.hpp"

namespace tandem {
namespace {

/// Σ d_i·2^(step·i).
mpz_class sum(const std::vector<int>& d, unsigned step) {
  mpz_class v = 0;
  for (std::size_t i = d.size(); i-- > 0;) v = (v << step) + d[i];
  return v;
}

::testing::AssertionResult wnaf_ok(const mpz_class& k, unsigned bits, unsigned w) {
  std::vector<int> d(bits + 1, 7);
  const std::size_t len = fast::wnaf_var(d, test::words256(k), bits, w);
  if (sum(d, 1) != k) return ::testing::AssertionFailure() << "does not reconstruct " << k.get_str(16);
  for (std::size_t i = 0; i < d.size(); ++i) {
    if (d[i] == 0) continue;
    if (d[i] % 2 == 0 || std::abs(d[i]) >= (1 << (w - 1))) return ::testing::AssertionFailure() << "digit " << d[i];
    for (std::size_t j = i + 1; j < i + w && j < d.size(); ++j) {
      if (d[j] != 0) return ::testing::AssertionFailure() << "digits " << i << " and " << j << " closer than w";
    }
    if (i + 1 > len) return ::testing::AssertionFailure() << "non-zero digit past the length";
  }
  if (len > 0 && d[len - 1] == 0) return ::testing::AssertionFailure() << "length past the last digit";
  return ::testing::AssertionSuccess();
}

::testing::AssertionResult window_ok(const mpz_class& k, unsigned bits, unsigned w) {
  std::vector<int> d(fast::signed_window_digits(bits, w));
  fast::recode_signed_window(d, test::words256(k), bits, w);
  if (sum(d, w) != k) return ::testing::AssertionFailure() << "does not reconstruct " << k.get_str(16);
  for (int x : d) {
    if (x % 2 == 0 || std::abs(x) > (1 << w) - 1) return ::testing::AssertionFailure() << "digit " << x;
  }
  return ::testing::AssertionSuccess();
}

TEST(Recoding, WnafExhaustivelyForSmallScalars) {
  for (unsigned bits = 1; bits <= 12; ++bits) {
    for (unsigned w = 2; w <= 6; ++w) {
      for (unsigned long k = 0; k < (1UL << bits); ++k) ASSERT_TRUE(wnaf_ok(k, bits, w)) << bits << " " << w;
    }
  }
}

TEST(Recoding, SignedWindowExhaustivelyForSmallOddScalars) {
  for (unsigned bits = 1; bits <= 12; ++bits) {
    for (unsigned w = 1; w <= 6; ++w) {
      for (unsigned long k = 1; k < (1UL << bits); k += 2) ASSERT_TRUE(window_ok(k, bits, w)) << bits << " " << w;
    }
  }
}

TEST(Recoding, FullWidthEdges) {
  for (const mpz_class& k : std::vector<mpz_class>{test::pow2(256) - 1, test::n() - 1, test::pow2(255), test::pow2(255) + 1,
                             test::pow2(128) - 1, mpz_class(1), mpz_class(3)}) {
    for (unsigned w : {2U, 4U, 5U, 8U, 15U}) EXPECT_TRUE(wnaf_ok(k, 256, w)) << w;
    if (mpz_odd_p(k.get_mpz_t()) != 0) {
      for (unsigned w : {1U, 3U, 4U, 5U, 6U, 7U}) EXPECT_TRUE(window_ok(k, 256, w)) << w;
    }
  }
  std::vector<int> d(10);
  EXPECT_THROW((void)fast::wnaf_var(d, test::words256(5), 256, 4), std::invalid_argument);
  EXPECT_THROW((void)fast::wnaf_var(d, test::words256(5), 8, 1), std::invalid_argument);
}

RC_GTEST_PROP(Recoding, FullWidthProperties, ()) {
  const auto bytes = *rc::gen::container<std::vector<std::uint8_t>>(32, rc::gen::arbitrary<std::uint8_t>());
  mpz_class k;
  mpz_import(k.get_mpz_t(), bytes.size(), 1, 1, 1, 0, bytes.data());
  const unsigned w = *rc::gen::inRange(2U, 9U);
  RC_ASSERT(wnaf_ok(k, 256, w));
  const unsigned bits = *rc::gen::element(129U, 256U);
  const mpz_class odd = (k >> (256 - bits)) | 1;
  RC_ASSERT(window_ok(odd, bits, w - 1));
}

}  // namespace
}  // namespace tandem

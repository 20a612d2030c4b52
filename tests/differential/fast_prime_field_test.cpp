// fast::PrimeField<M> (fast/fp/) against GMP on the prime p and the order n
// of every standard curve (secp256k1's too, as a cross-check) and on the
// tiny curves' one-word moduli. The contract is "every input < m, every
// output < m": each check takes the canonical integers (to_words) and
// compares them with what mpz computes mod m, and requires every output
// below m.
//
// Values: the edges 0, 1, 2, m − 1, m − 2, (m ± 1)/2, powers of two near m
// and at word boundaries, words all ones or all zero under m, m with a word
// cleared, every pair of them; then random values (a fixed seed, so a
// failure reproduces). Encodings: set_bytes accepts every value below m and
// rejects m, m + 1 and all-ones bytes with coordinate_out_of_range;
// reduce_bytes at every length 0..2·kBytes (and up to its 16·kWords limit)
// on random and all-ones bytes, with its overflow flag. Inverses (0 ↦ 0),
// square roots of squares and non-squares, is_square_var.
#include <gmpxx.h>
#include <gtest/gtest.h>

#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "tandem/fast/fp/prime_field.hpp"
#include "tandem/fast/fp/prime_field_inverse.hpp"
#include "tandem/fast/fp/prime_field_sqrt.hpp"

namespace tandem {
namespace {

using namespace tandem::fast;  // NOLINT: the field's free functions by their names

template <std::size_t N>
mpz_class value_of(const Words<N>& w) {
  mpz_class v;
  mpz_import(v.get_mpz_t(), N, -1, sizeof(std::uint64_t), 0, 0, w.data());
  return v;
}

template <std::size_t N>
Words<N> words_of(const mpz_class& v) {
  Words<N> w{};
  std::size_t count = 0;
  mpz_export(w.data(), &count, -1, sizeof(std::uint64_t), 0, 0, v.get_mpz_t());
  return w;
}

mpz_class pow2(unsigned long k) {
  mpz_class r;
  mpz_ui_pow_ui(r.get_mpz_t(), 2, k);
  return r;
}

mpz_class mod(const mpz_class& v, const mpz_class& m) {
  mpz_class r;
  mpz_mod(r.get_mpz_t(), v.get_mpz_t(), m.get_mpz_t());
  return r;
}

template <class M>
class PrimeFieldTest : public ::testing::Test {
 protected:
  using Field = PrimeField<M>;
  static constexpr std::size_t N = M::kWords;

  PrimeFieldTest() : m_(value_of<N>(M::kModulus)), rng_(0x5eed0000U + static_cast<unsigned>(M::kBits)) {}

  [[nodiscard]] Field fe(const mpz_class& v) const { return Field::from_words(words_of<N>(v)); }

  /// The canonical integer of x, required below m.
  mpz_class val(const Field& x) const {
    const mpz_class v = value_of<N>(x.to_words());
    EXPECT_LT(v, m_) << "an output at or above m";
    EXPECT_LT(value_of<N>(x.stored_words()), m_) << "stored words at or above m";
    return v;
  }

  mpz_class random_below(const mpz_class& bound) {
    const std::size_t bytes = mpz_sizeinbase(bound.get_mpz_t(), 256) + 8;
    std::vector<std::uint8_t> b(bytes);
    for (auto& x : b) x = static_cast<std::uint8_t>(rng_());
    mpz_class v;
    mpz_import(v.get_mpz_t(), b.size(), 1, 1, 1, 0, b.data());
    return mod(v, bound);
  }

  /// The edge values below m, and kRandom random ones.
  std::vector<mpz_class> values(std::size_t random_count) {
    std::vector<mpz_class> v{0, 1, 2, m_ - 1, m_ - 2, (m_ - 1) / 2, (m_ + 1) / 2, (m_ + 1) / 2 + 1};
    const unsigned long bits = M::kBits;
    for (unsigned long k : {bits - 1, bits - 2, 64UL, 63UL, 32UL, 128UL, 192UL, 256UL, 320UL, 384UL, 448UL, 512UL}) {
      for (const mpz_class& c : std::vector<mpz_class>{pow2(k) - 1, pow2(k), pow2(k) + 1}) v.push_back(c);
    }
    for (std::size_t i = 0; i < N; ++i) {
      const mpz_class word_ones = (pow2(64) - 1) * pow2(64 * i);
      v.push_back(word_ones);                     // one word all ones
      v.push_back(pow2(64 * (i + 1)) - 1);        // the low i + 1 words all ones
      v.push_back(m_ - pow2(64 * i));             // m with a word lowered
      v.push_back(m_ - mod(m_, pow2(64 * (i + 1))) - 1);  // m with its low words zero, minus one
      const Words<N> mw = M::kModulus;
      Words<N> cleared = mw;
      cleared[i] = 0;  // m with word i cleared
      v.push_back(value_of<N>(cleared));
    }
    std::vector<mpz_class> below;
    for (const mpz_class& x : v) {
      if (x >= 0 && x < m_) below.push_back(x);
    }
    for (std::size_t i = 0; i < random_count; ++i) below.push_back(random_below(m_));
    return below;
  }

  mpz_class m_;
  std::mt19937_64 rng_;
};

struct TinyPrime251 {
  static constexpr std::string_view kName = "the prime 251";
  static constexpr std::size_t kWords = 1, kBits = 8, kBytes = 1;
  static constexpr Words<1> kModulus{251};
};
struct TinyPrime3 {
  static constexpr std::string_view kName = "the prime 3";
  static constexpr std::size_t kWords = 1, kBits = 2, kBytes = 1;
  static constexpr Words<1> kModulus{3};
};
struct LargestWordPrime {
  static constexpr std::string_view kName = "2^64 - 59";
  static constexpr std::size_t kWords = 1, kBits = 64, kBytes = 8;
  static constexpr Words<1> kModulus{~std::uint64_t{0} - 58};
};

/// 2^255 − 19 (Curve25519's prime, not a curve of this library): a
/// pseudo-Mersenne modulus whose k is one bit short of its words.
struct Prime25519 {
  static constexpr std::string_view kName = "2^255 - 19";
  static constexpr std::size_t kWords = 4, kBits = 255, kBytes = 32;
  static constexpr Words<4> kModulus{~std::uint64_t{0} - 18, ~std::uint64_t{0}, ~std::uint64_t{0},
                                     ~std::uint64_t{0} >> 1};
};

/// Each policy forced on a modulus, whatever its descriptor chose.
template <class M>
using UnderPseudoMersenne = fp::WithReduction<M, fp::Reduction::pseudo_mersenne>;
template <class M>
using UnderMontgomery = fp::WithReduction<M, fp::Reduction::montgomery>;

template <class M>
inline constexpr bool kForced = false;
template <class M, fp::Reduction R>
inline constexpr bool kForced<fp::WithReduction<M, R>> = true;

// The moduli in three parts, one executable each (tests/CMakeLists.txt
// builds this file three times with TANDEM_MODULI_PART 0, 1, 2): one file
// of 46 moduli took five minutes to compile alone, the last of the build.
#if TANDEM_MODULI_PART == 0
using Moduli = ::testing::Types<
    CurvePrime<Secp192k1Tag>, CurveOrder<Secp192k1Tag>, CurvePrime<Secp224k1Tag>, CurveOrder<Secp224k1Tag>,
    CurvePrime<Secp256k1Tag>, CurveOrder<Secp256k1Tag>, CurvePrime<P192Tag>, CurveOrder<P192Tag>,
    CurvePrime<P224Tag>, CurveOrder<P224Tag>, CurvePrime<P256Tag>, CurveOrder<P256Tag>, CurvePrime<P384Tag>,
    CurveOrder<P384Tag>, CurvePrime<P521Tag>, CurveOrder<P521Tag>>;
#elif TANDEM_MODULI_PART == 1
using Moduli = ::testing::Types<
    CurvePrime<BrainpoolP160r1Tag>, CurveOrder<BrainpoolP160r1Tag>, CurvePrime<BrainpoolP192r1Tag>,
    CurveOrder<BrainpoolP192r1Tag>, CurvePrime<BrainpoolP224r1Tag>, CurveOrder<BrainpoolP224r1Tag>,
    CurvePrime<BrainpoolP256r1Tag>, CurveOrder<BrainpoolP256r1Tag>, CurvePrime<BrainpoolP320r1Tag>,
    CurveOrder<BrainpoolP320r1Tag>, CurvePrime<BrainpoolP384r1Tag>, CurveOrder<BrainpoolP384r1Tag>,
    CurvePrime<BrainpoolP512r1Tag>, CurveOrder<BrainpoolP512r1Tag>>;
#elif TANDEM_MODULI_PART == 2
using Moduli = ::testing::Types<
    CurvePrime<TinyM3_251Tag>, CurveOrder<TinyM3_251Tag>, CurvePrime<TinyGen263Tag>, CurveOrder<TinyGen263Tag>,
    CurveOrder<TinyM3_2x139Tag>, TinyPrime251, TinyPrime3, LargestWordPrime,
    UnderPseudoMersenne<CurvePrime<Secp192k1Tag>>, UnderPseudoMersenne<CurvePrime<Secp224k1Tag>>,
    UnderPseudoMersenne<CurvePrime<Secp256k1Tag>>, UnderPseudoMersenne<CurvePrime<P521Tag>>,
    UnderPseudoMersenne<Prime25519>, UnderMontgomery<CurvePrime<Secp192k1Tag>>,
    UnderMontgomery<CurvePrime<Secp224k1Tag>>, UnderMontgomery<CurvePrime<P521Tag>>>;
#else
#error "TANDEM_MODULI_PART must be 0, 1 or 2"
#endif

/// A test name: the modulus, then (kPolicy) the policy the field runs and
/// whether the test forced it.
template <class M, bool kPolicy>
std::string test_name_of() {
  std::string s = std::string(M::kName);
  if constexpr (requires { M::kWhich; }) s += "_" + std::string(M::kWhich);
  if constexpr (kPolicy) {
    s += fp::reduction_of<M>() == fp::Reduction::pseudo_mersenne ? "_pseudo_Mersenne" : "_Montgomery";
    if (kForced<M>) s += "_forced";
  }
  for (char& c : s) {
    if (!std::isalnum(static_cast<unsigned char>(c))) c = '_';
  }
  return s;
}

class ModulusNames {
 public:
  template <class M>
  static std::string GetName(int) {
    return test_name_of<M, true>();
  }
};

/// The modulus alone (the suites that run both policies on it).
class PlainModulusNames {
 public:
  template <class M>
  static std::string GetName(int) {
    return test_name_of<M, false>();
  }
};

TYPED_TEST_SUITE(PrimeFieldTest, Moduli, ModulusNames);

TYPED_TEST(PrimeFieldTest, DescriptorMatchesSpec) {
  using M = TypeParam;
  const mpz_class& m = this->m_;
  EXPECT_EQ(mpz_sizeinbase(m.get_mpz_t(), 2), M::kBits);
  EXPECT_EQ((M::kBits + 7) / 8, M::kBytes);
  EXPECT_EQ((M::kBits + 63) / 64, M::kWords);
  EXPECT_NE(mpz_probab_prime_p(m.get_mpz_t(), 30), 0) << "the modulus is prime";
  using Mont = fp::Montgomery<M>;
  const mpz_class r = pow2(64 * M::kWords);
  EXPECT_EQ(value_of<M::kWords>(Mont::kR), mod(r, m));
  EXPECT_EQ(value_of<M::kWords>(Mont::kR2), mod(r * r, m));
  EXPECT_EQ(value_of<M::kWords>(Mont::kR3), mod(r * r * r, m));
  EXPECT_EQ(mod(mpz_class(std::to_string(Mont::kMInv)) * m, pow2(64)), pow2(64) - 1);
}

TYPED_TEST(PrimeFieldTest, EveryPairOfValues) {
  using F = typename TestFixture::Field;
  const mpz_class& m = this->m_;
  const std::vector<mpz_class> vs = this->values(12);
  for (const mpz_class& x : vs) {
    const F a = this->fe(x);
    ASSERT_EQ(this->val(a), x) << "from_words/to_words round trip of " << x;
    for (const mpz_class& y : vs) {
      const F b = this->fe(y);
      ASSERT_EQ(this->val(mul(a, b)), mod(x * y, m)) << x << " * " << y;
      ASSERT_EQ(this->val(add(a, b)), mod(x + y, m)) << x << " + " << y;
      ASSERT_EQ(this->val(sub(a, b)), mod(x - y, m)) << x << " - " << y;
      ASSERT_EQ(equal(a, b), x == y);
      ASSERT_EQ(equal_var(a, b), x == y);
      ASSERT_EQ(cmp_var(a, b), x < y ? -1 : (x == y ? 0 : 1));
      F r = a;
      cmov(r, b, false);
      ASSERT_EQ(this->val(r), x);
      cmov(r, b, true);
      ASSERT_EQ(this->val(r), y);
    }
  }
}

TYPED_TEST(PrimeFieldTest, OneOperandOperations) {
  using F = typename TestFixture::Field;
  const mpz_class& m = this->m_;
  const mpz_class half_m = (m - 1) / 2;
  mpz_class inv2;
  const mpz_class two = 2;
  mpz_invert(inv2.get_mpz_t(), two.get_mpz_t(), m.get_mpz_t());
  for (const mpz_class& x : this->values(300)) {
    const F a = this->fe(x);
    ASSERT_EQ(this->val(sqr(a)), mod(x * x, m)) << x;
    ASSERT_EQ(this->val(sqr_n(a, 3)), mod(x * x * x * x * x * x * x * x, m)) << x;
    ASSERT_EQ(this->val(negate(a, 1)), mod(-x, m)) << x;
    ASSERT_EQ(this->val(negate(a, 31)), mod(-x, m)) << x;
    ASSERT_EQ(this->val(half(a)), mod(x * inv2, m)) << x;
    for (int k : {0, 1, 2, 3, 4, 5, 7, 8, 12, 255, 0x7fffffff}) {
      ASSERT_EQ(this->val(mul_int(a, k)), mod(x * k, m)) << x << " * " << k;
    }
    ASSERT_EQ(this->val(normalize(a)), x);
    ASSERT_EQ(this->val(normalize_weak(a)), x);
    ASSERT_EQ(this->val(normalize_var(a)), x);
    ASSERT_EQ(is_zero(a), x == 0);
    ASSERT_EQ(normalizes_to_zero(a), x == 0);
    ASSERT_EQ(normalizes_to_zero_var(a), x == 0);
    ASSERT_EQ(is_odd(a), mpz_odd_p(x.get_mpz_t()) != 0) << x;
    ASSERT_EQ(is_high(a), x > half_m) << x;
    ASSERT_EQ(this->val(cond_negate(a, false)), x);
    ASSERT_EQ(this->val(cond_negate(a, true)), mod(-x, m));
  }
  for (std::uint32_t v : {0U, 1U, 2U, 3U, 250U, 251U, 252U, 0xffffffffU}) {
    ASSERT_EQ(this->val(F::from_int(v)), mod(mpz_class(v), m)) << v;
  }
}

TYPED_TEST(PrimeFieldTest, InverseAndPow) {
  using F = typename TestFixture::Field;
  const mpz_class& m = this->m_;
  for (const mpz_class& x : this->values(20)) {
    const F a = this->fe(x);
    mpz_class expected = 0;
    if (x != 0) mpz_invert(expected.get_mpz_t(), x.get_mpz_t(), m.get_mpz_t());
    ASSERT_EQ(this->val(inverse(a)), expected) << x;
    ASSERT_EQ(this->val(inverse_var(a)), expected) << x;
    const mpz_class e = this->random_below(pow2(200));
    mpz_class p;
    mpz_powm(p.get_mpz_t(), x.get_mpz_t(), e.get_mpz_t(), m.get_mpz_t());
    ASSERT_EQ(this->val(pow(a, words_of<4>(e))), p) << x << "^" << e;
  }
  ASSERT_EQ(this->val(pow(F::from_int(0), Words<1>{0})), mod(mpz_class(1), m)) << "0^0 = 1";
}

TYPED_TEST(PrimeFieldTest, SquareRoots) {
  using F = typename TestFixture::Field;
  const mpz_class& m = this->m_;
  std::size_t squares = 0, non_squares = 0;
  for (const mpz_class& x : this->values(12)) {
    const int legendre = mpz_legendre(x.get_mpz_t(), m.get_mpz_t());
    const F a = this->fe(x);
    ASSERT_EQ(is_square_var(a), legendre >= 0) << x;
    F r, rv;
    const bool ok = sqrt(r, a);
    const bool ok_var = sqrt_var(rv, a);
    ASSERT_EQ(ok, legendre >= 0) << x;
    ASSERT_EQ(ok_var, legendre >= 0) << x;
    if (ok) {
      ASSERT_EQ(mod(this->val(r) * this->val(r), m), x) << x;
    }
    if (ok_var) {
      ASSERT_EQ(mod(this->val(rv) * this->val(rv), m), x) << x;
    }
    (legendre >= 0 ? squares : non_squares) += 1;
  }
  for (int i = 0; i < 12; ++i) {  // squares by construction
    const mpz_class y = this->random_below(m);
    F r;
    ASSERT_TRUE(sqrt(r, this->fe(mod(y * y, m))));
    ASSERT_TRUE(this->val(r) == y || this->val(r) == mod(-y, m)) << y;
  }
  if (m > 3) {
    EXPECT_GT(non_squares, 0U);
  }
  EXPECT_GT(squares, 0U);
}

TYPED_TEST(PrimeFieldTest, SetBytesAcceptsBelowAndRejectsFromM) {
  using F = typename TestFixture::Field;
  using M = TypeParam;
  const mpz_class& m = this->m_;
  auto bytes_of = [](const mpz_class& v) {
    std::array<std::uint8_t, M::kBytes> be{};
    std::size_t count = 0;
    std::vector<std::uint8_t> tmp(M::kBytes + 8);
    mpz_export(tmp.data(), &count, 1, 1, 1, 0, v.get_mpz_t());
    for (std::size_t i = 0; i < count; ++i) be[M::kBytes - count + i] = tmp[i];
    return be;
  };
  for (const mpz_class& x : this->values(50)) {
    const auto be = bytes_of(x);
    const Result<F> r = F::set_bytes(be);
    ASSERT_TRUE(r.ok()) << x;
    ASSERT_EQ(this->val(r.value()), x);
    ASSERT_EQ(r.value().get_bytes(), be) << x;
  }
  const mpz_class top = pow2(8 * M::kBytes) - 1;
  for (const mpz_class& x : std::vector<mpz_class>{m, m + 1, m + 2, top, top - 1, m + this->random_below(top - m + 1)}) {
    if (x > top) continue;
    const Result<F> r = F::set_bytes(bytes_of(x));
    ASSERT_FALSE(r.ok()) << x;
    ASSERT_EQ(r.error(), Error::coordinate_out_of_range);
  }
}

TYPED_TEST(PrimeFieldTest, ReduceBytesAtEveryLength) {
  using F = typename TestFixture::Field;
  using M = TypeParam;
  const mpz_class& m = this->m_;
  const std::size_t longest = 16 * M::kWords;
  for (std::size_t len = 0; len <= longest; ++len) {
    for (int pattern = 0; pattern < 4; ++pattern) {
      std::vector<std::uint8_t> be(len);
      for (auto& b : be) b = pattern == 0 ? 0xFF : pattern == 1 ? 0 : static_cast<std::uint8_t>(this->rng_());
      if (pattern == 3 && len >= M::kBytes) {  // m itself in the low bytes, over a zero high part
        std::fill(be.begin(), be.end(), 0);
        std::vector<std::uint8_t> tmp(M::kBytes + 8);
        std::size_t count = 0;
        mpz_export(tmp.data(), &count, 1, 1, 1, 0, m.get_mpz_t());
        for (std::size_t i = 0; i < count; ++i) be[len - count + i] = tmp[i];
      }
      mpz_class x = 0;
      if (len > 0) mpz_import(x.get_mpz_t(), len, 1, 1, 1, 0, be.data());
      bool overflow = false;
      const F r = F::reduce_bytes(be, &overflow);
      ASSERT_EQ(this->val(r), mod(x, m)) << "length " << len << " pattern " << pattern;
      ASSERT_EQ(overflow, x >= m) << "length " << len << " pattern " << pattern;
      ASSERT_EQ(this->val(F::reduce_bytes(be)), mod(x, m));
    }
  }
  std::vector<std::uint8_t> too_long(longest + 1);
  EXPECT_THROW((void)F::reduce_bytes(too_long), std::length_error);
}

TYPED_TEST(PrimeFieldTest, FromWordsVar) {
  using F = typename TestFixture::Field;
  using M = TypeParam;
  const mpz_class& m = this->m_;
  EXPECT_FALSE(F::from_words_var(M::kModulus).has_value());
  EXPECT_FALSE(F::from_words_var(words_of<M::kWords>(pow2(64 * M::kWords) - 1)).has_value());
  const auto below = F::from_words_var(words_of<M::kWords>(m - 1));
  ASSERT_TRUE(below.has_value());
  EXPECT_EQ(this->val(*below), m - 1);
}

// The two policies on one pseudo-Mersenne modulus m = 2^k − c: the derived
// constants against GMP, then every pair of the edge values through mul and
#if TANDEM_MODULI_PART == 2
// sqr under both, against GMP and against each other. The edges are where
// the folds carry: c and its neighbours, 2^k − c·j (m − (j − 1)c), values
// just below and above 2^(k − 1) and 2^(k/2) (whose products straddle
// 2^k), all-ones words, m − 1 (whose square is the largest product), and
// values whose high part after the first fold is itself near c.
template <class M>
class PolicyAgreementTest : public PrimeFieldTest<UnderPseudoMersenne<M>> {};

using PseudoMersenneModuli = ::testing::Types<CurvePrime<Secp192k1Tag>, CurvePrime<Secp224k1Tag>,
                                              CurvePrime<Secp256k1Tag>, CurvePrime<P521Tag>, Prime25519>;
TYPED_TEST_SUITE(PolicyAgreementTest, PseudoMersenneModuli, PlainModulusNames);

TYPED_TEST(PolicyAgreementTest, ConstantsAreDerivedFromTheModulus) {
  using K = fp::PseudoMersenne<TypeParam>;
  const mpz_class& m = this->m_;
  EXPECT_EQ(K::kK, mpz_sizeinbase(m.get_mpz_t(), 2));
  EXPECT_EQ(mpz_class(std::to_string(K::kC)), pow2(K::kK) - m);
  EXPECT_EQ(value_of<K::N>(K::kR), mod(pow2(64 * K::N), m));
  EXPECT_EQ(64 * K::kQ + K::kS, K::kK);
  static_assert(PrimeField<UnderPseudoMersenne<TypeParam>>::kReduction == fp::Reduction::pseudo_mersenne);
  static_assert(PrimeField<UnderMontgomery<TypeParam>>::kReduction == fp::Reduction::montgomery);
}

TYPED_TEST(PolicyAgreementTest, MulAndSqrAgreeWithGmpAndWithMontgomery) {
  using M = TypeParam;
  using PM = PrimeField<UnderPseudoMersenne<M>>;
  using MF = PrimeField<UnderMontgomery<M>>;
  constexpr std::size_t kN = M::kWords;
  const mpz_class& m = this->m_;
  const unsigned long k = fp::PseudoMersenne<M>::kK;
  const mpz_class c = pow2(k) - m;
  std::vector<mpz_class> vs = this->values(40);
  for (const mpz_class& x : std::vector<mpz_class>{c - 1, c, c + 1, c * c, c * (c + 1), 2 * c, m - c, m - 2 * c,
                                                   m - c * c, pow2(k - 1) - 1, pow2(k - 1), pow2(k - 1) + 1,
                                                   pow2(k / 2) - 1, pow2(k / 2), pow2(k / 2) + 1, pow2((k + 1) / 2),
                                                   pow2(k - 64) * c, pow2(k) / c, pow2(k) - pow2(k / 2) - c}) {
    if (x >= 0 && x < m) vs.push_back(x);
  }
  for (const mpz_class& x : vs) {
    const PM a = PM::from_words(words_of<kN>(x));
    const MF am = MF::from_words(words_of<kN>(x));
    ASSERT_EQ(value_of<kN>(a.stored_words()), x) << "the stored form is the integer itself";
    const mpz_class sq = mod(x * x, m);
    ASSERT_EQ(this->val(sqr(a)), sq) << x;
    ASSERT_EQ(value_of<kN>(sqr(am).to_words()), sq) << x;
    for (const mpz_class& y : vs) {
      const mpz_class p = mod(x * y, m);
      ASSERT_EQ(this->val(mul(a, PM::from_words(words_of<kN>(y)))), p) << x << " * " << y;
      ASSERT_EQ(value_of<kN>(mul(am, MF::from_words(words_of<kN>(y))).to_words()), p) << x << " * " << y;
    }
  }
  // Any N-word integer enters (x mod m), however far above m.
  for (const mpz_class& x : std::vector<mpz_class>{pow2(64 * kN) - 1, pow2(64 * kN) - 2, m, m + 1, 2 * m, pow2(k), pow2(k) + c}) {
    if (x >= pow2(64 * kN)) continue;
    ASSERT_EQ(value_of<kN>(PM::Policy::to_stored(words_of<kN>(x))), mod(x, m)) << x;
  }
}

// The compile-time path: the same functions in constant expressions.
constexpr bool constexpr_arithmetic() {
  using F = PrimeField<CurvePrime<P256Tag>>;
  const F two = F::from_int(2);
  const F three = F::from_int(3);
  return equal(mul(two, three), F::from_int(6)) && equal(half(F::from_int(6)), three) && equal(sub(two, three), negate(F::from_int(1), 1));
}
static_assert(constexpr_arithmetic());

#endif  // TANDEM_MODULI_PART == 2

}  // namespace
}  // namespace tandem

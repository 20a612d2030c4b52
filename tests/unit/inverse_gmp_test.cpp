// Every inversion of ref/inverse/ agrees with GMP's mpz_invert, and the
// Jacobi symbol with mpz_jacobi: on every curve's p and n at edge and
// random values, and on every value of small prime and composite moduli.
#include <gtest/gtest.h>

#include <functional>

#include "support.hpp"
#include "tandem/audit/edges.hpp"
#include "tandem/ref/inverse/batch.hpp"
#include "tandem/ref/inverse/bingcd.hpp"
#include "tandem/ref/inverse/euclid.hpp"
#include "tandem/ref/inverse/fermat.hpp"
#include "tandem/ref/inverse/fermat_secp256k1.hpp"
#include "tandem/ref/inverse/jacobi.hpp"
#include "tandem/ref/inverse/safegcd.hpp"

namespace tandem {
namespace {

using Method = std::function<Result<mpz_class>(const mpz_class&, const mpz_class&)>;

/// The integer-level inversions, each for any odd modulus m ≥ 3.
std::vector<std::pair<std::string, Method>> odd_modulus_methods() {
  return {
      {"euclid_var", [](const mpz_class& a, const mpz_class& m) { return ref::inverse_euclid_var(a, m); }},
      {"safegcd δ=1", [](const mpz_class& a, const mpz_class& m) {
         return ref::inverse_safegcd(a, m, ref::DivstepStart::one);
       }},
      {"safegcd δ=1/2", [](const mpz_class& a, const mpz_class& m) {
         return ref::inverse_safegcd(a, m, ref::DivstepStart::half);
       }},
      {"safegcd δ=1/2, batch 62", [](const mpz_class& a, const mpz_class& m) {
         return ref::inverse_safegcd(a, m, ref::DivstepStart::half, 62);
       }},
      {"safegcd δ=1, batch 1", [](const mpz_class& a, const mpz_class& m) {
         return ref::inverse_safegcd(a, m, ref::DivstepStart::one, 1);
       }},
      {"safegcd_var δ=1", [](const mpz_class& a, const mpz_class& m) {
         return ref::inverse_safegcd_var(a, m, ref::DivstepStart::one);
       }},
      {"safegcd_var δ=1/2", [](const mpz_class& a, const mpz_class& m) {
         return ref::inverse_safegcd_var(a, m, ref::DivstepStart::half);
       }},
      {"bingcd k=32", [](const mpz_class& a, const mpz_class& m) { return ref::inverse_bingcd(a, m, 32); }},
      {"bingcd k=63", [](const mpz_class& a, const mpz_class& m) { return ref::inverse_bingcd(a, m, 63); }},
      {"bingcd k=2", [](const mpz_class& a, const mpz_class& m) { return ref::inverse_bingcd(a, m, 2); }},
      {"bingcd k=5", [](const mpz_class& a, const mpz_class& m) { return ref::inverse_bingcd(a, m, 5); }},
      {"bingcd_classic_var", [](const mpz_class& a, const mpz_class& m) {
         return ref::inverse_bingcd_classic_var(a, m);
       }},
  };
}

/// The slowest variants (one divstep per batch; one inner iteration per
/// outer one) run on every value of the small moduli and on secp256k1; on
/// the other curves only in the full tier.
bool stress_variant(const std::string& name) { return name == "safegcd δ=1, batch 1" || name == "bingcd k=2"; }

/// mpz_invert's answer: the inverse, or nothing.
std::optional<mpz_class> gmp_inverse(const mpz_class& a, const mpz_class& m) {
  mpz_class r;
  if (mpz_invert(r.get_mpz_t(), a.get_mpz_t(), m.get_mpz_t()) == 0) return std::nullopt;
  return r;
}

void expect_agrees(const std::string& name, const Result<mpz_class>& mine, const mpz_class& a, const mpz_class& m) {
  const std::optional<mpz_class> theirs = gmp_inverse(a, m);
  if (theirs) {
    ASSERT_TRUE(mine.ok()) << name << ": 1/" << a.get_str(16) << " mod " << m.get_str(16) << " gave "
                           << error_name(mine.error());
    EXPECT_EQ(mine.value(), *theirs) << name << ": 1/" << a.get_str(16) << " mod " << m.get_str(16);
  } else {
    ASSERT_FALSE(mine.ok()) << name << ": " << a.get_str(16) << " mod " << m.get_str(16) << " has no inverse";
    EXPECT_EQ(mine.error(), Error::not_invertible) << name;
  }
}

/// The edge values: 0, 1, 2, m−1, m−2, (m−1)/2, powers of two,
/// values with many leading zeros and many leading ones, and out-of-range
/// representatives (negative, ≥ m).
std::vector<mpz_class> edge_values(const mpz_class& m) {
  std::vector<mpz_class> out;
  for (const audit::Edge& e : audit::edge_field_values(m)) out.push_back(e.value);
  const std::size_t bits = mpz_sizeinbase(m.get_mpz_t(), 2);
  for (mpz_class v : {mpz_class(m - 2), mpz_class(3), mpz_class(-1), mpz_class(-m), mpz_class(2 * m + 5)}) {
    out.push_back(v);
  }
  for (std::size_t k = 0; k < bits; k += bits / 16 + 1) {  // 16 spread powers of two
    mpz_class two_k;
    mpz_ui_pow_ui(two_k.get_mpz_t(), 2, k);
    out.push_back(two_k);           // one bit: many leading zeros
    out.push_back(two_k - 1);       // k ones: leading zeros, then ones
    out.push_back(m - two_k);       // many leading ones (m's)
  }
  return out;
}

class InverseOfCurve : public ::testing::TestWithParam<std::string> {
 protected:
  const ref::Curve& C = *ref::find_curve(GetParam());
};

TEST_P(InverseOfCurve, EveryMethodAgreesWithMpzInvertOnEdgeAndRandomValues) {
  gmp_randclass rng(gmp_randinit_mt);
  rng.seed(424242);
  for (const ref::PrimeField* F : {&C.fp(), &C.fn()}) {
    const mpz_class& m = F->modulus();
    std::vector<mpz_class> values = edge_values(m);
    for (int i = 0; i < 24; ++i) values.push_back(rng.get_z_bits(F->bits() + 16));
    const bool all_variants = TANDEM_FULL_TESTS || C.name() == "secp256k1";
    for (const mpz_class& v : values) {
      for (const auto& [name, method] : odd_modulus_methods()) {
        if (all_variants || !stress_variant(name)) expect_agrees(name, method(v, m), v, m);
      }
      // The field-level chains see v mod m.
      const ref::Fe a = F->from_mpz(v);
      for (unsigned w : {1U, 4U, 5U}) {
        const Result<ref::Fe> r = ref::inverse_fermat(a, w);
        expect_agrees("fermat w=" + std::to_string(w), r ? Result<mpz_class>(r.value().value()) : r.error(), v, m);
      }
      if (m == ref::secp256k1_p()) {
        const Result<ref::Fe> r = ref::inverse_fermat_secp256k1(a);
        expect_agrees("fermat secp256k1", r ? Result<mpz_class>(r.value().value()) : r.error(), v, m);
      }
      const Result<int> j = ref::jacobi_var(v, m);
      ASSERT_TRUE(j.ok());
      EXPECT_EQ(j.value(), mpz_jacobi(v.get_mpz_t(), m.get_mpz_t()));
      EXPECT_EQ(j.value(), ref::legendre(a)) << "Jacobi and Euler's criterion agree for a prime modulus";
    }
  }
}

TEST_P(InverseOfCurve, BatchInversionAgreesAndKeepsZeros) {
  gmp_randclass rng(gmp_randinit_mt);
  rng.seed(7);
  for (const ref::PrimeField* F : {&C.fp(), &C.fn()}) {
    std::vector<ref::Fe> xs{F->zero()};
    for (const mpz_class& v : edge_values(F->modulus())) xs.push_back(F->from_mpz(v));
    for (int i = 0; i < 16; ++i) xs.push_back(F->random(rng));
    xs.push_back(F->zero());
    const std::vector<ref::Fe> ys = ref::batch_inverse(std::span<const ref::Fe>(xs));
    ASSERT_EQ(ys.size(), xs.size());
    for (std::size_t i = 0; i < xs.size(); ++i) {
      if (is_zero(xs[i])) {
        EXPECT_TRUE(is_zero(ys[i])) << "zero in, zero out, at " << i;
      } else {
        EXPECT_EQ(ys[i].value(), gmp_inverse(xs[i].value(), F->modulus()).value()) << i;
      }
    }
  }
}

INSTANTIATE_TEST_SUITE_P(AllCurves, InverseOfCurve, ::testing::ValuesIn(test::all_curve_names()), test::ParamName{});

TEST(InverseExhaustive, EveryValueOfSmallPrimeAndCompositeModuli) {
  // Primes (the fields of the tiny curves among them) and composites, where
  // the gcd methods must find the non-invertible values.
  for (long m : {3L, 5L, 7L, 13L, 251L, 257L, 263L, 9L, 15L, 21L, 27L, 255L, 1001L, 771L}) {
    const mpz_class M = m;
    for (long v = -2; v < m + 2; ++v) {
      for (const auto& [name, method] : odd_modulus_methods()) expect_agrees(name, method(v, M), v, M);
    }
  }
  // Euclid takes any modulus ≥ 2, even ones too.
  for (long m : {2L, 4L, 6L, 256L, 1000L}) {
    for (long v = 0; v < m; ++v) expect_agrees("euclid_var", ref::inverse_euclid_var(v, m), v, m);
  }
}

TEST(InverseExhaustive, FermatChainsOnTheTinyFields) {
  for (long p : {3L, 5L, 13L, 251L, 257L, 263L}) {
    const ref::PrimeField F(p);
    std::vector<ref::Fe> all;
    for (long v = 0; v < p; ++v) {
      all.push_back(F.from_int(v));
      for (unsigned w = 1; w <= ref::kMaxWindow; ++w) {
        const Result<ref::Fe> r = ref::inverse_fermat(F.from_int(v), w);
        expect_agrees("fermat", r ? Result<mpz_class>(r.value().value()) : r.error(), v, p);
      }
    }
    const std::vector<ref::Fe> inv = ref::batch_inverse(std::span<const ref::Fe>(all));
    for (std::size_t v = 1; v < all.size(); ++v) EXPECT_EQ(inv[v] * all[v], F.one());
  }
}

TEST(JacobiExhaustive, EveryOddModulusUpTo301) {
  for (long n = 1; n <= 301; n += 2) {
    for (long a = -n; a < 2 * n; ++a) {
      const Result<int> j = ref::jacobi_var(a, n);
      ASSERT_TRUE(j.ok());
      const mpz_class A = a, N = n;
      ASSERT_EQ(j.value(), mpz_jacobi(A.get_mpz_t(), N.get_mpz_t())) << "(" << a << " | " << n << ")";
    }
  }
}

TEST(InverseErrors, BadModuliAreRejectedWithTheirError) {
  for (long m : {-7L, 0L, 1L, 2L, 4L, 100L}) {
    for (const auto& [name, method] : odd_modulus_methods()) {
      if (name == "euclid_var" && m >= 2) continue;  // Euclid takes even moduli
      const Result<mpz_class> r = method(3, m);
      ASSERT_FALSE(r.ok()) << name << " mod " << m;
      EXPECT_EQ(r.error(), Error::modulus_unsupported) << name << " mod " << m;
    }
    if (m < 1 || m % 2 == 0) {
      EXPECT_EQ(ref::jacobi_var(3, m).error(), Error::modulus_unsupported) << m;
    }
  }
  EXPECT_EQ(ref::inverse_euclid_var(3, 1).error(), Error::modulus_unsupported);
  // secp256k1's chain on another field: refused, not a wrong answer.
  const ref::Curve& P256 = *ref::find_curve("P-256");
  EXPECT_EQ(ref::inverse_fermat_secp256k1(P256.fp().from_int(5)).error(), Error::modulus_unsupported);
  EXPECT_EQ(ref::inverse_fermat_secp256k1(ref::find_curve("secp256k1")->fn().from_int(5)).error(),
            Error::modulus_unsupported);
  EXPECT_EQ(ref::inverse_fermat(P256.fp().zero()).error(), Error::not_invertible);
  // Parameters outside their documented range are a caller's bug: thrown.
  EXPECT_THROW((void)ref::inverse_bingcd(3, 7, 1), std::invalid_argument);
  EXPECT_THROW((void)ref::inverse_bingcd(3, 7, 65), std::invalid_argument);
  EXPECT_THROW((void)ref::inverse_safegcd(3, 7, ref::DivstepStart::half, 0), std::invalid_argument);
  EXPECT_THROW((void)ref::inverse_fermat(P256.fp().one(), 0), std::invalid_argument);
  EXPECT_THROW((void)ref::inverse_fermat(P256.fp().one(), ref::kMaxWindow + 1), std::invalid_argument);
}

TEST(InverseErrors, TheNewErrorsHaveNamesAndMessages) {
  for (Error e : {Error::not_invertible, Error::not_a_square, Error::modulus_unsupported}) {
    EXPECT_NE(error_name(e), "unknown_error");
    EXPECT_NE(error_message(e), "unknown error");
  }
}

TEST(BatchInverse, EdgeShapes) {
  const ref::PrimeField F(257);
  EXPECT_TRUE(ref::batch_inverse(std::span<const ref::Fe>()).empty());
  const std::vector<ref::Fe> zeros{F.zero(), F.zero(), F.zero()};
  for (const ref::Fe& y : ref::batch_inverse(std::span<const ref::Fe>(zeros))) EXPECT_TRUE(is_zero(y));
  const std::vector<ref::Fe> one{F.from_int(3)};
  EXPECT_EQ(ref::batch_inverse(std::span<const ref::Fe>(one)).front() * F.from_int(3), F.one());
  const std::vector<ref::Fe> zero_first{F.zero(), F.from_int(2), F.zero(), F.from_int(5), F.from_int(256)};
  const std::vector<ref::Fe> ys = ref::batch_inverse(std::span<const ref::Fe>(zero_first));
  EXPECT_TRUE(is_zero(ys[0]));
  EXPECT_TRUE(is_zero(ys[2]));
  EXPECT_EQ(ys[1], F.from_int(129));  // 2·129 = 258 ≡ 1
  EXPECT_EQ(ys[3] * F.from_int(5), F.one());
  EXPECT_EQ(ys[4], F.from_int(256));  // (−1)⁻¹ = −1
  // Elements of two fields in one batch: misuse, thrown.
  const ref::PrimeField G(251);
  const std::vector<ref::Fe> mixed{F.from_int(2), G.from_int(2)};
  EXPECT_THROW((void)ref::batch_inverse(std::span<const ref::Fe>(mixed)), std::logic_error);
}

}  // namespace
}  // namespace tandem

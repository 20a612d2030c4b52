// The reference field against GMP's own functions (mpz_invert,
// mpz_legendre), on every curve's p and n, random and edge values; square
// roots by both methods (p ≡ 3 mod 4 and Tonelli–Shanks) exhaustively on the
// tiny fields.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "support.hpp"
#include "tandem/audit/edges.hpp"

namespace tandem {
namespace {

class FieldOfCurve : public ::testing::TestWithParam<std::string> {
 protected:
  const ref::Curve& C = *ref::find_curve(GetParam());
};

void check_against_gmp(const ref::PrimeField& F, const mpz_class& v) {
  const mpz_class& m = F.modulus();
  const ref::Fe a = F.from_mpz(v);
  mpz_class r;
  mpz_mod(r.get_mpz_t(), v.get_mpz_t(), m.get_mpz_t());
  ASSERT_EQ(a.value(), r);
  EXPECT_EQ(ref::legendre(a), mpz_legendre(r.get_mpz_t(), m.get_mpz_t()));
  const auto inv = ref::inverse(a);
  if (r == 0) {
    EXPECT_FALSE(inv.has_value());
  } else {
    mpz_class g;
    mpz_invert(g.get_mpz_t(), r.get_mpz_t(), m.get_mpz_t());
    ASSERT_TRUE(inv.has_value());
    EXPECT_EQ(inv->value(), g);
  }
  const auto root = ref::sqrt(a);
  EXPECT_EQ(root.has_value(), ref::legendre(a) >= 0);
  if (root) {
    EXPECT_EQ(sqr(*root), a);
  }
  EXPECT_EQ(F.from_bytes(a.to_bytes()), a);
}

TEST_P(FieldOfCurve, EdgeValuesAgreeWithGmp) {
  for (const ref::PrimeField* F : {&C.fp(), &C.fn()}) {
    for (const audit::Edge& e : audit::edge_field_values(F->modulus())) {
      SCOPED_TRACE(e.label);
      check_against_gmp(*F, e.value);
    }
  }
}

TEST_P(FieldOfCurve, RandomValuesAgreeWithGmp) {
  gmp_randclass rng(gmp_randinit_mt);
  rng.seed(11);
  for (int i = 0; i < 40; ++i) {
    check_against_gmp(C.fp(), rng.get_z_bits(C.fp().bits() + 8));
    check_against_gmp(C.fn(), rng.get_z_bits(C.fn().bits() + 8));
  }
}

TEST_P(FieldOfCurve, CanonicalInputsOnly) {
  const mpz_class& p = C.p();
  EXPECT_FALSE(C.fp().from_canonical(p).has_value());
  EXPECT_FALSE(C.fp().from_canonical(-1).has_value());
  EXPECT_TRUE(C.fp().from_canonical(p - 1).has_value());
  EXPECT_FALSE(C.fp().from_bytes(ref::to_be_bytes(p, C.fp().bytes())).has_value());
}

INSTANTIATE_TEST_SUITE_P(AllCurves, FieldOfCurve, ::testing::ValuesIn(test::all_curve_names()),
                         test::ParamName{});

TEST(TinyFields, SquareRootsExhaustively) {
  // p = 257 (≡ 1 mod 4, 2^8 | p − 1: Tonelli–Shanks at its longest) and
  // p = 251 (≡ 3 mod 4): every element.
  for (long m : {257L, 251L, 263L, 13L, 17L, 41L}) {
    const ref::PrimeField F(m);
    int squares = 0;
    for (long v = 0; v < m; ++v) {
      const ref::Fe a = F.from_int(v);
      const auto r = ref::sqrt(a);
      ASSERT_EQ(r.has_value(), ref::legendre(a) >= 0) << m << " " << v;
      if (r) {
        ASSERT_EQ(sqr(*r), a) << m << " " << v;
        ++squares;
      }
    }
    EXPECT_EQ(squares, (m + 1) / 2) << m;
  }
}

TEST(FieldErrors, MisuseIsAnExceptionNotUndefinedBehaviour) {
  const ref::PrimeField F(257);
  const ref::PrimeField G(251);
  EXPECT_THROW((void)(F.one() + G.one()), std::logic_error);
  EXPECT_THROW((void)(F.one() / F.zero()), std::domain_error);
  EXPECT_THROW(ref::PrimeField bad(15 * 2), std::invalid_argument);
  EXPECT_THROW((void)ref::to_be_bytes(mpz_class(256), 1), std::invalid_argument);
  EXPECT_THROW((void)ref::to_be_bytes(mpz_class(-1), 4), std::invalid_argument);
  EXPECT_FALSE(ref::parse_hex("").has_value());
  EXPECT_FALSE(ref::parse_hex("12g4").has_value());
  EXPECT_FALSE(ref::parse_integer("0x").has_value());
  EXPECT_EQ(ref::parse_integer("0x1F"), mpz_class(31));
  EXPECT_EQ(ref::parse_integer("31"), mpz_class(31));
}

RC_GTEST_PROP(FieldProperties, RingLawsOnSecp256k1, ()) {
  const ref::PrimeField& F = ref::find_curve("secp256k1")->fp();
  const ref::Fe a = F.from_mpz(test::gen_integer(40));
  const ref::Fe b = F.from_mpz(test::gen_integer(40));
  const ref::Fe c = F.from_mpz(test::gen_integer(40));
  RC_ASSERT(a * (b + c) == a * b + a * c);
  RC_ASSERT((a - b) + b == a);
  RC_ASSERT(-(-a) == a);
  RC_ASSERT(mul_small(a, 3) == a + a + a);
  if (!is_zero(b)) RC_ASSERT((a / b) * b == a);
}

}  // namespace
}  // namespace tandem

// SEC 1 encoding: round trips in every format on every curve, and a table
// of malformed encodings, each with the one error it must produce.
#include <gtest/gtest.h>

#include "support.hpp"
#include "tandem/ref/encoding.hpp"

namespace tandem {
namespace {

using Bytes = std::vector<std::uint8_t>;

class Encoding : public ::testing::TestWithParam<std::string> {
 protected:
  const ref::Curve& C = *ref::find_curve(GetParam());
  std::size_t L = C.fp().bytes();

  Bytes with_prefix(std::uint8_t prefix, const mpz_class& x) const {
    Bytes out{prefix};
    const Bytes b = ref::to_be_bytes(x, L);
    out.insert(out.end(), b.begin(), b.end());
    return out;
  }
  Bytes with_prefix(std::uint8_t prefix, const mpz_class& x, const mpz_class& y) const {
    Bytes out = with_prefix(prefix, x);
    const Bytes b = ref::to_be_bytes(y, L);
    out.insert(out.end(), b.begin(), b.end());
    return out;
  }
  /// An x in F_p with no point above it.
  mpz_class x_off_curve() const {
    for (long v = 0;; ++v) {
      const ref::Fe x = C.fp().from_int(v);
      if (ref::legendre(sqr(x) * x + C.eq().a * x + C.eq().b) == -1) return x.value();
    }
  }
};

TEST_P(Encoding, RoundTripsInEveryFormat) {
  gmp_randclass rng(gmp_randinit_mt);
  rng.seed(3);
  std::vector<ref::Point> pts{C.G(), ref::neg(C, C.G()), C.infinity()};
  for (int i = 0; i < 8; ++i) pts.push_back(ref::mul_gen(C, rng.get_z_range(C.n())));
  for (const ref::Point& P : pts) {
    for (auto f : {ref::PointFormat::compressed, ref::PointFormat::uncompressed, ref::PointFormat::hybrid}) {
      const Bytes e = ref::encode_point(C, P, f);
      if (P.infinity) {
        EXPECT_EQ(e, Bytes{0x00});
      } else {
        EXPECT_EQ(e.size(), f == ref::PointFormat::compressed ? 1 + L : 1 + 2 * L);
      }
      const Result<ref::Point> d = ref::decode_point(C, e);
      ASSERT_TRUE(d.ok());
      EXPECT_TRUE(ref::affine_equal(d.value(), P));
    }
  }
}

TEST_P(Encoding, MalformedEncodingsGetTheirOwnError) {
  const mpz_class gx = C.G().x.value(), gy = C.G().y.value(), p = C.p();
  const std::uint8_t parity = gy % 2 == 0 ? 0x02 : 0x03;
  struct Case {
    const char* what;
    Bytes octets;
    Error expected;
  };
  Bytes trailing = with_prefix(0x04, gx, gy);
  trailing.push_back(0);
  Bytes shorter = with_prefix(parity, gx);
  shorter.pop_back();
  const std::vector<Case> cases{
      {"empty", {}, Error::encoding_length},
      {"infinity with a tail", {0x00, 0x00}, Error::encoding_length},
      {"compressed, one octet short", shorter, Error::encoding_length},
      {"uncompressed, one octet long", trailing, Error::encoding_length},
      {"compressed prefix, uncompressed length", with_prefix(parity, gx, gy), Error::encoding_length},
      {"uncompressed prefix, compressed length", with_prefix(0x04, gx), Error::encoding_length},
      {"prefix 01", with_prefix(0x01, gx), Error::encoding_prefix},
      {"prefix 05", with_prefix(0x05, gx, gy), Error::encoding_prefix},
      {"prefix ff", with_prefix(0xff, gx, gy), Error::encoding_prefix},
      {"compressed, x = p", with_prefix(0x02, p), Error::coordinate_out_of_range},
      {"uncompressed, x = p", with_prefix(0x04, p, gy), Error::coordinate_out_of_range},
      {"uncompressed, y = p + y(G) when it fits, else p",
       with_prefix(0x04, gx, gy + p < (mpz_class(1) << (8 * L)) ? gy + p : p), Error::coordinate_out_of_range},
      {"compressed, x with no point", with_prefix(0x02, x_off_curve()), Error::x_not_on_curve},
      {"uncompressed, y + 1", with_prefix(0x04, gx, (gy + 1) % p), Error::point_not_on_curve},
      {"hybrid, y + 1", with_prefix(0x06, gx, (gy + 1) % p), Error::point_not_on_curve},
      // Both prefixes with the wrong parity: 07 on G's even y or 06 on its
      // odd y, and the other on −G's, so each prefix's check is pinned on
      // every curve (G alone leaves one of them untried).
      {"hybrid, parity flipped (G)", with_prefix(gy % 2 == 0 ? 0x07 : 0x06, gx, gy), Error::hybrid_parity},
      {"hybrid, parity flipped (-G)", with_prefix(gy % 2 == 0 ? 0x06 : 0x07, gx, (p - gy) % p), Error::hybrid_parity},
  };
  for (const Case& c : cases) {
    const Result<ref::Point> d = ref::decode_point(C, c.octets);
    ASSERT_FALSE(d.ok()) << c.what;
    EXPECT_EQ(d.error(), c.expected) << c.what << ": got " << error_name(d.error());
  }
}

TEST_P(Encoding, PublicKeysExcludeInfinityAndForeignSubgroups) {
  const Result<ref::Point> inf = ref::parse_public_key(C, Bytes{0x00});
  ASSERT_FALSE(inf.ok());
  EXPECT_EQ(inf.error(), Error::point_at_infinity);
  EXPECT_TRUE(ref::parse_public_key(C, ref::encode_point(C, C.G(), ref::PointFormat::compressed)).ok());
  if (C.h() == 1) return;
  // A point of the full group outside <G>: found from x = 1, 2, ...
  for (long v = 1; v < 1000; ++v) {
    const ref::Fe x = C.fp().from_int(v);
    const auto y = ref::sqrt(sqr(x) * x + C.eq().a * x + C.eq().b);
    if (!y) continue;
    const ref::Point P{x, *y, false};
    if (ref::in_subgroup(C, P)) continue;
    const Result<ref::Point> r = ref::parse_public_key(C, ref::encode_point(C, P, ref::PointFormat::uncompressed));
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error(), Error::not_in_subgroup);
    EXPECT_TRUE(ref::decode_point(C, ref::encode_point(C, P, ref::PointFormat::uncompressed)).ok());
    return;
  }
  FAIL() << "no point outside the subgroup found";
}

TEST_P(Encoding, ScalarsOutOfRangeAreRejected) {
  const Bytes n = ref::to_be_bytes(C.n(), C.fn().bytes());
  const Bytes n1 = ref::to_be_bytes(C.n() - 1, C.fn().bytes());
  const Bytes zero(C.fn().bytes(), 0);
  EXPECT_EQ(ref::parse_scalar(C, n, true).error(), Error::scalar_out_of_range);
  EXPECT_EQ(ref::parse_scalar(C, zero, false).error(), Error::scalar_zero);
  EXPECT_TRUE(ref::parse_scalar(C, zero, true).ok());
  EXPECT_EQ(ref::parse_scalar(C, n1, false).value().value(), C.n() - 1);
}

INSTANTIATE_TEST_SUITE_P(AllCurves, Encoding, ::testing::ValuesIn(test::all_curve_names()),
                         test::ParamName{});

TEST(ErrorText, EveryErrorHasANameAndAMessage) {
  for (Error e : all_errors) {
    EXPECT_NE(error_name(e), "unknown_error");
    EXPECT_NE(error_message(e), "unknown error");
  }
  const Result<int> r = Error::encoding_prefix;
  EXPECT_THROW((void)r.value(), std::logic_error);
}

}  // namespace
}  // namespace tandem

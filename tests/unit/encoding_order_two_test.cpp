// SEC 1 decoding at a point of order 2, where y = 0 and the two square roots
// of x³ + ax + b coincide: 02 ‖ x names that point, 03 ‖ x names none (SEC 1
// §2.3.4 step 2.4.3: the root with the prefix's parity does not exist), and
// a hybrid encoding with y = 0 takes 06 only. The curves of even order
// (n·h even: the k1 curves) have such points; the decoding tests elsewhere
// use points of the subgroup, where y ≠ 0. This pins the branch that
// rejects 03 at y = 0 (the mutant ref_compressed_y0, docs/mutants.md).
#include <gtest/gtest.h>

#include "support.hpp"
#include "tandem/ref/encoding.hpp"

namespace tandem {
namespace {

using Bytes = std::vector<std::uint8_t>;

/// A point of order 2 of C's full group, if #E = n·h is even: (#E/2^v)·Q
/// for points Q from x = 0, 1, …, halved down to order 2 by doublings.
std::optional<ref::Point> order_two_point(const ref::Curve& C) {
  mpz_class odd = C.n() * C.h();
  if (odd % 2 != 0) return std::nullopt;
  while (odd % 2 == 0) odd /= 2;
  for (long v = 0; v < 1000; ++v) {
    const ref::Fe x = C.fp().from_int(v);
    const auto y = ref::sqrt(sqr(x) * x + C.eq().a * x + C.eq().b);
    if (!y) continue;
    ref::Point T = ref::mul(C, odd, ref::Point{x, *y, false});
    if (T.infinity) continue;
    while (!ref::dbl(C, T).infinity) T = ref::dbl(C, T);
    return T;
  }
  return std::nullopt;
}

Bytes encoded(const ref::Curve& C, std::uint8_t prefix, const ref::Point& P, bool with_y) {
  Bytes out{prefix};
  const std::size_t L = C.fp().bytes();
  for (const mpz_class& v : with_y ? std::vector<mpz_class>{P.x.value(), P.y.value()} : std::vector<mpz_class>{P.x.value()}) {
    const Bytes b = ref::to_be_bytes(v, L);
    out.insert(out.end(), b.begin(), b.end());
  }
  return out;
}

TEST(EncodingOrderTwo, PrefixParityAtYZero) {
  int curves = 0;
  for (const std::string& name : test::all_curve_names()) {
    const ref::Curve& C = *ref::find_curve(name);
    const std::optional<ref::Point> T = order_two_point(C);
    if (!T) continue;
    ++curves;
    ASSERT_TRUE(T->y.value() == 0) << name;
    const Result<ref::Point> even = ref::decode_point(C, encoded(C, 0x02, *T, false));
    ASSERT_TRUE(even.ok()) << name;
    EXPECT_TRUE(ref::affine_equal(even.value(), *T)) << name;
    const Result<ref::Point> odd = ref::decode_point(C, encoded(C, 0x03, *T, false));
    ASSERT_FALSE(odd.ok()) << name << ": 03 with y = 0 decoded";
    EXPECT_EQ(odd.error(), Error::x_not_on_curve) << name;
    EXPECT_TRUE(ref::decode_point(C, encoded(C, 0x06, *T, true)).ok()) << name;
    const Result<ref::Point> hybrid_odd = ref::decode_point(C, encoded(C, 0x07, *T, true));
    ASSERT_FALSE(hybrid_odd.ok()) << name << ": 07 with y = 0 decoded";
    EXPECT_EQ(hybrid_odd.error(), Error::hybrid_parity) << name;
    EXPECT_EQ(ref::encode_point(C, *T, ref::PointFormat::compressed), encoded(C, 0x02, *T, false)) << name;
  }
  // The k1 curves at least have even order; a test that finds no such
  // curve would prove nothing.
  EXPECT_GE(curves, 1);
}

}  // namespace
}  // namespace tandem

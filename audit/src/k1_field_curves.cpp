#include "tandem/audit/k1_field_curves.hpp"

#include <stdexcept>

#include "tandem/audit/fast_values.hpp"

namespace tandem::audit {

namespace {

// spec/derive/k1_field_curves.gp's output (its two_torsion_x is r below).
constexpr spec::CurveSpec kM3{
    .name = "k1f-m3",
    .openssl_sn = "",
    .botan_name = "",
    .source = "tandem: a test curve with a = -3 on secp256k1's field (spec/derive/k1_field_curves.gp)",
    .p = "fffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2f",
    .a = "fffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2c",
    .b = "211",
    .gx = "1",
    .gy = "c3fa76f4d755acbef7a89e78d6881bb4392b1ae0509fd5614770f89f750dc2f4",
    .n = "ffffffffffffffffffffffffffffffffbb4528d28d53039604d7389d58d4ee41",
    .h = "1",
    .a_kind = spec::AKind::minus3,
    .beta = "",
    .lambda = "",
    .kind = spec::CurveKind::small,
    .note = "y^2 = x^3 - 3x + b over secp256k1's p, the first b with prime order",
};

constexpr spec::CurveSpec kGen{
    .name = "k1f-gen",
    .openssl_sn = "",
    .botan_name = "",
    .source = "tandem: a test curve with a = 5 on secp256k1's field (spec/derive/k1_field_curves.gp)",
    .p = "fffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2f",
    .a = "5",
    .b = "fffffffffffffffffffffffffffffffffffffffffffffffffffffffefef9eb1d",
    .gx = "63b60876a82dc267a926db47c1b1f76244dc43c8cae910250f2ee48741694326",
    .gy = "135790b0094f7c9277dca3207479ba150d3bb416f2b120beb6e227f1094e131c",
    .n = "80000000000000000000000000000000be26a98b34af9c2d9a4177ae4f8b00d3",
    .h = "2",
    .a_kind = spec::AKind::generic,
    .beta = "",
    .lambda = "",
    .kind = spec::CurveKind::small,
    .note = "y^2 = x^3 + 5x + b over secp256k1's p, b = -(r^3 + 5r) for the first r with order 2 * prime",
};

/// x of k1f-gen's point of order two.
constexpr unsigned long kGenTwoTorsionX = 0x102;

}  // namespace

const ref::Curve& k1_field_curve(spec::AKind family) {
  static const ref::Curve m3(kM3);
  static const ref::Curve gen(kGen);
  switch (family) {
    case spec::AKind::zero: return fastv::secp256k1();
    case spec::AKind::minus3: return m3;
    case spec::AKind::generic: break;
  }
  return gen;
}

std::vector<const ref::Curve*> k1_field_curves() {
  return {&k1_field_curve(spec::AKind::zero), &k1_field_curve(spec::AKind::minus3),
          &k1_field_curve(spec::AKind::generic)};
}

std::vector<ref::Point> order_two_points(const ref::Curve& C) {
  if (&C != &k1_field_curve(spec::AKind::generic)) return {};
  return {ref::Point{C.fp().from_int(kGenTwoTorsionX), C.fp().zero(), false}};
}

ref::Point random_point_by_sqrt(const ref::Curve& C, gmp_randclass& rng) {
  for (;;) {
    const ref::Fe x = C.fp().random(rng);
    if (const auto y = ref::sqrt(x * x * x + C.eq().a * x + C.eq().b)) return {x, *y, false};
  }
}

}  // namespace tandem::audit

#include "tandem/ref/encoding.hpp"

namespace tandem::ref {

std::vector<std::uint8_t> encode_point(const Curve& C, const Point& P, PointFormat format) {
  if (P.infinity) return {0x00};
  const std::vector<std::uint8_t> x = P.x.to_bytes();
  std::vector<std::uint8_t> out;
  out.reserve(1 + 2 * x.size());
  switch (format) {
    case PointFormat::compressed:
      out.push_back(P.y.is_odd() ? 0x03 : 0x02);
      out.insert(out.end(), x.begin(), x.end());
      return out;
    case PointFormat::uncompressed:
    case PointFormat::hybrid: {
      const std::vector<std::uint8_t> y = P.y.to_bytes();
      std::uint8_t prefix = 0x04;
      if (format == PointFormat::hybrid) prefix = P.y.is_odd() ? 0x07 : 0x06;
      out.push_back(prefix);
      out.insert(out.end(), x.begin(), x.end());
      out.insert(out.end(), y.begin(), y.end());
      return out;
    }
  }
  (void)C;
  return out;
}

Result<Point> decode_point(const Curve& C, std::span<const std::uint8_t> octets) {
  const std::size_t L = C.fp().bytes();
  if (octets.empty()) return Error::encoding_length;
  const std::uint8_t prefix = octets[0];
  switch (prefix) {
    case 0x00:
      if (octets.size() != 1) return Error::encoding_length;
      return C.infinity();
    case 0x02:
    case 0x03: {
      if (octets.size() != 1 + L) return Error::encoding_length;
      const std::optional<Fe> x = C.fp().from_bytes(octets.subspan(1, L));
      if (!x) return Error::coordinate_out_of_range;
      const Fe rhs = sqr(*x) * *x + C.eq().a * *x + C.eq().b;
      const std::optional<Fe> root = sqrt(rhs);
      if (!root) return Error::x_not_on_curve;
      // Of ±root, the one whose parity the prefix names (y = 0 has only
      // one root, even, so 03 with y = 0 names no point).
      const bool want_odd = prefix == 0x03;
      Fe y = *root;
      if (y.is_odd() != want_odd) y = -y;
      if (y.is_odd() != want_odd) return Error::x_not_on_curve;
      return Point{*x, y, false};
    }
    case 0x04:
    case 0x06:
    case 0x07: {
      if (octets.size() != 1 + 2 * L) return Error::encoding_length;
      const std::optional<Fe> x = C.fp().from_bytes(octets.subspan(1, L));
      const std::optional<Fe> y = C.fp().from_bytes(octets.subspan(1 + L, L));
      if (!x || !y) return Error::coordinate_out_of_range;
      const Point P{*x, *y, false};
      if (!on_curve(C, P)) return Error::point_not_on_curve;
      if (prefix != 0x04 && y->is_odd() != (prefix == 0x07)) return Error::hybrid_parity;
      return P;
    }
    default:
      return Error::encoding_prefix;
  }
}

Result<Point> parse_public_key(const Curve& C, std::span<const std::uint8_t> octets) {
  Result<Point> P = decode_point(C, octets);
  if (!P) return P;
  return validate_public_key(C, P.value());
}

}  // namespace tandem::ref

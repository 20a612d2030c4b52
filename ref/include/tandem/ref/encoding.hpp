// SEC 1 v2 §2.3.3 (point to octet string) and §2.3.4 (octet string to
// point). Decoding rejects each malformed input with its own Error and
// returns nothing else; see docs/errors.md.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "tandem/ref/curve.hpp"
#include "tandem/ref/group.hpp"
#include "tandem/spec/result.hpp"

namespace tandem::ref {

enum class PointFormat : std::uint8_t {
  compressed,    ///< 02/03 ‖ x
  uncompressed,  ///< 04 ‖ x ‖ y
  hybrid,        ///< 06/07 ‖ x ‖ y, the prefix carrying y's parity (X9.62)
};

/// O is the single octet 00 whatever the format.
[[nodiscard]] std::vector<std::uint8_t> encode_point(const Curve& C, const Point& P, PointFormat format);

/// The point the octets stand for, O included (00). Errors:
/// encoding_length, encoding_prefix, coordinate_out_of_range,
/// x_not_on_curve (compressed), point_not_on_curve (uncompressed, hybrid),
/// hybrid_parity. Does not check the subgroup: see parse_public_key.
[[nodiscard]] Result<Point> decode_point(const Curve& C, std::span<const std::uint8_t> octets);

/// decode_point, then validate_public_key (no O, subgroup where h > 1).
[[nodiscard]] Result<Point> parse_public_key(const Curve& C, std::span<const std::uint8_t> octets);

}  // namespace tandem::ref

// Secret and public keys (SEC 1 v2 §3.2) on the curves other than
// secp256k1, fast: one template over the curve (group/prime_curve.hpp),
// with ref/protocols/keys.hpp's rules, errors and order. A secret key is
// handled in constant time up to the verdict (the range and zero checks are
// masks, declassified only as the verdict they are); a public key is public.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>

#include "tandem/fast/ecmult/prime_ecmult.hpp"
#include "tandem/fast/protocols/detail.hpp"
#include "tandem/spec/errors.hpp"
#include "tandem/spec/result.hpp"

namespace tandem::fast::curves {

using ByteView = fast::ByteView;
using Bytes = fast::Bytes;

/// A scalar d with 0 < d < n of curve C. The only way out is
/// reveal_bytes(), so that every export shows; its words are wiped when it
/// dies.
template <class C>
class SecretKey {
 public:
  using Scalar = typename C::Scalar;

  /// SEC 1 §3.2.1 with §2.3.7: exactly ⌈log2(n)/8⌉ octets, big-endian, else
  /// length_mismatch; then d ≥ n → scalar_out_of_range; then d = 0 →
  /// scalar_zero.
  static Result<SecretKey> parse(ByteView be);
  /// A scalar the caller has shown to be nonzero.
  static SecretKey from_nonzero(const Scalar& d) { return SecretKey(d); }

  SecretKey(const SecretKey&) = default;
  SecretKey& operator=(const SecretKey&) = default;
  ~SecretKey() { proto_detail::wipe(&d_, sizeof d_); }

  [[nodiscard]] Bytes reveal_bytes() const { return proto_detail::to_bytes(d_.get_bytes()); }
  [[nodiscard]] const Scalar& scalar() const { return d_; }

 private:
  explicit SecretKey(const Scalar& d) : d_(d) {}
  Scalar d_;
};

/// A point Q ≠ O of curve C (cofactor 1: every point of the curve is in the
/// subgroup), affine.
template <class C>
class PublicKey {
  static_assert(C::kCofactorOne, "PublicKey: the curve's cofactor must be 1 (no subgroup check here)");

 public:
  using Field = typename C::Field;
  using Point = typename C::Point;
  static constexpr std::size_t kL = C::kFieldBytes;

  /// SEC 1 §2.3.4 then §3.2.2.1, with ref::parse_public_key's errors and
  /// order: encoding_length, encoding_prefix, coordinate_out_of_range,
  /// x_not_on_curve (02/03) | point_not_on_curve (04/06/07),
  /// hybrid_parity, point_at_infinity (00).
  static Result<PublicKey> parse(ByteView sec1);

  /// SEC 1 §2.3.3: 02/03 ‖ x or 04 ‖ x ‖ y.
  [[nodiscard]] Bytes serialize(bool compressed) const {
    const auto x = p_.x.get_bytes();
    Bytes out;
    out.reserve(compressed ? 1 + kL : 1 + 2 * kL);
    out.push_back(compressed ? static_cast<std::uint8_t>(0x02 | (is_odd(p_.y) ? 1 : 0)) : std::uint8_t{0x04});
    out.insert(out.end(), x.begin(), x.end());
    if (!compressed) {
      const auto y = p_.y.get_bytes();
      out.insert(out.end(), y.begin(), y.end());
    }
    return out;
  }

  [[nodiscard]] const Point& point() const { return p_; }
  friend bool operator==(const PublicKey& a, const PublicKey& b) {
    return a.p_.x.to_words() == b.p_.x.to_words() && a.p_.y.to_words() == b.p_.y.to_words();
  }
  /// A point known to be finite and on the curve (what the protocols
  /// compute); parse is the way in for outside data.
  static PublicKey from_valid_point(const Point& P) { return PublicKey(P); }

 private:
  explicit PublicKey(const Point& P) : p_(P) {}
  static std::span<const std::uint8_t, kL> coordinate(ByteView v, std::size_t at) {
    return std::span<const std::uint8_t, kL>(v.data() + at, kL);
  }
  Point p_;
};

// The parsers are defined out of the classes, so that they are not inline
// and prime_instances.hpp can compile them once per curve.
template <class C>
Result<SecretKey<C>> SecretKey<C>::parse(ByteView be) {
  if (be.size() != C::kScalarBytes) return Error::length_mismatch;
  // The range check as a mask (reduce_bytes' overflow flag), revealed only
  // as the verdict.
  bool overflow = false;
  const Scalar d = Scalar::reduce_bytes(be, &overflow);
  proto_detail::declassify(overflow);
  if (overflow) return Error::scalar_out_of_range;
  bool zero = is_zero(d);
  proto_detail::declassify(zero);
  if (zero) return Error::scalar_zero;
  return SecretKey(d);
}

template <class C>
Result<PublicKey<C>> PublicKey<C>::parse(ByteView sec1) {
  if (sec1.empty()) return Error::encoding_length;
  const std::uint8_t prefix = sec1[0];
  switch (prefix) {
    case 0x00:
      if (sec1.size() != 1) return Error::encoding_length;
      return Error::point_at_infinity;
    case 0x02:
    case 0x03: {
      if (sec1.size() != 1 + kL) return Error::encoding_length;
      const Result<Field> x = Field::set_bytes(coordinate(sec1, 1));
      if (!x) return Error::coordinate_out_of_range;
      Field y;
      if (!sqrt_var(y, C::rhs(x.value()))) return Error::x_not_on_curve;
      // The root with the parity asked for (y ≠ 0: the curves' orders are
      // odd, so no point has order 2).
      const bool flip = is_odd(y) != (prefix == 0x03);
      return PublicKey(Point{x.value(), flip ? negate(y, 1) : y, false});
    }
    case 0x04:
    case 0x06:
    case 0x07: {
      if (sec1.size() != 1 + 2 * kL) return Error::encoding_length;
      const Result<Field> x = Field::set_bytes(coordinate(sec1, 1));
      const Result<Field> y = Field::set_bytes(coordinate(sec1, 1 + kL));
      if (!x || !y) return Error::coordinate_out_of_range;
      const Point P{x.value(), y.value(), false};
      if (!C::on_curve_var(P)) return Error::point_not_on_curve;
      if (prefix != 0x04 && is_odd(y.value()) != (prefix == 0x07)) return Error::hybrid_parity;
      return PublicKey(P);
    }
    default:
      return Error::encoding_prefix;
  }
}

/// Q = d·G (SEC 1 §3.2.1 step 2) by the fixed-base signed windows: constant
/// time in d. Q is public from here on.
template <class C>
PublicKey<C> derive_public_key(const SecretKey<C>& d) {
  typename C::Point Q = to_affine(mul_gen_ct<C>(d.scalar()));
  proto_detail::declassify(Q);
  return PublicKey<C>::from_valid_point(Q);
}

}  // namespace tandem::fast::curves

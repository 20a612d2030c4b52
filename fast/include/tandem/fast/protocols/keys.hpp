// Secret and public keys on secp256k1 (SEC 1 v2 §3.2), fast.
//
// SecretKey holds d with 0 < d < n as a Scalar; its parsing is constant time
// up to the verdict (the range and zero checks are masks, declassified only
// to return the error), and its destructor overwrites the words. PublicKey
// holds a validated affine point ≠ O, normalized; parsing it is SEC 1
// §2.3.4 (the compressed form takes the constant-time square root of
// field_sqrt.hpp) then §3.2.2.1's validation, with the errors and the order
// of ref::parse_public_key. derive_public_key is d·G by ecmult_gen, the
// blinded comb, constant time.
#pragma once

#include <array>
#include <cstdint>

#include "tandem/fast/protocols/detail.hpp"

namespace tandem::fast {

class SecretKey;
namespace proto_detail {
SecretKey make_secret(const Scalar& d);
}  // namespace proto_detail

class SecretKey {
 public:
  /// SEC 1 §3.2.1: exactly 32 octets big-endian, else length_mismatch; then
  /// d ≥ n → scalar_out_of_range, then d = 0 → scalar_zero.
  static Result<SecretKey> parse(ByteView be) {
    if (be.size() != 32) return Error::length_mismatch;
    bool overflow = false;
    SecretKey k(Scalar::set_b32(proto_detail::as32(be), &overflow));
    bool zero = is_zero(k.d_);
    proto_detail::declassify(overflow);
    proto_detail::declassify(zero);
    if (overflow) return Error::scalar_out_of_range;
    if (zero) return Error::scalar_zero;
    return k;
  }

  /// The 32 octets, big-endian. Named so that every export is visible.
  [[nodiscard]] Bytes reveal_bytes() const {
    std::array<std::uint8_t, 32> b = d_.get_b32();
    Bytes out(b.begin(), b.end());
    proto_detail::wipe(b.data(), b.size());
    return out;
  }

  [[nodiscard]] const Scalar& scalar() const { return d_; }

  SecretKey(const SecretKey&) = default;
  SecretKey& operator=(const SecretKey&) = default;
  ~SecretKey() { proto_detail::wipe(&d_, sizeof d_); }

 private:
  explicit SecretKey(const Scalar& d) : d_(d) {}
  Scalar d_;
  friend SecretKey proto_detail::make_secret(const Scalar& d);
};

namespace proto_detail {
/// A key from a scalar the caller has shown to be nonzero.
inline SecretKey make_secret(const Scalar& d) { return SecretKey(d); }
}  // namespace proto_detail

class PublicKey {
 public:
  /// SEC 1 §2.3.4 then §3.2.2.1 (ref::parse_public_key's errors and order):
  /// encoding_length, encoding_prefix, coordinate_out_of_range,
  /// x_not_on_curve (02/03) | point_not_on_curve (04/06/07), hybrid_parity,
  /// point_at_infinity (00). secp256k1's cofactor is 1: every point of the
  /// curve is in the subgroup, so not_in_subgroup cannot arise.
  static Result<PublicKey> parse(ByteView sec1) {
    using proto_detail::F;
    if (sec1.empty()) return Error::encoding_length;
    const std::uint8_t prefix = sec1[0];
    switch (prefix) {
      case 0x00:
        if (sec1.size() != 1) return Error::encoding_length;
        return Error::point_at_infinity;
      case 0x02:
      case 0x03: {
        if (sec1.size() != 33) return Error::encoding_length;
        const std::optional<F> x = proto_detail::field_of(proto_detail::as32(sec1.subspan(1)));
        if (!x) return Error::coordinate_out_of_range;
        std::optional<ProtoPoint> P = proto_detail::lift_x_var(*x);
        if (!P) return Error::x_not_on_curve;
        // lift_x gives the even root; 03 asks for the odd one (y ≠ 0 on
        // secp256k1: its order is odd, so no point has order 2).
        return PublicKey(proto_detail::with_parity_flipped(*P, prefix == 0x03));
      }
      case 0x04:
      case 0x06:
      case 0x07: {
        if (sec1.size() != 65) return Error::encoding_length;
        const std::optional<F> x = proto_detail::field_of(proto_detail::as32(sec1.subspan(1)));
        const std::optional<F> y = proto_detail::field_of(proto_detail::as32(sec1.subspan(33)));
        if (!x || !y) return Error::coordinate_out_of_range;
        const ProtoPoint P{*x, *y, false};
        if (!on_curve(P, ProtoCurve::b<F>())) return Error::point_not_on_curve;
        if (prefix != 0x04 && is_odd(*y) != (prefix == 0x07)) return Error::hybrid_parity;
        return PublicKey(P);
      }
      default:
        return Error::encoding_prefix;
    }
  }

  /// SEC 1 §2.3.3: 02/03 ‖ x (33 octets) or 04 ‖ x ‖ y (65).
  [[nodiscard]] Bytes serialize(bool compressed) const {
    const auto x = p_.x.get_b32();
    Bytes out;
    out.reserve(compressed ? 33 : 65);
    out.push_back(compressed ? static_cast<std::uint8_t>(0x02 | (is_odd(p_.y) ? 1 : 0)) : std::uint8_t{0x04});
    out.insert(out.end(), x.begin(), x.end());
    if (!compressed) {
      const auto y = p_.y.get_b32();
      out.insert(out.end(), y.begin(), y.end());
    }
    return out;
  }

  /// The point, affine, normalized, finite.
  [[nodiscard]] const ProtoPoint& point() const { return p_; }

  friend bool operator==(const PublicKey& a, const PublicKey& b) {
    return a.p_.x.to_words() == b.p_.x.to_words() && a.p_.y.to_words() == b.p_.y.to_words();
  }

  /// A point already known to be finite, on the curve and normalized (what
  /// the protocols compute); the parsers are the way in for outside data.
  static PublicKey from_valid_point(const ProtoPoint& P) { return PublicKey(P); }

 private:
  explicit PublicKey(const ProtoPoint& P) : p_(P) {}
  ProtoPoint p_;
};

/// d·G (SEC 1 §3.2.1 step 3), by ecmult_gen: constant time in d. The point
/// is public from here on (declassified for the constant-time checker).
inline PublicKey derive_public_key(const SecretKey& d) {
  ProtoPoint P = proto_detail::mul_gen_ct(d.scalar());
  proto_detail::declassify(P);
  return PublicKey::from_valid_point(P);
}

}  // namespace tandem::fast

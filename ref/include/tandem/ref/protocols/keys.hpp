// Secret and public keys of SEC 1 v2 §3.2 on every curve of ref/. ref/ is
// not constant-time (GMP branches on values, and so do the strategies it
// uses): it states the protocols for reading and for checking fast/. It
// still overwrites a SecretKey's own limbs when the key dies, so that a
// key's lifetime is visible in the code; temporaries GMP makes on the way
// (products, inverses) are not wiped.
#pragma once

#include <cstdint>
#include <span>
#include <vector>

#include "tandem/ref/curve.hpp"
#include "tandem/ref/field.hpp"
#include "tandem/ref/group.hpp"
#include "tandem/spec/result.hpp"

namespace tandem::ref {

using ByteView = std::span<const std::uint8_t>;
using Bytes = std::vector<std::uint8_t>;

/// A scalar d with 0 < d < n of one curve. No operator<< and no to_string:
/// the only way out is reveal_bytes(), so that every export shows.
class SecretKey {
 public:
  /// SEC 1 §3.2.1 (the range of d) with §2.3.7 (octet string to integer):
  /// exactly L = ⌈log2(n)/8⌉ octets, big-endian, else length_mismatch; then
  /// d ≥ n → scalar_out_of_range; then d = 0 → scalar_zero.
  [[nodiscard]] static Result<SecretKey> parse(const Curve& C, ByteView be);
  /// The element d of Z_n as a key: scalar_zero if d = 0. For the
  /// protocols that compute keys (tweaks, BIP 341); d must be an element of
  /// C.fn() (std::invalid_argument otherwise: a bug in the caller).
  [[nodiscard]] static Result<SecretKey> from_scalar(const Curve& C, const Fe& d);

  SecretKey(const SecretKey& other);
  SecretKey& operator=(const SecretKey& other);
  ~SecretKey();

  /// The L octets of d, big-endian.
  [[nodiscard]] Bytes reveal_bytes() const;
  [[nodiscard]] const Fe& scalar() const { return d_; }
  [[nodiscard]] const Curve& curve() const { return *C_; }

 private:
  SecretKey(const Curve& C, Fe d) : C_(&C), d_(std::move(d)) {}
  void wipe();
  const Curve* C_;
  Fe d_;
};

/// A point Q ≠ O of the subgroup of order n, validated as SEC 1 §3.2.2.1
/// says.
class PublicKey {
 public:
  /// SEC 1 §2.3.4 decoding then §3.2.2.1 validation, with the errors (and in
  /// the order) of ref::parse_public_key: encoding_length, encoding_prefix,
  /// coordinate_out_of_range, x_not_on_curve | point_not_on_curve,
  /// hybrid_parity, point_at_infinity, not_in_subgroup.
  [[nodiscard]] static Result<PublicKey> parse(const Curve& C, ByteView sec1);
  /// A point as a key, after validate_public_key (point_at_infinity,
  /// point_not_on_curve, not_in_subgroup).
  [[nodiscard]] static Result<PublicKey> from_point(const Curve& C, const Point& Q);

  /// SEC 1 §2.3.3: 02/03 ‖ x (compressed) or 04 ‖ x ‖ y.
  [[nodiscard]] Bytes serialize(bool compressed) const;
  [[nodiscard]] const Point& point() const { return Q_; }
  [[nodiscard]] const Curve& curve() const { return *C_; }
  friend bool operator==(const PublicKey& a, const PublicKey& b) {
    return a.C_ == b.C_ && affine_equal(a.Q_, b.Q_);
  }

 private:
  PublicKey(const Curve& C, Point Q) : C_(&C), Q_(std::move(Q)) {}
  const Curve* C_;
  Point Q_;
};

/// SEC 1 §3.2.1 step 2: Q = d·G.
[[nodiscard]] PublicKey derive_public_key(const SecretKey& d);

/// Whether C is secp256k1, the only curve of BIP 340 and BIP 341.
[[nodiscard]] bool is_secp256k1(const Curve& C);

}  // namespace tandem::ref

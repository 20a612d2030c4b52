// OpenSSL's libcrypto as an oracle at point level, for every curve: the
// named group where OpenSSL has the curve (its own, often optimised code),
// otherwise a group built from the parameters (EC_GROUP_new_curve_GFp), so
// that the small test curves have an oracle too. Integers cross the
// boundary as GMP integers, never as tandem types, so that this wrapper
// shares nothing with the code it checks.
#pragma once

#include <gmpxx.h>

#include <cstdint>
#include <memory>
#include <optional>
#include <span>
#include <string_view>
#include <vector>

#include "tandem/oracles/ints.hpp"

namespace tandem::oracles {

class OpenSslGroup {
 public:
  /// OpenSSL's named curve `short_name`, or (if empty or unknown) a group
  /// from `params`; nullptr if OpenSSL refuses both.
  static std::unique_ptr<OpenSslGroup> make(std::string_view short_name, const CurveInts& params);
  ~OpenSslGroup();
  OpenSslGroup(const OpenSslGroup&) = delete;
  OpenSslGroup& operator=(const OpenSslGroup&) = delete;

  /// Whether OpenSSL's named group is in use (rather than one from params).
  [[nodiscard]] bool named() const { return named_; }

  // Each returns nothing when OpenSSL fails or rejects the input (a point
  // off the curve, for instance).
  [[nodiscard]] std::optional<IntPoint> add(const IntPoint& P, const IntPoint& Q) const;
  [[nodiscard]] std::optional<IntPoint> dbl(const IntPoint& P) const;
  [[nodiscard]] std::optional<IntPoint> invert(const IntPoint& P) const;
  /// k·P for k ≥ 0.
  [[nodiscard]] std::optional<IntPoint> mul(const mpz_class& k, const IntPoint& P) const;
  /// k·G for k ≥ 0.
  [[nodiscard]] std::optional<IntPoint> mul_generator(const mpz_class& k) const;
  [[nodiscard]] std::optional<bool> on_curve(const IntPoint& P) const;
  /// The group's parameters as OpenSSL holds them (EC_GROUP_get_curve, the
  /// generator, order and cofactor): an independent source for spec/.
  [[nodiscard]] std::optional<CurveInts> params() const;

  enum class Form { compressed, uncompressed, hybrid };
  /// EC_POINT_point2oct.
  [[nodiscard]] std::optional<std::vector<std::uint8_t>> point2oct(const IntPoint& P, Form form) const;
  /// EC_POINT_oct2point: the point, or nothing if OpenSSL rejects the octets.
  [[nodiscard]] std::optional<IntPoint> oct2point(std::span<const std::uint8_t> octets) const;

  // ECDSA and ECDH through EC_KEY on this group. The digest goes to OpenSSL
  // as is: ECDSA_do_sign / ECDSA_do_verify take its leftmost ⌈log2 n⌉ bits
  // themselves (SEC 1 §4.1.3 step 5).
  struct Signature {
    mpz_class r, s;
  };
  /// ECDSA_do_verify of (r, s) on `digest` under Q: the verdict, or nothing
  /// if OpenSSL refuses the key (Q off the curve, Q = O) or fails.
  [[nodiscard]] std::optional<bool> ecdsa_verify(const IntPoint& Q, std::span<const std::uint8_t> digest,
                                                 const mpz_class& r, const mpz_class& s) const;
  /// ECDSA_do_sign with secret d (0 < d < n) and OpenSSL's own random nonce.
  [[nodiscard]] std::optional<Signature> ecdsa_sign(const mpz_class& d, std::span<const std::uint8_t> digest) const;
  /// ECDH_compute_key without a KDF: x(d·Q) as ⌈log2 p / 8⌉ octets (SEC 1
  /// §3.3.1); nothing if OpenSSL refuses Q or the product is O.
  [[nodiscard]] std::optional<std::vector<std::uint8_t>> ecdh_raw_x(const mpz_class& d, const IntPoint& Q) const;

 private:
  struct Impl;
  explicit OpenSslGroup(std::unique_ptr<Impl> impl, bool named);
  std::unique_ptr<Impl> impl_;
  bool named_;
};

}  // namespace tandem::oracles

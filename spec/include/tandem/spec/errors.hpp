// Every way tandem rejects an input. Each error names one cause, so a caller
// (and a test) can tell a short encoding from an off-curve point. The table
// in docs/errors.md is the documentation of record; keep the two in step.
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

namespace tandem {

enum class Error : std::uint8_t {
  // SEC 1 §2.3.4 point decoding
  encoding_length,         ///< length does not fit the prefix octet (or is 0)
  encoding_prefix,         ///< first octet is none of 00, 02, 03, 04, 06, 07
  coordinate_out_of_range, ///< x ≥ p or y ≥ p
  x_not_on_curve,          ///< compressed: x³ + ax + b is not a square mod p
  point_not_on_curve,      ///< uncompressed or hybrid: y² ≠ x³ + ax + b
  hybrid_parity,           ///< hybrid: the prefix's parity bit differs from y's
  // public-key validation (SEC 1 §3.2.2)
  point_at_infinity,       ///< the point at infinity where a finite point is required
  not_in_subgroup,         ///< n·P ≠ O on a curve with cofactor h > 1
  // scalars
  scalar_out_of_range,     ///< a scalar ≥ n, or malformed, where that is invalid
  scalar_zero,             ///< a zero scalar where that is invalid
  // inversion and square roots (ref/inverse/)
  not_invertible,          ///< gcd(a, m) ≠ 1, a ≡ 0 included: a has no inverse modulo m
  not_a_square,            ///< a is not a square modulo p: no square root exists
  modulus_unsupported,     ///< the method does not accept this modulus (see docs/inversion.md)
  // scalar-multiplication strategies (ref/mult/strategy.hpp)
  scalar_negative,         ///< a negative scalar where k ≥ 0 is required
  scalar_too_wide,         ///< a scalar wider than the strategies take (4096 bits)
  window_out_of_range,     ///< a window/teeth parameter outside the strategy's range, or one it has none of
  no_endomorphism,         ///< a GLV strategy on a curve without the endomorphism
  size_mismatch,           ///< a multi-multiplication with more scalars than points or fewer
  // protocols (ref/protocols/, fast/protocols/; docs/protocols.md)
  length_mismatch,         ///< an input has the wrong number of octets for what it is
  signature_encoding,      ///< a signature is not a valid encoding (DER, strict or lax as asked, or r‖s)
  signature_r_out_of_range, ///< r is 0 or ≥ n (ECDSA), or r ≥ p (BIP 340)
  signature_s_out_of_range, ///< s is 0 or ≥ n (ECDSA), or s ≥ n (BIP 340)
  signature_high_s,        ///< s > n/2 where low S is required
  signature_mismatch,      ///< the verification equation does not hold
  recid_out_of_range,      ///< a recovery id outside 0..3, or one this curve cannot have
  nonce_unusable,          ///< a caller-given nonce is 0 or ≥ n, or gives r = 0 or s = 0
  tweak_mismatch,          ///< an x-only tweaked key is not the internal key tweaked
  unknown_hash,            ///< a hash name OpenSSL's EVP does not provide, or one unusable here
  curve_unsupported,       ///< the operation is not defined on this curve (BIP 340 is secp256k1's only)
};

/// Every error, in declaration order (for tests and documentation tables).
inline constexpr std::array all_errors{
    Error::encoding_length,    Error::encoding_prefix, Error::coordinate_out_of_range, Error::x_not_on_curve,
    Error::point_not_on_curve, Error::hybrid_parity,   Error::point_at_infinity,       Error::not_in_subgroup,
    Error::scalar_out_of_range, Error::scalar_zero,    Error::not_invertible,          Error::not_a_square,
    Error::modulus_unsupported, Error::scalar_negative, Error::scalar_too_wide,       Error::window_out_of_range,
    Error::no_endomorphism,    Error::size_mismatch,
    Error::length_mismatch,
    Error::signature_encoding,
    Error::signature_r_out_of_range,
    Error::signature_s_out_of_range,
    Error::signature_high_s,
    Error::signature_mismatch,
    Error::recid_out_of_range,
    Error::nonce_unusable,
    Error::tweak_mismatch,
    Error::unknown_hash,
    Error::curve_unsupported};
static_assert(static_cast<int>(all_errors.back()) + 1 == static_cast<int>(all_errors.size()),
              "all_errors must list every Error, in order");

/// A short stable identifier, as printed by the command-line tool.
[[nodiscard]] constexpr std::string_view error_name(Error e) {
  switch (e) {
    case Error::encoding_length: return "encoding_length";
    case Error::encoding_prefix: return "encoding_prefix";
    case Error::coordinate_out_of_range: return "coordinate_out_of_range";
    case Error::x_not_on_curve: return "x_not_on_curve";
    case Error::point_not_on_curve: return "point_not_on_curve";
    case Error::hybrid_parity: return "hybrid_parity";
    case Error::point_at_infinity: return "point_at_infinity";
    case Error::not_in_subgroup: return "not_in_subgroup";
    case Error::scalar_out_of_range: return "scalar_out_of_range";
    case Error::scalar_zero: return "scalar_zero";
    case Error::not_invertible: return "not_invertible";
    case Error::not_a_square: return "not_a_square";
    case Error::modulus_unsupported: return "modulus_unsupported";
    case Error::scalar_negative: return "scalar_negative";
    case Error::scalar_too_wide: return "scalar_too_wide";
    case Error::window_out_of_range: return "window_out_of_range";
    case Error::no_endomorphism: return "no_endomorphism";
    case Error::size_mismatch: return "size_mismatch";
    case Error::length_mismatch: return "length_mismatch";
    case Error::signature_encoding: return "signature_encoding";
    case Error::signature_r_out_of_range: return "signature_r_out_of_range";
    case Error::signature_s_out_of_range: return "signature_s_out_of_range";
    case Error::signature_high_s: return "signature_high_s";
    case Error::signature_mismatch: return "signature_mismatch";
    case Error::recid_out_of_range: return "recid_out_of_range";
    case Error::nonce_unusable: return "nonce_unusable";
    case Error::tweak_mismatch: return "tweak_mismatch";
    case Error::unknown_hash: return "unknown_hash";
    case Error::curve_unsupported: return "curve_unsupported";
  }
  return "unknown_error";
}

/// One sentence for people.
[[nodiscard]] constexpr std::string_view error_message(Error e) {
  switch (e) {
    case Error::encoding_length: return "the encoding's length does not match its prefix octet";
    case Error::encoding_prefix: return "the encoding's prefix octet is not 00, 02, 03, 04, 06 or 07";
    case Error::coordinate_out_of_range: return "a coordinate is not below the field prime p";
    case Error::x_not_on_curve: return "no point of the curve has this x-coordinate";
    case Error::point_not_on_curve: return "the point does not satisfy the curve equation";
    case Error::hybrid_parity: return "the hybrid prefix's parity does not match y";
    case Error::point_at_infinity: return "the point at infinity is not allowed here";
    case Error::not_in_subgroup: return "the point is not in the subgroup generated by G";
    case Error::scalar_out_of_range: return "the scalar is not below the group order n";
    case Error::scalar_zero: return "the scalar is zero";
    case Error::not_invertible: return "the value shares a factor with the modulus (zero included), so it has no inverse";
    case Error::not_a_square: return "the value is not a square modulo p, so it has no square root";
    case Error::modulus_unsupported: return "this method does not accept the modulus (even, too small, or not the one it is built for)";
    case Error::scalar_negative: return "the scalar is negative";
    case Error::scalar_too_wide: return "the scalar is wider than 4096 bits";
    case Error::window_out_of_range: return "the window (or teeth) parameter is outside the strategy's range";
    case Error::no_endomorphism: return "the curve has no GLV endomorphism";
    case Error::size_mismatch: return "there are not as many scalars as points";
    case Error::length_mismatch: return "the input has the wrong number of octets";
    case Error::signature_encoding: return "the signature is not a valid encoding (DER, or r and s of fixed width)";
    case Error::signature_r_out_of_range: return "the signature's r is zero or not below n (ECDSA), or not below p (BIP 340)";
    case Error::signature_s_out_of_range: return "the signature's s is zero or not below n (BIP 340 allows zero)";
    case Error::signature_high_s: return "the signature's s is above n/2 where low S is required";
    case Error::signature_mismatch: return "the signature does not verify: the verification equation does not hold";
    case Error::recid_out_of_range: return "the recovery id is not 0 to 3, or names an x-coordinate this curve cannot have";
    case Error::nonce_unusable: return "the given nonce is zero, not below n, or gives r = 0 or s = 0";
    case Error::tweak_mismatch: return "the tweaked key is not the internal key tweaked by this tweak";
    case Error::unknown_hash: return "OpenSSL provides no hash of this name, or it cannot be used here";
    case Error::curve_unsupported: return "the operation is not defined on this curve";
  }
  return "unknown error";
}

}  // namespace tandem

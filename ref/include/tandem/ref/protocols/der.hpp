// ECDSA signatures (r, s) and their three encodings: strict DER (X.690 §8.3
// and §10 with BIP 66's rules), the lax DER libsecp256k1's contrib parser
// accepts, and fixed-width r ‖ s (IEEE P1363, libsecp256k1's "compact").
// Each parser checks the encoding first (signature_encoding), then r, then
// s (0 < r, s < n, else signature_r_out_of_range / signature_s_out_of_range).
#pragma once

#include "tandem/ref/curve.hpp"
#include "tandem/ref/field.hpp"
#include "tandem/ref/protocols/keys.hpp"
#include "tandem/spec/result.hpp"

namespace tandem::ref {

struct EcdsaSignature {
  Fe r;  ///< an element of Z_n (SEC 1 §4.1.3 step 3)
  Fe s;  ///< an element of Z_n (SEC 1 §4.1.3 step 6)

  /// Strict DER: 30 len (02 len r) (02 len s), lengths in their shortest
  /// form, each integer positive and without a superfluous 00, no octet
  /// after s. Violations → signature_encoding; then the ranges.
  [[nodiscard]] static Result<EcdsaSignature> parse_der(const Curve& C, ByteView der);
  /// What libsecp256k1's ecdsa_signature_parse_der_lax accepts: the
  /// sequence length is skipped (long form: its octets are skipped unread),
  /// integer lengths may be long-form with leading zero octets (fewer than 8
  /// significant ones), integers may carry any number of leading zeros and
  /// are read unsigned, anything after s is ignored. Unparseable →
  /// signature_encoding; an integer above L significant octets, ≥ n or 0 →
  /// signature_r_out_of_range / signature_s_out_of_range.
  [[nodiscard]] static Result<EcdsaSignature> parse_der_lax(const Curve& C, ByteView der);
  /// r ‖ s, each exactly L = ⌈log2(n)/8⌉ octets; another length →
  /// signature_encoding; then the ranges.
  [[nodiscard]] static Result<EcdsaSignature> parse_compact(const Curve& C, ByteView rs);

  /// Strict DER, which parse_der accepts.
  [[nodiscard]] Bytes serialize_der() const;
  /// r ‖ s, L octets each.
  [[nodiscard]] Bytes serialize_compact() const;
  /// s ≤ (n − 1)/2 (BIP 146's LOW_S).
  [[nodiscard]] bool is_low_s() const;
  /// (r, n − s) when s is high, the signature itself otherwise: both verify.
  [[nodiscard]] EcdsaSignature normalized_low_s() const;
};

/// The range check every parser ends with (and ecdsa_verify starts with):
/// r, then s, each an element of C's Z_n other than 0.
[[nodiscard]] Result<EcdsaSignature> check_signature_range(const Curve& C, const mpz_class& r, const mpz_class& s);

}  // namespace tandem::ref

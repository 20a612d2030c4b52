// What ref says a request's reply must be, under the policies the curve
// declares, and whether a reply agrees with it. The comparison is strict:
// a value against a value (points as points, whatever their encoding; a
// square root either root; a Jacobian triple as the point it stands for),
// and accept against reject in both directions.
#pragma once

#include <optional>
#include <string>

#include "tandem/check/protocol.hpp"
#include "tandem/ref/curve.hpp"

namespace tandem::check {

struct Expected {
  Status status = Status::reject;
  Bytes value;         ///< ok: the answer (a point uncompressed, 00 for O)
  std::string reason;  ///< reject: ref's error name
};

/// ref's answer to `r` on curve C under `caps`' policies.
[[nodiscard]] Expected expect(const ref::Curve& C, const CurveCaps& caps, const Request& r);

/// nullopt when `got` agrees with `want`, else what differs, in words
/// ("accepts what ref rejects (scalar_out_of_range)", "P + Q differs: ...").
/// A signature made with the implementation's own nonce is compared by
/// ref's verification of it under the key's public key (and the low-s
/// policy), not by value.
[[nodiscard]] std::optional<std::string> compare(const ref::Curve& C, const CurveCaps& caps, const Request& r,
                                                 const Expected& want, const Reply& got);

/// The nonce k of an ECDSA signature r ‖ s made with the secret key d on
/// the digest z: k = s⁻¹(z + r·d) mod n (for the random-nonce signer's
/// distribution); nullopt when r ‖ s is not a signature.
[[nodiscard]] std::optional<mpz_class> recover_nonce(const ref::Curve& C, const Request& r, ByteView sig);

}  // namespace tandem::check

// ECDSA as SEC 1 v2 §4.1 states it, on every curve of ref/, with RFC 6979
// nonces (rfc6979.hpp). Variable-time throughout (see keys.hpp).
#pragma once

#include "tandem/hash/digest.hpp"
#include "tandem/ref/protocols/der.hpp"
#include "tandem/ref/protocols/keys.hpp"
#include "tandem/spec/result.hpp"

namespace tandem::ref {

/// SEC 1 §4.1.3 step 5 (= RFC 6979 §2.3.2 bits2int, reduced mod n): the
/// leftmost ⌈log2 n⌉ bits of the digest as an integer, mod n. A digest
/// shorter than that is its integer value.
[[nodiscard]] Fe ecdsa_digest_scalar(const Curve& C, ByteView digest);

/// SEC 1 §4.1.3 with the nonces of RFC 6979 §3.2 (HMAC with `nonce_hash`,
/// §3.6 additional data `extra`): the first candidate k giving r ≠ 0 and
/// s ≠ 0. low_s replaces s by n − s when s > n/2 (BIP 146). unknown_hash if
/// nonce_hash is an XOF.
[[nodiscard]] Result<EcdsaSignature> ecdsa_sign(const SecretKey& d, ByteView digest, const hash::Digest& nonce_hash,
                                                ByteView extra, bool low_s);

/// SEC 1 §4.1.3 with the caller's nonce k: a tool for test vectors that give
/// k, never for real signing (a repeated or biased k reveals d). k is L
/// octets (length_mismatch); k = 0, k ≥ n, r = 0 or s = 0 → nonce_unusable.
[[nodiscard]] Result<EcdsaSignature> ecdsa_sign_with_nonce(const SecretKey& d, ByteView digest, ByteView k, bool low_s);

/// SEC 1 §4.1.4. In order: r (0 or ≥ n, or of another curve) →
/// signature_r_out_of_range; s → signature_s_out_of_range; require_low_s
/// and s > n/2 → signature_high_s; R = O or x(R) mod n ≠ r →
/// signature_mismatch.
[[nodiscard]] Verdict ecdsa_verify(const PublicKey& Q, ByteView digest, const EcdsaSignature& sig, bool require_low_s);

}  // namespace tandem::ref

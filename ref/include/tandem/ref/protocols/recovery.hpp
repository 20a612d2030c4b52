// Public-key recovery from an ECDSA signature, SEC 1 v2 §4.1.6, with the
// recovery id libsecp256k1 uses: bit 0 the parity of y(R), bit 1 whether
// x(R) ≥ n (x(R) = r + n). Only j ∈ {0, 1} of §4.1.6 step 1 is expressible,
// which covers every case where p < 2n (all the standard curves).
#pragma once

#include "tandem/hash/digest.hpp"
#include "tandem/ref/protocols/ecdsa.hpp"

namespace tandem::ref {

struct RecoverableSignature {
  EcdsaSignature sig;
  int recid;  ///< parity(y(R)) | 2·[x(R) ≥ n], for the signature after low-S normalization
};

/// ecdsa_sign, with the recovery id of the signature it returns.
[[nodiscard]] Result<RecoverableSignature> ecdsa_sign_recoverable(const SecretKey& d, ByteView digest,
                                                                  const hash::Digest& nonce_hash, ByteView extra,
                                                                  bool low_s);

/// SEC 1 §4.1.6 for one recovery id. In order: recid ∉ 0..3 →
/// recid_out_of_range; r → signature_r_out_of_range, s →
/// signature_s_out_of_range (as ecdsa_verify); x = r + ⌊recid/2⌋·n ≥ p →
/// recid_out_of_range; no point with that x → x_not_on_curve; on a curve
/// with h > 1, R outside ⟨G⟩ → not_in_subgroup; Q = O → point_at_infinity.
[[nodiscard]] Result<PublicKey> ecdsa_recover(const Curve& C, ByteView digest, const EcdsaSignature& sig, int recid);

namespace detail {
/// SEC 1 §4.1.3 steps 1–6 for one nonce k ∈ [1, n − 1]: nonce_unusable if r
/// or s is 0.
[[nodiscard]] Result<RecoverableSignature> ecdsa_sign_k(const SecretKey& d, const Fe& e, const mpz_class& k, bool low_s);
/// ecdsa_sign's loop over RFC 6979's candidates.
[[nodiscard]] Result<RecoverableSignature> ecdsa_sign_rfc6979(const SecretKey& d, ByteView digest,
                                                              const hash::Digest& nonce_hash, ByteView extra,
                                                              bool low_s);
}  // namespace detail

}  // namespace tandem::ref

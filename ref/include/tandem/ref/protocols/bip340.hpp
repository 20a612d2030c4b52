// BIP 340 Schnorr signatures on secp256k1, in the words of the BIP: lift_x,
// the tagged hashes, "Default Signing", "Verification", and batch
// verification by the BIP's equation with randomizers. On any other curve
// the functions return curve_unsupported (BIP 340 is secp256k1's only).
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <vector>

#include "tandem/ref/protocols/keys.hpp"
#include "tandem/spec/result.hpp"

namespace tandem::ref {

/// A BIP 340 public key: the point lift_x(x), the one with this x and even y.
class XOnlyPublicKey {
 public:
  /// In order: C not secp256k1 → curve_unsupported; not 32 octets →
  /// length_mismatch; x ≥ p → coordinate_out_of_range; x³ + 7 not a square
  /// → x_not_on_curve (BIP 340 lift_x).
  [[nodiscard]] static Result<XOnlyPublicKey> parse(const Curve& C, ByteView x32);
  /// The x-only key of a point ≠ O: its x (the even-y point of that x).
  [[nodiscard]] static XOnlyPublicKey of_point(const Curve& C, const Point& P);
  /// bytes(P): x(P), 32 octets.
  [[nodiscard]] std::array<std::uint8_t, 32> serialize() const;
  [[nodiscard]] const Point& point() const { return P_; }
  [[nodiscard]] const Curve& curve() const { return *C_; }
  friend bool operator==(const XOnlyPublicKey& a, const XOnlyPublicKey& b) {
    return a.C_ == b.C_ && a.P_.x == b.P_.x;
  }

 private:
  XOnlyPublicKey(const Curve& C, Point P) : C_(&C), P_(std::move(P)) {}
  const Curve* C_;
  Point P_;
};

struct XOnlyFromPublic {
  XOnlyPublicKey xonly;
  bool parity;  ///< y of the full key is odd
};
/// The x-only key of a public key and the parity of its y; curve_unsupported
/// off secp256k1 (ref's deviation from fast's plain return: ref has curves
/// where BIP 340 is undefined).
[[nodiscard]] Result<XOnlyFromPublic> xonly_from_public(const PublicKey& P);

struct KeyPair {
  SecretKey secret;
  XOnlyPublicKey xonly;
  bool parity;  ///< y(d·G) is odd
};
/// d with its x-only key; curve_unsupported off secp256k1.
[[nodiscard]] Result<KeyPair> keypair_create(const SecretKey& d);

struct SchnorrSignature {
  std::array<std::uint8_t, 64> bytes;  ///< bytes(R) ‖ bytes(s)
  /// 64 octets, else length_mismatch; r and s are checked by verification.
  [[nodiscard]] static Result<SchnorrSignature> parse(ByteView sig);
};

/// BIP 340 "Default Signing" of a message of any length with 32 octets of
/// aux_rand (length_mismatch otherwise). curve_unsupported for a key off
/// secp256k1; k' = 0 → nonce_unusable and a failed self-verification →
/// signature_mismatch (neither is expected to happen).
[[nodiscard]] Result<SchnorrSignature> schnorr_sign(const KeyPair& kp, ByteView msg, ByteView aux_rand);

/// BIP 340 "Verification": r ≥ p → signature_r_out_of_range; s ≥ n →
/// signature_s_out_of_range; R = O, odd y(R) or x(R) ≠ r → signature_mismatch.
[[nodiscard]] Verdict schnorr_verify(const XOnlyPublicKey& P, ByteView msg, const SchnorrSignature& sig);

struct SchnorrBatchItem {
  XOnlyPublicKey key;
  ByteView msg;  ///< the caller's storage
  SchnorrSignature sig;
};
struct BatchVerdict {
  bool valid;                         ///< every signature verifies
  std::vector<std::size_t> invalid;   ///< the indices that do not, ascending
  std::vector<Error> reasons;         ///< schnorr_verify's error for each of them
};

/// The batch randomizers a_i as 32-octet big-endian strings:
///   seed = hash_{tandem/batch-seed}(pk_i ‖ sig_i ‖ u64be(len(msg_i)) ‖ msg_i for each i)
///   a_0 = 1, a_i = int(hash_{tandem/batch-randomizer}(seed ‖ u64be(i))) mod n (0 → 1).
/// Derived from every input, so a forger who fixes the batch fixes them too
/// but cannot choose them (BIP 340 "Batch Verification" asks for this).
[[nodiscard]] std::vector<std::array<std::uint8_t, 32>> schnorr_batch_randomizers(
    std::span<const SchnorrBatchItem> items);

/// BIP 340 "Batch Verification": (Σ a_i s_i)·G − Σ a_i·R_i − Σ (a_i e_i)·P_i
/// = O by one Pippenger multi-multiplication. Some r_i ≥ p, s_i ≥ n, no
/// point R_i, or the sum ≠ O: every signature is then verified alone to name
/// the bad ones. An empty batch is valid.
[[nodiscard]] BatchVerdict schnorr_verify_batch(std::span<const SchnorrBatchItem> items);

namespace detail {
/// Whether the batch equation holds (true for an empty batch): the
/// multi-multiplication alone, without the per-signature fallback, so that
/// a test can see the equation itself accept and reject.
[[nodiscard]] bool schnorr_batch_equation_holds(std::span<const SchnorrBatchItem> items);
}  // namespace detail

}  // namespace tandem::ref

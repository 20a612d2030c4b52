// BIP 340 Schnorr signatures on secp256k1, fast: x-only keys, key pairs,
// "Default Signing", "Verification" and "Batch Verification".
//
// Signing is constant time in the key, the nonce and aux_rand: d·G and
// k·G by ecmult_gen, the negations for odd y by conditional negation, the
// tagged hashes from their midstates (hash/tagged.hpp). The signature is
// verified before it is returned, as BIP 340 recommends against faults.
// Verification and batch verification take public inputs only:
// s·G − e·P by ecmult_var; the batch's one equation by ecmult_multi_var.
#pragma once

#include <array>
#include <cstdint>
#include <optional>
#include <span>
#include <vector>

#include "tandem/fast/ecmult/ecmult.hpp"
#include "tandem/fast/ecmult/ecmult_multi.hpp"
#include "tandem/fast/protocols/keys.hpp"
#include "tandem/hash/tagged.hpp"

namespace tandem::fast {

class XOnlyPublicKey {
 public:
  /// lift_x of BIP 340: 32 octets (length_mismatch), x < p
  /// (coordinate_out_of_range), x³ + 7 a square (x_not_on_curve).
  static Result<XOnlyPublicKey> parse(ByteView x32) {
    if (x32.size() != 32) return Error::length_mismatch;
    const std::optional<ProtoField> x = proto_detail::field_of(proto_detail::as32(x32));
    if (!x) return Error::coordinate_out_of_range;
    const std::optional<ProtoPoint> P = proto_detail::lift_x_var(*x);
    if (!P) return Error::x_not_on_curve;
    return XOnlyPublicKey(*P);
  }

  [[nodiscard]] std::array<std::uint8_t, 32> serialize() const { return p_.x.get_b32(); }

  /// The point with this x and even y, normalized.
  [[nodiscard]] const ProtoPoint& point() const { return p_; }

  friend bool operator==(const XOnlyPublicKey& a, const XOnlyPublicKey& b) {
    return a.p_.x.to_words() == b.p_.x.to_words();
  }

  /// The x-only key of a finite normalized point (its y made even).
  static XOnlyPublicKey from_point(const ProtoPoint& P) {
    return XOnlyPublicKey(proto_detail::with_parity_flipped(P, is_odd(P.y)));
  }

 private:
  explicit XOnlyPublicKey(const ProtoPoint& P) : p_(P) {}
  ProtoPoint p_;
};

struct XOnlyFromPublic {
  XOnlyPublicKey xonly;
  bool parity;  ///< y of the full key is odd
};

/// libsecp256k1's secp256k1_xonly_pubkey_from_pubkey.
inline XOnlyFromPublic xonly_from_public(const PublicKey& P) {
  return {XOnlyPublicKey::from_point(P.point()), is_odd(P.point().y)};
}

struct KeyPair {
  SecretKey secret;
  XOnlyPublicKey xonly;
  bool parity;  ///< y(d·G) is odd
};

/// d and the x-only d·G (constant time: derive_public_key).
inline KeyPair keypair_create(const SecretKey& d) {
  const PublicKey P = derive_public_key(d);
  const XOnlyFromPublic x = xonly_from_public(P);
  return {d, x.xonly, x.parity};
}

struct SchnorrSignature {
  std::array<std::uint8_t, 64> bytes;

  /// 64 octets, else length_mismatch; r and s are checked by the verifier.
  static Result<SchnorrSignature> parse(ByteView sig) {
    if (sig.size() != 64) return Error::length_mismatch;
    SchnorrSignature s{};
    std::copy(sig.begin(), sig.end(), s.bytes.begin());
    return s;
  }
  friend bool operator==(const SchnorrSignature&, const SchnorrSignature&) = default;
};

namespace bip340_detail {

/// e = int(hash_BIP0340/challenge(r ‖ P ‖ m)) mod n.
inline Scalar challenge(std::span<const std::uint8_t, 32> r, const std::array<std::uint8_t, 32>& px, ByteView msg) {
  hash::Sha256 h = hash::bip340_challenge_midstate();
  h.write(r).write(px).write(msg);
  return Scalar::set_b32(h.finalize());
}

/// BIP 340 "Verification" on a lifted key: r < p, s < n, R = s·G − e·P
/// finite with even y and x(R) = r. `P` is lift_x(pk), `px` its x.
inline Verdict verify(const ProtoPoint& P, const std::array<std::uint8_t, 32>& px, ByteView msg,
                      const std::array<std::uint8_t, 64>& sig) {
  using F = ProtoField;
  const std::span<const std::uint8_t, 32> rb(sig.data(), 32), sb(sig.data() + 32, 32);
  const std::optional<F> r = proto_detail::field_of(rb);
  if (!r) return Error::signature_r_out_of_range;
  bool overflow = false;
  const Scalar s = Scalar::set_b32(sb, &overflow);
  if (overflow) return Error::signature_s_out_of_range;
  const Scalar e = challenge(rb, px, msg);
  const Gej<F> R = ecmult_var<ProtoCurve, F>(Gej<F>::from_affine(P), negate(e), s);
  if (normalizes_to_zero_var(R.Z)) return Error::signature_mismatch;
  // x(R) = r as X = r·Z² first (no inversion when it fails), then y's parity.
  if (!equal_var(mul(*r, sqr(R.Z)), R.X)) return Error::signature_mismatch;
  if (is_odd(to_affine_var(R).y)) return Error::signature_mismatch;
  return Valid{};
}

/// The multi-multiplication's scratch for a batch: 64 MiB, enough that
/// 16384 signatures (32768 points) run as one Pippenger batch (measured:
/// the default 4 MiB splits them and costs a third more per signature).
inline constexpr std::size_t kBatchScratchBytes = std::size_t{64} << 20;

inline void u64be(std::uint64_t v, std::array<std::uint8_t, 8>& out) {
  for (std::size_t i = 0; i < 8; ++i) out[i] = static_cast<std::uint8_t>(v >> (56 - 8 * i));
}

}  // namespace bip340_detail

namespace bip340_detail {

/// BIP 340 "Default Signing" up to the signature, without its final
/// self-verification (schnorr_sign adds it; the benchmarks measure both).
inline Result<SchnorrSignature> sign_unverified(const KeyPair& kp, ByteView msg, ByteView aux_rand) {
  using proto_detail::declassify;
  using proto_detail::wipe;
  if (aux_rand.size() != 32) return Error::length_mismatch;
  const std::array<std::uint8_t, 32> px = kp.xonly.serialize();
  // d = d' or n − d' so that d·G has even y (the key pair's parity is public).
  Scalar d = cond_negate(kp.secret.scalar(), kp.parity);
  std::array<std::uint8_t, 32> db = d.get_b32();
  // t = bytes(d) ⊕ hash_BIP0340/aux(a).
  hash::Sha256 ha = hash::bip340_aux_midstate();
  ha.write(aux_rand);
  std::array<std::uint8_t, 32> t = ha.finalize();
  ha.wipe();
  for (std::size_t i = 0; i < 32; ++i) t[i] ^= db[i];
  // rand = hash_BIP0340/nonce(t ‖ bytes(P) ‖ m); k' = int(rand) mod n.
  hash::Sha256 hn = hash::bip340_nonce_midstate();
  hn.write(t).write(px).write(msg);
  std::array<std::uint8_t, 32> rand = hn.finalize();
  hn.wipe();
  Scalar k = Scalar::set_b32(rand);
  wipe(t.data(), t.size());
  wipe(rand.data(), rand.size());
  wipe(db.data(), db.size());
  bool k_zero = is_zero(k);
  declassify(k_zero);
  if (k_zero) {
    wipe(&d, sizeof d);
    return Error::nonce_unusable;
  }
  // R = k'·G; k = k' or n − k' for even y(R).
  ProtoPoint R = proto_detail::mul_gen_ct(k);
  k = cond_negate(k, is_odd(R.y));
  std::array<std::uint8_t, 32> rx = R.x.get_b32();
  declassify(rx);  // the signature's first half
  const Scalar e = challenge(rx, px, msg);
  Scalar s = add(k, mul(e, d));
  wipe(&k, sizeof k);
  wipe(&d, sizeof d);
  wipe(&R, sizeof R);
  declassify(s);
  SchnorrSignature sig{};
  const std::array<std::uint8_t, 32> sb = s.get_b32();
  std::copy(rx.begin(), rx.end(), sig.bytes.begin());
  std::copy(sb.begin(), sb.end(), sig.bytes.begin() + 32);
  return sig;
}

}  // namespace bip340_detail

/// BIP 340 "Default Signing". aux_rand: 32 octets (length_mismatch); msg:
/// any length. k' = 0 (probability 2^−256) → nonce_unusable; the final
/// self-verification failing → signature_mismatch (a fault). The
/// self-verification is BIP 340's recommendation against fault attacks and
/// costs a variable-time s·G − e·P (docs/fast-protocols.md measures it).
inline Result<SchnorrSignature> schnorr_sign(const KeyPair& kp, ByteView msg, ByteView aux_rand) {
  Result<SchnorrSignature> sig = bip340_detail::sign_unverified(kp, msg, aux_rand);
  if (!sig) return sig;
  if (!bip340_detail::verify(kp.xonly.point(), kp.xonly.serialize(), msg, sig.value().bytes).ok())
    return Error::signature_mismatch;
  return sig;
}

/// BIP 340 "Verification": r ≥ p → signature_r_out_of_range; s ≥ n →
/// signature_s_out_of_range; R = O, odd y(R) or x(R) ≠ r →
/// signature_mismatch. Public inputs; variable time.
inline Verdict schnorr_verify(const XOnlyPublicKey& pk, ByteView msg, const SchnorrSignature& sig) {
  return bip340_detail::verify(pk.point(), pk.serialize(), msg, sig.bytes);
}

struct SchnorrBatchItem {
  XOnlyPublicKey key;
  ByteView msg;  ///< the caller's storage
  SchnorrSignature sig;
};

struct BatchVerdict {
  bool valid;
  std::vector<std::size_t> invalid;
  std::vector<Error> reasons;
};

/// The batch's randomizers, derived from every item (so no signer can
/// predict them):
///   seed = hash_tandem/batch-seed(for each item: pk ‖ sig ‖ u64be(len m) ‖ m)
///   a_0 = 1, a_i = int(hash_tandem/batch-randomizer(seed ‖ u64be(i))) mod n
///   (0 → 1), as 32 octets big-endian.
inline std::vector<std::array<std::uint8_t, 32>> schnorr_batch_randomizers(std::span<const SchnorrBatchItem> items) {
  std::vector<std::array<std::uint8_t, 32>> out;
  if (items.empty()) return out;
  out.reserve(items.size());
  hash::Sha256 hs = hash::tagged_midstate("tandem/batch-seed");
  std::array<std::uint8_t, 8> len{};
  for (const SchnorrBatchItem& it : items) {
    bip340_detail::u64be(it.msg.size(), len);
    hs.write(it.key.serialize()).write(it.sig.bytes).write(len).write(it.msg);
  }
  const hash::Hash32 seed = hs.finalize();
  const hash::Sha256 hr = hash::tagged_midstate("tandem/batch-randomizer");
  out.push_back(Scalar::from_int(1).get_b32());
  for (std::size_t i = 1; i < items.size(); ++i) {
    hash::Sha256 h = hr;
    bip340_detail::u64be(i, len);
    h.write(seed).write(len);
    Scalar a = Scalar::set_b32(h.finalize());
    if (is_zero(a)) a = Scalar::from_int(1);
    out.push_back(a.get_b32());
  }
  return out;
}

/// BIP 340 "Batch Verification": (Σ a_i·s_i)·G − Σ a_i·R_i − Σ (a_i·e_i)·P_i = O
/// by one ecmult_multi_var over 2u points. r_i ≥ p, s_i ≥ n or no R_i with
/// that x: the batch fails. On failure every signature is verified alone to
/// name the bad ones. An empty batch is valid. Public inputs.
inline BatchVerdict schnorr_verify_batch(std::span<const SchnorrBatchItem> items) {
  using F = ProtoField;
  BatchVerdict v{true, {}, {}};
  if (items.empty()) return v;
  const std::vector<std::array<std::uint8_t, 32>> a = schnorr_batch_randomizers(items);
  std::vector<Scalar> k;
  std::vector<Ge<F>> pts;
  k.reserve(2 * items.size());
  pts.reserve(2 * items.size());
  Scalar g{};
  bool ok = true;
  for (std::size_t i = 0; i < items.size() && ok; ++i) {
    const SchnorrBatchItem& it = items[i];
    const std::span<const std::uint8_t, 32> rb(it.sig.bytes.data(), 32), sb(it.sig.bytes.data() + 32, 32);
    const std::optional<F> r = proto_detail::field_of(rb);
    bool overflow = false;
    const Scalar s = Scalar::set_b32(sb, &overflow);
    const std::optional<ProtoPoint> R = r ? proto_detail::lift_x_var(*r) : std::nullopt;
    if (!R || overflow) {
      ok = false;
      break;
    }
    const Scalar ai = Scalar::set_b32(a[i]);
    const Scalar e = bip340_detail::challenge(rb, it.key.serialize(), it.msg);
    g = add(g, mul(ai, s));
    k.push_back(negate(ai));
    pts.push_back(*R);
    k.push_back(negate(mul(ai, e)));
    pts.push_back(it.key.point());
  }
  if (ok) {
    const Result<Gej<F>> sum =
        ecmult_multi_var<ProtoCurve, F>(std::span<const Scalar>(k), std::span<const Ge<F>>(pts), &g, bip340_detail::kBatchScratchBytes);
    if (sum.ok() && normalizes_to_zero_var(sum.value().Z)) return v;
  }
  for (std::size_t i = 0; i < items.size(); ++i) {
    const Verdict one = schnorr_verify(items[i].key, items[i].msg, items[i].sig);
    if (!one.ok()) {
      v.invalid.push_back(i);
      v.reasons.push_back(one.error());
    }
  }
  v.valid = v.invalid.empty();
  return v;
}

}  // namespace tandem::fast

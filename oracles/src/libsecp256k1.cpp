#include "tandem/oracles/libsecp256k1.hpp"

#include <secp256k1.h>
#include <secp256k1_ecdh.h>
#include <secp256k1_extrakeys.h>
#include <secp256k1_recovery.h>
#include <secp256k1_schnorrsig.h>

#include <cstring>
#include <memory>

namespace tandem::oracles::libsecp256k1 {

namespace {

const secp256k1_context* ctx() {
  // Created once; libsecp256k1 0.2's contexts are safe to share for these
  // calls, which never modify them.
  static const std::unique_ptr<secp256k1_context, void (*)(secp256k1_context*)> c(
      secp256k1_context_create(SECP256K1_CONTEXT_NONE), secp256k1_context_destroy);
  return c.get();
}

std::optional<secp256k1_pubkey> parse(std::span<const std::uint8_t> P) {
  secp256k1_pubkey pk;
  if (P.empty() || secp256k1_ec_pubkey_parse(ctx(), &pk, P.data(), P.size()) != 1) return std::nullopt;
  return pk;
}

Bytes serialize(const secp256k1_pubkey& pk, bool compressed) {
  Bytes out(compressed ? 33 : 65);
  std::size_t len = out.size();
  secp256k1_ec_pubkey_serialize(ctx(), out.data(), &len, &pk,
                                compressed ? SECP256K1_EC_COMPRESSED : SECP256K1_EC_UNCOMPRESSED);
  out.resize(len);
  return out;
}

}  // namespace

std::optional<Bytes> pubkey_create(const Scalar32& k) {
  secp256k1_pubkey pk;
  if (secp256k1_ec_pubkey_create(ctx(), &pk, k.data()) != 1) return std::nullopt;
  return serialize(pk, false);
}

std::optional<Bytes> pubkey_tweak_mul(std::span<const std::uint8_t> P, const Scalar32& k) {
  std::optional<secp256k1_pubkey> pk = parse(P);
  if (!pk || secp256k1_ec_pubkey_tweak_mul(ctx(), &*pk, k.data()) != 1) return std::nullopt;
  return serialize(*pk, false);
}

std::optional<Bytes> pubkey_tweak_add(std::span<const std::uint8_t> P, const Scalar32& t) {
  std::optional<secp256k1_pubkey> pk = parse(P);
  if (!pk || secp256k1_ec_pubkey_tweak_add(ctx(), &*pk, t.data()) != 1) return std::nullopt;
  return serialize(*pk, false);
}

std::optional<Bytes> pubkey_combine(std::span<const Bytes> keys) {
  std::vector<secp256k1_pubkey> parsed;
  for (const Bytes& k : keys) {
    std::optional<secp256k1_pubkey> pk = parse(k);
    if (!pk) return std::nullopt;
    parsed.push_back(*pk);
  }
  std::vector<const secp256k1_pubkey*> ptrs;
  for (const secp256k1_pubkey& pk : parsed) ptrs.push_back(&pk);
  secp256k1_pubkey sum;
  if (ptrs.empty() || secp256k1_ec_pubkey_combine(ctx(), &sum, ptrs.data(), ptrs.size()) != 1) return std::nullopt;
  return serialize(sum, false);
}

std::optional<Bytes> pubkey_parse_serialize(std::span<const std::uint8_t> P, bool compressed) {
  std::optional<secp256k1_pubkey> pk = parse(P);
  if (!pk) return std::nullopt;
  return serialize(*pk, compressed);
}

namespace {

Sig64 compact(const secp256k1_ecdsa_signature& sig) {
  Sig64 out{};
  secp256k1_ecdsa_signature_serialize_compact(ctx(), out.data(), &sig);
  return out;
}

std::optional<secp256k1_ecdsa_signature> from_compact(const Sig64& rs) {
  secp256k1_ecdsa_signature sig;
  if (secp256k1_ecdsa_signature_parse_compact(ctx(), &sig, rs.data()) != 1) return std::nullopt;
  return sig;
}

const void* ndata(const std::optional<Scalar32>& extra) { return extra ? extra->data() : nullptr; }

// Custom ECDH hashes (secp256k1_ecdh_hash_function): copy the coordinates.
int copy_x(unsigned char* out, const unsigned char* x32, const unsigned char*, void*) {
  std::memcpy(out, x32, 32);
  return 1;
}
int copy_xy(unsigned char* out, const unsigned char* x32, const unsigned char* y32, void*) {
  std::memcpy(out, x32, 32);
  std::memcpy(out + 32, y32, 32);
  return 1;
}

template <std::size_t N>
std::optional<std::array<std::uint8_t, N>> ecdh_with(const Scalar32& seckey, std::span<const std::uint8_t> pubkey,
                                                     secp256k1_ecdh_hash_function fn) {
  std::optional<secp256k1_pubkey> pk = parse(pubkey);
  std::array<std::uint8_t, N> out{};
  if (!pk || secp256k1_ecdh(ctx(), out.data(), &*pk, seckey.data(), fn, nullptr) != 1) return std::nullopt;
  return out;
}

std::optional<secp256k1_xonly_pubkey> parse_xonly(std::span<const std::uint8_t> x32) {
  secp256k1_xonly_pubkey pk;
  if (x32.size() != 32 || secp256k1_xonly_pubkey_parse(ctx(), &pk, x32.data()) != 1) return std::nullopt;
  return pk;
}

std::optional<KeyPair> unpack(const secp256k1_keypair& kp) {
  KeyPair out{};
  secp256k1_xonly_pubkey xo;
  if (secp256k1_keypair_sec(ctx(), out.secret.data(), &kp) != 1 ||
      secp256k1_keypair_xonly_pub(ctx(), &xo, &out.parity, &kp) != 1)
    return std::nullopt;
  secp256k1_xonly_pubkey_serialize(ctx(), out.xonly.data(), &xo);
  return out;
}

}  // namespace

std::optional<Sig64> ecdsa_sign(const Scalar32& seckey, const Scalar32& digest, const std::optional<Scalar32>& extra) {
  secp256k1_ecdsa_signature sig;
  if (secp256k1_ecdsa_sign(ctx(), &sig, digest.data(), seckey.data(), nullptr, ndata(extra)) != 1) return std::nullopt;
  return compact(sig);
}

std::optional<bool> ecdsa_verify(std::span<const std::uint8_t> pubkey, const Scalar32& digest, const Sig64& rs,
                                 bool normalize_first) {
  std::optional<secp256k1_pubkey> pk = parse(pubkey);
  std::optional<secp256k1_ecdsa_signature> sig = from_compact(rs);
  if (!pk || !sig) return std::nullopt;
  if (normalize_first) secp256k1_ecdsa_signature_normalize(ctx(), &*sig, &*sig);
  return secp256k1_ecdsa_verify(ctx(), &*sig, digest.data(), &*pk) == 1;
}

std::optional<Sig64> signature_parse_der(std::span<const std::uint8_t> der) {
  secp256k1_ecdsa_signature sig;
  // A zero-length input is refused; data() of an empty span may be null.
  if (der.empty() || secp256k1_ecdsa_signature_parse_der(ctx(), &sig, der.data(), der.size()) != 1) return std::nullopt;
  return compact(sig);
}

std::optional<Sig64> signature_parse_compact(std::span<const std::uint8_t> rs) {
  if (rs.size() != 64) return std::nullopt;
  Sig64 in{};
  std::memcpy(in.data(), rs.data(), 64);
  std::optional<secp256k1_ecdsa_signature> sig = from_compact(in);
  if (!sig) return std::nullopt;
  return compact(*sig);
}

std::optional<Bytes> signature_serialize_der(const Sig64& rs) {
  std::optional<secp256k1_ecdsa_signature> sig = from_compact(rs);
  if (!sig) return std::nullopt;
  Bytes out(72);
  std::size_t len = out.size();
  if (secp256k1_ecdsa_signature_serialize_der(ctx(), out.data(), &len, &*sig) != 1) return std::nullopt;
  out.resize(len);
  return out;
}

std::optional<std::pair<Sig64, bool>> signature_normalize(const Sig64& rs) {
  std::optional<secp256k1_ecdsa_signature> sig = from_compact(rs);
  if (!sig) return std::nullopt;
  const bool was_high = secp256k1_ecdsa_signature_normalize(ctx(), &*sig, &*sig) == 1;
  return std::pair{compact(*sig), was_high};
}

std::optional<Recoverable> ecdsa_sign_recoverable(const Scalar32& seckey, const Scalar32& digest,
                                                  const std::optional<Scalar32>& extra) {
  secp256k1_ecdsa_recoverable_signature sig;
  if (secp256k1_ecdsa_sign_recoverable(ctx(), &sig, digest.data(), seckey.data(), nullptr, ndata(extra)) != 1)
    return std::nullopt;
  Recoverable out{};
  secp256k1_ecdsa_recoverable_signature_serialize_compact(ctx(), out.sig.data(), &out.recid, &sig);
  return out;
}

std::optional<Bytes> ecdsa_recover(const Scalar32& digest, const Sig64& rs, int recid) {
  if (recid < 0 || recid > 3) return std::nullopt;  // parse_compact's ARG_CHECK would abort
  secp256k1_ecdsa_recoverable_signature sig;
  if (secp256k1_ecdsa_recoverable_signature_parse_compact(ctx(), &sig, rs.data(), recid) != 1) return std::nullopt;
  secp256k1_pubkey pk;
  if (secp256k1_ecdsa_recover(ctx(), &pk, &sig, digest.data()) != 1) return std::nullopt;
  return serialize(pk, false);
}

std::optional<Scalar32> ecdh_sha256(const Scalar32& seckey, std::span<const std::uint8_t> pubkey) {
  return ecdh_with<32>(seckey, pubkey, secp256k1_ecdh_hash_function_sha256);
}
std::optional<Scalar32> ecdh_raw_x(const Scalar32& seckey, std::span<const std::uint8_t> pubkey) {
  return ecdh_with<32>(seckey, pubkey, copy_x);
}
std::optional<Sig64> ecdh_xy(const Scalar32& seckey, std::span<const std::uint8_t> pubkey) {
  return ecdh_with<64>(seckey, pubkey, copy_xy);
}

bool seckey_verify(const Scalar32& seckey) { return secp256k1_ec_seckey_verify(ctx(), seckey.data()) == 1; }

std::optional<Scalar32> seckey_tweak_add(const Scalar32& seckey, const Scalar32& t) {
  Scalar32 d = seckey;
  if (secp256k1_ec_seckey_tweak_add(ctx(), d.data(), t.data()) != 1) return std::nullopt;
  return d;
}

std::optional<Scalar32> seckey_tweak_mul(const Scalar32& seckey, const Scalar32& t) {
  Scalar32 d = seckey;
  if (secp256k1_ec_seckey_tweak_mul(ctx(), d.data(), t.data()) != 1) return std::nullopt;
  return d;
}

std::optional<Scalar32> seckey_negate(const Scalar32& seckey) {
  Scalar32 d = seckey;
  if (secp256k1_ec_seckey_negate(ctx(), d.data()) != 1) return std::nullopt;
  return d;
}

std::optional<Bytes> pubkey_negate(std::span<const std::uint8_t> P) {
  std::optional<secp256k1_pubkey> pk = parse(P);
  if (!pk || secp256k1_ec_pubkey_negate(ctx(), &*pk) != 1) return std::nullopt;
  return serialize(*pk, false);
}

std::optional<Scalar32> xonly_pubkey_parse(std::span<const std::uint8_t> x32) {
  std::optional<secp256k1_xonly_pubkey> pk = parse_xonly(x32);
  if (!pk) return std::nullopt;
  Scalar32 out{};
  secp256k1_xonly_pubkey_serialize(ctx(), out.data(), &*pk);
  return out;
}

std::optional<XOnly> xonly_pubkey_from_pubkey(std::span<const std::uint8_t> P) {
  std::optional<secp256k1_pubkey> pk = parse(P);
  if (!pk) return std::nullopt;
  secp256k1_xonly_pubkey xo;
  XOnly out{};
  if (secp256k1_xonly_pubkey_from_pubkey(ctx(), &xo, &out.parity, &*pk) != 1) return std::nullopt;
  secp256k1_xonly_pubkey_serialize(ctx(), out.x.data(), &xo);
  return out;
}

std::optional<Bytes> xonly_pubkey_tweak_add(std::span<const std::uint8_t> internal_x32, const Scalar32& t) {
  std::optional<secp256k1_xonly_pubkey> internal = parse_xonly(internal_x32);
  secp256k1_pubkey out;
  if (!internal || secp256k1_xonly_pubkey_tweak_add(ctx(), &out, &*internal, t.data()) != 1) return std::nullopt;
  return serialize(out, false);
}

bool xonly_pubkey_tweak_add_check(std::span<const std::uint8_t> tweaked_x32, int parity,
                                  std::span<const std::uint8_t> internal_x32, const Scalar32& t) {
  std::optional<secp256k1_xonly_pubkey> internal = parse_xonly(internal_x32);
  if (!internal || tweaked_x32.size() != 32) return false;
  return secp256k1_xonly_pubkey_tweak_add_check(ctx(), tweaked_x32.data(), parity, &*internal, t.data()) == 1;
}

std::optional<KeyPair> keypair_create(const Scalar32& seckey) {
  secp256k1_keypair kp;
  if (secp256k1_keypair_create(ctx(), &kp, seckey.data()) != 1) return std::nullopt;
  return unpack(kp);
}

std::optional<KeyPair> keypair_xonly_tweak_add(const Scalar32& seckey, const Scalar32& t) {
  secp256k1_keypair kp;
  if (secp256k1_keypair_create(ctx(), &kp, seckey.data()) != 1) return std::nullopt;
  if (secp256k1_keypair_xonly_tweak_add(ctx(), &kp, t.data()) != 1) return std::nullopt;
  return unpack(kp);
}

std::optional<Sig64> schnorrsig_sign32(const Scalar32& seckey, const Scalar32& msg32, const Scalar32& aux_rand) {
  secp256k1_keypair kp;
  if (secp256k1_keypair_create(ctx(), &kp, seckey.data()) != 1) return std::nullopt;
  Sig64 sig{};
  if (secp256k1_schnorrsig_sign32(ctx(), sig.data(), msg32.data(), &kp, aux_rand.data()) != 1) return std::nullopt;
  return sig;
}

std::optional<Sig64> schnorrsig_sign(const Scalar32& seckey, std::span<const std::uint8_t> msg, const Scalar32& aux_rand) {
  secp256k1_keypair kp;
  if (secp256k1_keypair_create(ctx(), &kp, seckey.data()) != 1) return std::nullopt;
  secp256k1_schnorrsig_extraparams params = SECP256K1_SCHNORRSIG_EXTRAPARAMS_INIT;
  // const_cast: the API's ndata is void* but the BIP 340 nonce function only reads it.
  params.ndata = const_cast<std::uint8_t*>(aux_rand.data());
  Sig64 sig{};
  static const std::uint8_t empty = 0;
  const std::uint8_t* m = msg.empty() ? &empty : msg.data();
  if (secp256k1_schnorrsig_sign_custom(ctx(), sig.data(), m, msg.size(), &kp, &params) != 1) return std::nullopt;
  return sig;
}

bool schnorrsig_verify(std::span<const std::uint8_t> sig64, std::span<const std::uint8_t> msg,
                       std::span<const std::uint8_t> x32) {
  std::optional<secp256k1_xonly_pubkey> pk = parse_xonly(x32);
  if (!pk || sig64.size() != 64) return false;
  static const std::uint8_t empty = 0;
  const std::uint8_t* m = msg.empty() ? &empty : msg.data();
  return secp256k1_schnorrsig_verify(ctx(), sig64.data(), m, msg.size(), &*pk) == 1;
}

}  // namespace tandem::oracles::libsecp256k1

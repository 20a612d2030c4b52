// fast/ behind the C ABI of tandem/check.h: tandem's own optimized code
// checked the way any other library is (dogfood). On secp256k1 fast/'s keys,
// ECDSA (RFC 6979), ECDH and BIP 340 (protocols/protocols.hpp); on every
// other standard curve its PrimeCurve keys, ECDSA and ECDH
// (protocols/prime_*.hpp). Points are fast's public keys: decoded with its
// SEC 1 parser (hybrid encodings too, never O) and k·G is derive_public_key
// (a secret key: 0 < k < n). Digests of any length; s as computed; strict or
// lax DER as declared (strict here). On messages: RFC 6979, and hedged
// signing (RFC 6979 with 32 random octets of extra data) as the random-nonce
// signer, on SHA-224, SHA-256, SHA-384, SHA-512 and SHA3-256.
#include <array>
#include <cstring>
#include <string>
#include <type_traits>

#include <openssl/rand.h>

#include "tandem/check.h"
#include "tandem/fast/group/prime_curves.hpp"
#include "tandem/fast/protocols/prime_ecdh.hpp"
#include "tandem/fast/protocols/prime_ecdsa.hpp"
#include "tandem/fast/protocols/protocols.hpp"
#include "tandem/hash/digest.hpp"

namespace fast = tandem::fast;

namespace {

using tandem::fast::ByteView;
using tandem::fast::Bytes;


ByteView view(tandem_check_bytes b) { return {b.data, b.len}; }

tandem_check_status put(tandem_check_out* out, ByteView b) {
  if (b.size() > out->cap) return TANDEM_CHECK_REJECT;
  if (!b.empty()) std::memcpy(out->data, b.data(), b.size());
  out->len = b.size();
  return TANDEM_CHECK_OK;
}

/// secp256k1: fast/'s own types.
struct K1 {
  using SecretKey = fast::SecretKey;
  using PublicKey = fast::PublicKey;
  using Sig = fast::EcdsaSignature;
  static constexpr bool kBip340 = true;
  static auto secret(ByteView b) { return SecretKey::parse(b); }
  static auto pub(ByteView b) { return PublicKey::parse(b); }
  static auto der(ByteView b) { return Sig::parse_der(b); }
  static auto compact(ByteView b) { return Sig::parse_compact(b); }
  static tandem::Result<Sig> sign(const SecretKey& d, ByteView z, const tandem::hash::Digest& H, ByteView extra) {
    if (H.name() == "SHA2-256") return fast::ecdsa_sign(d, z, extra, false);
    return fast::ecdsa_sign(d, z, H, extra, false);
  }
};

/// Every other standard curve: PrimeCurve C.
template <class C>
struct Prime {
  using SecretKey = fast::curves::SecretKey<C>;
  using PublicKey = fast::curves::PublicKey<C>;
  using Sig = fast::curves::EcdsaSignature<C>;
  static constexpr bool kBip340 = false;
  static auto secret(ByteView b) { return SecretKey::parse(b); }
  static auto pub(ByteView b) { return PublicKey::parse(b); }
  static auto der(ByteView b) { return Sig::parse_der(b); }
  static auto compact(ByteView b) { return Sig::parse_compact(b); }
  static tandem::Result<Sig> sign(const SecretKey& d, ByteView z, const tandem::hash::Digest& H, ByteView extra) {
    return fast::curves::ecdsa_sign(d, z, H, extra, false);
  }
};

/// The operations of one curve, as plain functions of bytes.
struct CurveOps {
  tandem_check_status (*decode)(tandem_check_bytes, tandem_check_out*);
  tandem_check_status (*mul_gen)(tandem_check_bytes, tandem_check_out*);
  /// RFC 6979 with the extra data given (none: plain RFC 6979; 32 random
  /// octets: fast/'s hedged signing, the random-nonce signer).
  tandem_check_status (*sign)(tandem_check_bytes, tandem_check_bytes, const char*, ByteView, tandem_check_out*);
  tandem_check_status (*verify)(tandem_check_bytes, tandem_check_bytes, tandem_check_bytes, bool der);
  tandem_check_status (*ecdh)(tandem_check_bytes, tandem_check_bytes, tandem_check_out*);
};

template <class S>
CurveOps ops_of() {
  CurveOps o{};
  o.decode = [](tandem_check_bytes p, tandem_check_out* out) {
    const auto P = S::pub(view(p));
    if (!P) return TANDEM_CHECK_REJECT;
    const Bytes b = P->serialize(false);
    return put(out, b);
  };
  o.mul_gen = [](tandem_check_bytes k, tandem_check_out* out) {
    const auto d = S::secret(view(k));
    if (!d) return TANDEM_CHECK_REJECT;
    const Bytes b = derive_public_key(*d).serialize(false);
    return put(out, b);
  };
  o.sign = [](tandem_check_bytes d, tandem_check_bytes z, const char* hash, ByteView extra, tandem_check_out* out) {
    const auto key = S::secret(view(d));
    if (!key) return TANDEM_CHECK_REJECT;
    const auto H = tandem::hash::Digest::find(hash != nullptr ? hash : "");
    if (!H) return TANDEM_CHECK_REJECT;
    const auto sig = S::sign(*key, view(z), *H, extra);
    if (!sig) return TANDEM_CHECK_REJECT;
    const auto b = sig->serialize_compact();
    return put(out, ByteView(b.data(), b.size()));
  };
  o.verify = [](tandem_check_bytes q, tandem_check_bytes z, tandem_check_bytes sig, bool der) {
    const auto Q = S::pub(view(q));
    if (!Q) return TANDEM_CHECK_REJECT;
    const auto s = der ? S::der(view(sig)) : S::compact(view(sig));
    if (!s) return TANDEM_CHECK_REJECT;
    return ecdsa_verify(*Q, view(z), *s, false) ? TANDEM_CHECK_OK : TANDEM_CHECK_REJECT;
  };
  o.ecdh = [](tandem_check_bytes d, tandem_check_bytes q, tandem_check_out* out) {
    const auto key = S::secret(view(d));
    const auto Q = S::pub(view(q));
    if (!key || !Q) return TANDEM_CHECK_REJECT;
    const auto x = ecdh(*key, *Q, fast::EcdhOutput::raw_x);
    if (!x) return TANDEM_CHECK_REJECT;
    return put(out, *x);
  };
  return o;
}

struct Entry {
  std::string name;
  CurveOps ops;
};

const std::vector<Entry>& entries() {
  static const std::vector<Entry> kEntries = [] {
    std::vector<Entry> e{{"secp256k1", ops_of<K1>()}};
    fast::visit_all_prime_curves([&]<class C>(std::type_identity<C>) { e.push_back({std::string(C::kName), ops_of<Prime<C>>()}); });
    return e;
  }();
  return kEntries;
}

const CurveOps* find(const char* name) {
  for (const Entry& e : entries()) {
    if (e.name == name) return &e.ops;
  }
  return nullptr;
}

tandem_check_status op_decode(const char* c, tandem_check_bytes p, tandem_check_out* out) {
  const CurveOps* o = find(c);
  return o == nullptr ? TANDEM_CHECK_UNSUPPORTED : o->decode(p, out);
}
tandem_check_status op_mul_gen(const char* c, tandem_check_bytes k, tandem_check_out* out) {
  const CurveOps* o = find(c);
  return o == nullptr ? TANDEM_CHECK_UNSUPPORTED : o->mul_gen(k, out);
}
tandem_check_status op_sign(const char* c, tandem_check_bytes d, tandem_check_bytes z, const char* hash,
                            tandem_check_out* out) {
  const CurveOps* o = find(c);
  return o == nullptr ? TANDEM_CHECK_UNSUPPORTED : o->sign(d, z, hash, ByteView{}, out);
}
tandem_check_status op_verify(const char* c, tandem_check_bytes q, tandem_check_bytes z, tandem_check_bytes rs) {
  const CurveOps* o = find(c);
  return o == nullptr ? TANDEM_CHECK_UNSUPPORTED : o->verify(q, z, rs, false);
}
tandem_check_status op_verify_der(const char* c, tandem_check_bytes q, tandem_check_bytes z, tandem_check_bytes der) {
  const CurveOps* o = find(c);
  return o == nullptr ? TANDEM_CHECK_UNSUPPORTED : o->verify(q, z, der, true);
}
tandem_check_status op_ecdh(const char* c, tandem_check_bytes d, tandem_check_bytes q, tandem_check_out* out) {
  const CurveOps* o = find(c);
  return o == nullptr ? TANDEM_CHECK_UNSUPPORTED : o->ecdh(d, q, out);
}

// The message-level operations: the message hashed by the named hash
// (tandem's OpenSSL digests), then the digest-level calls above.
bool digest_msg(const char* hash, tandem_check_bytes msg, Bytes& z) {
  const auto H = tandem::hash::Digest::find(hash != nullptr ? hash : "");
  if (!H) return false;
  z = (*H)(view(msg));
  return true;
}
tandem_check_bytes bytes_of(const Bytes& b) { return {b.data(), b.size()}; }

tandem_check_status op_sign_msg_rfc6979(const char* c, const char* hash, tandem_check_bytes d, tandem_check_bytes msg,
                                        tandem_check_out* out) {
  const CurveOps* o = find(c);
  Bytes z;
  if (o == nullptr) return TANDEM_CHECK_UNSUPPORTED;
  if (!digest_msg(hash, msg, z)) return TANDEM_CHECK_REJECT;
  return o->sign(d, bytes_of(z), hash, ByteView{}, out);
}
tandem_check_status op_sign_msg_random(const char* c, const char* hash, tandem_check_bytes d, tandem_check_bytes msg,
                                       tandem_check_out* out) {
  const CurveOps* o = find(c);
  Bytes z;
  if (o == nullptr) return TANDEM_CHECK_UNSUPPORTED;
  if (!digest_msg(hash, msg, z)) return TANDEM_CHECK_REJECT;
  std::array<std::uint8_t, 32> extra{};
  if (RAND_bytes(extra.data(), static_cast<int>(extra.size())) != 1) return TANDEM_CHECK_REJECT;
  return o->sign(d, bytes_of(z), hash, ByteView(extra.data(), extra.size()), out);
}
tandem_check_status op_verify_msg(const char* c, const char* hash, tandem_check_bytes q, tandem_check_bytes msg,
                                  tandem_check_bytes rs) {
  const CurveOps* o = find(c);
  Bytes z;
  if (o == nullptr) return TANDEM_CHECK_UNSUPPORTED;
  if (!digest_msg(hash, msg, z)) return TANDEM_CHECK_REJECT;
  return o->verify(q, bytes_of(z), rs, false);
}
tandem_check_status op_verify_msg_der(const char* c, const char* hash, tandem_check_bytes q, tandem_check_bytes msg,
                                      tandem_check_bytes der) {
  const CurveOps* o = find(c);
  Bytes z;
  if (o == nullptr) return TANDEM_CHECK_UNSUPPORTED;
  if (!digest_msg(hash, msg, z)) return TANDEM_CHECK_REJECT;
  return o->verify(q, bytes_of(z), der, true);
}

tandem_check_status op_bip340_sign(tandem_check_bytes d, tandem_check_bytes msg, tandem_check_bytes aux,
                                   tandem_check_out* out) {
  const auto key = fast::SecretKey::parse(view(d));
  if (!key) return TANDEM_CHECK_REJECT;
  const fast::KeyPair kp = fast::keypair_create(*key);
  const auto sig = fast::schnorr_sign(kp, view(msg), view(aux));
  if (!sig) return TANDEM_CHECK_REJECT;
  return put(out, ByteView(sig->bytes.data(), sig->bytes.size()));
}

tandem_check_status op_bip340_verify(tandem_check_bytes x, tandem_check_bytes msg, tandem_check_bytes sig) {
  const auto P = fast::XOnlyPublicKey::parse(view(x));
  if (!P) return TANDEM_CHECK_REJECT;
  const auto s = fast::SchnorrSignature::parse(view(sig));
  if (!s) return TANDEM_CHECK_REJECT;
  return fast::schnorr_verify(*P, view(msg), *s) ? TANDEM_CHECK_OK : TANDEM_CHECK_REJECT;
}

constexpr std::uint32_t kOps = (1U << TANDEM_CHECK_POINT_DECODE) | (1U << TANDEM_CHECK_MUL_GEN) |
                               (1U << TANDEM_CHECK_ECDSA_SIGN_RFC6979) | (1U << TANDEM_CHECK_ECDSA_VERIFY) |
                               (1U << TANDEM_CHECK_ECDSA_VERIFY_DER) | (1U << TANDEM_CHECK_ECDH) |
                               (1U << TANDEM_CHECK_ECDSA_SIGN_MSG_RFC6979) | (1U << TANDEM_CHECK_ECDSA_SIGN_MSG_RANDOM) |
                               (1U << TANDEM_CHECK_ECDSA_VERIFY_MSG) | (1U << TANDEM_CHECK_ECDSA_VERIFY_MSG_DER);
constexpr std::uint32_t kHashes = TANDEM_CHECK_HASH_SHA224 | TANDEM_CHECK_HASH_SHA256 | TANDEM_CHECK_HASH_SHA384 |
                                  TANDEM_CHECK_HASH_SHA512 | TANDEM_CHECK_HASH_SHA3_256;
constexpr std::uint32_t kPolicies = TANDEM_CHECK_POLICY_HYBRID | TANDEM_CHECK_POLICY_DIGEST_ANY;

}  // namespace

extern "C" const tandem_check_impl* tandem_check_entry() {
  static std::vector<tandem_check_curve> curves;
  static tandem_check_impl table{};
  if (curves.empty()) {
    for (const Entry& e : entries()) {
      const std::uint32_t bip340 =
          e.name == "secp256k1" ? (1U << TANDEM_CHECK_BIP340_SIGN) | (1U << TANDEM_CHECK_BIP340_VERIFY) : 0U;
      curves.push_back({e.name.c_str(), kOps | bip340, kPolicies, kHashes});
    }
    table.abi_version = TANDEM_CHECK_ABI_VERSION;
    table.name = "tandem-fast";
    table.version = "fast/ of this tree";
    table.curves = curves.data();
    table.curve_count = curves.size();
    table.point_decode = op_decode;
    table.mul_gen = op_mul_gen;
    table.ecdsa_sign_rfc6979 = op_sign;
    table.ecdsa_verify = op_verify;
    table.ecdsa_verify_der = op_verify_der;
    table.ecdh = op_ecdh;
    table.bip340_sign = op_bip340_sign;
    table.bip340_verify = op_bip340_verify;
    table.ecdsa_sign_msg_rfc6979 = op_sign_msg_rfc6979;
    table.ecdsa_sign_msg_random = op_sign_msg_random;
    table.ecdsa_verify_msg = op_verify_msg;
    table.ecdsa_verify_msg_der = op_verify_msg_der;
  }
  return &table;
}

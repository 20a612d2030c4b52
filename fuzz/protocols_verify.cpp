// ECDSA and BIP 340 verification on secp256k1, fast against ref against
// libsecp256k1. Input: [flags] ‖ d (32) ‖ digest or message (32) ‖ mask
// (64) ‖ key mask (any). A good signature is made by libsecp256k1 from d
// and the message, then XORed with the mask (a zero mask leaves it valid),
// the key's encoding XORed with the key mask: so the fuzzer explores near
// valid signatures and keys, not only random ones. flags bit 0: BIP 340
// (else ECDSA); bits 1-2: the ECDSA key's encoding (compressed,
// uncompressed, hybrid); bit 3: ECDSA's high-S twin (r, n − s) first.
#include <array>

#include "fuzz_support.hpp"
#include "tandem/fast/protocols/bip340.hpp"
#include "tandem/fast/protocols/ecdsa.hpp"
#include "tandem/fast/protocols/keys.hpp"
#include "tandem/oracles/libsecp256k1.hpp"
#include "tandem/ref/protocols/bip340.hpp"
#include "tandem/ref/protocols/ecdsa.hpp"
#include "tandem/ref/protocols/keys.hpp"

namespace {

using namespace tandem;
namespace lib = oracles::libsecp256k1;
using Octets = std::vector<std::uint8_t>;

std::string name(const Verdict& v) { return v.ok() ? "valid" : std::string(error_name(v.error())); }

void compare(const Verdict& f, const Verdict& r, bool theirs, const char* what) {
  if (f.ok() != theirs) fuzz::disagree(std::string(what) + ": fast " + name(f) + ", libsecp256k1 " + (theirs ? "valid" : "invalid"));
  if (name(f) != name(r)) fuzz::disagree(std::string(what) + ": fast " + name(f) + ", ref " + name(r));
}

lib::Scalar32 take32(std::span<const std::uint8_t> s) {
  lib::Scalar32 out{};
  std::copy(s.begin(), s.end(), out.begin());
  return out;
}

// (r, n − s) for a compact signature (s ≠ 0), on GMP integers.
lib::Sig64 high_s(const lib::Sig64& rs) {
  const mpz_class n("fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141", 16);
  const mpz_class s = ref::from_be_bytes(std::span(rs).subspan(32));
  const Octets ns = ref::to_be_bytes(n - s, 32);
  lib::Sig64 out = rs;
  std::copy(ns.begin(), ns.end(), out.begin() + 32);
  return out;
}

void ecdsa(const ref::Curve& C, std::uint8_t flags, const lib::Scalar32& d, const lib::Scalar32& digest,
           std::span<const std::uint8_t> mask, std::span<const std::uint8_t> key_mask) {
  lib::Sig64 rs = lib::ecdsa_sign(d, digest, std::nullopt).value();
  if ((flags & 8) != 0) rs = high_s(rs);
  for (std::size_t i = 0; i < 64; ++i) rs[i] ^= mask[i];
  const int form = (flags >> 1) & 3;
  Octets key = lib::pubkey_parse_serialize(lib::pubkey_create(d).value(), form == 0).value();
  if (form >= 2) key[0] = static_cast<std::uint8_t>(0x06 | (key[64] & 1));  // hybrid: 06 or 07 by y's parity
  for (std::size_t i = 0; i < key.size() && i < key_mask.size(); ++i) key[i] ^= key_mask[i];

  const Result<fast::PublicKey> fq = fast::PublicKey::parse(key);
  const Result<ref::PublicKey> rq = ref::PublicKey::parse(C, key);
  const Result<fast::EcdsaSignature> fs = fast::EcdsaSignature::parse_compact(rs);
  const Result<ref::EcdsaSignature> rsig = ref::EcdsaSignature::parse_compact(C, rs);
  for (const bool low_s : {true, false}) {
    const Verdict f = !fq.ok() ? Verdict(fq.error())
                      : !fs.ok() ? Verdict(fs.error())
                                 : fast::ecdsa_verify(fq.value(), digest, fs.value(), low_s);
    const Verdict r = !rq.ok() ? Verdict(rq.error())
                      : !rsig.ok() ? Verdict(rsig.error())
                                   : ref::ecdsa_verify(rq.value(), digest, rsig.value(), low_s);
    compare(f, r, lib::ecdsa_verify(key, digest, rs, !low_s).value_or(false), low_s ? "ECDSA (low S)" : "ECDSA");
  }
}

void schnorr(const ref::Curve& C, const lib::Scalar32& d, const lib::Scalar32& msg, std::span<const std::uint8_t> mask,
             std::span<const std::uint8_t> key_mask) {
  lib::Sig64 sig = lib::schnorrsig_sign32(d, msg, lib::Scalar32{}).value();
  for (std::size_t i = 0; i < 64; ++i) sig[i] ^= mask[i];
  lib::Scalar32 x = lib::keypair_create(d).value().xonly;
  for (std::size_t i = 0; i < 32 && i < key_mask.size(); ++i) x[i] ^= key_mask[i];
  const Result<fast::XOnlyPublicKey> fp = fast::XOnlyPublicKey::parse(x);
  const Result<ref::XOnlyPublicKey> rp = ref::XOnlyPublicKey::parse(C, x);
  const Verdict f = fp.ok() ? fast::schnorr_verify(fp.value(), msg, fast::SchnorrSignature::parse(sig).value()) : Verdict(fp.error());
  const Verdict r = rp.ok() ? ref::schnorr_verify(rp.value(), msg, ref::SchnorrSignature::parse(sig).value()) : Verdict(rp.error());
  compare(f, r, lib::schnorrsig_verify(sig, msg, x), "BIP 340");
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 1 + 32 + 32 + 64) return 0;
  const ref::Curve& C = *ref::find_curve("secp256k1");
  const std::span<const std::uint8_t> in(data, size);
  const std::uint8_t flags = in[0];
  const lib::Scalar32 d = take32(in.subspan(1, 32));
  if (!lib::seckey_verify(d)) return 0;  // signing needs a key; the key paths are fuzzed by protocols_keys
  const lib::Scalar32 m = take32(in.subspan(33, 32));
  const auto mask = in.subspan(65, 64);
  const auto key_mask = in.subspan(129);
  if ((flags & 1) != 0) schnorr(C, d, m, mask, key_mask);
  else ecdsa(C, flags, d, m, mask, key_mask);
  return 0;
}

// Constant-time checks of fast/'s protocols on secp256k1: every entry point
// that handles a secret (key parsing, key derivation, key pairs, RFC 6979
// nonces, ECDSA and BIP 340 signing whole, ECDH, the secret tweaks and
// BIP 341's secret tweak) runs with the secret marked undefined and must
// draw no report from memcheck beyond what the library itself declassifies
// (built with TANDEM_CTCHECK_DECLASSIFY=1: the verdicts and public outputs
// fast/protocols/detail.hpp names). The leaky controls (a signer with the
// variable-time inverse, one that branches on the nonce point's parity, an
// ECDH on the variable-time multiplication) must be reported, which shows
// the check sees this code (ctcheck/protocols.cmake lists which is which).
#include <array>
#include <cstdint>
#include <cstdio>
#include <functional>
#include <map>
#include <string>

#include "ctcheck.hpp"
#include "tandem/fast/protocols/protocols.hpp"

namespace {

using namespace tandem;
using Bytes32 = std::array<std::uint8_t, 32>;

using ctcheck::bytes_of;
using ctcheck::reveal;
void reveal_bytes(const fast::Bytes& b) { ctcheck::reveal_span(b); }

/// A valid secret key from public bytes, then marked secret.
fast::SecretKey secret_key(std::uint64_t seed) {
  fast::SecretKey d = fast::SecretKey::parse(bytes_of(seed)).value();
  ctcheck::secret(&d, sizeof d);
  return d;
}

/// Secret bytes (a tweak of a secret key, aux_rand).
Bytes32 secret_bytes(std::uint64_t seed) {
  Bytes32 b = bytes_of(seed);
  ctcheck::secret(&b, sizeof b);
  return b;
}

fast::PublicKey public_key(std::uint64_t seed) {
  return fast::derive_public_key(fast::SecretKey::parse(bytes_of(seed)).value());
}

/// A key pair whose secret is marked secret (its public half is public).
fast::KeyPair secret_keypair(std::uint64_t seed) {
  fast::KeyPair kp = fast::keypair_create(fast::SecretKey::parse(bytes_of(seed)).value());
  ctcheck::secret(&kp.secret, sizeof kp.secret);
  return kp;
}

void reveal_sig(const Result<fast::EcdsaSignature>& s) {
  reveal(s.ok());
  reveal(s.value().r.get_b32());
  reveal(s.value().s.get_b32());
}

/// ECDSA signing with the variable-time scalar inverse (a leak of k).
fast::EcdsaSignature leaky_sign_inverse_var(const fast::SecretKey& d, const Bytes32& digest) {
  using namespace tandem::fast;
  const Scalar e = ecdsa_digest_scalar(digest);
  rfc6979_detail::Drbg<rfc6979_detail::Sha256Mac> drbg({}, d.scalar().get_b32(), e.get_b32(), {});
  Scalar k;
  (void)rfc6979_detail::usable_nonce(drbg.next(), k);
  const ProtoPoint R = proto_detail::mul_gen_ct(k);
  const Scalar r = Scalar::set_b32(R.x.get_b32());
  return {r, mul(inverse_var(k), add(e, mul(r, d.scalar())))};
}

/// BIP 340's nonce negation by a branch on y(R)'s parity (a leak of k).
Bytes32 leaky_schnorr_nonce_branch(const fast::KeyPair& kp) {
  using namespace tandem::fast;
  Scalar k = add(kp.secret.scalar(), Scalar::from_int(12345));
  const ProtoPoint R = proto_detail::mul_gen_ct(k);
  if (is_odd(R.y)) k = negate(k);
  return k.get_b32();
}

const tandem::ctcheck::Checks& checks() {
  using namespace tandem::fast;
  static const tandem::ctcheck::Checks m{
      {"seckey_parse", [] {
         for (std::uint64_t seed : {1, 2}) {
           const Bytes32 b = secret_bytes(seed);
           const Result<SecretKey> d = SecretKey::parse(b);
           reveal(d.ok());
           reveal_bytes(d.value().reveal_bytes());
         }
       }},
      {"derive_public_key", [] { reveal_bytes(derive_public_key(secret_key(3)).serialize(true)); }},
      {"keypair_create", [] {
         const KeyPair kp = keypair_create(secret_key(4));
         reveal(kp.xonly.serialize());
         reveal(kp.parity);
       }},
      {"rfc6979_nonces", [] {
         const hash::Digest sha = hash::Digest::find("SHA256").value();
         const Result<std::vector<Bytes>> k = rfc6979_nonces(secret_key(5), bytes_of(50), sha, {}, 2);
         reveal(k.ok());
         for (const Bytes& b : k.value()) reveal_bytes(b);
       }},
      {"rfc6979_drbg_sha256", [] {
         const SecretKey d = secret_key(6);
         const Bytes32 extra = secret_bytes(60);
         rfc6979_detail::Drbg<rfc6979_detail::Sha256Mac> drbg({}, d.scalar().get_b32(), bytes_of(61), extra);
         for (int i = 0; i < 2; ++i) {
           Scalar k;
           reveal(rfc6979_detail::usable_nonce(drbg.next(), k));
           reveal(k.get_b32());
         }
       }},
      {"ecdsa_sign", [] {
         reveal_sig(ecdsa_sign(secret_key(7), bytes_of(70), secret_bytes(71), true));
         reveal_sig(ecdsa_sign(secret_key(8), bytes_of(80), {}, false));
       }},
      {"ecdsa_sign_evp", [] {
         const hash::Digest sha = hash::Digest::find("SHA512").value();
         reveal_sig(ecdsa_sign(secret_key(9), bytes_of(90), sha, {}, true));
       }},
      {"ecdsa_sign_recoverable", [] {
         const Result<RecoverableSignature> s = ecdsa_sign_recoverable(secret_key(10), bytes_of(100), {}, true);
         reveal(s.ok());
         reveal(s.value().sig.r.get_b32());
         reveal(s.value().sig.s.get_b32());
         reveal(s.value().recid);
       }},
      {"schnorr_sign", [] {
         const Bytes32 aux = secret_bytes(110);
         for (std::uint64_t seed : {11, 12}) {
           const Result<SchnorrSignature> s = schnorr_sign(secret_keypair(seed), bytes_of(seed * 10), aux);
           reveal(s.ok());
           reveal(s.value().bytes);
         }
       }},
      {"ecdh", [] {
         const SecretKey d = secret_key(13);
         const PublicKey Q = public_key(130);
         reveal_bytes(ecdh(d, Q, EcdhOutput::sha256_compressed).value());
         reveal_bytes(ecdh(d, Q, EcdhOutput::raw_x).value());
         reveal_bytes(ecdh(d, Q, [](ByteView x, ByteView y) {
                        Bytes o(x.begin(), x.end());
                        for (std::size_t i = 0; i < y.size(); ++i) o[i] ^= y[i];  // arithmetic only
                        return o;
                      }).value());
       }},
      {"secret_tweak_add", [] {
         const Result<SecretKey> r = secret_tweak_add(secret_key(14), secret_bytes(140));
         reveal(r.ok());
         reveal_bytes(r.value().reveal_bytes());
       }},
      {"secret_tweak_mul", [] {
         const Result<SecretKey> r = secret_tweak_mul(secret_key(15), secret_bytes(150));
         reveal(r.ok());
         reveal_bytes(r.value().reveal_bytes());
       }},
      {"secret_negate", [] { reveal_bytes(secret_negate(secret_key(16)).reveal_bytes()); }},
      {"taproot_tweak_secret", [] {
         const Bytes32 root = bytes_of(170);
         for (const std::optional<ByteView> r : {std::optional<ByteView>(root), std::optional<ByteView>()}) {
           const Result<SecretKey> q = taproot_tweak_secret(secret_key(17), r);
           reveal(q.ok());
           reveal_bytes(q.value().reveal_bytes());
         }
       }},
      {"keypair_xonly_tweak_add", [] {
         const Result<KeyPair> kp = keypair_xonly_tweak_add(secret_keypair(18), secret_bytes(180));
         reveal(kp.ok());
         reveal_bytes(kp.value().secret.reveal_bytes());
         reveal(kp.value().xonly.serialize());
       }},
      // Leaky controls: each must be reported.
      {"leaky_ecdsa_sign_inverse_var", [] {
         const EcdsaSignature s = leaky_sign_inverse_var(secret_key(19), bytes_of(190));
         reveal(s.s.get_b32());
       }},
      {"leaky_schnorr_nonce_branch", [] { reveal(leaky_schnorr_nonce_branch(secret_keypair(20))); }},
      {"leaky_ecdh_ecmult_var", [] {
         const SecretKey d = secret_key(21);
         const PublicKey Q = public_key(210);
         const Gej<ProtoField> S = ecmult_var<ProtoCurve, ProtoField>(Gej<ProtoField>::from_affine(Q.point()), d.scalar(), Scalar{});
         reveal(normalize(S.X).get_b32());
       }},
  };
  return m;
}

}  // namespace

int main(int argc, char** argv) { return tandem::ctcheck::run_driver(argc, argv, "ctcheck_protocols", checks()); }

// fast/'s protocols on secp256k1 beside libsecp256k1 0.2's own functions,
// with the operation names `tandem bench` pairs (bench/report.hpp):
//   ecdsa_sign       fast::ecdsa_sign (HMAC-SHA256 RFC 6979, low-S)
//                    ↔ secp256k1_ecdsa_sign with nonce_function_rfc6979
//   ecdsa_verify     fast::ecdsa_verify on a parsed key and signature
//                    ↔ secp256k1_ecdsa_verify
//   schnorr_sign     fast::schnorr_sign (with BIP 340's final self-check)
//                    ↔ secp256k1_schnorrsig_sign32 (no self-check); and
//                    schnorr_sign/without_self_check, unpaired
//   schnorr_verify   fast::schnorr_verify ↔ secp256k1_schnorrsig_verify,
//                    both on a parsed x-only key and a 32-octet message
//   ecdh             fast::ecdh (SHA-256 of the compressed point)
//                    ↔ secp256k1_ecdh with its default hash
//   pubkey_parse     fast::PublicKey::parse of a compressed key
//                    ↔ secp256k1_ec_pubkey_parse
//   schnorr_batch_verify_N  fast::schnorr_verify_batch over N valid
//                    signatures, per signature ↔ one fast::schnorr_verify
//                    (libsecp256k1 0.2 has no batch verification: the ratio
//                    is the batch's per-signature cost over a single
//                    verification's)
#include <benchmark/benchmark.h>
#include <secp256k1.h>
#include <secp256k1_ecdh.h>
#include <secp256k1_extrakeys.h>
#include <secp256k1_schnorrsig.h>

#include <array>
#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "clock.hpp"
#include "tandem/fast/protocols/protocols.hpp"

namespace tandem::bench {
namespace {

using Bytes32 = std::array<std::uint8_t, 32>;
using fast::Bytes;

Bytes32 random_bytes(std::mt19937_64& rng) {
  Bytes32 b{};
  for (std::uint8_t& x : b) x = static_cast<std::uint8_t>(rng());
  b[0] &= 0x7f;  // below n: a valid key
  b[31] |= 1;    // never zero
  return b;
}

secp256k1_context* peer() {
  static secp256k1_context* ctx = secp256k1_context_create(SECP256K1_CONTEXT_SIGN | SECP256K1_CONTEXT_VERIFY);
  return ctx;
}

fast::SecretKey key_of(const Bytes32& b) { return fast::SecretKey::parse(b).value(); }

/// The 32-octet message varied each iteration (so no two calls repeat).
void bump(Bytes32& m) {
  for (std::size_t i = 32; i-- > 0;)
    if (++m[i] != 0) break;
}

void ecdsa_sign(benchmark::State& state) {
  std::mt19937_64 rng(11);
  const fast::SecretKey d = key_of(random_bytes(rng));
  Bytes32 msg = random_bytes(rng);
  for (auto _ : state) {
    const Result<fast::EcdsaSignature> s = fast::ecdsa_sign(d, msg, {}, true);
    benchmark::DoNotOptimize(s);
    bump(msg);
  }
  per_op(state, 1);
}

void peer_ecdsa_sign(benchmark::State& state) {
  std::mt19937_64 rng(11);
  const Bytes32 sk = random_bytes(rng);
  Bytes32 msg = random_bytes(rng);
  secp256k1_ecdsa_signature sig;
  for (auto _ : state) {
    const int ok = secp256k1_ecdsa_sign(peer(), &sig, msg.data(), sk.data(), secp256k1_nonce_function_rfc6979, nullptr);
    benchmark::DoNotOptimize(ok);
    benchmark::DoNotOptimize(sig);
    bump(msg);
  }
  per_op(state, 1);
  state.SetLabel("secp256k1_ecdsa_sign");
}

void ecdsa_verify(benchmark::State& state) {
  std::mt19937_64 rng(12);
  const fast::SecretKey d = key_of(random_bytes(rng));
  const Bytes32 msg = random_bytes(rng);
  const fast::PublicKey P = fast::derive_public_key(d);
  const fast::EcdsaSignature sig = fast::ecdsa_sign(d, msg, {}, true).value();
  for (auto _ : state) {
    const Verdict v = fast::ecdsa_verify(P, msg, sig, true);
    if (!v.ok()) state.SkipWithError("the signature did not verify");
    benchmark::DoNotOptimize(v);
  }
  per_op(state, 1);
}

void peer_ecdsa_verify(benchmark::State& state) {
  std::mt19937_64 rng(12);
  const Bytes32 sk = random_bytes(rng), msg = random_bytes(rng);
  secp256k1_pubkey pk;
  secp256k1_ecdsa_signature sig;
  if (secp256k1_ec_pubkey_create(peer(), &pk, sk.data()) != 1 ||
      secp256k1_ecdsa_sign(peer(), &sig, msg.data(), sk.data(), nullptr, nullptr) != 1) {
    state.SkipWithError("could not make a key and a signature");
    return;
  }
  for (auto _ : state) {
    const int ok = secp256k1_ecdsa_verify(peer(), &sig, msg.data(), &pk);
    if (ok != 1) state.SkipWithError("the signature did not verify");
    benchmark::DoNotOptimize(ok);
  }
  per_op(state, 1);
  state.SetLabel("secp256k1_ecdsa_verify");
}

/// A signer's loop: sign(kp, msg, aux) on a message varied each time.
template <class Sign>
void schnorr_sign_with(benchmark::State& state, Sign sign) {
  std::mt19937_64 rng(13);
  const fast::KeyPair kp = fast::keypair_create(key_of(random_bytes(rng)));
  Bytes32 msg = random_bytes(rng);
  const Bytes32 aux = random_bytes(rng);
  for (auto _ : state) {
    const Result<fast::SchnorrSignature> s = sign(kp, msg, aux);
    benchmark::DoNotOptimize(s);
    bump(msg);
  }
  per_op(state, 1);
}

void schnorr_sign(benchmark::State& state) {
  schnorr_sign_with(state, [](const auto& kp, const auto& m, const auto& a) { return fast::schnorr_sign(kp, m, a); });
}

/// The same without BIP 340's final self-verification (unpaired): what the
/// signing itself costs, beside libsecp256k1's, which does not self-verify.
void schnorr_sign_without_self_check(benchmark::State& state) {
  schnorr_sign_with(state, [](const auto& kp, const auto& m, const auto& a) { return fast::bip340_detail::sign_unverified(kp, m, a); });
}

void peer_schnorr_sign(benchmark::State& state) {
  std::mt19937_64 rng(13);
  const Bytes32 sk = random_bytes(rng);
  Bytes32 msg = random_bytes(rng);
  const Bytes32 aux = random_bytes(rng);
  secp256k1_keypair kp;
  if (secp256k1_keypair_create(peer(), &kp, sk.data()) != 1) {
    state.SkipWithError("could not make a key pair");
    return;
  }
  std::array<unsigned char, 64> sig{};
  for (auto _ : state) {
    const int ok = secp256k1_schnorrsig_sign32(peer(), sig.data(), msg.data(), &kp, aux.data());
    benchmark::DoNotOptimize(ok);
    benchmark::DoNotOptimize(sig);
    bump(msg);
  }
  per_op(state, 1);
  state.SetLabel("secp256k1_schnorrsig_sign32");
}

void schnorr_verify(benchmark::State& state) {
  std::mt19937_64 rng(14);
  const fast::KeyPair kp = fast::keypair_create(key_of(random_bytes(rng)));
  const Bytes32 msg = random_bytes(rng), aux = random_bytes(rng);
  const fast::SchnorrSignature sig = fast::schnorr_sign(kp, msg, aux).value();
  for (auto _ : state) {
    const Verdict v = fast::schnorr_verify(kp.xonly, msg, sig);
    if (!v.ok()) state.SkipWithError("the signature did not verify");
    benchmark::DoNotOptimize(v);
  }
  per_op(state, 1);
}

void peer_schnorr_verify(benchmark::State& state) {
  std::mt19937_64 rng(14);
  const Bytes32 sk = random_bytes(rng), msg = random_bytes(rng), aux = random_bytes(rng);
  secp256k1_keypair kp;
  secp256k1_xonly_pubkey pk;
  std::array<unsigned char, 64> sig{};
  if (secp256k1_keypair_create(peer(), &kp, sk.data()) != 1 || secp256k1_keypair_xonly_pub(peer(), &pk, nullptr, &kp) != 1 ||
      secp256k1_schnorrsig_sign32(peer(), sig.data(), msg.data(), &kp, aux.data()) != 1) {
    state.SkipWithError("could not make a key and a signature");
    return;
  }
  for (auto _ : state) {
    const int ok = secp256k1_schnorrsig_verify(peer(), sig.data(), msg.data(), msg.size(), &pk);
    if (ok != 1) state.SkipWithError("the signature did not verify");
    benchmark::DoNotOptimize(ok);
  }
  per_op(state, 1);
  state.SetLabel("secp256k1_schnorrsig_verify");
}

/// 64 secret keys (the same for both sides), used in turn.
std::vector<Bytes32> ecdh_keys() {
  std::mt19937_64 rng(15);
  std::vector<Bytes32> k(65);
  for (Bytes32& b : k) b = random_bytes(rng);
  return k;  // the last is the peer's
}

void ecdh(benchmark::State& state) {
  const std::vector<Bytes32> raw = ecdh_keys();
  std::vector<fast::SecretKey> d;
  for (std::size_t i = 0; i < 64; ++i) d.push_back(key_of(raw[i]));
  const fast::PublicKey Q = fast::derive_public_key(key_of(raw[64]));
  std::size_t i = 0;
  for (auto _ : state) {
    const Result<Bytes> k = fast::ecdh(d[i++ & 63], Q, fast::EcdhOutput::sha256_compressed);
    benchmark::DoNotOptimize(k);
  }
  per_op(state, 1);
}

void peer_ecdh(benchmark::State& state) {
  const std::vector<Bytes32> raw = ecdh_keys();
  secp256k1_pubkey Q;
  if (secp256k1_ec_pubkey_create(peer(), &Q, raw[64].data()) != 1) {
    state.SkipWithError("could not make a key");
    return;
  }
  std::array<unsigned char, 32> out{};
  std::size_t i = 0;
  for (auto _ : state) {
    const int ok = secp256k1_ecdh(peer(), out.data(), &Q, raw[i++ & 63].data(), nullptr, nullptr);
    benchmark::DoNotOptimize(ok);
    benchmark::DoNotOptimize(out);
  }
  per_op(state, 1);
  state.SetLabel("secp256k1_ecdh");
}

/// Compressed keys of distinct points, parsed in turn.
std::vector<Bytes> compressed_keys(std::size_t n) {
  std::mt19937_64 rng(16);
  std::vector<Bytes> keys;
  for (std::size_t i = 0; i < n; ++i) keys.push_back(fast::derive_public_key(key_of(random_bytes(rng))).serialize(true));
  return keys;
}

void pubkey_parse(benchmark::State& state) {
  const std::vector<Bytes> keys = compressed_keys(64);
  std::size_t i = 0;
  for (auto _ : state) {
    const Result<fast::PublicKey> P = fast::PublicKey::parse(keys[i++ & 63]);
    benchmark::DoNotOptimize(P);
  }
  per_op(state, 1);
}

void peer_pubkey_parse(benchmark::State& state) {
  const std::vector<Bytes> keys = compressed_keys(64);
  std::size_t i = 0;
  secp256k1_pubkey pk;
  for (auto _ : state) {
    const Bytes& k = keys[i++ & 63];
    const int ok = secp256k1_ec_pubkey_parse(peer(), &pk, k.data(), k.size());
    benchmark::DoNotOptimize(ok);
    benchmark::DoNotOptimize(pk);
  }
  per_op(state, 1);
  state.SetLabel("secp256k1_ec_pubkey_parse");
}

/// N valid signatures by N keys on N messages; the time is per signature.
void schnorr_batch_verify(benchmark::State& state, std::size_t n) {
  std::mt19937_64 rng(17);
  std::vector<Bytes32> msgs(n);
  std::vector<fast::SchnorrBatchItem> items;
  items.reserve(n);
  const Bytes32 aux = random_bytes(rng);
  for (std::size_t i = 0; i < n; ++i) {
    msgs[i] = random_bytes(rng);
    const fast::KeyPair kp = fast::keypair_create(key_of(random_bytes(rng)));
    // Signed without the self-check (the batch verifies them): a shorter
    // setup, which the smoke run pays for every size.
    items.push_back({kp.xonly, msgs[i], fast::bip340_detail::sign_unverified(kp, msgs[i], aux).value()});
  }
  for (auto _ : state) {
    const fast::BatchVerdict v = fast::schnorr_verify_batch(items);
    if (!v.valid) state.SkipWithError("the batch did not verify");
    benchmark::DoNotOptimize(v);
  }
  per_op(state, static_cast<double>(n));
}

void peer_schnorr_batch_verify(benchmark::State& state) {
  schnorr_verify(state);
  state.SetLabel("tandem schnorr_verify, one per signature");
}

BENCHMARK(ecdsa_sign)->Name("tandem/ecdsa_sign");
BENCHMARK(peer_ecdsa_sign)->Name("peer/ecdsa_sign");
BENCHMARK(ecdsa_verify)->Name("tandem/ecdsa_verify");
BENCHMARK(peer_ecdsa_verify)->Name("peer/ecdsa_verify");
BENCHMARK(schnorr_sign)->Name("tandem/schnorr_sign");
BENCHMARK(peer_schnorr_sign)->Name("peer/schnorr_sign");
BENCHMARK(schnorr_sign_without_self_check)->Name("tandem/schnorr_sign/without_self_check");
BENCHMARK(schnorr_verify)->Name("tandem/schnorr_verify");
BENCHMARK(peer_schnorr_verify)->Name("peer/schnorr_verify");
BENCHMARK(ecdh)->Name("tandem/ecdh");
BENCHMARK(peer_ecdh)->Name("peer/ecdh");
BENCHMARK(pubkey_parse)->Name("tandem/pubkey_parse");
BENCHMARK(peer_pubkey_parse)->Name("peer/pubkey_parse");

[[maybe_unused]] const bool kBatchRegistered = [] {
  for (std::size_t n : {1, 4, 16, 64, 256, 1024, 4096, 16384}) {
    const std::string op = "schnorr_batch_verify_" + std::to_string(n);
    benchmark::RegisterBenchmark(("tandem/" + op).c_str(), [n](benchmark::State& s) { schnorr_batch_verify(s, n); });
    benchmark::RegisterBenchmark(("peer/" + op).c_str(), peer_schnorr_batch_verify);
  }
  return true;
}();

}  // namespace
}  // namespace tandem::bench

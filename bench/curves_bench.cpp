// fast/ on the standard curves other than secp256k1 beside OpenSSL's EC
// (libcrypto, linked into the same binary), with the operation names
// `tandem bench` pairs (bench/report.hpp), CURVE/OPERATION:
//   CURVE/pubkey_create  fast::curves::derive_public_key
//                        ↔ EC_POINT_mul(G, d) with the point's affine x, y
//   CURVE/ecdsa_sign     fast::curves::ecdsa_sign (RFC 6979 on SHA-256)
//                        ↔ ECDSA_do_sign (its own random nonce)
//   CURVE/ecdsa_verify   fast::curves::ecdsa_verify on a parsed key and
//                        signature ↔ ECDSA_do_verify on an EC_KEY
//   CURVE/ecdh           fast::curves::ecdh, raw x ↔ ECDH_compute_key
// OpenSSL runs its named groups: on P-256 its x86-64 assembly
// (ecp_nistz256), elsewhere its generic Montgomery code (or P-224/P-521's
// 64-bit C where the build enables ec_nistp_64_gcc_128).
#define OPENSSL_SUPPRESS_DEPRECATED 1

#include <benchmark/benchmark.h>
#include <openssl/bn.h>
#include <openssl/ec.h>
#include <openssl/ecdh.h>
#include <openssl/ecdsa.h>
#include <openssl/obj_mac.h>
#include <openssl/objects.h>

#include <array>
#include <cstdint>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "tandem/fast/group/prime_curves.hpp"
#include "tandem/fast/protocols/prime_ecdh.hpp"
#include "tandem/fast/protocols/prime_ecdsa.hpp"
#include "tandem/fast/prime_instances.hpp"

namespace tandem::bench {
namespace {

/// A random valid secret key of C as L octets (top octet cleared: below n).
template <class C>
std::array<std::uint8_t, C::kScalarBytes> random_key(std::mt19937_64& rng) {
  std::array<std::uint8_t, C::kScalarBytes> b{};
  for (std::uint8_t& x : b) x = static_cast<std::uint8_t>(rng());
  b[0] = 0;
  b[C::kScalarBytes - 1] |= 1;
  return b;
}

/// OpenSSL's EC_KEY for C with the secret d.
template <class C>
EC_KEY* openssl_key(const std::array<std::uint8_t, C::kScalarBytes>& d) {
  const int nid = OBJ_sn2nid(std::string(C::kSpec.openssl_sn).c_str());
  EC_KEY* key = EC_KEY_new_by_curve_name(nid);
  BIGNUM* bn = BN_bin2bn(d.data(), static_cast<int>(d.size()), nullptr);
  EC_KEY_set_private_key(key, bn);
  EC_POINT* Q = EC_POINT_new(EC_KEY_get0_group(key));
  EC_POINT_mul(EC_KEY_get0_group(key), Q, bn, nullptr, nullptr, nullptr);
  EC_KEY_set_public_key(key, Q);
  EC_KEY_precompute_mult(key, nullptr);
  EC_POINT_free(Q);
  BN_free(bn);
  return key;
}

template <class C>
void tandem_pubkey_create(benchmark::State& state) {
  std::mt19937_64 rng(1);
  const auto d = fast::curves::SecretKey<C>::parse(random_key<C>(rng)).value();
  for (auto _ : state) benchmark::DoNotOptimize(fast::curves::derive_public_key(d));
}
template <class C>
void peer_pubkey_create(benchmark::State& state) {
  state.SetLabel("OpenSSL EC_POINT_mul(G) + EC_POINT_get_affine_coordinates");
  std::mt19937_64 rng(1);
  const auto d = random_key<C>(rng);
  EC_KEY* key = openssl_key<C>(d);
  const EC_GROUP* g = EC_KEY_get0_group(key);
  EC_POINT* Q = EC_POINT_new(g);
  BN_CTX* ctx = BN_CTX_new();
  BIGNUM *x = BN_new(), *y = BN_new();
  for (auto _ : state) {
    EC_POINT_mul(g, Q, EC_KEY_get0_private_key(key), nullptr, nullptr, ctx);
    EC_POINT_get_affine_coordinates(g, Q, x, y, ctx);
  }
  BN_free(x);
  BN_free(y);
  BN_CTX_free(ctx);
  EC_POINT_free(Q);
  EC_KEY_free(key);
}

template <class C>
void tandem_ecdsa_sign(benchmark::State& state) {
  std::mt19937_64 rng(2);
  const auto d = fast::curves::SecretKey<C>::parse(random_key<C>(rng)).value();
  const hash::Digest sha = hash::Digest::find("sha256").value();
  std::array<std::uint8_t, 32> digest{};
  for (auto _ : state) {
    ++digest[31];
    benchmark::DoNotOptimize(fast::curves::ecdsa_sign(d, digest, sha, {}, false));
  }
}
template <class C>
void peer_ecdsa_sign(benchmark::State& state) {
  state.SetLabel("OpenSSL ECDSA_do_sign");
  std::mt19937_64 rng(2);
  EC_KEY* key = openssl_key<C>(random_key<C>(rng));
  std::array<std::uint8_t, 32> digest{};
  for (auto _ : state) {
    ++digest[31];
    ECDSA_SIG* sig = ECDSA_do_sign(digest.data(), static_cast<int>(digest.size()), key);
    benchmark::DoNotOptimize(sig);
    ECDSA_SIG_free(sig);
  }
  EC_KEY_free(key);
}

template <class C>
void tandem_ecdsa_verify(benchmark::State& state) {
  std::mt19937_64 rng(3);
  const auto d = fast::curves::SecretKey<C>::parse(random_key<C>(rng)).value();
  const auto Q = fast::curves::PublicKey<C>::parse(fast::curves::derive_public_key(d).serialize(true)).value();
  const hash::Digest sha = hash::Digest::find("sha256").value();
  const std::array<std::uint8_t, 32> digest{1, 2, 3};
  const auto sig = fast::curves::ecdsa_sign(d, digest, sha, {}, false).value();
  for (auto _ : state) benchmark::DoNotOptimize(fast::curves::ecdsa_verify(Q, digest, sig, false));
}
template <class C>
void peer_ecdsa_verify(benchmark::State& state) {
  state.SetLabel("OpenSSL ECDSA_do_verify");
  std::mt19937_64 rng(3);
  EC_KEY* key = openssl_key<C>(random_key<C>(rng));
  const std::array<std::uint8_t, 32> digest{1, 2, 3};
  ECDSA_SIG* sig = ECDSA_do_sign(digest.data(), 32, key);
  for (auto _ : state) benchmark::DoNotOptimize(ECDSA_do_verify(digest.data(), 32, sig, key));
  ECDSA_SIG_free(sig);
  EC_KEY_free(key);
}

template <class C>
void tandem_ecdh(benchmark::State& state) {
  std::mt19937_64 rng(4);
  const auto d = fast::curves::SecretKey<C>::parse(random_key<C>(rng)).value();
  const auto peer = fast::curves::derive_public_key(fast::curves::SecretKey<C>::parse(random_key<C>(rng)).value());
  for (auto _ : state) benchmark::DoNotOptimize(fast::curves::ecdh(d, peer, fast::EcdhOutput::raw_x));
}
template <class C>
void peer_ecdh(benchmark::State& state) {
  state.SetLabel("OpenSSL ECDH_compute_key");
  std::mt19937_64 rng(4);
  EC_KEY* key = openssl_key<C>(random_key<C>(rng));
  EC_KEY* other = openssl_key<C>(random_key<C>(rng));
  std::array<std::uint8_t, 80> out{};
  for (auto _ : state) {
    benchmark::DoNotOptimize(ECDH_compute_key(out.data(), out.size(), EC_KEY_get0_public_key(other), key, nullptr));
  }
  EC_KEY_free(other);
  EC_KEY_free(key);
}

template <class C>
void register_curve() {
  const std::string c(C::kName);
  benchmark::RegisterBenchmark(("tandem/" + c + "/pubkey_create").c_str(), tandem_pubkey_create<C>);
  benchmark::RegisterBenchmark(("peer/" + c + "/pubkey_create").c_str(), peer_pubkey_create<C>);
  benchmark::RegisterBenchmark(("tandem/" + c + "/ecdsa_sign").c_str(), tandem_ecdsa_sign<C>);
  benchmark::RegisterBenchmark(("peer/" + c + "/ecdsa_sign").c_str(), peer_ecdsa_sign<C>);
  benchmark::RegisterBenchmark(("tandem/" + c + "/ecdsa_verify").c_str(), tandem_ecdsa_verify<C>);
  benchmark::RegisterBenchmark(("peer/" + c + "/ecdsa_verify").c_str(), peer_ecdsa_verify<C>);
  benchmark::RegisterBenchmark(("tandem/" + c + "/ecdh").c_str(), tandem_ecdh<C>);
  benchmark::RegisterBenchmark(("peer/" + c + "/ecdh").c_str(), peer_ecdh<C>);
}

const bool registered = [] {
  fast::visit_all_prime_curves([]<class C>(std::type_identity<C>) { register_curve<C>(); });
  return true;
}();

}  // namespace
}  // namespace tandem::bench

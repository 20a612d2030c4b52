// What hash/'s midstates buy (docs/fast-protocols.md): a BIP 340 challenge
// hash from the tag's precomputed midstate beside the same hash from the
// tag itself, and HMAC-SHA256 on HmacSha256's absorbed pads beside
// OpenSSL's EVP_MAC, on the sizes RFC 6979 and BIP 340 hash. Each pair is
// tandem/<op> beside peer/<op>, the peer's label naming the general way.
#include <benchmark/benchmark.h>

#include <array>
#include <cstdint>

#include "tandem/hash/digest.hpp"
#include "tandem/hash/sha256.hpp"
#include "tandem/hash/tagged.hpp"

namespace tandem::bench {
namespace {

// R.x ‖ P.x ‖ a 32-octet message: BIP 340's challenge input.
std::array<std::uint8_t, 96> challenge_input() {
  std::array<std::uint8_t, 96> m{};
  for (std::size_t i = 0; i < m.size(); ++i) m[i] = static_cast<std::uint8_t>(i * 37 + 11);
  return m;
}

void tagged_hash_midstate(benchmark::State& state) {
  auto m = challenge_input();
  for (auto _ : state) {
    hash::Sha256 s = hash::bip340_challenge_midstate();
    const hash::Hash32 h = s.write(m).finalize();
    benchmark::DoNotOptimize(h);
    ++m[95];
  }
}

void tagged_hash_from_tag(benchmark::State& state) {
  auto m = challenge_input();
  for (auto _ : state) {
    const hash::Hash32 h = hash::tagged_hash("BIP0340/challenge", {m});
    benchmark::DoNotOptimize(h);
    ++m[95];
  }
  state.SetLabel("SHA256(tag) each time");
}

// RFC 6979 §3.2 step d's shape: HMAC_K(V ‖ 00 ‖ x ‖ h1), 32-octet K and V.
void hmac_sha256_pads(benchmark::State& state) {
  std::array<std::uint8_t, 32> k{}, v{};
  std::array<std::uint8_t, 64> xh{};
  k.fill(3);
  v.fill(1);
  for (auto _ : state) {
    hash::HmacSha256 h(k);
    const hash::Hash32 out = h.write(v).write_byte(0).write(xh).finalize();
    benchmark::DoNotOptimize(out);
    ++xh[63];
  }
}

void hmac_sha256_evp(benchmark::State& state) {
  const hash::Digest d = hash::Digest::find("sha256").value();
  std::array<std::uint8_t, 32> k{}, v{};
  std::array<std::uint8_t, 64> xh{};
  const std::array<std::uint8_t, 1> zero{0};
  k.fill(3);
  v.fill(1);
  for (auto _ : state) {
    const Result<hash::Bytes> out = hash::hmac(d, k, {v, zero, xh});
    benchmark::DoNotOptimize(out);
    ++xh[63];
  }
  state.SetLabel("OpenSSL EVP_MAC");
}

BENCHMARK(tagged_hash_midstate)->Name("tandem/tagged_hash");
BENCHMARK(tagged_hash_from_tag)->Name("peer/tagged_hash");
BENCHMARK(hmac_sha256_pads)->Name("tandem/hmac_sha256");
BENCHMARK(hmac_sha256_evp)->Name("peer/hmac_sha256");

}  // namespace
}  // namespace tandem::bench

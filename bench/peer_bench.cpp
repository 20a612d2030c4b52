// libsecp256k1 0.2 (Debian), linked into the same binary as the peer. Its
// field and scalar functions are internal (not exported), so the internals
// compare with docs/fast-field.md's table and ANCHORS.md; this public call
// is the nearest to one field operation: parsing a compressed key is one
// square root plus a few multiplications and the decoding.
#include <benchmark/benchmark.h>
#include <secp256k1.h>

#include <array>

#include "clock.hpp"

namespace tandem::bench {
namespace {

// 2·G, compressed (SEC 1 §2.3.3).
constexpr std::array<unsigned char, 33> kKey{
    0x02, 0xc6, 0x04, 0x7f, 0x94, 0x41, 0xed, 0x7d, 0x6d, 0x30, 0x45, 0x40, 0x6e, 0x95, 0xc0, 0x7c, 0xd8,
    0x5c, 0x77, 0x8e, 0x4b, 0x8c, 0xef, 0x3c, 0xa7, 0xab, 0xac, 0x09, 0xb9, 0x5c, 0x70, 0x9e, 0xe5};

void parse_compressed(benchmark::State& state) {
  secp256k1_context* ctx = secp256k1_context_create(SECP256K1_CONTEXT_NONE);
  secp256k1_pubkey pk;
  for (auto _ : state) {
    const int ok = secp256k1_ec_pubkey_parse(ctx, &pk, kKey.data(), kKey.size());
    benchmark::DoNotOptimize(ok);
    benchmark::DoNotOptimize(pk);
  }
  per_op(state, 1);
  secp256k1_context_destroy(ctx);
}
BENCHMARK(parse_compressed)->Name("libsecp256k1/ec_pubkey_parse/compressed");

}  // namespace
}  // namespace tandem::bench

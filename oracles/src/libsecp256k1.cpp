#include "tandem/oracles/libsecp256k1.hpp"

#include <secp256k1.h>

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

}  // namespace tandem::oracles::libsecp256k1

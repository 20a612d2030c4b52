// secp256k1 public-key operations, ref against libsecp256k1's API: parse and
// serialize any octet string; tweak_mul, tweak_add and combine with any
// 32-byte tweak on the parsed key.
#include <array>

#include "fuzz_support.hpp"
#include "tandem/oracles/libsecp256k1.hpp"
#include "tandem/ref/encoding.hpp"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  using namespace tandem;
  namespace lib = oracles::libsecp256k1;
  const ref::Curve& C = *ref::find_curve("secp256k1");
  if (size < 32) return 0;
  lib::Scalar32 t{};
  std::copy(data, data + 32, t.begin());
  const std::span<const std::uint8_t> key(data + 32, size - 32);

  const Result<ref::Point> P = ref::parse_public_key(C, key);
  const auto theirs = lib::pubkey_parse_serialize(key, false);
  if (P.ok() != theirs.has_value()) fuzz::disagree("parse: acceptance differs");
  if (!P.ok()) return 0;
  if (ref::encode_point(C, P.value(), ref::PointFormat::uncompressed) != *theirs) fuzz::disagree("parse: points differ");

  const mpz_class k = ref::from_be_bytes(t);
  auto as_key = [&](const ref::Point& R) -> std::optional<lib::Bytes> {
    if (R.infinity) return std::nullopt;
    return ref::encode_point(C, R, ref::PointFormat::uncompressed);
  };
  const bool k_valid = k != 0 && k < C.n();
  const auto mul_mine = k_valid ? as_key(ref::mul(C, k, P.value())) : std::nullopt;
  if (mul_mine != lib::pubkey_tweak_mul(key, t)) fuzz::disagree("tweak_mul differs");
  const auto add_mine = k < C.n() ? as_key(ref::add(C, P.value(), ref::mul_gen(C, k))) : std::nullopt;
  if (add_mine != lib::pubkey_tweak_add(key, t)) fuzz::disagree("tweak_add differs");
  const std::vector<lib::Bytes> both{lib::Bytes(key.begin(), key.end()), *theirs};
  if (as_key(ref::dbl(C, P.value())) != lib::pubkey_combine(both)) fuzz::disagree("combine differs");
  return 0;
}

// Helpers for the fast/ protocol tests: hex, libsecp256k1's context, and
// RapidCheck generators of keys and digests biased towards the edges.
#pragma once

#include <rapidcheck.h>
#include <secp256k1.h>

#include <array>
#include <cstdint>
#include <memory>
#include <string>
#include <string_view>

#include "tandem/fast/protocols/keys.hpp"

namespace tandem::fast_test {

using fast::ByteView;
using fast::Bytes;
using B32 = std::array<std::uint8_t, 32>;

inline Bytes hex(std::string_view h) {
  Bytes out;
  for (std::size_t i = 0; i + 1 < h.size(); i += 2) out.push_back(static_cast<std::uint8_t>(std::stoi(std::string(h.substr(i, 2)), nullptr, 16)));
  return out;
}

inline const Bytes kN = hex("fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141");
inline const Bytes kP = hex("fffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2f");

inline secp256k1_context* lib() {
  static const std::unique_ptr<secp256k1_context, void (*)(secp256k1_context*)> ctx(
      secp256k1_context_create(SECP256K1_CONTEXT_SIGN | SECP256K1_CONTEXT_VERIFY), secp256k1_context_destroy);
  return ctx.get();
}

inline Bytes gen_bytes(std::size_t n) { return *rc::gen::container<Bytes>(n, rc::gen::arbitrary<std::uint8_t>()); }

/// A valid secret key (retrying the negligible out-of-range draws), often
/// an edge: 1, 2, n − 1, n − 2.
inline fast::SecretKey gen_secret() {
  const int pick = *rc::gen::inRange(0, 8);
  Bytes b(32, 0);
  if (pick == 0) b[31] = 1;
  else if (pick == 1) b[31] = 2;
  else if (pick == 2) { b = kN; b[31] -= 1; }
  else if (pick == 3) { b = kN; b[31] -= 2; }
  else b = gen_bytes(32);
  Result<fast::SecretKey> k = fast::SecretKey::parse(b);
  RC_PRE(k.ok());
  return k.value();
}

inline Bytes gen_digest() {
  const int pick = *rc::gen::inRange(0, 6);
  const std::size_t sizes[] = {0, 31, 32, 33, 64, 20};
  return gen_bytes(sizes[pick]);
}

/// Octets as lower-case hexadecimal (for GMP's mpz_class(…, 16)).
template <class Octets>
std::string show_hex(const Octets& b) {
  std::string s;
  for (std::uint8_t c : b) {
    s += "0123456789abcdef"[c >> 4];
    s += "0123456789abcdef"[c & 15];
  }
  return s;
}

inline fast::SecretKey secret_of(std::string_view h) { return fast::SecretKey::parse(hex(h)).value(); }

}  // namespace tandem::fast_test

// SHA-256 (FIPS 180-4) with a state that can be copied: a midstate after a
// fixed prefix (a BIP 340 tag, an HMAC pad) is absorbed once and copied for
// every message. OpenSSL's SHA256_CTX is a plain struct, so a copy is a
// memcpy where an EVP_MD_CTX copy allocates; its compression function is
// OpenSSL's (SHA-NI where the processor has it).
#pragma once

#include <openssl/sha.h>

#include <array>
#include <cstdint>
#include <cstring>
#include <span>

// SHA256_Init & co. are deprecated in OpenSSL 3.0 (not removed): the EVP
// interface has no copyable context without an allocation.
#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wdeprecated-declarations"

namespace tandem::hash {

using Hash32 = std::array<std::uint8_t, 32>;

class Sha256 {
 public:
  Sha256() { SHA256_Init(&ctx_); }
  Sha256& write(std::span<const std::uint8_t> data) {
    SHA256_Update(&ctx_, data.data(), data.size());
    return *this;
  }
  Sha256& write_byte(std::uint8_t b) {
    SHA256_Update(&ctx_, &b, 1);
    return *this;
  }
  /// The digest; the state is spent (copy it first to go on).
  [[nodiscard]] Hash32 finalize() {
    Hash32 out{};
    SHA256_Final(out.data(), &ctx_);
    return out;
  }
  /// Overwrites the state (for a midstate that absorbed a secret).
  void wipe() { std::memset(static_cast<void*>(&ctx_), 0, sizeof ctx_); }

 private:
  SHA256_CTX ctx_{};
};

[[nodiscard]] inline Hash32 sha256(std::span<const std::uint8_t> data) { return Sha256().write(data).finalize(); }

/// HMAC-SHA256 (RFC 2104) with the key's inner and outer pads absorbed once.
/// For fixed-size inputs (RFC 6979 on 32-byte keys); hash::hmac is the
/// general one.
class HmacSha256 {
 public:
  explicit HmacSha256(std::span<const std::uint8_t> key) {
    std::array<std::uint8_t, 64> k0{};
    if (key.size() > 64) {
      const Hash32 hk = sha256(key);
      std::memcpy(k0.data(), hk.data(), hk.size());
    } else if (!key.empty()) {
      std::memcpy(k0.data(), key.data(), key.size());
    }
    std::array<std::uint8_t, 64> pad{};
    for (std::size_t i = 0; i < 64; ++i) pad[i] = static_cast<std::uint8_t>(k0[i] ^ 0x36);
    inner_.write(pad);
    for (std::size_t i = 0; i < 64; ++i) pad[i] = static_cast<std::uint8_t>(k0[i] ^ 0x5c);
    outer_.write(pad);
    std::memset(k0.data(), 0, k0.size());
    std::memset(pad.data(), 0, pad.size());
  }
  HmacSha256& write(std::span<const std::uint8_t> data) {
    inner_.write(data);
    return *this;
  }
  HmacSha256& write_byte(std::uint8_t b) {
    inner_.write_byte(b);
    return *this;
  }
  [[nodiscard]] Hash32 finalize() {
    Hash32 ih = inner_.finalize();
    outer_.write(ih);
    std::memset(ih.data(), 0, ih.size());
    return outer_.finalize();
  }
  void wipe() {
    inner_.wipe();
    outer_.wipe();
  }

 private:
  Sha256 inner_;
  Sha256 outer_;
};

}  // namespace tandem::hash

#pragma GCC diagnostic pop

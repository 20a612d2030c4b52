// BIP 340's tagged hashes: hash_tag(x) = SHA256(SHA256(tag) ‖ SHA256(tag) ‖ x).
// The 64-octet prefix is one SHA-256 block, so its midstate is computed once
// per tag (at first use, thread-safe) and copied for every message.
#pragma once

#include <span>
#include <string_view>

#include "tandem/hash/sha256.hpp"

namespace tandem::hash {

/// The state after SHA256(tag) ‖ SHA256(tag): write the message, finalize.
[[nodiscard]] inline Sha256 tagged_midstate(std::string_view tag) {
  const Hash32 th = sha256(std::span(reinterpret_cast<const std::uint8_t*>(tag.data()), tag.size()));
  Sha256 s;
  s.write(th).write(th);
  return s;
}

/// hash_tag(parts…) for any tag.
[[nodiscard]] inline Hash32 tagged_hash(std::string_view tag, std::initializer_list<std::span<const std::uint8_t>> parts) {
  Sha256 s = tagged_midstate(tag);
  for (auto p : parts) s.write(p);
  return s.finalize();
}

/// The midstates of the tags BIP 340 and BIP 341 use, computed at first use.
[[nodiscard]] inline const Sha256& bip340_challenge_midstate() {
  static const Sha256 s = tagged_midstate("BIP0340/challenge");
  return s;
}
[[nodiscard]] inline const Sha256& bip340_aux_midstate() {
  static const Sha256 s = tagged_midstate("BIP0340/aux");
  return s;
}
[[nodiscard]] inline const Sha256& bip340_nonce_midstate() {
  static const Sha256 s = tagged_midstate("BIP0340/nonce");
  return s;
}
[[nodiscard]] inline const Sha256& taptweak_midstate() {
  static const Sha256 s = tagged_midstate("TapTweak");
  return s;
}

}  // namespace tandem::hash

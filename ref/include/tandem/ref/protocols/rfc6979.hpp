// RFC 6979 §3.2 deterministic nonces (HMAC_DRBG on any non-XOF digest), with
// §3.6's additional data. ecdsa_sign draws from Rfc6979 one candidate at a
// time; rfc6979_nonces lists the first few for test vectors.
#pragma once

#include <cstddef>
#include <vector>

#include "tandem/hash/digest.hpp"
#include "tandem/ref/protocols/keys.hpp"
#include "tandem/spec/result.hpp"

namespace tandem::ref {

/// The generator of RFC 6979 §3.2 steps b–h for one key and one digest.
class Rfc6979 {
 public:
  /// Steps b–g: V = 01…01, K = 00…00, then the two K updates with
  /// int2octets(x) ‖ bits2octets(h1) ‖ extra. unknown_hash for an XOF
  /// (HMAC is not defined on one).
  [[nodiscard]] static Result<Rfc6979> start(const SecretKey& x, ByteView h1, const hash::Digest& H, ByteView extra);
  /// Step h: the next k in [1, q−1], as ⌈qlen/8⌉ octets (int2octets). Each
  /// call after the first performs step h.3's K, V update first, as a
  /// rejected candidate requires.
  [[nodiscard]] Bytes next();
  ~Rfc6979();
  Rfc6979(Rfc6979&&) = default;
  Rfc6979& operator=(Rfc6979&&) = delete;
  Rfc6979(const Rfc6979&) = delete;

 private:
  Rfc6979(const Curve& C, hash::Digest H) : C_(&C), H_(std::move(H)) {}
  void update(std::uint8_t sep, ByteView provided);
  const Curve* C_;
  hash::Digest H_;
  Bytes K_, V_;
  bool started_ = false;
};

/// The first `count` candidates k of RFC 6979 §3.2 (§3.6 `extra` appended
/// after int2octets(x) ‖ bits2octets(h1) in both K updates), each as
/// ⌈qlen/8⌉ octets. unknown_hash if nonce_hash is an XOF.
[[nodiscard]] Result<std::vector<Bytes>> rfc6979_nonces(const SecretKey& x, ByteView digest,
                                                        const hash::Digest& nonce_hash, ByteView extra,
                                                        std::size_t count);

}  // namespace tandem::ref

// Deterministic ECDSA nonces, RFC 6979 §3.2 (HMAC_DRBG, NIST SP 800-90A
// §10.1.2) with §3.6's additional data, fast. Two MACs run the same DRBG:
// any non-XOF EVP digest by name (hash::hmac), and HMAC-SHA256 on
// hash::HmacSha256, the libsecp256k1-compatible path (its
// nonce_function_rfc6979 with the 32 extra octets as "data"). The secret
// key enters only the MAC's key and message: no branch and no index
// depends on it; a candidate's validity is a mask, declassified to decide
// whether to draw the next one (a rejection reveals only that a 2^−128
// event happened).
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <initializer_list>
#include <vector>

#include "tandem/fast/protocols/keys.hpp"
#include "tandem/hash/sha256.hpp"

namespace tandem::fast {

/// bits2int(digest) mod n (SEC 1 §4.1.3 step 5, RFC 6979 §2.3.2): the
/// leftmost 256 bits of the digest, or the whole of a shorter one as an
/// integer; one conditional subtraction of n (2^256 < 2n).
inline Scalar ecdsa_digest_scalar(ByteView digest) {
  std::array<std::uint8_t, 32> be{};
  const std::size_t take = std::min<std::size_t>(digest.size(), 32);
  std::copy(digest.begin(), digest.begin() + static_cast<std::ptrdiff_t>(take),
            be.begin() + static_cast<std::ptrdiff_t>(32 - take));
  return Scalar::set_b32(be);
}

namespace rfc6979_detail {

/// HMAC with any (non-XOF) EVP digest.
struct EvpMac {
  const hash::Digest* digest;
  [[nodiscard]] std::size_t size() const { return digest->size(); }
  [[nodiscard]] Bytes filled(std::uint8_t v) const { return Bytes(size(), v); }
  Bytes operator()(ByteView key, std::initializer_list<ByteView> parts) const {
    return hash::hmac(*digest, key, parts).value();  // not an XOF: checked by the caller
  }
};

/// HMAC-SHA256 on the project's SHA-256 (pads absorbed once per key).
struct Sha256Mac {
  [[nodiscard]] static constexpr std::size_t size() { return 32; }
  [[nodiscard]] static hash::Hash32 filled(std::uint8_t v) {
    hash::Hash32 h{};
    h.fill(v);
    return h;
  }
  hash::Hash32 operator()(ByteView key, std::initializer_list<ByteView> parts) const {
    hash::HmacSha256 mac(key);
    for (ByteView p : parts) mac.write(p);
    hash::Hash32 out = mac.finalize();
    mac.wipe();
    return out;
  }
};

/// RFC 6979 §3.2 steps b–h for rlen = 8·L bits (L = 32 for secp256k1's n;
/// the other curves' L = ⌈qlen/8⌉): the state K, V after the two keyed
/// updates, then one L-octet candidate per next().
template <class Mac, std::size_t L = 32>
class Drbg {
 public:
  using Out = decltype(std::declval<const Mac&>()(ByteView{}, {}));

  /// x = int2octets(d), h = bits2octets(h1), extra = §3.6's k' (any length).
  Drbg(const Mac& mac, const std::array<std::uint8_t, L>& x, const std::array<std::uint8_t, L>& h, ByteView extra)
      : mac_(mac), k_(mac.filled(0x00)), v_(mac.filled(0x01)) {
    static constexpr std::uint8_t kZero = 0x00, kOne = 0x01;
    // Step d: K = HMAC_K(V ‖ 0x00 ‖ int2octets(x) ‖ bits2octets(h1) ‖ k').
    set_k({v_, ByteView(&kZero, 1), x, h, extra});
    v_ = mac_(k_, {v_});  // step e
    // Step f: the same with 0x01.
    set_k({v_, ByteView(&kOne, 1), x, h, extra});
    v_ = mac_(k_, {v_});  // step g
  }
  Drbg(const Drbg&) = delete;
  Drbg& operator=(const Drbg&) = delete;
  ~Drbg() {
    proto_detail::wipe(k_.data(), k_.size());
    proto_detail::wipe(v_.data(), v_.size());
  }

  /// Step h: T from successive V until 8·L bits, its leftmost 8·L bits
  /// (bits2int keeps the leftmost qlen of them: the caller shifts out the
  /// 8·L − qlen below). After the first candidate, step h.3's
  /// K = HMAC_K(V ‖ 0x00), V = HMAC_K(V) comes first.
  std::array<std::uint8_t, L> next() {
    static constexpr std::uint8_t kZero = 0x00;
    if (drawn_) {
      set_k({v_, ByteView(&kZero, 1)});
      v_ = mac_(k_, {v_});
    }
    drawn_ = true;
    std::array<std::uint8_t, L> t{};
    for (std::size_t have = 0; have < t.size();) {
      v_ = mac_(k_, {v_});
      const std::size_t n = std::min(v_.size(), t.size() - have);
      std::copy(v_.begin(), v_.begin() + static_cast<std::ptrdiff_t>(n), t.begin() + static_cast<std::ptrdiff_t>(have));
      have += n;
    }
    return t;
  }

 private:
  void set_k(std::initializer_list<ByteView> parts) {
    Out k = mac_(k_, parts);
    proto_detail::wipe(k_.data(), k_.size());
    k_ = k;
    proto_detail::wipe(k.data(), k.size());
  }

  Mac mac_;
  Out k_;
  Out v_;
  bool drawn_ = false;
};

/// A candidate as a nonce: 1 ≤ k < n (step h.3), tested by masks; only the
/// verdict is declassified.
inline bool usable_nonce(const std::array<std::uint8_t, 32>& t, Scalar& k) {
  bool overflow = false;
  k = Scalar::set_b32(t, &overflow);
  bool usable = !(overflow | is_zero(k));
  proto_detail::declassify(usable);
  return usable;
}

}  // namespace rfc6979_detail

/// RFC 6979 §3.2 with the digest `nonce_hash` (unknown_hash for an XOF) and
/// §3.6's additional data `extra` after int2octets(x) ‖ bits2octets(h1) in
/// both K updates: the first `count` candidates k with 1 ≤ k < n, each as
/// 32 big-endian octets (those outside the range are skipped, as step h.3
/// goes on to the next).
inline Result<std::vector<Bytes>> rfc6979_nonces(const SecretKey& d, ByteView digest, const hash::Digest& nonce_hash,
                                                 ByteView extra, std::size_t count) {
  if (nonce_hash.is_xof()) return Error::unknown_hash;
  std::array<std::uint8_t, 32> x = d.scalar().get_b32();
  const std::array<std::uint8_t, 32> h = ecdsa_digest_scalar(digest).get_b32();
  rfc6979_detail::Drbg<rfc6979_detail::EvpMac> drbg(rfc6979_detail::EvpMac{&nonce_hash}, x, h, extra);
  proto_detail::wipe(x.data(), x.size());
  std::vector<Bytes> out;
  out.reserve(count);
  while (out.size() < count) {
    std::array<std::uint8_t, 32> t = drbg.next();
    Scalar k;
    if (rfc6979_detail::usable_nonce(t, k)) out.emplace_back(t.begin(), t.end());
    proto_detail::wipe(t.data(), t.size());
    proto_detail::wipe(&k, sizeof k);
  }
  return out;
}

}  // namespace tandem::fast

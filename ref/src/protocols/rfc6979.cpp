#include "tandem/ref/protocols/rfc6979.hpp"

#include "tandem/ref/protocols/ecdsa.hpp"

namespace tandem::ref {

namespace {

/// RFC 6979 §2.3.2 bits2int: the leftmost qlen bits of b as an integer.
mpz_class bits2int(ByteView b, std::size_t qlen) {
  mpz_class v = from_be_bytes(b);
  const std::size_t blen = 8 * b.size();
  if (blen > qlen) v >>= static_cast<mp_bitcnt_t>(blen - qlen);
  return v;
}

}  // namespace

Fe ecdsa_digest_scalar(const Curve& C, ByteView digest) {
  // SEC 1 §4.1.3 step 5: e is the leftmost ⌈log2 n⌉ bits of the hash; it is
  // then used mod n (steps 6 and 4.1.4 step 5).
  return C.fn().from_mpz(bits2int(digest, C.fn().bits()));
}

Result<Rfc6979> Rfc6979::start(const SecretKey& x, ByteView h1, const hash::Digest& H, ByteView extra) {
  if (H.is_xof()) return Error::unknown_hash;
  const Curve& C = x.curve();
  Rfc6979 g(C, H);
  // §3.2 step b: V = 0x01 0x01 … (hlen octets); step c: K = 0x00 0x00 ….
  g.V_.assign(H.size(), 0x01);
  g.K_.assign(H.size(), 0x00);
  // The provided data of steps d and f: int2octets(x) ‖ bits2octets(h1)
  // (§2.3.3, §2.3.4: bits2int(h1) mod q as rlen octets) ‖ k' (§3.6).
  Bytes provided = x.reveal_bytes();
  const Bytes h = ecdsa_digest_scalar(C, h1).to_bytes();
  provided.insert(provided.end(), h.begin(), h.end());
  provided.insert(provided.end(), extra.begin(), extra.end());
  // Steps d, e: K = HMAC_K(V ‖ 0x00 ‖ provided); V = HMAC_K(V).
  g.update(0x00, provided);
  // Steps f, g: K = HMAC_K(V ‖ 0x01 ‖ provided); V = HMAC_K(V).
  g.update(0x01, provided);
  for (auto& o : provided) o = 0;
  return g;
}

void Rfc6979::update(std::uint8_t sep, ByteView provided) {
  const std::uint8_t s[1] = {sep};
  K_ = hash::hmac(H_, K_, {V_, s, provided}).value();
  V_ = hash::hmac(H_, K_, {V_}).value();
}

Bytes Rfc6979::next() {
  const std::size_t qlen = C_->fn().bits();
  for (;;) {
    // Step h.3, for every candidate after the first (whether the caller
    // rejected it or it was out of range): K = HMAC_K(V ‖ 0x00), V = HMAC_K(V).
    if (started_) update(0x00, {});
    started_ = true;
    // Steps h.1, h.2: T = V ‖ V ‖ … until tlen ≥ qlen, V updated each time.
    Bytes T;
    while (8 * T.size() < qlen) {
      V_ = hash::hmac(H_, K_, {V_}).value();
      T.insert(T.end(), V_.begin(), V_.end());
    }
    // Step h.3: k = bits2int(T), kept if 1 ≤ k ≤ q − 1.
    const mpz_class k = bits2int(T, qlen);
    for (auto& o : T) o = 0;
    if (k >= 1 && k < C_->n()) return to_be_bytes(k, C_->fn().bytes());
  }
}

Rfc6979::~Rfc6979() {
  for (auto& o : K_) o = 0;
  for (auto& o : V_) o = 0;
}

Result<std::vector<Bytes>> rfc6979_nonces(const SecretKey& x, ByteView digest, const hash::Digest& nonce_hash,
                                          ByteView extra, std::size_t count) {
  Result<Rfc6979> g = Rfc6979::start(x, digest, nonce_hash, extra);
  if (!g) return g.error();
  Rfc6979 gen = std::move(g).value();
  std::vector<Bytes> out;
  out.reserve(count);
  for (std::size_t i = 0; i < count; ++i) out.push_back(gen.next());
  return out;
}

}  // namespace tandem::ref

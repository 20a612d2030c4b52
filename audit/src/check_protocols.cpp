// The protocols against the peers. On every standard curve: ref's ECDSA
// against OpenSSL's (ref signs and OpenSSL verifies, OpenSSL signs and ref
// verifies, both judge the same mutated signatures) and ref's ECDH against
// OpenSSL's. On secp256k1, ref's and fast's every protocol operation
// against libsecp256k1's, byte for byte: signatures from the same nonce
// data, verdicts on mutated signatures, recoveries, DER parsing, BIP 340,
// batch verification (against one verification a signature), ECDH, tweaks.
#include <array>
#include <optional>

#include "checks.hpp"
#include "tandem/fast/protocols/protocols.hpp"
#include "tandem/hash/digest.hpp"
#include "tandem/oracles/libsecp256k1.hpp"
#include "tandem/ref/protocols/protocols.hpp"

namespace tandem::audit {

namespace {

namespace lib = oracles::libsecp256k1;
using Bytes = std::vector<std::uint8_t>;
using ByteView = std::span<const std::uint8_t>;
using B32 = std::array<std::uint8_t, 32>;
using B64 = std::array<std::uint8_t, 64>;

template <std::size_t N>
std::optional<std::array<std::uint8_t, N>> fixed(const Bytes& b) {
  if (b.size() != N) return std::nullopt;
  std::array<std::uint8_t, N> out{};
  std::copy(b.begin(), b.end(), out.begin());
  return out;
}

template <class T>
std::string hex(const T& b) {
  std::string s;
  for (std::uint8_t v : b) s += "0123456789abcdef"[v >> 4], s += "0123456789abcdef"[v & 15];
  return s;
}
template <class T>
std::string hex(const std::optional<T>& b) {
  return b ? hex(*b) : std::string("rejected");
}

Bytes random_bytes(Context& ctx, std::size_t n) {
  Bytes b(n);
  for (auto& x : b) x = static_cast<std::uint8_t>(mpz_class(ctx.rng().get_z_bits(8)).get_ui());
  return b;
}

// ---- one interface, two implementations (secp256k1, octets in and out) ----

// ref on secp256k1, through its public API.
struct RefSide final : ProtocolSide {
  explicit RefSide(const ref::Curve& c) : C(c) {}
  const ref::Curve& C;
  [[nodiscard]] std::string name() const override { return "ref"; }

  std::optional<B64> sign(const B32& d, const B32& m, const std::optional<B32>& extra) const override {
    const auto sk = ref::SecretKey::parse(C, d);
    if (!sk) return std::nullopt;
    const auto s = ref::ecdsa_sign(sk.value(), m, hash::Digest::find("sha256").value(),
                                   extra ? ByteView(*extra) : ByteView(), true);
    if (!s) return std::nullopt;
    return fixed<64>(s.value().serialize_compact());
  }
  bool verify(ByteView pub, const B32& m, const B64& sig, bool low_s) const override {
    const auto P = ref::PublicKey::parse(C, pub);
    const auto s = ref::EcdsaSignature::parse_compact(C, sig);
    return P && s && ref::ecdsa_verify(P.value(), m, s.value(), low_s).ok();
  }
  std::optional<Bytes> recover(const B32& m, const B64& sig, int recid) const override {
    const auto s = ref::EcdsaSignature::parse_compact(C, sig);
    if (!s) return std::nullopt;
    const auto P = ref::ecdsa_recover(C, m, s.value(), recid);
    if (!P) return std::nullopt;
    return P.value().serialize(false);
  }
  Result<B64> parse_der_result(ByteView der) const override {
    const auto s = ref::EcdsaSignature::parse_der(C, der);
    if (!s) return s.error();
    return *fixed<64>(s.value().serialize_compact());
  }
  std::optional<B64> schnorr_sign(const B32& d, ByteView msg, const B32& aux) const override {
    const auto sk = ref::SecretKey::parse(C, d);
    if (!sk) return std::nullopt;
    const auto kp = ref::keypair_create(sk.value());
    if (!kp) return std::nullopt;
    const auto s = ref::schnorr_sign(kp.value(), msg, aux);
    if (!s) return std::nullopt;
    return s.value().bytes;
  }
  bool schnorr_verify(ByteView x32, ByteView msg, const B64& sig) const override {
    const auto P = ref::XOnlyPublicKey::parse(C, x32);
    const auto s = ref::SchnorrSignature::parse(sig);
    return P && s && ref::schnorr_verify(P.value(), msg, s.value()).ok();
  }
  // The indices the batch names, or nothing if a key does not parse.
  std::optional<std::vector<std::size_t>> batch(const std::vector<B32>& keys, const std::vector<Bytes>& msgs,
                                                const std::vector<B64>& sigs) const override {
    std::vector<ref::SchnorrBatchItem> items;
    for (std::size_t i = 0; i < keys.size(); ++i) {
      const auto P = ref::XOnlyPublicKey::parse(C, keys[i]);
      if (!P) return std::nullopt;
      items.push_back({P.value(), msgs[i], ref::SchnorrSignature::parse(sigs[i]).value()});
    }
    return ref::schnorr_verify_batch(items).invalid;
  }
  std::optional<B32> ecdh(const B32& d, ByteView pub) const override {
    const auto sk = ref::SecretKey::parse(C, d);
    const auto P = ref::PublicKey::parse(C, pub);
    if (!sk || !P) return std::nullopt;
    const auto z = ref::ecdh(sk.value(), P.value(), ref::EcdhOutput::sha256_compressed);
    if (!z) return std::nullopt;
    return fixed<32>(z.value());
  }
  std::optional<B32> seckey_tweak(const B32& d, const B32& t, int op) const override {
    const auto sk = ref::SecretKey::parse(C, d);
    if (!sk) return std::nullopt;
    const auto r = op == 0 ? ref::secret_tweak_add(sk.value(), t)
                   : op == 1 ? ref::secret_tweak_mul(sk.value(), t)
                             : Result<ref::SecretKey>(ref::secret_negate(sk.value()));
    if (!r) return std::nullopt;
    return fixed<32>(r.value().reveal_bytes());
  }
  std::optional<Bytes> pubkey_tweak(ByteView pub, const B32& t, int op) const override {
    const auto P = ref::PublicKey::parse(C, pub);
    if (!P) return std::nullopt;
    const auto r = op == 0 ? ref::public_tweak_add(P.value(), t)
                   : op == 1 ? ref::public_tweak_mul(P.value(), t)
                             : Result<ref::PublicKey>(ref::public_negate(P.value()));
    if (!r) return std::nullopt;
    return r.value().serialize(false);
  }
  std::optional<Bytes> xonly_tweak(ByteView x32, const B32& t) const override {
    const auto P = ref::XOnlyPublicKey::parse(C, x32);
    if (!P) return std::nullopt;
    const auto r = ref::xonly_tweak_add(P.value(), t);
    if (!r) return std::nullopt;
    return r.value().full.serialize(false);
  }
  bool xonly_check(ByteView tx, bool parity, ByteView x32, const B32& t) const override {
    const auto P = ref::XOnlyPublicKey::parse(C, x32);
    return P && ref::xonly_tweak_add_check(tx, parity, P.value(), t).ok();
  }
  std::optional<B32> keypair_tweak(const B32& d, const B32& t) const override {
    const auto sk = ref::SecretKey::parse(C, d);
    if (!sk) return std::nullopt;
    const auto kp = ref::keypair_create(sk.value());
    if (!kp) return std::nullopt;
    const auto r = ref::keypair_xonly_tweak_add(kp.value(), t);
    if (!r) return std::nullopt;
    return fixed<32>(r.value().secret.reveal_bytes());
  }
};

// fast on secp256k1: the same questions.
struct FastSide final : ProtocolSide {
  [[nodiscard]] std::string name() const override { return "fast"; }

  std::optional<B64> sign(const B32& d, const B32& m, const std::optional<B32>& extra) const override {
    const auto sk = fast::SecretKey::parse(d);
    if (!sk) return std::nullopt;
    const auto s = fast::ecdsa_sign(sk.value(), m, extra ? ByteView(*extra) : ByteView(), true);
    if (!s) return std::nullopt;
    return fixed<64>(s.value().serialize_compact());
  }
  bool verify(ByteView pub, const B32& m, const B64& sig, bool low_s) const override {
    const auto P = fast::PublicKey::parse(pub);
    const auto s = fast::EcdsaSignature::parse_compact(sig);
    return P && s && fast::ecdsa_verify(P.value(), m, s.value(), low_s).ok();
  }
  std::optional<Bytes> recover(const B32& m, const B64& sig, int recid) const override {
    const auto s = fast::EcdsaSignature::parse_compact(sig);
    if (!s) return std::nullopt;
    const auto P = fast::ecdsa_recover(m, s.value(), recid);
    if (!P) return std::nullopt;
    return P.value().serialize(false);
  }
  Result<B64> parse_der_result(ByteView der) const override {
    const auto s = fast::EcdsaSignature::parse_der(der);
    if (!s) return s.error();
    return *fixed<64>(s.value().serialize_compact());
  }
  std::optional<B64> schnorr_sign(const B32& d, ByteView msg, const B32& aux) const override {
    const auto sk = fast::SecretKey::parse(d);
    if (!sk) return std::nullopt;
    const auto s = fast::schnorr_sign(fast::keypair_create(sk.value()), msg, aux);
    if (!s) return std::nullopt;
    return s.value().bytes;
  }
  bool schnorr_verify(ByteView x32, ByteView msg, const B64& sig) const override {
    const auto P = fast::XOnlyPublicKey::parse(x32);
    const auto s = fast::SchnorrSignature::parse(sig);
    return P && s && fast::schnorr_verify(P.value(), msg, s.value()).ok();
  }
  std::optional<std::vector<std::size_t>> batch(const std::vector<B32>& keys, const std::vector<Bytes>& msgs,
                                                const std::vector<B64>& sigs) const override {
    std::vector<fast::SchnorrBatchItem> items;
    for (std::size_t i = 0; i < keys.size(); ++i) {
      const auto P = fast::XOnlyPublicKey::parse(keys[i]);
      if (!P) return std::nullopt;
      items.push_back({P.value(), msgs[i], fast::SchnorrSignature::parse(sigs[i]).value()});
    }
    return fast::schnorr_verify_batch(items).invalid;
  }
  std::optional<B32> ecdh(const B32& d, ByteView pub) const override {
    const auto sk = fast::SecretKey::parse(d);
    const auto P = fast::PublicKey::parse(pub);
    if (!sk || !P) return std::nullopt;
    const auto z = fast::ecdh(sk.value(), P.value(), fast::EcdhOutput::sha256_compressed);
    if (!z) return std::nullopt;
    return fixed<32>(z.value());
  }
  std::optional<B32> seckey_tweak(const B32& d, const B32& t, int op) const override {
    const auto sk = fast::SecretKey::parse(d);
    if (!sk) return std::nullopt;
    const auto r = op == 0 ? fast::secret_tweak_add(sk.value(), t)
                   : op == 1 ? fast::secret_tweak_mul(sk.value(), t)
                             : Result<fast::SecretKey>(fast::secret_negate(sk.value()));
    if (!r) return std::nullopt;
    return fixed<32>(r.value().reveal_bytes());
  }
  std::optional<Bytes> pubkey_tweak(ByteView pub, const B32& t, int op) const override {
    const auto P = fast::PublicKey::parse(pub);
    if (!P) return std::nullopt;
    const auto r = op == 0 ? fast::public_tweak_add(P.value(), t)
                   : op == 1 ? fast::public_tweak_mul(P.value(), t)
                             : Result<fast::PublicKey>(fast::public_negate(P.value()));
    if (!r) return std::nullopt;
    return r.value().serialize(false);
  }
  std::optional<Bytes> xonly_tweak(ByteView x32, const B32& t) const override {
    const auto P = fast::XOnlyPublicKey::parse(x32);
    if (!P) return std::nullopt;
    const auto r = fast::xonly_tweak_add(P.value(), t);
    if (!r) return std::nullopt;
    return r.value().full.serialize(false);
  }
  bool xonly_check(ByteView tx, bool parity, ByteView x32, const B32& t) const override {
    const auto P = fast::XOnlyPublicKey::parse(x32);
    return P && fast::xonly_tweak_add_check(tx, parity, P.value(), t).ok();
  }
  std::optional<B32> keypair_tweak(const B32& d, const B32& t) const override {
    const auto sk = fast::SecretKey::parse(d);
    if (!sk) return std::nullopt;
    const auto r = fast::keypair_xonly_tweak_add(fast::keypair_create(sk.value()), t);
    if (!r) return std::nullopt;
    return fixed<32>(r.value().secret.reveal_bytes());
  }
};

// ---- the inputs ----

struct Secp256k1Inputs {
  std::vector<B32> secrets;   // edge secret keys (0, 1, n−1, n, all-ones) then random ones
  std::vector<B32> digests;   // a digest per secret
  std::vector<B32> tweaks;    // edge tweaks (0, 1, n−1, n) then random ones
};

B32 b32(const mpz_class& v) { return *fixed<32>(ref::to_be_bytes(v, 32)); }

// The tweaks tried with the i-th secret: the four edges and one random one
// (every pair would cost the reference's multiplications squared).
std::vector<B32> tweaks_for(const Secp256k1Inputs& in, std::size_t i) {
  std::vector<B32> out(in.tweaks.begin(), in.tweaks.begin() + 4);
  if (in.tweaks.size() > 4) out.push_back(in.tweaks[4 + i % (in.tweaks.size() - 4)]);
  return out;
}

Secp256k1Inputs secp256k1_inputs(Context& ctx) {
  const mpz_class& n = ctx.curve().n();
  Secp256k1Inputs in;
  const mpz_class all_ones = (mpz_class(1) << 256) - 1;
  for (const mpz_class& v : {mpz_class(0), mpz_class(1), mpz_class(n - 1), n, all_ones}) in.secrets.push_back(b32(v));
  for (const mpz_class& v : {mpz_class(0), mpz_class(1), mpz_class(n - 1), n}) in.tweaks.push_back(b32(v));
  for (std::size_t i = 0; i < ctx.options().count; ++i) {
    in.secrets.push_back(b32(ctx.rng().get_z_range(n - 1) + 1));
    in.tweaks.push_back(b32(ctx.rng().get_z_range(n)));
  }
  for (std::size_t i = 0; i < in.secrets.size(); ++i) in.digests.push_back(*fixed<32>(random_bytes(ctx, 32)));
  return in;
}

// A signature with one of its bits flipped, or its s replaced by n − s.
B64 mutate(const B64& sig, std::size_t which, const mpz_class& n) {
  B64 out = sig;
  if (which % 4 == 3) {
    const mpz_class s = ref::from_be_bytes(ByteView(sig).subspan(32));
    if (s != 0 && s < n) {
      const B32 ns = b32(n - s);
      std::copy(ns.begin(), ns.end(), out.begin() + 32);
    }
    return out;
  }
  out[(which * 37) % 64] ^= static_cast<std::uint8_t>(1U << (which % 8));
  return out;
}

}  // namespace

void compare_protocols_with_libsecp256k1(Context& ctx, std::vector<Row>& rows, const ProtocolSide& side) {
  const Secp256k1Inputs in = secp256k1_inputs(ctx);
  const ref::Curve& C = ctx.curve();
  const mpz_class& n = C.n();
  const std::string impl = side.name();

  timed_row(rows, impl, "ECDSA sign, RFC 6979 (+ extra data), low S", "libsecp256k1 ecdsa_sign", [&](Row& row) {
    for (std::size_t i = 0; i < in.secrets.size(); ++i) {
      for (const std::optional<B32>& extra : {std::optional<B32>(), std::optional<B32>(in.tweaks[i % in.tweaks.size()])}) {
        const auto mine = side.sign(in.secrets[i], in.digests[i], extra);
        const auto theirs = lib::ecdsa_sign(in.secrets[i], in.digests[i], extra);
        row.record(mine == theirs, [&] { return hex(in.secrets[i]) + ": " + hex(mine) + " vs " + hex(theirs); });
      }
    }
  });

  timed_row(rows, impl, "ECDSA verify (valid, mutated, high S)", "libsecp256k1 ecdsa_verify", [&](Row& row) {
    for (std::size_t i = 0; i < in.secrets.size(); ++i) {
      const auto sig = lib::ecdsa_sign(in.secrets[i], in.digests[i], std::nullopt);
      const auto pub = lib::pubkey_create(in.secrets[i]);
      if (!sig || !pub) continue;
      for (std::size_t m = 0; m < 5; ++m) {
        const B64 s = m == 0 ? *sig : mutate(*sig, i + m, n);
        for (bool low : {true, false}) {
          const bool mine = side.verify(*pub, in.digests[i], s, low);
          const bool theirs = lib::ecdsa_verify(*pub, in.digests[i], s, !low).value_or(false);
          row.record(mine == theirs, [&] { return hex(s) + (low ? " (low S)" : "") + ": " + std::to_string(mine); });
        }
      }
    }
  });

  timed_row(rows, impl, "ECDSA recover (recid 0..3, r + n)", "libsecp256k1 ecdsa_recover", [&](Row& row) {
    for (std::size_t i = 0; i < in.secrets.size(); ++i) {
      const auto rs = lib::ecdsa_sign_recoverable(in.secrets[i], in.digests[i], std::nullopt);
      if (!rs) continue;
      for (int recid = 0; recid < 4; ++recid) {
        const auto mine = side.recover(in.digests[i], rs->sig, recid);
        const auto theirs = lib::ecdsa_recover(in.digests[i], rs->sig, recid);
        row.record(mine == theirs, [&] { return hex(rs->sig) + " recid " + std::to_string(recid); });
      }
    }
  });

  timed_row(rows, impl, "ECDSA strict DER parse (valid, malformed)", "libsecp256k1 signature_parse_der", [&](Row& row) {
    for (std::size_t i = 0; i < in.secrets.size(); ++i) {
      const auto sig = lib::ecdsa_sign(in.secrets[i], in.digests[i], std::nullopt);
      if (!sig) continue;
      const Bytes der = *lib::signature_serialize_der(*sig);
      std::vector<Bytes> cases{der};
      Bytes longer = der;  // a trailing octet
      longer.push_back(0);
      cases.push_back(longer);
      cases.emplace_back(der.begin(), der.end() - 1);  // truncated
      Bytes padded = der;  // r with a superfluous leading zero
      padded.insert(padded.begin() + 4, 0x00);
      padded[1] = static_cast<std::uint8_t>(padded[1] + 1);
      padded[3] = static_cast<std::uint8_t>(padded[3] + 1);
      cases.push_back(padded);
      Bytes flipped = der;
      flipped[i % der.size()] ^= 0x80;
      cases.push_back(flipped);
      for (const Bytes& c : cases) {
        const Result<B64> mine = side.parse_der_result(c);
        const auto theirs = lib::signature_parse_der(c);
        // libsecp256k1 parses r or s ≥ n (and 0) as zero; ours names the range.
        bool agree;
        if (mine.ok()) {
          agree = theirs && *theirs == mine.value();
        } else if (mine.error() == Error::signature_encoding) {
          agree = !theirs;
        } else {
          agree = theirs && (std::all_of(theirs->begin(), theirs->begin() + 32, [](auto b) { return b == 0; }) ||
                             std::all_of(theirs->begin() + 32, theirs->end(), [](auto b) { return b == 0; }));
        }
        row.record(agree, [&] { return hex(c) + ": " + (mine.ok() ? hex(mine.value()) : std::string(error_name(mine.error()))) + " vs " + hex(theirs); });
      }
    }
  });

  timed_row(rows, impl, "BIP 340 sign (aux_rand, messages of 0..64 octets)", "libsecp256k1 schnorrsig_sign", [&](Row& row) {
    for (std::size_t i = 0; i < in.secrets.size(); ++i) {
      const Bytes msg = random_bytes(ctx, (i * 7) % 65);
      const B32 aux = in.digests[(i + 1) % in.digests.size()];
      const auto mine = side.schnorr_sign(in.secrets[i], msg, aux);
      const auto theirs = lib::schnorrsig_sign(in.secrets[i], msg, aux);
      row.record(mine == theirs, [&] { return hex(in.secrets[i]) + ": " + hex(mine) + " vs " + hex(theirs); });
    }
  });

  // Keys, messages and signatures of libsecp256k1's making, for the rows below.
  std::vector<B32> xkeys;
  std::vector<Bytes> msgs;
  std::vector<B64> sigs;
  for (std::size_t i = 0; i < in.secrets.size(); ++i) {
    const auto kp = lib::keypair_create(in.secrets[i]);
    if (!kp) continue;
    const Bytes msg = random_bytes(ctx, 32 + i % 3);
    const auto sig = lib::schnorrsig_sign(in.secrets[i], msg, in.digests[i]);
    if (!sig) continue;
    xkeys.push_back(kp->xonly);
    msgs.push_back(msg);
    sigs.push_back(*sig);
  }

  timed_row(rows, impl, "BIP 340 verify (valid, mutated)", "libsecp256k1 schnorrsig_verify", [&](Row& row) {
    for (std::size_t i = 0; i < xkeys.size(); ++i) {
      for (std::size_t m = 0; m < 4; ++m) {
        B64 s = sigs[i];
        if (m > 0) s[(i * 13 + m * 17) % 64] ^= static_cast<std::uint8_t>(1U << m);
        const bool mine = side.schnorr_verify(xkeys[i], msgs[i], s);
        const bool theirs = lib::schnorrsig_verify(s, msgs[i], xkeys[i]);
        row.record(mine == theirs, [&] { return hex(s) + ": " + std::to_string(mine); });
      }
    }
  });

  timed_row(rows, impl, "BIP 340 batch verify (0, 1, all; a bad one named)", "libsecp256k1 schnorrsig_verify each",
            [&](Row& row) {
              for (std::size_t bad = 0; bad <= xkeys.size() + 1; ++bad) {
                // bad = size: no bad signature; bad = size + 1: an empty batch.
                const std::size_t len = bad == xkeys.size() + 1 ? 0 : xkeys.size();
                std::vector<B32> k(xkeys.begin(), xkeys.begin() + static_cast<std::ptrdiff_t>(len));
                std::vector<Bytes> m(msgs.begin(), msgs.begin() + static_cast<std::ptrdiff_t>(len));
                std::vector<B64> s(sigs.begin(), sigs.begin() + static_cast<std::ptrdiff_t>(len));
                if (bad < len) s[bad][63] ^= 1;
                std::vector<std::size_t> theirs;
                for (std::size_t i = 0; i < len; ++i) {
                  if (!lib::schnorrsig_verify(s[i], m[i], k[i])) theirs.push_back(i);
                }
                const auto mine = side.batch(k, m, s);
                row.record(mine && *mine == theirs, [&] { return "batch of " + std::to_string(len) + ", bad " + std::to_string(bad); });
              }
            });

  timed_row(rows, impl, "ECDH, SHA-256 of the compressed point", "libsecp256k1 ecdh", [&](Row& row) {
    for (std::size_t i = 0; i < in.secrets.size(); ++i) {
      const auto pub = lib::pubkey_create(in.secrets[(i + 1) % in.secrets.size()]);
      if (!pub) continue;
      const auto mine = side.ecdh(in.secrets[i], *pub);
      const auto theirs = lib::ecdh_sha256(in.secrets[i], *pub);
      row.record(mine == theirs, [&] { return hex(in.secrets[i]) + ": " + hex(mine) + " vs " + hex(theirs); });
    }
  });

  timed_row(rows, impl, "secret key tweak add, mul, negate", "libsecp256k1 seckey_tweak_*", [&](Row& row) {
    for (std::size_t i = 0; i < in.secrets.size(); ++i) {
      const std::vector<B32> ts = tweaks_for(in, i);
      for (const B32& t : ts) {
        for (int op = 0; op < 3; ++op) {
          if (op == 2 && &t != &ts.front()) continue;  // negate takes no tweak
          const auto mine = side.seckey_tweak(in.secrets[i], t, op);
          const auto theirs = op == 0   ? lib::seckey_tweak_add(in.secrets[i], t)
                              : op == 1 ? lib::seckey_tweak_mul(in.secrets[i], t)
                                        : lib::seckey_negate(in.secrets[i]);
          row.record(mine == theirs, [&] { return hex(in.secrets[i]) + " op " + std::to_string(op) + " " + hex(t); });
        }
      }
    }
  });

  timed_row(rows, impl, "public key tweak add, mul, negate", "libsecp256k1 pubkey_tweak_*", [&](Row& row) {
    for (std::size_t i = 0; i < in.secrets.size(); ++i) {
      const auto pub = lib::pubkey_create(in.secrets[i]);
      if (!pub) continue;
      std::vector<B32> ts = tweaks_for(in, i);
      ts.push_back(b32(n - ref::from_be_bytes(in.secrets[i])));  // P + t·G = O
      for (const B32& t : ts) {
        for (int op = 0; op < 3; ++op) {
          const auto mine = side.pubkey_tweak(*pub, t, op);
          const auto theirs = op == 0   ? lib::pubkey_tweak_add(*pub, t)
                              : op == 1 ? lib::pubkey_tweak_mul(*pub, t)
                                        : lib::pubkey_negate(*pub);
          row.record(mine == theirs, [&] { return hex(*pub) + " op " + std::to_string(op) + " " + hex(t); });
        }
      }
    }
  });

  timed_row(rows, impl, "x-only tweak add, its check, key pair tweak", "libsecp256k1 xonly_*, keypair_*", [&](Row& row) {
    for (std::size_t i = 0; i < in.secrets.size(); ++i) {
      const auto kp = lib::keypair_create(in.secrets[i]);
      for (const B32& t : tweaks_for(in, i)) {
        const auto mine_kp = side.keypair_tweak(in.secrets[i], t);
        const auto theirs_kp = lib::keypair_xonly_tweak_add(in.secrets[i], t);
        row.record(mine_kp == (theirs_kp ? std::optional<B32>(theirs_kp->secret) : std::nullopt),
                   [&] { return "key pair " + hex(in.secrets[i]) + " + " + hex(t); });
        if (!kp) continue;
        const auto mine = side.xonly_tweak(kp->xonly, t);
        const auto theirs = lib::xonly_pubkey_tweak_add(kp->xonly, t);
        row.record(mine == theirs, [&] { return "x-only " + hex(kp->xonly) + " + " + hex(t); });
        if (!theirs) continue;
        const auto tx = lib::xonly_pubkey_from_pubkey(*theirs);
        for (int parity = 0; parity < 2; ++parity) {
          const bool m = side.xonly_check(tx->x, parity == 1, kp->xonly, t);
          const bool th = lib::xonly_pubkey_tweak_add_check(tx->x, parity, kp->xonly, t);
          row.record(m == th, [&] { return "check " + hex(tx->x) + " parity " + std::to_string(parity); });
        }
      }
    }
  });
}

std::unique_ptr<ProtocolSide> ref_protocol_side(const ref::Curve& C) { return std::make_unique<RefSide>(C); }
std::unique_ptr<ProtocolSide> fast_protocol_side() { return std::make_unique<FastSide>(); }

namespace {

// ---- every curve: ref against OpenSSL's ECDSA and ECDH ----

void openssl_rows(Context& ctx, std::vector<Row>& rows) {
  const ref::Curve& C = ctx.curve();
  const oracles::OpenSslGroup* ossl = ctx.openssl();
  if (ossl == nullptr || C.spec().kind == spec::CurveKind::small) return;
  const std::size_t L = C.fn().bytes();
  const hash::Digest sha256 = hash::Digest::find("sha256").value();
  std::vector<mpz_class> ds;
  for (std::size_t i = 0; i < ctx.options().count + 2; ++i) ds.push_back(ctx.rng().get_z_range(C.n() - 1) + 1);
  ds.push_back(1);
  ds.push_back(C.n() - 1);
  // Digests shorter than n, as long, and longer (bits2int keeps the leftmost bits).
  const auto digest_for = [&](std::size_t i) { return random_bytes(ctx, std::size_t{16} + (i * 24) % 64); };

  timed_row(rows, "ref", "ECDSA sign, RFC 6979 (digests of 16..79 octets)", "OpenSSL ECDSA_do_verify", [&](Row& row) {
    for (std::size_t i = 0; i < ds.size(); ++i) {
      const auto sk = ref::SecretKey::parse(C, ref::to_be_bytes(ds[i], L)).value();
      const Bytes e = digest_for(i);
      const auto sig = ref::ecdsa_sign(sk, e, sha256, {}, false);
      if (!sig) {
        row.record(false, [&] { return std::string("ref refused to sign: ") + std::string(error_name(sig.error())); });
        continue;
      }
      const ref::PublicKey Q = ref::derive_public_key(sk);
      const auto v = ossl->ecdsa_verify(Context::ints(Q.point()), e, sig.value().r.value(), sig.value().s.value());
      row.record(v == std::optional<bool>(true), [&] { return "d = " + ds[i].get_str(16); });
    }
  });

  timed_row(rows, "ref", "ECDSA verify (valid, mutated digest, r, s)", "OpenSSL ECDSA_do_sign, _do_verify", [&](Row& row) {
    for (std::size_t i = 0; i < ds.size(); ++i) {
      const auto sk = ref::SecretKey::parse(C, ref::to_be_bytes(ds[i], L)).value();
      const ref::PublicKey Q = ref::derive_public_key(sk);
      const Bytes e = digest_for(i);
      const auto theirs = ossl->ecdsa_sign(ds[i], e);
      if (!theirs) {
        row.record(false, [&] { return std::string("OpenSSL refused to sign"); });
        continue;
      }
      for (int m = 0; m < 4; ++m) {
        Bytes e2 = e;
        mpz_class r = theirs->r, s = theirs->s;
        if (m == 1) e2[0] ^= 1;
        if (m == 2) r = (r + 1) % C.n();
        if (m == 3) s = (s + 1) % C.n();
        const auto sig = ref::check_signature_range(C, r, s);
        const bool mine = sig && ref::ecdsa_verify(Q, e2, sig.value(), false).ok();
        const auto v = ossl->ecdsa_verify(Context::ints(Q.point()), e2, r, s);
        row.record(v == std::optional<bool>(mine), [&] { return "d = " + ds[i].get_str(16) + " mutation " + std::to_string(m); });
      }
    }
  });

  timed_row(rows, "ref", "ECDH, raw x (SEC 1 3.3.1)", "OpenSSL ECDH_compute_key", [&](Row& row) {
    for (std::size_t i = 0; i < ds.size(); ++i) {
      const auto sk = ref::SecretKey::parse(C, ref::to_be_bytes(ds[i], L)).value();
      const auto peer = ref::SecretKey::parse(C, ref::to_be_bytes(ds[(i + 1) % ds.size()], L)).value();
      const ref::PublicKey Q = ref::derive_public_key(peer);
      const auto mine = ref::ecdh(sk, Q, ref::EcdhOutput::raw_x);
      const auto theirs = ossl->ecdh_raw_x(ds[i], Context::ints(Q.point()));
      row.record(mine.ok() && theirs && mine.value() == *theirs, [&] { return "d = " + ds[i].get_str(16); });
    }
  });
}

}  // namespace

void check_protocols(Context& ctx, std::vector<Row>& rows) {
  openssl_rows(ctx, rows);
  if (ctx.curve().name() != "secp256k1") return;
  // The same inputs for both: the context's generator is reseeded.
  const Options& o = ctx.options();
  Context ref_ctx(ctx.curve(), o), fast_ctx(ctx.curve(), o);
  compare_protocols_with_libsecp256k1(ref_ctx, rows, *ref_protocol_side(ctx.curve()));
  compare_protocols_with_libsecp256k1(fast_ctx, rows, *fast_protocol_side());
}

}  // namespace tandem::audit

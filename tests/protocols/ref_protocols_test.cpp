// ref's protocols on their own: exhaustive ECDSA and recovery on small
// curves, the exact Error of every edge case (ranges, high S, digest
// truncation, DER strict and lax, recovery ids, x-only and taproot tweaks,
// ECDH, batch verification), and the identities between the key, tweak and
// ECDH functions on the property curves.
#include <gtest/gtest.h>

#include <map>

#include "support.hpp"
#include "tandem/hash/digest.hpp"
#include "tandem/hash/tagged.hpp"
#include "tandem/ref/encoding.hpp"
#include "tandem/ref/protocols/protocols.hpp"

namespace tandem {
namespace {

using ref::Bytes;
using ref::ByteView;

const ref::Curve& curve(const char* name) { return *ref::find_curve(name); }
const hash::Digest& sha256() {
  static const hash::Digest d = hash::Digest::find("SHA-256").value();
  return d;
}
Bytes be(const mpz_class& v, std::size_t len) { return ref::to_be_bytes(v, len); }
Bytes concat(std::initializer_list<ByteView> parts) {
  Bytes out;
  for (ByteView p : parts) out.insert(out.end(), p.begin(), p.end());
  return out;
}
/// A deterministic secret key on C from a small seed (never 0).
ref::SecretKey key(const ref::Curve& C, unsigned long seed) {
  const mpz_class d = 1 + (mpz_class(seed) * mpz_class("0x9e3779b97f4a7c15") + 12345) % (C.n() - 1);
  return ref::SecretKey::parse(C, be(d, C.fn().bytes())).value();
}
Bytes digest_of(unsigned long seed) {
  const Bytes s = be(seed, 8);
  return sha256()(s);
}

// ---------------------------------------------------------------- exhaustive

/// For every key d and every nonce k of a small curve (or every key_stride-th
/// and stride-th, spread over the group), sign, verify, and
/// recover with the recovery id of R = k·G; r + 1 and s + 1 are judged.
/// The signer's nonce_unusable happens exactly when r = 0 or s = 0.
void exhaustive_ecdsa(const ref::Curve& C, bool recover, unsigned long key_stride, unsigned long stride) {
  const unsigned long n = C.n().get_ui();
  const std::size_t L = C.fn().bytes();
  int signed_count = 0, refused = 0, recovered = 0, mutants = 0, mutants_rejected = 0;
  for (unsigned long d = 1; d < n; d += key_stride) {
    const ref::SecretKey sk = ref::SecretKey::parse(C, be(d, L)).value();
    const ref::PublicKey Q = ref::derive_public_key(sk);
    const Bytes digest{static_cast<std::uint8_t>(d * 37 + 11)};
    const mpz_class e = ref::from_be_bytes(digest) >> (8 - std::min<std::size_t>(8, C.fn().bits()));
    for (unsigned long k = 1 + d % stride; k < n; k += stride) {
      const ref::Point R = ref::mul_gen(C, k);
      const mpz_class r = R.x.value() % C.n();
      // s = 0 exactly when e + r·d ≡ 0 (mod n), k being invertible.
      const mpz_class s = (e + r * d) % C.n();
      const Result<ref::EcdsaSignature> sig = ref::ecdsa_sign_with_nonce(sk, digest, be(k, L), /*low_s=*/false);
      if (r == 0 || s == 0) {
        ASSERT_FALSE(sig.ok()) << "d=" << d << " k=" << k;
        ASSERT_EQ(sig.error(), Error::nonce_unusable);
        ++refused;
        continue;
      }
      ASSERT_TRUE(sig.ok()) << "d=" << d << " k=" << k;
      ASSERT_EQ(sig.value().r.value(), r);
      ASSERT_TRUE(ref::ecdsa_verify(Q, digest, sig.value(), false).ok()) << "d=" << d << " k=" << k;
      // r + 1 and s + 1: on a group this small a mutation can verify by
      // chance, so the verdict is compared with the equation on scalars:
      // (r', s') verifies iff x(k'·G) ≡ r' with k' = s'⁻¹(e + r'·d) mod n.
      for (int which = 0; which < 2; ++which) {
        ref::EcdsaSignature m = sig.value();
        if (which == 0) m.r = m.r + C.fn().one();
        if (which == 1) m.s = m.s + C.fn().one();
        const Verdict got = ref::ecdsa_verify(Q, digest, m, false);
        if (is_zero(m.r) || is_zero(m.s)) {
          ASSERT_FALSE(got.ok());
          continue;
        }
        const ref::Fe kk = *ref::inverse(m.s) * (C.fn().from_mpz(e) + m.r * sk.scalar());
        const bool holds = !is_zero(kk) && C.fn().from_mpz(ref::mul_gen(C, kk.value()).x.value()) == m.r;
        ASSERT_EQ(got.ok(), holds) << "d=" << d << " k=" << k << " mutated " << (which == 0 ? "r" : "s");
        mutants_rejected += holds ? 0 : 1;
        ++mutants;
      }
      ++signed_count;
      if (recover) {
        const int recid = (R.y.is_odd() ? 1 : 0) | (R.x.value() >= C.n() ? 2 : 0);
        const Result<ref::PublicKey> got = ref::ecdsa_recover(C, digest, sig.value(), recid);
        ASSERT_TRUE(got.ok()) << "d=" << d << " k=" << k << " " << error_name(got.error());
        ASSERT_TRUE(got.value() == Q) << "d=" << d << " k=" << k;
        // The other parity is the other point −R: another key (or none).
        const Result<ref::PublicKey> other = ref::ecdsa_recover(C, digest, sig.value(), recid ^ 1);
        ASSERT_TRUE(!other.ok() || !(other.value() == Q)) << "d=" << d << " k=" << k;
        ++recovered;
      }
    }
  }
  EXPECT_GT(signed_count, 0);
  // Most mutations are rejected (a chance acceptance is about 1/n).
  EXPECT_GT(mutants_rejected, mutants * 3 / 4) << C.name();
  EXPECT_GT(refused, 0) << "no (d, k) gave r = 0 or s = 0 on " << C.name();
  if (recover) {
    EXPECT_EQ(recovered, signed_count);
  }
}

TEST(RefEcdsaExhaustive, K1_13AllKeysAllNonces) {
  // n = 13 on secp256k1's 256-bit field: every key, every nonce. Recovery
  // is out of reach here (x(R) is a 256-bit number, r its residue mod 13).
  exhaustive_ecdsa(curve("k1-13"), /*recover=*/false, 1, 1);
}

TEST(RefEcdsaExhaustive, TinyM3_251WithRecovery) {
  // p = 257, n = 251: x(R) ≥ n happens (recovery ids 2 and 3). Every pair
  // in the full tier; in the quick one, one key in five and one nonce in twelve.
  exhaustive_ecdsa(curve("tiny-m3-251"), /*recover=*/true, TANDEM_FULL_TESTS ? 1 : 5, TANDEM_FULL_TESTS ? 1 : 12);
}

TEST(RefEcdsaExhaustive, TinyGen263RecoveryIdsAboveOneRefused) {
  // n = 263 > p = 251: x(R) < n always, so recovery ids 2 and 3 name no x.
  const ref::Curve& C = curve("tiny-gen-263");
  exhaustive_ecdsa(C, /*recover=*/true, TANDEM_FULL_TESTS ? 1 : 10, TANDEM_FULL_TESTS ? 1 : 30);
  const ref::SecretKey d = key(C, 3);
  const Bytes h = digest_of(1);
  const auto sig = ref::ecdsa_sign(d, h, sha256(), {}, false).value();
  EXPECT_EQ(ref::ecdsa_recover(C, h, sig, 2).error(), Error::recid_out_of_range);
  EXPECT_EQ(ref::ecdsa_recover(C, h, sig, 3).error(), Error::recid_out_of_range);
}

// ------------------------------------------------------------------ keys

TEST(RefKeys, SecretKeyErrorsInOrder) {
  for (const char* name : {"secp256k1", "P-521", "k1-13"}) {
    const ref::Curve& C = curve(name);
    const std::size_t L = C.fn().bytes();
    EXPECT_EQ(ref::SecretKey::parse(C, Bytes(L - 1, 0)).error(), Error::length_mismatch) << name;
    EXPECT_EQ(ref::SecretKey::parse(C, Bytes(L + 1, 0)).error(), Error::length_mismatch) << name;
    EXPECT_EQ(ref::SecretKey::parse(C, be(C.n(), L)).error(), Error::scalar_out_of_range) << name;
    EXPECT_EQ(ref::SecretKey::parse(C, Bytes(L, 0)).error(), Error::scalar_zero) << name;
    const ref::SecretKey top = ref::SecretKey::parse(C, be(C.n() - 1, L)).value();
    EXPECT_EQ(top.reveal_bytes(), be(C.n() - 1, L));
    const ref::SecretKey copy = top;  // copies keep the value; the original's wipe is its own
    EXPECT_EQ(copy.reveal_bytes(), top.reveal_bytes());
    EXPECT_EQ(ref::derive_public_key(top), ref::public_negate(ref::derive_public_key(ref::SecretKey::parse(C, be(1, L)).value())));
  }
  // A 33-octet encoding of a valid secp256k1 key is still the wrong length.
  EXPECT_EQ(ref::SecretKey::parse(curve("secp256k1"), be(1, 33)).error(), Error::length_mismatch);
}

TEST(RefKeys, PublicKeyRoundTripAndErrors) {
  const ref::Curve& C = curve("secp256k1");
  const ref::PublicKey P = ref::derive_public_key(key(C, 7));
  EXPECT_EQ(ref::PublicKey::parse(C, P.serialize(true)).value(), P);
  EXPECT_EQ(ref::PublicKey::parse(C, P.serialize(false)).value(), P);
  EXPECT_EQ(P.serialize(true).size(), 33U);
  EXPECT_EQ(P.serialize(false).size(), 65U);
  EXPECT_EQ(ref::PublicKey::parse(C, Bytes{0x00}).error(), Error::point_at_infinity);
  EXPECT_EQ(ref::PublicKey::parse(C, Bytes{0x02}).error(), Error::encoding_length);
  // A point of k1-13's curve outside ⟨G⟩: the curve's cofactor is ~2^250.
  const ref::Curve& K = curve("k1-13");
  for (long x = 1;; ++x) {
    const Bytes enc = concat({Bytes{0x02}, be(x, 32)});
    const Result<ref::Point> pt = ref::decode_point(K, enc);
    if (!pt) continue;
    if (ref::in_subgroup(K, pt.value())) continue;
    EXPECT_EQ(ref::PublicKey::parse(K, enc).error(), Error::not_in_subgroup);
    break;
  }
}

// ----------------------------------------------------------- ECDSA edges

TEST(RefEcdsa, DigestTruncationMatchesAnIndependentComputation) {
  const Bytes h512 = hash::digest("SHA-512", Bytes{'a', 'b', 'c'}).value();
  // P-256 with SHA-512: the leftmost 256 bits are the first 32 octets.
  {
    const ref::Curve& C = curve("P-256");
    const mpz_class want = ref::from_be_bytes(ByteView(h512).first(32)) % C.n();
    EXPECT_EQ(ref::ecdsa_digest_scalar(C, h512).value(), want);
  }
  // brainpoolP160r1 (160-bit n) with SHA-256: the first 20 octets.
  {
    const ref::Curve& C = curve("brainpoolP160r1");
    const Bytes h = sha256()(Bytes{'x'});
    EXPECT_EQ(ref::ecdsa_digest_scalar(C, h).value(), ref::from_be_bytes(ByteView(h).first(20)) % C.n());
  }
  // P-521 (521-bit n) with SHA-512: shorter, taken whole.
  {
    const ref::Curve& C = curve("P-521");
    EXPECT_EQ(ref::ecdsa_digest_scalar(C, h512).value(), ref::from_be_bytes(h512) % C.n());
  }
  // k1-13 (n = 13, 4 bits): the top nibble of the first octet.
  {
    const ref::Curve& C = curve("k1-13");
    for (int b0 : {0x00, 0x3f, 0xd0, 0xff}) {
      Bytes h = sha256()(Bytes{static_cast<std::uint8_t>(b0)});
      h[0] = static_cast<std::uint8_t>(b0);
      EXPECT_EQ(ref::ecdsa_digest_scalar(C, h).value(), mpz_class(b0 >> 4) % 13) << b0;
    }
  }
  // A signature over a long digest verifies with the digest, and not with
  // one that differs only in its dropped bits... which is the same scalar:
  // it verifies too (the truncation is the standard's).
  const ref::Curve& C = curve("P-256");
  const ref::SecretKey d = key(C, 5);
  const auto sig = ref::ecdsa_sign(d, h512, sha256(), {}, false).value();
  Bytes tail = h512;
  tail.back() ^= 1;
  EXPECT_TRUE(ref::ecdsa_verify(ref::derive_public_key(d), h512, sig, false).ok());
  EXPECT_TRUE(ref::ecdsa_verify(ref::derive_public_key(d), tail, sig, false).ok());
  Bytes head = h512;
  head[0] ^= 1;
  EXPECT_EQ(ref::ecdsa_verify(ref::derive_public_key(d), head, sig, false).error(), Error::signature_mismatch);
}

TEST(RefEcdsa, RangesAndHighS) {
  for (const char* name : {"secp256k1", "P-384", "tiny-gen-263"}) {
    const ref::Curve& C = curve(name);
    const std::size_t L = C.fn().bytes();
    const ref::SecretKey d = key(C, 11);
    const ref::PublicKey Q = ref::derive_public_key(d);
    const Bytes h = digest_of(2);
    const auto sig = ref::ecdsa_sign(d, h, sha256(), {}, /*low_s=*/true).value();
    ASSERT_TRUE(sig.is_low_s());
    const Bytes rb = sig.r.to_bytes(), sb = sig.s.to_bytes();
    // parse_compact: r = 0, n, n + 1 (if it fits L octets), then s likewise.
    std::vector<mpz_class> bad{0, C.n()};
    if (C.n() + 1 < mpz_class(1) << (8 * L)) bad.push_back(C.n() + 1);
    for (const mpz_class& v : bad) {
      EXPECT_EQ(ref::EcdsaSignature::parse_compact(C, concat({be(v, L), sb})).error(), Error::signature_r_out_of_range);
      EXPECT_EQ(ref::EcdsaSignature::parse_compact(C, concat({rb, be(v, L)})).error(), Error::signature_s_out_of_range);
      // r is checked before s.
      EXPECT_EQ(ref::EcdsaSignature::parse_compact(C, concat({be(v, L), be(v, L)})).error(),
                Error::signature_r_out_of_range);
    }
    EXPECT_EQ(ref::EcdsaSignature::parse_compact(C, concat({rb, sb, Bytes{0}})).error(), Error::signature_encoding);
    // verify on a constructed signature: r = 0, then s = 0.
    EXPECT_EQ(ref::ecdsa_verify(Q, h, {C.fn().zero(), sig.s}, false).error(), Error::signature_r_out_of_range);
    EXPECT_EQ(ref::ecdsa_verify(Q, h, {sig.r, C.fn().zero()}, false).error(), Error::signature_s_out_of_range);
    // High S: valid unless low S is required.
    const ref::EcdsaSignature high{sig.r, -sig.s};
    EXPECT_FALSE(high.is_low_s());
    EXPECT_TRUE(ref::ecdsa_verify(Q, h, high, false).ok());
    EXPECT_EQ(ref::ecdsa_verify(Q, h, high, true).error(), Error::signature_high_s);
    EXPECT_EQ(high.normalized_low_s().s, sig.s);
    // s = (n − 1)/2 is low, (n + 1)/2 high: the boundary.
    EXPECT_TRUE((ref::EcdsaSignature{sig.r, C.fn().from_mpz((C.n() - 1) / 2)}.is_low_s()));
    EXPECT_FALSE((ref::EcdsaSignature{sig.r, C.fn().from_mpz((C.n() + 1) / 2)}.is_low_s()));
    // Wrong key, wrong digest.
    EXPECT_EQ(ref::ecdsa_verify(ref::derive_public_key(key(C, 12)), h, sig, false).error(), Error::signature_mismatch);
    // A signature of another curve is out of this curve's range.
    const ref::Curve& other = curve(std::string(name) == "P-384" ? "P-256" : "P-384");
    EXPECT_EQ(ref::ecdsa_verify(ref::derive_public_key(key(other, 1)), h, sig, false).error(),
              Error::signature_r_out_of_range);
  }
}

TEST(RefEcdsa, SignOptionsAndNonceErrors) {
  const ref::Curve& C = curve("secp256k1");
  const ref::SecretKey d = key(C, 21);
  const Bytes h = digest_of(3);
  // low_s: the normalized twin of the plain signature.
  bool saw_high = false;
  for (unsigned long i = 0; i < 16; ++i) {
    const Bytes hi = digest_of(100 + i);
    const auto plain = ref::ecdsa_sign(d, hi, sha256(), {}, false).value();
    const auto low = ref::ecdsa_sign(d, hi, sha256(), {}, true).value();
    EXPECT_EQ(low.serialize_compact(), plain.normalized_low_s().serialize_compact());
    saw_high = saw_high || !plain.is_low_s();
  }
  EXPECT_TRUE(saw_high);
  // The first RFC 6979 candidate is the nonce ecdsa_sign uses.
  const auto ks = ref::rfc6979_nonces(d, h, sha256(), {}, 1).value();
  EXPECT_EQ(ref::ecdsa_sign_with_nonce(d, h, ks[0], false).value().serialize_compact(),
            ref::ecdsa_sign(d, h, sha256(), {}, false).value().serialize_compact());
  // Extra data changes the nonce; any length is taken.
  EXPECT_NE(ref::rfc6979_nonces(d, h, sha256(), Bytes{1}, 1).value()[0], ks[0]);
  EXPECT_NE(ref::rfc6979_nonces(d, h, sha256(), Bytes(33, 7), 1).value()[0], ks[0]);
  // An XOF is no HMAC hash.
  const hash::Digest shake = hash::Digest::find("SHAKE128").value();
  EXPECT_EQ(ref::rfc6979_nonces(d, h, shake, {}, 1).error(), Error::unknown_hash);
  EXPECT_EQ(ref::ecdsa_sign(d, h, shake, {}, true).error(), Error::unknown_hash);
  // Caller nonces: length, 0, n.
  EXPECT_EQ(ref::ecdsa_sign_with_nonce(d, h, Bytes(31, 1), false).error(), Error::length_mismatch);
  EXPECT_EQ(ref::ecdsa_sign_with_nonce(d, h, Bytes(32, 0), false).error(), Error::nonce_unusable);
  EXPECT_EQ(ref::ecdsa_sign_with_nonce(d, h, be(C.n(), 32), false).error(), Error::nonce_unusable);
  // Other HMAC hashes, every curve: sign, verify, round trips.
  const hash::Digest sha3 = hash::Digest::find("SHA3-256").value();
  for (const std::string& name : test::property_curve_names()) {
    const ref::Curve& K = curve(name.c_str());
    const ref::SecretKey dk = key(K, 31);
    const auto sig = ref::ecdsa_sign(dk, h, sha3, {}, true).value();
    EXPECT_TRUE(ref::ecdsa_verify(ref::derive_public_key(dk), h, sig, true).ok()) << name;
    EXPECT_EQ(ref::EcdsaSignature::parse_der(K, sig.serialize_der()).value().serialize_compact(),
              sig.serialize_compact()) << name;
    EXPECT_EQ(ref::EcdsaSignature::parse_compact(K, sig.serialize_compact()).value().serialize_der(),
              sig.serialize_der()) << name;
  }
}

TEST(RefEcdsa, RecoveryOnEveryPropertyCurveWithAndWithoutLowS) {
  // The recovery id must follow the normalization of s (−R for n − s): over
  // sixteen digests both parities and both normalizations occur.
  for (const std::string& name : test::property_curve_names()) {
    const ref::Curve& C = curve(name.c_str());
    if (C.h() != 1) continue;  // k1-*: x(R) mod n loses R (see the exhaustive tests)
    const ref::SecretKey d = key(C, 45);
    const ref::PublicKey Q = ref::derive_public_key(d);
    int normalized = 0;
    for (unsigned long i = 0; i < 16; ++i) {
      const Bytes h = digest_of(500 + i);
      for (bool low_s : {false, true}) {
        const auto rs = ref::ecdsa_sign_recoverable(d, h, sha256(), {}, low_s).value();
        EXPECT_EQ(rs.sig.serialize_compact(), ref::ecdsa_sign(d, h, sha256(), {}, low_s).value().serialize_compact());
        const Result<ref::PublicKey> got = ref::ecdsa_recover(C, h, rs.sig, rs.recid);
        ASSERT_TRUE(got.ok()) << name << " " << i << " " << error_name(got.error());
        EXPECT_EQ(got.value(), Q) << name << " " << i << " low_s " << low_s;
        if (low_s && !ref::ecdsa_sign(d, h, sha256(), {}, false).value().is_low_s()) ++normalized;
      }
    }
    EXPECT_GT(normalized, 0) << name;
  }
}

TEST(RefEcdsa, RecoveryErrors) {
  const ref::Curve& C = curve("secp256k1");
  const ref::SecretKey d = key(C, 41);
  const Bytes h = digest_of(4);
  const auto rs = ref::ecdsa_sign_recoverable(d, h, sha256(), {}, true).value();
  EXPECT_EQ(ref::ecdsa_recover(C, h, rs.sig, rs.recid).value(), ref::derive_public_key(d));
  EXPECT_EQ(ref::ecdsa_recover(C, h, rs.sig, 4).error(), Error::recid_out_of_range);
  EXPECT_EQ(ref::ecdsa_recover(C, h, rs.sig, -1).error(), Error::recid_out_of_range);
  // recid ≥ 2 needs r + n < p: false for almost every r on secp256k1.
  EXPECT_EQ(ref::ecdsa_recover(C, h, rs.sig, 2 | (rs.recid & 1)).error(), Error::recid_out_of_range);
  // An r with no point x = r: x_not_on_curve.
  for (long r = 1;; ++r) {
    const Bytes enc = concat({Bytes{0x02}, be(r, 32)});
    if (ref::decode_point(C, enc).ok()) continue;
    const ref::EcdsaSignature sig{C.fn().from_int(r), rs.sig.s};
    EXPECT_EQ(ref::ecdsa_recover(C, h, sig, 0).error(), Error::x_not_on_curve) << r;
    break;
  }
  // Q = O: s·R = e·G, i.e. s = e·k⁻¹ with R = k·G, r = x(R).
  const mpz_class k = 12345;
  const ref::Point R = ref::mul_gen(C, k);
  const ref::Fe e = ref::ecdsa_digest_scalar(C, h);
  const ref::EcdsaSignature zero_q{C.fn().from_mpz(R.x.value()), e * *ref::inverse(C.fn().from_mpz(k))};
  EXPECT_EQ(ref::ecdsa_recover(C, h, zero_q, R.y.is_odd() ? 1 : 0).error(), Error::point_at_infinity);
  // The ranges come before the x: r = 0.
  EXPECT_EQ(ref::ecdsa_recover(C, h, {C.fn().zero(), rs.sig.s}, 0).error(), Error::signature_r_out_of_range);
}

// ------------------------------------------------------------------ DER

struct DerCase {
  const char* what;
  Bytes der;
  Result<Valid> strict;  // Valid or the strict parser's error
  Result<Valid> lax;
};

TEST(RefDer, StrictAndLaxOnHandBuiltEncodings) {
  const ref::Curve& C = curve("secp256k1");
  const mpz_class r0 = mpz_class("0x7ab1c0ffee00112233445566778899aabbccddeeff00112233445566778899aa");
  const mpz_class s0 = mpz_class("0x40ffee00112233445566778899aabbccddeeff0011223344556677889900bb");  // 31 octets
  const Bytes r = be(r0, 32);  // top bit clear: no 00 needed
  const Bytes s = be(s0, 31);
  const Bytes seq_body = concat({Bytes{0x02, 32}, r, Bytes{0x02, 31}, s});
  auto seq = [](std::initializer_list<ByteView> parts) {
    const Bytes body = concat(parts);
    return concat({Bytes{0x30, static_cast<std::uint8_t>(body.size())}, body});
  };
  const Bytes canonical = concat({Bytes{0x30, static_cast<std::uint8_t>(seq_body.size())}, seq_body});
  const Result<Valid> ok = Valid{};
  const Error enc = Error::signature_encoding;
  const Bytes n_int = concat({Bytes{0x02, 33, 0x00}, be(C.n(), 32)});
  const Bytes hi = be(mpz_class("0xc0") << 248, 32);  // top bit set
  const std::vector<DerCase> cases = {
      {"canonical", canonical, ok, ok},
      {"long-form sequence length", concat({Bytes{0x30, 0x81, static_cast<std::uint8_t>(seq_body.size())}, seq_body}), enc, ok},
      {"sequence length too long", concat({Bytes{0x30, static_cast<std::uint8_t>(seq_body.size() + 1)}, seq_body}), enc, ok},
      {"sequence length too short", concat({Bytes{0x30, static_cast<std::uint8_t>(seq_body.size() - 1)}, seq_body}), enc, ok},
      {"trailing octet", concat({canonical, Bytes{0x00}}), enc, ok},
      {"long-form integer length", seq({Bytes{0x02, 0x81, 32}, r, Bytes{0x02, 31}, s}), enc, ok},
      {"long-form length with zero octets", seq({Bytes{0x02, 0x83, 0, 0, 32}, r, Bytes{0x02, 31}, s}), enc, ok},
      {"leading zero on r", seq({Bytes{0x02, 33, 0x00}, r, Bytes{0x02, 31}, s}), enc, ok},
      {"many leading zeros on s", seq({Bytes{0x02, 32}, r, Bytes{0x02, 35, 0, 0, 0, 0}, s}), enc, ok},
      {"negative r (top bit, no 00)", seq({Bytes{0x02, 32}, hi, Bytes{0x02, 31}, s}), enc, ok},
      {"r with its 00", seq({Bytes{0x02, 33, 0x00}, hi, Bytes{0x02, 31}, s}), ok, ok},
      {"empty r", seq({Bytes{0x02, 0}, Bytes{0x02, 31}, s}), enc, Error::signature_r_out_of_range},
      {"r = 0", seq({Bytes{0x02, 1, 0}, Bytes{0x02, 31}, s}), Error::signature_r_out_of_range,
       Error::signature_r_out_of_range},
      {"s = n", seq({Bytes{0x02, 32}, r, n_int}), Error::signature_s_out_of_range, Error::signature_s_out_of_range},
      {"r of 33 significant octets", seq({Bytes{0x02, 33, 0x01}, r, Bytes{0x02, 31}, s}),
       Error::signature_r_out_of_range, Error::signature_r_out_of_range},
      {"wrong sequence tag", concat({Bytes{0x31, static_cast<std::uint8_t>(seq_body.size())}, seq_body}), enc, enc},
      {"wrong integer tag", seq({Bytes{0x03, 32}, r, Bytes{0x02, 31}, s}), enc, enc},
      {"s missing", seq({Bytes{0x02, 32}, r}), enc, enc},
      {"s truncated", concat({canonical}).size() > 0 ? Bytes(canonical.begin(), canonical.end() - 1) : Bytes{}, enc, enc},
      {"integer length past the end", seq({Bytes{0x02, 32}, r, Bytes{0x02, 40}, s}), enc, enc},
      {"eight significant length octets", seq({Bytes{0x02, 0x88, 1, 0, 0, 0, 0, 0, 0, 32}, r, Bytes{0x02, 31}, s}),
       enc, enc},
      {"empty input", Bytes{}, enc, enc},
      {"indefinite length", concat({Bytes{0x30, 0x80}, seq_body, Bytes{0, 0}}), enc, ok},
  };
  for (const DerCase& c : cases) {
    const Result<ref::EcdsaSignature> st = ref::EcdsaSignature::parse_der(C, c.der);
    const Result<ref::EcdsaSignature> lx = ref::EcdsaSignature::parse_der_lax(C, c.der);
    if (c.strict.ok()) {
      EXPECT_TRUE(st.ok()) << c.what << ": " << error_name(st.error());
    } else {
      ASSERT_FALSE(st.ok()) << c.what;
      EXPECT_EQ(st.error(), c.strict.error()) << c.what;
    }
    if (c.lax.ok()) {
      ASSERT_TRUE(lx.ok()) << c.what << ": " << error_name(lx.error());
      // What the lax parser reads is the integer written, unsigned.
      if (std::string(c.what).find("r ") == std::string::npos) {
        EXPECT_EQ(lx.value().r.value(), r0) << c.what;
      }
    } else {
      ASSERT_FALSE(lx.ok()) << c.what;
      EXPECT_EQ(lx.error(), c.lax.error()) << c.what;
    }
  }
  // The canonical encoding is what serialize_der writes.
  const auto parsed = ref::EcdsaSignature::parse_der(C, canonical).value();
  EXPECT_EQ(parsed.serialize_der(), canonical);
  EXPECT_EQ(parsed.s.value(), s0);
}

TEST(RefDer, LongFormOnP521AndRoundTripsEverywhere) {
  // P-521 signatures exceed 127 octets: the sequence length takes 0x81.
  const ref::Curve& C = curve("P-521");
  const ref::EcdsaSignature big{C.fn().from_mpz(C.n() - 1), C.fn().from_mpz(C.n() - 2)};
  const Bytes der = big.serialize_der();
  EXPECT_EQ(der[1], 0x81);
  EXPECT_EQ(der.size(), 3U + 2 * (2 + 66));
  EXPECT_TRUE(ref::EcdsaSignature::parse_der(C, der).ok());
  // The short form of the same length is not DER: 0x81 only at ≥ 128.
  Bytes shortened = concat({Bytes{0x30, 0x81, 0x06}, Bytes{0x02, 1, 1, 0x02, 1, 1}});
  EXPECT_EQ(ref::EcdsaSignature::parse_der(C, shortened).error(), Error::signature_encoding);
  EXPECT_TRUE(ref::EcdsaSignature::parse_der_lax(C, shortened).ok());
  // Small values: minimal integers of one octet, with the 00 when needed.
  for (const std::string& name : test::property_curve_names()) {
    const ref::Curve& K = curve(name.c_str());
    for (long v : {1L, 127L, 128L, 255L}) {
      if (K.n() <= v) continue;
      const ref::EcdsaSignature sig{K.fn().from_int(v), K.fn().from_int(v)};
      const Bytes d = sig.serialize_der();
      EXPECT_EQ(d.size(), v < 128 ? 8U : 10U) << name << " " << v;
      EXPECT_EQ(ref::EcdsaSignature::parse_der(K, d).value().serialize_der(), d) << name;
    }
  }
}

// ------------------------------------------------------------------ tweaks

TEST(RefTweak, SecretAndPublicAgreeOnEveryPropertyCurve) {
  for (const std::string& name : test::property_curve_names()) {
    const ref::Curve& C = curve(name.c_str());
    const std::size_t L = C.fn().bytes();
    const ref::SecretKey d = key(C, 51), e = key(C, 52);
    const ref::PublicKey P = ref::derive_public_key(d);
    const Bytes t = key(C, 53).reveal_bytes();
    EXPECT_EQ(ref::derive_public_key(ref::secret_tweak_add(d, t).value()), ref::public_tweak_add(P, t).value()) << name;
    EXPECT_EQ(ref::derive_public_key(ref::secret_tweak_mul(d, t).value()), ref::public_tweak_mul(P, t).value()) << name;
    EXPECT_EQ(ref::derive_public_key(ref::secret_negate(d)), ref::public_negate(P)) << name;
    const ref::PublicKey both[] = {P, ref::derive_public_key(e)};
    EXPECT_EQ(ref::public_combine(both).value(),
              ref::derive_public_key(ref::secret_tweak_add(d, e.reveal_bytes()).value())) << name;
    // Edges: t = 0 adds nothing; d + (n − d) = 0; t = n; the wrong length.
    EXPECT_EQ(ref::secret_tweak_add(d, Bytes(L, 0)).value().reveal_bytes(), d.reveal_bytes());
    EXPECT_EQ(ref::public_tweak_add(P, Bytes(L, 0)).value(), P);
    const Bytes minus_d = ref::secret_negate(d).reveal_bytes();
    EXPECT_EQ(ref::secret_tweak_add(d, minus_d).error(), Error::scalar_zero) << name;
    EXPECT_EQ(ref::public_tweak_add(P, minus_d).error(), Error::point_at_infinity) << name;
    EXPECT_EQ(ref::secret_tweak_mul(d, Bytes(L, 0)).error(), Error::scalar_zero) << name;
    EXPECT_EQ(ref::public_tweak_mul(P, Bytes(L, 0)).error(), Error::scalar_zero) << name;
    for (const Bytes& bad : {be(C.n(), L), Bytes(L, 0xff)}) {
      EXPECT_EQ(ref::secret_tweak_add(d, bad).error(), Error::scalar_out_of_range) << name;
      EXPECT_EQ(ref::secret_tweak_mul(d, bad).error(), Error::scalar_out_of_range) << name;
      EXPECT_EQ(ref::public_tweak_add(P, bad).error(), Error::scalar_out_of_range) << name;
      EXPECT_EQ(ref::public_tweak_mul(P, bad).error(), Error::scalar_out_of_range) << name;
    }
    EXPECT_EQ(ref::secret_tweak_add(d, Bytes(L + 1, 0)).error(), Error::length_mismatch) << name;
    EXPECT_EQ(ref::public_tweak_mul(P, Bytes(L - 1, 1)).error(), Error::length_mismatch) << name;
    const ref::PublicKey opposite[] = {P, ref::public_negate(P)};
    EXPECT_EQ(ref::public_combine(opposite).error(), Error::point_at_infinity) << name;
    EXPECT_EQ(ref::public_combine({}).error(), Error::size_mismatch) << name;
  }
}

TEST(RefTweak, XOnlyTweakAndCheck) {
  const ref::Curve& C = curve("secp256k1");
  for (unsigned long i = 0; i < 8; ++i) {
    const ref::KeyPair kp = ref::keypair_create(key(C, 60 + i)).value();
    const Bytes t = key(C, 70 + i).reveal_bytes();
    const auto r = ref::xonly_tweak_add(kp.xonly, t).value();
    // lift_x(P) + t·G, computed here from the group.
    const ref::Point want = ref::add(C, kp.xonly.point(), ref::mul_gen(C, ref::from_be_bytes(t)));
    EXPECT_TRUE(ref::affine_equal(r.full.point(), want));
    EXPECT_EQ(r.parity, want.y.is_odd());
    const auto x = r.xonly.serialize();
    EXPECT_TRUE(ref::xonly_tweak_add_check(x, r.parity, kp.xonly, t).ok());
    EXPECT_EQ(ref::xonly_tweak_add_check(x, !r.parity, kp.xonly, t).error(), Error::tweak_mismatch);
    const Bytes other_t = key(C, 80 + i).reveal_bytes();
    EXPECT_EQ(ref::xonly_tweak_add_check(x, r.parity, kp.xonly, other_t).error(), Error::tweak_mismatch);
    // The key pair's tweak is the same key.
    const ref::KeyPair tk = ref::keypair_xonly_tweak_add(kp, t).value();
    EXPECT_EQ(tk.xonly, r.xonly);
    EXPECT_EQ(tk.parity, r.parity);
  }
  const ref::KeyPair kp = ref::keypair_create(key(C, 90)).value();
  const Bytes t = key(C, 91).reveal_bytes();
  EXPECT_EQ(ref::xonly_tweak_add_check(Bytes(31, 1), false, kp.xonly, t).error(), Error::length_mismatch);
  EXPECT_EQ(ref::xonly_tweak_add_check(be(C.p(), 32), false, kp.xonly, t).error(), Error::coordinate_out_of_range);
  EXPECT_EQ(ref::xonly_tweak_add(kp.xonly, be(C.n(), 32)).error(), Error::scalar_out_of_range);
  EXPECT_EQ(ref::xonly_tweak_add(kp.xonly, Bytes(33, 0)).error(), Error::length_mismatch);
  // lift_x(P) + t·G = O with t the negated even-y secret.
  const ref::Fe even = kp.parity ? -kp.secret.scalar() : kp.secret.scalar();
  EXPECT_EQ(ref::xonly_tweak_add(kp.xonly, (-even).to_bytes()).error(), Error::point_at_infinity);
  EXPECT_EQ(ref::keypair_xonly_tweak_add(kp, (-even).to_bytes()).error(), Error::scalar_zero);
}

TEST(RefTweak, TaprootWithAndWithoutMerkleRoot) {
  const ref::Curve& C = curve("secp256k1");
  const Bytes root = sha256()(Bytes{'l', 'e', 'a', 'f'});
  for (unsigned long i = 0; i < 6; ++i) {
    const ref::SecretKey d = key(C, 100 + i);
    const auto [P, parity] = ref::xonly_from_public(ref::derive_public_key(d)).value();
    (void)parity;
    const auto p32 = P.serialize();
    for (const std::optional<ByteView> mr : {std::optional<ByteView>{}, std::optional<ByteView>{ByteView(root)}}) {
      const auto tw = ref::taproot_tweak_public(P, mr).value();
      // BIP 341: t = hash_TapTweak(P ‖ root) or hash_TapTweak(P), here by
      // the generic tagged hash.
      const hash::Hash32 want = mr ? hash::tagged_hash("TapTweak", {p32, *mr}) : hash::tagged_hash("TapTweak", {p32});
      EXPECT_EQ(tw.tweak, want);
      // The secret side gives the output key's secret.
      const ref::SecretKey q = ref::taproot_tweak_secret(d, mr).value();
      const auto out = ref::xonly_from_public(ref::derive_public_key(q)).value();
      EXPECT_EQ(out.xonly, tw.output);
      EXPECT_EQ(out.parity, tw.parity);
      const auto ox = tw.output.serialize();
      EXPECT_TRUE(ref::xonly_tweak_add_check(ox, tw.parity, P, tw.tweak).ok());
      // A key-path signature by the tweaked secret verifies under the output key.
      const Bytes msg{'s', 'p', 'e', 'n', 'd'};
      const auto sig = ref::schnorr_sign(ref::keypair_create(q).value(), msg, Bytes(32, 9)).value();
      EXPECT_TRUE(ref::schnorr_verify(tw.output, msg, sig).ok());
    }
    EXPECT_NE(ref::taproot_tweak_public(P, std::nullopt).value().output,
              ref::taproot_tweak_public(P, ByteView(root)).value().output);
    EXPECT_EQ(ref::taproot_tweak_public(P, ByteView(root).first(31)).error(), Error::length_mismatch);
    EXPECT_EQ(ref::taproot_tweak_secret(d, ByteView(root).first(31)).error(), Error::length_mismatch);
  }
}

TEST(RefBip340, OtherCurvesUnsupported) {
  for (const char* name : {"P-256", "k1-13", "secp224k1"}) {
    const ref::Curve& C = curve(name);
    const ref::SecretKey d = key(C, 1);
    EXPECT_EQ(ref::XOnlyPublicKey::parse(C, Bytes(32, 1)).error(), Error::curve_unsupported) << name;
    EXPECT_EQ(ref::keypair_create(d).error(), Error::curve_unsupported) << name;
    EXPECT_EQ(ref::xonly_from_public(ref::derive_public_key(d)).error(), Error::curve_unsupported) << name;
    EXPECT_EQ(ref::taproot_tweak_secret(d, std::nullopt).error(), Error::curve_unsupported) << name;
  }
}

TEST(RefBip340, VerifyErrors) {
  const ref::Curve& C = curve("secp256k1");
  const ref::KeyPair kp = ref::keypair_create(key(C, 200)).value();
  const Bytes msg{1, 2, 3};
  const auto sig = ref::schnorr_sign(kp, msg, Bytes(32, 0)).value();
  EXPECT_TRUE(ref::schnorr_verify(kp.xonly, msg, sig).ok());
  EXPECT_EQ(ref::schnorr_sign(kp, msg, Bytes(31, 0)).error(), Error::length_mismatch);
  EXPECT_EQ(ref::SchnorrSignature::parse(Bytes(63, 0)).error(), Error::length_mismatch);
  auto with = [&](const Bytes& r, const Bytes& s) {
    return ref::SchnorrSignature::parse(concat({r, s})).value();
  };
  const Bytes r(sig.bytes.begin(), sig.bytes.begin() + 32), s(sig.bytes.begin() + 32, sig.bytes.end());
  EXPECT_EQ(ref::schnorr_verify(kp.xonly, msg, with(be(C.p(), 32), s)).error(), Error::signature_r_out_of_range);
  EXPECT_EQ(ref::schnorr_verify(kp.xonly, msg, with(r, be(C.n(), 32))).error(), Error::signature_s_out_of_range);
  EXPECT_EQ(ref::schnorr_verify(kp.xonly, Bytes{1, 2, 4}, sig).error(), Error::signature_mismatch);
  // s = 0 is in range for BIP 340: the equation rejects it.
  EXPECT_EQ(ref::schnorr_verify(kp.xonly, msg, with(r, Bytes(32, 0))).error(), Error::signature_mismatch);
  EXPECT_EQ(ref::XOnlyPublicKey::parse(C, Bytes(33, 1)).error(), Error::length_mismatch);
  EXPECT_EQ(ref::XOnlyPublicKey::parse(C, be(C.p(), 32)).error(), Error::coordinate_out_of_range);
}

// ------------------------------------------------------------------ batch

struct Batch {
  std::vector<Bytes> msgs;
  std::vector<ref::SchnorrBatchItem> items;
};

Batch make_batch(std::size_t count) {
  const ref::Curve& C = curve("secp256k1");
  Batch b;
  b.msgs.reserve(count);
  for (std::size_t i = 0; i < count; ++i) {
    const ref::KeyPair kp = ref::keypair_create(key(C, 300 + i)).value();
    b.msgs.push_back(Bytes(i % 5 * 7, static_cast<std::uint8_t>(i)));
    b.items.push_back({kp.xonly, b.msgs.back(), ref::schnorr_sign(kp, b.msgs.back(), Bytes(32, 1)).value()});
  }
  return b;
}

TEST(RefBatch, RandomizersRecomputedFromTheirDefinition) {
  const ref::Curve& C = curve("secp256k1");
  const Batch b = make_batch(5);
  auto u64be = [](std::uint64_t v) {
    Bytes o(8);
    for (int i = 0; i < 8; ++i) o[i] = static_cast<std::uint8_t>(v >> (56 - 8 * i));
    return o;
  };
  Bytes seed_input;
  for (const auto& it : b.items) {
    const auto pk = it.key.serialize();
    seed_input = concat({seed_input, pk, it.sig.bytes, u64be(it.msg.size()), it.msg});
  }
  const hash::Hash32 seed = hash::tagged_hash("tandem/batch-seed", {seed_input});
  const auto a = ref::schnorr_batch_randomizers(b.items);
  ASSERT_EQ(a.size(), 5U);
  EXPECT_EQ(ref::from_be_bytes(a[0]), 1);
  for (std::size_t i = 1; i < a.size(); ++i) {
    const Bytes idx = u64be(i);
    mpz_class want = ref::from_be_bytes(hash::tagged_hash("tandem/batch-randomizer", {seed, idx})) % C.n();
    if (want == 0) want = 1;
    EXPECT_EQ(ref::from_be_bytes(a[i]), want) << i;
  }
  EXPECT_TRUE(ref::schnorr_batch_randomizers({}).empty());
}

TEST(RefBatch, EmptyOneManyAndOneBadAnywhere) {
  EXPECT_TRUE(ref::schnorr_verify_batch({}).valid);
  const Batch one = make_batch(1);
  EXPECT_TRUE(ref::schnorr_verify_batch(one.items).valid);
  const std::size_t N = 7;
  const Batch b = make_batch(N);
  const ref::BatchVerdict all = ref::schnorr_verify_batch(b.items);
  EXPECT_TRUE(all.valid);
  // The equation itself, without the fallback that would mask its errors.
  EXPECT_TRUE(ref::detail::schnorr_batch_equation_holds(b.items));
  EXPECT_TRUE(ref::detail::schnorr_batch_equation_holds(one.items));
  EXPECT_TRUE(ref::detail::schnorr_batch_equation_holds({}));
  EXPECT_TRUE(all.invalid.empty() && all.reasons.empty());
  const ref::Curve& C = curve("secp256k1");
  for (std::size_t bad = 0; bad < N; ++bad) {
    // Three ways to break item `bad`: another message, s ≥ n, r with no point.
    for (int how = 0; how < 3; ++how) {
      std::vector<ref::SchnorrBatchItem> items = b.items;
      const Bytes other{0xee};
      Error want = Error::signature_mismatch;
      if (how == 0) items[bad].msg = other;
      if (how == 1) {
        const Bytes s = be(C.n(), 32);
        std::copy(s.begin(), s.end(), items[bad].sig.bytes.begin() + 32);
        want = Error::signature_s_out_of_range;
      }
      if (how == 2) {
        const Bytes r = be(C.p(), 32);
        std::copy(r.begin(), r.end(), items[bad].sig.bytes.begin());
        want = Error::signature_r_out_of_range;
      }
      EXPECT_FALSE(ref::detail::schnorr_batch_equation_holds(items)) << bad << " " << how;
      const ref::BatchVerdict v = ref::schnorr_verify_batch(items);
      EXPECT_FALSE(v.valid) << bad << " " << how;
      EXPECT_EQ(v.invalid, std::vector<std::size_t>{bad}) << bad << " " << how;
      ASSERT_EQ(v.reasons.size(), 1U);
      EXPECT_EQ(v.reasons[0], want) << bad << " " << how;
    }
  }
  // A single bad one, and two bad ones.
  std::vector<ref::SchnorrBatchItem> single = one.items;
  single[0].sig.bytes[63] ^= 1;
  EXPECT_EQ(ref::schnorr_verify_batch(single).invalid, std::vector<std::size_t>{0});
  std::vector<ref::SchnorrBatchItem> two = b.items;
  two[1].sig.bytes[40] ^= 1;
  two[5].sig.bytes[40] ^= 1;
  EXPECT_EQ(ref::schnorr_verify_batch(two).invalid, (std::vector<std::size_t>{1, 5}));
}

TEST(RefBatch, ErrorsThatCancelWithoutRandomizersAreCaught) {
  // s_1 + 1 and s_2 − 1: with a_i = 1 the sum Σ s_i is unchanged and the
  // unrandomized equation would hold; with the randomizers it fails, and
  // both items are named.
  const ref::Curve& C = curve("secp256k1");
  Batch b = make_batch(3);
  auto shift_s = [&](ref::SchnorrSignature& sig, long delta) {
    const ref::Fe s = C.fn().from_mpz(ref::from_be_bytes(ByteView(sig.bytes).subspan(32))) + C.fn().from_int(delta);
    const Bytes sb = s.to_bytes();
    std::copy(sb.begin(), sb.end(), sig.bytes.begin() + 32);
  };
  shift_s(b.items[0].sig, 1);
  shift_s(b.items[1].sig, -1);
  EXPECT_FALSE(ref::detail::schnorr_batch_equation_holds(b.items));
  EXPECT_EQ(ref::schnorr_verify_batch(b.items).invalid, (std::vector<std::size_t>{0, 1}));
}

TEST(RefBatch, SwappedSignaturesFailTheEquation) {
  // Two signatures swapped between two keys: each is valid for something,
  // neither for its item; the batch must name both.
  Batch b = make_batch(4);
  std::swap(b.items[0].sig, b.items[2].sig);
  EXPECT_FALSE(ref::detail::schnorr_batch_equation_holds(b.items));
  EXPECT_EQ(ref::schnorr_verify_batch(b.items).invalid, (std::vector<std::size_t>{0, 2}));
}

// ------------------------------------------------------------------ ECDH

TEST(RefEcdh, AgreementAndOutputsOnEveryPropertyCurve) {
  for (const std::string& name : test::property_curve_names()) {
    const ref::Curve& C = curve(name.c_str());
    const ref::SecretKey a = key(C, 400), b = key(C, 401);
    const ref::PublicKey A = ref::derive_public_key(a), B = ref::derive_public_key(b);
    const Bytes ab = ref::ecdh(a, B, ref::EcdhOutput::raw_x).value();
    EXPECT_EQ(ab, ref::ecdh(b, A, ref::EcdhOutput::raw_x).value()) << name;
    const ref::Point S = ref::mul(C, (a.scalar() * b.scalar()).value(), C.G());
    EXPECT_EQ(ab, S.x.to_bytes()) << name;
    EXPECT_EQ(ab.size(), C.fp().bytes());
    // libsecp256k1's default: SHA-256 of the compressed encoding of S.
    const Bytes compressed = ref::encode_point(C, S, ref::PointFormat::compressed);
    const hash::Hash32 h = hash::sha256(compressed);
    EXPECT_EQ(ref::ecdh(a, B, ref::EcdhOutput::sha256_compressed).value(), Bytes(h.begin(), h.end())) << name;
    // A custom hash sees x and y.
    const Bytes xy = ref::ecdh(a, B, [](ByteView x, ByteView y) { return concat({x, y}); }).value();
    EXPECT_EQ(xy, concat({S.x.to_bytes(), S.y.to_bytes()})) << name;
  }
  // Keys of two curves do not meet.
  EXPECT_EQ(ref::ecdh(key(curve("P-256"), 1), ref::derive_public_key(key(curve("secp256k1"), 1)),
                      ref::EcdhOutput::raw_x).error(),
            Error::curve_unsupported);
  // S = O cannot happen with validated keys: Q is in ⟨G⟩ (the subgroup
  // check on the cofactor curves k1-*) and 0 < d < n, so d·Q ≠ O. On k1-13
  // every key of the subgroup, times every secret, is finite:
  const ref::Curve& K = curve("k1-13");
  for (unsigned long d = 1; d < 13; ++d) {
    for (unsigned long q = 1; q < 13; ++q) {
      const ref::PublicKey Q = ref::derive_public_key(ref::SecretKey::parse(K, be(q, 1)).value());
      EXPECT_TRUE(ref::ecdh(ref::SecretKey::parse(K, be(d, 1)).value(), Q, ref::EcdhOutput::raw_x).ok());
    }
  }
}

}  // namespace
}  // namespace tandem

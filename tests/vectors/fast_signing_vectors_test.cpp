// The signing vectors of secp256k1 through fast: noble-curves' ecdsa.json
// (RFC 6979 with HMAC-SHA256, low S, with and without 32 octets of extra
// data; the invalid keys and signatures), its rfc6979.json (the first,
// second and sixteenth nonce candidates) and BIP 340's test-vectors.csv
// (signing, verification, and the same rows as one batch). ref runs these
// files in its own tests; Botan's ecdsa_rfc6979.vec has no secp256k1 entry,
// so fast has nothing to take from it.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "tandem/fast/protocols/bip340.hpp"
#include "tandem/fast/protocols/ecdsa.hpp"
#include "tandem/fast/protocols/keys.hpp"
#include "tandem/fast/protocols/rfc6979.hpp"
#include "tandem/hash/digest.hpp"
#include "vectors/protocol_vectors.hpp"

namespace tandem {
namespace {

using json = nlohmann::json;
using test::hex_bytes;
using test::to_hex;
using test::VBytes;

json noble(const std::string& name) {
  return json::parse(test::read_file(test::vector_path("noble-curves/test/vectors/secp256k1/" + name)));
}
VBytes hex(const json& j) { return hex_bytes(j.get<std::string>()); }
const hash::Digest& sha256() {
  static const hash::Digest d = hash::Digest::find("SHA-256").value();
  return d;
}

// Both signing paths: the HMAC-SHA256 fast path and the generic digest one.
void expect_signatures(const fast::SecretKey& d, const VBytes& m, const VBytes& extra, const std::string& want,
                       const std::string& where) {
  const Result<fast::EcdsaSignature> quick = fast::ecdsa_sign(d, m, extra, true);
  ASSERT_TRUE(quick.ok()) << where;
  EXPECT_EQ(to_hex(quick.value().serialize_compact()), want) << where << " (HmacSha256 path)";
  const Result<fast::EcdsaSignature> generic = fast::ecdsa_sign(d, m, sha256(), extra, true);
  ASSERT_TRUE(generic.ok()) << where;
  EXPECT_EQ(to_hex(generic.value().serialize_compact()), want) << where << " (hash::Digest path)";
}

TEST(FastNobleEcdsa, ValidSignAndVerify) {
  const json doc = noble("ecdsa.json");
  ASSERT_FALSE(doc["valid"].empty());
  for (const json& t : doc["valid"]) {
    const Result<fast::SecretKey> d = fast::SecretKey::parse(hex(t["d"]));
    ASSERT_TRUE(d.ok()) << t;
    const VBytes m = hex(t["m"]);
    expect_signatures(d.value(), m, {}, t["signature"].get<std::string>(), t.dump());
    const Result<fast::EcdsaSignature> sig = fast::EcdsaSignature::parse_compact(hex(t["signature"]));
    ASSERT_TRUE(sig.ok()) << t;
    EXPECT_TRUE(fast::ecdsa_verify(fast::derive_public_key(d.value()), m, sig.value(), true).ok()) << t;
  }
}

TEST(FastNobleEcdsa, ExtraEntropy) {
  const json doc = noble("ecdsa.json");
  ASSERT_FALSE(doc["extraEntropy"].empty());
  const std::vector<std::pair<const char*, VBytes>> extras = {
      {"extraEntropy0", VBytes(32, 0)},
      {"extraEntropy1", hex_bytes("0000000000000000000000000000000000000000000000000000000000000001")},
      {"extraEntropyRand", hex_bytes("6e723d3fd94ed5d2b6bdd4f123364b0f3ca52af829988a63f8afe91d29db1c33")},
      {"extraEntropyN", hex_bytes("fffffffffffffffffffffffffffffffebaaedce6af48a03bbfd25e8cd0364141")},
      {"extraEntropyMax", VBytes(32, 0xff)}};
  for (const json& t : doc["extraEntropy"]) {
    const Result<fast::SecretKey> d = fast::SecretKey::parse(hex(t["d"]));
    ASSERT_TRUE(d.ok()) << t;
    const VBytes m = hex(t["m"]);
    expect_signatures(d.value(), m, {}, t["signature"].get<std::string>(), t.dump());
    for (const auto& [field, extra] : extras)
      expect_signatures(d.value(), m, extra, t[field].get<std::string>(), std::string(field) + " " + t.dump());
  }
}

TEST(FastNobleEcdsa, InvalidSecretKeysAreRefused) {
  const json doc = noble("ecdsa.json");
  ASSERT_FALSE(doc["invalid"]["sign"].empty());
  for (const json& t : doc["invalid"]["sign"]) EXPECT_FALSE(fast::SecretKey::parse(hex(t["d"])).ok()) << t;
}

TEST(FastNobleEcdsa, InvalidVerifications) {
  const json doc = noble("ecdsa.json");
  ASSERT_FALSE(doc["invalid"]["verify"].empty());
  for (const json& t : doc["invalid"]["verify"]) {
    const Result<fast::PublicKey> Q = fast::PublicKey::parse(hex(t["Q"]));
    const Result<fast::EcdsaSignature> sig = fast::EcdsaSignature::parse_compact(hex(t["signature"]));
    if (t.contains("exception")) {
      // A malformed key or signature encoding: one of the two parses refuses it.
      EXPECT_FALSE(Q.ok() && sig.ok()) << t;
      continue;
    }
    const VBytes m = hex(t["m"]);
    const bool parsed = Q.ok() && sig.ok();
    EXPECT_FALSE(parsed && fast::ecdsa_verify(Q.value(), m, sig.value(), true).ok()) << t;
    if (t.value("strict", false)) {
      // A high-S signature: refused only when low S is required.
      ASSERT_TRUE(parsed) << t;
      EXPECT_EQ(fast::ecdsa_verify(Q.value(), m, sig.value(), true).error(), Error::signature_high_s) << t;
      EXPECT_TRUE(fast::ecdsa_verify(Q.value(), m, sig.value(), false).ok()) << t;
    }
  }
}

TEST(FastNobleRfc6979, Candidates) {
  const json doc = noble("rfc6979.json");
  ASSERT_FALSE(doc.empty());
  for (const json& t : doc) {
    const Result<fast::SecretKey> d = fast::SecretKey::parse(hex(t["d"]));
    ASSERT_TRUE(d.ok()) << t;
    const std::string msg = t["message"].get<std::string>();
    const hash::Hash32 h1 = hash::sha256(std::span(reinterpret_cast<const std::uint8_t*>(msg.data()), msg.size()));
    const Result<std::vector<fast::Bytes>> ks = fast::rfc6979_nonces(d.value(), h1, sha256(), {}, 16);
    ASSERT_TRUE(ks.ok()) << t;
    ASSERT_EQ(ks.value().size(), 16U);
    EXPECT_EQ(to_hex(ks.value()[0]), t["k0"].get<std::string>()) << t;
    EXPECT_EQ(to_hex(ks.value()[1]), t["k1"].get<std::string>()) << t;
    EXPECT_EQ(to_hex(ks.value()[15]), t["k15"].get<std::string>()) << t;
  }
}

TEST(FastBip340, EveryRow) {
  const std::vector<test::Bip340Vector> rows = test::load_bip340_csv();
  ASSERT_EQ(rows.size(), 19U);
  std::vector<fast::SchnorrBatchItem> batch;
  std::vector<std::size_t> want_invalid;
  for (const test::Bip340Vector& v : rows) {
    const std::string where = "BIP 340 row " + std::to_string(v.index) + " (" + v.comment + ")";
    const Result<fast::SchnorrSignature> sig = fast::SchnorrSignature::parse(v.sig);
    ASSERT_TRUE(sig.ok()) << where;
    const Result<fast::XOnlyPublicKey> P = fast::XOnlyPublicKey::parse(v.pubkey);
    if (!P.ok()) {
      EXPECT_FALSE(v.result) << where << ": the key is refused (" << error_name(P.error()) << ")";
      continue;
    }
    const Verdict verdict = fast::schnorr_verify(P.value(), v.msg, sig.value());
    EXPECT_EQ(verdict.ok(), v.result) << where;
    if (!v.result) want_invalid.push_back(batch.size());
    batch.push_back({P.value(), v.msg, sig.value()});
    if (v.secret.empty()) continue;
    const Result<fast::SecretKey> d = fast::SecretKey::parse(v.secret);
    ASSERT_TRUE(d.ok()) << where;
    const fast::KeyPair kp = fast::keypair_create(d.value());
    const std::array<std::uint8_t, 32> x = kp.xonly.serialize();
    EXPECT_EQ(to_hex(VBytes(x.begin(), x.end())), to_hex(v.pubkey)) << where;
    const Result<fast::SchnorrSignature> mine = fast::schnorr_sign(kp, v.msg, v.aux_rand);
    ASSERT_TRUE(mine.ok()) << where;
    EXPECT_EQ(to_hex(VBytes(mine.value().bytes.begin(), mine.value().bytes.end())), to_hex(v.sig)) << where;
  }
  // The same rows as one batch: invalid, and exactly the FALSE rows named.
  const fast::BatchVerdict bv = fast::schnorr_verify_batch(batch);
  EXPECT_FALSE(bv.valid);
  EXPECT_EQ(bv.invalid, want_invalid);
  EXPECT_EQ(bv.reasons.size(), want_invalid.size());
}

}  // namespace
}  // namespace tandem

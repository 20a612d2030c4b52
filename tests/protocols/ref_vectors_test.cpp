// ref's protocols against the external signing vectors: RFC 6979 nonces
// (noble-curves rfc6979.json), deterministic ECDSA signatures (Botan
// ecdsa_rfc6979.vec on every curve of theirs that tandem has; noble
// ecdsa.json with and without RFC 6979 §3.6 extra data), and BIP 340
// (test-vectors.csv: signing, verification, and the same rows as batches).
#include <gtest/gtest.h>

#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <sstream>

#include "tandem/hash/digest.hpp"
#include "tandem/ref/protocols/protocols.hpp"
#include "vectors/loaders.hpp"

namespace tandem {
namespace {

using json = nlohmann::json;
using ref::Bytes;
using test::from_hex;

Bytes hex(const std::string& s) {
  const auto b = from_hex(s);
  if (!b) throw std::invalid_argument("bad hex in a vector: " + s);
  return *b;
}
Bytes hexj(const json& j) { return hex(j.get<std::string>()); }
Bytes ascii(const std::string& s) { return Bytes(s.begin(), s.end()); }

const ref::Curve& secp256k1() { return *ref::find_curve("secp256k1"); }
const hash::Digest& sha256() {
  static const hash::Digest d = hash::Digest::find("SHA-256").value();
  return d;
}

TEST(RefRfc6979, NobleNonceCandidates) {
  const json doc = json::parse(test::read_file(test::vector_path("noble-curves/test/vectors/secp256k1/rfc6979.json")));
  ASSERT_EQ(doc.size(), 10U);
  for (const json& v : doc) {
    const ref::SecretKey d = ref::SecretKey::parse(secp256k1(), hexj(v["d"])).value();
    const auto h1 = sha256()(ascii(v["message"].get<std::string>()));
    const auto ks = ref::rfc6979_nonces(d, h1, sha256(), {}, 16);
    ASSERT_TRUE(ks.ok());
    ASSERT_EQ(ks.value().size(), 16U);
    EXPECT_EQ(ks.value()[0], hexj(v["k0"])) << v["message"];
    EXPECT_EQ(ks.value()[1], hexj(v["k1"])) << v["message"];
    EXPECT_EQ(ks.value()[15], hexj(v["k15"])) << v["message"];
  }
}

TEST(RefRfc6979, BotanSignatures) {
  const auto vecs = test::load_botan_vec(test::vector_path("botan/src/tests/data/pubkey/ecdsa_rfc6979.vec"), "Signature");
  ASSERT_GT(vecs.size(), 100U);
  std::map<std::string, int> checked;
  for (const test::BotanVector& v : vecs) {
    const ref::Curve* C = ref::find_curve(v.values.at("Group"));
    if (C == nullptr) continue;  // secp160r1, frp256v1: curves tandem does not have
    const auto x = ref::parse_integer(v.values.at("X"));
    ASSERT_TRUE(x) << "line " << v.line;
    const ref::SecretKey d = ref::SecretKey::parse(*C, ref::to_be_bytes(*x, C->fn().bytes())).value();
    // "SHA-x": sign SHA-x(Msg) with HMAC-SHA-x; "Raw(SHA-x)": Msg is that
    // digest; "Raw": Msg is the hash value itself, the HMAC is SHA-512.
    const std::string h = v.values.at("Hash");
    const Bytes msg = hex(v.values.at("Msg"));
    std::string hmac_name = h;
    Bytes digest;
    if (h == "Raw") {
      hmac_name = "SHA-512";
      digest = msg;
    } else if (h.rfind("Raw(", 0) == 0) {
      hmac_name = h.substr(4, h.size() - 5);
      digest = msg;
    } else {
      digest = hash::digest(h, msg).value();
    }
    const hash::Digest H = hash::Digest::find(hmac_name).value();
    const Result<ref::EcdsaSignature> sig = ref::ecdsa_sign(d, digest, H, {}, /*low_s=*/false);
    ASSERT_TRUE(sig.ok()) << C->name() << " line " << v.line;
    EXPECT_EQ(test::to_hex(sig.value().serialize_compact()), test::to_hex(hex(v.values.at("Signature"))))
        << C->name() << " " << h << " line " << v.line;
    EXPECT_TRUE(ref::ecdsa_verify(ref::derive_public_key(d), digest, sig.value(), false).ok()) << "line " << v.line;
    ++checked[std::string(C->name())];
  }
  for (const char* name : {"P-192", "P-224", "P-256", "P-384", "P-521", "brainpoolP256r1", "brainpoolP384r1",
                           "brainpoolP512r1"}) {
    EXPECT_GE(checked[name], 5) << name;
  }
}

TEST(RefRfc6979, NobleEcdsaValid) {
  const json doc = json::parse(test::read_file(test::vector_path("noble-curves/test/vectors/secp256k1/ecdsa.json")));
  const json& valid = doc["valid"];
  ASSERT_GT(valid.size(), 2000U);
  // Every vector in the full tier; one in twenty in the quick one.
  const std::size_t step = TANDEM_FULL_TESTS ? 1 : 20;
  for (std::size_t i = 0; i < valid.size(); i += step) {
    const json& v = valid[i];
    const ref::SecretKey d = ref::SecretKey::parse(secp256k1(), hexj(v["d"])).value();
    const Bytes m = hexj(v["m"]);
    const Result<ref::EcdsaSignature> sig = ref::ecdsa_sign(d, m, sha256(), {}, /*low_s=*/true);
    ASSERT_TRUE(sig.ok());
    EXPECT_EQ(test::to_hex(sig.value().serialize_compact()), v["signature"].get<std::string>()) << "valid[" << i << "]";
    EXPECT_TRUE(ref::ecdsa_verify(ref::derive_public_key(d), m, sig.value(), /*require_low_s=*/true).ok());
  }
}

TEST(RefRfc6979, NobleInvalidSecretKeys) {
  const json doc = json::parse(test::read_file(test::vector_path("noble-curves/test/vectors/secp256k1/ecdsa.json")));
  ASSERT_EQ(doc["invalid"]["sign"].size(), 4U);
  for (const json& v : doc["invalid"]["sign"]) {
    EXPECT_FALSE(ref::SecretKey::parse(secp256k1(), hexj(v["d"])).ok()) << v["description"];
  }
}

TEST(RefRfc6979, NobleExtraEntropy) {
  const json doc = json::parse(test::read_file(test::vector_path("noble-curves/test/vectors/secp256k1/ecdsa.json")));
  const json& ee = doc["extraEntropy"];
  ASSERT_EQ(ee.size(), 5U);
  const Bytes zero(32, 0x00), one = hex(std::string(62, '0') + "01"),
              rnd = hex("6e723d3fd94ed5d2b6bdd4f123364b0f3ca52af829988a63f8afe91d29db1c33"),
              n_bytes = ref::to_be_bytes(secp256k1().n(), 32), max(32, 0xff);
  const std::pair<const char*, Bytes> cases[] = {{"signature", {}},      {"extraEntropy0", zero},
                                                 {"extraEntropy1", one}, {"extraEntropyRand", rnd},
                                                 {"extraEntropyN", n_bytes}, {"extraEntropyMax", max}};
  for (const json& v : ee) {
    const ref::SecretKey d = ref::SecretKey::parse(secp256k1(), hexj(v["d"])).value();
    const Bytes m = hexj(v["m"]);
    for (const auto& [field, extra] : cases) {
      const Result<ref::EcdsaSignature> sig = ref::ecdsa_sign(d, m, sha256(), extra, /*low_s=*/true);
      ASSERT_TRUE(sig.ok());
      EXPECT_EQ(test::to_hex(sig.value().serialize_compact()), v[field].get<std::string>()) << field;
    }
  }
}

struct Bip340Row {
  int index;
  std::string secret, pubkey, aux, msg, sig;
  bool result;
  std::string comment;
};

std::vector<Bip340Row> bip340_rows() {
  std::istringstream in(test::read_file(test::vector_path("bitcoin-bips/bip-0340/test-vectors.csv")));
  std::vector<Bip340Row> rows;
  std::string line;
  std::getline(in, line);  // the header
  while (std::getline(in, line)) {
    if (!line.empty() && line.back() == '\r') line.pop_back();
    if (line.empty()) continue;
    std::vector<std::string> f;
    std::stringstream ss(line);
    std::string cell;
    while (std::getline(ss, cell, ',')) f.push_back(cell);
    while (f.size() < 8) f.emplace_back();
    rows.push_back({std::stoi(f[0]), f[1], f[2], f[3], f[4], f[5], f[6] == "TRUE", f[7]});
  }
  return rows;
}

TEST(RefBip340, TestVectors) {
  const auto rows = bip340_rows();
  ASSERT_EQ(rows.size(), 19U);
  int signed_rows = 0;
  for (const Bip340Row& r : rows) {
    SCOPED_TRACE("BIP 340 vector " + std::to_string(r.index) + " " + r.comment);
    const Bytes msg = hex(r.msg);
    if (!r.secret.empty()) {
      const ref::SecretKey d = ref::SecretKey::parse(secp256k1(), hex(r.secret)).value();
      const ref::KeyPair kp = ref::keypair_create(d).value();
      const auto pk = kp.xonly.serialize();
      EXPECT_EQ(test::to_hex(Bytes(pk.begin(), pk.end())), test::to_hex(hex(r.pubkey)));
      const Result<ref::SchnorrSignature> sig = ref::schnorr_sign(kp, msg, hex(r.aux));
      ASSERT_TRUE(sig.ok());
      EXPECT_EQ(test::to_hex(Bytes(sig.value().bytes.begin(), sig.value().bytes.end())), test::to_hex(hex(r.sig)));
      ++signed_rows;
    }
    const Result<ref::XOnlyPublicKey> P = ref::XOnlyPublicKey::parse(secp256k1(), hex(r.pubkey));
    if (!P) {
      EXPECT_FALSE(r.result) << "the key is refused: " << error_name(P.error());
      continue;
    }
    const ref::SchnorrSignature sig = ref::SchnorrSignature::parse(hex(r.sig)).value();
    EXPECT_EQ(ref::schnorr_verify(P.value(), msg, sig).ok(), r.result);
  }
  EXPECT_EQ(signed_rows, 8);
}

TEST(RefBip340, TestVectorsAsBatches) {
  // The rows whose key parses, as one batch: the invalid ones are named,
  // with schnorr_verify's reasons; the valid ones alone form a valid batch.
  const auto rows = bip340_rows();
  std::vector<Bytes> msgs;
  msgs.reserve(rows.size());
  std::vector<ref::SchnorrBatchItem> all, good;
  std::vector<std::size_t> expected_bad;
  for (const Bip340Row& r : rows) {
    const Result<ref::XOnlyPublicKey> P = ref::XOnlyPublicKey::parse(secp256k1(), hex(r.pubkey));
    if (!P) continue;
    msgs.push_back(hex(r.msg));
    const ref::SchnorrBatchItem item{P.value(), msgs.back(), ref::SchnorrSignature::parse(hex(r.sig)).value()};
    if (!r.result) expected_bad.push_back(all.size());
    all.push_back(item);
    if (r.result) good.push_back(item);
  }
  ASSERT_GE(good.size(), 9U);
  ASSERT_GE(expected_bad.size(), 5U);
  const ref::BatchVerdict g = ref::schnorr_verify_batch(good);
  EXPECT_TRUE(g.valid);
  EXPECT_TRUE(g.invalid.empty());
  const ref::BatchVerdict a = ref::schnorr_verify_batch(all);
  EXPECT_FALSE(a.valid);
  EXPECT_EQ(a.invalid, expected_bad);
  ASSERT_EQ(a.reasons.size(), a.invalid.size());
  for (std::size_t j = 0; j < a.invalid.size(); ++j) {
    const auto& it = all[a.invalid[j]];
    EXPECT_EQ(a.reasons[j], ref::schnorr_verify(it.key, it.msg, it.sig).error());
  }
}

}  // namespace
}  // namespace tandem

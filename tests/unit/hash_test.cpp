// hash/: the fast paths (Sha256's copyable state, HmacSha256's absorbed pads,
// the tagged midstates) against OpenSSL's EVP and EVP_MAC computing the same
// thing the general way, on random inputs of every length around the block
// boundaries; and the names, sizes and refusals of Digest and hmac.
#include <gtest/gtest.h>
#include <openssl/evp.h>

#include <random>
#include <string>

#include "tandem/hash/digest.hpp"
#include "tandem/hash/sha256.hpp"
#include "tandem/hash/tagged.hpp"

namespace tandem::hash {
namespace {

Bytes random_bytes(std::mt19937_64& rng, std::size_t n) {
  Bytes b(n);
  for (auto& x : b) x = static_cast<std::uint8_t>(rng());
  return b;
}

Bytes to_bytes(const Hash32& h) { return Bytes(h.begin(), h.end()); }

// OpenSSL's one-shot EVP_Digest: no tandem code between the input and it.
Bytes evp_oneshot(const char* name, ByteView m, std::size_t xof_len = 0) {
  EVP_MD* md = EVP_MD_fetch(nullptr, name, nullptr);
  EXPECT_NE(md, nullptr);
  Bytes out(xof_len != 0 ? xof_len : static_cast<std::size_t>(EVP_MD_get_size(md)));
  EVP_MD_CTX* c = EVP_MD_CTX_new();
  EVP_DigestInit_ex(c, md, nullptr);
  EVP_DigestUpdate(c, m.data(), m.size());
  if (xof_len != 0) {
    EVP_DigestFinalXOF(c, out.data(), out.size());
  } else {
    unsigned len = 0;
    EVP_DigestFinal_ex(c, out.data(), &len);
  }
  EVP_MD_CTX_free(c);
  EVP_MD_free(md);
  return out;
}

TEST(Hash, Sha256AndItsCopiedStatesAgreeWithEvpAtEveryLengthAroundTheBlocks) {
  std::mt19937_64 rng(1);
  for (std::size_t n = 0; n <= 200; ++n) {
    const Bytes m = random_bytes(rng, n);
    EXPECT_EQ(to_bytes(sha256(m)), evp_oneshot("SHA256", m)) << n;
    // A prefix absorbed once, the state copied, the rest written to the copy.
    const std::size_t cut = n / 3;
    Sha256 prefix;
    prefix.write(ByteView(m).first(cut));
    Sha256 copy = prefix;
    copy.write(ByteView(m).subspan(cut));
    EXPECT_EQ(to_bytes(copy.finalize()), evp_oneshot("SHA256", m)) << n;
  }
}

TEST(Hash, HmacSha256AgreesWithOpenSslsHmacForShortLongAndEmptyKeys) {
  std::mt19937_64 rng(2);
  const Digest d = Digest::find("sha256").value();
  for (std::size_t klen : {0, 1, 32, 63, 64, 65, 100}) {
    for (std::size_t mlen : {0, 1, 55, 64, 97}) {
      const Bytes k = random_bytes(rng, klen), m = random_bytes(rng, mlen);
      HmacSha256 h(k);
      h.write(ByteView(m).first(mlen / 2)).write(ByteView(m).subspan(mlen / 2));
      EXPECT_EQ(to_bytes(h.finalize()), hmac(d, k, {m}).value()) << klen << " " << mlen;
    }
  }
}

TEST(Hash, HmacOfSeveralPartsIsHmacOfTheirConcatenation) {
  std::mt19937_64 rng(3);
  for (const char* name : {"sha224", "sha256", "sha384", "sha512", "sha3-256", "sha512-256"}) {
    const Digest d = Digest::find(name).value();
    const Bytes k = random_bytes(rng, 40), a = random_bytes(rng, 33), b = random_bytes(rng, 1);
    Bytes ab = a;
    ab.insert(ab.end(), b.begin(), b.end());
    EXPECT_EQ(hmac(d, k, {a, b}).value(), hmac(d, k, {ab}).value()) << name;
    EXPECT_EQ(hmac(d, k, {ab}).value().size(), d.size()) << name;
  }
}

TEST(Hash, TaggedHashesAreTheirDefinitionAndTheMidstatesAreTheTagsOwn) {
  std::mt19937_64 rng(4);
  const std::pair<std::string_view, const Sha256*> tags[] = {
      {"BIP0340/challenge", &bip340_challenge_midstate()},
      {"BIP0340/aux", &bip340_aux_midstate()},
      {"BIP0340/nonce", &bip340_nonce_midstate()},
      {"TapTweak", &taptweak_midstate()}};
  for (const auto& [tag, mid] : tags) {
    const Bytes m = random_bytes(rng, 77);
    // BIP 340: SHA256(SHA256(tag) ‖ SHA256(tag) ‖ x), spelled out on EVP.
    const Bytes th = evp_oneshot("SHA256", ByteView(reinterpret_cast<const std::uint8_t*>(tag.data()), tag.size()));
    Bytes pre = th;
    pre.insert(pre.end(), th.begin(), th.end());
    pre.insert(pre.end(), m.begin(), m.end());
    const Bytes want = evp_oneshot("SHA256", pre);
    EXPECT_EQ(to_bytes(tagged_hash(tag, {m})), want) << tag;
    Sha256 s = *mid;
    s.write(m);
    EXPECT_EQ(to_bytes(s.finalize()), want) << tag;
  }
  // Distinct tags give distinct midstates (a midstate of the wrong tag is caught).
  Sha256 a = bip340_aux_midstate(), n = bip340_nonce_midstate();
  EXPECT_NE(a.finalize(), n.finalize());
}

TEST(Hash, DigestsByNameHaveOpenSslsOutputsAndSizes) {
  std::mt19937_64 rng(5);
  const Bytes m = random_bytes(rng, 150);
  for (const char* name : {"sha224", "sha256", "sha384", "sha512", "SHA-256", "sha3-224", "sha3-256", "sha3-384", "sha3-512"}) {
    const Result<Bytes> h = digest(name, m);
    ASSERT_TRUE(h.ok()) << name;
    EXPECT_EQ(h.value(), evp_oneshot(name, m)) << name;
  }
  EXPECT_EQ(Digest::find("shake128").value().size(), 32U);
  EXPECT_EQ(Digest::find("shake256").value().size(), 64U);
  EXPECT_EQ(digest("shake128", m).value(), evp_oneshot("SHAKE128", m, 32));
  EXPECT_EQ(digest("shake256", m).value(), evp_oneshot("SHAKE256", m, 64));
  EXPECT_TRUE(Digest::find("shake256").value().is_xof());
  EXPECT_FALSE(Digest::find("sha256").value().is_xof());
}

TEST(Hash, UnknownNamesAndHmacOnAnXofAreRefusedByName) {
  for (const char* name : {"", "sha257", "no-such-hash", "sha256 "}) {
    const Result<Digest> d = Digest::find(name);
    ASSERT_FALSE(d.ok()) << name;
    EXPECT_EQ(d.error(), Error::unknown_hash) << name;
    EXPECT_EQ(digest(name, Bytes{1, 2}).error(), Error::unknown_hash) << name;
  }
  const Bytes k{1, 2, 3};
  EXPECT_EQ(hmac(Digest::find("shake128").value(), k, {k}).error(), Error::unknown_hash);
}

}  // namespace
}  // namespace tandem::hash

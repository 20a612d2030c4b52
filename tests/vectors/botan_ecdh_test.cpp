// Botan's ECDH known answers (ecdh.vec: NIST CAVS 14.1 and brainpool) through
// ref's protocol API and fast's (protocols/prime_*.hpp): SecretKey::parse,
// PublicKey::parse and ecdh(raw_x), the raw x-coordinate as SEC 1 §3.3.1
// gives it. Every curve of the file that tandem has (frp256v1 it does not);
// the file has no secp256k1 entry, so secp256k1's fast ECDH is checked
// against libsecp256k1 in the differential tests.
#include <gtest/gtest.h>

#include <map>

#include "tandem/fast/group/prime_curves.hpp"
#include "tandem/fast/protocols/prime_ecdh.hpp"
#include "tandem/fast/prime_instances.hpp"
#include "tandem/ref/protocols/ecdh.hpp"
#include "tandem/ref/protocols/keys.hpp"
#include "vectors/protocol_vectors.hpp"

namespace tandem {
namespace {

TEST(BotanEcdh, RawXEveryCurve) {
  const auto vecs = test::load_botan_vec(test::vector_path("botan/src/tests/data/pubkey/ecdh.vec"), "K");
  ASSERT_GT(vecs.size(), 150U);
  std::map<std::string, int> checked;
  for (const test::BotanVector& v : vecs) {
    const ref::Curve* C = ref::find_curve(v.section);
    if (C == nullptr) continue;  // frp256v1
    const std::string where = v.section + " line " + std::to_string(v.line);
    const std::optional<mpz_class> d = ref::parse_integer(v.values.at("Secret"));
    ASSERT_TRUE(d) << where;
    const std::size_t L = (mpz_sizeinbase(C->n().get_mpz_t(), 2) + 7) / 8;
    const Result<ref::SecretKey> sk = ref::SecretKey::parse(*C, ref::to_be_bytes(*d, L));
    ASSERT_TRUE(sk.ok()) << where;
    const Result<ref::PublicKey> peer = ref::PublicKey::parse(*C, test::hex_bytes(v.values.at("CounterKey")));
    ASSERT_TRUE(peer.ok()) << where;
    const Result<ref::Bytes> secret = ref::ecdh(sk.value(), peer.value(), ref::EcdhOutput::raw_x);
    ASSERT_TRUE(secret.ok()) << where;
    EXPECT_EQ(test::to_hex(secret.value()), test::to_hex(test::hex_bytes(v.values.at("K")))) << where;
    const bool fast_has = fast::visit_prime_curve(C->name(), [&]<class PC>(std::type_identity<PC>) {
      const auto fsk = fast::curves::SecretKey<PC>::parse(ref::to_be_bytes(*d, L));
      const auto fpeer = fast::curves::PublicKey<PC>::parse(test::hex_bytes(v.values.at("CounterKey")));
      ASSERT_TRUE(fsk.ok() && fpeer.ok()) << where;
      const Result<fast::Bytes> fs = fast::curves::ecdh(fsk.value(), fpeer.value(), fast::EcdhOutput::raw_x);
      ASSERT_TRUE(fs.ok()) << where;
      EXPECT_EQ(test::to_hex(fs.value()), test::to_hex(test::hex_bytes(v.values.at("K")))) << where << " (fast)";
    });
    EXPECT_TRUE(fast_has) << where;
    ++checked[std::string(C->name())];
  }
  for (const char* name :
       {"P-192", "P-224", "P-256", "P-384", "P-521", "brainpoolP256r1", "brainpoolP384r1", "brainpoolP512r1"})
    EXPECT_GT(checked[name], 0) << name << " had no vector";
}

}  // namespace
}  // namespace tandem

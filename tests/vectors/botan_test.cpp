// Botan's known answers for k·G (ecc_base_point_mul.vec) and k·P
// (ecc_var_point_mul.vec), for every curve of theirs that tandem has.
#include <gtest/gtest.h>

#include <map>

#include "tandem/ref/encoding.hpp"
#include "tandem/ref/group.hpp"
#include "vectors/loaders.hpp"

namespace tandem {
namespace {

using test::from_hex;

TEST(BotanVectors, BasePointMultiplication) {
  const auto vecs = test::load_botan_vec(test::vector_path("botan/src/tests/data/pubkey/ecc_base_point_mul.vec"), "P");
  ASSERT_GT(vecs.size(), 500U);
  std::map<std::string, int> checked;
  for (const test::BotanVector& v : vecs) {
    const ref::Curve* C = ref::find_curve(v.section);
    if (C == nullptr) continue;  // a curve tandem does not have (frp256v1, sm2p256v1, …)
    const auto k = from_hex(v.values.at("k"));
    const auto P = from_hex(v.values.at("P"));
    ASSERT_TRUE(k && P) << "line " << v.line;
    const ref::Point R = ref::mul_gen(*C, ref::from_be_bytes(*k));
    EXPECT_EQ(ref::encode_point(*C, R, ref::PointFormat::uncompressed), *P) << v.section << " line " << v.line;
    ++checked[std::string(C->name())];
  }
  for (const char* name : {"secp256k1", "P-192", "P-224", "P-256", "P-384", "P-521", "brainpoolP224r1",
                           "brainpoolP256r1", "brainpoolP384r1", "brainpoolP512r1"}) {
    EXPECT_GT(checked[name], 0) << name << " had no vector";
  }
}

TEST(BotanVectors, VariablePointMultiplication) {
  const auto vecs = test::load_botan_vec(test::vector_path("botan/src/tests/data/pubkey/ecc_var_point_mul.vec"), "Z");
  ASSERT_GT(vecs.size(), 800U);
  std::map<std::string, int> checked;
  for (const test::BotanVector& v : vecs) {
    const ref::Curve* C = ref::find_curve(v.section);
    if (C == nullptr) continue;
    const auto P = from_hex(v.values.at("P"));
    const auto Z = from_hex(v.values.at("Z"));
    const auto k = ref::parse_integer(v.values.at("k"));
    ASSERT_TRUE(P && Z && k) << "line " << v.line;
    const Result<ref::Point> Pt = ref::decode_point(*C, *P);
    ASSERT_TRUE(Pt.ok()) << v.section << " line " << v.line;
    const ref::Point R = ref::mul(*C, *k, Pt.value());
    EXPECT_EQ(ref::encode_point(*C, R, ref::PointFormat::compressed), *Z) << v.section << " line " << v.line;
    ++checked[std::string(C->name())];
  }
  for (const char* name : {"secp256k1", "P-192", "P-224", "P-256", "P-384", "P-521", "brainpoolP256r1",
                           "brainpoolP384r1", "brainpoolP512r1"}) {
    EXPECT_GT(checked[name], 0) << name << " had no vector";
  }
}

}  // namespace
}  // namespace tandem

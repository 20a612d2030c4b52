// noble-curves' secp256k1 point fixtures (points.json): parsing, addition,
// tweaks, multiplication, compression, and the invalid inputs that must fail.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "tandem/ref/encoding.hpp"
#include "tandem/ref/group.hpp"
#include "vectors/loaders.hpp"

namespace tandem {
namespace {

using json = nlohmann::json;
using test::from_hex;

class NoblePoints : public ::testing::Test {
 protected:
  const ref::Curve& C = *ref::find_curve("secp256k1");
  json doc = json::parse(test::read_file(test::vector_path("noble-curves/test/vectors/secp256k1/points.json")));

  Result<ref::Point> key(const json& hex) const { return ref::parse_public_key(C, from_hex(hex.get<std::string>()).value()); }
  Result<ref::Fe> scalar(const json& hex, bool allow_zero) const {
    return ref::parse_scalar(C, from_hex(hex.get<std::string>()).value(), allow_zero);
  }
  ref::Point expected(const json& e) const {
    if (e.is_null()) return C.infinity();
    return ref::decode_point(C, from_hex(e.get<std::string>()).value()).value();
  }
};

TEST_F(NoblePoints, IsPoint) {
  std::size_t n = 0;
  for (const json& t : doc["valid"]["isPoint"]) {
    EXPECT_EQ(key(t["P"]).ok(), t["expected"].get<bool>()) << t["P"];
    ++n;
  }
  EXPECT_EQ(n, 2029U);
}

TEST_F(NoblePoints, ValidOperations) {
  for (const json& t : doc["valid"]["pointAdd"]) {
    const ref::Point R = ref::add(C, key(t["P"]).value(), key(t["Q"]).value());
    EXPECT_TRUE(ref::affine_equal(R, expected(t["expected"]))) << t;
  }
  for (const json& t : doc["valid"]["pointAddScalar"]) {
    // noble's tweak is a private key: 1 ≤ d < n.
    const ref::Point R = ref::add(C, key(t["P"]).value(), ref::mul_gen(C, scalar(t["d"], false).value().value()));
    EXPECT_TRUE(ref::affine_equal(R, expected(t["expected"]))) << t;
  }
  for (const json& t : doc["valid"]["pointMultiply"]) {
    const ref::Point R = ref::mul(C, scalar(t["d"], false).value().value(), key(t["P"]).value());
    EXPECT_TRUE(ref::affine_equal(R, expected(t["expected"]))) << t;
  }
  for (const json& t : doc["valid"]["pointFromScalar"]) {
    const ref::Point R = ref::mul_gen(C, scalar(t["d"], false).value().value());
    EXPECT_EQ(ref::encode_point(C, R, ref::PointFormat::compressed), from_hex(t["expected"].get<std::string>()).value());
  }
  for (const json& t : doc["valid"]["pointCompress"]) {
    const auto f = t["compress"].get<bool>() ? ref::PointFormat::compressed : ref::PointFormat::uncompressed;
    EXPECT_EQ(ref::encode_point(C, key(t["P"]).value(), f), from_hex(t["expected"].get<std::string>()).value()) << t;
  }
}

TEST_F(NoblePoints, InvalidOperationsFail) {
  for (const json& t : doc["invalid"]["pointAdd"]) EXPECT_FALSE(key(t["P"]).ok() && key(t["Q"]).ok()) << t;
  for (const json& t : doc["invalid"]["pointCompress"]) EXPECT_FALSE(key(t["P"]).ok()) << t;
  for (const json& t : doc["invalid"]["pointFromScalar"]) EXPECT_FALSE(scalar(t["d"], false).ok()) << t;
  for (const json& t : doc["invalid"]["pointMultiply"]) EXPECT_FALSE(key(t["P"]).ok() && scalar(t["d"], false).ok()) << t;
  for (const json& t : doc["invalid"]["pointAddScalar"]) {
    const auto P = key(t["P"]);
    const auto d = scalar(t["d"], false);
    // Fails on a bad key, a tweak of 0 or ≥ n, or a sum at infinity.
    const bool succeeds = P.ok() && d.ok() && !ref::add(C, P.value(), ref::mul_gen(C, d.value().value())).infinity;
    EXPECT_FALSE(succeeds) << t;
  }
}

}  // namespace
}  // namespace tandem

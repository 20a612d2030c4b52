// noble-curves' secp256k1 point fixtures (points.json) through the
// protocols' key API, in ref and fast alike: PublicKey::parse, serialize,
// public_combine, public_tweak_add / _mul and derive_public_key. Every
// invalid entry must be refused, but for a tweak of 0 in tweak_add, which
// noble refuses and libsecp256k1 allows (the key comes back). The output's
// encoding is the expected value's (compressed when it is 33 octets), as
// the fixtures follow the input.
#include <gtest/gtest.h>

#include <nlohmann/json.hpp>

#include "tandem/fast/protocols/keys.hpp"
#include "tandem/fast/protocols/tweak.hpp"
#include "tandem/ref/protocols/keys.hpp"
#include "tandem/ref/protocols/tweak.hpp"
#include "vectors/protocol_vectors.hpp"

namespace tandem {
namespace {

using json = nlohmann::json;
using test::hex_bytes;
using test::VBytes;
using ByteView = std::span<const std::uint8_t>;

// The side under test; the protocol functions are found by argument-dependent
// lookup on its key types, so one test text runs on both.
struct RefSide {
  using Key = ref::PublicKey;
  const ref::Curve& C = *ref::find_curve("secp256k1");
  Result<ref::PublicKey> key(ByteView b) const { return ref::PublicKey::parse(C, b); }
  Result<ref::SecretKey> secret(ByteView b) const { return ref::SecretKey::parse(C, b); }
};
struct FastSide {
  using Key = fast::PublicKey;
  Result<fast::PublicKey> key(ByteView b) const { return fast::PublicKey::parse(b); }
  Result<fast::SecretKey> secret(ByteView b) const { return fast::SecretKey::parse(b); }
};

template <class Side>
class NobleKeys : public ::testing::Test {
 protected:
  using Key = typename Side::Key;
  Side side;
  json doc = json::parse(test::read_file(test::vector_path("noble-curves/test/vectors/secp256k1/points.json")));

  static VBytes hex(const json& j) { return hex_bytes(j.get<std::string>()); }

  // The serialized result in the expected value's encoding, or the error's name.
  static std::string out(const Result<Key>& r, const json& expected) {
    if (!r.ok()) return "error " + std::string(error_name(r.error()));
    const bool compressed = expected.is_string() && expected.get<std::string>().size() == 66;
    return test::to_hex(r.value().serialize(compressed));
  }

  Result<Key> combine(const json& P, const json& Q) const {
    const Result<Key> a = side.key(hex(P));
    if (!a.ok()) return a.error();
    const Result<Key> b = side.key(hex(Q));
    if (!b.ok()) return b.error();
    const std::vector<Key> both{a.value(), b.value()};
    return public_combine(std::span<const Key>(both));
  }
  Result<Key> tweak(const json& P, const json& d, bool mul) const {
    const Result<Key> a = side.key(hex(P));
    if (!a.ok()) return a.error();
    const VBytes t = hex(d);
    return mul ? public_tweak_mul(a.value(), t) : public_tweak_add(a.value(), t);
  }
  Result<Key> from_scalar(const json& d) const {
    const auto s = side.secret(hex(d));
    if (!s.ok()) return s.error();
    return derive_public_key(s.value());
  }
  Result<Key> recode(const json& P) const { return side.key(hex(P)); }
};

using Sides = ::testing::Types<RefSide, FastSide>;
class SideNames {
 public:
  template <class T>
  static std::string GetName(int) {
    return std::is_same_v<T, RefSide> ? "ref" : "fast";
  }
};
TYPED_TEST_SUITE(NobleKeys, Sides, SideNames);

TYPED_TEST(NobleKeys, IsPoint) {
  for (const json& t : this->doc["valid"]["isPoint"])
    EXPECT_EQ(this->side.key(this->hex(t["P"])).ok(), t["expected"].get<bool>()) << t["P"];
}

TYPED_TEST(NobleKeys, PointAdd) {
  for (const json& t : this->doc["valid"]["pointAdd"]) {
    const std::string want = t["expected"].is_null() ? "error point_at_infinity" : t["expected"].get<std::string>();
    EXPECT_EQ(this->out(this->combine(t["P"], t["Q"]), t["expected"]), want) << t;
  }
  for (const json& t : this->doc["invalid"]["pointAdd"]) EXPECT_FALSE(this->combine(t["P"], t["Q"]).ok()) << t;
}

TYPED_TEST(NobleKeys, PointAddScalar) {
  for (const json& t : this->doc["valid"]["pointAddScalar"])
    EXPECT_EQ(this->out(this->tweak(t["P"], t["d"], false), t["expected"]), t["expected"].get<std::string>()) << t;
  for (const json& t : this->doc["invalid"]["pointAddScalar"]) {
    const Result<typename TypeParam::Key> r = this->tweak(t["P"], t["d"], false);
    if (t["d"].get<std::string>() == std::string(64, '0')) {
      // noble's tweak is a private key (1 ≤ t < n); ours has libsecp256k1's
      // secp256k1_ec_pubkey_tweak_add semantics, where t = 0 gives P back.
      ASSERT_TRUE(r.ok()) << t;
      EXPECT_EQ(r.value(), this->recode(t["P"]).value()) << t;
      continue;
    }
    EXPECT_FALSE(r.ok()) << t;
  }
}

TYPED_TEST(NobleKeys, PointMultiply) {
  for (const json& t : this->doc["valid"]["pointMultiply"])
    EXPECT_EQ(this->out(this->tweak(t["P"], t["d"], true), t["expected"]), t["expected"].get<std::string>()) << t;
  for (const json& t : this->doc["invalid"]["pointMultiply"]) EXPECT_FALSE(this->tweak(t["P"], t["d"], true).ok()) << t;
}

TYPED_TEST(NobleKeys, PointFromScalar) {
  for (const json& t : this->doc["valid"]["pointFromScalar"])
    EXPECT_EQ(this->out(this->from_scalar(t["d"]), t["expected"]), t["expected"].get<std::string>()) << t;
  for (const json& t : this->doc["invalid"]["pointFromScalar"]) EXPECT_FALSE(this->from_scalar(t["d"]).ok()) << t;
}

TYPED_TEST(NobleKeys, PointCompress) {
  for (const json& t : this->doc["valid"]["pointCompress"]) {
    const Result<typename TypeParam::Key> k = this->recode(t["P"]);
    ASSERT_TRUE(k.ok()) << t;
    EXPECT_EQ(test::to_hex(k.value().serialize(t["compress"].get<bool>())), t["expected"].get<std::string>()) << t;
  }
  for (const json& t : this->doc["invalid"]["pointCompress"]) EXPECT_FALSE(this->recode(t["P"]).ok()) << t;
}

}  // namespace
}  // namespace tandem

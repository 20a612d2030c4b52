// The fuzzing side of tandem check (check/include/tandem/check/fuzz.hpp):
// the input layout round-trips, every input decodes, the mutator's edits
// do what they say (−P is the negative, a re-encoding the same point, a
// DER edit changes the structure), its pools hold tandem's edge values, and
// the dictionary holds each curve's numbers as spec/ gives them.
#include <gtest/gtest.h>

#include <random>
#include <set>
#include <string>

#include "tandem/check/cases.hpp"
#include "tandem/check/fuzz.hpp"
#include "tandem/ref/encoding.hpp"
#include "tandem/ref/group.hpp"
#include "tandem/spec/curves.hpp"

namespace tandem::check {
namespace {

Capabilities all_ops(std::vector<std::string> curves) {
  Capabilities caps{"test", "1", {}};
  for (const std::string& c : curves) {
    CurveCaps cc;
    cc.name = c;
    for (const OpInfo& op : operations()) {
      if (op.op != TANDEM_CHECK_BIP340_SIGN && op.op != TANDEM_CHECK_BIP340_VERIFY) cc.ops |= 1U << op.op;
    }
    cc.hashes = TANDEM_CHECK_HASH_SHA256 | TANDEM_CHECK_HASH_SHA512;
    caps.curves.push_back(cc);
  }
  return caps;
}

TEST(CheckFuzz, EveryEdgeCaseRoundTrips) {
  const Capabilities caps = all_ops({"P-256", "secp256k1"});
  std::size_t n = 0;
  for (const Bytes& seed : fuzz::seeds(caps)) {
    const std::optional<Request> r = fuzz::decode(caps, seed);
    ASSERT_TRUE(r);
    EXPECT_EQ(fuzz::encode(caps, *r), seed) << r->line();
    ++n;
  }
  EXPECT_GT(n, 1000U);
}

TEST(CheckFuzz, EveryInputDecodes) {
  const Capabilities caps = all_ops({"P-384"});
  std::mt19937_64 rng(7);
  for (int i = 0; i < 2000; ++i) {
    Bytes in(rng() % 300);
    for (auto& b : in) b = static_cast<std::uint8_t>(rng());
    const std::optional<Request> r = fuzz::decode(caps, in);
    ASSERT_TRUE(r);
    EXPECT_LE(r->args.size(), r->op->args.size());
    std::string why;
    EXPECT_TRUE(parse_request(r->line(), why)) << r->line() << ": " << why;
  }
  EXPECT_FALSE(fuzz::decode(Capabilities{}, Bytes{1, 2, 3}));
}

Request request(const std::string& line) {
  std::string why;
  std::optional<Request> r = parse_request(line, why);
  EXPECT_TRUE(r) << why;
  return *r;
}

TEST(CheckFuzz, MutationsDoWhatTheySay) {
  const Capabilities caps = all_ops({"P-256"});
  const fuzz::Mutator m(caps);
  const ref::Curve& C = *ref::find_curve("P-256");
  const std::string G = to_hex(ref::encode_point(C, C.G(), ref::PointFormat::compressed));
  const std::string G2 = to_hex(ref::encode_point(C, ref::dbl(C, C.G()), ref::PointFormat::compressed));
  std::mt19937_64 rng(1);
  std::set<fuzz::Mutation> seen;
  bool negated = false, reencoded = false, der_edited = false;
  auto flip = [](Bytes& b, std::size_t) {
    if (!b.empty()) b[0] ^= 1;
  };
  for (int i = 0; i < 4000; ++i) {
    Request r = request("point_add P-256 " + G + " " + G2);
    const fuzz::Mutation k = m.mutate(r, rng, flip);
    seen.insert(k);
    ASSERT_TRUE(ref::find_curve(r.curve));
    if (k == fuzz::Mutation::relate && r.op->op == TANDEM_CHECK_POINT_ADD) {
      const auto P = ref::decode_point(C, r.bytes(0));
      const auto Q = ref::decode_point(C, r.bytes(1));
      ASSERT_TRUE(P && Q);
      const bool eq = P.value().x == Q.value().x && P.value().y == Q.value().y;
      const ref::Point minus = ref::neg(C, P.value());
      const bool opposite = minus.x == Q.value().x && minus.y == Q.value().y;
      EXPECT_TRUE(eq || opposite || r.args[0] != G || r.args[1] != G2) << r.line();
      negated = negated || opposite;
    }
    if (k == fuzz::Mutation::reencode) {
      const Bytes before = from_hex(G).value();
      for (std::size_t a = 0; a < 2; ++a) {
        const auto P = ref::decode_point(C, r.bytes(a));
        ASSERT_TRUE(P) << r.line();
      }
      reencoded = reencoded || r.args[0].size() > G.size() || r.args[1].size() > G2.size();
      (void)before;
    }
  }
  for (int i = 0; i < 2000; ++i) {
    Request r = request("ecdsa_verify_der P-256 " + G + " " + std::string(64, 'a') +
                        " 3006020101020101");
    const fuzz::Mutation k = m.mutate(r, rng, flip);
    seen.insert(k);
    if (k == fuzz::Mutation::der) {
      der_edited = der_edited || r.args[2] != "3006020101020101";
    }
  }
  EXPECT_TRUE(negated);
  EXPECT_TRUE(reencoded);
  EXPECT_TRUE(der_edited);
  // Every kind that applies on one curve is drawn (all but another curve).
  EXPECT_EQ(seen.size(), 7U);
}

TEST(CheckFuzz, PoolsHoldTheEdgeValues) {
  const Capabilities caps = all_ops({"secp256k1"});
  const fuzz::Mutator m(caps);
  const ref::Curve& C = *ref::find_curve("secp256k1");
  const auto& scalars = m.pool("secp256k1", Arg::scalar);
  const std::string n_minus_1 = to_hex(ref::to_be_bytes(C.n() - 1, 32));
  EXPECT_NE(std::find(scalars.begin(), scalars.end(), n_minus_1), scalars.end());
  const auto& points = m.pool("secp256k1", Arg::point);
  EXPECT_NE(std::find(points.begin(), points.end(), "00"), points.end());  // O
  EXPECT_TRUE(m.pool("nowhere", Arg::point).empty());
}

TEST(CheckFuzz, DictionaryHoldsSpecNumbers) {
  std::vector<std::string> names;
  for (const spec::CurveSpec& s : spec::standard_curves()) names.emplace_back(s.name);
  const std::string d = fuzz::dictionary(names);
  for (const std::string& name : names) {
    const ref::Curve& C = *ref::find_curve(name);
    std::string p;
    const Bytes pb = ref::to_be_bytes(C.p(), C.fp().bytes());
    for (std::size_t i = 0; i < pb.size() && i < 64; ++i) {
      char buf[5];
      std::snprintf(buf, sizeof buf, "\\x%02x", pb[i]);
      p += buf;
    }
    EXPECT_NE(d.find("=\"" + p + "\""), std::string::npos) << name;
  }
  // libFuzzer takes entries of at most 64 octets: none is longer.
  std::size_t at = 0;
  while ((at = d.find("=\"", at)) != std::string::npos) {
    const std::size_t end = d.find('"', at + 2);
    EXPECT_LE((end - at - 2) / 4, 64U);
    at = end;
  }
}

}  // namespace
}  // namespace tandem::check

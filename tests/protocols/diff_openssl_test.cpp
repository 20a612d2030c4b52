// ref's ECDSA and ECDH against OpenSSL's on every standard curve (the NIST
// curves, brainpool, secp192k1/224k1 and secp256k1): OpenSSL verifies ref's
// RFC 6979 signatures, ref verifies OpenSSL's (random nonces), both give the
// same verdict on signatures and digests with a bit flipped, and the raw-x
// ECDH secrets are equal. Digests of any length 1..80 octets, so that the
// leftmost-bits truncation (SEC 1 §4.1.3 step 5) is exercised both ways.
#include <gtest/gtest.h>
#include <rapidcheck.h>

#include "tandem/oracles/openssl.hpp"
#include "tandem/ref/protocols/ecdh.hpp"
#include "tandem/ref/protocols/ecdsa.hpp"
#include "tandem/ref/protocols/keys.hpp"
#include "tandem/spec/curves.hpp"

namespace tandem {
namespace {

using Octets = std::vector<std::uint8_t>;

std::size_t order_octets(const ref::Curve& C) { return (mpz_sizeinbase(C.n().get_mpz_t(), 2) + 7) / 8; }

oracles::IntPoint ints(const ref::Point& P) { return {P.x.value(), P.y.value(), P.infinity}; }

Octets gen_octets(std::size_t lo, std::size_t hi) {
  return *rc::gen::container<Octets>(*rc::gen::inRange(lo, hi + 1), rc::gen::arbitrary<std::uint8_t>());
}

// A secret key: 1, n − 1, or uniform (from twice the octets, reduced).
ref::SecretKey gen_secret(const ref::Curve& C) {
  mpz_class d;
  switch (*rc::gen::inRange(0, 6)) {
    case 0: d = 1; break;
    case 1: d = C.n() - 1; break;
    default: d = ref::from_be_bytes(gen_octets(2 * order_octets(C), 2 * order_octets(C))) % (C.n() - 1) + 1;
  }
  return ref::SecretKey::parse(C, ref::to_be_bytes(d, order_octets(C))).value();
}

class DiffOpenSsl : public ::testing::TestWithParam<std::string_view> {
 protected:
  const ref::Curve& C = *ref::find_curve(GetParam());
  std::unique_ptr<oracles::OpenSslGroup> ossl = oracles::OpenSslGroup::make(
      C.spec().openssl_sn, {C.p(), C.eq().a.value(), C.eq().b.value(), C.G().x.value(), C.G().y.value(), C.n(), C.h()});
  const hash::Digest sha256 = hash::Digest::find("SHA-256").value();
};

TEST_P(DiffOpenSsl, EcdsaBothWays) {
  ASSERT_NE(ossl, nullptr);
  ASSERT_TRUE(ossl->named()) << "OpenSSL's own group, not one from our parameters";
  const bool ok = rc::check("ECDSA, ref and OpenSSL", [&] {
    const ref::SecretKey d = gen_secret(C);
    const ref::PublicKey Q = ref::derive_public_key(d);
    const Octets digest = gen_octets(1, 80);
    // One of three legs per case (each case is a full ECDSA on the curve).
    const int leg = *rc::gen::inRange(0, 3);
    const bool low_s = *rc::gen::arbitrary<bool>();
    const Result<ref::EcdsaSignature> mine = ref::ecdsa_sign(d, digest, sha256, {}, low_s);
    RC_ASSERT(mine.ok());
    if (leg == 0) {
      // Ours, verified by OpenSSL (either S form).
      RC_ASSERT(ossl->ecdsa_verify(ints(Q.point()), digest, mine.value().r.value(), mine.value().s.value()) == true);
    } else if (leg == 1) {
      // Theirs (a random nonce), verified by ref.
      const auto theirs = ossl->ecdsa_sign(d.scalar().value(), digest);
      RC_ASSERT(theirs.has_value());
      Octets rs = ref::to_be_bytes(theirs->r, order_octets(C));
      const Octets s = ref::to_be_bytes(theirs->s, order_octets(C));
      rs.insert(rs.end(), s.begin(), s.end());
      const Result<ref::EcdsaSignature> parsed = ref::EcdsaSignature::parse_compact(C, rs);
      RC_ASSERT(parsed.ok());
      RC_ASSERT(ref::ecdsa_verify(Q, digest, parsed.value(), false).ok());
    } else {
      // A bit of r, s or the digest flipped: the same verdict on both sides.
      Octets rs = mine.value().serialize_compact();
      Octets dig = digest;
      if (*rc::gen::arbitrary<bool>()) {
        const std::size_t bit = *rc::gen::inRange<std::size_t>(0, rs.size() * 8);
        rs[bit / 8] ^= static_cast<std::uint8_t>(1U << (bit % 8));
      } else {
        const std::size_t bit = *rc::gen::inRange<std::size_t>(0, dig.size() * 8);
        dig[bit / 8] ^= static_cast<std::uint8_t>(1U << (bit % 8));
      }
      const std::size_t L = order_octets(C);
      const mpz_class r = ref::from_be_bytes(std::span(rs).first(L)), s = ref::from_be_bytes(std::span(rs).subspan(L));
      const Result<ref::EcdsaSignature> m = ref::EcdsaSignature::parse_compact(C, rs);
      const bool ours = m.ok() && ref::ecdsa_verify(Q, dig, m.value(), false).ok();
      RC_ASSERT(ossl->ecdsa_verify(ints(Q.point()), dig, r, s).value_or(false) == ours);
    }
  });
  EXPECT_TRUE(ok);
}

TEST_P(DiffOpenSsl, EcdhRawX) {
  ASSERT_NE(ossl, nullptr);
  const bool ok = rc::check("ECDH, ref and OpenSSL", [&] {
    const ref::SecretKey d = gen_secret(C);
    const ref::PublicKey Q = ref::derive_public_key(gen_secret(C));
    const Result<ref::Bytes> mine = ref::ecdh(d, Q, ref::EcdhOutput::raw_x);
    RC_ASSERT(mine.ok());
    RC_ASSERT(ossl->ecdh_raw_x(d.scalar().value(), ints(Q.point())) == std::optional<Octets>(mine.value()));
  });
  EXPECT_TRUE(ok);
}

std::vector<std::string_view> standard_names() {
  std::vector<std::string_view> out;
  for (const spec::CurveSpec& s : spec::standard_curves()) out.push_back(s.name);
  return out;
}

INSTANTIATE_TEST_SUITE_P(Curves, DiffOpenSsl, ::testing::ValuesIn(standard_names()),
                         [](const ::testing::TestParamInfo<std::string_view>& param) {
                           std::string n(param.param);
                           for (char& c : n) if (c == '-') c = '_';
                           return n;
                         });

}  // namespace
}  // namespace tandem

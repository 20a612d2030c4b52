// fast/'s protocols on every standard curve other than secp256k1
// (protocols/prime_*.hpp) against ref/'s and OpenSSL's: keys (parsing,
// derivation, every SEC 1 form and every decoding error in ref's order),
// ECDSA (RFC 6979 signatures octet for octet with ref's, for digests
// shorter than, as long as and longer than n; verification of both sides'
// signatures and OpenSSL's, and every rejection: a changed digest, r or s
// out of range, high S where low S is required) and ECDH (raw x and the
// hashed output, against ref and OpenSSL's ECDH_compute_key).
#include <gtest/gtest.h>

#include <string>
#include <variant>

#include "fast_curves_support.hpp"
#include "tandem/fast/protocols/prime_ecdh.hpp"
#include "tandem/fast/protocols/prime_ecdsa.hpp"
#include "tandem/fast/prime_instances.hpp"
#include "tandem/hash/digest.hpp"
#include "tandem/ref/protocols/protocols.hpp"

namespace tandem::fast_curves_test {
namespace {

using Bytes = std::vector<std::uint8_t>;

/// What an operation gave: its error, or its output as octets.
using Outcome = std::variant<Error, Bytes>;
template <class T, class Fn>
Outcome outcome(const Result<T>& r, Fn octets) {
  if (!r.ok()) return r.error();
  return octets(r.value());
}
std::string show(const Outcome& o) {
  if (const Error* e = std::get_if<Error>(&o)) return std::string(error_name(*e));
  const Bytes& b = std::get<Bytes>(o);
  static constexpr char kHex[] = "0123456789abcdef";
  std::string s;
  for (std::uint8_t v : b) {
    s += kHex[v >> 4];
    s += kHex[v & 15];
  }
  return s;
}
#define EXPECT_SAME(a, b, what)                                                                    \
  do {                                                                                             \
    const Outcome oa = (a), ob = (b);                                                              \
    EXPECT_EQ(oa, ob) << (what) << "\nfast " << show(oa) << "\nref  " << show(ob);                 \
  } while (0)

/// v as exactly len big-endian octets (v < 2^(8·len)).
Bytes be(const mpz_class& v, std::size_t len) {
  Bytes out(len, 0);
  if (v == 0) return out;
  const std::size_t size = (mpz_sizeinbase(v.get_mpz_t(), 2) + 7) / 8;
  if (size > len) throw std::invalid_argument("be: value wider than len octets");
  mpz_export(out.data() + (len - size), nullptr, 1, 1, 1, 0, v.get_mpz_t());
  return out;
}

template <class C>
class FastCurvesProtocols : public ::testing::Test {};
TYPED_TEST_SUITE(FastCurvesProtocols, CurveTypes, CurveName);

const auto key_octets = [](const auto& Q) { return Q.serialize(false); };
const auto secret_octets = [](const auto& d) { return d.reveal_bytes(); };
const auto sig_octets = [](const auto& s) { return s.serialize_compact(); };

TYPED_TEST(FastCurvesProtocols, SecretKeysAndTheirEdges) {
  using C = TypeParam;
  const Curve<C> f;
  const std::size_t L = C::kScalarBytes;
  ASSERT_EQ(L, f.R.fn().bytes());
  const mpz_class& n = f.R.n();
  for (const Bytes& b : {Bytes(L, 0), be(1, L), be(n - 1, L), be(n, L), be(n + 1, L), Bytes(L, 0xff), Bytes(L - 1, 1),
                         Bytes(L + 1, 1), Bytes{}}) {
    EXPECT_SAME(outcome(fast::curves::SecretKey<C>::parse(b), secret_octets),
                outcome(ref::SecretKey::parse(f.R, b), secret_octets), "secret " + show(b));
  }
}

TYPED_TEST(FastCurvesProtocols, PublicKeysEveryFormAndError) {
  using C = TypeParam;
  const Curve<C> f;
  const std::size_t Lp = C::kFieldBytes;
  const mpz_class& p = f.R.p();
  for (const mpz_class& k : f.scalars(6, 99)) {
    if (k == 0) continue;
    const Bytes d = be(k, C::kScalarBytes);
    const auto fd = fast::curves::SecretKey<C>::parse(d).value();
    const auto rd = ref::SecretKey::parse(f.R, d).value();
    const auto fQ = fast::curves::derive_public_key(fd);
    const auto rQ = ref::derive_public_key(rd);
    EXPECT_EQ(fQ.serialize(true), rQ.serialize(true)) << k;
    EXPECT_EQ(fQ.serialize(false), rQ.serialize(false)) << k;
    const Bytes unc = rQ.serialize(false), comp = rQ.serialize(true);
    Bytes hybrid = unc;
    hybrid[0] = static_cast<std::uint8_t>(0x06 | (unc.back() & 1));
    Bytes wrong_parity = hybrid;
    wrong_parity[0] ^= 1;
    Bytes flipped = comp;
    flipped[0] ^= 1;
    Bytes off_curve = unc;
    off_curve.back() ^= 1;
    Bytes x_big = comp;  // x = p: out of range
    const Bytes pb = be(p, Lp);
    std::copy(pb.begin(), pb.end(), x_big.begin() + 1);
    Bytes bad_prefix = comp;
    bad_prefix[0] = 0x05;
    for (const Bytes& b : {unc, comp, hybrid, wrong_parity, flipped, off_curve, x_big, bad_prefix, Bytes{0x00},
                           Bytes{0x00, 0x00}, Bytes{}, Bytes(comp.begin(), comp.end() - 1)}) {
      EXPECT_SAME(outcome(fast::curves::PublicKey<C>::parse(b), key_octets),
                  outcome(ref::PublicKey::parse(f.R, b), key_octets), "pubkey " + show(b));
    }
  }
  // x values that are not on the curve (x³ + ax + b a non-square): found by ref.
  int tried = 0;
  for (unsigned x = 1; tried < 4 && x < 200; ++x) {
    Bytes b = be(x, Lp);
    b.insert(b.begin(), 0x02);
    if (ref::PublicKey::parse(f.R, b).ok()) continue;
    ++tried;
    EXPECT_SAME(outcome(fast::curves::PublicKey<C>::parse(b), key_octets),
                outcome(ref::PublicKey::parse(f.R, b), key_octets), "x = " + std::to_string(x));
  }
  EXPECT_EQ(tried, 4);
}

TYPED_TEST(FastCurvesProtocols, EcdsaSameSignaturesAsRefAndOpenSslAccepts) {
  using C = TypeParam;
  const Curve<C> f;
  const hash::Digest sha256 = hash::Digest::find("sha256").value();
  const hash::Digest sha512 = hash::Digest::find("sha512").value();
  gmp_randclass rng(gmp_randinit_mt);
  rng.seed(4242);
  int i = 0;
  for (const mpz_class& k : f.scalars(1, 31337)) {
    if (k == 0) continue;
    const Bytes d = be(k, C::kScalarBytes);
    const auto fd = fast::curves::SecretKey<C>::parse(d).value();
    const auto rd = ref::SecretKey::parse(f.R, d).value();
    const auto fQ = fast::curves::derive_public_key(fd);
    const auto rQ = ref::derive_public_key(rd);
    // Digests shorter than, as long as and longer than n (bits2int's three cases).
    // (Shorter: 0, 20 octets; as long: L; longer: 64, 80 for every curve but
    // brainpoolP512r1 and P-521, whose L is 64 and 66.)
    const std::size_t other = (i % 3 == 0) ? 20 : (i % 3 == 1) ? 80 : 32;
    for (std::size_t len : {std::size_t{0}, other, C::kScalarBytes, std::size_t{64}}) {
      Bytes digest(len);
      for (auto& o : digest) o = static_cast<std::uint8_t>(mpz_class(rng.get_z_bits(8)).get_ui());
      const bool low_s = (i++ % 2) == 0;
      const hash::Digest& H = (i % 3 == 0) ? sha512 : sha256;
      const Bytes extra = (i % 4 == 0) ? Bytes{1, 2, 3} : Bytes{};
      const auto fs = fast::curves::ecdsa_sign(fd, digest, H, extra, low_s);
      const auto rs = ref::ecdsa_sign(rd, digest, H, extra, low_s);
      EXPECT_SAME(outcome(fs, sig_octets), outcome(rs, sig_octets), "sign, d = " + show(d) + ", digest " + show(digest));
      ASSERT_TRUE(fs.ok());
      EXPECT_TRUE(fast::curves::ecdsa_verify(fQ, digest, fs.value(), low_s).ok());
      EXPECT_TRUE(ref::ecdsa_verify(rQ, digest, rs.value(), low_s).ok());
      // DER both ways.
      const Bytes der = fs.value().serialize_der();
      EXPECT_EQ(der, rs.value().serialize_der());
      const auto back = fast::curves::EcdsaSignature<C>::parse_der(der);
      ASSERT_TRUE(back.ok());
      EXPECT_TRUE(back.value() == fs.value());
      // OpenSSL verifies fast's signature (its digest rule is bits2int too).
      const oracles::IntPoint Qi{value_of(fQ.point().x.to_words()), value_of(fQ.point().y.to_words()), false};
      const std::optional<bool> ok =
          f.ossl->ecdsa_verify(Qi, digest, value_of(fs.value().r.to_words()), value_of(fs.value().s.to_words()));
      ASSERT_TRUE(ok.has_value());
      EXPECT_TRUE(*ok) << "OpenSSL rejects fast's signature";
      // A changed digest, a changed s, and high S under require_low_s.
      Bytes other = digest;
      other.push_back(1);
      const auto fverdict = fast::curves::ecdsa_verify(fQ, other, fs.value(), false);
      const auto rverdict = ref::ecdsa_verify(rQ, other, rs.value(), false);
      EXPECT_EQ(fverdict.ok(), rverdict.ok());
      if (!fverdict.ok() && !rverdict.ok()) {
        EXPECT_EQ(fverdict.error(), rverdict.error());
      }
      fast::curves::EcdsaSignature<C> high = fs.value();
      high.s = cond_negate(high.s, !is_high(high.s));
      EXPECT_EQ(fast::curves::ecdsa_verify(fQ, digest, high, true).error(), Error::signature_high_s);
      EXPECT_TRUE(fast::curves::ecdsa_verify(fQ, digest, high, false).ok());
    }
  }
}

TYPED_TEST(FastCurvesProtocols, EcdsaOpenSslSignaturesVerifyAndRangeErrors) {
  using C = TypeParam;
  const Curve<C> f;
  const std::size_t L = C::kScalarBytes;
  const mpz_class& n = f.R.n();
  const mpz_class dk = n / 3 + 5;
  const auto fd = fast::curves::SecretKey<C>::parse(be(dk, L)).value();
  const auto fQ = fast::curves::derive_public_key(fd);
  const Bytes digest(32, 0xab);
  for (int i = 0; i < 4; ++i) {
    const auto sig = f.ossl->ecdsa_sign(dk, digest);
    ASSERT_TRUE(sig.has_value());
    const Bytes rs = [&] {
      Bytes out = be(sig->r, L);
      const Bytes s = be(sig->s, L);
      out.insert(out.end(), s.begin(), s.end());
      return out;
    }();
    const auto parsed = fast::curves::EcdsaSignature<C>::parse_compact(rs);
    ASSERT_TRUE(parsed.ok());
    EXPECT_TRUE(fast::curves::ecdsa_verify(fQ, digest, parsed.value(), false).ok()) << "OpenSSL's signature " << i;
  }
  // r or s of 0 or ≥ n: the same parse errors as ref's, r first.
  for (const mpz_class& r : std::vector<mpz_class>{0, 1, n - 1, n, n + 1}) {
    for (const mpz_class& s : std::vector<mpz_class>{0, 1, n}) {
      Bytes rs = be(r, L);
      const Bytes sb = be(s, L);
      rs.insert(rs.end(), sb.begin(), sb.end());
      EXPECT_SAME(outcome(fast::curves::EcdsaSignature<C>::parse_compact(rs), sig_octets),
                  outcome(ref::EcdsaSignature::parse_compact(f.R, rs), sig_octets), "r‖s " + show(rs));
    }
  }
}

TYPED_TEST(FastCurvesProtocols, EcdhAgainstRefAndOpenSsl) {
  using C = TypeParam;
  const Curve<C> f;
  const std::size_t L = C::kScalarBytes;
  const std::vector<mpz_class> ks = f.scalars(4, 555);
  for (std::size_t i = 0; i < ks.size(); ++i) {
    const mpz_class a = ks[i], b = ks[(i * 3 + 2) % ks.size()];
    if (a == 0 || b == 0) continue;
    const auto fd = fast::curves::SecretKey<C>::parse(be(a, L)).value();
    const auto rd = ref::SecretKey::parse(f.R, be(a, L)).value();
    const auto peer_f = fast::curves::derive_public_key(fast::curves::SecretKey<C>::parse(be(b, L)).value());
    const auto peer_r = ref::PublicKey::parse(f.R, peer_f.serialize(false)).value();
    const auto id = [](const Bytes& v) { return v; };
    for (auto how : {fast::EcdhOutput::raw_x, fast::EcdhOutput::sha256_compressed}) {
      const ref::EcdhOutput rhow = how == fast::EcdhOutput::raw_x ? ref::EcdhOutput::raw_x : ref::EcdhOutput::sha256_compressed;
      EXPECT_SAME(outcome(fast::curves::ecdh(fd, peer_f, how), id), outcome(ref::ecdh(rd, peer_r, rhow), id),
                  "ecdh a = " + a.get_str(16));
    }
    const oracles::IntPoint Qi{value_of(peer_f.point().x.to_words()), value_of(peer_f.point().y.to_words()), false};
    const auto want = f.ossl->ecdh_raw_x(a, Qi);
    ASSERT_TRUE(want.has_value());
    EXPECT_EQ(fast::curves::ecdh(fd, peer_f, fast::EcdhOutput::raw_x).value(), *want);
  }
}

}  // namespace
}  // namespace tandem::fast_curves_test

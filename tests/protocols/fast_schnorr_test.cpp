// fast/'s BIP 340 (the BIP's vectors, sign then verify, libsecp256k1's
// schnorrsig module as a peer), batch verification (the randomizers
// recomputed from their definition, a bad signature named), ECDH and the
// tweaks (libsecp256k1's ecdh, extrakeys and tweak functions as peers;
// BIP 341's taproot tweak on both sides agreeing).
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>
#include <secp256k1.h>
#include <secp256k1_ecdh.h>
#include <secp256k1_extrakeys.h>
#include <secp256k1_schnorrsig.h>

#include <fstream>
#include <sstream>
#include <string>
#include <vector>

#include "paths.hpp"
#include "protocols/fast_test_support.hpp"
#include "tandem/fast/protocols/protocols.hpp"

namespace {

using namespace tandem;
using namespace tandem::fast_test;

std::vector<std::vector<std::string>> bip340_rows() {
  std::ifstream in(std::string(TANDEM_SHARED_DIR) + "/vectors/bitcoin-bips/bip-0340/test-vectors.csv");
  std::vector<std::vector<std::string>> rows;
  std::string line;
  std::getline(in, line);  // header
  while (std::getline(in, line)) {
    std::vector<std::string> f;
    std::stringstream ss(line);
    std::string cell;
    while (std::getline(ss, cell, ',')) f.push_back(cell);
    while (f.size() < 8) f.emplace_back();
    rows.push_back(f);
  }
  return rows;
}

TEST(FastBip340, Vectors) {
  const auto rows = bip340_rows();
  ASSERT_EQ(rows.size(), 19U);
  int signed_rows = 0;
  for (const auto& f : rows) {
    SCOPED_TRACE("vector " + f[0] + " " + f[7]);
    const Bytes msg = hex(f[4]), sig = hex(f[5]);
    const bool expect = f[6] == "TRUE";
    if (!f[1].empty()) {
      const fast::KeyPair kp = fast::keypair_create(secret_of(f[1]));
      const auto px = kp.xonly.serialize();
      EXPECT_EQ(Bytes(px.begin(), px.end()), hex(f[2]));
      const fast::SchnorrSignature s = fast::schnorr_sign(kp, msg, hex(f[3])).value();
      EXPECT_EQ(Bytes(s.bytes.begin(), s.bytes.end()), sig);
      ++signed_rows;
    }
    const Result<fast::XOnlyPublicKey> pk = fast::XOnlyPublicKey::parse(hex(f[2]));
    if (!pk) {
      EXPECT_FALSE(expect);  // "public key not on the curve" / "exceeds field size"
      continue;
    }
    const Verdict v = fast::schnorr_verify(pk.value(), msg, fast::SchnorrSignature::parse(sig).value());
    EXPECT_EQ(v.ok(), expect);
    // A batch of this one item says the same.
    const fast::SchnorrBatchItem item{pk.value(), msg, fast::SchnorrSignature::parse(sig).value()};
    EXPECT_EQ(fast::schnorr_verify_batch(std::span(&item, 1)).valid, expect);
  }
  EXPECT_EQ(signed_rows, 8);
}

TEST(FastBip340, ParseErrors) {
  EXPECT_EQ(fast::XOnlyPublicKey::parse(Bytes(31, 1)).error(), Error::length_mismatch);
  EXPECT_EQ(fast::XOnlyPublicKey::parse(kP).error(), Error::coordinate_out_of_range);
  Bytes x5(32, 0);
  x5[31] = 5;
  EXPECT_EQ(fast::XOnlyPublicKey::parse(x5).error(), Error::x_not_on_curve);
  EXPECT_EQ(fast::SchnorrSignature::parse(Bytes(63, 0)).error(), Error::length_mismatch);
  const fast::KeyPair kp = fast::keypair_create(secret_of("0000000000000000000000000000000000000000000000000000000000000005"));
  EXPECT_EQ(fast::schnorr_sign(kp, Bytes{}, Bytes(31, 0)).error(), Error::length_mismatch);
  fast::SchnorrSignature s = fast::schnorr_sign(kp, Bytes{}, Bytes(32, 0)).value();
  ASSERT_TRUE(fast::schnorr_verify(kp.xonly, Bytes{}, s).ok());
  fast::SchnorrSignature bad = s;
  std::copy(kP.begin(), kP.end(), bad.bytes.begin());
  EXPECT_EQ(fast::schnorr_verify(kp.xonly, Bytes{}, bad).error(), Error::signature_r_out_of_range);
  bad = s;
  std::copy(kN.begin(), kN.end(), bad.bytes.begin() + 32);
  EXPECT_EQ(fast::schnorr_verify(kp.xonly, Bytes{}, bad).error(), Error::signature_s_out_of_range);
  bad = s;
  bad.bytes[63] ^= 1;
  EXPECT_EQ(fast::schnorr_verify(kp.xonly, Bytes{}, bad).error(), Error::signature_mismatch);
}

secp256k1_keypair lib_keypair(const fast::SecretKey& d) {
  secp256k1_keypair kp;
  const Bytes sk = d.reveal_bytes();
  EXPECT_EQ(secp256k1_keypair_create(lib(), &kp, sk.data()), 1);
  return kp;
}

secp256k1_xonly_pubkey lib_xonly(const fast::XOnlyPublicKey& P) {
  secp256k1_xonly_pubkey pk;
  const auto x = P.serialize();
  EXPECT_EQ(secp256k1_xonly_pubkey_parse(lib(), &pk, x.data()), 1);
  return pk;
}

secp256k1_pubkey lib_pub(const fast::PublicKey& P) {
  secp256k1_pubkey pk;
  const Bytes s = P.serialize(true);
  EXPECT_EQ(secp256k1_ec_pubkey_parse(lib(), &pk, s.data(), s.size()), 1);
  return pk;
}

Bytes lib_ser(const secp256k1_pubkey& pk) {
  std::array<std::uint8_t, 33> out{};
  std::size_t len = out.size();
  secp256k1_ec_pubkey_serialize(lib(), out.data(), &len, &pk, SECP256K1_EC_COMPRESSED);
  return Bytes(out.begin(), out.end());
}

RC_GTEST_PROP(FastBip340, SignIsLibsecp256k1s, ()) {
  const fast::SecretKey d = gen_secret();
  const Bytes msg = gen_bytes(32), aux = gen_bytes(32);
  const fast::KeyPair kp = fast::keypair_create(d);
  const secp256k1_keypair lkp = lib_keypair(d);
  std::array<std::uint8_t, 64> lsig{};
  RC_ASSERT(secp256k1_schnorrsig_sign32(lib(), lsig.data(), msg.data(), &lkp, aux.data()) == 1);
  const fast::SchnorrSignature s = fast::schnorr_sign(kp, msg, aux).value();
  RC_ASSERT(s.bytes == lsig);
  // Any message length verifies, on both sides.
  const Bytes m2 = gen_bytes(*rc::gen::inRange<std::size_t>(0, 100));
  const fast::SchnorrSignature s2 = fast::schnorr_sign(kp, m2, aux).value();
  const secp256k1_xonly_pubkey lpk = lib_xonly(kp.xonly);
  RC_ASSERT(secp256k1_schnorrsig_verify(lib(), s2.bytes.data(), m2.data(), m2.size(), &lpk) == 1);
  RC_ASSERT(fast::schnorr_verify(kp.xonly, m2, s2).ok());
  Bytes m3 = m2;
  m3.insert(m3.end(), std::uint8_t{0});
  RC_ASSERT(fast::schnorr_verify(kp.xonly, m3, s2).error() == Error::signature_mismatch);
}

// The randomizers exactly as their definition reads, with hash::tagged_hash.
TEST(FastBatch, RandomizersFollowTheirDefinition) {
  std::vector<fast::SchnorrBatchItem> items;
  std::vector<Bytes> msgs{Bytes{}, Bytes(17, 3), Bytes(32, 9)};
  for (std::size_t i = 0; i < msgs.size(); ++i) {
    const fast::KeyPair kp = fast::keypair_create(fast::SecretKey::parse(Bytes(32, static_cast<std::uint8_t>(i + 1))).value());
    items.push_back({kp.xonly, msgs[i], fast::schnorr_sign(kp, msgs[i], Bytes(32, 0)).value()});
  }
  Bytes concat;
  for (const auto& it : items) {
    const auto x = it.key.serialize();
    concat.insert(concat.end(), x.begin(), x.end());
    concat.insert(concat.end(), it.sig.bytes.begin(), it.sig.bytes.end());
    for (int b = 7; b >= 0; --b) concat.push_back(static_cast<std::uint8_t>(static_cast<std::uint64_t>(it.msg.size()) >> (8 * b)));
    concat.insert(concat.end(), it.msg.begin(), it.msg.end());
  }
  const hash::Hash32 seed = hash::tagged_hash("tandem/batch-seed", {concat});
  const auto a = fast::schnorr_batch_randomizers(items);
  ASSERT_EQ(a.size(), 3U);
  EXPECT_EQ(a[0], fast::Scalar::from_int(1).get_b32());
  for (std::uint64_t i = 1; i < 3; ++i) {
    std::array<std::uint8_t, 8> be{};
    for (int b = 0; b < 8; ++b) be[static_cast<std::size_t>(b)] = static_cast<std::uint8_t>(i >> (56 - 8 * b));
    const hash::Hash32 h = hash::tagged_hash("tandem/batch-randomizer", {seed, be});
    EXPECT_EQ(a[i], fast::Scalar::set_b32(h).get_b32());
  }
  EXPECT_TRUE(fast::schnorr_batch_randomizers({}).empty());
}

RC_GTEST_PROP(FastBatch, ValidBatchesPassAndBadOnesAreNamed, ()) {
  const std::size_t n = *rc::gen::inRange<std::size_t>(1, 12);
  std::vector<Bytes> msgs;
  for (std::size_t i = 0; i < n; ++i) msgs.push_back(gen_bytes(*rc::gen::inRange<std::size_t>(0, 40)));
  std::vector<fast::SchnorrBatchItem> items;
  for (std::size_t i = 0; i < n; ++i) {
    const fast::KeyPair kp = fast::keypair_create(gen_secret());
    items.push_back({kp.xonly, msgs[i], fast::schnorr_sign(kp, msgs[i], gen_bytes(32)).value()});
  }
  const fast::BatchVerdict ok = fast::schnorr_verify_batch(items);
  RC_ASSERT(ok.valid);
  RC_ASSERT(ok.invalid.empty());
  // Break some: a flipped s bit, an r ≥ p, a swapped message.
  std::vector<std::size_t> broken;
  for (std::size_t i = 0; i < n; ++i) {
    if (*rc::gen::inRange(0, 3) != 0) continue;
    const int how = *rc::gen::inRange(0, 3);
    if (how == 0) items[i].sig.bytes[40] ^= 4;
    else if (how == 1) std::fill(items[i].sig.bytes.begin(), items[i].sig.bytes.begin() + 32, 0xff);
    else items[i].msg = ByteView(kN);
    broken.push_back(i);
  }
  const fast::BatchVerdict v = fast::schnorr_verify_batch(items);
  RC_ASSERT(v.valid == broken.empty());
  RC_ASSERT(v.invalid == broken);
  RC_ASSERT(v.reasons.size() == broken.size());
  for (std::size_t j = 0; j < broken.size(); ++j)
    RC_ASSERT(v.reasons[j] == fast::schnorr_verify(items[broken[j]].key, items[broken[j]].msg, items[broken[j]].sig).error());
}

// The batch equation catches what every single equation would not see
// without the randomizers: two signatures whose errors cancel (s₀ + δ,
// s₁ − δ) pass a plain sum but not the randomized one.
TEST(FastBatch, CancellingErrorsAreCaught) {
  std::vector<Bytes> msgs{Bytes(32, 1), Bytes(32, 2)};
  std::vector<fast::SchnorrBatchItem> items;
  const fast::KeyPair kp = fast::keypair_create(secret_of("00000000000000000000000000000000000000000000000000000000000000c3"));
  for (const Bytes& m : msgs) items.push_back({kp.xonly, m, fast::schnorr_sign(kp, m, Bytes(32, 0)).value()});
  auto shift = [](std::array<std::uint8_t, 64>& sig, bool up) {
    const fast::Scalar s = fast::Scalar::set_b32(std::span<const std::uint8_t, 32>(sig.data() + 32, 32));
    const fast::Scalar one = fast::Scalar::from_int(1);
    const auto b = fast::add(s, up ? one : fast::negate(one)).get_b32();
    std::copy(b.begin(), b.end(), sig.begin() + 32);
  };
  shift(items[0].sig.bytes, true);
  shift(items[1].sig.bytes, false);
  const fast::BatchVerdict v = fast::schnorr_verify_batch(items);
  EXPECT_FALSE(v.valid);
  EXPECT_EQ(v.invalid, (std::vector<std::size_t>{0, 1}));
  EXPECT_TRUE(fast::schnorr_verify_batch({}).valid);
}

RC_GTEST_PROP(FastEcdh, IsLibsecp256k1sAndSymmetric, ()) {
  const fast::SecretKey a = gen_secret(), b = gen_secret();
  const fast::PublicKey A = fast::derive_public_key(a), B = fast::derive_public_key(b);
  const Bytes ab = fast::ecdh(a, B, fast::EcdhOutput::sha256_compressed).value();
  RC_ASSERT(ab == fast::ecdh(b, A, fast::EcdhOutput::sha256_compressed).value());
  std::array<std::uint8_t, 32> lib_out{};
  const secp256k1_pubkey lb = lib_pub(B);
  const Bytes sk = a.reveal_bytes();
  RC_ASSERT(secp256k1_ecdh(lib(), lib_out.data(), &lb, sk.data(), nullptr, nullptr) == 1);
  RC_ASSERT(ab == Bytes(lib_out.begin(), lib_out.end()));
  // raw_x is x(a·B), and the custom hash sees x and y of the same point.
  const Bytes raw = fast::ecdh(a, B, fast::EcdhOutput::raw_x).value();
  const fast::PublicKey S = fast::public_tweak_mul(B, a.reveal_bytes()).value();
  const Bytes sc = S.serialize(false);
  RC_ASSERT(raw == Bytes(sc.begin() + 1, sc.begin() + 33));
  const Bytes xy = fast::ecdh(a, B, [](ByteView x, ByteView y) {
                     Bytes o(x.begin(), x.end());
                     o.insert(o.end(), y.begin(), y.end());
                     return o;
                   }).value();
  RC_ASSERT(xy == Bytes(sc.begin() + 1, sc.end()));
}

RC_GTEST_PROP(FastTweak, SecretAndPublicTweaksAreLibsecp256k1s, ()) {
  const fast::SecretKey d = gen_secret();
  const fast::PublicKey P = fast::derive_public_key(d);
  Bytes t = *rc::gen::element(gen_bytes(32), Bytes(32, 0), kN, [] {
    Bytes m = kN;
    m[31] -= 1;
    return m;
  }());
  Bytes lsk = d.reveal_bytes();
  const bool lib_add = secp256k1_ec_seckey_tweak_add(lib(), lsk.data(), t.data()) == 1;
  const Result<fast::SecretKey> add = fast::secret_tweak_add(d, t);
  RC_ASSERT(add.ok() == lib_add);
  if (lib_add) {
    RC_ASSERT(add.value().reveal_bytes() == lsk);
    secp256k1_pubkey lp = lib_pub(P);
    RC_ASSERT(secp256k1_ec_pubkey_tweak_add(lib(), &lp, t.data()) == 1);
    RC_ASSERT(fast::public_tweak_add(P, t).value().serialize(true) == lib_ser(lp));
    RC_ASSERT(fast::public_tweak_add(P, t).value() == fast::derive_public_key(add.value()));
  }
  lsk = d.reveal_bytes();
  const bool lib_mul = secp256k1_ec_seckey_tweak_mul(lib(), lsk.data(), t.data()) == 1;
  const Result<fast::SecretKey> mul = fast::secret_tweak_mul(d, t);
  RC_ASSERT(mul.ok() == lib_mul);
  if (lib_mul) {
    RC_ASSERT(mul.value().reveal_bytes() == lsk);
    RC_ASSERT(fast::public_tweak_mul(P, t).value() == fast::derive_public_key(mul.value()));
  }
  if (t == kN) {
    RC_ASSERT(add.error() == Error::scalar_out_of_range);
    RC_ASSERT(fast::public_tweak_add(P, t).error() == Error::scalar_out_of_range);
  }
  if (t == Bytes(32, 0)) {
    RC_ASSERT(mul.error() == Error::scalar_zero);
    RC_ASSERT(fast::public_tweak_mul(P, t).error() == Error::scalar_zero);
  }
  RC_ASSERT(fast::derive_public_key(fast::secret_negate(d)) == fast::public_negate(P));
}

TEST(FastTweak, ResultsAtInfinityAndLengths) {
  const fast::SecretKey d = secret_of("00000000000000000000000000000000000000000000000000000000000000b5");
  const fast::PublicKey P = fast::derive_public_key(d);
  // t = n − d: d + t = 0 and P + t·G = O (P = −t·G).
  const Bytes t = fast::secret_negate(d).reveal_bytes();
  EXPECT_EQ(fast::secret_tweak_add(d, t).error(), Error::scalar_zero);
  EXPECT_EQ(fast::public_tweak_add(P, t).error(), Error::point_at_infinity);
  EXPECT_EQ(fast::secret_tweak_add(d, Bytes(31, 0)).error(), Error::length_mismatch);
  EXPECT_EQ(fast::public_tweak_mul(P, Bytes(33, 0)).error(), Error::length_mismatch);
  EXPECT_EQ(fast::secret_tweak_add(d, Bytes(32, 0)).value().reveal_bytes(), d.reveal_bytes());
  const fast::PublicKey keys[] = {P, fast::public_negate(P)};
  EXPECT_EQ(fast::public_combine(keys).error(), Error::point_at_infinity);
  EXPECT_EQ(fast::public_combine({}).error(), Error::size_mismatch);
  const fast::PublicKey three[] = {P, P, P};
  EXPECT_EQ(fast::public_combine(three).value(), fast::public_tweak_mul(P, hex("0000000000000000000000000000000000000000000000000000000000000003")).value());
  // x-only: lift_x(P) + t·G = O when t = n − d for even d·G.
  const fast::KeyPair kp = fast::keypair_create(d);
  const fast::SecretKey even = kp.parity ? fast::secret_negate(d) : d;
  EXPECT_EQ(fast::xonly_tweak_add(kp.xonly, fast::secret_negate(even).reveal_bytes()).error(), Error::point_at_infinity);
  EXPECT_EQ(fast::keypair_xonly_tweak_add(kp, fast::secret_negate(even).reveal_bytes()).error(), Error::scalar_zero);
  EXPECT_EQ(fast::taproot_tweak_public(kp.xonly, ByteView(Bytes(31, 0))).error(), Error::length_mismatch);
  EXPECT_EQ(fast::taproot_tweak_secret(d, ByteView(Bytes(33, 0))).error(), Error::length_mismatch);
}

RC_GTEST_PROP(FastTweak, XOnlyAndKeyPairTweaksAreLibsecp256k1s, ()) {
  const fast::SecretKey d = gen_secret();
  const fast::KeyPair kp = fast::keypair_create(d);
  const Bytes t = gen_bytes(32);
  secp256k1_xonly_pubkey lx = lib_xonly(kp.xonly);
  secp256k1_pubkey lout;
  const bool lib_ok = secp256k1_xonly_pubkey_tweak_add(lib(), &lout, &lx, t.data()) == 1;
  const Result<fast::XOnlyTweakResult> r = fast::xonly_tweak_add(kp.xonly, t);
  RC_ASSERT(r.ok() == lib_ok);
  RC_PRE(lib_ok);
  RC_ASSERT(r.value().full.serialize(true) == lib_ser(lout));
  const auto tx = r.value().xonly.serialize();
  RC_ASSERT(secp256k1_xonly_pubkey_tweak_add_check(lib(), tx.data(), r.value().parity ? 1 : 0, &lx, t.data()) == 1);
  RC_ASSERT(fast::xonly_tweak_add_check(tx, r.value().parity, kp.xonly, t).ok());
  RC_ASSERT(fast::xonly_tweak_add_check(tx, !r.value().parity, kp.xonly, t).error() == Error::tweak_mismatch);
  Bytes t2 = t;
  t2[31] ^= 1;
  const Verdict wrong = fast::xonly_tweak_add_check(tx, r.value().parity, kp.xonly, t2);
  RC_ASSERT(!wrong.ok());
  RC_ASSERT(wrong.error() == Error::tweak_mismatch || wrong.error() == Error::point_at_infinity);
  // The key pair's tweak: libsecp256k1's secret and x-only key.
  secp256k1_keypair lkp = lib_keypair(d);
  RC_ASSERT(secp256k1_keypair_xonly_tweak_add(lib(), &lkp, t.data()) == 1);
  std::array<std::uint8_t, 32> lsec{};
  RC_ASSERT(secp256k1_keypair_sec(lib(), lsec.data(), &lkp) == 1);
  const fast::KeyPair tk = fast::keypair_xonly_tweak_add(kp, t).value();
  RC_ASSERT(tk.secret.reveal_bytes() == Bytes(lsec.begin(), lsec.end()));
  RC_ASSERT(tk.xonly == r.value().xonly);
  RC_ASSERT(tk.parity == r.value().parity);
}

// BIP 341: the secret's tweak and the public one meet, with and without a
// Merkle root; the tweak is hash_TapTweak(P ‖ root).
RC_GTEST_PROP(FastTweak, TaprootSidesAgree, ()) {
  const fast::SecretKey d = gen_secret();
  const fast::KeyPair kp = fast::keypair_create(d);
  const bool with_root = *rc::gen::arbitrary<bool>();
  const Bytes root = gen_bytes(32);
  const std::optional<ByteView> r = with_root ? std::optional<ByteView>(root) : std::nullopt;
  const fast::TaprootTweak pub = fast::taproot_tweak_public(kp.xonly, r).value();
  const auto px = kp.xonly.serialize();
  const hash::Hash32 t = with_root ? hash::tagged_hash("TapTweak", {px, root}) : hash::tagged_hash("TapTweak", {px});
  RC_ASSERT(pub.tweak == t);
  const fast::SecretKey q = fast::taproot_tweak_secret(d, r).value();
  const fast::KeyPair qk = fast::keypair_create(q);
  RC_ASSERT(qk.xonly == pub.output);
  RC_ASSERT(qk.parity == pub.parity);
  // A signature by the tweaked key verifies under the output key.
  const fast::SchnorrSignature s = fast::schnorr_sign(qk, root, Bytes(32, 0)).value();
  RC_ASSERT(fast::schnorr_verify(pub.output, root, s).ok());
}

}  // namespace

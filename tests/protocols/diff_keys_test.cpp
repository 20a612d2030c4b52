// fast's tweaks, x-only keys, key pairs and ECDH against libsecp256k1 on
// secp256k1: the same results, and a refusal exactly where libsecp256k1
// refuses (tweaks 0, n − d, n and beyond; P + t·G = O; keys off the curve).
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "protocols/diff_support.hpp"
#include "tandem/fast/protocols/bip340.hpp"
#include "tandem/fast/protocols/ecdh.hpp"
#include "tandem/fast/protocols/keys.hpp"
#include "tandem/fast/protocols/tweak.hpp"
#include "tandem/oracles/libsecp256k1.hpp"

namespace tandem {
namespace {

namespace lib = oracles::libsecp256k1;
using test::B32;

template <class T>
std::optional<B32> secret_of(const Result<T>& r) {
  if (!r.ok()) return std::nullopt;
  return test::fixed<32>(r.value().reveal_bytes());
}
std::optional<test::Octets> key_of(const Result<fast::PublicKey>& r) {
  if (!r.ok()) return std::nullopt;
  return r.value().serialize(false);
}

// A tweak: an edge value, or one that cancels d (n − d) or the key (for
// the public tweak, n − d too: d·G + (n − d)·G = O).
B32 gen_tweak(const B32& d) {
  if (*rc::gen::inRange(0, 6) == 0) return test::n_minus(d);
  return test::gen_edge32();
}

RC_GTEST_PROP(DiffTweaks, SecretTweaks, ()) {
  const B32 d = test::gen_secret32();
  const B32 t = gen_tweak(d);
  const fast::SecretKey sk = fast::SecretKey::parse(d).value();
  RC_ASSERT(secret_of(fast::secret_tweak_add(sk, t)) == lib::seckey_tweak_add(d, t));
  RC_ASSERT(secret_of(fast::secret_tweak_mul(sk, t)) == lib::seckey_tweak_mul(d, t));
  RC_ASSERT(test::fixed<32>(fast::secret_negate(sk).reveal_bytes()) == lib::seckey_negate(d).value());
}

RC_GTEST_PROP(DiffTweaks, PublicTweaksAndCombine, ()) {
  const B32 d = test::gen_secret32();
  const B32 t = gen_tweak(d);
  const test::Octets P = lib::pubkey_create(d).value();
  const fast::PublicKey pk = fast::PublicKey::parse(P).value();
  RC_ASSERT(pk == fast::derive_public_key(fast::SecretKey::parse(d).value()));
  RC_ASSERT(key_of(fast::public_tweak_add(pk, t)) == lib::pubkey_tweak_add(P, t));
  RC_ASSERT(key_of(fast::public_tweak_mul(pk, t)) == lib::pubkey_tweak_mul(P, t));
  RC_ASSERT(fast::public_negate(pk).serialize(false) == lib::pubkey_negate(P).value());
  // Sums of 1..4 keys drawn from P, −P, 2P and fresh keys (so O occurs).
  const std::size_t count = *rc::gen::inRange<std::size_t>(1, 5);
  std::vector<test::Octets> theirs;
  std::vector<fast::PublicKey> ours;
  for (std::size_t i = 0; i < count; ++i) {
    test::Octets k;
    switch (*rc::gen::inRange(0, 4)) {
      case 0: k = P; break;
      case 1: k = lib::pubkey_negate(P).value(); break;
      case 2: k = lib::pubkey_tweak_mul(P, test::add_small(B32{}, 2)).value(); break;
      default: k = lib::pubkey_create(test::gen_secret32()).value(); break;
    }
    theirs.push_back(k);
    ours.push_back(fast::PublicKey::parse(k).value());
  }
  const Result<fast::PublicKey> sum = fast::public_combine(ours);
  RC_ASSERT(key_of(sum) == lib::pubkey_combine(theirs));
  if (!sum.ok()) RC_ASSERT(sum.error() == Error::point_at_infinity);
}

TEST(DiffTweaks, EmptyCombineIsASizeMismatch) {
  EXPECT_EQ(fast::public_combine({}).error(), Error::size_mismatch);
}

RC_GTEST_PROP(DiffXOnly, ParseAndFromPublic, ()) {
  // Arbitrary x (half of them are on the curve) and edge values (≥ p).
  const B32 x = test::gen_edge32();
  const Result<fast::XOnlyPublicKey> ours = fast::XOnlyPublicKey::parse(x);
  const std::optional<B32> theirs = lib::xonly_pubkey_parse(x);
  RC_ASSERT(ours.ok() == theirs.has_value());
  if (ours.ok()) RC_ASSERT(ours.value().serialize() == *theirs);
  const B32 d = test::gen_secret32();
  const test::Octets P = lib::pubkey_create(d).value();
  const fast::XOnlyFromPublic f = fast::xonly_from_public(fast::PublicKey::parse(P).value());
  const lib::XOnly l = lib::xonly_pubkey_from_pubkey(P).value();
  RC_ASSERT(f.xonly.serialize() == l.x);
  RC_ASSERT(static_cast<int>(f.parity) == l.parity);
}

RC_GTEST_PROP(DiffXOnly, TweakAddAndCheck, ()) {
  const B32 d = test::gen_secret32();
  const lib::KeyPair kp = lib::keypair_create(d).value();
  const fast::XOnlyPublicKey internal = fast::XOnlyPublicKey::parse(kp.xonly).value();
  // n − d cancels lift_x(P) when P's y is even; either d or n − d does.
  const B32 t = *rc::gen::inRange(0, 6) == 0 ? (kp.parity == 0 ? test::n_minus(d) : d) : test::gen_edge32();
  const Result<fast::XOnlyTweakResult> ours = fast::xonly_tweak_add(internal, t);
  const std::optional<test::Octets> theirs = lib::xonly_pubkey_tweak_add(kp.xonly, t);
  RC_ASSERT(ours.ok() == theirs.has_value());
  if (!ours.ok()) return;
  RC_ASSERT(ours.value().full.serialize(false) == *theirs);
  const lib::XOnly want = lib::xonly_pubkey_from_pubkey(*theirs).value();
  RC_ASSERT(ours.value().xonly.serialize() == want.x);
  RC_ASSERT(static_cast<int>(ours.value().parity) == want.parity);
  // The check: right x and parity, the wrong parity, or a bit of x flipped.
  B32 tx = want.x;
  int parity = want.parity;
  switch (*rc::gen::inRange(0, 3)) {
    case 0: parity ^= 1; break;
    case 1: tx = test::flip_bit(tx, *rc::gen::inRange<std::size_t>(0, 256)); break;
    default: break;
  }
  const bool lib_ok = lib::xonly_pubkey_tweak_add_check(tx, parity, kp.xonly, t);
  const Verdict v = fast::xonly_tweak_add_check(tx, parity != 0, internal, t);
  RC_ASSERT(v.ok() == lib_ok);
  // A refusal is tweak_mismatch, or the x-only parse error of tweaked_x.
  if (!v.ok()) {
    const Result<fast::XOnlyPublicKey> tp = fast::XOnlyPublicKey::parse(tx);
    RC_ASSERT(v.error() == (tp.ok() ? Error::tweak_mismatch : tp.error()));
  }
}

RC_GTEST_PROP(DiffXOnly, KeyPairs, ()) {
  const B32 d = test::gen_secret32();
  const lib::KeyPair theirs = lib::keypair_create(d).value();
  const fast::KeyPair ours = fast::keypair_create(fast::SecretKey::parse(d).value());
  RC_ASSERT(ours.xonly.serialize() == theirs.xonly);
  RC_ASSERT(static_cast<int>(ours.parity) == theirs.parity);
  RC_ASSERT(test::fixed<32>(ours.secret.reveal_bytes()) == theirs.secret);
  const B32 t = *rc::gen::inRange(0, 6) == 0 ? (theirs.parity == 0 ? test::n_minus(d) : d) : test::gen_edge32();
  const Result<fast::KeyPair> tweaked = fast::keypair_xonly_tweak_add(ours, t);
  const std::optional<lib::KeyPair> lt = lib::keypair_xonly_tweak_add(d, t);
  RC_ASSERT(tweaked.ok() == lt.has_value());
  if (!tweaked.ok()) return;
  RC_ASSERT(test::fixed<32>(tweaked.value().secret.reveal_bytes()) == lt->secret);
  RC_ASSERT(tweaked.value().xonly.serialize() == lt->xonly);
  RC_ASSERT(static_cast<int>(tweaked.value().parity) == lt->parity);
}

RC_GTEST_PROP(DiffEcdh, SecretsAreLibsecp256k1s, ()) {
  const B32 d = test::gen_secret32();
  const B32 e = test::gen_secret32();
  test::Octets Q = lib::pubkey_create(e).value();
  if (*rc::gen::inRange(0, 2) == 0) Q = lib::pubkey_parse_serialize(Q, true).value();
  const fast::SecretKey sk = fast::SecretKey::parse(d).value();
  const fast::PublicKey peer = fast::PublicKey::parse(Q).value();
  const Result<fast::Bytes> hashed = fast::ecdh(sk, peer, fast::EcdhOutput::sha256_compressed);
  const Result<fast::Bytes> raw = fast::ecdh(sk, peer, fast::EcdhOutput::raw_x);
  RC_ASSERT(hashed.ok() && raw.ok());
  RC_ASSERT(test::fixed<32>(hashed.value()) == lib::ecdh_sha256(d, Q).value());
  RC_ASSERT(test::fixed<32>(raw.value()) == lib::ecdh_raw_x(d, Q).value());
  const fast::EcdhHash xy = [](fast::ByteView x, fast::ByteView y) {
    fast::Bytes out(x.begin(), x.end());
    out.insert(out.end(), y.begin(), y.end());
    return out;
  };
  const Result<fast::Bytes> custom = fast::ecdh(sk, peer, xy);
  RC_ASSERT(custom.ok());
  RC_ASSERT(test::fixed<64>(custom.value()) == lib::ecdh_xy(d, Q).value());
  // Symmetry: d·(e·G) = e·(d·G).
  const Result<fast::Bytes> other =
      fast::ecdh(fast::SecretKey::parse(e).value(), fast::derive_public_key(sk), fast::EcdhOutput::sha256_compressed);
  RC_ASSERT(other.ok() && other.value() == hashed.value());
}

}  // namespace
}  // namespace tandem

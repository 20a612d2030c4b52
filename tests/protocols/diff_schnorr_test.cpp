// fast's BIP 340 against libsecp256k1 on secp256k1, with ref alongside:
// the same signature for the same key, message (any length) and aux_rand;
// the same verdict on mutated signatures, messages and keys (a bit flipped,
// r = p or beyond, s = n or beyond); batches of good and bad signatures
// naming exactly the ones libsecp256k1 rejects alone.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "protocols/diff_support.hpp"
#include "tandem/fast/protocols/bip340.hpp"
#include "tandem/fast/protocols/keys.hpp"
#include "tandem/oracles/libsecp256k1.hpp"
#include "tandem/ref/protocols/bip340.hpp"
#include "tandem/ref/protocols/keys.hpp"

namespace tandem {
namespace {

namespace lib = oracles::libsecp256k1;
using test::B32;
using test::B64;

const ref::Curve& k1() { return *ref::find_curve("secp256k1"); }
std::string verdict_name(const Verdict& v) { return v.ok() ? "valid" : std::string(error_name(v.error())); }

test::Octets gen_message() {
  if (*rc::gen::inRange(0, 3) == 0) {
    const B32 m = test::gen_edge32();
    return test::Octets(m.begin(), m.end());
  }
  return *rc::gen::container<test::Octets>(*rc::gen::inRange<std::size_t>(0, 100), rc::gen::arbitrary<std::uint8_t>());
}

Verdict fast_verify(const B32& x, const test::Octets& msg, const B64& sig) {
  const Result<fast::XOnlyPublicKey> P = fast::XOnlyPublicKey::parse(x);
  if (!P.ok()) return P.error();
  return fast::schnorr_verify(P.value(), msg, fast::SchnorrSignature::parse(sig).value());
}
Verdict ref_verify(const B32& x, const test::Octets& msg, const B64& sig) {
  const Result<ref::XOnlyPublicKey> P = ref::XOnlyPublicKey::parse(k1(), x);
  if (!P.ok()) return P.error();
  return ref::schnorr_verify(P.value(), msg, ref::SchnorrSignature::parse(sig).value());
}

RC_GTEST_PROP(DiffSchnorr, SignaturesAreLibsecp256k1s, ()) {
  const B32 d = test::gen_secret32();
  const B32 aux = test::gen_edge32();
  const test::Octets msg = gen_message();
  const B64 theirs = lib::schnorrsig_sign(d, msg, aux).value();
  if (msg.size() == 32) RC_ASSERT(lib::schnorrsig_sign32(d, test::fixed<32>(msg), aux).value() == theirs);
  const fast::KeyPair kp = fast::keypair_create(fast::SecretKey::parse(d).value());
  const Result<fast::SchnorrSignature> ours = fast::schnorr_sign(kp, msg, aux);
  RC_ASSERT(ours.ok());
  RC_ASSERT(ours.value().bytes == theirs);
  const Result<ref::KeyPair> rkp = ref::keypair_create(ref::SecretKey::parse(k1(), d).value());
  RC_ASSERT(rkp.ok());
  const Result<ref::SchnorrSignature> r = ref::schnorr_sign(rkp.value(), msg, aux);
  RC_ASSERT(r.ok());
  RC_ASSERT(r.value().bytes == theirs);
}

B64 mutate(B64 sig) {
  switch (*rc::gen::inRange(0, 5)) {
    case 0: return test::flip_bit(sig, *rc::gen::inRange<std::size_t>(0, 512));
    case 1: {  // r replaced: p and beyond, or any edge value
      const B32 e = test::gen_edge32();
      std::copy(e.begin(), e.end(), sig.begin());
      return sig;
    }
    case 2: {  // s replaced: n and beyond, or any edge value
      const B32 e = test::gen_edge32();
      std::copy(e.begin(), e.end(), sig.begin() + 32);
      return sig;
    }
    default: return sig;
  }
}

RC_GTEST_PROP(DiffSchnorr, VerdictsOnMutatedInputs, ()) {
  const B32 d = test::gen_secret32();
  test::Octets msg = gen_message();
  const B64 good = lib::schnorrsig_sign(d, msg, test::gen_random32()).value();
  B32 x = lib::keypair_create(d).value().xonly;
  const B64 sig = mutate(good);
  if (!msg.empty() && *rc::gen::inRange(0, 5) == 0) msg = test::flip_bit(msg, *rc::gen::inRange<std::size_t>(0, msg.size() * 8));
  if (*rc::gen::inRange(0, 5) == 0) x = test::flip_bit(x, *rc::gen::inRange<std::size_t>(0, 256));
  const bool theirs = lib::schnorrsig_verify(sig, msg, x);
  const Verdict f = fast_verify(x, msg, sig);
  RC_ASSERT(f.ok() == theirs);
  RC_ASSERT(verdict_name(ref_verify(x, msg, sig)) == verdict_name(f));
}

RC_GTEST_PROP(DiffSchnorr, BatchNamesTheBadOnes, ()) {
  const std::size_t count = *rc::gen::inRange<std::size_t>(0, 12);
  std::vector<test::Octets> msgs(count);
  std::vector<fast::SchnorrBatchItem> items;
  std::vector<ref::SchnorrBatchItem> ref_items;
  std::vector<std::size_t> bad;
  for (std::size_t i = 0; i < count; ++i) {
    const B32 d = test::gen_secret32();
    msgs[i] = gen_message();
    const B32 x = lib::keypair_create(d).value().xonly;
    B64 sig = lib::schnorrsig_sign(d, msgs[i], test::gen_random32()).value();
    if (*rc::gen::inRange(0, 4) == 0) sig = mutate(sig);
    if (!lib::schnorrsig_verify(sig, msgs[i], x)) bad.push_back(i);
    items.push_back({fast::XOnlyPublicKey::parse(x).value(), msgs[i], fast::SchnorrSignature::parse(sig).value()});
    ref_items.push_back({ref::XOnlyPublicKey::parse(k1(), x).value(), msgs[i], ref::SchnorrSignature::parse(sig).value()});
  }
  const fast::BatchVerdict f = fast::schnorr_verify_batch(items);
  RC_ASSERT(f.valid == bad.empty());
  RC_ASSERT(f.invalid == bad);
  RC_ASSERT(f.reasons.size() == bad.size());
  for (std::size_t j = 0; j < bad.size(); ++j)
    RC_ASSERT(f.reasons[j] == fast::schnorr_verify(items[bad[j]].key, items[bad[j]].msg, items[bad[j]].sig).error());
  const ref::BatchVerdict r = ref::schnorr_verify_batch(ref_items);
  RC_ASSERT(r.valid == f.valid);
  RC_ASSERT(r.invalid == f.invalid);
  RC_ASSERT(r.reasons == f.reasons);
  RC_ASSERT(ref::schnorr_batch_randomizers(ref_items) == fast::schnorr_batch_randomizers(items));
}

}  // namespace
}  // namespace tandem

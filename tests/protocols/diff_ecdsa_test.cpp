// fast's ECDSA against libsecp256k1 on secp256k1, with ref alongside:
// identical signatures for identical nonce data (RFC 6979 with and without
// 32 octets of extra data), identical recoverable signatures and
// recoveries, identical DER and compact encodings, and identical verdicts on
// mutated inputs (a bit of r, s, the digest or the key flipped; high S; r or
// s = 0, n or beyond). ref and fast must also refuse with the same Error.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "protocols/diff_support.hpp"
#include "protocols/x_above_n.hpp"
#include "tandem/fast/protocols/der.hpp"
#include "tandem/fast/protocols/ecdsa.hpp"
#include "tandem/fast/protocols/keys.hpp"
#include "tandem/fast/protocols/recovery.hpp"
#include "tandem/oracles/libsecp256k1.hpp"
#include "tandem/ref/protocols/der.hpp"
#include "tandem/ref/protocols/ecdsa.hpp"
#include "tandem/ref/protocols/keys.hpp"
#include "tandem/ref/protocols/recovery.hpp"

namespace tandem {
namespace {

namespace lib = oracles::libsecp256k1;
using test::B32;
using test::B64;
using test::octets;

const ref::Curve& k1() { return *ref::find_curve("secp256k1"); }
const hash::Digest& sha256() {
  static const hash::Digest d = hash::Digest::find("SHA-256").value();
  return d;
}

std::string verdict_name(const Verdict& v) { return v.ok() ? "valid" : std::string(error_name(v.error())); }

// The whole verification as each side sees it, from the octets.
Verdict fast_verify(const test::Octets& key, const B32& digest, const B64& rs, bool low_s) {
  const Result<fast::PublicKey> Q = fast::PublicKey::parse(key);
  if (!Q.ok()) return Q.error();
  const Result<fast::EcdsaSignature> s = fast::EcdsaSignature::parse_compact(rs);
  if (!s.ok()) return s.error();
  return fast::ecdsa_verify(Q.value(), digest, s.value(), low_s);
}
Verdict ref_verify(const test::Octets& key, const B32& digest, const B64& rs, bool low_s) {
  const Result<ref::PublicKey> Q = ref::PublicKey::parse(k1(), key);
  if (!Q.ok()) return Q.error();
  const Result<ref::EcdsaSignature> s = ref::EcdsaSignature::parse_compact(k1(), rs);
  if (!s.ok()) return s.error();
  return ref::ecdsa_verify(Q.value(), digest, s.value(), low_s);
}

std::optional<B32> gen_extra() {
  if (*rc::gen::inRange(0, 3) == 0) return std::nullopt;
  return test::gen_edge32();
}
test::Octets extra_octets(const std::optional<B32>& e) { return e ? octets(*e) : test::Octets{}; }

RC_GTEST_PROP(DiffEcdsa, SignaturesAreLibsecp256k1s, ()) {
  const B32 d = test::gen_secret32();
  const B32 digest = test::gen_edge32();
  const std::optional<B32> extra = gen_extra();
  const std::optional<B64> theirs = lib::ecdsa_sign(d, digest, extra);
  RC_ASSERT(theirs.has_value());
  const fast::SecretKey sk = fast::SecretKey::parse(d).value();
  const test::Octets ex = extra_octets(extra);
  const Result<fast::EcdsaSignature> quick = fast::ecdsa_sign(sk, digest, ex, true);
  const Result<fast::EcdsaSignature> generic = fast::ecdsa_sign(sk, digest, sha256(), ex, true);
  RC_ASSERT(quick.ok() && generic.ok());
  RC_ASSERT(test::fixed<64>(quick.value().serialize_compact()) == *theirs);
  RC_ASSERT(test::fixed<64>(generic.value().serialize_compact()) == *theirs);
  // Encodings: DER as libsecp256k1 serializes it, and back.
  const std::optional<test::Octets> der = lib::signature_serialize_der(*theirs);
  RC_ASSERT(der.has_value());
  RC_ASSERT(quick.value().serialize_der() == *der);
  const Result<fast::EcdsaSignature> back = fast::EcdsaSignature::parse_der(*der);
  RC_ASSERT(back.ok());
  RC_ASSERT(test::fixed<64>(back.value().serialize_compact()) == *theirs);
  // ref signs the same.
  const Result<ref::EcdsaSignature> r = ref::ecdsa_sign(ref::SecretKey::parse(k1(), d).value(), digest, sha256(), ex, true);
  RC_ASSERT(r.ok());
  RC_ASSERT(test::fixed<64>(r.value().serialize_compact()) == *theirs);
}

RC_GTEST_PROP(DiffEcdsa, RecoverableSignaturesAndRecovery, ()) {
  const B32 d = test::gen_secret32();
  const B32 digest = test::gen_edge32();
  const std::optional<B32> extra = gen_extra();
  const std::optional<lib::Recoverable> theirs = lib::ecdsa_sign_recoverable(d, digest, extra);
  RC_ASSERT(theirs.has_value());
  const Result<fast::RecoverableSignature> ours =
      fast::ecdsa_sign_recoverable(fast::SecretKey::parse(d).value(), digest, sha256(), extra_octets(extra), true);
  RC_ASSERT(ours.ok());
  RC_ASSERT(test::fixed<64>(ours.value().sig.serialize_compact()) == theirs->sig);
  RC_ASSERT(ours.value().recid == theirs->recid);
  // Recovery with every recid (the right one, and the others), and a
  // mutated digest: the same key or the same refusal as libsecp256k1.
  const B32 dig2 = *rc::gen::inRange(0, 2) == 0 ? digest : test::flip_bit(digest, *rc::gen::inRange<std::size_t>(0, 256));
  for (int recid = -1; recid <= 4; ++recid) {
    const std::optional<test::Octets> key = lib::ecdsa_recover(dig2, theirs->sig, recid);
    const Result<fast::PublicKey> f = fast::ecdsa_recover(dig2, ours.value().sig, recid);
    const Result<ref::PublicKey> r =
        ref::ecdsa_recover(k1(), dig2, ref::EcdsaSignature::parse_compact(k1(), theirs->sig).value(), recid);
    RC_ASSERT(f.ok() == key.has_value());
    RC_ASSERT(r.ok() == f.ok());
    if (f.ok()) {
      RC_ASSERT(f.value().serialize(false) == *key);
      RC_ASSERT(r.value().serialize(false) == *key);
    } else {
      RC_ASSERT(r.error() == f.error());
    }
  }
}

// The signature mutated one way: a bit of r or s, high S, or r / s replaced
// by an edge value (0, n − 1, n, n + 1, p, 2^256 − 1, ...).
B64 mutate_signature(B64 rs, const B32& n_minus_s) {
  switch (*rc::gen::inRange(0, 6)) {
    case 0: return test::flip_bit(rs, *rc::gen::inRange<std::size_t>(0, 512));
    case 1: std::copy(n_minus_s.begin(), n_minus_s.end(), rs.begin() + 32); return rs;  // the high-S twin
    case 2: {
      const B32 e = test::gen_edge32();
      std::copy(e.begin(), e.end(), rs.begin());
      return rs;
    }
    case 3: {
      const B32 e = test::gen_edge32();
      std::copy(e.begin(), e.end(), rs.begin() + 32);
      return rs;
    }
    default: return rs;  // unchanged: the verdict must be valid on all sides
  }
}

RC_GTEST_PROP(DiffEcdsa, VerdictsOnMutatedInputs, ()) {
  const B32 d = test::gen_secret32();
  B32 digest = test::gen_edge32();
  const B64 good = lib::ecdsa_sign(d, digest, std::nullopt).value();
  test::Octets key = lib::pubkey_create(d).value();
  if (*rc::gen::inRange(0, 2) == 0) key = lib::pubkey_parse_serialize(key, true).value();
  // The high-S twin (r, n − s): libsecp256k1's normalize maps it back.
  const B32 hs = test::n_minus(test::fixed<32>(std::span(good).subspan(32)));
  B64 high = good;
  std::copy(hs.begin(), hs.end(), high.begin() + 32);
  RC_ASSERT(lib::signature_normalize(high).value() == std::pair(good, true));
  RC_ASSERT(fast::EcdsaSignature::parse_compact(good).value().is_low_s());
  RC_ASSERT(!fast::EcdsaSignature::parse_compact(high).value().is_low_s());
  B64 rs = mutate_signature(good, hs);
  if (*rc::gen::inRange(0, 5) == 0) digest = test::flip_bit(digest, *rc::gen::inRange<std::size_t>(0, 256));
  if (*rc::gen::inRange(0, 5) == 0) key = test::flip_bit(key, *rc::gen::inRange<std::size_t>(8, key.size() * 8));
  for (const bool low_s : {true, false}) {
    // libsecp256k1 verifies low S only; normalizing first accepts either.
    const std::optional<bool> theirs = lib::ecdsa_verify(key, digest, rs, !low_s);
    const Verdict f = fast_verify(key, digest, rs, low_s);
    const Verdict r = ref_verify(key, digest, rs, low_s);
    RC_ASSERT(f.ok() == theirs.value_or(false));
    RC_ASSERT(verdict_name(r) == verdict_name(f));
  }
}

// x(R) ≥ n (x_above_n.hpp): libsecp256k1 accepts it, and so must fast and
// ref; random signatures never reach that comparison.
TEST(DiffEcdsa, XOfRAboveNIsValidOnEverySide) {
  const fast_test::XAboveN x = fast_test::x_above_n_signature();
  const test::Octets key = x.Q.serialize(true);
  const B64 rs = test::fixed<64>(x.sig.serialize_compact());
  const B32 digest{};
  EXPECT_EQ(lib::ecdsa_verify(key, digest, rs, false), std::optional<bool>(true));
  EXPECT_EQ(verdict_name(fast_verify(key, digest, rs, true)), "valid");
  EXPECT_EQ(verdict_name(ref_verify(key, digest, rs, true)), "valid");
}

// Strict and lax DER parsing of mutated encodings (a bit flipped, cut
// short, an octet inserted): fast, ref and libsecp256k1's parse_der agree
// (libsecp256k1 stores zero for an integer ≥ n where we report the range
// error); lax parsing, fast against ref.
RC_GTEST_PROP(DiffEcdsa, DerParsingAgrees, ()) {
  const B32 d = test::gen_secret32();
  const B64 rs = lib::ecdsa_sign(d, test::gen_edge32(), std::nullopt).value();
  test::Octets der = lib::signature_serialize_der(rs).value();
  switch (*rc::gen::inRange(0, 5)) {
    case 0: der = test::flip_bit(der, *rc::gen::inRange<std::size_t>(0, der.size() * 8)); break;
    case 1: der.resize(*rc::gen::inRange<std::size_t>(0, der.size() + 1)); break;
    case 2: der.insert(der.begin() + *rc::gen::inRange<std::ptrdiff_t>(0, static_cast<std::ptrdiff_t>(der.size()) + 1),
                       *rc::gen::arbitrary<std::uint8_t>());
      break;
    case 3:  // a long-form SEQUENCE length: lax accepts it, strict does not
      der.insert(der.begin() + 1, 0x81);
      break;
    default: break;
  }
  const std::optional<B64> theirs = lib::signature_parse_der(der);
  const Result<fast::EcdsaSignature> f = fast::EcdsaSignature::parse_der(der);
  const Result<ref::EcdsaSignature> r = ref::EcdsaSignature::parse_der(k1(), der);
  // Lax parsing has no peer in the library (contrib source only): fast
  // against ref, and a superset of strict with the same integers.
  const Result<fast::EcdsaSignature> fl = fast::EcdsaSignature::parse_der_lax(der);
  const Result<ref::EcdsaSignature> rl = ref::EcdsaSignature::parse_der_lax(k1(), der);
  RC_ASSERT(fl.ok() == rl.ok());
  if (fl.ok()) RC_ASSERT(fl.value().serialize_compact() == rl.value().serialize_compact());
  else RC_ASSERT(fl.error() == rl.error());
  if (f.ok()) RC_ASSERT(fl.ok() && fl.value().serialize_compact() == f.value().serialize_compact());
  RC_ASSERT(f.ok() == r.ok());
  if (f.ok()) {
    RC_ASSERT(theirs.has_value());
    RC_ASSERT(test::fixed<64>(f.value().serialize_compact()) == *theirs);
    RC_ASSERT(r.value().serialize_compact() == f.value().serialize_compact());
  } else {
    RC_ASSERT(r.error() == f.error());
    // libsecp256k1 parses an integer that is 0, ≥ n or negative (its DER
    // allows a negative INTEGER) and stores zero; we refuse the range (r or
    // s out of range) or, for a negative one, the encoding.
    const B32 zero{};
    const bool r_zero = theirs && test::fixed<32>(std::span(*theirs).first(32)) == zero;
    const bool s_zero = theirs && test::fixed<32>(std::span(*theirs).subspan(32)) == zero;
    if (f.error() == Error::signature_r_out_of_range) RC_ASSERT(r_zero);
    else if (f.error() == Error::signature_s_out_of_range) RC_ASSERT(s_zero);
    else RC_ASSERT(f.error() == Error::signature_encoding && (!theirs || r_zero || s_zero));
  }
}

}  // namespace
}  // namespace tandem

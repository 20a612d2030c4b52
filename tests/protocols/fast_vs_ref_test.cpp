// fast/'s protocols against ref/'s on secp256k1, operation by operation, on
// random and edge inputs: the same octets out, and for bad input the same
// Error (so the order of the checks is the same on both sides). The edges:
// keys and tweaks 0, 1, n − 1, n, 2^256 − 1 and n − d; r or s = 0, ≥ n,
// high S; x ≥ p and off the curve; digests of 0, 31, 32, 33 and 64 octets;
// results at infinity (P = −t·G for tweak_add, cancelling sums).
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <optional>
#include <string>
#include <variant>
#include <vector>

#include "protocols/fast_test_support.hpp"
#include "tandem/fast/protocols/protocols.hpp"
#include "tandem/ref/protocols/protocols.hpp"

namespace {

using namespace tandem;
using namespace tandem::fast_test;

const ref::Curve& K() { return *ref::find_curve("secp256k1"); }

/// What an operation gave: its error, or its output as octets.
using Outcome = std::variant<Error, Bytes>;

template <class T, class Fn>
Outcome outcome(const Result<T>& r, Fn octets) {
  if (!r.ok()) return r.error();
  return octets(r.value());
}
Outcome verdict(const Verdict& v) { return v.ok() ? Outcome(Bytes{1}) : Outcome(v.error()); }

std::string show(const Outcome& o) {
  if (const Error* e = std::get_if<Error>(&o)) return std::string(error_name(*e));
  return show_hex(std::get<Bytes>(o));
}
#define RC_SAME(a, b)                                                   \
  do {                                                                  \
    const Outcome oa = (a), ob = (b);                                   \
    RC_LOG() << "fast " << show(oa) << "\nref  " << show(ob) << "\n";   \
    RC_ASSERT(oa == ob);                                                \
  } while (0)

template <std::size_t N>
Bytes arr(const std::array<std::uint8_t, N>& a) {
  return Bytes(a.begin(), a.end());
}
Bytes mpz32(const mpz_class& v) {
  Bytes out(32, 0);
  std::size_t n = 0;
  mpz_export(out.data(), &n, 1, 1, 1, 0, v.get_mpz_t());
  std::rotate(out.begin(), out.begin() + static_cast<std::ptrdiff_t>(n), out.end());
  return out;
}

// Each output as octets, for either side's type.
const auto octets_of_key = [](const auto& P) { return P.serialize(false); };
const auto octets_of_secret = [](const auto& d) { return d.reveal_bytes(); };
const auto octets_of_sig = [](const auto& s) { return s.serialize_compact(); };
const auto fpub = octets_of_key, rpub = octets_of_key;
const auto fsec = octets_of_secret, rsec = octets_of_secret;
const auto fsig = octets_of_sig, rsig = octets_of_sig;

/// head ‖ x ‖ parity: a tweak's or key pair's outcome as octets.
template <class XOnly>
Bytes with_xonly(Bytes head, const XOnly& x, bool parity) {
  const auto xb = x.serialize();
  head.insert(head.end(), xb.begin(), xb.end());
  head.push_back(parity ? 1 : 0);
  return head;
}

Bytes n_minus(unsigned k) {
  Bytes b = kN;
  b[31] = static_cast<std::uint8_t>(b[31] - k);
  return b;
}
Bytes n_plus_1() {
  Bytes b = kN;
  b[31] += 1;
  return b;
}

/// 32 octets, often an edge: 0, 1, n − 1, n, n + 1, 2^256 − 1, p.
Bytes gen_scalar_bytes() {
  switch (*rc::gen::inRange(0, 10)) {
    case 0: return Bytes(32, 0);
    case 1: return hex("0000000000000000000000000000000000000000000000000000000000000001");
    case 2: return n_minus(1);
    case 3: return kN;
    case 4: return n_plus_1();
    case 5: return Bytes(32, 0xff);
    case 6: return kP;
    default: return gen_bytes(32);
  }
}

/// A tweak: gen_scalar_bytes, n − d (cancelling the key), or a wrong length.
Bytes gen_tweak(const fast::SecretKey& d) {
  const int pick = *rc::gen::inRange(0, 10);
  if (pick == 0) return fast::secret_negate(d).reveal_bytes();
  if (pick == 1) return gen_bytes(*rc::gen::element<std::size_t>(0, 31, 33));
  return gen_scalar_bytes();
}

/// Both sides' keys for the same octets.
struct Keys {
  fast::SecretKey f;
  ref::SecretKey r;
};
Keys gen_keys() {
  const fast::SecretKey f = gen_secret();
  return {f, ref::SecretKey::parse(K(), f.reveal_bytes()).value()};
}

TEST(FastVsRef, Curve) { ASSERT_NE(ref::find_curve("secp256k1"), nullptr); }

RC_GTEST_PROP(FastVsRef, SecretKeyParse, ()) {
  const Bytes b = *rc::gen::inRange(0, 5) == 0 ? gen_bytes(*rc::gen::element<std::size_t>(0, 31, 33)) : gen_scalar_bytes();
  RC_SAME(outcome(fast::SecretKey::parse(b), fsec), outcome(ref::SecretKey::parse(K(), b), rsec));
}

/// SEC 1 octets: a valid key in any form, mutated or not, or random octets
/// under a chosen prefix, or x = p, or the single 00.
Bytes gen_sec1() {
  const int pick = *rc::gen::inRange(0, 10);
  if (pick == 0) return Bytes{0x00};
  if (pick == 1) return Bytes{};
  if (pick == 2) {
    Bytes b{*rc::gen::element<std::uint8_t>(2, 3, 4, 6, 7)};
    b.insert(b.end(), kP.begin(), kP.end());
    if (b[0] >= 4) b.insert(b.end(), kP.begin(), kP.end());
    return b;
  }
  if (pick == 3) {
    Bytes b = gen_bytes(*rc::gen::element<std::size_t>(33, 65));
    b[0] = *rc::gen::element<std::uint8_t>(0, 1, 2, 3, 4, 5, 6, 7, 8);
    return b;
  }
  Bytes b = fast::derive_public_key(gen_secret()).serialize(*rc::gen::arbitrary<bool>());
  if (b.size() == 65 && *rc::gen::arbitrary<bool>()) b[0] = static_cast<std::uint8_t>(6 | *rc::gen::inRange(0, 2));
  if (*rc::gen::arbitrary<bool>()) b[*rc::gen::inRange<std::size_t>(0, b.size())] ^= static_cast<std::uint8_t>(1U << *rc::gen::inRange(0, 8));
  if (*rc::gen::inRange(0, 8) == 0) b.pop_back();
  return b;
}

RC_GTEST_PROP(FastVsRef, PublicKeyParseAndDerive, ()) {
  const Bytes b = gen_sec1();
  RC_SAME(outcome(fast::PublicKey::parse(b), fpub), outcome(ref::PublicKey::parse(K(), b), rpub));
  const Keys k = gen_keys();
  RC_ASSERT(fast::derive_public_key(k.f).serialize(false) == ref::derive_public_key(k.r).serialize(false));
  RC_ASSERT(fast::derive_public_key(k.f).serialize(true) == ref::derive_public_key(k.r).serialize(true));
}

RC_GTEST_PROP(FastVsRef, DigestScalarAndNonces, ()) {
  const Bytes digest = *rc::gen::inRange(0, 4) == 0 ? *rc::gen::element(kN, Bytes(32, 0xff), Bytes(64, 0xff)) : gen_digest();
  RC_ASSERT(arr(fast::ecdsa_digest_scalar(digest).get_b32()) == mpz32(ref::ecdsa_digest_scalar(K(), digest).value()));
  const Keys k = gen_keys();
  const hash::Digest h =
      hash::Digest::find(*rc::gen::element<std::string>("SHA256", "SHA1", "SHA512", "SHA3-256", "SHAKE128")).value();
  const Bytes extra = gen_bytes(*rc::gen::element<std::size_t>(0, 32, 5));
  const auto nonces = [](const auto& v) {
    Bytes all;
    for (const Bytes& b : v) all.insert(all.end(), b.begin(), b.end());
    return all;
  };
  RC_SAME(outcome(fast::rfc6979_nonces(k.f, digest, h, extra, 2), nonces),
          outcome(ref::rfc6979_nonces(k.r, digest, h, extra, 2), nonces));
}

RC_GTEST_PROP(FastVsRef, EcdsaSignRecoverableVerify, ()) {
  const Keys k = gen_keys();
  const Bytes digest = gen_digest();
  const bool low_s = *rc::gen::arbitrary<bool>();
  const hash::Digest h = hash::Digest::find(*rc::gen::element<std::string>("SHA256", "SHA512", "SHA3-256")).value();
  const Bytes extra = gen_bytes(*rc::gen::element<std::size_t>(0, 32));
  const auto frec = [](const auto& s) {
    Bytes b = s.sig.serialize_compact();
    b.push_back(static_cast<std::uint8_t>(s.recid));
    return b;
  };
  const auto rrec = frec;
  RC_SAME(outcome(fast::ecdsa_sign(k.f, digest, h, extra, low_s), fsig), outcome(ref::ecdsa_sign(k.r, digest, h, extra, low_s), rsig));
  RC_SAME(outcome(fast::ecdsa_sign_recoverable(k.f, digest, h, extra, low_s), frec),
          outcome(ref::ecdsa_sign_recoverable(k.r, digest, h, extra, low_s), rrec));
  // Verification of (r, s) from edges or from a real signature, mutated.
  const fast::EcdsaSignature real = fast::ecdsa_sign(k.f, digest, h, extra, low_s).value();
  Bytes rs = real.serialize_compact();
  const int pick = *rc::gen::inRange(0, 6);
  if (pick == 0) std::fill(rs.begin(), rs.begin() + 32, 0);
  else if (pick == 1) std::fill(rs.begin() + 32, rs.end(), 0);
  else if (pick == 2) rs[*rc::gen::inRange<std::size_t>(0, 64)] ^= 1;
  else if (pick == 3) {
    const Bytes s = fast::EcdsaSignature{real.r, fast::negate(real.s)}.serialize_compact();
    rs = s;  // the other S
  }
  const fast::Scalar fr = fast::Scalar::set_b32(std::span<const std::uint8_t, 32>(rs.data(), 32));
  const fast::Scalar fs = fast::Scalar::set_b32(std::span<const std::uint8_t, 32>(rs.data() + 32, 32));
  const fast::EcdsaSignature fsg{fr, fs};
  const ref::EcdsaSignature rsg{K().fn().from_mpz(mpz_class(fast_test::show_hex(fr.get_b32()), 16)),
                                K().fn().from_mpz(mpz_class(fast_test::show_hex(fs.get_b32()), 16))};
  const bool require_low = *rc::gen::arbitrary<bool>();
  const fast::PublicKey P = fast::derive_public_key(k.f);
  const ref::PublicKey Q = ref::derive_public_key(k.r);
  RC_SAME(verdict(fast::ecdsa_verify(P, digest, fsg, require_low)), verdict(ref::ecdsa_verify(Q, digest, rsg, require_low)));
  // Recovery with every recid, valid or not.
  const int recid = *rc::gen::inRange(-1, 5);
  RC_SAME(outcome(fast::ecdsa_recover(digest, fsg, recid), fpub), outcome(ref::ecdsa_recover(K(), digest, rsg, recid), rpub));
}

/// DER-ish octets: a real signature's encoding mutated, or hand-made
/// integers with leading zeros, long-form lengths, zero and n.
Bytes gen_der() {
  const fast::EcdsaSignature sig = fast::ecdsa_sign(gen_secret(), gen_bytes(32), Bytes{}, *rc::gen::arbitrary<bool>()).value();
  Bytes der = sig.serialize_der();
  const int pick = *rc::gen::inRange(0, 4);
  if (pick == 0) {
    // 30 L 02 Lr r 02 Ls s with chosen integers and length forms.
    auto integer = [](Bytes v) {
      Bytes out{0x02};
      const int form = *rc::gen::inRange(0, 3);
      if (form == 0 && v.size() < 0x80) out.push_back(static_cast<std::uint8_t>(v.size()));
      else if (form <= 1) out.insert(out.end(), {0x81, static_cast<std::uint8_t>(v.size())});
      else out.insert(out.end(), {0x82, static_cast<std::uint8_t>(v.size() >> 8), static_cast<std::uint8_t>(v.size())});
      out.insert(out.end(), v.begin(), v.end());
      return out;
    };
    auto value = [] {
      Bytes v = *rc::gen::element(Bytes{0x00}, Bytes{0x01}, Bytes{0x00, 0x01}, Bytes{0x80}, Bytes{0x00, 0x80}, kN, n_minus(1),
                                  gen_bytes(32), Bytes(33, 0xff), Bytes{}, Bytes(130, 0x01), Bytes(200, 0x00));
      return v;
    };
    Bytes body = integer(value());
    const Bytes s = integer(value());
    body.insert(body.end(), s.begin(), s.end());
    // The sequence's length short, or long (minimal or not).
    if (body.size() < 0x80 && *rc::gen::arbitrary<bool>()) der = {0x30, static_cast<std::uint8_t>(body.size())};
    else if (body.size() < 0x100 && *rc::gen::arbitrary<bool>()) der = {0x30, 0x81, static_cast<std::uint8_t>(body.size())};
    else der = {0x30, 0x82, static_cast<std::uint8_t>(body.size() >> 8), static_cast<std::uint8_t>(body.size())};
    der.insert(der.end(), body.begin(), body.end());
  }
  const int mutations = *rc::gen::inRange(0, 3);
  for (int i = 0; i < mutations && !der.empty(); ++i) {
    const std::size_t at = *rc::gen::inRange<std::size_t>(0, der.size());
    const int kind = *rc::gen::inRange(0, 3);
    if (kind == 0) der[at] ^= static_cast<std::uint8_t>(1U << *rc::gen::inRange(0, 8));
    else if (kind == 1) der.erase(der.begin() + static_cast<std::ptrdiff_t>(at));
    else der.insert(der.begin() + static_cast<std::ptrdiff_t>(at), *rc::gen::element<std::uint8_t>(0x00, 0x80, 0x81, 0x02, 0x30));
  }
  return der;
}

// The structural edges of DER, strict and lax, each compared by name.
TEST(FastVsRef, DerEdges) {
  const auto join = [](std::initializer_list<Bytes> parts) {
    Bytes out;
    for (const Bytes& p : parts) out.insert(out.end(), p.begin(), p.end());
    return out;
  };
  const Bytes one = hex("020101");
  const Bytes big(130, 0x01), zeros(200, 0x00);
  const Bytes n_int = join({hex("022100"), kN});
  // 30, a long-form length of `octets` octets (a leading zero when 2), body.
  const auto long_seq = [&](int octets, const Bytes& body) {
    Bytes out{0x30};
    if (octets == 1) out.insert(out.end(), {0x81, static_cast<std::uint8_t>(body.size())});
    else out.insert(out.end(), {0x82, 0x00, static_cast<std::uint8_t>(body.size())});
    out.insert(out.end(), body.begin(), body.end());
    return out;
  };
  std::vector<Bytes> cases{
      Bytes{}, hex("30"), hex("3000"), hex("300002"), hex("3006020101020101"), hex("308106020101020101"),
      hex("30800201010201010000"), hex("30070281010102010100"), hex("300602810101020101"), hex("3006020100020101"),
      hex("3006020101020100"), hex("3006020180020101"), hex("300702020080020101"), hex("300702020001020101"),
      hex("300602010102010100"), hex("3006020101020101ff"), hex("3106020101020101"), hex("3006030101020101"),
      hex("30050201010201"), hex("3007020101020201"), hex("300c02890000000000000000010101020101"),
      hex("300b028800000000000000010101020101"), hex("3006028101010201"), hex("30ff020101020101"),
      // Lengths of 128 octets and more: long forms, minimal or with a
      // leading zero octet, on the sequence and on the integer.
      join({long_seq(2, join({hex("028200"), Bytes{0x82}, big, one}))}), join({long_seq(1, join({hex("0281"), Bytes{0x82}, big, one}))}),
      join({long_seq(1, join({hex("0281c8"), zeros, one}))}), join({long_seq(2, join({hex("028200c8"), zeros, one}))}),
      join({hex("3026"), n_int, one}), join({hex("3026"), one, n_int}), join({hex("3025"), hex("0220"), kN, one}),
      join({hex("3046"), n_int, n_int}), join({hex("3027"), hex("022200"), kN, one})};
  for (const Bytes& der : cases) {
    SCOPED_TRACE(show_hex(der));
    EXPECT_EQ(outcome(fast::EcdsaSignature::parse_der(der), fsig), outcome(ref::EcdsaSignature::parse_der(K(), der), rsig));
    EXPECT_EQ(outcome(fast::EcdsaSignature::parse_der_lax(der), fsig), outcome(ref::EcdsaSignature::parse_der_lax(K(), der), rsig));
  }
}

RC_GTEST_PROP(FastVsRef, SignatureEncodings, ()) {
  const Bytes der = gen_der();
  RC_SAME(outcome(fast::EcdsaSignature::parse_der(der), fsig), outcome(ref::EcdsaSignature::parse_der(K(), der), rsig));
  RC_SAME(outcome(fast::EcdsaSignature::parse_der_lax(der), fsig), outcome(ref::EcdsaSignature::parse_der_lax(K(), der), rsig));
  Bytes rs = gen_scalar_bytes();
  const Bytes s = gen_scalar_bytes();
  rs.insert(rs.end(), s.begin(), s.end());
  if (*rc::gen::inRange(0, 6) == 0) rs.pop_back();
  RC_SAME(outcome(fast::EcdsaSignature::parse_compact(rs), fsig), outcome(ref::EcdsaSignature::parse_compact(K(), rs), rsig));
  const Result<fast::EcdsaSignature> f = fast::EcdsaSignature::parse_compact(rs);
  if (f.ok()) {
    const ref::EcdsaSignature r = ref::EcdsaSignature::parse_compact(K(), rs).value();
    RC_ASSERT(f.value().serialize_der() == r.serialize_der());
    RC_ASSERT(f.value().is_low_s() == r.is_low_s());
    RC_ASSERT(f.value().normalized_low_s().serialize_compact() == r.normalized_low_s().serialize_compact());
  }
}

RC_GTEST_PROP(FastVsRef, Bip340, ()) {
  const Keys k = gen_keys();
  const fast::KeyPair fk = fast::keypair_create(k.f);
  const ref::KeyPair rk = ref::keypair_create(k.r).value();
  RC_ASSERT(arr(fk.xonly.serialize()) == arr(rk.xonly.serialize()));
  RC_ASSERT(fk.parity == rk.parity);
  const Bytes msg = gen_bytes(*rc::gen::element<std::size_t>(0, 1, 32, 33, 100));
  const Bytes aux = gen_bytes(*rc::gen::element<std::size_t>(32, 32, 32, 31));
  const auto fs = [](const auto& s) { return arr(s.bytes); };
  const auto rs = fs;
  RC_SAME(outcome(fast::schnorr_sign(fk, msg, aux), fs), outcome(ref::schnorr_sign(rk, msg, aux), rs));
  // x-only keys from octets.
  const Bytes x = *rc::gen::element(gen_bytes(32), kP, Bytes(32, 0xff), arr(fk.xonly.serialize()), gen_bytes(31));
  const auto fx = [](const auto& P) { return arr(P.serialize()); };
  const auto rx = fx;
  RC_SAME(outcome(fast::XOnlyPublicKey::parse(x), fx), outcome(ref::XOnlyPublicKey::parse(K(), x), rx));
  // Verification of a real signature, mutated, with r ≥ p or s ≥ n.
  if (aux.size() != 32) return;
  std::array<std::uint8_t, 64> sig = fast::schnorr_sign(fk, msg, aux).value().bytes;
  const int pick = *rc::gen::inRange(0, 5);
  if (pick == 0) std::copy(kP.begin(), kP.end(), sig.begin());
  else if (pick == 1) std::copy(kN.begin(), kN.end(), sig.begin() + 32);
  else if (pick == 2) sig[*rc::gen::inRange<std::size_t>(0, 64)] ^= 1;
  const fast::SchnorrSignature fsg = fast::SchnorrSignature::parse(sig).value();
  const ref::SchnorrSignature rsg = ref::SchnorrSignature::parse(sig).value();
  RC_SAME(verdict(fast::schnorr_verify(fk.xonly, msg, fsg)), verdict(ref::schnorr_verify(rk.xonly, msg, rsg)));
}

RC_GTEST_PROP(FastVsRef, Bip340Batch, ()) {
  const std::size_t n = *rc::gen::inRange<std::size_t>(0, 6);
  std::vector<Bytes> msgs;
  for (std::size_t i = 0; i < n; ++i) msgs.push_back(gen_bytes(*rc::gen::inRange<std::size_t>(0, 40)));
  std::vector<fast::SchnorrBatchItem> fi;
  std::vector<ref::SchnorrBatchItem> ri;
  for (std::size_t i = 0; i < n; ++i) {
    const Keys k = gen_keys();
    const fast::KeyPair kp = fast::keypair_create(k.f);
    std::array<std::uint8_t, 64> sig = fast::schnorr_sign(kp, msgs[i], gen_bytes(32)).value().bytes;
    if (*rc::gen::inRange(0, 3) == 0) sig[*rc::gen::inRange<std::size_t>(0, 64)] ^= 2;
    fi.push_back({kp.xonly, msgs[i], fast::SchnorrSignature::parse(sig).value()});
    ri.push_back({ref::keypair_create(k.r).value().xonly, msgs[i], ref::SchnorrSignature::parse(sig).value()});
  }
  RC_ASSERT(fast::schnorr_batch_randomizers(fi) == ref::schnorr_batch_randomizers(ri));
  const fast::BatchVerdict a = fast::schnorr_verify_batch(fi);
  const ref::BatchVerdict b = ref::schnorr_verify_batch(ri);
  RC_ASSERT(a.valid == b.valid);
  RC_ASSERT(a.invalid == b.invalid);
  RC_ASSERT(a.reasons == b.reasons);
}

RC_GTEST_PROP(FastVsRef, Ecdh, ()) {
  const Keys a = gen_keys(), b = gen_keys();
  const fast::PublicKey fB = fast::derive_public_key(b.f);
  const ref::PublicKey rB = ref::derive_public_key(b.r);
  const auto id = [](const Bytes& x) { return x; };
  for (const auto how : {0, 1}) {
    RC_SAME(outcome(fast::ecdh(a.f, fB, how == 0 ? fast::EcdhOutput::sha256_compressed : fast::EcdhOutput::raw_x), id),
            outcome(ref::ecdh(a.r, rB, how == 0 ? ref::EcdhOutput::sha256_compressed : ref::EcdhOutput::raw_x), id));
  }
  const auto xy = [](ByteView x, ByteView y) {
    Bytes o(x.begin(), x.end());
    o.insert(o.end(), y.begin(), y.end());
    return o;
  };
  RC_SAME(outcome(fast::ecdh(a.f, fB, xy), id), outcome(ref::ecdh(a.r, rB, xy), id));
}

RC_GTEST_PROP(FastVsRef, Tweaks, ()) {
  const Keys k = gen_keys();
  const Bytes t = gen_tweak(k.f);
  const fast::PublicKey fP = fast::derive_public_key(k.f);
  const ref::PublicKey rP = ref::derive_public_key(k.r);
  RC_SAME(outcome(fast::secret_tweak_add(k.f, t), fsec), outcome(ref::secret_tweak_add(k.r, t), rsec));
  RC_SAME(outcome(fast::secret_tweak_mul(k.f, t), fsec), outcome(ref::secret_tweak_mul(k.r, t), rsec));
  RC_ASSERT(fast::secret_negate(k.f).reveal_bytes() == ref::secret_negate(k.r).reveal_bytes());
  RC_SAME(outcome(fast::public_tweak_add(fP, t), fpub), outcome(ref::public_tweak_add(rP, t), rpub));
  RC_SAME(outcome(fast::public_tweak_mul(fP, t), fpub), outcome(ref::public_tweak_mul(rP, t), rpub));
  RC_ASSERT(fast::public_negate(fP).serialize(false) == ref::public_negate(rP).serialize(false));
  // Sums of 0 to 3 keys, with P and −P to cancel.
  const Keys m = gen_keys();
  std::vector<fast::PublicKey> fs;
  std::vector<ref::PublicKey> rs;
  const std::size_t count = *rc::gen::inRange<std::size_t>(0, 4);
  for (std::size_t i = 0; i < count; ++i) {
    const int pick = *rc::gen::inRange(0, 3);
    fs.push_back(pick == 0 ? fP : pick == 1 ? fast::public_negate(fP) : fast::derive_public_key(m.f));
    rs.push_back(pick == 0 ? rP : pick == 1 ? ref::public_negate(rP) : ref::derive_public_key(m.r));
  }
  RC_SAME(outcome(fast::public_combine(fs), fpub), outcome(ref::public_combine(rs), rpub));
}

RC_GTEST_PROP(FastVsRef, XOnlyAndTaprootTweaks, ()) {
  const Keys k = gen_keys();
  const fast::KeyPair fk = fast::keypair_create(k.f);
  const ref::KeyPair rk = ref::keypair_create(k.r).value();
  // The even-y secret's negation cancels lift_x(P).
  const fast::SecretKey even = fk.parity ? fast::secret_negate(k.f) : k.f;
  const Bytes t = *rc::gen::inRange(0, 6) == 0 ? fast::secret_negate(even).reveal_bytes() : gen_tweak(k.f);
  const auto fxt = [](const auto& r) { return with_xonly(r.full.serialize(false), r.xonly, r.parity); };
  const auto rxt = fxt;
  RC_SAME(outcome(fast::xonly_tweak_add(fk.xonly, t), fxt), outcome(ref::xonly_tweak_add(rk.xonly, t), rxt));
  // The check, on the right answer, a wrong parity, another x, bad x.
  const Result<fast::XOnlyTweakResult> good = fast::xonly_tweak_add(fk.xonly, t);
  Bytes tx = good.ok() ? arr(good.value().xonly.serialize()) : gen_bytes(32);
  bool parity = good.ok() && good.value().parity;
  const int pick = *rc::gen::inRange(0, 5);
  if (pick == 0) parity = !parity;
  else if (pick == 1) tx = *rc::gen::element(kP, gen_bytes(32), gen_bytes(31));
  RC_SAME(verdict(fast::xonly_tweak_add_check(tx, parity, fk.xonly, t)), verdict(ref::xonly_tweak_add_check(tx, parity, rk.xonly, t)));
  const auto fkp = [](const auto& p) { return with_xonly(p.secret.reveal_bytes(), p.xonly, p.parity); };
  const auto rkp = fkp;
  RC_SAME(outcome(fast::keypair_xonly_tweak_add(fk, t), fkp), outcome(ref::keypair_xonly_tweak_add(rk, t), rkp));
  // Taproot, with no root, a 32-octet root, or a bad one.
  const Bytes root = gen_bytes(*rc::gen::element<std::size_t>(32, 32, 31));
  const std::optional<ByteView> r = *rc::gen::arbitrary<bool>() ? std::optional<ByteView>(root) : std::nullopt;
  const auto ftt = [](const auto& q) { return with_xonly(arr(q.tweak), q.output, q.parity); };
  const auto rtt = ftt;
  RC_SAME(outcome(fast::taproot_tweak_public(fk.xonly, r), ftt), outcome(ref::taproot_tweak_public(rk.xonly, r), rtt));
  RC_SAME(outcome(fast::taproot_tweak_secret(k.f, r), fsec), outcome(ref::taproot_tweak_secret(k.r, r), rsec));
}

}  // namespace

#include "tandem/check/expect.hpp"

#include "tandem/hash/digest.hpp"
#include "tandem/ref/encoding.hpp"
#include "tandem/ref/group.hpp"
#include "tandem/ref/protocols/bip340.hpp"
#include "tandem/ref/protocols/der.hpp"
#include "tandem/ref/protocols/ecdh.hpp"
#include "tandem/ref/protocols/ecdsa.hpp"
#include "tandem/ref/protocols/keys.hpp"

namespace tandem::check {

namespace {

using ref::Point;

Expected reject(Error e) { return {Status::reject, {}, std::string(error_name(e))}; }
Expected ok(Bytes v) { return {Status::ok, std::move(v), {}}; }

mpz_class integer(ByteView b) { return b.empty() ? mpz_class(0) : ref::from_be_bytes(b); }

/// A point argument of the group operations: 00 is O where the policy says
/// so, hybrid encodings where it says so, anything else as SEC 1 decodes.
Result<Point> group_point(const ref::Curve& C, const CurveCaps& caps, ByteView b) {
  if (b.size() == 1 && b[0] == 0x00 && !caps.policy(TANDEM_CHECK_POLICY_INFINITY_INPUT)) {
    return Error::point_at_infinity;
  }
  if (!b.empty() && (b[0] == 0x06 || b[0] == 0x07) && !caps.policy(TANDEM_CHECK_POLICY_HYBRID)) {
    return Error::encoding_prefix;
  }
  return ref::decode_point(C, b);
}

/// A public key (ECDSA, ECDH): never O.
Result<ref::PublicKey> public_key(const ref::Curve& C, const CurveCaps& caps, ByteView b) {
  if (!b.empty() && (b[0] == 0x06 || b[0] == 0x07) && !caps.policy(TANDEM_CHECK_POLICY_HYBRID)) {
    return Error::encoding_prefix;
  }
  return ref::PublicKey::parse(C, b);
}

/// A scalar of k·P, k·G, a·P + b·Q: the order's length, then the policies.
Result<mpz_class> group_scalar(const ref::Curve& C, const CurveCaps& caps, ByteView b) {
  if (b.size() != C.fn().bytes()) return Error::length_mismatch;
  mpz_class k = integer(b);
  if (k >= C.n()) {
    if (!caps.policy(TANDEM_CHECK_POLICY_SCALAR_REDUCE)) return Error::scalar_out_of_range;
    k %= C.n();
  }
  if (k == 0 && !caps.policy(TANDEM_CHECK_POLICY_SCALAR_ZERO)) return Error::scalar_zero;
  return k;
}

Result<Bytes> digest(const ref::Curve& C, const CurveCaps& caps, ByteView b) {
  if (!caps.policy(TANDEM_CHECK_POLICY_DIGEST_ANY) && b.size() != C.fn().bytes()) return Error::length_mismatch;
  return Bytes(b.begin(), b.end());
}

Expected point_result(const ref::Curve& C, const CurveCaps& caps, const Point& P) {
  if (P.infinity && !caps.policy(TANDEM_CHECK_POLICY_INFINITY_OUTPUT)) return reject(Error::point_at_infinity);
  return ok(ref::encode_point(C, P, ref::PointFormat::uncompressed));
}

/// ECDSA verification of r ‖ s or DER (strict, or lax as declared) on the
/// digest z, under the declared low-s policy: the digest- and the
/// message-level operations both.
Expected verify(const ref::Curve& C, const CurveCaps& caps, const ref::PublicKey& Q, ByteView z, ByteView enc,
                bool der) {
  const Result<ref::EcdsaSignature> sig = !der ? ref::EcdsaSignature::parse_compact(C, enc)
                                          : caps.policy(TANDEM_CHECK_POLICY_DER_LAX)
                                              ? ref::EcdsaSignature::parse_der_lax(C, enc)
                                              : ref::EcdsaSignature::parse_der(C, enc);
  if (!sig) return reject(sig.error());
  const Verdict v = ref::ecdsa_verify(Q, z, sig.value(), caps.policy(TANDEM_CHECK_POLICY_VERIFY_LOW_S));
  if (!v) return reject(v.error());
  return ok({});
}

/// An element mod m of exactly m's length; ≥ m reduced or refused.
Result<mpz_class> field_value(const ref::PrimeField& F, const CurveCaps& caps, ByteView b, Error too_big) {
  if (b.size() != F.bytes()) return Error::length_mismatch;
  mpz_class v = integer(b);
  if (v >= F.modulus()) {
    if (!caps.policy(TANDEM_CHECK_POLICY_FIELD_UNREDUCED)) return too_big;
    v %= F.modulus();
  }
  return v;
}

/// A Jacobian triple on the curve (Z = 0: O).
Result<Point> jacobian_point(const ref::Curve& C, const Request& r, std::size_t at) {
  const ref::PrimeField& F = C.fp();
  mpz_class v[3];
  for (std::size_t i = 0; i < 3; ++i) {
    const Bytes b = r.bytes(at + i);
    if (b.size() != F.bytes()) return Error::length_mismatch;
    v[i] = integer(b);
    if (v[i] >= F.modulus()) return Error::coordinate_out_of_range;
  }
  if (v[2] == 0) return C.infinity();
  const ref::Fe Z = F.from_mpz(v[2]);
  const ref::Fe z2 = sqr(Z);
  const Point P{F.from_mpz(v[0]) / z2, F.from_mpz(v[1]) / (z2 * Z), false};
  if (!ref::on_curve(C, P)) return Error::point_not_on_curve;
  return P;
}

Expected field_op(const ref::Curve& C, const CurveCaps& caps, const Request& r) {
  const bool mod_p = r.op->op == TANDEM_CHECK_FIELD_P;
  const ref::PrimeField& F = mod_p ? C.fp() : C.fn();
  const Error too_big = mod_p ? Error::coordinate_out_of_range : Error::scalar_out_of_range;
  const tandem_check_field_op fop = *find_field_op(r.args[0]);
  const Result<mpz_class> a = field_value(F, caps, r.bytes(1), too_big);
  if (!a) return reject(a.error());
  mpz_class b = 0;
  if (field_op_binary(fop)) {
    const Result<mpz_class> bb = field_value(F, caps, r.bytes(2), too_big);
    if (!bb) return reject(bb.error());
    b = bb.value();
  }
  const ref::Fe x = F.from_mpz(a.value()), y = F.from_mpz(b);
  auto out = [&](const ref::Fe& v) { return ok(ref::to_be_bytes(v.value(), F.bytes())); };
  switch (fop) {
    case TANDEM_CHECK_F_ADD:
      return out(x + y);
    case TANDEM_CHECK_F_SUB:
      return out(x - y);
    case TANDEM_CHECK_F_MUL:
      return out(x * y);
    case TANDEM_CHECK_F_SQR:
      return out(sqr(x));
    case TANDEM_CHECK_F_NEG:
      return out(-x);
    case TANDEM_CHECK_F_INV: {
      const std::optional<ref::Fe> v = ref::inverse(x);
      if (!v) return reject(Error::not_invertible);
      return out(*v);
    }
    case TANDEM_CHECK_F_SQRT: {
      const std::optional<ref::Fe> v = ref::sqrt(x);
      if (!v) return reject(Error::not_a_square);
      return out(*v);
    }
  }
  return reject(Error::curve_unsupported);
}

}  // namespace

Expected expect(const ref::Curve& C, const CurveCaps& caps, const Request& r) {
  switch (r.op->op) {
    case TANDEM_CHECK_POINT_DECODE:
    case TANDEM_CHECK_POINT_DBL:
    case TANDEM_CHECK_POINT_NEG: {
      const Result<Point> P = group_point(C, caps, r.bytes(0));
      if (!P) return reject(P.error());
      if (r.op->op == TANDEM_CHECK_POINT_DECODE) return point_result(C, caps, P.value());
      if (r.op->op == TANDEM_CHECK_POINT_DBL) return point_result(C, caps, ref::dbl(C, P.value()));
      return point_result(C, caps, ref::neg(C, P.value()));
    }
    case TANDEM_CHECK_POINT_ADD: {
      const Result<Point> P = group_point(C, caps, r.bytes(0));
      if (!P) return reject(P.error());
      const Result<Point> Q = group_point(C, caps, r.bytes(1));
      if (!Q) return reject(Q.error());
      return point_result(C, caps, ref::add(C, P.value(), Q.value()));
    }
    case TANDEM_CHECK_MUL: {
      const Result<mpz_class> k = group_scalar(C, caps, r.bytes(0));
      if (!k) return reject(k.error());
      const Result<Point> P = group_point(C, caps, r.bytes(1));
      if (!P) return reject(P.error());
      return point_result(C, caps, ref::mul(C, k.value(), P.value()));
    }
    case TANDEM_CHECK_MUL_GEN: {
      const Result<mpz_class> k = group_scalar(C, caps, r.bytes(0));
      if (!k) return reject(k.error());
      return point_result(C, caps, ref::mul_gen(C, k.value()));
    }
    case TANDEM_CHECK_MUL2: {
      const Result<mpz_class> a = group_scalar(C, caps, r.bytes(0));
      if (!a) return reject(a.error());
      const Result<Point> P = group_point(C, caps, r.bytes(1));
      if (!P) return reject(P.error());
      const Result<mpz_class> b = group_scalar(C, caps, r.bytes(2));
      if (!b) return reject(b.error());
      const Result<Point> Q = group_point(C, caps, r.bytes(3));
      if (!Q) return reject(Q.error());
      return point_result(C, caps, ref::add(C, ref::mul(C, a.value(), P.value()), ref::mul(C, b.value(), Q.value())));
    }
    case TANDEM_CHECK_ECDSA_SIGN:
    case TANDEM_CHECK_ECDSA_SIGN_RFC6979: {
      const Result<ref::SecretKey> d = ref::SecretKey::parse(C, r.bytes(0));
      if (!d) return reject(d.error());
      const Result<Bytes> z = digest(C, caps, r.bytes(1));
      if (!z) return reject(z.error());
      const bool low_s = caps.policy(TANDEM_CHECK_POLICY_SIGN_LOW_S);
      if (r.op->op == TANDEM_CHECK_ECDSA_SIGN) {
        const Result<ref::EcdsaSignature> s = ref::ecdsa_sign_with_nonce(d.value(), z.value(), r.bytes(2), low_s);
        if (!s) return reject(s.error());
        return ok(s.value().serialize_compact());
      }
      const Result<hash::Digest> H = hash::Digest::find(r.args[2]);
      if (!H) return reject(H.error());
      const Result<ref::EcdsaSignature> s = ref::ecdsa_sign(d.value(), z.value(), H.value(), {}, low_s);
      if (!s) return reject(s.error());
      return ok(s.value().serialize_compact());
    }
    case TANDEM_CHECK_ECDSA_VERIFY:
    case TANDEM_CHECK_ECDSA_VERIFY_DER: {
      const Result<ref::PublicKey> Q = public_key(C, caps, r.bytes(0));
      if (!Q) return reject(Q.error());
      const Result<Bytes> z = digest(C, caps, r.bytes(1));
      if (!z) return reject(z.error());
      return verify(C, caps, Q.value(), z.value(), r.bytes(2), r.op->op == TANDEM_CHECK_ECDSA_VERIFY_DER);
    }
    case TANDEM_CHECK_ECDH: {
      const Result<ref::SecretKey> d = ref::SecretKey::parse(C, r.bytes(0));
      if (!d) return reject(d.error());
      const Result<ref::PublicKey> Q = public_key(C, caps, r.bytes(1));
      if (!Q) return reject(Q.error());
      const Result<Bytes> x = ref::ecdh(d.value(), Q.value(), ref::EcdhOutput::raw_x);
      if (!x) return reject(x.error());
      return ok(x.value());
    }
    case TANDEM_CHECK_BIP340_SIGN: {
      const Result<ref::SecretKey> d = ref::SecretKey::parse(C, r.bytes(0));
      if (!d) return reject(d.error());
      const Result<ref::KeyPair> kp = ref::keypair_create(d.value());
      if (!kp) return reject(kp.error());
      const Result<ref::SchnorrSignature> s = ref::schnorr_sign(kp.value(), r.bytes(1), r.bytes(2));
      if (!s) return reject(s.error());
      return ok(Bytes(s.value().bytes.begin(), s.value().bytes.end()));
    }
    case TANDEM_CHECK_BIP340_VERIFY: {
      const Result<ref::XOnlyPublicKey> P = ref::XOnlyPublicKey::parse(C, r.bytes(0));
      if (!P) return reject(P.error());
      const Result<ref::SchnorrSignature> s = ref::SchnorrSignature::parse(r.bytes(2));
      if (!s) return reject(s.error());
      const Verdict v = ref::schnorr_verify(P.value(), r.bytes(1), s.value());
      if (!v) return reject(v.error());
      return ok({});
    }
    case TANDEM_CHECK_FIELD_P:
    case TANDEM_CHECK_FIELD_N:
      return field_op(C, caps, r);
    case TANDEM_CHECK_JACOBIAN_ADD: {
      const Result<Point> P = jacobian_point(C, r, 0);
      if (!P) return reject(P.error());
      const Result<Point> Q = jacobian_point(C, r, 3);
      if (!Q) return reject(Q.error());
      return ok(ref::encode_point(C, ref::add(C, P.value(), Q.value()), ref::PointFormat::uncompressed));
    }
    case TANDEM_CHECK_JACOBIAN_DBL: {
      const Result<Point> P = jacobian_point(C, r, 0);
      if (!P) return reject(P.error());
      return ok(ref::encode_point(C, ref::dbl(C, P.value()), ref::PointFormat::uncompressed));
    }
    case TANDEM_CHECK_ECDSA_SIGN_MSG:
    case TANDEM_CHECK_ECDSA_SIGN_MSG_RFC6979:
    case TANDEM_CHECK_ECDSA_SIGN_MSG_RANDOM: {
      // The digest is the named hash of the message, of whatever length it
      // has: ECDSA takes its leftmost bits (bits2int), no policy applies.
      const Result<hash::Digest> H = hash::Digest::find(r.args[0]);
      if (!H) return reject(H.error());
      const Result<ref::SecretKey> d = ref::SecretKey::parse(C, r.bytes(1));
      if (!d) return reject(d.error());
      const Bytes z = H.value()(ByteView(r.bytes(2)));
      const bool low_s = caps.policy(TANDEM_CHECK_POLICY_SIGN_LOW_S);
      Result<ref::EcdsaSignature> s = Error::curve_unsupported;
      if (r.op->op == TANDEM_CHECK_ECDSA_SIGN_MSG) {
        s = ref::ecdsa_sign_with_nonce(d.value(), z, r.bytes(3), low_s);
      } else {
        // The random-nonce signer's expected answer is RFC 6979's
        // signature: it says the input is signable; compare() verifies the
        // signature answered instead of matching it.
        s = ref::ecdsa_sign(d.value(), z, H.value(), {}, low_s);
      }
      if (!s) return reject(s.error());
      return ok(s.value().serialize_compact());
    }
    case TANDEM_CHECK_ECDSA_VERIFY_MSG:
    case TANDEM_CHECK_ECDSA_VERIFY_MSG_DER: {
      const Result<hash::Digest> H = hash::Digest::find(r.args[0]);
      if (!H) return reject(H.error());
      const Result<ref::PublicKey> Q = public_key(C, caps, r.bytes(1));
      if (!Q) return reject(Q.error());
      return verify(C, caps, Q.value(), H.value()(ByteView(r.bytes(2))), r.bytes(3),
                    r.op->op == TANDEM_CHECK_ECDSA_VERIFY_MSG_DER);
    }
    case TANDEM_CHECK_OP_COUNT:
      break;
  }
  return reject(Error::curve_unsupported);
}

std::optional<std::string> check_random_signature(const ref::Curve& C, const CurveCaps& caps, const Request& r,
                                                  ByteView sig) {
  const std::size_t L = C.fn().bytes();
  if (sig.size() != 2 * L) {
    return "replies " + std::to_string(sig.size()) + " octets, not r ‖ s of " + std::to_string(2 * L);
  }
  const Result<ref::EcdsaSignature> s = ref::EcdsaSignature::parse_compact(C, sig);
  if (!s) return "replies r ‖ s = " + to_hex(sig) + ", not a signature (" + std::string(error_name(s.error())) + ")";
  if (caps.policy(TANDEM_CHECK_POLICY_SIGN_LOW_S) && s.value().s.value() > (C.n() - 1) / 2) {
    return "replies a high s, though it declares sign_low_s: " + to_hex(sig);
  }
  const Result<hash::Digest> H = hash::Digest::find(r.args[0]);
  const Result<ref::SecretKey> d = ref::SecretKey::parse(C, r.bytes(1));
  if (!H || !d) return std::string("answers ok where ref cannot sign");
  const ref::PublicKey Q = ref::derive_public_key(d.value());
  const Bytes z = H.value()(ByteView(r.bytes(2)));
  if (!ref::ecdsa_verify(Q, z, s.value(), false)) {
    return "replies r ‖ s = " + to_hex(sig) + ", which ref's verification rejects under the key's public key";
  }
  return std::nullopt;
}

std::optional<mpz_class> recover_nonce(const ref::Curve& C, const Request& r, ByteView sig) {
  const Result<hash::Digest> H = hash::Digest::find(r.args[0]);
  const Result<ref::SecretKey> d = ref::SecretKey::parse(C, r.bytes(1));
  const Result<ref::EcdsaSignature> s = ref::EcdsaSignature::parse_compact(C, sig);
  if (!H || !d || !s) return std::nullopt;
  const ref::Fe e = ref::ecdsa_digest_scalar(C, H.value()(ByteView(r.bytes(2))));
  const std::optional<ref::Fe> sinv = ref::inverse(s.value().s);
  if (!sinv) return std::nullopt;
  return (*sinv * (e + s.value().r * d.value().scalar())).value();
}

std::optional<std::string> compare(const ref::Curve& C, const CurveCaps& caps, const Request& r, const Expected& want,
                                   const Reply& got) {
  if (got.status == Status::unsupported) {
    return std::string("answers unsupported to an operation it declares");
  }
  if (want.status == Status::reject) {
    if (got.status == Status::reject) return std::nullopt;
    return "accepts what ref rejects (" + want.reason + ")";
  }
  if (got.status == Status::reject) {
    return std::string("rejects what ref accepts") + (got.note.empty() ? "" : " (it says: " + got.note + ")");
  }
  // Both ok: the values.
  const std::string shown = to_hex(got.value), expected = to_hex(want.value);
  switch (r.op->out) {
    case Out::verdict:
      if (!got.value.empty()) return "a verdict with a value (" + shown + ")";
      return std::nullopt;
    case Out::point: {
      const Result<Point> P = ref::decode_point(C, got.value);
      if (!P) {
        return "replies " + shown + ", not a point of the curve (" + std::string(error_name(P.error())) +
               "); ref: " + expected;
      }
      if (ref::encode_point(C, P.value(), ref::PointFormat::uncompressed) == want.value) return std::nullopt;
      return "replies " + shown + "; ref: " + expected;
    }
    case Out::jacobian: {
      const std::size_t L = C.fp().bytes();
      if (got.value.size() != 3 * L) {
        return "replies " + std::to_string(got.value.size()) + " octets, not X ‖ Y ‖ Z of " + std::to_string(3 * L);
      }
      Request as;
      as.op = r.op;
      for (std::size_t i = 0; i < 3; ++i) {
        as.args.push_back(to_hex(ByteView(got.value.data() + i * L, L)));
      }
      const Result<Point> P = jacobian_point(C, as, 0);
      if (!P) return "replies " + shown + ", not a point of the curve (" + std::string(error_name(P.error())) + ")";
      if (ref::encode_point(C, P.value(), ref::PointFormat::uncompressed) == want.value) return std::nullopt;
      return "replies (X : Y : Z) = " + shown + "; ref's affine answer: " + expected;
    }
    case Out::random_sig:
      return check_random_signature(C, caps, r, got.value);
    case Out::root:
    case Out::bytes: {
      const bool sqrt = (r.op->op == TANDEM_CHECK_FIELD_P || r.op->op == TANDEM_CHECK_FIELD_N) && r.args[0] == "sqrt";
      if (sqrt && got.value.size() == want.value.size()) {
        const ref::PrimeField& F = r.op->op == TANDEM_CHECK_FIELD_P ? C.fp() : C.fn();
        const mpz_class g = integer(got.value), w = integer(want.value);
        if (g == w || g == (F.modulus() - w) % F.modulus()) return std::nullopt;
        return "replies " + shown + ", not a root; ref: " + expected + " or its negative";
      }
      if (got.value == want.value) return std::nullopt;
      return "replies " + shown + "; ref: " + expected;
    }
  }
  return std::nullopt;
}

}  // namespace tandem::check

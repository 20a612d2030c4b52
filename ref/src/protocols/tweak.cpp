#include "tandem/ref/protocols/tweak.hpp"

#include <algorithm>

#include "tandem/hash/tagged.hpp"

namespace tandem::ref {

namespace {

/// A tweak: exactly L octets, an integer below n (0 allowed here; the
/// multiplications refuse it themselves).
Result<Fe> parse_tweak(const Curve& C, ByteView t) {
  if (t.size() != C.fn().bytes()) return Error::length_mismatch;
  return parse_scalar(C, t, /*allow_zero=*/true);
}

/// d, negated when y(d·G) is odd: the secret of the even-y point with the
/// same x (BIP 341 taproot_tweak_seckey, BIP 340 "Default Signing").
Fe even_y_secret(const SecretKey& d) {
  const Point P = mul_gen(d.curve(), d.scalar().value());
  return P.y.is_odd() ? -d.scalar() : d.scalar();
}

/// BIP 341: t = int(hash_TapTweak(bytes(P) ‖ merkle_root)), or of bytes(P)
/// alone without a root.
Result<std::array<std::uint8_t, 32>> taptweak(ByteView p32, std::optional<ByteView> merkle_root) {
  if (merkle_root && merkle_root->size() != 32) return Error::length_mismatch;
  hash::Sha256 h = hash::taptweak_midstate();
  h.write(p32);
  if (merkle_root) h.write(*merkle_root);
  return h.finalize();
}

}  // namespace

Result<SecretKey> secret_tweak_add(const SecretKey& d, ByteView t) {
  Result<Fe> tv = parse_tweak(d.curve(), t);
  if (!tv) return tv.error();
  return SecretKey::from_scalar(d.curve(), d.scalar() + tv.value());
}

Result<SecretKey> secret_tweak_mul(const SecretKey& d, ByteView t) {
  Result<Fe> tv = parse_tweak(d.curve(), t);
  if (!tv) return tv.error();
  if (is_zero(tv.value())) return Error::scalar_zero;
  return SecretKey::from_scalar(d.curve(), d.scalar() * tv.value());
}

SecretKey secret_negate(const SecretKey& d) { return SecretKey::from_scalar(d.curve(), -d.scalar()).value(); }

Result<PublicKey> public_tweak_add(const PublicKey& P, ByteView t) {
  const Curve& C = P.curve();
  Result<Fe> tv = parse_tweak(C, t);
  if (!tv) return tv.error();
  return PublicKey::from_point(C, add(C, P.point(), mul_gen(C, tv.value().value())));
}

Result<PublicKey> public_tweak_mul(const PublicKey& P, ByteView t) {
  const Curve& C = P.curve();
  Result<Fe> tv = parse_tweak(C, t);
  if (!tv) return tv.error();
  if (is_zero(tv.value())) return Error::scalar_zero;
  return PublicKey::from_point(C, mul(C, tv.value().value(), P.point()));
}

PublicKey public_negate(const PublicKey& P) { return PublicKey::from_point(P.curve(), neg(P.curve(), P.point())).value(); }

Result<PublicKey> public_combine(std::span<const PublicKey> keys) {
  if (keys.empty()) return Error::size_mismatch;
  const Curve& C = keys.front().curve();
  Point sum = C.infinity();
  for (const PublicKey& k : keys) {
    if (&k.curve() != &C) return Error::curve_unsupported;
    sum = add(C, sum, k.point());
  }
  return PublicKey::from_point(C, sum);
}

Result<XOnlyTweakResult> xonly_tweak_add(const XOnlyPublicKey& P, ByteView t) {
  const Curve& C = P.curve();
  if (!is_secp256k1(C)) return Error::curve_unsupported;
  Result<Fe> tv = parse_tweak(C, t);
  if (!tv) return tv.error();
  // P is lift_x(x) already (even y).
  Result<PublicKey> Q = PublicKey::from_point(C, add(C, P.point(), mul_gen(C, tv.value().value())));
  if (!Q) return Q.error();
  const Point& q = Q.value().point();
  return XOnlyTweakResult{Q.value(), XOnlyPublicKey::of_point(C, q), q.y.is_odd()};
}

Verdict xonly_tweak_add_check(ByteView tweaked_x, bool parity, const XOnlyPublicKey& internal, ByteView t) {
  const Curve& C = internal.curve();
  Result<XOnlyPublicKey> claimed = XOnlyPublicKey::parse(C, tweaked_x);
  if (!claimed) return claimed.error();
  Result<XOnlyTweakResult> Q = xonly_tweak_add(internal, t);
  if (!Q) return Q.error();
  if (!(Q.value().xonly == claimed.value()) || Q.value().parity != parity) return Error::tweak_mismatch;
  return Valid{};
}

Result<KeyPair> keypair_xonly_tweak_add(const KeyPair& kp, ByteView t) {
  const Curve& C = kp.secret.curve();
  if (!is_secp256k1(C)) return Error::curve_unsupported;
  Result<Fe> tv = parse_tweak(C, t);
  if (!tv) return tv.error();
  Result<SecretKey> d = SecretKey::from_scalar(C, even_y_secret(kp.secret) + tv.value());
  if (!d) return d.error();
  return keypair_create(d.value());
}

Result<TaprootTweak> taproot_tweak_public(const XOnlyPublicKey& internal, std::optional<ByteView> merkle_root) {
  const Curve& C = internal.curve();
  if (!is_secp256k1(C)) return Error::curve_unsupported;
  // t = hash_TapTweak(pubkey ‖ h); fail if t ≥ n.
  const auto p32 = internal.serialize();
  Result<std::array<std::uint8_t, 32>> t = taptweak(p32, merkle_root);
  if (!t) return t.error();
  // Q = P + int(t)·G (P = lift_x(pubkey)); O is refused.
  Result<XOnlyTweakResult> Q = xonly_tweak_add(internal, t.value());
  if (!Q) return Q.error();
  return TaprootTweak{t.value(), Q.value().xonly, Q.value().parity};
}

Result<SecretKey> taproot_tweak_secret(const SecretKey& d, std::optional<ByteView> merkle_root) {
  const Curve& C = d.curve();
  if (!is_secp256k1(C)) return Error::curve_unsupported;
  // P = seckey0·G; seckey = seckey0 if has_even_y(P) else n − seckey0.
  const PublicKey P = derive_public_key(d);
  const Fe sk = P.point().y.is_odd() ? -d.scalar() : d.scalar();
  const auto p32 = XOnlyPublicKey::of_point(C, P.point()).serialize();
  Result<std::array<std::uint8_t, 32>> t = taptweak(p32, merkle_root);
  if (!t) return t.error();
  // t ≥ n → scalar_out_of_range; return bytes((seckey + t) mod n), zero refused.
  Result<Fe> tv = parse_tweak(C, t.value());
  if (!tv) return tv.error();
  return SecretKey::from_scalar(C, sk + tv.value());
}

}  // namespace tandem::ref

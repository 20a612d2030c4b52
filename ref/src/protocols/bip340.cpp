#include "tandem/ref/protocols/bip340.hpp"

#include <algorithm>
#include <cstring>

#include "tandem/hash/tagged.hpp"
#include "tandem/ref/mult/strategy.hpp"

namespace tandem::ref {

namespace {

using Hash32 = hash::Hash32;

/// BIP 340 lift_x(x) for an integer x < p: the point with this x and even
/// y, if x³ + 7 is a square (x_not_on_curve otherwise).
Result<Point> lift_x(const Curve& C, const mpz_class& x) {
  if (x >= C.p()) return Error::coordinate_out_of_range;
  const Fe X = C.fp().from_mpz(x);
  // c = x³ + 7; y = c^((p+1)/4) (ref's sqrt takes that path on secp256k1);
  // fail if c ≠ y².
  const std::optional<Fe> y = sqrt(sqr(X) * X + C.eq().a * X + C.eq().b);
  if (!y) return Error::x_not_on_curve;
  // Return (x, y) if y is even, (x, p − y) otherwise.
  return Point{X, y->is_odd() ? -*y : *y, false};
}

/// bytes(x) of BIP 340: 32 octets, big-endian.
std::array<std::uint8_t, 32> bytes32(const mpz_class& v) {
  const Bytes b = to_be_bytes(v, 32);
  std::array<std::uint8_t, 32> out{};
  std::copy(b.begin(), b.end(), out.begin());
  return out;
}

/// e = int(hash_BIP0340/challenge(bytes(r) ‖ bytes(P) ‖ m)) mod n.
Fe challenge(const Curve& C, ByteView r32, ByteView p32, ByteView msg) {
  hash::Sha256 h = hash::bip340_challenge_midstate();
  const Hash32 e = h.write(r32).write(p32).write(msg).finalize();
  return C.fn().from_mpz(from_be_bytes(e));
}

void put_u64be(hash::Sha256& h, std::uint64_t v) {
  std::uint8_t b[8];
  for (int i = 0; i < 8; ++i) b[i] = static_cast<std::uint8_t>(v >> (56 - 8 * i));
  h.write(b);
}

}  // namespace

Result<XOnlyPublicKey> XOnlyPublicKey::parse(const Curve& C, ByteView x32) {
  if (!is_secp256k1(C)) return Error::curve_unsupported;
  if (x32.size() != 32) return Error::length_mismatch;
  Result<Point> P = lift_x(C, from_be_bytes(x32));
  if (!P) return P.error();
  return XOnlyPublicKey(C, P.value());
}

XOnlyPublicKey XOnlyPublicKey::of_point(const Curve& C, const Point& P) {
  return XOnlyPublicKey(C, Point{P.x, P.y.is_odd() ? -P.y : P.y, false});
}

std::array<std::uint8_t, 32> XOnlyPublicKey::serialize() const { return bytes32(P_.x.value()); }

Result<XOnlyFromPublic> xonly_from_public(const PublicKey& P) {
  if (!is_secp256k1(P.curve())) return Error::curve_unsupported;
  return XOnlyFromPublic{XOnlyPublicKey::of_point(P.curve(), P.point()), P.point().y.is_odd()};
}

Result<KeyPair> keypair_create(const SecretKey& d) {
  if (!is_secp256k1(d.curve())) return Error::curve_unsupported;
  const PublicKey P = derive_public_key(d);
  return KeyPair{d, XOnlyPublicKey::of_point(d.curve(), P.point()), P.point().y.is_odd()};
}

Result<SchnorrSignature> SchnorrSignature::parse(ByteView sig) {
  if (sig.size() != 64) return Error::length_mismatch;
  SchnorrSignature s{};
  std::copy(sig.begin(), sig.end(), s.bytes.begin());
  return s;
}

Result<SchnorrSignature> schnorr_sign(const KeyPair& kp, ByteView msg, ByteView aux_rand) {
  const Curve& C = kp.secret.curve();
  if (!is_secp256k1(C)) return Error::curve_unsupported;
  if (aux_rand.size() != 32) return Error::length_mismatch;
  // Let d' = int(sk) (0 < d' < n: a SecretKey); let P = d'·G.
  const Point P = mul_gen(C, kp.secret.scalar().value());
  // Let d = d' if has_even_y(P), otherwise n − d'.
  const Fe d = P.y.is_odd() ? -kp.secret.scalar() : kp.secret.scalar();
  const auto p32 = bytes32(P.x.value());
  // Let t be the byte-wise xor of bytes(d) and hash_BIP0340/aux(a).
  hash::Sha256 aux = hash::bip340_aux_midstate();
  const Hash32 a = aux.write(aux_rand).finalize();
  std::array<std::uint8_t, 32> t = bytes32(d.value());
  for (std::size_t i = 0; i < 32; ++i) t[i] ^= a[i];
  // Let rand = hash_BIP0340/nonce(t ‖ bytes(P) ‖ m).
  hash::Sha256 nh = hash::bip340_nonce_midstate();
  Hash32 rand = nh.write(t).write(p32).write(msg).finalize();
  std::fill(t.begin(), t.end(), 0);
  // Let k' = int(rand) mod n; fail if k' = 0.
  const Fe k0 = C.fn().from_mpz(from_be_bytes(rand));
  std::fill(rand.begin(), rand.end(), 0);
  if (is_zero(k0)) return Error::nonce_unusable;
  // Let R = k'·G; let k = k' if has_even_y(R), otherwise n − k'.
  const Point R = mul_gen(C, k0.value());
  const Fe k = R.y.is_odd() ? -k0 : k0;
  // Let e = int(hash_BIP0340/challenge(bytes(R) ‖ bytes(P) ‖ m)) mod n.
  const auto r32 = bytes32(R.x.value());
  const Fe e = challenge(C, r32, p32, msg);
  // Let sig = bytes(R) ‖ bytes((k + ed) mod n).
  SchnorrSignature sig{};
  const auto s32 = bytes32((k + e * d).value());
  std::copy(r32.begin(), r32.end(), sig.bytes.begin());
  std::copy(s32.begin(), s32.end(), sig.bytes.begin() + 32);
  // If Verify(bytes(P), m, sig) returns failure, abort.
  if (!schnorr_verify(XOnlyPublicKey::of_point(C, P), msg, sig)) return Error::signature_mismatch;
  return sig;
}

Verdict schnorr_verify(const XOnlyPublicKey& Pk, ByteView msg, const SchnorrSignature& sig) {
  const Curve& C = Pk.curve();
  if (!is_secp256k1(C)) return Error::curve_unsupported;
  // Let P = lift_x(int(pk)): done by XOnlyPublicKey::parse.
  const ByteView r32 = ByteView(sig.bytes).first(32);
  const ByteView s32 = ByteView(sig.bytes).subspan(32);
  // Let r = int(sig[0:32]); fail if r ≥ p. Let s = int(sig[32:64]); fail if s ≥ n.
  const mpz_class r = from_be_bytes(r32);
  if (r >= C.p()) return Error::signature_r_out_of_range;
  const mpz_class s = from_be_bytes(s32);
  if (s >= C.n()) return Error::signature_s_out_of_range;
  // Let e = int(hash_BIP0340/challenge(bytes(r) ‖ bytes(P) ‖ m)) mod n.
  const auto p32 = Pk.serialize();
  const Fe e = challenge(C, r32, p32, msg);
  // Let R = s·G − e·P.
  const Point R = add(C, mul_gen(C, s), mul(C, (-e).value(), Pk.point()));
  // Fail if is_infinite(R), not has_even_y(R), or x(R) ≠ r.
  if (R.infinity || R.y.is_odd() || R.x.value() != r) return Error::signature_mismatch;
  return Valid{};
}

std::vector<std::array<std::uint8_t, 32>> schnorr_batch_randomizers(std::span<const SchnorrBatchItem> items) {
  std::vector<std::array<std::uint8_t, 32>> out;
  if (items.empty()) return out;
  const Curve& C = items.front().key.curve();
  hash::Sha256 seed_h = hash::tagged_midstate("tandem/batch-seed");
  for (const SchnorrBatchItem& it : items) {
    const auto pk = it.key.serialize();
    seed_h.write(pk).write(it.sig.bytes);
    put_u64be(seed_h, it.msg.size());
    seed_h.write(it.msg);
  }
  const Hash32 seed = seed_h.finalize();
  const hash::Sha256 rnd = hash::tagged_midstate("tandem/batch-randomizer");
  out.reserve(items.size());
  out.push_back(bytes32(1));
  for (std::size_t i = 1; i < items.size(); ++i) {
    hash::Sha256 h = rnd;
    h.write(seed);
    put_u64be(h, i);
    mpz_class a = from_be_bytes(h.finalize()) % C.n();
    if (a == 0) a = 1;
    out.push_back(bytes32(a));
  }
  return out;
}

bool detail::schnorr_batch_equation_holds(std::span<const SchnorrBatchItem> items) {
  if (items.empty()) return true;
  const Curve& C = items.front().key.curve();
  // Keys of another curve cannot come from XOnlyPublicKey::parse (only
  // secp256k1 has x-only keys); refuse a mixture all the same.
  for (const SchnorrBatchItem& it : items) {
    if (&it.key.curve() != &C) return false;
  }
  const auto a = schnorr_batch_randomizers(items);
  std::vector<mpz_class> ks;
  std::vector<Point> Ps;
  ks.reserve(2 * items.size() + 1);
  Ps.reserve(2 * items.size() + 1);
  Fe sum = C.fn().zero();  // Σ a_i s_i mod n
  for (std::size_t i = 0; i < items.size(); ++i) {
    const SchnorrBatchItem& it = items[i];
    const ByteView r32 = ByteView(it.sig.bytes).first(32);
    const mpz_class s = from_be_bytes(ByteView(it.sig.bytes).subspan(32));
    // Fail if r_i ≥ p or r_i is no x (R_i = lift_x(r_i)), or s_i ≥ n.
    Result<Point> R = lift_x(C, from_be_bytes(r32));
    if (!R || s >= C.n()) return false;
    const Fe ai = C.fn().from_mpz(from_be_bytes(a[i]));
    const auto p32 = it.key.serialize();
    const Fe e = challenge(C, r32, p32, it.msg);
    sum = sum + ai * C.fn().from_mpz(s);
    // − a_i·R_i and − (a_i e_i)·P_i, as the scalars n − a_i and n − a_i e_i.
    ks.push_back((-ai).value());
    Ps.push_back(R.value());
    ks.push_back((-(ai * e)).value());
    Ps.push_back(it.key.point());
  }
  ks.push_back(sum.value());
  Ps.push_back(C.G());
  const Result<Point> total = multi_multiply(C, MultiStrategy::pippenger, ks, Ps);
  return total.ok() && total.value().infinity;
}

BatchVerdict schnorr_verify_batch(std::span<const SchnorrBatchItem> items) {
  BatchVerdict v{true, {}, {}};
  if (detail::schnorr_batch_equation_holds(items)) return v;
  // The batch failed: verify each signature alone to name the bad ones.
  for (std::size_t i = 0; i < items.size(); ++i) {
    const Verdict one = schnorr_verify(items[i].key, items[i].msg, items[i].sig);
    if (!one) {
      v.invalid.push_back(i);
      v.reasons.push_back(one.error());
    }
  }
  v.valid = v.invalid.empty();
  return v;
}

}  // namespace tandem::ref

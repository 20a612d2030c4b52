// Elliptic-curve Diffie–Hellman on secp256k1 (SEC 1 v2 §3.3.1), fast:
// S = d·Q by ecmult_const (GLV with signed windows, constant time in d),
// made affine by the constant-time inversion; the output is a hash of S
// (libsecp256k1's secp256k1_ecdh with its default
// ecdh_hash_function_sha256, or a caller's function) or x(S) itself. The
// version octet 02|03 of the default hash is computed from y's parity by
// arithmetic, never a branch.
#pragma once

#include <functional>

#include "tandem/fast/ecmult/ecmult_const.hpp"
#include "tandem/fast/protocols/keys.hpp"
#include "tandem/hash/sha256.hpp"

namespace tandem::fast {

enum class EcdhOutput { sha256_compressed, raw_x };

/// libsecp256k1's custom hash: fn(x(S), y(S)), 32 octets each.
using EcdhHash = std::function<Bytes(ByteView x, ByteView y)>;

namespace ecdh_detail {

/// S = d·Q, affine, into `S`; whether it is finite (S = O is impossible
/// for 0 < d < n and Q ≠ O in a group of prime order; reported as ref
/// reports it, point_at_infinity).
inline bool shared_point(const SecretKey& d, const PublicKey& peer, ProtoPoint& S) {
  S = to_affine(ecmult_const<ProtoCurve, ProtoField>(peer.point(), d.scalar()));
  bool finite = !S.infinity;
  proto_detail::declassify(finite);
  return finite;
}

/// The secret as `how` asks: x(S) itself, or SHA-256(02|03 ‖ x(S)) with the
/// parity of y(S) (every curve's ECDH, fast).
inline Bytes output(std::span<const std::uint8_t> x, bool y_odd, EcdhOutput how) {
  if (how == EcdhOutput::raw_x) return Bytes(x.begin(), x.end());
  const auto version = static_cast<std::uint8_t>(0x02 | static_cast<unsigned>(y_odd));
  hash::Sha256 h;
  h.write_byte(version).write(x);
  const hash::Hash32 k = h.finalize();
  h.wipe();
  return Bytes(k.begin(), k.end());
}

}  // namespace ecdh_detail

/// sha256_compressed: SHA-256(02|03 ‖ x(S)) (libsecp256k1's default);
/// raw_x: x(S) as 32 octets (SEC 1 §3.3.1 step 3).
inline Result<Bytes> ecdh(const SecretKey& d, const PublicKey& peer, EcdhOutput how) {
  ProtoPoint S;
  if (!ecdh_detail::shared_point(d, peer, S)) return Error::point_at_infinity;
  std::array<std::uint8_t, 32> x = S.x.get_b32();
  Bytes out = ecdh_detail::output(x, is_odd(S.y), how);
  proto_detail::wipe(x.data(), x.size());
  proto_detail::wipe(&S, sizeof S);
  return out;
}

/// fn(x(S), y(S)): the secret is whatever fn makes of them.
inline Result<Bytes> ecdh(const SecretKey& d, const PublicKey& peer, const EcdhHash& fn) {
  ProtoPoint S;
  if (!ecdh_detail::shared_point(d, peer, S)) return Error::point_at_infinity;
  std::array<std::uint8_t, 32> x = S.x.get_b32(), y = S.y.get_b32();
  Bytes out = fn(x, y);
  proto_detail::wipe(x.data(), x.size());
  proto_detail::wipe(y.data(), y.size());
  proto_detail::wipe(&S, sizeof S);
  return out;
}

}  // namespace tandem::fast

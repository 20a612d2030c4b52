// Elliptic-curve Diffie–Hellman (SEC 1 v2 §3.3.1) on the curves other than
// secp256k1, fast: S = d·Q by mul_ct (signed odd windows, constant time in
// d), S to affine by the constant-time inverse, and the output ref/'s ecdh
// gives: x(S) as L_p octets (SEC 1's shared secret value), SHA-256(02|03 ‖
// x(S)) (libsecp256k1's default hash, on any curve), or a caller's hash of
// x(S) and y(S).
#pragma once

#include <cstdint>

#include "tandem/fast/protocols/ecdh.hpp"
#include "tandem/fast/protocols/prime_keys.hpp"
#include "tandem/hash/sha256.hpp"

namespace tandem::fast::curves {

using fast::EcdhHash;
using fast::EcdhOutput;

namespace ecdh_detail {

/// S = d·Q, affine; whether it is finite (S = O cannot happen for 0 < d < n
/// and Q ≠ O in a group of prime order; reported as ref reports it,
/// point_at_infinity).
template <class C>
bool shared_point(const SecretKey<C>& d, const PublicKey<C>& peer, typename C::Point& S) {
  S = to_affine(mul_ct<C>(peer.point(), d.scalar()));
  bool finite = !S.infinity;
  proto_detail::declassify(finite);
  return finite;
}

}  // namespace ecdh_detail

template <class C>
Result<Bytes> ecdh(const SecretKey<C>& d, const PublicKey<C>& peer, EcdhOutput how) {
  typename C::Point S;
  if (!ecdh_detail::shared_point(d, peer, S)) return Error::point_at_infinity;
  auto x = S.x.get_bytes();
  Bytes out = fast::ecdh_detail::output(x, is_odd(S.y), how);
  proto_detail::wipe(x.data(), x.size());
  proto_detail::wipe(&S, sizeof S);
  return out;
}

template <class C>
Result<Bytes> ecdh(const SecretKey<C>& d, const PublicKey<C>& peer, const EcdhHash& fn) {
  typename C::Point S;
  if (!ecdh_detail::shared_point(d, peer, S)) return Error::point_at_infinity;
  auto x = S.x.get_bytes();
  auto y = S.y.get_bytes();
  Bytes out = fn(x, y);
  proto_detail::wipe(x.data(), x.size());
  proto_detail::wipe(y.data(), y.size());
  proto_detail::wipe(&S, sizeof S);
  return out;
}

}  // namespace tandem::fast::curves

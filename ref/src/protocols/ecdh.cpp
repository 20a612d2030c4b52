#include "tandem/ref/protocols/ecdh.hpp"

#include "tandem/hash/sha256.hpp"

namespace tandem::ref {

namespace {

/// SEC 1 §3.3.1 steps 1–2: S = d·Q, refused if O. With Q validated (in ⟨G⟩,
/// ≠ O) and 0 < d < n, S ≠ O; the check stays because the standard has it.
Result<Point> shared_point(const SecretKey& d, const PublicKey& Q) {
  if (&d.curve() != &Q.curve()) return Error::curve_unsupported;
  const Point S = mul(d.curve(), d.scalar().value(), Q.point());
  if (S.infinity) return Error::point_at_infinity;
  return S;
}

}  // namespace

Result<Bytes> ecdh(const SecretKey& d, const PublicKey& peer, EcdhOutput how) {
  Result<Point> S = shared_point(d, peer);
  if (!S) return S.error();
  // Step 3: z = x(S), as L_p octets (§2.3.5 field element to octet string).
  Bytes x = S.value().x.to_bytes();
  if (how == EcdhOutput::raw_x) return x;
  // libsecp256k1's ecdh_hash_function_sha256: SHA-256(02|03 ‖ x), the
  // compressed encoding of S.
  const std::uint8_t prefix[1] = {static_cast<std::uint8_t>(S.value().y.is_odd() ? 0x03 : 0x02)};
  const hash::Hash32 h = hash::Sha256().write(prefix).write(x).finalize();
  for (auto& o : x) o = 0;
  return Bytes(h.begin(), h.end());
}

Result<Bytes> ecdh(const SecretKey& d, const PublicKey& peer, const EcdhHash& fn) {
  Result<Point> S = shared_point(d, peer);
  if (!S) return S.error();
  Bytes x = S.value().x.to_bytes();
  Bytes y = S.value().y.to_bytes();
  Bytes out = fn(x, y);
  for (auto& o : x) o = 0;
  for (auto& o : y) o = 0;
  return out;
}

}  // namespace tandem::ref

// Elliptic-curve Diffie–Hellman, SEC 1 v2 §3.3.1, on every curve of ref/,
// with the outputs libsecp256k1's secp256k1_ecdh gives (its default hash, or
// a caller's hash of x and y) and SEC 1's raw x.
#pragma once

#include <functional>

#include "tandem/ref/protocols/keys.hpp"

namespace tandem::ref {

enum class EcdhOutput {
  sha256_compressed,  ///< SHA-256(02|03 ‖ x(S)), libsecp256k1's default hash
  raw_x,              ///< x(S) as L_p octets: SEC 1 §3.3.1's shared secret value
};

/// S = d·Q (SEC 1 §3.3.1 steps 1–2): S = O → point_at_infinity; d and Q on
/// different curves → curve_unsupported.
[[nodiscard]] Result<Bytes> ecdh(const SecretKey& d, const PublicKey& peer, EcdhOutput how);

/// libsecp256k1's custom hash: fn(x(S), y(S)), each L_p octets.
using EcdhHash = std::function<Bytes(ByteView x, ByteView y)>;
[[nodiscard]] Result<Bytes> ecdh(const SecretKey& d, const PublicKey& peer, const EcdhHash& fn);

}  // namespace tandem::ref

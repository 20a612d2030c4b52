// An ECDSA signature whose R has x(R) ≥ n, for the tests of verification's
// second comparison (x(R) = r + n): random signatures reach it with
// probability about 2^-128, so it is made up from R.
#pragma once

#include <cstdint>
#include <optional>

#include "tandem/fast/protocols/ecdsa.hpp"
#include "tandem/fast/protocols/keys.hpp"

namespace tandem::fast_test {

struct XAboveN {
  fast::ProtoPoint R;
  fast::PublicKey Q;
  fast::EcdsaSignature sig;  // valid for Q on the all-zero digest
};

/// R: the point of smallest x = n + j (x < p, x³ + 7 a square); r = x(R) mod n,
/// s = 1, e = 0, so u1·G + u2·Q = r·Q, and Q = r⁻¹·R makes it R.
inline XAboveN x_above_n_signature() {
  std::optional<fast::ProtoPoint> R;
  for (std::uint32_t j = 1; !R; ++j) {
    fast::Words256 w = fast::secp256k1::kN;
    w[0] += j;
    R = fast::proto_detail::lift_x_var(fast::Fe64::from_words_below_p(w));
  }
  const fast::Scalar r = fast::Scalar::reduce(R->x.to_words());
  const fast::Gej<fast::Fe64> Qj =
      fast::ecmult_var<fast::Secp256k1, fast::Fe64>(fast::Gej<fast::Fe64>::from_affine(*R), fast::inverse_var(r), fast::Scalar{});
  return {*R, fast::PublicKey::from_valid_point(fast::to_affine_var(Qj)), fast::EcdsaSignature{r, fast::Scalar::from_int(1)}};
}

}  // namespace tandem::fast_test

// The GLV decomposition for secp256k1 (Gallant, Lambert, Vanstone, "Faster
// point multiplication on elliptic curves with efficient endomorphisms",
// CRYPTO 2001, §4): k = k1 + k2·λ (mod n) with |k1|, |k2| < 2^128, so that
// k·P = k1·P + k2·(β·x, y) costs two half-length multiplications.
//
// The lattice {(a, b) : a + b·λ ≡ 0 (mod n)} has the short basis
//   v1 = (a1, b1) = (0x3086d221…eb15, −0xe4437ed6…e4c3),
//   v2 = (a2, b2) = (0x114ca50f…4cfd8, 0x3086d221…eb15),
// found by the extended Euclidean algorithm on (n, λ) stopped at √n (the
// paper's §4; tests/unit/glv_test.cpp derives it again and checks every
// constant here). Babai rounding: c1 = ⌊b2·k/n⌉, c2 = ⌊−b1·k/n⌉,
// k2 = −c1·b1 − c2·b2, k1 = k − k2·λ. The divisions by n are replaced by
// g1 = ⌊2^384·b2/n⌉ and g2 = ⌊2^384·(−b1)/n⌉ and a shift by 384, which moves
// each c_i by at most one unit in the last place only when k·b/n lies within
// 2^−128 of a half-integer; so |k1| ≤ (|a1| + |a2|)·(1/2 + 2^−128) <
// 0.64·2^128 and |k2| ≤ (|b1| + |b2|)·(1/2 + 2^−128) < 0.55·2^128.
// Constant time (no branch or index on k).
#pragma once

#include "tandem/fast/scalar.hpp"

namespace tandem::fast {

namespace glv {
inline constexpr Words256 kMinusB1 = words_from_hex("e4437ed6010e88286f547fa90abfe4c3");
inline constexpr Words256 kMinusB2 = words_from_hex("fffffffffffffffffffffffffffffffe8a280ac50774346dd765cda83db1562c");
inline constexpr Words256 kG1 = words_from_hex("3086d221a7d46bcde86c90e49284eb153daa8a1471e8ca7fe893209a45dbb031");
inline constexpr Words256 kG2 = words_from_hex("e4437ed6010e88286f547fa90abfe4c4221208ac9df506c61571b4ae8ac47f71");
}  // namespace glv

/// k1, k2 as scalars mod n: each is x or n − x for some x < 2^128.
struct GlvSplit {
  Scalar k1;
  Scalar k2;
};

constexpr GlvSplit split_lambda(const Scalar& k) {
  const Scalar c1 = mul_shift_round(k, glv::kG1, 384);
  const Scalar c2 = mul_shift_round(k, glv::kG2, 384);
  const Scalar k2 = add(mul(c1, Scalar::from_words(glv::kMinusB1)), mul(c2, Scalar::from_words(glv::kMinusB2)));
  const Scalar k1 = add(k, negate(mul(k2, Scalar::from_words(secp256k1::kLambda))));
  return {k1, k2};
}

/// The halves as 128-bit magnitudes with signs: k = ±k1_abs ± k2_abs·λ.
struct GlvHalves {
  std::array<std::uint64_t, 2> k1_abs;
  std::array<std::uint64_t, 2> k2_abs;
  bool k1_negative;
  bool k2_negative;
};

/// split_lambda with each half's sign taken out (is_high then a
/// conditional negation: constant time).
constexpr GlvHalves split_lambda_halves(const Scalar& k) {
  const GlvSplit s = split_lambda(k);
  const bool n1 = is_high(s.k1), n2 = is_high(s.k2);
  const Scalar a1 = cond_negate(s.k1, n1), a2 = cond_negate(s.k2, n2);
  TANDEM_FAST_CHECK((a1.words()[2] | a1.words()[3] | a2.words()[2] | a2.words()[3]) == 0,
                    "split_lambda: a half is not below 2^128");
  return {{a1.words()[0], a1.words()[1]}, {a2.words()[0], a2.words()[1]}, n1, n2};
}

}  // namespace tandem::fast

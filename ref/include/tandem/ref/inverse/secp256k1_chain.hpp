// The runs of ones that secp256k1's exponents are made of, shared by the
// inversion chain (fermat_secp256k1.hpp) and the square-root chain
// (sqrt_chains.hpp).
//
// Write x_k = a^(2^k − 1): a to the power "k ones" in binary. Two runs
// concatenate by x_(i+j) = x_i^(2^j) · x_j (shift i ones left by j places,
// append j ones): j squarings and one multiplication. p = 2^256 − 2^32 − 977
// has, in binary (most significant first),
//
//   p     = 1^223 0 1^22 0000 101111
//   p − 2 = 1^223 0 1^22 0000 1 0 11 0 1      blocks of ones: 223, 22, 1, 2, 1
//   (p+1)/4 = 1^223 0 1^22 0000 11 00          blocks of ones: 223, 22, 2
//
// (p's low 32 bits are 0xFFFFFC2F; p − 2 ends in 0xFFFFFC2D and (p + 1)/4 in
// 0x3FFFFF0C.) So both exponents need x2, x22 and x223, and x223 is reached
// through 2, 3, 6, 9, 11, 22, 44, 88, 176, 220, 223 — the chain libsecp256k1
// uses (field_impl.h, secp256k1_fe_inv and secp256k1_fe_sqrt, annotated
// "[1], [2], 3, 6, 9, 11, [22], 44, 88, 176, 220, [223]").
//
// Cost of the runs: 222S + 11M (tests/unit/inverse_chain_test.cpp runs this
// text on the exponent field and checks every x_k's exponent).
#pragma once

#include "tandem/ref/inverse/pow_window.hpp"

namespace tandem::ref {

/// The runs a secp256k1 exponent is built from: x_k = a^(2^k − 1).
template <class F>
struct Secp256k1Runs {
  F x1;  ///< a itself
  F x2;
  F x3;
  F x22;
  F x223;
};

template <class F>
[[nodiscard]] Secp256k1Runs<F> secp256k1_runs(const F& a) {
  const F x2 = sqr(a) * a;                //  2 = 1 + 1         1S 1M
  const F x3 = sqr(x2) * a;               //  3 = 2 + 1         1S 1M
  const F x6 = sqr_n(x3, 3) * x3;         //  6 = 3 + 3         3S 1M
  const F x9 = sqr_n(x6, 3) * x3;         //  9 = 6 + 3         3S 1M
  const F x11 = sqr_n(x9, 2) * x2;        // 11 = 9 + 2         2S 1M
  const F x22 = sqr_n(x11, 11) * x11;     // 22 = 11 + 11      11S 1M
  const F x44 = sqr_n(x22, 22) * x22;     // 44 = 22 + 22      22S 1M
  const F x88 = sqr_n(x44, 44) * x44;     // 88 = 44 + 44      44S 1M
  const F x176 = sqr_n(x88, 88) * x88;    // 176 = 88 + 88     88S 1M
  const F x220 = sqr_n(x176, 44) * x44;   // 220 = 176 + 44    44S 1M
  const F x223 = sqr_n(x220, 3) * x3;     // 223 = 220 + 3      3S 1M
  return {a, x2, x3, x22, x223};
}

}  // namespace tandem::ref

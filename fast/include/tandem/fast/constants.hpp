// secp256k1's numbers as fast/ uses them, read at compile time from the
// curve data in spec/ (SEC 2 v2 §2.4.1): p, n, β and λ as four 64-bit words,
// and the reduction constants 2^256 − p and 2^256 − n derived from them.
// Nothing here is typed twice: change spec/ and these follow (the
// static_asserts say which shapes the limb code relies on).
#pragma once

#include <array>
#include <cstdint>
#include <string_view>

#include "tandem/fast/fp/words.hpp"
#include "tandem/spec/curves.hpp"

namespace tandem::fast {

/// A 256-bit integer as four 64-bit words, least significant first.
using Words256 = std::array<std::uint64_t, 4>;

/// Big-endian hexadecimal (no prefix, at most 64 digits) to words: the
/// compile-time parser of fp/words.hpp at four words.
constexpr Words256 words_from_hex(std::string_view hex) { return words_from_hex_n<4>(hex); }

/// 2^256 − x for 0 < x < 2^256.
constexpr Words256 complement(const Words256& x) {
  Words256 r{};
  std::uint64_t borrow = 1;  // ~x + 1
  for (std::size_t i = 0; i < 4; ++i) {
    r[i] = ~x[i] + borrow;
    borrow = (borrow != 0 && r[i] == 0) ? 1 : 0;
  }
  return r;
}

namespace secp256k1 {

inline constexpr const spec::CurveSpec& kCurve = *spec::find_curve("secp256k1");

inline constexpr Words256 kP = words_from_hex(kCurve.p);
inline constexpr Words256 kN = words_from_hex(kCurve.n);
inline constexpr Words256 kBeta = words_from_hex(kCurve.beta);
inline constexpr Words256 kLambda = words_from_hex(kCurve.lambda);

/// 2^256 − p = 0x1000003D1: 2^256 ≡ this (mod p), the field's folding constant.
inline constexpr std::uint64_t kFold = complement(kP)[0];
static_assert(complement(kP)[1] == 0 && complement(kP)[2] == 0 && complement(kP)[3] == 0 && kFold < (1ULL << 33),
              "the field code folds 2^256 by a constant of at most 33 bits");

/// 2^256 − n, 129 bits: 2^256 ≡ this (mod n), the scalar's folding constant.
inline constexpr Words256 kNFold = complement(kN);
static_assert(kNFold[2] == 1 && kNFold[3] == 0, "the scalar code folds 2^256 by a 129-bit constant 2^128 + c");

}  // namespace secp256k1
}  // namespace tandem::fast

// Checks of the recodings of ref/mult/recoding/: each recoding reconstructs
// its scalar and keeps its digits within their stated bounds, for every
// scalar up to 16 bits (every pair up to 8 bits each for the JSF, every k
// below a 16-bit n for the signed comb and the GLV split), and the GLV
// halves of every curve with an endomorphism are below 2^⌈bits(n)/2⌉
// (2^128 for secp256k1), proved from the lattice basis. Deliberately wrong
// recodings (negative controls) must be refuted, which shows the checks can
// fail. `tandem prove` prints these after the group law; tests run them.
#pragma once

#include <gmpxx.h>

#include <cstddef>
#include <string>
#include <vector>

namespace tandem::proofs {

struct RecodingResult {
  std::string name;      ///< "wNAF w = 4", "GLV bound secp256k1"
  std::string claim;     ///< what is checked
  std::size_t cases = 0; ///< scalars (or pairs) tried
  bool holds = true;
  bool expected_holds = true;  ///< false for a negative control
  double millis = 0;
  std::string detail;    ///< the first counterexample, or the figures of a bound
  [[nodiscard]] bool as_expected() const { return holds == expected_holds; }
};

/// The exhaustive checks, for scalars below 2^bits (bits ≤ 16 is what the
/// tests and `tandem prove` use; the JSF takes pairs below 2^(bits/2)).
std::vector<RecodingResult> prove_recodings(unsigned bits = 16);

/// For each curve with an endomorphism: the basis derived from (n, λ) is in
/// the lattice and has determinant ±n; the bound ⌊(|a1| + |a2|)/2⌋,
/// ⌊(|b1| + |b2|)/2⌋ that the rounding argument gives is below
/// 2^⌈bits(n)/2⌉. Exhaustively on the small curves and on 16-bit n, every
/// split reconstructs k and obeys that bound.
std::vector<RecodingResult> prove_glv();

/// The deliberately wrong recodings, each run through the check it must
/// fail (expected_holds = false).
std::vector<RecodingResult> prove_negative_recodings(unsigned bits = 16);

/// All of the above.
std::vector<RecodingResult> prove_all_recodings(unsigned bits = 16);

}  // namespace tandem::proofs

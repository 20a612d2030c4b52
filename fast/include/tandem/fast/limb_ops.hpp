// The integer types and primitives fast/'s limb code is written against.
// Every limb function is a template over a "limbs" policy L that provides
//   L::u64, L::u128   the word types (here uint64_t and unsigned __int128),
//   L::at(label)      a step marker: nothing at run time; the symbolic-limb
//                     prover (proofs/limbs) names its obligations by it,
//   L::select(b,x,y)  b ? x : y for a bit b, without a branch.
// The production policy is NativeLimbs below; the prover instantiates the
// very same function templates with proofs::limbs::SymLimbs, whose words are
// polynomials with intervals. So what is proven is the text that runs.
#pragma once

#include <cstdint>

namespace tandem::fast {

struct NativeLimbs {
  using u64 = std::uint64_t;
  __extension__ typedef unsigned __int128 u128;  // GCC/Clang extension; -Wpedantic wants the marker

  static constexpr void at(const char* /*label*/) {}

  /// bit ? a : b for bit ∈ {0, 1}: a mask, no branch (constant time).
  static constexpr u64 select(u64 bit, u64 a, u64 b) { return b ^ ((a ^ b) & (0 - bit)); }
};

}  // namespace tandem::fast

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
#include <type_traits>

namespace tandem::fast {

/// bit ? a : b for bit ∈ {0, 1}, by mask: b ^ ((a ^ b) & −bit). No branch
/// and no index on bit (constant time). A template over the word type so
/// that this very text can also run on Z3 bit-vectors:
/// tests/unit/limb_interpreter_test.cpp proves it equals the if-then-else
/// that proofs/limbs' symbolic select stands for, for all 64-bit words — the
/// one place where the native and the symbolic limbs differ in text.
template <class W>
constexpr W select_by_mask(const W& bit, const W& a, const W& b) {
  return b ^ ((a ^ b) & (0 - bit));
}

struct NativeLimbs {
  using u64 = std::uint64_t;
  __extension__ typedef unsigned __int128 u128;  // GCC/Clang extension; -Wpedantic wants the marker

  static constexpr void at(const char* /*label*/) {}

  /// bit ? a : b for bit ∈ {0, 1}: select_by_mask (constant time). At
  /// run time the bit first passes through an empty asm statement, a value
  /// barrier: without it clang 16 at -O3 sees that the mask selects, and
  /// compiles a cmov of a run of them (`cmov` on `Fe`, the scalar's
  /// conditional negation) as a choice between the two operands' addresses
  /// followed by one load — a memory index that depends on the bit, which
  /// ctcheck caught (ctcheck.fast.fe_cmov, sc_cond_negate_cmov under the
  /// clang preset). The barrier costs no instruction.
  static constexpr u64 select(u64 bit, u64 a, u64 b) {
    if (!std::is_constant_evaluated()) asm("" : "+r"(bit));
    return select_by_mask<u64>(bit, a, b);
  }
};

}  // namespace tandem::fast

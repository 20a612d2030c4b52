// The integer types and primitives fast/'s limb code is written against.
// Every limb function is a template over a "limbs" policy L that provides
//   L::u64, L::u128   the word types (here uint64_t and unsigned __int128),
//   L::at(label)      a step marker: nothing at run time; the symbolic-limb
//                     prover (proofs/limbs) names its obligations by it,
//   L::select(b,x,y)  b ? x : y for a bit b, without a branch,
//   L::add_carry(x,y,c) x + y + c as a word, the carry out left in c (a
//                     bit in, a bit out).
// The production policy is NativeLimbs below; the prover instantiates the
// very same function templates with proofs::limbs::SymLimbs, whose words are
// polynomials with intervals. So what is proven is the text that runs, but
// for the two primitives whose native form differs from the symbolic one:
// select's mask (proven equal to the symbolic if-then-else by Z3,
// tests/unit/limb_interpreter_test.cpp) and add_carry's intrinsic (checked
// there against its portable form, the symbolic policy's text, and GMP).
#pragma once

#include <array>
#include <cstdint>
#include <type_traits>

#if defined(__x86_64__) && defined(__GNUC__)
#include <x86intrin.h>
#endif

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

/// x + y + carry modulo 2^64 through a 128-bit accumulator, the carry out
/// (0 or 1) written back to `carry`: the portable text of add_carry, a
/// template over the word types so that both policies run this very text —
/// SymLimbs always (the 128-bit sum split at bit 64, one fresh variable),
/// NativeLimbs where the intrinsic is not available or in constant
/// evaluation.
template <class U64, class U128>
constexpr U64 add_carry_wide(const U64& x, const U64& y, U64& carry) {
  const U128 s = U128(x) + y + carry;
  carry = static_cast<U64>(s >> 64);
  return static_cast<U64>(s & ~std::uint64_t{0});
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

  /// The comparisons as bits. Compilers turn each into a flag-setting
  /// compare and a set instruction (sete/setb on x86-64), not a branch: the
  /// text the class methods had before they called these, unchanged.
  template <class W>
  static constexpr u64 eq(W x, std::type_identity_t<W> y) {
    return static_cast<u64>(x == y);
  }
  template <class W>
  static constexpr u64 is_zero(W x) {
    return static_cast<u64>(x == 0);
  }
  template <class W>
  static constexpr u64 lt(W x, std::type_identity_t<W> y) {
    return static_cast<u64>(x < y);
  }

  /// A branch on a public bit (only _var functions use it).
  static constexpr bool branch_var(u64 bit) { return bit != 0; }

  /// x + y + carry modulo 2^64, the carry out (0 or 1) written back to
  /// `carry` (which must come in as 0 or 1). On x86-64 the intrinsic
  /// `_addcarry_u64`, so that a run of these compiles to one `add` and a
  /// chain of `adc`: g++ 12 compiles the same chain through a 128-bit
  /// accumulator (add_carry_wide above, the text the prover's policy
  /// runs) into two additions and two or three moves per word. The
  /// unit test `LimbOps.AddCarryIsTheWideSum` checks the two agree.
  static constexpr u64 add_carry(u64 x, u64 y, u64& carry) {
#if defined(__x86_64__) && defined(__GNUC__)
    if (!std::is_constant_evaluated()) {
      unsigned long long s = 0;
      carry = _addcarry_u64(static_cast<unsigned char>(carry), x, y, &s);
      return s;
    }
#endif
    return add_carry_wide<u64, u128>(x, y, carry);
  }
};

/// Four words and the word above them: w + top·2^256.
template <class L>
struct Wide4 {
  std::array<typename L::u64, 4> w;
  typename L::u64 top;
};

/// x + y as four words and the carry out of them (top), word by word with
/// L::add_carry: natively one `add` and three `adc`. The field's and the
/// scalar's chains whose words are sums of two words go through here.
template <class L>
constexpr Wide4<L> add_words(const std::array<typename L::u64, 4>& x, const std::array<typename L::u64, 4>& y) {
  typename L::u64 c = 0;
  const typename L::u64 t0 = L::add_carry(x[0], y[0], c);
  const typename L::u64 t1 = L::add_carry(x[1], y[1], c);
  const typename L::u64 t2 = L::add_carry(x[2], y[2], c);
  const typename L::u64 t3 = L::add_carry(x[3], y[3], c);
  return {{t0, t1, t2, t3}, c};
}

/// Whether four words are all zero, as a bit (Fe64's and the scalar's
/// is_zero).
template <class L>
constexpr typename L::u64 is_zero_words(const std::array<typename L::u64, 4>& w) {
  L::at("all words zero");
  return L::is_zero(w[0] | w[1] | w[2] | w[3]);
}

/// Whether four words are odd, as a bit (Fe64's is_odd, the scalar's
/// is_even).
template <class L>
constexpr typename L::u64 is_odd_words(const std::array<typename L::u64, 4>& w) {
  L::at("bit 0");
  return w[0] & 1;
}

/// bit ? a : r, word by word by L::select (constant time): the cmov of
/// every 4 × 64 type (Fe64, Scalar).
template <class L>
constexpr std::array<typename L::u64, 4> cmov_words(const std::array<typename L::u64, 4>& r,
                                                    const std::array<typename L::u64, 4>& a,
                                                    const typename L::u64& bit) {
  L::at("select each word");
  return {L::select(bit, a[0], r[0]), L::select(bit, a[1], r[1]), L::select(bit, a[2], r[2]),
          L::select(bit, a[3], r[3])};
}

/// 32 big-endian bytes as four 64-bit words, least significant first (the
/// field's and the scalar's decoding). `Bytes` is anything indexable by
/// 0..31 whose entries convert to L::u64 (a span of bytes natively, a
/// row of symbolic bytes in the prover); the words are packed by shift and
/// `|` of fields that do not overlap.
template <class L, class Bytes>
constexpr std::array<typename L::u64, 4> words_of_b32(const Bytes& be) {
  using U64 = typename L::u64;
  std::array<U64, 4> w{U64(0), U64(0), U64(0), U64(0)};
  for (std::size_t i = 0; i < 4; ++i) {
    for (std::size_t j = 0; j < 8; ++j) w[3 - i] = (w[3 - i] << 8) | U64(be[8 * i + j]);
  }
  return w;
}

/// Four words as 32 big-endian bytes, each byte masked before its cast to
/// Byte (uint8_t natively; the prover keeps it a word).
template <class L, class Byte>
constexpr std::array<Byte, 32> b32_of_words(const std::array<typename L::u64, 4>& w) {
  std::array<Byte, 32> be{};
  for (std::size_t i = 0; i < 4; ++i) {
    for (std::size_t j = 0; j < 8; ++j) be[8 * (3 - i) + j] = static_cast<Byte>((w[i] >> (56 - 8 * j)) & 0xFF);
  }
  return be;
}

}  // namespace tandem::fast

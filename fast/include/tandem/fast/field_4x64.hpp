// The secp256k1 field F_p on four saturated 64-bit words: Fe64, the whole
// field (the operations of Fe, field.hpp) on the representation the x86-64
// assembly kernels multiply in. A value is any integer below 2^256,
// congruent to the element mod p; every operation accepts any such value
// and returns one, so the 5×52 field's magnitudes collapse to a single
// contract, "below 2^256" (docs/fast-field.md). normalize gives the
// canonical representative (below p).
//
// The multiplication and squaring are chosen when the build is configured,
// not per call: built for a processor with BMI2 and ADX (the compiler
// defines __BMI2__ and __ADX__; CMake's TANDEM_FAST_BMI2_ADX adds -mbmi2
// -madx when the build machine has them) they are the assembly kernels of
// field_4x64_asm.hpp; otherwise the portable limb code of
// field_4x64_limbs.hpp (u128 products). kFe64UsesAsm says which. Everything
// else is the limb code, proven by the symbolic-limb prover (`tandem prove`,
// the fe64:: rows; the kernels are proven from their instruction text).
//
// Verify builds (TANDEM_FAST_VERIFY) track whether an element is normalized
// and check the preconditions that need it (get_b32, to_words, is_zero,
// is_odd, cmp_var) and each operation's argument ranges.
// Constant time: everything except the functions whose names end in _var
// (public inputs only).
#pragma once

#include <array>
#include <cstdint>
#include <span>
#include <type_traits>

#include "tandem/fast/constants.hpp"
#include "tandem/fast/field_4x64_asm.hpp"
#include "tandem/fast/field_4x64_limbs.hpp"
#include "tandem/fast/limb_ops.hpp"
#include "tandem/fast/verify.hpp"
#include "tandem/spec/errors.hpp"
#include "tandem/spec/result.hpp"

#if TANDEM_FAST_HAVE_4X64_ASM && defined(__BMI2__) && defined(__ADX__)
#define TANDEM_FAST_FE64_ASM 1
#else
#define TANDEM_FAST_FE64_ASM 0
#endif

namespace tandem::fast {

/// Whether Fe64's mul and sqr are the assembly kernels in this build (else
/// the portable limb code).
inline constexpr bool kFe64UsesAsm = TANDEM_FAST_FE64_ASM != 0;

class Fe64 {
 public:
  /// Zero (normalized).
  constexpr Fe64() = default;

  /// A small integer (normalized).
  static constexpr Fe64 from_int(std::uint32_t v) { return Fe64({v, 0, 0, 0}, true); }

  /// Any integer below 2^256 as four words, taken as is (possibly ≥ p: not
  /// normalized).
  static constexpr Fe64 from_words_mod(const Words256& w) { return Fe64(w, false); }

  /// An integer below p as four words (normalized). Precondition: below p
  /// (checked in verify mode).
  static constexpr Fe64 from_words_below_p(const Words256& w) {
    TANDEM_FAST_CHECK(below_p(w), "from_words_below_p: the value is not below p");
    return Fe64(w, true);
  }

  /// The 32 big-endian bytes as an integer below 2^256, taken as is.
  static constexpr Fe64 set_b32_mod(std::span<const std::uint8_t, 32> be) {
    return from_words_mod(words_of_b32<NativeLimbs>(be));
  }

  /// The 32 big-endian bytes as an element, if their integer is below p
  /// (normalized); otherwise Error::coordinate_out_of_range (SEC 1 §2.3.6).
  /// The comparison with p is branch-free; only the result is branched on.
  static Result<Fe64> set_b32_limit(std::span<const std::uint8_t, 32> be) {
    Fe64 r = set_b32_mod(be);
    if (!below_p(r.w_)) return Error::coordinate_out_of_range;
    r.set_normalized(true);
    return r;
  }

  /// 32 big-endian bytes. Precondition: normalized.
  [[nodiscard]] constexpr std::array<std::uint8_t, 32> get_b32() const {
    TANDEM_FAST_CHECK(normalized_meta(), "get_b32 needs a normalized element");
    return b32_of_words<NativeLimbs, std::uint8_t>(w_);
  }

  /// The four words. Precondition: normalized.
  [[nodiscard]] constexpr const Words256& to_words() const {
    TANDEM_FAST_CHECK(normalized_meta(), "to_words needs a normalized element");
    return w_;
  }

  /// The four words as they are (any value below 2^256; for tests and for
  /// code that reduces them itself).
  [[nodiscard]] constexpr const Words256& words() const { return w_; }

#if TANDEM_FAST_VERIFY
  [[nodiscard]] constexpr bool normalized() const { return normalized_; }
#endif

  /// Whether words w hold a value below p. Branch-free: w + C carries out
  /// of 2^256 exactly when w ≥ p.
  static constexpr bool below_p(const Words256& w) { return fe64::below_p<NativeLimbs>(w) != 0; }

 private:
  constexpr Fe64(const Words256& w, bool normalized) : w_(w) { set_normalized(normalized); }

  constexpr void set_normalized([[maybe_unused]] bool normalized) {
#if TANDEM_FAST_VERIFY
    normalized_ = normalized;
#endif
  }
  [[nodiscard]] constexpr bool normalized_meta() const {
#if TANDEM_FAST_VERIFY
    return normalized_ && below_p(w_);
#else
    return true;
#endif
  }
  Words256 w_{};
#if TANDEM_FAST_VERIFY
  bool normalized_ = true;
#endif

  friend constexpr Fe64 mul(const Fe64& a, const Fe64& b);
  friend constexpr Fe64 sqr(const Fe64& a);
  friend constexpr Fe64 sqr_n(const Fe64& a, unsigned k);
  friend constexpr Fe64 add(const Fe64& a, const Fe64& b);
  friend constexpr Fe64 negate(const Fe64& a, int m);
  friend constexpr Fe64 mul_int(const Fe64& a, int k);
  friend constexpr Fe64 half(const Fe64& a);
  friend constexpr Fe64 normalize_weak(const Fe64& a);
  friend constexpr Fe64 normalize(const Fe64& a);
  friend constexpr Fe64 normalize_var(const Fe64& a);
  friend constexpr bool normalizes_to_zero(const Fe64& a);
  friend constexpr bool normalizes_to_zero_var(const Fe64& a);
  friend constexpr void cmov(Fe64& r, const Fe64& a, bool flag);
  friend constexpr bool is_zero(const Fe64& a);
  friend constexpr bool is_odd(const Fe64& a);
  friend constexpr int cmp_var(const Fe64& a, const Fe64& b);
};

/// a·b, below 2^256 (not normalized). Any inputs. The assembly kernel where
/// the build has it (kFe64UsesAsm), the portable limb code elsewhere and in
/// constant expressions.
[[gnu::always_inline]] constexpr Fe64 mul(const Fe64& a, const Fe64& b) {
#if TANDEM_FAST_FE64_ASM
  if (!std::is_constant_evaluated()) {
    Words256 r;
    fe4x64::mul(r, a.w_, b.w_);
    return Fe64(r, false);
  }
#endif
  return Fe64(fe64::mul<NativeLimbs>(a.w_, b.w_), false);
}

/// a², below 2^256 (not normalized). Any input.
[[gnu::always_inline]] constexpr Fe64 sqr(const Fe64& a) {
#if TANDEM_FAST_FE64_ASM
  if (!std::is_constant_evaluated()) {
    Words256 r;
    fe4x64::sqr(r, a.w_);
    return Fe64(r, false);
  }
#endif
  return Fe64(fe64::sqr<NativeLimbs>(a.w_), false);
}

/// a^(2^k) (k squarings; a itself for k = 0, as it is). k is public. With
/// the kernels, the words stay in registers from one squaring to the next.
[[gnu::always_inline]] constexpr Fe64 sqr_n(const Fe64& a, unsigned k) {
  if (k == 0) return a;
#if TANDEM_FAST_FE64_ASM
  if (!std::is_constant_evaluated()) {
    Words256 r;
    fe4x64::sqr_n(r, a.w_, k);
    return Fe64(r, false);
  }
#endif
  Words256 r = a.w_;
  for (unsigned i = 0; i < k; ++i) r = fe64::sqr<NativeLimbs>(r);
  return Fe64(r, false);
}

/// a + b, below 2^256. Any inputs. The assembly text where the build has
/// the kernels (g++ spills the limb code's 128-bit carry chains to memory),
/// the limb code elsewhere and in constant expressions.
[[gnu::always_inline]] constexpr Fe64 add(const Fe64& a, const Fe64& b) {
#if TANDEM_FAST_FE64_ASM
  if (!std::is_constant_evaluated()) {
    Words256 r;
    fe4x64::add(r, a.w_, b.w_);
    return Fe64(r, false);
  }
#endif
  return Fe64(fe64::add<NativeLimbs>(a.w_, b.w_), false);
}

/// −a, below 2^256. Any input. m is the 5×52 field's magnitude bound, taken
/// so that code written for both fields reads the same; here it must only
/// be in [0, 31] (checked in verify mode) and does not change the result.
constexpr Fe64 negate(const Fe64& a, [[maybe_unused]] int m) {
  TANDEM_FAST_CHECK(m >= 0 && m < 32, "negate: m outside [0, 31]");
  return Fe64(fe64::negate<NativeLimbs>(a.w_), false);
}

/// a·k for 0 ≤ k (any int: k ≤ 2^31 − 1 < fe64::kMaxTop), below 2^256.
/// The assembly text where the build has the kernels.
[[gnu::always_inline]] constexpr Fe64 mul_int(const Fe64& a, int k) {
  TANDEM_FAST_CHECK(k >= 0, "mul_int: negative factor");
#if TANDEM_FAST_FE64_ASM
  if (!std::is_constant_evaluated()) {
    Words256 r;
    fe4x64::mul_int(r, a.w_, static_cast<std::uint32_t>(k));
    return Fe64(r, false);
  }
#endif
  return Fe64(fe64::mul_int<NativeLimbs>(a.w_, static_cast<std::uint64_t>(k)), false);
}

/// a/2, below 2^256. Any input.
constexpr Fe64 half(const Fe64& a) { return Fe64(fe64::half<NativeLimbs>(a.w_), false); }

/// The same value (every value is already below 2^256, the 5×52 field's
/// magnitude 1); kept so that code written for both fields reads the same.
constexpr Fe64 normalize_weak(const Fe64& a) { return a; }

/// The canonical representative, below p (normalized). Constant time.
constexpr Fe64 normalize(const Fe64& a) { return Fe64(fe64::normalize<NativeLimbs>(a.w_), true); }

/// normalize for public values: subtracts p only when the value reaches it
/// (a branch on the value).
constexpr Fe64 normalize_var(const Fe64& a) {
  return Fe64(fe64::normalize_var<NativeLimbs>(a.w_), true);
}

/// Whether a ≡ 0 (mod p): the value is 0 or p (it is below 2^256 < 2p).
/// Both comparisons are computed, branch-free.
constexpr bool normalizes_to_zero(const Fe64& a) {
  return fe64::normalizes_to_zero<NativeLimbs>(a.w_) != 0;
}

/// normalizes_to_zero for public values (returns as soon as it knows).
constexpr bool normalizes_to_zero_var(const Fe64& a) {
  return fe64::normalizes_to_zero_var<NativeLimbs>(a.w_) != 0;
}

/// r = flag ? a : r, by mask (constant time in flag and in the values).
/// Normalized afterwards (verify mode) only if both were.
constexpr void cmov(Fe64& r, const Fe64& a, bool flag) {
  r.w_ = cmov_words<NativeLimbs>(r.w_, a.w_, static_cast<std::uint64_t>(flag));
#if TANDEM_FAST_VERIFY
  r.normalized_ = r.normalized_ && a.normalized_;
#endif
}

/// Whether a is zero. Precondition: normalized.
constexpr bool is_zero(const Fe64& a) {
  TANDEM_FAST_CHECK(a.normalized_meta(), "is_zero needs a normalized element");
  return is_zero_words<NativeLimbs>(a.w_) != 0;
}

/// Whether a is odd. Precondition: normalized.
constexpr bool is_odd(const Fe64& a) {
  TANDEM_FAST_CHECK(a.normalized_meta(), "is_odd needs a normalized element");
  return is_odd_words<NativeLimbs>(a.w_) != 0;
}

/// Whether a ≡ b. Any inputs. Constant time.
constexpr bool equal(const Fe64& a, const Fe64& b) { return normalizes_to_zero(add(negate(a, 1), b)); }

/// equal for public values.
constexpr bool equal_var(const Fe64& a, const Fe64& b) { return normalizes_to_zero_var(add(negate(a, 1), b)); }

/// −1, 0 or 1 as a < b, a = b, a > b as integers. Both normalized; public.
constexpr int cmp_var(const Fe64& a, const Fe64& b) {
  TANDEM_FAST_CHECK(a.normalized_meta() && b.normalized_meta(), "cmp_var needs normalized elements");
  return fe64::cmp_var<NativeLimbs>(a.w_, b.w_);
}

}  // namespace tandem::fast

// The secp256k1 scalar ring Z_n, fast: four 64-bit words, always reduced
// (value < n). The arithmetic is scalar_4x64_limbs.hpp's (proven by
// proofs/limbs); this file adds bytes, predicates, bit extraction and the
// inverse. Constant time except the functions ending in _var (public
// inputs only).
#pragma once

#include <array>
#include <cstdint>
#include <span>

#include "tandem/fast/constants.hpp"
#include "tandem/fast/inverse/safegcd.hpp"
#include "tandem/fast/limb_ops.hpp"
#include "tandem/fast/scalar_4x64_limbs.hpp"
#include "tandem/fast/verify.hpp"
#include "tandem/spec/errors.hpp"
#include "tandem/spec/result.hpp"

namespace tandem::fast {

class Scalar {
 public:
  using Words = sc64::Words<NativeLimbs>;

  /// Zero.
  constexpr Scalar() = default;

  static constexpr Scalar from_int(std::uint32_t v) { return Scalar(Words{v, 0, 0, 0}); }

  /// An integer below 2^256 reduced mod n (one conditional subtraction:
  /// 2^256 < 2n). `overflow`, if given, says whether it was ≥ n.
  static constexpr Scalar reduce(const Words256& w, bool* overflow = nullptr) {
    const sc64::Reduced<NativeLimbs> r = sc64::reduce_checked<NativeLimbs>(w);
    if (overflow != nullptr) *overflow = r.overflow != 0;
    return Scalar(r.r);
  }

  /// 32 big-endian bytes reduced mod n (SEC 1 §4.1.3 step 5's "mod n" and
  /// BIP 340's challenge); `overflow` says whether the integer was ≥ n.
  static constexpr Scalar set_b32(std::span<const std::uint8_t, 32> be, bool* overflow = nullptr) {
    return reduce(words_of_b32<NativeLimbs>(be), overflow);
  }

  /// A secret key or nonce: 0 < k < n, else Error::scalar_out_of_range or
  /// Error::scalar_zero (SEC 1 §3.2.1). The checks are branch-free; only
  /// their result is branched on.
  static Result<Scalar> set_b32_seckey(std::span<const std::uint8_t, 32> be) {
    bool overflow = false;
    const Scalar s = set_b32(be, &overflow);
    if (overflow) return Error::scalar_out_of_range;
    if (is_zero(s)) return Error::scalar_zero;
    return s;
  }

  /// An integer known to be below n (checked in verify mode).
  static constexpr Scalar from_words(const Words& w) {
    bool overflow = false;
    (void)reduce(w, &overflow);
    TANDEM_FAST_CHECK(!overflow, "Scalar::from_words: not below n");
    return Scalar(w);
  }

  [[nodiscard]] constexpr std::array<std::uint8_t, 32> get_b32() const {
    return b32_of_words<NativeLimbs, std::uint8_t>(d_);
  }

  [[nodiscard]] constexpr const Words& words() const { return d_; }

 private:
  explicit constexpr Scalar(const Words& w) : d_(w) {}

  Words d_{};

  friend constexpr Scalar add(const Scalar& a, const Scalar& b);
  friend constexpr Scalar mul(const Scalar& a, const Scalar& b);
  friend constexpr Scalar negate(const Scalar& a);
  friend constexpr Scalar half(const Scalar& a);
  friend constexpr Scalar cond_negate(const Scalar& a, bool flag);
  friend constexpr Scalar inverse(const Scalar& a);
  friend Scalar inverse_var(const Scalar& a);
  friend constexpr bool is_zero(const Scalar& a);
  friend constexpr void cmov(Scalar& r, const Scalar& a, bool flag);
  friend constexpr Scalar mul_shift_round(const Scalar& a, const Words256& b, unsigned shift);
};

constexpr Scalar add(const Scalar& a, const Scalar& b) { return Scalar(sc64::add<NativeLimbs>(a.d_, b.d_)); }
constexpr Scalar mul(const Scalar& a, const Scalar& b) { return Scalar(sc64::mul<NativeLimbs>(a.d_, b.d_)); }
constexpr Scalar negate(const Scalar& a) { return Scalar(sc64::negate<NativeLimbs>(a.d_)); }
constexpr Scalar half(const Scalar& a) { return Scalar(sc64::half<NativeLimbs>(a.d_)); }

/// r = flag ? a : r, by mask.
constexpr void cmov(Scalar& r, const Scalar& a, bool flag) {
  r.d_ = cmov_words<NativeLimbs>(r.d_, a.d_, static_cast<std::uint64_t>(flag));
}

/// flag ? −a : a, constant time in both.
constexpr Scalar cond_negate(const Scalar& a, bool flag) {
  return Scalar(sc64::cond_negate<NativeLimbs>(a.d_, static_cast<std::uint64_t>(flag)));
}

constexpr bool is_zero(const Scalar& a) { return is_zero_words<NativeLimbs>(a.d_) != 0; }
constexpr bool is_one(const Scalar& a) { return sc64::equal<NativeLimbs>(a.words(), {1, 0, 0, 0}) != 0; }
constexpr bool is_even(const Scalar& a) { return is_odd_words<NativeLimbs>(a.words()) == 0; }

/// Whether a = b, by XOR and OR (constant time).
constexpr bool equal(const Scalar& a, const Scalar& b) {
  return sc64::equal<NativeLimbs>(a.words(), b.words()) != 0;
}

/// Whether a > (n − 1)/2 ("high": BIP 62 / BIP 146 low-S asks for the
/// other half). (n − 1)/2 + (2^256 − 1 − a) + 1 carries past 2^256 exactly
/// when a ≤ (n − 1)/2. Constant time.
constexpr bool is_high(const Scalar& a) { return sc64::is_high<NativeLimbs>(a.words()) != 0; }

/// `count` bits (1..32) of a from bit `offset`, all within one word
/// (offset / 64 = (offset + count − 1) / 64). offset and count are public;
/// the word is read by a public index: constant time in a.
constexpr std::uint32_t get_bits(const Scalar& a, unsigned offset, unsigned count) {
  TANDEM_FAST_CHECK(count >= 1 && count <= 32 && offset + count <= 256 && (offset >> 6) == ((offset + count - 1) >> 6),
                    "get_bits: the bits must lie within one 64-bit word");
  return static_cast<std::uint32_t>(sc64::get_bits<NativeLimbs>(a.words(), offset, count));
}

/// get_bits for any position (the bits may straddle two words). Public
/// offset and count; reads a second word only when they straddle.
constexpr std::uint32_t get_bits_var(const Scalar& a, unsigned offset, unsigned count) {
  TANDEM_FAST_CHECK(count >= 1 && count <= 32 && offset + count <= 256, "get_bits_var: bits outside the scalar");
  return static_cast<std::uint32_t>(sc64::get_bits_var<NativeLimbs>(a.words(), offset, count));
}

namespace detail {
inline constexpr safegcd::Modulus kScalarModulus = safegcd::make_modulus(secp256k1::kN);
}  // namespace detail

/// a⁻¹ mod n (0 for 0). Constant time: safegcd's 590 divsteps.
constexpr Scalar inverse(const Scalar& a) {
  return Scalar(safegcd::to_words(safegcd::inverse(safegcd::from_words(a.d_), detail::kScalarModulus)));
}

/// a⁻¹ mod n (0 for 0), variable time: public a only.
inline Scalar inverse_var(const Scalar& a) {
  return Scalar(safegcd::to_words(safegcd::inverse_var(safegcd::from_words(a.d_), detail::kScalarModulus)));
}

/// ⌊a·b / 2^shift⌉ (rounded half up) for 384 ≤ shift < 512: the GLV split's
/// approximation of a·b/n by a precomputed 2^shift·b/n. The result is at
/// most 2^(512 − shift) ≤ 2^128, so it is a scalar as it stands. shift is
/// public; constant time in a and b. The limb text: sc64::mul_512, then
/// sc64::shift_round_512.
constexpr Scalar mul_shift_round(const Scalar& a, const Words256& b, unsigned shift) {
  TANDEM_FAST_CHECK(shift >= 384 && shift < 512, "mul_shift_round: shift outside [384, 512)");
  return Scalar(sc64::shift_round_512<NativeLimbs>(sc64::mul_512<NativeLimbs>(a.d_, b), shift));
}

}  // namespace tandem::fast

// The curves fast/'s strategies run on, as traits types: secp256k1 itself,
// and the small curves that share its field (k1-7, k1-13, k1-199:
// y² = x³ + B over secp256k1's p with a subgroup of order 7, 13 or 199 on
// which the endomorphism still acts; docs/small-curves.md). A strategy is a
// template over such a type C and a field F (Fe or Fe64), so that the same
// text computes on secp256k1 and runs every scalar × every point of a small
// group.
//
// A curve C provides:
//   C::Scalar                       the scalars mod n (fast::Scalar, or SmallScalar<n>)
//   C::kName, C::kB                 the name in spec/, b (a small integer for every curve here)
//   C::kScalarBits                  bits of n − 1 (256 for secp256k1)
//   C::kGlvBits                     a bound on the bits of |k1|, |k2| after the split
//   C::template b<F>(), b3<F>()     b and 3b as field elements (normalized)
//   C::template generator<F>()      G, normalized
//   C::template beta<F>()           β, the cube root of unity with λ·(x, y) = (β·x, y)
//   C::split(k)                     the GLV split: k = ±k1 ± k2·λ (mod n), |k1|, |k2| < 2^kGlvBits
// All data come from spec/curves.hpp; nothing is typed twice.
#pragma once

#include <array>
#include <bit>
#include <cstdint>
#include <span>
#include <string_view>

#include "tandem/fast/constants.hpp"
#include "tandem/fast/glv_split.hpp"
#include "tandem/fast/group/point.hpp"
#include "tandem/fast/scalar.hpp"
#include "tandem/spec/curves.hpp"

namespace tandem::fast {

namespace detail {

/// The integer of at most 64 bits in hexadecimal (compile time).
constexpr std::uint64_t small_from_hex(std::string_view hex) { return words_from_hex(hex)[0]; }

template <class F>
constexpr F field_from_hex(std::string_view hex) {
  return F::from_words_below_p(words_from_hex(hex));
}

}  // namespace detail

/// The scalars mod a small prime N (< 2^16), for the small curves: the
/// operations of fast::Scalar that the strategies use, on one word. Only for
/// the exhaustive tests; never for secrets (it is small, not slow: the
/// arithmetic is branch-free all the same).
template <std::uint32_t N>
class SmallScalar {
  static_assert(N > 2 && N < (1U << 16), "SmallScalar: N must be a small odd prime");

 public:
  static constexpr std::uint32_t kN = N;
  constexpr SmallScalar() = default;
  static constexpr SmallScalar from_int(std::uint32_t v) { return SmallScalar(v % N); }
  /// An integer below 2^256 reduced mod N; `overflow` says whether it was ≥ N.
  static constexpr SmallScalar reduce(const Words256& w, bool* overflow = nullptr) {
    std::uint64_t r = 0;
    for (std::size_t i = 4; i-- > 0;) {
      r = ((r << 32) | (w[i] >> 32)) % N;
      r = ((r << 32) | (w[i] & 0xFFFFFFFFULL)) % N;
    }
    if (overflow != nullptr) *overflow = (w[1] | w[2] | w[3]) != 0 || w[0] >= N;
    return SmallScalar(static_cast<std::uint32_t>(r));
  }
  static constexpr SmallScalar set_b32(std::span<const std::uint8_t, 32> be, bool* overflow = nullptr) {
    Words256 w{};
    for (std::size_t i = 0; i < 4; ++i) {
      for (std::size_t j = 0; j < 8; ++j) w[3 - i] = (w[3 - i] << 8) | be[8 * i + j];
    }
    return reduce(w, overflow);
  }
  [[nodiscard]] constexpr std::uint32_t value() const { return v_; }
  [[nodiscard]] constexpr Words256 words() const { return {v_, 0, 0, 0}; }
  [[nodiscard]] constexpr std::array<std::uint8_t, 32> get_b32() const {
    std::array<std::uint8_t, 32> be{};
    be[30] = static_cast<std::uint8_t>(v_ >> 8);
    be[31] = static_cast<std::uint8_t>(v_);
    return be;
  }

  friend constexpr SmallScalar add(SmallScalar a, SmallScalar b) { return SmallScalar((a.v_ + b.v_) % N); }
  friend constexpr SmallScalar mul(SmallScalar a, SmallScalar b) {
    return SmallScalar(static_cast<std::uint32_t>((std::uint64_t{a.v_} * b.v_) % N));
  }
  friend constexpr SmallScalar negate(SmallScalar a) { return SmallScalar((N - a.v_) % N); }
  friend constexpr SmallScalar half(SmallScalar a) { return SmallScalar((a.v_ + (a.v_ & 1U) * N) / 2); }
  friend constexpr bool is_zero(SmallScalar a) { return a.v_ == 0; }
  friend constexpr bool is_high(SmallScalar a) { return a.v_ > (N - 1) / 2; }
  friend constexpr bool is_even(SmallScalar a) { return (a.v_ & 1U) == 0; }
  friend constexpr bool equal(SmallScalar a, SmallScalar b) { return a.v_ == b.v_; }
  friend constexpr void cmov(SmallScalar& r, SmallScalar a, bool flag) {
    r.v_ ^= (r.v_ ^ a.v_) & (0U - static_cast<std::uint32_t>(flag));
  }
  friend constexpr SmallScalar cond_negate(SmallScalar a, bool flag) {
    SmallScalar r = a;
    cmov(r, negate(a), flag);
    return r;
  }
  friend constexpr std::uint32_t get_bits(SmallScalar a, unsigned offset, unsigned count) {
    return offset >= 32 ? 0 : (a.v_ >> offset) & ((count >= 32 ? 0U : (1U << count)) - 1U);
  }
  friend constexpr SmallScalar inverse_var(SmallScalar a) {
    std::uint64_t r = 1, b = a.v_, e = N - 2;  // Fermat: a^(N−2)
    while (e != 0) {
      if ((e & 1U) != 0) r = r * b % N;
      b = b * b % N;
      e >>= 1;
    }
    return SmallScalar(static_cast<std::uint32_t>(r));
  }

 private:
  explicit constexpr SmallScalar(std::uint32_t v) : v_(v) {}
  std::uint32_t v_ = 0;
};

/// What a GLV split returns, for any curve: k ≡ s1·k1 + s2·k2·λ (mod n)
/// with s_i = −1 when k_i_negative, and |k_i| = k_i_abs < 2^kGlvBits.
using GlvHalvesWords = GlvHalves;

/// secp256k1 (SEC 2 v2 §2.4.1).
struct Secp256k1 {
  using Scalar = fast::Scalar;
  static constexpr std::string_view kName = "secp256k1";
  static constexpr const spec::CurveSpec& kSpec = *spec::find_curve("secp256k1");
  static constexpr std::uint32_t kB = 7;
  static constexpr unsigned kScalarBits = 256;
  /// |k1| < 0.64·2^128 and |k2| < 0.55·2^128 (glv_split.hpp).
  static constexpr unsigned kGlvBits = 128;
  static_assert(detail::small_from_hex(kSpec.b) == kB);

  template <class F>
  static constexpr F b() {
    return F::from_int(kB);
  }
  template <class F>
  static constexpr F b3() {
    return F::from_int(3 * kB);
  }
  template <class F>
  static constexpr Ge<F> generator() {
    return {detail::field_from_hex<F>(kSpec.gx), detail::field_from_hex<F>(kSpec.gy), false};
  }
  template <class F>
  static constexpr F beta() {
    return detail::field_from_hex<F>(kSpec.beta);
  }
  static constexpr GlvHalves split(const Scalar& k) { return split_lambda_halves(k); }
};

/// A small curve on secp256k1's field: y² = x³ + B with a subgroup of
/// prime order N (< 2^16). Its GLV split is a search over the small lattice
/// {(a, b) : a + b·λ ≡ 0 (mod N)}: k2 from −2^kGlvBits to 2^kGlvBits, the
/// first whose k1 = k − k2·λ is also short. A loop over public bounds with
/// the scalar's value in its arithmetic only; these curves carry no secret.
template <std::uint32_t N>
struct SmallK1Curve {
  using Scalar = SmallScalar<N>;
  static constexpr const spec::CurveSpec& kSpec = *spec::find_curve(N == 7 ? "k1-7" : N == 13 ? "k1-13" : "k1-199");
  static constexpr std::string_view kName = kSpec.name;
  static constexpr std::uint32_t kB = static_cast<std::uint32_t>(detail::small_from_hex(kSpec.b));
  static constexpr std::uint32_t kLambda = static_cast<std::uint32_t>(detail::small_from_hex(kSpec.lambda));
  static_assert(detail::small_from_hex(kSpec.n) == N, "SmallK1Curve: the curve's n");
  static constexpr unsigned kScalarBits = std::bit_width(N - 1);
  /// ⌈(kScalarBits + 1)/2⌉ + 1 bits: every k has a split this short
  /// (tests/ checks every k).
  static constexpr unsigned kGlvBits = (kScalarBits + 2) / 2 + 1;

  template <class F>
  static constexpr F b() {
    return F::from_int(kB);
  }
  template <class F>
  static constexpr F b3() {
    return F::from_int(3 * kB);
  }
  template <class F>
  static constexpr Ge<F> generator() {
    return {detail::field_from_hex<F>(kSpec.gx), detail::field_from_hex<F>(kSpec.gy), false};
  }
  template <class F>
  static constexpr F beta() {
    return detail::field_from_hex<F>(kSpec.beta);
  }
  static constexpr GlvHalves split(const Scalar& k) {
    constexpr std::int64_t bound = std::int64_t{1} << kGlvBits;
    for (std::int64_t k2 = 0; k2 < bound; ++k2) {
      for (const std::int64_t s2 : {k2, -k2}) {
        const std::int64_t n = N;
        std::int64_t k1 = (static_cast<std::int64_t>(k.value()) - s2 * kLambda) % n;
        if (k1 < 0) k1 += n;
        if (k1 > n / 2) k1 -= n;  // the representative nearest 0
        if (k1 > -bound && k1 < bound) {
          const auto a1 = static_cast<std::uint64_t>(k1 < 0 ? -k1 : k1);
          const auto a2 = static_cast<std::uint64_t>(s2 < 0 ? -s2 : s2);
          return {{a1, 0}, {a2, 0}, k1 < 0, s2 < 0};
        }
      }
    }
    return {{0, 0}, {0, 0}, false, false};  // unreachable: tests/ checks every k
  }
};

using K1_7 = SmallK1Curve<7>;
using K1_13 = SmallK1Curve<13>;
using K1_199 = SmallK1Curve<199>;

}  // namespace tandem::fast

// The secp256k1 field F_p, fast: an element is five 52-bit limbs with lazy
// reduction (field_5x52_limbs.hpp; docs/fast-field.md says why this
// representation and not 4×64). Operations are free functions; each states
// the magnitudes it accepts and returns (field_contract.hpp), and with
// TANDEM_FAST_VERIFY the element carries its magnitude and every contract is
// checked at run time.
//
// Constant time: everything here except the functions whose names end in
// _var runs the same instructions and touches the same memory whatever the
// values (no branch or index on a limb). _var functions take public inputs.
#pragma once

#include <algorithm>
#include <array>
#include <cstdint>
#include <span>

#include "tandem/fast/constants.hpp"
#include "tandem/fast/field_5x52_limbs.hpp"
#include "tandem/fast/field_contract.hpp"
#include "tandem/fast/limb_ops.hpp"
#include "tandem/fast/verify.hpp"
#include "tandem/spec/errors.hpp"
#include "tandem/spec/result.hpp"

namespace tandem::fast {

class Fe {
 public:
  using Limbs = fe52::Limbs<NativeLimbs>;

  /// Zero (normalized).
  constexpr Fe() = default;

  /// A small integer (normalized).
  static constexpr Fe from_int(std::uint32_t v) { return Fe(Limbs{v, 0, 0, 0, 0}, v == 0 ? 0 : 1, true); }

  /// An element from raw limbs that the caller asserts have `magnitude`
  /// (and are normalized, if `normalized`); checked in verify mode. For
  /// tests, proofs and tables of constants.
  static constexpr Fe from_limbs(const Limbs& n, int magnitude, bool normalized) {
    const Fe r(n, magnitude, normalized);
    r.verify();
    return r;
  }

  /// The 32 big-endian bytes as an integer below 2^256, taken as is: the
  /// value may be ≥ p (magnitude 1, not normalized). SEC 1's decoding wants
  /// set_b32_limit instead.
  static constexpr Fe set_b32_mod(std::span<const std::uint8_t, 32> be) {
    return from_words_mod(words_of_b32<NativeLimbs>(be));
  }

  /// The 32 big-endian bytes as an element, if their integer is below p
  /// (normalized); otherwise Error::coordinate_out_of_range (SEC 1 §2.3.6's
  /// check on a coordinate). The comparison with p is branch-free; only the
  /// result is branched on.
  static Result<Fe> set_b32_limit(std::span<const std::uint8_t, 32> be) {
    Fe r = set_b32_mod(be);
    if (at_least_p(r.n_)) return Error::coordinate_out_of_range;
    r.set_meta(1, true);
    return r;
  }

  /// 32 big-endian bytes. Precondition: normalized.
  [[nodiscard]] constexpr std::array<std::uint8_t, 32> get_b32() const {
    TANDEM_FAST_CHECK(normalized_meta(), "get_b32 needs a normalized element");
    return b32_of_words<NativeLimbs, std::uint8_t>(to_words());
  }

  [[nodiscard]] constexpr const Limbs& limbs() const { return n_; }

  /// The value as four 64-bit words. Precondition: normalized.
  [[nodiscard]] constexpr Words256 to_words() const {
    TANDEM_FAST_CHECK(normalized_meta(), "to_words needs a normalized element");
    return fe52::to_words<NativeLimbs>(n_);
  }

  /// An integer below p given as four 64-bit words (normalized).
  /// Precondition: the value is below p (checked in verify mode).
  static constexpr Fe from_words_below_p(const Words256& w) {
    return from_limbs(fe52::limbs_of_words<NativeLimbs>(w), 1, true);
  }

  /// Any integer below 2^256 given as four 64-bit words, taken as is: the
  /// value may be ≥ p (magnitude 1, not normalized).
  static constexpr Fe from_words_mod(const Words256& w) {
    return from_limbs(fe52::limbs_of_words<NativeLimbs>(w), 1, false);
  }

#if TANDEM_FAST_VERIFY
  /// The tracked magnitude and normalization (verify builds only).
  [[nodiscard]] constexpr int magnitude() const { return magnitude_; }
  [[nodiscard]] constexpr bool normalized() const { return normalized_; }
#endif

  /// Whether the limbs meet the tracked contract (always true when verify
  /// is off: there is nothing tracked to hold them to).
  [[nodiscard]] constexpr bool meets_contract() const {
#if TANDEM_FAST_VERIFY
    if (magnitude_ < 0 || magnitude_ > fe_contract::kMaxMagnitude) return false;
    for (int i = 0; i < 5; ++i) {
      if (n_[static_cast<std::size_t>(i)] > fe_contract::limb_bound(magnitude_, i)) return false;
    }
    if (normalized_) {
      if (magnitude_ > 1 || n_[4] > fe52::kM48) return false;
      for (int i = 0; i < 4; ++i) {
        if (n_[static_cast<std::size_t>(i)] > fe52::kM52) return false;
      }
      if (at_least_p(n_)) return false;
    }
#endif
    return true;
  }

  /// Whether limbs n_0..n_3 < 2^52 and n_4 < 2^48 hold a value ≥ p. Branch-free.
  static constexpr bool at_least_p(const Limbs& n) { return fe52::at_least_p<NativeLimbs>(n) != 0; }

 private:
  constexpr Fe(const Limbs& n, int magnitude, bool normalized) : n_(n) { set_meta(magnitude, normalized); }

  constexpr void set_meta([[maybe_unused]] int magnitude, [[maybe_unused]] bool normalized) {
#if TANDEM_FAST_VERIFY
    magnitude_ = magnitude;
    normalized_ = normalized;
#endif
  }
  constexpr void verify() const { TANDEM_FAST_CHECK(meets_contract(), "limbs exceed the element's magnitude"); }
  /// equal's contract: −a + b within magnitude 32.
  static constexpr void check_equal_inputs(const Fe& a, const Fe& b) {
    TANDEM_FAST_CHECK(a.magnitude_meta() <= 1, "equal: first input's magnitude above 1");
    TANDEM_FAST_CHECK(b.magnitude_meta() <= fe_contract::kMaxMagnitude - 2, "equal: second input's magnitude above 30");
    a.verify();
    b.verify();
  }
  [[nodiscard]] constexpr bool normalized_meta() const {
#if TANDEM_FAST_VERIFY
    return normalized_;
#else
    return true;
#endif
  }
  [[nodiscard]] constexpr int magnitude_meta() const {
#if TANDEM_FAST_VERIFY
    return magnitude_;
#else
    return 0;
#endif
  }


  Limbs n_{};
#if TANDEM_FAST_VERIFY
  int magnitude_ = 0;
  bool normalized_ = true;
#endif

  friend constexpr Fe mul(const Fe& a, const Fe& b);
  friend constexpr Fe sqr(const Fe& a);
  friend constexpr Fe add(const Fe& a, const Fe& b);
  friend constexpr Fe negate(const Fe& a, int m);
  friend constexpr Fe mul_int(const Fe& a, int k);
  friend constexpr Fe half(const Fe& a);
  friend constexpr Fe normalize_weak(const Fe& a);
  friend constexpr Fe normalize(const Fe& a);
  friend constexpr Fe normalize_var(const Fe& a);
  friend constexpr bool normalizes_to_zero(const Fe& a);
  friend constexpr bool normalizes_to_zero_var(const Fe& a);
  friend constexpr void cmov(Fe& r, const Fe& a, bool flag);
  friend constexpr bool is_zero(const Fe& a);
  friend constexpr bool is_odd(const Fe& a);
  friend constexpr int cmp_var(const Fe& a, const Fe& b);
  friend constexpr bool equal(const Fe& a, const Fe& b);
  friend constexpr bool equal_var(const Fe& a, const Fe& b);
};

/// a·b. Each input of magnitude ≤ 8; output magnitude 1, not normalized.
constexpr Fe mul(const Fe& a, const Fe& b) {
  TANDEM_FAST_CHECK(a.magnitude_meta() <= fe_contract::kMulMaxInput, "mul: first input's magnitude above 8");
  TANDEM_FAST_CHECK(b.magnitude_meta() <= fe_contract::kMulMaxInput, "mul: second input's magnitude above 8");
  a.verify();
  b.verify();
  return Fe(fe52::mul<NativeLimbs>(a.n_, b.n_), fe_contract::kMulOutput, false);
}

/// a². Input magnitude ≤ 8; output magnitude 1, not normalized.
constexpr Fe sqr(const Fe& a) {
  TANDEM_FAST_CHECK(a.magnitude_meta() <= fe_contract::kMulMaxInput, "sqr: input's magnitude above 8");
  a.verify();
  return Fe(fe52::sqr<NativeLimbs>(a.n_), fe_contract::kMulOutput, false);
}

/// a + b. Output magnitude = the sum of the inputs', at most 32.
constexpr Fe add(const Fe& a, const Fe& b) {
  const int m = fe_contract::add_output(a.magnitude_meta(), b.magnitude_meta());
  TANDEM_FAST_CHECK(m <= fe_contract::kMaxMagnitude, "add: the sum's magnitude exceeds 32");
  a.verify();
  b.verify();
  return Fe(fe52::add<NativeLimbs>(a.n_, b.n_), m, false);
}

/// −a for a of magnitude ≤ m (m ≤ 31); output magnitude m + 1.
constexpr Fe negate(const Fe& a, int m) {
  TANDEM_FAST_CHECK(m >= 0 && m < fe_contract::kMaxMagnitude, "negate: m outside [0, 31]");
  TANDEM_FAST_CHECK(a.magnitude_meta() <= m, "negate: input's magnitude above m");
  a.verify();
  return Fe(fe52::negate<NativeLimbs>(a.n_, m), fe_contract::negate_output(m), false);
}

/// a·k for 0 ≤ k; output magnitude magnitude(a)·k, at most 32.
constexpr Fe mul_int(const Fe& a, int k) {
  TANDEM_FAST_CHECK(k >= 0, "mul_int: negative factor");
  TANDEM_FAST_CHECK(fe_contract::mul_int_output(a.magnitude_meta(), k) <= fe_contract::kMaxMagnitude,
                    "mul_int: the product's magnitude exceeds 32");
  a.verify();
  return Fe(fe52::mul_int<NativeLimbs>(a.n_, static_cast<std::uint64_t>(k)),
            fe_contract::mul_int_output(a.magnitude_meta(), k), false);
}

/// a/2. Input magnitude m ≤ 32; output magnitude ⌊m/2⌋ + 1.
constexpr Fe half(const Fe& a) {
  a.verify();
  return Fe(fe52::half<NativeLimbs>(a.n_), fe_contract::half_output(a.magnitude_meta()), false);
}

/// The same element with limbs carried (magnitude 1; value possibly ≥ p).
constexpr Fe normalize_weak(const Fe& a) {
  a.verify();
  return Fe(fe52::normalize_weak<NativeLimbs>(a.n_), fe_contract::kNormalizeWeakOutput, false);
}

/// The canonical representative (normalized). Constant time.
constexpr Fe normalize(const Fe& a) {
  a.verify();
  return Fe(fe52::normalize<NativeLimbs>(a.n_), 1, true);
}

/// normalize for public values: subtracts p only when needed (a branch on
/// the value).
constexpr Fe normalize_var(const Fe& a) {
  a.verify();
  return Fe(fe52::normalize_var<NativeLimbs>(a.n_), 1, true);
}

/// Whether a ≡ 0 (mod p). Input magnitude ≤ 32. After the weak
/// normalization the value is below 2p, so it is 0 or p exactly when a ≡ 0;
/// both comparisons are computed, branch-free.
constexpr bool normalizes_to_zero(const Fe& a) {
  a.verify();
  return fe52::normalizes_to_zero<NativeLimbs>(a.n_) != 0;
}

/// normalizes_to_zero for public values (returns as soon as it knows).
constexpr bool normalizes_to_zero_var(const Fe& a) {
  a.verify();
  return fe52::normalizes_to_zero_var<NativeLimbs>(a.n_) != 0;
}

/// r = flag ? a : r, by mask (constant time in flag and in the values).
/// The result's tracked magnitude is the larger of the two, whichever is
/// taken.
constexpr void cmov(Fe& r, const Fe& a, bool flag) {
  r.verify();
  a.verify();
  r.n_ = fe52::cmov<NativeLimbs>(r.n_, a.n_, static_cast<std::uint64_t>(flag));
#if TANDEM_FAST_VERIFY
  r.magnitude_ = std::max(r.magnitude_, a.magnitude_);
  r.normalized_ = r.normalized_ && a.normalized_;
#endif
}

/// Whether a is zero. Precondition: normalized.
constexpr bool is_zero(const Fe& a) {
  TANDEM_FAST_CHECK(a.normalized_meta(), "is_zero needs a normalized element");
  a.verify();
  return fe52::is_zero<NativeLimbs>(a.n_) != 0;
}

/// Whether a is odd. Precondition: normalized.
constexpr bool is_odd(const Fe& a) {
  TANDEM_FAST_CHECK(a.normalized_meta(), "is_odd needs a normalized element");
  a.verify();
  return fe52::is_odd<NativeLimbs>(a.n_) != 0;
}

/// Whether a ≡ b. a of magnitude ≤ 1, b of magnitude ≤ 30 (so −a + b has
/// magnitude ≤ 32). Constant time.
constexpr bool equal(const Fe& a, const Fe& b) {
  Fe::check_equal_inputs(a, b);
  return fe52::equal<NativeLimbs>(a.n_, b.n_) != 0;
}

/// equal for public values.
constexpr bool equal_var(const Fe& a, const Fe& b) {
  Fe::check_equal_inputs(a, b);
  return fe52::equal_var<NativeLimbs>(a.n_, b.n_) != 0;
}

/// −1, 0 or 1 as a < b, a = b, a > b as integers. Both normalized; public.
constexpr int cmp_var(const Fe& a, const Fe& b) {
  TANDEM_FAST_CHECK(a.normalized_meta() && b.normalized_meta(), "cmp_var needs normalized elements");
  a.verify();
  b.verify();
  return fe52::cmp_var<NativeLimbs>(a.n_, b.n_);
}

}  // namespace tandem::fast

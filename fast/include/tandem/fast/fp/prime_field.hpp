// PrimeField<M>: Z/mZ for the odd modulus of descriptor M (fp/curve_tags.hpp:
// a curve's p or n, or any odd modulus of 1 to 9 words), for fast/ on every
// curve other than secp256k1 (and on secp256k1's p and n as a cross-check).
// As Botan 3's pcurves does it: the modulus is a template parameter, its
// constants are computed at compile time from spec/'s hex strings, the
// reduction is a policy (fp/reduction.hpp: Montgomery by default, the
// pseudo-Mersenne fold for m = 2^k − c where the descriptor asks for it),
// and one limb text per policy (fp/montgomery_limbs.hpp,
// fp/pseudo_mersenne_limbs.hpp) serves every modulus, proven for each by the
// symbolic-limb prover.
//
// An element holds its stored words, fully reduced: below m — x·R mod m
// (R = 2^(64N)) under Montgomery, x itself under pseudo-Mersenne.
// The contract of every operation: every input < m, every output < m —
// there are no magnitudes. The functions the lazy field interface
// (group/lazy_field.hpp) asks for are all here, so the fast formulas run
// unchanged: negate(a, m) ignores m (it must be in [0, 31]),
// normalize_weak, normalize and normalize_var return their argument,
// normalizes_to_zero is is_zero.
//
// Constant time: everything except the functions whose names end in _var
// (public inputs only) and the results of set_bytes and from_words_var,
// which are branched on after a branch-free comparison. Exponents (mul_int's
// k, pow's exponent) are public.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <stdexcept>

#include "tandem/fast/fp/curve_tags.hpp"
#include "tandem/fast/fp/montgomery_limbs.hpp"
#include "tandem/fast/fp/reduction.hpp"
#include "tandem/fast/fp/words.hpp"
#include "tandem/fast/group/lazy_field.hpp"
#include "tandem/fast/limb_ops.hpp"
#include "tandem/fast/verify.hpp"
#include "tandem/spec/errors.hpp"
#include "tandem/spec/result.hpp"

namespace tandem::fast {

template <class M>
class PrimeField {
 public:
  using Descriptor = M;
  /// The reduction policy (fp/reduction.hpp) and its constants (N, kM,
  /// kNegM, which add, sub, negate, half and the comparisons use).
  using Policy = fp::ReductionPolicy<M>;
  using Constants = typename Policy::Constants;
  static constexpr fp::Reduction kReduction = fp::reduction_of<M>();
  static constexpr std::size_t kWords = M::kWords;
  static constexpr std::size_t kBytes = M::kBytes;
  static constexpr std::size_t kBits = M::kBits;
  using W = Words<kWords>;

  /// Zero.
  constexpr PrimeField() = default;

  /// The modulus m.
  static constexpr W modulus() { return Constants::kM; }

  /// v mod m (v may exceed a one-word modulus).
  static constexpr PrimeField from_int(std::uint32_t v) { return enter(words::of<kWords>(v)); }

  /// The integer w, which must be below m (checked in verify mode). Constant
  /// time.
  static constexpr PrimeField from_words(const W& w) {
    TANDEM_FAST_CHECK(words::cmp(w, Constants::kM) < 0, "PrimeField::from_words: the value is not below m");
    return enter(w);
  }

  /// The integer w if it is below m, else nullopt (public input).
  static constexpr std::optional<PrimeField> from_words_var(const W& w) {
    if (words::cmp(w, Constants::kM) >= 0) return std::nullopt;
    return enter(w);
  }

  /// kBytes big-endian bytes as an element if their integer is below m;
  /// otherwise Error::coordinate_out_of_range (SEC 1 §2.3.6) and nothing is
  /// changed. The comparison with m is branch-free; only its result is
  /// branched on.
  static Result<PrimeField> set_bytes(std::span<const std::uint8_t, kBytes> be) {
    const W w = words_of_be(be.data(), kBytes);
    if (fp::geq_modulus<NativeLimbs, Constants>(w) != 0) return Error::coordinate_out_of_range;
    return enter(w);
  }

  /// Big-endian bytes of any length up to 16·kWords (at least 2·kBytes) as
  /// an integer, reduced mod m; `*overflow` (if given) is set to whether
  /// that integer was ≥ m. Constant time in the bytes (their length is
  /// public); a longer input throws std::length_error. The integer is
  /// H·R + L with H, L < R: the stored forms of L and of H·R, added
  /// (Montgomery: mont_mul(L, R²) + mont_mul(H, R³); pseudo-Mersenne:
  /// L·1 + H·(R mod m), each folded).
  static PrimeField reduce_bytes(std::span<const std::uint8_t> be, bool* overflow = nullptr) {
    if (be.size() > 16 * kWords) throw std::length_error("PrimeField::reduce_bytes: more than 2·kWords words");
    const std::size_t low_len = be.size() < 8 * kWords ? be.size() : 8 * kWords;
    const std::size_t high_len = be.size() - low_len;
    const W lo = words_of_be(be.data() + high_len, low_len);
    const W hi = words_of_be(be.data(), high_len);
    if (overflow != nullptr) {
      const std::uint64_t hi_nonzero = 1 - fp::is_zero<NativeLimbs, kWords>(hi);
      *overflow = (hi_nonzero | fp::geq_modulus<NativeLimbs, Constants>(lo)) != 0;
    }
    const W a = Policy::to_stored(lo);
    const W b = Policy::high_to_stored(hi);
    return PrimeField(fp::add<NativeLimbs, Constants>(a, b));
  }

  /// The canonical integer, below m (Montgomery: one REDC; pseudo-Mersenne:
  /// the stored words).
  [[nodiscard]] constexpr W to_words() const { return Policy::from_stored(v_); }

  /// kBytes big-endian bytes of the canonical integer.
  [[nodiscard]] constexpr std::array<std::uint8_t, kBytes> get_bytes() const {
    const W w = to_words();
    std::array<std::uint8_t, kBytes> be{};
    for (std::size_t i = 0; i < kBytes; ++i) {
      const std::size_t k = kBytes - 1 - i;  // byte k from the least significant end
      be[i] = static_cast<std::uint8_t>((w[k / 8] >> (8 * (k % 8))) & 0xFF);
    }
    return be;
  }

  /// The stored words (below m: x·R mod m under Montgomery, x under
  /// pseudo-Mersenne), and an element from such words (precondition: below
  /// m): for code that works on the form itself (the free functions below,
  /// tests, tables).
  [[nodiscard]] constexpr const W& stored_words() const { return v_; }
  static constexpr PrimeField from_stored_words(const W& w) {
    TANDEM_FAST_CHECK(words::cmp(w, Constants::kM) < 0, "PrimeField::from_stored_words: not below m");
    return PrimeField(w);
  }

 private:
  constexpr explicit PrimeField(const W& v) : v_(v) {}

  /// The stored form of any x < R (x mod m).
  static constexpr PrimeField enter(const W& x) { return PrimeField(Policy::to_stored(x)); }

  /// `len` ≤ 8·kWords big-endian bytes as words (public length).
  static constexpr W words_of_be(const std::uint8_t* be, std::size_t len) {
    W w{};
    for (std::size_t i = 0; i < len; ++i) {
      const std::size_t k = len - 1 - i;
      w[k / 8] |= std::uint64_t{be[i]} << (8 * (k % 8));
    }
    return w;
  }

  W v_{};
};

namespace detail {
template <class M>
using ConstantsOf = typename PrimeField<M>::Constants;
}

/// a·b. Cost: Montgomery, 2N² + N word products; pseudo-Mersenne, N² and
/// about N + 4 more for the folds.
template <class M>
[[nodiscard]] constexpr PrimeField<M> mul(const PrimeField<M>& a, const PrimeField<M>& b) {
  return PrimeField<M>::from_stored_words(PrimeField<M>::Policy::mul(a.stored_words(), b.stored_words()));
}

/// a².
template <class M>
[[nodiscard]] constexpr PrimeField<M> sqr(const PrimeField<M>& a) {
  return PrimeField<M>::from_stored_words(PrimeField<M>::Policy::sqr(a.stored_words()));
}

/// a^(2^k) (k squarings, public k).
template <class M>
[[nodiscard]] constexpr PrimeField<M> sqr_n(const PrimeField<M>& a, unsigned k) {
  PrimeField<M> r = a;
  for (unsigned i = 0; i < k; ++i) r = sqr(r);
  return r;
}

/// a + b.
template <class M>
[[nodiscard]] constexpr PrimeField<M> add(const PrimeField<M>& a, const PrimeField<M>& b) {
  return PrimeField<M>::from_stored_words(
      fp::add<NativeLimbs, detail::ConstantsOf<M>>(a.stored_words(), b.stored_words()));
}

/// a − b.
template <class M>
[[nodiscard]] constexpr PrimeField<M> sub(const PrimeField<M>& a, const PrimeField<M>& b) {
  return PrimeField<M>::from_stored_words(
      fp::sub<NativeLimbs, detail::ConstantsOf<M>>(a.stored_words(), b.stored_words()));
}

/// −a. m is the 5×52 field's magnitude bound, taken so that the formulas
/// read the same on every field; it must be in [0, 31] (checked in verify
/// mode) and does not change the result.
template <class M>
[[nodiscard]] constexpr PrimeField<M> negate(const PrimeField<M>& a, [[maybe_unused]] int m) {
  TANDEM_FAST_CHECK(m >= 0 && m < 32, "negate: m outside [0, 31]");
  return PrimeField<M>::from_stored_words(fp::negate<NativeLimbs, detail::ConstantsOf<M>>(a.stored_words()));
}

/// a·k for k ≥ 0 (public): additions along k's bits from the top (k = 2:
/// one addition, 3: two, 8: three).
template <class M>
[[nodiscard]] constexpr PrimeField<M> mul_int(const PrimeField<M>& a, int k) {
  TANDEM_FAST_CHECK(k >= 0, "mul_int: negative factor");
  if (k <= 0) return PrimeField<M>();
  int top = 30;
  while (((k >> top) & 1) == 0) --top;
  PrimeField<M> r = a;
  for (int i = top - 1; i >= 0; --i) {
    r = add(r, r);
    if (((k >> i) & 1) != 0) r = add(r, a);
  }
  return r;
}

/// a/2.
template <class M>
[[nodiscard]] constexpr PrimeField<M> half(const PrimeField<M>& a) {
  return PrimeField<M>::from_stored_words(fp::half<NativeLimbs, detail::ConstantsOf<M>>(a.stored_words()));
}

/// a itself: every element is fully reduced (these exist so that code
/// written for the lazy fields reads the same).
template <class M>
[[nodiscard]] constexpr PrimeField<M> normalize_weak(const PrimeField<M>& a) {
  return a;
}
template <class M>
[[nodiscard]] constexpr PrimeField<M> normalize(const PrimeField<M>& a) {
  return a;
}
template <class M>
[[nodiscard]] constexpr PrimeField<M> normalize_var(const PrimeField<M>& a) {
  return a;
}

/// Whether a = 0 (its stored words are zero exactly then). Constant time.
template <class M>
[[nodiscard]] constexpr bool is_zero(const PrimeField<M>& a) {
  return fp::is_zero<NativeLimbs, M::kWords>(a.stored_words()) != 0;
}
template <class M>
[[nodiscard]] constexpr bool normalizes_to_zero(const PrimeField<M>& a) {
  return is_zero(a);
}
/// is_zero for public values (returns at the first non-zero word).
template <class M>
[[nodiscard]] constexpr bool normalizes_to_zero_var(const PrimeField<M>& a) {
  for (std::uint64_t w : a.stored_words()) {
    if (w != 0) return false;
  }
  return true;
}

/// Whether the canonical integer is odd (to_words). Constant time.
template <class M>
[[nodiscard]] constexpr bool is_odd(const PrimeField<M>& a) {
  return (a.to_words()[0] & 1) != 0;
}

/// Whether a = b. Constant time.
template <class M>
[[nodiscard]] constexpr bool equal(const PrimeField<M>& a, const PrimeField<M>& b) {
  return fp::equal<NativeLimbs, M::kWords>(a.stored_words(), b.stored_words()) != 0;
}
/// equal for public values.
template <class M>
[[nodiscard]] constexpr bool equal_var(const PrimeField<M>& a, const PrimeField<M>& b) {
  return a.stored_words() == b.stored_words();
}

/// −1, 0 or 1 as the canonical integers compare (public values).
template <class M>
[[nodiscard]] constexpr int cmp_var(const PrimeField<M>& a, const PrimeField<M>& b) {
  return words::cmp(a.to_words(), b.to_words());
}

/// r = flag ? a : r, by mask (constant time in flag and in the values).
template <class M>
constexpr void cmov(PrimeField<M>& r, const PrimeField<M>& a, bool flag) {
  r = PrimeField<M>::from_stored_words(fp::cmov<NativeLimbs, M::kWords>(
      r.stored_words(), a.stored_words(), static_cast<std::uint64_t>(flag)));
}

/// Whether the canonical integer is above (m − 1)/2 (a scalar's "high S").
/// Constant time.
template <class M>
[[nodiscard]] constexpr bool is_high(const PrimeField<M>& a) {
  return fp::is_high<NativeLimbs, detail::ConstantsOf<M>>(a.to_words()) != 0;
}

/// flag ? −a : a (both computed, one selected: constant time).
template <class M>
[[nodiscard]] constexpr PrimeField<M> cond_negate(const PrimeField<M>& a, bool flag) {
  PrimeField<M> r = a;
  cmov(r, negate(a, 1), flag);
  return r;
}

static_assert(LazyField<PrimeField<CurvePrime<P256Tag>>>);
static_assert(LazyField<PrimeField<CurveOrder<P521Tag>>>);

}  // namespace tandem::fast

// The reduction policy of PrimeField<M>: how an element is stored and how a
// product is reduced. Two policies, one interface (below, as Botan 3's
// pcurves makes the field a policy of its curve):
//   Montgomery      (default) an element holds x·R mod m, R = 2^(64N);
//                   the product is reduced by CIOS (montgomery_limbs.hpp);
//   pseudo-Mersenne for m = 2^k − c with a small c: an element holds x
//                   itself; the product's 2N words are folded by c
//                   (pseudo_mersenne_limbs.hpp).
// Either way the stored words are below m and every operation takes and
// returns such words, so nothing above the field sees the difference but
// the speed. A descriptor M chooses with a member
//   static constexpr fp::Reduction kReduction = …;
// and without one gets Montgomery; CurvePrime<Tag> takes Tag's
// kPrimeReduction (curve_tags.hpp: set where it measured faster,
// docs/fast-prime-field.md). WithReduction<M, R> is M with the policy R,
// for running both on one modulus (tests, benchmarks).
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>
#include <type_traits>

#include "tandem/fast/fp/curve_tags.hpp"
#include "tandem/fast/fp/montgomery_limbs.hpp"
#include "tandem/fast/fp/pseudo_mersenne_limbs.hpp"
#include "tandem/fast/fp/words.hpp"
#include "tandem/fast/limb_ops.hpp"

namespace tandem::fast::fp {

/// Stored form x·R mod m. Every function takes and returns N words; the
/// integers x it enters may be any value below R.
template <class M>
struct MontgomeryPolicy {
  using Constants = Montgomery<M>;
  using W = Words<M::kWords>;
  static constexpr std::string_view kName = "Montgomery";
  static constexpr W mul(const W& a, const W& b) { return mont_mul<NativeLimbs, Constants>(a, b); }
  static constexpr W sqr(const W& a) { return mont_sqr<NativeLimbs, Constants>(a); }
  /// The stored form of x < R: x·R² / R.
  static constexpr W to_stored(const W& x) { return mul(x, Constants::kR2); }
  /// The stored form of h·R for h < R: h·R³ / R.
  static constexpr W high_to_stored(const W& h) { return mul(h, Constants::kR3); }
  /// The integer x of the stored s: REDC.
  static constexpr W from_stored(const W& s) { return redc<NativeLimbs, Constants>(s); }
  /// The stored form of x⁻¹ from the inverse of the stored integer c = x·R:
  /// c⁻¹ = x⁻¹·R⁻¹, and c⁻¹·R³/R = x⁻¹·R.
  static constexpr W inverse_to_stored(const W& c_inverse) { return mul(c_inverse, Constants::kR3); }
};

/// Stored form x itself (m = 2^k − c).
template <class M>
struct PseudoMersennePolicy {
  using Constants = PseudoMersenne<M>;
  using W = Words<M::kWords>;
  static constexpr std::string_view kName = "pseudo-Mersenne";
  static constexpr W mul(const W& a, const W& b) { return pm_mul<NativeLimbs, Constants>(a, b); }
  static constexpr W sqr(const W& a) { return pm_sqr<NativeLimbs, Constants>(a); }
  /// x mod m for x < R: x·1 folded (from_words is not on a hot path).
  static constexpr W to_stored(const W& x) { return mul(x, words::of<M::kWords>(1)); }
  /// h·R mod m for h < R.
  static constexpr W high_to_stored(const W& h) { return mul(h, Constants::kR); }
  static constexpr W from_stored(const W& s) { return s; }
  /// The stored integer is x, so its inverse is x⁻¹'s stored form.
  static constexpr W inverse_to_stored(const W& c_inverse) { return c_inverse; }
};

/// The policy of descriptor M.
template <class M>
using ReductionPolicy = std::conditional_t<reduction_of<M>() == Reduction::pseudo_mersenne, PseudoMersennePolicy<M>,
                                           MontgomeryPolicy<M>>;

}  // namespace tandem::fast::fp

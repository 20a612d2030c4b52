// The field inverse by safegcd (inverse/safegcd.hpp) modulo p, for both
// representations (Fe, 5×52; Fe64, 4×64): the element is normalized,
// converted to signed 62-bit limbs, inverted, and converted back. Input: Fe
// of magnitude ≤ 32 (normalize accepts it), any Fe64; output normalized.
// 0 maps to 0.
#pragma once

#include "tandem/fast/field.hpp"
#include "tandem/fast/field_4x64.hpp"
#include "tandem/fast/inverse/safegcd.hpp"

namespace tandem::fast {

namespace detail {
inline constexpr safegcd::Modulus kFieldModulus = safegcd::make_modulus(secp256k1::kP);
}  // namespace detail

namespace detail {

/// safegcd's inverse on the normalized element's words, for either field
/// (kVar: the variable-time one).
template <bool kVar, class F>
constexpr F inverse_via_safegcd(const F& a) {
  if constexpr (kVar) {
    const safegcd::Signed62 x = safegcd::from_words(normalize_var(a).to_words());
    return F::from_words_below_p(safegcd::to_words(safegcd::inverse_var(x, kFieldModulus)));
  } else {
    const safegcd::Signed62 x = safegcd::from_words(normalize(a).to_words());
    return F::from_words_below_p(safegcd::to_words(safegcd::inverse(x, kFieldModulus)));
  }
}

}  // namespace detail

/// a⁻¹ (0 for a ≡ 0). Constant time: 590 divsteps whatever a is.
constexpr Fe inverse(const Fe& a) { return detail::inverse_via_safegcd<false>(a); }
constexpr Fe64 inverse(const Fe64& a) { return detail::inverse_via_safegcd<false>(a); }

/// a⁻¹ (0 for a ≡ 0), variable time: public a only.
inline Fe inverse_var(const Fe& a) { return detail::inverse_via_safegcd<true>(a); }
inline Fe64 inverse_var(const Fe64& a) { return detail::inverse_via_safegcd<true>(a); }

}  // namespace tandem::fast

// Batch inversion (Montgomery's trick, "Speeding the Pollard and elliptic
// curve methods of factorization", 1987, §10.3.1): n elements inverted with
// one inversion and 3(n − 1) multiplications. Prefix products
// c_i = a_0·…·a_i, one inverse of c_{n−1}, then walking back
// a_i⁻¹ = c_{i−1}·(c_i)⁻¹ and (c_{i−1})⁻¹ = a_i·(c_i)⁻¹.
//
// Zeros: an element ≡ 0 would make every product 0, so it is replaced by 1
// in the products (a constant-time selection) and its output set to 0.
// Inputs: Fe of magnitude ≤ 8, any Fe64; outputs normalized. One text for
// both representations.
#pragma once

#include <cstdint>
#include <span>
#include <stdexcept>
#include <vector>

#include "tandem/fast/field.hpp"
#include "tandem/fast/field_4x64.hpp"
#include "tandem/fast/field_inverse.hpp"

namespace tandem::fast {

namespace detail {

template <bool kVar, class F>
void batch_inverse(std::span<F> out, std::span<const F> in) {
  if (out.size() != in.size()) throw std::invalid_argument("tandem::fast::batch_inverse: sizes differ");
  if (in.empty()) return;
  const std::size_t n = in.size();
  std::vector<F> prefix(n);
  // One byte per flag, not std::vector<bool>: g++ compiles a store into a
  // packed bit as a branch on the stored value (ctcheck caught it).
  std::vector<std::uint8_t> zero(n);
  F acc = F::from_int(1);
  for (std::size_t i = 0; i < n; ++i) {
    F a = in[i];
    const bool z = kVar ? normalizes_to_zero_var(a) : normalizes_to_zero(a);
    zero[i] = static_cast<std::uint8_t>(z);
    cmov(a, F::from_int(1), z);  // a zero counts as 1 in the products
    acc = mul(acc, a);
    prefix[i] = acc;
  }
  F inv = kVar ? inverse_var(acc) : inverse(acc);  // (a_0·…·a_{n−1})⁻¹
  for (std::size_t i = n; i-- > 0;) {
    F a = in[i];
    cmov(a, F::from_int(1), zero[i] != 0);
    F r = i == 0 ? inv : mul(prefix[i - 1], inv);  // a_i⁻¹
    inv = mul(a, inv);                               // (a_0·…·a_{i−1})⁻¹
    cmov(r, F(), zero[i] != 0);
    out[i] = normalize(r);
  }
}

}  // namespace detail

/// out[i] = in[i]⁻¹ (0 for in[i] ≡ 0), constant time in the values (the
/// count is public). `out` and `in` may be the same span.
inline void batch_inverse(std::span<Fe> out, std::span<const Fe> in) { detail::batch_inverse<false, Fe>(out, in); }
inline void batch_inverse(std::span<Fe64> out, std::span<const Fe64> in) {
  detail::batch_inverse<false, Fe64>(out, in);
}

/// batch_inverse with the variable-time inverse: public values only.
inline void batch_inverse_var(std::span<Fe> out, std::span<const Fe> in) {
  detail::batch_inverse<true, Fe>(out, in);
}
inline void batch_inverse_var(std::span<Fe64> out, std::span<const Fe64> in) {
  detail::batch_inverse<true, Fe64>(out, in);
}

}  // namespace tandem::fast

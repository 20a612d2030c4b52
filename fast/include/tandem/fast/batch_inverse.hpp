// Batch inversion (Montgomery's trick, "Speeding the Pollard and elliptic
// curve methods of factorization", 1987, §10.3.1): n elements inverted with
// one inversion and 3(n − 1) multiplications. Prefix products
// c_i = a_0·…·a_i, one inverse of c_{n−1}, then walking back
// a_i⁻¹ = c_{i−1}·(c_i)⁻¹ and (c_{i−1})⁻¹ = a_i·(c_i)⁻¹.
//
// Zeros: an element ≡ 0 would make every product 0, so it is replaced by 1
// in the products (a constant-time selection) and its output set to 0.
// Inputs of magnitude ≤ 8; outputs normalized.
#pragma once

#include <span>
#include <stdexcept>
#include <vector>

#include "tandem/fast/field.hpp"
#include "tandem/fast/field_inverse.hpp"

namespace tandem::fast {

namespace detail {

template <bool kVar>
void batch_inverse(std::span<Fe> out, std::span<const Fe> in) {
  if (out.size() != in.size()) throw std::invalid_argument("tandem::fast::batch_inverse: sizes differ");
  if (in.empty()) return;
  const std::size_t n = in.size();
  std::vector<Fe> prefix(n);
  std::vector<bool> zero(n);
  Fe acc = Fe::from_int(1);
  for (std::size_t i = 0; i < n; ++i) {
    Fe a = in[i];
    const bool z = kVar ? normalizes_to_zero_var(a) : normalizes_to_zero(a);
    zero[i] = z;
    cmov(a, Fe::from_int(1), z);  // a zero counts as 1 in the products
    acc = mul(acc, a);
    prefix[i] = acc;
  }
  Fe inv = kVar ? inverse_var(acc) : inverse(acc);  // (a_0·…·a_{n−1})⁻¹
  for (std::size_t i = n; i-- > 0;) {
    Fe a = in[i];
    cmov(a, Fe::from_int(1), zero[i]);
    Fe r = i == 0 ? inv : mul(prefix[i - 1], inv);  // a_i⁻¹
    inv = mul(a, inv);                               // (a_0·…·a_{i−1})⁻¹
    cmov(r, Fe(), zero[i]);
    out[i] = normalize(r);
  }
}

}  // namespace detail

/// out[i] = in[i]⁻¹ (0 for in[i] ≡ 0), constant time in the values (the
/// count is public). `out` and `in` may be the same span.
inline void batch_inverse(std::span<Fe> out, std::span<const Fe> in) { detail::batch_inverse<false>(out, in); }

/// batch_inverse with the variable-time inverse: public values only.
inline void batch_inverse_var(std::span<Fe> out, std::span<const Fe> in) { detail::batch_inverse<true>(out, in); }

}  // namespace tandem::fast

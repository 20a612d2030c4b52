// Montgomery's simultaneous inversion: n inverses for one inversion and
// 3(n − 1) multiplications.
//
// Source: P. L. Montgomery, "Speeding the Pollard and elliptic curve
// methods of factorization", Math. Comp. 48 (1987); Cohen, A Course in
// Computational Algebraic Number Theory, Alg. 10.3.4.
//
//   prefix products  c₁ = x₁, cᵢ = cᵢ₋₁·xᵢ              n − 1 M
//   one inversion    w = 1/cₙ                            1 I
//   back down        1/xᵢ = w·cᵢ₋₁, then w ← w·xᵢ         2(n − 1) M
//
// Zero in, zero out: a zero xᵢ is left out of the products and its output
// is 0, while every other output is still its own inverse (so a batch of
// Z coordinates with points at infinity among them needs no special case
// from its caller). The cost is then 3(k − 1) M + 1 I for the k non-zero
// inputs, and no inversion at all if every input is zero.
//
// Templated on the field and the single inversion, so the counting field
// counts it (proofs/census). Variable time in which inputs are zero.
#pragma once

#include <cstddef>
#include <span>
#include <vector>

#include "tandem/ref/field.hpp"

namespace tandem::ref {

/// 1/xᵢ for every non-zero xᵢ and 0 for every zero one, in input order.
/// `invert` takes one non-zero element to its inverse.
template <class F, class Invert>
[[nodiscard]] std::vector<F> batch_inverse(std::span<const F> xs, Invert&& invert) {
  std::vector<F> out;
  out.reserve(xs.size());
  std::vector<std::size_t> nz;  // where the non-zero inputs are
  for (std::size_t i = 0; i < xs.size(); ++i) {
    out.push_back(xs[i].constant(0));
    if (!is_zero(xs[i])) nz.push_back(i);
  }
  if (nz.empty()) return out;

  std::vector<F> c{xs[nz[0]]};  // c[k] = product of the first k + 1 non-zero inputs
  for (std::size_t k = 1; k < nz.size(); ++k) c.push_back(c.back() * xs[nz[k]]);  // n − 1 M
  F w = invert(c.back());  // 1/c[last]                                     1 I
  for (std::size_t k = nz.size() - 1; k > 0; --k) {
    out[nz[k]] = w * c[k - 1];  // 1/xᵢ = (1/cₖ)·cₖ₋₁                          n − 1 M
    w = w * xs[nz[k]];          // 1/cₖ₋₁ = (1/cₖ)·xᵢ                          n − 1 M
  }
  out[nz[0]] = w;
  return out;
}

/// Batch inversion in one PrimeField by the generic Fermat chain.
/// std::logic_error if the elements are not all of the same field.
[[nodiscard]] std::vector<Fe> batch_inverse(std::span<const Fe> xs);

}  // namespace tandem::ref

// The small groups on secp256k1's field (k1-7, k1-13, k1-199) written out
// once per curve and fast field: multiple<C, F>(i) = i·G, from ⟨G⟩ as
// small_group.hpp enumerates it by ref's affine law (which PARI checks,
// tests/differential/pari_law_test.cpp). A sweep compares each result with
// the entry its index arithmetic names (k·(i·G) = (k·i mod n)·G)
// projectively, X = x·Z² and Y = y·Z³ in the field under test
// (fast::equal_var): a few multiplications per check, no inversion and no
// GMP, and one table shared by every strategy and width.
#pragma once

#include <cstddef>
#include <cstdint>
#include <vector>

#include "exhaustive/small_group.hpp"
#include "tandem/audit/fast_values.hpp"
#include "tandem/fast/group/group.hpp"
#include "tandem/fast/group/point.hpp"

namespace tandem::test {

template <class F>
F to_fast(const ref::Fe& a) {
  return F::from_words_below_p(audit::fastv::words256(a.value()));
}

template <class F>
fast::Ge<F> to_fast(const ref::Point& P) {
  if (P.infinity) return fast::Ge<F>::at_infinity();
  return {to_fast<F>(P.x), to_fast<F>(P.y), false};
}

/// The points i·G, i = 0 … n − 1, of curve C in field F.
template <class C, class F>
const std::vector<fast::Ge<F>>& fast_points() {
  static const std::vector<fast::Ge<F>> pts = [] {
    const SmallGroup& g = small_group(C::kName);
    std::vector<fast::Ge<F>> v;
    v.reserve(static_cast<std::size_t>(g.order()));
    for (long i = 0; i < g.order(); ++i) v.push_back(to_fast<F>(g.at(i)));
    return v;
  }();
  return pts;
}

/// k·G for any integer k.
template <class C, class F>
const fast::Ge<F>& multiple(long k) {
  const auto& pts = fast_points<C, F>();
  const auto n = static_cast<long>(pts.size());
  return pts[static_cast<std::size_t>(((k % n) + n) % n)];
}

/// Whether R is k·G (projectively, in F).
template <class C, class F>
bool is_multiple(const fast::Gej<F>& R, long k) {
  return fast::equal_var(R, multiple<C, F>(k));
}

/// k·G as a Jacobian point with Z = z (X = x·z², Y = y·z³), O as O.
template <class C, class F>
fast::Gej<F> multiple_jacobian(long k, std::uint32_t z) {
  const fast::Ge<F>& a = multiple<C, F>(k);
  if (a.infinity) return fast::Gej<F>::at_infinity();
  const F Z = F::from_int(z);
  const F Z2 = sqr(Z);
  return {mul(a.x, Z2), mul(mul(a.y, Z2), Z), Z};
}

}  // namespace tandem::test

// Σ kᵢ·Pᵢ by Bos–Coster (Bos, Coster, "Addition chain heuristics", CRYPTO
// 1989; de Rooij's form, EUROCRYPT 1994), the fast twin of
// ref/mult/bos_coster.hpp: take the largest scalar k_a and the next largest
// k_b, and use
//   k_a·P_a + k_b·P_b = (k_a mod k_b)·P_a + k_b·(P_b + q·P_a),  q = ⌊k_a/k_b⌋,
// until one non-zero scalar is left, which a wNAF multiplies. The scalars
// are the integers below n the C::Scalar values hold (not split by GLV: the
// method works on the integers), kept in a max-heap; for many random
// scalars q is almost always 1 and a step is one general addition
// (add_2007_bl_11m5s_var). The rare q > 1, and the last k·P, are wNAF
// multiplications of width 5 on the point as it stands.
//
// Measured beside ecmult_multi_var (the cost model's choice: Strauss, or
// Pippenger with batch-affine buckets), Bos–Coster does not win at any N
// tried here (docs/strategies.md gives the figures); it is kept as the
// twin of ref's, checked like the rest, and not chosen by the cost model.
// Variable time, public inputs only.
#pragma once

#include <algorithm>
#include <bit>
#include <cstddef>
#include <span>
#include <vector>

#include "tandem/fast/ecmult/ecmult.hpp"
#include "tandem/fast/formulas/jacobian_add.hpp"
#include "tandem/fast/group/curve.hpp"
#include "tandem/fast/group/point.hpp"
#include "tandem/spec/errors.hpp"
#include "tandem/spec/result.hpp"

namespace tandem::fast {

namespace bc_detail {

/// −1, 0, 1 as a < b, a = b, a > b.
inline int cmp(const Words256& a, const Words256& b) {
  for (std::size_t i = 4; i-- > 0;) {
    if (a[i] != b[i]) return a[i] < b[i] ? -1 : 1;
  }
  return 0;
}
inline bool is_zero(const Words256& a) { return (a[0] | a[1] | a[2] | a[3]) == 0; }
inline unsigned bit_length(const Words256& a) {
  for (std::size_t i = 4; i-- > 0;) {
    if (a[i] != 0) return static_cast<unsigned>(64 * i) + static_cast<unsigned>(std::bit_width(a[i]));
  }
  return 0;
}
/// a − b for a ≥ b.
inline Words256 sub(const Words256& a, const Words256& b) {
  Words256 r{};
  std::uint64_t borrow = 0;
  for (std::size_t i = 0; i < 4; ++i) {
    const std::uint64_t d = a[i] - b[i];
    const std::uint64_t nb = static_cast<std::uint64_t>(a[i] < b[i]) | static_cast<std::uint64_t>(d < borrow);
    r[i] = d - borrow;
    borrow = nb;
  }
  return r;
}
/// a·2^s, for a·2^s < 2^256.
inline Words256 shl(const Words256& a, unsigned s) {
  Words256 r{};
  const unsigned q = s / 64, b = s % 64;
  for (std::size_t i = 4; i-- > q;) {
    r[i] = a[i - q] << b;
    if (b != 0 && i > q) r[i] |= a[i - q - 1] >> (64 - b);
  }
  return r;
}
/// q = ⌊a/b⌋ and a := a mod b, b ≠ 0, by shifting and subtracting.
inline Words256 divmod(Words256& a, const Words256& b) {
  Words256 q{};
  const unsigned lb = bit_length(b);
  for (unsigned s = bit_length(a) >= lb ? bit_length(a) - lb + 1 : 0; s-- > 0;) {
    const Words256 t = shl(b, s);
    if (cmp(a, t) >= 0) {
      a = sub(a, t);
      q[s / 64] |= std::uint64_t{1} << (s % 64);
    }
  }
  return q;
}

}  // namespace bc_detail

/// Σ kᵢ·Pᵢ; Error::size_mismatch when the spans differ in length. Any
/// points (no subgroup assumption: no endomorphism is used).
template <class C, LazyField F>
[[nodiscard]] Result<Gej<F>> multi_mul_bos_coster_var(std::span<const typename C::Scalar> k,
                                                      std::span<const Ge<F>> P) {
  if (k.size() != P.size()) return Error::size_mismatch;
  std::vector<Words256> key;
  std::vector<Gej<F>> R;
  std::vector<std::size_t> heap;
  for (std::size_t i = 0; i < k.size(); ++i) {
    key.push_back(k[i].words());
    R.push_back(Gej<F>::from_affine(P[i]));
    if (!bc_detail::is_zero(key.back())) heap.push_back(i);
  }
  const auto less = [&](std::size_t x, std::size_t y) { return bc_detail::cmp(key[x], key[y]) < 0; };
  std::make_heap(heap.begin(), heap.end(), less);
  while (!heap.empty()) {
    std::pop_heap(heap.begin(), heap.end(), less);
    const std::size_t a = heap.back();
    heap.pop_back();
    if (heap.empty()) return var_detail::wnaf_mul_words_var(R[a], key[a], bc_detail::bit_length(key[a]), 5);
    const std::size_t b = heap.front();  // the next largest; its key does not change
    const Words256 q = bc_detail::divmod(key[a], key[b]);
    const bool q_is_one = q[0] == 1 && (q[1] | q[2] | q[3]) == 0;
    const Gej<F> qPa = q_is_one ? R[a] : var_detail::wnaf_mul_words_var(R[a], q, bc_detail::bit_length(q), 5);
    R[b] = add_2007_bl_11m5s_var(R[b], qPa);
    if (!bc_detail::is_zero(key[a])) {
      heap.push_back(a);
      std::push_heap(heap.begin(), heap.end(), less);
    }
  }
  return Gej<F>::at_infinity();
}

}  // namespace tandem::fast

// Tables of multiples of a point, affine so that using an entry is a mixed
// addition: built in Jacobian coordinates, then normalised together for one
// inversion (JacobianOps::to_affine_batch, Montgomery's trick).
#pragma once

#include <cstddef>
#include <stdexcept>
#include <vector>

#include "tandem/ref/mult/group_ops.hpp"

namespace tandem::ref {

/// P, 3P, 5P, …, (2·count − 1)·P: the table of the NAF-window methods
/// (Hankerson–Menezes–Vanstone Alg. 3.36 step 1). 2P is formed and
/// normalised once, then each entry is the previous one plus 2P.
/// Cost: 1 doubling, count − 1 mixed additions, one normalisation of 2P and
/// one batch normalisation of the table. Precondition: count ≥ 1.
template <GroupOps G>
[[nodiscard]] std::vector<typename G::Affine> odd_multiples(const G& g, const typename G::Affine& P, std::size_t count) {
  if (count == 0) throw std::invalid_argument("tandem::ref::odd_multiples: empty table");
  std::vector<typename G::Point> J{g.lift(P)};
  if (count > 1) {
    const typename G::Affine twoP = g.to_affine(g.dbl(J[0]));
    while (J.size() < count) J.push_back(g.add_mixed(J.back(), twoP));
  }
  return g.to_affine_batch(J);
}

/// P, 2P, 3P, …, count·P: the table of the unsigned window methods.
/// Cost: 1 doubling (for 2P), count − 2 mixed additions, one batch
/// normalisation. Precondition: count ≥ 1.
template <GroupOps G>
[[nodiscard]] std::vector<typename G::Affine> consecutive_multiples(const G& g, const typename G::Affine& P,
                                                                    std::size_t count) {
  if (count == 0) throw std::invalid_argument("tandem::ref::consecutive_multiples: empty table");
  std::vector<typename G::Point> J{g.lift(P)};
  if (count > 1) J.push_back(g.dbl(J[0]));
  while (J.size() < count) J.push_back(g.add_mixed(J.back(), P));
  return g.to_affine_batch(J);
}

/// The entry of an odd-multiples table for a non-zero odd digit d:
/// T[(|d| − 1)/2], negated when d < 0.
template <GroupOps G>
[[nodiscard]] typename G::Affine signed_entry(const G& g, const std::vector<typename G::Affine>& T, int d) {
  const auto i = static_cast<std::size_t>((d > 0 ? d : -d) - 1) / 2;
  return d > 0 ? T.at(i) : g.neg(T.at(i));
}

}  // namespace tandem::ref

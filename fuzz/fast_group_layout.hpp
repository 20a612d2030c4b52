// The input layout of the fast_group fuzz target (fast_group.cpp), shared
// with the seed writer (make_seeds.cpp): what the op and flags bytes mean
// beyond the list of fast formulas.
#pragma once

#include <cstdint>

namespace tandem::fuzz::fast_group {

/// The group layer's operations, numbered after the formulas.
enum GroupOp : unsigned { to_affine, to_affine_var, neg, equal, on_curve, endo, storage, odd_multiples, batch, kGroupOps };

/// Which pair (flags bits 2-4).
enum PairKind : unsigned { random_pair, same, opposite, q_infinity, p_infinity, both_infinity, opposite_y, endomorphic, kPairKinds };

/// The flags byte.
constexpr std::uint8_t flags(bool fe64, bool at_limit, PairKind kind) {
  return static_cast<std::uint8_t>((fe64 ? 1U : 0U) | (at_limit ? 2U : 0U) | (static_cast<unsigned>(kind) << 2));
}

}  // namespace tandem::fuzz::fast_group

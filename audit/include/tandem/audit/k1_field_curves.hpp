// Two curves on secp256k1's field with a ≠ 0, for fast/'s a = −3 and
// generic-a formulas: those run on secp256k1's fast fields (Fe, Fe64), so
// they are compared with ref on concrete points of curves over that p.
//   k1f-m3   y² = x³ − 3x + b, prime order (as P-256): no point of order 2;
//   k1f-gen  y² = x³ + 5x + b, order 2·n with n prime: (r, 0) has order 2,
//            G (order n) spans the odd part.
// Their constants come from spec/derive/k1_field_curves.gp (PARI/GP's SEA
// point counts); they are not in spec::curves, so the per-curve tables
// (audit, census, CLI) keep their curves, and the fast audit rows of
// secp256k1 run these curves' formulas beside it (check_fast_group.cpp).
#pragma once

#include <optional>
#include <vector>

#include "tandem/ref/curve.hpp"
#include "tandem/ref/group.hpp"
#include "tandem/spec/curve_spec.hpp"

namespace tandem::audit {

/// k1f-m3 for AKind::minus3, k1f-gen for AKind::generic, secp256k1 for
/// AKind::zero: the curve on secp256k1's p a fast formula of that family
/// is tested on.
const ref::Curve& k1_field_curve(spec::AKind family);

/// secp256k1, k1f-m3, k1f-gen: the curves the fast formulas are tested on,
/// each formula on those of its families.
std::vector<const ref::Curve*> k1_field_curves();

/// The points of order two of one of these curves: (r, 0) on k1f-gen,
/// none on k1f-m3 and secp256k1 (odd order). Empty for any other curve.
std::vector<ref::Point> order_two_points(const ref::Curve& C);

/// A point of the curve found from a random x by a square root (outside
/// G's subgroup where the cofactor is not 1).
ref::Point random_point_by_sqrt(const ref::Curve& C, gmp_randclass& rng);

}  // namespace tandem::audit

// Every point formula tandem has, as the prover and the census see it: its
// literature entry, the law it computes, the coordinates of its inputs and
// output, the curve families it is for, and its text instantiated on the
// symbolic and the counting fields. Adding a formula to ref/ or fast/ means
// adding it here; tests/unit/registry_test.cpp and the census keep the list
// honest.
#pragma once

#include <functional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

#include "tandem/proofs/counting_field.hpp"
#include "tandem/proofs/symbolic_field.hpp"
#include "tandem/spec/curve_spec.hpp"
#include "tandem/spec/formula_info.hpp"

namespace tandem::proofs {

/// What a formula computes: P + Q (two inputs) or 2P (one input).
enum class Law { add, dbl };

/// How a point is held: affine (x, y) with an infinity flag; Jacobian
/// (X : Y : Z) for (X/Z², Y/Z³); homogeneous projective (X : Y : Z) for
/// (X/Z, Y/Z).
enum class Coords { affine, jacobian, projective };

/// The proof cases. For an addition P + Q: generic points; Q = P (with
/// another Z); Q = −P; O + Q; P + O; O + O. For a doubling: a generic P; P
/// of order two (y = 0); P = O.
enum class Case { generic, doubling, inverse, left_infinity, right_infinity, both_infinity, order_two, infinity };

std::string_view case_name(Case c);
std::string_view family_name(spec::AKind k);
std::string_view coords_name(Coords c);

/// A point as the formula wrappers exchange it: three coordinates and, for
/// affine points, the infinity flag (ignored otherwise).
template <class F>
struct PointIO {
  F X;
  F Y;
  F Z;
  bool infinity = false;
};

/// The curve constants as the formulas see them.
template <class F>
struct CurveIO {
  F a;
  F b;
  spec::AKind a_kind;
};

template <class F>
using FormulaFn = std::function<PointIO<F>(std::span<const PointIO<F>>, const CurveIO<F>&)>;

struct FormulaEntry {
  spec::FormulaInfo info;
  std::string_view implementation;  ///< "ref" or "fast"
  Law law;
  std::vector<Coords> inputs;
  Coords output;
  std::vector<spec::AKind> families;
  /// Cases where the formula is known not to compute the law: the prover
  /// must refute exactly these (and prove every other case).
  std::vector<Case> refuted;
  /// A deliberately wrong formula, kept to show that the prover rejects it.
  bool negative_control = false;
  std::string_view note;
  FormulaFn<Sym> on_sym;
  FormulaFn<Cnt> on_cnt;
};

/// The registry, in the order of docs/census.md.
const std::vector<FormulaEntry>& formulas();

/// The cases that apply to a law.
std::vector<Case> cases_for(Law law);

}  // namespace tandem::proofs

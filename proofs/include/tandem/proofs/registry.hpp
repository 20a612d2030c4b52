// Every point formula tandem has, as the prover and the census see it: its
// literature entry, the points it takes and the points it returns (each with
// its coordinates and what the affine law says it must be), the curve
// families it is for, and its text instantiated on the symbolic and the
// counting fields (and, for fast/'s formulas, on the magnitude field, with
// the magnitudes the formula declares). A fast formula's entry mirrors its
// ref twin's: the same law, slots and claims, for a = 0 (the a = 0 twins)
// or for the twin's families (the a = −3 and generic-a twins). Adding a
// formula to ref/ or fast/ means adding it here;
// tests/unit/prover_test.cpp and the census keep the list honest.
#pragma once

#include <functional>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#include "tandem/fast/group/lazy_field.hpp"
#include "tandem/proofs/counting_field.hpp"
#include "tandem/proofs/magnitude_field.hpp"
#include "tandem/proofs/symbolic_field.hpp"
#include "tandem/spec/curve_spec.hpp"
#include "tandem/spec/formula_info.hpp"

namespace tandem::proofs {

/// What the cases of a proof are about: two points P and Q (an addition, and
/// every formula on a pair) or one point P (a doubling).
enum class Law { add, dbl };

/// How a point is held: affine (x, y) with an infinity flag; Jacobian
/// (X : Y : Z) for (X/Z², Y/Z³); homogeneous projective (X : Y : Z) for
/// (X/Z, Y/Z); XZ (X : Z) for the x-coordinate X/Z alone (O is (X : 0));
/// affine_zinv: (x, y) and zinv standing for (x·zinv², y·zinv³), with the
/// infinity flag (libsecp256k1's tables on an isomorphic curve).
enum class Coords { affine, jacobian, projective, xz, affine_zinv };

/// The proof cases. For a pair: generic points; Q = P (with another Z);
/// Q = −P; O + Q; P + O; O + O; y2 = −y1 with x2 ≠ x1 (the two other points
/// on the horizontal line through −P, where the unified slope is 0/0);
/// Q = P of order two (y = 0); Q = −P with x = 0. For one point: a generic
/// P; P of order two (y = 0); P = O.
enum class Case {
  generic,
  doubling,
  inverse,
  left_infinity,
  right_infinity,
  both_infinity,
  order_two,
  infinity,
  opposite_y,
  doubling_order_two,
  inverse_x0
};

/// A condition on the points of a proof case, as the exceptional-set
/// analysis names the places where a formula's output degenerates: each is
/// the vanishing of a coordinate the affine law computes (y of P - Q for
/// "P - Q has order 2", x(2P) - x(P) for "P has order 3", ...).
enum class Cond {
  difference_order_two,
  sum_order_two,
  p_order_two,
  q_order_two,
  twice_order_two,
  p_order_three,
  same_y,
  p_x_zero,
  q_x_zero,
  sum_x_zero,
  difference_x_zero,
  twice_x_zero,
  unified_slope_zero,
  a_zero,
  b_zero
};

/// An exception found: within a case the formula proves, the subset where
/// the condition holds is where its output is (0 : 0 : 0), or its Z vanishes
/// while the law gives a finite point, or (where the formula branches) its
/// output is wrong.
struct Exception {
  Case where;
  Cond cond;
};

/// A point a proof case knows: its points P and Q, and what the affine law
/// makes of them. `twice` is 2^d·P with d the entry's `doublings`.
enum class Term { P, Q, sum, difference, twice };

/// One input or output of a formula: which point, in which coordinates.
struct Slot {
  Term term;
  Coords coords;
};

std::string_view case_name(Case c);
std::string_view cond_name(Cond c);
std::string_view family_name(spec::AKind k);
std::string_view coords_name(Coords c);
/// "P", "Q", "P + Q", "P - Q", "2P", "8P".
std::string term_name(Term t, unsigned doublings);

/// A point as the formula wrappers exchange it: three coordinates and, for
/// affine points, the infinity flag (ignored otherwise). XZ points leave Y
/// at 0; affine_zinv points carry zinv in Z.
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
using FormulaFn = std::function<std::vector<PointIO<F>>(std::span<const PointIO<F>>, const CurveIO<F>&)>;

struct FormulaEntry {
  spec::FormulaInfo info;
  std::string_view implementation;  ///< "ref", "fast", or "proofs" for negative cases
  Law law;
  std::vector<Slot> inputs;
  std::vector<Slot> outputs;
  std::vector<spec::AKind> families;
  /// Cases where the formula is known not to compute the law, in every
  /// family: the prover must refute exactly these (and prove every other).
  std::vector<Case> refuted;
  /// The same, for one family only.
  std::vector<std::pair<spec::AKind, Case>> refuted_in_family;
  /// Cases the formula's inputs cannot express (co-Z points cannot include
  /// O): not run.
  std::vector<Case> outside;
  /// The exceptional set within the cases it proves, as documented (the
  /// refuted cases are exceptional as a whole): in every proven case of
  /// every family, the analysis must find exactly those of these conditions
  /// that can hold there.
  std::vector<Cond> exceptional;
  /// Proven cases where none of them holds (the formula branches there).
  std::vector<Case> exceptional_not_in;
  /// The analysis must find another set (a negative control whose slip
  /// adds an exception but leaves every case proven at its generic point).
  bool exceptional_refuted = false;
  /// A deliberately wrong formula, kept to show that the prover rejects it.
  bool negative_control = false;
  /// Counted by the census (false for negative cases and for the bare
  /// algorithms that a counted formula wraps).
  bool in_census = true;
  /// The inputs share one Z (P's), and so must the outputs.
  bool co_z = false;
  /// What Term::twice means: 2^doublings·P.
  unsigned doublings = 1;
  std::string_view note;
  /// A fast formula's ref twin (the ref entry it mirrors: same law, slots
  /// and claims); empty for ref's own.
  std::string_view twin;
  /// A fast formula's FormulaMagnitudes: the magnitude check
  /// (magnitudes.hpp) runs it on inputs at these bounds. Empty for ref's.
  std::optional<fast::FormulaMagnitudes> magnitudes;
  /// The magnitude check must refute it (a negative control whose slip is
  /// a missing normalization, invisible to the group law).
  bool magnitudes_refuted = false;
  /// The formula's text on the symbolic and counting fields (fast formulas
  /// through their lazy-field models, fast_models.hpp) and, for fast
  /// formulas, on the magnitude field.
  FormulaFn<Sym> on_sym;
  FormulaFn<Cnt> on_cnt;
  FormulaFn<Mag> on_mag;

  /// Whether the registry claims the formula computes the law in this case.
  [[nodiscard]] bool claims(spec::AKind family, Case c) const;
};

/// The registry, in the order of docs/census.md.
const std::vector<FormulaEntry>& formulas();

/// The first entry of that name (ref's, where a fast twin shares it);
/// std::out_of_range if none.
const FormulaEntry& formula(std::string_view name);

/// The entry of that name and implementation ("ref", "fast", "proofs");
/// std::out_of_range if none.
const FormulaEntry& formula(std::string_view name, std::string_view implementation);

/// The cases that apply to a law.
std::vector<Case> cases_for(Law law);

/// The cases the prover runs for an entry: its law's, minus those outside.
std::vector<Case> cases_of(const FormulaEntry& f);

}  // namespace tandem::proofs

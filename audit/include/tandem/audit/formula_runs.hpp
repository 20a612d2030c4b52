// Every point formula of ref/formulas as a function of affine points: the
// inputs are dressed in the formula's coordinates with a Z the caller
// supplies (so Z ≠ 1 is exercised), the outputs brought back to affine. The
// audit compares them with OpenSSL (audit/src/check_formulas.cpp); the
// property and exhaustive tests compare them with the affine law. One list,
// so that what the audit shows, the tests assert.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "tandem/ref/curve.hpp"
#include "tandem/ref/group.hpp"
#include "tandem/spec/curve_spec.hpp"

namespace tandem::audit {

/// What an output of a formula must be, in terms of its inputs P and Q.
enum class Expect { sum, difference, twice, first, second };

struct FormulaOutput {
  ref::Point point;
  Expect expect;
  bool x_only = false;  ///< only x(point) (and whether it is O) is meaningful
};

struct FormulaRun {
  std::vector<FormulaOutput> outputs;
  /// For co-Z formulas, whether the outputs share one Z (else true).
  bool shared_z = true;
};

/// A source of non-zero field elements for the inputs' Z.
using ZSource = std::function<ref::Fe()>;

struct FormulaUnderTest {
  std::string name;
  std::vector<spec::AKind> families;
  bool pair = true;        ///< takes P and Q (else P alone)
  unsigned doublings = 1;  ///< Expect::twice means 2^doublings·P
  /// Whether (P, Q) is in the formula's documented domain (Q is ignored by
  /// a doubling). Complete formulas take everything.
  std::function<bool(const ref::Curve&, const ref::Point&, const ref::Point&)> applies;
  std::function<FormulaRun(const ref::Curve&, const ref::Point&, const ref::Point&, const ZSource&)> run;

  [[nodiscard]] bool for_curve(const ref::Curve& C) const;
};

/// Every formula of ref/formulas (not the negative cases of proofs/).
const std::vector<FormulaUnderTest>& formulas_under_test();

/// What the affine law (ref/affine.hpp) says an output must be.
ref::Point expected_by_law(const ref::Curve& C, Expect e, const ref::Point& P, const ref::Point& Q, unsigned doublings);

/// Whether an output agrees with the expected point (x alone for x-only
/// outputs, which cannot tell P from −P).
bool output_agrees(const FormulaOutput& out, const ref::Point& expected);

/// The edge pairs a formula's exceptional cases live on, beside P = Q,
/// P = −Q and O: Q = (x2, −y1) with x1² + x1·x2 + x2² + a = 0 and x2 ≠ x1
/// (where a unified slope is 0/0; on secp256k1 x2 = β·x1), if the curve has
/// one for this P; and (0, ±√b), where P = −Q has x = 0, if b is a square.
std::optional<ref::Point> opposite_y_partner(const ref::Curve& C, const ref::Point& P);
std::optional<ref::Point> point_with_x0(const ref::Curve& C);

/// P in Jacobian coordinates with Z = z: (x·z², y·z³, z); O as (z², z³, 0).
ref::Jacobian<ref::Fe> jacobian_with_z(const ref::Point& P, const ref::Fe& z);

}  // namespace tandem::audit

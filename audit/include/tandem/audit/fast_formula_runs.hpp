// Every fast formula (fast/formulas/) as a function of affine reference
// points, on either fast field, beside its ref twin (formula_runs.hpp): the
// inputs are dressed in the formula's coordinates with Z's the caller
// supplies, each coordinate either canonical or at the largest magnitude
// the formula's FormulaMagnitudes allow (Fe: fastv::at_magnitude, limbs
// near their bounds; Fe64: the value plus p where that stays below 2^256),
// and the outputs are brought back to affine reference points, their
// magnitudes checked against the formula's declared output bounds. The
// audit's "fast formula" rows (check_fast_group.cpp) and the differential
// tests run the same list.
#pragma once

#include <functional>
#include <optional>
#include <string>
#include <vector>

#include "tandem/audit/audit.hpp"
#include "tandem/audit/formula_runs.hpp"
#include "tandem/audit/fast_values.hpp"
#include "tandem/fast/field.hpp"
#include "tandem/fast/field_4x64.hpp"
#include "tandem/fast/group/lazy_field.hpp"
#include "tandem/fast/group/point.hpp"
#include "tandem/ref/point.hpp"

namespace tandem::audit {

/// The fast field a run computes on.
enum class FastField { fe, fe64 };

/// One input of a fast formula: P, Q (Q ignored by doublings), a source of
/// Z's, and whether the coordinates sit at the formula's magnitude limits.
struct FastCase {
  const ref::Curve& curve;
  const ref::Point& P;
  const ref::Point& Q;
  const ZSource& z;
  bool at_limit = false;
};

/// A fast run: the outputs as affine reference points (with ref's
/// conventions: Expect, x_only, shared_z), and whether every output
/// coordinate was within the formula's declared output magnitudes.
struct FastRun {
  FormulaRun run;
  bool within_magnitudes = true;
  std::string magnitude_note;  ///< which coordinate exceeded which bound
};

/// Dresses the inputs of one run and undresses its outputs.
template <class F>
class Runner {
 public:
  Runner(const FastCase& c, const fast::FormulaMagnitudes& m) : c_(c), m_(m) {}

  [[nodiscard]] const FastCase& in() const { return c_; }
  [[nodiscard]] ref::Fe z() const { return c_.z(); }

  F fe(const ref::Fe& v, int m) const { return fastv::Codec<F>::enc(v.value(), m, c_.at_limit); }
  /// A normalized constant (b, 3b), as the formulas take them.
  [[nodiscard]] F constant(const mpz_class& v) const { return fastv::Codec<F>::enc(v, 1, false); }

  fast::Ge<F> ge(const ref::Point& P) const {
    if (P.infinity) return fast::Ge<F>::at_infinity();
    return {fe(P.x, m_.affine.x), fe(P.y, m_.affine.y), false};
  }
  fast::Gej<F> gej(const ref::Point& P, const ref::Fe& z) const {
    const ref::Jacobian<ref::Fe> J = jacobian_with_z(P, z);
    return {fe(J.X, m_.point.x), fe(J.Y, m_.point.y), fe(J.Z, m_.point.z)};
  }
  fast::Gep<F> gep(const ref::Point& P, const ref::Fe& z) const {
    if (P.infinity) return {fe(z.constant(0), m_.point.x), fe(z, m_.point.y), fe(z.constant(0), m_.point.z)};
    return {fe(P.x * z, m_.point.x), fe(P.y * z, m_.point.y), fe(z, m_.point.z)};
  }
  fast::Gexz<F> gexz(const ref::Point& P, const ref::Fe& z) const {
    if (P.infinity) return {fe(z, m_.point.x), fe(z.constant(0), m_.point.z)};
    return {fe(P.x * z, m_.point.x), fe(z, m_.point.z)};
  }

  ref::Fe back(const F& a, int bound, const char* what) {
    if (!fastv::Codec<F>::within(a, bound)) {
      ok_ = false;
      note_ += std::string(what) + " above magnitude " + std::to_string(bound) + "; ";
    }
    return c_.curve.fp().from_mpz(fastv::Codec<F>::val(a));
  }
  ref::Point out(const fast::Gej<F>& R) {
    return ref::to_affine(ref::Jacobian<ref::Fe>{back(R.X, m_.out.x, "X"), back(R.Y, m_.out.y, "Y"), back(R.Z, m_.out.z, "Z")});
  }
  ref::Point out(const fast::Gep<F>& R) {
    return ref::to_affine(
        ref::Projective<ref::Fe>{back(R.X, m_.out.x, "X"), back(R.Y, m_.out.y, "Y"), back(R.Z, m_.out.z, "Z")});
  }
  /// x = X/Z with a y that means nothing; O for Z ≡ 0.
  ref::Point out(const fast::Gexz<F>& R) {
    const ref::Fe X = back(R.X, m_.out.x, "X"), Z = back(R.Z, m_.out.z, "Z");
    if (is_zero(Z)) return ref::Point::at_infinity(X);
    return ref::Point{X * *ref::inverse(Z), X.constant(0), false};
  }
  /// Whether the two co-Z outputs have one Z (mod p).
  bool same_z(const fast::Gej<F>& A, const fast::Gej<F>& B) const {
    return c_.curve.fp().from_mpz(fastv::Codec<F>::val(A.Z)) == c_.curve.fp().from_mpz(fastv::Codec<F>::val(B.Z));
  }

  FastRun finish(FormulaRun run) const { return {std::move(run), ok_, note_}; }

 private:
  const FastCase& c_;
  fast::FormulaMagnitudes m_;
  bool ok_ = true;
  std::string note_;
};

struct FastFormulaUnderTest {
  std::string name;      ///< fast's name (fast/formulas/)
  std::string ref_twin;  ///< the name of its twin in formulas_under_test()
  fast::FormulaMagnitudes magnitudes;
  std::function<FastRun(const FastCase&)> run_fe;
  std::function<FastRun(const FastCase&)> run_fe64;
  /// The curve families the fast text is for (its registry entry's): a = 0
  /// for the a = 0 twins, the twin's own for the a = −3 and generic ones.
  std::vector<spec::AKind> families{spec::AKind::zero};

  [[nodiscard]] FastRun run(FastField f, const FastCase& c) const { return f == FastField::fe ? run_fe(c) : run_fe64(c); }
  [[nodiscard]] bool for_curve(const ref::Curve& C) const;
};

/// A list entry from a body generic in the field: body(Runner<F>&)
/// dresses the case's inputs, runs the formula and returns its FormulaRun
/// through the runner's out(). What the list is built with, and what a
/// broken twin (tests/, fuzz/) is built with.
template <class Body>
FastFormulaUnderTest fast_formula(std::string name, std::string twin, const fast::FormulaMagnitudes& m, Body body,
                                  std::vector<spec::AKind> families = {spec::AKind::zero}) {
  FastFormulaUnderTest t;
  t.name = std::move(name);
  t.ref_twin = std::move(twin);
  t.magnitudes = m;
  t.families = std::move(families);
  t.run_fe = [m, body](const FastCase& c) {
    Runner<fast::Fe> r(c, m);
    return r.finish(body(r));
  };
  t.run_fe64 = [m, body](const FastCase& c) {
    Runner<fast::Fe64> r(c, m);
    return r.finish(body(r));
  };
  return t;
}

/// Every formula of fast/formulas, with its ref twin.
const std::vector<FastFormulaUnderTest>& fast_formulas_under_test();

/// The ref formula a fast one is the twin of (throws std::out_of_range if
/// the list names a twin formulas_under_test() lacks).
const FormulaUnderTest& ref_twin_of(const FastFormulaUnderTest& f);

/// Whether a fast run of f on `field` agrees with the ref twin's run
/// `want` on the same case: the same points (x alone where the twin's
/// output is x-only), on one Z where the twin's are, every coordinate
/// within f's declared output magnitudes. nullopt if so, else what differs.
std::optional<std::string> fast_disagreement(const FastFormulaUnderTest& f, FastField field, const FastCase& c,
                                             const FormulaRun& want);

/// Counts, for every pair of the audit's formula pairs (formula_pairs: random
/// points, P = Q, P = −Q, O on either side, the unified formulas' 0/0
/// pairs) in the ref twin's domain, on both fields, at magnitude 1 and at
/// the limits, whether the fast formula's outputs are the ref twin's
/// points, on one Z where the twin's are, and within the declared output
/// magnitudes. The check of every "fast formula" audit row; the tests hand
/// it broken twins to show it disagrees.
void compare_fast_formula(Context& ctx, Row& row, const FastFormulaUnderTest& f);

}  // namespace tandem::audit

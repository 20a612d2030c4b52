// fast/'s group layer and formulas against ref on secp256k1: one row per
// fast formula (fast_formula_runs.hpp: both fields, canonical inputs and
// inputs at the formula's magnitude limits, against its ref twin) and, for
// the a = −3 and generic-a formulas, one per curve of secp256k1's field
// with that a (k1_field_curves.hpp: k1f-m3, k1f-gen), and a
// row for the group layer's conversions and predicates (group/group.hpp,
// odd_multiples.hpp, the storage form) against ref's affine law. Each row
// runs both fields, Fe and Fe64 (the "(fast)" in its operation's name).
#include <algorithm>
#include <span>
#include <string>
#include <vector>

#include "checks.hpp"
#include "tandem/audit/fast_formula_runs.hpp"
#include "tandem/audit/fast_strategy_runs.hpp"
#include "tandem/audit/fast_values.hpp"
#include "tandem/audit/k1_field_curves.hpp"
#include "tandem/fast/field.hpp"
#include "tandem/fast/field_4x64.hpp"
#include "tandem/fast/group/curve.hpp"
#include "tandem/fast/group/group.hpp"
#include "tandem/fast/group/odd_multiples.hpp"
#include "tandem/fast/group/point.hpp"
#include "tandem/ref/group.hpp"

namespace tandem::audit {

namespace {

namespace fv = fastv;
using ref::Point;

template <class F>
ref::Fe ref_of(const F& a) {
  return fv::fp().from_mpz(fv::Codec<F>::val(a));
}
template <class F>
Point ref_of(const fast::Ge<F>& P) {
  if (P.infinity) return Point::at_infinity(fv::fp().zero());
  return {ref_of(P.x), ref_of(P.y), false};
}
/// Whether a fast affine point is the reference one with canonical
/// coordinates (what the normalized outputs promise).
template <class F>
bool canonical_point(const fast::Ge<F>& got, const Point& want) {
  if (got.infinity || want.infinity) return got.infinity && want.infinity;
  return fv::Codec<F>::val(got.x) == want.x.value() && fv::Codec<F>::val(got.y) == want.y.value();
}

/// The group layer on one field: each point (with O) dressed on a random
/// Z, canonical or at the group's magnitude invariant {4, 4, 1}.
template <class F>
void group_layer(Context& ctx, Row& row, const char* field, bool limit) {
  const ref::Curve& C = ctx.curve();
  const F b = fv::Codec<F>::enc(C.eq().b.value(), 1, false);
  const F beta = fast::Secp256k1::beta<F>();
  const mpz_class& lambda = C.lambda()->value();
  const auto dress = [&](const Point& P) {
    ref::Fe z = C.fp().random(ctx.rng());
    while (is_zero(z)) z = C.fp().random(ctx.rng());
    const ref::Jacobian<ref::Fe> J = jacobian_with_z(P, z);
    return fast::Gej<F>{fv::Codec<F>::enc(J.X.value(), 4, limit), fv::Codec<F>::enc(J.Y.value(), 4, limit),
                        fv::Codec<F>::enc(J.Z.value(), 1, limit)};
  };
  const auto affine = [&](const Point& P) {
    if (P.infinity) return fast::Ge<F>::at_infinity();
    return fast::Ge<F>{fv::Codec<F>::enc(P.x.value(), 1, false), fv::Codec<F>::enc(P.y.value(), 1, false), false};
  };
  const std::vector<Point> pts = ctx.points(true);
  std::vector<fast::Gej<F>> jac;
  for (const Point& P : pts) {
    const std::string where = std::string(field) + (limit ? " at the limits" : "") + ", P = " + describe(P);
    const fast::Gej<F> J = dress(P);
    jac.push_back(J);
    const fast::Ge<F> A = affine(P);
    const Point minus = ref::neg(C, P);
    row.record(canonical_point(fast::to_affine(J), P), [&] { return where + ": to_affine"; });
    row.record(canonical_point(fast::to_affine_var(J), P), [&] { return where + ": to_affine_var"; });
    row.record(canonical_point(fast::to_affine_var(fast::neg(J)), minus) && canonical_point(fast::neg(A), minus),
               [&] { return where + ": neg"; });
    row.record(fast::equal_var(J, dress(P)) && fast::equal_var(J, A) && fast::equal_var(A, affine(P)),
               [&] { return where + ": equal_var of the same point on another Z"; });
    const bool self_inverse = ref::affine_equal(P, minus);
    row.record(fast::equal_var(J, dress(minus)) == self_inverse && fast::equal_var(J, affine(minus)) == self_inverse,
               [&] { return where + ": equal_var(P, -P)"; });
    row.record(fast::on_curve(A, b), [&] { return where + ": on_curve"; });
    if (!P.infinity) {
      const fast::Ge<F> off{A.x, fv::Codec<F>::enc((P.y + P.y.constant(1)).value(), 1, false), false};
      row.record(!fast::on_curve(off, b), [&] { return where + ": on_curve of (x, y + 1)"; });
      row.record(canonical_point(fast::from_storage<F>(fast::to_storage(A)), P), [&] { return where + ": storage"; });
    }
    row.record(canonical_point(fast::endo(A, beta), ref::mul(C, lambda, P)),
               [&] { return where + ": endo is lambda*P"; });
    // The odd multiples (2i + 1)·P, i < 8: the entry (x, y) with the
    // table's z is the Jacobian point (x : y : z) of the curve.
    const fast::OddMultiples<F> t = fast::odd_multiples_var(J, 8);
    const ref::Fe tz = ref_of(t.z);
    for (std::size_t i = 0; i < t.table.size(); ++i) {
      const Point want = ref::mul(C, mpz_class(static_cast<unsigned long>(2 * i + 1)), P);
      const fast::Ge<F>& e = t.table[i];
      const Point got = e.infinity ? Point::at_infinity(tz) : ref::to_affine(ref::Jacobian<ref::Fe>{ref_of(e.x), ref_of(e.y), tz});
      row.record(!is_zero(tz) && ref::affine_equal(got, want),
                 [&] { return where + ": odd_multiples_var entry " + std::to_string(i); });
    }
  }
  std::vector<fast::Ge<F>> out(jac.size());
  fast::to_affine_batch_var(std::span<fast::Ge<F>>(out), std::span<const fast::Gej<F>>(jac));
  for (std::size_t i = 0; i < pts.size(); ++i) {
    row.record(canonical_point(out[i], pts[i]), [&] { return std::string(field) + ": to_affine_batch_var at " + describe(pts[i]); });
  }
}

}  // namespace

void compare_fast_formula(Context& ctx, Row& row, const FastFormulaUnderTest& f) {
  const ref::Curve& C = ctx.curve();
  const FormulaUnderTest& twin = ref_twin_of(f);
  const ZSource z = [&ctx, &C] {
    ref::Fe v = C.fp().random(ctx.rng());
    while (is_zero(v)) v = C.fp().random(ctx.rng());
    return v;
  };
  std::vector<std::pair<Point, Point>> pairs;
  if (twin.pair) {
    pairs = formula_pairs(ctx);
  } else {
    for (const Point& P : ctx.points(true)) pairs.emplace_back(P, P);
  }
  // A point T of order two, where the curve has one (k1f-gen): T alone,
  // T beside G, and T + G, which is outside G's subgroup.
  for (const Point& T : order_two_points(C)) {
    const Point TG = ref::add(C, T, C.G());
    for (const auto& pq : {std::pair{T, T}, {T, C.G()}, {C.G(), T}, {TG, TG}, {TG, C.G()}, {TG, T}, {T, C.infinity()}}) {
      if (twin.pair || ref::affine_equal(pq.first, pq.second)) pairs.push_back(pq);
    }
  }
  for (const auto& [P, Q] : pairs) {
    if (!twin.applies(C, P, Q)) continue;
    const FormulaRun want = twin.run(C, P, Q, z);
    for (const FastField field : {FastField::fe, FastField::fe64}) {
      for (const bool limit : {false, true}) {
        const std::optional<std::string> d = fast_disagreement(f, field, FastCase{C, P, Q, z, limit}, want);
        row.record(!d, [&] { return *d; });
      }
    }
  }
}

void compare_fast_strategy(Context& ctx, Row& row, const FastStrategyUnderTest& s) {
  const ref::Curve& C = ctx.curve();
  const std::vector<mpz_class> ks = ctx.scalars();
  const std::vector<Point> pts = ctx.points(false);
  const Point& G = C.G();
  const auto one = [&](const std::vector<mpz_class>& k, const std::vector<Point>& P) {
    const Point want = expected_sum(C, k, P);
    for (const FastField field : {FastField::fe, FastField::fe64}) {
      const std::optional<std::string> d = strategy_disagreement(s, field, k, P, want);
      row.record(!d, [&] { return *d; });
    }
  };
  for (std::size_t i = 0; i < ks.size(); ++i) {
    const Point& P = pts[i % pts.size()];
    const mpz_class& k2 = ks[(i * 7 + 3) % ks.size()];
    switch (s.shape) {
      case StrategyShape::mult: one({ks[i]}, {P}); break;
      case StrategyShape::gen: one({ks[i]}, {G}); break;
      case StrategyShape::dmult_g: one({ks[i], k2}, {P, G}); break;
      case StrategyShape::add_g: one({1, ks[i]}, {P, G}); break;
      case StrategyShape::dmult: {
        // Q = P and Q = −P among them: the doubling and the cancellation.
        const Point Q = i % 4 == 0 ? P : i % 4 == 1 ? ref::neg(C, P) : pts[(i + 1) % pts.size()];
        one({ks[i], k2}, {P, Q});
        break;
      }
      case StrategyShape::multi: {
        if (i % 3 != 0) break;
        // 1, 4, 16 or 64 terms (64: past the plan's switch from Strauss to
        // Pippenger, which happens between 48 and 64 points today),
        // the first point repeated and negated among them (its terms
        // cancel or add up in the buckets). Every third scalar: ref's
        // term-by-term sum is what costs here.
        const std::size_t sizes[4] = {1, 4, 16, 64};
        const std::size_t n = sizes[(i / 3) % 4];
        std::vector<mpz_class> k;
        std::vector<Point> Ps;
        for (std::size_t j = 0; j < n; ++j) {
          k.push_back(ks[(i + j * 5) % ks.size()]);
          Ps.push_back(j == 1 ? Ps[0] : j == 2 ? ref::neg(C, Ps[0]) : pts[(i + j) % pts.size()]);
        }
        k.push_back(k2);
        Ps.push_back(G);
        one(k, Ps);
        break;
      }
    }
  }
}

void check_fast_group(Context& ctx, std::vector<Row>& rows) {
  if (ctx.curve().name() != "secp256k1") return;
  for (const FastFormulaUnderTest& f : fast_formulas_under_test()) {
    if (!f.for_curve(ctx.curve())) continue;
    timed_row(rows, "fast", "formula " + f.name + " (fast)", "ref " + f.ref_twin,
              [&](Row& row) { compare_fast_formula(ctx, row, f); });
  }
  // The a = −3 and generic-a formulas on the curves of secp256k1's field
  // with that a (k1_field_curves.hpp), where fast's fields compute them; at
  // most 4 random points beside the edges, as these rows add two curves to
  // secp256k1's table (tests/property/fast_formulas_a_test.cpp and the
  // fast_formulas_a fuzz target take more points).
  for (const spec::AKind k : {spec::AKind::minus3, spec::AKind::generic}) {
    const ref::Curve& C = k1_field_curve(k);
    Context on(C, {.count = std::min<std::size_t>(ctx.options().count, 4), .seed = ctx.options().seed});
    for (const FastFormulaUnderTest& f : fast_formulas_under_test()) {
      if (!f.for_curve(C)) continue;
      timed_row(rows, "fast", "formula " + f.name + " (fast, " + std::string(C.name()) + ")", "ref " + f.ref_twin,
                [&](Row& row) { compare_fast_formula(on, row, f); });
    }
  }
  for (const FastStrategyUnderTest& s : fast_strategies_under_test()) {
    timed_row(rows, "fast", "strategy " + s.name + " (fast)", "ref (k*P term by term)", [&](Row& row) { compare_fast_strategy(ctx, row, s); });
  }
  timed_row(rows, "fast", "group (fast): affine, neg, equal, tables", "ref (affine law)", [&](Row& row) {
    for (const bool limit : {false, true}) {
      group_layer<fast::Fe>(ctx, row, "Fe", limit);
      group_layer<fast::Fe64>(ctx, row, "Fe64", limit);
    }
  });
}

}  // namespace tandem::audit

// Every formula of ref/formulas against OpenSSL, on every curve of its
// family: the audit's random and edge pairs (P + Q, P + P, P + (−P), O on
// either side, O + O), the pairs where a unified slope is 0/0 (y2 = −y1,
// x2 ≠ x1) and P = −Q with x = 0 where the curve has them, each input with
// its own random Z. Pairs outside a formula's documented domain (co-Z and
// x-only formulas at x1 = x2, …) are not counted; docs/formulas.md lists
// the domains, and the prover shows the formulas fail there.
#include <string>

#include "checks.hpp"
#include "tandem/audit/formula_runs.hpp"

namespace tandem::audit {

namespace {

std::string name_of(Expect e) {
  switch (e) {
    case Expect::sum: return "P + Q";
    case Expect::difference: return "P - Q";
    case Expect::twice: return "2P";
    case Expect::first: return "P";
    case Expect::second: return "Q";
  }
  return "?";
}

/// What OpenSSL says an output must be (the inputs themselves for P, Q).
std::optional<oracles::IntPoint> expected_by_openssl(const oracles::OpenSslGroup& ossl, Expect e, const ref::Point& P,
                                                     const ref::Point& Q, unsigned doublings) {
  const oracles::IntPoint p = Context::ints(P);
  const oracles::IntPoint q = Context::ints(Q);
  switch (e) {
    case Expect::sum: return ossl.add(p, q);
    case Expect::difference: {
      const auto nq = ossl.invert(q);
      if (!nq) return std::nullopt;
      return ossl.add(p, *nq);
    }
    case Expect::first: return p;
    case Expect::second: return q;
    case Expect::twice: break;
  }
  std::optional<oracles::IntPoint> r = p;
  for (unsigned i = 0; i < doublings && r; ++i) r = ossl.dbl(*r);
  return r;
}

}  // namespace

std::vector<std::pair<ref::Point, ref::Point>> formula_pairs(Context& ctx) {
  const ref::Curve& C = ctx.curve();
  std::vector<std::pair<ref::Point, ref::Point>> out = addition_pairs(ctx);
  const std::vector<ref::Point> pts = ctx.points(false);
  for (const ref::Point& P : pts) {
    if (const auto Q = opposite_y_partner(C, P)) out.emplace_back(P, *Q);
  }
  if (const auto T = point_with_x0(C)) {
    out.emplace_back(*T, ref::neg(C, *T));
    out.emplace_back(*T, *T);
  }
  return out;
}

void check_formulas(Context& ctx, std::vector<Row>& rows) {
  const oracles::OpenSslGroup* ossl = ctx.openssl();
  if (ossl == nullptr) return;
  const ref::Curve& C = ctx.curve();
  const std::string oracle = ctx.openssl()->named() ? "OpenSSL EC_POINT" : "OpenSSL EC_POINT (params)";
  const auto pairs = formula_pairs(ctx);
  std::vector<ref::Point> singles = ctx.points(true);
  if (const auto T = point_with_x0(C)) singles.push_back(*T);
  const ZSource z = [&ctx, &C] {
    ref::Fe v = C.fp().random(ctx.rng());
    while (is_zero(v)) v = C.fp().random(ctx.rng());
    return v;
  };
  for (const FormulaUnderTest& f : formulas_under_test()) {
    if (!f.for_curve(C)) continue;
    timed_row(rows, "formula " + f.name, oracle, [&](Row& row) {
      auto one = [&](const ref::Point& P, const ref::Point& Q) {
        if (!f.applies(C, P, Q)) return;
        const FormulaRun run = f.run(C, P, Q, z);
        bool agree = run.shared_z;
        std::string what = run.shared_z ? "" : "outputs on different Z; ";
        for (const FormulaOutput& out : run.outputs) {
          const auto want = expected_by_openssl(*ossl, out.expect, P, Q, f.doublings);
          const bool ok = want && output_agrees(out, ctx.from_ints(*want));
          if (!ok) what += name_of(out.expect) + " = " + describe(out.point) + " vs " + describe(want) + "; ";
          agree = agree && ok;
        }
        row.record(agree, [&] { return describe(P) + ", " + describe(Q) + ": " + what; });
      };
      if (f.pair) {
        for (const auto& [P, Q] : pairs) one(P, Q);
      } else {
        for (const ref::Point& P : singles) one(P, P);
      }
    });
  }
}

}  // namespace tandem::audit

// fast/'s group layer and every a = 0 fast formula against the reference
// (GMP), differential: the audit's list of fast formulas (audit/include/
// tandem/audit/fast_formula_runs.hpp, compiled into this target so the
// fuzzer sees the fast code's coverage; its a = −3 and generic-a ones are
// fast_formulas_a.cpp's) run on points decoded from the input and
// held to their ref twins; the group layer's conversions and predicates
// held to ref's affine law.
//
// Input: [op] [flags] k1 (32 bytes) k2 (32 bytes), then the Z's, 32 bytes
// each, as long as the input lasts (a Z of 0 becomes 1; a short input
// gives small Z's, which are edges too).
//   op     which formula (the list's order), past the list a group
//          operation (fast_group_layout.hpp), past those a strategy
//          (audit/include/tandem/audit/fast_strategy_runs.hpp's list),
//          each on its shape's terms: k1·P; k2·G; k1·P + k2·G; P + k2·G;
//          k1·P + k2·Q; Σ (k1 + i·k2)·Pᵢ + k2·G over 1 + param % 8 terms
//          cycling through P, Q, −P (O among them where the pair has it)
//   flags  bit 0: Fe64 rather than Fe; bit 1: coordinates at the
//          formula's magnitude limits; bits 2-4: which pair —
//            0 P = k1·G, Q = k2·G   1 Q = P          2 Q = −P
//            3 Q = O                4 P = O          5 P = Q = O
//            6 Q = (x2, −y1) with x2 ≠ x1 on the curve (where a unified
//              slope is 0/0: x2 = β·x1 on secp256k1)
//            7 Q = λ·P = (β·x1, y1)
// k1 = 0 or k2 = 0 give O as well. Pairs outside the twin's domain (co-Z
// and x-only formulas at x1 = x2, …) are skipped, as in the audit.
//
// With TANDEM_FUZZ_PLANTED_BUG, madd_unified_a0_7m5s is replaced by a twin
// that never selects the alternative slope: wrong only where the unified
// slope is 0/0 (pair 6), which the fuzzer must reach by itself
// (fuzz.fast_group_planted_bug).
#include <array>
#include <cstdint>
#include <span>
#include <string>
#include <vector>

#include "fast_group_layout.hpp"
#include "fuzz_support.hpp"
#include "proofs/symbolic/negative_controls_fast.hpp"
#include "tandem/audit/fast_formula_runs.hpp"
#include "tandem/audit/fast_strategy_runs.hpp"
#include "tandem/audit/fast_values.hpp"
#include "tandem/audit/formula_runs.hpp"
#include "tandem/fast/field.hpp"
#include "tandem/fast/field_4x64.hpp"
#include "tandem/fast/formulas/unified_add.hpp"
#include "tandem/fast/group/curve.hpp"
#include "tandem/fast/group/group.hpp"
#include "tandem/fast/group/odd_multiples.hpp"
#include "tandem/fast/group/point.hpp"
#include "tandem/ref/group.hpp"

namespace {

using namespace tandem;
namespace fv = tandem::audit::fastv;
using audit::FastCase;
using audit::FastField;
using audit::FastFormulaUnderTest;
using ref::Point;

/// The formulas under test: the audit's list, with the planted twin in
/// place where asked.
const std::vector<FastFormulaUnderTest>& formulas() {
  static const std::vector<FastFormulaUnderTest> v = [] {
    // The a = 0 formulas (the a = −3 and generic-a ones are
    // fast_formulas_a's), so the committed seeds keep their op numbers.
    std::vector<FastFormulaUnderTest> r;
    for (const FastFormulaUnderTest& f : audit::fast_formulas_under_test()) {
      if (f.families == std::vector<spec::AKind>{spec::AKind::zero}) r.push_back(f);
    }
#ifdef TANDEM_FUZZ_PLANTED_BUG
    for (FastFormulaUnderTest& f : r) {
      if (f.name != "madd_unified_a0_7m5s") continue;
      f = audit::fast_formula(f.name, f.ref_twin, f.magnitudes, [](auto& run) {
        return audit::FormulaRun{
            {{run.out(proofs::negative::madd_unified_a0_no_alt_slope(run.gej(run.in().P, run.z()), run.ge(run.in().Q))),
              audit::Expect::sum, false}},
            true};
      });
    }
#endif
    return r;
  }();
  return v;
}

const ref::Curve& curve() { return fv::secp256k1(); }

Point partner(const Point& P) {
  if (const auto Q = audit::opposite_y_partner(curve(), P)) return *Q;
  return P;
}

using namespace tandem::fuzz::fast_group;

template <class F>
F enc(const ref::Fe& v, int m, bool limit) {
  return fv::Codec<F>::enc(v.value(), m, limit);
}
template <class F>
Point back(const fast::Ge<F>& P) {
  if (P.infinity) return Point::at_infinity(fv::fp().zero());
  return {fv::fp().from_mpz(fv::Codec<F>::val(P.x)), fv::fp().from_mpz(fv::Codec<F>::val(P.y)), false};
}
/// Canonical coordinates, and the point itself.
template <class F>
bool canonical_is(const fast::Ge<F>& got, const Point& want) {
  if (got.infinity || want.infinity) return got.infinity && want.infinity;
  return fv::Codec<F>::val(got.x) == want.x.value() && fv::Codec<F>::val(got.y) == want.y.value();
}

/// The group layer's operations on one field, against ref.
template <class F>
void group_op(unsigned op, const Point& P, const Point& Q, const audit::ZSource& z, bool limit, std::uint8_t param,
              const char* field) {
  const ref::Curve& C = curve();
  const auto gej = [&](const Point& A) {
    const ref::Jacobian<ref::Fe> J = audit::jacobian_with_z(A, z());
    return fast::Gej<F>{enc<F>(J.X, 4, limit), enc<F>(J.Y, 4, limit), enc<F>(J.Z, 1, limit)};
  };
  const auto ge = [&](const Point& A) {
    if (A.infinity) return fast::Ge<F>::at_infinity();
    return fast::Ge<F>{enc<F>(A.x, 1, false), enc<F>(A.y, 1, false), false};
  };
  const auto fail = [&](const std::string& what) {
    fuzz::disagree(std::string("fast group ") + field + (limit ? " at the limits" : "") + ": " + what);
  };
  switch (op) {
    case to_affine:
      if (!canonical_is(fast::to_affine(gej(P)), P)) fail("to_affine");
      break;
    case to_affine_var:
      if (!canonical_is(fast::to_affine_var(gej(P)), P)) fail("to_affine_var");
      break;
    case neg:
      if (!canonical_is(fast::to_affine_var(fast::neg(gej(P))), ref::neg(C, P)) || !canonical_is(fast::neg(ge(P)), ref::neg(C, P))) {
        fail("neg");
      }
      break;
    case equal: {
      const bool same = ref::affine_equal(P, Q);
      if (fast::equal_var(gej(P), gej(Q)) != same || fast::equal_var(gej(P), ge(Q)) != same ||
          fast::equal_var(ge(P), ge(Q)) != same) {
        fail("equal_var");
      }
      break;
    }
    case on_curve: {
      const F b = fast::Secp256k1::b<F>();
      if (!fast::on_curve(ge(P), b)) fail("on_curve of a point");
      // (x, y + d) for a small d ≠ 0 is off the curve unless it is −P's
      // mirror image, which needs y + d = −y.
      if (!P.infinity) {
        const ref::Fe y2 = P.y + P.y.constant(1 + param % 16);
        const bool on = is_zero(y2 + P.y) || y2 == P.y;
        if (fast::on_curve(fast::Ge<F>{enc<F>(P.x, 1, false), enc<F>(y2, 1, false), false}, b) != on) {
          fail("on_curve of (x, y + d)");
        }
      }
      break;
    }
    case endo:
      if (!canonical_is(fast::endo(ge(P), fast::Secp256k1::beta<F>()), ref::mul(C, C.lambda()->value(), P))) fail("endo");
      break;
    case storage:
      if (!P.infinity && !canonical_is(fast::from_storage<F>(fast::to_storage(ge(P))), P)) fail("storage");
      break;
    case odd_multiples: {
      const std::size_t count = 1 + param % 16;
      const fast::OddMultiples<F> t = fast::odd_multiples_var(gej(P), count);
      const ref::Fe tz = fv::fp().from_mpz(fv::Codec<F>::val(t.z));
      if (is_zero(tz)) fail("odd_multiples_var: z = 0");
      Point want = P;
      const Point twice = ref::dbl(C, P);
      for (std::size_t i = 0; i < count; ++i) {
        const fast::Ge<F>& e = t.table[i];
        const Point got = e.infinity ? Point::at_infinity(tz)
                                     : ref::to_affine(ref::Jacobian<ref::Fe>{back(e).x, back(e).y, tz});
        if (!ref::affine_equal(got, want)) fail("odd_multiples_var entry " + std::to_string(i));
        want = ref::add(C, want, twice);
      }
      break;
    }
    case batch: {
      const std::array<fast::Gej<F>, 3> in{gej(P), gej(Q), gej(ref::add(C, P, Q))};
      std::array<fast::Ge<F>, 3> out{};
      fast::to_affine_batch_var(std::span<fast::Ge<F>>(out), std::span<const fast::Gej<F>>(in));
      if (!canonical_is(out[0], P) || !canonical_is(out[1], Q) || !canonical_is(out[2], ref::add(C, P, Q))) {
        fail("to_affine_batch_var");
      }
      break;
    }
    default: break;
  }
}

/// A strategy on its shape's terms (see the top of the file), against ref.
void strategy_op(const audit::FastStrategyUnderTest& s, FastField field, const mpz_class& k1, const mpz_class& k2,
                 const Point& P, const Point& Q, std::uint8_t param) {
  const ref::Curve& C = curve();
  using audit::StrategyShape;
  std::vector<mpz_class> k;
  std::vector<Point> pts;
  switch (s.shape) {
    case StrategyShape::mult: k = {k1}, pts = {P}; break;
    case StrategyShape::gen: k = {k2}, pts = {C.G()}; break;
    case StrategyShape::dmult_g: k = {k1, k2}, pts = {P, C.G()}; break;
    case StrategyShape::add_g: k = {1, k2}, pts = {P, C.G()}; break;
    case StrategyShape::dmult: k = {k1, k2}, pts = {P, Q}; break;
    case StrategyShape::multi: {
      const std::size_t n = 1 + param % 8;
      for (std::size_t i = 0; i < n; ++i) {
        k.push_back((k1 + k2 * static_cast<unsigned long>(i)) % C.n());
        pts.push_back(i % 3 == 0 ? P : i % 3 == 1 ? Q : ref::neg(C, P));
      }
      k.push_back(k2);
      pts.push_back(C.G());
      break;
    }
  }
  // O is an input only where the strategy documents it: the sums.
  if (s.shape != StrategyShape::multi) {
    for (const Point& A : pts) {
      if (A.infinity) return;
    }
  }
  if (const auto d = audit::strategy_disagreement(s, field, k, pts, audit::expected_sum(C, k, pts))) {
    fuzz::disagree("fast strategy " + s.name + ": " + *d);
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  fuzz::Input in(data, size);
  const ref::Curve& C = curve();
  const std::vector<FastFormulaUnderTest>& fs = formulas();
  const std::vector<audit::FastStrategyUnderTest>& ss = audit::fast_strategies_under_test();
  const unsigned op = in.byte() % static_cast<unsigned>(fs.size() + kGroupOps + ss.size());
  const std::uint8_t flags = in.byte();
  const bool fe64 = (flags & 1) != 0;
  const bool limit = (flags & 2) != 0;
  const unsigned kind = (flags >> 2) & 7;
  const mpz_class k1 = in.integer(32) % C.n(), k2 = in.integer(32) % C.n();
  Point P = fuzz::openssl_mul_gen(C, k1);
  Point Q = fuzz::openssl_mul_gen(C, k2);
  switch (kind) {
    case same: Q = P; break;
    case opposite: Q = ref::neg(C, P); break;
    case q_infinity: Q = C.infinity(); break;
    case p_infinity: P = C.infinity(); break;
    case both_infinity: P = Q = C.infinity(); break;
    case opposite_y: Q = partner(P); break;
    case endomorphic: Q = P.infinity ? P : Point{P.x * *C.beta(), P.y, false}; break;
    default: break;
  }
  const std::uint8_t param = in.byte();
  const audit::ZSource z = [&in, &C] {
    ref::Fe v = C.fp().from_mpz(in.integer(32));
    return is_zero(v) ? C.fp().one() : v;
  };
  if (op < fs.size()) {
    const FastFormulaUnderTest& f = fs[op];
    const audit::FormulaUnderTest& twin = audit::ref_twin_of(f);
    if (!twin.applies(C, P, Q)) return 0;
    const audit::FormulaRun want = twin.run(C, P, Q, z);
    const FastCase c{C, P, Q, z, limit};
    if (const auto d = audit::fast_disagreement(f, fe64 ? FastField::fe64 : FastField::fe, c, want)) {
      fuzz::disagree("fast formula " + f.name + ": " + *d);
    }
    return 0;
  }
  if (op >= fs.size() + kGroupOps) {
    strategy_op(ss[op - fs.size() - kGroupOps], fe64 ? FastField::fe64 : FastField::fe, k1, k2, P, Q, param);
    return 0;
  }
  if (fe64) group_op<fast::Fe64>(op - static_cast<unsigned>(fs.size()), P, Q, z, limit, param, "Fe64");
  else group_op<fast::Fe>(op - static_cast<unsigned>(fs.size()), P, Q, z, limit, param, "Fe");
  return 0;
}

// fast/'s a = −3 and generic-a formulas against their ref twins,
// differential, on the curves of secp256k1's field with that a
// (audit/k1_field_curves.hpp: k1f-m3, k1f-gen), where fast's fields compute
// them: the audit's list (fast_formula_runs.hpp) on points decoded from the
// input.
//
// Input: [op] [flags] k1 (32 bytes) k2 (32 bytes), then the Z's,
// 32 bytes each, as long as the input lasts (a Z of 0 becomes 1).
//   op     which formula (fast_formulas_a_layout.hpp's list)
//   flags  fast_formulas_a_layout.hpp: the field, the magnitude limits, the
//          pair (P = k1·G or a point from x = k1 by a square root, Q = k2·G;
//          Q = P, −P, O, P = O, both O, the opposite-y partner, or P = T of
//          order two and Q = T + k2·G), and the curve.
// Pairs outside the twin's domain are skipped, as in the audit.
//
// With TANDEM_FUZZ_PLANTED_BUG, dbl_am3_3m5s is replaced by the prover's
// broken twin (proofs/symbolic/negative_controls_fast.hpp), wrong on every
// finite point: the fuzzer must reach it (fuzz.fast_formulas_a_planted_bug).
#include <algorithm>
#include <cstdint>
#include <string>

#include "fast_formulas_a_layout.hpp"
#include "fuzz_support.hpp"
#include "proofs/symbolic/negative_controls_fast.hpp"
#include "tandem/audit/fast_formula_runs.hpp"
#include "tandem/audit/formula_runs.hpp"
#include "tandem/audit/k1_field_curves.hpp"
#include "tandem/ref/group.hpp"

namespace {

using namespace tandem;
using namespace tandem::fuzz::fast_formulas_a;
using audit::FastFormulaUnderTest;
using ref::Point;

const FastFormulaUnderTest& formula(unsigned op) {
#ifdef TANDEM_FUZZ_PLANTED_BUG
  const FastFormulaUnderTest& f = *formulas()[op];
  if (f.name == "dbl_am3_3m5s") {
    static const FastFormulaUnderTest broken = audit::fast_formula(f.name, f.ref_twin, f.magnitudes, [](auto& r) {
      return audit::FormulaRun{
          {{r.out(proofs::negative::dbl_am3_sign_slip(r.gej(r.in().P, r.z()))), audit::Expect::twice, false}}, true};
    }, f.families);
    return broken;
  }
#endif
  return *formulas()[op];
}

bool has(const FastFormulaUnderTest& f, spec::AKind k) {
  return std::find(f.families.begin(), f.families.end(), k) != f.families.end();
}

/// The point with the first x ≥ x0 on the curve.
Point by_sqrt(const ref::Curve& C, const mpz_class& x0) {
  for (ref::Fe x = C.fp().from_mpz(x0);; x = x + x.constant(1)) {
    if (const auto y = ref::sqrt(x * x * x + C.eq().a * x + C.eq().b)) return {x, *y, false};
  }
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  fuzz::Input in(data, size);
  const unsigned op = in.byte() % static_cast<unsigned>(formulas().size());
  const FastFormulaUnderTest& f = formula(op);
  const std::uint8_t fl = in.byte();
  const bool gen = ((fl & 32) != 0 && has(f, spec::AKind::generic)) || !has(f, spec::AKind::minus3);
  const ref::Curve& C = audit::k1_field_curve(gen ? spec::AKind::generic : spec::AKind::minus3);
  const mpz_class k1 = in.integer(32), k2 = in.integer(32) % C.n();
  Point P = (fl & 64) != 0 ? by_sqrt(C, k1 % C.p()) : fuzz::openssl_mul_gen(C, k1 % C.n());
  Point Q = fuzz::openssl_mul_gen(C, k2);
  switch ((fl >> 2) & 7) {
    case same: Q = P; break;
    case opposite: Q = ref::neg(C, P); break;
    case q_infinity: Q = C.infinity(); break;
    case p_infinity: P = C.infinity(); break;
    case both_infinity: P = Q = C.infinity(); break;
    case opposite_y:
      if (const auto R = audit::opposite_y_partner(C, P)) Q = *R;
      break;
    case order_two:
      for (const Point& T : audit::order_two_points(C)) {
        P = T;
        Q = ref::add(C, T, Q);
      }
      break;
    default: break;
  }
  const audit::ZSource z = [&in, &C] {
    const ref::Fe v = C.fp().from_mpz(in.integer(32));
    return is_zero(v) ? C.fp().one() : v;
  };
  const audit::FormulaUnderTest& twin = audit::ref_twin_of(f);
  if (!twin.applies(C, P, Q)) return 0;
  const audit::FormulaRun want = twin.run(C, P, Q, z);
  const audit::FastCase c{C, P, Q, z, (fl & 2) != 0};
  if (const auto d = audit::fast_disagreement(f, (fl & 1) != 0 ? audit::FastField::fe64 : audit::FastField::fe, c, want)) {
    fuzz::disagree("fast formula " + f.name + " on " + std::string(C.name()) + ": " + *d);
  }
  return 0;
}

#include "tandem/proofs/limbs/limb_check.hpp"

#include <algorithm>
#include <limits>

namespace tandem::proofs::limbs {

namespace {

mpz_class pow2(unsigned long k) {
  mpz_class r;
  mpz_ui_pow_ui(r.get_mpz_t(), 2, k);
  return r;
}

std::string describe(const Obligation& o) {
  std::string s = o.what + " at " + o.place + ": interval [0x" + o.iv.lo.get_str(16) + ", 0x" + o.iv.hi.get_str(16) +
                  "] against bound 0x" + o.bound.get_str(16);
  if (o.closed == Closed::refuted) s += "; refuted at " + o.counterexample;
  if (o.closed == Closed::unknown) s += "; " + o.counterexample;
  return s;
}

}  // namespace

SymValue combine(Trace& trace, const std::vector<SymValue>& limbs, unsigned bits) {
  SymValue sum = trace.constant(0);
  for (std::size_t i = 0; i < limbs.size(); ++i) {
    const mpz_class w = pow2(bits * i);
    sum.poly = sum.poly + LimbPoly(w) * limbs[i].poly;
    sum.iv.lo += w * limbs[i].iv.lo;
    sum.iv.hi += w * limbs[i].iv.hi;
    sum.z = sum.z + trace.z3().int_val(w.get_str().c_str()) * limbs[i].z;
    for (std::size_t s = 0; s < sum.samples.size(); ++s) sum.samples[s] += w * limbs[i].samples[s];
  }
  return sum;
}

Verdict check_claim(Trace& trace, const Claim& claim) {
  Verdict v;
  // (b) the ranges: the output limbs, then the value.
  for (std::size_t i = 0; i < claim.out.size() && i < claim.out_bounds.size(); ++i) {
    trace.at("output");
    trace.require_at_most(claim.out[i], claim.out_bounds[i], "output limb " + std::to_string(i), false);
  }
  if (claim.value_below) {
    trace.at("output");
    trace.require_value_at_most(combine(trace, claim.out, claim.limb_bits), *claim.value_below - 1,
                                "output value below the modulus");
  }
  // (a) the algebra.
  const SymValue out = combine(trace, claim.out, claim.limb_bits);
  const LimbPoly diff = LimbPoly(mpz_class(claim.scale)) * out.poly - claim.expected;
  bool algebra_ok = false;
  if (claim.out.empty()) {
    algebra_ok = true;
  } else if (diff.divisible_by(claim.modulus)) {
    algebra_ok = true;
    v.algebra = "every coefficient divisible by the modulus";
  } else {
    const LimbPoly residue = diff.residue_mod(claim.modulus);
    std::string why;
    if (trace.prove_zero(residue, why)) {
      algebra_ok = true;
      v.algebra = "residue " + residue.str(trace.names()) + " is zero under the side conditions (Z3)";
    } else {
      v.algebra = "residue " + residue.str(trace.names()) + " is not zero: " + why;
      v.counterexample = why.rfind("refuted at", 0) == 0;
    }
  }
  // The facts only on a run whose ranges held (after a failed obligation
  // nothing is trusted, and Z3 would search in vain).
  for (const Fact& f : claim.facts) {
    if (!algebra_ok || trace.any_failed()) break;
    std::string why;
    if (trace.prove_zero(f.got.poly - f.expected.poly, why)) {
      v.algebra += std::string(v.algebra.empty() ? "" : "; ") + f.what;
      continue;
    }
    algebra_ok = false;
    v.algebra = f.what + " fails: " + why;
    v.counterexample = why.rfind("refuted at", 0) == 0;
  }
  if (v.algebra.empty()) v.algebra = "no claim on the value";

  v.margin_bits = std::numeric_limits<double>::infinity();
  bool ranges_ok = true;
  for (const Obligation& o : trace.obligations()) {
    ++v.obligations;
    if (o.closed == Closed::z3) ++v.closed_by_z3;
    if (!o.holds()) {
      if (ranges_ok) v.failure = describe(o);
      ranges_ok = false;
      if (o.closed == Closed::refuted) v.counterexample = true;
    }
    if (o.type_range && o.counts_for_margin && o.holds() && o.margin_bits < v.margin_bits) {
      v.margin_bits = o.margin_bits;
      v.margin_place = o.place + " [" + o.what + "]";
    }
  }
  if (!algebra_ok && ranges_ok) v.failure = "algebra: " + v.algebra;
  v.holds = algebra_ok && ranges_ok;
  v.fresh_variables = trace.fresh_variables();
  v.largest_terms = trace.largest_terms();
  v.z3_queries = trace.z3_queries();
  return v;
}

Verdict merge_paths(std::vector<Verdict> paths, unsigned pruned) {
  if (paths.empty()) {
    Verdict v;
    v.failure = "every path is infeasible";
    v.paths = 0;
    v.pruned = pruned;
    return v;
  }
  std::size_t pick = 0;
  while (pick < paths.size() && paths[pick].holds) ++pick;
  Verdict v = paths[pick == paths.size() ? 0 : pick];
  for (std::size_t i = 0; i < paths.size(); ++i) {
    if (i == (pick == paths.size() ? 0 : pick)) continue;
    const Verdict& o = paths[i];
    if (o.margin_bits < v.margin_bits) {
      v.margin_bits = o.margin_bits;
      v.margin_place = o.margin_place;
    }
    v.fresh_variables = std::max(v.fresh_variables, o.fresh_variables);
    v.largest_terms = std::max(v.largest_terms, o.largest_terms);
    v.z3_queries += o.z3_queries;
    v.obligations += o.obligations;
    v.closed_by_z3 += o.closed_by_z3;
  }
  v.paths = static_cast<unsigned>(paths.size());
  v.pruned = pruned;
  return v;
}

}  // namespace tandem::proofs::limbs

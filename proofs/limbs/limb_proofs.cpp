#include "tandem/proofs/limbs.hpp"

#include <chrono>

#include "limb_cases.hpp"

namespace tandem::proofs {

namespace {

using limbs::LimbCase;
using limbs::Verdict;

struct Timed {
  Verdict v;
  double millis;
};

Timed timed(const LimbCase& c, int m) {
  const auto t0 = std::chrono::steady_clock::now();
  Verdict v = c.run(m);
  const auto t1 = std::chrono::steady_clock::now();
  return {std::move(v), std::chrono::duration<double, std::milli>(t1 - t0).count()};
}

std::vector<LimbCase> all_cases() {
  std::vector<LimbCase> cases = limbs::field_cases();
  for (LimbCase& c : limbs::field_op_cases()) cases.push_back(std::move(c));
  for (LimbCase& c : limbs::field64_cases()) cases.push_back(std::move(c));
  for (LimbCase& c : limbs::field64_op_cases()) cases.push_back(std::move(c));
  for (LimbCase& c : limbs::scalar_cases()) cases.push_back(std::move(c));
  for (LimbCase& c : limbs::scalar_op_cases()) cases.push_back(std::move(c));
  for (LimbCase& c : limbs::asm_cases()) cases.push_back(std::move(c));
  for (LimbCase& c : limbs::fp_cases()) cases.push_back(std::move(c));
  return cases;
}

/// The largest magnitude proven and the first failing one, searching up
/// from the contract's (known to hold): doubling, then bisecting.
void search(const LimbCase& c, LimbProof& r) {
  const auto t0 = std::chrono::steady_clock::now();
  int good = c.contract_magnitude;
  int bad = 0;
  while (bad == 0 && good < kLimbMagnitudeCap) {
    const int next = std::min(2 * good, kLimbMagnitudeCap);
    if (c.run(next).holds) good = next;
    else bad = next;
  }
  while (bad != 0 && bad - good > 1) {
    const int mid = good + (bad - good) / 2;
    if (c.run(mid).holds) good = mid;
    else bad = mid;
  }
  r.proven_up_to = good;
  r.first_failing = bad;
  r.search_millis = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
}

}  // namespace

std::vector<std::string> limb_proof_names() {
  std::vector<std::string> names;
  for (const LimbCase& c : all_cases()) names.push_back(c.name);
  return names;
}

std::vector<LimbProof> prove_limbs(const LimbProofOptions& options) {
  std::vector<LimbProof> out;
  for (const LimbCase& c : all_cases()) {
    if (!options.only.empty() && c.name.find(options.only) == std::string::npos) continue;
    LimbProof r;
    r.name = c.name;
    r.subject = c.subject;
    r.claim = c.claim;
    r.expected_to_hold = c.expected_to_hold;
    r.mutation = c.mutation;
    r.contract_magnitude = c.contract_magnitude;
    const Timed t = timed(c, c.contract_magnitude);
    r.holds = t.v.holds;
    r.millis = t.millis;
    r.margin_bits = t.v.margin_bits;
    r.margin_place = t.v.margin_place;
    r.algebra = t.v.algebra;
    r.failure = t.v.failure;
    r.counterexample = t.v.counterexample;
    r.fresh_variables = t.v.fresh_variables;
    r.largest_terms = t.v.largest_terms;
    r.obligations = t.v.obligations;
    r.closed_by_z3 = t.v.closed_by_z3;
    r.z3_queries = t.v.z3_queries;
    r.paths = t.v.paths;
    r.pruned = t.v.pruned;
    if (options.search_magnitudes && c.expected_to_hold && r.holds && c.contract_magnitude > 0) search(c, r);
    out.push_back(std::move(r));
  }
  return out;
}

}  // namespace tandem::proofs

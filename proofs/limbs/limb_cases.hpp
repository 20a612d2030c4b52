// The limb proofs as cases: a name, the claim in words, the contract's
// magnitude, and a run at a given magnitude. field_cases.cpp and
// scalar_cases.cpp list them; limb_proofs.cpp runs and searches them.
#pragma once

#include <functional>
#include <string>
#include <vector>

#include "tandem/proofs/limbs/limb_check.hpp"

namespace tandem::proofs::limbs {

struct LimbCase {
  std::string name;
  std::string subject;
  std::string claim;
  int contract_magnitude = 0;  ///< 0: the run ignores the magnitude
  bool expected_to_hold = true;
  std::string mutation;
  std::function<Verdict(int magnitude)> run;
};

/// Records a trace named `name`, has `body` build the claim on it, and checks
/// the claim against the trace (the step every case's run takes).
template <class Body>
Verdict run_case(const std::string& name, Body body) {
  Trace t(name);
  Claim c = body(t);
  return check_claim(t, c);
}

/// secp256k1's p, from fast/'s constants.
const mpz_class& secp256k1_p();

std::vector<LimbCase> field_cases();
std::vector<LimbCase> scalar_cases();
std::vector<LimbCase> asm_cases();

}  // namespace tandem::proofs::limbs

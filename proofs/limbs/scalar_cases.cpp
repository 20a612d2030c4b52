// The scalar's limb proofs (added with the scalar).
#include "limb_cases.hpp"

namespace tandem::proofs::limbs {

std::vector<LimbCase> scalar_cases() { return {}; }

}  // namespace tandem::proofs::limbs

#include "tandem/ref/inverse/batch.hpp"

#include "tandem/ref/inverse/fermat.hpp"

namespace tandem::ref {

std::vector<Fe> batch_inverse(std::span<const Fe> xs) {
  return batch_inverse(xs, [](const Fe& x) { return inverse_fermat_chain(x, x.field().modulus()); });
}

}  // namespace tandem::ref

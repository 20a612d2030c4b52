#include "tandem/ref/inverse/sqrt_chains.hpp"

#include "tandem/ref/inverse/fermat_secp256k1.hpp"

namespace tandem::ref {

namespace {
// The candidate is a root exactly when its square is a.
Result<Fe> checked(const Fe& a, const Fe& candidate) {
  if (sqr(candidate) == a) return candidate;
  return Error::not_a_square;
}
}  // namespace

Result<Fe> sqrt_secp256k1(const Fe& a) {
  if (a.field().modulus() != secp256k1_p()) return Error::modulus_unsupported;
  return checked(a, sqrt_secp256k1_chain(a));
}

Result<Fe> sqrt_3mod4(const Fe& a, unsigned w) {
  const mpz_class& p = a.field().modulus();
  if (mpz_fdiv_ui(p.get_mpz_t(), 4) != 3) return Error::modulus_unsupported;
  return checked(a, sqrt_3mod4_chain(a, p, w));
}

}  // namespace tandem::ref

#include "tandem/ref/inverse/fermat.hpp"

#include "tandem/ref/inverse/fermat_secp256k1.hpp"

namespace tandem::ref {

Result<Fe> inverse_fermat(const Fe& a, unsigned w) {
  if (is_zero(a)) return Error::not_invertible;
  return inverse_fermat_chain(a, a.field().modulus(), w);
}

const mpz_class& secp256k1_p() {
  static const mpz_class p("fffffffffffffffffffffffffffffffffffffffffffffffffffffffefffffc2f", 16);
  return p;
}

Result<Fe> inverse_fermat_secp256k1(const Fe& a) {
  if (a.field().modulus() != secp256k1_p()) return Error::modulus_unsupported;
  if (is_zero(a)) return Error::not_invertible;
  return inverse_fermat_secp256k1_chain(a);
}

}  // namespace tandem::ref

#include "tandem/ref/inverse/tonelli_shanks.hpp"

#include "tandem/ref/inverse/fermat.hpp"

namespace tandem::ref {

Result<Fe> sqrt_tonelli_shanks_var(const Fe& a) {
  if (is_zero(a)) return a;
  if (legendre(a) != 1) return Error::not_a_square;
  const PrimeField& F = a.field();
  const PrimeField::SqrtData& d = F.sqrt_data();  // p − 1 = q·2^s, z a non-residue
  unsigned s = d.s;
  Fe c = pow_window(F.from_mpz(d.nonresidue), d.q, kDefaultWindow);  // order 2^s
  Fe t = pow_window(a, d.q, kDefaultWindow);
  Fe r = pow_window(a, (d.q + 1) / 2, kDefaultWindow);  // r² = a·t
  while (!(t == F.one())) {
    unsigned i = 0;  // the least i with t^(2^i) = 1; i < s since t's order divides 2^(s−1)
    for (Fe u = t; !(u == F.one()); u = sqr(u)) ++i;
    const Fe b = sqr_n(c, s - i - 1);  // c^(2^(s−i−1)), of order 2^(i+1)
    s = i;
    c = sqr(b);
    t = t * c;  // t·b²: order now divides 2^(i−1)
    r = r * b;  // (r·b)² = a·t·b²
  }
  return r;
}

}  // namespace tandem::ref

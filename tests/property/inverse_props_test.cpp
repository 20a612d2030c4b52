// Full-width properties of ref/inverse/ (RapidCheck): for random odd
// moduli up to 600 bits and random values of any size and sign, every
// inversion agrees with mpz_invert and the Jacobi symbol with mpz_jacobi;
// safegcd's divstep count stays within its bound for any odd modulus, not
// only the curves' primes; on secp256k1's field the chains agree with GMP.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "support.hpp"
#include "tandem/ref/inverse/bingcd.hpp"
#include "tandem/ref/inverse/euclid.hpp"
#include "tandem/ref/inverse/fermat.hpp"
#include "tandem/ref/inverse/fermat_secp256k1.hpp"
#include "tandem/ref/inverse/jacobi.hpp"
#include "tandem/ref/inverse/safegcd.hpp"
#include "tandem/ref/inverse/sqrt_chains.hpp"

namespace tandem {
namespace {

// RapidCheck scales its generators with the test's size, starting near 0;
// these are held at full size so that every case is wide.
constexpr int kFullSize = 100;

/// `bytes` uniformly random octets, big-endian.
mpz_class full_width_integer(std::size_t bytes) {
  const auto v = *rc::gen::resize(
      kFullSize, rc::gen::container<std::vector<std::uint8_t>>(bytes, rc::gen::arbitrary<std::uint8_t>()));
  mpz_class r;
  if (!v.empty()) mpz_import(r.get_mpz_t(), v.size(), 1, 1, 1, 0, v.data());
  return r;
}

/// An odd modulus ≥ 3 of 1 to 75 octets (up to 600 bits).
mpz_class gen_odd_modulus() {
  const auto bytes = static_cast<std::size_t>(*rc::gen::resize(kFullSize, rc::gen::inRange(1, 76)));
  mpz_class m = full_width_integer(bytes);
  mpz_setbit(m.get_mpz_t(), 0);
  if (m < 3) m += 2;
  return m;
}

/// A value of either sign, up to 80 octets: reduced by the methods.
mpz_class gen_value() {
  mpz_class v = full_width_integer(static_cast<std::size_t>(*rc::gen::resize(kFullSize, rc::gen::inRange(0, 81))));
  return *rc::gen::arbitrary<bool>() ? mpz_class(-v) : v;
}

bool same(const Result<mpz_class>& mine, const mpz_class& a, const mpz_class& m) {
  mpz_class r;
  if (mpz_invert(r.get_mpz_t(), a.get_mpz_t(), m.get_mpz_t()) == 0) {
    return !mine.ok() && mine.error() == Error::not_invertible;
  }
  return mine.ok() && mine.value() == r;
}

RC_GTEST_PROP(InverseProperties, EveryMethodAgreesWithMpzInvert, ()) {
  const mpz_class m = gen_odd_modulus();
  const mpz_class a = gen_value();
  RC_ASSERT(same(ref::inverse_euclid_var(a, m), a, m));
  RC_ASSERT(same(ref::inverse_safegcd(a, m, ref::DivstepStart::one), a, m));
  RC_ASSERT(same(ref::inverse_safegcd(a, m, ref::DivstepStart::half), a, m));
  RC_ASSERT(same(ref::inverse_safegcd_var(a, m, ref::DivstepStart::half), a, m));
  RC_ASSERT(same(ref::inverse_bingcd(a, m, 32), a, m));
  RC_ASSERT(same(ref::inverse_bingcd(a, m, 63), a, m));
  RC_ASSERT(same(ref::inverse_bingcd_classic_var(a, m), a, m));
}

RC_GTEST_PROP(InverseProperties, JacobiAgreesWithMpzJacobi, ()) {
  const mpz_class n = gen_odd_modulus();
  const mpz_class a = gen_value();
  const Result<int> j = ref::jacobi_var(a, n);
  RC_ASSERT(j.ok());
  RC_ASSERT(j.value() == mpz_jacobi(a.get_mpz_t(), n.get_mpz_t()));
}

RC_GTEST_PROP(InverseProperties, DivstepsStayWithinTheBoundForAnyOddModulus, ()) {
  const mpz_class m = gen_odd_modulus();
  mpz_class a = gen_value();
  mpz_mod(a.get_mpz_t(), a.get_mpz_t(), m.get_mpz_t());
  const std::size_t bits = mpz_sizeinbase(m.get_mpz_t(), 2);
  for (ref::DivstepStart s : {ref::DivstepStart::one, ref::DivstepStart::half}) {
    std::size_t steps = 0;
    (void)ref::inverse_safegcd_var(a, m, s, &steps);
    RC_ASSERT(steps <= ref::safegcd_divstep_bound(bits, s));
  }
  std::size_t iterations = 0;
  (void)ref::inverse_bingcd_classic_var(a, m, &iterations);
  RC_ASSERT(iterations <= 2 * bits - 1);
}

RC_GTEST_PROP(InverseProperties, Secp256k1ChainsAgreeWithGmp, ()) {
  const ref::PrimeField& F = ref::find_curve("secp256k1")->fp();
  const ref::Fe a = F.from_mpz(full_width_integer(40));
  const Result<ref::Fe> inv = ref::inverse_fermat_secp256k1(a);
  RC_ASSERT(inv.ok() == !is_zero(a));
  if (inv) {
    RC_ASSERT(inv.value() * a == F.one());
    RC_ASSERT(inv.value() == ref::inverse_fermat(a).value());
  }
  const Result<ref::Fe> root = ref::sqrt_secp256k1(a);
  const int chi = mpz_jacobi(a.value().get_mpz_t(), F.modulus().get_mpz_t());
  RC_ASSERT(root.ok() == (chi >= 0));
  if (root) RC_ASSERT(sqr(root.value()) == a);
  const Result<ref::Fe> root_of_square = ref::sqrt_secp256k1(sqr(a));
  RC_ASSERT(root_of_square.ok());
  RC_ASSERT(root_of_square.value() == a || root_of_square.value() == -a);
}

}  // namespace
}  // namespace tandem

// fast/'s square-root chain run on the exponent field
// (proofs/include/tandem/proofs/exponent_field.hpp): the chain's own text,
// detail::pow_p_plus_1_over_4_chain, with Ops on exponents, so the result
// is the power the chain raises every a to, which must be (p + 1)/4. fast/
// has no other addition chain: its inverses are safegcd's.
#include <chrono>
#include <utility>

#include "limb_cases.hpp"
#include "tandem/fast/field_sqrt.hpp"
#include "tandem/proofs/exponent_field.hpp"
#include "tandem/proofs/limbs.hpp"

namespace tandem::proofs {

namespace {

/// Exponent's squaring (a hidden friend, found by argument lookup only).
Exponent squared(const Exponent& a) { return sqr(a); }

/// The chain's Ops on exponents, counting the operations.
struct ExponentOps {
  using T = Exponent;
  static inline unsigned muls = 0, sqrs = 0;
  static T mul(const T& a, const T& b) {
    ++muls;
    return a * b;
  }
  static T sqr(const T& a) {
    ++sqrs;
    return squared(a);
  }
  static T sqr_n(T x, unsigned k) {
    for (unsigned i = 0; i < k; ++i) x = sqr(x);
    return x;
  }
};

/// ExponentOps with one slip: the chain's one run of 6 squarings (before
/// the last multiplication) one short — the production text then computes
/// what a chain with that slip would.
struct SlippedOps : ExponentOps {
  static T sqr_n(T x, unsigned k) { return ExponentOps::sqr_n(std::move(x), k == 6 ? 5 : k); }  // SLIP
};

IdentityProof sqrt_chain(bool twin) {
  const auto t0 = std::chrono::steady_clock::now();
  IdentityProof r;
  r.name = twin ? "fast sqrt chain [twin]" : "fast sqrt chain";
  r.claim = "detail::pow_p_plus_1_over_4_chain raises a to (p+1)/4 (253 squarings, 13 multiplications)";
  r.expected_to_hold = !twin;
  if (twin) r.mutation = "the run of 6 squarings before the last multiplication one short";
  ExponentOps::muls = ExponentOps::sqrs = 0;
  const Exponent e = twin ? fast::detail::pow_p_plus_1_over_4_chain<SlippedOps>(Exponent::base())
                          : fast::detail::pow_p_plus_1_over_4_chain<ExponentOps>(Exponent::base());
  const mpz_class want = (limbs::secp256k1_p() + 1) / 4;
  r.holds = e.e() == want && ExponentOps::sqrs == 253 && ExponentOps::muls == 13;
  const mpz_class diff = e.e() - want;
  const std::string off = diff < 0 ? " - " + mpz_class(-diff).get_str() : " + " + diff.get_str();
  r.detail = "exponent " + std::string(e.e() == want ? "= (p+1)/4" : "(p+1)/4" + off) + ", " +
             std::to_string(ExponentOps::sqrs) + " squarings, " + std::to_string(ExponentOps::muls) +
             " multiplications";
  r.millis = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  return r;
}

}  // namespace

std::vector<IdentityProof> prove_fast_identities() { return {sqrt_chain(false), sqrt_chain(true)}; }

}  // namespace tandem::proofs

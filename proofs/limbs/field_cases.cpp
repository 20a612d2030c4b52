// The field's limb proofs (fast/include/tandem/fast/field_5x52_limbs.hpp) and
// their broken twins (field_twins.hpp). Each run builds the inputs at a
// magnitude m — limb i a fresh variable in [0, field_contract's
// limb_bound(m, i)] — runs the limb function's own text on them, and states
// the claim: scale·out ≡ expected (mod p), each output limb within the
// contract's bound, and for normalize the value below p.
#include <algorithm>
#include <array>
#include <string>

#include "field_inputs.hpp"
#include "field_twins.hpp"
#include "limb_cases.hpp"
#include "tandem/fast/field_5x52_limbs.hpp"
#include "tandem/fast/field_contract.hpp"

namespace tandem::proofs::limbs {

namespace {

using namespace fe_inputs;

// The proofs: the production text, fe52::*<SymLimbs>.

Verdict mul_at(int m, bool twin) {
  return run_case("fe52::mul", [&](Trace& t) {
    const FeLimbs a = element(t, "a", m), b = element(t, "b", m);
    const FeLimbs r = twin ? twins::mul_wrong_constant<SymLimbs>(a, b) : fe52::mul<SymLimbs>(a, b);
    return claim(r, value(a) * value(b), bounds_of_magnitude(contract::kMulOutput));
  });
}

Verdict sqr_at(int m, bool twin) {
  return run_case("fe52::sqr", [&](Trace& t) {
    const FeLimbs a = element(t, "a", m);
    const FeLimbs r = twin ? twins::sqr_dropped_carry<SymLimbs>(a) : fe52::sqr<SymLimbs>(a);
    return claim(r, value(a) * value(a), bounds_of_magnitude(contract::kMulOutput));
  });
}

Verdict add_at(int m, bool twin) { return add_pair_at(m, m, twin); }

Verdict negate_at(int m, bool twin) {
  return run_case("fe52::negate", [&](Trace& t) {
    const FeLimbs a = element(t, "a", m);
    const FeLimbs r = twin ? twins::negate_short<SymLimbs>(a, m) : fe52::negate<SymLimbs>(a, m);
    return claim(r, LimbPoly(0) - value(a), bounds_of_magnitude(contract::negate_output(m)));
  });
}

/// m is the product magnitude(a)·k: a of magnitude 1, k a fresh variable in [0, m].
Verdict mul_int_at(int m, bool twin) { return mul_int_pair_at(1, m, twin); }

Verdict half_at(int m, bool twin) {
  return run_case("fe52::half", [&](Trace& t) {
    const FeLimbs a = element(t, "a", m);
    const FeLimbs r = twin ? twins::half_misplaced_bit<SymLimbs>(a) : fe52::half<SymLimbs>(a);
    return claim(r, value(a), bounds_of_magnitude(contract::half_output(m)), 2);
  });
}

Verdict normalize_weak_at(int m, bool twin) {
  return run_case("fe52::normalize_weak", [&](Trace& t) {
    const FeLimbs a = element(t, "a", m);
    const FeLimbs r = twin ? twins::normalize_weak_dropped_top_carry<SymLimbs>(a) : fe52::normalize_weak<SymLimbs>(a);
    return claim(r, value(a), carried_bounds(false));
  });
}

Verdict normalize_at(int m, bool twin) {
  return run_case("fe52::normalize", [&](Trace& t) {
    const FeLimbs a = element(t, "a", m);
    const FeLimbs r = twin ? twins::normalize_dropped_top_carry<SymLimbs>(a) : fe52::normalize<SymLimbs>(a);
    Claim c = claim(r, value(a), carried_bounds(true));
    c.value_below = secp256k1_p();
    return c;
  });
}

LimbCase proof(std::string name, std::string claim_text, int contract_m, Verdict (*f)(int, bool)) {
  return {std::move(name), "field 5x52", std::move(claim_text), contract_m, true, "",
          [f](int m) { return f(m, false); }};
}

LimbCase twin(std::string name, std::string mutation, int contract_m, Verdict (*f)(int, bool)) {
  return {std::move(name), "field 5x52", "", contract_m, false, std::move(mutation), [f](int m) { return f(m, true); }};
}

}  // namespace

Verdict add_pair_at(int m1, int m2, bool twin) {
  return run_case("fe52::add", [&](Trace& t) {
    const FeLimbs a = element(t, "a", m1), b = element(t, "b", m2);
    // The twin is the right code under a wrong contract: the output's
    // magnitude claimed as max + 1 instead of the sum.
    return claim(fe52::add<SymLimbs>(a, b), value(a) + value(b),
                 bounds_of_magnitude(twin ? std::max(m1, m2) + 1 : contract::add_output(m1, m2)));
  });
}

Verdict mul_int_pair_at(int m, int k, bool twin) {
  return run_case("fe52::mul_int", [&](Trace& t) {
    const FeLimbs a = element(t, "a", m);
    const W kw(t.input("k", 0, k));
    const FeLimbs r = twin ? twins::mul_int_top_unscaled<SymLimbs>(a, kw) : fe52::mul_int<SymLimbs>(a, kw);
    return claim(r, kw.value().poly * value(a), bounds_of_magnitude(contract::mul_int_output(m, k)));
  });
}

const mpz_class& secp256k1_p() {
  static const mpz_class p = [] {
    mpz_class v;
    for (std::size_t i = 4; i-- > 0;) v = (v << 64) + mpz_class(static_cast<unsigned long>(fast::secp256k1::kP[i]));
    return v;
  }();
  return p;
}

std::vector<LimbCase> field_cases() {
  using namespace contract;
  return {
      proof("fe52::mul", "a*b mod p; inputs of magnitude m, output magnitude 1", kMulMaxInput, mul_at),
      twin("fe52::mul [twin]", "folds by 2^260 mod p + 1 (a wrong constant)", kMulMaxInput, mul_at),
      proof("fe52::sqr", "a^2 mod p; input of magnitude m, output magnitude 1", kMulMaxInput, sqr_at),
      twin("fe52::sqr [twin]", "drops column 2's carry into column 3", kMulMaxInput, sqr_at),
      proof("fe52::add", "a+b; inputs of magnitude m, output magnitude 2m", kMaxMagnitude / 2, add_at),
      twin("fe52::add [twin]", "claims output magnitude m+1 (a wrong contract)", kMaxMagnitude / 2, add_at),
      proof("fe52::negate", "-a as 2(m+1)p - a; input of magnitude m, output m+1", kMaxMagnitude - 1, negate_at),
      twin("fe52::negate [twin]", "uses 2m*p: a limb can go below zero", kMaxMagnitude - 1, negate_at),
      proof("fe52::mul_int", "k*a; magnitude(a)*k = m, output magnitude m", kMaxMagnitude, mul_int_at),
      twin("fe52::mul_int [twin]", "leaves the top limb unscaled", kMaxMagnitude, mul_int_at),
      proof("fe52::half", "2*out = a mod p; input of magnitude m, output m/2+1", kMaxMagnitude, half_at),
      twin("fe52::half [twin]", "moves a low bit to bit 52, not 51", kMaxMagnitude, half_at),
      proof("fe52::normalize_weak", "out = a mod p, limbs carried; input of magnitude m", kNormalizeMaxInput,
            normalize_weak_at),
      twin("fe52::normalize_weak [twin]", "drops the final carry into the top limb", kNormalizeMaxInput,
           normalize_weak_at),
      proof("fe52::normalize", "out = a mod p, out < p; input of magnitude m", kNormalizeMaxInput, normalize_at),
      twin("fe52::normalize [twin]", "drops the carry into the top limb of t + C", kNormalizeMaxInput, normalize_at),
  };
}

}  // namespace tandem::proofs::limbs

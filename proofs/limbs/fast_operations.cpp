// Every public function of Fe, Fe64, Scalar and PrimeField and what proves it: the
// limb proofs that run its text (all must hold), or why none does. `tandem
// prove` prints this list with each verdict; tests/unit/limb_proofs_test.cpp
// scans the three headers and fails on a public function missing here.
#include "tandem/proofs/limbs.hpp"

namespace tandem::proofs {

namespace {

FastOperation op(std::string type, std::string name, std::vector<std::string> proofs, std::string note = "") {
  return {std::move(type), std::move(name), std::move(proofs), std::move(note)};
}

const char* const kLiteral = "a constant or an input taken as it is: no arithmetic";
const char* const kAccessor = "returns the stored words: no arithmetic";
const char* const kVerify = "verify-mode bookkeeping (TANDEM_FAST_VERIFY), not in production code";

std::vector<FastOperation> fe_operations() {
  const std::string t = "Fe";
  std::vector<FastOperation> r;
  for (const char* n : {"add", "cmov", "cmp_var", "equal", "equal_var", "half", "is_odd", "is_zero", "mul", "mul_int",
                        "negate", "normalize", "normalize_var", "normalize_weak", "normalizes_to_zero",
                        "normalizes_to_zero_var", "sqr", "at_least_p", "to_words", "get_b32"}) {
    r.push_back(op(t, n, {std::string("fe52::") + n}));
  }
  r.push_back(op(t, "set_b32_mod", {"fe52::set_b32"}));
  r.push_back(op(t, "set_b32_limit", {"fe52::set_b32"}));
  r.push_back(op(t, "from_words_mod", {"fe52::limbs_of_words"}));
  r.push_back(op(t, "from_words_below_p", {"fe52::limbs_of_words"}));
  for (const char* n : {"from_int", "from_limbs"}) r.push_back(op(t, n, {}, kLiteral));
  r.push_back(op(t, "limbs", {}, kAccessor));
  for (const char* n : {"magnitude", "normalized", "meets_contract"}) r.push_back(op(t, n, {}, kVerify));
  return r;
}

std::vector<FastOperation> fe64_operations() {
  const std::string t = "Fe64";
  std::vector<FastOperation> r;
  for (const char* n : {"cmp_var", "half", "is_odd", "is_zero", "negate", "normalize", "normalize_var",
                        "normalizes_to_zero", "normalizes_to_zero_var", "below_p"}) {
    r.push_back(op(t, n, {std::string("fe64::") + n}));
  }
  r.push_back(op(t, "cmov", {"fe64::cmov"}));
  // The assembly where the build has it, the portable text elsewhere: both proven.
  r.push_back(op(t, "add", {"fe4x64::add_asm", "fe64::add"}));
  r.push_back(op(t, "mul", {"fe4x64::mul_asm", "fe64::mul"}));
  r.push_back(op(t, "sqr", {"fe4x64::sqr_asm", "fe64::sqr"}));
  r.push_back(op(t, "mul_int", {"fe4x64::mul_int_asm", "fe64::mul_int"}));
  r.push_back(op(t, "sqr_n", {}, "not proven: the assembly's fe4x64::sqr_n loop is not run by the prover (sqr is)"));
  r.push_back(op(t, "equal", {"fe64::negate", "fe4x64::add_asm", "fe64::add", "fe64::normalizes_to_zero"},
                 "a composition of proven texts"));
  r.push_back(op(t, "equal_var", {"fe64::negate", "fe4x64::add_asm", "fe64::add", "fe64::normalizes_to_zero_var"},
                 "a composition of proven texts"));
  r.push_back(op(t, "normalize_weak", {}, "returns its input: the words are always below 2^256, which every proof assumes"));
  r.push_back(op(t, "set_b32_mod", {"fast::words_of_b32"}));
  r.push_back(op(t, "set_b32_limit", {"fast::words_of_b32", "fe64::below_p"}));
  r.push_back(op(t, "get_b32", {"fast::b32_of_words"}));
  for (const char* n : {"from_int", "from_words_mod", "from_words_below_p"}) r.push_back(op(t, n, {}, kLiteral));
  for (const char* n : {"to_words", "words"}) r.push_back(op(t, n, {}, kAccessor));
  r.push_back(op(t, "normalized", {}, kVerify));
  return r;
}

std::vector<FastOperation> scalar_operations() {
  const std::string t = "Scalar";
  std::vector<FastOperation> r;
  for (const char* n : {"add", "mul", "negate", "half", "cond_negate", "equal", "get_bits", "is_high", "is_zero"}) {
    r.push_back(op(t, n, {std::string("sc64::") + n}));
  }
  r.push_back(op(t, "cmov", {"fe64::cmov"}, "fast::cmov_words, Fe64's text"));
  r.push_back(op(t, "is_even", {"sc64::is_odd"}, "fast::is_odd_words, Fe64's text"));
  r.push_back(op(t, "is_one", {"sc64::equal"}));
  r.push_back(op(t, "reduce", {"sc64::reduce_checked"}));
  r.push_back(op(t, "set_b32", {"fast::words_of_b32", "sc64::reduce_checked"}));
  r.push_back(op(t, "set_b32_seckey", {"fast::words_of_b32", "sc64::reduce_checked", "sc64::is_zero"}));
  r.push_back(op(t, "get_b32", {"fast::b32_of_words"}));
  r.push_back(op(t, "get_bits_var", {"sc64::get_bits", "sc64::get_bits_var"},
                 "within one word it is get_bits; across two words its own proof"));
  r.push_back(op(t, "mul_shift_round", {"sc64::mul_512", "sc64::shift_round_512"},
                 "the exact 512-bit product, then its shift and rounding at every shift"));
  for (const char* n : {"inverse", "inverse_var"}) {
    r.push_back(op(t, n, {}, "safegcd, not limb text: its divstep transitions are in the divstep table below"));
  }
  r.push_back(op(t, "from_int", {}, kLiteral));
  r.push_back(op(t, "from_words", {}, "the words taken as they are (verify builds check them below n by reduce's flag)"));
  r.push_back(op(t, "words", {}, kAccessor));
  return r;
}

/// PrimeField<M> (fast/fp/prime_field.hpp): its proofs run once per modulus
/// (fp_cases.cpp: the p and n of each standard curve); P-256's p names them
/// here, the note says the rest.
std::vector<FastOperation> prime_field_operations() {
  const std::string t = "PrimeField";
  const std::string m = " P-256 p";
  const std::string every = "the same proofs for each of the 30 moduli (fp::<proof> <curve> p|n)";
  auto fp = [&](std::initializer_list<const char*> names) {
    std::vector<std::string> r;
    for (const char* n : names) r.push_back(std::string("fp::") + n + m);
    return r;
  };
  std::vector<FastOperation> r;
  for (const char* n : {"add", "sub", "negate", "half"}) r.push_back(op(t, n, fp({n}), every));
  // Under the pseudo-Mersenne policy (secp192k1's p here) the product is pm_*_wide's.
  auto with_folds = [](std::vector<std::string> proofs, const char* wide) {
    proofs.push_back(std::string("fp::") + wide + " secp192k1 p");
    return proofs;
  };
  const std::string folds = every + "; pseudo-Mersenne p: fp::pm_mul_wide / pm_sqr_wide (fp_pm_cases.cpp)";
  r.push_back(op(t, "mul", with_folds(fp({"mont_mul_wide", "reduce_once"}), "pm_mul_wide"), folds));
  r.push_back(op(t, "sqr", with_folds(fp({"mont_sqr_wide", "reduce_once"}), "pm_sqr_wide"), folds));
  r.push_back(op(t, "sqr_n", fp({"mont_sqr_wide", "reduce_once"}), "a loop of sqr; " + every));
  r.push_back(op(t, "mul_int", fp({"add"}), "additions along k's bits; " + every));
  r.push_back(op(t, "cond_negate", fp({"negate"}), "negate, then a selection (tested, not proven); " + every));
  for (const char* n : {"from_int", "from_words", "from_words_var"}) {
    r.push_back(op(t, n, fp({"mont_mul_wide", "reduce_once"}), "mont_mul by R^2 mod m; " + every));
  }
  r.push_back(op(t, "to_words", fp({"redc_wide", "reduce_once"}), every));
  r.push_back(op(t, "get_bytes", fp({"redc_wide", "reduce_once"}), "the byte packing tested, not proven; " + every));
  r.push_back(op(t, "set_bytes", fp({"mont_mul_wide", "reduce_once"}),
                 "the byte packing and the comparison with m tested, not proven; " + every));
  r.push_back(op(t, "reduce_bytes", fp({"mont_mul_wide", "reduce_once", "add"}),
                 "the byte packing and the overflow flag tested, not proven; " + every));
  for (const char* n : {"is_zero", "normalizes_to_zero", "normalizes_to_zero_var", "equal", "equal_var", "cmov"}) {
    r.push_back(op(t, n, {}, "not proven: word comparisons and selections on the stored words, tested against GMP on every modulus"));
  }
  for (const char* n : {"is_odd", "is_high", "cmp_var"}) {
    r.push_back(op(t, n, {}, "not proven: a comparison on to_words's result, tested against GMP on every modulus"));
  }
  for (const char* n : {"normalize", "normalize_weak", "normalize_var"}) {
    r.push_back(op(t, n, {}, "returns its input: every element is below m, which every proof assumes"));
  }
  for (const char* n : {"modulus", "stored_words", "from_stored_words"}) r.push_back(op(t, n, {}, kAccessor));
  return r;
}

}  // namespace

std::vector<FastOperation> fast_operations() {
  std::vector<FastOperation> all = fe_operations();
  for (FastOperation& o : fe64_operations()) all.push_back(std::move(o));
  for (FastOperation& o : scalar_operations()) all.push_back(std::move(o));
  for (FastOperation& o : prime_field_operations()) all.push_back(std::move(o));
  return all;
}

}  // namespace tandem::proofs

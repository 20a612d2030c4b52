// The limb proofs: every operation of the fast field and scalar is proven at
// its contract's magnitude, every broken twin is refuted with a concrete
// counterexample, the linear twins are refuted by Z3 alone (no sampled
// inputs), and the magnitude search reports the figures docs/fast-field.md
// quotes.
#include <gtest/gtest.h>

#include <algorithm>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>

#include "paths.hpp"
#include "tandem/proofs/limbs.hpp"
#include "tandem/proofs/limbs/symbolic_limbs.hpp"

namespace tandem {
namespace {

using proofs::LimbProof;

// ctest runs each test in a process of its own: each test proves only
// what it looks at.
const std::vector<LimbProof>& results() {
  static const std::vector<LimbProof> r = [] {
    proofs::LimbProofOptions o;
    o.search_magnitudes = false;
    return proofs::prove_limbs(o);
  }();
  return r;
}

/// The one proof of this exact name, without the magnitude search.
LimbProof result(const std::string& name) {
  proofs::LimbProofOptions o;
  o.search_magnitudes = false;
  o.only = name;
  for (LimbProof& r : proofs::prove_limbs(o)) {
    if (r.name == name) return r;
  }
  throw std::runtime_error("no limb proof " + name);
}

TEST(LimbProofs, EveryOperationIsProvenAtItsContractAndEveryTwinRefuted) {
  for (const LimbProof& r : results()) {
    if (!r.expected_to_hold) continue;
    EXPECT_TRUE(r.holds) << r.name << ": " << r.failure;
    EXPECT_GE(r.margin_bits, 0.0) << r.name;
    // Functions of bits and masks alone have no intermediate near its type's
    // limit (the margin is then infinite).
    if (r.margin_bits < 1e9) EXPECT_FALSE(r.margin_place.empty()) << r.name;
  }
  std::size_t twins = 0;
  for (const LimbProof& r : results()) {
    if (r.expected_to_hold) continue;
    ++twins;
    EXPECT_FALSE(r.holds) << r.name;
    EXPECT_TRUE(r.counterexample) << r.name << ": " << r.failure;
    EXPECT_FALSE(r.mutation.empty()) << r.name;
  }
  EXPECT_GE(twins, 8U);
  // Each proof has its twin.
  for (const LimbProof& r : results()) {
    if (!r.expected_to_hold) continue;
    const std::string twin = r.name + " [twin]";
    EXPECT_TRUE(std::any_of(results().begin(), results().end(),
                            [&](const LimbProof& t) { return t.name == twin && !t.expected_to_hold; }))
        << r.name << " has no broken twin";
  }
  // The operations the proofs must cover.
  const std::vector<std::string> names = proofs::limb_proof_names();
  for (const char* name : {"fe52::mul", "fe52::sqr", "fe52::add", "fe52::negate", "fe52::mul_int", "fe52::half",
                           "fe52::normalize_weak", "fe52::normalize", "sc64::mul", "sc64::reduce_512",
                           "sc64::reduce_260", "sc64::add", "sc64::negate", "sc64::half", "fe4x64::mul_asm",
                           "fe4x64::sqr_asm", "fe4x64::add_asm", "fe4x64::mul_int_asm", "fe64::fold_top", "fe64::reduce_512", "fe64::mul", "fe64::sqr",
                           "fe64::add", "fe64::negate", "fe64::mul_int", "fe64::half", "fe64::normalize", "fe52::at_least_p",
                           "fe52::normalize_var", "fe52::normalizes_to_zero", "fe52::normalizes_to_zero_var",
                           "fe52::equal", "fe52::equal_var", "fe52::is_zero", "fe52::is_odd", "fe52::cmov",
                           "fe52::cmp_var", "fe52::limbs_of_words", "fe52::to_words", "fe52::set_b32",
                           "fe52::get_b32", "fe64::below_p", "fe64::normalize_var", "fe64::normalizes_to_zero",
                           "fe64::normalizes_to_zero_var", "fe64::is_zero", "fe64::is_odd", "fe64::cmov",
                           "fe64::cmp_var", "fast::words_of_b32", "fast::b32_of_words", "sc64::reduce_checked",
                           "sc64::is_zero", "sc64::is_odd", "sc64::equal", "sc64::is_high", "sc64::cond_negate",
                           "sc64::get_bits"}) {
    EXPECT_NE(std::find(names.begin(), names.end(), name), names.end()) << name;
  }
}

// Refutation must not rest on the sampled inputs: without them Z3 finds
// the counterexample of every twin whose obligations are linear and small
// (the field's mul and sqr twins are nonlinear, the scalar's mul and
// reduce_512 twins long chains: Z3's search gives up on those within its
// time limit and the samples refute them).
TEST(LimbProofs, LinearTwinsAreRefutedByZ3Alone) {
  proofs::limbs::SamplesOff off;
  for (const char* name : {"fe52::add [twin]", "fe52::negate [twin]", "fe52::mul_int [twin]", "fe52::half [twin]",
                           "fe52::normalize_weak [twin]", "fe52::normalize [twin]", "sc64::reduce_260 [twin]",
                           "sc64::add [twin]", "sc64::negate [twin]", "sc64::half [twin]",
                           "fe4x64::mul_asm [twin]", "fe4x64::sqr_asm [twin 2]", "fe4x64::add_asm [twin]", "fe4x64::mul_int_asm [twin 2]", "fe64::fold_top [twin]", "fe64::reduce_512 [twin]",
                           "fe64::add [twin]", "fe64::negate [twin]", "fe64::half [twin]",
                           "fe64::normalize [twin]"}) {
    proofs::LimbProofOptions o;
    o.search_magnitudes = false;
    o.only = name;
    const std::vector<LimbProof> r = proofs::prove_limbs(o);
    ASSERT_EQ(r.size(), 1U) << name;
    EXPECT_FALSE(r[0].holds) << name;
    EXPECT_TRUE(r[0].counterexample) << name << ": " << r[0].failure;
  }
}

// The bug planted by hand in issue 15 — normalizes_to_zero ignoring its top
// limb, which passed `tandem prove` while only the templated kernels were
// proven — is refuted now that the function's own text runs, and by Z3
// alone (an element whose only non-zero limb is the top one is no sampled
// input); likewise the other boundary slips of the comparisons.
TEST(LimbProofs, ComparisonSlipsAreRefutedByZ3Alone) {
  proofs::limbs::SamplesOff off;
  for (const char* name : {"fe52::normalizes_to_zero [twin]", "fe52::normalizes_to_zero_var [twin]",
                           "fe52::is_zero [twin]", "fe52::at_least_p [twin]", "fe52::normalize_var [twin]",
                           "fe64::normalizes_to_zero [twin]", "fe64::below_p [twin]", "sc64::is_high [twin]",
                           "sc64::reduce_checked [twin]"}) {
    const LimbProof r = result(name);
    EXPECT_FALSE(r.holds) << name;
    EXPECT_TRUE(r.counterexample) << name << ": " << r.failure;
  }
}

// The _var functions are proven on every feasible path of their branches.
TEST(LimbProofs, VarFunctionsAreProvenOnEveryPath) {
  EXPECT_EQ(result("fe52::normalize_var").paths, 2U);
  EXPECT_EQ(result("fe52::normalizes_to_zero_var").paths, 3U);
  // cmp_var: a limb that differs (5 places) either way, or all equal.
  EXPECT_EQ(result("fe52::cmp_var").paths, 11U);
}

/// The public functions a header declares: free functions at namespace
/// level and the public members of its class, by their names. Comments,
/// function bodies (lines that start deeper than the class's braces), the
/// constructors and the private sections are skipped; `friend` lines
/// repeat free functions.
std::set<std::string> public_functions(const std::string& header, const std::string& type) {
  std::ifstream in(std::string(TANDEM_SOURCE_DIR) + "/fast/include/tandem/fast/" + header);
  std::stringstream text;
  text << in.rdbuf();
  static const std::regex declaration(
      R"(^\s*(?:\[\[[\w:]+\]\]\s*)*(?:static\s+|inline\s+|constexpr\s+)*(?:[\w:]+(?:<[^;{}()]*>)?[&*]?\s+)+(\w+)\()");
  std::set<std::string> names;
  bool in_private = false;
  std::string line;
  int depth = 0;
  while (std::getline(text, line)) {
    if (line.find(" private:") != std::string::npos) in_private = true;
    if (line.find(" public:") != std::string::npos || line == "};") in_private = false;
    const std::string code = line.substr(0, line.find("//"));
    const int depth_before = depth;
    depth += static_cast<int>(std::count(code.begin(), code.end(), '{')) -
             static_cast<int>(std::count(code.begin(), code.end(), '}'));
    std::smatch m;
    if (in_private || depth_before > 2 || code.find("friend") != std::string::npos || code.find('#') != std::string::npos) {
      continue;
    }
    if (std::regex_search(code, m, declaration) && m[1] != "operator" && m[1] != type) names.insert(m[1]);
  }
  return names;
}

// `tandem prove` lists every public function of Fe, Fe64, Scalar and PrimeField with
// its verdict: each one the headers declare must be in that list (a new
// operation without a proof, or without a reason for having none, fails
// here), and each proof the list names must exist.
TEST(LimbProofs, EveryPublicFastFunctionIsListedWithItsProofs) {
  const std::vector<proofs::FastOperation> ops = proofs::fast_operations();
  for (const auto& [type, header] : std::vector<std::pair<std::string, std::string>>{
           {"Fe", "field.hpp"}, {"Fe64", "field_4x64.hpp"}, {"Scalar", "scalar.hpp"},
           {"PrimeField", "fp/prime_field.hpp"}}) {
    const std::set<std::string> names = public_functions(header, type);
    EXPECT_GE(names.size(), 15U) << header << ": the scan found too few functions";
    for (const std::string& name : names) {
      EXPECT_TRUE(std::any_of(ops.begin(), ops.end(), [&](const auto& o) { return o.type == type && o.name == name; }))
          << type << "::" << name << " (" << header << ") is not in proofs::fast_operations()";
    }
    for (const proofs::FastOperation& o : ops) {
      if (o.type == type) EXPECT_TRUE(names.count(o.name) == 1) << type << "::" << o.name << " is not in " << header;
    }
  }
  const std::vector<std::string> known = proofs::limb_proof_names();
  for (const proofs::FastOperation& o : ops) {
    EXPECT_TRUE(!o.proofs.empty() || !o.note.empty()) << o.type << "::" << o.name << ": no proof and no reason";
    // That each holds is EveryOperationIsProvenAtItsContractAndEveryTwinRefuted's.
    for (const std::string& p : o.proofs) {
      EXPECT_NE(std::find(known.begin(), known.end(), p), known.end()) << o.type << "::" << o.name << ": " << p;
    }
  }
}

// The normalize proof needs Z3 for its algebra (the selected branch's
// dropped 2^256 bit equals the selection bit) and for "value below p"; the
// scalar's conditional subtraction likewise (the two carries it ORs are
// never both set).
TEST(LimbProofs, SelectionsCloseTheirSideConditionsWithZ3) {
  for (const char* name : {"fe52::normalize", "sc64::mul", "sc64::reduce_512", "sc64::add"}) {
    const LimbProof r = result(name);
    EXPECT_NE(r.algebra.find("(Z3)"), std::string::npos) << name << ": " << r.algebra;
    EXPECT_GE(r.closed_by_z3, 1U) << name;
  }
  EXPECT_EQ(result("fe52::mul").algebra, "every coefficient divisible by the modulus");
}

// The assembly drops carries that are always 0 (the last word of each row,
// the final fold's carry out of t1): only Z3, under the trace's
// constraints, can show they vanish, so the algebra must say it used it.
TEST(LimbProofs, TheAssemblysDroppedCarriesAreProvenZeroByZ3) {
  for (const char* name : {"fe4x64::mul_asm", "fe4x64::sqr_asm"}) {
    const LimbProof r = result(name);
    EXPECT_TRUE(r.holds) << name << ": " << r.failure;
    EXPECT_NE(r.algebra.find("(Z3)"), std::string::npos) << name << ": " << r.algebra;
    EXPECT_NE(r.margin_place.find("line "), std::string::npos) << r.margin_place;
  }
}

// The scalar's multiplication accumulates each step exactly up to the
// 128-bit accumulator's capacity: (2^64 − 1)² + 2(2^64 − 1) = 2^128 − 1.
TEST(LimbProofs, TheScalarProductIsExactlyTight) {
  const LimbProof r = result("sc64::mul");
  EXPECT_LT(r.margin_bits, 0.01);
  EXPECT_NE(r.margin_place.find("row"), std::string::npos);
}

// The search past the contract: the multiplication's schedule holds to
// magnitude 15 and fails at 16, where a column's low 52 bits plus the
// previous column's carry no longer fit the 64-bit word of carry pass 1.
TEST(LimbProofs, MagnitudeSearchFindsTheMultiplicationsLimit) {
  proofs::LimbProofOptions o;
  o.only = "fe52::mul";
  const std::vector<LimbProof> r = proofs::prove_limbs(o);
  ASSERT_FALSE(r.empty());
  EXPECT_EQ(r[0].name, "fe52::mul");
  EXPECT_EQ(r[0].proven_up_to, 15);
  EXPECT_EQ(r[0].first_failing, 16);
  EXPECT_NE(r[0].margin_place.find("carry pass 1"), std::string::npos) << r[0].margin_place;
}

// The sweeps below the contract's magnitude: mul_int at every (m, k) with
// m·k ≤ 32 (119 pairs), negate at every m ≤ 31, and add's wrong contract
// (output max(m1, m2) + 1) refuted at a pair within it. (add's 496 pairs
// run in `tandem prove`, tests/cli's prove test.)
TEST(LimbProofs, SweepsHoldAtEveryMagnitudeAndTheirTwinsFail) {
  auto sweep = [](const std::string& name) {
    for (proofs::MagnitudeSweep& s : proofs::sweep_magnitudes(name)) {
      if (s.name == name) return s;
    }
    throw std::runtime_error("no sweep " + name);
  };
  const proofs::MagnitudeSweep mul_int = sweep("fe52::mul_int");
  EXPECT_TRUE(mul_int.holds()) << mul_int.first_failure;
  EXPECT_EQ(mul_int.runs, 119U);
  const proofs::MagnitudeSweep negate = sweep("fe52::negate");
  EXPECT_TRUE(negate.holds()) << negate.first_failure;
  EXPECT_EQ(negate.runs, 31U);
  for (const char* twin : {"fe52::add [twin]", "fe52::mul_int [twin]"}) {
    const proofs::MagnitudeSweep t = sweep(twin);
    EXPECT_FALSE(t.holds()) << twin;
    EXPECT_TRUE(t.as_expected()) << twin;
    EXPECT_NE(t.first_failure, "") << twin;
  }
}

// fast/'s square-root chain, its own text on the exponent field, raises to
// exactly (p + 1)/4 with the cost its header states; the chain with one
// squaring short raises to another power.
TEST(FastIdentities, TheSqrtChainRaisesToPPlus1Over4AndItsTwinDoesNot) {
  std::vector<proofs::IdentityProof> r = proofs::prove_fast_identities();
  auto find = [&](const std::string& name) {
    for (const proofs::IdentityProof& x : r) {
      if (x.name == name) return x;
    }
    throw std::runtime_error("no identity proof " + name);
  };
  const proofs::IdentityProof chain = find("fast sqrt chain");
  EXPECT_TRUE(chain.holds) << chain.detail;
  EXPECT_EQ(chain.detail, "exponent = (p+1)/4, 253 squarings, 13 multiplications");
  const proofs::IdentityProof twin = find("fast sqrt chain [twin]");
  EXPECT_FALSE(twin.holds) << twin.detail;
  for (const proofs::IdentityProof& x : r) EXPECT_TRUE(x.as_expected()) << x.name << ": " << x.detail;
}

// Batch inversion's own text on Laurent monomials: out_i·in_i = 1 as an
// identity for n = 1..4 and every zero pattern (30 inputs, both variants);
// its twin (a selection that ignores its flag) is refuted.
TEST(FastIdentities, BatchInversionIsAnIdentityAndItsTwinIsRefuted) {
  for (const proofs::IdentityProof& x : proofs::prove_fast_identities()) {
    if (x.name == "fast batch_inverse") {
      EXPECT_TRUE(x.holds) << x.detail;
      EXPECT_EQ(x.detail, "60 runs, every output right");
    }
    if (x.name == "fast batch_inverse [twin]") EXPECT_FALSE(x.holds) << x.detail;
  }
}

// The constant-time inverse's divstep count against the published bound
// for 256-bit inputs (590 for δ = 1/2): fails if safegcd's kBatches or
// kStepsPerBatch drop below it; one batch fewer (the twin) is refuted.
TEST(FastIdentities, TheInversesDivstepCountMeetsThePublishedBound) {
  for (const proofs::IdentityProof& x : proofs::prove_fast_identities()) {
    if (x.name == "fast inverse divsteps") {
      EXPECT_TRUE(x.holds) << x.detail;
      EXPECT_NE(x.detail.find("Theorem 11.2 gives 741"), std::string::npos) << x.detail;
    }
    if (x.name == "fast inverse divsteps [twin]") EXPECT_FALSE(x.holds) << x.detail;
  }
}

}  // namespace
}  // namespace tandem

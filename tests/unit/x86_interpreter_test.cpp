// The x86-64 interpreter of proofs/limbs (x86_asm.cpp) on small texts: a
// two-word addition with its carry kept is proven and with its carry dropped
// refuted; mulx's halves recombine to the exact product; each conditional
// move reads its own flag; inputs given in
// registers are their values on entry; and every text it
// does not model — an unknown instruction or operand, a flag read while
// undefined, a register read before it is written — is refused rather than
// run.
#include <gtest/gtest.h>
#include <gmpxx.h>

#include <map>
#include <stdexcept>
#include <string>
#include <vector>

#include "tandem/proofs/limbs/limb_check.hpp"
#include "tandem/proofs/limbs/x86_asm.hpp"

namespace tandem {
namespace {

using proofs::limbs::Claim;
using proofs::limbs::SymValue;
using proofs::limbs::Trace;
using proofs::limbs::Verdict;
using proofs::limbs::combine;
using proofs::limbs::run_x86;

const mpz_class kWordMax = (mpz_class(1) << 64) - 1;
// A modulus far above every value here: "≡" below means "=".
const mpz_class kHuge = mpz_class(1) << 400;

std::vector<SymValue> two_words(Trace& t, const std::string& name) {
  return {t.input(name + "0", 0, kWordMax), t.input(name + "1", 0, kWordMax)};
}

/// Runs `text` on two-word inputs a and b and claims that the registers
/// `out` hold exactly a + b.
Verdict sum_claim(const std::string& text, const std::vector<std::string>& out) {
  Trace t("x86 sum");
  const std::vector<SymValue> a = two_words(t, "a"), b = two_words(t, "b");
  const std::map<std::string, SymValue> regs = run_x86(t, text, {{"a", a}, {"b", b}});
  Claim c;
  for (const std::string& r : out) c.out.push_back(regs.at(r));
  c.limb_bits = 64;
  c.expected = combine(t, a, 64).poly + combine(t, b, 64).poly;
  c.modulus = kHuge;
  c.out_bounds = std::vector<mpz_class>(out.size(), kWordMax);
  return check_claim(t, c);
}

const std::string kAdd2 =
    "movq 0(%[a]), %[x]\n"
    "addq 0(%[b]), %[x]\n"
    "movq 8(%[a]), %[y]\n"
    "adcq 8(%[b]), %[y]\n";

TEST(X86Interpreter, ATwoWordAdditionWithItsCarryIsExact) {
  const Verdict v = sum_claim(kAdd2 + "movl $0, %k[z]\nadcq $0, %[z]\n", {"x", "y", "z"});
  EXPECT_TRUE(v.holds) << v.failure;
}

TEST(X86Interpreter, ADroppedCarryIsRefutedWithACounterexample) {
  const Verdict v = sum_claim(kAdd2, {"x", "y"});
  EXPECT_FALSE(v.holds);
  EXPECT_TRUE(v.counterexample) << v.failure;
}

TEST(X86Interpreter, AdoxCarriesOnOverflowNotOnCarry) {
  // The same sum on OF: proven; mixing the chains (adox reading a carry that
  // adcx left in CF) is not.
  const std::string on_of =
      "xorl %k[x], %k[x]\nmovq 0(%[a]), %[x]\nadoxq 0(%[b]), %[x]\nmovq 8(%[a]), %[y]\nadoxq 8(%[b]), %[y]\n"
      "movl $0, %k[z]\nadoxq %[z], %[z]\n";
  EXPECT_TRUE(sum_claim(on_of, {"x", "y", "z"}).holds);
  const std::string mixed =
      "xorl %k[x], %k[x]\nmovq 0(%[a]), %[x]\nadcxq 0(%[b]), %[x]\nmovq 8(%[a]), %[y]\nadoxq 8(%[b]), %[y]\n"
      "movl $0, %k[z]\nadcxq %[z], %[z]\n";
  EXPECT_FALSE(sum_claim(mixed, {"x", "y", "z"}).holds);
}

/// The claim that lo + 2^64·hi is exactly `expected`.
template <class Poly>
Verdict two_word_claim(Trace& t, const SymValue& lo, const SymValue& hi, const Poly& expected) {
  Claim c;
  c.out = {lo, hi};
  c.limb_bits = 64;
  c.expected = expected;
  c.modulus = kHuge;
  c.out_bounds = {kWordMax, kWordMax};
  return check_claim(t, c);
}

TEST(X86Interpreter, MulxHalvesRecombineToTheProduct) {
  Trace t("x86 mulx");
  const std::vector<SymValue> a = two_words(t, "a");
  const std::map<std::string, SymValue> regs =
      run_x86(t, "movq 0(%[a]), %%rdx\nmulxq 8(%[a]), %[lo], %[hi]\n", {{"a", a}});
  const Verdict v = two_word_claim(t, regs.at("lo"), regs.at("hi"), a[0].poly * a[1].poly);
  EXPECT_TRUE(v.holds) << v.failure;
  EXPECT_EQ(v.algebra, "every coefficient divisible by the modulus");
}

TEST(X86Interpreter, InputsInRegistersAreTheirValuesOnEntry) {
  // The squaring kernel's form: inputs in rdx and a named register, the
  // result moved back into them. Its square claimed: proven; the high word
  // left where mulx put it (not moved back): refuted.
  const auto square = [](const std::string& text) {
    Trace t("x86 registers");
    const std::vector<SymValue> a = two_words(t, "a");
    const std::map<std::string, SymValue> regs = run_x86(t, text, {}, {{"rdx", a[0]}, {"a1", a[1]}});
    return two_word_claim(t, regs.at("rdx"), regs.at("a1"), a[0].poly * a[0].poly);
  };
  const std::string text = "mulxq %%rdx, %[lo], %[hi]\nmovq %[lo], %%rdx\n";
  EXPECT_TRUE(square(text + "movq %[hi], %[a1]\n").holds);
  EXPECT_FALSE(square(text).holds);
  Trace t("x86 registers");
  const std::vector<SymValue> a = two_words(t, "a");
  EXPECT_THROW((void)run_x86(t, "movq 0(%[a]), %%rdx\n", {{"a", a}}, {{"a", a[0]}}), std::invalid_argument);
}

void expect_refused(const std::string& text, const std::string& why) {
  Trace t("x86 refused");
  const std::vector<SymValue> a = two_words(t, "a");
  try {
    (void)run_x86(t, text, {{"a", a}});
    ADD_FAILURE() << "ran: " << text;
  } catch (const std::invalid_argument& e) {
    EXPECT_NE(std::string(e.what()).find(why), std::string::npos) << e.what();
  }
}

TEST(X86Interpreter, RefusesWhatItDoesNotModel) {
  expect_refused("movq 0(%[a]), %%rax\nimulq %%rax, %%rax\n", "not modelled");
  expect_refused("movq 0(%[a]), %%rax\naddq %%rax, %%rax\nadoxq %%rax, %%rax\n", "OF while it is undefined");
  expect_refused("adcq $0, %[x]\n", "CF while it is undefined");
  expect_refused("xorl %k[y], %k[y]\nadcq $0, %[x]\n", "before it is written");
  expect_refused("movq 4(%[a]), %%rax\n", "not understood");
  expect_refused("movq 16(%[a]), %%rax\n", "outside a");
  expect_refused("movq 0(%[a]), %[a]\n", "pointer");
  expect_refused("movq 0(%[a]), %%rdx\nmulxq 8(%[a]), %[x], %[x]\n", "distinct");
  expect_refused("xorl %k[x], %k[y]\n", "zeroing idiom");
}

TEST(X86Interpreter, EachCmovReadsItsOwnFlag) {
  // One-word sums whose carry becomes a register by a conditional move of 1:
  // on OF with cmovoq, proven; cmovcq there reads CF (cleared by the xorl),
  // refuted; and after an addq, OF is undefined, so cmovoq is refused.
  const std::string head = "xorl %k[x], %k[x]\nmovl $1, %k[one]\nmovl $0, %k[y]\nmovq 0(%[a]), %[x]\n";
  const auto one_word = [](const std::string& text) {
    Trace t("x86 cmov");
    const std::vector<SymValue> a = two_words(t, "a"), b = two_words(t, "b");
    const std::map<std::string, SymValue> regs = run_x86(t, text, {{"a", a}, {"b", b}});
    return two_word_claim(t, regs.at("x"), regs.at("y"), a[0].poly + b[0].poly);
  };
  EXPECT_TRUE(one_word(head + "adoxq 0(%[b]), %[x]\ncmovoq %[one], %[y]\n").holds);
  EXPECT_TRUE(one_word(head + "adcxq 0(%[b]), %[x]\ncmovcq %[one], %[y]\n").holds);
  const Verdict crossed = one_word(head + "adoxq 0(%[b]), %[x]\ncmovcq %[one], %[y]\n");
  EXPECT_FALSE(crossed.holds);
  EXPECT_TRUE(crossed.counterexample) << crossed.failure;
  expect_refused("movl $1, %k[one]\nmovl $0, %k[y]\nmovq 0(%[a]), %[x]\naddq %[x], %[x]\ncmovoq %[one], %[y]\n",
                 "OF while it is undefined");
}

}  // namespace
}  // namespace tandem

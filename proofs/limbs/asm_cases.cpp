// The proofs of fast/'s x86-64 assembly (field_4x64_asm.hpp): the
// instruction texts themselves (mul, sqr, add, mul_int), executed by the
// symbolic interpreter (x86_asm.cpp) on four input words each in
// [0, 2^64 − 1]. The claim: the four output registers (t0..t3 for the
// multiplications; rdx, a1, a2, hi for the squaring and a0..a3 for the
// addition, which take their first input there too) hold a value ≡ a·b
// (a², a + b, a·k) mod p, each word within 64 bits — every carry the text
// drops is proven to be 0. The broken twins are the production texts with
// one edit each.
#include <array>
#include <optional>
#include <stdexcept>
#include <string>

#include "limb_cases.hpp"
#include "tandem/fast/field_4x64_asm.hpp"
#include "tandem/proofs/limbs/x86_asm.hpp"

namespace tandem::proofs::limbs {

namespace {

const mpz_class kWordMax = (mpz_class(1) << 64) - 1;

/// A family of inputs on which a twin's counterexample is linear enough for
/// Z3 to find: a's word 0 free in [a0_lo, a0_hi], its words 1–3 those of
/// `a_rest`; b (if any) the constant `b`; mul_int's k the constant 2^32 − 1
/// (a then stays free). Without a family every word is free.
struct Family {
  mpz_class a_rest;
  mpz_class a0_lo, a0_hi;
  mpz_class b;
};

/// a = 2^256 − x for 2 ≤ x ≤ 2^16, b = 2^256 − 1.
Family near_the_top() {
  const mpz_class top = (mpz_class(1) << 256) - 1;
  return {top, kWordMax + 1 - (mpz_class(1) << 16), kWordMax - 1, top};
}

/// a = 2^256 − 2^128 + z for z < 2^16: for z ≥ 1 a's square has t3 =
/// 2^64 − 1 and t6 = 2^64 − 2, so the second chain of the high words' fold
/// carries out of t3.
Family second_chain_carries() {
  return {(mpz_class(1) << 256) - (mpz_class(1) << 128), 0, (mpz_class(1) << 16) - 1, 0};
}

/// Four input words, each in [0, 2^64 − 1], or the family's.
std::vector<SymValue> words(Trace& t, const std::string& name, const Family* family) {
  std::vector<SymValue> w;
  for (int i = 0; i < 4; ++i) {
    if (family == nullptr) w.push_back(t.input(name + std::to_string(i), 0, kWordMax));
    else if (name == "a" && i == 0) w.push_back(t.input("a0", family->a0_lo, family->a0_hi));
    else if (name == "a") w.push_back(t.constant((family->a_rest >> (64 * i)) & kWordMax));
    else w.push_back(t.constant((family->b >> (64 * i)) & kWordMax));
  }
  return w;
}

/// `text` with the first line equal to `line` removed (std::logic_error if
/// there is none: a twin must break the text it names).
std::string drop_line(const std::string& text, const std::string& line) {
  std::string out;
  bool dropped = false;
  for (const std::string& l : x86_lines(text)) {
    if (!dropped && l == line) {
      dropped = true;
      continue;
    }
    out += l + "\n";
  }
  if (!dropped) throw std::logic_error("asm twin: no line \"" + line + "\"");
  return out;
}

/// `text` with its one occurrence of `from` replaced by `to`.
std::string replace_once(std::string text, const std::string& from, const std::string& to) {
  const std::size_t at = text.find(from);
  if (at == std::string::npos || text.find(from, at + 1) != std::string::npos) {
    throw std::logic_error("asm twin: \"" + from + "\" does not occur exactly once");
  }
  return text.replace(at, from.size(), to);
}

/// Which kernel a text is, and so where its inputs and outputs live.
enum class Kernel {
  mul,      ///< a, b in memory; the product in t0..t3
  sqr,      ///< a in rdx, a1, a2, hi; the square back in the same registers
  add,      ///< a in a0..a3 (the sum comes back there), b in memory, C in c
  mul_int,  ///< a in memory, k (any 32-bit value) in rdx; the result in t0..t3
};

Verdict run_text(const std::string& name, const std::string& text, Kernel kernel, const std::optional<Family>& family) {
  return run_case(name, [&](Trace& t) {
    // Z3 needs about a second for a family's counterexample (four under the
    // sanitizers): room for a loaded machine.
    if (family) t.set_z3_timeout(120000);
    // mul_int's family fixes k = 2^32 − 1 instead: a stays free and the
    // result is linear in it.
    const Family* f = family ? &*family : nullptr;
    const std::vector<SymValue> a = words(t, "a", kernel == Kernel::mul_int ? nullptr : f);
    std::map<std::string, std::vector<SymValue>> memory;
    std::map<std::string, SymValue> inputs;
    std::array<const char*, 4> out{"t0", "t1", "t2", "t3"};
    LimbPoly expected;
    const LimbPoly va = combine(t, a, 64).poly;
    switch (kernel) {
      case Kernel::mul: {
        const std::vector<SymValue> b = words(t, "b", f);
        memory = {{"a", a}, {"b", b}};
        expected = va * combine(t, b, 64).poly;
        break;
      }
      case Kernel::sqr:
        inputs = {{"rdx", a[0]}, {"a1", a[1]}, {"a2", a[2]}, {"hi", a[3]}};
        out = {"rdx", "a1", "a2", "hi"};
        expected = va * va;
        break;
      case Kernel::add: {
        const std::vector<SymValue> b = words(t, "b", f);
        memory = {{"b", b}};
        inputs = {{"a0", a[0]}, {"a1", a[1]}, {"a2", a[2]}, {"a3", a[3]},
                  {"c", t.constant(mpz_class(static_cast<unsigned long>(fast::secp256k1::kFold)))}};
        out = {"a0", "a1", "a2", "a3"};
        expected = va + combine(t, b, 64).poly;
        break;
      }
      case Kernel::mul_int: {
        const SymValue k = family ? t.constant((mpz_class(1) << 32) - 1) : t.input("k", 0, (mpz_class(1) << 32) - 1);
        memory = {{"a", a}};
        inputs = {{"rdx", k}};
        expected = va * k.poly;
        break;
      }
    }
    const std::map<std::string, SymValue> regs = run_x86(t, text, memory, inputs);
    std::vector<SymValue> words_out;
    for (const char* r : out) words_out.push_back(regs.at(r));
    return words_claim(std::move(words_out), expected, secp256k1_p());
  });
}

LimbCase asm_case(std::string name, std::string claim, std::string mutation, std::string text, Kernel kernel,
                  std::optional<Family> family = std::nullopt) {
  const bool holds = mutation.empty();
  return {name, "field 4x64 x86-64 asm", std::move(claim), 0, holds, std::move(mutation),
          [name, text = std::move(text), kernel, family = std::move(family)](int) {
            return run_text(name, text, kernel, family);
          }};
}

}  // namespace

std::vector<LimbCase> asm_cases() {
  const std::string mul = fast::fe4x64::kMulText;
  const std::string sqr = fast::fe4x64::kSqrText;
  return {
      asm_case("fe4x64::mul_asm", "a*b mod p, out < 2^256; any a, b < 2^256 (the instruction text)", "", mul, Kernel::mul),
      // The carry it drops occurs for about one input pair in 2^190, which
      // neither random samples nor Z3 on the whole (nonlinear) input space
      // find within its time limit; on the family a = 2^256 − x (x ≤ 2^16),
      // b = 2^256 − 1 the products are linear in a0 and Z3 finds one in
      // about a second.
      asm_case("fe4x64::mul_asm [twin]", "",
               "drops the last carry of the final fold (adcq $0, t1); refuted on a = 2^256 - x (x <= 2^16), "
               "b = 2^256 - 1",
               drop_line(mul, "adcq $0, %[t1]"), Kernel::mul, near_the_top()),
      asm_case("fe4x64::mul_asm [twin 2]", "", "folds by 0x1000003D0 (a wrong constant)",
               replace_once(mul, "$0x1000003D1", "$0x1000003D0"), Kernel::mul),
      asm_case("fe4x64::sqr_asm", "a^2 mod p, out < 2^256; any a < 2^256 (the instruction text)", "", sqr, Kernel::sqr),
      asm_case("fe4x64::sqr_asm [twin]", "", "drops the adox that adds the high word of a1^2",
               drop_line(sqr, "adoxq %[a1], %[t3]"), Kernel::sqr),
      // The second chain of the high words' fold carries out of t3 only when
      // t3 is within 2^33 of 2^64 (about one input in 2^32); on the family
      // a = 2^256 − 2^128 + z it does for every z ≥ 1.
      asm_case("fe4x64::sqr_asm [twin 2]", "",
               "the top word's OF carry never counted (cmovoq dropped); refuted on a = 2^256 - 2^128 + z "
               "(z < 2^16)",
               drop_line(sqr, "cmovoq %%rdx, %[hi]"), Kernel::sqr, second_chain_carries()),
      asm_case("fe4x64::add_asm", "a+b mod p, out < 2^256; any a, b < 2^256 (the instruction text)", "",
               fast::fe4x64::kAddText, Kernel::add),
      // The second wrap happens only for a + b ≥ 2^257 − C (about one pair in
      // 2^224): the text without it is refuted by Z3 on the whole input space.
      asm_case("fe4x64::add_asm [twin]", "", "without the second wrap (a + b >= 2^257 - C)",
               fast::fe4x64::kAddFoldText, Kernel::add),
      asm_case("fe4x64::mul_int_asm", "a*k mod p, out < 2^256; any a < 2^256, k < 2^32 (the instruction text)",
               "", fast::fe4x64::kMulIntText, Kernel::mul_int),
      asm_case("fe4x64::mul_int_asm [twin]", "", "the wrap's C never selected (cmovcq dropped)",
               drop_line(fast::fe4x64::kMulIntText, "cmovcq %[t5], %[lo]"), Kernel::mul_int),
      // The wrap test asks whether t2 and t3 are both 2^64 − 1; asking only
      // of t2 adds a wrong C for about one input in 2^128, where Z3 on the
      // whole (nonlinear) input space gives up; with k = 2^32 − 1 the value
      // is linear in a and Z3 finds one.
      asm_case("fe4x64::mul_int_asm [twin 2]", "",
               "the wrap test ignores t3 (its adcq $0 dropped); refuted with k = 2^32 - 1",
               drop_line(fast::fe4x64::kMulIntText, "adcq $0, %[t5]"), Kernel::mul_int, Family{}),
  };
}

}  // namespace tandem::proofs::limbs

// The field's non-kernel limb functions (fast/include/tandem/fast/
// field_5x52_limbs.hpp: comparisons, the _var functions' branches, the
// packing into words and bytes), each run on symbolic limbs on every path
// and its claim stated as exact equalities: a returned bit equals the
// property it decides (a ≡ 0 mod p, a ≥ p, …), a returned sign the sign of
// a − b, returned limbs the same value within their bounds. Every proof has
// a broken twin (field_op_twins.hpp) that must be refuted.
#include <array>
#include <string>

#include "field_inputs.hpp"
#include "field_op_twins.hpp"
#include "limb_cases.hpp"
#include "tandem/fast/field_5x52_limbs.hpp"
#include "tandem/fast/field_contract.hpp"
#include "tandem/fast/limb_ops.hpp"

namespace tandem::proofs::limbs {

namespace {

using namespace fe_inputs;
using Words = std::array<W, 4>;
using Bytes = std::array<W, 32>;

const mpz_class& p() { return secp256k1_p(); }

/// A normalized element: limbs 0-3 below 2^52, limb 4 below 2^48, and (if
/// `below_p`) the value below p, assumed.
FeLimbs normalized(Trace& t, const std::string& name, bool below_p) {
  auto limb = [&](int i) { return W(t.input(name + std::to_string(i), 0, u(i == 4 ? fe52::kM48 : fe52::kM52))); };
  FeLimbs a{limb(0), limb(1), limb(2), limb(3), limb(4)};
  if (below_p) t.assume_at_most(combine(t, values(a), 52), p() - 1);
  return a;
}

/// The claim of a zero test run on limbs `a` whose value is ≡ `target`
/// (mod p): the returned bit r is [p | target]. Stated through
/// t = normalize_weak(a), whose text the function itself runs first (the
/// splits are memoised, so t here has the very variables of the function's
/// own t): t ≡ target (mod p) coefficientwise and t < 2p are checked on
/// this trace, so [p | target] = [t = 0 or t = p], and Z3 is asked only
/// about t's limbs (`mod` by a 256-bit constant, or the input's value,
/// leaves it searching).
Claim zero_test_claim(Trace& t, const W& r, const FeLimbs& a, const LimbPoly& target) {
  const FeLimbs w = fe52::normalize_weak<SymLimbs>(a);
  const SymValue vw = combine(t, values(w), 52);
  t.at("weakly normalized");
  t.require_value_at_most(vw, 2 * p() - 1, "weakly normalized value below 2p");
  const z3::expr pz = t.z3().int_val(p().get_str().c_str());
  Claim c;
  SymValue residue = t.constant(0);
  residue.poly = (vw.poly - target).residue_mod(p());
  c.facts.push_back({"normalize_weak(a) = a mod p", residue, t.constant(0)});
  c.facts.push_back({"the bit is [p | a]", r.value(),
                     property(t, "p_divides", vw, vw.z == 0 || vw.z == pz, [](const mpz_class& x) { return x % p() == 0; })});
  return c;
}

Verdict at_least_p_run(bool twin) {
  return run_case("fe52::at_least_p", [&](Trace& t) {
    const FeLimbs n = normalized(t, "n", false);
    const W r = twin ? twins::at_least_p_strict<SymLimbs>(n) : fe52::at_least_p<SymLimbs>(n);
    const SymValue v = combine(t, values(n), 52);
    const SymValue ge = property(t, "ge_p", v, v.z >= t.z3().int_val(p().get_str().c_str()),
                                 [](const mpz_class& x) { return x >= p(); });
    return fact("the bit is [n >= p]", r.value(), ge);
  });
}

Verdict normalize_var_at(int m, bool twin) {
  return run_case("fe52::normalize_var", [&](Trace& t) {
    const FeLimbs a = element(t, "a", m);
    const FeLimbs r = twin ? twins::normalize_var_no_top_bit<SymLimbs>(a) : fe52::normalize_var<SymLimbs>(a);
    Claim c = claim(r, value(a), carried_bounds(true));
    c.value_below = p();
    return c;
  });
}

Verdict normalizes_to_zero_at(int m, bool twin) {
  return run_case("fe52::normalizes_to_zero", [&](Trace& t) {
    const FeLimbs a = element(t, "a", m);
    const W r = twin ? twins::normalizes_to_zero_no_top<SymLimbs>(a) : fe52::normalizes_to_zero<SymLimbs>(a);
    return zero_test_claim(t, r, a, value(a));
  });
}

Verdict normalizes_to_zero_var_at(int m, bool twin) {
  return run_case("fe52::normalizes_to_zero_var", [&](Trace& t) {
    const FeLimbs a = element(t, "a", m);
    const W r = twin ? twins::normalizes_to_zero_var_no_top<SymLimbs>(a) : fe52::normalizes_to_zero_var<SymLimbs>(a);
    return zero_test_claim(t, r, a, value(a));
  });
}

Verdict equal_run(bool twin, bool var) {
  return run_case(var ? "fe52::equal_var" : "fe52::equal", [&](Trace& t) {
    const FeLimbs a = element(t, "a", 1);
    const FeLimbs b = element(t, "b", contract::kMaxMagnitude - 2);
    const W r = twin ? twins::equal_short_negate<SymLimbs>(a, b)
                : var ? fe52::equal_var<SymLimbs>(a, b)
                      : fe52::equal<SymLimbs>(a, b);
    // −a + b as equal's own text forms it (for the shared variables); the
    // claim is on b − a.
    return zero_test_claim(t, r, fe52::add<SymLimbs>(fe52::negate<SymLimbs>(a, 1), b), value(b) - value(a));
  });
}

/// A bit-valued function `f` of a normalized element.
template <class F, class Cond, class Holds>
Verdict normalized_predicate(const std::string& name, const std::string& what, F f, Cond cond, Holds holds) {
  return predicate_case(
      name, what, [](Trace& t) { return normalized(t, "n", true); },
      [](Trace& t, const FeLimbs& n) { return combine(t, values(n), 52); }, f,
      [&](Trace&, const z3::expr& v) { return cond(v); }, holds);
}

Verdict is_zero_run(bool twin) {
  return normalized_predicate(
      "fe52::is_zero", "the bit is [n = 0]",
      [&](const FeLimbs& n) { return twin ? twins::is_zero_no_top<SymLimbs>(n) : fe52::is_zero<SymLimbs>(n); },
      [](const z3::expr& v) { return v == 0; }, [](const mpz_class& x) { return x == 0; });
}

Verdict is_odd_run(bool twin) {
  return normalized_predicate(
      "fe52::is_odd", "the bit is n mod 2",
      [&](const FeLimbs& n) { return twin ? twins::is_odd_bit1<SymLimbs>(n) : fe52::is_odd<SymLimbs>(n); },
      [](const z3::expr& v) { return z3::mod(v, 2) == 1; },
      [](const mpz_class& x) { return mpz_odd_p(x.get_mpz_t()) != 0; });
}

Verdict cmov_at(int m, bool twin) {
  return run_case("fe52::cmov", [&](Trace& t) {
    const FeLimbs r = element(t, "r", m), a = element(t, "a", m);
    const W bit(t.input("flag", 0, 1));
    const FeLimbs out = twin ? twins::cmov_top_swapped<SymLimbs>(r, a, bit) : fe52::cmov<SymLimbs>(r, a, bit);
    Claim c;
    for (std::size_t i = 0; i < 5; ++i) {
      SymValue want = r[i].value();
      want.poly = r[i].value().poly + bit.value().poly * (a[i].value().poly - r[i].value().poly);
      c.facts.push_back({"limb " + std::to_string(i) + " is flag ? a : r", out[i].value(), want});
    }
    return c;
  });
}

Verdict cmp_var_run(bool twin) {
  return run_case("fe52::cmp_var", [&](Trace& t) {
    const FeLimbs a = normalized(t, "a", true), b = normalized(t, "b", true);
    const int r = twin ? twins::cmp_var_from_bottom<SymLimbs>(a, b) : fe52::cmp_var<SymLimbs>(a, b);
    const SymValue va = combine(t, values(a), 52), vb = combine(t, values(b), 52);
    return fact("the result is the sign of a - b", sign_of(t, r), sign_of_difference(t, va, vb));
  });
}

Verdict limbs_of_words_run(bool twin) {
  return run_case("fe52::limbs_of_words", [&](Trace& t) {
    const Words w = input_words<4>(t, "w");
    const FeLimbs r = twin ? twins::limbs_of_words_short_field<SymLimbs>(w) : fe52::limbs_of_words<SymLimbs>(w);
    return same_value(t, values(r), 52, carried_bounds(true), input_value<4>(t, w).poly);
  });
}

Verdict to_words_run(bool twin) {
  return run_case("fe52::to_words", [&](Trace& t) {
    const FeLimbs n = normalized(t, "n", false);
    const Words w = twin ? twins::to_words_wrong_shift<SymLimbs>(n) : fe52::to_words<SymLimbs>(n);
    return same_value(t, {w[0].value(), w[1].value(), w[2].value(), w[3].value()}, 64,
                      std::vector<mpz_class>(4, (mpz_class(1) << 64) - 1), value(n));
  });
}

/// 32 fresh bytes and their big-endian value.
Bytes input_bytes(Trace& t) {
  Bytes be;
  for (std::size_t i = 0; i < 32; ++i) be[i] = W(t.input("b" + std::to_string(i), 0, 255));
  return be;
}

LimbPoly big_endian_value(const Bytes& be) {
  LimbPoly v;
  for (std::size_t i = 0; i < 32; ++i) v = v + LimbPoly(mpz_class(1) << static_cast<unsigned>(8 * (31 - i))) * be[i].value().poly;
  return v;
}

/// set_b32_mod's and set_b32_limit's text: bytes to words to limbs, and the
/// comparison with p on the limbs.
Verdict set_b32_run(bool twin) {
  return run_case("fe52::set_b32", [&](Trace& t) {
    const Bytes be = input_bytes(t);
    const Words w = twin ? twins::words_of_b32_word_order<SymLimbs>(be) : fast::words_of_b32<SymLimbs>(be);
    const FeLimbs n = fe52::limbs_of_words<SymLimbs>(w);
    Claim c = same_value(t, values(n), 52, carried_bounds(true), big_endian_value(be));
    const SymValue v = combine(t, values(n), 52);
    c.facts.push_back({"at_least_p is [bytes >= p]", fe52::at_least_p<SymLimbs>(n).value(),
                       property(t, "ge_p", v, v.z >= t.z3().int_val(p().get_str().c_str()),
                                [](const mpz_class& x) { return x >= p(); })});
    return c;
  });
}

/// get_b32's text: limbs to words to bytes. Stated word by word (the
/// bytes of word i hold it, big-endian; the words hold the value), so that
/// each query to Z3 involves one word's splits only.
Verdict get_b32_run(bool twin) {
  return run_case("fe52::get_b32", [&](Trace& t) {
    const FeLimbs n = normalized(t, "n", false);
    const Words w = fe52::to_words<SymLimbs>(n);
    const Bytes be = twin ? twins::b32_of_words_seven_bits<SymLimbs, W>(w) : fast::b32_of_words<SymLimbs, W>(w);
    Claim c = same_value(t, {w[0].value(), w[1].value(), w[2].value(), w[3].value()}, 64,
                         std::vector<mpz_class>(4, (mpz_class(1) << 64) - 1), value(n));
    for (std::size_t i = 0; i < 4; ++i) {
      std::vector<SymValue> bytes;
      for (std::size_t j = 8; j-- > 0;) bytes.push_back(be[8 * (3 - i) + j].value());  // least significant first
      Claim word = same_value(t, bytes, 8, std::vector<mpz_class>(8, 255), w[i].value().poly);
      word.facts[0].what = "bytes " + std::to_string(8 * (3 - i)) + "-" + std::to_string(8 * (3 - i) + 7) + " hold word " +
                           std::to_string(i);
      c.facts.push_back(word.facts[0]);
    }
    return c;
  });
}

LimbCase field_op(std::string name, std::string claim_text, int contract_m, Verdict (*f)(int, bool)) {
  return {std::move(name), "field 5x52", std::move(claim_text), contract_m, true, "", [f](int m) { return f(m, false); }};
}
LimbCase field_op_twin(std::string name, std::string mutation, int contract_m, Verdict (*f)(int, bool)) {
  return {std::move(name), "field 5x52", "", contract_m, false, std::move(mutation), [f](int m) { return f(m, true); }};
}

}  // namespace

std::vector<LimbCase> field_op_cases() {
  using contract::kNormalizeMaxInput;
  const std::string s = "field 5x52";
  return {
      proof_case(s, "fe52::at_least_p", "the bit is [n >= p] for limbs below 2^52 (2^48 on top)", at_least_p_run),
      twin_case(s, "fe52::at_least_p [twin]", "compares limb 0 with > p_0, not >= p_0", at_least_p_run),
      field_op("fe52::normalize_var", "out = a mod p, out < p, on every path; input of magnitude m", kNormalizeMaxInput,
               normalize_var_at),
      field_op_twin("fe52::normalize_var [twin]", "branches on at_least_p alone (t >= 2^256 left unreduced)",
                    kNormalizeMaxInput, normalize_var_at),
      field_op("fe52::normalizes_to_zero", "the bit is [a = 0 mod p]; input of magnitude m", kNormalizeMaxInput,
               normalizes_to_zero_at),
      field_op_twin("fe52::normalizes_to_zero [twin]", "its zero test ignores the top limb", kNormalizeMaxInput,
                    normalizes_to_zero_at),
      field_op("fe52::normalizes_to_zero_var", "the bit is [a = 0 mod p] on every path; input of magnitude m",
               kNormalizeMaxInput, normalizes_to_zero_var_at),
      field_op_twin("fe52::normalizes_to_zero_var [twin]", "its zero path ignores the top limb", kNormalizeMaxInput,
                    normalizes_to_zero_var_at),
      proof_case(s, "fe52::equal", "the bit is [a = b mod p]; a of magnitude 1, b of magnitude 30",
                 [](bool twin) { return equal_run(twin, false); }),
      twin_case(s, "fe52::equal [twin]", "negates a as if of magnitude 0", [](bool twin) { return equal_run(twin, false); }),
      proof_case(s, "fe52::equal_var", "the bit is [a = b mod p] on every path; a of magnitude 1, b of magnitude 30",
                 [](bool twin) { return equal_run(twin, true); }),
      twin_case(s, "fe52::equal_var [twin]", "negates a as if of magnitude 0",
                [](bool twin) { return equal_run(twin, true); }),
      proof_case(s, "fe52::is_zero", "the bit is [n = 0]; n normalized", is_zero_run),
      twin_case(s, "fe52::is_zero [twin]", "ignores the top limb", is_zero_run),
      proof_case(s, "fe52::is_odd", "the bit is n mod 2; n normalized", is_odd_run),
      twin_case(s, "fe52::is_odd [twin]", "reads bit 1", is_odd_run),
      field_op("fe52::cmov", "each limb is flag ? a : r; inputs of magnitude m", contract::kMaxMagnitude, cmov_at),
      field_op_twin("fe52::cmov [twin]", "swaps the top limb's operands", contract::kMaxMagnitude, cmov_at),
      proof_case(s, "fe52::cmp_var", "the result is the sign of a - b on every path; both normalized", cmp_var_run),
      twin_case(s, "fe52::cmp_var [twin]", "scans from the bottom limb", cmp_var_run),
      proof_case(s, "fe52::limbs_of_words", "same value, limbs below 2^52 (2^48 on top)", limbs_of_words_run),
      twin_case(s, "fe52::limbs_of_words [twin]", "takes 27 bits of word 2, not 28", limbs_of_words_run),
      proof_case(s, "fe52::to_words", "same value as four words; limbs below 2^52 (2^48 on top)", to_words_run),
      twin_case(s, "fe52::to_words [twin]", "shifts limb 2 by 20, not 24", to_words_run),
      proof_case(s, "fe52::set_b32", "bytes -> limbs keeps the big-endian value; at_least_p is [value >= p]",
                 set_b32_run),
      twin_case(s, "fe52::set_b32 [twin]", "reads the words in little-endian order", set_b32_run),
      proof_case(s, "fe52::get_b32", "limbs -> bytes keeps the value, every byte below 256; limbs below 2^52 (2^48 on top)", get_b32_run),
      twin_case(s, "fe52::get_b32 [twin]", "keeps 7 bits of each byte", get_b32_run),
  };
}

}  // namespace tandem::proofs::limbs

// Fe64's non-kernel limb functions (fast/include/tandem/fast/
// field_4x64_limbs.hpp: comparisons, the _var functions' branches) and the
// byte packing every 4 × 64 type shares (fast/include/tandem/fast/
// limb_ops.hpp), run on symbolic words on every path, each with a broken
// twin (its text with one slip, marked SLIP) that must be refuted. The
// claims are exact equalities on the inputs' values, as for the 5 × 52
// field's (field_op_cases.cpp).
#include <array>
#include <string>

#include "limb_cases.hpp"
#include "tandem/fast/field_4x64_limbs.hpp"
#include "tandem/fast/limb_ops.hpp"

namespace tandem::proofs::limbs {

namespace {

namespace fe64 = fast::fe64;
using W = SymLimbs::u64;
using Words = fe64::Words<SymLimbs>;
using Bytes = std::array<W, 32>;

const mpz_class& p() { return secp256k1_p(); }
z3::expr p_z3(Trace& t) { return t.z3().int_val(p().get_str().c_str()); }
const mpz_class kWordMax = (mpz_class(1) << 64) - 1;

/// Four input words, below p when `below_p` (assumed).
Words element(Trace& t, const std::string& name, bool below_p) {
  const Words a = input_words<4>(t, name);
  if (below_p) t.assume_at_most(input_value<4>(t, a), p() - 1);
  return a;
}

// The twins.

W below_p_off_by_one(const Words& a) {
  return SymLimbs::is_zero(fe64::plus_word<SymLimbs>(a, fe64::kC + 1).top);  // SLIP: C + 1: p − 1 reads as ≥ p
}

Words normalize_var_short(const Words& a) {
  const fe64::Wide<SymLimbs> t = fe64::plus_word<SymLimbs>(a, fe64::kC - 1);  // SLIP: C − 1 leaves p unreduced
  if (SymLimbs::branch_var(t.top)) return t.w;
  return a;
}

W normalizes_to_zero_no_top(const Words& w) {
  const W zero = w[0] | w[1] | w[2];  // SLIP: | w[3] dropped
  const W is_p = (w[0] ^ fe64::kP0) | ~w[1] | ~w[2] | ~w[3];
  return SymLimbs::is_zero(zero) | SymLimbs::is_zero(is_p);
}

W normalizes_to_zero_var_no_top(const Words& w) {
  if (SymLimbs::branch_var(SymLimbs::is_zero(w[0]))) return SymLimbs::is_zero(w[1] | w[2]);  // SLIP: | w[3] dropped
  if (!SymLimbs::branch_var(SymLimbs::eq(w[0], W(fe64::kP0)))) return W(0);
  return SymLimbs::eq(w[1] & w[2] & w[3], W(fe64::kM64));
}

W is_zero_no_top(const Words& w) { return SymLimbs::is_zero(w[0] | w[1] | w[2]); }  // SLIP: | w[3] dropped

W is_odd_bit1(const Words& w) { return (w[0] >> 1) & 1; }  // SLIP: bit 1

Words cmov_top_swapped(const Words& r, const Words& a, const W& bit) {
  return {SymLimbs::select(bit, a[0], r[0]), SymLimbs::select(bit, a[1], r[1]), SymLimbs::select(bit, a[2], r[2]),
          SymLimbs::select(bit, r[3], a[3])};  // SLIP: r[3], a[3] swapped
}

int cmp_var_from_bottom(const Words& a, const Words& b) {
  for (std::size_t i = 0; i < 4; ++i) {  // SLIP: least significant word first
    if (!SymLimbs::branch_var(SymLimbs::eq(a[i], b[i]))) return SymLimbs::branch_var(SymLimbs::lt(a[i], b[i])) ? -1 : 1;
  }
  return 0;
}

Words words_of_b32_word_order(const Bytes& be) {
  Words w{};
  for (std::size_t i = 0; i < 4; ++i) {
    for (std::size_t j = 0; j < 8; ++j) w[i] = (w[i] << 8) | be[8 * i + j];  // SLIP: w[i], not w[3 - i]
  }
  return w;
}

Bytes b32_of_words_seven_bits(const Words& w) {
  Bytes be{};
  for (std::size_t i = 0; i < 4; ++i) {
    for (std::size_t j = 0; j < 8; ++j) be[8 * (3 - i) + j] = (w[i] >> (56 - 8 * j)) & 0x7F;  // SLIP: 7 bits
  }
  return be;
}

// The runs.

/// A bit-valued function of one input (below the modulus if `below`).
template <class F, class Cond, class Holds>
Verdict predicate(const std::string& name, const std::string& what, bool below, F f, Cond cond, Holds holds) {
  return predicate_case(
      name, what, [&](Trace& t) { return element(t, "a", below); },
      [](Trace& t, const Words& a) { return input_value<4>(t, a); }, f, cond, holds);
}

Verdict below_p_run(bool twin) {
  return predicate(
      "fe64::below_p", "the bit is [a < p]", false,
      [&](const Words& a) { return twin ? below_p_off_by_one(a) : fe64::below_p<SymLimbs>(a); },
      [](Trace& t, const z3::expr& v) { return v < p_z3(t); }, [](const mpz_class& x) { return x < p(); });
}

/// The zero tests: any a below 2^256 < 2p, so [p | a] = [a = 0 or a = p].
Verdict zero_test_run(bool twin, bool var) {
  return predicate(
      var ? "fe64::normalizes_to_zero_var" : "fe64::normalizes_to_zero", "the bit is [p | a]", false,
      [&](const Words& a) {
        if (var) return twin ? normalizes_to_zero_var_no_top(a) : fe64::normalizes_to_zero_var<SymLimbs>(a);
        return twin ? normalizes_to_zero_no_top(a) : fe64::normalizes_to_zero<SymLimbs>(a);
      },
      [](Trace& t, const z3::expr& v) { return v == 0 || v == p_z3(t); },
      [](const mpz_class& x) { return x % p() == 0; });
}

Verdict is_zero_run(bool twin) {
  return predicate(
      "fe64::is_zero", "the bit is [a = 0]", true,
      [&](const Words& a) { return twin ? is_zero_no_top(a) : fast::is_zero_words<SymLimbs>(a); },
      [](Trace&, const z3::expr& v) { return v == 0; }, [](const mpz_class& x) { return x == 0; });
}

Verdict is_odd_run(bool twin) {
  return predicate(
      "fe64::is_odd", "the bit is a mod 2", true,
      [&](const Words& a) { return twin ? is_odd_bit1(a) : fast::is_odd_words<SymLimbs>(a); },
      [](Trace&, const z3::expr& v) { return z3::mod(v, 2) == 1; },
      [](const mpz_class& x) { return mpz_odd_p(x.get_mpz_t()) != 0; });
}

Verdict normalize_var_run(bool twin) {
  return run_case("fe64::normalize_var", [&](Trace& t) {
    const Words a = element(t, "a", false);
    const Words r = twin ? normalize_var_short(a) : fe64::normalize_var<SymLimbs>(a);
    return words_claim({r[0].value(), r[1].value(), r[2].value(), r[3].value()}, input_value<4>(t, a).poly, p(), 1,
                       p());
  });
}

Verdict cmov_run(bool twin) {
  return run_case("fe64::cmov", [&](Trace& t) {
    const Words r = element(t, "r", false), a = element(t, "a", false);
    const W bit(t.input("flag", 0, 1));
    const Words out = twin ? cmov_top_swapped(r, a, bit) : fast::cmov_words<SymLimbs>(r, a, bit);
    Claim c;
    for (std::size_t i = 0; i < 4; ++i) {
      SymValue want = r[i].value();
      want.poly = r[i].value().poly + bit.value().poly * (a[i].value().poly - r[i].value().poly);
      c.facts.push_back({"word " + std::to_string(i) + " is flag ? a : r", out[i].value(), want});
    }
    return c;
  });
}

Verdict cmp_var_run(bool twin) {
  return run_case("fe64::cmp_var", [&](Trace& t) {
    const Words a = element(t, "a", true), b = element(t, "b", true);
    const int r = twin ? cmp_var_from_bottom(a, b) : fe64::cmp_var<SymLimbs>(a, b);
    const SymValue va = input_value<4>(t, a), vb = input_value<4>(t, b);
    return fact("the result is the sign of a - b", sign_of(t, r), sign_of_difference(t, va, vb));
  });
}

/// 32 fresh bytes.
Bytes input_bytes(Trace& t) {
  Bytes be;
  for (std::size_t i = 0; i < 32; ++i) be[i] = W(t.input("b" + std::to_string(i), 0, 255));
  return be;
}

/// The bytes' big-endian value.
LimbPoly big_endian(const Bytes& be) {
  LimbPoly v;
  for (std::size_t i = 0; i < 32; ++i) v = v + LimbPoly(mpz_class(1) << static_cast<unsigned>(8 * (31 - i))) * be[i].value().poly;
  return v;
}

Verdict words_of_b32_run(bool twin) {
  return run_case("fast::words_of_b32", [&](Trace& t) {
    const Bytes be = input_bytes(t);
    const Words w = twin ? words_of_b32_word_order(be) : fast::words_of_b32<SymLimbs>(be);
    return same_value(t, {w[0].value(), w[1].value(), w[2].value(), w[3].value()}, 64,
                      std::vector<mpz_class>(4, kWordMax), big_endian(be));
  });
}

Verdict b32_of_words_run(bool twin) {
  return run_case("fast::b32_of_words", [&](Trace& t) {
    const Words w = element(t, "w", false);
    const Bytes be = twin ? b32_of_words_seven_bits(w) : fast::b32_of_words<SymLimbs, W>(w);
    std::vector<SymValue> bytes;
    for (std::size_t i = 32; i-- > 0;) bytes.push_back(be[i].value());  // least significant first
    return same_value(t, bytes, 8, std::vector<mpz_class>(32, 255), input_value<4>(t, w).poly);
  });
}

}  // namespace

std::vector<LimbCase> field64_op_cases() {
  const std::string s = "field 4x64";
  const std::string bytes = "bytes";
  auto zero = [](bool twin) { return zero_test_run(twin, false); };
  auto zero_var = [](bool twin) { return zero_test_run(twin, true); };
  return {
      proof_case(s, "fe64::below_p", "the bit is [a < p]; any a < 2^256", below_p_run),
      twin_case(s, "fe64::below_p [twin]", "adds C + 1: p - 1 reads as not below p", below_p_run),
      proof_case(s, "fe64::normalize_var", "out = a mod p, out < p, on every path; any a < 2^256", normalize_var_run),
      twin_case(s, "fe64::normalize_var [twin]", "adds C - 1: p itself stays unreduced", normalize_var_run),
      proof_case(s, "fe64::normalizes_to_zero", "the bit is [p | a]; any a < 2^256", zero),
      twin_case(s, "fe64::normalizes_to_zero [twin]", "its zero test ignores the top word", zero),
      proof_case(s, "fe64::normalizes_to_zero_var", "the bit is [p | a] on every path; any a < 2^256", zero_var),
      twin_case(s, "fe64::normalizes_to_zero_var [twin]", "its zero path ignores the top word", zero_var),
      proof_case(s, "fe64::is_zero", "the bit is [a = 0]; a < p", is_zero_run),
      twin_case(s, "fe64::is_zero [twin]", "ignores the top word", is_zero_run),
      proof_case(s, "fe64::is_odd", "the bit is a mod 2; a < p", is_odd_run),
      twin_case(s, "fe64::is_odd [twin]", "reads bit 1", is_odd_run),
      proof_case(s, "fe64::cmov", "each word is flag ? a : r (fast::cmov_words, Scalar's cmov too)", cmov_run),
      twin_case(s, "fe64::cmov [twin]", "swaps the top word's operands", cmov_run),
      proof_case(s, "fe64::cmp_var", "the result is the sign of a - b on every path; a, b < p", cmp_var_run),
      twin_case(s, "fe64::cmp_var [twin]", "scans from the bottom word", cmp_var_run),
      proof_case(bytes, "fast::words_of_b32", "32 big-endian bytes -> four words of the same value", words_of_b32_run),
      twin_case(bytes, "fast::words_of_b32 [twin]", "reads the words in little-endian order", words_of_b32_run),
      proof_case(bytes, "fast::b32_of_words", "four words -> 32 big-endian bytes of the same value, each below 256",
                 b32_of_words_run),
      twin_case(bytes, "fast::b32_of_words [twin]", "keeps 7 bits of each byte", b32_of_words_run),
  };
}

}  // namespace tandem::proofs::limbs

// The scalar's non-kernel limb functions (fast/include/tandem/fast/
// scalar_4x64_limbs.hpp: the reduction with its overflow flag, the
// comparisons, is_high, get_bits, cond_negate), run on symbolic words, each
// with a broken twin (its text with one slip, marked SLIP) that must be
// refuted. The claims are exact equalities on the inputs' values.
#include <algorithm>
#include <array>
#include <string>
#include <utility>

#include "limb_cases.hpp"
#include "tandem/fast/limb_ops.hpp"
#include "tandem/fast/scalar_4x64_limbs.hpp"

namespace tandem::proofs::limbs {

namespace {

namespace sc64 = fast::sc64;
using W = SymLimbs::u64;
using Words = sc64::Words<SymLimbs>;

const mpz_class& order() {
  static const mpz_class n = [] {
    mpz_class v;
    for (std::size_t i = 4; i-- > 0;) v = (v << 64) + mpz_class(static_cast<unsigned long>(fast::secp256k1::kN[i]));
    return v;
  }();
  return n;
}
z3::expr order_z3(Trace& t) { return t.z3().int_val(order().get_str().c_str()); }

/// Four input words, below n when `below_n` (assumed).
Words scalar(Trace& t, const std::string& name, bool below_n) {
  const Words a = input_words<4>(t, name);
  if (below_n) t.assume_at_most(input_value<4>(t, a), order() - 1);
  return a;
}

std::vector<SymValue> values(const Words& r) { return {r[0].value(), r[1].value(), r[2].value(), r[3].value()}; }

// The twins.

/// reduce_checked flagging overflow when the top word is all ones (as n's
/// is): inputs in [2^256 − 2^64, n) are flagged though below n.
sc64::Reduced<SymLimbs> reduce_checked_top_word(const Words& w) {
  return {sc64::reduce_once<SymLimbs>(w, W(0)), SymLimbs::eq(w[3], W(sc64::kM64))};  // SLIP
}

W is_zero_no_top(const Words& a) { return SymLimbs::is_zero(a[0] | a[1] | a[2]); }  // SLIP: | a[3] dropped

W is_odd_bit1(const Words& a) { return (a[0] >> 1) & 1; }  // SLIP: bit 1

W equal_no_top(const Words& x, const Words& y) {
  return SymLimbs::is_zero((x[0] ^ y[0]) | (x[1] ^ y[1]) | (x[2] ^ y[2]));  // SLIP: word 3 not compared
}

/// is_high starting its carry at 0: (n − 1)/2 itself reads as high (the
/// off-by-one issue 15 planted by hand).
W is_high_off_by_one(const Words& a) {
  constexpr std::array<std::uint64_t, 4> kHalf{(sc64::kN0 >> 1) | (sc64::kN1 << 63), (sc64::kN1 >> 1) | (sc64::kN2 << 63),
                                               (sc64::kN2 >> 1) | (sc64::kN3 << 63), sc64::kN3 >> 1};
  SymLimbs::u128 acc = 0;  // SLIP: 0, not 1
  for (std::size_t i = 0; i < 4; ++i) {
    acc += SymLimbs::u128(kHalf[i]) + ~a[i];
    acc >>= 64;
  }
  return SymLimbs::is_zero(acc);
}

W get_bits_short_mask(const Words& a, unsigned offset, unsigned count) {
  return (a[offset >> 6] >> (offset & 63)) & ((std::uint64_t{1} << (count - 1)) - 1);  // SLIP: count − 1 bits
}

/// get_bits_var's straddling case with the upper word's bits shifted one
/// place too low.
W get_bits_var_shift_short(const Words& a, unsigned offset, unsigned count) {
  const unsigned bit = offset & 63;
  const W lo = a[offset >> 6] >> bit;
  const W hi = (a[(offset >> 6) + 1] & ((std::uint64_t{1} << (bit - 1)) - 1)) << (63 - bit);  // SLIP: 63 − bit
  return (lo | hi) & ((std::uint64_t{1} << count) - 1);
}

/// shift_round_512 rounding by bit `shift` instead of bit shift − 1.
Words shift_round_reads_bit_shift(const std::array<W, 8>& l, unsigned shift) {
  const unsigned word = shift >> 6, bit = shift & 63;
  Words r{W(0), W(0), W(0), W(0)};
  for (unsigned i = 0; i + word < 8; ++i) {
    const W hi = (bit == 0 || i + word + 1 >= 8) ? W(0) : (l[i + word + 1] & ((std::uint64_t{1} << bit) - 1)) << (64 - bit);
    r[i] = (l[i + word] >> bit) | hi;
  }
  const W round = (l[shift >> 6] >> (shift & 63)) & 1;  // SLIP: bit shift
  SymLimbs::u128 acc = SymLimbs::u128(r[0]) + round;
  r[0] = static_cast<W>(acc & sc64::kM64);
  for (std::size_t i = 1; i < 4; ++i) {
    acc = (acc >> 64) + r[i];
    r[i] = static_cast<W>(acc & sc64::kM64);
  }
  return r;
}

Words cond_negate_swapped(const Words& a, const W& bit) {
  return fast::cmov_words<SymLimbs>(sc64::negate<SymLimbs>(a), a, bit);  // SLIP: operands swapped
}

// The runs.

Verdict reduce_checked_run(bool twin) {
  return run_case("sc64::reduce_checked", [&](Trace& t) {
    const Words w = scalar(t, "w", false);
    const sc64::Reduced<SymLimbs> r = twin ? reduce_checked_top_word(w) : sc64::reduce_checked<SymLimbs>(w);
    const SymValue v = input_value<4>(t, w);
    Claim c = words_claim(values(r.r), v.poly, order(), 1, order());
    c.facts.push_back({"the flag is [w >= n]", r.overflow.value(),
                       property(t, "ge_n", v, v.z >= order_z3(t), [](const mpz_class& x) { return x >= order(); })});
    return c;
  });
}

/// A bit-valued function of one input (below the modulus if `below`).
template <class F, class Cond, class Holds>
Verdict predicate(const std::string& name, const std::string& what, bool below, F f, Cond cond, Holds holds) {
  return predicate_case(
      name, what, [&](Trace& t) { return scalar(t, "a", below); },
      [](Trace& t, const Words& a) { return input_value<4>(t, a); }, f, cond, holds);
}

Verdict is_zero_run(bool twin) {
  return predicate(
      "sc64::is_zero", "the bit is [a = 0]", true,
      [&](const Words& a) { return twin ? is_zero_no_top(a) : fast::is_zero_words<SymLimbs>(a); },
      [](Trace&, const z3::expr& v) { return v == 0; }, [](const mpz_class& x) { return x == 0; });
}

Verdict is_odd_run(bool twin) {
  return predicate(
      "sc64::is_odd", "the bit is a mod 2", true,
      [&](const Words& a) { return twin ? is_odd_bit1(a) : fast::is_odd_words<SymLimbs>(a); },
      [](Trace&, const z3::expr& v) { return z3::mod(v, 2) == 1; },
      [](const mpz_class& x) { return mpz_odd_p(x.get_mpz_t()) != 0; });
}

Verdict is_high_run(bool twin) {
  const mpz_class half = (order() - 1) / 2;
  return predicate(
      "sc64::is_high", "the bit is [a > (n-1)/2]", true,
      [&](const Words& a) { return twin ? is_high_off_by_one(a) : sc64::is_high<SymLimbs>(a); },
      [&](Trace& t, const z3::expr& v) { return v > t.z3().int_val(half.get_str().c_str()); },
      [&](const mpz_class& x) { return x > half; });
}

Verdict equal_run(bool twin) {
  return run_case("sc64::equal", [&](Trace& t) {
    const Words x = scalar(t, "x", false), y = scalar(t, "y", false);
    const W r = twin ? equal_no_top(x, y) : sc64::equal<SymLimbs>(x, y);
    const SymValue vx = input_value<4>(t, x), vy = input_value<4>(t, y);
    std::vector<mpz_class> s;
    for (std::size_t i = 0; i < vx.samples.size(); ++i) s.push_back(vx.samples[i] == vy.samples[i] ? 1 : 0);
    return fact("the bit is [x = y]", r.value(), t.bit_of("x_eq_y", vx.z == vy.z, s));
  });
}

Verdict cond_negate_run(bool twin) {
  return run_case("sc64::cond_negate", [&](Trace& t) {
    const Words a = scalar(t, "a", true);
    const W bit(t.input("flag", 0, 1));
    const Words r = twin ? cond_negate_swapped(a, bit) : sc64::cond_negate<SymLimbs>(a, bit);
    const LimbPoly va = input_value<4>(t, a).poly;
    return words_claim(values(r), va - LimbPoly(2) * bit.value().poly * va, order(), 1, order());
  });
}

/// The (offset, count) pairs get_bits is proven at: counts 1..8 (the
/// window widths), 16, 31 and 32, each at the bottom of the scalar, at
/// offset 1, at the top of word 0 and at the top of the scalar.
std::vector<std::pair<unsigned, unsigned>> bit_ranges() {
  std::vector<std::pair<unsigned, unsigned>> r;
  for (unsigned count : {1U, 2U, 3U, 4U, 5U, 6U, 7U, 8U, 16U, 31U, 32U}) {
    for (unsigned offset : {0U, 1U, 64 - count, 256 - count}) r.emplace_back(offset, count);
  }
  return r;
}

/// get_bits at every pair of bit_ranges: the result is ⌊a / 2^offset⌋ mod
/// 2^count, stated through the interpreter's split of the whole 256-bit
/// value (not of the word the code reads).
Verdict get_bits_run(bool twin) {
  std::vector<Verdict> runs;
  for (const auto& [offset, count] : bit_ranges()) {
    runs.push_back(run_case("sc64::get_bits", [&, o = offset, k = count](Trace& t) {
      const Words a = scalar(t, "a", false);
      const W r = twin ? get_bits_short_mask(a, o, k) : sc64::get_bits<SymLimbs>(a, o, k);
      const SymValue v = input_value<4>(t, a);
      return fact("bits " + std::to_string(o) + ".." + std::to_string(o + k - 1) + " of a", r.value(),
                  t.low(t.high(v, o), k));
    }));
    if (!runs.back().holds) break;
  }
  return merge_paths(std::move(runs), 0);
}

/// The (offset, count) pairs get_bits_var is proven at where the bits
/// straddle two words: counts 2-8 (the window widths), 16, 31 and 32 with
/// one bit in the upper word, one bit in the lower word and split evenly,
/// across the first word boundary; across the other two, 5 bits split
/// evenly and 32 bits with one in the lower word. The text is the same at
/// every offset but for the word index `offset >> 6`.
std::vector<std::pair<unsigned, unsigned>> straddling_ranges() {
  std::vector<std::pair<unsigned, unsigned>> r;
  for (unsigned count : {2U, 3U, 4U, 5U, 6U, 7U, 8U, 16U, 31U, 32U}) {
    for (unsigned below : {count - 1, 1U, count / 2}) {
      if (std::find(r.begin(), r.end(), std::pair{64 - below, count}) == r.end()) r.emplace_back(64 - below, count);
    }
  }
  for (unsigned boundary : {128U, 192U}) {
    r.emplace_back(boundary - 2, 5U);
    r.emplace_back(boundary - 1, 32U);
  }
  return r;
}

/// get_bits_var where the bits straddle two words, in two facts: the
/// result is bits (offset mod 64) … of the two words' value u = a[w] +
/// 2^64·a[w + 1] (w = offset / 64), and those are bits offset … of the
/// whole 256-bit value, the same claim as get_bits's. Stated at once, the
/// two floor divisions defeat Z3 within its time limit; apart, each closes
/// in about a second at most.
Verdict get_bits_var_run(bool twin) {
  std::vector<Verdict> runs;
  for (const auto& [offset, count] : straddling_ranges()) {
    runs.push_back(run_case("sc64::get_bits_var", [&, o = offset, k = count](Trace& t) {
      t.set_z3_timeout(30000);  // a margin for a loaded machine: each query takes a second or less alone
      const Words a = scalar(t, "a", false);
      const W r = twin ? get_bits_var_shift_short(a, o, k) : sc64::get_bits_var<SymLimbs>(a, o, k);
      const std::array<W, 2> two{a[o >> 6], a[(o >> 6) + 1]};
      const SymValue u = input_value<2>(t, two);
      const SymValue window = t.low(t.high(u, o & 63), k);
      Claim c = fact("bits " + std::to_string(o & 63) + ".." + std::to_string((o & 63) + k - 1) + " of words " +
                         std::to_string(o >> 6) + ", " + std::to_string((o >> 6) + 1),
                     r.value(), window);
      c.facts.push_back({"those are bits " + std::to_string(o) + ".." + std::to_string(o + k - 1) + " of a", window,
                         t.low(t.high(input_value<4>(t, a), o), k)});
      return c;
    }));
    if (!runs.back().holds) break;
  }
  return merge_paths(std::move(runs), 0);
}

/// mul_512's eight words are the product a·b exactly (not only mod n, as
/// sc64::mul's proof has it): what mul_shift_round shifts. The twin drops
/// the top word, as a 448-bit buffer would.
Verdict mul_512_run(bool twin) {
  return run_case("sc64::mul_512", [&](Trace& t) {
    const Words a = scalar(t, "a", false), b = scalar(t, "b", false);
    std::array<W, 8> l = sc64::mul_512<SymLimbs>(a, b);
    if (twin) l[7] = W(0);  // SLIP: the top word dropped
    return fact("the 512-bit product, exactly", input_value<8>(t, l),
                SymValue{input_value<4>(t, a).poly * input_value<4>(t, b).poly, {}, t.z3().int_val(0), {}});
  });
}

/// shift_round_512 on any eight words at every shift it takes (384 …
/// 511): the result is ⌊l / 2^shift⌋ plus bit shift − 1 of l, which is
/// l / 2^shift rounded half up, stated through the interpreter's splits of
/// the whole 512-bit value.
Verdict shift_round_512_run(bool twin) {
  std::vector<Verdict> runs;
  for (unsigned s = 384; s < 512; ++s) {
    runs.push_back(run_case("sc64::shift_round_512", [&, s](Trace& t) {
      const std::array<W, 8> l = input_words<8>(t, "l");
      const Words r = twin ? shift_round_reads_bit_shift(l, s) : sc64::shift_round_512<SymLimbs>(l, s);
      const SymValue v = input_value<8>(t, l);
      const SymValue floor = t.high(v, s);
      const SymValue round = t.low(t.high(v, s - 1), 1);
      return fact("floor(l / 2^" + std::to_string(s) + ") + bit " + std::to_string(s - 1) + " of l",
                  input_value<4>(t, r), SymValue{floor.poly + round.poly, {}, floor.z + round.z, {}});
    }));
    if (!runs.back().holds) break;
  }
  return merge_paths(std::move(runs), 0);
}

}  // namespace

std::vector<LimbCase> scalar_op_cases() {
  const std::string s = "scalar 4x64";
  return {
      proof_case(s, "sc64::reduce_checked", "w mod n, below n, and the flag is [w >= n]; any w < 2^256",
                 reduce_checked_run),
      twin_case(s, "sc64::reduce_checked [twin]", "flags overflow when the top word is all ones", reduce_checked_run),
      proof_case(s, "sc64::is_zero", "the bit is [a = 0]; a < n", is_zero_run),
      twin_case(s, "sc64::is_zero [twin]", "ignores the top word", is_zero_run),
      proof_case(s, "sc64::is_odd", "the bit is a mod 2; a < n", is_odd_run),
      twin_case(s, "sc64::is_odd [twin]", "reads bit 1", is_odd_run),
      proof_case(s, "sc64::equal", "the bit is [x = y]; any words", equal_run),
      twin_case(s, "sc64::equal [twin]", "does not compare the top word", equal_run),
      proof_case(s, "sc64::is_high", "the bit is [a > (n-1)/2]; a < n", is_high_run),
      twin_case(s, "sc64::is_high [twin]", "starts its carry at 0: (n-1)/2 reads as high", is_high_run),
      proof_case(s, "sc64::cond_negate", "flag ? -a : a mod n, below n; a < n", cond_negate_run),
      twin_case(s, "sc64::cond_negate [twin]", "swaps the operands of its selection", cond_negate_run),
      proof_case(s, "sc64::get_bits", "floor(a / 2^offset) mod 2^count; counts 1-8, 16, 31, 32 at four offsets each",
                 get_bits_run),
      twin_case(s, "sc64::get_bits [twin]", "masks count - 1 bits", get_bits_run),
      proof_case(s, "sc64::get_bits_var",
                 "floor(a / 2^offset) mod 2^count where the bits straddle two words; counts 2-8, 16, 31, 32 at three "
                 "offsets across the first word boundary, two ranges across each other",
                 get_bits_var_run),
      twin_case(s, "sc64::get_bits_var [twin]", "shifts the upper word's bits one place too low", get_bits_var_run),
      proof_case(s, "sc64::mul_512", "the eight words are a*b exactly; any 256-bit a, b", mul_512_run),
      twin_case(s, "sc64::mul_512 [twin]", "drops the top word", mul_512_run),
      proof_case(s, "sc64::shift_round_512",
                 "floor(l / 2^shift) + bit shift-1 of l (l / 2^shift rounded half up); any 512-bit l, every shift "
                 "384-511",
                 shift_round_512_run),
      twin_case(s, "sc64::shift_round_512 [twin]", "rounds by bit shift instead of bit shift - 1", shift_round_512_run),
  };
}

}  // namespace tandem::proofs::limbs

// The symbolic-limb interpreter on a toy field, TOOLCHAIN §5's example: two
// 26-bit limbs modulo p = 2^52 − 47 (so 2^52 ≡ 47). The same template runs
// on uint64_t (checked against GMP) and on symbolic words (proven); two
// broken twins — a wrong folding constant and a dropped final carry — are
// refuted, and the interpreter's own rules (memoised splits, no wrapping,
// constant masks 2^k − 1 only, what it knows of |, ^, & of words, the
// comparisons as bits, every path of a branch) are pinned down.
#include <gtest/gtest.h>
#include <gmpxx.h>

#include <array>
#include <random>
#include <vector>

#include "tandem/fast/limb_ops.hpp"
#include "tandem/proofs/limbs/limb_check.hpp"
#include "tandem/proofs/limbs/symbolic_limbs.hpp"
#include "proofs/limbs/limb_cases.hpp"

namespace tandem {
namespace {

using proofs::limbs::Claim;
using proofs::limbs::LimbPoly;
using proofs::limbs::SymLimbs;
using proofs::limbs::SymValue;
using proofs::limbs::Trace;
using proofs::limbs::Verdict;

enum class Toy { right, wrong_constant, dropped_final_carry };

/// r = a·b mod (2^52 − 47) in two 26-bit limbs; inputs below 2^26 each,
/// output limbs below 2^26 and 2^26 + 1.
template <class L, Toy variant = Toy::right>
std::array<typename L::u64, 2> toy_mul(const std::array<typename L::u64, 2>& a, const std::array<typename L::u64, 2>& b) {
  using U64 = typename L::u64;
  constexpr std::uint64_t kM26 = (std::uint64_t{1} << 26) - 1;
  constexpr std::uint64_t kFold = variant == Toy::wrong_constant ? 45 : 47;
  L::at("columns");
  const U64 c0 = a[0] * b[0];
  const U64 c1 = a[0] * b[1] + a[1] * b[0];
  const U64 c2 = a[1] * b[1];
  L::at("fold 2^52");
  U64 t0 = c0 + c2 * kFold;
  U64 t1 = c1 + (t0 >> 26);
  U64 r0 = t0 & kM26;
  L::at("fold the top");
  r0 += (t1 >> 26) * kFold;
  U64 r1 = t1 & kM26;
  if constexpr (variant != Toy::dropped_final_carry) r1 += r0 >> 26;
  r0 &= kM26;
  return {r0, r1};
}

const mpz_class kP = (mpz_class(1) << 52) - 47;

template <Toy variant>
Verdict prove_toy() {
  Trace t("toy_mul");
  const mpz_class lim = (mpz_class(1) << 26) - 1;
  using W = SymLimbs::u64;
  const std::array<W, 2> a{W(t.input("a0", 0, lim)), W(t.input("a1", 0, lim))};
  const std::array<W, 2> b{W(t.input("b0", 0, lim)), W(t.input("b1", 0, lim))};
  const auto r = toy_mul<SymLimbs, variant>(a, b);
  Claim c;
  c.out = {r[0].value(), r[1].value()};
  c.limb_bits = 26;
  const LimbPoly A = a[0].value().poly + LimbPoly(mpz_class(1) << 26) * a[1].value().poly;
  const LimbPoly B = b[0].value().poly + LimbPoly(mpz_class(1) << 26) * b[1].value().poly;
  c.expected = A * B;
  c.modulus = kP;
  c.out_bounds = {lim, 2 * lim};
  return proofs::limbs::check_claim(t, c);
}

TEST(ToyField, NativeRunAgreesWithGmp) {
  std::mt19937_64 rng(5);
  for (int i = 0; i < 100000; ++i) {
    const std::array<std::uint64_t, 2> a{rng() >> 38, rng() >> 38}, b{rng() >> 38, rng() >> 38};
    const auto r = toy_mul<fast::NativeLimbs>(a, b);
    const mpz_class A = mpz_class(static_cast<unsigned long>(a[0])) + (mpz_class(static_cast<unsigned long>(a[1])) << 26);
    const mpz_class B = mpz_class(static_cast<unsigned long>(b[0])) + (mpz_class(static_cast<unsigned long>(b[1])) << 26);
    const mpz_class R = mpz_class(static_cast<unsigned long>(r[0])) + (mpz_class(static_cast<unsigned long>(r[1])) << 26);
    ASSERT_EQ(mpz_class((A * B - R) % kP), 0);
  }
}

TEST(ToyField, TheRightTextIsProven) {
  const Verdict v = prove_toy<Toy::right>();
  EXPECT_TRUE(v.holds) << v.failure;
  EXPECT_EQ(v.algebra, "every coefficient divisible by the modulus");
  EXPECT_GT(v.margin_bits, 0.0);
  EXPECT_GE(v.fresh_variables, 2U);
}

TEST(ToyField, AWrongConstantIsRefutedByTheAlgebra) {
  const Verdict v = prove_toy<Toy::wrong_constant>();
  EXPECT_FALSE(v.holds);
  EXPECT_NE(v.failure.find("algebra"), std::string::npos) << v.failure;
}

TEST(ToyField, ADroppedFinalCarryIsRefutedWithACounterexample) {
  const Verdict v = prove_toy<Toy::dropped_final_carry>();
  EXPECT_FALSE(v.holds);
  EXPECT_NE(v.failure.find("refuted at a0 = 0x"), std::string::npos) << v.failure;
}

TEST(Interpreter, SplitsAreMemoisedSoBothHalvesShareOneVariable) {
  Trace t("split");
  using W = SymLimbs::u128;
  const W x(t.input("x", 0, (mpz_class(1) << 100) - 1));
  const W h = x >> 52;
  const W l = x & ((std::uint64_t{1} << 52) - 1);
  EXPECT_EQ(t.fresh_variables(), 1U);
  const LimbPoly back = LimbPoly(mpz_class(1) << 52) * h.value().poly + l.value().poly;
  EXPECT_TRUE(back == x.value().poly);
  EXPECT_EQ(l.value().iv.hi, (mpz_class(1) << 52) - 1);
  EXPECT_EQ(h.value().iv.hi, (mpz_class(1) << 48) - 1);
  // A value that already fits needs no variable: its high part is 0.
  const W small(t.input("s", 0, 1000));
  EXPECT_TRUE((small >> 52).value().poly.is_zero());
  EXPECT_EQ(t.fresh_variables(), 1U);
}

TEST(Interpreter, WrappingIsAnObligationThatFailsWithAModel) {
  Trace t("wrap", /*use_samples=*/false);  // Z3 must find the model itself
  using W = SymLimbs::u64;
  const W x(t.input("x", 0, (mpz_class(1) << 63)));
  (void)(x + x);
  ASSERT_EQ(t.obligations().size(), 1U);
  EXPECT_EQ(t.obligations()[0].closed, proofs::limbs::Closed::refuted);
  EXPECT_LT(t.obligations()[0].margin_bits, 0.0);
  EXPECT_NE(t.obligations()[0].counterexample.find("x = 0x8000000000000000"), std::string::npos)
      << t.obligations()[0].counterexample;
  EXPECT_TRUE(t.any_failed());
}

TEST(Interpreter, SamplesRefuteAtOnceWithAConcreteInput) {
  Trace t("wrap");
  using W = SymLimbs::u64;
  const W x(t.input("x", 0, (mpz_class(1) << 63)));
  (void)(x + x);
  EXPECT_EQ(t.z3_queries(), 0U);
  EXPECT_EQ(t.obligations()[0].closed, proofs::limbs::Closed::refuted);
}

TEST(Interpreter, NarrowingMustFitAndZ3ClosesWhatIntervalsCannot) {
  Trace t("narrow");
  using W64 = SymLimbs::u64;
  using W128 = SymLimbs::u128;
  const W64 x(t.input("x", 0, ~std::uint64_t{0}));
  // (x >> 32) + (x & (2^32 − 1)) < 2^33: the intervals see [0, 2^32 + 2^32 − 2]
  // and close it; then 2^64 − 1 − x ≥ 0 needs the input's range only.
  const W64 s = (x >> 32) + (x & 0xFFFFFFFFU);
  EXPECT_FALSE(t.any_failed());
  EXPECT_LE(s.value().iv.hi, (mpz_class(1) << 33));
  // u = x + (2^64 − 1 − x) is 2^64 − 1 exactly, but the interval of the
  // difference alone is [0, 2^64 − 1] and of the sum [0, 2^65 − 2]: Z3 sees
  // through it.
  const W128 wide = W128(x) + (W128(~std::uint64_t{0}) - W128(x));
  const W64 back(wide);
  (void)back;
  EXPECT_FALSE(t.any_failed());
  EXPECT_EQ(t.obligations().back().closed, proofs::limbs::Closed::z3);
}

TEST(Interpreter, OnlyMasksAndBitsAreAccepted) {
  Trace t("masks");
  using W = SymLimbs::u64;
  const W x(t.input("x", 0, 1000));
  EXPECT_THROW((void)(x & 0x5U), std::invalid_argument);
  const W b(t.input("b", 0, 1));
  const W c(t.input("c", 0, 1));
  EXPECT_EQ((b & c).value().iv.hi, 1);
  EXPECT_EQ((b | c).value().poly.terms(), 3U);
}

// `|` of fields that do not overlap is their sum, exactly; `|`, `^`, `&` of
// other words are fresh variables that Z3 knows only through their bounds,
// which decide exactly whether the result is 0 (or all ones for `&`); the
// comparisons are fresh bits defined in Z3; samples are exact throughout.
TEST(Interpreter, BitwiseWordsAndComparisons) {
  Trace t("bitwise");
  using W = SymLimbs::u64;
  const W x(t.input("x", 0, 0xFFF)), y(t.input("y", 0, 0xFFF));
  const W packed = (x << 12) | y;
  EXPECT_EQ(packed.value().poly, x.value().poly * LimbPoly(4096) + y.value().poly);
  const W o = x | y, e = x ^ y, a = x & y;
  EXPECT_EQ(o.value().poly.terms(), 1U);  // a fresh variable
  for (std::size_t s = 0; s < o.value().samples.size(); ++s) {
    const mpz_class& xs = x.value().samples[s];
    const mpz_class& ys = y.value().samples[s];
    EXPECT_EQ(o.value().samples[s], xs | ys);
    EXPECT_EQ(e.value().samples[s], xs ^ ys);
    EXPECT_EQ(a.value().samples[s], xs & ys);
  }
  std::string why;
  // [x ^ y = 0] = [x = y], and [x | y = 0] = [x = 0][y = 0].
  const W same = SymLimbs::is_zero(e), eq = SymLimbs::eq(x, y);
  EXPECT_TRUE(t.prove_zero(same.value().poly - eq.value().poly, why)) << why;
  const W none = SymLimbs::is_zero(o);
  const W both = SymLimbs::is_zero(x) & SymLimbs::is_zero(y);
  EXPECT_TRUE(t.prove_zero(none.value().poly - both.value().poly, why)) << why;
  // x < y and y < x are never both set; the bounds alone do not make x | y
  // equal to x + y.
  const W lt = SymLimbs::lt(x, y), gt = SymLimbs::lt(y, x);
  EXPECT_TRUE(t.prove_zero(lt.value().poly * gt.value().poly, why)) << why;
  EXPECT_FALSE(t.prove_zero(o.value().poly - x.value().poly - y.value().poly, why));
}

/// A toy _var function: the larger of two words, by a branch.
template <class L>
typename L::u64 max_var(const typename L::u64& x, const typename L::u64& y) {
  if (L::branch_var(L::lt(x, y))) return y;
  return x;
}

// run_case explores every path of L::branch_var: max_var has two; with
// y = x + 5 (intervals that overlap, so only Z3 sees it), the path x >= y is
// infeasible and pruned.
TEST(Interpreter, EveryPathIsExploredAndInfeasibleOnesPruned) {
  using W = SymLimbs::u64;
  auto run = [](bool y_above_x) {
    return proofs::limbs::run_case("max_var", [&](Trace& t) {
      const W x(t.input("x", 0, 1000));
      const W y = y_above_x ? x + 5 : W(t.input("y", 0, 1000));
      const W m = max_var<SymLimbs>(x, y);
      proofs::limbs::Claim c;
      const W ge_x = SymLimbs::lt(m, x), ge_y = SymLimbs::lt(m, y);
      c.facts.push_back({"max >= x", ge_x.value(), t.constant(0)});
      c.facts.push_back({"max >= y", ge_y.value(), t.constant(0)});
      return c;
    });
  };
  const Verdict both = run(false);
  EXPECT_TRUE(both.holds) << both.failure;
  EXPECT_EQ(both.paths, 2U);
  EXPECT_EQ(both.pruned, 0U);
  const Verdict one = run(true);
  EXPECT_TRUE(one.holds) << one.failure;
  EXPECT_EQ(one.paths, 1U);
  EXPECT_EQ(one.pruned, 1U);
  EXPECT_EQ(max_var<fast::NativeLimbs>(3, 7), 7U);
}

// The production selection (fast::select_by_mask, the text NativeLimbs
// runs) on 64-bit Z3 bit-vectors equals the if-then-else that the symbolic
// select stands for, for every a, b and bit ∈ {0, 1}; and a broken mask
// (−bit replaced by bit) is refuted.
TEST(Interpreter, TheNativeSelectionIsTheSymbolicOne) {
  z3::context ctx;
  const z3::expr a = ctx.bv_const("a", 64), b = ctx.bv_const("b", 64), bit = ctx.bv_const("bit", 64);
  const z3::expr in_range = bit == ctx.bv_val(0, 64) || bit == ctx.bv_val(1, 64);
  const z3::expr native = fast::select_by_mask<z3::expr>(bit, a, b);
  z3::solver s(ctx);
  s.add(in_range && native != z3::ite(bit == ctx.bv_val(1, 64), a, b));
  EXPECT_EQ(s.check(), z3::unsat);

  z3::solver broken(ctx);
  broken.add(in_range && (b ^ ((a ^ b) & bit)) != z3::ite(bit == ctx.bv_val(1, 64), a, b));
  EXPECT_EQ(broken.check(), z3::sat);
}

// NativeLimbs::add_carry (on x86-64 the `_addcarry_u64` intrinsic, which
// is not text the prover reads) against its portable form, which is the
// symbolic policy's, and against GMP: every pair of edge words with both
// carries in, then random words; the four-word chain add_words likewise,
// including carries that ripple through every word. A carry dropped from
// the chain is caught on those edges.
TEST(LimbOps, AddCarryIsTheWideSum) {
  using fast::NativeLimbs;
  using u64 = std::uint64_t;
  using u128 = NativeLimbs::u128;
  const auto gmp = [](u64 v) { return mpz_class(static_cast<unsigned long>(v)); };
  const mpz_class two64 = mpz_class(1) << 64;
  std::vector<u64> words = {0, 1, 2, u64{1} << 32, (u64{1} << 63) - 1, u64{1} << 63, ~u64{0} - 1, ~u64{0}};
  std::mt19937_64 rng(41);
  for (int i = 0; i < 8; ++i) words.push_back(rng());
  for (u64 x : words) {
    for (u64 y : words) {
      for (u64 c_in : {u64{0}, u64{1}}) {
        u64 c = c_in, c_wide = c_in;
        const u64 sum = NativeLimbs::add_carry(x, y, c);
        const u64 sum_wide = fast::add_carry_wide<u64, u128>(x, y, c_wide);
        ASSERT_EQ(sum, sum_wide) << x << " + " << y << " + " << c_in;
        ASSERT_EQ(c, c_wide);
        ASSERT_EQ(gmp(x) + gmp(y) + gmp(c_in), gmp(sum) + gmp(c) * two64);
      }
    }
  }
  for (int i = 0; i < 200000; ++i) {
    const u64 x = rng(), y = rng(), c_in = rng() & 1;
    u64 c = c_in, c_wide = c_in;
    ASSERT_EQ(NativeLimbs::add_carry(x, y, c), (fast::add_carry_wide<u64, u128>(x, y, c_wide)));
    ASSERT_EQ(c, c_wide);
  }
  // The compile-time path (the portable form) and the run-time one agree.
  static_assert([] {
    u64 c = 1;
    const u64 s = NativeLimbs::add_carry(~u64{0}, 0, c);
    return s == 0 && c == 1;
  }());

  // The four-word chain, against GMP; and a chain that drops the carry
  // between words (each word's own sum alone) disagrees on these inputs.
  const auto value = [&](const std::array<u64, 4>& w) {
    mpz_class v = 0;
    for (int k = 3; k >= 0; --k) v = v * two64 + gmp(w[static_cast<std::size_t>(k)]);
    return v;
  };
  std::vector<std::array<u64, 4>> inputs = {{~u64{0}, ~u64{0}, ~u64{0}, ~u64{0}}, {1, 0, 0, 0}, {0, 0, 0, 0},
                                            {~u64{0}, ~u64{0}, 0, u64{1} << 63}};
  for (int i = 0; i < 1000; ++i) inputs.push_back({rng(), rng(), rng(), rng()});
  int dropped_disagrees = 0;
  for (const auto& x : inputs) {
    for (const auto& y : inputs) {
      const fast::Wide4<NativeLimbs> s = fast::add_words<NativeLimbs>(x, y);
      ASSERT_EQ(value(x) + value(y), value(s.w) + gmp(s.top) * (mpz_class(1) << 256));
      std::array<u64, 4> dropped{};
      for (std::size_t k = 0; k < 4; ++k) dropped[k] = x[k] + y[k];
      if (value(dropped) != value(s.w)) ++dropped_disagrees;
    }
    if (&x - inputs.data() >= 8) break;  // the four edges and five random inputs against all
  }
  EXPECT_GT(dropped_disagrees, 0);
}

}  // namespace
}  // namespace tandem

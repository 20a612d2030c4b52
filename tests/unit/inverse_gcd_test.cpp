// The mechanics of safegcd and Pornin's binary GCD, checked against their
// papers' claims: the divstep bounds hold on every input of small moduli
// and the fixed form runs exactly the bound; a transition matrix decided
// on low bits equals the divsteps it stands for and stays within 2^N;
// bingcd's update factors stay within their bounds and its invariants hold.
// And the controls: too few divsteps, or the outer-loop count of the
// paper's listing, give wrong inverses — so the counts are what makes the
// answers right, and the tests would see a miscounted loop.
#include <gtest/gtest.h>

#include "support.hpp"
#include "tandem/ref/inverse/bingcd.hpp"
#include "tandem/ref/inverse/safegcd.hpp"

namespace tandem {
namespace {

constexpr ref::DivstepStart kStarts[] = {ref::DivstepStart::one, ref::DivstepStart::half};

std::size_t bits_of(const mpz_class& m) { return mpz_sizeinbase(m.get_mpz_t(), 2); }

mpz_class pow2(std::size_t k) {
  mpz_class r;
  mpz_ui_pow_ui(r.get_mpz_t(), 2, k);
  return r;
}

TEST(SafegcdBound, TheCitedFigures) {
  // Bernstein–Yang Theorem 11.2 at 256 bits, and the two branches of its
  // formula; the hddivsteps bound of 590 for 256-bit inputs.
  EXPECT_EQ(ref::safegcd_divstep_bound(256, ref::DivstepStart::one), 741U);
  EXPECT_EQ(ref::safegcd_divstep_bound(45, ref::DivstepStart::one), (49U * 45 + 80) / 17);
  EXPECT_EQ(ref::safegcd_divstep_bound(46, ref::DivstepStart::one), (49U * 46 + 57) / 17);
  EXPECT_EQ(ref::safegcd_divstep_bound(256, ref::DivstepStart::half), 590U);
  EXPECT_EQ(ref::safegcd_divstep_bound(521, ref::DivstepStart::half), (45907U * 521 + 26313) / 19929);
}

TEST(SafegcdBound, HoldsOnEveryInputOfSmallOddModuli) {
  // Every odd m below 2^9 (2^12 in the full tier) and every 0 ≤ a < m.
  const long limit = TANDEM_FULL_TESTS ? 4096 : 512;
  std::size_t worst[2] = {0, 0};
  for (long m = 3; m < limit; m += 2) {
    const mpz_class M = m;
    for (std::size_t s = 0; s < 2; ++s) {
      const std::size_t bound = ref::safegcd_divstep_bound(bits_of(M), kStarts[s]);
      for (long a = 0; a < m; ++a) {
        std::size_t steps = 0;
        (void)ref::inverse_safegcd_var(a, M, kStarts[s], &steps);
        ASSERT_LE(steps, bound) << "a = " << a << ", m = " << m << ", start " << s;
        worst[s] = std::max(worst[s], steps);
      }
    }
  }
  // The bounds are not vacuous: the worst inputs come within a few steps.
  EXPECT_GE(worst[0] + 12, ref::safegcd_divstep_bound(bits_of(limit - 1), ref::DivstepStart::one) / 2);
  EXPECT_GE(worst[1] + 12, ref::safegcd_divstep_bound(bits_of(limit - 1), ref::DivstepStart::half) / 2);
}

TEST(SafegcdBound, HoldsAtFullWidthAndTheFixedFormRunsExactlyIt) {
  gmp_randclass rng(gmp_randinit_mt);
  rng.seed(590);
  for (const ref::Curve* C : ref::all_curves()) {
    for (const mpz_class* m : {&C->p(), &C->n()}) {
      for (int i = 0; i < 6; ++i) {
        const mpz_class a = i == 0 ? pow2(bits_of(*m) - 1) : rng.get_z_range(*m);
        for (ref::DivstepStart s : kStarts) {
          const std::size_t bound = ref::safegcd_divstep_bound(bits_of(*m), s);
          std::size_t steps = 0, fixed = 0;
          (void)ref::inverse_safegcd_var(a, *m, s, &steps);
          EXPECT_LE(steps, bound) << C->name();
          for (unsigned batch : {1U, 7U, ref::kSafegcdBatch, 62U, 1000U}) {
            (void)ref::inverse_safegcd(a, *m, s, batch, &fixed);
            EXPECT_EQ(fixed, bound) << C->name() << " batch " << batch;
          }
        }
      }
    }
  }
}

TEST(SafegcdTransition, EqualsTheDivstepsItStandsForAndStaysWithin2N) {
  gmp_randclass rng(gmp_randinit_mt);
  rng.seed(62);
  for (int i = 0; i < 200; ++i) {
    const mpz_class f = rng.get_z_bits(300) * 2 + 1;
    const mpz_class g = rng.get_z_bits(300) - pow2(299);  // either sign
    const long two_delta = mpz_class(rng.get_z_range(41)).get_si() - 20;  // δ in −10 … 10
    for (unsigned N : {1U, 2U, 30U, 59U, 62U}) {
      ref::DivstepState s{two_delta, f, g};
      for (unsigned j = 0; j < N; ++j) s = ref::divstep(s);
      auto [delta_after, T] = ref::divsteps_transition(two_delta, f, g, N);
      EXPECT_EQ(delta_after, s.two_delta);
      mpz_class F = f, G = g;
      ref::apply_transition_fg(T, N, F, G);
      EXPECT_EQ(F, s.f);
      EXPECT_EQ(G, s.g);
      // Paper §8.3: |u| + |v| ≤ 2^N and |q| + |r| ≤ 2^N.
      EXPECT_LE(abs(T.u) + abs(T.v), pow2(N));
      EXPECT_LE(abs(T.q) + abs(T.r), pow2(N));
    }
  }
}

TEST(SafegcdTransition, DecidedOnOtherNumbersItIsCaught) {
  // A matrix for (f, g) applied to (f, g + 1): the low bits do not clear.
  auto [delta_after, T] = ref::divsteps_transition(2, 101, 64, 5);
  (void)delta_after;
  mpz_class f = 101, g = 65;
  EXPECT_THROW(ref::apply_transition_fg(T, 5, f, g), std::logic_error);
  EXPECT_THROW((void)ref::divstep({2, 100, 3}), std::invalid_argument);
}

TEST(SafegcdControl, TooFewDivstepsGiveWrongInverses) {
  // The same run, stopped early: g has not reached 0 for some inputs and
  // d·f is then not the inverse. The bound is what makes it right.
  const mpz_class& m = ref::find_curve("secp256k1")->p();
  gmp_randclass rng(gmp_randinit_mt);
  rng.seed(3);
  int wrong = 0;
  for (int i = 0; i < 20; ++i) {
    const mpz_class a = rng.get_z_range(m - 1) + 1;
    const ref::SafegcdRun short_run = ref::safegcd_run(a, m, ref::DivstepStart::half, 400, ref::kSafegcdBatch);
    mpz_class guess = short_run.d * short_run.state.f, inv;
    mpz_mod(guess.get_mpz_t(), guess.get_mpz_t(), m.get_mpz_t());
    mpz_invert(inv.get_mpz_t(), a.get_mpz_t(), m.get_mpz_t());
    wrong += guess != inv ? 1 : 0;
    // The invariants hold all along: d·a ≡ f and e·a ≡ g.
    mpz_class df = short_run.d * a - short_run.state.f, eg = short_run.e * a - short_run.state.g;
    EXPECT_EQ(mpz_divisible_p(df.get_mpz_t(), m.get_mpz_t()), 1);
    EXPECT_EQ(mpz_divisible_p(eg.get_mpz_t(), m.get_mpz_t()), 1);
  }
  EXPECT_EQ(wrong, 20) << "400 divsteps never suffice for a random 256-bit input";
}

TEST(BingcdFactors, StayWithinTheirBoundsAfterEveryIteration) {
  // Pornin §2: after t iterations −2^t < f0, g0 < 2^t and −2^t < f1, g1 ≤ 2^t.
  gmp_randclass rng(gmp_randinit_mt);
  rng.seed(31);
  for (int i = 0; i < 100; ++i) {
    const mpz_class abar = rng.get_z_bits(64);
    const mpz_class bbar = rng.get_z_bits(64) | 1;
    for (unsigned t = 1; t <= 62; ++t) {
      const ref::BingcdFactors F = ref::bingcd_inner(abar, bbar, t);
      const mpz_class lim = pow2(t);
      EXPECT_TRUE(-lim < F.f0 && F.f0 < lim && -lim < F.g0 && F.g0 < lim) << t;
      EXPECT_TRUE(-lim < F.f1 && F.f1 <= lim && -lim < F.g1 && F.g1 <= lim) << t;
      // What the factors mean: they turn (ā, b̄) into the loop's values
      // times 2^t.
      const mpz_class a2 = F.f0 * abar + F.g0 * bbar, b2 = F.f1 * abar + F.g1 * bbar;
      EXPECT_EQ(mpz_divisible_2exp_p(a2.get_mpz_t(), t), 1);
      EXPECT_EQ(mpz_divisible_2exp_p(b2.get_mpz_t(), t), 1);
    }
  }
}

TEST(BingcdApproximation, KeepsLowAndTopBitsAndIsExactWhenSmall) {
  const mpz_class x("f0e1d2c3b4a5968778695a4b3c2d1e0f", 16);  // 128 bits
  const mpz_class abar = ref::bingcd_approximation(x, 128, 32);
  // 31 low bits of x, then x's bits 95 … 127 (33 bits): 64 bits in all.
  mpz_class low, top;
  mpz_fdiv_r_2exp(low.get_mpz_t(), x.get_mpz_t(), 31);
  mpz_fdiv_q_2exp(top.get_mpz_t(), x.get_mpz_t(), 95);
  EXPECT_EQ(abar, low + top * pow2(31));
  EXPECT_LT(abar, pow2(64));
  // n = 2k: the approximation is the number itself.
  const mpz_class y("f0e1d2c3b4a59687", 16);
  EXPECT_EQ(ref::bingcd_approximation(y, 64, 32), y);
  EXPECT_THROW((void)ref::bingcd_approximation(y, 63, 32), std::invalid_argument);
}

TEST(BingcdRun, KeepsItsInvariantsAndTakesKMinus1BitsPerOuterIteration) {
  gmp_randclass rng(gmp_randinit_mt);
  rng.seed(17);
  const mpz_class& m = ref::find_curve("P-256")->p();
  for (int i = 0; i < 10; ++i) {
    const mpz_class y = rng.get_z_range(m - 1) + 1;
    for (unsigned k : {2U, 32U, 63U}) {
      for (std::size_t t = 0; t <= 5; ++t) {
        const ref::BingcdState s = ref::bingcd_run(y, m, k, t);
        const mpz_class scale = pow2((k - 1) * t);
        mpz_class da = s.a * scale - s.u * y, db = s.b * scale - s.v * y;
        EXPECT_EQ(mpz_divisible_p(da.get_mpz_t(), m.get_mpz_t()), 1) << "a·2^((k−1)t) ≡ u·y";
        EXPECT_EQ(mpz_divisible_p(db.get_mpz_t(), m.get_mpz_t()), 1) << "b·2^((k−1)t) ≡ v·y";
        EXPECT_EQ(s.inner_iterations, (k - 1) * t);
        // len(a) + len(b) drops by at least k − 1 per outer iteration
        // until a reaches 0 (Pornin, appendix).
        if (s.a != 0) {
          const std::size_t len = bits_of(s.a) + bits_of(s.b);
          EXPECT_LE(len + (k - 1) * t, bits_of(y) + bits_of(m)) << "k = " << k << ", t = " << t;
        }
      }
    }
  }
}

TEST(BingcdWorstCase, TwoToTheLenMinusOneNeedsEveryIteration) {
  for (const ref::Curve* C : ref::all_curves()) {
    const mpz_class& m = C->p();
    const std::size_t len = bits_of(m);
    std::size_t iterations = 0;
    ASSERT_TRUE(ref::inverse_bingcd_classic_var(pow2(len - 1), m, &iterations).ok());
    EXPECT_EQ(iterations, 2 * len - 1) << C->name();
  }
}

TEST(BingcdControl, TheListingsOuterCountIsTooSmall) {
  // Algorithm 2's listing bounds its loop by ⌈(2·len(m) − 1)/k⌉ while its
  // inner loop runs k − 1 steps; on the worst case y = 2^(len−1) that
  // leaves a ≠ 0, so no inverse: the count used is ⌈(2·len(m) − 1)/(k − 1)⌉.
  const mpz_class& m = ref::find_curve("secp256k1")->p();
  const std::size_t len = bits_of(m);
  const unsigned k = 32;
  const std::size_t listing = (2 * len - 1 + k - 1) / k;
  const ref::BingcdState slip = ref::bingcd_run(pow2(len - 1), m, k, listing);
  EXPECT_TRUE(slip.a != 0 || slip.b != 1) << "the listing's count should fall short on 2^(len−1)";
  const ref::BingcdState right = ref::bingcd_run(pow2(len - 1), m, k, ref::bingcd_outer_iterations(len, k));
  EXPECT_EQ(right.a, 0);
  EXPECT_EQ(right.b, 1);
  EXPECT_EQ(ref::bingcd_outer_iterations(256, 32), 17U);
  EXPECT_EQ(ref::bingcd_outer_iterations(256, 63), 9U);
}

}  // namespace
}  // namespace tandem

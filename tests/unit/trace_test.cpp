// Traces (ref/mult/trace.hpp), as `tandem trace` prints them: for every
// strategy on small and standard curves the traced result is the product,
// every recorded point is the multiple of the inputs it claims, the
// recoding is shown, and bad input gets its Error. A trace whose claims
// were wrong would be caught (first_inconsistent_event on a tampered one).
#include <gtest/gtest.h>

#include "tandem/ref/mult/trace.hpp"

namespace tandem {
namespace {

TEST(Trace, EveryMultStrategyTracesConsistently) {
  for (const char* curve : {"k1-199", "tiny-gen-263", "secp256k1"}) {
    const ref::Curve& C = *ref::find_curve(curve);
    const mpz_class k = C.n() > 1000 ? mpz_class("0x9f3b5c7d2e1a4068", 0) : mpz_class(C.n() - 3);
    const ref::Point P = ref::mul_gen(C, 5);
    for (const ref::MultInfo& s : ref::mult_strategies()) {
      if (!ref::applies(s, C)) continue;
      const Result<ref::Trace> t = ref::trace_mult(C, s.id, k, P);
      ASSERT_TRUE(t.ok()) << s.name;
      EXPECT_TRUE(t->agrees()) << curve << " " << s.name;
      std::size_t steps = 0;
      for (const ref::TraceEvent& e : t->events) steps += e.kind == ref::TraceEvent::Kind::step ? 1 : 0;
      EXPECT_GT(steps, 0U) << s.name;
      // Checking every step costs a double-and-add per step: on the small
      // curves for every strategy, on secp256k1 for the two whose multiples
      // are least obvious (GLV's mod-n combinations, the signed comb's).
      const bool check_steps = C.n() < 1000 || s.id == ref::MultStrategy::glv_wnaf || s.id == ref::MultStrategy::multi_comb;
      if (check_steps) {
        EXPECT_FALSE(ref::first_inconsistent_event(*t).has_value()) << curve << " " << s.name;
      }
    }
  }
}

TEST(Trace, DoubleMultiplicationTracesConsistently) {
  const ref::Curve& C = *ref::find_curve("tiny-m3-251");
  for (const ref::DMultInfo& s : ref::dmult_strategies()) {
    const Result<ref::Trace> t = ref::trace_dmult(C, s.id, 201, C.G(), 77, ref::mul_gen(C, 9));
    ASSERT_TRUE(t.ok()) << s.name;
    EXPECT_TRUE(t->agrees());
    EXPECT_FALSE(ref::first_inconsistent_event(*t).has_value()) << s.name;
    EXPECT_NE(ref::format_trace(*t).find("double-and-add gives the same point"), std::string::npos);
  }
}

TEST(Trace, TheFormatShowsTheRecodingTheTableAndTheSteps) {
  const ref::Curve& C = *ref::find_curve("k1-199");
  const Result<ref::Trace> t = ref::trace_mult(C, ref::MultStrategy::window_naf, 150, C.G(), 3);
  ASSERT_TRUE(t.ok());
  const std::string s = ref::format_trace(*t);
  // 150 = 2·75 and 75 = 9·8 + 3: the width-3 NAF of 150 is 1 0 0 1 0 0 3 0.
  EXPECT_NE(s.find("width-3 NAF of k, most significant digit first: 1 0 0 1 0 0 3 0"), std::string::npos) << s;
  EXPECT_NE(s.find("T[1] = 3P"), std::string::npos);
  EXPECT_NE(s.find("->  75P"), std::string::npos);
  EXPECT_NE(s.find("->  150P"), std::string::npos);
}

TEST(Trace, ATamperedTraceIsCaught) {
  const ref::Curve& C = *ref::find_curve("k1-13");
  Result<ref::Trace> t = ref::trace_mult(C, ref::MultStrategy::binary_naf, 11, C.G());
  ASSERT_TRUE(t.ok());
  ref::Trace tampered = *t;
  for (ref::TraceEvent& e : tampered.events) {
    if (e.kind == ref::TraceEvent::Kind::step && !e.multiples.empty() && e.multiples[0] != 0) {
      e.multiples[0] += 1;  // claims one P more than the point is
      break;
    }
  }
  EXPECT_TRUE(ref::first_inconsistent_event(tampered).has_value());
}

TEST(Trace, BadInputGetsItsError) {
  const ref::Curve& C = *ref::find_curve("P-256");
  EXPECT_EQ(ref::trace_mult(C, ref::MultStrategy::glv_wnaf, 5, C.G()).error(), Error::no_endomorphism);
  EXPECT_EQ(ref::trace_mult(C, ref::MultStrategy::window_naf, 5, C.G(), 99).error(), Error::window_out_of_range);
  EXPECT_EQ(ref::trace_mult(C, ref::MultStrategy::montgomery_ladder, 5, C.G(), 4).error(), Error::window_out_of_range);
  EXPECT_EQ(ref::trace_mult(C, ref::MultStrategy::binary_naf, -5, C.G()).error(), Error::scalar_negative);
  const ref::Point off{C.G().x, C.G().x, false};
  EXPECT_EQ(ref::trace_dmult(C, ref::DMultStrategy::joint_sparse, 1, C.G(), 1, off).error(), Error::point_not_on_curve);
}

}  // namespace
}  // namespace tandem

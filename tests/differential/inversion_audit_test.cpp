// The inversion rows of the audit are not blind: the comparison they use
// (record_inverse) catches a planted bug — safegcd stopped short of its
// bound — on the same inputs the audit draws.
#include <gtest/gtest.h>

#include "audit/src/checks.hpp"
#include "support.hpp"
#include "tandem/ref/inverse/safegcd.hpp"

namespace tandem {
namespace {

TEST(InversionAuditControl, ASafegcdStoppedShortDisagreesWithGmp) {
  const ref::Curve& C = *ref::find_curve("P-256");
  audit::Context ctx(C, {.count = 16, .seed = 9});
  audit::Row planted{"planted", "GMP mpz_invert", 0, 0, 0, {}};
  audit::Row honest{"honest", "GMP mpz_invert", 0, 0, 0, {}};
  for (const mpz_class& v : audit::field_values(ctx, C.p())) {
    // 400 of the 590 divsteps, then the final correction as if done.
    const ref::SafegcdRun run = ref::safegcd_run(v, C.p(), ref::DivstepStart::half, 400, ref::kSafegcdBatch);
    Result<mpz_class> guess = Error::not_invertible;
    if (abs(run.state.f) == 1) {
      mpz_class r = run.d * run.state.f;
      mpz_mod(r.get_mpz_t(), r.get_mpz_t(), C.p().get_mpz_t());
      guess = r;
    }
    audit::record_inverse(planted, v, C.p(), guess);
    audit::record_inverse(honest, v, C.p(), ref::inverse_safegcd(v, C.p()));
  }
  EXPECT_TRUE(honest.clean());
  EXPECT_FALSE(planted.clean());
  EXPECT_GE(planted.cases - planted.agreements, 16U) << "every random input needs more than 400 divsteps";
}

}  // namespace
}  // namespace tandem

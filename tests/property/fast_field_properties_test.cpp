// fast::Fe against the reference field (GMP) on random elements of random
// permitted magnitudes (RapidCheck: limbs biased to 0, their bound, near it,
// and 2^52 − 1), one property per operation; each also checks the output's
// limbs against the contract's output magnitude.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include "fast_support.hpp"

namespace tandem {
namespace {

using fast::Fe;
using test::gen_fe;
using test::to_ref;
namespace contract = fast::fe_contract;

RC_GTEST_PROP(FastField, MulMatchesRef, ()) {
  const int ma = *rc::gen::inRange(1, contract::kMulMaxInput + 1);
  const int mb = *rc::gen::inRange(1, contract::kMulMaxInput + 1);
  const Fe a = gen_fe(ma), b = gen_fe(mb);
  const Fe r = fast::mul(a, b);
  RC_ASSERT(to_ref(r) == to_ref(a) * to_ref(b));
  RC_ASSERT(test::within_magnitude(r, contract::kMulOutput));
}

RC_GTEST_PROP(FastField, SqrMatchesRef, ()) {
  const Fe a = gen_fe(*rc::gen::inRange(1, contract::kMulMaxInput + 1));
  const Fe r = fast::sqr(a);
  RC_ASSERT(to_ref(r) == sqr(to_ref(a)));
  RC_ASSERT(test::within_magnitude(r, contract::kMulOutput));
}

RC_GTEST_PROP(FastField, AddMatchesRef, ()) {
  const int ma = *rc::gen::inRange(1, contract::kMaxMagnitude);
  const int mb = *rc::gen::inRange(1, contract::kMaxMagnitude - ma + 1);
  const Fe a = gen_fe(ma), b = gen_fe(mb);
  const Fe r = fast::add(a, b);
  RC_ASSERT(to_ref(r) == to_ref(a) + to_ref(b));
  RC_ASSERT(test::within_magnitude(r, ma + mb));
}

RC_GTEST_PROP(FastField, NegateMatchesRef, ()) {
  const int m = *rc::gen::inRange(1, contract::kMaxMagnitude);
  const Fe a = gen_fe(*rc::gen::inRange(1, m + 1));
  const Fe r = fast::negate(a, m);
  RC_ASSERT(to_ref(r) == -to_ref(a));
  RC_ASSERT(test::within_magnitude(r, m + 1));
}

RC_GTEST_PROP(FastField, MulIntMatchesRef, ()) {
  const int m = *rc::gen::inRange(1, contract::kMaxMagnitude + 1);
  const int k = *rc::gen::inRange(0, contract::kMaxMagnitude / m + 1);
  const Fe a = gen_fe(m);
  const Fe r = fast::mul_int(a, k);
  RC_ASSERT(to_ref(r) == mul_small(to_ref(a), k));
  RC_ASSERT(test::within_magnitude(r, m * k));
}

RC_GTEST_PROP(FastField, HalfMatchesRef, ()) {
  const int m = *rc::gen::inRange(1, contract::kMaxMagnitude + 1);
  const Fe a = gen_fe(m);
  const Fe r = fast::half(a);
  RC_ASSERT(mul_small(to_ref(r), 2) == to_ref(a));
  RC_ASSERT(test::within_magnitude(r, contract::half_output(m)));
}

RC_GTEST_PROP(FastField, NormalizationsMatchRef, ()) {
  const Fe a = gen_fe(*rc::gen::inRange(1, contract::kNormalizeMaxInput + 1));
  const ref::Fe want = to_ref(a);
  const Fe n = fast::normalize(a);
  RC_ASSERT(test::canonical(n));
  RC_ASSERT(test::value(n) == want.value());
  RC_ASSERT(fast::normalize_var(a).limbs() == n.limbs());
  const Fe w = fast::normalize_weak(a);
  RC_ASSERT(to_ref(w) == want);
  RC_ASSERT(test::within_magnitude(w, 1));
  RC_ASSERT(fast::normalizes_to_zero(a) == is_zero(want));
  RC_ASSERT(fast::normalizes_to_zero_var(a) == is_zero(want));
}

RC_GTEST_PROP(FastField, NormalizesToZeroOnMultiplesOfP, ()) {
  // Multiples of p are where normalizes_to_zero says yes; random limbs almost
  // never are one, so build them: k·p in limbs at magnitude up to 32.
  const int m = *rc::gen::inRange(1, contract::kNormalizeMaxInput + 1);
  const Fe z = test::at_magnitude(*rc::gen::element(mpz_class(0), test::p()), m);
  RC_ASSERT(fast::normalizes_to_zero(z));
  RC_ASSERT(fast::normalizes_to_zero_var(z));
  RC_ASSERT(test::canonical(fast::normalize(z)) && test::value(fast::normalize(z)) == 0);
}

RC_GTEST_PROP(FastField, EqualAndCompare, ()) {
  const Fe a = test::gen_normalized();
  const bool same = *rc::gen::arbitrary<bool>();
  const int mb = *rc::gen::inRange(1, 31);
  const Fe b = same ? test::at_magnitude(test::value(a), mb) : gen_fe(mb);
  const bool want = to_ref(a) == to_ref(b);
  RC_ASSERT(fast::equal(a, b) == want);
  RC_ASSERT(fast::equal_var(a, b) == want);
  const Fe c = test::gen_normalized();
  const int cmp = fast::cmp_var(a, c);
  RC_ASSERT(cmp == (test::value(a) < test::value(c) ? -1 : test::value(a) == test::value(c) ? 0 : 1));
}

RC_GTEST_PROP(FastField, BytesRoundTrip, ()) {
  const Fe a = test::gen_normalized();
  const auto be = a.get_b32();
  const Result<Fe> back = Fe::set_b32_limit(be);
  RC_ASSERT(back.ok());
  RC_ASSERT(back.value().limbs() == a.limbs());
  RC_ASSERT(ref::from_be_bytes(be) == test::value(a));
}

}  // namespace
}  // namespace tandem

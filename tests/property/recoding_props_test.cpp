// The recodings at full width, as RapidCheck properties: for scalars of a
// few hundred bits (biased to edges by RapidCheck's shrinking), each
// recoding reconstructs its scalar and keeps its digits within bounds, and
// the GLV split of every curve with an endomorphism stays below the bound
// its lattice basis gives (below 2^128 for secp256k1).
#include <gtest/gtest.h>
#include <rapidcheck.h>
#include <rapidcheck/gtest.h>

#include "support.hpp"
#include "tandem/ref/mult/recoding/comb_digits.hpp"
#include "tandem/ref/mult/recoding/digits.hpp"
#include "tandem/ref/mult/recoding/glv_split.hpp"
#include "tandem/ref/mult/recoding/jsf.hpp"
#include "tandem/ref/mult/recoding/naf.hpp"
#include "tandem/ref/mult/recoding/radix.hpp"
#include "tandem/ref/mult/recoding/signed_odd.hpp"

namespace tandem {
namespace {

mpz_class gen_wide() { return test::gen_integer(static_cast<std::size_t>(*rc::gen::inRange(1, 67))); }

RC_GTEST_PROP(RecodingProps, WnafReconstructsWithinBounds, ()) {
  const mpz_class k = gen_wide();
  const int w = *rc::gen::inRange(2, 13);
  const std::vector<int> d = ref::wnaf(k, w);
  RC_ASSERT(ref::digits_value(d, 1) == k);
  RC_ASSERT(d.size() <= ref::bit_length(k) + 1);
  std::size_t last = 0;
  bool seen = false;
  for (std::size_t i = 0; i < d.size(); ++i) {
    if (d[i] == 0) continue;
    RC_ASSERT(d[i] % 2 != 0);
    RC_ASSERT(std::abs(d[i]) < (1 << (w - 1)));
    RC_ASSERT(!seen || i - last >= static_cast<std::size_t>(w));
    seen = true;
    last = i;
  }
}

RC_GTEST_PROP(RecodingProps, RadixAndCombReconstruct, ()) {
  const mpz_class k = gen_wide();
  const int w = *rc::gen::inRange(1, 9);
  const std::vector<int> d = ref::radix_digits(k, w, ref::window_count(k, w));
  RC_ASSERT(ref::digits_value(d, static_cast<unsigned>(w)) == k);
  for (int x : d) RC_ASSERT(x >= 0 && x < (1 << w));
  const std::size_t spacing = std::max<std::size_t>(1, ref::windows_for_bits(ref::bit_length(k), w));
  const std::vector<int> c = ref::comb_columns(k, w, spacing);
  RC_ASSERT(ref::comb_value(c, w, spacing) == k);
}

RC_GTEST_PROP(RecodingProps, SignedOddWindowsAreRegularAndReconstruct, ()) {
  const mpz_class k = gen_wide() * 2 + 1;
  const int w = *rc::gen::inRange(1, 9);
  const std::size_t L = ref::bit_length(k) + static_cast<std::size_t>(*rc::gen::inRange(0, 9));
  const std::vector<int> d = ref::signed_odd_digits(k, w, L);
  RC_ASSERT(ref::digits_value(d, static_cast<unsigned>(w)) == k);
  RC_ASSERT(d.size() == ref::windows_for_bits(L, w));
  for (int x : d) RC_ASSERT(x % 2 != 0 && std::abs(x) <= (1 << w) - 1);
  RC_ASSERT(d.back() > 0);
}

RC_GTEST_PROP(RecodingProps, SignedCombDigitsStandForKModN, ()) {
  const ref::Curve& C = *ref::find_curve(*rc::gen::element<std::string>("secp256k1", "P-256", "P-521", "brainpoolP384r1"));
  const mpz_class k = gen_wide();
  const int teeth = *rc::gen::inRange(1, 9);
  const int blocks = *rc::gen::inRange(1, 12);
  const ref::MultiCombShape s{blocks, teeth, ref::multi_comb_spacing(ref::bit_length(C.n()), blocks, teeth)};
  const std::vector<int> d = ref::signed_comb_digits(k, C.n(), s);
  RC_ASSERT(mpz_class((ref::signed_comb_value(d, s) - k) % C.n()) == 0);
  for (int x : d) RC_ASSERT(x % 2 != 0 && std::abs(x) <= (1 << teeth) - 1);
}

RC_GTEST_PROP(RecodingProps, JsfReconstructsWithJointSparsity, ()) {
  const mpz_class a = gen_wide();
  const mpz_class b = gen_wide();
  const ref::JointDigits j = ref::jsf(a, b);
  RC_ASSERT(ref::digits_value(j.first, 1) == a);
  RC_ASSERT(ref::digits_value(j.second, 1) == b);
  RC_ASSERT(j.first.size() <= std::max(ref::bit_length(a), ref::bit_length(b)) + 1);
  for (std::size_t i = 0; i + 2 < j.first.size(); ++i) {
    bool zero = false;
    for (std::size_t c = i; c < i + 3; ++c) zero = zero || (j.first[c] == 0 && j.second[c] == 0);
    RC_ASSERT(zero);  // JSF-1
  }
}

RC_GTEST_PROP(RecodingProps, GlvHalvesStayBelowTheLatticeBound, ()) {
  const ref::Curve& C = *ref::find_curve(*rc::gen::element<std::string>("secp256k1", "secp192k1", "secp224k1"));
  const mpz_class& n = C.n();
  const mpz_class& lambda = C.lambda()->value();
  const ref::LatticeBasis B = ref::glv_basis(n, lambda);
  const ref::GlvBound bound = ref::glv_bound(B);
  const int pick = *rc::gen::inRange(0, 8);
  const mpz_class k = pick == 0 ? mpz_class(n - 1) : pick == 1 ? mpz_class(lambda) : mpz_class(gen_wide() % n);
  const ref::GlvHalves h = ref::glv_split(k, n, B);
  RC_ASSERT(mpz_class((h.k1 + h.k2 * lambda - k) % n) == 0);
  RC_ASSERT(abs(h.k1) <= bound.k1_max);
  RC_ASSERT(abs(h.k2) <= bound.k2_max);
  const std::size_t half = (ref::bit_length(n) + 1) / 2;
  RC_ASSERT(ref::bit_length(abs(h.k1)) <= half);
  RC_ASSERT(ref::bit_length(abs(h.k2)) <= half);
}

}  // namespace
}  // namespace tandem

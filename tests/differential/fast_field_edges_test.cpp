// fast::Fe against the reference field (GMP) on the edge elements — 0, 1,
// p−1, p, p+1, 2^256−1, limb-boundary powers of two, every limb at its
// contract's maximum — at every magnitude each operation's contract permits,
// checking the value mod p and the output's limbs against the contract's
// output magnitude. The last test shows the edges are needed: a planted
// dropped carry that uniform random inputs miss, the edges catch.
#include <gtest/gtest.h>

#include <random>

#include "fast_support.hpp"
#include "tandem/fast/batch_inverse.hpp"
#include "tandem/fast/field_inverse.hpp"
#include "tandem/fast/field_sqrt.hpp"
#include "proofs/limbs/field_twins.hpp"

namespace tandem {
namespace {

using fast::Fe;
using test::edge_elements;
using test::to_ref;
namespace contract = fast::fe_contract;

std::vector<test::EdgeFe> edges_up_to(int max_m) {
  std::vector<test::EdgeFe> all;
  for (int m = 1; m <= max_m; ++m) {
    for (test::EdgeFe& e : edge_elements(m)) all.push_back(std::move(e));
  }
  return all;
}

TEST(FastFieldEdges, MulAndSqrAtEveryMagnitudeUpTo8) {
  for (int ma = 1; ma <= contract::kMulMaxInput; ++ma) {
    for (int mb = 1; mb <= contract::kMulMaxInput; ++mb) {
      for (const test::EdgeFe& a : edge_elements(ma)) {
        for (const test::EdgeFe& b : edge_elements(mb)) {
          const Fe r = fast::mul(a.fe, b.fe);
          ASSERT_EQ(to_ref(r), to_ref(a.fe) * to_ref(b.fe)) << a.label << " * " << b.label;
          ASSERT_TRUE(test::within_magnitude(r, contract::kMulOutput)) << a.label << " * " << b.label;
        }
      }
    }
    for (const test::EdgeFe& a : edge_elements(ma)) {
      const Fe r = fast::sqr(a.fe);
      ASSERT_EQ(to_ref(r), sqr(to_ref(a.fe))) << a.label;
      ASSERT_TRUE(test::within_magnitude(r, contract::kMulOutput)) << a.label;
    }
  }
}

TEST(FastFieldEdges, AddForEveryPairOfMagnitudesSummingTo32) {
  for (int ma = 1; ma < contract::kMaxMagnitude; ++ma) {
    for (int mb = 1; ma + mb <= contract::kMaxMagnitude; ++mb) {
      for (const test::EdgeFe& a : edge_elements(ma)) {
        for (const test::EdgeFe& b : edge_elements(mb)) {
          const Fe r = fast::add(a.fe, b.fe);
          ASSERT_EQ(to_ref(r), to_ref(a.fe) + to_ref(b.fe)) << a.label << " + " << b.label;
          ASSERT_TRUE(test::within_magnitude(r, contract::add_output(ma, mb))) << a.label << " + " << b.label;
        }
      }
    }
  }
}

TEST(FastFieldEdges, NegateForEveryMagnitudeBound) {
  for (int m = 0; m < contract::kMaxMagnitude; ++m) {
    for (int ma = 1; ma <= std::max(m, 1); ++ma) {
      if (ma > m) break;
      for (const test::EdgeFe& a : edge_elements(ma)) {
        const Fe r = fast::negate(a.fe, m);
        ASSERT_EQ(to_ref(r), -to_ref(a.fe)) << a.label << " m=" << m;
        ASSERT_TRUE(test::within_magnitude(r, contract::negate_output(m))) << a.label << " m=" << m;
      }
    }
  }
  // Zero of magnitude 0 (the default element) negates to 0 at magnitude 1.
  EXPECT_EQ(to_ref(fast::negate(Fe(), 0)), test::fp().zero());
}

TEST(FastFieldEdges, MulIntForEveryProductUpTo32) {
  for (int m = 1; m <= contract::kMaxMagnitude; ++m) {
    for (int k = 0; m * k <= contract::kMaxMagnitude; ++k) {
      for (const test::EdgeFe& a : edge_elements(m)) {
        const Fe r = fast::mul_int(a.fe, k);
        ASSERT_EQ(to_ref(r), mul_small(to_ref(a.fe), k)) << a.label << " k=" << k;
        ASSERT_TRUE(test::within_magnitude(r, contract::mul_int_output(m, k))) << a.label << " k=" << k;
      }
    }
  }
}

TEST(FastFieldEdges, HalfAtEveryMagnitude) {
  const ref::Fe two = test::fp().from_int(2);
  for (const test::EdgeFe& a : edges_up_to(contract::kMaxMagnitude)) {
    const Fe r = fast::half(a.fe);
    ASSERT_EQ(to_ref(r) * two, to_ref(a.fe)) << a.label;
  }
  for (int m = 1; m <= contract::kMaxMagnitude; ++m) {
    for (const test::EdgeFe& a : edge_elements(m)) {
      ASSERT_TRUE(test::within_magnitude(fast::half(a.fe), contract::half_output(m))) << a.label;
    }
  }
}

TEST(FastFieldEdges, NormalizationsAtEveryMagnitude) {
  for (const test::EdgeFe& a : edges_up_to(contract::kNormalizeMaxInput)) {
    const ref::Fe want = to_ref(a.fe);
    const Fe n = fast::normalize(a.fe);
    ASSERT_TRUE(test::canonical(n)) << a.label;
    ASSERT_EQ(test::value(n), want.value()) << a.label;
    const Fe nv = fast::normalize_var(a.fe);
    ASSERT_EQ(nv.limbs(), n.limbs()) << a.label;
    const Fe w = fast::normalize_weak(a.fe);
    ASSERT_EQ(to_ref(w), want) << a.label;
    ASSERT_TRUE(test::within_magnitude(w, contract::kNormalizeWeakOutput)) << a.label;
    for (std::size_t i = 0; i < 4; ++i) ASSERT_LE(w.limbs()[i], fast::fe52::kM52) << a.label;
    ASSERT_EQ(fast::normalizes_to_zero(a.fe), is_zero(want)) << a.label;
    ASSERT_EQ(fast::normalizes_to_zero_var(a.fe), is_zero(want)) << a.label;
  }
}

TEST(FastFieldEdges, EqualCompareCmovOnEdges) {
  for (const test::EdgeFe& a : edge_elements(1)) {
    for (int mb = 1; mb <= 30; mb += 29) {
      for (const test::EdgeFe& b : edge_elements(mb)) {
        const bool same = to_ref(a.fe) == to_ref(b.fe);
        ASSERT_EQ(fast::equal(a.fe, b.fe), same) << a.label << " == " << b.label;
        ASSERT_EQ(fast::equal_var(a.fe, b.fe), same) << a.label << " == " << b.label;
      }
    }
  }
  for (const test::EdgeFe& a : edge_elements(1)) {
    for (const test::EdgeFe& b : edge_elements(1)) {
      const Fe na = fast::normalize(a.fe), nb = fast::normalize(b.fe);
      const int want = test::value(na) < test::value(nb) ? -1 : test::value(na) == test::value(nb) ? 0 : 1;
      ASSERT_EQ(fast::cmp_var(na, nb), want) << a.label << " <=> " << b.label;
      Fe r = na;
      fast::cmov(r, nb, false);
      ASSERT_EQ(r.limbs(), na.limbs());
      fast::cmov(r, nb, true);
      ASSERT_EQ(r.limbs(), nb.limbs());
      ASSERT_EQ(fast::is_zero(na), is_zero(to_ref(a.fe))) << a.label;
      ASSERT_EQ(fast::is_odd(na), to_ref(a.fe).is_odd()) << a.label;
    }
  }
}

TEST(FastFieldEdges, BytesInAndOut) {
  for (const auto& [label, v, ok] : std::vector<std::tuple<std::string, mpz_class, bool>>{
           {"0", 0, true},
           {"1", 1, true},
           {"p-1", test::p() - 1, true},
           {"p", test::p(), false},
           {"p+1", test::p() + 1, false},
           {"2^256-1", test::pow2(256) - 1, false},
           {"2^255", test::pow2(255), true}}) {
    const auto be = test::be32(v);
    const Result<Fe> r = Fe::set_b32_limit(be);
    ASSERT_EQ(r.ok(), ok) << label;
    if (ok) {
      EXPECT_EQ(test::value(r.value()), v) << label;
      EXPECT_EQ(r.value().get_b32(), be) << label;
    } else {
      EXPECT_EQ(r.error(), Error::coordinate_out_of_range) << label;
    }
    // set_b32_mod keeps any 256-bit value; normalize reduces it.
    const Fe m = Fe::set_b32_mod(be);
    EXPECT_EQ(test::value(m), v) << label;
    EXPECT_EQ(test::value(fast::normalize(m)), mpz_class(v % test::p())) << label;
  }
}

TEST(FastFieldEdges, InverseAndInverseVarAtEveryMagnitude) {
  for (const test::EdgeFe& a : edges_up_to(contract::kInverseMaxInput)) {
    const ref::Fe x = to_ref(a.fe);
    const ref::Fe want = is_zero(x) ? x : *ref::inverse(x);
    const Fe r = fast::inverse(a.fe), rv = fast::inverse_var(a.fe);
    ASSERT_TRUE(test::canonical(r)) << a.label;
    ASSERT_EQ(test::value(r), want.value()) << a.label;
    ASSERT_EQ(rv.limbs(), r.limbs()) << a.label;
  }
}

TEST(FastFieldEdges, SqrtAndIsSquareAtEveryMagnitude) {
  for (const test::EdgeFe& a : edges_up_to(contract::kSqrtMaxInput)) {
    const ref::Fe x = to_ref(a.fe);
    const bool square = ref::legendre(x) >= 0;
    Fe root;
    ASSERT_EQ(fast::sqrt(root, a.fe), square) << a.label;
    if (square) {
      ASSERT_EQ(sqr(to_ref(root)), x) << a.label;
    }
    ASSERT_TRUE(test::canonical(root)) << a.label;
  }
  for (const test::EdgeFe& a : edges_up_to(contract::kInverseMaxInput)) {
    ASSERT_EQ(fast::is_square_var(a.fe), ref::legendre(to_ref(a.fe)) >= 0) << a.label;
  }
}

TEST(FastFieldEdges, BatchInverseWithZerosAmongTheEdges) {
  std::vector<Fe> in;
  for (const test::EdgeFe& a : edges_up_to(contract::kMulMaxInput)) in.push_back(a.fe);
  std::vector<Fe> out(in.size()), out_var(in.size());
  fast::batch_inverse(out, in);
  fast::batch_inverse_var(out_var, in);
  std::size_t zeros = 0;
  for (std::size_t i = 0; i < in.size(); ++i) {
    const ref::Fe x = to_ref(in[i]);
    zeros += is_zero(x) ? 1 : 0;
    const ref::Fe want = is_zero(x) ? x : *ref::inverse(x);
    ASSERT_EQ(test::value(out[i]), want.value()) << i;
    ASSERT_EQ(out_var[i].limbs(), out[i].limbs()) << i;
  }
  EXPECT_GT(zeros, 8U) << "the edges include 0 and p at every magnitude";
  // In place, and the empty batch.
  fast::batch_inverse(in, in);
  EXPECT_EQ(in[3].limbs(), out[3].limbs());
  fast::batch_inverse(std::span<Fe>{}, std::span<const Fe>{});
  std::vector<Fe> two(2);
  EXPECT_THROW(fast::batch_inverse(two, std::span<const Fe>(in.data(), 3)), std::invalid_argument);
}

// A planted bug: normalize with the carry into the top limb of t + C
// dropped (the twin the limb prover refutes). That carry is non-zero only
// when t is within 2^208 of p, so uniformly random limbs essentially never
// reach it, while the edge element p does at once.
TEST(FastFieldEdges, EdgesCatchADroppedCarryThatRandomInputsMiss) {
  auto twin = [](const Fe& a) {
    return Fe::from_limbs(proofs::limbs::twins::normalize_dropped_top_carry<fast::NativeLimbs>(a.limbs()), 1, false);
  };
  std::size_t edge_failures = 0;
  for (const test::EdgeFe& a : edges_up_to(4)) {
    if (test::value(twin(a.fe)) != test::value(fast::normalize(a.fe))) ++edge_failures;
  }
  EXPECT_GT(edge_failures, 0U) << "the edge elements must expose the planted slip";

  std::mt19937_64 rng(2024);
  std::size_t random_failures = 0;
  for (int i = 0; i < 100000; ++i) {
    Fe::Limbs n{};
    for (int j = 0; j < 5; ++j) n[static_cast<std::size_t>(j)] = rng() % (contract::limb_bound(1, j) + 1);
    const Fe a = Fe::from_limbs(n, 1, false);
    if (test::value(twin(a)) != test::value(fast::normalize(a))) ++random_failures;
  }
  EXPECT_EQ(random_failures, 0U) << "(this seed's uniform inputs never reach the slip; the point of the edges)";
}

}  // namespace
}  // namespace tandem

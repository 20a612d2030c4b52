// fast/'s strategies for the curves other than secp256k1
// (ecmult/prime_ecmult.hpp) on the tiny curves of the a = −3 and generic-a
// families, each on its own field of one 64-bit word (fp/'s PrimeField at
// N = 1): every scalar × every point of the subgroup, at every window width
// the strategies take (2 to 7: 2^W < n), against the subgroup enumerated once by ref/'s law
// (i·G for i = 0 … n − 1). On tiny-gen-263 (n > p) ECDSA runs whole too:
// every secret key signs and verifies, the signatures octet for octet
// ref's, so the verifier's x(R) = r + j·n search meets r ≥ p.
#include <gtest/gtest.h>

#include <optional>
#include <vector>

#include "exhaustive/tiers.hpp"
#include "fast_curves_support.hpp"
#include "tandem/fast/ecmult/prime_ecmult.hpp"
#include "tandem/fast/formulas/jacobian_dbl.hpp"
#include "tandem/fast/formulas/unified_add.hpp"
#include "tandem/fast/formulas/xz.hpp"
#include "tandem/fast/protocols/prime_ecdsa.hpp"
#include "tandem/ref/protocols/protocols.hpp"

namespace tandem::fast_curves_test {
namespace {

using TinyM3 = fast::PrimeCurve<fast::TinyM3_251Tag>;
using TinyGen = fast::PrimeCurve<fast::TinyGen263Tag>;
using TinyEven = fast::PrimeCurve<fast::TinyM3_2x139Tag>;
/// k1-199 (spec/curves.hpp's small subgroup of order 199 on secp256k1's
/// field, with the endomorphism: λ = 92) as a PrimeCurve: the GLV forms of
/// mul_ct and mul2_var (ecmult/prime_glv.hpp) on a group small enough to
/// sweep, its field of four words, its scalars of one.
struct K1_199Tag {
  static constexpr std::string_view kName = "k1-199";
};
using K1Glv = fast::PrimeCurve<K1_199Tag>;

/// The subgroup ⟨G⟩ as ref enumerates it: table[i] = i·G.
template <class C>
struct Subgroup {
  const ref::Curve& R = *ref::find_curve(C::kName);
  std::vector<oracles::IntPoint> table;
  Subgroup() {
    ref::Point P = R.infinity();
    const mpz_class& n = R.n();
    for (mpz_class i = 0; i < n; ++i) {
      table.push_back(P.infinity ? oracles::IntPoint{0, 0, true} : oracles::IntPoint{P.x.value(), P.y.value(), false});
      P = ref::add(R, P, R.G());
    }
  }
  [[nodiscard]] std::size_t n() const { return table.size(); }
  [[nodiscard]] typename C::Point point(std::size_t i) const {
    const oracles::IntPoint& P = table[i % n()];
    if (P.infinity) return C::Point::at_infinity();
    return {C::Field::from_words(words<C::Field::kWords>(P.x)), C::Field::from_words(words<C::Field::kWords>(P.y)),
            false};
  }
  static typename C::Scalar scalar(std::size_t k) { return C::Scalar::from_words({k}); }
  static oracles::IntPoint ints(const typename C::Proj& P) {
    const typename C::Point A = fast::to_affine_var(P);
    if (A.infinity) return {0, 0, true};
    return {value(A.x.to_words()), value(A.y.to_words()), false};
  }
  template <std::size_t N>
  static fast::Words<N> words(const mpz_class& v) {
    fast::Words<N> w{};
    mpz_class r = v;
    for (auto& x : w) {
      x = mpz_class(r & mpz_class("ffffffffffffffff", 16)).get_ui();
      r >>= 64;
    }
    return w;
  }
  template <std::size_t N>
  static mpz_class value(const fast::Words<N>& w) {
    mpz_class v;
    for (std::size_t i = N; i-- > 0;) v = (v << 64) + mpz_class(static_cast<unsigned long>(w[i]));
    return v;
  }
};

/// Every pair (i·G, j·G) through the formulas of C's family, each input
/// given a Z other than 1 (Z = 2 + i), against (i + j)·G and 2i·G. Brier–
/// Joye's unified addition (on finite points, its domain) is wrong exactly
/// on its documented exceptions
/// (y1 = −y2 with x1² + x1·x2 + x2² + a = 0): those pairs are counted apart.
template <class C>
void formulas_every_pair(const Subgroup<C>& G) {
  using F = typename C::Field;
  using Proj = typename C::Proj;
  const std::size_t n = G.n();
  const auto proj = [&](std::size_t i) {
    const typename C::Point P = G.point(i);
    const F z = F::from_int(static_cast<std::uint32_t>(2 + i % 200));
    if (P.infinity) return Proj{F::from_int(0), z, F::from_int(0)};
    return Proj{mul(P.x, z), mul(P.y, z), z};
  };
  const auto jac = [&](std::size_t i) {
    const typename C::Point P = G.point(i);
    const F z = F::from_int(static_cast<std::uint32_t>(2 + i % 200));
    return fast::Gej<F>{mul(P.x, sqr(z)), mul(P.y, mul(sqr(z), z)), P.infinity ? F::from_int(0) : z};
  };
  const auto of_jac = [](const fast::Gej<F>& P) -> oracles::IntPoint {
    const typename C::Point A = fast::to_affine_var(P);
    if (A.infinity) return {0, 0, true};
    return {A.x.to_words()[0], A.y.to_words()[0], false};
  };
  const auto x_of = [](const fast::Gexz<F>& P) -> std::optional<std::uint64_t> {
    if (is_zero(P.Z)) return std::nullopt;
    return mul(P.X, inverse_var(P.Z)).to_words()[0];
  };
  const auto xz = [&](std::size_t i) {
    const typename C::Point P = G.point(i);
    const F z = F::from_int(static_cast<std::uint32_t>(3 + i % 200));
    return fast::Gexz<F>{P.infinity ? F::from_int(1) : mul(P.x, z), P.infinity ? F::from_int(0) : z};
  };
  std::size_t unified_exceptions = 0;
  for (std::size_t i = 0; i < n; ++i) {
    const oracles::IntPoint twice = G.table[(2 * i) % n];
    ASSERT_EQ(G.ints(C::dbl_proj(proj(i))), twice) << C::kName << " RCB dbl, i = " << i;
    if constexpr (C::kAKind == spec::AKind::minus3) {
      ASSERT_EQ(of_jac(fast::dbl_am3_3m5s(jac(i))), twice) << C::kName << " dbl_am3_3m5s, i = " << i;
    } else {
      ASSERT_EQ(of_jac(fast::dbl_generic_1m8s(jac(i), C::a())), twice) << C::kName << " dbl_generic_1m8s, i = " << i;
    }
    if (i != 0) {
      const std::optional<std::uint64_t> x2 = x_of(fast::xdbl_4m3s2c(xz(i), C::a(), C::b()));
      ASSERT_EQ(x2.has_value(), !twice.infinity) << C::kName << " xdbl, i = " << i;
      if (x2) ASSERT_EQ(*x2, twice.x) << C::kName << " xdbl, i = " << i;
    }
    for (std::size_t j = 0; j < n; ++j) {
      const oracles::IntPoint sum = G.table[(i + j) % n];
      ASSERT_EQ(G.ints(C::add_proj(proj(i), proj(j))), sum) << C::kName << " RCB add, i = " << i << ", j = " << j;
      if (j != 0) ASSERT_EQ(G.ints(C::madd_proj(proj(i), G.point(j))), sum) << C::kName << " RCB madd, i = " << i << ", j = " << j;
      // Brier–Joye's domain (its ref twin's): two finite points.
      const bool unified_ok = i == 0 || j == 0 || G.ints(fast::add_unified_bj_11m6s1c(proj(i), proj(j), C::a())) == sum;
      if (!unified_ok) {
        const oracles::IntPoint &P = G.table[i], &Q = G.table[j];
        const mpz_class& p = G.R.p();
        const bool documented = !P.infinity && !Q.infinity && (P.y + Q.y) % p == 0 &&
                                (P.x * P.x + P.x * Q.x + Q.x * Q.x + G.R.eq().a.value()) % p == 0;
        ASSERT_TRUE(documented) << C::kName << " add_unified_bj_11m6s1c, i = " << i << ", j = " << j;
        ++unified_exceptions;
      }
      // x-only addition with the difference (i − j)·G known (i ≠ ±j, both finite).
      if (i != 0 && j != 0 && i != j && (i + j) % n != 0) {
        const std::optional<std::uint64_t> xs = x_of(fast::xadd_8m2s2c(xz(i), xz(j), xz((i + n - j) % n), C::a(), C::b()));
        ASSERT_TRUE(xs.has_value() && *xs == sum.x) << C::kName << " xadd, i = " << i << ", j = " << j;
      }
    }
  }
  ::testing::Test::RecordProperty(std::string(C::kName) + "_unified_exceptions", static_cast<int>(unified_exceptions));
}

template <class C, unsigned W>
void mul_ct_every_scalar_every_point(const Subgroup<C>& G) {
  for (std::size_t j = 1; j < G.n(); ++j) {
    const typename C::Point P = G.point(j);
    for (std::size_t k = 0; k < G.n(); ++k) {
      ASSERT_EQ(G.ints(fast::mul_ct<C, W>(P, G.scalar(k))), G.table[(k * j) % G.n()])
          << C::kName << " mul_ct<" << W << ">: k = " << k << ", P = " << j << "·G";
    }
  }
}

template <class C, unsigned W>
void mul_gen_ct_every_scalar(const Subgroup<C>& G) {
  for (std::size_t k = 0; k < G.n(); ++k) {
    ASSERT_EQ(G.ints(fast::mul_gen_ct<C, W>(G.scalar(k))), G.table[k]) << C::kName << " mul_gen_ct<" << W << ">: k = " << k;
  }
}

/// mul_var on every scalar × every point (every `stride`-th point);
/// mul2_var on every (u1, u2) for the points 1·G, 2·G and (n − 1)·G.
template <class C>
void var_sweeps(const Subgroup<C>& G, std::size_t stride) {
  for (std::size_t j = 1; j < G.n(); j += stride) {
    const typename C::Point P = G.point(j);
    for (std::size_t k = 0; k < G.n(); ++k) {
      ASSERT_EQ(G.ints(fast::mul_var<C>(P, G.scalar(k))), G.table[(k * j) % G.n()]) << C::kName << " mul_var k = " << k << ", j = " << j;
    }
  }
  for (std::size_t j : {std::size_t{1}, std::size_t{2}, G.n() - 1}) {
    const typename C::Point P = G.point(j);
    for (std::size_t u1 = 0; u1 < G.n(); ++u1) {
      for (std::size_t u2 = 0; u2 < G.n(); ++u2) {
        ASSERT_EQ(G.ints(fast::mul2_var<C>(G.scalar(u1), G.scalar(u2), P)), G.table[(u1 + u2 * j) % G.n()])
            << C::kName << " mul2_var u1 = " << u1 << ", u2 = " << u2 << ", j = " << j;
      }
    }
  }
}

template <class C>
void every_strategy(const Subgroup<C>& G) {
  // Every width 2 to 7; under the sanitizers (tiers.hpp) the defaults only.
  if constexpr (test::kSanitizedTier) {
    mul_ct_every_scalar_every_point<C, fast::kPrimeMulWindow>(G);
    mul_gen_ct_every_scalar<C, fast::kPrimeGenWindow>(G);
  } else {
    mul_ct_every_scalar_every_point<C, 2>(G);
    mul_ct_every_scalar_every_point<C, 3>(G);
    mul_ct_every_scalar_every_point<C, 4>(G);
    mul_ct_every_scalar_every_point<C, 5>(G);
    mul_ct_every_scalar_every_point<C, 6>(G);
    mul_ct_every_scalar_every_point<C, 7>(G);
    mul_gen_ct_every_scalar<C, 2>(G);
    mul_gen_ct_every_scalar<C, 3>(G);
    mul_gen_ct_every_scalar<C, 4>(G);
    mul_gen_ct_every_scalar<C, 5>(G);
    mul_gen_ct_every_scalar<C, 6>(G);
    mul_gen_ct_every_scalar<C, 7>(G);
  }
  var_sweeps(G, 1);
}

/// The GLV forms on k1-199: mul_ct at every width its halves take
/// (W < kHalfBits), mul_gen_ct at every width, mul_var on every scalar ×
/// every point and mul2_var on every (u1, u2) for three points — the same
/// sweeps as every_strategy, through the split of every scalar.
template <class C, unsigned W>
void mul_ct_glv_width(const Subgroup<C>& G) {
  if constexpr (W < fast::PrimeGlv<C>::kHalfBits) mul_ct_every_scalar_every_point<C, W>(G);
}

TEST(FastCurvesExhaustive, K1_199GlvEveryStrategyEveryWidth) {
  static_assert(K1Glv::kHasEndomorphism);
  const Subgroup<K1Glv> G;
  ASSERT_EQ(G.n(), 199U);
  static_assert(fast::PrimeGlv<K1Glv>::kHalfBits >= 3, "k1-199's halves take W = 2 at least");
  // Under the sanitizers (tiers.hpp): every 17th point, mul_ct at W = 2.
  const std::size_t stride = static_cast<std::size_t>(test::point_stride(199));
  if constexpr (test::kSanitizedTier) {
    for (std::size_t j = 1; j < G.n(); j += stride) {
      for (std::size_t k = 0; k < G.n(); ++k) {
        ASSERT_EQ(G.ints(fast::mul_ct<K1Glv, 2>(G.point(j), G.scalar(k))), G.table[(k * j) % G.n()])
            << "mul_ct<2> k = " << k << ", j = " << j;
      }
    }
    mul_gen_ct_every_scalar<K1Glv, fast::kPrimeGenWindow>(G);
  } else {
    mul_ct_glv_width<K1Glv, 2>(G);
    mul_ct_glv_width<K1Glv, 3>(G);
    mul_ct_glv_width<K1Glv, 4>(G);
    mul_ct_glv_width<K1Glv, 5>(G);
    mul_gen_ct_every_scalar<K1Glv, 2>(G);
    mul_gen_ct_every_scalar<K1Glv, 4>(G);
    mul_gen_ct_every_scalar<K1Glv, 7>(G);
  }
  var_sweeps(G, stride);
}

TEST(FastCurvesExhaustive, TinyM3_251FormulasEveryPair) { formulas_every_pair(Subgroup<TinyM3>{}); }
TEST(FastCurvesExhaustive, TinyGen263FormulasEveryPair) { formulas_every_pair(Subgroup<TinyGen>{}); }
TEST(FastCurvesExhaustive, TinyM3_251EveryStrategyEveryWidth) { every_strategy(Subgroup<TinyM3>{}); }
TEST(FastCurvesExhaustive, TinyGen263EveryStrategyEveryWidth) { every_strategy(Subgroup<TinyGen>{}); }
TEST(FastCurvesExhaustive, TinyM3_2x139SubgroupEveryStrategyEveryWidth) { every_strategy(Subgroup<TinyEven>{}); }

/// Every secret key of C signs a digest and verifies, octet for octet
/// ref's signature; returns how many verifications met x(R) ≥ n (so that
/// x(R) = r + n, the verifier's second candidate).
template <class C>
int ecdsa_every_key() {
  const Subgroup<C> G;
  const hash::Digest sha = hash::Digest::find("sha256").value();
  const std::vector<std::uint8_t> digest{0x5a, 0x17};
  int wrapped = 0;
  for (std::size_t k = 1; k < G.n(); ++k) {
    std::vector<std::uint8_t> d(C::kScalarBytes);
    for (std::size_t i = 0; i < d.size(); ++i) d[d.size() - 1 - i] = static_cast<std::uint8_t>(k >> (8 * i));
    const auto fd = fast::curves::SecretKey<C>::parse(d).value();
    const auto rd = ref::SecretKey::parse(G.R, d).value();
    const auto fs = fast::curves::ecdsa_sign(fd, digest, sha, {}, false);
    const auto rs = ref::ecdsa_sign(rd, digest, sha, {}, false);
    EXPECT_TRUE(fs.ok() && rs.ok()) << k;
    if (!fs.ok() || !rs.ok()) continue;
    EXPECT_EQ(fs.value().serialize_compact(), rs.value().serialize_compact()) << C::kName << " d = " << k;
    const auto Q = fast::curves::derive_public_key(fd);
    EXPECT_TRUE(fast::curves::ecdsa_verify(Q, digest, fs.value(), false).ok()) << C::kName << " d = " << k;
    // The verifier's R = u1·G + u2·Q, from the table.
    const auto e = fast::curves::ecdsa_detail::digest_scalar<C>(digest);
    const auto w = inverse_var(fs.value().s);
    const oracles::IntPoint R = G.ints(fast::mul2_var<C>(mul(e, w), mul(fs.value().r, w), Q.point()));
    if (!R.infinity && R.x >= G.R.n()) ++wrapped;
  }
  return wrapped;
}

TEST(FastCurvesExhaustive, EcdsaEveryKeyOnTheTinyCurves) {
  EXPECT_GT(ecdsa_every_key<TinyM3>(), 0) << "no x(R) ≥ n: the r + n candidate went unexercised";
  EXPECT_EQ(ecdsa_every_key<TinyGen>(), 0);  // n > p: x(R) < n always
}

}  // namespace
}  // namespace tandem::fast_curves_test

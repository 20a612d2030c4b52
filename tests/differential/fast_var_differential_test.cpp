// fast/'s variable-time strategies on secp256k1, both fast fields, against
// ref (ref/mult/strategy.hpp's checked entry points on the reference group)
// and against libsecp256k1's public API (tweak_add for P + t·G, tweak_mul
// and combine for a·P + b·G and for sums), on edge scalars (0, 1, 2, n − 1,
// n − 2, powers of two, high and low weight, scalars whose GLV halves sit
// at their bounds) and random ones, and on the points G, −G, 2G and random
// multiples of G. Also: the lazily built generator tables against ref, and
// built by several threads at once.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <gmpxx.h>

#include <barrier>
#include <random>
#include <string>
#include <thread>
#include <vector>

#include "tandem/fast/ecmult/ecmult.hpp"
#include "tandem/fast/ecmult/ecmult_gen_var.hpp"
#include "tandem/fast/ecmult/ecmult_multi.hpp"
#include "tandem/fast/ecmult/gen_tables.hpp"
#include "tandem/fast/ecmult/mult_var.hpp"
#include "tandem/fast/field.hpp"
#include "tandem/fast/field_4x64.hpp"
#include "tandem/oracles/libsecp256k1.hpp"
#include "tandem/ref/curve.hpp"
#include "tandem/ref/encoding.hpp"
#include "tandem/ref/group.hpp"
#include "tandem/ref/mult/strategy.hpp"

namespace tandem {
namespace {

using fast::Fe;
using fast::Fe64;
using fast::Ge;
using fast::Gej;
using K1 = fast::Secp256k1;
namespace lib = oracles::libsecp256k1;

const ref::Curve& curve() { return *ref::find_curve("secp256k1"); }
const mpz_class& order() { return curve().n(); }

fast::Words256 words_of(const mpz_class& v) {
  fast::Words256 w{};
  mpz_class r = v;
  for (auto& x : w) {
    const mpz_class l = r & mpz_class("ffffffffffffffff", 16);
    x = static_cast<std::uint64_t>(l.get_ui());
    r >>= 64;
  }
  return w;
}
mpz_class value_of(const fast::Words256& w) {
  mpz_class v = 0;
  for (std::size_t i = 4; i-- > 0;) v = (v << 64) + mpz_class(static_cast<unsigned long>(w[i]));
  return v;
}

fast::Scalar scalar(const mpz_class& k) { return fast::Scalar::from_words(words_of(k % order())); }

template <class F>
Ge<F> to_fast(const ref::Point& P) {
  if (P.infinity) return Ge<F>::at_infinity();
  return {F::from_words_below_p(words_of(P.x.value())), F::from_words_below_p(words_of(P.y.value())), false};
}
template <class F>
Gej<F> to_fast_jacobian(const ref::Point& P, const mpz_class& z) {
  if (P.infinity) return Gej<F>::at_infinity();
  const Ge<F> a = to_fast<F>(P);
  const F Z = F::from_words_below_p(words_of(z));
  const F Z2 = sqr(Z);
  return {mul(a.x, Z2), mul(mul(a.y, Z2), Z), Z};
}
template <class F>
ref::Point to_ref(const Gej<F>& R) {
  const Ge<F> a = fast::to_affine_var(R);
  if (a.infinity) return curve().infinity();
  return {curve().fp().from_mpz(value_of(a.x.to_words())), curve().fp().from_mpz(value_of(a.y.to_words())), false};
}
bool same(const ref::Point& a, const ref::Point& b) {
  if (a.infinity || b.infinity) return a.infinity == b.infinity;
  return a.x.value() == b.x.value() && a.y.value() == b.y.value();
}
std::string show(const ref::Point& P) {
  return P.infinity ? std::string("O") : "(" + P.x.value().get_str(16) + ", " + P.y.value().get_str(16) + ")";
}

mpz_class hex(const char* h) { return mpz_class(h, 16); }

/// The edge scalars: small, near n, powers of two, high and low weight,
/// and those whose GLV halves reach their bounds (k = k1 + k2·λ with k1 or
/// k2 near 2^128 and the other 0, ±1).
std::vector<mpz_class> edge_scalars() {
  const mpz_class n = order();
  const mpz_class lambda = value_of(fast::secp256k1::kLambda);
  std::vector<mpz_class> e{0, 1, 2, 3, n - 1, n - 2, (n - 1) / 2, (n + 1) / 2, lambda, n - lambda};
  for (unsigned k : {1U, 63U, 64U, 127U, 128U, 129U, 192U, 255U}) e.push_back((mpz_class(1) << k) % n);
  e.push_back(((mpz_class(1) << 256) - 1) % n);                         // high weight
  e.push_back(hex("5555555555555555555555555555555555555555555555555555555555555555"));
  e.push_back((mpz_class(1) << 200) + (mpz_class(1) << 17) + 1);       // low weight
  for (const mpz_class& h : std::vector<mpz_class>{(mpz_class(1) << 128) - 1, hex("a3e3f0a5b1c6d7e8f9a0b1c2d3e4f5a6")}) {
    e.push_back(h % n);                                                 // k1 large, k2 = 0
    e.push_back((h * lambda) % n);                                      // k2 large
    e.push_back((h + h * lambda) % n);
    e.push_back((n - h + h * lambda) % n);
  }
  return e;
}

std::vector<mpz_class> random_scalars(std::size_t count, std::uint64_t seed) {
  std::mt19937_64 rng(seed);
  std::vector<mpz_class> r;
  for (std::size_t i = 0; i < count; ++i) {
    mpz_class v = 0;
    for (int j = 0; j < 4; ++j) v = (v << 64) + mpz_class(static_cast<unsigned long>(rng()));
    r.push_back(v % order());
  }
  return r;
}

std::vector<ref::Point> test_points() {
  const ref::Curve& C = curve();
  std::vector<ref::Point> P{C.G(), ref::neg(C, C.G()), ref::dbl(C, C.G())};
  for (const mpz_class& k : random_scalars(3, 77)) P.push_back(ref::mul_gen(C, k));
  return P;
}

const mpz_class kZ = hex("1234567890abcdef1234567890abcdef1234567890abcdef1234567890abcdef");

// ----------------------------------------------------------------- ecmult_var

template <class F>
void ecmult_against_ref(const std::vector<mpz_class>& as, const std::vector<mpz_class>& bs) {
  const ref::Curve& C = curve();
  std::vector<ref::Point> bG;
  for (const mpz_class& b : bs) bG.push_back(ref::mul_gen(C, b));
  for (const ref::Point& P : test_points()) {
    for (const mpz_class& a : as) {
      const ref::Point aP = ref::mul(C, a, P);
      for (std::size_t j = 0; j < bs.size(); ++j) {
        const ref::Point want = ref::add(C, aP, bG[j]);
        const ref::Point got = to_ref(fast::ecmult_var<K1, F>(to_fast_jacobian<F>(P, kZ), scalar(a), scalar(bs[j])));
        ASSERT_TRUE(same(got, want)) << "a = " << a.get_str(16) << ", b = " << bs[j].get_str(16) << ", P = " << show(P);
      }
    }
  }
}

TEST(FastVarEcmultSecp256k1, EdgeScalarsAgainstRef) {
  const std::vector<mpz_class> e = edge_scalars();
  const std::vector<mpz_class> few{0, 1, order() - 1, mpz_class(1) << 128, random_scalars(1, 5)[0]};
  ecmult_against_ref<Fe>(e, few);
  ecmult_against_ref<Fe>(few, e);
  ecmult_against_ref<Fe64>(few, e);
  ecmult_against_ref<Fe64>(std::vector<mpz_class>(e.begin(), e.begin() + 8), few);
}

TEST(FastVarEcmultSecp256k1, RandomScalarsAgainstRef) {
  ecmult_against_ref<Fe>(random_scalars(6, 1), random_scalars(3, 2));
  ecmult_against_ref<Fe64>(random_scalars(3, 3), random_scalars(3, 4));
}

RC_GTEST_PROP(FastVarEcmultSecp256k1, RandomAgainstLibsecp256k1, ()) {
  // a·P + b·G as libsecp256k1 computes it: tweak_mul(P, a) + pubkey_create(b)
  // by combine.
  const auto bytes = *rc::gen::container<std::vector<std::uint8_t>>(96, rc::gen::arbitrary<std::uint8_t>());
  mpz_class a, b, p;
  mpz_import(a.get_mpz_t(), 32, 1, 1, 1, 0, bytes.data());
  mpz_import(b.get_mpz_t(), 32, 1, 1, 1, 0, bytes.data() + 32);
  mpz_import(p.get_mpz_t(), 32, 1, 1, 1, 0, bytes.data() + 64);
  a %= order();
  b %= order();
  p %= order();
  RC_PRE(a != 0 && b != 0 && p != 0);
  const ref::Curve& C = curve();
  const ref::Point P = ref::mul_gen(C, p);
  const auto enc = ref::encode_point(C, P, ref::PointFormat::uncompressed);
  const auto aP = lib::pubkey_tweak_mul(enc, scalar(a).get_b32());
  const auto bG = lib::pubkey_create(scalar(b).get_b32());
  RC_ASSERT(aP.has_value() && bG.has_value());
  const std::vector<lib::Bytes> keys{*aP, *bG};
  const auto sum = lib::pubkey_combine(keys);
  const ref::Point got = to_ref(fast::ecmult_var<K1, Fe>(Gej<Fe>::from_affine(to_fast<Fe>(P)), scalar(a), scalar(b)));
  if (!sum) {
    RC_ASSERT(got.infinity);
  } else {
    RC_ASSERT(ref::encode_point(C, got, ref::PointFormat::uncompressed) == *sum);
  }
}

// ----------------------------------------------------- mult_var against ref

/// Every fast k·P strategy at several widths against k·P from ref; and, for
/// the first point and the first scalars, ref's own run of each strategy
/// at the same width agrees too (so each fast function is held against
/// its ref twin, not only against the group law).
template <class F>
void mult_against_ref(const std::vector<mpz_class>& ks) {
  using S = ref::MultStrategy;
  const ref::Curve& C = curve();
  const std::vector<ref::Point> pts = test_points();
  for (std::size_t pi = 0; pi < pts.size(); ++pi) {
    const ref::Point& Pr = pts[pi];
    const Ge<F> P = to_fast<F>(Pr);
    for (std::size_t ki = 0; ki < ks.size(); ++ki) {
      const mpz_class& k = ks[ki];
      const fast::Scalar s = scalar(k);
      const ref::Point want = ref::mul(C, k, Pr);
      const bool twin = pi == 0 && ki < 3;
      const auto check = [&](S strategy, int w, const Gej<F>& got) {
        ASSERT_TRUE(same(to_ref(got), want)) << ref::info(strategy).name << " w = " << w << ", k = " << k.get_str(16)
                                             << ", P = " << show(Pr);
        if (!twin) return;
        const Result<ref::Point> r = ref::multiply(C, strategy, k, Pr, w == 0 ? std::nullopt : std::optional<int>(w));
        ASSERT_TRUE(r.ok()) << ref::info(strategy).name << " w = " << w << ": " << error_name(r.error());
        ASSERT_TRUE(same(*r, want)) << "ref's " << ref::info(strategy).name << " w = " << w;
      };
      check(S::double_and_add_ltr, 0, fast::mul_double_and_add_ltr_var<K1, F>(s, P));
      check(S::binary_naf, 0, fast::mul_binary_naf_var<K1, F>(s, P));
      for (unsigned w : {2U, 4U, 5U, 8U, 12U}) {
        check(S::window_naf, static_cast<int>(w), fast::mul_window_naf_var<K1, F>(s, P, w).value());
        check(S::glv_wnaf, static_cast<int>(w), fast::mul_glv_wnaf_var<K1, F>(s, P, w).value());
      }
      // Widths that divide 256 and widths that do not (3, 5, 7: the top
      // digit, column or window is a partial one).
      for (unsigned w : {1U, 3U, 4U, 5U, 7U, 8U}) {
        check(S::fixed_window, static_cast<int>(w), fast::mul_fixed_window_var<K1, F>(s, P, w).value());
        check(S::comb, static_cast<int>(w), fast::mul_comb_var<K1, F>(s, P, w).value());
        check(S::fixed_base_table, static_cast<int>(w), fast::mul_fixed_base_table_var<K1, F>(s, P, w).value());
      }
    }
  }
}

TEST(FastVarMultSecp256k1, EdgeScalarsAgainstRef) {
  std::vector<mpz_class> ks = edge_scalars();
  if (!TANDEM_FULL_TESTS) ks.resize(14);
  mult_against_ref<Fe>(ks);
}
TEST(FastVarMultSecp256k1, RandomScalarsAgainstRef) {
  mult_against_ref<Fe>(random_scalars(2, 11));
  mult_against_ref<Fe64>(random_scalars(1, 12));
}

template <class F>
void dmult_against_ref(const std::vector<mpz_class>& as, const std::vector<mpz_class>& bs) {
  const ref::Curve& C = curve();
  const std::vector<ref::Point> pts = test_points();
  for (std::size_t i = 0; i < pts.size(); ++i) {
    const ref::Point& Pr = pts[i];
    const ref::Point& Qr = pts[(i + 3) % pts.size()];
    for (const mpz_class& a : as) {
      for (const mpz_class& b : bs) {
        const Result<ref::Point> want = ref::double_multiply(C, ref::DMultStrategy::joint_sparse, a, Pr, b, Qr);
        ASSERT_TRUE(want.ok());
        const Ge<F> P = to_fast<F>(Pr), Q = to_fast<F>(Qr);
        for (unsigned w : {2U, 5U, 9U}) {
          ASSERT_TRUE(same(to_ref(fast::dmul_strauss_wnaf_var<K1, F>(scalar(a), P, scalar(b), Q, w).value()), *want))
              << "strauss w = " << w << ", a = " << a.get_str(16) << ", b = " << b.get_str(16);
        }
        ASSERT_TRUE(same(to_ref(fast::dmul_joint_sparse_var<K1, F>(scalar(a), P, scalar(b), Q)), *want))
            << "jsf a = " << a.get_str(16) << ", b = " << b.get_str(16);
      }
    }
  }
}

TEST(FastVarMultSecp256k1, DoubleMultiplyAgainstRef) {
  const std::vector<mpz_class> few{0, 1, 2, order() - 1, (mpz_class(1) << 255) % order()};
  dmult_against_ref<Fe>(few, random_scalars(2, 21));
  dmult_against_ref<Fe64>(random_scalars(2, 22), few);
}

TEST(FastVarMultSecp256k1, DoubleMultiplyP_equals_Q) {
  // a·P + b·P and a·P − a·P: the tables' P + Q and P − Q are 2P and O.
  const ref::Curve& C = curve();
  const ref::Point& G = C.G();
  const Ge<Fe> g = to_fast<Fe>(G);
  for (const mpz_class& a : {mpz_class(1), mpz_class(5), random_scalars(1, 31)[0]}) {
    const mpz_class b = order() - a;
    EXPECT_TRUE(to_ref(fast::dmul_joint_sparse_var<K1, Fe>(scalar(a), g, scalar(b), g)).infinity);
    EXPECT_TRUE(to_ref(fast::dmul_strauss_wnaf_var<K1, Fe>(scalar(a), g, scalar(b), g, 5).value()).infinity);
    EXPECT_TRUE(same(to_ref(fast::dmul_joint_sparse_var<K1, Fe>(scalar(a), g, scalar(a), g)), ref::mul(C, 2 * a, G)));
  }
}

// ------------------------------------------------- ecmult_gen_var, tweak_add_var

template <class F, unsigned W>
void gen_against_ref(const std::vector<mpz_class>& ks) {
  const ref::Curve& C = curve();
  for (const mpz_class& k : ks) {
    ASSERT_TRUE(same(to_ref(fast::ecmult_gen_var<K1, F, W>(scalar(k))), ref::mul_gen(C, k))) << "W = " << W << ", k = " << k.get_str(16);
  }
}

TEST(FastVarGenSecp256k1, AgainstRef) {
  const std::vector<mpz_class> e = edge_scalars();
  gen_against_ref<Fe, fast::kEcmultGenVarWindow>(e);
  gen_against_ref<Fe64, fast::kEcmultGenVarWindow>(e);
  gen_against_ref<Fe, fast::kEcmultGenVarWindow>(random_scalars(20, 41));
  gen_against_ref<Fe, 4>(e);
  gen_against_ref<Fe64, 6>(random_scalars(10, 42));
  gen_against_ref<Fe, 1>(random_scalars(3, 43));
}

TEST(FastVarGenSecp256k1, TweakAddAgainstLibsecp256k1) {
  const ref::Curve& C = curve();
  std::vector<mpz_class> ts = edge_scalars();
  for (const mpz_class& t : random_scalars(10, 51)) ts.push_back(t);
  for (const ref::Point& P : test_points()) {
    const auto enc = ref::encode_point(C, P, ref::PointFormat::uncompressed);
    for (const mpz_class& t : ts) {
      const ref::Point got = to_ref(fast::tweak_add_var<K1, Fe>(to_fast_jacobian<Fe>(P, kZ), scalar(t)));
      const auto want = lib::pubkey_tweak_add(enc, scalar(t).get_b32());
      if (!want) {
        EXPECT_TRUE(got.infinity) << "t = " << t.get_str(16);  // P + t·G = O: libsecp256k1 refuses
      } else {
        EXPECT_EQ(ref::encode_point(C, got, ref::PointFormat::uncompressed), *want) << "t = " << t.get_str(16);
      }
    }
  }
}

// ------------------------------------------------------------- ecmult_multi_var

template <class F>
void multi_against_ref(std::size_t n, std::uint64_t seed, bool with_g) {
  const ref::Curve& C = curve();
  const std::vector<mpz_class> ks = random_scalars(n, seed);
  const std::vector<mpz_class> ps = random_scalars(n, seed + 1);
  const mpz_class g = random_scalars(1, seed + 2)[0];
  std::vector<ref::Point> Pr;
  std::vector<fast::Scalar> k;
  std::vector<Ge<F>> P;
  const ref::Point Q0 = ref::mul_gen(C, ps[0]), Q1 = ref::mul_gen(C, ps[1 % n]);
  for (std::size_t i = 0; i < n; ++i) {
    // Distinct points by affine additions (P_i = P_{i−1} + P_{i−2} from two
    // random multiples of G, cheaper than a multiplication each), and some
    // edge cases among them: O, a zero scalar, P and −P.
    const ref::Point next = i == 0 ? Q0 : i == 1 ? Q1 : ref::add(C, Pr[i - 1].infinity ? Q0 : Pr[i - 1], Pr[i - 2].infinity ? Q1 : Pr[i - 2]);
    Pr.push_back(i % 7 == 3 ? C.infinity() : i % 7 == 5 ? ref::neg(C, Pr[i - 1]) : next);
    k.push_back(scalar(i % 11 == 4 ? mpz_class(0) : ks[i]));
    P.push_back(to_fast<F>(Pr.back()));
  }
  std::vector<mpz_class> kz;
  for (std::size_t i = 0; i < n; ++i) kz.push_back(i % 11 == 4 ? mpz_class(0) : ks[i]);
  Result<ref::Point> want = ref::multi_multiply(C, ref::MultiStrategy::pippenger, kz, Pr);
  ASSERT_TRUE(want.ok());
  ref::Point w = *want;
  if (with_g) w = ref::add(C, w, ref::mul_gen(C, g));
  const fast::Scalar gs = scalar(g);
  const fast::Scalar* gp = with_g ? &gs : nullptr;
  const std::span<const fast::Scalar> kspan(k);
  const std::span<const Ge<F>> pspan(P);
  EXPECT_TRUE(same(to_ref(fast::ecmult_multi_var<K1, F>(kspan, pspan, gp).value()), w)) << "planned, n = " << n;
  EXPECT_TRUE(same(to_ref(fast::ecmult_multi_strauss_var<K1, F>(kspan, pspan, gp).value()), w)) << "strauss, n = " << n;
  for (unsigned c : {1U, 3U, 6U, 9U}) {
    EXPECT_TRUE(same(to_ref(fast::ecmult_multi_pippenger_var<K1, F>(kspan, pspan, gp, c).value()), w))
        << "pippenger c = " << c << ", n = " << n;
    EXPECT_TRUE(same(to_ref(fast::ecmult_multi_pippenger_batch_affine_var<K1, F>(kspan, pspan, gp, c).value()), w))
        << "pippenger batch-affine c = " << c << ", n = " << n;
  }
  // A limit that holds a few points at a time: batches.
  const std::size_t limit = fast::pippenger_scratch_bytes<K1, F>(3, 2);
  EXPECT_TRUE(same(to_ref(fast::ecmult_multi_var<K1, F>(kspan, pspan, gp, limit).value()), w)) << "batched, n = " << n;
}

TEST(FastVarMultiSecp256k1, AgainstRef) {
  for (std::size_t n : {1U, 2U, 5U, 16U}) {
    multi_against_ref<Fe>(n, 100 + n, true);
    multi_against_ref<Fe>(n, 200 + n, false);
  }
  multi_against_ref<Fe64>(9, 300, true);
  multi_against_ref<Fe>(TANDEM_FULL_TESTS ? 300 : 70, 400, true);  // the planned method is Pippenger's
}

TEST(FastVarMultiSecp256k1, AgainstLibsecp256k1Combine) {
  // Σ kᵢ·Pᵢ = combine(tweak_mul(Pᵢ, kᵢ)) for 100 points: batch-affine
  // Pippenger in one batch, then Strauss and Pippenger in small batches.
  const ref::Curve& C = curve();
  const std::size_t n = 100;
  const std::vector<mpz_class> ks = random_scalars(n, 61), ps = random_scalars(n, 62);
  std::vector<fast::Scalar> k;
  std::vector<Ge<Fe>> P;
  std::vector<lib::Bytes> terms;
  for (std::size_t i = 0; i < n; ++i) {
    const ref::Point Pi = ref::mul_gen(C, ps[i]);
    k.push_back(scalar(ks[i]));
    P.push_back(to_fast<Fe>(Pi));
    const auto t = lib::pubkey_tweak_mul(ref::encode_point(C, Pi, ref::PointFormat::uncompressed), scalar(ks[i]).get_b32());
    ASSERT_TRUE(t.has_value());
    terms.push_back(*t);
  }
  const auto want = lib::pubkey_combine(terms);
  ASSERT_TRUE(want.has_value());
  const std::span<const fast::Scalar> kspan(k);
  const std::span<const Ge<Fe>> pspan(P);
  for (std::size_t limit : {fast::kDefaultMultiScratchBytes, std::size_t{4096}, std::size_t{1}}) {
    EXPECT_EQ(ref::encode_point(C, to_ref(fast::ecmult_multi_var<K1, Fe>(kspan, pspan, nullptr, limit).value()),
                                ref::PointFormat::uncompressed),
              *want)
        << "limit " << limit;
  }
}

TEST(FastVarMultiSecp256k1, PlanHonoursTheLimit) {
  for (std::size_t n : {1U, 10U, 100U, 1000U, 100000U}) {
    const fast::MultiPlan unbounded = fast::ecmult_multi_plan<K1, Fe>(n, ~std::size_t{0});
    EXPECT_EQ(unbounded.batch, n);
    for (std::size_t limit : {std::size_t{1} << 12, std::size_t{1} << 16, std::size_t{1} << 20}) {
      const fast::MultiPlan p = fast::ecmult_multi_plan<K1, Fe>(n, limit);
      EXPECT_GE(p.batch, 1U);
      EXPECT_LE(p.batch, n);
      if (p.batch > 1) {
        EXPECT_LE(p.bytes, limit) << "n = " << n << ", limit = " << limit;
      }
      // The largest batch that fits: one more point would not.
      if (p.batch < n) {
        EXPECT_GT((fast::ecmult_multi_plan<K1, Fe>(p.batch + 1, ~std::size_t{0}).bytes), limit);
      }
    }
  }
  // Strauss for a few points, Pippenger for many; the modelled cost per
  // point falls as n grows.
  EXPECT_EQ((fast::ecmult_multi_plan<K1, Fe>(2, ~std::size_t{0}).method), fast::MultiMethod::strauss);
  EXPECT_EQ((fast::ecmult_multi_plan<K1, Fe>(10000, ~std::size_t{0}).method), fast::MultiMethod::pippenger_batch_affine);
  double last = 1e300;
  for (std::size_t n : {200U, 1000U, 10000U, 100000U}) {
    const double per =
        fast::pippenger_batch_affine_cost<K1>(n, fast::pippenger_best_window<K1>(n, true)) / static_cast<double>(n);
    EXPECT_LT(per, last) << n;
    last = per;
  }
}

// ------------------------------------------------------------------- tables

TEST(FastVarTables, GeneratorTablesAgainstRef) {
  const ref::Curve& C = curve();
  const fast::EcmultGTables& T = fast::ecmult_g_tables<K1>();
  const mpz_class shift = mpz_class(1) << fast::kGenSplitBits<K1>;
  ASSERT_EQ(T.g.size(), std::size_t{1} << (fast::kEcmultWindowG - 2));
  for (std::size_t i = 0; i < T.g.size(); i += (i < 8 ? 1 : 997)) {
    const mpz_class m = 2 * mpz_class(static_cast<unsigned long>(i)) + 1;
    EXPECT_TRUE(same(to_ref(Gej<Fe>::from_affine(fast::var_detail::load_entry<Fe>(T.g[i]))), ref::mul_gen(C, m))) << i;
    EXPECT_TRUE(same(to_ref(Gej<Fe>::from_affine(fast::var_detail::load_entry<Fe>(T.g_shift[i]))), ref::mul_gen(C, m * shift))) << i;
  }
  const fast::EcmultGenVarTable& G = fast::ecmult_gen_var_table<K1>();
  ASSERT_EQ(G.windows, fast::gen_var_windows<K1>(fast::kEcmultGenVarWindow));
  for (std::size_t i = 0; i < G.windows; i += 5) {
    for (std::size_t d = 1; d <= G.per_window; d += (d < 3 ? 1 : 37)) {
      const mpz_class m = mpz_class(static_cast<unsigned long>(d)) << static_cast<unsigned>(G.w * i);
      EXPECT_TRUE(same(to_ref(Gej<Fe>::from_affine(fast::var_detail::load_entry<Fe>(G.entry(i, d)))), ref::mul_gen(C, m)))
          << i << ", " << d;
    }
  }
}

/// Threads that all reach a table's first use at once: each gets the same
/// table, equal to one built again here without the static.
template <unsigned W>
void first_use_from_threads() {
  constexpr int kThreads = 6;
  std::barrier start(kThreads);
  std::vector<const fast::EcmultGTables*> seen(kThreads, nullptr);
  std::vector<const fast::EcmultGenVarTable*> seen_gen(kThreads, nullptr);
  std::vector<ref::Point> results(kThreads, curve().infinity());
  std::vector<std::thread> threads;
  const mpz_class a = random_scalars(1, 71)[0], b = random_scalars(1, 72)[0];
  for (int t = 0; t < kThreads; ++t) {
    threads.emplace_back([&, t] {
      start.arrive_and_wait();
      if (t % 2 == 0) {
        seen[static_cast<std::size_t>(t)] = &fast::ecmult_g_tables<K1, W>();
        results[static_cast<std::size_t>(t)] =
            to_ref(fast::ecmult_var<K1, Fe, W>(Gej<Fe>::from_affine(to_fast<Fe>(curve().G())), scalar(a), scalar(b)));
      } else {
        seen_gen[static_cast<std::size_t>(t)] = &fast::ecmult_gen_var_table<K1, W - 2>();
        seen[static_cast<std::size_t>(t)] = &fast::ecmult_g_tables<K1, W>();
        results[static_cast<std::size_t>(t)] = to_ref(fast::ecmult_gen_var<K1, Fe, W - 2>(scalar(a * 1 + b)));
      }
    });
  }
  for (std::thread& th : threads) th.join();
  const ref::Curve& C = curve();
  const ref::Point want = ref::mul_gen(C, a + b);
  for (int t = 0; t < kThreads; ++t) {
    EXPECT_EQ(seen[static_cast<std::size_t>(t)], seen[0]);
    if (t % 2 == 1) {
      EXPECT_EQ(seen_gen[static_cast<std::size_t>(t)], seen_gen[1]);
    }
    EXPECT_TRUE(same(results[static_cast<std::size_t>(t)], want)) << "thread " << t;
  }
  // The same content as a build from scratch.
  const std::size_t count = std::size_t{1} << (W - 2);
  const Gej<Fe> G = Gej<Fe>::from_affine(K1::generator<Fe>());
  const std::vector<fast::GeStorage> again = fast::var_detail::odd_multiples_storage(G, count);
  ASSERT_EQ(seen[0]->g.size(), again.size());
  for (std::size_t i = 0; i < count; ++i) {
    EXPECT_EQ(seen[0]->g[i].x, again[i].x) << i;
    EXPECT_EQ(seen[0]->g[i].y, again[i].y) << i;
  }
}

TEST(FastVarTables, FirstUseFromManyThreads) { first_use_from_threads<11>(); }

}  // namespace
}  // namespace tandem

// fast/'s constant-time strategies on secp256k1, against ref's
// double-and-add (ref::multiply) and against libsecp256k1's public API
// (secp256k1_ec_pubkey_create for k·G, secp256k1_ec_pubkey_tweak_mul for
// k·P): edge scalars (0, 1, 2, n − 1, n − 2, powers of two, high and low
// weight, scalars whose GLV halves sit at or near their bounds) on G, −G,
// 2G and random points, then RapidCheck's random ones, on both fast fields.
// Also: the comb table's first use from many threads at once.
#include <gtest/gtest.h>
#include <rapidcheck/gtest.h>

#include <atomic>
#include <functional>
#include <string>
#include <thread>
#include <vector>

#include "fast_support.hpp"
#include "support.hpp"
#include "tandem/fast/ecmult/ecmult_const.hpp"
#include "tandem/fast/ecmult/ecmult_gen.hpp"
#include "tandem/fast/ecmult/ladders.hpp"
#include "tandem/fast/ecmult/mult_ct.hpp"
#include "tandem/fast/field.hpp"
#include "tandem/fast/field_4x64.hpp"
#include "tandem/oracles/libsecp256k1.hpp"
#include "tandem/ref/mult/strategy.hpp"

namespace tandem {
namespace {

using K = fast::Secp256k1;
namespace lsecp = oracles::libsecp256k1;

const ref::Curve& k1() { return *ref::find_curve("secp256k1"); }

template <class F>
fast::Ge<F> to_fast(const ref::Point& P) {
  if (P.infinity) return fast::Ge<F>::at_infinity();
  return {F::from_words_below_p(test::words256(P.x.value())), F::from_words_below_p(test::words256(P.y.value())), false};
}

fast::Scalar to_scalar(const mpz_class& k) { return fast::Scalar::set_b32(test::be32(k)); }

/// The SEC 1 uncompressed encoding of a finite affine point.
template <class F>
std::vector<std::uint8_t> encode(const fast::Ge<F>& P) {
  std::vector<std::uint8_t> out{0x04};
  const auto x = P.x.get_b32(), y = P.y.get_b32();
  out.insert(out.end(), x.begin(), x.end());
  out.insert(out.end(), y.begin(), y.end());
  return out;
}

ref::Point truth(const mpz_class& k, const ref::Point& P) {
  return ref::multiply(k1(), ref::MultStrategy::double_and_add_ltr, k, P).value();
}

/// The edge scalars, each as an integer in [0, n).
std::vector<mpz_class> edge_scalars() {
  const mpz_class n = k1().n();
  const mpz_class lambda = k1().lambda()->value();
  std::vector<mpz_class> e{0, 1, 2, 3, n - 1, n - 2, n - 3, (n - 1) / 2, (n + 1) / 2};
  for (unsigned b : {1U, 63U, 64U, 127U, 128U, 129U, 191U, 192U, 254U, 255U}) {
    e.push_back(test::pow2(b) % n);
    e.push_back((test::pow2(b) - 1) % n);
    e.push_back((n - test::pow2(b) % n) % n);
  }
  e.push_back((test::pow2(256) - 1) % n);             // all ones
  e.push_back(mpz_class("5555555555555555555555555555555555555555555555555555555555555555", 16) % n);
  e.push_back(mpz_class("8000000000000000000000000000000000000000000000000000000000000001", 16) % n);
  // k1 + k2·λ with the halves at or near 2^128 and at 0, both signs: the
  // split's bounds (kGlvBits = 128) and the odd-making of each half.
  for (const mpz_class& a : {mpz_class(0), mpz_class(1), mpz_class(2), mpz_class(test::pow2(127)), mpz_class(test::pow2(128) - 1),
                             mpz_class(test::pow2(128) - 2), mpz_class("b3c4d5e6f7a8b9c0d1e2f3a4b5c6d7e8", 16)}) {
    for (const mpz_class& b : {mpz_class(0), mpz_class(1), mpz_class(test::pow2(127) - 1), mpz_class(test::pow2(128) - 1)}) {
      for (int s = 0; s < 4; ++s) {
        mpz_class k = ((s & 1) ? -a : a) + ((s & 2) ? -b : b) * lambda;
        k %= n;
        if (k < 0) k += n;
        e.push_back(k);
      }
    }
  }
  e.push_back(lambda);
  e.push_back(n - lambda);
  return e;
}

std::vector<ref::Point> edge_points() {
  const ref::Curve& C = k1();
  return {C.G(), ref::neg(C, C.G()), ref::dbl(C, C.G()), ref::mul_gen(C, mpz_class("123456789abcdef0fedcba987654321", 16)),
          ref::mul_gen(C, C.n() - 12345)};
}

/// Every strategy's k·P for a public P (the generator's only where P = G).
template <class F>
struct Strategies {
  using Fn = std::function<fast::Gej<F>(const fast::Ge<F>&, const fast::Scalar&)>;
  std::vector<std::pair<std::string, Fn>> list{
      {"ecmult_const w=4", [](const auto& P, const auto& k) { return fast::ecmult_const<K, F>(P, k); }},
      {"ecmult_const w=2", [](const auto& P, const auto& k) { return fast::ecmult_const<K, F, 2>(P, k); }},
      {"ecmult_const w=5", [](const auto& P, const auto& k) { return fast::ecmult_const<K, F, 5>(P, k); }},
      {"ecmult_const w=7", [](const auto& P, const auto& k) { return fast::ecmult_const<K, F, 7>(P, k); }},
      {"coz_ladder", [](const auto& P, const auto& k) { return fast::mul_coz_ladder<K, F>(P, k); }},
      {"x_ladder", [](const auto& P, const auto& k) { return fast::mul_x_ladder<K, F>(P, k); }},
      {"always_add", [](const auto& P, const auto& k) { return fast::mul_double_and_add_always<K, F>(P, k); }},
      {"signed_odd_window w=4", [](const auto& P, const auto& k) { return fast::mul_signed_odd_window<K, F>(P, k); }},
      {"signed_odd_window w=6", [](const auto& P, const auto& k) { return fast::mul_signed_odd_window<K, F, 6>(P, k); }},
  };
};

template <class F>
void check_all(const mpz_class& k, const ref::Point& P, bool rc) {
  const ref::Point want = truth(k, P);
  const fast::Ge<F> fP = to_fast<F>(P), fwant = to_fast<F>(want);
  const fast::Scalar fk = to_scalar(k);
  for (const auto& [name, fn] : Strategies<F>().list) {
    const bool ok = fast::equal_var(fn(fP, fk), fwant);
    if (rc) {
      RC_ASSERT(ok);
    } else {
      EXPECT_TRUE(ok) << name << " k = " << k.get_str(16);
    }
  }
  if (!P.infinity) {
    const auto x = fast::ecmult_const_xonly<K, F>(fP.x, fk);
    const bool ok = x.ok() && x->infinity == want.infinity && (want.infinity || fast::equal_var(x->x, fwant.x));
    if (rc) {
      RC_ASSERT(ok);
    } else {
      EXPECT_TRUE(ok) << "xonly k = " << k.get_str(16);
    }
  }
}

TEST(FastCtSecp256k1, EdgeScalarsOnEdgePointsAgreeWithRef) {
  const auto ks = edge_scalars();
  for (const ref::Point& P : edge_points()) {
    for (const mpz_class& k : ks) {
      check_all<fast::Fe>(k, P, false);
      check_all<fast::Fe64>(k, P, false);
    }
  }
  // P = O: every strategy gives O.
  for (const mpz_class& k : {mpz_class(0), mpz_class(1), mpz_class(k1().n() - 1)}) check_all<fast::Fe>(k, k1().infinity(), false);
}

RC_GTEST_PROP(FastCtSecp256k1, RandomScalarsAndPointsAgreeWithRef, ()) {
  const ref::Curve& C = k1();
  const mpz_class k = test::gen_scalar(C);
  const ref::Point P = test::gen_point(C);
  check_all<fast::Fe>(k, P, true);
  check_all<fast::Fe64>(k, P, true);
}

// --- the generator: default, blinded contexts, shapes ---------------------------

template <class F, unsigned B, unsigned T>
void gen_against_ref(const std::vector<mpz_class>& ks) {
  fast::EcmultGenContext<K, F, B, T> ctx;
  std::array<std::uint8_t, 32> seed{};
  for (std::size_t i = 0; i < 32; ++i) seed[i] = static_cast<std::uint8_t>(0xa5 ^ (i * 29));
  for (int round = 0; round < 3; ++round) {
    for (const mpz_class& k : ks) {
      const fast::Ge<F> want = to_fast<F>(ref::mul_gen(k1(), k));
      EXPECT_TRUE(fast::equal_var(ctx.multiply(to_scalar(k)), want)) << B << "x" << T << " round " << round << " k = " << k.get_str(16);
    }
    seed[round] ^= 0x5a;
    ctx.blind(seed);
  }
}

TEST(FastCtSecp256k1, EcmultGenEdgeScalarsEveryShapeAgreeWithRef) {
  const auto ks = edge_scalars();
  gen_against_ref<fast::Fe, fast::kEcmultGenBlocks, fast::kEcmultGenTeeth>(ks);
  gen_against_ref<fast::Fe64, fast::kEcmultGenBlocks, fast::kEcmultGenTeeth>(ks);
  gen_against_ref<fast::Fe, 11, 6>(ks);
  gen_against_ref<fast::Fe, 2, 5>(ks);
  gen_against_ref<fast::Fe64, 4, 8>(ks);
  gen_against_ref<fast::Fe, 1, 1>(ks);
}

/// The comb of a base that is not G.
TEST(FastCtSecp256k1, CombOfAnyBaseAgreesWithRef) {
  const auto ks = edge_scalars();
  for (const ref::Point& P : edge_points()) {
    const auto T = fast::multi_comb_precompute_var<K, fast::Fe>(to_fast<fast::Fe>(P), 11, 6);
    for (const mpz_class& k : ks) {
      EXPECT_TRUE(fast::equal_var(fast::mul_multi_comb<K, fast::Fe>(T, to_scalar(k)), to_fast<fast::Fe>(truth(k, P))));
    }
  }
}

// --- libsecp256k1's public API -----------------------------------------------------

template <class F>
void against_libsecp(const mpz_class& k, const ref::Point& P, bool rc) {
  const fast::Scalar fk = to_scalar(k);
  const lsecp::Scalar32 kb = test::be32(k);
  const fast::Ge<F> fP = to_fast<F>(P);
  // ecmult_gen ↔ secp256k1_ec_pubkey_create.
  const auto pub = lsecp::pubkey_create(kb);
  const fast::Ge<F> gk = fast::to_affine(fast::ecmult_gen<K, F>(fk));
  // ecmult_const ↔ secp256k1_ec_pubkey_tweak_mul.
  const auto enc = encode(fP);
  const auto tw = lsecp::pubkey_tweak_mul(enc, kb);
  const fast::Ge<F> pk = fast::to_affine(fast::ecmult_const<K, F>(fP, fk));
  const auto x = fast::ecmult_const_xonly<K, F>(fP.x, fk);
  bool ok = true;
  if (k == 0) {
    ok = !pub && !tw && gk.infinity && pk.infinity && x.ok() && x->infinity;
  } else {
    ok = pub && tw && *pub == encode(gk) && *tw == encode(pk) && x.ok() && !x->infinity &&
         std::equal(tw->begin() + 1, tw->begin() + 33, x->x.get_b32().begin());
  }
  if (rc) {
    RC_ASSERT(ok);
  } else {
    EXPECT_TRUE(ok) << "k = " << k.get_str(16);
  }
}

TEST(FastCtSecp256k1, EdgeScalarsAgreeWithLibsecp256k1) {
  for (const ref::Point& P : edge_points()) {
    for (const mpz_class& k : edge_scalars()) {
      against_libsecp<fast::Fe>(k, P, false);
      against_libsecp<fast::Fe64>(k, P, false);
    }
  }
}

RC_GTEST_PROP(FastCtSecp256k1, RandomScalarsAgreeWithLibsecp256k1, ()) {
  const ref::Curve& C = k1();
  const mpz_class k = test::gen_scalar(C);
  const ref::Point P = ref::mul_gen(C, test::gen_scalar(C) % (C.n() - 1) + 1);  // finite
  against_libsecp<fast::Fe>(k, P, true);
  against_libsecp<fast::Fe64>(k, P, true);
}

/// x values off the curve are refused (x = 0: 7 is not a square mod p, so
/// secp256k1 has no point with x = 0; x = 5 neither).
TEST(FastCtSecp256k1, XonlyRefusesXOffTheCurve) {
  for (std::uint32_t x : {0U, 5U}) {
    ASSERT_FALSE(fast::is_square_var(fast::Fe::from_int(x * x * x + 7)));
    const auto r = fast::ecmult_const_xonly<K, fast::Fe>(fast::Fe::from_int(x), fast::Scalar::from_int(2));
    ASSERT_FALSE(r.ok());
    EXPECT_EQ(r.error(), Error::x_not_on_curve);
  }
}

/// The generator table's first use from eight threads at once: one table,
/// every thread's results right.
TEST(FastCtSecp256k1, CombTableFirstUseFromManyThreads) {
  constexpr unsigned kThreads = 8;
  std::vector<const fast::MultiCombTable<K>*> seen(kThreads, nullptr);
  std::vector<int> right(kThreads, 0);
  std::atomic<bool> go{false};
  std::vector<std::thread> ts;
  const fast::Ge<fast::Fe> want = to_fast<fast::Fe>(ref::mul_gen(k1(), mpz_class(987654321)));
  for (unsigned t = 0; t < kThreads; ++t) {
    ts.emplace_back([&, t] {
      while (!go.load()) std::this_thread::yield();
      const fast::EcmultGenContext<K, fast::Fe, 7, 5> ctx;  // a shape no other test uses
      seen[t] = &ctx.table();
      right[t] = fast::equal_var(ctx.multiply(fast::Scalar::from_int(987654321)), want) ? 1 : 0;
    });
  }
  go.store(true);
  for (auto& th : ts) th.join();
  for (unsigned t = 0; t < kThreads; ++t) {
    EXPECT_EQ(seen[t], seen[0]);
    EXPECT_EQ(right[t], 1);
  }
}

// --- controls: the comparisons above see a wrong answer -----------------------------

/// secp256k1 with the second GLV half's sign reported wrongly.
struct Secp256k1BrokenSplit : fast::Secp256k1 {
  static constexpr fast::GlvHalves split(const Scalar& k) {
    fast::GlvHalves h = fast::Secp256k1::split(k);
    h.k2_negative = !h.k2_negative;
    return h;
  }
};

TEST(FastCtSecp256k1, ControlsBrokenTwinsDisagree) {
  // Against ref: ecmult_const on the broken split is wrong for most edge
  // scalars (right only where k2 = 0).
  int wrong = 0;
  const ref::Point P = edge_points()[3];
  for (const mpz_class& k : edge_scalars()) {
    wrong += fast::equal_var(fast::ecmult_const<Secp256k1BrokenSplit, fast::Fe>(to_fast<fast::Fe>(P), to_scalar(k)),
                             to_fast<fast::Fe>(truth(k, P)))
                 ? 0
                 : 1;
  }
  EXPECT_GT(wrong, 20);
  // Against libsecp256k1: the comb of 2G in place of G's table.
  const auto T = fast::multi_comb_precompute_var<K, fast::Fe>(to_fast<fast::Fe>(ref::dbl(k1(), k1().G())), 11, 6);
  const mpz_class k("1f00dfeed", 16);
  const auto pub = lsecp::pubkey_create(test::be32(k));
  ASSERT_TRUE(pub.has_value());
  EXPECT_NE(*pub, encode(fast::to_affine(fast::mul_multi_comb<K, fast::Fe>(T, to_scalar(k)))));
  EXPECT_EQ(*pub, encode(fast::to_affine(fast::ecmult_gen<K, fast::Fe>(to_scalar(k)))));
}

}  // namespace
}  // namespace tandem

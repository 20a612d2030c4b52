#include "tandem/audit/fast_strategy_runs.hpp"

#include <array>
#include <span>

#include "tandem/audit/fast_values.hpp"
#include "tandem/fast/ecmult/ecmult.hpp"
#include "tandem/fast/ecmult/ecmult_const.hpp"
#include "tandem/fast/ecmult/ecmult_gen.hpp"
#include "tandem/fast/ecmult/ecmult_gen_var.hpp"
#include "tandem/fast/ecmult/bos_coster_var.hpp"
#include "tandem/fast/ecmult/ecmult_multi.hpp"
#include "tandem/fast/ecmult/ladders.hpp"
#include "tandem/fast/ecmult/mult_ct.hpp"
#include "tandem/fast/ecmult/mult_var.hpp"
#include "tandem/fast/field.hpp"
#include "tandem/fast/field_4x64.hpp"
#include "tandem/fast/group/curve.hpp"
#include "tandem/fast/group/group.hpp"
#include "tandem/fast/scalar.hpp"
#include "tandem/ref/group.hpp"

namespace tandem::audit {

namespace {

namespace fv = fastv;
using fast::Ge;
using fast::Gej;
using fast::Scalar;
using ref::Point;
using C = fast::Secp256k1;

template <class F>
Point to_point(const Gej<F>& R) {
  const auto back = [](const F& a) { return fv::fp().from_mpz(fv::Codec<F>::val(a)); };
  return ref::to_affine(ref::Jacobian<ref::Fe>{back(R.X), back(R.Y), back(R.Z)});
}
template <class F>
std::optional<Point> to_point(const Result<Gej<F>>& R) {
  if (!R) return std::nullopt;
  return to_point(R.value());
}
template <class F>
std::optional<Point> to_point(const Result<fast::XOnly<F>>& R) {
  if (!R) return std::nullopt;
  if (R.value().infinity) return Point::at_infinity(fv::fp().zero());
  return Point{fv::fp().from_mpz(fv::Codec<F>::val(R.value().x)), fv::fp().zero(), false};
}

template <class F, class Body>
std::optional<Point> run_on(const Body& body, const std::vector<mpz_class>& k, const std::vector<Point>& P) {
  std::vector<Scalar> ks;
  for (const mpz_class& v : k) ks.push_back(Scalar::set_b32(fv::be32(mpz_class(v % fv::n()))));
  std::vector<Ge<F>> ps;
  for (const Point& A : P) {
    ps.push_back(A.infinity ? Ge<F>::at_infinity()
                            : Ge<F>{fv::Codec<F>::enc(A.x.value(), 1, false), fv::Codec<F>::enc(A.y.value(), 1, false), false});
  }
  return std::optional<Point>(to_point(body(F{}, ks, ps)));
}

/// A list entry from a body generic in the field: body(F{}, scalars,
/// points) returns the strategy's result (Gej, or a Result of one).
template <class Body>
FastStrategyUnderTest strategy(std::string name, StrategyShape shape, bool ct, Body body, bool x_only = false) {
  FastStrategyUnderTest s;
  s.name = std::move(name);
  s.shape = shape;
  s.constant_time = ct;
  s.x_only = x_only;
  s.run = [body](FastField f, const std::vector<mpz_class>& k, const std::vector<Point>& P) {
    return f == FastField::fe ? run_on<fast::Fe>(body, k, P) : run_on<fast::Fe64>(body, k, P);
  };
  return s;
}

std::vector<FastStrategyUnderTest> build() {
  using S = StrategyShape;
  std::vector<FastStrategyUnderTest> v;
  // k·P, variable time (mult_var.hpp).
  v.push_back(strategy("mul_double_and_add_ltr_var", S::mult, false, [](auto f, const auto& k, const auto& P) {
    return fast::mul_double_and_add_ltr_var<C, decltype(f)>(k[0], P[0]);
  }));
  v.push_back(strategy("mul_binary_naf_var", S::mult, false, [](auto f, const auto& k, const auto& P) {
    return fast::mul_binary_naf_var<C, decltype(f)>(k[0], P[0]);
  }));
  for (const unsigned w : {2U, 5U}) {
    v.push_back(strategy("mul_window_naf_var w=" + std::to_string(w), S::mult, false, [w](auto f, const auto& k, const auto& P) {
      return fast::mul_window_naf_var<C, decltype(f)>(k[0], P[0], w);
    }));
  }
  for (const unsigned w : {1U, 4U}) {
    v.push_back(strategy("mul_fixed_window_var w=" + std::to_string(w), S::mult, false, [w](auto f, const auto& k, const auto& P) {
      return fast::mul_fixed_window_var<C, decltype(f)>(k[0], P[0], w);
    }));
  }
  v.push_back(strategy("mul_glv_wnaf_var w=5", S::mult, false, [](auto f, const auto& k, const auto& P) {
    return fast::mul_glv_wnaf_var<C, decltype(f)>(k[0], P[0], 5);
  }));
  v.push_back(strategy("mul_comb_var teeth=4", S::mult, false, [](auto f, const auto& k, const auto& P) {
    return fast::mul_comb_var<C, decltype(f)>(k[0], P[0], 4);
  }));
  v.push_back(strategy("mul_fixed_base_table_var w=4", S::mult, false, [](auto f, const auto& k, const auto& P) {
    return fast::mul_fixed_base_table_var<C, decltype(f)>(k[0], P[0], 4);
  }));
  // k·P, constant time (ecmult_const.hpp, ladders.hpp, mult_ct.hpp, the comb).
  v.push_back(strategy("ecmult_const", S::mult, true, [](auto f, const auto& k, const auto& P) {
    return fast::ecmult_const<C, decltype(f)>(P[0], k[0]);
  }));
  v.push_back(strategy(
      "ecmult_const_xonly", S::mult, true,
      [](auto f, const auto& k, const auto& P) {
        using F = decltype(f);
        // O has no x: the x-only form takes x = 0, which is no point's x on
        // secp256k1 (7 is not a cube), so the answer is x_not_on_curve.
        return fast::ecmult_const_xonly<C, F>(P[0].infinity ? F::from_int(0) : P[0].x, k[0]);
      },
      true));
  v.push_back(strategy("mul_coz_ladder", S::mult, true, [](auto f, const auto& k, const auto& P) {
    return fast::mul_coz_ladder<C, decltype(f)>(P[0], k[0]);
  }));
  v.push_back(strategy("mul_x_ladder", S::mult, true, [](auto f, const auto& k, const auto& P) {
    return fast::mul_x_ladder<C, decltype(f)>(P[0], k[0]);
  }));
  v.push_back(strategy("mul_double_and_add_always", S::mult, true, [](auto f, const auto& k, const auto& P) {
    return fast::mul_double_and_add_always<C, decltype(f)>(P[0], k[0]);
  }));
  v.push_back(strategy("mul_signed_odd_window", S::mult, true, [](auto f, const auto& k, const auto& P) {
    return fast::mul_signed_odd_window<C, decltype(f)>(P[0], k[0]);
  }));
  v.push_back(strategy("mul_multi_comb 11x6", S::mult, true, [](auto f, const auto& k, const auto& P) {
    using F = decltype(f);
    return fast::mul_multi_comb<C, F>(fast::multi_comb_precompute_var<C, F>(P[0], 11, 6), k[0]);
  }));
  // k·G.
  v.push_back(strategy("ecmult_gen (unblinded)", S::gen, true, [](auto f, const auto& k, const auto& /*P*/) {
    using F = decltype(f);
    static const fast::EcmultGenContext<C, F> ctx;
    return ctx.multiply(k[0]);
  }));
  v.push_back(strategy("ecmult_gen (blinded)", S::gen, true, [](auto f, const auto& k, const auto& /*P*/) {
    using F = decltype(f);
    static const fast::EcmultGenContext<C, F> ctx = [] {
      std::array<std::uint8_t, 32> seed{};
      for (std::size_t i = 0; i < seed.size(); ++i) seed[i] = static_cast<std::uint8_t>(0x5a ^ (7 * i));
      return fast::EcmultGenContext<C, F>(seed);
    }();
    return ctx.multiply(k[0]);
  }));
  v.push_back(strategy("ecmult_gen_var", S::gen, false, [](auto f, const auto& k, const auto& /*P*/) {
    return fast::ecmult_gen_var<C, decltype(f)>(k[0]);
  }));
  // a·P + b·G.
  v.push_back(strategy("ecmult_var", S::dmult_g, false, [](auto f, const auto& k, const auto& P) {
    using F = decltype(f);
    return fast::ecmult_var<C, F>(Gej<F>::from_affine(P[0]), k[0], k[1]);
  }));
  // P + t·G (k₀ = 1).
  v.push_back(strategy("tweak_add_var", S::add_g, false, [](auto f, const auto& k, const auto& P) {
    using F = decltype(f);
    return fast::tweak_add_var<C, F>(Gej<F>::from_affine(P[0]), k[1]);
  }));
  // a·P + b·Q.
  v.push_back(strategy("dmul_strauss_wnaf_var w=4", S::dmult, false, [](auto f, const auto& k, const auto& P) {
    return fast::dmul_strauss_wnaf_var<C, decltype(f)>(k[0], P[0], k[1], P[1], 4);
  }));
  v.push_back(strategy("dmul_joint_sparse_var", S::dmult, false, [](auto f, const auto& k, const auto& P) {
    return fast::dmul_joint_sparse_var<C, decltype(f)>(k[0], P[0], k[1], P[1]);
  }));
  // Σ kᵢ·Pᵢ + g·G: the last term is g·G.
  const auto multi = [](auto how) {
    return [how](auto f, const auto& k, const auto& P) {
      using F = decltype(f);
      const std::span<const Scalar> ks(k.data(), k.size() - 1);
      const std::span<const Ge<F>> ps(P.data(), P.size() - 1);
      return how(f, ks, ps, &k.back());
    };
  };
  v.push_back(strategy("ecmult_multi_var", S::multi, false, multi([](auto f, auto ks, auto ps, const Scalar* g) {
                         return fast::ecmult_multi_var<C, decltype(f)>(ks, ps, g);
                       })));
  v.push_back(strategy("ecmult_multi_strauss_var", S::multi, false, multi([](auto f, auto ks, auto ps, const Scalar* g) {
                         return fast::ecmult_multi_strauss_var<C, decltype(f)>(ks, ps, g);
                       })));
  // Bos–Coster takes the generator's term as one more point.
  v.push_back(strategy("multi_mul_bos_coster_var", S::multi, false, multi([](auto f, auto ks, auto ps, const Scalar* g) {
                         using F = decltype(f);
                         std::vector<Scalar> k2(ks.begin(), ks.end());
                         std::vector<Ge<F>> p2(ps.begin(), ps.end());
                         if (g != nullptr) {
                           k2.push_back(*g);
                           p2.push_back(C::template generator<F>());
                         }
                         return fast::multi_mul_bos_coster_var<C, F>(std::span<const Scalar>(k2), std::span<const Ge<F>>(p2));
                       })));
  for (const unsigned c : {1U, 4U, 8U}) {
    v.push_back(strategy("ecmult_multi_pippenger_var c=" + std::to_string(c), S::multi, false,
                         multi([c](auto f, auto ks, auto ps, const Scalar* g) {
                           return fast::ecmult_multi_pippenger_var<C, decltype(f)>(ks, ps, g, c);
                         })));
  }
  return v;
}

}  // namespace

const std::vector<FastStrategyUnderTest>& fast_strategies_under_test() {
  static const std::vector<FastStrategyUnderTest> v = build();
  return v;
}

ref::Point expected_sum(const ref::Curve& C, const std::vector<mpz_class>& k, const std::vector<ref::Point>& P) {
  Point r = C.infinity();
  for (std::size_t i = 0; i < k.size() && i < P.size(); ++i) r = ref::add(C, r, ref::mul(C, k[i] % C.n(), P[i]));
  return r;
}

std::optional<std::string> strategy_disagreement(const FastStrategyUnderTest& s, FastField field,
                                                 const std::vector<mpz_class>& k, const std::vector<ref::Point>& P,
                                                 const ref::Point& expected) {
  const std::optional<Point> got = s.run(field, k, P);
  FormulaOutput out{got.value_or(expected), Expect::sum, s.x_only};
  // x-only from O's "x": the strategy must refuse, there is no point.
  const bool refused_as_documented = s.x_only && !got && (P.empty() || P[0].infinity);
  if (refused_as_documented || (got && output_agrees(out, expected))) return std::nullopt;
  std::string d = std::string(field == FastField::fe ? "Fe" : "Fe64") + ": ";
  for (std::size_t i = 0; i < k.size(); ++i) {
    d += k[i].get_str(16) + "*" + (P[i].infinity ? std::string("O") : "(" + P[i].x.value().get_str(16) + ", …)") +
         (i + 1 < k.size() ? " + " : "");
  }
  d += got ? " = (" + (got->infinity ? std::string("O") : got->x.value().get_str(16)) + ", …)" : std::string(" returned an error");
  d += " vs ref " + (expected.infinity ? std::string("O") : expected.x.value().get_str(16));
  return d;
}

}  // namespace tandem::audit

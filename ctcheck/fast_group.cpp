// Constant-time checks of fast/'s group layer on secp256k1: each
// constant-time formula on secret points, and each constant-time strategy
// (ecmult_const, its x-only form, ecmult_gen and its blinding, the comb of
// any base, the ladders, always-add, signed windows, the table scans) on a
// secret scalar, must draw no report from memcheck; the _var ones, run on
// secrets the same way, must be reported (ctcheck/CMakeLists.txt lists
// which is which), which shows the check sees this code.
//
// Points are computed in the open, then marked secret (formulas) or left
// public (the strategies' bases, which are public by contract); scalars,
// seeds and indices are marked secret.
#include <array>
#include <cstdint>
#include <cstdio>
#include <functional>
#include <map>
#include <string>

#include "ctcheck.hpp"
#include "tandem/fast/ecmult/bos_coster_var.hpp"
#include "tandem/fast/ecmult/ct_lookup.hpp"
#include "tandem/fast/ecmult/ecmult.hpp"
#include "tandem/fast/ecmult/ecmult_gen_var.hpp"
#include "tandem/fast/ecmult/ecmult_multi.hpp"
#include "tandem/fast/ecmult/mult_var.hpp"
#include "tandem/fast/ecmult/ecmult_const.hpp"
#include "tandem/fast/ecmult/ecmult_gen.hpp"
#include "tandem/fast/ecmult/ladders.hpp"
#include "tandem/fast/ecmult/mult_ct.hpp"
#include "tandem/fast/field.hpp"
#include "tandem/fast/field_4x64.hpp"
#include "tandem/fast/formulas/coz.hpp"
#include "tandem/fast/formulas/jacobian_add.hpp"
#include "tandem/fast/formulas/jacobian_dbl.hpp"
#include "tandem/fast/formulas/jacobian_dbl_repeated.hpp"
#include "tandem/fast/formulas/rcb_complete.hpp"
#include "tandem/fast/formulas/rcb_complete_am3.hpp"
#include "tandem/fast/formulas/rcb_complete_generic.hpp"
#include "tandem/fast/formulas/unified_add.hpp"
#include "tandem/fast/formulas/xz.hpp"
#include "tandem/fast/group/curve.hpp"
#include "tandem/fast/group/group.hpp"

namespace {

using namespace tandem;
using K = fast::Secp256k1;
using Bytes32 = std::array<std::uint8_t, 32>;

using tandem::ctcheck::bytes_of;

fast::Scalar secret_scalar(std::uint64_t seed) {
  fast::Scalar k = fast::Scalar::set_b32(bytes_of(seed));
  tandem::ctcheck::secret(&k, sizeof k);
  return k;
}

/// A public point of ⟨G⟩ (computed in the open, variable time).
template <class F>
fast::Ge<F> public_point(std::uint64_t seed) {
  const fast::Scalar k = fast::Scalar::set_b32(bytes_of(seed));
  return fast::to_affine_var(fast::ecmult_const<K, F>(K::generator<F>(), k));
}

template <class T>
T secret(T v) {
  return tandem::ctcheck::secret_copy(v);
}

using tandem::ctcheck::reveal;

template <class F>
void reveal_fe(const F& a) {
  reveal(fast::normalize(a).get_b32());
}
template <class F>
void reveal_point(const fast::Gej<F>& P) {
  const fast::Ge<F> a = fast::to_affine(P);  // constant time itself
  reveal_fe(a.x);
  reveal_fe(a.y);
  reveal(a.infinity);
}
template <class F>
void reveal_point(const fast::Gep<F>& P) {
  reveal_fe(P.X);
  reveal_fe(P.Y);
  reveal_fe(P.Z);
}
template <class F>
void reveal_point(const fast::Gexz<F>& P) {
  reveal_fe(P.X);
  reveal_fe(P.Z);
}
template <class F>
void reveal_pair(const fast::CoZPair<F>& p) {
  for (const auto* P : {&p.first, &p.second}) {
    reveal_fe(P->X);
    reveal_fe(P->Y);
    reveal_fe(P->Z);
  }
}

/// A secret Jacobian point with Z ≠ 1 (2·P, so X, Y, Z all vary).
template <class F>
fast::Gej<F> secret_gej(std::uint64_t seed) {
  return secret(fast::dbl(fast::Gej<F>::from_affine(public_point<F>(seed))));
}
template <class F>
fast::Gep<F> secret_gep(std::uint64_t seed) {
  const fast::Ge<F> a = public_point<F>(seed);
  const F z = F::from_int(977 + static_cast<std::uint32_t>(seed));
  return secret(fast::Gep<F>{mul(a.x, z), mul(a.y, z), z});
}

const tandem::ctcheck::Checks& checks() {
  using namespace tandem::fast;
  using F = Fe;
  static const tandem::ctcheck::Checks m{
      // The constant-time formulas, on secret points.
      {"formula_dbl", [] {
         reveal_point(dbl(secret_gej<F>(1)));
         reveal_point(dbl_a0_3m4s(secret_gej<F>(2)));
         reveal_point(dbl_a0_2009l_2m5s(secret_gej<F>(3)));
       }},
      {"formula_madd_unified", [] {
         reveal_point(madd_unified_a0_7m5s(secret_gej<F>(4), secret(public_point<F>(5))));
         // The degenerate pairs run the same instructions: P + P and P + (−P).
         const Ge<F> a = public_point<F>(6);
         reveal_point(madd_unified_a0_7m5s(secret(Gej<F>::from_affine(a)), secret(a)));
         reveal_point(madd_unified_a0_7m5s(secret(Gej<F>::from_affine(a)), secret(neg(a))));
         reveal_point(madd_unified_a0_7m5s(secret(Gej<F>::at_infinity()), secret(a)));
         reveal_point(madd_unified_a0_7m5s(secret_gej<F>(7), secret(Ge<F>::at_infinity())));
       }},
      {"formula_add_unified_bj", [] { reveal_point(add_unified_bj_a0_11m5s(secret_gep<F>(8), secret_gep<F>(9))); }},
      {"formula_rcb", [] {
         const F b3 = K::b3<F>();
         reveal_point(add_rcb_a0_12m(secret_gep<F>(10), secret_gep<F>(11), b3));
         reveal_point(madd_rcb_a0_11m(secret_gep<F>(12), secret(public_point<F>(13)), b3));
         reveal_point(dbl_rcb_a0_6m2s(secret_gep<F>(14), b3));
       }},
      {"formula_coz", [] {
         const CoZPair<F> p = dblu_a0_1m5s(secret(public_point<F>(15)));
         reveal_pair(p);
         reveal_pair(zaddu_5m2s(p.first, p.second));
         reveal_pair(zaddc_6m3s(p.first, p.second));
         reveal_pair(coz_ladder_step_11m5s(p.first, p.second));
       }},
      {"formula_xz", [] {
         const F b = K::b<F>();
         const Ge<F> P = secret(public_point<F>(16));
         const Gexz<F> x1{P.x, F::from_int(1)};
         const Gexz<F> x2 = xdbl_a0_4m3s1c(x1, b);
         const Gexz<F> x3 = xadd_a0_8m2s1c(x2, x1, x1, b);
         reveal_point(x2);
         reveal_point(x3);
         reveal_point(xz_recover_y_a0_9m2s1c(P, x2, x3, b));
       }},
      // The a = −3 and generic-a formulas: branch-free like the a = 0 ones,
      // so secp256k1's points with other constants exercise every
      // instruction (the values are no point of that curve; what is
      // checked is that nothing depends on them). Constants a = −3, 5.
      {"formula_a_nonzero", [] {
         const F b = K::b<F>();
         const F b3 = K::b3<F>();
         const F a = F::from_int(5);
         reveal_point(dbl_am3_3m5s(secret_gej<F>(51)));
         reveal_point(dbl_generic_1m8s(secret_gej<F>(52), a));
         reveal_point(dbl_repeated_modified(secret_gej<F>(53), 4, a));
         reveal_point(add_unified_bj_11m6s1c(secret_gep<F>(54), secret_gep<F>(55), a));
         reveal_point(add_rcb_am3_12m(secret_gep<F>(56), secret_gep<F>(57), b));
         reveal_point(madd_rcb_am3_11m(secret_gep<F>(58), secret(public_point<F>(59)), b));
         reveal_point(madd_rcb_am3_11m(secret_gep<F>(58), secret(Ge<F>::at_infinity()), b));
         reveal_point(dbl_rcb_am3_8m3s(secret_gep<F>(60), b));
         reveal_point(add_rcb_generic_12m(secret_gep<F>(61), secret_gep<F>(62), a, b3));
         reveal_point(madd_rcb_generic_11m(secret_gep<F>(63), secret(public_point<F>(64)), a, b3));
         reveal_point(dbl_rcb_generic_8m3s(secret_gep<F>(65), a, b3));
         reveal_pair(dblu_1m5s(secret(public_point<F>(66)), a));
         const Ge<F> P = secret(public_point<F>(67));
         const Gexz<F> x1{P.x, F::from_int(1)};
         const Gexz<F> x2 = xdbl_4m3s2c(x1, a, b);
         const Gexz<F> x3 = xadd_8m2s2c(x2, x1, x1, a, b);
         reveal_point(x2);
         reveal_point(x3);
         reveal_point(xz_recover_y_9m2s2c(P, x2, x3, a, b));
       }},
      // The table scans, on a secret index / digit.
      {"lookup_ct", [] {
         std::array<Ge<F>, 8> t{};
         for (std::size_t i = 0; i < t.size(); ++i) t[i] = public_point<F>(20 + i);
         const std::size_t index = secret<std::size_t>(5);
         const Ge<F> r = lookup_ct(std::span<const Ge<F>>(t), index);
         reveal_fe(r.x);
         const Ge<F> d = lookup_odd_digit_ct(std::span<const Ge<F>>(t), secret(-11), secret(true));
         reveal_fe(d.y);
       }},
      {"lookup_storage_ct", [] {
         std::array<GeStorage, 16> t{};
         for (std::size_t i = 0; i < t.size(); ++i) t[i] = to_storage_or_zero(public_point<F>(40 + i));
         t[3] = to_storage_or_zero(Ge<F>::at_infinity());
         const Ge<F> r = from_storage_or_zero<F>(lookup_storage_ct(std::span<const GeStorage>(t), secret<std::size_t>(3)));
         reveal(r.infinity);
         reveal_fe(r.x);
       }},
      // The strategies, on a secret scalar (the base public).
      {"ecmult_const", [] { reveal_point(ecmult_const<K, F>(public_point<F>(60), secret_scalar(61))); }},
      {"ecmult_const_fe64", [] { reveal_point(ecmult_const<K, Fe64>(public_point<Fe64>(62), secret_scalar(63))); }},
      {"ecmult_const_edge_scalars", [] {
         // 0, 1 and n − 1: the exceptional sums happen, by selection.
         for (const Scalar& k : {Scalar::from_int(0), Scalar::from_int(1), negate(Scalar::from_int(1))}) {
           reveal_point(ecmult_const<K, F>(public_point<F>(64), secret(k)));
         }
       }},
      {"ecmult_const_xonly", [] {
         const auto r = ecmult_const_xonly<K, F>(public_point<F>(65).x, secret_scalar(66));
         reveal(r.ok());
         reveal_fe(r->x);
         reveal(r->infinity);
       }},
      {"ecmult_gen", [] {
         const EcmultGenContext<K, F> ctx;  // builds the table in the open
         reveal_point(ctx.multiply(secret_scalar(70)));
       }},
      {"ecmult_gen_blind", [] {
         EcmultGenContext<K, F> ctx;
         ctx.blind(secret(bytes_of(71)));
         reveal_point(ctx.multiply(secret_scalar(72)));
       }},
      {"ecmult_gen_fe64_small_table", [] {
         EcmultGenContext<K, Fe64, 2, 5> ctx;
         ctx.blind(secret(bytes_of(73)));
         reveal_point(ctx.multiply(secret_scalar(74)));
       }},
      {"comb_ct", [] {
         const MultiCombTable<K> T = multi_comb_precompute_var<K, F>(public_point<F>(75), 11, 6);
         reveal_point(mul_multi_comb<K, F>(T, secret_scalar(76)));
       }},
      {"coz_ladder", [] { reveal_point(mul_coz_ladder<K, F>(public_point<F>(80), secret_scalar(81))); }},
      {"x_ladder", [] { reveal_point(mul_x_ladder<K, F>(public_point<F>(82), secret_scalar(83))); }},
      {"double_and_add_always", [] {
         // Secret base too: nothing in it reads P but the unified addition.
         reveal_point(mul_double_and_add_always<K, F>(secret(public_point<F>(84)), secret_scalar(85)));
       }},
      {"signed_odd_window", [] {
         reveal_point(mul_signed_odd_window<K, F>(public_point<F>(86), secret_scalar(87)));
         reveal_point(mul_signed_odd_window<K, F>(public_point<F>(86), secret(Scalar::from_int(0))));
       }},
      // Variable time: must be reported on secret input.
      {"var_madd_8m3s_var", [] { reveal_point(madd_8m3s_var(secret_gej<F>(90), secret(public_point<F>(91)))); }},
      {"var_lookup_by_index", [] {
         std::array<Ge<F>, 8> t{};
         for (std::size_t i = 0; i < t.size(); ++i) t[i] = public_point<F>(92 + i);
         reveal_fe(t[secret<std::size_t>(5)].x);
       }},
      // Every other variable-time formula and strategy, given a secret
      // scalar (or secret points, for the formulas), must be reported too.
      {"var_add_1998_cmo_12m4s_var", [] { reveal_point(add_1998_cmo_12m4s_var(secret_gej<F>(110), secret_gej<F>(111))); }},
      {"var_add_2007_bl_11m5s_var", [] { reveal_point(add_2007_bl_11m5s_var(secret_gej<F>(112), secret_gej<F>(113))); }},
      {"var_add_zinv_9m3s_var", [] {
         reveal_point(add_zinv_9m3s_var(secret_gej<F>(114), secret(public_point<F>(115)), F::from_int(3)));
       }},
      {"var_ecmult_var", [] {
         reveal_point(ecmult_var<K, F>(Gej<F>::from_affine(public_point<F>(116)), secret_scalar(117), Scalar::from_int(9)));
       }},
      {"var_ecmult_gen_var", [] { reveal_point(ecmult_gen_var<K, F>(secret_scalar(118))); }},
      {"var_tweak_add_var", [] {
         reveal_point(tweak_add_var<K, F>(Gej<F>::from_affine(public_point<F>(119)), secret_scalar(120)));
       }},
      {"var_ecmult_multi_var", [] {
         const std::array<Scalar, 2> k{secret_scalar(121), Scalar::from_int(7)};
         const std::array<Ge<F>, 2> P{public_point<F>(122), public_point<F>(123)};
         const auto r = ecmult_multi_var<K, F>(std::span<const Scalar>(k), std::span<const Ge<F>>(P), nullptr);
         if (r) reveal_point(*r);
       }},
      {"var_multi_mul_bos_coster_var", [] {
         const std::array<Scalar, 2> k{secret_scalar(124), Scalar::from_int(7)};
         const std::array<Ge<F>, 2> P{public_point<F>(125), public_point<F>(126)};
         const auto r = multi_mul_bos_coster_var<K, F>(std::span<const Scalar>(k), std::span<const Ge<F>>(P));
         if (r) reveal_point(*r);
       }},
      {"var_mul_double_and_add_ltr_var", [] { reveal_point(mul_double_and_add_ltr_var<K, F>(secret_scalar(127), public_point<F>(128))); }},
      {"var_mul_binary_naf_var", [] { reveal_point(mul_binary_naf_var<K, F>(secret_scalar(129), public_point<F>(130))); }},
      {"var_mul_window_naf_var", [] {
         const auto r = mul_window_naf_var<K, F>(secret_scalar(131), public_point<F>(132), 5);
         if (r) reveal_point(*r);
       }},
      {"var_mul_glv_wnaf_var", [] {
         const auto r = mul_glv_wnaf_var<K, F>(secret_scalar(133), public_point<F>(134), 5);
         if (r) reveal_point(*r);
       }},
      {"var_mul_fixed_window_var", [] {
         const auto r = mul_fixed_window_var<K, F>(secret_scalar(138), public_point<F>(139), 4);
         if (r) reveal_point(*r);
       }},
      {"var_mul_comb_var", [] {
         const auto r = mul_comb_var<K, F>(secret_scalar(140), public_point<F>(141), 4);
         if (r) reveal_point(*r);
       }},
      {"var_mul_fixed_base_table_var", [] {
         const auto r = mul_fixed_base_table_var<K, F>(secret_scalar(142), public_point<F>(143), 4);
         if (r) reveal_point(*r);
       }},
      {"var_dmul_strauss_wnaf_var", [] {
         const auto r = dmul_strauss_wnaf_var<K, F>(secret_scalar(144), public_point<F>(145), Scalar::from_int(3),
                                                    public_point<F>(146), 4);
         if (r) reveal_point(*r);
       }},
      {"var_dmul_joint_sparse_var", [] {
         reveal_point(dmul_joint_sparse_var<K, F>(secret_scalar(135), public_point<F>(136), Scalar::from_int(3), public_point<F>(137)));
       }},
      {"var_ecmult_const_secret_base", [] {
         // The base is public by contract: its table is built variable-time.
         reveal_point(ecmult_const<K, F>(secret(public_point<F>(100)), Scalar::from_int(5)));
       }},
  };
  return m;
}

}  // namespace

int main(int argc, char** argv) { return tandem::ctcheck::run_driver(argc, argv, "ctcheck_fast_group", checks()); }

#include "tandem/proofs/census_fast_strategies.hpp"

#include "fast_census_support.hpp"

#include <array>
#include <functional>
#include <span>
#include <sstream>
#include <vector>

#include "tandem/fast/ecmult/bos_coster_var.hpp"
#include "tandem/fast/ecmult/ecmult.hpp"
#include "tandem/fast/ecmult/ecmult_const.hpp"
#include "tandem/fast/ecmult/ecmult_gen.hpp"
#include "tandem/fast/ecmult/ecmult_gen_var.hpp"
#include "tandem/fast/ecmult/ecmult_multi.hpp"
#include "tandem/fast/ecmult/ladders.hpp"
#include "tandem/fast/ecmult/mult_ct.hpp"
#include "tandem/fast/ecmult/mult_var.hpp"
#include "tandem/fast/field_4x64.hpp"
#include "tandem/proofs/census_strategies.hpp"
#include "tandem/proofs/counted_field.hpp"
#include "tandem/ref/field.hpp"

namespace tandem::proofs {

namespace {

using F = CountedField<fast::Fe64>;
using C = fast::Secp256k1;
using S = fast::Scalar;

fast::Words256 words(const mpz_class& v) { return census_detail::words_n<4>(v); }
S scalar(const mpz_class& k) { return S::reduce(words(k)); }
fast::Ge<F> point(const ref::Point& P) {
  if (P.infinity) return fast::Ge<F>::at_infinity();
  return {F::from_words_below_p(words(P.x.value())), F::from_words_below_p(words(P.y.value())), false};
}

spec::OpCount count(const std::function<void()>& call) { return census_detail::count_after_warmup(call); }

}  // namespace

std::vector<FastStrategyCensusRow> census_fast_strategies() {
  const CensusInputs& in = census_inputs();
  const S k = scalar(in.k), a = scalar(in.a), b = scalar(in.b);
  const fast::Ge<F> P = point(in.P), Q = point(in.Q);
  const fast::Gej<F> PJ = fast::Gej<F>::from_affine(P);
  std::vector<S> ks;
  std::vector<fast::Ge<F>> Ps;
  for (const mpz_class& x : in.ks) ks.push_back(scalar(x));
  for (const ref::Point& R : in.Ps) Ps.push_back(point(R));
  const std::string multi = "N = " + std::to_string(ks.size());

  std::vector<FastStrategyCensusRow> rows;
  const auto row = [&](std::string name, std::string twin, bool ct, std::string inputs, const std::function<void()>& f) {
    rows.push_back({std::move(name), std::move(twin), ct ? "constant time" : "variable", std::move(inputs), count(f)});
  };
  // Constant time.
  const fast::EcmultGenContext<C, F> gen;
  row("ecmult_gen", "multi-comb", true, "k", [&] { (void)gen.multiply(k); });
  row("ecmult_const", "signed-odd-window, on GLV halves", true, "k", [&] { (void)fast::ecmult_const<C, F>(P, k); });
  row("mul_coz_ladder", "mul_coz_ladder (coz_ladder.hpp)", true, "k", [&] { (void)fast::mul_coz_ladder<C, F>(P, k); });
  row("mul_x_ladder", "mul_x_ladder (x_ladder.hpp)", true, "k", [&] { (void)fast::mul_x_ladder<C, F>(P, k); });
  row("mul_double_and_add_always", "", true, "k",
      [&] { (void)fast::mul_double_and_add_always<C, F>(P, k); });
  row("mul_signed_odd_window", "signed-odd-window", true, "k", [&] { (void)fast::mul_signed_odd_window<C, F>(P, k); });
  // Variable time.
  row("ecmult_var", "strauss-wnaf", false, "a, b", [&] { (void)fast::ecmult_var<C, F>(PJ, a, b); });
  row("ecmult_gen_var", "fixed-base-table", false, "k", [&] { (void)fast::ecmult_gen_var<C, F>(k); });
  row("tweak_add_var", "", false, "k", [&] { (void)fast::tweak_add_var<C, F>(PJ, k); });
  row("ecmult_multi_var", "pippenger", false, multi, [&] {
    (void)fast::ecmult_multi_var<C, F>(std::span<const S>(ks), std::span<const fast::Ge<F>>(Ps), nullptr);
  });
  row("multi_mul_bos_coster_var", "bos-coster", false, multi, [&] {
    (void)fast::multi_mul_bos_coster_var<C, F>(std::span<const S>(ks), std::span<const fast::Ge<F>>(Ps));
  });
  row("mul_double_and_add_ltr_var", "double-and-add-ltr", false, "k",
      [&] { (void)fast::mul_double_and_add_ltr_var<C, F>(k, P); });
  row("mul_binary_naf_var", "naf", false, "k", [&] { (void)fast::mul_binary_naf_var<C, F>(k, P); });
  row("mul_window_naf_var", "wnaf", false, "k, w = 5", [&] { (void)fast::mul_window_naf_var<C, F>(k, P, 5); });
  row("mul_fixed_window_var", "fixed-window", false, "k, w = 4", [&] { (void)fast::mul_fixed_window_var<C, F>(k, P, 4); });
  row("mul_glv_wnaf_var", "glv-wnaf", false, "k, w = 5", [&] { (void)fast::mul_glv_wnaf_var<C, F>(k, P, 5); });
  row("dmul_strauss_wnaf_var", "strauss-wnaf", false, "a, b, w = 5",
      [&] { (void)fast::dmul_strauss_wnaf_var<C, F>(a, P, b, Q, 5); });
  row("dmul_joint_sparse_var", "jsf", false, "a, b", [&] { (void)fast::dmul_joint_sparse_var<C, F>(a, P, b, Q); });
  return rows;
}

std::string fast_strategy_section() {
  std::ostringstream o;
  o << "\n## fast/'s multiplications\n\n"
       "Each strategy of fast/ecmult/ run on CountedField<Fe64> (proofs/counted_field.hpp): fast's\n"
       "own text on the real field, counting its field operations, on secp256k1 with the scalars\n"
       "and points above. The tables a program builds once (G's, at first use) are built before\n"
       "counting; the tables a call builds for its own point are counted with it. M, S: field\n"
       "multiplications and squarings; add: additions and negations; small: multiplications by\n"
       "a small integer; half: halvings; norm: normalizations (weak and full); inv: inversions.\n\n"
       "| strategy | ref's | shape | inputs | M | S | add | small | half | norm | inv |\n"
       "|---|---|---|---|---|---|---|---|---|---|---|\n";
  for (const FastStrategyCensusRow& r : census_fast_strategies()) {
    const spec::OpCount& c = r.counted;
    o << "| `" << r.name << "` | " << (r.twin.empty() ? std::string("—") : r.twin) << " | " << r.shape << " | "
      << r.inputs << " | " << c.M << " | " << c.S << " | " << c.add << " | " << c.small << " | " << c.half << " | "
      << c.normalize << " | " << c.inv << " |\n";
  }
  return o.str();
}

}  // namespace tandem::proofs

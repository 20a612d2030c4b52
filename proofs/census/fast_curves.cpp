// The census of fast/'s multiplications on the standard curves other than
// secp256k1 (ecmult/prime_ecmult.hpp): each strategy's own text run on
// PrimeCurve<Tag, CountedField<PrimeField<…>>> — the curve's real field,
// counting — with scalars and a point derived from the census's seeded
// inputs (k, a, b mod the curve's n; P = a·G by ref).
#include <functional>
#include <sstream>
#include <string>
#include <type_traits>
#include <vector>

#include "tandem/fast/ecmult/prime_ecmult.hpp"
#include "tandem/fast/group/prime_curves.hpp"
#include "fast_census_support.hpp"
#include "tandem/proofs/census_fast_strategies.hpp"
#include "tandem/proofs/census_strategies.hpp"
#include "tandem/proofs/counted_field.hpp"
#include "tandem/ref/curve.hpp"
#include "tandem/ref/group.hpp"

namespace tandem::proofs {

namespace {

using census_detail::count_after_warmup;
using census_detail::words_n;

/// The rows of one curve: C is fast's PrimeCurve; CC the same curve on the
/// counting field.
template <class C>
void curve_rows(std::vector<FastCurveCensusRow>& rows) {
  using F = CountedField<typename C::Field>;
  using CC = fast::PrimeCurve<typename C::CurveTag, F>;
  using S = typename CC::Scalar;
  const ref::Curve& R = *ref::find_curve(C::kName);
  const CensusInputs& in = census_inputs();
  const auto scalar = [&](const mpz_class& v) { return S::from_words(words_n<S::kWords>(v % R.n())); };
  const S k = scalar(in.k), a = scalar(in.a), b = scalar(in.b);
  const ref::Point Pr = ref::mul_gen(R, in.a % R.n());
  const typename CC::Point P{F::from_words(words_n<F::kWords>(Pr.x.value())),
                             F::from_words(words_n<F::kWords>(Pr.y.value())), false};
  const auto row = [&](const char* name, bool ct, const char* inputs, const std::function<void()>& f) {
    rows.push_back({std::string(C::kName), name, ct ? "constant time" : "variable", inputs, count_after_warmup(f)});
  };
  row("mul_gen_ct", true, "k", [&] { (void)fast::mul_gen_ct<CC>(k); });
  row("mul_ct", true, "k", [&] { (void)fast::mul_ct<CC>(P, k); });
  row("mul2_var", false, "a, b", [&] { (void)fast::mul2_var<CC>(a, b, P); });
  row("mul_var", false, "k", [&] { (void)fast::mul_var<CC>(P, k); });
}

}  // namespace

std::vector<FastCurveCensusRow> census_fast_curve_strategies() {
  std::vector<FastCurveCensusRow> rows;
  fast::visit_all_prime_curves([&]<class C>(std::type_identity<C>) { curve_rows<C>(rows); });
  return rows;
}

std::string fast_curve_strategy_section() {
  std::ostringstream o;
  o << "\n## fast/'s multiplications on the other curves\n\n"
       "Each strategy of fast/ecmult/prime_ecmult.hpp run on the curve's own field wrapped in\n"
       "CountedField (PrimeCurve<Tag, CountedField<PrimeField<…>>>): the same text the curve\n"
       "runs, counting its field operations, with k, a, b of the census's inputs reduced mod\n"
       "the curve's n and P = a·G. Tables built once per program (G's) are built before\n"
       "counting; a call's own table (P's odd multiples, its one inversion) is counted with\n"
       "it. Scalar arithmetic mod n is not counted. C: multiplications by a curve constant\n"
       "(a, b, 3b); the other columns as above.\n\n"
       "| curve | strategy | shape | inputs | M | S | C | add | small | half | norm | inv |\n"
       "|---|---|---|---|---|---|---|---|---|---|---|---|\n";
  for (const FastCurveCensusRow& r : census_fast_curve_strategies()) {
    const spec::OpCount& c = r.counted;
    o << "| " << r.curve << " | `" << r.name << "` | " << r.shape << " | " << r.inputs << " | " << c.M << " | "
      << c.S << " | " << c.C << " | " << c.add << " | " << c.small << " | " << c.half << " | " << c.normalize << " | " << c.inv
      << " |\n";
  }
  return o.str();
}

}  // namespace tandem::proofs

// `tandem trace mult --impl fast`: one of fast/'s multiplications, followed
// step by step. The strategy's own text runs on a counting field of a type
// of this file's (CountedField<Fe64, FastTraceTag>), and this file's
// overloads of the group operations the strategies call unqualified — the
// doubling and the additions — are found by argument-dependent lookup and
// preferred to fast's templates: each runs fast's formula and records the
// point it returns. So the trace is of the text that runs, with no hook in
// the strategy headers.
//
// A recorded point is shown in affine coordinates with, on the small
// curves, the multiple of P it is (found by looking it up among P's
// multiples). Strategies whose tables are effective affine
// (odd_multiples.hpp) accumulate on an isomorphic curve ψ(E): those steps
// are shown as such (their multiple comes back only with the final Z).
#include <iostream>
#include <optional>
#include <sstream>
#include <string>
#include <vector>

#include "cli.hpp"
#include "trace_fast.hpp"
#include "tandem/fast/ecmult/ecmult_const.hpp"
#include "tandem/fast/ecmult/ecmult_gen.hpp"
#include "tandem/fast/ecmult/ecmult_gen_var.hpp"
#include "tandem/fast/ecmult/mult_ct.hpp"
#include "tandem/fast/ecmult/mult_var.hpp"
#include "tandem/fast/field_4x64.hpp"
#include "tandem/proofs/counted_field.hpp"
#include "tandem/ref/group.hpp"

namespace tandem::cli {

struct FastTraceTag {};
using TF = proofs::CountedField<fast::Fe64, FastTraceTag>;

namespace {

struct TraceStep {
  std::string op;
  fast::Gej<TF> point;
};
std::vector<TraceStep>* g_steps = nullptr;

fast::Gej<TF> record(const char* op, const fast::Gej<TF>& R) {
  if (g_steps != nullptr) g_steps->push_back({op, R});
  return R;
}

}  // namespace

// The group operations the strategies call, for this field type only.
fast::Gej<TF> dbl(const fast::Gej<TF>& P) { return record("dbl", fast::dbl_a0_half_3m4s(P)); }
fast::Gej<TF> madd_8m3s_var(const fast::Gej<TF>& P, const fast::Ge<TF>& Q) {
  return record("madd_8m3s_var", fast::madd_8m3s_var<TF>(P, Q));
}
fast::Gej<TF> add_2007_bl_11m5s_var(const fast::Gej<TF>& P, const fast::Gej<TF>& Q) {
  return record("add_2007_bl_11m5s_var", fast::add_2007_bl_11m5s_var<TF>(P, Q));
}
fast::Gej<TF> add_zinv_9m3s_var(const fast::Gej<TF>& P, const fast::Ge<TF>& Q, const TF& zinv) {
  return record("add_zinv_9m3s_var", fast::add_zinv_9m3s_var<TF>(P, Q, zinv));
}
fast::Gej<TF> madd_unified_a0_7m5s(const fast::Gej<TF>& P, const fast::Ge<TF>& Q) {
  return record("madd_unified_a0_7m5s", fast::madd_unified_a0_7m5s<TF>(P, Q));
}

namespace {

fast::Words256 words(const mpz_class& v) {
  fast::Words256 w{};
  mpz_class r = v;
  for (auto& x : w) {
    x = mpz_class(r & mpz_class("ffffffffffffffff", 16)).get_ui();
    r >>= 64;
  }
  return w;
}
mpz_class value(const TF& a) {
  const fast::Words256& w = a.value().words();
  mpz_class v;
  for (std::size_t i = 4; i-- > 0;) v = (v << 64) + mpz_class(static_cast<unsigned long>(w[i]));
  return v;
}

ref::Point to_ref(const ref::Curve& C, const fast::Gej<TF>& R) {
  return ref::to_affine(ref::Jacobian<ref::Fe>{C.fp().from_mpz(value(R.X)), C.fp().from_mpz(value(R.Y)),
                                               C.fp().from_mpz(value(R.Z))});
}

template <class Curve>
std::optional<fast::Gej<TF>> run(const std::string& s, const typename Curve::Scalar& k, const fast::Ge<TF>& P,
                                 int w) {
  if (s == "ecmult_const") return fast::ecmult_const<Curve, TF>(P, k);
  if (s == "ecmult_gen") return fast::EcmultGenContext<Curve, TF>().multiply(k);
  if (s == "ecmult_gen_var") return fast::ecmult_gen_var<Curve, TF>(k);
  if (s == "mul_double_and_add_always") return fast::mul_double_and_add_always<Curve, TF>(P, k);
  if (s == "mul_signed_odd_window") return fast::mul_signed_odd_window<Curve, TF>(P, k);
  if (s == "mul_double_and_add_ltr_var") return fast::mul_double_and_add_ltr_var<Curve, TF>(k, P);
  if (s == "mul_binary_naf_var") return fast::mul_binary_naf_var<Curve, TF>(k, P);
  const auto windowed = [&](const Result<fast::Gej<TF>>& r) -> std::optional<fast::Gej<TF>> {
    if (!r) return std::nullopt;
    return *r;
  };
  if (s == "mul_window_naf_var") return windowed(fast::mul_window_naf_var<Curve, TF>(k, P, static_cast<unsigned>(w)));
  if (s == "mul_fixed_window_var") return windowed(fast::mul_fixed_window_var<Curve, TF>(k, P, static_cast<unsigned>(w)));
  if (s == "mul_glv_wnaf_var") return windowed(fast::mul_glv_wnaf_var<Curve, TF>(k, P, static_cast<unsigned>(w)));
  return std::nullopt;
}

/// The strategies this trace follows: those whose steps are doublings and
/// the additions above.
const std::vector<std::string>& traced() {
  static const std::vector<std::string> names{
      "ecmult_const",       "ecmult_gen",           "ecmult_gen_var",       "mul_double_and_add_always",
      "mul_signed_odd_window", "mul_double_and_add_ltr_var", "mul_binary_naf_var", "mul_window_naf_var",
      "mul_fixed_window_var", "mul_glv_wnaf_var"};
  return names;
}

template <class Curve>
int trace_on(const ref::Curve& C, const std::string& s, const mpz_class& k, const ref::Point& P, int w,
             bool check_steps) {
  const bool fixed_g = s == "ecmult_gen" || s == "ecmult_gen_var";
  const ref::Point base = fixed_g ? C.G() : P;
  const fast::Ge<TF> Pf = base.infinity ? fast::Ge<TF>::at_infinity()
                                        : fast::Ge<TF>{TF::from_words_below_p(words(base.x.value())),
                                                       TF::from_words_below_p(words(base.y.value())), false};
  const mpz_class kn = k % C.n();
  const typename Curve::Scalar ks = Curve::Scalar::reduce(words(kn));
  (void)run<Curve>(s, ks, Pf, w);  // tables built at first use are not steps of this multiplication
  std::vector<TraceStep> steps;
  g_steps = &steps;
  const std::optional<fast::Gej<TF>> R = run<Curve>(s, ks, Pf, w);
  g_steps = nullptr;
  if (!R) return usage_error("trace", "window " + std::to_string(w) + " is outside " + s + "'s range");

  // The multiples of the base, on a small group, to name each step.
  std::vector<ref::Point> multiples;
  if (C.n() <= 100000) {
    ref::Point M = C.infinity();
    for (long j = 0; j < C.n().get_si(); ++j, M = ref::add(C, M, base)) multiples.push_back(M);
  }
  std::cout << "fast/" << s << " on " << C.name() << " (Fe64), k = " << kn.get_str() << (fixed_g ? ", base G" : "")
            << "\n";
  std::size_t off_curve = 0, unnamed = 0;
  for (std::size_t i = 0; i < steps.size(); ++i) {
    const ref::Point A = to_ref(C, steps[i].point);
    std::string what;
    if (A.infinity) {
      what = "O";
    } else if (!ref::on_curve(C, A)) {
      what = "on the isomorphic curve of the table (effective affine)";
      ++off_curve;
    } else {
      what = "(" + A.x.value().get_str(16).substr(0, 16) + "…)";
      if (!multiples.empty()) {
        long j = -1;
        for (std::size_t m = 0; m < multiples.size(); ++m) {
          if (ref::affine_equal(multiples[m], A)) j = static_cast<long>(m);
        }
        if (j < 0) ++unnamed;
        what = (j < 0 ? std::string("NOT a multiple of P") : std::to_string(j) + "P") + "  " + what;
      }
    }
    std::cout << "  " << i + 1 << "  " << steps[i].op << "  ->  " << what << "\n";
  }
  const ref::Point got = to_ref(C, *R);
  const ref::Point want = ref::mul(C, kn, base);
  const bool agrees = ref::affine_equal(got, want);
  std::cout << steps.size() << " steps; result "
            << (got.infinity ? std::string("O") : "(" + got.x.value().get_str(16) + ", " + got.y.value().get_str(16) + ")")
            << "\n"
            << (agrees ? "double-and-add gives the same point" : "double-and-add gives ANOTHER point") << "\n";
  bool ok = agrees;
  if (check_steps) {
    if (multiples.empty()) {
      std::cout << "steps: not checked (no small group to name them in)\n";
    } else {
      std::cout << "steps: " << (unnamed == 0 ? "every point on the curve is a multiple of P" : "a point is NOT a multiple of P")
                << " (" << off_curve << " on the table's isomorphic curve)\n";
      ok = ok && unnamed == 0;
    }
  }
  return ok ? kOk : kFailed;
}

}  // namespace

std::string fast_trace_strategies() {
  std::string o;
  for (const std::string& s : traced()) o += "  " + s + "\n";
  return o;
}

int trace_fast(const ref::Curve& C, const std::string& strategy, const mpz_class& k, const ref::Point& P,
               std::optional<int> window, bool check_steps) {
  bool known = false;
  for (const std::string& s : traced()) known = known || s == strategy;
  if (!known) return usage_error("trace", "unknown fast strategy '" + strategy + "'");
  const int w = window.value_or(4);
  const std::string name(C.name());
  if (name == "secp256k1") return trace_on<fast::Secp256k1>(C, strategy, k, P, w, check_steps);
  if (name == "k1-7") return trace_on<fast::K1_7>(C, strategy, k, P, w, check_steps);
  if (name == "k1-13") return trace_on<fast::K1_13>(C, strategy, k, P, w, check_steps);
  if (name == "k1-199") return trace_on<fast::K1_199>(C, strategy, k, P, w, check_steps);
  return usage_error("trace", "--impl fast runs on secp256k1, k1-7, k1-13 and k1-199, not " + name);
}

}  // namespace tandem::cli

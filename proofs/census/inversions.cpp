#include <algorithm>
#include <cstdio>
#include <sstream>

#include "tandem/proofs/census_inversions.hpp"
#include "tandem/proofs/counting_field.hpp"
#include "tandem/proofs/exponent_field.hpp"
#include "tandem/ref/curve.hpp"
#include "tandem/ref/inverse/batch.hpp"
#include "tandem/ref/inverse/bingcd.hpp"
#include "tandem/ref/inverse/fermat.hpp"
#include "tandem/ref/inverse/fermat_secp256k1.hpp"
#include "tandem/ref/inverse/safegcd.hpp"
#include "tandem/ref/inverse/sqrt_chains.hpp"

namespace tandem::proofs {

namespace {

// A chain's count on the counting field and its exponent on the exponent
// field, from the same template text.
template <class Chain>
ChainRow chain_row(std::string chain, std::string modulus, std::string exponent_name, const mpz_class& exponent,
                   std::string source, ChainCost cited, Chain run) {
  ChainRow row{std::move(chain), std::move(modulus), std::move(exponent_name), std::move(source), cited, {}, false};
  {
    CountScope scope;
    (void)run(Cnt{});
    row.counted = scope.counts();
  }
  row.computes_exponent = run(Exponent::base()).e() == exponent;
  return row;
}

std::string cost_text(int M, int S, int I) {
  std::string s = std::to_string(S) + "S + " + std::to_string(M) + "M";
  if (I != 0) s += " + " + std::to_string(I) + "I";
  return s;
}

std::string p_name(const ref::Curve& C) { return std::string(C.name()); }

}  // namespace

ChainCost window_chain_cost(const mpz_class& e, unsigned w) {
  const std::string bits = e.get_str(2);  // most significant digit first
  const std::size_t len = bits.size();
  std::size_t windows = 0, leading = 0;
  for (std::size_t i = 0; i < len;) {
    if (bits[i] == '0') {
      ++i;
      continue;
    }
    std::size_t j = std::min(i + w, len) - 1;  // the window is bits i … j, ending in a one
    while (bits[j] == '0') --j;
    if (windows == 0) leading = j - i + 1;
    ++windows;
    i = j + 1;
  }
  ChainCost c;
  c.S = static_cast<int>(len - leading) + (w > 1 ? 1 : 0);
  c.M = static_cast<int>((std::size_t{1} << (w - 1)) - 1 + windows - 1);
  return c;
}

std::vector<ChainRow> census_chains() {
  std::vector<ChainRow> rows;
  const mpz_class& p256k1 = ref::secp256k1_p();
  rows.push_back(chain_row(
      "inverse_fermat_secp256k1_chain", "secp256k1", "p − 2", p256k1 - 2,
      std::string(ref::inverse_fermat_secp256k1_info.source),
      {ref::inverse_fermat_secp256k1_info.cost.M, ref::inverse_fermat_secp256k1_info.cost.S, 0},
      [](const auto& a) { return ref::inverse_fermat_secp256k1_chain(a); }));
  rows.push_back(chain_row("sqrt_secp256k1_chain", "secp256k1", "(p + 1)/4", (p256k1 + 1) / 4,
                           std::string(ref::sqrt_secp256k1_info.source),
                           {ref::sqrt_secp256k1_info.cost.M, ref::sqrt_secp256k1_info.cost.S, 0},
                           [](const auto& a) { return ref::sqrt_secp256k1_chain(a); }));

  for (const ref::Curve* C : ref::all_curves()) {
    if (C->spec().kind != spec::CurveKind::standard) continue;
    const mpz_class p = C->p();
    for (unsigned w : {1U, ref::kDefaultWindow}) {
      const mpz_class e = p - 2;
      rows.push_back(chain_row("inverse_fermat_chain, w = " + std::to_string(w), p_name(*C), "p − 2", e,
                               w == 1 ? "HAC Alg. 14.79: (ℓ − 1)S + (wt − 1)M" : "HAC Alg. 14.85, over the windows",
                               window_chain_cost(e, w),
                               [&p, w](const auto& a) { return ref::inverse_fermat_chain(a, p, w); }));
    }
    if (mpz_fdiv_ui(p.get_mpz_t(), 4) == 3) {
      const mpz_class e = (p + 1) / 4;
      rows.push_back(chain_row("sqrt_3mod4_chain, w = " + std::to_string(ref::kDefaultWindow), p_name(*C),
                               "(p + 1)/4", e, "HAC Alg. 14.85, over the windows",
                               window_chain_cost(e, ref::kDefaultWindow),
                               [&p](const auto& a) { return ref::sqrt_3mod4_chain(a, p); }));
    }
  }

  for (int n : {1, 2, 8, 64}) {
    ChainRow row{"batch_inverse", "any", "n = " + std::to_string(n), "Montgomery 1987: 3(n − 1)M + 1I",
                 {3 * (n - 1), 0, 1}, {}, true};
    CountScope scope;
    const std::vector<Cnt> xs(static_cast<std::size_t>(n));
    (void)ref::batch_inverse(std::span<const Cnt>(xs), [](const Cnt& x) {
      ++CountScope::current().inv;
      return x;
    });
    row.counted = scope.counts();
    rows.push_back(row);
  }
  return rows;
}

std::vector<StepRow> census_steps() {
  std::vector<std::pair<std::string, mpz_class>> moduli;
  for (const ref::Curve* C : ref::all_curves()) {
    if (C->spec().kind == spec::CurveKind::standard) moduli.emplace_back(p_name(*C) + " p", C->p());
  }
  moduli.emplace_back("secp256k1 n", ref::find_curve("secp256k1")->n());

  constexpr std::size_t kRandom = 24;
  constexpr unsigned kWord = 32;  // bingcd's k: 31-step inner loops
  std::vector<StepRow> rows;
  gmp_randclass rng(gmp_randinit_mt);
  rng.seed(20261130UL);
  for (const auto& [name, m] : moduli) {
    const std::size_t bits = mpz_sizeinbase(m.get_mpz_t(), 2);
    std::vector<mpz_class> sample{1, 2, m - 1, m - 2, (m - 1) / 2};
    mpz_class top;
    mpz_ui_pow_ui(top.get_mpz_t(), 2, bits - 1);
    sample.push_back(top);  // 2^(ℓ−1): the binary GCD's worst case
    for (std::size_t i = 0; i < kRandom; ++i) sample.push_back(rng.get_z_range(m - 1) + 1);

    StepRow one{"safegcd δ = 1", name, bits, ref::safegcd_divstep_bound(bits, ref::DivstepStart::one), 0, 0, 0, 0};
    StepRow half{"safegcd δ = 1/2", name, bits, ref::safegcd_divstep_bound(bits, ref::DivstepStart::half), 0, 0, 0,
                 0};
    StepRow binary{"binary GCD", name, bits, 2 * bits - 1, 0, 0, 0, 0};
    for (const mpz_class& a : sample) {
      for (auto [row, start] : {std::pair{&one, ref::DivstepStart::one}, std::pair{&half, ref::DivstepStart::half}}) {
        std::size_t steps = 0, fixed = 0;
        (void)ref::inverse_safegcd_var(a, m, start, &steps);
        (void)ref::inverse_safegcd(a, m, start, ref::kSafegcdBatch, &fixed);
        row->max_measured = std::max(row->max_measured, steps);
        row->mean_measured += static_cast<double>(steps);
        row->fixed_run = std::max(row->fixed_run, fixed);
        ++row->samples;
      }
      std::size_t iterations = 0, fixed = 0;
      (void)ref::inverse_bingcd_classic_var(a, m, &iterations);
      (void)ref::inverse_bingcd(a, m, kWord, &fixed);
      binary.max_measured = std::max(binary.max_measured, iterations);
      binary.mean_measured += static_cast<double>(iterations);
      binary.fixed_run = std::max(binary.fixed_run, fixed);
      ++binary.samples;
    }
    for (StepRow* r : {&one, &half, &binary}) {
      r->mean_measured /= static_cast<double>(r->samples);
      rows.push_back(*r);
    }
  }
  return rows;
}

std::string inversion_section() {
  std::ostringstream o;
  o << "\n## Inversions and roots\n\n"
       "Addition chains (ref/inverse/): each run on the counting field (S squarings, M\n"
       "multiplications, I inversions) and on the exponent field, which computes the power\n"
       "a chain raises to for every a at once; \"computes\" says it is the exponent claimed.\n"
       "The generic chain's figure is HAC's count over the windows of the exponent, taken\n"
       "from its binary digits apart from the chain's code.\n\n"
       "| chain | p of | exponent | source | cited | counted | computes | agrees |\n"
       "|---|---|---|---|---|---|---|---|\n";
  for (const ChainRow& r : census_chains()) {
    o << "| `" << r.chain << "` | " << r.modulus << " | " << r.exponent << " | " << r.source << " | "
      << cost_text(r.cited.M, r.cited.S, r.cited.I) << " | " << cost_text(r.counted.M, r.counted.S, r.counted.inv)
      << " | " << (r.computes_exponent ? "yes" : "**no**") << " | "
      << (r.matches() ? "yes" : "**no**") << " |\n";
  }
  o << "\nDivision steps (safegcd, Bernstein–Yang 2019) until g = 0 and iterations of the\n"
       "classic binary GCD (Pornin 2020, Algorithm 1) until a = 0, measured on a seeded\n"
       "sample of each modulus (1, 2, m − 1, m − 2, (m − 1)/2, 2^(ℓ−1) and 24 random\n"
       "values), beside the proven bound. \"fixed\" is what the constant-time-shaped form\n"
       "ran on every input: exactly the bound for safegcd (in batches of "
    << ref::kSafegcdBatch
    << "), and\n"
       "31 × ⌈(2ℓ − 1)/31⌉ inner iterations for Pornin's Algorithm 2 with k = 32.\n\n"
       "| modulus | bits | method | bound | fixed | max measured | mean | within |\n"
       "|---|---|---|---|---|---|---|---|\n";
  for (const StepRow& r : census_steps()) {
    char mean[32];
    std::snprintf(mean, sizeof mean, "%.1f", r.mean_measured);
    o << "| " << r.modulus << " | " << r.bits << " | " << r.method << " | " << r.bound << " | " << r.fixed_run << " | "
      << r.max_measured << " | " << mean << " | " << (r.within() ? "yes" : "**no**") << " |\n";
  }
  return o.str();
}

}  // namespace tandem::proofs

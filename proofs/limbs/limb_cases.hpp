// The limb proofs as cases: a name, the claim in words, the contract's
// magnitude, and a run at a given magnitude. field_cases.cpp and
// scalar_cases.cpp list them; limb_proofs.cpp runs and searches them.
#pragma once

#include <array>
#include <functional>
#include <optional>
#include <string>
#include <utility>
#include <vector>

#include "tandem/proofs/limbs/limb_check.hpp"

namespace tandem::proofs::limbs {

struct LimbCase {
  std::string name;
  std::string subject;
  std::string claim;
  int contract_magnitude = 0;  ///< 0: the run ignores the magnitude
  bool expected_to_hold = true;
  std::string mutation;
  std::function<Verdict(int magnitude)> run;
};

/// The verdicts of every feasible path as one: it holds when every path
/// holds; the failure is the first failing path's, named by its decisions.
Verdict merge_paths(std::vector<Verdict> paths, unsigned pruned);

/// Records a trace named `name`, has `body` build the claim on it, and checks
/// the claim against the trace (the step every case's run takes) — once per
/// path through the function's L::branch_var decisions, depth first (each
/// decision 0 then 1), a path abandoned as soon as a decision makes it
/// infeasible. Code without branch_var has one path.
template <class Body>
Verdict run_case(const std::string& name, Body body) {
  std::vector<Verdict> done;
  unsigned pruned = 0;
  std::vector<bool> path;
  for (;;) {
    std::vector<bool> taken;
    {
      Trace t(name);
      t.set_path(path);
      try {
        Claim c = body(t);
        done.push_back(check_claim(t, c));
        std::string decisions;
        for (bool d : t.path_taken()) decisions += d ? '1' : '0';
        if (!decisions.empty() && !done.back().holds) done.back().failure.insert(0, "path " + decisions + ": ");
      } catch (const InfeasiblePath&) {
        ++pruned;
      }
      taken = t.path_taken();
    }
    while (!taken.empty() && taken.back()) taken.pop_back();
    if (taken.empty()) break;
    taken.back() = true;
    path = std::move(taken);
  }
  return merge_paths(std::move(done), pruned);
}

/// K fresh input words name0 … name(K−1), each anywhere in [0, 2^64 − 1]
/// (the 4 × 64 cases' inputs).
template <std::size_t K>
std::array<SymLimbs::u64, K> input_words(Trace& t, const std::string& name) {
  const mpz_class word_max = (mpz_class(1) << 64) - 1;
  return [&]<std::size_t... I>(std::index_sequence<I...>) {
    return std::array<SymLimbs::u64, K>{SymLimbs::u64(t.input(name + std::to_string(I), 0, word_max))...};
  }(std::make_index_sequence<K>{});
}

/// Σ a_i·2^(64·i), the value of K words.
template <std::size_t K>
SymValue input_value(Trace& t, const std::array<SymLimbs::u64, K>& a) {
  std::vector<SymValue> v;
  for (const SymLimbs::u64& w : a) v.push_back(w.value());
  return combine(t, v, 64);
}

/// The claim of a 4 × 64 function: four output words, each within 64 bits,
/// scale·Σ out_i·2^(64·i) ≡ expected mod `modulus`, and the value below
/// `below` where given.
inline Claim words_claim(std::vector<SymValue> out, LimbPoly expected, const mpz_class& modulus, long scale = 1,
                         std::optional<mpz_class> below = std::nullopt) {
  Claim c;
  c.out = std::move(out);
  c.limb_bits = 64;
  c.scale = scale;
  c.expected = std::move(expected);
  c.modulus = modulus;
  c.out_bounds = std::vector<mpz_class>(4, (mpz_class(1) << 64) - 1);
  c.value_below = std::move(below);
  return c;
}

/// A case whose run ignores the magnitude (the 4 × 64 ones): the proof
/// (run(false)) and its broken twin (run(true)).
inline LimbCase proof_case(std::string subject, std::string name, std::string claim, Verdict (*run)(bool)) {
  return {std::move(name), std::move(subject), std::move(claim), 0, true, "", [run](int) { return run(false); }};
}
inline LimbCase twin_case(std::string subject, std::string name, std::string mutation, Verdict (*run)(bool)) {
  return {std::move(name), std::move(subject), "", 0, false, std::move(mutation), [run](int) { return run(true); }};
}

/// The bit "v satisfies f", defined in Z3 by `cond` and sampled by `f`.
template <class F>
SymValue property(Trace& t, const std::string& name, const SymValue& v, const z3::expr& cond, F f) {
  std::vector<mpz_class> s;
  for (const mpz_class& x : v.samples) s.push_back(f(x) ? 1 : 0);
  return t.bit_of(name, cond, std::move(s));
}

/// A claim made of one fact alone.
inline Claim fact(std::string what, const SymValue& got, const SymValue& expected) {
  Claim c;
  c.facts.push_back({std::move(what), got, expected});
  return c;
}

/// The claim that `out` (limbs of `bits` bits, least significant first)
/// holds exactly the value `want`, each within its bound.
inline Claim same_value(Trace& t, const std::vector<SymValue>& out, unsigned bits, const std::vector<mpz_class>& bounds,
                 const LimbPoly& want) {
  for (std::size_t i = 0; i < out.size(); ++i) {
    t.at("output");
    t.require_at_most(out[i], bounds[i], "output limb " + std::to_string(i), false);
  }
  const SymValue got = combine(t, out, bits);
  SymValue expected = got;
  expected.poly = want;
  return fact("the same value, exactly", got, expected);
}

/// A bit-valued function `f` of one input made by `make`, claimed to return
/// the property `cond` (in Z3, of the input's value) / `holds` (on a
/// sample) — the cases of is_zero, is_odd, below_p, is_high and the like.
template <class Make, class Value, class F, class Cond, class Holds>
Verdict predicate_case(const std::string& name, const std::string& what, Make make, Value value, F f, Cond cond,
                       Holds holds) {
  return run_case(name, [&](Trace& t) {
    const auto a = make(t);
    const SymValue r = f(a).value();
    const SymValue v = value(t, a);
    return fact(what, r, property(t, "property", v, cond(t, v.z), holds));
  });
}

/// A returned sign (−1, 0 or 1) as a value.
inline SymValue sign_of(Trace& t, int r) {
  SymValue v = t.constant(0);
  v.poly = LimbPoly(mpz_class(r));
  return v;
}

/// [a > b] − [a < b] on two values: fresh bits defined in Z3, sampled.
inline SymValue sign_of_difference(Trace& t, const SymValue& a, const SymValue& b) {
  std::vector<mpz_class> lt_s, gt_s;
  for (std::size_t s = 0; s < a.samples.size(); ++s) {
    lt_s.push_back(a.samples[s] < b.samples[s] ? 1 : 0);
    gt_s.push_back(a.samples[s] > b.samples[s] ? 1 : 0);
  }
  const SymValue lt = t.bit_of("a_lt_b", a.z < b.z, lt_s);
  SymValue sign = t.bit_of("a_gt_b", a.z > b.z, gt_s);
  sign.poly = sign.poly - lt.poly;
  return sign;
}

/// secp256k1's p, from fast/'s constants.
const mpz_class& secp256k1_p();

/// fe52::add on inputs of magnitudes m1 and m2 (the twin: output claimed
/// of magnitude max(m1, m2) + 1), and fe52::mul_int on an input of
/// magnitude m times a variable in [0, k] (the twin: the top limb unscaled).
Verdict add_pair_at(int m1, int m2, bool twin);
Verdict mul_int_pair_at(int m, int k, bool twin);

std::vector<LimbCase> field_cases();
std::vector<LimbCase> field_op_cases();
std::vector<LimbCase> field64_cases();
std::vector<LimbCase> field64_op_cases();
std::vector<LimbCase> scalar_cases();
std::vector<LimbCase> scalar_op_cases();
std::vector<LimbCase> asm_cases();
std::vector<LimbCase> fp_cases();

}  // namespace tandem::proofs::limbs

// The field's limb proofs at every magnitude within the contract
// (field_contract.hpp): prove_limbs runs each at the contract's largest
// magnitude only, and the bounds of a smaller one are not implied by it
// (negate's output bound, 2(m+1)p, depends on m itself).
#include <chrono>
#include <functional>
#include <utility>
#include <vector>

#include "limb_cases.hpp"
#include "tandem/fast/field_contract.hpp"
#include "tandem/proofs/limbs.hpp"

namespace tandem::proofs {

namespace {

using limbs::LimbCase;
using limbs::Verdict;
namespace contract = fast::fe_contract;

using Run = std::function<Verdict(int, int)>;

/// Every (a, b) with a, b in [1, kMaxMagnitude] and `within(a, b)`.
template <class Within>
std::vector<std::pair<int, int>> magnitudes(Within within) {
  std::vector<std::pair<int, int>> r;
  for (int a = 1; a <= contract::kMaxMagnitude; ++a) {
    for (int b = 1; b <= contract::kMaxMagnitude; ++b) {
      if (within(a, b)) r.emplace_back(a, b);
    }
  }
  return r;
}

/// Runs `run` on each pair; `label` names a failing one. A twin stops at
/// its first failure (one refutation within the contract is its claim).
MagnitudeSweep sweep(std::string name, std::string inputs, std::string mutation, const Run& run,
                     const std::vector<std::pair<int, int>>& at, std::string (*label)(int, int)) {
  MagnitudeSweep s{std::move(name), std::move(inputs), mutation.empty(), std::move(mutation)};
  const auto t0 = std::chrono::steady_clock::now();
  for (const auto& [a, b] : at) {
    const Verdict v = run(a, b);
    ++s.runs;
    if (v.holds) ++s.held;
    else if (s.first_failure.empty()) s.first_failure = label(a, b) + ": " + v.failure;
    if (!v.holds && !s.expected_to_hold) break;
  }
  s.millis = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  return s;
}

std::string pair_label(int a, int b) { return "(" + std::to_string(a) + ", " + std::to_string(b) + ")"; }
std::string single_label(int m, int) { return "m=" + std::to_string(m); }

/// A proof of one input at every m from 1 to its contract's.
MagnitudeSweep every_magnitude(const LimbCase& c) {
  return sweep(c.name, "every m <= " + std::to_string(c.contract_magnitude), c.mutation,
               [&](int m, int) { return c.run(m); },
               magnitudes([&](int m, int b) { return b == 1 && m <= c.contract_magnitude; }), single_label);
}

}  // namespace

std::vector<MagnitudeSweep> sweep_magnitudes(const std::string& only) {
  const int max = contract::kMaxMagnitude;
  const std::string add_pairs = "every (m1, m2) with m1+m2 <= " + std::to_string(max);
  const std::string mul_int_pairs = "every (m, k) with m*k <= " + std::to_string(max) + ", k a variable in [0, k]";
  const auto sums = magnitudes([max](int a, int b) { return a + b <= max; });
  const auto products = magnitudes([max](int a, int b) { return a * b <= max; });
  std::vector<MagnitudeSweep> all;
  auto wanted = [&](const std::string& name) { return name.find(only) != std::string::npos; };
  auto pairwise = [&](const std::string& name, const std::string& inputs, const std::string& mutation, const Run& run,
                      const std::vector<std::pair<int, int>>& at) {
    if (wanted(name)) all.push_back(sweep(name, inputs, mutation, run, at, pair_label));
  };
  pairwise("fe52::add", add_pairs, "", [](int a, int b) { return limbs::add_pair_at(a, b, false); }, sums);
  pairwise("fe52::add [twin]", add_pairs, "claims output magnitude max(m1, m2)+1",
           [](int a, int b) { return limbs::add_pair_at(a, b, true); }, sums);
  pairwise("fe52::mul_int", mul_int_pairs, "", [](int a, int b) { return limbs::mul_int_pair_at(a, b, false); },
           products);
  pairwise("fe52::mul_int [twin]", mul_int_pairs, "leaves the top limb unscaled",
           [](int a, int b) { return limbs::mul_int_pair_at(a, b, true); }, products);
  // The operations of one input whose contract names a magnitude (their
  // twins are refuted at the contract's magnitude by prove_limbs).
  std::vector<LimbCase> cases = limbs::field_cases();
  for (LimbCase& c : limbs::field_op_cases()) cases.push_back(std::move(c));
  for (const LimbCase& c : cases) {
    const bool by_pairs = c.name.starts_with("fe52::add") || c.name.starts_with("fe52::mul_int");
    if (!c.expected_to_hold || c.contract_magnitude == 0 || by_pairs || !wanted(c.name)) continue;
    all.push_back(every_magnitude(c));
  }
  return all;
}

}  // namespace tandem::proofs

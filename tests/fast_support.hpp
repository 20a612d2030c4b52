// Helpers the fast/ tests share: fast_values.hpp (secp256k1's reference
// fields, conversions, elements at a chosen magnitude), the edge elements of
// DESIGN.md ("limbs at their maximum magnitude"), and RapidCheck generators
// biased towards the edges.
#pragma once

#include <gmpxx.h>
#include <rapidcheck.h>

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "tandem/audit/fast_values.hpp"

namespace tandem::test {

using namespace tandem::audit::fastv;  // NOLINT: the tests name these test::

struct EdgeFe {
  std::string label;
  fast::Fe fe;
};

/// The edge values 0, 1, 2, p−1, p, p+1, (p−1)/2, 2^256−1 and limb-boundary
/// powers of two, each at magnitude m; every limb at m's maximum; and limbs
/// alternating between the maximum and zero.
inline std::vector<EdgeFe> edge_elements(int m) {
  std::vector<EdgeFe> e;
  const std::vector<std::pair<std::string, mpz_class>> values{
      {"0", 0},           {"1", 1},           {"2", 2},       {"p-1", p() - 1}, {"p", p()},
      {"p+1", p() + 1},   {"(p-1)/2", (p() - 1) / 2}, {"2^256-1", pow2(256) - 1}, {"2^52", pow2(52)},
      {"2^52-1", pow2(52) - 1}, {"2^104", pow2(104)}, {"2^208", pow2(208)}, {"2^255", pow2(255)},
      {"p-2^32", p() - pow2(32)}};
  for (const auto& [label, v] : values) e.push_back({label + " @m" + std::to_string(m), at_magnitude(v, m)});
  e.push_back({"all limbs at max @m" + std::to_string(m), limbs_at_max(m)});
  fast::Fe::Limbs alt{};
  for (int i = 0; i < 5; ++i) alt[static_cast<std::size_t>(i)] = i % 2 == 0 ? fast::fe_contract::limb_bound(m, i) : 0;
  e.push_back({"limbs max,0,max,0,max @m" + std::to_string(m), fast::Fe::from_limbs(alt, m, false)});
  return e;
}

/// A random element of magnitude m: each limb 0, the bound, near the bound,
/// 2^52 − 1, or uniform in [0, bound].
inline fast::Fe gen_fe(int m) {
  fast::Fe::Limbs n{};
  for (int i = 0; i < 5; ++i) {
    const std::uint64_t bound = fast::fe_contract::limb_bound(m, i);
    const int pick = *rc::gen::inRange(0, 8);
    std::uint64_t v = 0;
    if (pick == 0) v = 0;
    else if (pick == 1) v = bound;
    else if (pick == 2) v = bound - *rc::gen::inRange<std::uint64_t>(0, 1000);
    else if (pick == 3) v = std::min<std::uint64_t>(bound, (i < 4 ? fast::fe52::kM52 : fast::fe52::kM48));
    else v = *rc::gen::inRange<std::uint64_t>(0, bound + 1);
    n[static_cast<std::size_t>(i)] = v;
  }
  return fast::Fe::from_limbs(n, m, false);
}

/// A random normalized element, often an edge.
inline fast::Fe gen_normalized() {
  const int pick = *rc::gen::inRange(0, 8);
  mpz_class v;
  if (pick == 0) v = 0;
  else if (pick == 1) v = 1;
  else if (pick == 2) v = p() - 1;
  else {
    const auto bytes = *rc::gen::container<std::vector<std::uint8_t>>(40, rc::gen::arbitrary<std::uint8_t>());
    mpz_import(v.get_mpz_t(), bytes.size(), 1, 1, 1, 0, bytes.data());
    v %= p();
  }
  return fast::Fe::from_limbs(limbs_of(v), v == 0 ? 0 : 1, true);
}

}  // namespace tandem::test

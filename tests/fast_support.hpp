// Helpers the fast/ tests share: secp256k1's reference fields, conversions
// between fast elements and integers, elements at a chosen magnitude, the
// edge elements of DESIGN.md ("limbs at their maximum magnitude"), and
// RapidCheck generators biased towards the edges.
#pragma once

#include <gmpxx.h>
#include <rapidcheck.h>

#include <array>
#include <cstdint>
#include <string>
#include <vector>

#include "tandem/fast/field.hpp"
#include "tandem/ref/curve.hpp"
#include "tandem/ref/field.hpp"

namespace tandem::test {

inline const ref::Curve& secp256k1() { return *ref::find_curve("secp256k1"); }
inline const ref::PrimeField& fp() { return secp256k1().fp(); }
inline const ref::PrimeField& fn() { return secp256k1().fn(); }
inline const mpz_class& p() { return fp().modulus(); }
inline const mpz_class& n() { return fn().modulus(); }

inline mpz_class u64z(std::uint64_t v) { return mpz_class(static_cast<unsigned long>(v)); }
inline mpz_class pow2(unsigned k) { return mpz_class(1) << k; }

/// Σ n_i·2^(52·i): the integer the limbs hold (not reduced).
inline mpz_class limbs_value(const fast::Fe::Limbs& n) {
  mpz_class v = 0;
  for (std::size_t i = 5; i-- > 0;) v = (v << 52) + u64z(n[i]);
  return v;
}
inline mpz_class value(const fast::Fe& a) { return limbs_value(a.limbs()); }
/// The element a stands for, in the reference field.
inline ref::Fe to_ref(const fast::Fe& a) { return fp().from_mpz(value(a)); }

/// The 5×52 limbs of 0 ≤ v < 2^256 (each below 2^52, the top below 2^48).
inline fast::Fe::Limbs limbs_of(const mpz_class& v) {
  fast::Fe::Limbs n{};
  mpz_class r = v;
  for (std::size_t i = 0; i < 5; ++i) {
    const mpz_class l = r & mpz_class(fast::fe52::kM52);
    n[i] = l.get_ui();
    r >>= 52;
  }
  return n;
}

/// v (0 ≤ v < 2^256) at magnitude m ≥ 1: its limbs plus (m − 1)·2p limb by
/// limb (p's limbs doubled are magnitude 1's bounds), so the value is
/// v + 2(m − 1)·p ≡ v and the limbs sit near the top of magnitude m.
inline fast::Fe at_magnitude(const mpz_class& v, int m) {
  fast::Fe::Limbs n = limbs_of(v);
  const fast::Fe::Limbs pl = limbs_of(p());
  for (std::size_t i = 0; i < 5; ++i) n[i] += 2 * static_cast<std::uint64_t>(m - 1) * pl[i];
  const bool canonical = m == 1 && v < p();
  return fast::Fe::from_limbs(n, m, canonical);
}

/// Every limb at magnitude m's bound (the largest element of magnitude m).
inline fast::Fe limbs_at_max(int m) {
  fast::Fe::Limbs n{};
  for (int i = 0; i < 5; ++i) n[static_cast<std::size_t>(i)] = fast::fe_contract::limb_bound(m, i);
  return fast::Fe::from_limbs(n, m, false);
}

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

/// Whether a's limbs are within magnitude m's bounds.
inline bool within_magnitude(const fast::Fe& a, int m) {
  for (int i = 0; i < 5; ++i) {
    if (a.limbs()[static_cast<std::size_t>(i)] > fast::fe_contract::limb_bound(m, i)) return false;
  }
  return true;
}

/// Whether a is in canonical form (limbs carried, value below p).
inline bool canonical(const fast::Fe& a) {
  for (std::size_t i = 0; i < 4; ++i) {
    if (a.limbs()[i] > fast::fe52::kM52) return false;
  }
  return a.limbs()[4] <= fast::fe52::kM48 && value(a) < p();
}

inline std::array<std::uint8_t, 32> be32(const mpz_class& v) {
  std::array<std::uint8_t, 32> b{};
  const std::vector<std::uint8_t> bytes = ref::to_be_bytes(v, 32);
  std::copy(bytes.begin(), bytes.end(), b.begin());
  return b;
}

}  // namespace tandem::test

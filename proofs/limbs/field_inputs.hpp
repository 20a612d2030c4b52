// The field cases' inputs and claims (field_cases.cpp, field_op_cases.cpp):
// elements of a given magnitude as fresh limbs, their value, and the claim
// of a function returning limbs.
#pragma once

#include <string>
#include <vector>

#include "limb_cases.hpp"
#include "tandem/fast/field_5x52_limbs.hpp"
#include "tandem/fast/field_contract.hpp"

namespace tandem::proofs::limbs::fe_inputs {

namespace fe52 = fast::fe52;
namespace contract = fast::fe_contract;
using W = SymLimbs::u64;
using FeLimbs = fe52::Limbs<SymLimbs>;

inline mpz_class u(std::uint64_t v) { return mpz_class(static_cast<unsigned long>(v)); }

/// An input element of magnitude m: five fresh limbs within the bounds.
inline FeLimbs element(Trace& t, const std::string& name, int m) {
  auto limb = [&](int i) { return W(t.input(name + std::to_string(i), 0, u(contract::limb_bound(m, i)))); };
  return {limb(0), limb(1), limb(2), limb(3), limb(4)};
}

inline LimbPoly value(const FeLimbs& a) {
  LimbPoly v;
  for (std::size_t i = 0; i < 5; ++i) v = v + LimbPoly(mpz_class(1) << static_cast<unsigned>(52 * i)) * a[i].value().poly;
  return v;
}

inline std::vector<SymValue> values(const FeLimbs& r) {
  std::vector<SymValue> out;
  for (const W& w : r) out.push_back(w.value());
  return out;
}

inline std::vector<mpz_class> bounds_of_magnitude(int m) {
  std::vector<mpz_class> b;
  for (int i = 0; i < 5; ++i) b.push_back(u(contract::limb_bound(m, i)));
  return b;
}

/// Carried limbs: n_0..n_3 below 2^52; the top below 2^48 when normalized,
/// else within magnitude 1 (it takes the last carry).
inline std::vector<mpz_class> carried_bounds(bool normalized) {
  const mpz_class m52 = u(fe52::kM52);
  return {m52, m52, m52, m52, normalized ? u(fe52::kM48) : u(contract::limb_bound(1, 4))};
}

inline Claim claim(const FeLimbs& r, const LimbPoly& expected, std::vector<mpz_class> bounds, long scale = 1) {
  Claim c;
  c.out = values(r);
  c.limb_bits = 52;
  c.scale = scale;
  c.expected = expected;
  c.modulus = secp256k1_p();
  c.out_bounds = std::move(bounds);
  return c;
}

}  // namespace tandem::proofs::limbs::fe_inputs

// Helpers the tests share: curve lists and RapidCheck generators.
#pragma once

#include <gmpxx.h>
#include <rapidcheck.h>

#include <cctype>
#include <string>
#include <vector>

#include "tandem/ref/curve.hpp"
#include "tandem/ref/group.hpp"

namespace tandem::test {

/// Every curve's name, for value-parameterised tests.
inline std::vector<std::string> all_curve_names() {
  std::vector<std::string> names;
  for (const ref::Curve* c : ref::all_curves()) names.emplace_back(c->name());
  return names;
}

/// The curves the random-input property tests run on. The full tier: all.
/// The quick tier: one per family and size class (a = 0: secp256k1,
/// secp224k1 with p ≡ 5 mod 8; a = −3: P-256, P-521; any a:
/// brainpoolP256r1) and the small curves k1-13, tiny-m3-251, tiny-gen-263.
/// The audit's differential test still runs every curve.
inline std::vector<std::string> property_curve_names() {
  if (TANDEM_FULL_TESTS) return all_curve_names();
  return {"secp256k1", "secp224k1", "P-256", "P-521", "brainpoolP256r1", "k1-13", "tiny-m3-251", "tiny-gen-263"};
}

/// A test name fragment from a curve name ("P-256" → "P_256").
inline std::string param_name(const std::string& s) {
  std::string out;
  for (char c : s) out += (std::isalnum(static_cast<unsigned char>(c)) != 0) ? c : '_';
  return out;
}

/// The name generator for tests parameterised by a curve name.
struct ParamName {
  template <class Info>
  std::string operator()(const Info& i) const {
    return param_name(i.param);
  }
};

/// An integer from RapidCheck's bytes, uniform enough and shrinkable
/// towards 0: `bytes` octets, big-endian.
inline mpz_class gen_integer(std::size_t bytes) {
  const auto v = *rc::gen::container<std::vector<std::uint8_t>>(bytes, rc::gen::arbitrary<std::uint8_t>());
  mpz_class r;
  mpz_import(r.get_mpz_t(), v.size(), 1, 1, 1, 0, v.data());
  return r;
}

/// A scalar in [0, n), with the edges 0, 1 and n − 1 often.
inline mpz_class gen_scalar(const ref::Curve& C) {
  const int pick = *rc::gen::inRange(0, 16);
  if (pick == 0) return 0;
  if (pick == 1) return 1;
  if (pick == 2) return C.n() - 1;
  return gen_integer(C.fn().bytes() + 8) % C.n();
}

/// A point k·G (O when k = 0).
inline ref::Point gen_point(const ref::Curve& C) { return ref::mul_gen(C, gen_scalar(C)); }

}  // namespace tandem::test

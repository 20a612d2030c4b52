// The curves fast/ runs beside secp256k1, by name: one PrimeCurve per
// standard curve of spec/ other than secp256k1 (whose fast/ is its own,
// group/curve.hpp), and a visitor that turns a curve's name, known only at
// run time (the command line, the tests' loops), into the template argument
// the strategies and protocols take.
#pragma once

#include <string_view>
#include <type_traits>

#include "tandem/fast/group/prime_curve.hpp"

namespace tandem::fast {

using Secp192k1 = PrimeCurve<Secp192k1Tag>;
using Secp224k1 = PrimeCurve<Secp224k1Tag>;
using P192 = PrimeCurve<P192Tag>;
using P224 = PrimeCurve<P224Tag>;
using P256 = PrimeCurve<P256Tag>;
using P384 = PrimeCurve<P384Tag>;
using P521 = PrimeCurve<P521Tag>;
using BrainpoolP160r1 = PrimeCurve<BrainpoolP160r1Tag>;
using BrainpoolP192r1 = PrimeCurve<BrainpoolP192r1Tag>;
using BrainpoolP224r1 = PrimeCurve<BrainpoolP224r1Tag>;
using BrainpoolP256r1 = PrimeCurve<BrainpoolP256r1Tag>;
using BrainpoolP320r1 = PrimeCurve<BrainpoolP320r1Tag>;
using BrainpoolP384r1 = PrimeCurve<BrainpoolP384r1Tag>;
using BrainpoolP512r1 = PrimeCurve<BrainpoolP512r1Tag>;

/// Calls f(std::type_identity<C>{}) for every curve above, in spec/'s order.
template <class Fn>
void visit_all_prime_curves(Fn&& f) {
  f(std::type_identity<Secp192k1>{});
  f(std::type_identity<Secp224k1>{});
  f(std::type_identity<P192>{});
  f(std::type_identity<P224>{});
  f(std::type_identity<P256>{});
  f(std::type_identity<P384>{});
  f(std::type_identity<P521>{});
  f(std::type_identity<BrainpoolP160r1>{});
  f(std::type_identity<BrainpoolP192r1>{});
  f(std::type_identity<BrainpoolP224r1>{});
  f(std::type_identity<BrainpoolP256r1>{});
  f(std::type_identity<BrainpoolP320r1>{});
  f(std::type_identity<BrainpoolP384r1>{});
  f(std::type_identity<BrainpoolP512r1>{});
}

/// Calls f(std::type_identity<C>{}) for the curve named `name` and returns
/// true, or returns false when fast/ has no PrimeCurve of that name
/// (secp256k1 included: its fast/ is group/curve.hpp's).
template <class Fn>
bool visit_prime_curve(std::string_view name, Fn&& f) {
  bool found = false;
  visit_all_prime_curves([&]<class C>(std::type_identity<C> c) {
    if (!found && name == C::kName) {
      found = true;
      f(c);
    }
  });
  return found;
}

}  // namespace tandem::fast

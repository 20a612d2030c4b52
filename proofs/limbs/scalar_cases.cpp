// The scalar's limb proofs (fast/include/tandem/fast/scalar_4x64_limbs.hpp)
// and their broken twins (scalar_twins.hpp). Inputs are 64-bit words; where
// the contract asks for a reduced scalar the trace assumes value < n. Every
// claim: out ≡ expected (mod n), out < n. Magnitudes do not apply.
#include <array>
#include <string>

#include "limb_cases.hpp"
#include "scalar_twins.hpp"
#include "tandem/fast/scalar_4x64_limbs.hpp"

namespace tandem::proofs::limbs {

namespace {

namespace sc64 = fast::sc64;
using W = SymLimbs::u64;
using Words = sc64::Words<SymLimbs>;

mpz_class words_value(const fast::Words256& w) {
  mpz_class v;
  for (std::size_t i = 4; i-- > 0;) v = (v << 64) + mpz_class(static_cast<unsigned long>(w[i]));
  return v;
}

const mpz_class& order() {
  static const mpz_class n = words_value(fast::secp256k1::kN);
  return n;
}

template <std::size_t K>
std::array<W, K> words(Trace& t, const std::string& name) {
  return input_words<K>(t, name);
}

template <std::size_t K>
SymValue value(Trace& t, const std::array<W, K>& a) {
  return input_value<K>(t, a);
}

/// A scalar input: four words, assumed below n.
Words reduced(Trace& t, const std::string& name) {
  const Words a = words<4>(t, name);
  t.assume_at_most(value(t, a), order() - 1);
  return a;
}

Claim claim(const Words& r, const LimbPoly& expected, long scale = 1) {
  std::vector<SymValue> out;
  for (const W& w : r) out.push_back(w.value());
  return words_claim(std::move(out), expected, order(), scale, order());
}

Verdict mul(bool twin) {
  return run_case("sc64::mul", [&](Trace& t) {
    const Words a = words<4>(t, "a"), b = words<4>(t, "b");
    const std::array<W, 8> l = sc64::mul_512<SymLimbs>(a, b);
    const Words r = twin ? twins::reduce_512_wrong_constant<SymLimbs>(l) : sc64::reduce_512<SymLimbs>(l);
    return claim(r, value(t, a).poly * value(t, b).poly);
  });
}

Verdict reduce_512(bool twin) {
  return run_case("sc64::reduce_512", [&](Trace& t) {
    const std::array<W, 8> l = words<8>(t, "l");
    const Words r = twin ? twins::reduce_512_ignores_top_word<SymLimbs>(l) : sc64::reduce_512<SymLimbs>(l);
    return claim(r, value(t, l).poly);
  });
}

/// Any value below 2^260: four words and a top word below 16.
Verdict reduce_260(bool twin) {
  return run_case("sc64::reduce_260", [&](Trace& t) {
    const std::array<W, 4> lo = words<4>(t, "p");
    const W h(t.input("p4", 0, 15));
    const std::array<W, 5> p{lo[0], lo[1], lo[2], lo[3], h};
    const Words r = twin ? twins::reduce_260_dropped_carry<SymLimbs>(p) : sc64::reduce_260<SymLimbs>(p);
    return claim(r, value(t, p).poly);
  });
}

Verdict add(bool twin) {
  return run_case("sc64::add", [&](Trace& t) {
    const Words a = reduced(t, "a"), b = reduced(t, "b");
    const Words r = twin ? twins::add_dropped_carry<SymLimbs>(a, b) : sc64::add<SymLimbs>(a, b);
    return claim(r, value(t, a).poly + value(t, b).poly);
  });
}

Verdict negate(bool twin) {
  return run_case("sc64::negate", [&](Trace& t) {
    const Words a = reduced(t, "a");
    const Words r = twin ? twins::negate_unreduced<SymLimbs>(a) : sc64::negate<SymLimbs>(a);
    return claim(r, LimbPoly(0) - value(t, a).poly);
  });
}

Verdict half(bool twin) {
  return run_case("sc64::half", [&](Trace& t) {
    const Words a = reduced(t, "a");
    const Words r = twin ? twins::half_misplaced_top<SymLimbs>(a) : sc64::half<SymLimbs>(a);
    return claim(r, value(t, a).poly, 2);
  });
}

const char* const kSubject = "scalar 4x64";

}  // namespace

std::vector<LimbCase> scalar_cases() {
  return {
      proof_case(kSubject, "sc64::mul", "a*b mod n, out < n; any 256-bit a, b", mul),
      twin_case(kSubject, "sc64::mul [twin]", "the first fold multiplies by N_C[0] + 1", mul),
      proof_case(kSubject, "sc64::reduce_512", "l mod n, out < n; any 512-bit l", reduce_512),
      twin_case(kSubject, "sc64::reduce_512 [twin]", "the second fold ignores the top word", reduce_512),
      proof_case(kSubject, "sc64::reduce_260", "p mod n, out < n; any p < 2^260 (the last fold and subtraction)", reduce_260),
      twin_case(kSubject, "sc64::reduce_260 [twin]", "drops the carry out of the last fold", reduce_260),
      proof_case(kSubject, "sc64::add", "a+b mod n, out < n; a, b < n", add),
      twin_case(kSubject, "sc64::add [twin]", "drops the carry out of a + b", add),
      proof_case(kSubject, "sc64::negate", "-a mod n, out < n; a < n", negate),
      twin_case(kSubject, "sc64::negate [twin]", "skips the final reduction (-0 = n)", negate),
      proof_case(kSubject, "sc64::half", "2*out = a mod n, out < n; a < n", half),
      twin_case(kSubject, "sc64::half [twin]", "puts the 257th bit at bit 62", half),
  };
}

}  // namespace tandem::proofs::limbs

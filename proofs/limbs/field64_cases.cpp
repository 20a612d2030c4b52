// The limb proofs of the field on four saturated words
// (fast/include/tandem/fast/field_4x64_limbs.hpp) and their broken twins.
// Inputs are four 64-bit words each, any value below 2^256 (there are no
// magnitudes: every operation takes and returns such values). The claim:
// scale·out ≡ expected (mod p), each output word within 64 bits — every
// carry the text drops is shown to be 0 — and for normalize the value below
// p. Each twin is the production text with one piece taken out or changed,
// built from the production pieces so that it differs exactly there.
#include <array>
#include <string>

#include "limb_cases.hpp"
#include "tandem/fast/field_4x64_limbs.hpp"

namespace tandem::proofs::limbs {

namespace {

namespace fe64 = fast::fe64;
using W = SymLimbs::u64;
using U128 = SymLimbs::u128;
using Words = fe64::Words<SymLimbs>;
using Wide = fe64::Wide<SymLimbs>;

template <std::size_t K>
std::array<W, K> words(Trace& t, const std::string& name) {
  return input_words<K>(t, name);
}

template <std::size_t K>
LimbPoly value(Trace& t, const std::array<W, K>& a) {
  return input_value<K>(t, a).poly;
}

Claim claim(const Words& r, const LimbPoly& expected, long scale = 1, bool below_p = false) {
  std::vector<SymValue> out;
  for (const W& w : r) out.push_back(w.value());
  return words_claim(std::move(out), expected, secp256k1_p(), scale,
                     below_p ? std::optional<mpz_class>(secp256k1_p()) : std::nullopt);
}

/// fold_top's wrap step without the carry into word 1 (the twin's slip).
Words wrap_into_word0_only(const Wide& t) {
  const U128 acc = U128(t.w[0]) + SymLimbs::select(t.top, fe64::kC, 0);
  return {static_cast<W>(acc & fe64::kM64), t.w[1], t.w[2], t.w[3]};  // SLIP: acc >> 64 dropped
}

Verdict fold_top(bool twin) {
  return run_case("fe64::fold_top", [&](Trace& t) {
    const Words r = words<4>(t, "r");
    const W top(t.input("top", 0, mpz_class(static_cast<unsigned long>(fe64::kMaxTop))));
    const Words out = twin ? wrap_into_word0_only(fe64::plus_top_c<SymLimbs>(r, top)) : fe64::fold_top<SymLimbs>(r, top);
    return claim(out, value(t, r) + LimbPoly(mpz_class(1) << 256) * top.value().poly);
  });
}

Verdict mul(bool twin) {
  return run_case("fe64::mul", [&](Trace& t) {
    const Words a = words<4>(t, "a"), b = words<4>(t, "b");
    const std::array<W, 8> l = fast::sc64::mul_512<SymLimbs>(a, b);
    const Words r = [&]() -> Words {
      if (!twin) return fe64::mul<SymLimbs>(a, b);
      const Wide m = fe64::fold_high<SymLimbs>(l);
      return fe64::fold_top<SymLimbs>(m.w, W(0));  // SLIP: the first fold's top word dropped
    }();
    return claim(r, value(t, a) * value(t, b));
  });
}

Verdict sqr(bool twin) {
  return run_case("fe64::sqr", [&](Trace& t) {
    const Words a = words<4>(t, "a");
    const Words r = [&]() -> Words {
      if (!twin) return fe64::sqr<SymLimbs>(a);
      const Wide m = fe64::fold_high<SymLimbs>(fast::sc64::mul_512<SymLimbs>(a, a));
      return fe64::plus_top_c<SymLimbs>(m.w, m.top).w;  // SLIP: no wrap step
    }();
    return claim(r, value(t, a) * value(t, a));
  });
}

Verdict reduce_512(bool twin) {
  return run_case("fe64::reduce_512", [&](Trace& t) {
    const std::array<W, 8> l = words<8>(t, "l");
    const Words r = [&]() -> Words {
      if (!twin) return fe64::reduce_512<SymLimbs>(l);
      const Wide m = fe64::fold_high<SymLimbs>(l);
      return wrap_into_word0_only(fe64::plus_top_c<SymLimbs>(m.w, m.top));
    }();
    return claim(r, value(t, l));
  });
}

Verdict add(bool twin) {
  return run_case("fe64::add", [&](Trace& t) {
    const Words a = words<4>(t, "a"), b = words<4>(t, "b");
    // SLIP (twin): the carry of a + b dropped
    const Words r = twin ? fe64::fold_top<SymLimbs>(fe64::sum<SymLimbs>(a, b).w, W(0)) : fe64::add<SymLimbs>(a, b);
    return claim(r, value(t, a) + value(t, b));
  });
}

Verdict negate(bool twin) {
  return run_case("fe64::negate", [&](Trace& t) {
    const Words a = words<4>(t, "a");
    // SLIP (twin): 2^256 + p − a kept when a > p, C not taken off
    const Words r = twin ? fe64::complement_plus_p1<SymLimbs>(a).w : fe64::negate<SymLimbs>(a);
    return claim(r, LimbPoly(0) - value(t, a));
  });
}

Verdict mul_int(bool twin) {
  return run_case("fe64::mul_int", [&](Trace& t) {
    const Words a = words<4>(t, "a");
    const W k(t.input("k", 0, mpz_class(static_cast<unsigned long>(fe64::kMaxTop))));
    // SLIP (twin): top dropped
    const Words r = twin ? fe64::plus_top_c<SymLimbs>(fe64::product_small<SymLimbs>(a, k).w, W(0)).w : fe64::mul_int<SymLimbs>(a, k);
    return claim(r, value(t, a) * k.value().poly);
  });
}

Verdict half(bool twin) {
  return run_case("fe64::half", [&](Trace& t) {
    const Words a = words<4>(t, "a");
    const Words r = [&]() -> Words {
      if (!twin) return fe64::half<SymLimbs>(a);
      const Words s{(a[0] >> 1) + ((a[1] & 1) << 63), (a[1] >> 1) + ((a[2] & 1) << 63), a[2] >> 1,  // SLIP: word 3's bit
                    a[3] >> 1};
      return fe64::plus_half_p1_if<SymLimbs>(s, a[0] & 1);
    }();
    return claim(r, value(t, a), 2);
  });
}

Verdict normalize(bool twin) {
  return run_case("fe64::normalize", [&](Trace& t) {
    const Words a = words<4>(t, "a");
    const Words r = [&]() -> Words {
      if (!twin) return fe64::normalize<SymLimbs>(a);
      const Wide s = fe64::plus_word<SymLimbs>(a, fe64::kC - 1);  // SLIP: C − 1 leaves p itself unreduced
      return {SymLimbs::select(s.top, s.w[0], a[0]), SymLimbs::select(s.top, s.w[1], a[1]),
           SymLimbs::select(s.top, s.w[2], a[2]), SymLimbs::select(s.top, s.w[3], a[3])};
    }();
    return claim(r, value(t, a), 1, true);
  });
}

const char* const kSubject = "field 4x64";

}  // namespace

std::vector<LimbCase> field64_cases() {
  return {
      proof_case(kSubject, "fe64::fold_top", "r + top*2^256 mod p, out < 2^256; any r < 2^256, top <= 2^34", fold_top),
      twin_case(kSubject, "fe64::fold_top [twin]", "the wrap's + C drops its carry into word 1", fold_top),
      proof_case(kSubject, "fe64::reduce_512", "l mod p, out < 2^256; any 512-bit l", reduce_512),
      twin_case(kSubject, "fe64::reduce_512 [twin]", "the wrap's + C drops its carry into word 1", reduce_512),
      proof_case(kSubject, "fe64::mul", "a*b mod p, out < 2^256; any a, b < 2^256 (portable)", mul),
      twin_case(kSubject, "fe64::mul [twin]", "the first fold's top word dropped", mul),
      proof_case(kSubject, "fe64::sqr", "a^2 mod p, out < 2^256; any a < 2^256 (portable)", sqr),
      twin_case(kSubject, "fe64::sqr [twin]", "no wrap step after the second fold", sqr),
      proof_case(kSubject, "fe64::add", "a+b mod p, out < 2^256; any a, b < 2^256", add),
      twin_case(kSubject, "fe64::add [twin]", "drops the carry out of a + b", add),
      proof_case(kSubject, "fe64::negate", "-a mod p, out < 2^256; any a < 2^256", negate),
      twin_case(kSubject, "fe64::negate [twin]", "keeps 2^256 + p - a when a > p (C not taken off)", negate),
      proof_case(kSubject, "fe64::mul_int", "a*k mod p, out < 2^256; any a < 2^256, k <= 2^34", mul_int),
      twin_case(kSubject, "fe64::mul_int [twin]", "drops the product's top word", mul_int),
      proof_case(kSubject, "fe64::half", "2*out = a mod p, out < 2^256; any a < 2^256", half),
      twin_case(kSubject, "fe64::half [twin]", "drops the bit word 3 passes down to word 2", half),
      proof_case(kSubject, "fe64::normalize", "a mod p, out < p; any a < 2^256", normalize),
      twin_case(kSubject, "fe64::normalize [twin]", "adds C - 1, leaving p itself unreduced", normalize),
  };
}

}  // namespace tandem::proofs::limbs

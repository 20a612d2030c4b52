// The limb proofs of fast/fp/ (montgomery_limbs.hpp), for the prime p and
// the order n of every standard curve: the same text the field runs, on
// symbolic words, with that modulus's constants. Each proof has a broken
// twin (fp_twins.hpp) that must be refuted on the same modulus.
//
// Inputs are N 64-bit words; where the contract asks for an element the
// trace assumes its value below m. The claims:
//   mont_mul_wide(a, b), mont_sqr_wide(a), redc_wide(a): the words and top
//     T satisfy R·T = a·b + m·Q exactly (as polynomials), Q = Σ q_i·2^(64i)
//     the steps' quotient words (SymLimbs::note_quotient); hence T ≡ a·b·R⁻¹
//     (mod m), and with a < R, b < m and each q_i < 2^64 (its interval),
//     T ≤ ((R − 1)(m − 1) + m(R − 1))/R < 2m (for redc_wide, a < R alone:
//     T ≤ m) — the bound the final subtraction needs, computed here from
//     the proven identity;
//   reduce_once(t, top) for t + top·R < 2m: out ≡ t + top·R, out < m;
//   add, sub, negate: out ≡ a ± b, −a (mod m), out < m; half: 2·out ≡ a.
// Montgomery's step clears a word whose value the interpreter could not
// know to be zero by itself: SymLimbs::shift_out_zero_word checks that the
// word's polynomial is a multiple of 2^64 (Trace::exact_high).
// mont_mul, mont_sqr and redc are their wide parts followed by
// reduce_once (their text in montgomery_limbs.hpp is those two calls): the
// wide proofs' bound is reduce_once's precondition.
#include <array>
#include <string>
#include <tuple>
#include <utility>
#include <vector>

#include "fp_twins.hpp"
#include "limb_cases.hpp"
#include "tandem/fast/fp/curve_tags.hpp"
#include "tandem/fast/fp/montgomery_limbs.hpp"

namespace tandem::proofs::limbs {

namespace {

namespace fp = fast::fp;
using W = SymLimbs::u64;

template <std::size_t N>
mpz_class words_value(const fast::Words<N>& w) {
  mpz_class v;
  for (std::size_t i = N; i-- > 0;) v = (v << 64) + mpz_class(static_cast<unsigned long>(w[i]));
  return v;
}

/// One modulus: its constants and the claims of its proofs.
template <class M>
struct Modulus {
  using P = fp::Montgomery<M>;
  static constexpr std::size_t N = P::N;
  using Limbs = fp::Limbs<SymLimbs, N>;
  using Wide = fp::WideN<SymLimbs, N>;

  static std::string label() { return std::string(M::kName) + " " + std::string(M::kWhich); }
  static const mpz_class& m() {
    static const mpz_class v = words_value<N>(P::kM);
    return v;
  }
  static mpz_class r() { return mpz_class(1) << (64 * N); }
  static mpz_class r_inverse() {
    mpz_class inv;
    const mpz_class rr = r();
    mpz_invert(inv.get_mpz_t(), rr.get_mpz_t(), m().get_mpz_t());
    return inv;
  }

  static Limbs any(Trace& t, const std::string& name) { return input_words<N>(t, name); }
  /// An element: N words, assumed below m.
  static Limbs element(Trace& t, const std::string& name) {
    const Limbs a = any(t, name);
    t.assume_at_most(input_value<N>(t, a), m() - 1);
    return a;
  }
  static SymValue value(Trace& t, const Limbs& a) { return input_value<N>(t, a); }

  static std::vector<SymValue> values(const Limbs& w) {
    std::vector<SymValue> out;
    for (const W& x : w) out.push_back(x.value());
    return out;
  }

  /// out ≡ expected/scale (mod m), out < m, each word within 64 bits.
  static Claim reduced_claim(const Limbs& out, const LimbPoly& expected, long scale = 1) {
    Claim c = words_claim(values(out), expected, m(), scale, m());
    c.out_bounds.assign(N, (mpz_class(1) << 64) - 1);
    return c;
  }

  /// The wide claim: R·T = product + m·Q exactly, T ≡ product·R⁻¹, and
  /// T ≤ bound_max(product_max) < `below`.
  static Claim wide_claim(Trace& t, const Wide& w, const LimbPoly& product, const mpz_class& product_max,
                          const mpz_class& below) {
    std::vector<SymValue> out = values(w.w);
    out.push_back(w.top.value());
    Claim c;
    c.out = out;
    c.limb_bits = 64;
    c.expected = LimbPoly(r_inverse()) * product;
    c.modulus = m();
    c.out_bounds = std::vector<mpz_class>(N + 1, (mpz_class(1) << 64) - 1);
    const SymValue total = combine(t, out, 64);
    SymValue q_sum = combine(t, t.notes(), 64);
    const mpz_class q_max = (mpz_class(1) << (64 * t.notes().size())) - 1;
    for (const SymValue& q : t.notes()) {
      if (q.iv.lo < 0 || q.iv.hi > (mpz_class(1) << 64) - 1) throw std::logic_error("a quotient word outside 64 bits");
    }
    SymValue lhs = total, rhs = total;
    lhs.poly = LimbPoly(r()) * total.poly;
    rhs.poly = product + LimbPoly(m()) * q_sum.poly;
    c.facts.push_back({"R*T = a*b + m*Q exactly", lhs, rhs});
    // The bound from that identity: T = (product + m·Q)/R.
    SymValue bounded = total;
    bounded.iv = {0, (product_max + m() * q_max) / r()};
    t.at("T from R*T = a*b + m*Q");
    t.require_at_most(bounded, below - 1, "T below the bound the final subtraction needs", false);
    return c;
  }

  static Verdict mul(bool twin) {
    return run_case("fp::mont_mul_wide " + label(), [&](Trace& t) {
      const Limbs a = any(t, "a"), b = element(t, "b");
      const Wide w = twin ? twins::mont_mul_wide_wrong_word<SymLimbs, P>(a, b) : fp::mont_mul_wide<SymLimbs, P>(a, b);
      return wide_claim(t, w, value(t, a).poly * value(t, b).poly, (r() - 1) * (m() - 1), 2 * m());
    });
  }
  static Verdict sqr(bool twin) {
    return run_case("fp::mont_sqr_wide " + label(), [&](Trace& t) {
      const Limbs a = element(t, "a");
      const Wide w = twin ? twins::mont_sqr_wide_dropped_carry<SymLimbs, P>(a) : fp::mont_sqr_wide<SymLimbs, P>(a);
      return wide_claim(t, w, value(t, a).poly * value(t, a).poly, (m() - 1) * (m() - 1), 2 * m());
    });
  }
  static Verdict redc(bool twin) {
    return run_case("fp::redc_wide " + label(), [&](Trace& t) {
      const Limbs a = any(t, "a");
      const Wide w = twin ? twins::redc_wide_short<SymLimbs, P>(a) : fp::redc_wide<SymLimbs, P>(a);
      return wide_claim(t, w, value(t, a).poly, r() - 1, m() + 1);
    });
  }
  static Verdict reduce_once(bool twin) {
    return run_case("fp::reduce_once " + label(), [&](Trace& t) {
      const Limbs a = any(t, "t");
      const W top(t.input("top", 0, 1));
      std::vector<SymValue> all = values(a);
      all.push_back(top.value());
      const SymValue total = combine(t, all, 64);
      t.assume_at_most(total, 2 * m() - 1);
      const Limbs r = twin ? twins::reduce_once_off_by_one<SymLimbs, P>(a, top) : fp::reduce_once<SymLimbs, P>(a, top);
      return reduced_claim(r, total.poly);
    });
  }
  static Verdict add(bool twin) {
    return run_case("fp::add " + label(), [&](Trace& t) {
      const Limbs a = element(t, "a"), b = element(t, "b");
      const Limbs r = twin ? twins::add_unreduced<SymLimbs, P>(a, b) : fp::add<SymLimbs, P>(a, b);
      return reduced_claim(r, value(t, a).poly + value(t, b).poly);
    });
  }
  static Verdict sub(bool twin) {
    return run_case("fp::sub " + label(), [&](Trace& t) {
      const Limbs a = element(t, "a"), b = element(t, "b");
      const Limbs r = twin ? twins::sub_without_borrow<SymLimbs, P>(a, b) : fp::sub<SymLimbs, P>(a, b);
      return reduced_claim(r, value(t, a).poly - value(t, b).poly);
    });
  }
  static Verdict negate(bool twin) {
    return run_case("fp::negate " + label(), [&](Trace& t) {
      const Limbs a = element(t, "a");
      const Limbs r = twin ? twins::negate_unreduced<SymLimbs, P>(a) : fp::negate<SymLimbs, P>(a);
      return reduced_claim(r, LimbPoly(0) - value(t, a).poly);
    });
  }
  static Verdict half(bool twin) {
    return run_case("fp::half " + label(), [&](Trace& t) {
      const Limbs a = element(t, "a");
      const Limbs r = twin ? twins::half_misplaced_top<SymLimbs, P>(a) : fp::half<SymLimbs, P>(a);
      return reduced_claim(r, value(t, a).poly, 2);
    });
  }

  static void cases(std::vector<LimbCase>& out) {
    const std::string s = "fp " + label();
    const std::string n = " " + label();
    auto both = [&](const std::string& op, const std::string& claim, const std::string& slip, Verdict (*run)(bool)) {
      out.push_back(proof_case(s, "fp::" + op + n, claim, run));
      out.push_back(twin_case(s, "fp::" + op + n + " [twin]", slip, run));
    };
    both("mont_mul_wide", "R*T = a*b + m*Q exactly, so T = a*b/R mod m, and T < 2m; any a < R, b < m",
         "q taken from word 1 instead of word 0", mul);
    both("mont_sqr_wide", "R*T = a^2 + m*Q exactly, T < 2m; a < m (the square's words, then N Montgomery steps)",
         "the diagonal's carry between word pairs is dropped", sqr);
    both("redc_wide", "R*T = a + m*Q exactly, T <= m; any a < R", "one Montgomery step too few", redc);
    both("reduce_once", "t + top*R mod m, out < m; t + top*R < 2m", "compares with m - 1 instead of m", reduce_once);
    both("add", "a+b mod m, out < m; a, b < m", "skips the final subtraction", add);
    both("sub", "a-b mod m, out < m; a, b < m", "never adds m back", sub);
    both("negate", "-a mod m, out < m; a < m", "-0 = m (no final reduction)", negate);
    both("half", "2*out = a mod m, out < m; a < m", "word 1's low bit lands at bit 62 of word 0", half);
  }
};

template <class... Tags>
void curve_cases(std::vector<LimbCase>& out) {
  (Modulus<fast::CurvePrime<Tags>>::cases(out), ...);
  (Modulus<fast::CurveOrder<Tags>>::cases(out), ...);
}

}  // namespace

/// The pseudo-Mersenne reduction's proofs (fp_pm_cases.cpp), listed with these.
std::vector<LimbCase> fp_pm_cases();

std::vector<LimbCase> fp_cases() {
  std::vector<LimbCase> out;
  curve_cases<fast::Secp192k1Tag, fast::Secp224k1Tag, fast::Secp256k1Tag, fast::P192Tag, fast::P224Tag,
              fast::P256Tag, fast::P384Tag, fast::P521Tag, fast::BrainpoolP160r1Tag, fast::BrainpoolP192r1Tag,
              fast::BrainpoolP224r1Tag, fast::BrainpoolP256r1Tag, fast::BrainpoolP320r1Tag,
              fast::BrainpoolP384r1Tag, fast::BrainpoolP512r1Tag>(out);
  for (LimbCase& c : fp_pm_cases()) out.push_back(std::move(c));
  return out;
}

}  // namespace tandem::proofs::limbs

// The limb proofs of fast/fp/'s pseudo-Mersenne reduction
// (pseudo_mersenne_limbs.hpp), for each modulus m = 2^k − c the policy
// serves: secp192k1's, secp224k1's and P-521's p, and secp256k1's p as a
// cross-check. The same text the field runs, on symbolic words, with that
// modulus's constants; each proof has a broken twin (fp_twins.hpp) that
// must be refuted on the same modulus.
//
// The claims, for any a, b < R (the field passes elements, and integers
// below R on the way in):
//   pm_mul_wide(a, b), pm_sqr_wide(a): the N words and the top T satisfy
//     T ≡ a·b (a²) mod m exactly: T − a·b is m times a polynomial (each
//     fold subtracts m·h, h its quotient), so every coefficient of the
//     difference is divisible by m, with nothing left to Z3; and T < 2m,
//     from the last fold: T = l + c·h exactly (as polynomials; the fold
//     hands its parts to the claim through note_fold), l < 2^k by its
//     words' intervals (the top one masked to k mod 64 bits) and h by
//     its words' intervals — plain integer arithmetic on the proven
//     identity;
//   besides, every intermediate within its C++ type.
// pm_mul and pm_sqr are their wide part followed by reduce_once, whose
// proof for the same modulus is fp_cases.cpp's (reduce_once uses only N,
// m and 2^(64N) − m, which PseudoMersenne<M> takes from Montgomery<M>:
// checked below).
#include <array>
#include <gmpxx.h>
#include <string>
#include <type_traits>
#include <vector>

#include "fp_twins.hpp"
#include "limb_cases.hpp"
#include "tandem/fast/fp/curve_tags.hpp"
#include "tandem/fast/fp/pseudo_mersenne_limbs.hpp"

namespace tandem::proofs::limbs {

namespace {

namespace fp = fast::fp;

/// One pseudo-Mersenne modulus: its constants and the claims of its proofs.
template <class M>
struct FoldedModulus {
  using P = fp::PseudoMersenne<M>;
  static constexpr std::size_t N = P::N;
  using Limbs = fp::Limbs<SymLimbs, N>;
  using Wide = fp::WideN<SymLimbs, N>;
  static_assert(std::is_same_v<typename P::Words64, fp::Montgomery<M>>,
                "reduce_once's words (N, m, 2^(64N) - m) are Montgomery<M>'s under both policies");

  static std::string label() { return std::string(M::kName) + " " + std::string(M::kWhich); }
  static mpz_class m() {
    mpz_class v;
    mpz_import(v.get_mpz_t(), N, -1, sizeof(std::uint64_t), 0, 0, P::kM.data());
    return v;
  }
  static mpz_class c() { return mpz_class(std::to_string(P::kC)); }

  static std::vector<SymValue> values_of(const std::vector<SymValue>& notes, std::size_t from, std::size_t to) {
    return {notes.begin() + static_cast<std::ptrdiff_t>(from), notes.begin() + static_cast<std::ptrdiff_t>(to)};
  }

  /// T ≡ product (mod m), exactly; T = l + c·h exactly; T < 2m from l's and
  /// h's intervals.
  static Claim folded_claim(Trace& t, const Wide& w, const LimbPoly& product) {
    Claim cl;
    for (const SymLimbs::u64& x : w.w) cl.out.push_back(x.value());
    cl.out.push_back(w.top.value());
    cl.limb_bits = 64;
    cl.expected = product;
    cl.modulus = m();
    cl.out_bounds = std::vector<mpz_class>(N + 1, (mpz_class(1) << 64) - 1);
    const std::vector<SymValue>& notes = t.notes();
    if (notes.size() <= N) throw std::logic_error("the last fold did not hand over its parts");
    const std::size_t nh = notes.size() - N;
    const SymValue h = combine(t, values_of(notes, 0, nh), 64);
    const SymValue l = combine(t, values_of(notes, nh, notes.size()), 64);
    const SymValue total = combine(t, cl.out, 64);
    SymValue rhs = total;
    rhs.poly = l.poly + LimbPoly(c()) * h.poly;
    cl.facts.push_back({"T = l + c*h exactly (the last fold)", total, rhs});
    SymValue bounded = total;
    bounded.iv = {0, l.iv.hi + c() * h.iv.hi};
    t.at("T from T = l + c*h");
    t.require_at_most(bounded, 2 * m() - 1, "T below 2m, the final subtraction's precondition", false);
    return cl;
  }

  /// twin: 0 the text itself, 1 c one too large, 2 one fold only.
  static Verdict mul_as(int twin) {
    return run_case("fp::pm_mul_wide " + label(), [&](Trace& t) {
      const Limbs a = input_words<N>(t, "a"), b = input_words<N>(t, "b");
      const Wide w = twin == 1   ? fp::pm_mul_wide<SymLimbs, twins::COneTooLarge<P>>(a, b)
                     : twin == 2 ? twins::pm_mul_wide_one_fold<SymLimbs, P>(a, b)
                                 : fp::pm_mul_wide<SymLimbs, P>(a, b);
      return folded_claim(t, w, input_value<N>(t, a).poly * input_value<N>(t, b).poly);
    });
  }
  static Verdict mul(bool twin) { return mul_as(twin ? 1 : 0); }
  static Verdict mul_one_fold(bool twin) { return mul_as(twin ? 2 : 0); }
  static Verdict sqr(bool twin) {
    return run_case("fp::pm_sqr_wide " + label(), [&](Trace& t) {
      const Limbs a = input_words<N>(t, "a");
      const Wide w = twin ? twins::pm_sqr_wide_dropped_carry<SymLimbs, P>(a) : fp::pm_sqr_wide<SymLimbs, P>(a);
      const LimbPoly v = input_value<N>(t, a).poly;
      return folded_claim(t, w, v * v);
    });
  }

  static void cases(std::vector<LimbCase>& out) {
    const std::string s = "fp " + label() + " (pseudo-Mersenne)";
    const std::string n = " " + label();
    out.push_back(proof_case(s, "fp::pm_mul_wide" + n,
                             "T = a*b mod m exactly (m = 2^k - c: each fold subtracts m*h), T < 2m; any a, b < R", mul));
    out.push_back(twin_case(s, "fp::pm_mul_wide" + n + " [twin]", "folds by c + 1 (2^k taken as c + 1 mod m)", mul));
    out.push_back(twin_case(s, "fp::pm_mul_wide" + n + " [twin 2]",
                            "one fold only: the algebra holds, the bound T < 2m does not", mul_one_fold));
    out.push_back(proof_case(s, "fp::pm_sqr_wide" + n,
                             "T = a^2 mod m exactly, T < 2m; any a < R (the square's 2N + 1 words, then two folds)", sqr));
    out.push_back(twin_case(s, "fp::pm_sqr_wide" + n + " [twin]", "the diagonal's carry between word pairs is dropped", sqr));
  }
};

}  // namespace

std::vector<LimbCase> fp_pm_cases() {
  std::vector<LimbCase> out;
  FoldedModulus<fast::CurvePrime<fast::Secp192k1Tag>>::cases(out);
  FoldedModulus<fast::CurvePrime<fast::Secp224k1Tag>>::cases(out);
  FoldedModulus<fast::CurvePrime<fast::Secp256k1Tag>>::cases(out);
  FoldedModulus<fast::CurvePrime<fast::P521Tag>>::cases(out);
  return out;
}

}  // namespace tandem::proofs::limbs

// fast/'s square-root chain and batch inversion, each its own text run on
// a symbolic stand-in for the field.
//
// The square-root chain runs on the exponent field
// (proofs/include/tandem/proofs/exponent_field.hpp): the chain's own text,
// detail::pow_p_plus_1_over_4_chain, with Ops on exponents, so the result
// is the power the chain raises every a to, which must be (p + 1)/4. fast/
// has no other addition chain: its inverses are safegcd's.
//
// Batch inversion (fast/include/tandem/fast/batch_inverse.hpp) uses only
// mul, inverse, selections and zero tests, so on inputs x_0 … x_{n−1}
// (independent variables) and zeros every value it forms is 0 or a Laurent
// monomial x^e, e in Z^n: the field of rational functions restricted to
// what the text can reach, with exact equality (two monomials are equal
// exactly when their exponent vectors are). Running the text on that proves
// out_i·in_i = 1 as an identity for every non-zero input and out_i = 0 for
// a zero one, for each n and zero pattern run.
//
// The constant-time inverse's divstep count (inverse/safegcd.hpp) is held
// to the published bound: what is computed and what is cited is in
// divstep_count below.
#include <array>
#include <chrono>
#include <span>
#include <stdexcept>
#include <string>
#include <utility>
#include <vector>

#include "limb_cases.hpp"
#include "tandem/fast/batch_inverse.hpp"
#include "tandem/fast/field_sqrt.hpp"
#include "tandem/fast/inverse/safegcd.hpp"
#include "tandem/proofs/exponent_field.hpp"
#include "tandem/proofs/limbs.hpp"

namespace tandem::proofs {

namespace {

/// Exponent's squaring (a hidden friend, found by argument lookup only).
Exponent squared(const Exponent& a) { return sqr(a); }

/// The chain's Ops on exponents, counting the operations.
struct ExponentOps {
  using T = Exponent;
  static inline unsigned muls = 0, sqrs = 0;
  static T mul(const T& a, const T& b) {
    ++muls;
    return a * b;
  }
  static T sqr(const T& a) {
    ++sqrs;
    return squared(a);
  }
  static T sqr_n(T x, unsigned k) {
    for (unsigned i = 0; i < k; ++i) x = sqr(x);
    return x;
  }
};

/// ExponentOps with one slip: the chain's one run of 6 squarings (before
/// the last multiplication) one short — the production text then computes
/// what a chain with that slip would.
struct SlippedOps : ExponentOps {
  static T sqr_n(T x, unsigned k) { return ExponentOps::sqr_n(std::move(x), k == 6 ? 5 : k); }  // SLIP
};

/// The proof `name` (with " [twin]" for the twin) of `claim`; `run` sets
/// holds and detail, and is timed.
template <class Run>
IdentityProof identity(const std::string& name, bool twin, std::string claim, std::string mutation, Run run) {
  const auto t0 = std::chrono::steady_clock::now();
  IdentityProof r;
  r.name = twin ? name + " [twin]" : name;
  r.claim = std::move(claim);
  r.expected_to_hold = !twin;
  if (twin) r.mutation = std::move(mutation);
  run(r);
  r.millis = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  return r;
}

IdentityProof sqrt_chain(bool twin) {
  return identity("fast sqrt chain", twin,
                  "detail::pow_p_plus_1_over_4_chain raises a to (p+1)/4 (253 squarings, "
                  "13 multiplications)",
                  "the run of 6 squarings before the last multiplication one short", [&](IdentityProof& r) {
                    ExponentOps::muls = ExponentOps::sqrs = 0;
                    const Exponent e = twin ? fast::detail::pow_p_plus_1_over_4_chain<SlippedOps>(Exponent::base())
                                            : fast::detail::pow_p_plus_1_over_4_chain<ExponentOps>(Exponent::base());
                    const mpz_class want = (limbs::secp256k1_p() + 1) / 4;
                    r.holds = e.e() == want && ExponentOps::sqrs == 253 && ExponentOps::muls == 13;
                    const mpz_class diff = e.e() - want;
                    const std::string off = diff < 0 ? " - " + mpz_class(-diff).get_str() : " + " + diff.get_str();
                    r.detail = "exponent " + std::string(e.e() == want ? "= (p+1)/4" : "(p+1)/4" + off) + ", " +
                               std::to_string(ExponentOps::sqrs) + " squarings, " + std::to_string(ExponentOps::muls) +
                               " multiplications";
                  });
}

constexpr std::size_t kMaxBatch = 4;

/// 0 or a Laurent monomial in x_0 … x_3 (its exponent vector).
struct Monomial {
  bool zero = true;
  std::array<int, kMaxBatch> e{};
  /// When set, cmov ignores its flag (the twin's slipped selection).
  static inline bool slipped_cmov = false;

  static Monomial from_int(int k) {
    if (k != 1) throw std::logic_error("Monomial: only the constant 1 occurs in batch_inverse");
    return {false, {}};
  }
  static Monomial variable(std::size_t i) {
    Monomial m{false, {}};
    m.e[i] = 1;
    return m;
  }
  friend bool operator==(const Monomial&, const Monomial&) = default;
};

// The operations batch_inverse calls, found by argument lookup.
Monomial mul(const Monomial& a, const Monomial& b) {
  Monomial r{a.zero || b.zero, {}};
  for (std::size_t i = 0; i < kMaxBatch && !r.zero; ++i) r.e[i] = a.e[i] + b.e[i];
  return r;
}
Monomial inverse(const Monomial& a) {
  Monomial r{a.zero, {}};
  for (std::size_t i = 0; i < kMaxBatch && !r.zero; ++i) r.e[i] = -a.e[i];
  return r;
}
Monomial inverse_var(const Monomial& a) { return inverse(a); }
Monomial normalize(const Monomial& a) { return a; }
bool normalizes_to_zero(const Monomial& a) { return a.zero; }
bool normalizes_to_zero_var(const Monomial& a) { return a.zero; }
void cmov(Monomial& r, const Monomial& a, bool flag) {
  if (flag || Monomial::slipped_cmov) r = a;
}

/// batch_inverse (kVar: batch_inverse_var) on n variables with the inputs
/// in `zeros` (a bit mask) set to 0: "" if every output is right, else the
/// first wrong one.
template <bool kVar>
std::string batch_failure(std::size_t n, unsigned zeros) {
  std::vector<Monomial> in(n), out(n);
  for (std::size_t i = 0; i < n; ++i) in[i] = (zeros >> i & 1) != 0 ? Monomial() : Monomial::variable(i);
  fast::detail::batch_inverse<kVar, Monomial>(std::span<Monomial>(out), std::span<const Monomial>(in));
  for (std::size_t i = 0; i < n; ++i) {
    const bool right = in[i].zero ? out[i].zero : mul(out[i], in[i]) == Monomial::from_int(1);
    if (!right) {
      return std::string(kVar ? "batch_inverse_var" : "batch_inverse") + ", n = " + std::to_string(n) + ", zeros " +
             std::to_string(zeros) + ": output " + std::to_string(i) + " wrong";
    }
  }
  return "";
}

IdentityProof batch_inverse_identity(bool twin) {
  return identity("fast batch_inverse", twin,
                  "out_i * in_i = 1 for in_i != 0 and out_i = 0 for in_i = 0, as rational "
                  "functions; n = 1..4, every "
                  "zero pattern, batch_inverse and batch_inverse_var",
                  "cmov ignores its flag (a zero input not replaced by 1)", [&](IdentityProof& r) {
                    Monomial::slipped_cmov = twin;
                    unsigned runs = 0;
                    std::string failure;
                    for (std::size_t n = 1; n <= kMaxBatch; ++n) {
                      for (unsigned zeros = 0; zeros < (1U << n); ++zeros) {
                        for (const std::string& f : {batch_failure<false>(n, zeros), batch_failure<true>(n, zeros)}) {
                          ++runs;
                          if (failure.empty()) failure = f;
                        }
                      }
                    }
                    Monomial::slipped_cmov = false;
                    r.holds = failure.empty();
                    r.detail = std::to_string(runs) + " runs" +
                               (failure.empty() ? ", every output right" : "; first: " + failure);
                  });
}

/// Bernstein–Yang, "Fast constant-time gcd computation and modular
/// inversion" (TCHES 2019), Theorem 11.2: for the δ = 1 variant and inputs
/// of at most d bits, ⌊(49d + 80)/17⌋ divsteps suffice if d < 46,
/// ⌊(49d + 57)/17⌋ otherwise.
long theorem_11_2_bound(long d) { return d < 46 ? (49 * d + 80) / 17 : (49 * d + 57) / 17; }

/// The δ = 1/2 variant's bound for 256-bit inputs, from the convex-hull
/// computation of Wuille's safegcd-bounds (github.com/sipa/safegcd-bounds),
/// which libsecp256k1's modinv64 also runs (10 × 59): cited, not recomputed
/// here.
constexpr long kHalfDeltaBound256 = 590;

/// The count of `batches` batches of safegcd's kStepsPerBatch divsteps
/// against the bound, and the batch's matrix scaling: it starts at 8 = 2^3,
/// so 3 + kStepsPerBatch must be the 62 bits update_fg/update_de divide by.
IdentityProof divstep_count(bool twin) {
  namespace sg = fast::safegcd;
  return identity("fast inverse divsteps", twin,
                  "inverse() runs >= 590 divsteps of the delta = 1/2 variant "
                  "(the published bound at 256 bits); "
                  "each batch's matrix scaled by 2^62",
                  "one batch fewer (kBatches - 1)", [&](IdentityProof& r) {
                    const long count = static_cast<long>(twin ? sg::kBatches - 1 : sg::kBatches) * sg::kStepsPerBatch;
                    const bool scaled = 3 + sg::kStepsPerBatch == 62;
                    r.holds = count >= kHalfDeltaBound256 && scaled && (twin || count == sg::kDivsteps);
                    r.detail = std::to_string(count) + " divsteps " + (count >= kHalfDeltaBound256 ? ">=" : "<") +
                               " 590 (delta = 1/2, safegcd-bounds' hull, "
                               "cited); for delta = 1 Theorem 11.2 gives " +
                               std::to_string(theorem_11_2_bound(256)) + " at 256 bits; matrix scale 2^" +
                               std::to_string(3 + sg::kStepsPerBatch);
                  });
}

}  // namespace

std::vector<IdentityProof> prove_fast_identities() {
  return {sqrt_chain(false),    sqrt_chain(true),   batch_inverse_identity(false), batch_inverse_identity(true),
          divstep_count(false), divstep_count(true)};
}

}  // namespace tandem::proofs

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
#include <array>
#include <chrono>
#include <span>
#include <stdexcept>
#include <vector>
#include <utility>

#include "limb_cases.hpp"
#include "tandem/fast/batch_inverse.hpp"
#include "tandem/fast/field_sqrt.hpp"
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

IdentityProof sqrt_chain(bool twin) {
  const auto t0 = std::chrono::steady_clock::now();
  IdentityProof r;
  r.name = twin ? "fast sqrt chain [twin]" : "fast sqrt chain";
  r.claim = "detail::pow_p_plus_1_over_4_chain raises a to (p+1)/4 (253 squarings, 13 multiplications)";
  r.expected_to_hold = !twin;
  if (twin) r.mutation = "the run of 6 squarings before the last multiplication one short";
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
  r.millis = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  return r;
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
      return std::string(kVar ? "batch_inverse_var" : "batch_inverse") + ", n = " + std::to_string(n) +
             ", zeros " + std::to_string(zeros) + ": output " + std::to_string(i) + " wrong";
    }
  }
  return "";
}

IdentityProof batch_inverse_identity(bool twin) {
  const auto t0 = std::chrono::steady_clock::now();
  IdentityProof r;
  r.name = twin ? "fast batch_inverse [twin]" : "fast batch_inverse";
  r.claim = "out_i * in_i = 1 for in_i != 0 and out_i = 0 for in_i = 0, as rational functions; n = 1..4, every "
            "zero pattern, batch_inverse and batch_inverse_var";
  r.expected_to_hold = !twin;
  if (twin) r.mutation = "cmov ignores its flag (a zero input not replaced by 1)";
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
  r.detail = std::to_string(runs) + " runs" + (failure.empty() ? ", every output right" : "; first: " + failure);
  r.millis = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - t0).count();
  return r;
}

}  // namespace

std::vector<IdentityProof> prove_fast_identities() {
  return {sqrt_chain(false), sqrt_chain(true), batch_inverse_identity(false), batch_inverse_identity(true)};
}

}  // namespace tandem::proofs

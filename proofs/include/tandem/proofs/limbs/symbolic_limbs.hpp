// The symbolic-limb interpreter: fast/'s limb code, instantiated with these
// word types instead of uint64_t and unsigned __int128, computes every value
// three ways at once —
//   - a polynomial over Z (FLINT) in the input limbs and fresh variables, for
//     the algebra: Σ out_i·2^(w·i) − (the exact result) must vanish mod p;
//   - an interval, for the ranges: no value may leave its C++ type, and every
//     output limb must meet the operation's contract;
//   - a Z3 integer term with the constraints that define each fresh
//     variable, for the range obligations and algebraic residues that the
//     intervals and the polynomial arithmetic cannot close by themselves.
// Alongside, every value is evaluated on a few dozen concrete inputs within
// the contract (the extremes, and random and edge values), so that a broken
// claim is usually refuted at once with a concrete counterexample; a proof
// never rests on them. Z3 first sees each product of two variables as a
// bounded unknown (linear arithmetic: fast, and sound for proofs) and only
// when that is not enough the products themselves (nonlinear).
// Each `x >> k` and `x & (2^k − 1)` splits x = 2^k·h + l with one fresh
// variable h (memoised per value and k, so both halves share it), l being
// x − 2^k·h; the interval of l is [0, 2^k − 1] and Z3 is told 0 ≤ l < 2^k.
// A narrowing cast must provably fit; `+`, `−`, `*` and `<<` must not wrap.
// Comparison operators are not offered: limb code that branches on a value,
// or compares it with ==, does not compile against these types. A comparison
// goes through the policy (L::eq, L::is_zero, L::lt): a fresh 0/1 variable
// whose definition (e == 1 exactly when x = y, …) goes to Z3 and whose
// samples are computed. A branch goes through L::branch_var, which takes its
// decision from the path being explored (Trace::set_path): run_paths
// (limb_cases.hpp) re-runs the function on every path, each decision
// assumed in Z3 and in the samples, infeasible paths pruned.
// `|`, `^` and `&` of words that are not bits: `a | b` where a's polynomial
// is a multiple of 2^k and b < 2^k is exactly a + b (the packing of
// fields); otherwise the result is a fresh variable bounded by what the
// operation implies (max(a, b) ≤ a | b ≤ a + b; |a − b| ≤ a ^ b ≤ a + b and 0 when a = b;
// a + b − (2^W − 1) ≤ a & b ≤ min(a, b)) — enough to decide whether it is 0
// or all ones, which is all the comparisons built on them ask — with exact
// samples. `~a` is exactly 2^W − 1 − a.
#pragma once

#include <gmpxx.h>
#include <z3++.h>

#include <concepts>
#include <functional>
#include <cstdint>
#include <string>
#include <type_traits>
#include <vector>

#include "tandem/fast/limb_ops.hpp"
#include "tandem/proofs/limbs/limb_poly.hpp"

namespace tandem::proofs::limbs {

struct Interval {
  mpz_class lo;
  mpz_class hi;
};

/// How a range obligation was discharged.
enum class Closed : std::uint8_t {
  intervals,  ///< the interval alone is within the bound
  z3,         ///< Z3 proved it under the trace's constraints
  refuted,    ///< Z3 found inputs within the contract that break it
  unknown,    ///< Z3 gave up (timeout): not proven
};

/// A value that must not exceed `bound`: an intermediate within its C++
/// type (type_range) or an output limb within its contract.
struct Obligation {
  std::string place;  ///< function, step label, operation
  std::string what;   ///< "u128 +", "narrowing to u64", "output limb 3", …
  mpz_class bound;
  Interval iv;
  /// log2(bound + 1) − log2(iv.hi + 1): how many bits the interval leaves to
  /// spare (negative when the interval alone exceeds the bound).
  double margin_bits = 0;
  Closed closed = Closed::intervals;
  bool type_range = true;
  /// False for a narrowing of a masked value, which fits by construction:
  /// its margin says nothing about the schedule and is left out of the
  /// tightest-margin figure.
  bool counts_for_margin = true;
  std::string counterexample;  ///< input values that break it (when refuted)

  [[nodiscard]] bool holds() const { return closed == Closed::intervals || closed == Closed::z3; }
};

/// A value as the interpreter sees it.
struct SymValue {
  LimbPoly poly;
  Interval iv;
  z3::expr z;
  std::vector<mpz_class> samples;  ///< its value on each of the trace's sample inputs
  bool masked = false;             ///< the low part of a split: within 2^k by construction
};

/// One run of one limb function on symbolic inputs: owns the variables, the
/// split memo, the Z3 context and constraints, and the obligations. The
/// innermost live Trace is the current one (the word types reach it
/// implicitly, as their operators have no room for a context argument).
class Trace {
 public:
  /// `use_samples` off leaves every refutation to Z3 (for the tests of the
  /// prover itself); by default it follows samples_by_default().
  explicit Trace(std::string function);
  Trace(std::string function, bool use_samples);

  /// Whether new traces use samples (true unless a SamplesOff is alive).
  static bool samples_by_default();
  ~Trace();
  Trace(const Trace&) = delete;
  Trace& operator=(const Trace&) = delete;

  /// The innermost live trace; std::logic_error if there is none.
  static Trace& current();

  /// A fresh input variable in [lo, hi].
  SymValue input(const std::string& name, const mpz_class& lo, const mpz_class& hi);
  SymValue constant(const mpz_class& c);

  // The operations of the word types; `width` is the C++ type's width.
  SymValue add(const SymValue& a, const SymValue& b, unsigned width);
  SymValue sub(const SymValue& a, const SymValue& b, unsigned width);
  SymValue mul(const SymValue& a, const SymValue& b, unsigned width);
  SymValue shl(const SymValue& a, unsigned k, unsigned width);
  SymValue high(const SymValue& a, unsigned k);  ///< a >> k
  SymValue low(const SymValue& a, unsigned k);   ///< a & (2^k − 1)
  /// a >> k for a value whose low k bits are zero by its algebra: every
  /// coefficient of a's polynomial is a multiple of 2^k, so a's value is,
  /// for every input. Then the result is a's polynomial divided by 2^k
  /// exactly (no fresh variable, nothing lost to the algebra), its interval
  /// a's shifted, its Z3 term a's divided by 2^k. If a
  /// coefficient is not such a multiple, the obligation "low bits zero"
  /// fails (refuted on a sample where the low bits are not zero, else
  /// unproven) and the result is a's ordinary high part. The Montgomery
  /// step's t0 + q·m0 (fast/fp/montgomery_limbs.hpp) is such a value: q =
  /// t0·(−1/m) mod 2^64, so t0 + q·m0 = t0·(1 + (−1/m)·m0) − 2^64·h·m0,
  /// and 1 + (−1/m)·m0 is a multiple of 2^64.
  SymValue exact_high(const SymValue& a, unsigned k);
  SymValue narrow(const SymValue& a, unsigned width);
  SymValue bit_and(const SymValue& a, const SymValue& b);  ///< both in {0, 1}
  SymValue bit_or(const SymValue& a, const SymValue& b);   ///< both in {0, 1}
  SymValue select(const SymValue& bit, const SymValue& a, const SymValue& b);  ///< bit ? a : b
  SymValue word_or(const SymValue& a, const SymValue& b, unsigned width);
  SymValue word_xor(const SymValue& a, const SymValue& b, unsigned width);
  SymValue word_and(const SymValue& a, const SymValue& b, unsigned width);
  SymValue word_not(const SymValue& a, unsigned width);
  SymValue eq(const SymValue& a, const SymValue& b);  ///< 1 if a = b, else 0
  SymValue lt(const SymValue& a, const SymValue& b);  ///< 1 if a < b, else 0
  /// A fresh 0/1 variable that is 1 exactly when `cond` holds (Z3), with the
  /// given samples (which must agree with cond): how a claim states a
  /// property such as "the value is divisible by p".
  SymValue bit_of(const std::string& name, const z3::expr& cond, std::vector<mpz_class> samples);

  /// The decision of a branch on `bit` (0 or 1): a constant bit decides by
  /// itself; otherwise the next decision of the path (set_path), or 0 past
  /// its end, recorded in path_taken(). The decision is assumed in Z3 and
  /// samples that disagree are dropped; when the path turns out infeasible
  /// (no sample left and Z3 finds the constraints unsatisfiable) it throws
  /// InfeasiblePath.
  bool decide(const SymValue& bit);
  void set_path(std::vector<bool> path) { path_ = std::move(path); }
  [[nodiscard]] const std::vector<bool>& path_taken() const { return taken_; }
  /// A precondition on the inputs (e.g. "the scalar is below n"): Z3 assumes
  /// it from now on, and samples that break it are no longer used.
  void assume_at_most(const SymValue& v, const mpz_class& bound);
  /// Values the limb code hands to its claim (in order; SymLimbs::note_quotient).
  void note(const SymValue& v) { notes_.push_back(v); }
  [[nodiscard]] const std::vector<SymValue>& notes() const { return notes_; }
  /// Marks the start of a step of the limb code; obligations are named by it.
  void at(const std::string& label);

  /// Records the obligation v ≤ bound (by intervals, else by Z3).
  const Obligation& require_at_most(const SymValue& v, const mpz_class& bound, const std::string& what,
                                    bool type_range);
  /// Whether `poly` (a polynomial in this trace's variables) is zero for
  /// every assignment that satisfies the trace's constraints (Z3). On
  /// failure, `why` says "refuted: <inputs>" or "unknown".
  bool prove_zero(const LimbPoly& poly, std::string& why);
  /// Whether v ≤ bound under the constraints (Z3 only; for properties such as
  /// "the output is below p" that no single limb's interval can show).
  const Obligation& require_value_at_most(const SymValue& v, const mpz_class& bound, const std::string& what);

  [[nodiscard]] const std::vector<Obligation>& obligations() const { return obligations_; }
  [[nodiscard]] const std::vector<std::string>& names() const { return names_; }
  [[nodiscard]] unsigned fresh_variables() const { return fresh_; }
  [[nodiscard]] std::size_t largest_terms() const { return largest_terms_; }
  [[nodiscard]] unsigned z3_queries() const { return queries_; }
  [[nodiscard]] const std::string& function() const { return function_; }
  /// Once a value failed its obligation the run goes on (to name every
  /// failure), but nothing after it is trusted.
  [[nodiscard]] bool any_failed() const;
  z3::context& z3() { return ctx_; }
  /// Z3's time limit per query on this trace (default 10 s): a refutation
  /// that is known to take Z3 seconds gets more room on a loaded machine.
  void set_z3_timeout(unsigned ms);

 private:
  struct Split {
    SymValue value;  ///< the value split
    unsigned k;
    SymValue high;
  };
  unsigned new_var(const std::string& name, const mpz_class& lo, const mpz_class& hi);
  /// The first sample on which `bad` holds, described by its inputs, or "".
  std::string sample_where(const std::function<bool(std::size_t)>& bad) const;
  mpz_class eval(const LimbPoly& p, std::size_t sample) const;
  /// Z3: is `negated_claim` unsatisfiable? First with products abstracted,
  /// then exactly. Returns unsat / sat / unknown; `model` gets the inputs.
  z3::check_result refute(const z3::expr& negated_claim, std::string& model, bool exact_retry = true);
  const Split& split(const SymValue& a, unsigned k);
  SymValue checked(SymValue v, unsigned width, const std::string& op, bool counts_for_margin = true);
  /// A fresh variable in [lo, hi] that `def` (given the variable) defines or
  /// bounds in Z3, with its samples.
  SymValue fresh(const mpz_class& lo, const mpz_class& hi, const std::function<z3::expr(const z3::expr&)>& def,
                 std::vector<mpz_class> samples);
  std::string place();
  std::string model_inputs(const z3::model& m);
  z3::expr to_z3(const LimbPoly& p);
  z3::expr num(const mpz_class& c);
  void track(const SymValue& v);

  std::string function_;
  bool use_samples_;
  std::string label_ = "start";
  unsigned op_ = 0;
  z3::context ctx_;
  z3::solver solver_;
  std::vector<std::string> names_;
  std::vector<z3::expr> vars_;
  std::vector<std::vector<mpz_class>> var_samples_;
  std::vector<Interval> var_iv_;
  std::vector<bool> sample_ok_;  ///< false for samples that break an assumption
  std::vector<z3::expr> products_;  ///< m_i == a·b, kept out of the first query
  std::vector<unsigned> inputs_;
  std::vector<Split> splits_;
  std::vector<Obligation> obligations_;
  std::vector<SymValue> notes_;
  std::vector<bool> path_;
  std::vector<bool> taken_;
  unsigned fresh_ = 0;
  unsigned queries_ = 0;
  std::size_t largest_terms_ = 0;
  Trace* outer_;
};

/// Thrown by Trace::decide on a branch no input within the contract takes.
struct InfeasiblePath {};

/// x & mask for a mask 2^k − 1 (the low part of a split); any other mask
/// throws std::invalid_argument.
SymValue mask_value(const SymValue& a, std::uint64_t mask);

/// While alive, new traces on this thread refute with Z3 alone (no
/// samples): the tests use it to show that the prover itself, not the
/// sampling, catches each broken twin.
class SamplesOff {
 public:
  SamplesOff();
  ~SamplesOff();
  SamplesOff(const SamplesOff&) = delete;
  SamplesOff& operator=(const SamplesOff&) = delete;

 private:
  bool before_;
};

/// A W-bit unsigned word (W = 64 or 128) as the interpreter sees it. The
/// conversions mirror C++'s: integers and narrower words convert implicitly,
/// a narrowing cast is explicit (and must fit).
template <unsigned W>
class SymWord {
  static_assert(W == 64 || W == 128);

 public:
  /// Zero, as a value-initialized word is in C++.
  SymWord() : SymWord(0) {}
  template <std::integral I>
  SymWord(I c)  // NOLINT: constants mix with words as in C++
      : v_(Trace::current().constant(mpz_class(static_cast<unsigned long>(c)))) {
    static_assert(sizeof(I) <= sizeof(unsigned long));
  }
  template <unsigned V>
    requires(V < W)
  SymWord(const SymWord<V>& x) : v_(x.value()) {}  // NOLINT: widening is implicit in C++ too
  template <unsigned V>
    requires(V > W)
  explicit SymWord(const SymWord<V>& x) : v_(Trace::current().narrow(x.value(), W)) {}
  explicit SymWord(SymValue v) : v_(std::move(v)) {}

  [[nodiscard]] const SymValue& value() const { return v_; }

  friend SymWord operator+(const SymWord& a, const SymWord& b) { return SymWord(Trace::current().add(a.v_, b.v_, W)); }
  friend SymWord operator-(const SymWord& a, const SymWord& b) { return SymWord(Trace::current().sub(a.v_, b.v_, W)); }
  friend SymWord operator*(const SymWord& a, const SymWord& b) { return SymWord(Trace::current().mul(a.v_, b.v_, W)); }
  friend SymWord operator<<(const SymWord& a, int k) {
    return SymWord(Trace::current().shl(a.v_, static_cast<unsigned>(k), W));
  }
  friend SymWord operator>>(const SymWord& a, int k) {
    return SymWord(Trace::current().high(a.v_, static_cast<unsigned>(k)));
  }
  /// x & (2^k − 1); any other mask is rejected (std::invalid_argument).
  friend SymWord operator&(const SymWord& a, std::uint64_t mask) { return SymWord(mask_value(a.v_, mask)); }
  /// Of any two words; see the head of this file for what the prover knows
  /// of the result when the operands are not bits.
  friend SymWord operator&(const SymWord& a, const SymWord& b) {
    return SymWord(Trace::current().word_and(a.v_, b.v_, W));
  }
  friend SymWord operator|(const SymWord& a, const SymWord& b) { return SymWord(Trace::current().word_or(a.v_, b.v_, W)); }
  friend SymWord operator^(const SymWord& a, const SymWord& b) {
    return SymWord(Trace::current().word_xor(a.v_, b.v_, W));
  }
  friend SymWord operator~(const SymWord& a) { return SymWord(Trace::current().word_not(a.v_, W)); }

  SymWord& operator+=(const SymWord& b) { return *this = *this + b; }
  SymWord& operator-=(const SymWord& b) { return *this = *this - b; }
  SymWord& operator*=(const SymWord& b) { return *this = *this * b; }
  SymWord& operator>>=(int k) { return *this = *this >> k; }
  SymWord& operator<<=(int k) { return *this = *this << k; }
  SymWord& operator&=(std::uint64_t mask) { return *this = *this & mask; }
  SymWord& operator|=(const SymWord& b) { return *this = *this | b; }

 private:
  SymValue v_;
};

/// The primitives fast/'s limb code asks of its integer types, for the
/// symbolic words. fast/include/tandem/fast/limb_ops.hpp has the native twin.
struct SymLimbs {
  using u64 = SymWord<64>;
  using u128 = SymWord<128>;
  static void at(const char* label) { Trace::current().at(label); }
  /// bit ? a : b, for bit in {0, 1}.
  static u64 select(const u64& bit, const u64& a, const u64& b) {
    return u64(Trace::current().select(bit.value(), a.value(), b.value()));
  }
  /// x + y + carry as a word, the carry out left in `carry`: the portable
  /// text fast::add_carry_wide, which NativeLimbs runs where it has no
  /// intrinsic.
  static u64 add_carry(const u64& x, const u64& y, u64& carry) { return fast::add_carry_wide<u64, u128>(x, y, carry); }

  /// The comparisons: fresh bits defined in Z3 (Trace::eq, Trace::lt).
  template <unsigned W>
  static u64 eq(const SymWord<W>& x, const std::type_identity_t<SymWord<W>>& y) {
    return u64(Trace::current().eq(x.value(), y.value()));
  }
  template <unsigned W>
  static u64 is_zero(const SymWord<W>& x) {
    return u64(Trace::current().eq(x.value(), Trace::current().constant(0)));
  }
  template <unsigned W>
  static u64 lt(const SymWord<W>& x, const std::type_identity_t<SymWord<W>>& y) {
    return u64(Trace::current().lt(x.value(), y.value()));
  }
  /// The decision the path under exploration takes here.
  static bool branch_var(const u64& bit) { return Trace::current().decide(bit.value()); }
  /// acc >> 64 for an acc whose low word is zero by its algebra
  /// (Trace::exact_high); NativeLimbs has no such member, and
  /// fast::fp::shift_out_zero_word shifts natively.
  static u128 shift_out_zero_word(const u128& acc) { return u128(Trace::current().exact_high(acc.value(), 64)); }
  /// Records a Montgomery step's quotient word (Trace::notes): the fp
  /// claims sum them into Q and check R·T = a·b + Q·m exactly.
  static void note_quotient(const u64& q) { Trace::current().note(q.value()); }
};

}  // namespace tandem::proofs::limbs

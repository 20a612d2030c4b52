// fast/'s formulas speak the lazy field interface (fast/group/lazy_field.hpp:
// mul, sqr, add, negate(x, m), mul_int, half, normalize_weak,
// normalizes_to_zero(_var), cmov, F::from_int). These are that interface's
// models over the prover's two fields, so that the group-law prover and the
// census run fast/'s own text, exactly as they run ref/'s:
//   FastSym  over Sym (polynomials modulo the ideal of the proof case):
//            normalization is the identity, a magnitude bound is no value,
//            normalizes_to_zero(_var) is ideal membership (Sym's is_zero, so
//            the proof case decides each branch and the decision is logged);
//   FastCnt  over Cnt (the census): M, S, C, additions (negations count as
//            additions, as ref's unary minus does), small multiples, halvings;
//            weak normalizations are counted apart (OpCount::normalize), for
//            information; normalizes_to_zero answers "no", so the generic
//            path is the one counted; cmov costs no field operation.
// Every operation is a hidden friend found by argument-dependent lookup from
// the formulas' unqualified calls. mul_const is a non-template friend, which
// overload resolution prefers to fast::mul_const's template; fast::select
// needs nothing but cmov.
#pragma once

#include "tandem/fast/group/lazy_field.hpp"
#include "tandem/proofs/counting_field.hpp"
#include "tandem/proofs/symbolic_field.hpp"

namespace tandem::proofs {

class FastSym {
 public:
  FastSym() : v_(0L) {}
  explicit FastSym(Sym v) : v_(std::move(v)) {}
  [[nodiscard]] const Sym& sym() const { return v_; }

  [[nodiscard]] static FastSym from_int(unsigned k) { return FastSym(Sym(static_cast<long>(k))); }

  friend FastSym mul(const FastSym& a, const FastSym& b) { return FastSym(a.v_ * b.v_); }
  friend FastSym sqr(const FastSym& a) { return FastSym(sqr(a.v_)); }
  friend FastSym add(const FastSym& a, const FastSym& b) { return FastSym(a.v_ + b.v_); }
  /// −a; the bound m matters to the limbs only.
  friend FastSym negate(const FastSym& a, int /*m*/) { return FastSym(-a.v_); }
  friend FastSym mul_int(const FastSym& a, int k) { return FastSym(mul_small(a.v_, k)); }
  friend FastSym half(const FastSym& a) { return FastSym(half(a.v_)); }
  /// A curve constant's multiplication: by the constant's polynomial.
  friend FastSym mul_const(const FastSym& c, const FastSym& x) { return FastSym(mul_const(c.v_, x.v_)); }
  /// The same value: a representation's change.
  friend FastSym normalize_weak(const FastSym& a) { return a; }
  friend FastSym normalize(const FastSym& a) { return a; }
  friend FastSym normalize_var(const FastSym& a) { return a; }
  /// Ideal membership: the case decides (and logs) the branch.
  friend bool normalizes_to_zero(const FastSym& a) { return is_zero(a.v_); }
  friend bool normalizes_to_zero_var(const FastSym& a) { return is_zero(a.v_); }
  /// r = c ? a : r; c came from normalizes_to_zero (or an input's flag),
  /// which the proof case fixed, so each case proves the path it selects.
  friend void cmov(FastSym& r, const FastSym& a, bool c) {
    if (c) r = a;
  }
  /// 3·b for the formulas that take 3b (rcb): the curve's constant, which
  /// the caller computes once (fast's curve traits hold it).
  friend FastSym curve_b3(const FastSym& b) { return FastSym(mul_small(b.v_, 3)); }

 private:
  Sym v_;
};

class FastCnt {
 public:
  FastCnt() = default;
  explicit FastCnt(Cnt /*c*/) {}

  [[nodiscard]] static FastCnt from_int(unsigned /*k*/) { return {}; }

  friend FastCnt mul(FastCnt /*a*/, FastCnt /*b*/) { return wrap(Cnt{} * Cnt{}); }
  friend FastCnt sqr(FastCnt /*a*/) { return wrap(sqr(Cnt{})); }
  friend FastCnt add(FastCnt /*a*/, FastCnt /*b*/) { return wrap(Cnt{} + Cnt{}); }
  friend FastCnt negate(FastCnt /*a*/, int /*m*/) { return wrap(-Cnt{}); }
  friend FastCnt mul_int(FastCnt /*a*/, int k) { return wrap(mul_small(Cnt{}, k)); }
  friend FastCnt half(FastCnt /*a*/) { return wrap(half(Cnt{})); }
  friend FastCnt mul_const(FastCnt /*c*/, FastCnt /*x*/) { return wrap(mul_const(Cnt{}, Cnt{})); }
  friend FastCnt normalize_weak(FastCnt /*a*/) {
    ++CountScope::current().normalize;
    return {};
  }
  friend FastCnt normalize(FastCnt /*a*/) {
    ++CountScope::current().normalize;
    return {};
  }
  friend FastCnt normalize_var(FastCnt /*a*/) {
    ++CountScope::current().normalize;
    return {};
  }
  /// "No": the generic path is the one counted.
  friend bool normalizes_to_zero(FastCnt /*a*/) { return false; }
  friend bool normalizes_to_zero_var(FastCnt /*a*/) { return false; }
  /// A constant-time move: no field operation.
  friend void cmov(FastCnt& /*r*/, FastCnt /*a*/, bool /*c*/) {}
  /// 3·b is the caller's constant, not the formula's work: computed in a
  /// scope of its own, which is dropped.
  friend FastCnt curve_b3(FastCnt /*b*/) {
    const CountScope not_the_formulas;
    return wrap(mul_small(Cnt{}, 3));
  }

 private:
  static FastCnt wrap(Cnt /*c*/) { return {}; }
};

static_assert(fast::LazyField<FastSym>);
static_assert(fast::LazyField<FastCnt>);

}  // namespace tandem::proofs

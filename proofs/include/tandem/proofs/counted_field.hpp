// A real fast field that also counts: CountedField<F> wraps Fe or Fe64,
// computes every value as F does, and counts each operation into the
// innermost CountScope (counting_field.hpp): M, S, C (mul_const),
// additions and negations, small multiples, halvings, normalizations (weak
// and full), inversions (inverse, inverse_var). It models the lazy field
// interface and the rest of what fast's group layer calls (normalize,
// normalize_var, from_words_below_p, to_words, equal, equal_var, inverse,
// inverse_var, batch_inverse_var), so that a fast strategy's own text can be
// counted on real points, the path its values take included; FastCnt
// (fast_models.hpp) counts a formula's generic path without values.
// batch_inverse_var runs fast's own batch text (batch_inverse.hpp) on the
// counted field, so its multiplications and its one inversion are counted
// as they happen. Comparisons and selections (cmov, normalizes_to_zero,
// is_zero, is_odd) cost no field operation.
#pragma once

#include <cstddef>
#include <cstdint>
#include <span>

#include "tandem/fast/batch_inverse.hpp"
#include "tandem/fast/constants.hpp"
#include "tandem/fast/field_inverse.hpp"
#include "tandem/fast/group/lazy_field.hpp"
#include "tandem/proofs/counting_field.hpp"

namespace tandem::proofs {

namespace counted_detail {
/// What a PrimeField (fast/fp/) has besides the lazy field interface: its
/// sizes and word type, so that a curve's constants are read the same way
/// on the counting field (group/prime_curve.hpp). Empty for Fe and Fe64.
template <class F>
struct WordSizes {};
template <class F>
  requires requires { F::kWords; F::kBytes; typename F::W; }
struct WordSizes<F> {
  static constexpr std::size_t kWords = F::kWords;
  static constexpr std::size_t kBytes = F::kBytes;
  using W = typename F::W;
};
}  // namespace counted_detail

/// Tag: nothing by default; a distinct tag makes a distinct type, to which
/// a caller may attach overloads of its own (tandem trace --impl fast
/// records the group operations of a strategy that way) without touching
/// the default type the census instantiates.
template <class F, class Tag = void>
class CountedField : public counted_detail::WordSizes<F> {
 public:
  constexpr CountedField() = default;
  explicit constexpr CountedField(const F& v) : v_(v) {}
  [[nodiscard]] const F& value() const { return v_; }

  [[nodiscard]] static constexpr CountedField from_int(unsigned k) { return CountedField(F::from_int(k)); }
  [[nodiscard]] static constexpr CountedField from_words_below_p(const fast::Words256& w) {
    return CountedField(F::from_words_below_p(w));
  }
  [[nodiscard]] const fast::Words256& to_words() const { return v_.to_words(); }
  /// A PrimeField's from_words (its words below the modulus).
  template <class Words>
    requires requires(const Words& w) { F::from_words(w); }
  [[nodiscard]] static constexpr CountedField from_words(const Words& w) {
    return CountedField(F::from_words(w));
  }
  [[nodiscard]] static constexpr CountedField set_b32_mod(std::span<const std::uint8_t, 32> be) {
    return CountedField(F::set_b32_mod(be));
  }

  friend CountedField mul(const CountedField& a, const CountedField& b) {
    return tick(&spec::OpCount::M, mul(a.v_, b.v_));
  }
  friend CountedField sqr(const CountedField& a) { return tick(&spec::OpCount::S, sqr(a.v_)); }
  friend CountedField mul_const(const CountedField& c, const CountedField& x) {
    return tick(&spec::OpCount::C, mul(c.v_, x.v_));
  }
  friend CountedField add(const CountedField& a, const CountedField& b) {
    return tick(&spec::OpCount::add, add(a.v_, b.v_));
  }
  friend CountedField negate(const CountedField& a, int m) { return tick(&spec::OpCount::add, negate(a.v_, m)); }
  friend CountedField mul_int(const CountedField& a, int k) { return tick(&spec::OpCount::small, mul_int(a.v_, k)); }
  friend CountedField half(const CountedField& a) { return tick(&spec::OpCount::half, half(a.v_)); }
  friend CountedField normalize_weak(const CountedField& a) {
    return tick(&spec::OpCount::normalize, normalize_weak(a.v_));
  }
  friend CountedField normalize(const CountedField& a) { return tick(&spec::OpCount::normalize, normalize(a.v_)); }
  friend CountedField normalize_var(const CountedField& a) {
    return tick(&spec::OpCount::normalize, normalize_var(a.v_));
  }
  friend CountedField inverse(const CountedField& a) { return tick(&spec::OpCount::inv, inverse(a.v_)); }
  friend CountedField inverse_var(const CountedField& a) { return tick(&spec::OpCount::inv, inverse_var(a.v_)); }
  friend bool normalizes_to_zero(const CountedField& a) { return normalizes_to_zero(a.v_); }
  friend bool normalizes_to_zero_var(const CountedField& a) { return normalizes_to_zero_var(a.v_); }
  friend bool is_zero(const CountedField& a) { return is_zero(a.v_); }
  friend bool is_odd(const CountedField& a) { return is_odd(a.v_); }
  friend void cmov(CountedField& r, const CountedField& a, bool c) { cmov(r.v_, a.v_, c); }
  /// fast's equality text (field.hpp, field_4x64.hpp): −a + b ≡ 0, counted.
  friend bool equal(const CountedField& a, const CountedField& b) { return normalizes_to_zero(add(negate(a, 1), b)); }
  friend bool equal_var(const CountedField& a, const CountedField& b) {
    return normalizes_to_zero_var(add(negate(a, 1), b));
  }
  friend void batch_inverse_var(std::span<CountedField> out, std::span<const CountedField> in) {
    fast::detail::batch_inverse<true, CountedField>(out, in);
  }
  friend void batch_inverse(std::span<CountedField> out, std::span<const CountedField> in) {
    fast::detail::batch_inverse<false, CountedField>(out, in);
  }

 private:
  static CountedField tick(int spec::OpCount::*field, const F& v) {
    ++(CountScope::current().*field);
    return CountedField(v);
  }
  F v_;
};

static_assert(fast::LazyField<CountedField<fast::Fe64>>);
static_assert(fast::LazyField<CountedField<fast::Fe>>);

}  // namespace tandem::proofs

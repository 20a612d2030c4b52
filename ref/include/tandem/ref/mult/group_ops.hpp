// What a scalar-multiplication strategy asks of the group it runs in. Every
// strategy of ref/mult/ is a template over a policy G modelling GroupOps, so
// one text runs on
//   - the reference group (JacobianOps<Fe> below, built from a ref::Curve),
//     standard curves and the small curves of the exhaustive tests alike;
//   - a counting wrapper (proofs/counting_group.hpp) that counts doublings,
//     additions, negations and table sizes for the census;
//   - a tracing wrapper (ref/mult/trace.hpp) that records every step with
//     its intermediate point for `tandem trace`.
//
// Points a strategy accumulates are G::Point (Jacobian here); the points it
// is given and keeps in tables are G::Affine, so that adding a table entry
// is a mixed addition. Strategies also tell the policy what they are doing
// (stage, note, step, table); the reference group ignores that, the wrappers
// count or record it. The messages are built by callables that only a
// recording wrapper calls, so they cost nothing otherwise.
#pragma once

#include <gmpxx.h>

#include <concepts>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <stdexcept>
#include <string>
#include <vector>

#include "tandem/ref/affine.hpp"
#include "tandem/ref/curve.hpp"
#include "tandem/ref/formulas/jacobian_dbl.hpp"
#include "tandem/ref/formulas/jacobian_add.hpp"
#include "tandem/ref/formulas/jacobian_madd.hpp"
#include "tandem/ref/inverse/batch.hpp"
#include "tandem/ref/mult/recoding/glv_split.hpp"
#include "tandem/ref/point.hpp"

namespace tandem::ref {

/// The two halves of a table-driven strategy: building its table, then
/// using it. The census counts them apart.
enum class Stage : std::uint8_t { precomputation, evaluation };

/// What a step stands for, for traces: a sentence and, where the strategy
/// knows it, the multiples m₁, m₂, … with point = m₁·P₁ + m₂·P₂ + … of the
/// strategy's inputs (one for k·P, two for a·P + b·Q).
struct StepNote {
  std::string text;
  std::vector<mpz_class> multiples;
};

/// The GLV data of a curve: φ(x, y) = (β·x, y) acts on the subgroup of order
/// n as multiplication by λ, and `basis` is the short lattice basis the
/// split needs (recoding/glv_split.hpp).
template <class F>
struct Endomorphism {
  F beta;
  mpz_class lambda;
  LatticeBasis basis;
};

// clang-format off
template <class G>
concept GroupOps = requires(const G& g, const typename G::Point& R, const typename G::Affine& A,
                            std::span<const typename G::Point> many) {
  { g.identity() } -> std::same_as<typename G::Point>;
  { g.lift(A) } -> std::same_as<typename G::Point>;               // affine → working coordinates
  { g.is_identity(R) } -> std::same_as<bool>;
  { g.dbl(R) } -> std::same_as<typename G::Point>;
  { g.add(R, R) } -> std::same_as<typename G::Point>;             // general addition
  { g.add_mixed(R, A) } -> std::same_as<typename G::Point>;       // working + affine
  { g.neg(R) } -> std::same_as<typename G::Point>;
  { g.neg(A) } -> std::same_as<typename G::Affine>;
  { g.to_affine(R) } -> std::same_as<typename G::Affine>;
  { g.to_affine_batch(many) } -> std::same_as<std::vector<typename G::Affine>>;
  { g.order() } -> std::convertible_to<const mpz_class&>;         // n, 0 if unknown
  { g.has_endomorphism() } -> std::same_as<bool>;
  { g.endo(A) } -> std::same_as<typename G::Affine>;              // φ(A) = (β·x, y)
  { g.lambda() } -> std::convertible_to<const mpz_class&>;
  { g.lattice_basis() } -> std::convertible_to<const LatticeBasis&>;
  g.stage(Stage::evaluation);
};
// clang-format on

/// The reference instance: Jacobian coordinates over a field F with the
/// formulas of ref/formulas/ (the family's doubling, madd_8m3s).
///
/// General addition (Jacobian + Jacobian) is add-2007-bl (11M+5S), which
/// handles P = Q, P = −Q and O by its proven branches.
template <class F>
class JacobianOps {
 public:
  using Field = F;
  using Point = Jacobian<F>;
  using Affine = ref::Affine<F>;

  /// `one` is the field's 1 (it fixes which field the constants live in);
  /// `n` the order of the subgroup the strategies work in, 0 if unknown
  /// (then only the strategies that never reduce scalars run).
  JacobianOps(CurveEq<F> eq, F one, mpz_class n, std::optional<Endomorphism<F>> endo = std::nullopt)
      : eq_(std::move(eq)), one_(std::move(one)), n_(std::move(n)), endo_(std::move(endo)) {}

  [[nodiscard]] Point identity() const { return Point::at_infinity(one_); }
  [[nodiscard]] Point lift(const Affine& A) const { return Point::from_affine(A); }
  [[nodiscard]] bool is_identity(const Point& R) const { return is_zero(R.Z); }
  [[nodiscard]] Point dbl(const Point& R) const { return ref::dbl(R, eq_); }
  [[nodiscard]] Point add_mixed(const Point& R, const Affine& A) const { return madd_8m3s(R, A, eq_); }
  [[nodiscard]] Point add(const Point& R, const Point& S) const { return add_2007_bl_11m5s(R, S, eq_); }
  [[nodiscard]] Point neg(const Point& R) const { return {R.X, -R.Y, R.Z}; }
  [[nodiscard]] Affine neg(const Affine& A) const { return affine_neg(A); }
  [[nodiscard]] Affine to_affine(const Point& R) const { return ref::to_affine(R); }

  /// Every point to affine for one inversion: Montgomery's trick
  /// (ref/inverse/batch.hpp, 3(m − 1) M + 1 I for m finite points), then
  /// 3M + 1S per point for x = X/Z², y = Y/Z³. Points at infinity (Z = 0,
  /// which batch_inverse leaves out) stay at infinity.
  [[nodiscard]] std::vector<Affine> to_affine_batch(std::span<const Point> Rs) const {
    std::vector<F> Z;
    for (const Point& R : Rs) Z.push_back(R.Z);
    const std::vector<F> zinv = batch_inverse<F>(Z, [&](const F& z) { return one_ / z; });
    std::vector<Affine> out;
    for (std::size_t i = 0; i < Rs.size(); ++i) {
      if (is_zero(Rs[i].Z)) {
        out.push_back(Affine::at_infinity(one_));
        continue;
      }
      const F zi2 = sqr(zinv[i]);
      out.push_back({Rs[i].X * zi2, Rs[i].Y * zi2 * zinv[i], false});
    }
    return out;
  }

  [[nodiscard]] const mpz_class& order() const { return n_; }
  [[nodiscard]] bool has_endomorphism() const { return endo_.has_value(); }
  /// φ(x, y) = (β·x, y): 1M. Precondition: has_endomorphism().
  [[nodiscard]] Affine endo(const Affine& A) const {
    if (A.infinity) return A;
    return {endomorphism().beta * A.x, A.y, false};
  }
  [[nodiscard]] const mpz_class& lambda() const { return endomorphism().lambda; }
  [[nodiscard]] const LatticeBasis& lattice_basis() const { return endomorphism().basis; }
  [[nodiscard]] const CurveEq<F>& curve_eq() const { return eq_; }
  [[nodiscard]] const F& one() const { return one_; }

  // What a strategy says about itself; the reference group has no use for it.
  void stage(Stage /*s*/) const {}
  template <class Text>
  void note(Text&& /*text*/) const {}
  template <class Describe>
  void step(const Point& /*R*/, Describe&& /*describe*/) const {}
  template <class T, class Describe>
  void table(std::span<const T> /*entries*/, Describe&& /*describe*/) const {}

 private:
  [[nodiscard]] const Endomorphism<F>& endomorphism() const {
    if (!endo_) throw std::invalid_argument("tandem::ref::JacobianOps: the curve has no endomorphism");
    return *endo_;
  }

  CurveEq<F> eq_;
  F one_;
  mpz_class n_;
  std::optional<Endomorphism<F>> endo_;
};

using RefGroup = JacobianOps<Fe>;

/// The reference group of a curve: its equation, n, and (where the curve
/// has one) the endomorphism with the lattice basis derived from (n, λ) by
/// glv_basis.
[[nodiscard]] RefGroup make_ref_group(const Curve& C);

/// The same, built once per curve of spec::curves and kept for the life of
/// the program; std::invalid_argument for a Curve that is not one of them.
[[nodiscard]] const RefGroup& ref_group(const Curve& C);

/// Whether bit i of k is set.
[[nodiscard]] inline bool bit(const mpz_class& k, std::size_t i) {
  return mpz_tstbit(k.get_mpz_t(), static_cast<mp_bitcnt_t>(i)) != 0;
}

/// ⌊k / 2^i⌋.
[[nodiscard]] inline mpz_class shift_right(const mpz_class& k, std::size_t i) {
  mpz_class r;
  mpz_fdiv_q_2exp(r.get_mpz_t(), k.get_mpz_t(), static_cast<mp_bitcnt_t>(i));
  return r;
}

/// k mod 2^i.
[[nodiscard]] inline mpz_class low_bits(const mpz_class& k, std::size_t i) {
  mpz_class r;
  mpz_fdiv_r_2exp(r.get_mpz_t(), k.get_mpz_t(), static_cast<mp_bitcnt_t>(i));
  return r;
}

/// 2^i.
[[nodiscard]] inline mpz_class power_of_two(std::size_t i) {
  mpz_class r;
  mpz_ui_pow_ui(r.get_mpz_t(), 2, static_cast<unsigned long>(i));
  return r;
}

/// The strategies' precondition on scalars: k ≥ 0 (a caller's bug
/// otherwise, reported by std::invalid_argument; the checked entry points
/// of ref/mult/strategy.hpp return Error::scalar_negative instead).
inline void require_nonnegative(const mpz_class& k, const char* who) {
  if (k < 0) throw std::invalid_argument(std::string(who) + ": negative scalar");
}

/// k mod n for the strategies that work modulo the group order;
/// std::invalid_argument when the group's order is unknown (0).
[[nodiscard]] inline mpz_class reduce_mod_order(const mpz_class& k, const mpz_class& n, const char* who) {
  if (n <= 0) throw std::invalid_argument(std::string(who) + ": needs the group order");
  return k % n;
}

}  // namespace tandem::ref

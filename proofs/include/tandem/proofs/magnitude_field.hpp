// The magnitude field: an element is an upper bound on the 5×52 field's
// magnitude (libsecp256k1's notion, fast/field_contract.hpp) and whether the
// element is known normalized. Every operation checks its precondition from
// fe_contract and returns the bound fe_contract gives its output; a breach is
// recorded (the operation's index in the run, its name, what broke), never
// thrown, so one run reports the first breach and still yields bounds.
//
// Why one run at the declared bounds covers every input within them: each
// output rule is monotone in its inputs' bounds (a sum, a constant, m + 1 for
// negate's constant m, a product by a constant k ≥ 0, ⌊m/2⌋ + 1, a maximum),
// and each precondition is an upper bound on input magnitudes (or a
// condition on the constants m and k alone). So, along any one path of the
// formula, by induction over its operations, inputs at smaller magnitudes
// give every intermediate a bound no larger than the run at the maximum
// does, and pass every check the maximal run passes. The path itself is
// chosen by values (normalizes_to_zero(_var), an affine input's infinity
// flag), which a magnitude does not fix: the checker (magnitudes.hpp) runs
// every path, replaying each decision sequence until all are covered.
#pragma once

#include <cstddef>
#include <optional>
#include <string>
#include <string_view>
#include <vector>

#include "tandem/fast/field_contract.hpp"
#include "tandem/fast/group/lazy_field.hpp"

namespace tandem::proofs {

/// The first contract breach of a run.
struct MagViolation {
  std::size_t op_index;  ///< 0-based, in the order the run calls the field
  std::string op;        ///< "mul", "negate", …, or "output 1 (P + Q)"
  std::string what;      ///< which bound broke, and by how much
};

/// The state of one run on the magnitude field, for the life of the scope:
/// the operation counter, the first breach, and the branch decisions
/// (normalizes_to_zero(_var) answers from `schedule` in order, then "no";
/// every answer given is logged). Scopes nest; the innermost wins.
class MagScope {
 public:
  explicit MagScope(std::vector<bool> schedule = {});
  ~MagScope();
  MagScope(const MagScope&) = delete;
  MagScope& operator=(const MagScope&) = delete;

  static MagScope& current();

  /// The index of the operation now starting.
  std::size_t begin_op() { return ops_++; }
  void breach(std::size_t op_index, std::string_view op, std::string what);
  /// The next branch decision.
  bool decide();

  [[nodiscard]] std::size_t ops() const { return ops_; }
  [[nodiscard]] const std::vector<bool>& decisions() const { return decisions_; }
  [[nodiscard]] const std::optional<MagViolation>& first_breach() const { return first_; }
  [[nodiscard]] std::size_t breaches() const { return breaches_; }

 private:
  friend MagScope& outside_scope();
  struct Detached {};
  /// A scope that is not made the innermost: the one in force outside any.
  explicit MagScope(Detached /*tag*/) : outer_(nullptr) {}
  std::vector<bool> schedule_;
  std::vector<bool> decisions_;
  std::optional<MagViolation> first_;
  std::size_t ops_ = 0;
  std::size_t breaches_ = 0;
  MagScope* outer_;
};

class Mag {
 public:
  /// Zero: magnitude 0, normalized (Fe's default).
  constexpr Mag() = default;
  /// Any element of magnitude at most m, not known normalized.
  [[nodiscard]] static constexpr Mag bound(int m) { return Mag(m, false); }
  /// A small integer, as Fe::from_int makes it: magnitude 1 (0 for zero),
  /// normalized.
  [[nodiscard]] static constexpr Mag from_int(unsigned k) { return Mag(k == 0 ? 0 : 1, true); }

  [[nodiscard]] constexpr int magnitude() const { return m_; }
  [[nodiscard]] constexpr bool normalized() const { return normalized_; }

  friend Mag mul(const Mag& a, const Mag& b) { return product("mul", a, b); }
  /// Multiplication by a curve constant: the fast fields multiply.
  friend Mag mul_const(const Mag& c, const Mag& x) { return product("mul_const", c, x); }
  friend Mag sqr(const Mag& a);
  friend Mag add(const Mag& a, const Mag& b);
  friend Mag negate(const Mag& a, int m);
  friend Mag mul_int(const Mag& a, int k);
  friend Mag half(const Mag& a);
  friend Mag normalize_weak(const Mag& a);
  friend Mag normalize(const Mag& a);
  friend Mag normalize_var(const Mag& a);
  /// Checks the input, then answers the next decision of the scope.
  friend bool normalizes_to_zero(const Mag& a);
  friend bool normalizes_to_zero_var(const Mag& a);
  /// The larger bound, whichever is taken (Fe's verify mode tracks the
  /// same); normalized only if both are.
  friend void cmov(Mag& r, const Mag& a, bool c);
  /// 3·b as fast's curve traits hold it: a normalized constant.
  friend Mag curve_b3(const Mag& b);

 private:
  constexpr Mag(int m, bool normalized) : m_(m), normalized_(normalized) {}
  static Mag product(std::string_view op, const Mag& a, const Mag& b);
  int m_ = 0;
  bool normalized_ = true;
};

static_assert(fast::LazyField<Mag>);

}  // namespace tandem::proofs

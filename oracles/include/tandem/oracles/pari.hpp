// PARI/GP's library (Debian's libpari-dev) as a second group law for every
// curve: its own elliptic-curve code (ellinit over F_p, elladd, ellsub,
// ellneg, ellmul) and its point counting (ellcard: SEA on large fields) and
// group structure (ellgroup). ref::affine_add is the law the prover proves
// the formulas against and the group the exhaustive tests enumerate; PARI
// checks that law from outside. Integers cross the boundary as GMP integers
// (decimal strings on the way), never as tandem types.
#pragma once

#include <gmpxx.h>

#include <memory>
#include <optional>
#include <vector>

#include "tandem/oracles/ints.hpp"

namespace tandem::oracles {

/// y² = x³ + a·x + b over F_p, p an odd prime, as PARI's ellinit([a, b], p).
/// Each operation returns nothing if PARI raises an error (a point off the
/// curve, for instance). Not thread-safe: PARI's stack is one per process.
class PariCurve {
 public:
  PariCurve(const mpz_class& p, const mpz_class& a, const mpz_class& b);
  ~PariCurve();
  PariCurve(const PariCurve&) = delete;
  PariCurve& operator=(const PariCurve&) = delete;

  /// ellcard: #E(F_p).
  [[nodiscard]] mpz_class card() const;
  /// ellgroup: the cyclic components [d₁] or [d₁, d₂] (d₂ ∣ d₁) of E(F_p);
  /// empty for the trivial group.
  [[nodiscard]] std::vector<mpz_class> group() const;

  [[nodiscard]] std::optional<IntPoint> add(const IntPoint& P, const IntPoint& Q) const;  // elladd
  [[nodiscard]] std::optional<IntPoint> sub(const IntPoint& P, const IntPoint& Q) const;  // ellsub
  [[nodiscard]] std::optional<IntPoint> neg(const IntPoint& P) const;                     // ellneg
  /// ellmul: k·P for any integer k (a negative k multiplies −P).
  [[nodiscard]] std::optional<IntPoint> mul(const mpz_class& k, const IntPoint& P) const;
  /// ellorder: the order of P in E(F_p), given a multiple of it (PARI
  /// factors the multiple; without one it would factor #E, which on a
  /// 256-bit field can take seconds).
  [[nodiscard]] std::optional<mpz_class> order(const IntPoint& P, const mpz_class& multiple) const;
  /// ellisoncurve.
  [[nodiscard]] std::optional<bool> on_curve(const IntPoint& P) const;

 private:
  struct Impl;
  std::unique_ptr<Impl> impl_;
};

}  // namespace tandem::oracles

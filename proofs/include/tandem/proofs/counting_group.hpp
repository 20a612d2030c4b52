// The counting group: a GroupOps policy that runs another one and counts
// the point operations a strategy makes (doublings, mixed and general
// additions, negations, endomorphisms, normalisations) and the points its
// tables hold, apart for the precomputation and the evaluation. What the
// strategy census (docs/census.md, proofs/census/strategies.cpp) reports is
// these counts, of the strategies' own text, on real points of secp256k1.
#pragma once

#include <gmpxx.h>

#include <span>
#include <vector>

#include "tandem/ref/mult/group_ops.hpp"

namespace tandem::proofs {

/// Point operations. `with_identity` counts, among the doublings and
/// additions, those that had O as an operand (the textbook methods start
/// from R = O; such operations cost a formula nothing but a branch).
struct PointOpCount {
  int dbl = 0;
  int madd = 0;        ///< mixed additions (working + affine)
  int add = 0;         ///< general additions (working + working)
  int neg = 0;
  int endo = 0;        ///< φ(x, y) = (β·x, y)
  int with_identity = 0;
  int to_affine = 0;   ///< single normalisations (one inversion each)
  int batches = 0;     ///< batch normalisations (one inversion each)
  int table = 0;       ///< points held in tables or buckets
  [[nodiscard]] int additions() const { return madd + add; }
  friend bool operator==(const PointOpCount&, const PointOpCount&) = default;
};

struct StrategyCount {
  PointOpCount precomputation;
  PointOpCount evaluation;
  ref::Stage stage = ref::Stage::evaluation;
  [[nodiscard]] PointOpCount& current() { return stage == ref::Stage::precomputation ? precomputation : evaluation; }
};

template <ref::GroupOps G>
class CountingOps {
 public:
  using Point = typename G::Point;
  using Affine = typename G::Affine;

  CountingOps(const G& inner, StrategyCount& counts) : g_(inner), c_(&counts) {}

  [[nodiscard]] Point identity() const { return g_.identity(); }
  [[nodiscard]] Point lift(const Affine& A) const { return g_.lift(A); }
  [[nodiscard]] bool is_identity(const Point& R) const { return g_.is_identity(R); }
  [[nodiscard]] Point dbl(const Point& R) const {
    ++c_->current().dbl;
    if (g_.is_identity(R)) ++c_->current().with_identity;
    return g_.dbl(R);
  }
  [[nodiscard]] Point add(const Point& R, const Point& S) const {
    ++c_->current().add;
    if (g_.is_identity(R) || g_.is_identity(S)) ++c_->current().with_identity;
    return g_.add(R, S);
  }
  [[nodiscard]] Point add_mixed(const Point& R, const Affine& A) const {
    ++c_->current().madd;
    if (g_.is_identity(R) || A.infinity) ++c_->current().with_identity;
    return g_.add_mixed(R, A);
  }
  [[nodiscard]] Point neg(const Point& R) const {
    ++c_->current().neg;
    return g_.neg(R);
  }
  [[nodiscard]] Affine neg(const Affine& A) const {
    ++c_->current().neg;
    return g_.neg(A);
  }
  [[nodiscard]] Affine to_affine(const Point& R) const {
    ++c_->current().to_affine;
    return g_.to_affine(R);
  }
  [[nodiscard]] std::vector<Affine> to_affine_batch(std::span<const Point> Rs) const {
    ++c_->current().batches;
    return g_.to_affine_batch(Rs);
  }
  [[nodiscard]] const mpz_class& order() const { return g_.order(); }
  [[nodiscard]] bool has_endomorphism() const { return g_.has_endomorphism(); }
  [[nodiscard]] Affine endo(const Affine& A) const {
    ++c_->current().endo;
    return g_.endo(A);
  }
  [[nodiscard]] const mpz_class& lambda() const { return g_.lambda(); }
  [[nodiscard]] const ref::LatticeBasis& lattice_basis() const { return g_.lattice_basis(); }

  void stage(ref::Stage s) const { c_->stage = s; }
  template <class Text>
  void note(Text&& /*text*/) const {}
  template <class Describe>
  void step(const Point& /*R*/, Describe&& /*describe*/) const {}
  template <class T, class Describe>
  void table(std::span<const T> entries, Describe&& /*describe*/) const {
    c_->current().table += static_cast<int>(entries.size());
  }

 private:
  const G& g_;
  StrategyCount* c_;
};

}  // namespace tandem::proofs

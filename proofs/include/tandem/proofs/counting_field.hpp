// The counting field: elements carry no value, operations only count
// themselves. Running a formula on it gives the formula's cost, the figure
// the census (docs/census.md) holds against the literature. is_zero answers
// "no", so a formula's generic path is the one counted; both arguments of a
// select are computed (and counted) before it chooses, as in constant-time
// code.
#pragma once

#include "tandem/spec/formula_info.hpp"

namespace tandem::proofs {

/// Counts into an OpCount for the life of the scope.
class CountScope {
 public:
  CountScope();
  ~CountScope();
  CountScope(const CountScope&) = delete;
  CountScope& operator=(const CountScope&) = delete;
  [[nodiscard]] const spec::OpCount& counts() const { return counts_; }
  static spec::OpCount& current();

 private:
  spec::OpCount counts_;
  CountScope* outer_;
};

class Cnt {
 public:
  [[nodiscard]] Cnt constant(long /*k*/) const { return {}; }
  friend Cnt operator+(Cnt /*x*/, Cnt /*y*/) { return tick(&spec::OpCount::add); }
  friend Cnt operator-(Cnt /*x*/, Cnt /*y*/) { return tick(&spec::OpCount::add); }
  friend Cnt operator-(Cnt /*x*/) { return tick(&spec::OpCount::add); }
  friend Cnt operator*(Cnt /*x*/, Cnt /*y*/) { return tick(&spec::OpCount::M); }
  friend Cnt operator/(Cnt /*x*/, Cnt /*y*/) {
    tick(&spec::OpCount::inv);
    return tick(&spec::OpCount::M);
  }
  friend Cnt sqr(Cnt /*x*/) { return tick(&spec::OpCount::S); }
  friend Cnt mul_small(Cnt /*x*/, long /*k*/) { return tick(&spec::OpCount::small); }
  friend Cnt mul_const(Cnt /*c*/, Cnt /*x*/) { return tick(&spec::OpCount::C); }
  friend Cnt half(Cnt /*x*/) { return tick(&spec::OpCount::half); }
  friend bool is_zero(Cnt /*x*/) { return false; }
  /// A selection costs no field operation (a constant-time move in fast/).
  friend Cnt select(bool /*c*/, Cnt /*x*/, Cnt /*y*/) { return {}; }

 private:
  static Cnt tick(int spec::OpCount::*field) {
    ++(CountScope::current().*field);
    return {};
  }
};

}  // namespace tandem::proofs

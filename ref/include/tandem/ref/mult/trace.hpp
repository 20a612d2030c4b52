// Traces of scalar multiplications, for people: the recoding, the table,
// and every step with its intermediate point in affine coordinates and the
// multiple of the inputs it stands for, so that a student can follow k·P by
// hand. TracingOps records what a strategy tells its GroupOps policy; the
// strategies themselves are the ones of ref/mult/, unchanged. `tandem trace`
// prints format_trace of these; the tests read the same records.
#pragma once

#include <gmpxx.h>

#include <optional>
#include <span>
#include <string>
#include <type_traits>
#include <vector>

#include "tandem/ref/curve.hpp"
#include "tandem/ref/group.hpp"
#include "tandem/ref/mult/group_ops.hpp"
#include "tandem/ref/mult/strategy.hpp"
#include "tandem/spec/result.hpp"

namespace tandem::ref {

struct TraceEvent {
  enum class Kind : std::uint8_t { stage, note, table_entry, step };
  Kind kind;
  std::string text;
  std::vector<mpz_class> multiples;  ///< point = Σ multiplesᵢ·(input i), when known
  std::optional<Point> point;
};

/// A GroupOps policy that runs another one and records what the strategy
/// says, with each intermediate point normalised to affine (one inversion
/// per step: a trace is for reading, not for speed).
template <GroupOps G>
class TracingOps {
 public:
  static_assert(std::is_same_v<typename G::Affine, ref::Affine<Fe>>, "traces hold reference points");
  using Point = typename G::Point;
  using Affine = typename G::Affine;

  TracingOps(const G& inner, std::vector<TraceEvent>& events) : g_(inner), events_(&events) {}

  [[nodiscard]] Point identity() const { return g_.identity(); }
  [[nodiscard]] Point lift(const Affine& A) const { return g_.lift(A); }
  [[nodiscard]] bool is_identity(const Point& R) const { return g_.is_identity(R); }
  [[nodiscard]] Point dbl(const Point& R) const { return g_.dbl(R); }
  [[nodiscard]] Point add(const Point& R, const Point& S) const { return g_.add(R, S); }
  [[nodiscard]] Point add_mixed(const Point& R, const Affine& A) const { return g_.add_mixed(R, A); }
  [[nodiscard]] Point neg(const Point& R) const { return g_.neg(R); }
  [[nodiscard]] Affine neg(const Affine& A) const { return g_.neg(A); }
  [[nodiscard]] Affine to_affine(const Point& R) const { return g_.to_affine(R); }
  [[nodiscard]] std::vector<Affine> to_affine_batch(std::span<const Point> Rs) const { return g_.to_affine_batch(Rs); }
  [[nodiscard]] const mpz_class& order() const { return g_.order(); }
  [[nodiscard]] bool has_endomorphism() const { return g_.has_endomorphism(); }
  [[nodiscard]] Affine endo(const Affine& A) const { return g_.endo(A); }
  [[nodiscard]] const mpz_class& lambda() const { return g_.lambda(); }
  [[nodiscard]] const LatticeBasis& lattice_basis() const { return g_.lattice_basis(); }

  void stage(Stage s) const {
    events_->push_back({TraceEvent::Kind::stage, s == Stage::precomputation ? "precomputation" : "evaluation", {}, {}});
  }
  template <class Text>
  void note(Text&& text) const {
    events_->push_back({TraceEvent::Kind::note, text(), {}, {}});
  }
  template <class Describe>
  void step(const Point& R, Describe&& describe) const {
    StepNote s = describe();
    events_->push_back({TraceEvent::Kind::step, std::move(s.text), std::move(s.multiples), g_.to_affine(R)});
  }
  template <class T, class Describe>
  void table(std::span<const T> entries, Describe&& describe) const {
    for (std::size_t i = 0; i < entries.size(); ++i) {
      StepNote s = describe(i);
      events_->push_back({TraceEvent::Kind::table_entry, std::move(s.text), std::move(s.multiples), affine(entries[i])});
    }
  }

 private:
  [[nodiscard]] Affine affine(const Affine& A) const { return A; }
  [[nodiscard]] Affine affine(const Point& R) const { return g_.to_affine(R); }

  const G& g_;
  std::vector<TraceEvent>* events_;
};

/// A traced multiplication: its inputs, what was recorded, the result, and
/// the same result by the affine double-and-add of ref/group.hpp.
struct Trace {
  const Curve* curve;
  const StrategyInfo* strategy;
  int window;                      ///< 0 when the strategy has no parameter
  std::vector<mpz_class> scalars;  ///< k, or a and b
  std::vector<Point> points;       ///< P, or P and Q
  std::vector<TraceEvent> events;
  Point result;
  Point expected;
  [[nodiscard]] bool agrees() const { return affine_equal(result, expected); }
};

/// k·P by strategy s, traced; the errors of ref::multiply's checks.
[[nodiscard]] Result<Trace> trace_mult(const Curve& C, MultStrategy s, const mpz_class& k, const Point& P,
                                       std::optional<int> w = std::nullopt);

/// a·P + b·Q by strategy s, traced.
[[nodiscard]] Result<Trace> trace_dmult(const Curve& C, DMultStrategy s, const mpz_class& a, const Point& P,
                                        const mpz_class& b, const Point& Q, std::optional<int> w = std::nullopt);

/// The index of the first event whose point is not the combination of the
/// inputs its multiples claim (checked by double-and-add), if any.
[[nodiscard]] std::optional<std::size_t> first_inconsistent_event(const Trace& t);

/// The trace as `tandem trace` prints it.
[[nodiscard]] std::string format_trace(const Trace& t);

}  // namespace tandem::ref

// A GroupOps policy (ref/mult/group_ops.hpp) that runs another one but
// computes each distinct operation once. Its points are handles to the
// values the inner group computed; an operation on operands it has met
// before (the same operation on the same handles) returns the handle of the
// result it computed then. The inner group's operations are pure functions
// of their operands (ref's formulas on values), so a strategy run on this
// policy takes every step of its text and sees exactly the values it would
// see on the inner group; what is saved is the recomputation of the same
// steps for every scalar. That is most of an exhaustive sweep's cost: at
// width 12, wNAF builds the 1024 odd multiples of P afresh for each of the
// 205 scalars a sweep of k1-199 takes (tests/exhaustive/tiers.hpp), and
// every width from 2 to 12 on every point of k1-199 took more than fourteen
// minutes on ref's GMP field, against seconds here.
//
// Handles live until forget(); a sweep forgets after each point P, so that
// the memo holds one point's tables and partial sums at most.
#pragma once

#include <cstdint>
#include <limits>
#include <span>
#include <stdexcept>
#include <unordered_map>
#include <utility>
#include <vector>

#include "tandem/ref/mult/group_ops.hpp"

namespace tandem::test {

template <ref::GroupOps G>
class OnceOps {
  static constexpr std::uint32_t kNone = std::numeric_limits<std::uint32_t>::max();

 public:
  /// A handle; default-constructed handles name no value (value() throws).
  struct Point {
    std::uint32_t id = kNone;
  };
  struct Affine {
    std::uint32_t id = kNone;
  };

  explicit OnceOps(const G& inner) : g_(inner) {}

  /// A point from outside (the sweep's P), as a fresh handle.
  [[nodiscard]] Affine input(const typename G::Affine& A) const { return {keep(affines_, A)}; }
  [[nodiscard]] const typename G::Point& value(const Point& R) const { return at(points_, R.id); }
  [[nodiscard]] const typename G::Affine& value(const Affine& A) const { return at(affines_, A.id); }
  /// Drops every value and memo: handles given out before are invalid.
  void forget() const {
    points_.clear();
    affines_.clear();
    memo_.clear();
    batches_.clear();
  }
  /// How many operations were computed and how many were found in the memo.
  [[nodiscard]] std::uint64_t computed() const { return computed_; }
  [[nodiscard]] std::uint64_t reused() const { return reused_; }

  [[nodiscard]] Point identity() const {
    return {once(Op::identity, 0, 0, points_, [&] { return g_.identity(); })};
  }
  [[nodiscard]] Point lift(const Affine& A) const {
    return {once(Op::lift, A.id, 0, points_, [&] { return g_.lift(value(A)); })};
  }
  [[nodiscard]] bool is_identity(const Point& R) const { return g_.is_identity(value(R)); }
  [[nodiscard]] Point dbl(const Point& R) const {
    return {once(Op::dbl, R.id, 0, points_, [&] { return g_.dbl(value(R)); })};
  }
  [[nodiscard]] Point add(const Point& R, const Point& S) const {
    return {once(Op::add, R.id, S.id, points_, [&] { return g_.add(value(R), value(S)); })};
  }
  [[nodiscard]] Point add_mixed(const Point& R, const Affine& A) const {
    return {once(Op::add_mixed, R.id, A.id, points_, [&] { return g_.add_mixed(value(R), value(A)); })};
  }
  [[nodiscard]] Point neg(const Point& R) const {
    return {once(Op::neg, R.id, 0, points_, [&] { return g_.neg(value(R)); })};
  }
  [[nodiscard]] Affine neg(const Affine& A) const {
    return {once(Op::neg_affine, A.id, 0, affines_, [&] { return g_.neg(value(A)); })};
  }
  [[nodiscard]] Affine to_affine(const Point& R) const {
    return {once(Op::to_affine, R.id, 0, affines_, [&] { return g_.to_affine(value(R)); })};
  }
  [[nodiscard]] Affine endo(const Affine& A) const {
    return {once(Op::endo, A.id, 0, affines_, [&] { return g_.endo(value(A)); })};
  }
  /// The batch as one operation on the list of its operands' handles.
  [[nodiscard]] std::vector<Affine> to_affine_batch(std::span<const Point> Rs) const {
    std::vector<std::uint32_t> key;
    key.reserve(Rs.size());
    for (const Point& R : Rs) key.push_back(R.id);
    auto [it, fresh] = batches_.try_emplace(std::move(key));
    if (!fresh) {
      ++reused_;
      return it->second;
    }
    ++computed_;
    std::vector<typename G::Point> values;
    values.reserve(Rs.size());
    for (const Point& R : Rs) values.push_back(value(R));
    for (const typename G::Affine& A : g_.to_affine_batch(values)) it->second.push_back({keep(affines_, A)});
    return it->second;
  }

  [[nodiscard]] const mpz_class& order() const { return g_.order(); }
  [[nodiscard]] bool has_endomorphism() const { return g_.has_endomorphism(); }
  [[nodiscard]] const mpz_class& lambda() const { return g_.lambda(); }
  [[nodiscard]] const ref::LatticeBasis& lattice_basis() const { return g_.lattice_basis(); }

  // What a strategy says about itself goes to the inner group.
  void stage(ref::Stage s) const { g_.stage(s); }
  template <class Text>
  void note(Text&& text) const {
    g_.note(std::forward<Text>(text));
  }
  template <class Describe>
  void step(const Point& R, Describe&& describe) const {
    g_.step(value(R), std::forward<Describe>(describe));
  }
  template <class T, class Describe>
  void table(std::span<const T> entries, Describe&& describe) const {
    g_.table(entries, std::forward<Describe>(describe));
  }

 private:
  enum class Op : std::uint64_t { identity, lift, dbl, add, add_mixed, neg, neg_affine, to_affine, endo };

  /// Handles fit in 28 bits, so that (operation, first, second) is one key.
  static constexpr std::uint32_t kMaxHandles = std::uint32_t{1} << 28;

  template <class V>
  static const V& at(const std::vector<V>& values, std::uint32_t id) {
    if (id >= values.size()) throw std::logic_error("tandem::test::OnceOps: a handle to no value");
    return values[id];
  }

  template <class V>
  static std::uint32_t keep(std::vector<V>& values, V v) {
    if (values.size() >= kMaxHandles) throw std::length_error("tandem::test::OnceOps: too many values; forget() more often");
    values.push_back(std::move(v));
    return static_cast<std::uint32_t>(values.size() - 1);
  }

  /// The handle of compute()'s value for (op, a, b), computed the first
  /// time only.
  template <class V, class Compute>
  std::uint32_t once(Op op, std::uint32_t a, std::uint32_t b, std::vector<V>& values, Compute&& compute) const {
    const std::uint64_t key = (static_cast<std::uint64_t>(op) << 56) | (std::uint64_t{a} << 28) | b;
    if (a >= kMaxHandles || b >= kMaxHandles) throw std::logic_error("tandem::test::OnceOps: a handle to no value");
    const auto found = memo_.find(key);
    if (found != memo_.end()) {
      ++reused_;
      return found->second;
    }
    ++computed_;
    const std::uint32_t id = keep(values, compute());
    memo_.emplace(key, id);
    return id;
  }

  struct KeyHash {
    std::size_t operator()(const std::vector<std::uint32_t>& v) const {
      std::uint64_t h = 1469598103934665603ULL;  // FNV-1a over the handles
      for (const std::uint32_t x : v) h = (h ^ x) * 1099511628211ULL;
      return static_cast<std::size_t>(h);
    }
  };

  const G& g_;
  mutable std::vector<typename G::Point> points_;
  mutable std::vector<typename G::Affine> affines_;
  mutable std::unordered_map<std::uint64_t, std::uint32_t> memo_;
  mutable std::unordered_map<std::vector<std::uint32_t>, std::vector<Affine>, KeyHash> batches_;
  mutable std::uint64_t computed_ = 0;
  mutable std::uint64_t reused_ = 0;
};

}  // namespace tandem::test

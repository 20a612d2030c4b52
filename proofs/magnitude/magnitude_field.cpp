#include "tandem/proofs/magnitude_field.hpp"

#include <algorithm>
#include <utility>

namespace tandem::proofs {

namespace fc = fast::fe_contract;

namespace {
thread_local MagScope* g_innermost = nullptr;
}  // namespace

MagScope& outside_scope() {
  thread_local MagScope scope{MagScope::Detached{}};
  return scope;
}

namespace {


std::string exceeds(std::string_view what, int got, int limit, std::string_view limit_name) {
  return std::string(what) + " " + std::to_string(got) + " exceeds " + std::to_string(limit) + " (fe_contract::" +
         std::string(limit_name) + ")";
}

/// Every element's bound, whatever produced it, stays within kMaxMagnitude.
void check_input(std::size_t i, std::string_view op, std::string_view which, const Mag& a, int limit,
                 std::string_view limit_name) {
  if (a.magnitude() > limit) {
    MagScope::current().breach(i, op, exceeds(std::string(which) + " magnitude", a.magnitude(), limit, limit_name));
  }
}
}  // namespace

MagScope::MagScope(std::vector<bool> schedule) : schedule_(std::move(schedule)), outer_(g_innermost) {
  g_innermost = this;
}
MagScope::~MagScope() {
  if (g_innermost == this) g_innermost = outer_;
}

MagScope& MagScope::current() { return g_innermost == nullptr ? outside_scope() : *g_innermost; }

void MagScope::breach(std::size_t op_index, std::string_view op, std::string what) {
  ++breaches_;
  if (!first_) first_ = MagViolation{op_index, std::string(op), std::move(what)};
}

bool MagScope::decide() {
  const bool d = decisions_.size() < schedule_.size() ? schedule_[decisions_.size()] : false;
  decisions_.push_back(d);
  return d;
}

Mag Mag::product(std::string_view op, const Mag& a, const Mag& b) {
  const std::size_t i = MagScope::current().begin_op();
  check_input(i, op, "first input's", a, fc::kMulMaxInput, "kMulMaxInput");
  check_input(i, op, "second input's", b, fc::kMulMaxInput, "kMulMaxInput");
  return Mag(fc::kMulOutput, false);
}

Mag sqr(const Mag& a) {
  const std::size_t i = MagScope::current().begin_op();
  check_input(i, "sqr", "input's", a, fc::kMulMaxInput, "kMulMaxInput");
  return Mag(fc::kMulOutput, false);
}

Mag add(const Mag& a, const Mag& b) {
  const std::size_t i = MagScope::current().begin_op();
  const int m = fc::add_output(a.m_, b.m_);
  if (m > fc::kMaxMagnitude) {
    MagScope::current().breach(i, "add",
                               exceeds("the sum's magnitude " + std::to_string(a.m_) + " + " + std::to_string(b.m_) +
                                           " =",
                                       m, fc::kMaxMagnitude, "kMaxMagnitude"));
  }
  return Mag(m, false);
}

Mag negate(const Mag& a, int m) {
  const std::size_t i = MagScope::current().begin_op();
  if (m < 0 || m > fc::kMaxMagnitude - 1) {
    MagScope::current().breach(i, "negate", "m = " + std::to_string(m) + " outside [0, kMaxMagnitude - 1]");
  }
  if (a.m_ > m) {
    MagScope::current().breach(i, "negate",
                               "input's magnitude " + std::to_string(a.m_) + " exceeds its stated bound m = " +
                                   std::to_string(m));
  }
  return Mag(fc::negate_output(m), false);
}

Mag mul_int(const Mag& a, int k) {
  const std::size_t i = MagScope::current().begin_op();
  if (k < 0) MagScope::current().breach(i, "mul_int", "negative factor " + std::to_string(k));
  const int m = fc::mul_int_output(a.m_, k);
  if (m > fc::kMaxMagnitude) {
    MagScope::current().breach(
        i, "mul_int",
        exceeds("the product's magnitude " + std::to_string(a.m_) + " * " + std::to_string(k) + " =", m,
                fc::kMaxMagnitude, "kMaxMagnitude"));
  }
  return Mag(m, false);
}

Mag half(const Mag& a) {
  const std::size_t i = MagScope::current().begin_op();
  check_input(i, "half", "input's", a, fc::kMaxMagnitude, "kMaxMagnitude");
  return Mag(fc::half_output(a.m_), false);
}

Mag normalize_weak(const Mag& a) {
  const std::size_t i = MagScope::current().begin_op();
  check_input(i, "normalize_weak", "input's", a, fc::kNormalizeMaxInput, "kNormalizeMaxInput");
  return Mag(fc::kNormalizeWeakOutput, false);
}

Mag normalize(const Mag& a) {
  const std::size_t i = MagScope::current().begin_op();
  check_input(i, "normalize", "input's", a, fc::kNormalizeMaxInput, "kNormalizeMaxInput");
  return Mag(1, true);
}

Mag normalize_var(const Mag& a) {
  const std::size_t i = MagScope::current().begin_op();
  check_input(i, "normalize_var", "input's", a, fc::kNormalizeMaxInput, "kNormalizeMaxInput");
  return Mag(1, true);
}

bool normalizes_to_zero(const Mag& a) {
  const std::size_t i = MagScope::current().begin_op();
  check_input(i, "normalizes_to_zero", "input's", a, fc::kNormalizeMaxInput, "kNormalizeMaxInput");
  return MagScope::current().decide();
}

bool normalizes_to_zero_var(const Mag& a) {
  const std::size_t i = MagScope::current().begin_op();
  check_input(i, "normalizes_to_zero_var", "input's", a, fc::kNormalizeMaxInput, "kNormalizeMaxInput");
  return MagScope::current().decide();
}

void cmov(Mag& r, const Mag& a, bool /*c*/) {
  const std::size_t i = MagScope::current().begin_op();
  check_input(i, "cmov", "moved element's", a, fc::kMaxMagnitude, "kMaxMagnitude");
  r = Mag(std::max(r.m_, a.m_), r.normalized_ && a.normalized_);
}

Mag curve_b3(const Mag& /*b*/) { return Mag::from_int(1); }

}  // namespace tandem::proofs

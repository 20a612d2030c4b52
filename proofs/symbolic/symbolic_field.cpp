#include "tandem/proofs/symbolic_field.hpp"

namespace tandem::proofs {

namespace {
thread_local IdealScope* g_innermost = nullptr;
thread_local std::vector<bool> g_outside_log;
thread_local std::vector<Poly> g_outside_nonzero;
const std::vector<Poly> kEmpty;
}  // namespace

IdealScope::IdealScope(std::vector<Poly> basis) : basis_(std::move(basis)), outer_(g_innermost) { g_innermost = this; }
IdealScope::~IdealScope() { g_innermost = outer_; }

const std::vector<Poly>& IdealScope::current() { return g_innermost == nullptr ? kEmpty : g_innermost->basis_; }

std::vector<bool>& IdealScope::branch_log() { return g_innermost == nullptr ? g_outside_log : g_innermost->log_; }

std::vector<Poly>& IdealScope::tested_nonzero() {
  if (g_innermost != nullptr) return g_innermost->nonzero_;
  g_outside_nonzero.clear();  // nobody reads it outside a scope; keep it from growing
  return g_outside_nonzero;
}

}  // namespace tandem::proofs

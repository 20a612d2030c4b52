#include "tandem/proofs/counting_field.hpp"

namespace tandem::proofs {

namespace {
thread_local CountScope* g_innermost = nullptr;
thread_local spec::OpCount g_outside;
}  // namespace

CountScope::CountScope() : outer_(g_innermost) { g_innermost = this; }
CountScope::~CountScope() { g_innermost = outer_; }
spec::OpCount& CountScope::current() { return g_innermost == nullptr ? g_outside : g_innermost->counts_; }

}  // namespace tandem::proofs

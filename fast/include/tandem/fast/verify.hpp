// Run-time contract checks (libsecp256k1's VERIFY idea): with
// TANDEM_FAST_VERIFY=1 every field element carries its magnitude and
// whether it is normalized, every operation checks its preconditions and its
// operands' limbs against them, and a broken contract prints what broke and
// aborts. Off (0) by default; the CMake option TANDEM_FAST_VERIFY turns it
// on, and Debug builds (the asan preset) have it on.
#pragma once

#include <cstdio>
#include <cstdlib>

#ifndef TANDEM_FAST_VERIFY
#define TANDEM_FAST_VERIFY 0
#endif

namespace tandem::fast::detail {

[[noreturn]] inline void contract_broken(const char* what, const char* file, int line) {
  std::fprintf(stderr, "tandem::fast: contract broken: %s (%s:%d)\n", what, file, line);
  std::abort();
}

}  // namespace tandem::fast::detail

#if TANDEM_FAST_VERIFY
#define TANDEM_FAST_CHECK(cond, what) \
  ((cond) ? static_cast<void>(0) : ::tandem::fast::detail::contract_broken(what, __FILE__, __LINE__))
#else
#define TANDEM_FAST_CHECK(cond, what) static_cast<void>(0)
#endif

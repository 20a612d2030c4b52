// Constant-time checking under Valgrind memcheck, ctgrind-style: a secret is
// marked as undefined memory, so memcheck reports every branch taken on it
// ("Conditional jump or move depends on uninitialised value(s)") and every
// memory address computed from it ("Use of uninitialised value"). A result
// that may be revealed is declassified. Outside Valgrind the macros cost
// nothing and change nothing.
#pragma once

#include <valgrind/memcheck.h>

#include <cstddef>

namespace tandem::ctcheck {

/// From here on, [p, p + n) is secret: a branch or an index on it is an error.
inline void secret(const void* p, std::size_t n) { (void)VALGRIND_MAKE_MEM_UNDEFINED(p, n); }

/// [p, p + n) may be revealed (an output, or a value that is public by
/// protocol): memcheck stops tracking it.
inline void declassify(const void* p, std::size_t n) { (void)VALGRIND_MAKE_MEM_DEFINED(p, n); }

/// Whether the program runs under Valgrind (drivers refuse to run outside
/// it, so a passing test always means "checked").
inline bool under_valgrind() { return RUNNING_ON_VALGRIND != 0; }

}  // namespace tandem::ctcheck

#!/bin/sh
# The sanitized tier's switch (tests/exhaustive/tiers.hpp) checks itself:
# when the build's flags say AddressSanitizer (TANDEM_TEST_ASAN_FLAGS=1) and
# the compiler does not, or the reverse, compiling stops. This test shows
# both mismatches stop the compiler it is given and both agreements pass
# (the bug it guards against: clang++ 16, which does not define
# __SANITIZE_ADDRESS__, ran the sanitizer tier's sweeps whole).
#   tests/tiers_flags_test.sh CXX
set -u
cxx=$1
header="$(cd "$(dirname "$0")" && pwd)/exhaustive/tiers.hpp"
compile() { "$cxx" -std=c++20 -fsyntax-only -DTANDEM_FULL_TESTS=0 "$@" -include "$header" -x c++ /dev/null 2>&1; }
status=0
if ! out=$(compile -DTANDEM_TEST_ASAN_FLAGS=0); then echo "no ASan, flags say none: should compile: $out"; status=1; fi
if ! out=$(compile -fsanitize=address -DTANDEM_TEST_ASAN_FLAGS=1); then echo "ASan, flags say ASan: should compile: $out"; status=1; fi
if out=$(compile -DTANDEM_TEST_ASAN_FLAGS=1); then echo "no ASan, flags say ASan: compiled, should have stopped"; status=1
elif ! echo "$out" | grep -q "disagree on whether AddressSanitizer is on"; then echo "no ASan, flags say ASan: stopped, but not on the tier check: $out"; status=1; fi
if out=$(compile -fsanitize=address -DTANDEM_TEST_ASAN_FLAGS=0); then echo "ASan, flags say none: compiled, should have stopped"; status=1
elif ! echo "$out" | grep -q "disagree on whether AddressSanitizer is on"; then echo "ASan, flags say none: stopped, but not on the tier check: $out"; status=1; fi
[ $status -eq 0 ] && echo "tiers.hpp: both agreements compile, both mismatches stop ($cxx)"
exit $status

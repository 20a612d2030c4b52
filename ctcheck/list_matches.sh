#!/bin/sh
# Usage: list_matches.sh VALGRIND DRIVER NAME...
# Exit 0 when DRIVER --list (run under VALGRIND) names exactly NAME...;
# otherwise print both lists and exit 1. Keeps a ctcheck driver's checks and
# the tests CMake declares for it in step.
valgrind=$1
driver=$2
shift 2
have=$("$valgrind" -q "$driver" --list | LC_ALL=C sort)
want=$(printf '%s\n' "$@" | LC_ALL=C sort)
if [ "$have" = "$want" ]; then
  exit 0
fi
echo "the driver lists:" >&2
echo "$have" >&2
echo "CMake declares:" >&2
echo "$want" >&2
exit 1

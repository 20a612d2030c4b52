#!/usr/bin/env bash
# Runs one of docs/check.md's client-kit examples, as its text stands there,
# through `tandem check --exec`: the block between
# `<!-- kit-example: NAME -->` and `<!-- /kit-example -->` is written to
# NAME in a scratch folder beside a copy of the kit, and checked at a small
# count. It must agree with ref (exit 0).
#
# --noisy: the control for the kits' own channel. The example's first
# function is made to print on standard output each time it is called;
# run with descriptors 3 and 4 (as tandem check gives them) it still agrees;
# run without them (the protocol on standard output) the printing breaks
# it, and tandem check must say so (exit 1, "replied with garbage").
#
#   usage: kit_example.sh TANDEM SOURCE_DIR NAME INTERPRETER [--noisy]
set -u
tandem=$1 src=$2 name=$3 interp=$4 noisy=${5:-}
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT

awk -v name="$name" '
  $0 == "<!-- kit-example: " name " -->" { on = 1; next }
  on && $0 == "<!-- /kit-example -->" { on = 0; exit }
  on && /^```/ { next }
  on { print }
' "$src/docs/check.md" >"$tmp/$name"
if [ ! -s "$tmp/$name" ]; then
  echo "FAIL: docs/check.md has no kit example named $name"
  exit 1
fi
cp "$src/check/clients/python/tandem_check.py" "$src/check/clients/js/tandem_check.mjs" "$tmp/"

if [ -n "$noisy" ]; then
  # After the first function's header line, a line that prints.
  case "$name" in
    *.py) sed -i '0,/^def [a-z_]*(.*$/s//&\n    print("computing", flush=True)/' "$tmp/$name" ;;
    *) echo "FAIL: --noisy is for the Python example"; exit 1 ;;
  esac
  grep -q 'print("computing"' "$tmp/$name" || { echo "FAIL: could not make $name print"; exit 1; }
fi

run() {  # run EXPECTED_STATUS PATTERN [env -u ...]
  local want=$1 pattern=$2 out rc
  shift 2
  out=$(cd "$tmp" && PYTHONPATH="$tmp" "$tandem" check --exec "$* $interp $name" --count 5 --timeout 60 2>&1)
  rc=$?
  printf '%s\n' "$out" | tail -n 15
  if [ "$rc" -ne "$want" ]; then
    echo "FAIL: $name exited $rc, expected $want"
    exit 1
  fi
  if ! printf '%s\n' "$out" | grep -q -- "$pattern"; then
    echo "FAIL: $name's report lacks '$pattern'"
    exit 1
  fi
}

run 0 "all agree with ref"
if [ -n "$noisy" ]; then
  run 1 "replied with garbage: 'computing'" env -u TANDEM_CHECK_FD -u TANDEM_CHECK_IN_FD
fi
echo "$name: as expected"

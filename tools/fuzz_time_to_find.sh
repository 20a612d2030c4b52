#!/usr/bin/env bash
# How long a check fuzzer takes to find its library's bug (docs/check.md's
# table of planted bugs and mutants): runs FUZZER from an empty corpus once
# per seed, each run capped, and prints per seed whether it found a
# disagreement, after how many inputs and seconds, then the medians.
#
#   tools/fuzz_time_to_find.sh [--without] [--seeds N] [--cap SECONDS] FUZZER
#
# FUZZER: a check fuzzer (fuzz/check.cpp with the library linked in:
# tandem_add_check_fuzzer). By default with the curve-aware mutator and the
# dictionary of the library's curves; --without: libFuzzer's own mutations
# and no dictionary (TANDEM_CHECK_FUZZ_MUTATOR=0). Inputs to find are the
# load-independent figure (with its seed fixed, libFuzzer takes the same
# path on a busy machine); seconds are this machine's at that moment.
set -euo pipefail
without=0 seeds=5 cap=120
while [ $# -gt 1 ]; do
  case "$1" in
    --without) without=1; shift ;;
    --seeds) seeds=$2; shift 2 ;;
    --cap) cap=$2; shift 2 ;;
    *) echo "fuzz_time_to_find: unknown option $1" >&2; exit 2 ;;
  esac
done
[ $# -eq 1 ] && [ -x "$1" ] || { echo "usage: tools/fuzz_time_to_find.sh [--without] [--seeds N] [--cap S] FUZZER" >&2; exit 2; }
fuzzer=$(realpath "$1")
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
export ASAN_SYMBOLIZER_PATH=/usr/bin/llvm-symbolizer-14 UBSAN_SYMBOLIZER_PATH=/usr/bin/llvm-symbolizer-14
TANDEM_CHECK_FUZZ_ASSETS="$work/assets" "$fuzzer" >/dev/null
dict=(-dict="$work/assets/check.dict")
if [ "$without" = 1 ]; then
  dict=()
  export TANDEM_CHECK_FUZZ_MUTATOR=0
fi
found_inputs=() found_seconds=()
for s in $(seq 1 "$seeds"); do
  rm -rf "$work/run"
  mkdir -p "$work/run/corpus"
  start=$(date +%s.%N)
  rc=0
  (cd "$work/run" && "$fuzzer" "${dict[@]}" -seed="$s" -max_total_time="$cap" -print_final_stats=1 \
    -artifact_prefix="$work/run/" corpus >"$work/run/log" 2>&1) || rc=$?
  secs=$(awk -v a="$start" -v b="$(date +%s.%N)" 'BEGIN { printf "%.1f", b - a }')
  inputs=$(sed -n 's/^stat::number_of_executed_units: *//p' "$work/run/log" | tail -n 1)
  [ -n "$inputs" ] || inputs=$(grep -o '^#[0-9]*' "$work/run/log" | tail -n 1 | tr -d '#')
  if [ "$rc" -ne 0 ] && grep -q '^DISAGREEMENT' "$work/run/log"; then
    printf 'seed %d: found after %s inputs, %.0f s: %s\n' "$s" "$inputs" "$secs" "$(grep -m1 '^DISAGREEMENT' "$work/run/log" | cut -c15-110)"
    found_inputs+=("$inputs")
    found_seconds+=("$secs")
  elif [ "$rc" -ne 0 ]; then
    tail -n 15 "$work/run/log" >&2
    echo "seed $s: the fuzzer failed without a disagreement (exit $rc)"
  else
    printf 'seed %d: not found in %d s (%s inputs)\n' "$s" "$cap" "$inputs"
  fi
done
# The median over all runs, a run that found nothing counting as longer
# than any that did: "-" when fewer than half found it.
median() { local n=$1; shift; printf '%s\n' "$@" | sort -n | awk -v n="$n" 'NF { v[++k] = $1 }
  END { m = int((n + 1) / 2); if (k < m) print "-"; else print v[m] }'; }
printf 'found in %d of %d runs; median: %s inputs, %s s\n' "${#found_inputs[@]}" "$seeds" \
  "$(median "$seeds" "${found_inputs[@]}")" "$(median "$seeds" $(printf '%.0f\n' "${found_seconds[@]}"))"

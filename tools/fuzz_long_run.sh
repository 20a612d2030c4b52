#!/usr/bin/env bash
# The long run of docs/fuzzing.md: each fuzzer of a ClusterFuzzLite $OUT
# (tools/cflite_dry_run.sh leaves one in build/cflite-out) run as the batch
# runner runs it, from its seed zip with its dictionary and memory limit,
# for SECONDS, and one line per fuzzer: clean or not, inputs, inputs a
# second, coverage (libFuzzer's cov: edges and ft: features) and corpus size.
#
#   tools/fuzz_long_run.sh [--out DIR] [--seconds S] [NAME...]
#
# NAME: fuzz_decode_point and so on (default: every fuzzer in
# DIR/fuzzers.tsv). Exit status 1 if any run crashed or disagreed; its log
# and the input stay in build/fuzz-long/NAME/.
set -euo pipefail
root=$(cd "$(dirname "$0")/.." && pwd)
out="$root/build/cflite-out" seconds=600
while [ $# -gt 0 ]; do
  case "$1" in
    --out) out=$2; shift 2 ;;
    --seconds) seconds=$2; shift 2 ;;
    -*) echo "fuzz_long_run: unknown option $1" >&2; exit 2 ;;
    *) break ;;
  esac
done
[ -f "$out/fuzzers.tsv" ] || { echo "fuzz_long_run: $out/fuzzers.tsv missing (run tools/cflite_dry_run.sh first)" >&2; exit 2; }
out=$(realpath "$out")
names=("$@")
[ ${#names[@]} -gt 0 ] || mapfile -t names < <(cut -f1 "$out/fuzzers.tsv")
export ASAN_SYMBOLIZER_PATH=/usr/bin/llvm-symbolizer-14 UBSAN_SYMBOLIZER_PATH=/usr/bin/llvm-symbolizer-14
status=0
for name in "${names[@]}"; do
  [ -x "$out/$name" ] || { echo "fuzz_long_run: no fuzzer $out/$name" >&2; exit 2; }
  run="$root/build/fuzz-long/$name"
  rm -rf "$run"
  mkdir -p "$run/corpus" "$run/seeds"
  python3 -c 'import sys, zipfile; zipfile.ZipFile(sys.argv[1]).extractall(sys.argv[2])' \
    "$out/${name}_seed_corpus.zip" "$run/seeds"
  rc=0
  (cd "$run" && "$out/$name" -dict="$out/$name.dict" -rss_limit_mb=2560 -max_total_time="$seconds" \
    -print_final_stats=1 -artifact_prefix="$run/" corpus seeds >"$run/log" 2>&1) || rc=$?
  units=$(sed -n 's/^stat::number_of_executed_units: *//p' "$run/log" | tail -n 1)
  rate=$(sed -n 's/^stat::average_exec_per_sec: *//p' "$run/log" | tail -n 1)
  last=$(grep -E '^#[0-9]+' "$run/log" | tail -n 1)
  cov=$(sed -n 's/.* cov: \([0-9]*\).*/\1/p' <<<"$last")
  ft=$(sed -n 's/.* ft: \([0-9]*\).*/\1/p' <<<"$last")
  files=$(find "$run/corpus" -type f | wc -l)
  verdict=clean
  if [ "$rc" -ne 0 ]; then verdict="FAILED (exit $rc, log $run/log)"; status=1; fi
  printf '%s\t%s\t%s s\t%s inputs\t%s/s\tcov %s\tft %s\tnew corpus %s\n' \
    "$name" "$verdict" "$seconds" "${units:-?}" "${rate:-?}" "${cov:-?}" "${ft:-?}" "$files"
done
exit "$status"

#!/usr/bin/env bash
# The reusable workflow's check step (.github/workflows/tandem-check.yml,
# between its tandem-check-step markers) run here as the runner would run
# it: GITHUB_WORKSPACE holding implementation/ and tandem/, the inputs in
# the environment. On the clean example library it exits 0 and the job
# summary says all agree; on a planted bug it exits 1, and the summary has
# the disagreement and its reproducer; the JSON report is left in
# RUNNER_TEMP either way.
#   usage: workflow_step.sh SOURCE_DIR TANDEM CLEAN_LIB BUGGY_LIB
set -u
src=$1 tandem=$2 clean=$3 buggy=$4
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

awk '/# tandem-check-step: begin/ { on = 1 } on { sub(/^          /, ""); print } /# tandem-check-step: end/ { exit }' \
  "$src/.github/workflows/tandem-check.yml" >"$tmp/step.sh"
grep -q -- '--summary "$GITHUB_STEP_SUMMARY"' "$tmp/step.sh" || fail "the step does not write the job summary"
mkdir -p "$tmp/ws/implementation" "$tmp/ws/tandem" "$tmp/runner"
cp "$clean" "$tmp/ws/implementation/clean.so"
cp "$buggy" "$tmp/ws/implementation/buggy.so"
printf '#!/bin/sh\nexec %s "$@"\n' "$tandem" >"$tmp/ws/tandem/tandem"
chmod +x "$tmp/ws/tandem/tandem"

run() {  # run LIB: the step's exit status
  GITHUB_WORKSPACE="$tmp/ws" GITHUB_STEP_SUMMARY="$tmp/summary.md" RUNNER_TEMP="$tmp/runner" \
    TANDEM_CHECK_LIB="$1" TANDEM_CHECK_EXEC="" TANDEM_CHECK_ARGS="--op ecdh --stage edge" \
    bash -e "$tmp/step.sh" >"$tmp/out" 2>&1
}
run clean.so
rc=$?
[ "$rc" -eq 0 ] || { cat "$tmp/out"; fail "the clean library: exit $rc"; }
grep -q '^\*\*All agree with ref\*\*' "$tmp/summary.md" || fail "the clean library's summary"
[ -s "$tmp/runner/tandem-check.json" ] || fail "no JSON report"
run buggy.so
rc=$?
[ "$rc" -eq 1 ] || { cat "$tmp/out"; fail "the buggy library: exit $rc, expected 1"; }
grep -q '^#### Disagreement 1: ' "$tmp/summary.md" || fail "the buggy library's summary has no disagreement"
grep -q "^Reproduce ref's answer: " "$tmp/summary.md" || fail "no reproducer in the summary"
echo "the workflow's check step: as expected"

#!/usr/bin/env bash
# The reusable fuzzing workflow's step (.github/workflows/tandem-fuzz.yml,
# between its tandem-fuzz-step markers) run here as the runner would run it:
# GITHUB_WORKSPACE holding implementation/ and tandem/, the inputs in the
# environment. tandem/ here is a stand-in whose .clusterfuzzlite/build.sh
# records what the step gave it and installs a fuzzer built beforehand (the
# fuzz preset's; the real build.sh is tools/cflite_dry_run.sh's test). On
# the example library with a planted bug the step exits non-zero, the job
# summary has the disagreement and the input is kept; on the clean library
# it exits 0 and the summary says so.
#   usage: fuzz_workflow_step.sh SOURCE_DIR CLEAN_FUZZER BUGGY_FUZZER
set -u
src=$1 clean=$2 buggy=$3
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

awk '/# tandem-fuzz-step: begin/ { on = 1 } on { sub(/^          /, ""); print } /# tandem-fuzz-step: end/ { exit }' \
  "$src/.github/workflows/tandem-fuzz.yml" >"$tmp/step.sh"
grep -q 'GITHUB_STEP_SUMMARY' "$tmp/step.sh" || fail "the step does not write the job summary"

setup() {  # setup FUZZER: a fresh workspace whose build.sh installs FUZZER
  rm -rf "$tmp/ws" "$tmp/summary.md"
  mkdir -p "$tmp/ws/implementation" "$tmp/ws/tandem/.clusterfuzzlite"
  cat >"$tmp/ws/tandem/.clusterfuzzlite/build.sh" <<STANDIN
#!/bin/bash -eu
env | grep -E '^(CC|CXX|CFLAGS|CXXFLAGS|LIB_FUZZING_ENGINE|SANITIZER|TANDEM_SRC|TANDEM_CHECK_FUZZ_LIBRARY|TANDEM_CHECK_FUZZ_NAME)=' | sort >"$tmp/build_env"
f="\$OUT/fuzz_check_\$TANDEM_CHECK_FUZZ_NAME"
cp "$1" "\$f"
TANDEM_CHECK_FUZZ_ASSETS="\$WORK/assets" "\$f" >/dev/null
cp "\$WORK/assets/check.dict" "\$f.dict"
(cd "\$WORK/assets/seeds" && python3 -m zipfile -c "\${f}_seed_corpus.zip" .)
STANDIN
}
run() {  # run SECONDS: the step's exit status
  GITHUB_WORKSPACE="$tmp/ws" GITHUB_STEP_SUMMARY="$tmp/summary.md" \
    TANDEM_FUZZ_BUILD='echo "$CC $CFLAGS" > built.txt' TANDEM_FUZZ_LIBRARY="libtoy.a -lm" TANDEM_FUZZ_NAME=toy \
    TANDEM_FUZZ_SECONDS="$1" TANDEM_FUZZ_CLANG="-16" bash "$tmp/step.sh" >"$tmp/out" 2>&1
}

setup "$buggy"
run 120
rc=$?
[ "$rc" -ne 0 ] || { tail -n 20 "$tmp/out"; fail "the buggy library: exit 0"; }
grep -q -- '-fsanitize=fuzzer-no-link' "$tmp/ws/implementation/built.txt" || fail "the build command did not get the fuzzing flags"
grep -qx "TANDEM_CHECK_FUZZ_LIBRARY=$tmp/ws/implementation/libtoy.a;-lm" "$tmp/build_env" || fail "build.sh got the wrong link items: $(cat "$tmp/build_env")"
grep -qx 'LIB_FUZZING_ENGINE=-fsanitize=fuzzer' "$tmp/build_env" || fail "build.sh got no LIB_FUZZING_ENGINE"
grep -q '^DISAGREEMENT: ' "$tmp/summary.md" || { cat "$tmp/summary.md"; fail "the buggy library's summary has no disagreement"; }
ls "$tmp/ws/artifacts/" | grep -q '^crash-' || fail "the input that found it was not kept"
setup "$clean"
run 5
rc=$?
[ "$rc" -eq 0 ] || { tail -n 20 "$tmp/out"; fail "the clean library: exit $rc"; }
grep -q '^No disagreement with tandem' "$tmp/summary.md" || { cat "$tmp/summary.md"; fail "the clean library's summary"; }
echo "the fuzzing workflow's step: as expected"

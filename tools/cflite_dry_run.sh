#!/usr/bin/env bash
# A dry run of ClusterFuzzLite's build here, where no Docker daemon or base
# image is reachable: .clusterfuzzlite/build.sh run as the builder runs it
# (clang-16; $CC $CXX $CFLAGS $CXXFLAGS $LIB_FUZZING_ENGINE $SANITIZER
# $FUZZING_ENGINE $ARCHITECTURE; scratch $SRC, $WORK and $OUT under build/),
# then every output checked and every fuzzer run for ten seconds
# (TANDEM_CFLITE_RUN_SECONDS; 0: its seeds once through).
#
#   tools/cflite_dry_run.sh                 build, check, run
#   tools/cflite_dry_run.sh --check OUT     check an $OUT folder only (no runs)
#
# The flags are the fuzz preset's (CMakePresets.json: ASan, UBSan and
# libFuzzer's coverage, as ClusterFuzzLite's address build plus UBSan), so
# that with ccache the objects are the preset's and the build is mostly
# links. What it checks in $OUT, for each fuzzer fuzzers.tsv names:
#   - the executable, with libFuzzer's entry point, the sanitizers' runtime
#     and the coverage instrumentation in it, and no shared GMP, OpenSSL or
#     libsecp256k1 (the image that runs it has none);
#   - <name>_seed_corpus.zip: a zip archive with at least one input;
#   - <name>.dict: loaded by the fuzzer itself, with at least one entry;
#   - <name>.options: a [libfuzzer] section whose dict names that file.
# Exit status: 0 when all holds and every run is clean, 1 otherwise (what
# failed is printed), 2 on bad use.
set -euo pipefail
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

failures=0
fail() { echo "cflite_dry_run: $*" >&2; failures=$((failures + 1)); }

# check_out OUT LIST: the outputs of the fuzzers LIST (fuzzers.tsv) in OUT.
check_out() {
  local out=$1 list=$2 name corpus kind binary syms needed
  [ -s "$list" ] || { fail "no fuzzers listed in $list"; return; }
  while IFS=$'\t' read -r name corpus kind binary; do
    [ -n "$name" ] || continue
    if [ ! -x "$out/$name" ]; then fail "$name: no executable in $out"; continue; fi
    syms="$(nm "$out/$name" 2>/dev/null || true)"
    grep -q ' T LLVMFuzzerTestOneInput$' <<<"$syms" || fail "$name: no LLVMFuzzerTestOneInput (not a libFuzzer target)"
    grep -q '__asan_init' <<<"$syms" || fail "$name: not built with AddressSanitizer"
    grep -q '__ubsan_handle_' <<<"$syms" || fail "$name: not built with UndefinedBehaviorSanitizer"
    grep -q '__sanitizer_cov_8bit_counters_init\|__sanitizer_cov_trace_pc_guard' <<<"$syms" ||
      fail "$name: no coverage instrumentation"
    needed="$(readelf -d "$out/$name" 2>/dev/null | sed -n 's/.*(NEEDED).*\[\(.*\)\]/\1/p' | tr '\n' ' ')"
    case "$needed" in
      *libgmp*|*libcrypto*|*libssl*|*libsecp256k1*) fail "$name: links shared libraries the runner lacks: $needed" ;;
    esac
    python3 - "$out/${name}_seed_corpus.zip" <<'EOF' || fail "$name: ${name}_seed_corpus.zip is missing, damaged or empty"
import sys, zipfile
with zipfile.ZipFile(sys.argv[1]) as z:
    assert z.testzip() is None and len(z.namelist()) > 0
EOF
    python3 - "$out" "$name" <<'EOF' || fail "$name: $name.options has no [libfuzzer] section naming $name.dict"
import configparser, os, sys
out, name = sys.argv[1], sys.argv[2]
c = configparser.ConfigParser()
assert c.read(os.path.join(out, name + ".options"))
assert c["libfuzzer"]["dict"] == name + ".dict"
EOF
    local log
    log="$("$out/$name" -dict="$out/$name.dict" -runs=0 2>&1 </dev/null || echo "exit status $?")"
    if ! grep -q 'Dictionary: [1-9][0-9]* entries' <<<"$log" || grep -q 'exit status\|ParseDictionaryFile' <<<"$log"; then
      fail "$name: $name.dict does not load: $(grep -m1 'ParseDictionaryFile\|exit status\|Dictionary' <<<"$log" || echo 'no dictionary read')"
    fi
  done <"$list"
}

if [ "${1-}" = --check ]; then
  [ $# -eq 2 ] && [ -d "$2" ] || { echo "usage: tools/cflite_dry_run.sh --check OUT" >&2; exit 2; }
  list="$2/fuzzers.tsv"
  check_out "$2" "$list"
  [ "$failures" -eq 0 ] || { echo "cflite_dry_run: $failures check(s) failed" >&2; exit 1; }
  echo "cflite_dry_run: every output in $2 checks"
  exit 0
fi
[ $# -eq 0 ] || { echo "usage: tools/cflite_dry_run.sh [--check OUT]" >&2; exit 2; }

# The builder's variables; the flags from the fuzz preset.
preset() { python3 -c 'import json,sys
p = [c for c in json.load(open(sys.argv[1]))["configurePresets"] if c["name"] == "fuzz"][0]["cacheVariables"]
print(p[sys.argv[2]])' "$root/CMakePresets.json" "$1"; }
export CC=clang-16 CXX=clang++-16
CFLAGS="$(preset CMAKE_C_FLAGS)"
CXXFLAGS="$(preset CMAKE_CXX_FLAGS)"
LIB_FUZZING_ENGINE="$(preset TANDEM_FUZZ_ENGINE)"
export CFLAGS CXXFLAGS LIB_FUZZING_ENGINE
export SANITIZER=address FUZZING_ENGINE=libfuzzer ARCHITECTURE=x86_64 FUZZING_LANGUAGE=c++
# Scratch folders; $WORK (the build tree) two levels down like the presets',
# so that ccache, its paths taken relative to the tree, finds their objects.
export SRC="$root/build/cflite-src" WORK="$root/build/cflite" OUT="$root/build/cflite-out"
rm -rf "$SRC" "$OUT"
mkdir -p "$SRC" "$WORK" "$OUT"
export TANDEM_SRC="$root"
if command -v ccache >/dev/null 2>&1 && [ -z "${CCACHE_DISABLE:-}" ]; then
  export CMAKE_CXX_COMPILER_LAUNCHER=ccache CCACHE_BASEDIR="${CCACHE_BASEDIR:-$root}" CCACHE_NOHASHDIR=true
fi

start=$SECONDS
bash "$root/.clusterfuzzlite/build.sh" >"$WORK/dry_run_build.log" 2>&1 ||
  { tail -n 40 "$WORK/dry_run_build.log" >&2; echo "cflite_dry_run: build.sh failed (log: $WORK/dry_run_build.log)" >&2; exit 1; }
echo "cflite_dry_run: build.sh took $((SECONDS - start)) s"
cp "$WORK/fuzzers.tsv" "$OUT/fuzzers.tsv"

check_out "$OUT" "$OUT/fuzzers.tsv"

# Ten seconds each (TANDEM_CFLITE_RUN_SECONDS), with its options'
# dictionary, as the runner would: tandem's own targets from their seed zip,
# fuzz_check_fast from an empty corpus (its seeds, the edge battery on
# fifteen curves, alone take ref about a minute and a half under the
# sanitizers: fuzz.check.fast.smoke). At 0 seconds each runs its seeds once
# and stops (-runs=0): the test suite's choice, whose smoke runs fuzz every
# target already (this test runs alone, so its runs were minutes of one core).
run_seconds="${TANDEM_CFLITE_RUN_SECONDS:-10}"
[[ $run_seconds =~ ^[0-9]+$ ]] || { echo "cflite_dry_run: TANDEM_CFLITE_RUN_SECONDS must be a number of seconds" >&2; exit 2; }
if [ "$run_seconds" -eq 0 ]; then run_limit=(-runs=0); else run_limit=(-max_total_time="$run_seconds"); fi
export ASAN_SYMBOLIZER_PATH=/usr/bin/llvm-symbolizer-14 UBSAN_SYMBOLIZER_PATH=/usr/bin/llvm-symbolizer-14
while IFS=$'\t' read -r name corpus kind binary; do
  run="$WORK/run/$name"
  rm -rf "$run"
  mkdir -p "$run/corpus" "$run/seeds"
  [ "$kind" = check ] || python3 -c 'import sys, zipfile; zipfile.ZipFile(sys.argv[1]).extractall(sys.argv[2])' \
    "$OUT/${name}_seed_corpus.zip" "$run/seeds"
  if (cd "$run" && "$OUT/$name" -dict="$OUT/$name.dict" -rss_limit_mb=2560 "${run_limit[@]}" -print_final_stats=1 \
        -artifact_prefix="$run/" corpus seeds >"$run/log" 2>&1); then
    echo "cflite_dry_run: $name ran ${run_seconds} s clean: $(grep -m1 'stat::number_of_executed_units' "$run/log" | awk '{print $2}') inputs"
  else
    tail -n 20 "$run/log" >&2
    fail "$name: its ${run_seconds}-second run failed (log: $run/log)"
  fi
done <"$OUT/fuzzers.tsv"

# A user's library, as a user's build.sh builds it (docs/check.md): the
# example library with a planted bug (x_ge_p: public keys with x >= p
# taken), compiled with the same $CC and $CFLAGS into an archive, then
# build.sh with TANDEM_CHECK_FUZZ_LIBRARY (the same build tree: only the
# archive and the link are new). Its fuzzer must check like the others and
# find the bug from its seeds (at seed 1, within 30 000 inputs).
user="$WORK/user"
rm -rf "$user"
mkdir -p "$user/out"
"$CC" $CFLAGS -std=c99 -DTOY_BUG_x_ge_p -I"$root/check/include" -c "$root/check/examples/toy_ec.c" -o "$user/toy.o"
ar rcs "$user/libtoy.a" "$user/toy.o"
OUT="$user/out" TANDEM_CHECK_FUZZ_LIBRARY="$user/libtoy.a" TANDEM_CHECK_FUZZ_NAME=user_toy \
  bash "$root/.clusterfuzzlite/build.sh" >"$user/build.log" 2>&1 ||
  { tail -n 40 "$user/build.log" >&2; echo "cflite_dry_run: build.sh failed on a user's library (log: $user/build.log)" >&2; exit 1; }
cp "$WORK/fuzzers_user.tsv" "$user/out/fuzzers.tsv"
check_out "$user/out" "$user/out/fuzzers.tsv"
mkdir -p "$user/run/corpus" "$user/run/seeds"
python3 -c 'import sys, zipfile; zipfile.ZipFile(sys.argv[1]).extractall(sys.argv[2])' \
  "$user/out/fuzz_check_user_toy_seed_corpus.zip" "$user/run/seeds"
if (cd "$user/run" && "$user/out/fuzz_check_user_toy" -dict="$user/out/fuzz_check_user_toy.dict" -seed=1 -runs=30000 \
      -artifact_prefix="$user/run/" corpus seeds >"$user/run/log" 2>&1); then
  fail "fuzz_check_user_toy: the planted bug was not found (log: $user/run/log)"
elif grep -q '^DISAGREEMENT' "$user/run/log"; then
  echo "cflite_dry_run: a user's library built by build.sh: the planted bug found: $(grep -m1 '^DISAGREEMENT' "$user/run/log" | cut -c1-140)"
else
  tail -n 20 "$user/run/log" >&2
  fail "fuzz_check_user_toy: failed without a disagreement (log: $user/run/log)"
fi

[ "$failures" -eq 0 ] || { echo "cflite_dry_run: $failures check(s) failed" >&2; exit 1; }
echo "cflite_dry_run: passed ($(wc -l <"$OUT/fuzzers.tsv") fuzzers built, checked and run; $((SECONDS - start)) s)"

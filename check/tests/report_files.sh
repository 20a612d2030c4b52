#!/usr/bin/env bash
# tandem check's report files: --report FILE.json and --summary FILE.md on a
# library with a planted bug. The exit status is the verdict's (1); the JSON
# parses and says "disagree"; the Markdown has the table of rows, the
# disagreement and its reproducer; and a path that cannot be written is bad
# use (exit 2, nothing run).
#   usage: report_files.sh TANDEM BUGGY_LIB
set -u
tandem=$1 lib=$2
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
fail() { echo "FAIL: $*"; exit 1; }

"$tandem" check --lib "$lib" --op ecdh --stage edge --report "$tmp/r.json" --summary "$tmp/s.md" >"$tmp/out" 2>&1
rc=$?
[ "$rc" -eq 1 ] || fail "exit $rc, expected 1"
python3 - "$tmp/r.json" <<'PY' || fail "the JSON report"
import json, sys
r = json.load(open(sys.argv[1]))
assert r["verdict"] == "disagree", r["verdict"]
assert r["disagreements"] > 0 and r["findings"], "no findings"
assert r["findings"][0]["reproducer"].startswith("tandem check --request"), r["findings"][0]["reproducer"]
assert any(row["op"] == "ecdh" and row["stage"] == "edge" for row in r["rows"]), "no ecdh row"
PY
grep -q '^| curve | operation | stage | cases | agree | disagree | failed |$' "$tmp/s.md" || fail "no table in the summary"
grep -q '^| P-256 | ecdh | edge | ' "$tmp/s.md" || fail "no P-256 ecdh row in the summary"
grep -q '^\*\*Disagrees with ref\*\*' "$tmp/s.md" || fail "no verdict in the summary"
grep -q '^#### Disagreement 1: ' "$tmp/s.md" || fail "no disagreement in the summary"
grep -q "^Reproduce ref's answer: \`tandem check --request '" "$tmp/s.md" || fail "no reproducer in the summary"

out=$("$tandem" check --lib "$lib" --report /nonexistent/dir/r.json 2>&1)
rc=$?
[ "$rc" -eq 2 ] || fail "an unwritable --report exited $rc, expected 2"
printf '%s\n' "$out" | grep -q -- "--report /nonexistent/dir/r.json: cannot be written" || fail "no clear line: $out"
echo "report files: as expected"

#!/usr/bin/env bash
# tools/setup.sh with every package missing, on stand-ins for dpkg-query,
# apt-get and id (first on PATH): apt-get's output goes to the log alone,
# stdout stays empty, stderr is one line; when apt-get fails, the log's tail
# and a line saying so go to stderr and the status is not 0.
#   usage: setup_test.sh SOURCE_DIR
set -u
src=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/bin"
cat >"$tmp/bin/dpkg-query" <<'STUB'
#!/bin/sh
echo "unknown ok not-installed"
STUB
cat >"$tmp/bin/apt-get" <<'STUB'
#!/bin/sh
for i in $(seq 1 90); do echo "apt-get line $i of $*"; done
[ -z "${FAKE_APT_FAIL:-}" ] || { echo "E: Unable to locate package frobnicate"; exit 100; }
STUB
printf '#!/bin/sh\necho 0\n' >"$tmp/bin/id"
chmod +x "$tmp/bin/"*
fail=0
no() { echo "FAIL: $*"; fail=1; }

PATH="$tmp/bin:$PATH" TANDEM_SETUP_LOG="$tmp/ok.log" "$src/tools/setup.sh" >"$tmp/out" 2>"$tmp/err"
rc=$?
[ $rc -eq 0 ] || no "setup.sh exited $rc with a working apt-get"
[ ! -s "$tmp/out" ] || no "setup.sh wrote to stdout: $(head -c 200 "$tmp/out")"
[ "$(wc -l <"$tmp/err")" -eq 1 ] || no "stderr is not one line: $(cat "$tmp/err")"
grep -q "tandem setup: installing .*libcli11-dev" "$tmp/err" || no "stderr does not say what it installs: $(cat "$tmp/err")"
[ "$(grep -c '^apt-get line' "$tmp/ok.log")" -eq 180 ] || no "the log lacks apt-get's output (update and install)"

PATH="$tmp/bin:$PATH" TANDEM_SETUP_LOG="$tmp/bad.log" FAKE_APT_FAIL=1 "$src/tools/setup.sh" >"$tmp/out" 2>"$tmp/err"
rc=$?
[ $rc -ne 0 ] || no "setup.sh exited 0 with a failing apt-get"
[ ! -s "$tmp/out" ] || no "setup.sh wrote to stdout on failure"
grep -q "Unable to locate package frobnicate" "$tmp/err" || no "the log's tail is not on stderr"
grep -q "installing the packages failed" "$tmp/err" || no "no line saying the installation failed"
[ $fail -eq 0 ] && echo "setup.sh: every check passed"
exit $fail

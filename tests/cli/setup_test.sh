#!/usr/bin/env bash
# tools/setup.sh with every package missing, on stand-ins for dpkg-query,
# apt-get and id (first on PATH): apt-get's output goes to the log alone,
# stdout stays empty, stderr is one line; when apt-get fails, the log's tail
# and a line saying so go to stderr and the status is not 0. npm (and node)
# are stand-ins too: @noble/curves goes into TANDEM_NPM_DIR with npm's output
# in the log; an npm that fails is reported and does not fail the setup.
#   usage: setup_test.sh SOURCE_DIR
set -u
src=$1
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
mkdir "$tmp/bin"
# Like the real one on a fresh machine: a package dpkg has never heard of
# is an error on stderr and exit status 1.
cat >"$tmp/bin/dpkg-query" <<'STUB'
#!/bin/sh
echo "dpkg-query: no packages found matching ccache" >&2
echo "cmake=unknown ok not-installed"
exit 1
STUB
cat >"$tmp/bin/apt-get" <<'STUB'
#!/bin/sh
for i in $(seq 1 90); do echo "apt-get line $i of $*"; done
[ -z "${FAKE_APT_FAIL:-}" ] || { echo "E: Unable to locate package frobnicate"; exit 100; }
STUB
printf '#!/bin/sh\necho 0\n' >"$tmp/bin/id"
printf '#!/bin/sh\nexit 0\n' >"$tmp/bin/node"
cat >"$tmp/bin/npm" <<'STUB'
#!/bin/sh
for i in $(seq 1 40); do echo "npm line $i of $*"; done
[ -z "${FAKE_NPM_FAIL:-}" ] || { echo "npm error network"; exit 1; }
mkdir -p node_modules/@noble/curves
STUB
chmod +x "$tmp/bin/"*
fail=0
no() { echo "FAIL: $*"; fail=1; }

export TANDEM_NPM_DIR="$tmp/npm"
PATH="$tmp/bin:$PATH" TANDEM_SETUP_LOG="$tmp/ok.log" "$src/tools/setup.sh" >"$tmp/out" 2>"$tmp/err"
rc=$?
[ $rc -eq 0 ] || no "setup.sh exited $rc with a working apt-get"
[ ! -s "$tmp/out" ] || no "setup.sh wrote to stdout: $(head -c 200 "$tmp/out")"
[ "$(wc -l <"$tmp/err")" -eq 2 ] || no "stderr is not two lines (apt, npm): $(cat "$tmp/err")"
grep -q "tandem setup: installing .*libcli11-dev" "$tmp/err" || no "stderr does not say what it installs: $(cat "$tmp/err")"
[ "$(grep -c '^apt-get line' "$tmp/ok.log")" -eq 180 ] || no "the log lacks apt-get's output (update and install)"
grep -q "installing @noble/curves" "$tmp/err" || no "stderr does not say npm installs @noble/curves"
[ "$(grep -c '^npm line .* ci ' "$tmp/ok.log")" -eq 40 ] || no "the log lacks npm's output"
cmp -s "$src/check/exec/package-lock.json" "$tmp/npm/package-lock.json" || no "the pinned lockfile is not in TANDEM_NPM_DIR"
# Installed and current: nothing more is asked of npm.
rm "$tmp/bin/npm"
PATH="$tmp/bin:$PATH" TANDEM_SETUP_LOG="$tmp/ok.log" "$src/tools/setup.sh" >"$tmp/out" 2>"$tmp/err2"
[ "$(grep -c 'installing @noble' "$tmp/err2")" -eq 0 ] || no "a current install of @noble/curves was installed again"

# npm failing (offline): said on stderr, the setup still succeeds, the next run tries again.
rm -rf "$tmp/npm"
cat >"$tmp/bin/npm" <<'STUB'
#!/bin/sh
echo "npm error network"; exit 1
STUB
chmod +x "$tmp/bin/npm"
PATH="$tmp/bin:$PATH" TANDEM_SETUP_LOG="$tmp/npm.log" "$src/tools/setup.sh" >"$tmp/out" 2>"$tmp/err"
rc=$?
[ $rc -eq 0 ] || no "setup.sh exited $rc when only npm failed"
grep -q "npm could not install @noble/curves" "$tmp/err" || no "a failing npm is not reported: $(cat "$tmp/err")"
[ ! -e "$tmp/npm/package-lock.json" ] || no "a failed npm install left its lockfile (the next run would not retry)"

PATH="$tmp/bin:$PATH" TANDEM_SETUP_LOG="$tmp/bad.log" FAKE_APT_FAIL=1 "$src/tools/setup.sh" >"$tmp/out" 2>"$tmp/err"
rc=$?
[ $rc -ne 0 ] || no "setup.sh exited 0 with a failing apt-get"
[ ! -s "$tmp/out" ] || no "setup.sh wrote to stdout on failure"
grep -q "Unable to locate package frobnicate" "$tmp/err" || no "the log's tail is not on stderr"
grep -q "installing the packages failed" "$tmp/err" || no "no line saying the installation failed"
[ $fail -eq 0 ] && echo "setup.sh: every check passed"
exit $fail

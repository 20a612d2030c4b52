#!/usr/bin/env bash
# Installs the Debian packages tandem builds and tests with. Idempotent: when
# everything is there it only asks dpkg and returns (well under a second).
# Needs root (or sudo) only when something is missing. apt-get's output goes
# to build/setup.log, so that `./tandem audit > report.txt` holds the report
# alone; one line on stderr says what is being installed, and on a failure
# the log's tail follows it.
set -euo pipefail

packages=(
  cmake ninja-build make g++ pkg-config      # the build (Ninja: the presets' generator)
  ccache                                     # ./tandem: compilations shared across presets and clones
  libgmp-dev                                 # ref/: GMP's C++ interface (gmpxx)
  libssl-dev libsecp256k1-dev                # the oracles
  libflint-dev libmpfr-dev libz3-dev         # proofs/
  libgtest-dev librapidcheck-dev             # tests/
  libpari-dev pari-seadata                   # tests/: PARI as a second group law (oracles/pari.hpp); SEA's modular polynomials
  nlohmann-json3-dev                         # tests/vectors: the JSON test vectors; tandem audit --json
  libcli11-dev                               # tools/: the tandem command's argument parsing
  libbenchmark-dev                           # bench/
  valgrind                                   # ctcheck/
  clang-16 libclang-rt-16-dev llvm-14        # the clang preset, fuzz/ (llvm-14: the symbolizer)
  gnuplot-nox python3                        # tools/plot_fast_group.py: docs/fast-group.md's plots
  ccache git                                 # tools/mutants.py: one scratch build rebuilt per planted bug; git apply
  python3-ecdsa                              # check/exec: python-ecdsa checked by tandem check --exec
)

# One dpkg-query for all of them (one a package took a second). It exits 1
# when dpkg has never heard of one of them (a fresh machine): that is an
# answer here, not a failure.
installed=" $({ dpkg-query -W -f='${Package}=${Status}\n' "${packages[@]}" 2>/dev/null || true; } |
  sed -n 's/=install ok installed$//p' | tr '\n' ' ') "
missing=()
for p in "${packages[@]}"; do
  case "$installed" in
    *" $p "*) ;;
    *) case " ${missing[*]} " in *" $p "*) ;; *) missing+=("$p") ;; esac ;;
  esac
done
root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
log="${TANDEM_SETUP_LOG:-$root/build/setup.log}"  # a test points it elsewhere

# check/exec/noble.mjs runs @noble/curves, from the npm registry, installed
# at the versions check/exec/package-lock.json pins into build/npm (outside
# the tree's sources, shared by every preset). It needs Node 20.19 or later
# (the machine's nodejs); without node, npm or the registry the setup says so
# and goes on: the noble test is then not configured (tests/check.cmake).
npm_install() {
  local dir="${TANDEM_NPM_DIR:-$root/build/npm}" want have  # a test points it elsewhere
  want="$(cat "$root/check/exec/package-lock.json")"
  have="$(cat "$dir/package-lock.json" 2>/dev/null || true)"
  [ "$want" = "$have" ] && [ -d "$dir/node_modules/@noble/curves" ] && return 0
  if ! command -v node >/dev/null 2>&1 || ! command -v npm >/dev/null 2>&1 ||
    ! node -e 'const [a,b]=process.versions.node.split(".").map(Number);process.exit(a>20||(a===20&&b>=19)?0:1)'; then
    echo "tandem setup: no Node.js 20.19+ with npm here; @noble/curves is not installed and its check is skipped" >&2
    return 0
  fi
  mkdir -p "$dir"
  rm -rf "$dir/node_modules"
  cp "$root/check/exec/package.json" "$dir/package.json"
  cp "$root/check/exec/package-lock.json" "$dir/package-lock.json.new"
  mv "$dir/package-lock.json.new" "$dir/package-lock.json"
  echo "tandem setup: installing @noble/curves from npm into build/npm (npm's output: $log)" >&2
  if ! { echo "== $(date -u '+%Y-%m-%d %H:%M:%S UTC'): npm ci in $dir"
    (cd "$dir" && npm ci --no-audit --no-fund --ignore-scripts); } >>"$log" 2>&1; then
    rm -f "$dir/package-lock.json"  # so that the next run tries again
    echo "tandem setup: npm could not install @noble/curves (see $log); its check is skipped" >&2
  fi
}

if [ ${#missing[@]} -eq 0 ]; then
  mkdir -p "$root/build"
  npm_install
  exit 0
fi
mkdir -p "$root/build"
sudo=()
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then sudo=(sudo); else
    echo "tandem setup: these Debian packages are missing and I am not root: ${missing[*]}" >&2
    exit 1
  fi
fi
echo "tandem setup: installing ${missing[*]} (apt-get's output: $log)" >&2
export DEBIAN_FRONTEND=noninteractive
{
  echo "== $(date -u '+%Y-%m-%d %H:%M:%S UTC'): installing ${missing[*]}"
  "${sudo[@]}" apt-get -o DPkg::Lock::Timeout=600 update -qq &&
    "${sudo[@]}" apt-get -o DPkg::Lock::Timeout=600 install -y --no-install-recommends "${missing[@]}"
} >>"$log" 2>&1 || {
  rc=$?
  tail -n 30 "$log" >&2
  echo "tandem setup: installing the packages failed (status $rc); the whole log is $log" >&2
  exit 1
}
npm_install

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

missing=()
for p in "${packages[@]}"; do
  case "$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)" in
    "install ok installed") ;;
    *) missing+=("$p") ;;
  esac
done
[ ${#missing[@]} -eq 0 ] && exit 0

root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
mkdir -p "$root/build"
log="${TANDEM_SETUP_LOG:-$root/build/setup.log}"  # a test points it elsewhere
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

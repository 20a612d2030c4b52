#!/usr/bin/env bash
# Installs the Debian packages tandem builds and tests with. Idempotent: when
# everything is there it only asks dpkg and returns (well under a second).
# Needs root (or sudo) only when something is missing.
set -euo pipefail

packages=(
  cmake make g++ pkg-config                  # the build
  libgmp-dev                                 # ref/: GMP's C++ interface (gmpxx)
  libssl-dev libsecp256k1-dev                # the oracles
  libflint-dev libmpfr-dev libz3-dev         # proofs/
  libgtest-dev librapidcheck-dev             # tests/
  nlohmann-json3-dev                         # tests/vectors: the JSON test vectors
  libbenchmark-dev                           # bench/
  valgrind                                   # ctcheck/
  clang-16 libclang-rt-16-dev llvm-14        # the clang preset, fuzz/ (llvm-14: the symbolizer)
  gnuplot-nox python3                        # tools/plot_fast_group.py: docs/fast-group.md's plots
)

missing=()
for p in "${packages[@]}"; do
  case "$(dpkg-query -W -f='${Status}' "$p" 2>/dev/null || true)" in
    "install ok installed") ;;
    *) missing+=("$p") ;;
  esac
done
[ ${#missing[@]} -eq 0 ] && exit 0

echo "tandem setup: installing ${missing[*]}" >&2
sudo=()
if [ "$(id -u)" -ne 0 ]; then
  if command -v sudo >/dev/null 2>&1; then sudo=(sudo); else
    echo "tandem setup: these Debian packages are missing and I am not root: ${missing[*]}" >&2
    exit 1
  fi
fi
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get -o DPkg::Lock::Timeout=600 update -qq
"${sudo[@]}" apt-get -o DPkg::Lock::Timeout=600 install -y --no-install-recommends "${missing[@]}"

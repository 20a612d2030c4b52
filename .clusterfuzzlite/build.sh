#!/bin/bash -eu
# Builds tandem's libFuzzer targets the way ClusterFuzzLite and OSS-Fuzz
# run a project's build: the compiler and its flags from $CC, $CXX,
# $CFLAGS and $CXXFLAGS (the sanitizer of $SANITIZER, libFuzzer's coverage,
# or the coverage build's), the engine from $LIB_FUZZING_ENGINE, scratch
# space in $WORK, the sources under $SRC, and into $OUT each fuzzer with
# <name>_seed_corpus.zip, <name>.dict and <name>.options beside it.
#
# What it builds:
#   - tandem's own targets (fuzz/) and fuzz/check.cpp on fast/'s adapter;
#   - or, when TANDEM_CHECK_FUZZ_LIBRARY is set (a user's build.sh calls this
#     one: docs/check.md), fuzz/check.cpp on that library: the link items of
#     a library implementing tandem/check.h, its archive first, built with
#     the same $CC and $CFLAGS; its fuzzer is fuzz_check_$TANDEM_CHECK_FUZZ_NAME.
#
# GMP, OpenSSL and libsecp256k1 are linked statically: the image that runs
# the fuzzers is not the one that built them. When their sources are under
# $SRC (gmp/, openssl/, secp256k1/: the Dockerfile fetches them) they are
# built here with the sanitizer's flags (the C++ library too: OSS-Fuzz's
# clang builds C++ against libc++); otherwise the system's archives are
# used (a Debian builder: tools/cflite_dry_run.sh).
#
# TANDEM_SRC: tandem's tree (default $SRC/tandem). The build tree is $WORK
# itself.

set -euo pipefail  # also when run as `bash build.sh`, which ignores the #! line's options
: "${SRC:?}" "${WORK:?}" "${OUT:?}" "${CC:?}" "${CXX:?}" "${LIB_FUZZING_ENGINE:?}"
: "${CFLAGS:=}" "${CXXFLAGS:=}" "${SANITIZER:=address}"
tandem="${TANDEM_SRC:-$SRC/tandem}"
jobs="$(nproc)"

# The dependencies' flags: the sanitizer's, without libFuzzer's coverage
# (the fuzzer's feedback is tandem's and the library's branches, not GMP's).
dep_cflags="${CFLAGS//-fsanitize=fuzzer-no-link/}"
dep_cxxflags="${CXXFLAGS//-fsanitize=fuzzer-no-link/}"
deps="$WORK/deps"
cmake_deps=()
if [ -d "$SRC/gmp" ] || [ -d "$SRC/openssl" ] || [ -d "$SRC/secp256k1" ]; then
  mkdir -p "$deps"
  if [ -d "$SRC/gmp" ] && [ ! -f "$deps/lib/libgmpxx.a" ]; then
    (cd "$SRC/gmp" && ./configure --prefix="$deps" --enable-cxx --disable-shared --enable-static \
      CC="$CC" CXX="$CXX" CFLAGS="$dep_cflags" CXXFLAGS="$dep_cxxflags" >"$WORK/gmp.log" &&
      make -j"$jobs" >>"$WORK/gmp.log" && make install >>"$WORK/gmp.log")
  fi
  if [ -d "$SRC/openssl" ] && [ ! -f "$deps/lib/libcrypto.a" ]; then
    (cd "$SRC/openssl" && CC="$CC" CFLAGS="$dep_cflags" ./Configure linux-x86_64 no-shared no-tests no-module \
      no-asm --prefix="$deps" --libdir=lib >"$WORK/openssl.log" &&
      make -j"$jobs" build_libs >>"$WORK/openssl.log" && make install_dev >>"$WORK/openssl.log")
  fi
  if [ -d "$SRC/secp256k1" ] && [ ! -f "$deps/lib/libsecp256k1.a" ]; then
    (cd "$SRC/secp256k1" && ./autogen.sh >"$WORK/secp256k1.log" &&
      ./configure --prefix="$deps" --disable-shared --enable-static --disable-tests --disable-benchmark \
        --disable-exhaustive-tests --enable-module-ecdh --enable-module-recovery --enable-module-extrakeys \
        --enable-module-schnorrsig CC="$CC" CFLAGS="$dep_cflags" >>"$WORK/secp256k1.log" &&
      make -j"$jobs" >>"$WORK/secp256k1.log" && make install >>"$WORK/secp256k1.log")
  fi
  export PKG_CONFIG_PATH="$deps/lib/pkgconfig${PKG_CONFIG_PATH:+:$PKG_CONFIG_PATH}"
  cmake_deps=(-DOPENSSL_ROOT_DIR="$deps" -DCMAKE_PREFIX_PATH="$deps")
fi

user=(-DTANDEM_CHECK_FUZZ_LIBRARY= -DTANDEM_CHECK_FUZZ_NAME=library)
which=fuzzers
list=fuzzers.tsv
if [ -n "${TANDEM_CHECK_FUZZ_LIBRARY:-}" ]; then
  user=(-DTANDEM_CHECK_FUZZ_LIBRARY="$TANDEM_CHECK_FUZZ_LIBRARY" -DTANDEM_CHECK_FUZZ_NAME="${TANDEM_CHECK_FUZZ_NAME:-library}")
  which=fuzzers_user
  list=fuzzers_user.tsv
fi

# The libraries at the build type's level (Release), the harnesses at -O1
# (fuzz/CMakeLists.txt); no tests, no command-line tools.
cmake -S "$tandem" -B "$WORK" -G Ninja \
  -DCMAKE_BUILD_TYPE=Release \
  -DCMAKE_C_COMPILER="$CC" -DCMAKE_CXX_COMPILER="$CXX" \
  -DCMAKE_C_FLAGS="$CFLAGS" -DCMAKE_CXX_FLAGS="$CXXFLAGS" \
  -DTANDEM_BUILD_TESTS=OFF -DTANDEM_BUILD_TOOLS=OFF -DTANDEM_BUILD_FUZZ=ON \
  -DTANDEM_FUZZ_ENGINE="$LIB_FUZZING_ENGINE" -DTANDEM_STATIC_DEPS=ON \
  "${cmake_deps[@]}" "${user[@]}" >"$WORK/configure.log"
cmake --build "$WORK" --target "$which" -j"$jobs"

# Each fuzzer with its seeds, dictionary and options. A check fuzzer writes
# its own (the edge battery of what its library declares, the dictionary of
# its curves: spec/'s constants, as of this build); the other targets take
# their committed corpus and the dictionary of every curve, written by
# fuzz_check_fast.
assets="$WORK/assets"
rm -rf "$assets"
mkdir -p "$assets"
zip_seeds() { # ZIP DIR...: every file of the folders, flat
  python3 - "$@" <<'EOF'
import os, sys, zipfile
with zipfile.ZipFile(sys.argv[1], "w", zipfile.ZIP_DEFLATED) as z:
    for d in sys.argv[2:]:
        for name in sorted(os.listdir(d)):
            p = os.path.join(d, name)
            if os.path.isfile(p):
                z.write(p, os.path.basename(d) + "-" + name)
EOF
}
shared_dict=""
while IFS=$'\t' read -r name corpus kind binary; do
  [ -n "$name" ] || continue
  cp "$binary" "$OUT/$name"
  dirs=()
  [ "$corpus" = - ] || dirs+=("$corpus")
  if [ "$kind" = check ]; then
    TANDEM_CHECK_FUZZ_ASSETS="$assets/$name" LLVM_PROFILE_FILE="$assets/%p.profraw" "$OUT/$name" \
      >"$assets/$name.log" 2>&1 ||
      { cat "$assets/$name.log" >&2; exit 1; }
    dirs+=("$assets/$name/seeds")
    cp "$assets/$name/check.dict" "$OUT/$name.dict"
    [ -n "$shared_dict" ] || shared_dict="$OUT/$name.dict"
  fi
  zip_seeds "$OUT/${name}_seed_corpus.zip" "${dirs[@]}"
  # ClusterFuzz's memory limit (2.5 GB); the dictionary by name.
  printf '[libfuzzer]\ndict = %s.dict\nrss_limit_mb = 2560\n' "$name" >"$OUT/$name.options"
done < <(sort -t $'\t' -k3,3 "$WORK/$list")
while IFS=$'\t' read -r name corpus kind binary; do
  [ "$kind" = plain ] || continue
  cp "$shared_dict" "$OUT/$name.dict"
done <"$WORK/$list"

# Every dependency comes from Debian's packages (tools/setup.sh installs them).
find_package(PkgConfig REQUIRED)
if(TANDEM_STATIC_DEPS)
  # pkg-config's -l names resolved to archives; FindOpenSSL's own switch.
  set(CMAKE_FIND_LIBRARY_SUFFIXES .a)
  set(OPENSSL_USE_STATIC_LIBS TRUE)
endif()
pkg_check_modules(GMPXX REQUIRED IMPORTED_TARGET GLOBAL gmpxx gmp)

if(TANDEM_BUILD_TOOLS OR TANDEM_BUILD_TESTS OR TANDEM_BUILD_FUZZ)
  find_package(OpenSSL 3.0 REQUIRED COMPONENTS Crypto)
  pkg_check_modules(SECP256K1 REQUIRED IMPORTED_TARGET GLOBAL libsecp256k1>=0.2.0)
endif()

if(TANDEM_BUILD_TOOLS OR TANDEM_BUILD_TESTS)

  # FLINT 2.9 ships neither a CMake package nor a pkg-config file.
  find_path(FLINT_INCLUDE_DIR flint/fmpz_mpoly.h REQUIRED)
  find_library(FLINT_LIBRARY flint REQUIRED)
  find_library(MPFR_LIBRARY mpfr REQUIRED)
  add_library(flint::flint INTERFACE IMPORTED GLOBAL)
  target_include_directories(flint::flint INTERFACE ${FLINT_INCLUDE_DIR})
  target_link_libraries(flint::flint INTERFACE ${FLINT_LIBRARY} ${MPFR_LIBRARY} PkgConfig::GMPXX)
endif()

if(TANDEM_BUILD_TESTS)
  # PARI 2.15 ships neither a CMake package nor a pkg-config file either.
  find_path(PARI_INCLUDE_DIR pari/pari.h REQUIRED)
  find_library(PARI_LIBRARY pari REQUIRED)
  add_library(PARI::pari INTERFACE IMPORTED GLOBAL)
  target_include_directories(PARI::pari INTERFACE ${PARI_INCLUDE_DIR})
  target_link_libraries(PARI::pari INTERFACE ${PARI_LIBRARY})

  find_package(GTest REQUIRED)
  find_package(rapidcheck CONFIG REQUIRED)
endif()

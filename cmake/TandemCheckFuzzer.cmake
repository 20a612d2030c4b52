# tandem_add_check_fuzzer(NAME LIBRARY): a libFuzzer executable NAME that
# fuzzes LIBRARY against tandem's reference through the C ABI of
# tandem/check.h (fuzz/check.cpp; docs/check.md, "Fuzzing"). LIBRARY is a
# static or object library target that defines tandem_check_entry(); it is
# compiled with libFuzzer's coverage and the sanitizers, so that the fuzzer
# sees its branches (in a fuzzing build, TANDEM_FUZZ_ENGINE set, the
# compiler flags already carry them). clang only (libFuzzer). The fuzzer
# takes libFuzzer's options (a corpus folder, -max_total_time=, -dict= with
# the dictionary it writes when run with TANDEM_CHECK_FUZZ_ASSETS=DIR).
set(TANDEM_CHECK_FUZZ_SOURCE ${CMAKE_CURRENT_LIST_DIR}/../fuzz/check.cpp)
set(TANDEM_CHECK_FUZZ_FLAGS -g -O1 -fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=undefined)

function(tandem_add_check_fuzzer name library)
  if(NOT CMAKE_CXX_COMPILER_ID MATCHES "Clang")
    message(FATAL_ERROR "tandem_add_check_fuzzer(${name}): libFuzzer needs clang")
  endif()
  add_executable(${name} ${TANDEM_CHECK_FUZZ_SOURCE})
  if(TANDEM_FUZZ_ENGINE)
    # A fuzzing build (tandem's fuzz preset, ClusterFuzzLite, OSS-Fuzz): the
    # compiler flags carry the sanitizers and the coverage, for the library
    # too; the engine is linked as the builder says.
    separate_arguments(_engine UNIX_COMMAND "${TANDEM_FUZZ_ENGINE}")
    target_compile_options(${name} PRIVATE -O1)
    target_link_options(${name} PRIVATE ${_engine})
  else()
    target_compile_options(${name} PRIVATE -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined)
    target_link_options(${name} PRIVATE -fsanitize=fuzzer,address,undefined)
    if(TARGET ${library})
      target_compile_options(${library} PRIVATE ${TANDEM_CHECK_FUZZ_FLAGS})
    endif()
  endif()
  # The library's entry point is this program's (not looked up at run time).
  target_compile_definitions(${name} PRIVATE TANDEM_CHECK_FUZZ_LINKED=1)
  target_link_libraries(${name} PRIVATE ${library} tandem_check)
endfunction()

# tandem_add_check_fuzzer(NAME LIBRARY): a libFuzzer executable NAME that
# fuzzes LIBRARY against tandem's reference through the C ABI of
# tandem/check.h (fuzz/check.cpp; docs/check.md, "Fuzzing"). LIBRARY is a
# static or object library target that defines tandem_check_entry(); it is
# compiled with libFuzzer's coverage and the sanitizers, so that the fuzzer
# sees its branches. clang only (libFuzzer). The fuzzer then takes the
# options of `tandem check --fuzz` (a corpus folder, -max_total_time=, the
# dictionary `fuzz_check --write-assets` writes).
set(TANDEM_CHECK_FUZZ_SOURCE ${CMAKE_CURRENT_LIST_DIR}/../fuzz/check.cpp)
set(TANDEM_CHECK_FUZZ_FLAGS -g -O1 -fsanitize=fuzzer-no-link,address,undefined -fno-sanitize-recover=undefined)

function(tandem_add_check_fuzzer name library)
  if(NOT CMAKE_CXX_COMPILER_ID MATCHES "Clang")
    message(FATAL_ERROR "tandem_add_check_fuzzer(${name}): libFuzzer needs clang")
  endif()
  add_executable(${name} ${TANDEM_CHECK_FUZZ_SOURCE})
  target_compile_options(${name} PRIVATE -g -O1 -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined)
  target_link_options(${name} PRIVATE -fsanitize=fuzzer,address,undefined)
  # The library's entry point is this program's (not looked up at run time).
  target_compile_definitions(${name} PRIVATE TANDEM_CHECK_FUZZ_LINKED=1)
  target_link_libraries(${name} PRIVATE ${library} tandem_check)
  if(TARGET ${library})
    target_compile_options(${library} PRIVATE ${TANDEM_CHECK_FUZZ_FLAGS})
  endif()
endfunction()

# fast/'s group layer and strategies through the audit, and `tandem bench`'s reading of
# the benchmarks (tests/unit/fast_integ_*, tests/differential/fast_integ_*).
tandem_test(fast_integ_test
  differential/fast_integ_formulas_test.cpp
  differential/fast_integ_strategies_test.cpp
  LIBS tandem_audit)

if(TARGET tandem AND TARGET tandem_bench_report AND TARGET tandem_bench)
  tandem_test(fast_integ_bench_test
    unit/fast_integ_bench_test.cpp
    LIBS tandem_bench_report)
  target_compile_definitions(fast_integ_bench_test PRIVATE TANDEM_BINARY="$<TARGET_FILE:tandem>")
  # The command test runs tandem_bench: both must be built first.
  add_dependencies(fast_integ_bench_test tandem tandem_bench)
endif()

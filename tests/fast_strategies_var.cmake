# fast/'s variable-time strategies (fast/include/tandem/fast/ecmult/:
# ecmult_var, ecmult_gen_var, ecmult_multi_var, mult_var): every scalar ×
# every point of the small groups on secp256k1's field, and on secp256k1
# against ref and libsecp256k1.
tandem_test(fast_var_exhaustive_test
  exhaustive/fast_var_exhaustive_test.cpp
  LIBS tandem_fast tandem_ref)

find_package(Threads REQUIRED)
tandem_test(fast_var_differential_test
  differential/fast_var_differential_test.cpp
  LIBS tandem_fast tandem_ref tandem_oracles Threads::Threads)

# fast/'s constant-time scalar multiplications (fast/include/tandem/fast/
# ecmult/: ecmult_const and its x-only form, ecmult_gen, the ladders, the
# always-add and signed-window baselines, the comb of any base): every
# scalar × every point of the small groups, and on secp256k1 against ref
# and libsecp256k1.
tandem_test(fast_ct_exhaustive_test
  exhaustive/fast_ct_strategies_exhaustive_test.cpp
  LIBS tandem_fast tandem_ref tandem_audit)
tandem_test(fast_ct_differential_test
  differential/fast_ct_strategies_test.cpp
  LIBS tandem_fast tandem_ref tandem_audit tandem_oracles)

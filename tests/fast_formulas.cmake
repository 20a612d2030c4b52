# fast/'s point formulas: against the affine law on secp256k1 (random and
# edge pairs, both fields, magnitude 1 and the declared limits), and every
# pair of points of the small groups on secp256k1's field; the a = −3 and
# generic-a formulas on curves over secp256k1's p with that a.
tandem_test(fast_formulas_test
  property/fast_formulas_test.cpp
  property/fast_formulas_a_test.cpp
  exhaustive/fast_formulas_exhaustive_test.cpp
  LIBS tandem_fast tandem_audit)

# The group layer (conversions, storage, equality, on-curve, φ, the curve
# traits, the small curves' scalars and GLV split, effective-affine tables),
# with the magnitude checks on.
tandem_test(fast_group_test
  unit/fast_group_test.cpp
  LIBS tandem_fast tandem_audit)
target_compile_definitions(fast_group_test PRIVATE TANDEM_FAST_VERIFY=1)

# fast/'s multiplications against OpenSSL (secp256k1, and k1-13, k1-199 as
# groups OpenSSL builds from their parameters).
tandem_test(fast_openssl_test
  differential/fast_openssl_test.cpp
  LIBS tandem_fast tandem_oracles tandem_audit)

# fast/'s Bos–Coster against ref's sums.
tandem_test(fast_bos_coster_test
  differential/fast_bos_coster_test.cpp
  LIBS tandem_fast tandem_audit)

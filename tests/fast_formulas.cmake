# fast/'s point formulas: against the affine law on secp256k1 (random and
# edge pairs, both fields, magnitude 1 and the declared limits), and every
# pair of points of the small groups on secp256k1's field.
tandem_test(fast_formulas_test
  property/fast_formulas_test.cpp
  exhaustive/fast_formulas_exhaustive_test.cpp
  LIBS tandem_fast tandem_audit)

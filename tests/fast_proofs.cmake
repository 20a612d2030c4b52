# The proofs of fast/'s formulas: the group law on the symbolic field (every
# claimed case, broken twins refuted), the magnitude check (every path, the
# contract of fe_contract, a twin without a weak normalization refuted), and
# their census rows.
tandem_test(fast_proofs_test
  unit/fast_formula_proofs_test.cpp
  unit/fast_magnitude_proofs_test.cpp
  unit/fast_counted_field_proofs_test.cpp
  LIBS tandem_proofs)

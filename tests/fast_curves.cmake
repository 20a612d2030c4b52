# fast/ on the standard curves other than secp256k1 (group/prime_curve.hpp,
# ecmult/prime_ecmult.hpp, protocols/prime_*.hpp): the multiplications
# against OpenSSL and ref, and the protocols against ref (octet for octet,
# error for error) and OpenSSL.
tandem_test(fast_curves_ecmult_test
  differential/fast_curves_ecmult_test.cpp
  LIBS tandem_fast tandem_fast_instances tandem_oracles tandem_ref tandem_audit)

# The GLV forms on secp192k1 and secp224k1 (and secp256k1 through the same
# template): the derived constants against ref, the split's identity and
# bound, the strategies against ref's GLV and plain ones.
tandem_test(fast_curves_glv_test
  differential/fast_curves_glv_test.cpp
  LIBS tandem_fast tandem_oracles tandem_ref tandem_audit)

tandem_test(fast_curves_protocols_test
  protocols/fast_curves_protocols_test.cpp
  LIBS tandem_fast tandem_fast_instances tandem_oracles tandem_ref tandem_audit)

# Every scalar × every point at every window width on the tiny curves of the
# a = −3 and generic-a families (fp/'s field at one word), and ECDSA with
# every key there.
tandem_test(fast_curves_exhaustive_test
  exhaustive/fast_curves_exhaustive_test.cpp
  LIBS tandem_fast tandem_oracles tandem_ref tandem_audit)

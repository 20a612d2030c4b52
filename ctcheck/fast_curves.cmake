# fast/ on the standard curves other than secp256k1: per curve, the field's
# and scalars' constant-time operations, secret-key parsing, key derivation,
# ECDSA signing and ECDH must pass with the secret poisoned; the leaky
# controls must be reported. Built with TANDEM_CTCHECK_DECLASSIFY=1, as the
# secp256k1 protocols' driver is.
add_executable(ctcheck_fast_curves fast_curves.cpp)
target_link_libraries(ctcheck_fast_curves PRIVATE tandem_fast tandem_warnings)
target_compile_definitions(ctcheck_fast_curves PRIVATE TANDEM_CTCHECK_DECLASSIFY=1)
set(TANDEM_CT_CURVES secp192k1 secp224k1 P-192 P-224 P-256 P-384 P-521 brainpoolP160r1 brainpoolP192r1
  brainpoolP224r1 brainpoolP256r1 brainpoolP320r1 brainpoolP384r1 brainpoolP512r1)
set(TANDEM_CT_CURVE_OPS field_ops scalar_ops seckey_parse derive_public_key ecdsa_sign ecdh)
set(TANDEM_LEAKY_CURVES P-256.leaky_ecdh_mul_var P-256.leaky_sign_inverse_var brainpoolP256r1.leaky_ecdh_mul_var)
set(all_checks ${TANDEM_LEAKY_CURVES})
foreach(c ${TANDEM_CT_CURVES})
  foreach(op ${TANDEM_CT_CURVE_OPS})
    add_test(NAME ctcheck.curves.${c}.${op} COMMAND ${TANDEM_CTCHECK_VALGRIND} $<TARGET_FILE:ctcheck_fast_curves> ${c}.${op})
    list(APPEND all_checks ${c}.${op})
  endforeach()
endforeach()
foreach(f ${TANDEM_LEAKY_CURVES})
  add_test(NAME ctcheck.curves.${f}_is_caught
    COMMAND sh -c "${VALGRIND} -q --error-exitcode=42 $<TARGET_FILE:ctcheck_fast_curves> ${f}; test $? -eq 42")
endforeach()
# The lists above are the driver's: a check added to one and not the other fails here.
add_test(NAME ctcheck.curves.every_check_listed
  COMMAND ${CMAKE_CURRENT_SOURCE_DIR}/list_matches.sh ${VALGRIND} $<TARGET_FILE:ctcheck_fast_curves> ${all_checks})
list(APPEND TANDEM_CTCHECK_TARGETS ctcheck_fast_curves)

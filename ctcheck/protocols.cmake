# fast/'s protocols: every entry point that handles a secret must pass with
# the secret poisoned; the leaky controls must be reported. Built with
# TANDEM_CTCHECK_DECLASSIFY=1, so the verdicts and public outputs that
# fast/protocols/detail.hpp declassifies stop being tracked where the
# library says they become public (libsecp256k1's secp256k1_declassify).
add_executable(ctcheck_protocols protocols.cpp)
target_link_libraries(ctcheck_protocols PRIVATE tandem_fast tandem_warnings)
target_compile_definitions(ctcheck_protocols PRIVATE TANDEM_CTCHECK_DECLASSIFY=1)
set(TANDEM_CT_PROTOCOLS
  seckey_parse derive_public_key keypair_create rfc6979_nonces rfc6979_drbg_sha256
  ecdsa_sign ecdsa_sign_evp ecdsa_sign_recoverable schnorr_sign ecdh
  secret_tweak_add secret_tweak_mul secret_negate taproot_tweak_secret keypair_xonly_tweak_add)
set(TANDEM_LEAKY_PROTOCOLS leaky_ecdsa_sign_inverse_var leaky_schnorr_nonce_branch leaky_ecdh_ecmult_var)
foreach(f ${TANDEM_CT_PROTOCOLS})
  add_test(NAME ctcheck.protocols.${f} COMMAND ${TANDEM_CTCHECK_VALGRIND} $<TARGET_FILE:ctcheck_protocols> ${f})
endforeach()
foreach(f ${TANDEM_LEAKY_PROTOCOLS})
  add_test(NAME ctcheck.protocols.${f}_is_caught
    COMMAND sh -c "${VALGRIND} -q --error-exitcode=42 $<TARGET_FILE:ctcheck_protocols> ${f}; test $? -eq 42")
endforeach()
list(APPEND TANDEM_CTCHECK_TARGETS ctcheck_protocols)

# tandem check: another implementation against ref through the C ABI
# (check/include/tandem/check.h) and the line protocol (docs/check.md).
# Every test checks the exit status as well as the text (tandem_expect).
if(NOT TARGET tandem-check OR NOT TARGET toy_ec)
  return()
endif()
set(T $<TARGET_FILE:tandem>)
set(TOY $<TARGET_FILE:toy_ec>)

# The clean example library agrees with ref on every operation it declares,
# through the C ABI and through the line protocol (the command serving the
# same library on a pipe).
tandem_expect(check.toy.clean 0 "== handshake: ok.*all agree with ref" ${T} check --lib ${TOY} --count 60)
tandem_expect(check.toy.protocol 0 "all agree with ref"
  ${T} check --exec "${T} check --serve-lib ${TOY}" --count 20 --stage edge --stage random)
tandem_expect(check.toy.json 0 "\"verdict\": \"agree\"" ${T} check --lib ${TOY} --curve P-256 --op mul --json)

# Every planted bug is caught: the deterministic ones by the edge stage
# alone, the carry and the exceptional case by the random stage alone too.
foreach(bug IN LISTS TANDEM_TOY_BUGS)
  tandem_expect(check.toy.${bug}.edge 1 "DISAGREEMENT 1: .*disagreements"
    ${T} check --lib $<TARGET_FILE:toy_ec_${bug}> --stage edge --stage vectors)
endforeach()
tandem_expect(check.toy.carry_near_p.random 1 "DISAGREEMENT 1: P-256 field_p \\(random case"
  ${T} check --lib $<TARGET_FILE:toy_ec_carry_near_p> --op field_p --stage random --first)
tandem_expect(check.toy.madd_no_double.random 1 "DISAGREEMENT 1: P-256 mul2 \\(random case"
  ${T} check --lib $<TARGET_FILE:toy_ec_madd_no_double> --op mul2 --stage random --first)
# The reports name ref's error for an input accepted that ref rejects.
tandem_expect(check.toy.ecdh_twist.reason 1 "accepts what ref rejects \\(point_not_on_curve\\)"
  ${T} check --lib $<TARGET_FILE:toy_ec_ecdh_twist> --op ecdh --stage edge)

# A crashing and a hanging library are reported, case by case, and the check
# goes on to its end. The fault raises SIGSEGV; under AddressSanitizer the
# child's SEGV handler reports it and aborts, so SIGABRT is what arrives there.
tandem_expect(check.toy.crash 1 "FAILURE 1: P-256 mul_gen.*crashed \\(signal (11, SIGSEGV|6, SIGABRT)\\).*2 failures"
  ${T} check --lib $<TARGET_FILE:toy_ec_crash> --op mul_gen --stage edge)
tandem_expect(check.toy.hang 1 "timed out after 1000 ms.*2 failures"
  ${T} check --lib $<TARGET_FILE:toy_ec_hang> --op mul_gen --stage edge --timeout 1)

# Programs that do not keep to the protocol.
tandem_expect(check.exec.garbage 1 "replied with garbage: 'banana'"
  ${T} check --exec "${PROJECT_SOURCE_DIR}/check/tests/fake_impl.sh garbage" --stage edge)
tandem_expect(check.exec.no_handshake 1 "handshake: FAILED: an unexpected handshake line 'hello'"
  ${T} check --exec "echo hello")
tandem_expect(check.exec.exits 1 "handshake: FAILED: during the handshake the implementation exited with status 3"
  ${T} check --exec "exit 3")
tandem_expect(check.exec.unsupported 1 "answers unsupported to an operation it declares"
  ${T} check --exec "${PROJECT_SOURCE_DIR}/check/tests/fake_impl.sh unsupported" --stage edge)

# Bad use: exit status 2 and one line.
tandem_expect(check.bad.no_target 2 "give one of --lib and --exec" ${T} check --count 3)
tandem_expect(check.bad.both 2 "give one of --lib and --exec" ${T} check --lib ${TOY} --exec true)
tandem_expect(check.bad.missing_lib 2 "--lib /nonexistent.so: no such file" ${T} check --lib /nonexistent.so)
tandem_expect(check.bad.op 2 "unknown operation 'frob'" ${T} check --lib ${TOY} --op frob)
tandem_expect(check.bad.curve 2 "declares no curve 'P-384'" ${T} check --lib ${TOY} --curve P-384)
tandem_expect(check.bad.stage 2 "unknown stage 'all'" ${T} check --lib ${TOY} --stage all)
tandem_expect(check.bad.timeout 2 "--timeout" ${T} check --lib ${TOY} --timeout 0)
tandem_expect(check.bad.not_a_library 2 "cannot load" ${T} check --serve-lib ${PROJECT_SOURCE_DIR}/README.md)

# ref's answer to one request: the reproducer line every report prints.
tandem_expect(check.request.ok 0 "^ok 0479be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798483ada7726a3c4655da4fbfc0e1108a8fd17b448a68554199c47d08ffb10d4b8"
  ${T} check --request "mul_gen secp256k1 0000000000000000000000000000000000000000000000000000000000000001" --impl ref)
tandem_expect(check.request.reject 1 "^reject scalar_zero"
  ${T} check --request "mul_gen secp256k1 0000000000000000000000000000000000000000000000000000000000000000" --impl ref)
tandem_expect(check.request.policy 0 "^ok 00"
  ${T} check --request "mul_gen secp256k1 0000000000000000000000000000000000000000000000000000000000000000"
  --policies scalar_zero,infinity_output --impl ref)
tandem_expect(check.request.malformed 2 "not hex" ${T} check --request "mul_gen secp256k1 zz" --impl ref)

# check.h compiles as C99 and as C++20 under gcc and clang with every warning
# an error.
foreach(cc gcc clang-16)
  find_program(_tandem_cc_${cc} ${cc})
  if(_tandem_cc_${cc})
    add_test(NAME check.header.${cc}.c COMMAND ${_tandem_cc_${cc}} -std=c99 -Wall -Wextra -Werror -pedantic
      -fsyntax-only -I${PROJECT_SOURCE_DIR}/check/include ${PROJECT_SOURCE_DIR}/check/tests/header_c.c)
  endif()
endforeach()
foreach(cxx g++ clang++-16)
  find_program(_tandem_cxx_${cxx} ${cxx})
  if(_tandem_cxx_${cxx})
    add_test(NAME check.header.${cxx}.cxx COMMAND ${_tandem_cxx_${cxx}} -std=c++20 -Wall -Wextra -Werror -pedantic
      -fsyntax-only -I${PROJECT_SOURCE_DIR}/check/include ${PROJECT_SOURCE_DIR}/check/tests/header_cxx.cpp)
  endif()
endforeach()

# The peers behind the ABI: OpenSSL agrees with ref on every curve and
# operation it is declared for (a small count here; docs/check.md has the
# run at --count 1000): the digest-level ones on its fifteen curves, the
# message-level ones (nine hashes each) on three, whose hashes are shorter,
# as long as and longer than n (on all fifteen they took 212 s of the ASan
# tier).
if(TARGET tandem_check_openssl)
  tandem_expect(check.openssl 0 "all agree with ref"
    ${T} check --lib $<TARGET_FILE:tandem_check_openssl> --count 5 --stage edge --stage random
    --op point_decode --op point_add --op point_dbl --op point_neg --op mul --op mul_gen --op mul2 --op ecdsa_sign
    --op ecdsa_verify --op ecdsa_verify_der --op ecdh)
  tandem_expect(check.openssl.msg 0 "all agree with ref"
    ${T} check --lib $<TARGET_FILE:tandem_check_openssl> --count 5 --stage edge --stage random --stage vectors
    --curve secp256k1 --curve P-384 --curve brainpoolP512r1 --op ecdsa_sign_msg --op ecdsa_sign_msg_random
    --op ecdsa_verify_msg --op ecdsa_verify_msg_der)
endif()

# python-ecdsa (Debian's python3-ecdsa) through the line protocol: its ECDSA
# and ECDH agree with ref; its point decoding takes coordinates ≥ p, which
# tandem check reports (docs/check.md, "What it found").
if(EXISTS /usr/bin/python3)
  tandem_expect(check.python_ecdsa.agree 0 "all agree with ref"
    ${T} check --exec ${PROJECT_SOURCE_DIR}/check/exec/python_ecdsa.py --curve P-256 --op mul_gen
    --op ecdsa_sign_rfc6979 --op ecdsa_verify --op ecdsa_verify_der --op ecdh --op ecdsa_sign_msg
    --op ecdsa_sign_msg_rfc6979 --op ecdsa_sign_msg_random --op ecdsa_verify_msg --op ecdsa_verify_msg_der
    --count 10 --timeout 60)
  tandem_expect(check.python_ecdsa.finding 1 "accepts what ref rejects \\(coordinate_out_of_range\\)"
    ${T} check --exec ${PROJECT_SOURCE_DIR}/check/exec/python_ecdsa.py --curve P-256 --op point_decode
    --stage edge --timeout 60)
endif()

# libsecp256k1 and fast/ behind the ABI agree with ref: the peer on
# secp256k1, fast/ (dogfood) on secp256k1 and three other curves here (every
# curve in docs/check.md's runs).
if(TARGET tandem_check_libsecp256k1)
  tandem_expect(check.libsecp256k1 0 "all agree with ref"
    ${T} check --lib $<TARGET_FILE:tandem_check_libsecp256k1> --count 20)
endif()
if(TARGET tandem_check_fast)
  tandem_expect(check.fast 0 "all agree with ref"
    ${T} check --lib $<TARGET_FILE:tandem_check_fast> --curve secp256k1 --curve P-256 --curve P-521
    --curve brainpoolP256r1 --count 5)
endif()

# @noble/curves (npm, pinned by check/exec/package-lock.json, installed into
# build/npm by tools/setup.sh) through the line protocol: every operation it
# is declared for on its four curves agrees with ref. Configured only where
# the setup could install it (it needs Node 20.19+ and the npm registry);
# CMake says so otherwise.
set(TANDEM_NOBLE_DIR "${PROJECT_SOURCE_DIR}/build/npm" CACHE PATH
  "A folder whose node_modules/ holds @noble/curves, for the check.noble test")
find_program(TANDEM_NODE node)
if(TANDEM_NODE AND EXISTS "${TANDEM_NOBLE_DIR}/node_modules/@noble/curves/package.json")
  tandem_expect(check.noble 0 "all agree with ref"
    env NOBLE_DIR=${TANDEM_NOBLE_DIR} ${T} check --exec "${TANDEM_NODE} ${PROJECT_SOURCE_DIR}/check/exec/noble.mjs"
    --count 3 --timeout 60)
else()
  message(STATUS "check.noble is not configured: no node, or no @noble/curves in ${TANDEM_NOBLE_DIR} (tools/setup.sh installs it)")
endif()

# The client kits (check/clients/): their own tests, and docs/check.md's
# examples run as their text stands (python-ecdsa on the Python kit, Node's
# createECDH on the JavaScript one). check.kit.stdout is the control for the
# kits' own channel: the Python example made to print on standard output
# agrees on descriptors 3 and 4, and fails without them.
if(EXISTS /usr/bin/python3)
  add_test(NAME check.kit.python COMMAND /usr/bin/python3 ${PROJECT_SOURCE_DIR}/check/clients/python/test_tandem_check.py)
  add_test(NAME check.kit.docs.python COMMAND ${PROJECT_SOURCE_DIR}/check/tests/kit_example.sh ${T}
    ${PROJECT_SOURCE_DIR} mine.py /usr/bin/python3)
  add_test(NAME check.kit.stdout COMMAND ${PROJECT_SOURCE_DIR}/check/tests/kit_example.sh ${T}
    ${PROJECT_SOURCE_DIR} mine.py /usr/bin/python3 --noisy)
endif()
if(TANDEM_NODE)
  add_test(NAME check.kit.js COMMAND ${TANDEM_NODE} --test ${PROJECT_SOURCE_DIR}/check/clients/js/test_tandem_check.mjs)
  add_test(NAME check.kit.docs.js COMMAND ${PROJECT_SOURCE_DIR}/check/tests/kit_example.sh ${T}
    ${PROJECT_SOURCE_DIR} mine.mjs ${TANDEM_NODE})
else()
  message(STATUS "check.kit.js and check.kit.docs.js are not configured: no node")
endif()

# Message-level ECDSA: OpenSSL's EVP_DigestSign (its own random nonces,
# recovered and tested) agrees over the nonce stage; two broken signers on
# the Python kit are the controls: nonces whose top byte is always zero,
# and one nonce for every message.
if(TARGET tandem_check_openssl)
  tandem_expect(check.openssl.nonces 0 "all agree with ref"
    ${T} check --lib $<TARGET_FILE:tandem_check_openssl> --curve P-256 --curve secp256k1 --op ecdsa_sign_msg_random
    --stage nonces --count 20)
endif()
if(EXISTS /usr/bin/python3)
  tandem_expect(check.nonces.biased 1 "signs with biased nonces: bit 2[45][0-9] of k"
    ${T} check --exec "/usr/bin/python3 ${PROJECT_SOURCE_DIR}/check/tests/bad_nonces.py biased" --stage nonces
    --count 10 --timeout 60)
  tandem_expect(check.nonces.repeated 1 "used the same nonce k for two different signing requests"
    ${T} check --exec "/usr/bin/python3 ${PROJECT_SOURCE_DIR}/check/tests/bad_nonces.py repeated" --stage random
    --count 5 --timeout 60)
endif()

# The report files a CI shows: --report (JSON) and --summary (Markdown).
add_test(NAME check.report_files COMMAND ${PROJECT_SOURCE_DIR}/check/tests/report_files.sh ${T}
  $<TARGET_FILE:toy_ec_ecdh_twist>)

# Node through the JavaScript kit. WebCrypto (crypto.subtle): ECDSA on
# messages with its own nonces, verification, ECDH, on P-256, P-384, P-521;
# createECDH: k·G, ECDH and point decoding on secp256k1 and the NIST curves.
# Both agree with ref on the random, nonce and vector stages; their edge
# stage finds what docs/check.md writes up, and only that: a private key one
# octet short taken by WebCrypto's JWK import (one per curve), keys one
# octet short or long taken by createECDH's setPrivateKey and an empty key
# "converted" by ECDH.convertKey (three per curve).
if(TANDEM_NODE)
  set(_wc "${TANDEM_NODE} ${PROJECT_SOURCE_DIR}/check/exec/webcrypto.mjs")
  set(_ne "${TANDEM_NODE} ${PROJECT_SOURCE_DIR}/check/exec/node_ecdh.mjs")
  tandem_expect(check.webcrypto.agree 0 "all agree with ref"
    ${T} check --exec "${_wc}" --count 3 --stage random --stage nonces --stage vectors --timeout 60)
  tandem_expect(check.webcrypto.finding 1
    "SHA1, key one octet short.*accepts what ref rejects \\(length_mismatch\\).*: 3 disagreements, 0 failures, 0 problems"
    ${T} check --exec "${_wc}" --stage edge --timeout 60)
  tandem_expect(check.node_ecdh.agree 0 "all agree with ref"
    ${T} check --exec "${_ne}" --count 5 --stage random --stage vectors --timeout 60)
  tandem_expect(check.node_ecdh.finding 1
    "k one octet short.*accepts what ref rejects \\(length_mismatch\\).*: 18 disagreements, 0 failures, 0 problems"
    ${T} check --exec "${_ne}" --stage edge --timeout 60)
endif()

# The reusable workflow (.github/workflows/tandem-check.yml): its check step
# run as a runner would, the job summary written on a clean and a buggy
# library.
add_test(NAME check.workflow_step COMMAND ${PROJECT_SOURCE_DIR}/check/tests/workflow_step.sh ${PROJECT_SOURCE_DIR} ${T}
  ${TOY} $<TARGET_FILE:toy_ec_ecdh_twist>)

# The fuzzing side (check/include/tandem/check/fuzz.hpp): the input layout,
# the curve-aware mutator, the dictionary. The fuzzers themselves are the
# fuzz preset's (fuzz/check.cpp; fuzz.check.* tests).
tandem_test(check_fuzz_test unit/check_fuzz_test.cpp LIBS tandem_check)

# tandem check --fuzz: bad use is refused with exit 2 before any fuzzing.
tandem_expect(check.fuzz.needs_lib 2 "--fuzz takes a library" ${T} check --exec true --fuzz 10)
tandem_expect(check.fuzz.bad_seconds 2 "--fuzz is seconds" ${T} check --lib ${TOY} --fuzz 0)

# The protocol verbs, the point verb, audit --json and setup.sh, run as a
# user runs them (tests/cli/verbs_test.py: every check compares the exit
# status and the output; expected values come from the standards, from
# Python's own arithmetic and hashlib, from another verb, or from the
# external vectors).
if(TARGET tandem)
  find_package(Python3 COMPONENTS Interpreter)
  if(Python3_Interpreter_FOUND)
    foreach(group point keygen ecdsa bip340 recover ecdh tweak vectors throughput audit_json)
      tandem_expect(cli.verbs.${group} 0 "${group}: every check passed"
                    ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/cli/verbs_test.py
                    $<TARGET_FILE:tandem> ${TANDEM_SHARED_DIR} ${group})
      set_tests_properties(cli.verbs.${group} PROPERTIES TIMEOUT 300 FAIL_REGULAR_EXPRESSION "FAIL ")
    endforeach()
    # docs/cli.md is the command's own output (tools/cli_doc.py --write).
    tandem_expect(cli.docs 0 "cli.md is current" ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/tools/cli_doc.py
                  $<TARGET_FILE:tandem> --check ${PROJECT_SOURCE_DIR}/docs/cli.md)
  endif()
  tandem_expect(cli.setup 0 "setup.sh: every check passed" bash ${CMAKE_CURRENT_SOURCE_DIR}/cli/setup_test.sh ${PROJECT_SOURCE_DIR})
  # The verbs' help texts, and their bad arguments: exit status 2, one line.
  foreach(verb keygen sign verify recover ecdh tweak point)
    tandem_expect(cli.${verb}.help 0 "usage: tandem ${verb}" ${T} ${verb} --help)
  endforeach()
  foreach(bad
      "sign_unknown_flag|sign --frob|unknown argument '--frob'"
      "verify_missing_sig|verify --pubkey 02 --digest 00|--sig is required"
      "ecdh_unknown_curve|ecdh --curve P-257 --secret 01 --peer 02|unknown curve 'P-257'"
      "tweak_no_key|tweak --tweak 01|give --pubkey or --secret"
      "recover_fast_p256|recover --curve P-256 --impl fast --digest 00 --sig 00 --recid 0|secp256k1 only"
      "keygen_bad_hex|keygen --secret 0g|malformed hex in --secret"
      "point_no_op|point|usage: tandem point")
    string(REPLACE "|" ";" parts "${bad}")
    list(GET parts 0 name)
    list(GET parts 1 argv)
    list(GET parts 2 expect)
    separate_arguments(argv UNIX_COMMAND "${argv}")
    tandem_expect(cli.error.${name} 2 "${expect}" ${T} ${argv})
  endforeach()
endif()

# The protocol verbs, the point verb, audit --json and setup.sh, run as a
# user runs them (tests/cli/verbs_test.py: every check compares the exit
# status and the output; expected values come from the standards, from
# Python's own arithmetic and hashlib, from another verb, or from the
# external vectors).
if(TARGET tandem)
  find_package(Python3 COMPONENTS Interpreter)
  if(Python3_Interpreter_FOUND)
    foreach(group point keygen ecdsa bip340 recover ecdh tweak vectors throughput audit_json)
      add_test(NAME cli.verbs.${group}
               COMMAND ${Python3_EXECUTABLE} ${CMAKE_CURRENT_SOURCE_DIR}/cli/verbs_test.py
                       $<TARGET_FILE:tandem> ${TANDEM_SHARED_DIR} ${group})
      set_tests_properties(cli.verbs.${group} PROPERTIES TIMEOUT 300
                           PASS_REGULAR_EXPRESSION "${group}: every check passed"
                           FAIL_REGULAR_EXPRESSION "FAIL ")
    endforeach()
    # docs/cli.md is the command's own output (tools/cli_doc.py --write).
    add_test(NAME cli.docs COMMAND ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/tools/cli_doc.py
                                   $<TARGET_FILE:tandem> --check ${PROJECT_SOURCE_DIR}/docs/cli.md)
    set_tests_properties(cli.docs PROPERTIES PASS_REGULAR_EXPRESSION "cli.md is current")
  endif()
  add_test(NAME cli.setup COMMAND bash ${CMAKE_CURRENT_SOURCE_DIR}/cli/setup_test.sh ${PROJECT_SOURCE_DIR})
  set_tests_properties(cli.setup PROPERTIES PASS_REGULAR_EXPRESSION "setup.sh: every check passed")
  # The verbs' help texts, and their bad arguments: exit status 2, one line.
  foreach(verb keygen sign verify recover ecdh tweak point)
    add_test(NAME cli.${verb}.help COMMAND sh -c "${T} ${verb} --help; echo exit=$?")
    set_tests_properties(cli.${verb}.help PROPERTIES PASS_REGULAR_EXPRESSION "usage: tandem ${verb}.*exit=0")
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
    add_test(NAME cli.error.${name} COMMAND sh -c "${T} ${argv} 2>&1; echo exit=$?")
    set_tests_properties(cli.error.${name} PROPERTIES PASS_REGULAR_EXPRESSION "${expect}.*exit=2")
  endforeach()
endif()

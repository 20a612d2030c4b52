# The tandem command's contract: exit statuses and one-line errors. Every
# test here checks the exit status as well as the text (tandem_expect,
# cmake/TandemExpect.cmake).
if(TARGET tandem)
  set(T $<TARGET_FILE:tandem>)
  tandem_expect(cli.help 0 "audit.*prove.*census.*bench" ${T} --help)
  foreach(cmd audit prove census curves trace bench check)
    tandem_expect(cli.${cmd}.help 0 "usage: tandem ${cmd}" ${T} ${cmd} --help)
  endforeach()
  # Bad arguments: exit status 2 and one line naming the problem.
  tandem_expect(cli.unknown_command 2 "frobnicate" ${T} frobnicate)
  tandem_expect(cli.audit.unknown_curve 2 "unknown curve 'P-257'" ${T} audit --curve P-257)
  tandem_expect(cli.audit.bad_count 2 "count" ${T} audit --count 0)
  tandem_expect(cli.audit.bad_count_text 2 "count" ${T} audit --count ten)
  tandem_expect(cli.audit.bad_seed 2 "seed" ${T} audit --seed -1)
  tandem_expect(cli.audit.unknown_flag 2 "frob" ${T} audit --frob)
  tandem_expect(cli.prove.unknown_formula 2 "nope" ${T} prove --formula nope)
  tandem_expect(cli.prove.unknown_limbs 2 "nope" ${T} prove --limbs nope)
  tandem_expect(cli.prove.both_only 2 "" ${T} prove --group-only --limbs-only)
  # The main job on a few curves, through the command: zero disagreements.
  tandem_expect(cli.audit.small_curves 0 "all agree: 6 curves" ${T} audit --curve small --count 4)
  # The group-law proof run once through the command, in the builds without
  # sanitizers (the sanitizer tier still runs the provers' own tests). The
  # limb table is proven whole by LimbProofs.* (unit_limb_proofs_test), which
  # checks every proof and twin; here the command proves a slice of it, so
  # its exit status and report stay tested without proving it all twice.
  if(NOT CMAKE_CXX_FLAGS MATCHES "fsanitize")
    tandem_expect(cli.prove 0 "group law: every result as claimed.*every recoding result as claimed.*every result as claimed" ${T} prove --group-only)
  endif()
  tandem_expect(cli.prove.limbs_slice 0 "limbs: every result as claimed: 2 proven, 2 refuted" ${T} prove --limbs "fp::add P-256")
  tandem_expect(cli.census.check 0 "" ${T} census --check ${PROJECT_SOURCE_DIR}/docs/census.md)
  # An incomplete formula is refuted where documented, and that is "as claimed".
  tandem_expect(cli.prove.incomplete 0 "P \\+ O +refuted \\(as expected\\).*every result as claimed"
                ${T} prove --formula madd_rcb_a0_alg8)
  tandem_expect(cli.prove.co_z_outside 0 "not run: O \\+ Q, P \\+ O, O \\+ O" ${T} prove --formula zaddu_5m2s)
  # The exceptional set of one formula, as documented, and the planted stray
  # factor's, reported as a mismatch (as expected): exit status 0 both.
  tandem_expect(cli.prove.exceptional 0 "exceptional set, a=0: degenerate iff P - Q has order 2 [^\n]*-- as documented"
                ${T} prove --formula add_rcb_a0_12m)
  tandem_expect(cli.prove.exceptional_mismatch 0 "DIFFERS from the documentation \\(as expected\\)"
                ${T} prove --formula add_rcb_a0_stray_factor)
  # tandem trace: a traced multiplication agrees with double-and-add, every
  # step with its multiple; bad input is one line and exit status 2.
  tandem_expect(cli.trace.mult 0
    "width-3 NAF of k, most significant digit first: 1 0 0 1 0 0 3 0.*->  150P.*double-and-add gives the same point.*every point is the multiple it claims"
    ${T} trace mult --curve k1-199 --strategy wnaf --window 3 --scalar 150 --check-steps)
  tandem_expect(cli.trace.dmult 0 "JSF row of a.*100P \\+ 77Q.*double-and-add gives the same point"
    ${T} trace dmult --curve tiny-gen-263 --strategy jsf --scalar 100 --scalar2 0x4d --point2 G --check-steps)
  tandem_expect(cli.trace.glv 0 "k1 = .*double-and-add gives the same point"
    ${T} trace mult --curve secp256k1 --strategy glv-wnaf --scalar 0xffffffffffffffffffffffffffffffff
    --point 0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798)
  # --impl fast: fast/'s strategy on the real field, step by step, each step
  # named by its multiple on a small group.
  tandem_expect(cli.trace.fast 0
    "fast/mul_window_naf_var on k1-199.*dbl  ->  2P.*double-and-add gives the same point.*every point on the curve is a multiple of P"
    ${T} trace mult --impl fast --curve k1-199 --strategy mul_window_naf_var --window 3 --scalar 150 --check-steps)
  tandem_expect(cli.trace.fast_ct 0 "madd_unified_a0_7m5s.*double-and-add gives the same point"
    ${T} trace mult --impl fast --curve secp256k1 --strategy ecmult_const --scalar 0xffffffffffffffffffffffffffffffff)
  foreach(bad
      "unknown_curve|mult --curve P-257 --strategy naf --scalar 3|unknown curve 'P-257'"
      "unknown_strategy|mult --curve P-256 --strategy frob --scalar 3|unknown mult strategy 'frob'"
      "dmult_strategy_in_mult|mult --curve P-256 --strategy jsf --scalar 3|unknown mult strategy 'jsf'"
      "malformed_scalar|mult --curve P-256 --strategy naf --scalar 12z|malformed scalar '12z'"
      "negative_scalar|mult --curve P-256 --strategy naf --scalar -3|malformed scalar '-3'"
      "missing_scalar|mult --curve P-256 --strategy naf|--scalar is required"
      "malformed_point|mult --curve P-256 --strategy naf --scalar 3 --point 04zz|malformed point '04zz'"
      "point_off_curve|mult --curve P-256 --strategy naf --scalar 3 --point 0400000000000000000000000000000000000000000000000000000000000000010000000000000000000000000000000000000000000000000000000000000001|does not satisfy the curve equation"
      "window_out_of_range|mult --curve P-256 --strategy wnaf --window 13 --scalar 3|outside the strategy's range"
      "window_malformed|mult --curve P-256 --strategy wnaf --window x --scalar 3|malformed window 'x'"
      "no_endomorphism|mult --curve P-256 --strategy glv-wnaf --scalar 3|no GLV endomorphism"
      "unknown_kind|triple --curve P-256|unknown trace 'triple'"
      "missing_scalar2|dmult --curve P-256 --strategy jsf --scalar 3|--scalar2 is required"
      "fast_unknown_strategy|mult --impl fast --curve k1-13 --strategy wnaf --scalar 3|unknown fast strategy 'wnaf'"
      "fast_other_curve|mult --impl fast --curve P-256 --strategy ecmult_const --scalar 3|runs on secp256k1"
      "fast_dmult|dmult --impl fast --curve k1-13 --strategy jsf --scalar 3 --scalar2 4|traces mult only"
      "unknown_impl|mult --impl slow --curve k1-13 --strategy naf --scalar 3|unknown --impl 'slow'")
    string(REPLACE "|" ";" parts "${bad}")
    list(GET parts 0 name)
    list(GET parts 1 argv)
    list(GET parts 2 expect)
    separate_arguments(argv UNIX_COMMAND "${argv}")
    tandem_expect(cli.trace.error.${name} 2 "${expect}" ${T} trace ${argv})
  endforeach()
  # tandem bench: one small operation as JSON (exit status 0, the
  # documented keys, nlohmann's alphabetical order), and its errors: exit
  # status 2 and one line.
  if(TARGET tandem_bench)
    tandem_expect(cli.bench.json 0
      "operation.: .combine.,.*peer.: .libsecp256k1 [^\n]*,.*peer_ns.: [0-9]+.*ratio.: [0-9]+.*tandem_ns.: [0-9]+"
      ${T} bench --filter ^combine$ --json --repetitions 1 --min-time 0.01)
    # An unmatched filter is found out from the binary's own list.
    tandem_expect(cli.bench.error.no_match 2 "no operation matches" ${T} bench --filter no-such-operation)
  endif()
  foreach(bad
      "no_binary|--binary /nonexistent/tandem_bench|no benchmark binary"
      "bad_filter|--filter (|malformed --filter"
      "bad_repetitions|--repetitions 0|--repetitions must be"
      "bad_min_time|--min-time soon|--min-time must be"
      "unknown_flag|--frob|unknown argument '--frob'")
    string(REPLACE "|" ";" parts "${bad}")
    list(GET parts 0 name)
    list(GET parts 1 argv)
    list(GET parts 2 expect)
    separate_arguments(argv UNIX_COMMAND "${argv}")
    tandem_expect(cli.bench.error.${name} 2 "${expect}" ${T} bench ${argv})
  endforeach()
endif()

# README's commands, as a reader runs them: every verb it shows exists and
# exits 0 with the output README describes (the audit in full, so only in
# the builds without sanitizers).
if(TARGET tandem AND TARGET tandem_bench AND NOT CMAKE_CXX_FLAGS MATCHES "fsanitize")
  find_package(Python3 COMPONENTS Interpreter)
  if(Python3_Interpreter_FOUND)
    tandem_expect(cli.readme 0 "readme: every check passed" ${Python3_EXECUTABLE}
                  ${CMAKE_CURRENT_SOURCE_DIR}/cli/readme_test.py ${PROJECT_SOURCE_DIR} $<TARGET_FILE:tandem> ${TANDEM_SHARED_DIR})
    set_tests_properties(cli.readme PROPERTIES TIMEOUT 600 FAIL_REGULAR_EXPRESSION "FAIL ")
  endif()
endif()

# The protocol verbs and the rest of the command (tests/cli_protocols.cmake).
include(${CMAKE_CURRENT_LIST_DIR}/cli_protocols.cmake)

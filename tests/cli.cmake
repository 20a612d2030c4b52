# The tandem command's contract: exit statuses and one-line errors.
if(TARGET tandem)
  set(T $<TARGET_FILE:tandem>)
  add_test(NAME cli.help COMMAND ${T} --help)
  set_tests_properties(cli.help PROPERTIES PASS_REGULAR_EXPRESSION "audit.*prove.*census.*bench")
  foreach(cmd audit prove census curves trace bench)
    add_test(NAME cli.${cmd}.help COMMAND ${T} ${cmd} --help)
    set_tests_properties(cli.${cmd}.help PROPERTIES PASS_REGULAR_EXPRESSION "usage: tandem ${cmd}")
  endforeach()
  # Bad arguments: exit status 2 and one line naming the problem.
  add_test(NAME cli.unknown_command COMMAND sh -c "${T} frobnicate; test $? -eq 2")
  add_test(NAME cli.audit.unknown_curve COMMAND sh -c "${T} audit --curve P-257 2>&1; test $? -eq 2")
  set_tests_properties(cli.audit.unknown_curve PROPERTIES PASS_REGULAR_EXPRESSION "unknown curve 'P-257'")
  add_test(NAME cli.audit.bad_count COMMAND sh -c "${T} audit --count 0; test $? -eq 2")
  add_test(NAME cli.audit.bad_count_text COMMAND sh -c "${T} audit --count ten; test $? -eq 2")
  add_test(NAME cli.audit.bad_seed COMMAND sh -c "${T} audit --seed -1; test $? -eq 2")
  add_test(NAME cli.audit.unknown_flag COMMAND sh -c "${T} audit --frob; test $? -eq 2")
  add_test(NAME cli.prove.unknown_formula COMMAND sh -c "${T} prove --formula nope; test $? -eq 2")
  add_test(NAME cli.prove.unknown_limbs COMMAND sh -c "${T} prove --limbs nope; test $? -eq 2")
  add_test(NAME cli.prove.both_only COMMAND sh -c "${T} prove --group-only --limbs-only; test $? -eq 2")
  # The main job on a few curves, through the command: zero disagreements.
  add_test(NAME cli.audit.small_curves COMMAND ${T} audit --curve small --count 4)
  set_tests_properties(cli.audit.small_curves PROPERTIES PASS_REGULAR_EXPRESSION "all agree: 5 curves")
  # The whole proof run once, in the builds without sanitizers (the
  # sanitizer tier still runs the provers' own tests; this pass is its
  # slowest test and proves nothing new there).
  if(NOT CMAKE_CXX_FLAGS MATCHES "fsanitize")
    add_test(NAME cli.prove COMMAND ${T} prove)
    set_tests_properties(cli.prove PROPERTIES PASS_REGULAR_EXPRESSION "limbs: every result as claimed")
  endif()
  add_test(NAME cli.census.check COMMAND ${T} census --check ${PROJECT_SOURCE_DIR}/docs/census.md)
  # An incomplete formula is refuted where documented, and that is "as claimed".
  add_test(NAME cli.prove.incomplete COMMAND ${T} prove --formula madd_rcb_a0_alg8)
  set_tests_properties(cli.prove.incomplete PROPERTIES
    PASS_REGULAR_EXPRESSION "P \\+ O +refuted \\(as expected\\).*every result as claimed")
  add_test(NAME cli.prove.co_z_outside COMMAND ${T} prove --formula zaddu_5m2s)
  set_tests_properties(cli.prove.co_z_outside PROPERTIES PASS_REGULAR_EXPRESSION "not run: O \\+ Q, P \\+ O, O \\+ O")
  # The exceptional set of one formula, as documented (exit status 0), and
  # the planted stray factor's, reported as a mismatch, as expected.
  add_test(NAME cli.prove.exceptional COMMAND sh -c
    "${T} prove --formula add_rcb_a0_12m | grep -q 'exceptional set, a=0: degenerate iff P - Q has order 2 .*-- as documented' && ${T} prove --formula add_rcb_a0_12m > /dev/null")
  add_test(NAME cli.prove.exceptional_mismatch COMMAND sh -c
    "${T} prove --formula add_rcb_a0_stray_factor | grep -q 'DIFFERS from the documentation (as expected)' && ${T} prove --formula add_rcb_a0_stray_factor > /dev/null")
  # tandem trace: a traced multiplication agrees with double-and-add, every
  # step with its multiple; bad input is one line and exit status 2.
  add_test(NAME cli.trace.mult COMMAND ${T} trace mult --curve k1-199 --strategy wnaf --window 3 --scalar 150 --check-steps)
  set_tests_properties(cli.trace.mult PROPERTIES PASS_REGULAR_EXPRESSION
    "width-3 NAF of k, most significant digit first: 1 0 0 1 0 0 3 0.*->  150P.*double-and-add gives the same point.*every point is the multiple it claims")
  add_test(NAME cli.trace.dmult COMMAND ${T} trace dmult --curve tiny-gen-263 --strategy jsf --scalar 100 --scalar2 0x4d --point2 G --check-steps)
  set_tests_properties(cli.trace.dmult PROPERTIES PASS_REGULAR_EXPRESSION "JSF row of a.*100P \\+ 77Q.*double-and-add gives the same point")
  add_test(NAME cli.trace.glv COMMAND ${T} trace mult --curve secp256k1 --strategy glv-wnaf --scalar 0xffffffffffffffffffffffffffffffff --point 0279be667ef9dcbbac55a06295ce870b07029bfcdb2dce28d959f2815b16f81798)
  set_tests_properties(cli.trace.glv PROPERTIES PASS_REGULAR_EXPRESSION "k1 = .*double-and-add gives the same point")
  # --impl fast: fast/'s strategy on the real field, step by step, each step
  # named by its multiple on a small group (exit status echoed and matched).
  add_test(NAME cli.trace.fast COMMAND sh -c "${T} trace mult --impl fast --curve k1-199 --strategy mul_window_naf_var --window 3 --scalar 150 --check-steps; echo exit=$?")
  set_tests_properties(cli.trace.fast PROPERTIES PASS_REGULAR_EXPRESSION
    "fast/mul_window_naf_var on k1-199.*dbl  ->  2P.*double-and-add gives the same point.*every point on the curve is a multiple of P.*exit=0")
  add_test(NAME cli.trace.fast_ct COMMAND sh -c "${T} trace mult --impl fast --curve secp256k1 --strategy ecmult_const --scalar 0xffffffffffffffffffffffffffffffff; echo exit=$?")
  set_tests_properties(cli.trace.fast_ct PROPERTIES PASS_REGULAR_EXPRESSION "madd_unified_a0_7m5s.*double-and-add gives the same point.*exit=0")
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
    add_test(NAME cli.trace.error.${name} COMMAND sh -c "${T} trace ${argv} 2>&1; test $? -eq 2")
    set_tests_properties(cli.trace.error.${name} PROPERTIES PASS_REGULAR_EXPRESSION "${expect}")
  endforeach()
  # tandem bench: one small operation as JSON (exit status 0, the
  # documented keys, nlohmann's alphabetical order), and its errors: exit
  # status 2 and one line. (A test with a pass expression ignores the exit
  # status, so the status is echoed into the output and matched.)
  if(TARGET tandem_bench)
    add_test(NAME cli.bench.json COMMAND sh -c "${T} bench --filter '^combine$' --json --repetitions 1 --min-time 0.01; echo exit=$?")
    set_tests_properties(cli.bench.json PROPERTIES PASS_REGULAR_EXPRESSION
      "operation.: .combine.,.*peer.: .libsecp256k1 [^\n]*,.*peer_ns.: [0-9]+.*ratio.: [0-9]+.*tandem_ns.: [0-9]+.*exit=0")
    # An unmatched filter is found out from the binary's own list.
    add_test(NAME cli.bench.error.no_match COMMAND sh -c "${T} bench --filter no-such-operation 2>&1; echo exit=$?")
    set_tests_properties(cli.bench.error.no_match PROPERTIES PASS_REGULAR_EXPRESSION "no operation matches.*exit=2")
  endif()
  foreach(bad
      "no_binary|--binary /nonexistent/tandem_bench|no benchmark binary"
      "bad_filter|--filter '('|malformed --filter"
      "bad_repetitions|--repetitions 0|--repetitions must be"
      "bad_min_time|--min-time soon|--min-time must be"
      "unknown_flag|--frob|unknown argument '--frob'")
    string(REPLACE "|" ";" parts "${bad}")
    list(GET parts 0 name)
    list(GET parts 1 argv)
    list(GET parts 2 expect)
    add_test(NAME cli.bench.error.${name} COMMAND sh -c "${T} bench ${argv} 2>&1; echo exit=$?")
    set_tests_properties(cli.bench.error.${name} PROPERTIES PASS_REGULAR_EXPRESSION "${expect}.*exit=2")
  endforeach()
endif()

# The protocol verbs and the rest of the command (tests/cli_protocols.cmake).
include(${CMAKE_CURRENT_LIST_DIR}/cli_protocols.cmake)

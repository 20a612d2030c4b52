# tandem_expect(NAME STATUS REGEX COMMAND...): a test that passes only when
# the command exits with STATUS (a number, or a regular expression such as
# "[1-9][0-9]*" for "any failure") and its output, standard output and error
# together, matches REGEX. ctest ignores a test's exit status once it has a
# pass expression, so the status is printed last and matched with the text:
# a command that prints the right words and exits wrongly fails. (The
# arguments are a CMake list: none may hold a semicolon.)
function(tandem_expect name status regex)
  add_test(NAME ${name} COMMAND sh -c "\"\$@\" 2>&1; printf '\\nexit=%s\\n' \"\$?\"" sh ${ARGN})
  set_tests_properties(${name} PROPERTIES PASS_REGULAR_EXPRESSION "${regex}.*\nexit=${status}\n")
endfunction()

# tandem_expect_sh(NAME STATUS REGEX SCRIPT): the same for a shell script
# (pipes, folders to prepare); the status is the script's last command's.
function(tandem_expect_sh name status regex script)
  add_test(NAME ${name} COMMAND sh -c "${script} 2>&1; printf '\\nexit=%s\\n' \"\$?\"" ${ARGN})
  set_tests_properties(${name} PROPERTIES PASS_REGULAR_EXPRESSION "${regex}.*\nexit=${status}\n")
endfunction()

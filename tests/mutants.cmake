# The planted-bug catalogue (mutants/, tools/mutants.py): every patch still
# applies to this tree, every mutant has its row in docs/mutants.md and the
# other way round, and every kind of bug issue 15 names is there. Running
# the mutants themselves is `./tandem mutants` (too long for the suite).
find_package(Python3 COMPONENTS Interpreter)
find_program(TANDEM_GIT git)
if(Python3_Interpreter_FOUND AND TANDEM_GIT)
  add_test(NAME mutants.catalogue
    COMMAND ${Python3_EXECUTABLE} ${PROJECT_SOURCE_DIR}/tools/mutants.py --check ${PROJECT_SOURCE_DIR})
  set_tests_properties(mutants.catalogue PROPERTIES TIMEOUT 120)
endif()

# Tests written where a mutant got past every other check (docs/mutants.md
# names the mutant each one closes).
tandem_test(unit_mutant_gaps_test
  unit/encoding_order_two_test.cpp
  LIBS tandem_ref)

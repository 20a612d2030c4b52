// The executable of one verb (tandem-audit, tandem-prove, tandem-census,
// tandem-trace, tandem-bench: tools/CMakeLists.txt builds this file once for
// each, naming the verb and its function); `tandem VERB` runs it.
#include "cli.hpp"

#if !defined(TANDEM_VERB) || !defined(TANDEM_VERB_FUNCTION)
#error "TANDEM_VERB and TANDEM_VERB_FUNCTION name the verb this executable runs"
#endif

int main(int argc, char** argv) {
  using namespace tandem::cli;
  const VerbEntry verbs[] = {{TANDEM_VERB, [](const std::string&, const Argv& a) { return TANDEM_VERB_FUNCTION(a); }}};
  return run_verbs(verbs, argc, argv);
}

// tandem-prove: the prove verb (tandem prove runs it); the only executable
// that links the limb prover and Z3.
#include "cli.hpp"

int main(int argc, char** argv) {
  using namespace tandem::cli;
  const VerbEntry verbs[] = {{"prove", [](const std::string&, const Argv& a) { return cmd_prove(a); }}};
  return run_verbs(verbs, argc, argv);
}

// tandem-trace: the trace verb (tandem trace runs it).
#include "cli.hpp"

int main(int argc, char** argv) {
  using namespace tandem::cli;
  const VerbEntry verbs[] = {{"trace", [](const std::string&, const Argv& a) { return cmd_trace(a); }}};
  return run_verbs(verbs, argc, argv);
}

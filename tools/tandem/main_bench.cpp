// tandem-bench: the bench verb (tandem bench runs it; it runs tandem_bench).
#include "cli.hpp"

int main(int argc, char** argv) {
  using namespace tandem::cli;
  const VerbEntry verbs[] = {{"bench", [](const std::string&, const Argv& a) { return cmd_bench(a); }}};
  return run_verbs(verbs, argc, argv);
}

// tandem-audit: the audit verb (tandem audit runs it).
#include "cli.hpp"

int main(int argc, char** argv) {
  using namespace tandem::cli;
  const VerbEntry verbs[] = {{"audit", [](const std::string&, const Argv& a) { return cmd_audit(a); }}};
  return run_verbs(verbs, argc, argv);
}

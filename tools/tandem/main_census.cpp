// tandem-census: the census verb (tandem census runs it).
#include "cli.hpp"

int main(int argc, char** argv) {
  using namespace tandem::cli;
  const VerbEntry verbs[] = {{"census", [](const std::string&, const Argv& a) { return cmd_census(a); }}};
  return run_verbs(verbs, argc, argv);
}

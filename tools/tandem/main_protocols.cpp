// tandem-protocols: the protocol verbs and the point verb (keygen, sign,
// verify, recover, ecdh, tweak, point), on ref and on fast/ for every curve.
#include "cli.hpp"

int main(int argc, char** argv) {
  using namespace tandem::cli;
  const auto protocol = [](const std::string& verb, const Argv& a) { return cmd_protocol(verb, a); };
  const VerbEntry verbs[] = {{"keygen", protocol},  {"sign", protocol}, {"verify", protocol},
                        {"recover", protocol}, {"ecdh", protocol},  {"tweak", protocol},
                        {"point", [](const std::string&, const Argv& a) { return cmd_point(a); }}};
  return run_verbs(verbs, argc, argv);
}

#include <CLI/CLI.hpp>

#include <cstdio>
#include <iostream>

#include "cli.hpp"
#include "tandem/ref/curve.hpp"

namespace tandem::cli {

int cmd_curves(const Argv& args) {
  if (wants_help(args)) {
    std::cout << "usage: tandem curves\n\nLists the curves tandem knows: name, field size, family of a, cofactor,\n"
                 "endomorphism, the OpenSSL name it is checked against, and its source.\n";
    return kOk;
  }
  CLI::App app;
  if (int rc = parse(app, "curves", args); rc != kOk) return rc;
  char line[320];
  std::snprintf(line, sizeof line, "%-16s %5s %-6s %-8s %-5s %-16s %s\n", "curve", "bits", "a", "h", "GLV", "OpenSSL",
                "source");
  std::cout << line;
  for (const ref::Curve* c : ref::all_curves()) {
    const spec::CurveSpec& s = c->spec();
    const char* a = s.a_kind == spec::AKind::zero ? "0" : s.a_kind == spec::AKind::minus3 ? "-3" : "any";
    const std::string h = c->h() == 1 ? "1" : "2^" + std::to_string(mpz_sizeinbase(c->h().get_mpz_t(), 2) - 1) + "+";
    std::snprintf(line, sizeof line, "%-16s %5zu %-6s %-8s %-5s %-16s %s\n", std::string(s.name).c_str(), c->fp().bits(),
                  a, h.c_str(), s.has_endomorphism() ? "yes" : "no",
                  s.openssl_sn.empty() ? "(params)" : std::string(s.openssl_sn).c_str(), std::string(s.source).c_str());
    std::cout << line;
  }
  return kOk;
}

}  // namespace tandem::cli

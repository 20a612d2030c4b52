#include <cstdio>
#include <exception>
#include <iostream>
#include <string>
#include <vector>

#include <CLI/CLI.hpp>

#include "cli.hpp"

namespace tandem::cli {

bool wants_help(const Argv& args) {
  for (const std::string& a : args) {
    if (a == "--help" || a == "-h") return true;
  }
  return false;
}

int parse(CLI::App& app, std::string_view cmd, const Argv& args) {
  // The subcommands print their own help texts (wants_help), so CLI11's
  // generated one is switched off; arguments no option takes are collected
  // and named, one line, as the hand-written parser did.
  app.set_help_flag();
  app.allow_extras();
  std::vector<std::string> reversed(args.rbegin(), args.rend());  // CLI11 takes them last first
  try {
    app.parse(reversed);
  } catch (const CLI::ParseError& e) {
    std::string why = e.what();
    for (char& c : why) {
      if (c == '\n') c = ' ';
    }
    return usage_error(cmd, why);
  }
  if (!app.remaining().empty()) return usage_error(cmd, "unknown argument '" + app.remaining().front() + "'");
  return kOk;
}

int usage_error(std::string_view cmd, std::string_view message) {
  std::cerr << "tandem " << cmd << ": " << message << " (see tandem " << cmd << " --help)\n";
  return kUsage;
}

}  // namespace tandem::cli

namespace {

constexpr const char* kHelp = R"(tandem: elliptic-curve arithmetic, a reference and a fast implementation side by side

usage: tandem <command> [options]

commands:
  audit    run every operation against every oracle that can take it (OpenSSL,
           libsecp256k1), on random and edge inputs; one table per curve
  prove    machine-check the point formulas against the affine group law, and
           fast/'s limb code (algebra and ranges) on symbolic limbs
  census   the operation counts of every formula beside the literature's
  curves   list the curves tandem knows
  trace    follow one scalar multiplication step by step (mult, dmult)
  bench    run the benchmarks: tandem's time, libsecp256k1's and the ratio per operation
  keygen   a secret key (given, or drawn from the OS) and its public key
  sign     an ECDSA (RFC 6979) or BIP 340 signature
  verify   an ECDSA or BIP 340 verdict: valid, or invalid: REASON
  recover  the public key of an ECDSA signature and its recovery id
  ecdh     an ECDH shared secret (libsecp256k1's SHA-256, or raw x)
  tweak    tweaked keys: add, mul, x-only, BIP 341 taproot
  point    point-level operations (add, dbl, neg, mul, mul2, compress)

tandem <command> --help says more; docs/cli.md has an example of each. Exit
status: 0 success, 1 a disagreement, a failed proof, an invalid verdict or a
failed operation, 2 bad arguments.
)";

}  // namespace

int main(int argc, char** argv) {
  using namespace tandem::cli;
  std::vector<std::string> args(argv + 1, argv + argc);
  if (args.empty() || args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
    std::cout << kHelp;
    return args.empty() ? kUsage : kOk;
  }
  const std::string cmd = args[0];
  const Argv rest(args.begin() + 1, args.end());
  try {
    if (cmd == "audit") return cmd_audit(rest);
    if (cmd == "prove") return cmd_prove(rest);
    if (cmd == "census") return cmd_census(rest);
    if (cmd == "curves") return cmd_curves(rest);
    if (cmd == "trace") return cmd_trace(rest);
    if (cmd == "bench") return cmd_bench(rest);
    if (cmd == "point") return cmd_point(rest);
    if (int rc = cmd_protocol(cmd, rest); rc >= 0) return rc;
  } catch (const std::exception& e) {
    std::cerr << "tandem " << cmd << ": internal error: " << e.what() << "\n";
    return kFailed;
  }
  std::cerr << "tandem: unknown command '" << cmd << "' (see tandem --help)\n";
  return kUsage;
}

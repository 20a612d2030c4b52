// What every executable of the command shares: the help test, CLI11's
// parse with one-line errors, the usage line, and the loop that runs a verb
// named in argv[1] with its exceptions reported.
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

int run_verbs(std::span<const VerbEntry> verbs, int argc, char** argv) {
  if (argc < 2) {
    std::cerr << "tandem: a verb executable runs from the tandem command (tandem --help)\n";
    return kUsage;
  }
  const std::string cmd = argv[1];
  const Argv rest(argv + 2, argv + argc);
  for (const VerbEntry& v : verbs) {
    if (cmd != v.name) continue;
    try {
      return v.run(cmd, rest);
    } catch (const std::exception& e) {
      std::cerr << "tandem " << cmd << ": internal error: " << e.what() << "\n";
      return kFailed;
    }
  }
  std::cerr << "tandem: unknown command '" << cmd << "' (see tandem --help)\n";
  return kUsage;
}

}  // namespace tandem::cli

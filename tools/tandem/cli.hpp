// The tandem command: a thin layer over the libraries. Each subcommand is a
// function in its own file. The verbs that need a large library live in
// executables of their own beside the command (tandem-audit, tandem-prove,
// tandem-census, tandem-trace, tandem-bench from main_verb.cpp, and
// tandem-protocols from main_protocols.cpp), so that building one verb does not build
// the others' libraries; main.cpp is the `tandem` users run, which answers
// --help and `curves` itself and runs the executable of any other verb
// (verb_executables.hpp). Arguments are parsed by CLI11 (one CLI::App per
// subcommand, built in its file); the help texts are the subcommands' own,
// printed for -h/--help before anything is parsed.
#pragma once

#include <optional>
#include <span>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

namespace CLI {
class App;
}

namespace tandem::cli {

/// Exit statuses every subcommand keeps to.
inline constexpr int kOk = 0;
inline constexpr int kFailed = 1;   ///< a disagreement, a refuted proof, a drifted file, an invalid verdict
inline constexpr int kUsage = 2;    ///< bad arguments

/// The arguments after the subcommand's name.
using Argv = std::vector<std::string>;

/// Whether -h or --help is among the arguments.
[[nodiscard]] bool wants_help(const Argv& args);

/// Parses `args` with `app` (CLI11). kOk, or kUsage after one line on
/// stderr: CLI11's reason (a missing value, a conversion, an exclusion), or
/// "unknown argument 'X'" for the first argument no option took.
int parse(CLI::App& app, std::string_view cmd, const Argv& args);

/// Prints "tandem <cmd>: <message> (see tandem <cmd> --help)" on stderr and
/// returns kUsage.
int usage_error(std::string_view cmd, std::string_view message);

/// A verb of an executable: its name and what runs it (given the name, for
/// the executables that serve several).
struct VerbEntry {
  const char* name;
  int (*run)(const std::string& verb, const Argv& args);
};

/// The main of a verb executable: runs the verb named in argv[1] with
/// argv[2..]; an exception escaping it is "internal error" and kFailed, an
/// unknown name kUsage.
int run_verbs(std::span<const VerbEntry> verbs, int argc, char** argv);

int cmd_audit(const Argv& args);
int cmd_prove(const Argv& args);
int cmd_census(const Argv& args);
int cmd_curves(const Argv& args);
int cmd_trace(const Argv& args);
int cmd_bench(const Argv& args);
int cmd_point(const Argv& args);
int cmd_check(const Argv& args);
/// keygen, sign, verify, recover, ecdh, tweak (cmd_protocols.cpp); -1 for
/// another name.
int cmd_protocol(const std::string& verb, const Argv& args);

/// The exhaustive sections of `tandem prove` (cmd_prove_exhaustive.cpp):
/// the recodings and the GLV bounds, and the divstep and posdivstep jump
/// tables. Each prints its section and says whether every result is as
/// claimed.
bool print_recoding_proofs(std::ostream& out);
bool print_divstep_proofs(std::ostream& out);

}  // namespace tandem::cli

// The tandem command: a thin layer over the libraries. Each subcommand is a
// function in its own file; main.cpp dispatches.
#pragma once

#include <optional>
#include <ostream>
#include <string>
#include <string_view>
#include <vector>

namespace tandem::cli {

/// Exit statuses every subcommand keeps to.
inline constexpr int kOk = 0;
inline constexpr int kFailed = 1;   ///< a disagreement, a refuted proof, a drifted file
inline constexpr int kUsage = 2;    ///< bad arguments

/// The arguments after the subcommand's name, with small helpers.
class Args {
 public:
  explicit Args(std::vector<std::string> args) : args_(std::move(args)) {}
  /// Whether --help or -h was given.
  [[nodiscard]] bool help() const;
  /// The value of `--name VALUE` or `--name=VALUE`; consumed.
  std::optional<std::string> take(std::string_view name);
  /// Whether `--name` was given; consumed.
  bool flag(std::string_view name);
  /// Arguments nobody took, for an "unknown argument" message.
  [[nodiscard]] const std::vector<std::string>& rest() const { return args_; }

 private:
  std::vector<std::string> args_;
};

/// Prints "tandem <cmd>: <message>" on stderr and returns kUsage.
int usage_error(std::string_view cmd, std::string_view message);
/// kUsage with a message naming the first argument nobody took, or kOk.
int reject_leftovers(std::string_view cmd, const Args& args);

int cmd_audit(Args args);
int cmd_prove(Args args);
int cmd_census(Args args);
int cmd_curves(Args args);
int cmd_trace(Args args);
int cmd_bench(Args args);

/// The exhaustive sections of `tandem prove` (cmd_prove_exhaustive.cpp):
/// the recodings and the GLV bounds, and the divstep and posdivstep jump
/// tables. Each prints its section and says whether every result is as
/// claimed.
bool print_recoding_proofs(std::ostream& out);
bool print_divstep_proofs(std::ostream& out);

}  // namespace tandem::cli

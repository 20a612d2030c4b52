#include <cstdio>
#include <exception>
#include <iostream>
#include <string>
#include <vector>

#include "cli.hpp"

namespace tandem::cli {

bool Args::help() const {
  for (const std::string& a : args_) {
    if (a == "--help" || a == "-h") return true;
  }
  return false;
}

std::optional<std::string> Args::take(std::string_view name) {
  const std::string flag = "--" + std::string(name);
  for (std::size_t i = 0; i < args_.size(); ++i) {
    if (args_[i] == flag) {
      if (i + 1 >= args_.size()) return std::string();  // present but empty: callers reject it
      std::string v = args_[i + 1];
      args_.erase(args_.begin() + static_cast<std::ptrdiff_t>(i), args_.begin() + static_cast<std::ptrdiff_t>(i) + 2);
      return v;
    }
    if (args_[i].rfind(flag + "=", 0) == 0) {
      std::string v = args_[i].substr(flag.size() + 1);
      args_.erase(args_.begin() + static_cast<std::ptrdiff_t>(i));
      return v;
    }
  }
  return std::nullopt;
}

bool Args::flag(std::string_view name) {
  const std::string flag = "--" + std::string(name);
  for (std::size_t i = 0; i < args_.size(); ++i) {
    if (args_[i] == flag) {
      args_.erase(args_.begin() + static_cast<std::ptrdiff_t>(i));
      return true;
    }
  }
  return false;
}

int usage_error(std::string_view cmd, std::string_view message) {
  std::cerr << "tandem " << cmd << ": " << message << " (see tandem " << cmd << " --help)\n";
  return kUsage;
}

int reject_leftovers(std::string_view cmd, const Args& args) {
  if (args.rest().empty()) return kOk;
  return usage_error(cmd, "unknown argument '" + args.rest().front() + "'");
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

tandem <command> --help says more. Exit status: 0 success, 1 a disagreement
or failed proof, 2 bad arguments.
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
  Args rest(std::vector<std::string>(args.begin() + 1, args.end()));
  try {
    if (cmd == "audit") return cmd_audit(std::move(rest));
    if (cmd == "prove") return cmd_prove(std::move(rest));
    if (cmd == "census") return cmd_census(std::move(rest));
    if (cmd == "curves") return cmd_curves(std::move(rest));
    if (cmd == "trace") return cmd_trace(std::move(rest));
    if (cmd == "bench") return cmd_bench(std::move(rest));
  } catch (const std::exception& e) {
    std::cerr << "tandem " << cmd << ": internal error: " << e.what() << "\n";
    return kFailed;
  }
  std::cerr << "tandem: unknown command '" << cmd << "' (see tandem --help)\n";
  return kUsage;
}

// The tandem command. It answers --help and `curves` itself and runs every
// other verb's executable, found beside its own file (verbs.tsv says which:
// tandem-audit, tandem-prove, ...), with the same arguments, as git runs
// git-<verb>. So a user has one command, while `./tandem audit` builds only
// the audit's libraries.
#include <unistd.h>

#include <cerrno>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <string>
#include <string_view>
#include <vector>

#include "cli.hpp"
#include "verb_executables.hpp"  // generated from verbs.tsv: kVerbExecutables

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
  check    check another implementation (a library with the C ABI of
           tandem/check.h, or a program speaking docs/check.md) against ref
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

/// The folder of this executable (/proc/self/exe), where its verbs' are.
std::filesystem::path own_folder(const char* argv0) {
  std::error_code ec;
  std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", ec);
  if (ec) self = std::filesystem::absolute(argv0, ec);
  return self.parent_path();
}

/// Replaces this process with `exe` run on the same arguments (the verb
/// first). Returns only on failure, with the status to exit with.
int run_executable(std::string_view verb, std::string_view exe, int argc, char** argv) {
  const std::filesystem::path path = own_folder(argv[0]) / std::string(exe);
  if (::access(path.c_str(), X_OK) != 0) {
    std::cerr << "tandem " << verb << ": " << exe << " is not built beside this command (" << path.parent_path().string()
              << "); ./tandem " << verb << " builds it, or cmake --build <build folder> --target " << exe << "\n";
    return tandem::cli::kUsage;
  }
  std::vector<char*> args;
  const std::string p = path.string();
  args.push_back(const_cast<char*>(p.c_str()));
  for (int i = 1; i < argc; ++i) args.push_back(argv[i]);
  args.push_back(nullptr);
  ::execv(p.c_str(), args.data());
  std::cerr << "tandem " << verb << ": cannot run " << p << ": " << std::strerror(errno) << "\n";
  return tandem::cli::kFailed;
}

}  // namespace

int main(int argc, char** argv) {
  using namespace tandem::cli;
  std::vector<std::string> args(argv + 1, argv + argc);
  if (args.empty() || args[0] == "--help" || args[0] == "-h" || args[0] == "help") {
    std::cout << kHelp;
    return args.empty() ? kUsage : kOk;
  }
  const std::string& cmd = args[0];
  for (const auto& [verb, exe] : kVerbExecutables) {
    if (cmd == verb) return run_executable(verb, exe, argc, argv);
  }
  if (cmd == "curves") {
    const VerbEntry own[] = {{"curves", [](const std::string&, const Argv& a) { return cmd_curves(a); }}};
    return run_verbs(own, argc, argv);
  }
  std::cerr << "tandem: unknown command '" << cmd << "' (see tandem --help)\n";
  return kUsage;
}

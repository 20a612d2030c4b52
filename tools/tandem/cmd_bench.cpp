// `tandem bench`: runs the Google Benchmark binary (bench/tandem_bench) and
// prints, per operation, tandem's time, the peer's and the ratio. Which
// benchmarks pair and how a time is read is bench/report.hpp's; this file
// finds the binary, runs it and prints.
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <CLI/CLI.hpp>

#include <cerrno>
#include <cstdlib>
#include <cstring>
#include <filesystem>
#include <iostream>
#include <regex>
#include <sstream>
#include <string>
#include <vector>

#include "cli.hpp"
#include "report.hpp"

extern char** environ;

namespace tandem::cli {

namespace {

constexpr const char* kHelp = R"(usage: tandem bench [--filter REGEX] [--json] [--repetitions N] [--min-time S] [--binary PATH]

Runs tandem's benchmarks (the Google Benchmark binary tandem_bench, which pins
itself to the CPU it starts on) and prints, for each operation, tandem's time,
the peer's (libsecp256k1, linked into the same binary, where its public API
has the operation) and their ratio, tandem / peer. Times are ns per operation,
the median of the repetitions.

Operations are the benchmarks named tandem/<operation>, each paired with
peer/<operation> where there is one (the peer's name is that benchmark's
label); bench/report.hpp states the convention.

  --filter       an ECMAScript regular expression searched for in operation
                 names (default: every operation)
  --json         print a JSON array of objects with the keys operation,
                 tandem_ns, peer, peer_ns and ratio (null where absent)
  --repetitions  runs of each benchmark, 1 to 100 (default 3)
  --min-time     seconds each run lasts at least (Google Benchmark's
                 --benchmark_min_time; default its own, 0.5)
  --binary       the tandem_bench binary (default: TANDEM_BENCH_BINARY, then
                 bench/tandem_bench of the build tree this command is in,
                 then the one this command was built beside)

Exit status: 0 every selected benchmark ran, 1 the benchmark binary failed or
printed what is not its JSON, 2 bad arguments, no operation matching the
filter, or no benchmark binary.
)";

/// Runs argv, its standard output captured; its standard error passes
/// through. The exit status, or −1 if it could not be started.
int run_capture(const std::vector<std::string>& argv, std::string& out) {
  int fds[2];
  if (pipe(fds) != 0) return -1;
  posix_spawn_file_actions_t fa;
  posix_spawn_file_actions_init(&fa);
  posix_spawn_file_actions_adddup2(&fa, fds[1], STDOUT_FILENO);
  posix_spawn_file_actions_addclose(&fa, fds[0]);
  posix_spawn_file_actions_addclose(&fa, fds[1]);
  std::vector<char*> args;
  for (const std::string& a : argv) args.push_back(const_cast<char*>(a.c_str()));
  args.push_back(nullptr);
  pid_t pid = 0;
  const int rc = posix_spawn(&pid, args[0], &fa, nullptr, args.data(), environ);
  posix_spawn_file_actions_destroy(&fa);
  close(fds[1]);
  if (rc != 0) {
    close(fds[0]);
    return -1;
  }
  char buf[65536];
  for (;;) {
    const ssize_t n = read(fds[0], buf, sizeof buf);
    if (n > 0) out.append(buf, static_cast<std::size_t>(n));
    else if (n == 0 || errno != EINTR) break;
  }
  close(fds[0]);
  int status = 0;
  while (waitpid(pid, &status, 0) < 0) {
    if (errno != EINTR) return -1;
  }
  return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + (WIFSIGNALED(status) ? WTERMSIG(status) : 0);
}

bool executable(const std::filesystem::path& p) {
  std::error_code ec;
  return std::filesystem::is_regular_file(p, ec) && access(p.c_str(), X_OK) == 0;
}

/// Where the benchmark binary may be, in the order they are tried.
std::vector<std::filesystem::path> candidates(const std::optional<std::string>& given) {
  if (given) return {*given};
  std::vector<std::filesystem::path> c;
  if (const char* env = std::getenv("TANDEM_BENCH_BINARY"); env != nullptr && *env != '\0') c.emplace_back(env);
  std::error_code ec;
  const std::filesystem::path self = std::filesystem::read_symlink("/proc/self/exe", ec);
  if (!ec) c.push_back(self.parent_path().parent_path() / "bench" / "tandem_bench");  // <build>/tools/tandem
#ifdef TANDEM_BENCH_BINARY_PATH
  c.emplace_back(TANDEM_BENCH_BINARY_PATH);
#endif
  return c;
}

std::optional<double> parse_seconds(const std::string& s) {
  if (s.empty()) return std::nullopt;
  char* end = nullptr;
  const double v = std::strtod(s.c_str(), &end);
  if (end != s.c_str() + s.size() || !(v > 0) || v > 60) return std::nullopt;
  return v;
}

}  // namespace

int cmd_bench(const Argv& args) {
  if (wants_help(args)) {
    std::cout << kHelp;
    return kOk;
  }
  std::string filter;
  bool json = false;
  std::optional<std::string> reps_text, min_time_text, binary_text;
  CLI::App app;
  app.add_option("--filter", filter);
  app.add_flag("--json", json);
  app.add_option("--repetitions", reps_text);
  app.add_option("--min-time", min_time_text);
  app.add_option("--binary", binary_text);
  if (int rc = parse(app, "bench", args); rc != kOk) return rc;

  int repetitions = 3;
  if (reps_text) {
    const bool digits = !reps_text->empty() && reps_text->size() <= 3 &&
                        reps_text->find_first_not_of("0123456789") == std::string::npos;
    repetitions = digits ? std::stoi(*reps_text) : 0;
    if (repetitions < 1 || repetitions > 100) {
      return usage_error("bench", "--repetitions must be an integer from 1 to 100, not '" + *reps_text + "'");
    }
  }
  std::optional<double> min_time;
  if (min_time_text) {
    min_time = parse_seconds(*min_time_text);
    if (!min_time) return usage_error("bench", "--min-time must be a number of seconds above 0 and at most 60, not '" + *min_time_text + "'");
  }
  if (binary_text && binary_text->empty()) return usage_error("bench", "--binary needs a path");
  std::regex pattern;
  try {
    pattern = std::regex(filter, std::regex::ECMAScript);
  } catch (const std::regex_error& e) {
    return usage_error("bench", "malformed --filter '" + filter + "': " + e.what());
  }

  std::string binary;
  std::string looked;
  for (const std::filesystem::path& p : candidates(binary_text)) {
    if (executable(p)) {
      binary = p.string();
      break;
    }
    looked += (looked.empty() ? "" : ", ") + p.string();
  }
  if (binary.empty()) {
    std::cerr << "tandem bench: no benchmark binary (looked for " << looked
              << "); build it with: cmake --build <build dir> --target tandem_bench\n";
    return kUsage;
  }

  std::string listing;
  if (run_capture({binary, "--benchmark_list_tests=true"}, listing) != 0) {
    std::cerr << "tandem bench: " << binary << " --benchmark_list_tests failed\n";
    return kFailed;
  }
  std::vector<std::string> names;
  std::istringstream lines(listing);
  for (std::string l; std::getline(lines, l);) {
    if (!l.empty()) names.push_back(l);
  }
  const std::vector<std::string> ops = bench::select_operations(names, pattern);
  if (ops.empty()) return usage_error("bench", "no operation matches --filter '" + filter + "'");

  std::vector<std::string> argv{binary, "--benchmark_format=json", "--benchmark_filter=" + bench::filter_for(ops),
                                "--benchmark_repetitions=" + std::to_string(repetitions),
                                "--benchmark_report_aggregates_only=true"};
  if (min_time) {
    std::ostringstream t;
    t << *min_time;
    argv.push_back("--benchmark_min_time=" + t.str());
  }
  std::string out;
  const int rc = run_capture(argv, out);
  if (rc != 0) {
    std::cerr << "tandem bench: " << binary << " exited with status " << rc << "\n";
    return kFailed;
  }
  std::vector<bench::Comparison> cs;
  nlohmann::json doc;
  try {
    doc = nlohmann::json::parse(out);
    cs = bench::pair_operations(bench::read_measurements(doc));
  } catch (const std::exception& e) {
    std::cerr << "tandem bench: cannot read " << binary << "'s output: " << e.what() << "\n";
    return kFailed;
  }
  if (json) {
    std::cout << bench::to_json(cs).dump(2) << "\n";
  } else {
    const nlohmann::json& ctx = doc.value("context", nlohmann::json::object());
    std::cout << "tandem_bench on CPU " << ctx.value("cpu", std::string("?")) << ", core clock "
              << ctx.value("core_ghz (dependent imul chain, 3 cycles each)", std::string("?")) << " GHz; ns per operation, median of "
              << repetitions << " repetition" << (repetitions == 1 ? "" : "s") << "; ratio = tandem / peer\n\n"
              << bench::format_table(cs);
  }
  // An operation whose benchmark reported an error has no time: say so.
  std::size_t missing = 0;
  for (const bench::Comparison& c : cs) missing += c.tandem_ns || c.peer_ns ? 0 : 1;
  if (cs.size() < ops.size() || missing > 0) {
    std::cerr << "tandem bench: " << ops.size() - cs.size() + missing << " operation(s) ran without a time (the benchmark reported an error)\n";
    return kFailed;
  }
  return kOk;
}

}  // namespace tandem::cli

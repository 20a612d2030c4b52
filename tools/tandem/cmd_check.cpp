// `tandem check`: another implementation against tandem's reference,
// through the C ABI of tandem/check.h (--lib) or the line protocol of
// docs/check.md (--exec). The work is check/'s (tandem/check/run.hpp).
#include <CLI/CLI.hpp>

#include <unistd.h>
#include <sys/wait.h>

#include <cstdlib>
#include <filesystem>
#include <iostream>

#include "cli.hpp"
#include "tandem/check/run.hpp"
#include "tandem/check/serve.hpp"

#ifndef TANDEM_SHARED_DIR
#define TANDEM_SHARED_DIR "../shared"
#endif

namespace tandem::cli {

namespace {

constexpr const char* kHelp = R"(usage: tandem check (--lib LIB.so | --exec 'PROG ARGS') [--curve C]... [--op OP]...
                    [--count N] [--seed S] [--stage STAGE]... [--timeout SECONDS]
                    [--json] [--first] [--vectors DIR] [--report FILE.json]
                    [--summary FILE.md]
       tandem check --lib LIB.so --fuzz SECONDS [--corpus DIR] [--seed S]
       tandem check --request 'OP CURVE ARG...' [--policies P,...] --impl ref
       tandem check --serve-lib LIB.so

Checks an elliptic-curve implementation against tandem's reference (ref/).
The implementation is a shared library exporting tandem_check_entry() (the C
ABI of check/include/tandem/check.h), or any program speaking the line
protocol of docs/check.md (on its file descriptors 3 and 4, or its standard
input and output; check/clients/ has kits for Python and JavaScript that speak
it). It runs in a child
process: a crash, an abort, a hang past --timeout or a reply that is not one is
that case's failure, and the check goes on.

Stages, each a row per curve and operation: the handshake (what it declares);
edge (the edge scalars, points, field values and encodings tandem knows, the
formulas' exceptional cases); vectors (Wycheproof, BIP 340); random (--count
cases per curve and operation, drawn toward the edges); nonces (for a signer
with its own random nonce: 10 x --count signatures, their nonces recovered
and tested for repeats and bias). The expected answer is
ref's under the policies the implementation declares. Every disagreement
(a value against a value, or accept against reject) is shrunk and printed with
a reproducer: the `tandem check --request ... --impl ref` line, a JSON vector,
and for --lib a C program.

  --lib         a shared library with the C ABI (loaded in the child only)
  --exec        a shell command speaking the line protocol
  --curve       check only this curve (repeatable; default: all declared)
  --op          check only this operation (repeatable): point_decode
                point_add point_dbl point_neg mul mul_gen mul2 ecdsa_sign
                ecdsa_sign_rfc6979 ecdsa_verify ecdsa_verify_der ecdh
                bip340_sign bip340_verify field_p field_n jacobian_add
                jacobian_dbl ecdsa_sign_msg ecdsa_sign_msg_rfc6979
                ecdsa_sign_msg_random ecdsa_verify_msg ecdsa_verify_msg_der
  --count       random cases per curve and operation (default 200)
  --seed        the random stage's seed (default 1)
  --stage       edge, vectors, random or nonces (repeatable; default all)
  --timeout     seconds one call may take (default 10)
  --json        the report as JSON
  --report      write the JSON report to FILE as well
  --summary     write a Markdown summary to FILE (stages, counts, each
                disagreement with its reproducer: for a pull request's
                comment or a CI job's summary)
  --first       stop at the first disagreement (reporting its case number)
  --vectors     the folder holding vectors/ (default: the build's shared/)
  --fuzz        coverage-guided fuzzing instead of the stages, for SECONDS:
                the library in libFuzzer's target fuzz/check.cpp (build
                the library with -fsanitize=fuzzer-no-link for its coverage
                to count), every input a request answered by it and by ref;
                starts from the edge cases, with tandem's mutator and the
                curves' dictionary; stops at the first disagreement
  --corpus      the folder the fuzzer keeps its corpus, seeds and findings
                in (default: tandem-check-fuzz in the current folder)
  --request     ref's reply to one request line (exit 0 ok, 1 reject)
  --policies    the policies for --request (comma list, or -)
  --serve-lib   serve LIB.so's table on standard input and output

Exit status: 0 all agree, 1 a disagreement or failure, 2 bad arguments.
)";

/// Runs `argv` with `env` added; its exit status (128 + signal when killed).
int run_program(const std::vector<std::string>& argv, const std::vector<std::pair<std::string, std::string>>& env) {
  const pid_t pid = fork();
  if (pid < 0) return 127;
  if (pid == 0) {
    for (const auto& [k, v] : env) setenv(k.c_str(), v.c_str(), 1);
    std::vector<char*> a;
    for (const std::string& s : argv) a.push_back(const_cast<char*>(s.c_str()));
    a.push_back(nullptr);
    execv(a[0], a.data());
    std::perror(a[0]);
    _exit(127);
  }
  int status = 0;
  while (waitpid(pid, &status, 0) < 0) {
  }
  return WIFEXITED(status) ? WEXITSTATUS(status) : 128 + WTERMSIG(status);
}

/// `tandem check --lib LIB --fuzz SECONDS`: fuzz/check.cpp's fuzzer (the
/// launcher builds it and names it in TANDEM_CHECK_FUZZER) writes its seeds
/// and dictionary, then fuzzes. Exit: 0 clean, 1 a disagreement or a
/// fault, 2 bad use.
int fuzz(const std::string& lib, double seconds, const std::string& corpus, std::uint64_t seed) {
  const char* fuzzer = std::getenv("TANDEM_CHECK_FUZZER");
  if (fuzzer == nullptr || !std::filesystem::exists(fuzzer)) {
    return usage_error("check", "--fuzz needs the fuzzer fuzz_check (./tandem check builds it and sets "
                                "TANDEM_CHECK_FUZZER; or build the fuzz preset's fuzz_check and point it there)");
  }
  std::error_code ec;
  const std::string lib_path = std::filesystem::absolute(lib, ec).string();
  if (!std::filesystem::exists(lib_path)) return usage_error("check", "no library at " + lib);
  const std::string dir = std::filesystem::absolute(corpus, ec).string();
  std::filesystem::create_directories(dir + "/corpus", ec);
  if (ec) return usage_error("check", "cannot make " + dir + "/corpus: " + ec.message());
  const std::vector<std::pair<std::string, std::string>> env{{"TANDEM_CHECK_LIB", lib_path}};
  auto with = env;
  with.emplace_back("TANDEM_CHECK_FUZZ_ASSETS", dir);
  if (int rc = run_program({fuzzer}, with); rc != 0) {
    std::cerr << "tandem check: the fuzzer could not take " << lib << " (exit " << rc << ")\n";
    return 1;
  }
  const int rc = run_program({fuzzer, "-max_total_time=" + std::to_string(static_cast<long>(seconds)),
                              "-seed=" + std::to_string(seed), "-print_final_stats=1", "-dict=" + dir + "/check.dict",
                              "-artifact_prefix=" + dir + "/", dir + "/corpus", dir + "/seeds"},
                             env);
  if (rc == 0) {
    std::cout << "tandem check --fuzz: " << seconds << " s, no disagreement; the corpus is in " << dir << "/corpus\n";
    return 0;
  }
  std::cout << "tandem check --fuzz: a disagreement or a fault (above); the input is in " << dir
            << " (crash-*), replayed by running the fuzzer on it\n";
  return 1;
}

}  // namespace

int cmd_check(const Argv& args) {
  if (wants_help(args)) {
    std::cout << kHelp;
    return kOk;
  }
  check::Options o;
  std::optional<std::string> lib, exec, request, serve_lib;
  std::string policies = "-", impl;
  std::vector<std::string> stages;
  double timeout = 10;
  o.shared_dir = TANDEM_SHARED_DIR;
  CLI::App app;
  app.add_option("--lib", lib);
  app.add_option("--exec", exec);
  app.add_option("--curve", o.curves);
  app.add_option("--op", o.ops);
  app.add_option("--count", o.count);
  app.add_option("--seed", o.seed);
  app.add_option("--stage", stages);
  app.add_option("--timeout", timeout);
  app.add_flag("--json", o.json);
  app.add_flag("--first", o.first);
  app.add_option("--vectors", o.shared_dir);
  app.add_option("--report", o.report_file);
  app.add_option("--summary", o.summary_file);
  app.add_option("--request", request);
  app.add_option("--policies", policies);
  app.add_option("--impl", impl);
  app.add_option("--serve-lib", serve_lib);
  std::optional<double> fuzz_seconds;
  std::string corpus = "tandem-check-fuzz";
  app.add_option("--fuzz", fuzz_seconds);
  app.add_option("--corpus", corpus);
  if (int rc = parse(app, "check", args); rc != kOk) return rc;

  if (serve_lib) {
    std::string why;
    const tandem_check_impl* t = check::load_library(*serve_lib, why);
    if (t == nullptr) return usage_error("check", why);
    return check::serve(*t, stdin, stdout, stderr);
  }
  if (request) {
    if (impl != "ref") return usage_error("check", "--request answers as ref only: add --impl ref");
    return check::answer_request(*request, policies, std::cout, std::cerr);
  }
  if (!impl.empty()) return usage_error("check", "--impl goes with --request");
  if (lib.has_value() == exec.has_value()) return usage_error("check", "give one of --lib and --exec");
  if ((lib && lib->empty()) || (exec && exec->empty())) return usage_error("check", "--lib and --exec need a value");
  if (!(timeout > 0) || timeout > 3600) return usage_error("check", "--timeout is seconds in (0, 3600]");
  if (o.count > 10000000) return usage_error("check", "--count is at most 10000000");
  for (const std::string& s : stages) {
    if (s != "edge" && s != "vectors" && s != "random" && s != "nonces") {
      return usage_error("check", "unknown stage '" + s + "' (edge, vectors, random, nonces)");
    }
  }
  if (fuzz_seconds) {
    if (!lib) return usage_error("check", "--fuzz takes a library (--lib): the fuzzer runs it in its own process");
    if (!(*fuzz_seconds >= 1) || *fuzz_seconds > 7 * 24 * 3600) return usage_error("check", "--fuzz is seconds in [1, 604800]");
    return fuzz(*lib, *fuzz_seconds, corpus, o.seed);
  }
  if (!stages.empty()) o.stages = stages;
  o.target.lib = lib.value_or("");
  o.target.exec = exec.value_or("");
  o.timeout = std::chrono::milliseconds(static_cast<long>(timeout * 1000));
  const int rc = check::run(o, std::cout, std::cerr);
  return rc == 2 ? kUsage : rc;
}

}  // namespace tandem::cli

// `tandem check`: the stages (handshake, edge, vectors, random, nonces)
// against an implementation in a child process, every disagreement shrunk to
// a small case with its reproducers, the report as a table or as JSON, and
// as files for CI (a JSON report, a Markdown summary).
#pragma once

#include <chrono>
#include <cstdint>
#include <iosfwd>
#include <string>
#include <vector>

#include "tandem/check/child.hpp"
#include "tandem/check/expect.hpp"

namespace tandem::check {

struct Options {
  Target target;
  std::vector<std::string> curves;  ///< empty: every curve declared
  std::vector<std::string> ops;     ///< empty: every operation declared
  std::vector<std::string> stages{"edge", "vectors", "random", "nonces"};
  std::size_t count = 200;  ///< random cases per curve and operation
  std::uint64_t seed = 1;
  bool json = false;
  std::chrono::milliseconds timeout{10000};
  std::string shared_dir;       ///< where vectors/ is
  std::size_t max_reports = 3;  ///< disagreements shown per curve and operation
  /// Stop at the first disagreement (after shrinking it): its case number
  /// within its stage is reported, for measuring how soon a stage finds a
  /// bug.
  bool first = false;
  std::string report_file;   ///< the JSON report written here as well
  std::string summary_file;  ///< a Markdown summary written here
};

/// Runs the check; prints the report on `out` and usage problems on `err`.
/// Exit status: 0 all agree, 1 a disagreement or a failure, 2 bad use.
int run(const Options& o, std::ostream& out, std::ostream& err);

/// The command that prints ref's reply to `r` under `policies` (a
/// finding's reproducer).
[[nodiscard]] std::string reproducer(const Request& r, std::uint32_t policies);

/// ref's reply to one request line under the named policies (comma list or
/// "-"): the reproducer command `tandem check --request LINE --impl ref`.
/// Exit status 0 for ok, 1 for reject, 2 for a malformed line.
int answer_request(const std::string& line, const std::string& policies, std::ostream& out, std::ostream& err);

}  // namespace tandem::check

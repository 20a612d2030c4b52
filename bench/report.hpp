// What `tandem bench` makes of tandem_bench's output: Google Benchmark's
// JSON (--benchmark_format=json) read into one time per benchmark, then
// paired into operations, each with tandem's time, the peer's and their
// ratio. The command (tools/tandem/cmd_bench.cpp) runs the binary and
// prints; this file decides what is printed, so tests can reach it.
//
// The naming convention that pairs a benchmark with its peer:
//   tandem/<operation>   tandem's code for the operation;
//   peer/<operation>     the same operation by the peer, whose name is the
//                        benchmark's label (state.SetLabel, e.g.
//                        "libsecp256k1 secp256k1_ec_pubkey_create").
// An operation is the text after the prefix (it may hold further slashes:
// "formula/madd_8m3s_var/fe64"). Benchmarks under other prefixes (fast/,
// ref/, libsecp256k1/: the field's latency and throughput rows) are
// tandem_bench's own and not operations of `tandem bench`.
//
// The time of a benchmark is ns per operation: its "ns" counter where it
// sets one (bench/clock.hpp's per_op, for benchmarks that run several
// operations per iteration), else its CPU time per iteration. With
// repetitions, the median over them (Google Benchmark's "median"
// aggregate); with one run, that run.
#pragma once

#include <nlohmann/json.hpp>

#include <optional>
#include <regex>
#include <string>
#include <string_view>
#include <vector>

namespace tandem::bench {

inline constexpr std::string_view kTandemPrefix = "tandem/";
inline constexpr std::string_view kPeerPrefix = "peer/";

/// One benchmark's time per operation.
struct Measurement {
  std::string name;   ///< the benchmark's full name ("tandem/combine")
  double ns = 0;      ///< ns per operation (the median of repetitions)
  std::string label;  ///< the benchmark's label (the peer's name for peer/ ones)
};

/// One operation of `tandem bench`: tandem's time, the peer's and
/// tandem_ns / peer_ns. An operation with no peer benchmark has no peer,
/// peer_ns or ratio; a peer benchmark without a tandem one, no tandem_ns
/// or ratio.
struct Comparison {
  std::string operation;
  std::optional<double> tandem_ns;
  std::optional<std::string> peer;
  std::optional<double> peer_ns;
  std::optional<double> ratio;
};

/// Every benchmark's time in a Google Benchmark JSON document, in the
/// document's order. Throws std::runtime_error naming what is malformed
/// (no "benchmarks" array, an entry without a name or time, an unknown
/// time unit). A benchmark that reported an error is left out.
std::vector<Measurement> read_measurements(const nlohmann::json& doc);

/// The operations named by the tandem/ and peer/ benchmarks, in the order
/// their first benchmark appears.
std::vector<Comparison> pair_operations(const std::vector<Measurement>& ms);

/// The operation of a benchmark name ("tandem/x" → "x"), if it has one.
std::optional<std::string> operation_of(std::string_view benchmark_name);

/// A Google Benchmark filter that selects exactly the tandem/ and peer/
/// benchmarks of the given operations (names escaped, anchored).
std::string filter_for(const std::vector<std::string>& operations);

/// The operations among the benchmark names (tandem_bench
/// --benchmark_list_tests) whose name `pattern` matches (a search, not a
/// full match), in order, each once.
std::vector<std::string> select_operations(const std::vector<std::string>& benchmark_names, const std::regex& pattern);

/// The array `tandem bench --json` prints: one object per operation with
/// the keys operation, tandem_ns, peer, peer_ns and ratio (null where
/// absent).
nlohmann::json to_json(const std::vector<Comparison>& cs);

/// The table `tandem bench` prints.
std::string format_table(const std::vector<Comparison>& cs);

}  // namespace tandem::bench

// `tandem bench`'s reading of Google Benchmark's JSON (bench/report.hpp):
// which time a benchmark gets, how tandem/ and peer/ benchmarks pair, the
// filter it hands the binary, the JSON it prints; and the command itself,
// run on one small operation, printing exactly the documented keys.
#include <gtest/gtest.h>
#include <fcntl.h>
#include <spawn.h>
#include <sys/wait.h>
#include <unistd.h>

#include <cstdio>
#include <regex>
#include <string>
#include <vector>

#include "report.hpp"

extern char** environ;

namespace tandem::bench {
namespace {

using nlohmann::json;

json entry(const std::string& run, const std::string& type, const std::string& aggregate, double cpu,
           const std::string& unit = "ns") {
  json b = {{"name", type == "aggregate" ? run + "_" + aggregate : run}, {"run_name", run}, {"run_type", type},
            {"cpu_time", cpu}, {"real_time", cpu}, {"time_unit", unit}, {"iterations", 100}};
  if (type == "aggregate") b["aggregate_name"] = aggregate;
  return b;
}

TEST(BenchReport, MedianAggregateIsTheTime) {
  json doc = {{"benchmarks", json::array({entry("tandem/x", "aggregate", "mean", 30), entry("tandem/x", "aggregate", "median", 20),
                                          entry("tandem/x", "aggregate", "stddev", 1)})}};
  const auto ms = read_measurements(doc);
  ASSERT_EQ(ms.size(), 1U);
  EXPECT_EQ(ms[0].name, "tandem/x");
  EXPECT_DOUBLE_EQ(ms[0].ns, 20);
}

TEST(BenchReport, NsCounterWinsOverCpuTimeAndUnitsConvert) {
  json a = entry("tandem/chain", "iteration", "", 6400);
  a["ns"] = 100.0;  // 64 operations per iteration
  json b = entry("tandem/slow", "iteration", "", 2.5, "us");
  json c = entry("tandem/slower", "iteration", "", 1.5, "ms");
  const auto ms = read_measurements({{"benchmarks", json::array({a, b, c})}});
  ASSERT_EQ(ms.size(), 3U);
  EXPECT_DOUBLE_EQ(ms[0].ns, 100);
  EXPECT_DOUBLE_EQ(ms[1].ns, 2500);
  EXPECT_DOUBLE_EQ(ms[2].ns, 1.5e6);
}

TEST(BenchReport, IterationRunsAverageWithoutAggregates) {
  const auto ms = read_measurements(
      {{"benchmarks", json::array({entry("peer/x", "iteration", "", 10), entry("peer/x", "iteration", "", 30)})}});
  ASSERT_EQ(ms.size(), 1U);
  EXPECT_DOUBLE_EQ(ms[0].ns, 20);
}

TEST(BenchReport, ErroredBenchmarksAreLeftOut) {
  json bad = entry("tandem/skipped", "iteration", "", 0);
  bad["error_occurred"] = true;
  bad["error_message"] = "no BMI2";
  const auto ms = read_measurements({{"benchmarks", json::array({bad, entry("tandem/ok", "iteration", "", 5)})}});
  ASSERT_EQ(ms.size(), 1U);
  EXPECT_EQ(ms[0].name, "tandem/ok");
}

TEST(BenchReport, MalformedDocumentsThrow) {
  EXPECT_THROW(read_measurements(json::object()), std::runtime_error);
  EXPECT_THROW(read_measurements({{"benchmarks", json::array({json::object()})}}), std::runtime_error);
  EXPECT_THROW(read_measurements({{"benchmarks", json::array({entry("tandem/x", "iteration", "", 1, "fortnights")})}}),
               std::runtime_error);
  json no_time = entry("tandem/x", "iteration", "", 1);
  no_time.erase("cpu_time");
  EXPECT_THROW(read_measurements({{"benchmarks", json::array({no_time})}}), std::runtime_error);
}

TEST(BenchReport, PairsByOperationWithThePeersLabel) {
  const std::vector<Measurement> ms{{"tandem/combine", 1000, ""},
                                    {"fast/field/mul/latency", 10, ""},
                                    {"peer/combine", 2000, "libsecp256k1 secp256k1_ec_pubkey_combine"},
                                    {"tandem/formula/dbl/fe", 100, ""},
                                    {"peer/only_peer", 50, ""}};
  const auto cs = pair_operations(ms);
  ASSERT_EQ(cs.size(), 3U);
  EXPECT_EQ(cs[0].operation, "combine");
  EXPECT_EQ(*cs[0].tandem_ns, 1000);
  EXPECT_EQ(*cs[0].peer, "libsecp256k1 secp256k1_ec_pubkey_combine");
  EXPECT_EQ(*cs[0].peer_ns, 2000);
  EXPECT_DOUBLE_EQ(*cs[0].ratio, 0.5);
  EXPECT_EQ(cs[1].operation, "formula/dbl/fe");
  EXPECT_FALSE(cs[1].peer || cs[1].peer_ns || cs[1].ratio);
  EXPECT_EQ(cs[2].operation, "only_peer");
  EXPECT_FALSE(cs[2].tandem_ns || cs[2].ratio);
  EXPECT_EQ(*cs[2].peer, "peer");  // no label: the peer is unnamed
}

TEST(BenchReport, NamesOutsideTheConventionAreNoOperations) {
  EXPECT_EQ(operation_of("tandem/a/b"), "a/b");
  EXPECT_EQ(operation_of("peer/a"), "a");
  EXPECT_FALSE(operation_of("tandem/"));
  EXPECT_FALSE(operation_of("tandemx/a"));
  EXPECT_FALSE(operation_of("libsecp256k1/ec_pubkey_parse/compressed"));
}

TEST(BenchReport, SelectionSearchesOperationNamesAndTheFilterIsExact) {
  const std::vector<std::string> names{"tandem/combine", "peer/combine", "tandem/combine/fe64", "tandem/formula/x(1)/fe",
                                       "fast/field/combine"};
  EXPECT_EQ(select_operations(names, std::regex("combine$")), (std::vector<std::string>{"combine"}));
  EXPECT_EQ(select_operations(names, std::regex("^comb")), (std::vector<std::string>{"combine", "combine/fe64"}));
  EXPECT_EQ(select_operations(names, std::regex("")).size(), 3U);
  const std::string f = filter_for({"combine", "formula/x(1)/fe"});
  EXPECT_EQ(f, "^(tandem|peer)/(combine|formula/x\\(1\\)/fe)$");
  const std::regex r(f);
  EXPECT_TRUE(std::regex_search("tandem/combine", r));
  EXPECT_TRUE(std::regex_search("peer/formula/x(1)/fe", r));
  EXPECT_FALSE(std::regex_search("tandem/combine/fe64", r));
  EXPECT_FALSE(std::regex_search("fast/field/combine", r));
}

TEST(BenchReport, JsonHasTheDocumentedKeysAndNulls) {
  const auto j = to_json(pair_operations({{"tandem/a", 3, ""}, {"peer/a", 4, "P"}, {"tandem/b", 1, ""}}));
  ASSERT_TRUE(j.is_array());
  ASSERT_EQ(j.size(), 2U);
  for (const json& o : j) {
    ASSERT_EQ(o.size(), 5U);
    for (const char* k : {"operation", "tandem_ns", "peer", "peer_ns", "ratio"}) EXPECT_TRUE(o.contains(k)) << k;
  }
  EXPECT_DOUBLE_EQ(j[0]["ratio"].get<double>(), 0.75);
  EXPECT_TRUE(j[1]["peer"].is_null() && j[1]["peer_ns"].is_null() && j[1]["ratio"].is_null());
  EXPECT_NE(format_table(pair_operations({{"tandem/a", 3, ""}, {"peer/a", 4, "P"}})).find("0.75"), std::string::npos);
}

/// Runs the tandem command, its standard output captured; the exit status.
int run_tandem(const std::vector<std::string>& args, std::string& out) {
  const std::string path = "/tmp/tandem_bench_test_" + std::to_string(getpid()) + ".out";
  std::vector<std::string> argv{TANDEM_BINARY};
  argv.insert(argv.end(), args.begin(), args.end());
  std::vector<char*> cargs;
  for (std::string& a : argv) cargs.push_back(a.data());
  cargs.push_back(nullptr);
  posix_spawn_file_actions_t fa;
  posix_spawn_file_actions_init(&fa);
  posix_spawn_file_actions_addopen(&fa, STDOUT_FILENO, path.c_str(), O_WRONLY | O_CREAT | O_TRUNC, 0600);
  pid_t pid = 0;
  if (posix_spawn(&pid, cargs[0], &fa, nullptr, cargs.data(), environ) != 0) return -1;
  posix_spawn_file_actions_destroy(&fa);
  int status = 0;
  waitpid(pid, &status, 0);
  std::FILE* f = std::fopen(path.c_str(), "rb");
  if (f != nullptr) {
    char buf[4096];
    for (std::size_t n; (n = std::fread(buf, 1, sizeof buf, f)) > 0;) out.append(buf, n);
    std::fclose(f);
  }
  std::remove(path.c_str());
  return WIFEXITED(status) ? WEXITSTATUS(status) : -1;
}

TEST(BenchCommand, CombineAsJson) {
  std::string out;
  ASSERT_EQ(run_tandem({"bench", "--filter", "^combine$", "--json", "--repetitions", "1", "--min-time", "0.01"}, out), 0);
  const json j = json::parse(out);
  ASSERT_TRUE(j.is_array());
  ASSERT_EQ(j.size(), 1U);
  const json& o = j[0];
  EXPECT_EQ(o.size(), 5U);
  EXPECT_EQ(o["operation"], "combine");
  EXPECT_GT(o["tandem_ns"].get<double>(), 0);
  EXPECT_GT(o["peer_ns"].get<double>(), 0);
  EXPECT_NE(o["peer"].get<std::string>().find("secp256k1_ec_pubkey_combine"), std::string::npos);
  EXPECT_NEAR(o["ratio"].get<double>(), o["tandem_ns"].get<double>() / o["peer_ns"].get<double>(), 1e-9);
}

TEST(BenchCommand, NoBinaryIsExitTwo) {
  std::string out;
  EXPECT_EQ(run_tandem({"bench", "--binary", "/nonexistent/tandem_bench"}, out), 2);
  EXPECT_EQ(run_tandem({"bench", "--filter", "no operation is called this"}, out), 2);
  EXPECT_EQ(run_tandem({"bench", "--filter", "("}, out), 2);
}

}  // namespace
}  // namespace tandem::bench

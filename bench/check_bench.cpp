// What `tandem check --exec` spends on the line protocol: requests for k·G
// on secp256k1 sent, pipelined as the check sends them (Child::call_many,
// in batches of 256), to the least implementations that answer at once
// (check/tests/echo.c; echo_kit.py and echo_kit.mjs on the Python and
// JavaScript kits), per request; beside what the check spends on the same
// request itself: ref's expected answer (tandem::check::expect, a ref k·G)
// and the comparison. The protocol is not the bottleneck while its cost is
// well below ref's (the goal: under a tenth of a secp256k1 k·G).
//   check/protocol/echo_c        the round trip to a C program
//   check/protocol/echo_python   through the Python kit (/usr/bin/python3)
//   check/protocol/echo_js       through the JavaScript kit (node)
//   check/protocol/one_by_one_c  the C program, one request at a time
//   check/ref/mul_gen            ref's answer to the request, and its check
#include <benchmark/benchmark.h>
#include <unistd.h>

#include <cstdint>
#include <random>
#include <string>
#include <vector>

#include "tandem/check/child.hpp"
#include "tandem/check/expect.hpp"
#include "tandem/ref/curve.hpp"

namespace tandem::bench {
namespace {

using check::Request;

std::vector<Request> requests(std::size_t n) {
  std::mt19937_64 rng(7);
  std::vector<Request> out(n);
  for (Request& r : out) {
    r.op = check::find_op("mul_gen");
    r.curve = "secp256k1";
    std::string k(64, '0');
    for (char& c : k) c = "0123456789abcdef"[rng() % 16];
    k[0] = '1';  // below n
    r.args = {k};
  }
  return out;
}

void protocol(benchmark::State& state, const std::string& command, bool pipelined) {
  check::Child child(check::Target{"", command}, std::chrono::milliseconds(10000));
  std::string why;
  if (!child.start(why)) {
    state.SkipWithError(("cannot start " + command + ": " + why).c_str());
    return;
  }
  const std::vector<Request> batch = requests(256);
  for (auto _ : state) {
    if (pipelined) {
      const std::vector<check::Outcome> got = child.call_many(batch);
      if (!got.back().reply) {
        state.SkipWithError(got.back().failure.c_str());
        return;
      }
      benchmark::DoNotOptimize(got.data());
    } else {
      for (const Request& r : batch) {
        const check::Outcome got = child.call(r);
        if (!got.reply) {
          state.SkipWithError(got.failure.c_str());
          return;
        }
      }
    }
  }
  state.SetItemsProcessed(state.iterations() * static_cast<std::int64_t>(batch.size()));
}

void echo_c(benchmark::State& state) { protocol(state, TANDEM_CHECK_ECHO, true); }
void one_by_one_c(benchmark::State& state) { protocol(state, TANDEM_CHECK_ECHO, false); }

void echo_python(benchmark::State& state) {
  if (access("/usr/bin/python3", X_OK) != 0) {
    state.SkipWithError("no /usr/bin/python3");
    return;
  }
  protocol(state, std::string("/usr/bin/python3 ") + TANDEM_SOURCE_DIR + "/check/tests/echo_kit.py", true);
}

void echo_js(benchmark::State& state) {
  if (access("/usr/bin/node", X_OK) != 0) {
    state.SkipWithError("no /usr/bin/node");
    return;
  }
  protocol(state, std::string("/usr/bin/node ") + TANDEM_SOURCE_DIR + "/check/tests/echo_kit.mjs", true);
}

void ref_mul_gen(benchmark::State& state) {
  const ref::Curve& C = *ref::find_curve("secp256k1");
  check::CurveCaps caps;
  caps.name = "secp256k1";
  const std::vector<Request> batch = requests(256);
  check::Reply reply;
  reply.status = check::Status::ok;
  std::size_t i = 0;
  for (auto _ : state) {
    const Request& r = batch[i++ % batch.size()];
    const check::Expected want = check::expect(C, caps, r);
    reply.value = want.value;
    benchmark::DoNotOptimize(check::compare(C, caps, r, want, reply));
  }
  state.SetItemsProcessed(state.iterations());
}

BENCHMARK(echo_c)->Name("check/protocol/echo_c")->Unit(benchmark::kMicrosecond)->UseRealTime();
BENCHMARK(one_by_one_c)->Name("check/protocol/one_by_one_c")->Unit(benchmark::kMicrosecond)->UseRealTime();
BENCHMARK(echo_python)->Name("check/protocol/echo_python")->Unit(benchmark::kMicrosecond)->UseRealTime();
BENCHMARK(echo_js)->Name("check/protocol/echo_js")->Unit(benchmark::kMicrosecond)->UseRealTime();
BENCHMARK(ref_mul_gen)->Name("check/ref/mul_gen")->Unit(benchmark::kMicrosecond);

}  // namespace
}  // namespace tandem::bench

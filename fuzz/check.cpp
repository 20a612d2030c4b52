// Any implementation of tandem/check.h fuzzed against ref: each input is a
// request (check/include/tandem/check/fuzz.hpp gives its layout), answered
// by the library and by ref under the library's declared policies, and by
// the peers' adapters (OpenSSL, libsecp256k1) where they declare the same
// operation; any disagreement, in value or in acceptance, aborts with one
// line that names it and the command reproducing ref's answer.
//
// The library is linked in (tandem_add_check_fuzzer: its tandem_check_entry
// is then this program's, and its coverage counts) or, when none is, loaded
// from TANDEM_CHECK_LIB at start (built with -fsanitize=fuzzer-no-link its
// coverage counts too). TANDEM_CHECK_PEERS: adapters to compare as well,
// separated by ':'. The mutator edits requests, not octets, with tandem's
// edge values (TANDEM_CHECK_FUZZ_MUTATOR=0 leaves libFuzzer's own, for
// measuring what it adds).
#include <cstdio>
#include <cstdlib>
#include <filesystem>
#include <fstream>
#include <memory>
#include <random>
#include <string>
#include <vector>

#include "tandem/check/fuzz.hpp"
#include "tandem/check/serve.hpp"

#if TANDEM_CHECK_FUZZ_LINKED
extern "C" const tandem_check_impl* tandem_check_entry(void);
#endif
extern "C" std::size_t LLVMFuzzerMutate(std::uint8_t* data, std::size_t size, std::size_t max_size)
    __attribute__((weak));

namespace {

using namespace tandem::check;

struct State {
  std::unique_ptr<fuzz::Session> session;
  std::unique_ptr<fuzz::Mutator> mutator_;  // built on first use (its pools cost ref seconds per curve)
  bool custom = true;

  const fuzz::Mutator& mutator() {
    if (!mutator_) mutator_ = std::make_unique<fuzz::Mutator>(session->capabilities());
    return *mutator_;
  }
};

[[noreturn]] void fail(const std::string& why) {
  std::fprintf(stderr, "fuzz_check: %s\n", why.c_str());
  std::exit(2);
}

State& state() {
  static State* s = [] {
    auto* st = new State;
    const tandem_check_impl* impl = nullptr;
    std::string name;
    std::string why;
#if TANDEM_CHECK_FUZZ_LINKED
    impl = tandem_check_entry();
    name = impl != nullptr && impl->name != nullptr ? impl->name : "the library";
#else
    const char* lib = std::getenv("TANDEM_CHECK_LIB");
    if (lib == nullptr) fail("no library: set TANDEM_CHECK_LIB to its path, or link one (tandem_add_check_fuzzer)");
    impl = load_library(lib, why);
    if (impl == nullptr) fail(why);
    name = lib;
#endif
    std::vector<const tandem_check_impl*> peers;
    if (const char* list = std::getenv("TANDEM_CHECK_PEERS")) {
      std::string all = list;
      for (std::size_t at = 0; at <= all.size();) {
        const std::size_t end = std::min(all.find(':', at), all.size());
        if (end > at) {
          const tandem_check_impl* p = load_library(all.substr(at, end - at), why);
          if (p == nullptr) fail(why);
          peers.push_back(p);
        }
        at = end + 1;
      }
    }
    st->session = std::make_unique<fuzz::Session>(*impl, name, peers);
    if (st->session->capabilities().curves.empty()) fail(name + " declares no curve tandem knows");
    const char* m = std::getenv("TANDEM_CHECK_FUZZ_MUTATOR");
    st->custom = m == nullptr || std::string(m) != "0";
    return st;
  }();
  return *s;
}

}  // namespace

/// TANDEM_CHECK_FUZZ_ASSETS=DIR: writes the seeds (edge cases of every
/// operation the library declares, in this layout: eight per operation and
/// curve, or TANDEM_CHECK_FUZZ_SEEDS_PER_OP, 0 for all) to DIR/seeds and
/// the dictionary of its curves to DIR/check.dict, and exits.
void write_assets(const std::string& dir) {
  const Capabilities& caps = state().session->capabilities();
  std::filesystem::create_directories(dir + "/seeds");
  std::size_t i = 0;
  const char* per = std::getenv("TANDEM_CHECK_FUZZ_SEEDS_PER_OP");
  for (const Bytes& seed : fuzz::seeds(caps, per != nullptr ? std::strtoul(per, nullptr, 10) : 8)) {
    std::ofstream f(dir + "/seeds/edge-" + std::to_string(i++), std::ios::binary);
    f.write(reinterpret_cast<const char*>(seed.data()), static_cast<std::streamsize>(seed.size()));
  }
  std::vector<std::string> curves;
  for (const CurveCaps& c : caps.curves) curves.push_back(c.name);
  std::ofstream(dir + "/check.dict") << fuzz::dictionary(curves);
  std::printf("fuzz_check: %zu seeds and the dictionary of %zu curves written to %s\n", i, curves.size(), dir.c_str());
}

extern "C" int LLVMFuzzerInitialize(int* /*argc*/, char*** /*argv*/) {
  (void)state();
  if (const char* dir = std::getenv("TANDEM_CHECK_FUZZ_ASSETS")) {
    write_assets(dir);
    std::exit(0);
  }
  return 0;
}

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  const std::optional<std::string> d = state().session->check({data, size});
  if (d) {
    std::fprintf(stderr, "DISAGREEMENT: %s\n", d->c_str());
    std::abort();
  }
  return 0;
}

extern "C" std::size_t LLVMFuzzerCustomMutator(std::uint8_t* data, std::size_t size, std::size_t max_size,
                                               unsigned int seed) {
  State& st = state();
  if (!st.custom || LLVMFuzzerMutate == nullptr) return LLVMFuzzerMutate(data, size, max_size);
  std::mt19937_64 rng(seed);
  // One time in eight, libFuzzer's octet mutations on the whole input (they
  // reach the layout's own edges: lengths, selectors).
  if (rng() % 8 == 0) return LLVMFuzzerMutate(data, size, max_size);
  const Capabilities& caps = st.session->capabilities();
  std::optional<Request> r = fuzz::decode(caps, {data, size});
  if (!r) return LLVMFuzzerMutate(data, size, max_size);
  st.mutator().mutate(*r, rng, [](Bytes& b, std::size_t cap) {
    const std::size_t n = b.size();
    b.resize(std::max<std::size_t>(cap, 1));
    b.resize(LLVMFuzzerMutate(b.data(), n, b.size()));
  });
  const Bytes out = fuzz::encode(caps, *r);
  if (out.empty() || out.size() > max_size) return LLVMFuzzerMutate(data, size, max_size);
  std::copy(out.begin(), out.end(), data);
  return out.size();
}

extern "C" std::size_t LLVMFuzzerCustomCrossOver(const std::uint8_t* data1, std::size_t size1,
                                                 const std::uint8_t* data2, std::size_t size2, std::uint8_t* out,
                                                 std::size_t max_out_size, unsigned int seed) {
  State& st = state();
  if (!st.custom) return 0;
  const Capabilities& caps = st.session->capabilities();
  const std::optional<Request> a = fuzz::decode(caps, {data1, size1});
  const std::optional<Request> b = fuzz::decode(caps, {data2, size2});
  if (!a || !b) return 0;
  std::mt19937_64 rng(seed);
  const Bytes c = fuzz::encode(caps, st.mutator().cross(*a, *b, rng));
  if (c.size() > max_out_size) return 0;
  std::copy(c.begin(), c.end(), out);
  return c.size();
}

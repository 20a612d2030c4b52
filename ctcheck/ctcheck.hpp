// Constant-time checking under Valgrind memcheck, ctgrind-style: a secret is
// marked as undefined memory, so memcheck reports every branch taken on it
// ("Conditional jump or move depends on uninitialised value(s)") and every
// memory address computed from it ("Use of uninitialised value"). A result
// that may be revealed is declassified. Outside Valgrind the macros cost
// nothing and change nothing.
#pragma once

#include <valgrind/memcheck.h>

#include <array>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <functional>
#include <map>
#include <span>
#include <string>

namespace tandem::ctcheck {

/// From here on, [p, p + n) is secret: a branch or an index on it is an error.
inline void secret(const void* p, std::size_t n) { (void)VALGRIND_MAKE_MEM_UNDEFINED(p, n); }

/// [p, p + n) may be revealed (an output, or a value that is public by
/// protocol): memcheck stops tracking it.
inline void declassify(const void* p, std::size_t n) { (void)VALGRIND_MAKE_MEM_DEFINED(p, n); }

/// Whether the program runs under Valgrind (drivers refuse to run outside
/// it, so a passing test always means "checked").
inline bool under_valgrind() { return RUNNING_ON_VALGRIND != 0; }

/// Fixed, irregular bytes (a splitmix64 stream), top bit clear, so below p
/// and n: inputs that are the same in every run, and not special.
inline std::array<std::uint8_t, 32> bytes_of(std::uint64_t seed) {
  std::array<std::uint8_t, 32> b{};
  std::uint64_t x = seed;
  for (std::size_t i = 0; i < 32; i += 8) {
    x += 0x9e3779b97f4a7c15ULL;
    std::uint64_t z = x;
    z = (z ^ (z >> 30)) * 0xbf58476d1ce4e5b9ULL;
    z = (z ^ (z >> 27)) * 0x94d049bb133111ebULL;
    z ^= z >> 31;
    for (std::size_t j = 0; j < 8; ++j) b[i + j] = static_cast<std::uint8_t>(z >> (8 * j));
  }
  b[0] &= 0x7f;
  return b;
}

/// v, marked secret.
template <class T>
T secret_copy(T v) {
  secret(&v, sizeof v);
  return v;
}

/// Where revealed results go, so that the compiler keeps their computation.
inline std::uint64_t sink = 0;

/// Declassifies v (an output) and folds it into the sink.
template <class T>
void reveal(const T& v) {
  declassify(&v, sizeof v);
  const auto* p = reinterpret_cast<const unsigned char*>(&v);
  for (std::size_t i = 0; i < sizeof v; ++i) sink = sink * 31 + p[i];
}
inline void reveal_span(std::span<const std::uint8_t> b) {
  declassify(b.data(), b.size());
  for (std::uint8_t c : b) sink = sink * 31 + c;
}

using Checks = std::map<std::string, std::function<void()>>;

/// A driver's main: `program NAME` runs one check under Valgrind (exit 3
/// outside it, so that a pass always means "checked"), `--list` names them.
inline int run_driver(int argc, char** argv, const char* program, const Checks& checks) {
  if (!under_valgrind()) {
    std::fprintf(stderr, "ctcheck: run me under valgrind\n");
    return 3;
  }
  if (argc == 2 && std::string(argv[1]) == "--list") {
    for (const auto& [name, fn] : checks) std::printf("%s\n", name.c_str());
    return 0;
  }
  if (argc != 2 || checks.count(argv[1]) == 0) {
    std::fprintf(stderr, "usage: %s NAME|--list\n", program);
    return 2;
  }
  checks.at(argv[1])();
  std::printf("%s done (%llu)\n", argv[1], static_cast<unsigned long long>(sink));
  return 0;
}

}  // namespace tandem::ctcheck

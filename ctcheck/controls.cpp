// The checker's own test: two constant-time functions that must pass and two
// leaky ones that must be caught, one by branch and one by memory index.
// The driver runs the function named on its command line on secret inputs;
// ctest runs it under `valgrind --error-exitcode=42` and expects 0 for the
// constant-time ones and 42 for the leaky ones (tests: ctcheck.control.*).
#include <cstdint>
#include <cstdio>
#include <cstring>

#include "ctcheck.hpp"

namespace {

// Equality of two 32-byte strings: OR-accumulate the differences, then turn
// "non-zero" into 0/1 without a branch.
__attribute__((noinline)) int equal_ct(const std::uint8_t* a, const std::uint8_t* b) {
  std::uint32_t d = 0;
  for (int i = 0; i < 32; ++i) d |= static_cast<std::uint32_t>(a[i] ^ b[i]);
  return static_cast<int>(1 & ((d - 1) >> 8));
}

// The classic leak: return at the first difference.
__attribute__((noinline)) int equal_leaky(const std::uint8_t* a, const std::uint8_t* b) {
  for (int i = 0; i < 32; ++i) {
    if (a[i] != b[i]) return 0;
  }
  return 1;
}

// Table lookup by a secret index: read every entry, keep the one wanted by mask.
__attribute__((noinline)) std::uint64_t lookup_ct(const std::uint64_t* table, std::size_t n, std::size_t secret_index) {
  std::uint64_t r = 0;
  for (std::size_t i = 0; i < n; ++i) {
    const std::uint64_t mask = 0 - static_cast<std::uint64_t>(((i ^ secret_index) - 1) >> 63 & 1);
    r |= table[i] & mask;
  }
  return r;
}

// The cache-timing leak: index memory by the secret.
__attribute__((noinline)) std::uint64_t lookup_leaky(const std::uint64_t* table, std::size_t /*n*/, std::size_t secret_index) {
  return table[secret_index];
}

}  // namespace

int main(int argc, char** argv) {
  if (!tandem::ctcheck::under_valgrind()) {
    std::fprintf(stderr, "ctcheck: run me under valgrind\n");
    return 3;
  }
  if (argc != 2) return 2;
  std::uint8_t a[32], b[32];
  for (int i = 0; i < 32; ++i) a[i] = b[i] = static_cast<std::uint8_t>(i * 7);
  b[31] ^= 1;
  std::uint64_t table[16];
  for (int i = 0; i < 16; ++i) table[i] = 0x9e3779b97f4a7c15ULL * static_cast<std::uint64_t>(i + 1);
  std::size_t index = 5;
  tandem::ctcheck::secret(a, sizeof a);
  tandem::ctcheck::secret(&index, sizeof index);

  std::uint64_t out = 0;
  if (std::strcmp(argv[1], "equal_ct") == 0) out = static_cast<std::uint64_t>(equal_ct(a, b));
  else if (std::strcmp(argv[1], "equal_leaky") == 0) out = static_cast<std::uint64_t>(equal_leaky(a, b));
  else if (std::strcmp(argv[1], "lookup_ct") == 0) out = lookup_ct(table, 16, index);
  else if (std::strcmp(argv[1], "lookup_leaky") == 0) out = lookup_leaky(table, 16, index);
  else return 2;
  tandem::ctcheck::declassify(&out, sizeof out);
  std::printf("%s -> %llu\n", argv[1], static_cast<unsigned long long>(out));
  return 0;
}

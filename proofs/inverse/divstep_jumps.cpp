#include <chrono>
#include <cstdint>
#include <optional>
#include <string>

#include <gmpxx.h>

#include "tandem/fast/inverse/safegcd.hpp"
#include "tandem/proofs/divsteps.hpp"
#include "tandem/ref/inverse/safegcd.hpp"

namespace tandem::proofs {

namespace {

using fast::safegcd::Divstep;
using fast::safegcd::Jump;
using fast::safegcd::JumpTable;

/// High bits for the words (above the six the steps read), from the case's
/// coordinates: fixed, so a failure repeats, and different in every case.
std::uint64_t high_bits(std::uint64_t seed) {
  std::uint64_t z = seed + 0x9E3779B97F4A7C15ULL;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return (z ^ (z >> 31)) << fast::safegcd::kJumpSteps;
}

/// The entry for (η, f, g) under `radius` against six divsteps of the
/// definition from the same words: nothing when they agree.
std::optional<std::string> check_case(const JumpTable& table, std::int64_t radius, std::int64_t eta, std::uint64_t f,
                                      std::uint64_t g) {
  Divstep s{eta, f, g, 1, 0, 0, 1};
  for (int i = 0; i < fast::safegcd::kJumpSteps; ++i) fast::safegcd::divstep(s);
  const Jump& e = table[fast::safegcd::jump_index(eta, f, g, radius)];
  const std::int64_t eta2 = (eta ^ e.flip) + e.add;
  const std::uint64_t f2 = (static_cast<std::uint64_t>(e.u) * f + static_cast<std::uint64_t>(e.v) * g) >>
                           fast::safegcd::kJumpSteps;
  const std::uint64_t g2 = (static_cast<std::uint64_t>(e.q) * f + static_cast<std::uint64_t>(e.r) * g) >>
                           fast::safegcd::kJumpSteps;
  constexpr std::uint64_t kExact = ~std::uint64_t{0} >> fast::safegcd::kJumpSteps;  // the steps' exact bits
  const bool same = eta2 == s.eta && e.u == s.u && e.v == s.v && e.q == s.q && e.r == s.r &&
                    ((f2 ^ s.f) & kExact) == 0 && ((g2 ^ s.g) & kExact) == 0;
  if (same) return std::nullopt;
  const auto hex = [](std::uint64_t x) {
    char b[24];
    std::snprintf(b, sizeof b, "%016llx", static_cast<unsigned long long>(x));
    return std::string(b);
  };
  const auto mat = [](std::int64_t u, std::int64_t v, std::int64_t q, std::int64_t r) {
    return "[" + std::to_string(u) + " " + std::to_string(v) + "; " + std::to_string(q) + " " + std::to_string(r) + "]";
  };
  return "eta = " + std::to_string(eta) + ", f = " + hex(f) + ", g = " + hex(g) + ": six divsteps give eta " +
         std::to_string(s.eta) + ", matrix " + mat(s.u, s.v, s.q, s.r) + "; the table gives eta " +
         std::to_string(eta2) + ", matrix " + mat(e.u, e.v, e.q, e.r) +
         (((f2 ^ s.f) & kExact) != 0 || ((g2 ^ s.g) & kExact) != 0 ? ", and other words" : "");
}

/// Every η in [−1024, 1024] (from 0 outwards) and ±2^k for k = 11..40, every odd f and every g
/// below 2^6, once with zero and once with random high bits.
DivstepResult check_table(std::string name, std::string claim, const JumpTable& table, std::int64_t radius) {
  DivstepResult r{std::move(name), std::move(claim), 0, true, true, 0, ""};
  const auto start = std::chrono::steady_clock::now();
  std::vector<std::int64_t> etas{0};  // outwards from 0, so that a failure is reported nearest the classes' edge
  for (std::int64_t k = 1; k <= 1024; ++k) {
    etas.push_back(-k);
    etas.push_back(k);
  }
  for (int k = 11; k <= 40; ++k) {
    etas.push_back(std::int64_t{1} << k);
    etas.push_back(-(std::int64_t{1} << k));
  }
  constexpr std::uint64_t kLow = std::uint64_t{1} << fast::safegcd::kJumpSteps;
  for (std::int64_t eta : etas) {
    for (std::uint64_t f = 1; f < kLow && r.holds; f += 2) {
      for (std::uint64_t g = 0; g < kLow && r.holds; ++g) {
        for (int high = 0; high < 2 && r.holds; ++high) {
          ++r.cases;
          const std::uint64_t seed = (static_cast<std::uint64_t>(eta) << 16) ^ (f << 8) ^ g;
          const std::uint64_t hf = high != 0 ? high_bits(seed) : 0, hg = high != 0 ? high_bits(~seed) : 0;
          if (auto v = check_case(table, radius, eta, f | hf, g | hg)) {
            r.holds = false;
            r.detail = *v;
          }
        }
      }
    }
    if (!r.holds) break;
  }
  r.millis = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  return r;
}

constexpr const char* kClaim = "each entry = six divsteps (eta, matrix, the words' low 58 bits)";

mpz_class mpz_of(std::uint64_t w) {
  mpz_class x;
  mpz_import(x.get_mpz_t(), 1, -1, sizeof w, 0, 0, &w);
  return x;
}

}  // namespace

DivstepResult prove_jump_table_against_ref() {
  DivstepResult r{"jump table = ref::divsteps_transition (GMP)", "each entry's eta and matrix = ref's six steps", 0,
                  true, true, 0, ""};
  const auto start = std::chrono::steady_clock::now();
  std::vector<std::int64_t> etas;
  for (std::int64_t eta = -64; eta <= 64; ++eta) etas.push_back(eta);
  for (int k = 7; k <= 40; ++k) {
    etas.push_back(std::int64_t{1} << k);
    etas.push_back(-(std::int64_t{1} << k));
  }
  const JumpTable& table = fast::safegcd::jump_table();
  constexpr std::uint64_t kLow = std::uint64_t{1} << fast::safegcd::kJumpSteps;
  for (std::int64_t eta : etas) {
    for (std::uint64_t f = 1; f < kLow && r.holds; f += 2) {
      for (std::uint64_t g = 0; g < kLow && r.holds; ++g) {
        ++r.cases;
        const std::uint64_t seed = (static_cast<std::uint64_t>(eta) << 16) ^ (f << 8) ^ g;
        const std::uint64_t wf = f | high_bits(seed), wg = g | high_bits(~seed);
        // ref holds 2δ = −2η; its steps read the exact integers.
        const auto [two_delta, T] = ref::divsteps_transition(-2 * eta, mpz_of(wf), mpz_of(wg), fast::safegcd::kJumpSteps);
        const Jump& e = table[fast::safegcd::jump_index(eta, wf, wg)];
        const std::int64_t eta2 = (eta ^ e.flip) + e.add;
        if (-two_delta != 2 * eta2 || T.u != e.u || T.v != e.v || T.q != e.q || T.r != e.r) {
          r.holds = false;
          r.detail = "eta = " + std::to_string(eta) + ", f mod 64 = " + std::to_string(f) + ", g mod 64 = " +
                     std::to_string(g) + ": ref gives 2*delta = " + std::to_string(two_delta) + ", matrix [" +
                     T.u.get_str() + " " + T.v.get_str() + "; " + T.q.get_str() + " " + T.r.get_str() + "]";
        }
      }
    }
    if (!r.holds) break;
  }
  r.millis = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  return r;
}

DivstepResult prove_jump_table() {
  return check_table("jump table, 6 divsteps, eta classes -5..5", kClaim, fast::safegcd::jump_table(),
                     fast::safegcd::kJumpRadius);
}

std::vector<DivstepResult> prove_negative_jump_tables() {
  std::vector<DivstepResult> out;
  const auto refuted = [&](DivstepResult r) {
    r.expected_holds = false;
    out.push_back(std::move(r));
  };
  const std::int64_t short_radius = fast::safegcd::kJumpRadius - 1;
  refuted(check_table("[twin] eta classes cut to -4..4", kClaim, fast::safegcd::make_jump_table(short_radius),
                      short_radius));
  // Entries in the middle of the table: (η = 0, f = 3, g = 45) and (η = 2, f = 7, g = 9).
  JumpTable sign = fast::safegcd::make_jump_table();
  Jump& a = sign[fast::safegcd::jump_index(0, 3, 45)];
  a.q = static_cast<std::int8_t>(-a.q);
  refuted(check_table("[twin] one entry's q with its sign slipped", kClaim, sign, fast::safegcd::kJumpRadius));
  JumpTable off = fast::safegcd::make_jump_table();
  off[fast::safegcd::jump_index(2, 7, 9)].add += 1;
  refuted(check_table("[twin] one entry's new eta off by one", kClaim, off, fast::safegcd::kJumpRadius));
  return out;
}

std::vector<DivstepResult> prove_all_divsteps() {
  std::vector<DivstepResult> out{prove_jump_table(), prove_jump_table_against_ref()};
  for (DivstepResult& r : prove_negative_jump_tables()) out.push_back(std::move(r));
  return out;
}

}  // namespace tandem::proofs

#include <gmpxx.h>

#include <chrono>
#include <cstdint>
#include <optional>
#include <string>

#include "tandem/fast/inverse/safegcd.hpp"
#include "tandem/proofs/divsteps.hpp"
#include "tandem/ref/inverse/jacobi.hpp"
#include "tandem/ref/inverse/safegcd.hpp"

namespace tandem::proofs {

namespace {

namespace sg = fast::safegcd;
using sg::Divstep;
using sg::Jump;

/// High bits for the words (above the six the index reads), from the case's
/// coordinates: fixed, so a failure repeats, and different in every case.
std::uint64_t high_bits(std::uint64_t seed) {
  std::uint64_t z = seed + 0x9E3779B97F4A7C15ULL;
  z = (z ^ (z >> 30)) * 0xBF58476D1CE4E5B9ULL;
  z = (z ^ (z >> 27)) * 0x94D049BB133111EBULL;
  return (z ^ (z >> 31)) << 6;
}

std::string hex(std::uint64_t x) {
  char b[24];
  std::snprintf(b, sizeof b, "%016llx", static_cast<unsigned long long>(x));
  return b;
}

std::string matrix(std::int64_t u, std::int64_t v, std::int64_t q, std::int64_t r) {
  return "[" + std::to_string(u) + " " + std::to_string(v) + "; " + std::to_string(q) + " " + std::to_string(r) + "]";
}

/// The entry for (η, f, g) under `radius` against K steps of the definition
/// from the same words: nothing when they agree on η, the matrix, the sign
/// flips and the words' exact low bits.
template <class Shape>
std::optional<std::string> check_case(const sg::JumpTable<Shape>& table, std::int64_t radius, std::int64_t eta,
                                      std::uint64_t f, std::uint64_t g) {
  Divstep s{eta, f, g, 1, 0, 0, 1};
  for (int i = 0; i < Shape::steps; ++i) Shape::step(s);
  const Jump& e = table[sg::jump_index<Shape>(eta, f, g, radius)];
  const std::int64_t eta2 = (eta ^ e.flip) + e.add;
  const std::uint64_t f2 = (static_cast<std::uint64_t>(e.u) * f + static_cast<std::uint64_t>(e.v) * g) >> Shape::steps;
  const std::uint64_t g2 = (static_cast<std::uint64_t>(e.q) * f + static_cast<std::uint64_t>(e.r) * g) >> Shape::steps;
  constexpr std::uint64_t kExact = ~std::uint64_t{0} >> Shape::steps;  // the steps' exact bits
  const bool words = ((f2 ^ s.f) & kExact) == 0 && ((g2 ^ s.g) & kExact) == 0;
  if (eta2 == s.eta && e.u == s.u && e.v == s.v && e.q == s.q && e.r == s.r &&
      static_cast<unsigned>(e.jac) == s.jac && words) {
    return std::nullopt;
  }
  return "eta = " + std::to_string(eta) + ", f = " + hex(f) + ", g = " + hex(g) + ": " + std::to_string(Shape::steps) +
         " steps give eta " + std::to_string(s.eta) + ", matrix " + matrix(s.u, s.v, s.q, s.r) + ", flips " +
         std::to_string(s.jac) + "; the table gives eta " + std::to_string(eta2) + ", matrix " +
         matrix(e.u, e.v, e.q, e.r) + ", flips " + std::to_string(e.jac) + (words ? "" : ", and other words");
}

/// 0, −1, 1, −2, 2, … out to ±bound (so that a failure is reported nearest
/// the classes' edge), then ±2^k for k past bound's bits up to 40.
std::vector<std::int64_t> etas(std::int64_t bound) {
  std::vector<std::int64_t> out{0};
  for (std::int64_t k = 1; k <= bound; ++k) {
    out.push_back(-k);
    out.push_back(k);
  }
  for (int k = 1; k <= 40; ++k) {
    if ((std::int64_t{1} << k) <= bound) continue;
    out.push_back(std::int64_t{1} << k);
    out.push_back(-(std::int64_t{1} << k));
  }
  return out;
}

/// Every η in [−1024, 1024] and ±2^11 … ±2^40, every odd f and every g on
/// the index's bits, once with zero and once with random high bits.
template <class Shape>
DivstepResult check_table(std::string name, const sg::JumpTable<Shape>& table, std::int64_t radius) {
  DivstepResult r{std::move(name),
                  "each entry = " + std::to_string(Shape::steps) +
                      " steps of the definition (eta, matrix, sign flips, the words' exact bits)",
                  0, true, true, 0, ""};
  const auto start = std::chrono::steady_clock::now();
  constexpr std::uint64_t kF = std::uint64_t{2} << Shape::f_bits, kG = std::uint64_t{1} << Shape::g_bits;
  for (std::int64_t eta : etas(1024)) {
    for (std::uint64_t f = 1; f < kF && r.holds; f += 2) {
      for (std::uint64_t g = 0; g < kG && r.holds; ++g) {
        for (int high = 0; high < 2 && r.holds; ++high) {
          ++r.cases;
          const std::uint64_t seed = (static_cast<std::uint64_t>(eta) << 16) ^ (f << 8) ^ g;
          const std::uint64_t hf = high != 0 ? high_bits(seed) : 0, hg = high != 0 ? high_bits(~seed) : 0;
          if (auto v = check_case<Shape>(table, radius, eta, f | hf, g | hg)) {
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

mpz_class mpz_of(std::uint64_t w) {
  mpz_class x;
  mpz_import(x.get_mpz_t(), 1, -1, sizeof w, 0, 0, &w);
  return x;
}

/// The posdivstep table's meaning, against ref's Jacobi symbol: for the
/// entry's matrix applied to exact integers f (odd) and g ≥ 0 — every η in
/// [−8, 8] and ±2^20, ±2^40, every odd f and every g on the index's bits,
/// with random high bits — f' = (u·f + v·g)/16 and g' = (q·f + r·g)/16 are
/// integers, f' odd and positive, g' ≥ 0, and (g | f) = (−1)^jac · (g' | f').
DivstepResult check_posdivstep_meaning(std::string name, const sg::JumpTable<sg::PosdivstepJumps>& table) {
  using Shape = sg::PosdivstepJumps;
  DivstepResult r{std::move(name), "(g|f) = (-1)^flips (g'|f') by ref::jacobi_var, f' odd > 0, g' >= 0", 0, true,
                  true, 0, ""};
  const auto start = std::chrono::steady_clock::now();
  constexpr std::uint64_t kF = std::uint64_t{2} << Shape::f_bits, kG = std::uint64_t{1} << Shape::g_bits;
  const mpz_class scale = mpz_class(1) << Shape::steps;
  // η matters only through its class (−3 … 3): each class and a margin,
  // and two values far out.
  std::vector<std::int64_t> some = etas(8);
  some.resize(17);
  for (std::int64_t far : {std::int64_t{1} << 20, std::int64_t{1} << 40}) {
    some.push_back(far);
    some.push_back(-far);
  }
  for (std::int64_t eta : some) {
    for (std::uint64_t f = 1; f < kF && r.holds; f += 2) {
      for (std::uint64_t g = 0; g < kG && r.holds; ++g) {
        ++r.cases;
        const std::uint64_t seed = (static_cast<std::uint64_t>(eta) << 16) ^ (f << 8) ^ g;
        const mpz_class F = mpz_of(f | high_bits(seed)), G = mpz_of(g | high_bits(~seed));
        const Jump& e = table[sg::jump_index<Shape>(eta, f, g)];
        const mpz_class nf = e.u * F + e.v * G, ng = e.q * F + e.r * G;
        std::string why;
        if (nf % scale != 0 || ng % scale != 0) {
          why = "the matrix does not make multiples of 2^" + std::to_string(Shape::steps);
        } else {
          const mpz_class f2 = nf / scale, g2 = ng / scale;
          if (f2 <= 0 || mpz_even_p(f2.get_mpz_t()) != 0 || g2 < 0) {
            why = "f' = " + f2.get_str() + ", g' = " + g2.get_str() + " leave the posdivsteps' domain";
          } else {
            const int before = *ref::jacobi_var(G, F), after = *ref::jacobi_var(g2, f2);
            if (before != (e.jac != 0 ? -after : after)) {
              why = "(g|f) = " + std::to_string(before) + " but (g'|f') = " + std::to_string(after) + " with " +
                    std::to_string(e.jac) + " flips";
            }
          }
        }
        if (!why.empty()) {
          r.holds = false;
          r.detail = "eta = " + std::to_string(eta) + ", f mod 64 = " + std::to_string(f) + ", g mod 64 = " +
                     std::to_string(g) + ": " + why;
        }
      }
    }
    if (!r.holds) break;
  }
  r.millis = std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - start).count();
  return r;
}

/// A posdivstep with the reciprocity flip left out: a plausible slip, which
/// the table check cannot see (the table is built from the same step) and
/// the Jacobi check must.
constexpr void posdivstep_without_reciprocity(Divstep& s) {
  const bool swaps = (s.g & 1) != 0 && s.eta < 0;
  const unsigned reciprocity = swaps ? static_cast<unsigned>((s.f & s.g) >> 1) & 1 : 0;
  sg::posdivstep(s);
  s.jac ^= reciprocity;  // the swap's flip taken back out
}
using NoReciprocity = sg::JumpShape<4, posdivstep_without_reciprocity>;

}  // namespace

DivstepResult prove_jump_table() {
  return check_table<sg::DivstepJumps>("divstep table, 6 steps, eta classes -5..5", sg::divstep_table(),
                                       sg::DivstepJumps::radius);
}

DivstepResult prove_posdivstep_table() {
  return check_table<sg::PosdivstepJumps>("posdivstep table, 4 steps, eta classes -3..3", sg::posdivstep_table(),
                                          sg::PosdivstepJumps::radius);
}

DivstepResult prove_jump_table_against_ref() {
  DivstepResult r{"divstep table = ref::divsteps_transition (GMP)", "each entry's eta and matrix = ref's six steps", 0,
                  true, true, 0, ""};
  const auto start = std::chrono::steady_clock::now();
  const auto& table = sg::divstep_table();
  using Shape = sg::DivstepJumps;
  constexpr std::uint64_t kF = std::uint64_t{2} << Shape::f_bits, kG = std::uint64_t{1} << Shape::g_bits;
  for (std::int64_t eta : etas(64)) {
    for (std::uint64_t f = 1; f < kF && r.holds; f += 2) {
      for (std::uint64_t g = 0; g < kG && r.holds; ++g) {
        ++r.cases;
        const std::uint64_t seed = (static_cast<std::uint64_t>(eta) << 16) ^ (f << 8) ^ g;
        const std::uint64_t wf = f | high_bits(seed), wg = g | high_bits(~seed);
        // ref holds 2δ = −2η; its steps read the exact integers.
        const auto [two_delta, T] = ref::divsteps_transition(-2 * eta, mpz_of(wf), mpz_of(wg), Shape::steps);
        const Jump& e = table[sg::jump_index<Shape>(eta, wf, wg)];
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

DivstepResult prove_posdivstep_table_against_jacobi() {
  return check_posdivstep_meaning("posdivstep table = ref::jacobi_var", sg::posdivstep_table());
}

std::vector<DivstepResult> prove_negative_jump_tables() {
  std::vector<DivstepResult> out;
  const auto refuted = [&](DivstepResult r) {
    r.expected_holds = false;
    out.push_back(std::move(r));
  };
  using D = sg::DivstepJumps;
  using P = sg::PosdivstepJumps;
  refuted(check_table<D>("[twin] divstep eta classes cut to -4..4", sg::make_jump_table<D>(D::radius - 1),
                         D::radius - 1));
  // Entries in the middle of the tables.
  auto sign = sg::make_jump_table<D>();
  Jump& a = sign[sg::jump_index<D>(0, 3, 45)];
  a.q = static_cast<std::int8_t>(-a.q);
  refuted(check_table<D>("[twin] one divstep entry's q with its sign slipped", sign, D::radius));
  auto off = sg::make_jump_table<D>();
  off[sg::jump_index<D>(2, 7, 9)].add += 1;
  refuted(check_table<D>("[twin] one divstep entry's new eta off by one", off, D::radius));
  auto flip = sg::make_jump_table<P>();
  flip[sg::jump_index<P>(1, 5, 22)].jac ^= 1;
  refuted(check_table<P>("[twin] one posdivstep entry's sign flip slipped", flip, P::radius));
  // Built from a wrong definition: the table agrees with its step, the
  // Jacobi symbol does not.
  auto wrong = sg::make_jump_table<NoReciprocity>();
  sg::JumpTable<P> as_p{};
  for (std::size_t i = 0; i < as_p.size(); ++i) as_p[i] = wrong[i];
  refuted(check_posdivstep_meaning("[twin] posdivsteps without the reciprocity flip, against ref::jacobi_var", as_p));
  return out;
}

std::vector<DivstepResult> prove_all_divsteps() {
  std::vector<DivstepResult> out{prove_jump_table(), prove_jump_table_against_ref(), prove_posdivstep_table(),
                                 prove_posdivstep_table_against_jacobi()};
  for (DivstepResult& r : prove_negative_jump_tables()) out.push_back(std::move(r));
  return out;
}

}  // namespace tandem::proofs

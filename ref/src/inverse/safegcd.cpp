#include "tandem/ref/inverse/safegcd.hpp"

#include <algorithm>
#include <stdexcept>

#include "gcd_support.hpp"

namespace tandem::ref {

namespace {

using gcd_support::half_mod;
using gcd_support::mod;
using gcd_support::odd;

// 2^(−N) mod m = ((m + 1)/2)^N mod m, for odd m.
mpz_class inverse_pow2(unsigned N, const mpz_class& m) {
  const mpz_class half = (m + 1) / 2;
  mpz_class r;
  mpz_powm_ui(r.get_mpz_t(), half.get_mpz_t(), N, m.get_mpz_t());
  return r;
}

// ⌊(num·d + add)/den⌋ for the bounds.
std::size_t linear_bound(std::size_t num, std::size_t d, std::size_t add, std::size_t den) {
  return (num * d + add) / den;
}

}  // namespace

DivstepState divstep_start(const mpz_class& f, const mpz_class& g, DivstepStart start) {
  return {start == DivstepStart::one ? 2L : 1L, f, g};
}

DivstepState divstep(const DivstepState& s) {
  if (!odd(s.f)) throw std::invalid_argument("tandem::ref::divstep: f must be odd");
  DivstepState n;
  if (s.two_delta > 0 && odd(s.g)) {  // (1 − δ, g, (g − f)/2)
    n.two_delta = 2 - s.two_delta;
    n.f = s.g;
    n.g = s.g - s.f;
  } else {  // (1 + δ, f, (g + (g mod 2)·f)/2)
    n.two_delta = 2 + s.two_delta;
    n.f = s.f;
    n.g = odd(s.g) ? s.g + s.f : s.g;
  }
  mpz_fdiv_q_2exp(n.g.get_mpz_t(), n.g.get_mpz_t(), 1);  // exact: g is even here
  return n;
}

std::pair<long, Transition> divsteps_transition(long two_delta, const mpz_class& f_full, const mpz_class& g_full,
                                                unsigned N) {
  if (!odd(f_full)) throw std::invalid_argument("tandem::ref::divsteps_transition: f must be odd");
  // Only the low N bits take part: what the word-sized code of fast/ sees.
  mpz_class f, g;
  mpz_fdiv_r_2exp(f.get_mpz_t(), f_full.get_mpz_t(), N);
  mpz_fdiv_r_2exp(g.get_mpz_t(), g_full.get_mpz_t(), N);
  // 2^i·(fᵢ, gᵢ) = T·(f, g) after i steps; each step is one of the three
  // matrices of the paper's §8.1, applied on the left.
  Transition T{1, 0, 0, 1};
  for (unsigned i = 0; i < N; ++i) {
    if (two_delta > 0 && odd(g)) {
      two_delta = 2 - two_delta;
      mpz_class f_next = g;
      g = (g - f) / 2;
      f = std::move(f_next);
      T = {2 * T.q, 2 * T.r, T.q - T.u, T.r - T.v};
    } else if (odd(g)) {
      two_delta = 2 + two_delta;
      g = (g + f) / 2;
      T = {2 * T.u, 2 * T.v, T.q + T.u, T.r + T.v};
    } else {
      two_delta = 2 + two_delta;
      g = g / 2;
      T = {2 * T.u, 2 * T.v, T.q, T.r};
    }
  }
  return {two_delta, T};
}

void apply_transition_fg(const Transition& T, unsigned N, mpz_class& f, mpz_class& g) {
  const mpz_class cf = T.u * f + T.v * g;
  const mpz_class cg = T.q * f + T.r * g;
  if (mpz_scan1(cf.get_mpz_t(), 0) < N || mpz_scan1(cg.get_mpz_t(), 0) < N) {
    // (0 scans to "no one bit", the largest count: divisible by anything.)
    throw std::logic_error("tandem::ref::apply_transition_fg: the matrix was not decided on these f, g");
  }
  mpz_fdiv_q_2exp(f.get_mpz_t(), cf.get_mpz_t(), N);
  mpz_fdiv_q_2exp(g.get_mpz_t(), cg.get_mpz_t(), N);
}

void apply_transition_de(const Transition& T, unsigned N, const mpz_class& m, mpz_class& d, mpz_class& e) {
  const mpz_class inv = inverse_pow2(N, m);
  const mpz_class cd = T.u * d + T.v * e;
  const mpz_class ce = T.q * d + T.r * e;
  d = mod(cd * inv, m);
  e = mod(ce * inv, m);
}

std::size_t safegcd_divstep_bound(std::size_t bits, DivstepStart start) {
  if (start == DivstepStart::one) {
    return bits < 46 ? linear_bound(49, bits, 80, 17) : linear_bound(49, bits, 57, 17);
  }
  const std::size_t general = linear_bound(45907, bits, 26313, 19929);
  return bits <= 256 ? std::min<std::size_t>(general, 590) : general;
}

SafegcdRun safegcd_run(const mpz_class& a, const mpz_class& m, DivstepStart start, std::size_t divsteps,
                       unsigned batch) {
  if (m < 3 || !odd(m)) throw std::invalid_argument("tandem::ref::safegcd_run: m must be odd and at least 3");
  if (batch == 0) throw std::invalid_argument("tandem::ref::safegcd_run: the batch must be at least 1");
  SafegcdRun run{divstep_start(m, mod(a, m), start), 0, 1, 0};
  for (std::size_t done = 0; done < divsteps;) {
    const unsigned n = static_cast<unsigned>(std::min<std::size_t>(batch, divsteps - done));
    auto [two_delta, T] = divsteps_transition(run.state.two_delta, run.state.f, run.state.g, n);
    run.state.two_delta = two_delta;
    apply_transition_fg(T, n, run.state.f, run.state.g);
    apply_transition_de(T, n, m, run.d, run.e);
    done += n;
    run.divsteps += n;
  }
  return run;
}

namespace {

// The final correction: g = 0, f = ±gcd(a, m) and d·a ≡ f, so 1/a = d·f
// when |f| = 1.
Result<mpz_class> finish(const DivstepState& s, const mpz_class& d, const mpz_class& m) {
  if (s.g != 0) throw std::logic_error("tandem::ref::safegcd: g is not zero after the proven number of divsteps");
  if (abs(s.f) != 1) return Error::not_invertible;
  return mod(d * s.f, m);
}

}  // namespace

Result<mpz_class> inverse_safegcd(const mpz_class& a, const mpz_class& m, DivstepStart start, unsigned batch,
                                  std::size_t* divsteps) {
  if (m < 3 || !odd(m)) return Error::modulus_unsupported;
  const std::size_t bits = mpz_sizeinbase(m.get_mpz_t(), 2);
  const SafegcdRun run = safegcd_run(a, m, start, safegcd_divstep_bound(bits, start), batch);
  if (divsteps != nullptr) *divsteps = run.divsteps;
  return finish(run.state, run.d, m);
}

Result<mpz_class> inverse_safegcd_var(const mpz_class& a, const mpz_class& m, DivstepStart start,
                                      std::size_t* divsteps) {
  if (m < 3 || !odd(m)) return Error::modulus_unsupported;
  DivstepState s = divstep_start(m, mod(a, m), start);
  mpz_class d = 0, e = 1;  // d·a ≡ f, e·a ≡ g (mod m)
  std::size_t count = 0;
  while (s.g != 0) {
    const bool swap = s.two_delta > 0 && odd(s.g);
    const bool g_odd = odd(s.g);
    s = divstep(s);
    if (swap) {  // (f, g) ← (g, (g − f)/2)
      mpz_class e_next = half_mod(e - d, m);
      d = std::move(e);
      e = std::move(e_next);
    } else {     // g ← (g + (g mod 2)·f)/2
      e = half_mod(g_odd ? e + d : e, m);
    }
    ++count;
  }
  if (divsteps != nullptr) *divsteps = count;
  return finish(s, d, m);
}

}  // namespace tandem::ref

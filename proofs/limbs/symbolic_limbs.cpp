#include "tandem/proofs/limbs/symbolic_limbs.hpp"

#include <algorithm>
#include <cmath>
#include <stdexcept>

namespace tandem::proofs::limbs {

namespace {

thread_local Trace* g_current = nullptr;
thread_local bool g_samples = true;

/// How many concrete inputs every value is evaluated on.
constexpr std::size_t kSamples = 48;
constexpr unsigned kZ3TimeoutMs = 10000;

mpz_class pow2(unsigned long k) {
  mpz_class r;
  mpz_ui_pow_ui(r.get_mpz_t(), 2, k);
  return r;
}

/// log2(v + 1) for v ≥ 0, as a real number (0 for v < 0).
double log2p1(const mpz_class& v) {
  if (v < 0) return 0;
  const mpz_class w = v + 1;
  long e = 0;
  const double m = mpz_get_d_2exp(&e, w.get_mpz_t());
  return std::log2(m) + static_cast<double>(e);
}

bool is_bit(const Interval& iv) { return iv.lo >= 0 && iv.hi <= 1; }

template <class F>
std::vector<mpz_class> zip(const SymValue& a, const SymValue& b, F f) {
  std::vector<mpz_class> r(kSamples);
  for (std::size_t s = 0; s < kSamples; ++s) r[s] = f(a.samples[s], b.samples[s]);
  return r;
}

}  // namespace

Trace::Trace(std::string function) : Trace(std::move(function), g_samples) {}

bool Trace::samples_by_default() { return g_samples; }

SamplesOff::SamplesOff() : before_(g_samples) { g_samples = false; }
SamplesOff::~SamplesOff() { g_samples = before_; }

Trace::Trace(std::string function, bool use_samples)
    : function_(std::move(function)), use_samples_(use_samples), solver_(ctx_), sample_ok_(kSamples, true),
      outer_(g_current) {
  z3::params p(ctx_);
  p.set("timeout", kZ3TimeoutMs);
  solver_.set(p);
  g_current = this;
}

Trace::~Trace() { g_current = outer_; }

void Trace::set_z3_timeout(unsigned ms) {
  z3::params p(ctx_);
  p.set("timeout", ms);
  solver_.set(p);
}

Trace& Trace::current() {
  if (g_current == nullptr) throw std::logic_error("tandem::proofs::limbs: a symbolic word outside a Trace");
  return *g_current;
}

z3::expr Trace::num(const mpz_class& c) { return ctx_.int_val(c.get_str().c_str()); }

unsigned Trace::new_var(const std::string& name, const mpz_class& lo, const mpz_class& hi) {
  const auto i = static_cast<unsigned>(names_.size());
  if (i >= kMaxVars) throw std::length_error("tandem::proofs::limbs: " + function_ + " needs more than kMaxVars variables");
  names_.push_back(name);
  vars_.push_back(ctx_.int_const(name.c_str()));
  var_samples_.emplace_back();
  var_iv_.push_back({lo, hi});
  solver_.add(vars_.back() >= num(lo) && vars_.back() <= num(hi));
  return i;
}

SymValue Trace::input(const std::string& name, const mpz_class& lo, const mpz_class& hi) {
  const unsigned i = new_var(name, lo, hi);
  inputs_.push_back(i);
  // The sample values: both extremes for all inputs at once, alternating
  // extremes, then per input a mix of extremes, near-extremes and uniform
  // values (a deterministic generator: a run is reproducible).
  static thread_local gmp_randclass rng(gmp_randinit_mt);
  rng.seed(static_cast<unsigned long>(1000003U * inputs_.size() + 17U));
  std::vector<mpz_class> v(kSamples);
  const mpz_class width = hi - lo + 1;
  for (std::size_t s = 0; s < kSamples; ++s) {
    const unsigned long pick = mpz_class(rng.get_z_range(10)).get_ui();
    if (s == 0) v[s] = lo;
    else if (s == 1) v[s] = hi;
    else if (s == 2) v[s] = (inputs_.size() % 2 == 0) ? hi : lo;
    else if (s == 3) v[s] = (inputs_.size() % 2 == 0) ? lo : hi;
    else if (pick < 4) v[s] = hi;
    else if (pick < 5) v[s] = lo;
    else if (pick < 6) v[s] = hi - rng.get_z_range(std::min(width, mpz_class(1000)));
    else v[s] = lo + rng.get_z_range(width);
  }
  var_samples_[i] = v;
  return {LimbPoly::var(i), {lo, hi}, vars_[i], std::move(v)};
}

SymValue Trace::constant(const mpz_class& c) { return {LimbPoly(c), {c, c}, num(c), std::vector<mpz_class>(kSamples, c)}; }

void Trace::assume_at_most(const SymValue& v, const mpz_class& bound) {
  solver_.add(v.z >= 0 && v.z <= num(bound));
  for (std::size_t s = 0; s < kSamples; ++s) {
    if (v.samples[s] < 0 || v.samples[s] > bound) sample_ok_[s] = false;
  }
}

void Trace::at(const std::string& label) {
  label_ = label;
  op_ = 0;
}

std::string Trace::place() { return function_ + ": " + label_ + " (op " + std::to_string(op_) + ")"; }

void Trace::track(const SymValue& v) { largest_terms_ = std::max(largest_terms_, v.poly.terms()); }

std::string Trace::model_inputs(const z3::model& m) {
  std::string s;
  for (unsigned i : inputs_) {
    const z3::expr v = m.eval(vars_[i], true);
    mpz_class x(v.get_decimal_string(0));
    s += (s.empty() ? "" : ", ") + names_[i] + " = 0x" + x.get_str(16);
  }
  return s;
}

std::string Trace::sample_where(const std::function<bool(std::size_t)>& bad) const {
  if (!use_samples_) return "";
  for (std::size_t s = 0; s < kSamples; ++s) {
    if (!sample_ok_[s] || !bad(s)) continue;
    std::string d;
    for (unsigned i : inputs_) d += (d.empty() ? "" : ", ") + names_[i] + " = 0x" + var_samples_[i][s].get_str(16);
    return d;
  }
  return "";
}

mpz_class Trace::eval(const LimbPoly& p, std::size_t sample) const {
  mpz_class sum = 0;
  p.for_each_term([&](const mpz_class& c, const std::vector<unsigned long>& e) {
    mpz_class t = c;
    for (std::size_t j = 0; j < var_samples_.size(); ++j) {
      for (unsigned long k = 0; k < e[j]; ++k) t *= var_samples_[j][sample];
    }
    sum += t;
  });
  return sum;
}

z3::check_result Trace::refute(const z3::expr& negated_claim, std::string& model, bool exact_retry) {
  ++queries_;
  solver_.push();
  solver_.add(negated_claim);
  z3::check_result r = solver_.check();
  if (r == z3::sat && exact_retry && !products_.empty()) {
    // The abstraction (products as bounded unknowns) was not enough: the
    // model may be spurious. Ask again with the products themselves.
    ++queries_;
    for (const z3::expr& p : products_) solver_.add(p);
    r = solver_.check();
  }
  if (r == z3::sat) model = model_inputs(solver_.get_model());
  if (r == z3::unknown) model = "Z3: " + std::string(solver_.reason_unknown());
  solver_.pop();
  return r;
}

const Obligation& Trace::require_at_most(const SymValue& v, const mpz_class& bound, const std::string& what,
                                         bool type_range) {
  Obligation o;
  o.place = place();
  o.what = what;
  o.bound = bound;
  o.iv = v.iv;
  o.type_range = type_range;
  o.margin_bits = log2p1(bound) - log2p1(v.iv.hi);
  if (v.iv.hi > bound && o.margin_bits >= 0) o.margin_bits = -1e-12;  // below double's resolution, still over
  const std::string witness =
      sample_where([&](std::size_t s) { return v.samples[s] < 0 || v.samples[s] > bound; });
  if (!witness.empty()) {
    o.closed = Closed::refuted;
    o.counterexample = witness;
  } else if (v.iv.lo >= 0 && v.iv.hi <= bound) {
    o.closed = Closed::intervals;
  } else {
    std::string model;
    const z3::check_result r = refute(!(v.z >= 0 && v.z <= num(bound)), model);
    o.closed = r == z3::unsat ? Closed::z3 : r == z3::sat ? Closed::refuted : Closed::unknown;
    o.counterexample = model;
    if (o.closed == Closed::z3 && type_range && v.iv.hi > bound) {
      // The interval does not show the margin; ask Z3 for the smallest power
      // of two that bounds the value, so the margin is still reported (to
      // within a bit).
      unsigned lo_b = 0;
      auto hi_b = static_cast<unsigned>(std::ceil(log2p1(bound)));
      while (lo_b < hi_b) {
        const unsigned mid = (lo_b + hi_b) / 2;
        std::string unused;
        if (refute(v.z > num(pow2(mid) - 1), unused, false) == z3::unsat) hi_b = mid;
        else lo_b = mid + 1;
      }
      o.margin_bits = log2p1(bound) - static_cast<double>(hi_b);
    }
  }
  obligations_.push_back(std::move(o));
  return obligations_.back();
}

const Obligation& Trace::require_value_at_most(const SymValue& v, const mpz_class& bound, const std::string& what) {
  return require_at_most(v, bound, what, false);
}

bool Trace::any_failed() const {
  return std::any_of(obligations_.begin(), obligations_.end(), [](const Obligation& o) { return !o.holds(); });
}

SymValue Trace::checked(SymValue v, unsigned width, const std::string& op, bool counts_for_margin) {
  ++op_;
  track(v);
  require_at_most(v, pow2(width) - 1, "u" + std::to_string(width) + " " + op, true);
  obligations_.back().counts_for_margin = counts_for_margin;
  v.masked = false;
  return v;
}

SymValue Trace::add(const SymValue& a, const SymValue& b, unsigned width) {
  return checked({a.poly + b.poly, {a.iv.lo + b.iv.lo, a.iv.hi + b.iv.hi}, a.z + b.z,
                  zip(a, b, [](const mpz_class& x, const mpz_class& y) -> mpz_class { return x + y; })},
                 width, "+");
}

SymValue Trace::sub(const SymValue& a, const SymValue& b, unsigned width) {
  return checked({a.poly - b.poly, {a.iv.lo - b.iv.hi, a.iv.hi - b.iv.lo}, a.z - b.z,
                  zip(a, b, [](const mpz_class& x, const mpz_class& y) -> mpz_class { return x - y; })},
                 width, "-");
}

SymValue Trace::mul(const SymValue& a, const SymValue& b, unsigned width) {
  const mpz_class c[4] = {a.iv.lo * b.iv.lo, a.iv.lo * b.iv.hi, a.iv.hi * b.iv.lo, a.iv.hi * b.iv.hi};
  Interval iv{c[0], c[0]};
  for (const mpz_class& x : c) {
    if (x < iv.lo) iv.lo = x;
    if (x > iv.hi) iv.hi = x;
  }
  z3::expr z = a.z * b.z;
  if (a.iv.lo != a.iv.hi && b.iv.lo != b.iv.hi) {
    // A product of two unknowns: a bounded unknown of its own in the linear
    // queries; the product itself only in the exact ones.
    const z3::expr m = ctx_.int_const(("m" + std::to_string(products_.size())).c_str());
    solver_.add(m >= num(iv.lo) && m <= num(iv.hi));
    products_.push_back(m == a.z * b.z);
    z = m;
  }
  return checked({a.poly * b.poly, iv, z,
                  zip(a, b, [](const mpz_class& x, const mpz_class& y) -> mpz_class { return x * y; })},
                 width, "*");
}

SymValue Trace::shl(const SymValue& a, unsigned k, unsigned width) {
  const mpz_class f = pow2(k);
  SymValue v{a.poly * LimbPoly(f), {a.iv.lo * f, a.iv.hi * f}, a.z * num(f), a.samples};
  for (mpz_class& x : v.samples) x *= f;
  return checked(std::move(v), width, "<<");
}

const Trace::Split& Trace::split(const SymValue& a, unsigned k) {
  for (const Split& s : splits_) {
    if (s.k == k && s.value.poly == a.poly) return s;
  }
  // (x >> j) >> k is x >> (j + k): the high part of a high part is the
  // original value's split further up, so that a run of shifts and masks
  // (bytes out of a word) telescopes in the polynomials instead of leaving
  // Z3 to show that floor divisions compose.
  for (std::size_t i = 0; i < splits_.size(); ++i) {
    if (splits_[i].k == 0 || splits_[i].high.iv.lo == splits_[i].high.iv.hi || !(splits_[i].high.poly == a.poly)) continue;
    const SymValue origin = splits_[i].value;
    const unsigned j = splits_[i].k;
    SymValue h = split(origin, j + k).high;
    const z3::expr rest = a.z - num(pow2(k)) * h.z;
    solver_.add(rest >= 0 && rest <= num(pow2(k) - 1));
    splits_.push_back({a, k, std::move(h)});
    return splits_.back();
  }
  if (k == 0) {
    splits_.push_back({a, 0, a});
    return splits_.back();
  }
  const mpz_class lo = a.iv.lo >> k;  // floor division (GMP's >> on mpz_class)
  const mpz_class hi = a.iv.hi >> k;
  SymValue h = constant(lo);
  if (lo != hi) {
    const unsigned i = new_var("c" + std::to_string(++fresh_), lo, hi);
    const z3::expr rest = a.z - num(pow2(k)) * vars_[i];
    solver_.add(rest >= 0 && rest <= num(pow2(k) - 1));
    std::vector<mpz_class> hs(kSamples);
    for (std::size_t s = 0; s < kSamples; ++s) mpz_fdiv_q_2exp(hs[s].get_mpz_t(), a.samples[s].get_mpz_t(), k);
    var_samples_[i] = hs;
    h = SymValue{LimbPoly::var(i), {lo, hi}, vars_[i], std::move(hs)};
  }
  splits_.push_back({a, k, std::move(h)});
  return splits_.back();
}

SymValue Trace::high(const SymValue& a, unsigned k) {
  ++op_;
  SymValue h = split(a, k).high;
  return h;
}

SymValue Trace::low(const SymValue& a, unsigned k) {
  ++op_;
  const Split& s = split(a, k);
  const mpz_class f = pow2(k);
  SymValue l{a.poly - LimbPoly(f) * s.high.poly, {0, f - 1}, a.z - num(f) * s.high.z, a.samples};
  for (std::size_t i = 0; i < kSamples; ++i) l.samples[i] -= f * s.high.samples[i];
  l.masked = true;
  if (s.high.iv.lo == s.high.iv.hi) {
    l.iv = {a.iv.lo - f * s.high.iv.lo, a.iv.hi - f * s.high.iv.lo};
    if (l.iv.lo < 0) l.iv.lo = 0;
    if (l.iv.hi > f - 1) l.iv.hi = f - 1;
  }
  track(l);
  return l;
}

SymValue Trace::exact_high(const SymValue& a, unsigned k) {
  ++op_;
  const mpz_class f = pow2(k);
  if (!a.poly.divisible_by(f)) {
    Obligation o;
    o.place = place();
    o.what = "low " + std::to_string(k) + " bits zero by the algebra";
    o.bound = 0;
    o.iv = a.iv;
    o.type_range = false;
    o.counts_for_margin = false;
    o.counterexample = sample_where([&](std::size_t s) { return mpz_divisible_2exp_p(a.samples[s].get_mpz_t(), k) == 0; });
    o.closed = o.counterexample.empty() ? Closed::unknown : Closed::refuted;
    if (o.counterexample.empty()) o.counterexample = "a coefficient of the polynomial is not a multiple of 2^" + std::to_string(k);
    obligations_.push_back(std::move(o));
    return high(a, k);
  }
  const mpz_class lo = a.iv.lo >> k, hi = a.iv.hi >> k;
  std::vector<mpz_class> hs(kSamples);
  for (std::size_t s = 0; s < kSamples; ++s) mpz_fdiv_q_2exp(hs[s].get_mpz_t(), a.samples[s].get_mpz_t(), k);
  // Z3's term is a's divided by 2^k (exact, as the polynomial shows): no
  // fresh variable, so the budget of kMaxVars is not spent on it.
  SymValue h{a.poly.divided_by(f), {lo, hi}, a.z / num(f), std::move(hs)};
  track(h);
  return h;
}

SymValue Trace::narrow(const SymValue& a, unsigned width) {
  const bool masked = a.masked;
  SymValue v = checked(a, width, "narrowing", !masked);
  v.masked = masked;
  return v;
}

SymValue Trace::bit_and(const SymValue& a, const SymValue& b) {
  if (!is_bit(a.iv) || !is_bit(b.iv)) throw std::invalid_argument("tandem::proofs::limbs: & of values that are not bits");
  ++op_;
  return {a.poly * b.poly, {a.iv.lo * b.iv.lo, a.iv.hi * b.iv.hi},
          z3::ite(a.z == 1 && b.z == 1, ctx_.int_val(1), ctx_.int_val(0)),
          zip(a, b, [](const mpz_class& x, const mpz_class& y) -> mpz_class { return x * y; })};
}

SymValue Trace::bit_or(const SymValue& a, const SymValue& b) {
  if (!is_bit(a.iv) || !is_bit(b.iv)) throw std::invalid_argument("tandem::proofs::limbs: | of values that are not bits");
  ++op_;
  const mpz_class lo = (a.iv.lo == 1 || b.iv.lo == 1) ? 1 : 0;
  const mpz_class hi = (a.iv.hi == 1 || b.iv.hi == 1) ? 1 : 0;
  return {a.poly + b.poly - a.poly * b.poly, {lo, hi}, z3::ite(a.z == 1 || b.z == 1, ctx_.int_val(1), ctx_.int_val(0)),
          zip(a, b, [](const mpz_class& x, const mpz_class& y) -> mpz_class { return x + y - x * y; })};
}

SymValue Trace::select(const SymValue& bit, const SymValue& a, const SymValue& b) {
  if (!is_bit(bit.iv)) throw std::invalid_argument("tandem::proofs::limbs: select on a value that is not a bit");
  ++op_;
  SymValue r{b.poly + bit.poly * (a.poly - b.poly), {std::min(a.iv.lo, b.iv.lo), std::max(a.iv.hi, b.iv.hi)},
             z3::ite(bit.z == 1, a.z, b.z), b.samples};
  for (std::size_t s = 0; s < kSamples; ++s) {
    if (bit.samples[s] == 1) r.samples[s] = a.samples[s];
  }
  track(r);
  return r;
}

SymValue Trace::fresh(const mpz_class& lo, const mpz_class& hi, const std::function<z3::expr(const z3::expr&)>& def,
                      std::vector<mpz_class> samples) {
  ++op_;
  if (lo == hi) return constant(lo);
  const unsigned i = new_var("c" + std::to_string(++fresh_), lo, hi);
  solver_.add(def(vars_[i]));
  var_samples_[i] = samples;
  return {LimbPoly::var(i), {lo, hi}, vars_[i], std::move(samples)};
}

namespace {

mpz_class min_of(const mpz_class& a, const mpz_class& b) { return a < b ? a : b; }
mpz_class max_of(const mpz_class& a, const mpz_class& b) { return a < b ? b : a; }

/// Whether every value of `a` is a multiple of 2^k: its polynomial's
/// coefficients are (the shifted field of a packing).
bool multiple_of_pow2(const SymValue& a, unsigned k) { return a.iv.lo >= 0 && a.poly.divisible_by(pow2(k)); }

/// Whether a | b is a + b: the bits of one lie above every bit of the other.
bool disjoint(const SymValue& a, const SymValue& b) {
  if (b.iv.lo < 0 || a.iv.lo < 0) return false;
  const auto bits = static_cast<unsigned>(mpz_sizeinbase(b.iv.hi.get_mpz_t(), 2));
  return b.iv.hi == 0 || multiple_of_pow2(a, bits);
}

}  // namespace

SymValue Trace::word_or(const SymValue& a, const SymValue& b, unsigned width) {
  if (is_bit(a.iv) && is_bit(b.iv)) return bit_or(a, b);
  if (disjoint(a, b) || disjoint(b, a)) {
    ++op_;
    SymValue r{a.poly + b.poly, {a.iv.lo + b.iv.lo, a.iv.hi + b.iv.hi}, a.z + b.z,
               zip(a, b, [](const mpz_class& x, const mpz_class& y) -> mpz_class { return x + y; })};
    track(r);
    return r;
  }
  const z3::expr az = a.z, bz = b.z;
  return fresh(max_of(a.iv.lo, b.iv.lo), min_of(a.iv.hi + b.iv.hi, pow2(width) - 1),
               [&](const z3::expr& v) { return v >= az && v >= bz && v <= az + bz; },
               zip(a, b, [](const mpz_class& x, const mpz_class& y) -> mpz_class { return x | y; }));
}

SymValue Trace::word_xor(const SymValue& a, const SymValue& b, unsigned width) {
  if (is_bit(a.iv) && is_bit(b.iv)) {
    ++op_;
    return {a.poly + b.poly - LimbPoly(2) * a.poly * b.poly, {0, 1}, z3::ite(a.z == b.z, ctx_.int_val(0), ctx_.int_val(1)),
            zip(a, b, [](const mpz_class& x, const mpz_class& y) -> mpz_class { return x ^ y; })};
  }
  const z3::expr az = a.z, bz = b.z;
  return fresh(0, min_of(a.iv.hi + b.iv.hi, pow2(width) - 1),
               [&](const z3::expr& v) {
                 return v >= az - bz && v >= bz - az && v <= az + bz && z3::implies(az == bz, v == 0);
               },
               zip(a, b, [](const mpz_class& x, const mpz_class& y) -> mpz_class { return x ^ y; }));
}

SymValue Trace::word_and(const SymValue& a, const SymValue& b, unsigned width) {
  if (is_bit(a.iv) && is_bit(b.iv)) return bit_and(a, b);
  const z3::expr az = a.z, bz = b.z;
  const z3::expr ones = num(pow2(width) - 1);
  return fresh(0, min_of(a.iv.hi, b.iv.hi),
               [&](const z3::expr& v) { return v <= az && v <= bz && v >= az + bz - ones; },
               zip(a, b, [](const mpz_class& x, const mpz_class& y) -> mpz_class { return x & y; }));
}

SymValue Trace::word_not(const SymValue& a, unsigned width) {
  ++op_;
  const mpz_class ones = pow2(width) - 1;
  SymValue r{LimbPoly(ones) - a.poly, {ones - a.iv.hi, ones - a.iv.lo}, num(ones) - a.z, a.samples};
  for (mpz_class& x : r.samples) x = ones - x;
  track(r);
  return r;
}

SymValue Trace::eq(const SymValue& a, const SymValue& b) {
  if (a.iv.hi < b.iv.lo || b.iv.hi < a.iv.lo) return constant(0);
  if (a.poly == b.poly) return constant(1);
  const z3::expr az = a.z, bz = b.z;
  return fresh(0, 1, [&](const z3::expr& v) { return v == z3::ite(az == bz, ctx_.int_val(1), ctx_.int_val(0)); },
               zip(a, b, [](const mpz_class& x, const mpz_class& y) -> mpz_class { return x == y ? 1 : 0; }));
}

SymValue Trace::lt(const SymValue& a, const SymValue& b) {
  if (a.iv.hi < b.iv.lo) return constant(1);
  if (a.iv.lo >= b.iv.hi) return constant(0);
  const z3::expr az = a.z, bz = b.z;
  return fresh(0, 1, [&](const z3::expr& v) { return v == z3::ite(az < bz, ctx_.int_val(1), ctx_.int_val(0)); },
               zip(a, b, [](const mpz_class& x, const mpz_class& y) -> mpz_class { return x < y ? 1 : 0; }));
}

SymValue Trace::bit_of(const std::string& name, const z3::expr& cond, std::vector<mpz_class> samples) {
  const unsigned i = new_var(name, 0, 1);
  solver_.add(vars_[i] == z3::ite(cond, ctx_.int_val(1), ctx_.int_val(0)));
  var_samples_[i] = samples;
  return {LimbPoly::var(i), {0, 1}, vars_[i], std::move(samples)};
}

bool Trace::decide(const SymValue& bit) {
  if (!is_bit(bit.iv)) throw std::invalid_argument("tandem::proofs::limbs: a branch on a value that is not a bit");
  if (bit.iv.lo == bit.iv.hi) return bit.iv.lo == 1;
  const bool d = taken_.size() < path_.size() ? path_[taken_.size()] : false;
  taken_.push_back(d);
  const mpz_class want = d ? 1 : 0;
  solver_.add(bit.z == num(want));
  bool witnessed = false;
  for (std::size_t s = 0; s < kSamples; ++s) {
    if (bit.samples[s] != want) sample_ok_[s] = false;
    witnessed = witnessed || sample_ok_[s];
  }
  if (!witnessed) {
    ++queries_;
    if (solver_.check() == z3::unsat) throw InfeasiblePath{};
  }
  return d;
}

z3::expr Trace::to_z3(const LimbPoly& p) {
  // A variable in [0, 1] is a bit: its powers are itself, and a product
  // with bits is an if-then-else, so a residue in carry bits stays in
  // linear arithmetic (which Z3 decides) rather than nonlinear (which it
  // often cannot).
  z3::expr sum = ctx_.int_val(0);
  p.for_each_term([&](const mpz_class& c, const std::vector<unsigned long>& e) {
    z3::expr bits = ctx_.bool_val(true);
    bool any_bit = false;
    z3::expr t = num(c);
    for (std::size_t j = 0; j < vars_.size(); ++j) {
      if (e[j] == 0) continue;
      if (var_iv_[j].lo >= 0 && var_iv_[j].hi <= 1) {
        bits = bits && vars_[j] == 1;
        any_bit = true;
      } else {
        for (unsigned long k = 0; k < e[j]; ++k) t = t * vars_[j];
      }
    }
    sum = sum + (any_bit ? z3::ite(bits, t, ctx_.int_val(0)) : t);
  });
  return sum;
}

bool Trace::prove_zero(const LimbPoly& poly, std::string& why) {
  if (poly.is_zero()) return true;
  const std::string witness = sample_where([&](std::size_t s) { return eval(poly, s) != 0; });
  if (!witness.empty()) {
    why = "refuted at " + witness;
    return false;
  }
  std::string model;
  const z3::check_result r = refute(to_z3(poly) != 0, model);
  if (r == z3::unsat) return true;
  why = r == z3::sat ? "refuted at " + model : "unknown (" + model + ")";
  return false;
}

SymValue mask_value(const SymValue& a, std::uint64_t mask) {
  if (mask == 0) return Trace::current().constant(0);
  if ((mask & (mask + 1)) != 0) {
    throw std::invalid_argument("tandem::proofs::limbs: & with a mask that is not 2^k - 1");
  }
  unsigned k = 0;
  while (k < 64 && ((mask >> k) & 1U) != 0) ++k;
  return Trace::current().low(a, k);
}

}  // namespace tandem::proofs::limbs

#include "tandem/proofs/limbs/limb_poly.hpp"

#include <flint/flint.h>
#include <flint/fmpz.h>

#include <stdexcept>

namespace tandem::proofs::limbs {

namespace {

struct Ring {
  fmpz_mpoly_ctx_t ctx;
  Ring() { fmpz_mpoly_ctx_init(ctx, kMaxVars, ORD_DEGREVLEX); }
  ~Ring() { fmpz_mpoly_ctx_clear(ctx); }
  Ring(const Ring&) = delete;
  Ring& operator=(const Ring&) = delete;
};

const fmpz_mpoly_ctx_struct* ctx() {
  static Ring r;
  return r.ctx;
}

/// An fmpz holding a copy of an mpz_class, cleared on scope exit.
struct Fmpz {
  fmpz_t v;
  explicit Fmpz(const mpz_class& m) {
    fmpz_init(v);
    fmpz_set_mpz(v, m.get_mpz_t());
  }
  Fmpz() { fmpz_init(v); }
  ~Fmpz() { fmpz_clear(v); }
  Fmpz(const Fmpz&) = delete;
  Fmpz& operator=(const Fmpz&) = delete;
  [[nodiscard]] mpz_class get() const {
    mpz_class r;
    fmpz_get_mpz(r.get_mpz_t(), v);
    return r;
  }
};

}  // namespace

LimbPoly::LimbPoly() { fmpz_mpoly_init(p_, ctx()); }
LimbPoly::LimbPoly(const mpz_class& c) : LimbPoly() {
  const Fmpz f(c);
  fmpz_mpoly_set_fmpz(p_, f.v, ctx());
}
LimbPoly::LimbPoly(const LimbPoly& o) : LimbPoly() { fmpz_mpoly_set(p_, o.p_, ctx()); }
LimbPoly::LimbPoly(LimbPoly&& o) noexcept : LimbPoly() { fmpz_mpoly_swap(p_, o.p_, ctx()); }
LimbPoly& LimbPoly::operator=(const LimbPoly& o) {
  if (this != &o) fmpz_mpoly_set(p_, o.p_, ctx());
  return *this;
}
LimbPoly& LimbPoly::operator=(LimbPoly&& o) noexcept {
  fmpz_mpoly_swap(p_, o.p_, ctx());
  return *this;
}
LimbPoly::~LimbPoly() { fmpz_mpoly_clear(p_, ctx()); }

LimbPoly LimbPoly::var(unsigned i) {
  if (i >= kMaxVars) throw std::length_error("tandem::proofs::limbs: more variables than kMaxVars");
  LimbPoly r;
  fmpz_mpoly_gen(r.p_, static_cast<slong>(i), ctx());
  return r;
}

LimbPoly operator+(const LimbPoly& p, const LimbPoly& q) {
  LimbPoly r;
  fmpz_mpoly_add(r.p_, p.p_, q.p_, ctx());
  return r;
}
LimbPoly operator-(const LimbPoly& p, const LimbPoly& q) {
  LimbPoly r;
  fmpz_mpoly_sub(r.p_, p.p_, q.p_, ctx());
  return r;
}
LimbPoly operator*(const LimbPoly& p, const LimbPoly& q) {
  LimbPoly r;
  fmpz_mpoly_mul(r.p_, p.p_, q.p_, ctx());
  return r;
}
bool operator==(const LimbPoly& p, const LimbPoly& q) { return fmpz_mpoly_equal(p.p_, q.p_, ctx()) != 0; }

bool LimbPoly::is_zero() const { return fmpz_mpoly_is_zero(p_, ctx()) != 0; }
std::size_t LimbPoly::terms() const { return static_cast<std::size_t>(fmpz_mpoly_length(p_, ctx())); }
bool LimbPoly::is_constant() const { return fmpz_mpoly_is_fmpz(p_, ctx()) != 0; }

bool LimbPoly::divisible_by(const mpz_class& m) const {
  const Fmpz f(m);
  fmpz_mpoly_t q;
  fmpz_mpoly_init(q, ctx());
  const bool ok = fmpz_mpoly_scalar_divides_fmpz(q, p_, f.v, ctx()) != 0;
  fmpz_mpoly_clear(q, ctx());
  return ok;
}

LimbPoly LimbPoly::divided_by(const mpz_class& m) const {
  const Fmpz f(m);
  LimbPoly q;
  if (fmpz_mpoly_scalar_divides_fmpz(q.p_, p_, f.v, ctx()) == 0) {
    throw std::invalid_argument("tandem::proofs::limbs: a polynomial divided by a constant that does not divide it");
  }
  return q;
}

LimbPoly LimbPoly::residue_mod(const mpz_class& m) const {
  LimbPoly r;
  const slong n = fmpz_mpoly_length(p_, ctx());
  std::vector<ulong> exp(kMaxVars);
  Fmpz c;
  for (slong i = 0; i < n; ++i) {
    fmpz_mpoly_get_term_coeff_fmpz(c.v, p_, i, ctx());
    mpz_class v = c.get();
    mpz_class s;
    mpz_fdiv_r(s.get_mpz_t(), v.get_mpz_t(), m.get_mpz_t());
    if (2 * s > m) s -= m;
    if (s == 0) continue;
    fmpz_mpoly_get_term_exp_ui(exp.data(), p_, i, ctx());
    const Fmpz sf(s);
    fmpz_mpoly_push_term_fmpz_ui(r.p_, sf.v, exp.data(), ctx());
  }
  fmpz_mpoly_sort_terms(r.p_, ctx());
  fmpz_mpoly_combine_like_terms(r.p_, ctx());
  return r;
}

void LimbPoly::for_each_term(const std::function<void(const mpz_class&, const std::vector<unsigned long>&)>& f) const {
  const slong n = fmpz_mpoly_length(p_, ctx());
  std::vector<ulong> exp(kMaxVars);
  std::vector<unsigned long> e(kMaxVars);
  Fmpz c;
  for (slong i = 0; i < n; ++i) {
    fmpz_mpoly_get_term_coeff_fmpz(c.v, p_, i, ctx());
    fmpz_mpoly_get_term_exp_ui(exp.data(), p_, i, ctx());
    for (unsigned j = 0; j < kMaxVars; ++j) e[j] = exp[j];
    f(c.get(), e);
  }
}

std::string LimbPoly::str(const std::vector<std::string>& names) const {
  std::vector<std::string> all(kMaxVars);
  std::vector<const char*> ptrs(kMaxVars);
  for (unsigned i = 0; i < kMaxVars; ++i) {
    all[i] = i < names.size() ? names[i] : "v" + std::to_string(i);
    ptrs[i] = all[i].c_str();
  }
  char* s = fmpz_mpoly_get_str_pretty(p_, ptrs.data(), ctx());
  std::string out(s);
  flint_free(s);
  return out;
}

}  // namespace tandem::proofs::limbs

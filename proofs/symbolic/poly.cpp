#include "tandem/proofs/poly.hpp"

#include <flint/flint.h>
#include <flint/fmpz_mpoly_factor.h>

#include <array>
#include <memory>
#include <stdexcept>

namespace tandem::proofs {

namespace {

struct Ring {
  fmpz_mpoly_ctx_t ctx;
  Ring() { fmpz_mpoly_ctx_init(ctx, static_cast<slong>(Var::count), ORD_LEX); }
  ~Ring() { fmpz_mpoly_ctx_clear(ctx); }
  Ring(const Ring&) = delete;
  Ring& operator=(const Ring&) = delete;
};

Ring& ring() {
  static Ring r;
  return r;
}

constexpr std::array<const char*, static_cast<std::size_t>(Var::count)> kNames{
    "y3", "y2", "y1", "x3", "x2", "x1", "z3", "z2", "z1", "a", "b", "u", "v", "w", "t", "m"};

}  // namespace

const fmpz_mpoly_ctx_struct* poly_ctx() { return ring().ctx; }

Poly::Poly() { fmpz_mpoly_init(p_, ring().ctx); }
Poly::Poly(long c) : Poly() { fmpz_mpoly_set_si(p_, c, ring().ctx); }
Poly::Poly(const Poly& o) : Poly() { fmpz_mpoly_set(p_, o.p_, ring().ctx); }
Poly::Poly(Poly&& o) noexcept : Poly() { fmpz_mpoly_swap(p_, o.p_, ring().ctx); }
Poly& Poly::operator=(const Poly& o) {
  if (this != &o) fmpz_mpoly_set(p_, o.p_, ring().ctx);
  return *this;
}
Poly& Poly::operator=(Poly&& o) noexcept {
  fmpz_mpoly_swap(p_, o.p_, ring().ctx);
  return *this;
}
Poly::~Poly() { fmpz_mpoly_clear(p_, ring().ctx); }

Poly Poly::var(Var v) {
  Poly r;
  fmpz_mpoly_gen(r.p_, static_cast<slong>(v), ring().ctx);
  return r;
}

Poly operator+(const Poly& p, const Poly& q) {
  Poly r;
  fmpz_mpoly_add(r.p_, p.p_, q.p_, ring().ctx);
  return r;
}
Poly operator-(const Poly& p, const Poly& q) {
  Poly r;
  fmpz_mpoly_sub(r.p_, p.p_, q.p_, ring().ctx);
  return r;
}
Poly operator-(const Poly& p) {
  Poly r;
  fmpz_mpoly_neg(r.p_, p.p_, ring().ctx);
  return r;
}
Poly operator*(const Poly& p, const Poly& q) {
  Poly r;
  fmpz_mpoly_mul(r.p_, p.p_, q.p_, ring().ctx);
  return r;
}
bool operator==(const Poly& p, const Poly& q) { return fmpz_mpoly_equal(p.p_, q.p_, ring().ctx) != 0; }

bool Poly::is_zero() const { return fmpz_mpoly_is_zero(p_, ring().ctx) != 0; }
std::size_t Poly::terms() const { return static_cast<std::size_t>(fmpz_mpoly_length(p_, ring().ctx)); }

std::string Poly::str() const {
  std::array<const char*, kNames.size()> names = kNames;
  char* s = fmpz_mpoly_get_str_pretty(p_, names.data(), ring().ctx);
  std::string out(s);
  flint_free(s);
  return out;
}

Poly Poly::reduce(std::span<const Poly> basis) const {
  Poly r;
  if (basis.empty()) {
    r = *this;
    return r;
  }
  const std::size_t k = basis.size();
  std::vector<Poly> quotients(k);
  std::vector<fmpz_mpoly_struct*> q(k);
  std::vector<fmpz_mpoly_struct*> b(k);
  for (std::size_t i = 0; i < k; ++i) {
    q[i] = quotients[i].p_;
    b[i] = const_cast<fmpz_mpoly_struct*>(basis[i].p_);  // FLINT's signature is not const-correct; it does not write
  }
  fmpz_mpoly_divrem_ideal(q.data(), r.p_, p_, b.data(), static_cast<slong>(k), ring().ctx);
  return r;
}

long Poly::degree(Var v) const { return fmpz_mpoly_degree_si(p_, static_cast<slong>(v), ring().ctx); }

Poly Poly::coeff(Var v, unsigned e) const {
  Poly r;
  const slong var = static_cast<slong>(v);
  const ulong exp = e;
  fmpz_mpoly_get_coeff_vars_ui(r.p_, p_, &var, &exp, 1, ring().ctx);
  return r;
}

Poly Poly::pow(unsigned e) const {
  Poly r;
  fmpz_mpoly_pow_ui(r.p_, p_, e, ring().ctx);
  return r;
}

Poly Poly::substitute(Var v, const Poly& num, const Poly& den) const {
  const long d = degree(v);
  if (d <= 0) return *this;
  Poly r(0);
  Poly num_i(1);
  for (long i = 0; i <= d; ++i) {
    r = r + coeff(v, static_cast<unsigned>(i)) * num_i * den.pow(static_cast<unsigned>(d - i));
    num_i = num_i * num;
  }
  return r;
}

std::vector<Poly> Poly::factors() const {
  std::vector<Poly> out;
  if (fmpz_mpoly_is_fmpz(p_, ring().ctx)) return out;
  fmpz_mpoly_factor_t f;
  fmpz_mpoly_factor_init(f, ring().ctx);
  if (fmpz_mpoly_factor(f, p_, ring().ctx) == 0) {
    fmpz_mpoly_factor_clear(f, ring().ctx);
    throw std::runtime_error("tandem::proofs::Poly::factors: FLINT could not factor " + str());
  }
  for (slong i = 0; i < f->num; ++i) {
    Poly g;
    fmpz_mpoly_set(g.p_, f->poly + i, ring().ctx);
    if (fmpz_sgn(g.p_->coeffs) < 0) g = -g;
    out.push_back(std::move(g));
  }
  fmpz_mpoly_factor_clear(f, ring().ctx);
  return out;
}

bool Poly::joins_basis(std::span<const Poly> basis) const {
  if (is_zero() || !fmpz_is_pm1(fmpz_mpoly_leadcoeff(p_))) return false;
  constexpr auto n = static_cast<std::size_t>(Var::count);
  std::array<ulong, n> mine{}, theirs{};
  fmpz_mpoly_get_term_exp_ui(mine.data(), p_, 0, ring().ctx);
  for (const Poly& b : basis) {
    if (b.is_zero()) return false;
    fmpz_mpoly_get_term_exp_ui(theirs.data(), b.p_, 0, ring().ctx);
    for (std::size_t i = 0; i < n; ++i) {
      if (mine[i] != 0 && theirs[i] != 0) return false;
    }
  }
  return true;
}

Poly gcd(const Poly& p, const Poly& q) {
  Poly r;
  if (fmpz_mpoly_gcd(r.p_, p.p_, q.p_, ring().ctx) == 0) throw std::runtime_error("tandem::proofs::gcd: FLINT failed");
  return r;
}

}  // namespace tandem::proofs

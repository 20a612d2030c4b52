#include "tandem/proofs/poly.hpp"

#include <flint/flint.h>

#include <array>
#include <memory>

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
    "y3", "y2", "y1", "x3", "x2", "x1", "z3", "z2", "z1", "a", "b", "u", "v", "w", "t"};

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

}  // namespace tandem::proofs

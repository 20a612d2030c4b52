#include "tandem/ref/field.hpp"

#include <stdexcept>

#include "tandem/ref/inverse/sqrt_chains.hpp"
#include "tandem/ref/inverse/tonelli_shanks.hpp"

namespace tandem::ref {

namespace {

mpz_class mod(const mpz_class& v, const mpz_class& m) {
  mpz_class r;
  mpz_mod(r.get_mpz_t(), v.get_mpz_t(), m.get_mpz_t());  // always in [0, m)
  return r;
}

void same_field(const Fe& a, const Fe& b) {
  if (&a.field() != &b.field()) throw std::logic_error("tandem::ref: elements of different fields");
}

}  // namespace

PrimeField::PrimeField(mpz_class m) : m_(std::move(m)), bits_(0), sqrt_{} {
  if (m_ < 3 || mpz_even_p(m_.get_mpz_t())) throw std::invalid_argument("tandem::ref::PrimeField: modulus must be an odd prime");
  bits_ = mpz_sizeinbase(m_.get_mpz_t(), 2);
  sqrt_.three_mod_four = mpz_fdiv_ui(m_.get_mpz_t(), 4) == 3;
  sqrt_.q = m_ - 1;
  sqrt_.s = 0;
  while (mpz_even_p(sqrt_.q.get_mpz_t())) {
    sqrt_.q /= 2;
    ++sqrt_.s;
  }
  // The smallest non-residue; Euler's criterion z^((m-1)/2) = m - 1.
  const mpz_class half = (m_ - 1) / 2;
  for (mpz_class z = 2;; ++z) {
    mpz_class t;
    mpz_powm(t.get_mpz_t(), z.get_mpz_t(), half.get_mpz_t(), m_.get_mpz_t());
    if (t == m_ - 1) {
      sqrt_.nonresidue = z;
      break;
    }
  }
}

Fe PrimeField::zero() const { return Fe(0, this); }
Fe PrimeField::one() const { return Fe(1, this); }
Fe PrimeField::from_int(long v) const { return Fe(mod(mpz_class(v), m_), this); }
Fe PrimeField::from_mpz(const mpz_class& v) const { return Fe(mod(v, m_), this); }

std::optional<Fe> PrimeField::from_canonical(const mpz_class& v) const {
  if (v < 0 || v >= m_) return std::nullopt;
  return Fe(v, this);
}

std::optional<Fe> PrimeField::from_bytes(std::span<const std::uint8_t> be) const {
  return from_canonical(from_be_bytes(be));
}

Fe PrimeField::random(gmp_randclass& rng) const { return Fe(rng.get_z_range(m_), this); }

std::vector<std::uint8_t> Fe::to_bytes() const { return to_be_bytes(v_, f_->bytes()); }

std::string Fe::to_hex() const { return v_.get_str(16); }

Fe operator+(const Fe& a, const Fe& b) {
  same_field(a, b);
  mpz_class r = a.v_ + b.v_;
  if (r >= a.f_->modulus()) r -= a.f_->modulus();
  return Fe(std::move(r), a.f_);
}

Fe operator-(const Fe& a, const Fe& b) {
  same_field(a, b);
  mpz_class r = a.v_ - b.v_;
  if (r < 0) r += a.f_->modulus();
  return Fe(std::move(r), a.f_);
}

Fe operator-(const Fe& a) { return a.constant(0) - a; }

Fe operator*(const Fe& a, const Fe& b) {
  same_field(a, b);
  return Fe(mod(a.v_ * b.v_, a.f_->modulus()), a.f_);
}

Fe operator/(const Fe& a, const Fe& b) {
  const std::optional<Fe> bi = inverse(b);
  if (!bi) throw std::domain_error("tandem::ref: division by zero");
  return a * *bi;
}

bool operator==(const Fe& a, const Fe& b) { return &a.field() == &b.field() && a.v_ == b.v_; }

Fe sqr(const Fe& a) { return a * a; }
Fe mul_small(const Fe& a, long k) { return a * a.constant(k); }
Fe mul_const(const Fe& c, const Fe& a) { return c * a; }
bool is_zero(const Fe& a) { return a.value() == 0; }

Fe half(const Fe& a) {
  // For odd a, a + m is even and (a + m)/2 < m: the result stays canonical.
  mpz_class v = a.value();
  if (a.is_odd()) v += a.field().modulus();
  v >>= 1;
  return a.field().from_mpz(v);
}

Fe select(bool c, const Fe& a, const Fe& b) { return c ? a : b; }

Fe pow(const Fe& a, const mpz_class& e) {
  if (e < 0) throw std::invalid_argument("tandem::ref::pow: negative exponent");
  mpz_class r;
  mpz_powm(r.get_mpz_t(), a.value().get_mpz_t(), e.get_mpz_t(), a.field().modulus().get_mpz_t());
  return a.field().from_mpz(r);
}

std::optional<Fe> inverse(const Fe& a) {
  if (is_zero(a)) return std::nullopt;
  return pow(a, a.field().modulus() - 2);
}

int legendre(const Fe& a) {
  if (is_zero(a)) return 0;
  const Fe t = pow(a, (a.field().modulus() - 1) / 2);
  return t == a.constant(1) ? 1 : -1;
}

std::optional<Fe> sqrt(const Fe& a) {
  // One implementation of each method, in ref/inverse/: the exponent
  // a^((m+1)/4) where m ≡ 3 (mod 4), Tonelli–Shanks otherwise.
  const Result<Fe> r = a.field().sqrt_data().three_mod_four ? sqrt_3mod4(a) : sqrt_tonelli_shanks_var(a);
  if (!r) return std::nullopt;
  return r.value();
}

std::optional<mpz_class> parse_hex(std::string_view hex) {
  if (hex.empty()) return std::nullopt;
  for (char ch : hex) {
    const bool ok = (ch >= '0' && ch <= '9') || (ch >= 'a' && ch <= 'f') || (ch >= 'A' && ch <= 'F');
    if (!ok) return std::nullopt;
  }
  return mpz_class(std::string(hex), 16);
}

std::optional<mpz_class> parse_integer(std::string_view text) {
  if (text.size() > 2 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X')) return parse_hex(text.substr(2));
  if (text.empty()) return std::nullopt;
  for (char ch : text) {
    if (ch < '0' || ch > '9') return std::nullopt;
  }
  return mpz_class(std::string(text), 10);
}

mpz_class from_be_bytes(std::span<const std::uint8_t> be) {
  mpz_class r;
  if (!be.empty()) mpz_import(r.get_mpz_t(), be.size(), 1, 1, 1, 0, be.data());
  return r;
}

std::vector<std::uint8_t> to_be_bytes(const mpz_class& v, std::size_t len) {
  if (v < 0) throw std::invalid_argument("tandem::ref::to_be_bytes: negative value");
  const std::size_t need = v == 0 ? 0 : (mpz_sizeinbase(v.get_mpz_t(), 2) + 7) / 8;
  if (need > len) throw std::invalid_argument("tandem::ref::to_be_bytes: value does not fit");
  std::vector<std::uint8_t> out(len, 0);
  if (need > 0) {
    std::size_t count = 0;
    mpz_export(out.data() + (len - need), &count, 1, 1, 1, 0, v.get_mpz_t());
  }
  return out;
}

}  // namespace tandem::ref

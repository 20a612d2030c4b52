// Z/mZ for a prime m, on GMP integers: the reference field F_p and the
// reference scalar ring Z_n. Every value is kept canonical (0 ≤ v < m), so
// equality is equality of integers. Not constant-time, and not meant to be:
// ref/ states the mathematics; fast/ is where secrets are handled.
#pragma once

#include <gmpxx.h>

#include <cstddef>
#include <cstdint>
#include <optional>
#include <span>
#include <string>
#include <string_view>
#include <vector>

namespace tandem::ref {

class Fe;

/// The ring of integers modulo a prime m. Elements keep a pointer to their
/// field, so a PrimeField must outlive its elements and cannot be copied.
class PrimeField {
 public:
  /// Precondition: m is an odd prime (tests/unit/curve_params_test.cpp
  /// checks every modulus tandem uses); m = 2 is rejected with
  /// std::invalid_argument since no curve here lives there.
  explicit PrimeField(mpz_class m);
  PrimeField(const PrimeField&) = delete;
  PrimeField& operator=(const PrimeField&) = delete;

  [[nodiscard]] const mpz_class& modulus() const { return m_; }
  [[nodiscard]] std::size_t bits() const { return bits_; }
  /// Octets of a big-endian encoding of an element: ⌈bits / 8⌉.
  [[nodiscard]] std::size_t bytes() const { return (bits_ + 7) / 8; }

  [[nodiscard]] Fe zero() const;
  [[nodiscard]] Fe one() const;
  /// v mod m, for any integer v (negative ones too).
  [[nodiscard]] Fe from_int(long v) const;
  [[nodiscard]] Fe from_mpz(const mpz_class& v) const;
  /// v itself if 0 ≤ v < m, otherwise nothing (no silent reduction).
  [[nodiscard]] std::optional<Fe> from_canonical(const mpz_class& v) const;
  /// Big-endian octets read as an integer, if it is below m.
  [[nodiscard]] std::optional<Fe> from_bytes(std::span<const std::uint8_t> be) const;
  /// A uniformly random element.
  [[nodiscard]] Fe random(gmp_randclass& rng) const;

  // Data for square roots, fixed by m (ref/inverse/tonelli_shanks.hpp).
  struct SqrtData {
    bool three_mod_four;   ///< m ≡ 3 (mod 4): a root is a^((m+1)/4)
    unsigned s;            ///< m − 1 = q·2^s with q odd (Tonelli–Shanks)
    mpz_class q;
    mpz_class nonresidue;  ///< the smallest quadratic non-residue z ≥ 2
  };
  [[nodiscard]] const SqrtData& sqrt_data() const { return sqrt_; }

 private:
  mpz_class m_;
  std::size_t bits_;
  SqrtData sqrt_;
};

/// An element of a PrimeField, always in [0, m).
class Fe {
 public:
  [[nodiscard]] const mpz_class& value() const { return v_; }
  [[nodiscard]] const PrimeField& field() const { return *f_; }
  /// The integer k as an element of this element's field. Formulas use it
  /// for constants (1 for a point at infinity), so that the same template
  /// text can run on the counting and symbolic fields, which have no
  /// PrimeField.
  [[nodiscard]] Fe constant(long k) const { return f_->from_int(k); }
  [[nodiscard]] bool is_odd() const { return mpz_odd_p(v_.get_mpz_t()) != 0; }
  /// Big-endian, exactly field().bytes() octets.
  [[nodiscard]] std::vector<std::uint8_t> to_bytes() const;
  [[nodiscard]] std::string to_hex() const;

  friend Fe operator+(const Fe& a, const Fe& b);
  friend Fe operator-(const Fe& a, const Fe& b);
  friend Fe operator-(const Fe& a);
  friend Fe operator*(const Fe& a, const Fe& b);
  /// a / b; b = 0 throws std::domain_error (formulas only divide where
  /// their branches have excluded it, so reaching it is a bug in tandem).
  friend Fe operator/(const Fe& a, const Fe& b);
  friend bool operator==(const Fe& a, const Fe& b);

 private:
  friend class PrimeField;
  Fe(mpz_class v, const PrimeField* f) : v_(std::move(v)), f_(f) {}
  mpz_class v_;
  const PrimeField* f_;
};

// The operations formula templates use, by name, so that the counting field
// can tell a squaring from a multiplication and a small constant from a
// general one.
[[nodiscard]] Fe sqr(const Fe& a);
[[nodiscard]] Fe mul_small(const Fe& a, long k);
/// Multiplication by a curve constant (a, b, 3b): counted apart by the census.
[[nodiscard]] Fe mul_const(const Fe& c, const Fe& a);
[[nodiscard]] bool is_zero(const Fe& a);
/// a / 2, that is a·2⁻¹ mod m (m odd): a/2 if a is even, (a + m)/2 if odd.
[[nodiscard]] Fe half(const Fe& a);
/// c ? a : b. A plain conditional: ref/ is not constant-time; the formulas
/// that use it are written so that fast/ can put a constant-time move here.
[[nodiscard]] Fe select(bool c, const Fe& a, const Fe& b);

/// a^e for e ≥ 0 (square-and-multiply on GMP).
[[nodiscard]] Fe pow(const Fe& a, const mpz_class& e);
/// a^(m−2) (Fermat's little theorem); nothing for a = 0.
[[nodiscard]] std::optional<Fe> inverse(const Fe& a);
/// The Legendre symbol (a | m) by Euler's criterion a^((m−1)/2): 0, 1 or −1.
[[nodiscard]] int legendre(const Fe& a);
/// A square root of a, if a is a square: a^((m+1)/4) when m ≡ 3 (mod 4)
/// (ref/inverse/sqrt_chains.hpp), Tonelli–Shanks otherwise
/// (ref/inverse/tonelli_shanks.hpp). Which of the two roots comes back is not
/// specified; callers pick by parity.
[[nodiscard]] std::optional<Fe> sqrt(const Fe& a);

/// Hexadecimal (no prefix, any case) to an integer; nothing if malformed.
[[nodiscard]] std::optional<mpz_class> parse_hex(std::string_view hex);
/// An integer from decimal, or hexadecimal with a 0x prefix.
[[nodiscard]] std::optional<mpz_class> parse_integer(std::string_view text);
/// Big-endian octets to an integer.
[[nodiscard]] mpz_class from_be_bytes(std::span<const std::uint8_t> be);
/// Exactly `len` big-endian octets; std::invalid_argument if v < 0 or does
/// not fit.
[[nodiscard]] std::vector<std::uint8_t> to_be_bytes(const mpz_class& v, std::size_t len);

}  // namespace tandem::ref

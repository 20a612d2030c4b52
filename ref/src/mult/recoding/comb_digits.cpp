#include "tandem/ref/mult/recoding/comb_digits.hpp"

#include <stdexcept>

#include "tandem/ref/mult/recoding/radix.hpp"

namespace tandem::ref {

namespace {

mp_bitcnt_t bit_at(int row, std::size_t spacing, std::size_t column) {
  return static_cast<mp_bitcnt_t>(static_cast<std::size_t>(row) * spacing + column);
}

}  // namespace

std::vector<int> comb_columns(const mpz_class& k, int teeth, std::size_t spacing) {
  if (k < 0) throw std::invalid_argument("tandem::ref::comb_columns: negative scalar");
  if (teeth < 1 || teeth > 24 || spacing == 0) throw std::invalid_argument("tandem::ref::comb_columns: bad shape");
  if (bit_length(k) > static_cast<std::size_t>(teeth) * spacing) {
    throw std::invalid_argument("tandem::ref::comb_columns: the scalar does not fit the comb");
  }
  std::vector<int> columns;
  for (std::size_t j = 0; j < spacing; ++j) {
    int c = 0;
    for (int i = 0; i < teeth; ++i) c |= mpz_tstbit(k.get_mpz_t(), bit_at(i, spacing, j)) << i;
    columns.push_back(c);
  }
  return columns;
}

mpz_class comb_value(std::span<const int> columns, int teeth, std::size_t spacing) {
  mpz_class v = 0;
  for (std::size_t j = 0; j < columns.size(); ++j) {
    for (int i = 0; i < teeth; ++i) {
      if (((columns[j] >> i) & 1) != 0) mpz_setbit(v.get_mpz_t(), bit_at(i, spacing, j));
    }
  }
  return v;
}

std::size_t multi_comb_spacing(std::size_t bits, int blocks, int teeth) {
  if (blocks < 1 || teeth < 1) throw std::invalid_argument("tandem::ref::multi_comb_spacing: bad shape");
  const std::size_t per_column = static_cast<std::size_t>(blocks) * static_cast<std::size_t>(teeth);
  const std::size_t s = (bits + per_column - 1) / per_column;
  return s == 0 ? 1 : s;
}

std::vector<int> signed_comb_digits(const mpz_class& k, const mpz_class& n, const MultiCombShape& shape) {
  if (k < 0) throw std::invalid_argument("tandem::ref::signed_comb_digits: negative scalar");
  if (n < 3 || mpz_even_p(n.get_mpz_t()) != 0) throw std::invalid_argument("tandem::ref::signed_comb_digits: n must be odd");
  if (shape.blocks < 1 || shape.teeth < 1 || shape.teeth > 24 || shape.spacing == 0 ||
      shape.total_bits() < bit_length(n)) {
    throw std::invalid_argument("tandem::ref::signed_comb_digits: the comb does not cover n");
  }
  // d = (k + 2^T − 1) / 2 mod n; dividing by 2 mod n is multiplying by (n + 1) / 2.
  mpz_class all_ones;
  mpz_ui_pow_ui(all_ones.get_mpz_t(), 2, static_cast<unsigned long>(shape.total_bits()));
  all_ones -= 1;
  const mpz_class half = (n + 1) / 2;
  mpz_class d = ((k + all_ones) % n) * half % n;

  std::vector<int> digits;
  for (std::size_t j = 0; j < shape.spacing; ++j) {
    for (int b = 0; b < shape.blocks; ++b) {
      int m = 0;
      for (int i = 0; i < shape.teeth; ++i) {
        const int row = b * shape.teeth + i;
        const int sigma = mpz_tstbit(d.get_mpz_t(), bit_at(row, shape.spacing, j)) != 0 ? 1 : -1;
        m += sigma * (1 << i);
      }
      digits.push_back(m);
    }
  }
  return digits;
}

mpz_class signed_comb_value(std::span<const int> digits, const MultiCombShape& shape) {
  if (digits.size() != shape.spacing * static_cast<std::size_t>(shape.blocks)) {
    throw std::invalid_argument("tandem::ref::signed_comb_value: digit count does not match the shape");
  }
  mpz_class v = 0;
  for (std::size_t j = 0; j < shape.spacing; ++j) {
    for (int b = 0; b < shape.blocks; ++b) {
      const int m = digits[j * static_cast<std::size_t>(shape.blocks) + static_cast<std::size_t>(b)];
      // m = Σ σᵢ·2^i with σᵢ = 2βᵢ − 1, so the βᵢ are the bits of (m + 2^t − 1)/2.
      const int bits = (m + (1 << shape.teeth) - 1) / 2;
      for (int i = 0; i < shape.teeth; ++i) {
        mpz_class term;
        mpz_ui_pow_ui(term.get_mpz_t(), 2, bit_at(b * shape.teeth + i, shape.spacing, j));
        if (((bits >> i) & 1) != 0) {
          v += term;
        } else {
          v -= term;
        }
      }
    }
  }
  return v;
}

}  // namespace tandem::ref

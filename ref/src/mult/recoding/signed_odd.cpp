#include "tandem/ref/mult/recoding/signed_odd.hpp"

#include <stdexcept>

#include "tandem/ref/mult/recoding/radix.hpp"

namespace tandem::ref {

std::vector<int> signed_odd_digits(const mpz_class& k, int w, std::size_t L) {
  if (w < 1 || w > 24) throw std::invalid_argument("tandem::ref::signed_odd_digits: width outside [1, 24]");
  if (k <= 0 || mpz_even_p(k.get_mpz_t()) != 0) {
    throw std::invalid_argument("tandem::ref::signed_odd_digits: the scalar must be odd and positive");
  }
  if (bit_length(k) > L) throw std::invalid_argument("tandem::ref::signed_odd_digits: the scalar is not below 2^L");
  const std::size_t count = windows_for_bits(L, w);
  const auto modulus = static_cast<unsigned long>(1UL << (w + 1));
  const long half = 1L << w;
  std::vector<int> digits;
  mpz_class rest = k;
  for (std::size_t i = 0; i + 1 < count; ++i) {
    const long d = static_cast<long>(mpz_fdiv_ui(rest.get_mpz_t(), modulus)) - half;
    digits.push_back(static_cast<int>(d));
    rest -= d;
    rest >>= static_cast<mp_bitcnt_t>(w);
  }
  // What is left is odd and, by the bound on k, at most 2^w − 1.
  digits.push_back(static_cast<int>(rest.get_si()));
  return digits;
}

}  // namespace tandem::ref

#include "tandem/ref/mult/recoding/radix.hpp"

#include <stdexcept>

namespace tandem::ref {

std::size_t bit_length(const mpz_class& k) {
  if (k == 0) return 0;
  return mpz_sizeinbase(k.get_mpz_t(), 2);
}

std::size_t window_count(const mpz_class& k, int w) {
  if (w < 1) throw std::invalid_argument("tandem::ref::window_count: width below 1");
  return windows_for_bits(bit_length(k), w);
}

std::vector<int> radix_digits(const mpz_class& k, int w, std::size_t count) {
  if (k < 0) throw std::invalid_argument("tandem::ref::radix_digits: negative scalar");
  if (w < 1 || w > 24) throw std::invalid_argument("tandem::ref::radix_digits: width outside [1, 24]");
  if (bit_length(k) > count * static_cast<std::size_t>(w)) {
    throw std::invalid_argument("tandem::ref::radix_digits: the scalar does not fit the windows");
  }
  std::vector<int> digits;
  mpz_class rest = k;
  const auto radix = static_cast<unsigned long>(1UL << w);
  for (std::size_t i = 0; i < count; ++i) {
    digits.push_back(static_cast<int>(mpz_fdiv_ui(rest.get_mpz_t(), radix)));
    rest >>= static_cast<mp_bitcnt_t>(w);
  }
  return digits;
}

}  // namespace tandem::ref

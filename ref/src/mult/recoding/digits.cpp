#include "tandem/ref/mult/recoding/digits.hpp"

namespace tandem::ref {

mpz_class digits_value(std::span<const int> digits, unsigned radix_bits) { return prefix_value(digits, 0, radix_bits); }

mpz_class prefix_value(std::span<const int> digits, std::size_t from, unsigned radix_bits) {
  mpz_class v = 0;
  for (std::size_t j = digits.size(); j-- > from;) {
    v <<= radix_bits;
    v += digits[j];
  }
  return v;
}

std::size_t nonzero_count(std::span<const int> digits) {
  std::size_t c = 0;
  for (int d : digits) c += d != 0 ? 1 : 0;
  return c;
}

std::string digits_string(std::span<const int> digits) {
  std::string s;
  for (std::size_t j = digits.size(); j-- > 0;) {
    s += std::to_string(digits[j]);
    if (j != 0) s += ' ';
  }
  return s;
}

}  // namespace tandem::ref

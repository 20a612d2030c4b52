#include "tandem/ref/mult/recoding/naf.hpp"

#include <stdexcept>

namespace tandem::ref {

std::vector<int> wnaf(const mpz_class& k, int w) {
  if (k < 0) throw std::invalid_argument("tandem::ref::wnaf: negative scalar");
  if (w < 2 || w > 24) throw std::invalid_argument("tandem::ref::wnaf: width outside [2, 24]");
  const long radix = 1L << w;
  const long half = 1L << (w - 1);
  std::vector<int> digits;
  mpz_class rest = k;
  while (rest > 0) {
    int d = 0;
    if (mpz_odd_p(rest.get_mpz_t()) != 0) {
      // d = rest mods 2^w: the residue in [−2^(w−1), 2^(w−1)); odd, so
      // strictly inside. Subtracting it leaves a multiple of 2^w, which
      // forces the next w − 1 digits to zero.
      long r = static_cast<long>(mpz_fdiv_ui(rest.get_mpz_t(), static_cast<unsigned long>(radix)));
      if (r >= half) r -= radix;
      d = static_cast<int>(r);
      rest -= d;
    }
    digits.push_back(d);
    rest >>= 1;
  }
  return digits;
}

std::vector<int> naf(const mpz_class& k) { return wnaf(k, 2); }

}  // namespace tandem::ref

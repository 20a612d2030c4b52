#include "tandem/ref/mult/recoding/jsf.hpp"

#include <array>
#include <stdexcept>

namespace tandem::ref {

namespace {

/// x mod m for m a small power of two, x of any sign, in [0, m).
long mod_small(const mpz_class& x, unsigned long m) { return static_cast<long>(mpz_fdiv_ui(x.get_mpz_t(), m)); }

}  // namespace

JointDigits jsf(const mpz_class& k0, const mpz_class& k1) {
  if (k0 < 0 || k1 < 0) throw std::invalid_argument("tandem::ref::jsf: negative scalar");
  // HMV Alg. 3.50 in its own variables: kᵢ is shifted right each column and
  // dᵢ ∈ {0, 1} carries what the digits chosen so far owe the remainder,
  // so that ℓᵢ = dᵢ + kᵢ is the part of the scalar still to be written.
  std::array<mpz_class, 2> k{k0, k1};
  std::array<int, 2> d{0, 0};
  JointDigits out;
  while (k[0] + d[0] > 0 || k[1] + d[1] > 0) {
    const std::array<mpz_class, 2> l{d[0] + k[0], d[1] + k[1]};
    std::array<int, 2> u{0, 0};
    for (int i = 0; i < 2; ++i) {
      if (mod_small(l[i], 2) == 0) continue;
      u[i] = mod_small(l[i], 4) == 1 ? 1 : -1;  // ℓᵢ mods 4
      // Step 2.2: flip the sign when it would otherwise break JSF-3 next column.
      const long l8 = mod_small(l[i], 8);
      if ((l8 == 3 || l8 == 5) && mod_small(l[1 - i], 4) == 2) u[i] = -u[i];
    }
    for (int i = 0; i < 2; ++i) {
      if (2 * d[i] == 1 + u[i]) d[i] = 1 - d[i];
      mpz_fdiv_q_2exp(k[i].get_mpz_t(), k[i].get_mpz_t(), 1);
    }
    out.first.push_back(u[0]);
    out.second.push_back(u[1]);
  }
  return out;
}

}  // namespace tandem::ref

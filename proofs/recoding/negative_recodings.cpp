#include "proofs/recoding/negative_recodings.hpp"

#include "tandem/ref/mult/recoding/radix.hpp"

namespace tandem::proofs::negative {

std::vector<int> wnaf_unbalanced(const mpz_class& k, int w) {
  std::vector<int> digits;
  mpz_class rest = k;
  while (rest > 0) {
    int d = 0;
    if (mpz_odd_p(rest.get_mpz_t()) != 0) {
      d = static_cast<int>(mpz_fdiv_ui(rest.get_mpz_t(), 1UL << w));  // the slip: no centring
      rest -= d;
    }
    digits.push_back(d);
    rest >>= 1;
  }
  return digits;
}

std::vector<int> naf_wrong_sign(const mpz_class& k) {
  std::vector<int> digits;
  mpz_class rest = k;
  while (rest > 0) {
    int d = 0;
    if (mpz_odd_p(rest.get_mpz_t()) != 0) {
      d = mpz_fdiv_ui(rest.get_mpz_t(), 4) == 1 ? -1 : 1;  // the slip: the sign of k mods 4 inverted
      rest -= d;
    }
    digits.push_back(d);
    rest >>= 1;
    if (digits.size() > 4 * mpz_sizeinbase(k.get_mpz_t(), 2) + 8) break;  // it may not terminate otherwise
  }
  return digits;
}

ref::JointDigits jsf_without_flip(const mpz_class& k0, const mpz_class& k1) {
  mpz_class k[2] = {k0, k1};
  int d[2] = {0, 0};
  ref::JointDigits out;
  while (k[0] + d[0] > 0 || k[1] + d[1] > 0) {
    int u[2] = {0, 0};
    for (int i = 0; i < 2; ++i) {
      const mpz_class l = d[i] + k[i];
      if (mpz_odd_p(l.get_mpz_t()) == 0) continue;
      u[i] = mpz_fdiv_ui(l.get_mpz_t(), 4) == 1 ? 1 : -1;  // the slip: step 2.2's flip left out
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

std::vector<int> signed_odd_one_short(const mpz_class& k, int w, std::size_t L) {
  const std::size_t count = ref::windows_for_bits(L, w) - 1;  // the slip: one window too few
  std::vector<int> digits;
  mpz_class rest = k;
  for (std::size_t i = 0; i + 1 < count; ++i) {
    const long d = static_cast<long>(mpz_fdiv_ui(rest.get_mpz_t(), 1UL << (w + 1))) - (1L << w);
    digits.push_back(static_cast<int>(d));
    rest -= d;
    rest >>= static_cast<mp_bitcnt_t>(w);
  }
  digits.push_back(static_cast<int>(rest.get_si()));
  return digits;
}

ref::GlvHalves glv_split_floor(const mpz_class& k, const mpz_class& n, const ref::LatticeBasis& B) {
  (void)n;
  const mpz_class det = ref::lattice_determinant(B);
  mpz_class c1, c2;
  const mpz_class num1 = B.b2 * k * (det < 0 ? -1 : 1);
  const mpz_class num2 = -B.b1 * k * (det < 0 ? -1 : 1);
  const mpz_class den = abs(det);
  mpz_fdiv_q(c1.get_mpz_t(), num1.get_mpz_t(), den.get_mpz_t());  // the slip: floor, not round
  mpz_fdiv_q(c2.get_mpz_t(), num2.get_mpz_t(), den.get_mpz_t());
  return {k - c1 * B.a1 - c2 * B.a2, -c1 * B.b1 - c2 * B.b2};
}

}  // namespace tandem::proofs::negative

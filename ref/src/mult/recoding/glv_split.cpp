#include "tandem/ref/mult/recoding/glv_split.hpp"

#include <stdexcept>
#include <vector>

namespace tandem::ref {

namespace {

mpz_class norm2(const mpz_class& a, const mpz_class& b) { return a * a + b * b; }

}  // namespace

LatticeBasis glv_basis(const mpz_class& n, const mpz_class& lambda) {
  if (n < 2 || lambda <= 0 || lambda >= n) throw std::invalid_argument("tandem::ref::glv_basis: need 0 < lambda < n");
  // r and t of the extended Euclidean algorithm, r₀ = n, r₁ = λ, down to 0.
  std::vector<mpz_class> r{n, lambda};
  std::vector<mpz_class> t{0, 1};
  while (r.back() != 0) {
    const std::size_t i = r.size() - 1;
    const mpz_class q = r[i - 1] / r[i];
    r.push_back(r[i - 1] - q * r[i]);
    t.push_back(t[i - 1] - q * t[i]);
  }
  // The last index l with rₗ ≥ √n, i.e. rₗ² ≥ n. r₀ = n qualifies and the r
  // decrease, so l exists, and rₗ₊₁ < √n ≤ n means l + 1 is an index.
  std::size_t l = 0;
  for (std::size_t i = 0; i < r.size(); ++i) {
    if (r[i] * r[i] >= n) l = i;
  }
  LatticeBasis B{r[l + 1], -t[l + 1], r[l], -t[l]};
  if (l + 2 < r.size() && norm2(r[l + 2], t[l + 2]) < norm2(r[l], t[l])) {
    B.a2 = r[l + 2];
    B.b2 = -t[l + 2];
  }
  return B;
}

mpz_class lattice_determinant(const LatticeBasis& B) { return B.a1 * B.b2 - B.a2 * B.b1; }

mpz_class round_div(const mpz_class& num, const mpz_class& den) {
  if (den == 0) throw std::invalid_argument("tandem::ref::round_div: division by zero");
  mpz_class nu = num;
  mpz_class de = den;
  if (de < 0) {
    nu = -nu;
    de = -de;
  }
  // ⌊(2·num + den) / (2·den)⌋ = ⌊num/den + 1/2⌋.
  mpz_class q;
  const mpz_class top = 2 * nu + de;
  const mpz_class bottom = 2 * de;
  mpz_fdiv_q(q.get_mpz_t(), top.get_mpz_t(), bottom.get_mpz_t());
  return q;
}

GlvHalves glv_split(const mpz_class& k, const mpz_class& n, const LatticeBasis& B) {
  if (k < 0 || k >= n) throw std::invalid_argument("tandem::ref::glv_split: the scalar must be in [0, n)");
  const mpz_class det = lattice_determinant(B);
  if (det == 0) throw std::invalid_argument("tandem::ref::glv_split: degenerate basis");
  const mpz_class c1 = round_div(B.b2 * k, det);
  const mpz_class c2 = round_div(-B.b1 * k, det);
  return {k - c1 * B.a1 - c2 * B.a2, -c1 * B.b1 - c2 * B.b2};
}

GlvBound glv_bound(const LatticeBasis& B) {
  return {(abs(B.a1) + abs(B.a2)) / 2, (abs(B.b1) + abs(B.b2)) / 2};
}

}  // namespace tandem::ref

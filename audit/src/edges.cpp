#include "tandem/audit/edges.hpp"

namespace tandem::audit {

namespace {
mpz_class pow2(unsigned k) {
  mpz_class r;
  mpz_ui_pow_ui(r.get_mpz_t(), 2, k);
  return r;
}
}  // namespace

std::vector<Edge> edge_scalars(const mpz_class& n) {
  const unsigned bits = static_cast<unsigned>(mpz_sizeinbase(n.get_mpz_t(), 2));
  const unsigned width = 8 * ((bits + 7) / 8);
  std::vector<Edge> e{{"0", 0},
                      {"1", 1},
                      {"2", 2},
                      {"3", 3},
                      {"(n-1)/2", (n - 1) / 2},
                      {"(n+1)/2", (n + 1) / 2},
                      {"n-2", n - 2},
                      {"n-1", n - 1},
                      {"n", n},
                      {"n+1", n + 1},
                      {"2^1", pow2(1)},
                      {"2^(bits/2)", pow2(bits / 2)},
                      {"2^(bits-1)", pow2(bits - 1)},
                      {"2^bits", pow2(bits)},
                      {"2^width-1", pow2(width) - 1}};
  // Low Hamming weight: two bits far apart. High: all ones but two.
  e.push_back({"sparse", pow2(bits - 2) + pow2(bits / 3) + 1});
  mpz_class dense = pow2(bits - 1) - 1;
  mpz_clrbit(dense.get_mpz_t(), bits / 2);
  e.push_back({"dense", dense});
  return e;
}

std::vector<Edge> edge_field_values(const mpz_class& p) {
  const unsigned bits = static_cast<unsigned>(mpz_sizeinbase(p.get_mpz_t(), 2));
  const unsigned width = 8 * ((bits + 7) / 8);
  std::vector<Edge> e{{"0", 0}, {"1", 1}, {"2", 2}, {"p-1", p - 1}, {"p", p}, {"p+1", p + 1}, {"(p-1)/2", (p - 1) / 2},
                      {"2^width-1", pow2(width) - 1}};
  for (unsigned k : {32U, 52U, 64U, 104U, 128U, 192U, 208U, 256U}) {
    if (k < width) e.push_back({"2^" + std::to_string(k), pow2(k)});
  }
  return e;
}

}  // namespace tandem::audit

// Every scalar-multiplication strategy of ref/mult/ against OpenSSL's
// EC_POINT_mul, on the audit's scalars (edges included: 0, 1, n − 1, n,
// n + 1, 2^bits, all-ones, …) and points (G, −G, 2G, (n−1)G, O, random),
// on every curve it applies to: k·P for the general strategies, k·G for the
// fixed-base ones (their table built once, as a generator table is), a·P +
// b·Q and Σ kᵢ·Pᵢ as sums of OpenSSL's products.
#include <string>

#include "checks.hpp"
#include "tandem/ref/mult/strategy.hpp"

namespace tandem::audit {

namespace {

std::string label(const ref::StrategyInfo& s, int w) {
  std::string l = std::string(s.name);
  if (s.window.present()) l += " (" + std::string(s.window.symbol) + " = " + std::to_string(w) + ")";
  return l;
}

std::optional<oracles::IntPoint> openssl_sum(const oracles::OpenSslGroup& ossl, const std::vector<mpz_class>& ks,
                                             const std::vector<ref::Point>& Ps) {
  oracles::IntPoint acc{0, 0, true};
  for (std::size_t i = 0; i < ks.size(); ++i) {
    const auto term = ossl.mul(ks[i], Context::ints(Ps[i]));
    if (!term) return std::nullopt;
    const auto sum = ossl.add(acc, *term);
    if (!sum) return std::nullopt;
    acc = *sum;
  }
  return acc;
}

}  // namespace

void compare_mult_with_openssl(Context& ctx, Row& row, const std::vector<mpz_class>& ks,
                               const std::vector<ref::Point>& pts, const MultFn& mult) {
  const oracles::OpenSslGroup& ossl = *ctx.openssl();
  for (std::size_t i = 0; i < ks.size(); ++i) {
    const ref::Point& P = pts[i % pts.size()];
    const ref::Point R = mult(ks[i], P);
    const auto E = ossl.mul(ks[i], Context::ints(P));
    row.record(E && Context::ints(R) == *E,
               [&] { return ks[i].get_str(16) + "*" + describe(P) + ": " + describe(R) + " vs " + describe(E); });
  }
}

void check_strategies(Context& ctx, std::vector<Row>& rows) {
  const oracles::OpenSslGroup* ossl = ctx.openssl();
  if (ossl == nullptr) return;
  const ref::Curve& C = ctx.curve();
  const ref::RefGroup& g = ref::ref_group(C);
  const std::string oracle = ossl->named() ? "OpenSSL EC_POINT" : "OpenSSL EC_POINT (params)";
  const std::vector<mpz_class> ks = ctx.scalars();
  const std::vector<ref::Point> pts = ctx.points(true);

  for (const ref::MultInfo& s : ref::mult_strategies()) {
    if (!ref::applies(s, C)) continue;
    const int w = ref::default_window(s);
    if (s.fixed_base) {
      timed_row(rows, "k*G: " + label(s, w), oracle + " mul(G)", [&](Row& row) {
        const auto base = ref::prepare_fixed_base(g, s.id, C.G(), w);
        for (const mpz_class& k : ks) {
          const ref::Point R = g.to_affine(ref::multiply(g, base, k));
          const auto E = ossl->mul_generator(k);
          row.record(E && Context::ints(R) == *E, [&] { return k.get_str(16) + "*G: " + describe(R) + " vs " + describe(E); });
        }
      });
    } else {
      timed_row(rows, "k*P: " + label(s, w), oracle + " mul", [&](Row& row) {
        compare_mult_with_openssl(ctx, row, ks, pts, [&](const mpz_class& k, const ref::Point& P) {
          return g.to_affine(ref::multiply(g, s.id, k, P, w));
        });
      });
    }
  }

  for (const ref::DMultInfo& s : ref::dmult_strategies()) {
    const int w = ref::default_window(s, 2);
    timed_row(rows, "a*P + b*Q: " + label(s, w), oracle + " mul, add", [&](Row& row) {
      for (std::size_t i = 0; i < ks.size(); ++i) {
        const mpz_class& a = ks[i];
        const mpz_class& b = ks[(i + 3) % ks.size()];
        const ref::Point& P = pts[i % pts.size()];
        const ref::Point& Q = pts[(i + 1) % pts.size()];
        const ref::Point R = g.to_affine(ref::double_multiply(g, s.id, a, P, b, Q, w));
        const auto E = openssl_sum(*ossl, {a, b}, {P, Q});
        row.record(E && Context::ints(R) == *E, [&] {
          return a.get_str(16) + "*" + describe(P) + " + " + b.get_str(16) + "*" + describe(Q) + ": " + describe(R) +
                 " vs " + describe(E);
        });
      }
    });
  }

  for (const ref::MultiInfo& s : ref::multi_strategies()) {
    timed_row(rows, "sum k_i*P_i: " + std::string(s.name), oracle + " mul, add", [&](Row& row) {
      for (std::size_t size : {std::size_t{0}, std::size_t{1}, std::size_t{2}, std::size_t{5}, std::size_t{9}}) {
        std::vector<mpz_class> k;
        std::vector<ref::Point> P;
        for (std::size_t i = 0; i < size; ++i) {
          k.push_back(ks[(size + i) % ks.size()]);
          P.push_back(pts[(2 * size + i) % pts.size()]);
        }
        const int w = ref::default_window(s, size);
        const ref::Point R = g.to_affine(ref::multi_multiply(g, s.id, std::span<const mpz_class>(k),
                                                             std::span<const ref::Point>(P), w));
        const auto E = openssl_sum(*ossl, k, P);
        row.record(E && Context::ints(R) == *E,
                   [&] { return std::to_string(size) + " terms: " + describe(R) + " vs " + describe(E); });
      }
    });
  }
}

}  // namespace tandem::audit

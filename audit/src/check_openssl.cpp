// Point-level comparisons with OpenSSL's EC_POINT functions, on every curve
// (OpenSSL's named group where it has one, a group from the parameters
// otherwise).
#include <string>

#include "checks.hpp"
#include "tandem/ref/encoding.hpp"
#include "tandem/ref/formulas/jacobian_dbl.hpp"
#include "tandem/ref/formulas/jacobian_madd.hpp"
#include "tandem/ref/group.hpp"

namespace tandem::audit {

namespace {

std::string oracle_name(const Context& ctx) {
  return ctx.openssl()->named() ? "OpenSSL EC_POINT" : "OpenSSL EC_POINT (params)";
}

bool same(const ref::Point& P, const std::optional<oracles::IntPoint>& Q) {
  return Q && Context::ints(P) == *Q;
}

std::string family_doubling(spec::AKind k) {
  switch (k) {
    case spec::AKind::zero: return "dbl_a0_3m4s";
    case spec::AKind::minus3: return "dbl_am3_3m5s";
    case spec::AKind::generic: break;
  }
  return "dbl_generic_1m8s";
}

}  // namespace

void check_openssl_group(Context& ctx, std::vector<Row>& rows) {
  const oracles::OpenSslGroup* ossl = ctx.openssl();
  if (ossl == nullptr) return;
  const ref::Curve& C = ctx.curve();
  const std::string oracle = oracle_name(ctx);
  const auto pairs = addition_pairs(ctx);

  timed_row(rows, "P + Q: affine law (SEC 1 2.2.1)", oracle + " add", [&](Row& row) {
    for (const auto& [P, Q] : pairs) {
      const ref::Point R = ref::add(C, P, Q);
      const auto E = ossl->add(Context::ints(P), Context::ints(Q));
      row.record(same(R, E), [&] { return describe(P) + " + " + describe(Q) + ": " + describe(R) + " vs " + describe(E); });
    }
  });
  timed_row(rows, "P + Q: madd_8m3s (Jacobian + affine)", oracle + " add", [&](Row& row) {
    for (const auto& [P, Q] : pairs) {
      const ref::Point R = ref::to_affine(ref::madd_8m3s(random_jacobian(ctx, P), Q, C.eq()));
      const auto E = ossl->add(Context::ints(P), Context::ints(Q));
      row.record(same(R, E), [&] { return describe(P) + " + " + describe(Q) + ": " + describe(R) + " vs " + describe(E); });
    }
  });

  std::vector<ref::Point> pts = ctx.points(true);
  timed_row(rows, "2P: affine law", oracle + " dbl", [&](Row& row) {
    for (const ref::Point& P : pts) {
      const ref::Point R = ref::dbl(C, P);
      const auto E = ossl->dbl(Context::ints(P));
      row.record(same(R, E), [&] { return "2" + describe(P) + ": " + describe(R) + " vs " + describe(E); });
    }
  });
  timed_row(rows, "2P: " + family_doubling(C.spec().a_kind) + " (Jacobian)", oracle + " dbl", [&](Row& row) {
    for (const ref::Point& P : pts) {
      const ref::Point R = ref::to_affine(ref::dbl(random_jacobian(ctx, P), C.eq()));
      const auto E = ossl->dbl(Context::ints(P));
      row.record(same(R, E), [&] { return "2" + describe(P) + ": " + describe(R) + " vs " + describe(E); });
    }
  });
  if (C.spec().a_kind != spec::AKind::generic) {
    timed_row(rows, "2P: dbl_generic_1m8s (Jacobian)", oracle + " dbl", [&](Row& row) {
      for (const ref::Point& P : pts) {
        const ref::Point R = ref::to_affine(ref::dbl_generic_1m8s(random_jacobian(ctx, P), C.eq()));
        const auto E = ossl->dbl(Context::ints(P));
        row.record(same(R, E), [&] { return "2" + describe(P) + ": " + describe(R) + " vs " + describe(E); });
      }
    });
  }
  timed_row(rows, "-P", oracle + " invert", [&](Row& row) {
    for (const ref::Point& P : pts) {
      const ref::Point R = ref::neg(C, P);
      const auto E = ossl->invert(Context::ints(P));
      row.record(same(R, E), [&] { return "-" + describe(P) + ": " + describe(R) + " vs " + describe(E); });
    }
  });

  const std::vector<mpz_class> ks = ctx.scalars();
  timed_row(rows, "k*P: double-and-add (Jacobian)", oracle + " mul", [&](Row& row) {
    for (std::size_t i = 0; i < ks.size(); ++i) {
      const ref::Point& P = pts[i % pts.size()];
      const ref::Point R = ref::mul(C, ks[i], P);
      const auto E = ossl->mul(ks[i], Context::ints(P));
      row.record(same(R, E), [&] { return ks[i].get_str(16) + "*" + describe(P) + ": " + describe(R) + " vs " + describe(E); });
    }
  });
  timed_row(rows, "k*G: double-and-add (Jacobian)", oracle + " mul(G)", [&](Row& row) {
    for (const mpz_class& k : ks) {
      const ref::Point R = ref::mul_gen(C, k);
      const auto E = ossl->mul_generator(k);
      row.record(same(R, E), [&] { return k.get_str(16) + "*G: " + describe(R) + " vs " + describe(E); });
    }
  });

  timed_row(rows, "on curve", oracle + " is_on_curve", [&](Row& row) {
    std::vector<oracles::IntPoint> cands;
    for (const ref::Point& P : pts) cands.push_back(Context::ints(P));
    for (std::size_t i = 0; i < ctx.options().count + 4; ++i) {
      cands.push_back({ctx.rng().get_z_range(C.p()), ctx.rng().get_z_range(C.p()), false});
    }
    for (const auto& Q : cands) {
      const bool mine = ref::on_curve(C, ctx.from_ints(Q));
      const auto theirs = ossl->on_curve(Q);
      row.record(theirs && *theirs == mine, [&] { return describe(Q) + ": " + (mine ? "on" : "off"); });
    }
  });
}

}  // namespace tandem::audit

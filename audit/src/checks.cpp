#include "checks.hpp"

#include "tandem/ref/group.hpp"

namespace tandem::audit {

const std::vector<Check>& all_checks() {
  static const std::vector<Check> checks{check_openssl_encoding, check_openssl_group, check_libsecp256k1,
                                         check_inversion, check_formulas, check_strategies,
                                         check_fast_secp256k1, check_fast_group, check_fast_curves, check_protocols};
  return checks;
}

ref::Jacobian<ref::Fe> random_jacobian(Context& ctx, const ref::Point& P) {
  const ref::PrimeField& F = ctx.curve().fp();
  if (P.infinity) return ref::Jacobian<ref::Fe>::at_infinity(F.one());
  ref::Fe z = F.random(ctx.rng());
  while (is_zero(z)) z = F.random(ctx.rng());
  const ref::Fe z2 = sqr(z);
  return {P.x * z2, P.y * z2 * z, z};
}

std::vector<std::pair<ref::Point, ref::Point>> addition_pairs(Context& ctx) {
  const ref::Curve& C = ctx.curve();
  const std::vector<ref::Point> pts = ctx.points(false);
  std::vector<std::pair<ref::Point, ref::Point>> out;
  for (std::size_t i = 0; i < pts.size(); ++i) out.emplace_back(pts[i], pts[(i + 1) % pts.size()]);
  for (std::size_t i = 0; i < pts.size() && i < 4; ++i) {
    out.emplace_back(pts[i], pts[i]);
    out.emplace_back(pts[i], ref::neg(C, pts[i]));
    out.emplace_back(pts[i], C.infinity());
    out.emplace_back(C.infinity(), pts[i]);
  }
  out.emplace_back(C.infinity(), C.infinity());
  return out;
}

}  // namespace tandem::audit

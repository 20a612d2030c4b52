#include "tandem/audit/audit.hpp"

#include <chrono>
#include <cstdio>
#include <sstream>

#include "tandem/audit/edges.hpp"

namespace tandem::audit {

namespace {
constexpr std::size_t kKeptDisagreements = 3;
}

void Row::record(bool agree, const std::function<std::string()>& describe_case) {
  ++cases;
  if (agree) {
    ++agreements;
  } else if (disagreements.size() < kKeptDisagreements) {
    disagreements.push_back(describe_case());
  }
}

Context::Context(const ref::Curve& curve, const Options& options)
    : curve_(curve), options_(options), rng_(gmp_randinit_mt) {
  rng_.seed(static_cast<unsigned long>(options.seed));
  const spec::CurveSpec& s = curve.spec();
  oracles::CurveInts ints{curve.p(),        curve.eq().a.value(), curve.eq().b.value(), curve.G().x.value(),
                          curve.G().y.value(), curve.n(),           curve.h()};
  openssl_ = oracles::OpenSslGroup::make(s.openssl_sn, ints);
}

Context::~Context() = default;

std::vector<mpz_class> Context::scalars() {
  std::vector<mpz_class> out;
  for (const Edge& e : edge_scalars(curve_.n())) out.push_back(e.value);
  for (std::size_t i = 0; i < options_.count; ++i) out.push_back(rng_.get_z_range(curve_.n()));
  return out;
}

std::vector<ref::Point> Context::points(bool with_infinity) {
  const ref::Point& G = curve_.G();
  std::vector<ref::Point> out{G, ref::neg(curve_, G), ref::dbl(curve_, G), ref::mul_gen(curve_, curve_.n() - 1)};
  if (with_infinity) out.push_back(curve_.infinity());
  for (std::size_t i = 0; i < options_.count; ++i) {
    out.push_back(ref::mul_gen(curve_, rng_.get_z_range(curve_.n() - 1) + 1));
  }
  return out;
}

oracles::IntPoint Context::ints(const ref::Point& P) {
  if (P.infinity) return {0, 0, true};
  return {P.x.value(), P.y.value(), false};
}

ref::Point Context::from_ints(const oracles::IntPoint& P) const {
  if (P.infinity) return curve_.infinity();
  return {curve_.fp().from_mpz(P.x), curve_.fp().from_mpz(P.y), false};
}

bool CurveReport::clean() const {
  for (const Row& r : rows) {
    if (!r.clean()) return false;
  }
  return true;
}

CurveReport audit_curve(const ref::Curve& curve, const Options& options) {
  Context ctx(curve, options);
  CurveReport report{&curve, {}};
  for (const Check& check : all_checks()) {
    const std::size_t before = report.rows.size();
    const auto start = std::chrono::steady_clock::now();
    check(ctx, report.rows);
    const double secs = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
    // A check that added several rows timed them itself; one row gets the total.
    if (report.rows.size() == before + 1 && report.rows.back().seconds == 0) report.rows.back().seconds = secs;
  }
  return report;
}

std::string format_report(const CurveReport& r) {
  std::ostringstream o;
  const spec::CurveSpec& s = r.curve->spec();
  o << "== " << s.name << " (" << s.source << ")\n";
  char line[256];
  std::snprintf(line, sizeof line, "%-44s %-32s %7s %7s %9s\n", "operation", "oracle", "cases", "agree", "time");
  o << line;
  for (const Row& row : r.rows) {
    std::snprintf(line, sizeof line, "%-44s %-32s %7zu %7zu %8.3fs%s\n", row.operation.c_str(), row.oracle.c_str(),
                  row.cases, row.agreements, row.seconds, row.clean() ? "" : "  DISAGREES");
    o << line;
    for (const std::string& d : row.disagreements) o << "    ! " << d << "\n";
  }
  return o.str();
}

std::string describe(const ref::Point& P) {
  if (P.infinity) return "O";
  return "(" + P.x.to_hex() + ", " + P.y.to_hex() + ")";
}

std::string describe(const oracles::IntPoint& P) {
  if (P.infinity) return "O";
  return "(" + P.x.get_str(16) + ", " + P.y.get_str(16) + ")";
}

std::string describe(const std::optional<oracles::IntPoint>& P) { return P ? describe(*P) : "rejected"; }

}  // namespace tandem::audit

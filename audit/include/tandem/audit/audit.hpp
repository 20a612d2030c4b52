// The audit: every operation tandem has, run against every oracle that can
// take it, on random and edge inputs, one table per curve. `tandem audit`
// prints it; tests reach the same functions.
#pragma once

#include <gmpxx.h>

#include <cstdint>
#include <functional>
#include <memory>
#include <string>
#include <vector>

#include "tandem/oracles/openssl.hpp"
#include "tandem/ref/curve.hpp"
#include "tandem/ref/group.hpp"

namespace tandem::audit {

struct Options {
  std::size_t count = 16;     ///< random inputs per operation, beside the edge inputs
  std::uint64_t seed = 1;
};

/// One line of the table: an operation against an oracle.
struct Row {
  std::string operation;
  std::string oracle;
  std::size_t cases = 0;
  std::size_t agreements = 0;
  double seconds = 0;
  std::vector<std::string> disagreements;  ///< the first few, described
  std::string implementation = "ref";      ///< whose code the row runs: "ref" or "fast"

  /// Count one case; describe() is called only for a disagreement.
  void record(bool agree, const std::function<std::string()>& describe);
  [[nodiscard]] bool clean() const { return cases == agreements; }
};

/// What a check gets: the curve, the options, a seeded generator, the
/// OpenSSL group (nullptr if OpenSSL cannot build one) and converters.
class Context {
 public:
  Context(const ref::Curve& curve, const Options& options);
  ~Context();
  Context(const Context&) = delete;
  Context& operator=(const Context&) = delete;

  [[nodiscard]] const ref::Curve& curve() const { return curve_; }
  [[nodiscard]] const Options& options() const { return options_; }
  gmp_randclass& rng() { return rng_; }
  [[nodiscard]] const oracles::OpenSslGroup* openssl() const { return openssl_.get(); }

  /// Edge scalars (edges.hpp) then `count` uniform ones in [0, n).
  std::vector<mpz_class> scalars();
  /// G, −G, 2G, (n−1)·G, then `count` random multiples of G; O if asked.
  std::vector<ref::Point> points(bool with_infinity);

  [[nodiscard]] static oracles::IntPoint ints(const ref::Point& P);
  [[nodiscard]] ref::Point from_ints(const oracles::IntPoint& P) const;

 private:
  const ref::Curve& curve_;
  Options options_;
  gmp_randclass rng_;
  std::unique_ptr<oracles::OpenSslGroup> openssl_;
};

/// A check adds its rows for the context's curve (none if it does not apply).
using Check = std::function<void(Context&, std::vector<Row>&)>;

/// Every check tandem has, in table order (audit/src/checks.cpp).
const std::vector<Check>& all_checks();

struct CurveReport {
  const ref::Curve* curve;
  std::vector<Row> rows;
  [[nodiscard]] bool clean() const;
};

CurveReport audit_curve(const ref::Curve& curve, const Options& options);

/// The table as `tandem audit` prints it.
std::string format_report(const CurveReport& report);

/// A point or a number for a disagreement's description.
std::string describe(const ref::Point& P);
std::string describe(const oracles::IntPoint& P);
std::string describe(const std::optional<oracles::IntPoint>& P);

}  // namespace tandem::audit

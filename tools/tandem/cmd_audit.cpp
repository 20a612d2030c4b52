#include <CLI/CLI.hpp>

#include <iostream>
#include <limits>
#include <nlohmann/json.hpp>

#include "cli.hpp"
#include "tandem/audit/audit.hpp"
#include "tandem/ref/curve.hpp"

namespace tandem::cli {

namespace {

constexpr const char* kHelp = R"(usage: tandem audit [--curve NAME|all|standard|small] [--count N] [--seed S] [--json]

Runs every operation tandem has against every oracle that can take it --
OpenSSL's EC_POINT functions on every curve (its named group where it has the
curve, a group built from the parameters otherwise), libsecp256k1's public API
on secp256k1 -- on N random inputs per operation plus the edge inputs (scalars
0, 1, 2, n-1, n, n+1, 2^k, all-ones, sparse and dense; points G, -G, O,
P = Q, P = -Q; malformed encodings). Prints one table per curve: operation,
oracle, cases, agreements, time.

  --curve   a curve name (see tandem curves), "standard" (the fifteen standard
            curves), "small" (the exhaustive-test curves) or "all" (default)
  --count   random inputs per operation, 1 to 100000 (default 16)
  --seed    seed of the random inputs, a non-negative integer (default 1)
  --json    print the rows as one JSON object instead of the tables: "rows",
            an array of objects with the keys curve, operation,
            implementation (whose code the row runs: ref or fast), oracle,
            cases, agreements, seconds and disagreements (the first few,
            described); then "clean", "curves", "cases", "seed" and "count"

Exit status: 0 all agree, 1 any disagreement, 2 bad arguments.
)";

std::optional<unsigned long long> parse_number(const std::string& s) {
  if (s.empty() || s.size() > 19) return std::nullopt;
  unsigned long long v = 0;
  for (char c : s) {
    if (c < '0' || c > '9') return std::nullopt;
    v = v * 10 + static_cast<unsigned>(c - '0');
  }
  return v;
}

}  // namespace

int cmd_audit(const Argv& argv) {
  if (wants_help(argv)) {
    std::cout << kHelp;
    return kOk;
  }
  audit::Options opt;
  std::string which = "all";
  std::optional<std::string> count_text, seed_text;
  bool json = false;
  CLI::App app;
  app.add_option("--curve", which);
  app.add_option("--count", count_text);
  app.add_option("--seed", seed_text);
  app.add_flag("--json", json);
  if (int rc = parse(app, "audit", argv); rc != kOk) return rc;
  std::vector<const ref::Curve*> curves;
  for (const ref::Curve* c : ref::all_curves()) {
    const bool small = c->spec().kind == spec::CurveKind::small;
    if (which == "all" || (which == "standard" && !small) || (which == "small" && small)) curves.push_back(c);
  }
  if (curves.empty()) {
    const ref::Curve* c = ref::find_curve(which);
    if (c == nullptr) return usage_error("audit", "unknown curve '" + which + "'");
    curves.push_back(c);
  }
  if (count_text) {
    const auto v = parse_number(*count_text);
    if (!v || *v < 1 || *v > 100000) return usage_error("audit", "--count must be an integer from 1 to 100000, not '" + *count_text + "'");
    opt.count = static_cast<std::size_t>(*v);
  }
  if (seed_text) {
    const auto v = parse_number(*seed_text);
    if (!v) return usage_error("audit", "--seed must be a non-negative integer, not '" + *seed_text + "'");
    opt.seed = *v;
  }

  if (json) {
    nlohmann::json rows = nlohmann::json::array();
    bool clean = true;
    std::size_t cases = 0;
    for (const ref::Curve* c : curves) {
      const audit::CurveReport r = audit::audit_curve(*c, opt);
      clean = clean && r.clean();
      for (const audit::Row& row : r.rows) {
        rows.push_back({{"curve", std::string(c->spec().name)},
                        {"operation", row.operation},
                        {"implementation", row.implementation},
                        {"oracle", row.oracle},
                        {"cases", row.cases},
                        {"agreements", row.agreements},
                        {"seconds", row.seconds},
                        {"disagreements", row.disagreements}});
        cases += row.cases;
      }
    }
    const nlohmann::json doc = {{"rows", rows}, {"clean", clean}, {"curves", curves.size()}, {"cases", cases},
                                {"seed", opt.seed}, {"count", opt.count}};
    std::cout << doc.dump(2) << "\n";
    return clean ? kOk : kFailed;
  }

  bool clean = true;
  std::size_t cases = 0, rows = 0;
  for (const ref::Curve* c : curves) {
    const audit::CurveReport r = audit::audit_curve(*c, opt);
    std::cout << audit::format_report(r) << "\n" << std::flush;
    clean = clean && r.clean();
    for (const audit::Row& row : r.rows) cases += row.cases;
    rows += r.rows.size();
  }
  std::cout << (clean ? "all agree" : "DISAGREEMENTS FOUND") << ": " << curves.size() << " curves, " << rows
            << " rows, " << cases << " cases (seed " << opt.seed << ", count " << opt.count << ")\n";
  return clean ? kOk : kFailed;
}

}  // namespace tandem::cli

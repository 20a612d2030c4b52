#include <CLI/CLI.hpp>

#include <fstream>
#include <iostream>
#include <sstream>

#include "cli.hpp"
#include "tandem/proofs/census.hpp"
#include "tandem/proofs/census_inversions.hpp"
#include "tandem/proofs/census_strategies.hpp"

namespace tandem::cli {

namespace {

constexpr const char* kHelp = R"(usage: tandem census [--write PATH | --check PATH]

Counts the field operations of every formula by running its text on the
counting field, and prints docs/census.md: each formula's M, S, C (curve
constant) multiplications, additions and small multiplications beside the cost
its source states; then each inversion and square-root chain's squarings and
multiplications beside its citation, and each gcd method's steps beside its
proven bound; then each scalar-multiplication strategy's doublings, additions
and table size on a seeded 256-bit scalar beside what its source states.

  --write PATH   write the table to PATH (docs/census.md in the repository)
  --check PATH   compare PATH with the generated table; exit 1 if they differ

Exit status: 0, or 1 when a count differs from its cited cost or --check finds
a difference, 2 bad arguments.
)";

}  // namespace

int cmd_census(const Argv& args) {
  if (wants_help(args)) {
    std::cout << kHelp;
    return kOk;
  }
  std::optional<std::string> write, check;
  CLI::App app;
  CLI::Option* w = app.add_option("--write", write);
  CLI::Option* c = app.add_option("--check", check);
  if (int rc = parse(app, "census", args); rc != kOk) return rc;
  if (w->count() > 0 && c->count() > 0) return usage_error("census", "--write and --check exclude each other");
  if ((write && write->empty()) || (check && check->empty())) return usage_error("census", "a path is needed");

  const std::string table = proofs::census_markdown();
  bool counts_ok = true;
  for (const proofs::CensusRow& r : proofs::census_formulas()) {
    if (!r.matches()) {
      counts_ok = false;
      std::cerr << "tandem census: " << r.formula->info.name << " counts "
                << proofs::cost_string(r.counted.M, r.counted.S, r.counted.C) << ", its source states "
                << proofs::cost_string(r.formula->info.cost.M, r.formula->info.cost.S, r.formula->info.cost.C) << "\n";
    }
  }
  for (const proofs::ChainRow& r : proofs::census_chains()) {
    if (!r.matches()) {
      counts_ok = false;
      std::cerr << "tandem census: " << r.chain << " on " << r.modulus << " (" << r.exponent
                << ") differs from its citation or computes another power\n";
    }
  }
  for (const proofs::StepRow& r : proofs::census_steps()) {
    if (!r.within()) {
      counts_ok = false;
      std::cerr << "tandem census: " << r.method << " on " << r.modulus << " exceeds its bound\n";
    }
  }
  for (const proofs::StrategyCensusRow& r : proofs::census_strategies()) {
    if (!r.matches()) {
      counts_ok = false;
      std::cerr << "tandem census: strategy " << r.strategy->name << " (parameter " << r.window
                << ") counts other operations than its source states\n";
    }
  }
  if (write) {
    std::ofstream out(*write, std::ios::binary);
    out << table;
    if (!out) {
      std::cerr << "tandem census: cannot write " << *write << "\n";
      return kFailed;
    }
  } else if (check) {
    std::ifstream in(*check, std::ios::binary);
    std::stringstream ss;
    ss << in.rdbuf();
    if (!in || ss.str() != table) {
      std::cerr << "tandem census: " << *check << " differs from the generated census; run tandem census --write "
                << *check << "\n";
      return kFailed;
    }
  } else {
    std::cout << table;
  }
  return counts_ok ? kOk : kFailed;
}

}  // namespace tandem::cli

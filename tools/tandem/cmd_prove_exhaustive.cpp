// The exhaustive sections of `tandem prove`: proofs/recoding's checks, the
// GLV bounds and their negative controls; proofs/inverse's divstep and
// posdivstep jump tables and their wrong twins. One line each.
#include <cstdio>
#include <iostream>

#include "cli.hpp"
#include "tandem/proofs/divsteps.hpp"
#include "tandem/proofs/recoding.hpp"

namespace tandem::cli {

namespace {

/// One exhaustive check: name, cases, the result against what was expected,
/// time, and the counterexample or figures below it.
template <class Result>
void print_line(std::ostream& out, const Result& r) {
  std::string result = r.holds ? "holds" : "refuted";
  if (!r.expected_holds) result += r.holds ? " (SHOULD BE REFUTED)" : " (as expected)";
  else if (!r.holds) result += " (SHOULD HOLD)";
  char line[512];
  std::snprintf(line, sizeof line, "%-58s %8zu %-30s %7.1fms\n", r.name.c_str(), r.cases, result.c_str(), r.millis);
  out << line;
  if (!r.detail.empty()) out << "    " << r.detail << "\n";
}

}  // namespace

bool print_recoding_proofs(std::ostream& out) {
  out << "\nRecodings: reconstruction and digit bounds, exhaustive to 16 bits; GLV halves from the lattice basis\n";
  char line[512];
  std::snprintf(line, sizeof line, "%-58s %8s %-30s %9s\n", "recoding", "cases", "result", "time");
  out << line;
  bool all = true;
  std::size_t held = 0, refuted = 0;
  for (const proofs::RecodingResult& r : proofs::prove_all_recodings(16)) {
    print_line(out, r);
    all = all && r.as_expected();
    (r.holds ? held : refuted) += 1;
  }
  out << (all ? "every recoding result as claimed" : "RECODING RESULTS DIFFER FROM THE CLAIMS") << ": " << held
      << " hold, " << refuted << " refuted\n";
  return all;
}

bool print_divstep_proofs(std::ostream& out) {
  out << "\nDivsteps: fast/'s inverse_var takes divsteps six at a time, jacobi_var posdivsteps four at a time, "
         "from tables; every entry against the definition and against ref\n";
  char line[512];
  std::snprintf(line, sizeof line, "%-58s %8s %-30s %9s\n", "table", "cases", "result", "time");
  out << line;
  bool all = true;
  for (const proofs::DivstepResult& r : proofs::prove_all_divsteps()) {
    print_line(out, r);
    all = all && r.as_expected();
  }
  out << (all ? "divsteps: every result as claimed" : "divsteps: RESULTS DIFFER FROM THE CLAIMS") << "\n";
  return all;
}

}  // namespace tandem::cli

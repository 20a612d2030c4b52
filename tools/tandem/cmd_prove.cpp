#include <cstdio>
#include <iostream>

#include "cli.hpp"
#include "tandem/proofs/prover.hpp"

namespace tandem::cli {

namespace {

constexpr const char* kHelp = R"(usage: tandem prove [--formula NAME]

Runs every point formula of ref/ (and fast/) on the symbolic field -- its own
source text, instantiated on polynomials -- and checks the output against the
affine group law of SEC 1 in the ideal of the curve equations, for each curve
family it claims (a = 0, a = -3, any a) and each case of its law:
  pairs:    generic, P = Q, P = -Q, O + Q, P + O, O + O,
            y2 = -y1 (x2 != x1: where a unified slope is 0/0),
            P=Q,y=0 (a point of order two added to itself), P=-Q,x=0
  doubling: generic, y = 0 (a point of order two), 2O
Every output of a formula is checked against what the law says it is (P + Q,
P - Q, 2P, P itself), in its coordinates (Jacobian, projective, affine, XZ for
x alone); outputs of co-Z formulas must also share one Z. Also proves that Z
is not identically zero where the law gives a finite point.
Negative controls (deliberately wrong formulas) must be refuted, and formulas
known to be incomplete must be refuted exactly where they are incomplete.

Then the recodings of the multiplication strategies (NAF, wNAF, radix and
signed odd windows, comb and signed comb digits, JSF, the GLV split): each
reconstructs its scalar and keeps its digits in their bounds for every scalar
up to 16 bits, and the GLV halves are below 2^ceil(bits(n)/2) (2^128 for
secp256k1), proved from the lattice basis; wrong recodings must be refuted.

  --formula   prove only the formula of this name (and skip the recodings)

Exit status: 0 when every result is as claimed, 1 otherwise, 2 bad arguments.
)";

}  // namespace

int cmd_prove(Args args) {
  if (args.help()) {
    std::cout << kHelp;
    return kOk;
  }
  const std::optional<std::string> only = args.take("formula");
  if (int rc = reject_leftovers("prove", args); rc != kOk) return rc;

  bool found = false;
  bool all_as_claimed = true;
  std::size_t proven = 0, refuted = 0;
  double total_ms = 0;
  char line[320];
  std::snprintf(line, sizeof line, "%-26s %-6s %-7s %-9s %-28s %9s\n", "formula", "impl", "family", "case", "result",
                "time");
  std::cout << "Group law: formula x family x case, against the affine law (SEC 1 2.2.1)\n" << line;
  for (const proofs::FormulaEntry& f : proofs::formulas()) {
    if (only && f.info.name != *only) continue;
    found = true;
    for (const proofs::CaseResult& r : proofs::prove_formula(f)) {
      std::string result = r.holds ? "proven" : "refuted";
      if (!r.expected_holds) result += r.holds ? " (SHOULD BE REFUTED)" : " (as expected)";
      else if (!r.holds) result += " (SHOULD HOLD)";
      std::snprintf(line, sizeof line, "%-26s %-6s %-7s %-9s %-28s %7.2fms\n", std::string(f.info.name).c_str(),
                    std::string(f.implementation).c_str(), std::string(proofs::family_name(r.family)).c_str(),
                    std::string(proofs::case_name(r.which)).c_str(), result.c_str(), r.millis);
      std::cout << line;
      if (!r.as_expected() || !r.holds) std::cout << "    " << r.detail << "\n";
      all_as_claimed = all_as_claimed && r.as_expected();
      (r.holds ? proven : refuted) += 1;
      total_ms += r.millis;
    }
    if (!f.outside.empty()) {
      std::string cases;
      for (proofs::Case c : f.outside) cases += std::string(cases.empty() ? "" : ", ") + std::string(proofs::case_name(c));
      std::cout << "    not run: " << cases << " (outside what the formula's inputs can express)\n";
    }
  }
  if (only && !found) return usage_error("prove", "no formula named '" + *only + "'");
  std::cout << (all_as_claimed ? "every result as claimed" : "RESULTS DIFFER FROM THE CLAIMS") << ": " << proven
            << " proven, " << refuted << " refuted, " << total_ms << " ms\n";
  const bool recodings_as_claimed = only || print_recoding_proofs(std::cout);
  return all_as_claimed && recodings_as_claimed ? kOk : kFailed;
}

}  // namespace tandem::cli

#include <CLI/CLI.hpp>

#include <algorithm>
#include <chrono>
#include <cstdio>
#include <iomanip>
#include <iostream>

#include "cli.hpp"
#include "tandem/proofs/limbs.hpp"
#include "tandem/proofs/magnitudes.hpp"
#include "tandem/proofs/prover.hpp"

namespace tandem::cli {

namespace {

constexpr const char* kHelp = R"(usage: tandem prove [--formula NAME] [--limbs NAME] [--group-only | --limbs-only] [--no-search]

Group law. Runs every point formula of ref/ (and fast/) on the symbolic field -- its own
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

Exceptional sets. Within each case a formula proves, where its output still
fails: Z = 0 where the law gives a finite point, every free coordinate zero
where it gives O. Found by factoring those polynomials (the formula's own
output) after making the case a polynomial ring (a pair of points through its
chord's slope), setting aside what cannot vanish at a valid input and the
cases of their own, naming each factor by the conditions the affine law
computes (P - Q has order 2, ...), and running the formula again where one of
its branches turns. Printed per formula and family, with the refuted cases
(exceptional as a whole), and checked against the registry's documentation:
a mismatch, or a set no condition names, fails.

fast/'s formulas (impl "fast") are proven the same way, on the lazy field's
symbolic model, each in the cases its ref twin (the row above it) claims.

Magnitudes. Runs each fast formula on the magnitude field: every value is a
bound on the 5x52 field's magnitude, every field call checks its precondition
in fast/field_contract.hpp, and the inputs sit at the formula's declared
FormulaMagnitudes (each rule is monotone and each precondition an upper bound,
so that run covers every input within them). Every path is run: each affine
input finite and O, each sequence of normalizes_to_zero answers. A formula
holds when no call on any path breaks the contract and its outputs are within
its declared bounds; a twin missing one normalize_weak must be refuted.
"largest in": how far each input bound can rise alone before the check fails
(32, the contract's ceiling, where the formula never reads that coordinate).

Recodings. The recodings of the multiplication strategies (NAF, wNAF, radix and
signed odd windows, comb and signed comb digits, JSF, the GLV split): each
reconstructs its scalar and keeps its digits in their bounds for every scalar
up to 16 bits, and the GLV halves are below 2^ceil(bits(n)/2) (2^128 for
secp256k1), proved from the lattice basis; wrong recodings must be refuted.

Limbs. Runs fast/'s limb code for the secp256k1 field (5x52) and scalar
(4x64) on symbolic limbs -- polynomials with intervals, one fresh variable
per split at a bit position -- and proves, for every input within the
operation's contract: the algebra (the output equals the exact result mod p
or n) and the ranges (no intermediate leaves its C++ type, every output limb
meets the contract). Z3 closes what intervals cannot. For each operation:
the time, the contract's magnitude, the largest magnitude proven and the
first that fails (searched upwards), and the tightest intermediate margin in
bits with its place. Each proof has a broken twin that must be refuted.

Divsteps. fast/'s variable-time inverse takes its divsteps six at a time,
its Jacobi symbol its posdivsteps four at a time, from tables: every entry
is checked against the steps of its definition for every eta in
[-1024, 1024] (and far beyond), every odd f and every g on the bits the
steps read, with zero and random high bits; against ref's divsteps (GMP)
and ref's Jacobi symbol; five wrong tables must be refuted.

  --formula    prove only the point formula of this name (no recodings, no limbs)
  --limbs      prove only the limb operations whose name contains this
  --group-only the group-law and recoding tables only
  --limbs-only the limb and divstep tables only
  --no-search  skip the magnitude search (contract magnitudes only)

Exit status: 0 when every result is as claimed, 1 otherwise, 2 bad arguments.
)";

/// The formula's exceptional set in each family it claims, against its
/// documentation.
bool exceptional_lines(const proofs::FormulaEntry& f, const std::vector<proofs::CaseResult>& results) {
  bool ok = true;
  for (const proofs::ExceptionalSet& e : proofs::exceptional_sets(f, results)) {
    std::string verdict = e.holds ? "as documented" : "DIFFERS from the documentation";
    if (!e.expected_holds) verdict += e.holds ? " (SHOULD DIFFER)" : " (as expected)";
    std::cout << "    exceptional set, " << proofs::family_name(e.family) << ": " << proofs::describe(e) << " -- "
              << verdict << "\n";
    if (!e.holds) std::cout << "      documented: " << proofs::describe_documented(f) << "\n";
    for (const std::string& u : e.unexplained) std::cout << "      " << u << "\n";
    ok = ok && e.as_expected();
  }
  return ok;
}

bool group_table(const std::optional<std::string>& only, bool& found) {
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
    const std::vector<proofs::CaseResult> results = proofs::prove_formula(f);
    for (const proofs::CaseResult& r : results) {
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
    all_as_claimed = exceptional_lines(f, results) && all_as_claimed;
  }
  std::cout << (all_as_claimed ? "group law: every result as claimed" : "group law: RESULTS DIFFER FROM THE CLAIMS")
            << ": " << proven << " proven, " << refuted << " refuted, " << total_ms << " ms\n";
  return all_as_claimed;
}

bool magnitude_table(const std::optional<std::string>& only) {
  bool all_as_claimed = true;
  std::size_t proven = 0, refuted = 0;
  double total_ms = 0;
  char line[512];
  std::cout << "\nMagnitudes: fast formulas on the magnitude field, every path, inputs at their declared bounds\n";
  std::snprintf(line, sizeof line, "%-26s %-6s %-24s %5s %4s  %-10s %-10s %-10s %-22s %9s  %s\n", "formula", "impl",
                "result", "paths", "ops", "point in", "affine in", "out", "worst out", "time",
                "largest in (point; affine)");
  std::cout << line;
  for (const proofs::FormulaEntry& f : proofs::formulas()) {
    if (!f.magnitudes || (only && f.info.name != *only)) continue;
    const proofs::MagnitudeResult r = proofs::check_magnitudes(f);
    std::string result = r.holds ? "within the contract" : "refuted";
    if (!r.expected_holds) result += r.holds ? " (SHOULD BE REFUTED)" : " (as expected)";
    else if (!r.holds) result += " (SHOULD HOLD)";
    std::string worst;
    for (const fast::CoordMagnitudes& w : r.worst) worst += (worst.empty() ? "" : " ") + proofs::magnitudes_string(w);
    const fast::FormulaMagnitudes& m = *f.magnitudes;
    const auto search_start = std::chrono::steady_clock::now();
    const fast::FormulaMagnitudes most = proofs::magnitude_headroom(f);
    const double search_ms =
        std::chrono::duration<double, std::milli>(std::chrono::steady_clock::now() - search_start).count();
    const std::string largest =
        r.holds ? proofs::magnitudes_string(most.point) + "; " + proofs::magnitudes_string(most.affine) : "-";
    std::snprintf(line, sizeof line, "%-26s %-6s %-24s %5zu %4zu  %-10s %-10s %-10s %-22s %7.3fms  %s\n",
                  std::string(f.info.name).c_str(), std::string(f.implementation).c_str(), result.c_str(), r.paths,
                  r.max_ops, proofs::magnitudes_string(m.point).c_str(), proofs::magnitudes_string(m.affine).c_str(),
                  proofs::magnitudes_string(m.out).c_str(), worst.c_str(), r.millis, largest.c_str());
    std::cout << line;
    if (r.violation) {
      std::cout << "    first breach: call " << r.violation->op_index << " (" << r.violation->op
                << "): " << r.violation->what << "; on the path " << r.violation_path << "\n";
    }
    all_as_claimed = all_as_claimed && r.as_expected();
    (r.holds ? proven : refuted) += 1;
    total_ms += r.millis + search_ms;
  }
  std::cout << (all_as_claimed ? "magnitudes: every result as claimed" : "magnitudes: RESULTS DIFFER FROM THE CLAIMS")
            << ": " << proven << " within the contract, " << refuted << " refuted, " << total_ms << " ms\n";
  return all_as_claimed;
}

std::string magnitude(int m) { return m == 0 ? "-" : "m<=" + std::to_string(m); }

/// Every public function of Fe, Fe64 and Scalar with its verdict: proven
/// when every limb proof that runs its text held in this run; otherwise
/// why there is none. False if a proof it names failed or is missing.
bool operation_table(const std::vector<proofs::LimbProof>& results) {
  std::cout << "\nFast operations: every public function of Fe, Fe64, Scalar and PrimeField\n";
  bool ok = true;
  std::size_t proven = 0, without = 0;
  for (const proofs::FastOperation& op : proofs::fast_operations()) {
    std::string verdict = op.proofs.empty() ? "no proof" : "proven";
    for (const std::string& name : op.proofs) {
      const auto r = std::find_if(results.begin(), results.end(), [&](const proofs::LimbProof& x) { return x.name == name; });
      if (r == results.end() || !r->holds) verdict = "NOT PROVEN (" + name + ")";
    }
    ok = ok && (op.proofs.empty() || verdict == "proven");
    (op.proofs.empty() ? without : proven) += 1;
    std::string by;
    for (const std::string& name : op.proofs) by += (by.empty() ? "by " : ", ") + name;
    if (!op.note.empty()) by += (by.empty() ? "" : "; ") + op.note;
    std::cout << "  " << std::left << std::setw(30) << (op.type + "::" + op.name) << std::setw(10) << verdict << by
              << "\n";
  }
  std::cout << "fast operations: " << proven << " proven, " << without << " without a limb proof (each says why)\n";
  return ok;
}

/// Each field operation at every magnitude (or pair) its contract admits:
/// one line per operation, the twins refuted at some pair.
bool sweep_table(const std::string& only) {
  std::cout << "\nMagnitude sweeps: the field's limb proofs at every magnitude within the contract\n";
  bool ok = true;
  double total_ms = 0;
  for (const proofs::MagnitudeSweep& s : proofs::sweep_magnitudes(only)) {
    std::string verdict = s.holds() ? "all hold" : std::to_string(s.runs - s.held) + " refuted";
    if (!s.expected_to_hold) verdict = s.holds() ? "all hold" : "the last refuted";
    if (!s.expected_to_hold) verdict += s.holds() ? " (SHOULD BE REFUTED)" : " (as expected)";
    else if (!s.holds()) verdict += " (SHOULD HOLD)";
    char ms[32];
    std::snprintf(ms, sizeof ms, "%.1f ms", s.millis);
    std::cout << "  " << std::left << std::setw(30) << s.name << s.inputs << ": " << s.runs << " proofs, " << verdict
              << ", " << ms << "\n";
    if (!s.expected_to_hold) std::cout << "    the slip: " << s.mutation << "\n";
    if (!s.first_failure.empty()) std::cout << "    first: " << s.first_failure << "\n";
    ok = ok && s.as_expected();
    total_ms += s.millis;
  }
  std::cout << (ok ? "magnitude sweeps: every result as claimed" : "magnitude sweeps: RESULTS DIFFER FROM THE CLAIMS")
            << ", " << total_ms << " ms\n";
  return ok;
}

/// fast/'s chains and identities on symbolic stand-ins for the field.
bool identity_table() {
  std::cout << "\nIdentities: fast/'s code beyond the limbs, on symbolic fields\n";
  bool ok = true;
  for (const proofs::IdentityProof& r : proofs::prove_fast_identities()) {
    std::string result = r.holds ? "proven" : "refuted";
    if (!r.expected_to_hold) result += r.holds ? " (SHOULD BE REFUTED)" : " (as expected)";
    else if (!r.holds) result += " (SHOULD HOLD)";
    char ms[32];
    std::snprintf(ms, sizeof ms, "%.1f ms", r.millis);
    std::cout << "  " << std::left << std::setw(30) << r.name << std::setw(24) << result << ms << "  " << r.detail
              << "\n";
    std::cout << "    " << (r.expected_to_hold ? "the claim: " + r.claim : "the slip: " + r.mutation) << "\n";
    ok = ok && r.as_expected();
  }
  std::cout << (ok ? "identities: every result as claimed" : "identities: RESULTS DIFFER FROM THE CLAIMS") << "\n";
  return ok;
}

bool limb_table(const std::string& only, bool search, bool& found) {
  proofs::LimbProofOptions o;
  o.search_magnitudes = search;
  o.only = only;
  const std::vector<proofs::LimbProof> results = proofs::prove_limbs(o);
  found = !results.empty();
  bool all_as_claimed = true;
  std::size_t proven = 0, refuted = 0;
  double total_ms = 0;
  char line[512];
  std::cout << "\nLimbs: fast/'s limb code on symbolic limbs, for every input within the contract\n";
  std::snprintf(line, sizeof line, "%-28s %-11s %-24s %9s %-6s %-8s %-9s %-8s %-10s %s\n", "operation", "subject",
                "result", "time", "paths", "contract", "proven to", "fails at", "margin", "tightest place");
  std::cout << line;
  for (const proofs::LimbProof& r : results) {
    std::string result = r.holds ? "proven" : "refuted";
    if (!r.expected_to_hold) result += r.holds ? " (SHOULD BE REFUTED)" : " (as expected)";
    else if (!r.holds) result += " (SHOULD HOLD)";
    std::string to = "-", fails = "-";
    if (r.proven_up_to != 0) {
      to = magnitude(r.proven_up_to);
      fails = r.first_failing == 0 ? "none" : "m=" + std::to_string(r.first_failing);
    }
    char margin[32];
    std::snprintf(margin, sizeof margin, "%.2f bits", r.margin_bits);
    // Feasible paths (each proven), and "+k" for the k pruned as infeasible.
    const std::string paths = std::to_string(r.paths) + (r.pruned != 0 ? "+" + std::to_string(r.pruned) : "");
    std::snprintf(line, sizeof line, "%-28s %-11s %-24s %7.1fms %-6s %-8s %-9s %-8s %-10s %s\n", r.name.c_str(),
                  r.subject.c_str(), result.c_str(), r.millis, paths.c_str(), magnitude(r.contract_magnitude).c_str(),
                  to.c_str(),
                  fails.c_str(), r.holds ? margin : "-", r.holds ? r.margin_place.c_str() : "");
    std::cout << line;
    if (!r.expected_to_hold) std::cout << "    the slip: " << r.mutation << "\n";
    if (!r.holds) std::cout << "    " << r.failure << "\n";
    all_as_claimed = all_as_claimed && r.as_expected() && (r.expected_to_hold || r.counterexample);
    (r.holds ? proven : refuted) += 1;
    total_ms += r.millis + r.search_millis;
  }
  std::cout << (all_as_claimed ? "limbs: every result as claimed" : "limbs: RESULTS DIFFER FROM THE CLAIMS") << ": "
            << proven << " proven, " << refuted << " refuted, " << total_ms << " ms\n";
  all_as_claimed = sweep_table(only) && all_as_claimed;
  if (only.empty()) all_as_claimed = operation_table(results) && all_as_claimed;
  return all_as_claimed;
}

}  // namespace

int cmd_prove(const Argv& args) {
  if (wants_help(args)) {
    std::cout << kHelp;
    return kOk;
  }
  std::optional<std::string> only, limbs_only_name;
  bool group_only = false, limbs_only = false, no_search = false;
  CLI::App app;
  app.add_option("--formula", only);
  app.add_option("--limbs", limbs_only_name);
  app.add_flag("--group-only", group_only);
  app.add_flag("--limbs-only", limbs_only);
  app.add_flag("--no-search", no_search);
  if (int rc = parse(app, "prove", args); rc != kOk) return rc;
  if (group_only && limbs_only) return usage_error("prove", "--group-only and --limbs-only exclude each other");
  if (only && only->empty()) return usage_error("prove", "--formula needs a name");
  if (limbs_only_name && limbs_only_name->empty()) return usage_error("prove", "--limbs needs a name");

  // --formula alone selects the group-law table; --limbs alone the limb table.
  const bool run_group = !limbs_only && !(limbs_only_name && !only);
  const bool run_limbs = !group_only && !(only && !limbs_only_name);
  bool ok = true;
  if (run_group) {
    bool found = false;
    ok = group_table(only, found) && ok;
    if (only && !found) return usage_error("prove", "no formula named '" + *only + "'");
    ok = magnitude_table(only) && ok;
  }
  if (run_group && !only && !limbs_only_name) ok = print_recoding_proofs(std::cout) && ok;
  if (run_limbs) {
    bool found = false;
    ok = limb_table(limbs_only_name.value_or(""), !no_search, found) && ok;
    if (limbs_only_name && !found) return usage_error("prove", "no limb operation matches '" + *limbs_only_name + "'");
  }
  if (run_limbs && !limbs_only_name) ok = print_divstep_proofs(std::cout) && ok;
  if (run_limbs && !limbs_only_name) ok = identity_table() && ok;
  std::cout << (ok ? "every result as claimed" : "RESULTS DIFFER FROM THE CLAIMS") << "\n";
  return ok ? kOk : kFailed;
}

}  // namespace tandem::cli

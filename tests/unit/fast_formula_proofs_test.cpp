// fast/'s formulas before the group-law prover and the census: every fast
// formula has an entry, mirrors its ref twin's claims and is proven (or
// refuted) in every case exactly as the twin is; a fast formula with a
// planted slip on one side of a selection is refuted there and only there;
// the census counts the fast text, not the ref text, and keeps the caller's
// 3b out of the formula's count.
#include <gtest/gtest.h>

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <regex>
#include <set>
#include <sstream>
#include <string>

#include "paths.hpp"
#include "tandem/proofs/census.hpp"
#include "tandem/proofs/fast_models.hpp"
#include "tandem/proofs/prover.hpp"

namespace tandem {
namespace {

using proofs::Case;

std::vector<const proofs::FormulaEntry*> fast_entries() {
  std::vector<const proofs::FormulaEntry*> out;
  for (const proofs::FormulaEntry& f : proofs::formulas()) {
    if (f.implementation == "fast") out.push_back(&f);
  }
  return out;
}

/// The `NAME_info` (FormulaInfo) names declared in fast/'s formula headers,
/// read from the source text: a formula added there without a registry
/// entry fails the test below.
std::set<std::string> declared_fast_formulas(const std::string& kind) {
  const std::filesystem::path dir = std::filesystem::path(TANDEM_SOURCE_DIR) / "fast/include/tandem/fast/formulas";
  const std::regex decl("inline constexpr (spec::)?" + kind + "\\s+(\\w+)_(info|magnitudes)\\b");
  std::set<std::string> names;
  for (const auto& file : std::filesystem::directory_iterator(dir)) {
    if (file.path().extension() != ".hpp") continue;
    std::ifstream in(file.path());
    std::stringstream ss;
    ss << in.rdbuf();
    const std::string text = ss.str();
    for (auto it = std::sregex_iterator(text.begin(), text.end(), decl); it != std::sregex_iterator(); ++it) {
      names.insert((*it)[2].str());
    }
  }
  return names;
}

TEST(FastFormulaProofs, EveryFastFormulaHeaderHasAnEntry) {
  const std::set<std::string> infos = declared_fast_formulas("FormulaInfo");
  const std::set<std::string> mags = declared_fast_formulas("FormulaMagnitudes");
  EXPECT_GE(infos.size(), 33U);
  EXPECT_EQ(infos, mags) << "every fast formula states its cost and its magnitudes";
  std::set<std::string> registered;
  for (const proofs::FormulaEntry* f : fast_entries()) registered.insert(std::string(f->info.name));
  EXPECT_EQ(infos, registered);
}

TEST(FastFormulaProofs, EveryFastEntryMirrorsItsRefTwin) {
  const auto entries = fast_entries();
  ASSERT_GE(entries.size(), 33U);
  for (const proofs::FormulaEntry* f : entries) {
    SCOPED_TRACE(std::string(f->info.name));
    const proofs::FormulaEntry& twin = proofs::formula(f->twin, "ref");
    // a = 0 for the a = 0 twins; the twin's own families for the a = −3
    // and generic-a ones.
    ASSERT_FALSE(f->families.empty());
    if (f->families != twin.families) EXPECT_EQ(f->families, std::vector<spec::AKind>{spec::AKind::zero});
    for (spec::AKind k : f->families) {
      EXPECT_NE(std::find(twin.families.begin(), twin.families.end(), k), twin.families.end());
    }
    EXPECT_EQ(f->law, twin.law);
    ASSERT_EQ(f->inputs.size(), twin.inputs.size());
    for (std::size_t i = 0; i < f->inputs.size(); ++i) {
      EXPECT_EQ(f->inputs[i].term, twin.inputs[i].term);
      EXPECT_EQ(f->inputs[i].coords, twin.inputs[i].coords);
    }
    ASSERT_EQ(f->outputs.size(), twin.outputs.size());
    for (std::size_t i = 0; i < f->outputs.size(); ++i) {
      EXPECT_EQ(f->outputs[i].term, twin.outputs[i].term);
      EXPECT_EQ(f->outputs[i].coords, twin.outputs[i].coords);
    }
    EXPECT_EQ(f->co_z, twin.co_z);
    EXPECT_EQ(f->outside, twin.outside);
    EXPECT_EQ(f->doublings, twin.doublings);
    for (spec::AKind k : f->families) {
      for (Case c : proofs::cases_of(*f)) EXPECT_EQ(f->claims(k, c), twin.claims(k, c));
    }
    EXPECT_TRUE(f->magnitudes.has_value());
    EXPECT_TRUE(f->in_census);
    EXPECT_FALSE(f->negative_control);
  }
  // Each fast row sits right after its twin's (or after a sibling's).
  const auto& all = proofs::formulas();
  for (std::size_t i = 0; i < all.size(); ++i) {
    if (all[i].implementation != "fast") continue;
    ASSERT_GT(i, 0U);
    EXPECT_TRUE(all[i - 1].info.name == all[i].twin || all[i - 1].twin == all[i].twin) << all[i].info.name;
  }
}

TEST(FastFormulaProofs, EveryFastFormulaIsProvenWhereItsTwinIs) {
  std::size_t proven = 0, claimed = 0, am3 = 0, generic = 0;
  for (const proofs::FormulaEntry* f : fast_entries()) {
    for (spec::AKind k : f->families) {
      for (Case c : proofs::cases_of(*f)) claimed += f->claims(k, c) ? 1 : 0;
    }
    const proofs::FormulaEntry& twin = proofs::formula(f->twin, "ref");
    const std::vector<proofs::CaseResult> results = proofs::prove_formula(*f);
    EXPECT_EQ(results.size(), proofs::cases_of(*f).size() * f->families.size()) << f->info.name;
    for (const proofs::CaseResult& r : results) {
      EXPECT_TRUE(r.as_expected()) << f->info.name << " " << proofs::case_name(r.which) << ": " << r.detail;
      EXPECT_EQ(r.holds, proofs::prove_case(twin, r.family, r.which).holds)
          << f->info.name << " and " << twin.info.name << " differ at " << proofs::case_name(r.which) << " for "
          << proofs::family_name(r.family);
      proven += r.holds ? 1 : 0;
      am3 += r.holds && r.family == spec::AKind::minus3 ? 1 : 0;
      generic += r.holds && r.family == spec::AKind::generic ? 1 : 0;
    }
  }
  EXPECT_EQ(proven, claimed);
  // The counts of the run (33 formulas, the generic ones in three
  // families): every case the twins prove, no fewer.
  EXPECT_GE(proven, 260U);
  EXPECT_GE(am3, 70U);      // the a = −3 and generic-a twins, for a = −3
  EXPECT_GE(generic, 46U);  // the generic-a twins, for any a
}

TEST(FastFormulaProofs, CompleteFastFormulasHoldInEveryCase) {
  for (std::string_view name :
       {"add_rcb_a0_12m", "madd_rcb_a0_11m", "dbl_rcb_a0_6m2s", "madd_unified_a0_7m5s", "add_rcb_am3_12m",
        "madd_rcb_am3_11m", "dbl_rcb_am3_8m3s", "add_rcb_generic_12m", "madd_rcb_generic_11m", "dbl_rcb_generic_8m3s"}) {
    const proofs::FormulaEntry& f = proofs::formula(name, "fast");
    for (const proofs::CaseResult& r : proofs::prove_formula(f)) {
      EXPECT_TRUE(r.holds) << name << " " << proofs::case_name(r.which) << ": " << r.detail;
    }
    EXPECT_EQ(proofs::prove_formula(f).size(), proofs::cases_for(f.law).size() * f.families.size()) << name;
  }
}

TEST(FastFormulaProofs, TheBranchesAreTheCasesOwn) {
  // madd_8m3s_var's P = Q path goes to the doubling, P = −Q to O: the
  // symbolic model lets the case decide normalizes_to_zero_var, so each case
  // runs the path its points take, and the log shows the decisions.
  const proofs::FormulaEntry& f = proofs::formula("madd_8m3s_var", "fast");
  EXPECT_TRUE(proofs::prove_case(f, spec::AKind::zero, Case::doubling).holds);
  EXPECT_TRUE(proofs::prove_case(f, spec::AKind::zero, Case::inverse).holds);
  // Outside a-0 the doubling it hands P = Q to is wrong: the branch is real.
  proofs::FormulaEntry elsewhere = f;
  elsewhere.families = {spec::AKind::generic};
  EXPECT_FALSE(proofs::prove_case(elsewhere, spec::AKind::generic, Case::doubling).holds);
  EXPECT_TRUE(proofs::prove_case(elsewhere, spec::AKind::generic, Case::generic).holds);
}

TEST(FastFormulaProofs, BrokenFastTwinIsRefutedOnTheSideOfTheSelectionItBreaks) {
  const proofs::FormulaEntry& slip = proofs::formula("madd_unified_a0_chord_slip");
  ASSERT_TRUE(slip.negative_control);
  EXPECT_EQ(slip.implementation, "proofs");
  EXPECT_FALSE(slip.in_census);
  const proofs::CaseResult bad = proofs::prove_case(slip, spec::AKind::zero, Case::opposite_y);
  EXPECT_FALSE(bad.holds);
  EXPECT_NE(bad.detail.find("differs from the law"), std::string::npos) << bad.detail;
  for (Case c : {Case::generic, Case::doubling, Case::inverse, Case::inverse_x0}) {
    EXPECT_TRUE(proofs::prove_case(slip, spec::AKind::zero, c).holds) << proofs::case_name(c);
  }
  // The formula it is a copy of holds there.
  EXPECT_TRUE(proofs::prove_case(proofs::formula("madd_unified_a0_7m5s", "fast"), spec::AKind::zero, Case::opposite_y)
                  .holds);
}

TEST(FastFormulaProofs, BrokenAm3TwinIsRefutedWhereTheSlopeIsUsed) {
  // dbl_am3_3m5s with 3·(X − Z²)² for 3·(X − Z²)·(X + Z²): refuted at the
  // generic point of the a = −3 family, proven where Z3 ≡ 0 hides the slope.
  const proofs::FormulaEntry& slip = proofs::formula("dbl_am3_sign_slip");
  ASSERT_TRUE(slip.negative_control);
  EXPECT_EQ(slip.families, std::vector<spec::AKind>{spec::AKind::minus3});
  const proofs::CaseResult bad = proofs::prove_case(slip, spec::AKind::minus3, Case::generic);
  EXPECT_FALSE(bad.holds);
  EXPECT_NE(bad.detail.find("differs from the law"), std::string::npos) << bad.detail;
  for (Case c : {Case::order_two, Case::infinity}) {
    EXPECT_TRUE(proofs::prove_case(slip, spec::AKind::minus3, c).holds) << proofs::case_name(c);
  }
  EXPECT_TRUE(proofs::prove_case(proofs::formula("dbl_am3_3m5s", "fast"), spec::AKind::minus3, Case::generic).holds);
}

TEST(FastFormulaProofs, FastSymIsTheSymbolicField) {
  using proofs::FastSym;
  using proofs::Sym;
  using proofs::Var;
  const FastSym x(Sym::var(Var::x1)), y(Sym::var(Var::y1));
  EXPECT_TRUE(is_zero(normalize_weak(add(x, negate(x, 4))).sym()));
  EXPECT_TRUE(is_zero((mul(x, y).sym() - x.sym() * y.sym())));
  EXPECT_TRUE(is_zero((mul_int(x, 3).sym() - (x.sym() + x.sym() + x.sym()))));
  EXPECT_TRUE(is_zero((add(half(x), half(x)).sym() - x.sym())));
  EXPECT_FALSE(normalizes_to_zero_var(x));
  EXPECT_TRUE(normalizes_to_zero(add(x, negate(x, 1))));
  EXPECT_TRUE(is_zero((fast::select(true, x, y).sym() - x.sym())));
  EXPECT_TRUE(is_zero((fast::select(false, x, y).sym() - y.sym())));
  EXPECT_TRUE(is_zero((curve_b3(y).sym() - mul_int(y, 3).sym())));
}

TEST(FastFormulaCensus, FastRowsCountTheFastText) {
  const auto rows = proofs::census_formulas();
  std::size_t fast_rows = 0;
  for (const proofs::CensusRow& r : rows) {
    if (r.formula->implementation != "fast") continue;
    ++fast_rows;
    EXPECT_TRUE(r.matches()) << r.formula->info.name << ": counted "
                             << proofs::cost_string(r.counted.M, r.counted.S, r.counted.C);
  }
  EXPECT_EQ(fast_rows, fast_entries().size());
  auto row = [&](std::string_view name) {
    const auto it = std::find_if(rows.begin(), rows.end(), [&](const proofs::CensusRow& r) {
      return r.formula->implementation == "fast" && r.formula->info.name == name;
    });
    EXPECT_NE(it, rows.end()) << name;
    return it == rows.end() ? spec::OpCount{} : it->counted;
  };
  // Pinned from the text of fast/formulas, operation by operation.
  // madd_8m3s_var: H, R one add + one negate each; X3 two adds + two
  // negates; Y3 two adds + two negates; mul_int(V, 2); one normalize_weak.
  const spec::OpCount madd = row("madd_8m3s_var");
  EXPECT_EQ(madd.add, 12);
  EXPECT_EQ(madd.small, 1);
  EXPECT_EQ(madd.normalize, 1);
  // RCB Algorithm 7: 3b is the caller's, so no small multiple is counted
  // (ref's twin counts its mul_small(b, 3)); each of the paper's 5
  // subtractions is an add and a negate here: 19 + 5 operations.
  const spec::OpCount rcb = row("add_rcb_a0_12m");
  EXPECT_EQ(rcb.small, 0);
  EXPECT_EQ(rcb.C, 2);
  EXPECT_EQ(rcb.add, 24);
  EXPECT_EQ(rcb.normalize, 1);
  // libsecp256k1's doubling: one half, one mul_int, no normalization.
  const spec::OpCount half = row("dbl_a0_half_3m4s");
  EXPECT_EQ(half.half, 1);
  EXPECT_EQ(half.small, 1);
  EXPECT_EQ(half.normalize, 0);
  // dbl_a0_3m4s normalizes Z3, X3 and Y3.
  EXPECT_EQ(row("dbl_a0_3m4s").normalize, 3);
  // The ref twin counts no normalization at all.
  for (const proofs::CensusRow& r : rows) {
    if (r.formula->implementation == "ref") {
      EXPECT_EQ(r.counted.normalize, 0) << r.formula->info.name;
    }
  }
}

}  // namespace
}  // namespace tandem

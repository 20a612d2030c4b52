// The prover's list of formulas and the census are the registry
// (proofs/registry.cpp, proofs/fast_registry.cpp), which is written by hand;
// these tests hold it to the source text. Every `NAME_info` FormulaInfo
// declared in ref/'s and fast/'s formula headers, and in the prover's
// negative cases, must have exactly one registry entry of its
// implementation, and every counted formula a row in the census and in the
// committed docs/census.md. So a formula added, renamed or
// removed without its entry fails here, whoever forgets which list.
#include <gtest/gtest.h>

#include <filesystem>
#include <fstream>
#include <map>
#include <regex>
#include <set>
#include <sstream>
#include <string>

#include "paths.hpp"
#include "tandem/proofs/census.hpp"
#include "tandem/proofs/registry.hpp"

namespace tandem {
namespace {

std::string read_text(const std::filesystem::path& file) {
  std::ifstream in(file);
  std::stringstream ss;
  ss << in.rdbuf();
  return ss.str();
}

/// The NAME of every `inline constexpr spec::FormulaInfo NAME_info` in the
/// headers of `dir` (relative to the source tree).
std::set<std::string> declared_in(const std::string& dir) {
  static const std::regex decl(R"(inline\s+constexpr\s+(spec::)?FormulaInfo\s+(\w+)_info\b)");
  std::set<std::string> names;
  for (const auto& file : std::filesystem::directory_iterator(std::filesystem::path(TANDEM_SOURCE_DIR) / dir)) {
    if (file.path().extension() != ".hpp") continue;
    const std::string text = read_text(file.path());
    for (auto it = std::sregex_iterator(text.begin(), text.end(), decl); it != std::sregex_iterator(); ++it) {
      names.insert((*it)[2].str());
    }
  }
  return names;
}

/// The registry's names of one implementation ("ref", "fast", "proofs"),
/// each with how many entries it has.
std::map<std::string, int> registered(std::string_view impl) {
  std::map<std::string, int> names;
  for (const proofs::FormulaEntry& f : proofs::formulas()) {
    if (f.implementation == impl) ++names[std::string(f.info.name)];
  }
  return names;
}

std::set<std::string> keys(const std::map<std::string, int>& m) {
  std::set<std::string> k;
  for (const auto& [name, count] : m) {
    EXPECT_EQ(count, 1) << name << " has " << count << " entries";
    k.insert(name);
  }
  return k;
}

TEST(FormulaRegistryScan, RefHeadersAndTheRegistryNameTheSameFormulas) {
  const std::set<std::string> declared = declared_in("ref/include/tandem/ref/formulas");
  EXPECT_GE(declared.size(), 30U);  // the scan itself works
  EXPECT_EQ(declared, keys(registered("ref")));
}

TEST(FormulaRegistryScan, FastHeadersAndTheRegistryNameTheSameFormulas) {
  const std::set<std::string> declared = declared_in("fast/include/tandem/fast/formulas");
  EXPECT_GE(declared.size(), 19U);
  EXPECT_EQ(declared, keys(registered("fast")));
}

TEST(FormulaRegistryScan, NegativeCasesAreDeclaredAndRegisteredAsTheProversOwn) {
  // The prover's own formulas (negative controls, and known-incomplete
  // historical variants kept to be refuted where they are incomplete).
  const std::set<std::string> declared = declared_in("proofs/symbolic");
  EXPECT_GE(declared.size(), 3U);
  EXPECT_EQ(declared, keys(registered("proofs")));
}

TEST(FormulaRegistryScan, EveryFormulaIsCountedAndInTheCommittedCensus) {
  // Every census row is a declared formula, and every declared formula is
  // counted unless its entry says it is not (a partial variant whose cost
  // the census does not claim).
  std::set<std::string> in_census;
  for (const proofs::FormulaEntry& f : proofs::formulas()) {
    if (f.in_census) in_census.insert(std::string(f.info.name));
  }
  std::set<std::string> declared = declared_in("ref/include/tandem/ref/formulas");
  for (const std::string& f : declared_in("fast/include/tandem/fast/formulas")) declared.insert(f);
  std::set<std::string> counted;
  for (const proofs::CensusRow& r : proofs::census_formulas()) {
    counted.insert(std::string(r.formula->info.name));
    EXPECT_TRUE(declared.contains(std::string(r.formula->info.name))) << r.formula->info.name;
  }
  EXPECT_EQ(counted, in_census);
  EXPECT_GE(counted.size(), 30U);
  // docs/census.md's formula rows start "| `NAME` | impl |".
  const std::string doc = read_text(std::filesystem::path(TANDEM_SOURCE_DIR) / "docs/census.md");
  static const std::regex row(R"(\n\| `(\w+)` \| (ref|fast) \|)");
  std::set<std::string> documented;
  for (auto it = std::sregex_iterator(doc.begin(), doc.end(), row); it != std::sregex_iterator(); ++it) {
    documented.insert((*it)[1].str());
  }
  EXPECT_EQ(counted, documented);
}

}  // namespace
}  // namespace tandem

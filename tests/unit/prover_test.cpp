// The prover itself: every registered formula is proven (or refuted) as the
// registry claims, the negative control is refuted, and the prover is not
// blind: a formula run in the wrong family, or with a planted slip, fails.
#include <gtest/gtest.h>

#include <algorithm>

#include "tandem/proofs/prover.hpp"
#include "tandem/ref/formulas/jacobian_dbl.hpp"

namespace tandem {
namespace {

using proofs::Case;

TEST(Prover, EveryResultIsAsTheRegistryClaims) {
  for (const proofs::CaseResult& r : proofs::prove_all()) {
    EXPECT_TRUE(r.as_expected()) << r.formula->info.name << " " << proofs::family_name(r.family) << " "
                                 << proofs::case_name(r.which) << ": " << r.detail;
  }
}

TEST(Prover, TheRegistryHasTheFoundationFormulasAndANegativeControl) {
  std::vector<std::string_view> names;
  bool negative = false;
  for (const proofs::FormulaEntry& f : proofs::formulas()) {
    names.push_back(f.info.name);
    if (f.negative_control) {
      negative = true;
      EXPECT_FALSE(f.refuted.empty()) << "a negative control must claim where it fails";
    }
  }
  for (std::string_view want : {"dbl_a0_3m4s", "dbl_am3_3m5s", "dbl_generic_1m8s", "madd_8m3s"}) {
    EXPECT_NE(std::find(names.begin(), names.end(), want), names.end()) << want;
  }
  EXPECT_TRUE(negative);
}

TEST(Prover, NegativeControlIsRefutedInItsGenericCase) {
  for (const proofs::FormulaEntry& f : proofs::formulas()) {
    if (!f.negative_control) continue;
    for (spec::AKind k : f.families) {
      const proofs::CaseResult r = proofs::prove_case(f, k, Case::generic);
      EXPECT_FALSE(r.holds) << f.info.name;
      EXPECT_NE(r.detail.find("differs from the law"), std::string::npos) << r.detail;
    }
  }
}

const proofs::FormulaEntry& entry(std::string_view name) {
  for (const proofs::FormulaEntry& f : proofs::formulas()) {
    if (f.info.name == name) return f;
  }
  throw std::runtime_error("no formula " + std::string(name));
}

TEST(Prover, SpecialisedDoublingsFailOutsideTheirFamily) {
  // dbl_a0_3m4s drops a·Z⁴: right for a = 0 only. dbl_am3_3m5s factors
  // 3X² − 3Z⁴: right for a = −3 only. The prover must see both.
  EXPECT_TRUE(proofs::prove_case(entry("dbl_a0_3m4s"), spec::AKind::zero, Case::generic).holds);
  EXPECT_FALSE(proofs::prove_case(entry("dbl_a0_3m4s"), spec::AKind::minus3, Case::generic).holds);
  EXPECT_FALSE(proofs::prove_case(entry("dbl_a0_3m4s"), spec::AKind::generic, Case::generic).holds);
  EXPECT_TRUE(proofs::prove_case(entry("dbl_am3_3m5s"), spec::AKind::minus3, Case::generic).holds);
  EXPECT_FALSE(proofs::prove_case(entry("dbl_am3_3m5s"), spec::AKind::zero, Case::generic).holds);
}

TEST(SymbolicField, IsZeroDecidesByTheCurveIdeal) {
  using proofs::Poly;
  using proofs::Sym;
  using proofs::Var;
  const Poly x1 = Poly::var(Var::x1), y1 = Poly::var(Var::y1), x2 = Poly::var(Var::x2), y2 = Poly::var(Var::y2);
  const Poly a = Poly::var(Var::a);
  const Poly b = y1 * y1 - x1 * x1 * x1 - a * x1;
  proofs::IdealScope scope({y2 * y2 - x2 * x2 * x2 - a * x2 - b});
  EXPECT_TRUE(is_zero(Sym(y2) * Sym(y2) - (Sym(x2) * Sym(x2) * Sym(x2) + Sym(a) * Sym(x2) + Sym(b))));
  EXPECT_FALSE(is_zero(Sym(y2) - Sym(y1)));
  EXPECT_FALSE(is_zero(Sym(x2) * Sym(x2)));
  EXPECT_EQ(proofs::IdealScope::branch_log().size(), 3U);
}

}  // namespace
}  // namespace tandem

// Every scalar-multiplication strategy of ref/mult/, by name: what it is,
// where it comes from, what it accepts, and one dispatch that runs it on any
// GroupOps policy (the reference group, the census's counting group, the
// tracing group). The checked entry points at the end validate their inputs
// and return a specific Error instead of throwing; `tandem trace`, the
// audit, the census and the tests all go through this table, so a strategy
// added here is traced, audited, counted and tested.
#pragma once

#include <gmpxx.h>

#include <cstdint>
#include <optional>
#include <span>
#include <string_view>
#include <type_traits>
#include <variant>

#include "tandem/ref/curve.hpp"
#include "tandem/ref/group.hpp"
#include "tandem/ref/mult/bos_coster.hpp"
#include "tandem/ref/mult/comb.hpp"
#include "tandem/ref/mult/double_and_add.hpp"
#include "tandem/ref/mult/fixed_base_table.hpp"
#include "tandem/ref/mult/fixed_window.hpp"
#include "tandem/ref/mult/glv.hpp"
#include "tandem/ref/mult/group_ops.hpp"
#include "tandem/ref/mult/joint_sparse.hpp"
#include "tandem/ref/mult/ladder.hpp"
#include "tandem/ref/mult/multi_comb.hpp"
#include "tandem/ref/mult/naf.hpp"
#include "tandem/ref/mult/pippenger.hpp"
#include "tandem/ref/mult/strauss.hpp"
#include "tandem/spec/result.hpp"

namespace tandem::ref {

/// k·P.
enum class MultStrategy : std::uint8_t {
  double_and_add_ltr,
  double_and_add_rtl,
  double_and_add_recursive_var,
  montgomery_ladder,
  binary_naf,
  window_naf,
  fixed_window,
  signed_odd_window,
  glv_wnaf,
  comb,
  multi_comb,
  fixed_base_table,
};

/// a·P + b·Q.
enum class DMultStrategy : std::uint8_t { strauss_wnaf, joint_sparse };

/// Σ kᵢ·Pᵢ.
enum class MultiStrategy : std::uint8_t { bos_coster, pippenger };

/// Whether the sequence of group operations depends on the scalar's value
/// (variable) or only on its bound (regular: what fast/ makes constant-time).
enum class Shape : std::uint8_t { variable, regular };

/// What scalars a strategy takes: any k ≥ 0 as it is, or k taken mod n
/// (then P must be in the subgroup of order n).
enum class ScalarDomain : std::uint8_t { any, mod_n };

/// A strategy's integer parameter (window width, teeth), if it has one.
struct WindowParam {
  int min = 0;
  int max = 0;
  int fallback = 0;  ///< the default; 0 for pippenger means "from N"
  std::string_view symbol;   ///< "w", "teeth", "c"; "" when the strategy has no parameter
  std::string_view meaning;
  [[nodiscard]] constexpr bool present() const { return !symbol.empty(); }
  [[nodiscard]] constexpr bool accepts(int w) const { return w >= min && w <= max; }
};

struct StrategyInfo {
  std::string_view name;    ///< the name `tandem trace` takes
  std::string_view title;   ///< what it is, in a few words
  std::string_view source;  ///< paper / book / implementation it follows
  std::string_view header;  ///< where it lives in ref/mult/
  Shape shape;
  ScalarDomain scalars;
  bool needs_endomorphism;
  bool fixed_base;  ///< a table built once per base point, then reused
  WindowParam window;
};

struct MultInfo : StrategyInfo {
  MultStrategy id;
};
struct DMultInfo : StrategyInfo {
  DMultStrategy id;
};
struct MultiInfo : StrategyInfo {
  MultiStrategy id;
};

[[nodiscard]] std::span<const MultInfo> mult_strategies();
[[nodiscard]] std::span<const DMultInfo> dmult_strategies();
[[nodiscard]] std::span<const MultiInfo> multi_strategies();
[[nodiscard]] const MultInfo& info(MultStrategy s);
[[nodiscard]] const DMultInfo& info(DMultStrategy s);
[[nodiscard]] const MultiInfo& info(MultiStrategy s);
/// By name; nullptr when unknown.
[[nodiscard]] const MultInfo* find_mult_strategy(std::string_view name);
[[nodiscard]] const DMultInfo* find_dmult_strategy(std::string_view name);
[[nodiscard]] const MultiInfo* find_multi_strategy(std::string_view name);

/// Whether a strategy can run on a curve (GLV needs the endomorphism).
[[nodiscard]] bool applies(const StrategyInfo& s, const Curve& C);

/// The width a strategy uses when none is given (0 when it has none).
[[nodiscard]] int default_window(const StrategyInfo& s, std::size_t points = 1);

/// k·P by strategy s with parameter w (ignored by strategies without one).
/// Preconditions as for each strategy (std::invalid_argument otherwise);
/// the checked entry points below test them first.
template <GroupOps G>
[[nodiscard]] typename G::Point multiply(const G& g, MultStrategy s, const mpz_class& k, const typename G::Affine& P,
                                         int w) {
  switch (s) {
    case MultStrategy::double_and_add_ltr: return mul_double_and_add_ltr_var(g, k, P);
    case MultStrategy::double_and_add_rtl: return mul_double_and_add_rtl_var(g, k, P);
    case MultStrategy::double_and_add_recursive_var: return mul_double_and_add_recursive_var(g, k, P);
    case MultStrategy::montgomery_ladder: return mul_montgomery_ladder(g, k, P);
    case MultStrategy::binary_naf: return mul_binary_naf_var(g, k, P);
    case MultStrategy::window_naf: return mul_window_naf_var(g, k, P, w);
    case MultStrategy::fixed_window: return mul_fixed_window_var(g, k, P, w);
    case MultStrategy::signed_odd_window: return mul_signed_odd_window(g, k, P, w);
    case MultStrategy::glv_wnaf: return mul_glv_wnaf_var(g, k, P, w);
    case MultStrategy::comb: return mul_comb_var(g, k, P, w);
    case MultStrategy::multi_comb:
      return mul_multi_comb(g, k, P, multi_comb_default_blocks(bit_length(g.order()), w), w);
    case MultStrategy::fixed_base_table: return mul_fixed_base_table_var(g, k, P, w);
  }
  throw std::invalid_argument("tandem::ref::multiply: unknown strategy");
}

/// A fixed-base strategy's table for one point (comb, multi-comb,
/// fixed-base table), built once and used for many scalars, as a generator
/// table is.
template <class A>
struct FixedBase {
  MultStrategy strategy;
  std::variant<CombTable<A>, MultiCombTable<A>, FixedBaseTable<A>> table;
};

/// The table of fixed-base strategy s for P; std::invalid_argument for a
/// strategy that is not fixed-base.
template <GroupOps G>
[[nodiscard]] FixedBase<typename G::Affine> prepare_fixed_base(const G& g, MultStrategy s, const typename G::Affine& P,
                                                               int w) {
  switch (s) {
    case MultStrategy::comb: return {s, comb_precompute(g, P, w)};
    case MultStrategy::multi_comb:
      return {s, multi_comb_precompute(g, P, multi_comb_default_blocks(bit_length(g.order()), w), w)};
    case MultStrategy::fixed_base_table: return {s, fixed_base_precompute(g, P, w)};
    default: break;
  }
  throw std::invalid_argument("tandem::ref::prepare_fixed_base: not a fixed-base strategy");
}

/// k·P from a prepared table.
template <GroupOps G>
[[nodiscard]] typename G::Point multiply(const G& g, const FixedBase<typename G::Affine>& base, const mpz_class& k) {
  return std::visit(
      [&](const auto& table) -> typename G::Point {
        using T = std::decay_t<decltype(table)>;
        if constexpr (std::is_same_v<T, CombTable<typename G::Affine>>) {
          return mul_comb_var(g, table, k);
        } else if constexpr (std::is_same_v<T, MultiCombTable<typename G::Affine>>) {
          return mul_multi_comb(g, table, k);
        } else {
          return mul_fixed_base_table_var(g, table, k);
        }
      },
      base.table);
}

/// a·P + b·Q.
template <GroupOps G>
[[nodiscard]] typename G::Point double_multiply(const G& g, DMultStrategy s, const mpz_class& a, const typename G::Affine& P,
                                                const mpz_class& b, const typename G::Affine& Q, int w) {
  switch (s) {
    case DMultStrategy::strauss_wnaf: return dmul_strauss_wnaf_var(g, a, P, b, Q, w);
    case DMultStrategy::joint_sparse: return dmul_joint_sparse_var(g, a, P, b, Q);
  }
  throw std::invalid_argument("tandem::ref::double_multiply: unknown strategy");
}

/// Σ kᵢ·Pᵢ.
template <GroupOps G>
[[nodiscard]] typename G::Point multi_multiply(const G& g, MultiStrategy s, std::span<const mpz_class> ks,
                                               std::span<const typename G::Affine> Ps, int w) {
  switch (s) {
    case MultiStrategy::bos_coster: return multi_mul_bos_coster_var(g, ks, Ps);
    case MultiStrategy::pippenger: return multi_mul_pippenger_var(g, ks, Ps, w);
  }
  throw std::invalid_argument("tandem::ref::multi_multiply: unknown strategy");
}

/// The widest scalar the checked entry points take (the recursive method's
/// stack depth, and a bound on every table and trace).
inline constexpr std::size_t kMaxScalarBits = kRecursiveMaxBits;

/// The checks the entry points below make, in this order: the window
/// (window_out_of_range), the curve (no_endomorphism), each scalar
/// (scalar_negative, scalar_too_wide), each point (point_not_on_curve, and
/// not_in_subgroup for a mod-n strategy on a curve with h > 1).
[[nodiscard]] std::optional<Error> check_inputs(const Curve& C, const StrategyInfo& s, std::span<const mpz_class> ks,
                                                std::span<const Point> Ps, std::optional<int> w);

/// k·P on the reference group, affine, or the Error that stopped it.
[[nodiscard]] Result<Point> multiply(const Curve& C, MultStrategy s, const mpz_class& k, const Point& P,
                                     std::optional<int> w = std::nullopt);
/// a·P + b·Q.
[[nodiscard]] Result<Point> double_multiply(const Curve& C, DMultStrategy s, const mpz_class& a, const Point& P,
                                            const mpz_class& b, const Point& Q, std::optional<int> w = std::nullopt);
/// Σ kᵢ·Pᵢ; size_mismatch when the spans differ in length.
[[nodiscard]] Result<Point> multi_multiply(const Curve& C, MultiStrategy s, std::span<const mpz_class> ks,
                                           std::span<const Point> Ps, std::optional<int> w = std::nullopt);

}  // namespace tandem::ref

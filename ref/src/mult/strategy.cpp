#include "tandem/ref/mult/strategy.hpp"

#include <array>

namespace tandem::ref {

namespace {

constexpr WindowParam kNone{};
constexpr WindowParam kNafWidth{kMinNafWidth, kMaxNafWidth, 5, "w", "NAF width; a table of 2^(w-2) odd multiples"};

MultInfo mult(MultStrategy id, StrategyInfo s) {
  MultInfo m{s, id};
  return m;
}

const std::array<MultInfo, 12>& mult_table() {
  static const std::array<MultInfo, 12> t{
      mult(MultStrategy::double_and_add_ltr,
           {"double-and-add-ltr", "binary double-and-add, left to right", "Hankerson, Menezes, Vanstone 2004, Alg. 3.27",
            "double_and_add.hpp", Shape::variable, ScalarDomain::any, false, false, kNone}),
      mult(MultStrategy::double_and_add_rtl,
           {"double-and-add-rtl", "binary double-and-add, right to left", "Hankerson, Menezes, Vanstone 2004, Alg. 3.26",
            "double_and_add.hpp", Shape::variable, ScalarDomain::any, false, false, kNone}),
      mult(MultStrategy::double_and_add_recursive_var,
           {"double-and-add-recursive", "binary double-and-add as a recursion, kP = 2(floor(k/2)P) + (k mod 2)P",
            "Knuth, TAOCP vol. 2, 4.6.3", "double_and_add.hpp", Shape::variable, ScalarDomain::any, false, false, kNone}),
      mult(MultStrategy::montgomery_ladder,
           {"montgomery-ladder", "Montgomery ladder (R1 - R0 = P throughout)",
            "Montgomery 1987, 10.3.1; Joye, Yen, CHES 2002", "ladder.hpp", Shape::regular, ScalarDomain::any, false, false,
            kNone}),
      mult(MultStrategy::binary_naf,
           {"naf", "binary non-adjacent form", "Hankerson, Menezes, Vanstone 2004, Alg. 3.30 and 3.31", "naf.hpp",
            Shape::variable, ScalarDomain::any, false, false, kNone}),
      mult(MultStrategy::window_naf,
           {"wnaf", "width-w non-adjacent form", "Solinas 2000; Hankerson, Menezes, Vanstone 2004, Alg. 3.35 and 3.36",
            "naf.hpp", Shape::variable, ScalarDomain::any, false, false, kNafWidth}),
      mult(MultStrategy::fixed_window,
           {"fixed-window", "2^w-ary method, unsigned fixed windows",
            "Brauer 1939; Knuth, TAOCP vol. 2, 4.6.3; Hankerson, Menezes, Vanstone 2004, 3.3.1", "fixed_window.hpp",
            Shape::variable, ScalarDomain::any, false, false,
            {kMinWindow, kMaxWindow, 4, "w", "window width; a table of 2^w - 1 multiples"}}),
      mult(MultStrategy::signed_odd_window,
           {"signed-odd-window", "regular signed odd windows", "Joye, Tunstall, AFRICACRYPT 2009",
            "fixed_window.hpp", Shape::regular, ScalarDomain::any, false, false,
            {kMinWindow, kMaxWindow, 4, "w", "window width; a table of 2^(w-1) odd multiples"}}),
      mult(MultStrategy::glv_wnaf,
           {"glv-wnaf", "GLV split with interleaved wNAFs", "Gallant, Lambert, Vanstone, CRYPTO 2001; Möller, SAC 2001",
            "glv.hpp", Shape::variable, ScalarDomain::mod_n, true, false, kNafWidth}),
      mult(MultStrategy::comb,
           {"comb", "Lim-Lee comb, fixed base", "Lim, Lee, CRYPTO 1994; Hankerson, Menezes, Vanstone 2004, Alg. 3.44",
            "comb.hpp", Shape::variable, ScalarDomain::mod_n, false, true,
            {kMinCombTeeth, kMaxCombTeeth, 4, "teeth", "teeth of the comb; a table of 2^teeth - 1 points"}}),
      mult(MultStrategy::multi_comb,
           {"multi-comb", "signed-digit multi-comb, fixed base", "Hamburg, ePrint 2012/309, 3.3; libsecp256k1 ecmult_gen",
            "multi_comb.hpp", Shape::regular, ScalarDomain::mod_n, false, true,
            {kMinMultiCombTeeth, kMaxMultiCombTeeth, 6, "teeth", "teeth per block, the blocks chosen for a spacing of 4; 2^(teeth-1) points per block"}}),
      mult(MultStrategy::fixed_base_table,
           {"fixed-base-table", "digit-indexed affine table, fixed base (byte-indexed for w = 8)",
            "dcrd secp256k1 (PR 2690); secp256k1-x64", "fixed_base_table.hpp", Shape::variable, ScalarDomain::mod_n, false,
            true, {kMinTableWindow, kMaxTableWindow, 8, "w", "window width; ceil(bits(n)/w) x (2^w - 1) points"}}),
  };
  return t;
}

const std::array<DMultInfo, 2>& dmult_table() {
  static const std::array<DMultInfo, 2> t{
      DMultInfo{{"strauss-wnaf", "Strauss-Shamir with interleaved wNAFs",
                 "Strauss 1964; Möller, SAC 2001; Hankerson, Menezes, Vanstone 2004, Alg. 3.51", "strauss.hpp",
                 Shape::variable, ScalarDomain::any, false, false, kNafWidth},
                DMultStrategy::strauss_wnaf},
      DMultInfo{{"jsf", "Shamir's trick on the joint sparse form",
                 "Solinas 2001; Hankerson, Menezes, Vanstone 2004, Alg. 3.48 and 3.50", "joint_sparse.hpp",
                 Shape::variable, ScalarDomain::any, false, false, kNone},
                DMultStrategy::joint_sparse},
  };
  return t;
}

const std::array<MultiInfo, 2>& multi_table() {
  static const std::array<MultiInfo, 2> t{
      MultiInfo{{"bos-coster", "Bos-Coster", "Bos, Coster, CRYPTO 1989; de Rooij, EUROCRYPT 1994", "bos_coster.hpp",
                 Shape::variable, ScalarDomain::any, false, false, kNone},
                MultiStrategy::bos_coster},
      MultiInfo{{"pippenger", "Pippenger's bucket method", "Pippenger, FOCS 1976; Bernstein 2002", "pippenger.hpp",
                 Shape::variable, ScalarDomain::any, false, false,
                 {kMinPippengerWindow, kMaxPippengerWindow, 0, "c", "window width; 2^c - 1 buckets; default floor(log2 N)"}},
                MultiStrategy::pippenger},
  };
  return t;
}

template <class T, class Id>
const T& by_id(std::span<const T> table, Id id) {
  for (const T& t : table) {
    if (t.id == id) return t;
  }
  throw std::invalid_argument("tandem::ref::info: unknown strategy");
}

template <class T>
const T* by_name(std::span<const T> table, std::string_view name) {
  for (const T& t : table) {
    if (t.name == name) return &t;
  }
  return nullptr;
}

/// The window a checked entry point uses, or the Error for a bad one.
Result<int> resolve_window(const StrategyInfo& s, std::optional<int> w, std::size_t points) {
  if (!s.window.present()) {
    if (w) return Error::window_out_of_range;  // a width for a method that has none
    return 0;
  }
  if (!w) return default_window(s, points);
  if (!s.window.accepts(*w)) return Error::window_out_of_range;
  return *w;
}

}  // namespace

std::span<const MultInfo> mult_strategies() { return mult_table(); }
std::span<const DMultInfo> dmult_strategies() { return dmult_table(); }
std::span<const MultiInfo> multi_strategies() { return multi_table(); }
const MultInfo& info(MultStrategy s) { return by_id(mult_strategies(), s); }
const DMultInfo& info(DMultStrategy s) { return by_id(dmult_strategies(), s); }
const MultiInfo& info(MultiStrategy s) { return by_id(multi_strategies(), s); }
const MultInfo* find_mult_strategy(std::string_view name) { return by_name(mult_strategies(), name); }
const DMultInfo* find_dmult_strategy(std::string_view name) { return by_name(dmult_strategies(), name); }
const MultiInfo* find_multi_strategy(std::string_view name) { return by_name(multi_strategies(), name); }

bool applies(const StrategyInfo& s, const Curve& C) { return !s.needs_endomorphism || C.spec().has_endomorphism(); }

int default_window(const StrategyInfo& s, std::size_t points) {
  if (!s.window.present()) return 0;
  if (s.window.fallback == 0) return pippenger_default_window(points);
  return s.window.fallback;
}

std::optional<Error> check_inputs(const Curve& C, const StrategyInfo& s, std::span<const mpz_class> ks,
                                  std::span<const Point> Ps, std::optional<int> w) {
  if (const Result<int> r = resolve_window(s, w, Ps.size()); !r) return r.error();
  if (!applies(s, C)) return Error::no_endomorphism;
  for (const mpz_class& k : ks) {
    if (k < 0) return Error::scalar_negative;
    if (bit_length(k) > kMaxScalarBits) return Error::scalar_too_wide;
  }
  for (const Point& P : Ps) {
    if (!on_curve(C, P)) return Error::point_not_on_curve;
    if (s.scalars == ScalarDomain::mod_n && C.h() != 1 && !in_subgroup(C, P)) return Error::not_in_subgroup;
  }
  return std::nullopt;
}

Result<Point> multiply(const Curve& C, MultStrategy s, const mpz_class& k, const Point& P, std::optional<int> w) {
  const MultInfo& m = info(s);
  const mpz_class ks[1] = {k};
  const Point Ps[1] = {P};
  if (const auto e = check_inputs(C, m, ks, Ps, w)) return *e;
  const RefGroup& g = ref_group(C);
  return g.to_affine(multiply(g, s, k, P, resolve_window(m, w, 1).value()));
}

Result<Point> double_multiply(const Curve& C, DMultStrategy s, const mpz_class& a, const Point& P, const mpz_class& b,
                              const Point& Q, std::optional<int> w) {
  const DMultInfo& m = info(s);
  const mpz_class ks[2] = {a, b};
  const Point Ps[2] = {P, Q};
  if (const auto e = check_inputs(C, m, ks, Ps, w)) return *e;
  const RefGroup& g = ref_group(C);
  return g.to_affine(double_multiply(g, s, a, P, b, Q, resolve_window(m, w, 2).value()));
}

Result<Point> multi_multiply(const Curve& C, MultiStrategy s, std::span<const mpz_class> ks, std::span<const Point> Ps,
                             std::optional<int> w) {
  if (ks.size() != Ps.size()) return Error::size_mismatch;
  const MultiInfo& m = info(s);
  if (const auto e = check_inputs(C, m, ks, Ps, w)) return *e;
  const RefGroup& g = ref_group(C);
  return g.to_affine(multi_multiply(g, s, ks, Ps, resolve_window(m, w, Ps.size()).value()));
}

}  // namespace tandem::ref

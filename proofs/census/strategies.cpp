#include <algorithm>
#include <sstream>

#include "tandem/proofs/census_strategies.hpp"
#include "tandem/ref/mult/recoding/comb_digits.hpp"
#include "tandem/ref/mult/recoding/digits.hpp"
#include "tandem/ref/mult/recoding/glv_split.hpp"
#include "tandem/ref/mult/recoding/jsf.hpp"
#include "tandem/ref/mult/recoding/naf.hpp"
#include "tandem/ref/mult/recoding/radix.hpp"
#include "tandem/ref/mult/recoding/signed_odd.hpp"

namespace tandem::proofs {

namespace {

using ref::bit_length;

constexpr std::uint64_t kSeed = 20261130;
constexpr std::size_t kMultiCount = 16;

const ref::Curve& secp256k1() { return *ref::find_curve("secp256k1"); }

int to_int(std::size_t v) { return static_cast<int>(v); }

int weight(const mpz_class& k) { return to_int(mpz_popcount(k.get_mpz_t())); }

/// 1 when a table of `size` entries needs 2P (a doubling), 0 for one entry.
int table_doubling(std::size_t size) { return size > 1 ? 1 : 0; }

int jsf_columns(const ref::JointDigits& j) {
  int c = 0;
  for (std::size_t i = 0; i < j.first.size(); ++i) c += (j.first[i] != 0 || j.second[i] != 0) ? 1 : 0;
  return c;
}

std::string w_str(int w) { return std::to_string(w); }

}  // namespace

StatedCost as_stated(const StrategyCount& c) {
  return {c.precomputation.dbl, c.precomputation.additions(), c.evaluation.dbl, c.evaluation.additions(),
          c.precomputation.table + c.evaluation.table, ""};
}

const CensusInputs& census_inputs() {
  static const CensusInputs in = [] {
    const ref::Curve& C = secp256k1();
    gmp_randclass rng(gmp_randinit_mt);
    rng.seed(static_cast<unsigned long>(kSeed));
    CensusInputs r{rng.get_z_range(C.n()), rng.get_z_range(C.n()), rng.get_z_range(C.n()), {}, {}, C.G(), C.G()};
    r.Q = ref::mul(C, rng.get_z_range(C.n()), C.G());
    for (std::size_t i = 0; i < kMultiCount; ++i) {
      r.ks.push_back(rng.get_z_range(C.n()));
      r.Ps.push_back(ref::mul(C, rng.get_z_range(C.n()), C.G()));
    }
    return r;
  }();
  return in;
}

std::optional<StatedCost> stated_cost(ref::MultStrategy s, const mpz_class& k, int w) {
  const ref::Curve& C = secp256k1();
  const mpz_class& n = C.n();
  const std::size_t L = bit_length(n);
  using S = ref::MultStrategy;
  switch (s) {
    case S::double_and_add_ltr:
    case S::double_and_add_rtl:
    case S::double_and_add_recursive_var:
      return StatedCost{0, 0, to_int(bit_length(k)), weight(k), 0, "bits(k) D + weight(k) A"};
    case S::montgomery_ladder: {
      const int l = to_int(std::max(L, bit_length(k)));
      return StatedCost{0, 0, l, l, 0, "L D + L A, L = max(bits(n), bits(k))"};
    }
    case S::binary_naf: {
      const std::vector<int> d = ref::naf(k);
      return StatedCost{0, 0, to_int(d.size()), to_int(ref::nonzero_count(d)), 0, "len(NAF) D + weight(NAF) A"};
    }
    case S::window_naf: {
      const std::vector<int> d = ref::wnaf(k, w);
      const std::size_t size = std::size_t{1} << (w - 2);
      return StatedCost{table_doubling(size), to_int(size) - 1, to_int(d.size()), to_int(ref::nonzero_count(d)),
                        to_int(size), "pre 1 D + (2^(w-2) - 1) A; len(wNAF) D + weight(wNAF) A; 2^(w-2) points"};
    }
    case S::fixed_window: {
      const std::size_t c = ref::window_count(k, w);
      const std::vector<int> d = ref::radix_digits(k, w, c);
      const std::size_t size = (std::size_t{1} << w) - 1;
      return StatedCost{table_doubling(size), std::max(0, to_int(size) - 2), w * to_int(c), to_int(ref::nonzero_count(d)),
                        to_int(size), "pre 1 D + (2^w - 3) A; w·ceil(bits(k)/w) D + nonzero digits A; 2^w - 1 points"};
    }
    case S::signed_odd_window: {
      const bool even = mpz_even_p(k.get_mpz_t()) != 0;
      const std::size_t c = ref::windows_for_bits(std::max(L, bit_length(k + (even ? 1 : 0))), w);
      const std::size_t size = std::size_t{1} << (w - 1);
      return StatedCost{table_doubling(size), to_int(size) - 1, w * (to_int(c) - 1), to_int(c) - 1 + (even ? 1 : 0),
                        to_int(size), "pre 1 D + (2^(w-1) - 1) A; w·(ceil(L/w) - 1) D + (ceil(L/w) - 1 + [k even]) A; 2^(w-1) points"};
    }
    case S::glv_wnaf: {
      const ref::GlvHalves h = ref::glv_split(k % n, n, ref::ref_group(C).lattice_basis());
      const std::vector<int> d1 = ref::wnaf(abs(h.k1), w);
      const std::vector<int> d2 = ref::wnaf(abs(h.k2), w);
      const std::size_t size = std::size_t{1} << (w - 2);
      return StatedCost{table_doubling(size), to_int(size) - 1, to_int(std::max(d1.size(), d2.size())),
                        to_int(ref::nonzero_count(d1) + ref::nonzero_count(d2)), 2 * to_int(size),
                        "pre 1 D + (2^(w-2) - 1) A + 2^(w-2) phi; max(len) D + weight(wNAF(k1)) + weight(wNAF(k2)) A; 2·2^(w-2) points"};
    }
    case S::comb: {
      const std::size_t d = ref::windows_for_bits(L, w);
      const std::vector<int> cols = ref::comb_columns(k % n, w, d);
      return StatedCost{(w - 1) * to_int(d), (1 << w) - 1 - w, to_int(d), to_int(ref::nonzero_count(cols)), (1 << w) - 1,
                        "pre (t-1)·d D + (2^t - 1 - t) A; d D + nonzero columns A; 2^t - 1 points, d = ceil(bits(n)/t)"};
    }
    case S::multi_comb: {
      const int B = ref::multi_comb_default_blocks(L, w);
      const int sp = to_int(ref::multi_comb_spacing(L, B, w));
      return StatedCost{(B * w - 1) * sp, B * ((1 << w) - 2), sp - 1, B * sp, B * (1 << (w - 1)),
                        "pre (B·t - 1)·s D + B·(2^t - 2) A; (s - 1) D + B·s A; B·2^(t-1) points (B = " + std::to_string(B) +
                            " blocks, s = " + std::to_string(sp) + ")"};
    }
    case S::fixed_base_table: {
      const std::size_t W = ref::windows_for_bits(L, w);
      const std::vector<int> d = ref::radix_digits(k % n, w, W);
      const std::size_t size = (std::size_t{1} << w) - 1;
      return StatedCost{(to_int(W) - 1) * w + to_int(W) * table_doubling(size), to_int(W) * std::max(0, to_int(size) - 2), 0,
                        to_int(ref::nonzero_count(d)), to_int(W * size),
                        "pre (W-1)·w + W D + W·(2^w - 3) A; 0 D + nonzero windows A; W·(2^w - 1) points, W = ceil(bits(n)/w)"};
    }
  }
  return std::nullopt;
}

std::optional<StatedCost> stated_cost(ref::DMultStrategy s, const mpz_class& a, const mpz_class& b, int w) {
  switch (s) {
    case ref::DMultStrategy::strauss_wnaf: {
      const std::vector<int> da = ref::wnaf(a, w);
      const std::vector<int> db = ref::wnaf(b, w);
      const std::size_t size = std::size_t{1} << (w - 2);
      return StatedCost{2 * table_doubling(size), 2 * (to_int(size) - 1), to_int(std::max(da.size(), db.size())),
                        to_int(ref::nonzero_count(da) + ref::nonzero_count(db)), 2 * to_int(size),
                        "pre 2 D + 2·(2^(w-2) - 1) A; max(len) D + weight(wNAF(a)) + weight(wNAF(b)) A; 2·2^(w-2) points"};
    }
    case ref::DMultStrategy::joint_sparse: {
      const ref::JointDigits j = ref::jsf(a, b);
      return StatedCost{0, 2, to_int(j.first.size()), jsf_columns(j), 4,
                        "pre 2 A (P + Q, P - Q); len(JSF) D + nonzero columns A; 4 points"};
    }
  }
  return std::nullopt;
}

std::optional<StatedCost> stated_cost(ref::MultiStrategy s, const std::vector<mpz_class>& ks, int w) {
  switch (s) {
    case ref::MultiStrategy::bos_coster: return std::nullopt;  // no closed form: it follows the scalars' differences
    case ref::MultiStrategy::pippenger: {
      std::size_t bits = 0;
      for (const mpz_class& k : ks) bits = std::max(bits, bit_length(k));
      const std::size_t W = ref::windows_for_bits(bits, w);
      int bucket_adds = 0;
      for (const mpz_class& k : ks) bucket_adds += to_int(ref::nonzero_count(ref::radix_digits(k, w, W)));
      const int buckets = (1 << w) - 1;
      return StatedCost{0, 0, w * to_int(W), bucket_adds + to_int(W) * (2 * buckets + 1), buckets,
                        "c·W D + (nonzero digits + W·(2·(2^c - 1) + 1)) A; 2^c - 1 buckets"};
    }
  }
  return std::nullopt;
}

std::vector<StrategyCensusRow> census_strategies() {
  const ref::Curve& C = secp256k1();
  const ref::RefGroup& g = ref::ref_group(C);
  const CensusInputs& in = census_inputs();
  std::vector<StrategyCensusRow> rows;

  const auto mult_row = [&](ref::MultStrategy s, int w) {
    StrategyCount c;
    (void)ref::multiply(CountingOps<ref::RefGroup>(g, c), s, in.k, in.P, w);
    rows.push_back({&ref::info(s), w, "k", c, stated_cost(s, in.k, w)});
  };
  using M = ref::MultStrategy;
  mult_row(M::double_and_add_ltr, 0);
  mult_row(M::double_and_add_rtl, 0);
  mult_row(M::double_and_add_recursive_var, 0);
  mult_row(M::montgomery_ladder, 0);
  mult_row(M::binary_naf, 0);
  for (int w : {4, 5, 6}) mult_row(M::window_naf, w);
  mult_row(M::fixed_window, 4);
  for (int w : {4, 5}) mult_row(M::signed_odd_window, w);
  mult_row(M::glv_wnaf, 5);
  for (int t : {4, 8}) mult_row(M::comb, t);
  mult_row(M::multi_comb, 6);
  for (int w : {7, 8}) mult_row(M::fixed_base_table, w);

  for (const ref::DMultInfo& d : ref::dmult_strategies()) {
    const int w = ref::default_window(d, 2);
    StrategyCount c;
    (void)ref::double_multiply(CountingOps<ref::RefGroup>(g, c), d.id, in.a, in.P, in.b, in.Q, w);
    rows.push_back({&d, w, "a, b", c, stated_cost(d.id, in.a, in.b, w)});
  }
  for (const ref::MultiInfo& m : ref::multi_strategies()) {
    const int w = ref::default_window(m, in.ks.size());
    StrategyCount c;
    (void)ref::multi_multiply(CountingOps<ref::RefGroup>(g, c), m.id, std::span<const mpz_class>(in.ks),
                              std::span<const ref::Point>(in.Ps), w);
    rows.push_back({&m, w, "N = " + std::to_string(in.ks.size()), c, stated_cost(m.id, in.ks, w)});
  }
  return rows;
}

std::string strategy_section() {
  const CensusInputs& in = census_inputs();
  std::ostringstream o;
  o << "\n## Multiplication strategies\n\n"
       "Each strategy of ref/mult/ run on the counting group (proofs/counting_group.hpp) over\n"
       "secp256k1's reference group: its own text, counting the point operations it makes.\n"
       "The scalars are uniform below n from a fixed seed (" << kSeed << "):\n\n"
       "- k = 0x" << in.k.get_str(16) << " (" << mpz_sizeinbase(in.k.get_mpz_t(), 2) << " bits, weight "
    << weight(in.k) << ")\n"
       "- a = 0x" << in.a.get_str(16) << ", b = 0x" << in.b.get_str(16) << "\n"
       "- for Σ kᵢ·Pᵢ, " << in.ks.size() << " such scalars and random multiples of G\n\n"
       "D: doublings, A: additions (mixed + general), φ: applications of the endomorphism,\n"
       "with O: the doublings and additions among them that had the point at infinity as an\n"
       "operand (the textbook methods start from R = O), table: points held in tables or\n"
       "buckets. \"stated\" is the cost the source gives, evaluated on the same scalars from\n"
       "their recodings (never from a run); \"agrees\" compares it with the count.\n\n"
       "| strategy | parameter | shape | scalars | source | precomputation D / A | D | A (mixed + general) | neg | φ | with O | table | stated | agrees |\n"
       "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|\n";
  for (const StrategyCensusRow& r : census_strategies()) {
    const ref::StrategyInfo& s = *r.strategy;
    const PointOpCount& p = r.counted.precomputation;
    const PointOpCount& e = r.counted.evaluation;
    o << "| `" << s.name << "` | " << (s.window.present() ? std::string(s.window.symbol) + " = " + w_str(r.window) : "—")
      << " | " << (s.shape == ref::Shape::regular ? "regular" : "variable") << " | " << r.inputs
      << (s.scalars == ref::ScalarDomain::mod_n ? " mod n" : "") << " | " << s.source << " | " << p.dbl << " / "
      << p.additions() << " | " << e.dbl << " | " << e.additions() << " (" << e.madd << " + " << e.add << ") | "
      << p.neg + e.neg << " | " << p.endo + e.endo << " | " << p.with_identity + e.with_identity << " | "
      << p.table + e.table << " | " << (r.stated ? r.stated->formula : "no closed form") << " | "
      << (r.stated ? (r.matches() ? "yes" : "**no**") : "—") << " |\n";
  }
  return o.str();
}

}  // namespace tandem::proofs

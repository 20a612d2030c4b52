// k·G for a secret k: Hamburg's signed-digit multi-comb (Hamburg, "Fast and
// compact elliptic-curve cryptography", ePrint 2012/309, §3.3; the shape of
// libsecp256k1's secp256k1_ecmult_gen since 0.5; ref/mult/multi_comb.hpp is
// the reference text), with scalar blinding and a randomized projective
// start, in constant time. The comb itself (mul_multi_comb) runs on the table
// of any public base, so it is also the constant-time fixed-base
// multiplication for points other than G.
//
// The comb. B = blocks·teeth·spacing ≥ kScalarBits bits, bit i at
// i = (block·teeth + tooth)·spacing + column. For v < n with bits v_i,
// Σ_{i<B} (2v_i − 1)·2^i = 2v − (2^B − 1), so v = (s + 2^B − 1)/2 mod n
// gives s·P as a sum in which every bit is a sign ±1, never 0: per column
// (most significant first: a doubling, then) one addition per block of the
// entry Σ_t ±2^((block·teeth + t)·spacing)·P picked by the block's teeth.
// Entries whose top tooth is −1 are the negatives of those whose top tooth
// is +1 with every other sign flipped, so a block's table has 2^(teeth−1)
// entries, the index is the lower teeth XOR (top ? 0 : all ones) and the
// y is negated when the top tooth is −1. Cost per multiplication:
// spacing − 1 doublings and blocks·spacing complete mixed additions
// (madd_unified_a0_7m5s), each after a scan of 2^(teeth−1) storage entries.
//
// Blinding (libsecp256k1's ecmult_gen context, in this project's form). A
// context holds a blind b, a start point and a field element r:
// k·G = (k − b)·G + b·G, the comb computing (k − b)·G on an accumulator
// that starts at (b / 2^(spacing−1))·G — the spacing − 1 doublings of the
// columns take it to b·G — in the Jacobian form (x·r², y·r³, r), so every
// intermediate coordinate is randomized from the first operation on
// (libsecp256k1 rescales its first table point instead and adds b·G last). blind(seed) derives b and r from 32 bytes deterministically:
// b = the seed read big-endian mod n, r = the seed read little-endian mod p
// (1 where that is 0). The derivation does not whiten: the seed must be
// secret and uniformly random (fresh randomness per context or per
// re-blinding). The all-zero seed, the default, is no blinding (b = 0,
// r = 1). The start point itself comes from the comb, unblinded, in
// constant time.
//
// The table of G is built at first use, thread-safely (a function-local
// static), as GeStorage (64 bytes an entry: blocks·2^(teeth−1)·64 bytes).
// Its shape is a build option: TANDEM_ECMULT_GEN_BLOCKS and
// TANDEM_ECMULT_GEN_TEETH (compile definitions); the default 43 × 6
// (spacing 1, 88 064 bytes) is libsecp256k1's default ECMULT_GEN_KB=86,
// 11 × 6 its 22 KiB, 2 × 5 its 2 KiB. Any shape may also be chosen per
// context type by the template parameters.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <span>
#include <stdexcept>
#include <vector>

#include "tandem/fast/ecmult/ct_lookup.hpp"
#include "tandem/fast/formulas/jacobian_add.hpp"
#include "tandem/fast/formulas/jacobian_dbl.hpp"
#include "tandem/fast/formulas/unified_add.hpp"
#include "tandem/fast/group/curve.hpp"
#include "tandem/fast/group/group.hpp"
#include "tandem/fast/recoding.hpp"

#ifndef TANDEM_ECMULT_GEN_BLOCKS
#define TANDEM_ECMULT_GEN_BLOCKS 43
#endif
#ifndef TANDEM_ECMULT_GEN_TEETH
#define TANDEM_ECMULT_GEN_TEETH 6
#endif

namespace tandem::fast {

inline constexpr unsigned kEcmultGenBlocks = TANDEM_ECMULT_GEN_BLOCKS;
inline constexpr unsigned kEcmultGenTeeth = TANDEM_ECMULT_GEN_TEETH;
static_assert(kEcmultGenBlocks >= 1 && kEcmultGenTeeth >= 1 && kEcmultGenTeeth <= 8,
              "TANDEM_ECMULT_GEN_BLOCKS ≥ 1 and 1 ≤ TANDEM_ECMULT_GEN_TEETH ≤ 8");

/// A comb's shape: blocks × teeth, spacing = ⌈bits / (blocks·teeth)⌉.
struct CombShape {
  unsigned blocks;
  unsigned teeth;
  unsigned spacing;
  [[nodiscard]] constexpr unsigned bits() const { return blocks * teeth * spacing; }
};

template <class C>
[[nodiscard]] constexpr CombShape comb_shape(unsigned blocks, unsigned teeth) {
  return {blocks, teeth, (C::kScalarBits + blocks * teeth - 1) / (blocks * teeth)};
}

/// A base's comb tables, entries[block·2^(teeth−1) + e] = Σ_t σ_t·2^((block·
/// teeth + t)·spacing)·P with σ_(teeth−1) = +1 and σ_t = 2·bit_t(e) − 1
/// below; O stored as (0, 0) (ct_lookup.hpp). `offset` = 2^B − 1 mod n.
template <class C>
struct MultiCombTable {
  CombShape shape;
  std::vector<GeStorage> entries;
  typename C::Scalar offset;
};

/// P's comb tables (P public, in the subgroup of order n, or O): the
/// tooth weights by doublings, each block's 2^(teeth−1) entries by doubling
/// a list with ± the next tooth (ref's multi_comb_precompute), every sum by
/// the variable-time formulas (which take O and P = Q), one batch inversion.
/// 1 ≤ teeth ≤ 8, blocks ≥ 1.
template <class C, class F>
[[nodiscard]] MultiCombTable<C> multi_comb_precompute_var(const Ge<F>& P, unsigned blocks, unsigned teeth) {
  if (teeth < 1 || teeth > 8 || blocks < 1 || blocks * teeth > 4096) {
    throw std::invalid_argument("tandem::fast::multi_comb_precompute_var: teeth outside [1, 8] or more than 4096 teeth");
  }
  using S = typename C::Scalar;
  const CombShape shape = comb_shape<C>(blocks, teeth);
  std::vector<Gej<F>> weights{Gej<F>::from_affine(P)};
  while (weights.size() < std::size_t{blocks} * teeth) {
    Gej<F> R = weights.back();
    for (unsigned j = 0; j < shape.spacing; ++j) R = dbl(R);
    weights.push_back(R);
  }
  std::vector<Ge<F>> W(weights.size());
  to_affine_batch_var(std::span<Ge<F>>(W), std::span<const Gej<F>>(weights));
  std::vector<Gej<F>> all;
  all.reserve(std::size_t{blocks} << (teeth - 1));
  for (unsigned b = 0; b < blocks; ++b) {
    const auto tooth = [&](unsigned t) -> const Ge<F>& { return W[std::size_t{b} * teeth + t]; };
    std::vector<Gej<F>> E{Gej<F>::from_affine(tooth(teeth - 1))};
    for (unsigned t = 0; t + 1 < teeth; ++t) {
      const Ge<F> minus = neg(tooth(t));
      std::vector<Gej<F>> next;
      next.reserve(2 * E.size());
      for (const Gej<F>& e : E) next.push_back(madd_8m3s_var(e, minus));   // bit t of the index 0: −
      for (const Gej<F>& e : E) next.push_back(madd_8m3s_var(e, tooth(t)));  //                      1: +
      E = std::move(next);
    }
    all.insert(all.end(), E.begin(), E.end());
  }
  std::vector<Ge<F>> affine(all.size());
  to_affine_batch_var(std::span<Ge<F>>(affine), std::span<const Gej<F>>(all));
  MultiCombTable<C> T{shape, std::vector<GeStorage>(all.size()), S::from_int(0)};
  for (std::size_t i = 0; i < all.size(); ++i) T.entries[i] = to_storage_or_zero(affine[i]);
  S offset = S::from_int(0);  // 2^B − 1 by x ↦ 2x + 1, B times
  for (unsigned i = 0; i < shape.bits(); ++i) offset = add(add(offset, offset), S::from_int(1));
  T.offset = offset;
  return T;
}

/// 2^(spacing−1)·R + s·P from P's comb tables, s secret: v = (s + 2^B − 1)/2
/// mod n, then the columns, the accumulator starting at R (so R is doubled
/// with it). R any point (O included). Constant time in s and R.
template <class C, class F>
[[nodiscard]] Gej<F> mul_multi_comb(const MultiCombTable<C>& T, const typename C::Scalar& s, Gej<F> R) {
  const CombShape& sh = T.shape;
  const std::size_t per_block = std::size_t{1} << (sh.teeth - 1);
  const Words256 v = half(add(s, T.offset)).words();
  const std::span<const GeStorage> all(T.entries);
  for (unsigned col = sh.spacing; col-- > 0;) {
    if (col + 1 < sh.spacing) R = dbl(R);
    for (unsigned b = 0; b < sh.blocks; ++b) {
      std::uint32_t teeth = 0;  // the block's bits in this column, tooth t at bit t
      for (unsigned t = 0; t < sh.teeth; ++t) {
        teeth |= detail::bits_of(v, (b * sh.teeth + t) * sh.spacing + col, 1) << t;
      }
      const std::uint32_t minus = ((teeth >> (sh.teeth - 1)) & 1U) ^ 1U;  // top tooth −1
      const std::uint32_t index = (teeth ^ (0U - minus)) & static_cast<std::uint32_t>(per_block - 1);
      Ge<F> e = from_storage_or_zero<F>(lookup_storage_ct(all.subspan(b * per_block, per_block), index));
      cmov(e.y, normalize_weak(negate(e.y, 1)), minus != 0);
      R = madd_unified_a0_7m5s(R, e);
    }
  }
  return R;
}

/// s·P from P's comb tables (constant time in s).
template <class C, class F>
[[nodiscard]] Gej<F> mul_multi_comb(const MultiCombTable<C>& T, const typename C::Scalar& s) {
  return mul_multi_comb<C, F>(T, s, Gej<F>::at_infinity());
}

/// G's comb tables of the given shape, built once at first use (a
/// function-local static: C++ makes its initialization thread-safe).
template <class C, unsigned Blocks, unsigned Teeth>
[[nodiscard]] const MultiCombTable<C>& generator_comb_table() {
  static const MultiCombTable<C> table = multi_comb_precompute_var<C, Fe>(C::template generator<Fe>(), Blocks, Teeth);
  return table;
}

/// The blinded generator multiplication: a context per secret-handling
/// party, re-blinded from fresh randomness as often as wanted.
template <class C, class F, unsigned Blocks = kEcmultGenBlocks, unsigned Teeth = kEcmultGenTeeth>
class EcmultGenContext {
 public:
  using Scalar = typename C::Scalar;
  using Seed = std::span<const std::uint8_t, 32>;

  /// The unblinded context (the all-zero seed).
  EcmultGenContext() : table_(&generator_comb_table<C, Blocks, Teeth>()) { blind(std::array<std::uint8_t, 32>{}); }
  explicit EcmultGenContext(Seed seed) : table_(&generator_comb_table<C, Blocks, Teeth>()) { blind(seed); }

  /// New blind b and projective factor r from a 32-byte secret seed (see
  /// the file's comment for the derivation). Constant time in the seed.
  void blind(Seed seed) {
    b_ = Scalar::set_b32(seed);
    std::array<std::uint8_t, 32> le{};
    for (std::size_t i = 0; i < 32; ++i) le[i] = seed[31 - i];
    F r = F::set_b32_mod(le);
    cmov(r, F::from_int(1), normalizes_to_zero(r));
    r_ = normalize(r);
    // The start point is doubled spacing − 1 times with the accumulator, so
    // it is (b / 2^(spacing−1))·G, which those doublings take to b·G.
    Scalar c = b_;
    for (unsigned i = 1; i < table_->shape.spacing; ++i) c = half(c);
    start_ = to_affine(mul_multi_comb<C, F>(*table_, c));
  }

  /// k·G, k secret (any scalar mod n). Constant time in k, b and r.
  [[nodiscard]] Gej<F> multiply(const Scalar& k) const {
    const F r2 = sqr(r_);
    const Gej<F> start{mul(start_.x, r2), mul(mul(start_.y, r2), r_), select(start_.infinity, F::from_int(0), r_)};
    return mul_multi_comb<C, F>(*table_, add(k, negate(b_)), start);
  }

  [[nodiscard]] const MultiCombTable<C>& table() const { return *table_; }

 private:
  const MultiCombTable<C>* table_;
  Scalar b_{};
  Ge<F> start_{};  ///< (b / 2^(spacing−1))·G, affine
  F r_{};
};

/// k·G through a context (the free-function form of ctx.multiply(k)).
template <class C, class F, unsigned Blocks, unsigned Teeth>
[[nodiscard]] Gej<F> ecmult_gen(const EcmultGenContext<C, F, Blocks, Teeth>& ctx, const typename C::Scalar& k) {
  return ctx.multiply(k);
}

/// k·G with the default shape and an unblinded context of its own (one per
/// thread, so concurrent callers share nothing mutable). Prefer a context
/// blinded by fresh randomness where side channels beyond timing matter.
template <class C, class F>
[[nodiscard]] Gej<F> ecmult_gen(const typename C::Scalar& k) {
  thread_local const EcmultGenContext<C, F> ctx;
  return ctx.multiply(k);
}

}  // namespace tandem::fast

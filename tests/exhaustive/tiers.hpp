// How much of each small group the exhaustive tests sweep, by tier
// (docs/small-curves.md has the table per curve, docs/strategies.md and
// docs/formulas.md the details):
// - default (release): on every group of order ≤ 199 (k1-7, k1-13,
//   tiny-m3-2x139, k1-199) every strategy of ref and fast takes every
//   scalar × every point at every window width it allows (fast's
//   variable-time ones on Fe; on Fe64 at their default widths), and every
//   formula every pair of points (all of E(F_p) on tiny-m3-2x139); ref's
//   strategies and ladders also take every point and width on the groups
//   of order 251 and 263. ref's strategies run through OnceOps
//   (once_group.hpp, each distinct group operation computed once) above
//   order 7; fast's results are compared with i·G written out once per
//   field (fast_small_group.hpp). Still sampled: fast's a·P + b·G beyond
//   its default G window and Fe, a·P + b·Q beyond order 13, Σ kᵢ·Pᵢ of
//   several points;
// - sanitized (ASan+UBSan, ten to thirty times slower): every point and
//   every width up to order 13 only; above it a spread of points (every
//   17th, or seven edge points for ref) at the default widths;
// - full (TANDEM_FULL_TESTS, whatever the build): every point and width
//   everywhere, ref's strategies on ref's group itself (no memo), fast's
//   a·P + b·G on every (a, b) in every configuration and more of ref's
//   a·P + b·Q pairs (Σ kᵢ·Pᵢ keeps its samples).
#pragma once

namespace tandem::test {

inline constexpr bool kFullTier = TANDEM_FULL_TESTS != 0;
#if defined(__SANITIZE_ADDRESS__)
inline constexpr bool kSanitizedTier = !kFullTier;
#else
inline constexpr bool kSanitizedTier = false;
#endif

/// The largest group order the default tier sweeps point by point and
/// width by width.
inline constexpr long kEveryPointOrder = 199;

/// Whether this tier sweeps every point of a group of order n.
constexpr bool every_point(long n) {
  if (kFullTier || n <= 13) return true;
  return !kSanitizedTier && n <= kEveryPointOrder;
}

/// Whether this tier takes every window width a strategy allows on a group
/// of order n (else the strategy's default width only): where it takes
/// every point.
constexpr bool every_width(long n) { return every_point(n); }

/// The step between the points a sweep takes (1: every point).
constexpr long point_stride(long n) { return every_point(n) ? 1 : 17; }

}  // namespace tandem::test

// How much of each small group the exhaustive tests sweep, by tier
// (docs/small-curves.md has the table per curve, docs/strategies.md and
// docs/formulas.md the details):
// - default (release): on every group of order ≤ 199 (k1-7, k1-13,
//   tiny-m3-2x139, k1-199) every strategy of ref and fast takes every
//   scalar × every point at every window width it allows, and every
//   formula every pair of points (all of E(F_p) on tiny-m3-2x139); ref's
//   strategies also take every point and width on the two groups of order
//   251 and 263. ref's strategies run through OnceOps (once_group.hpp),
//   which computes each distinct group operation once; the few sweeps that
//   stay sampled here are a·P + b·Q and Σ kᵢ·Pᵢ beyond the smallest groups
//   (every (a, b) × every P for fast's ecmult_var at its default window);
// - sanitized (ASan+UBSan, ten to thirty times slower): every point and
//   every width up to order 13 only; above it a spread of points (every
//   17th, and the edges) at the default widths;
// - full (TANDEM_FULL_TESTS, whatever the build): every point and width
//   everywhere, ref's strategies on ref's group itself (no memo), and the
//   sampled double and multi sweeps in full.
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

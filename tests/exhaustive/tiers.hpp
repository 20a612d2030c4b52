// How much of each small group the exhaustive tests sweep, by tier
// (docs/strategies.md, docs/small-curves.md):
// - default (release): every scalar × every point on every group of order
//   ≤ 199 (k1-7, k1-13, tiny-m3-2x139, k1-199), every window width;
//   a spread of points on the two of order 251 and 263;
// - sanitized (ASan+UBSan, ten to thirty times slower): every point up to
//   order 13 only, a spread of points (every 17th, and the edges) above it;
// - full (TANDEM_FULL_TESTS, whatever the build): every point everywhere.
#pragma once

namespace tandem::test {

inline constexpr bool kFullTier = TANDEM_FULL_TESTS != 0;
#if defined(__SANITIZE_ADDRESS__)
inline constexpr bool kSanitizedTier = !kFullTier;
#else
inline constexpr bool kSanitizedTier = false;
#endif

/// The largest group order the default tier sweeps point by point.
inline constexpr long kEveryPointOrder = 199;

/// Whether this tier sweeps every point of a group of order n.
constexpr bool every_point(long n) {
  if (kFullTier || n <= 13) return true;
  return !kSanitizedTier && n <= kEveryPointOrder;
}

/// The step between the points a sweep takes (1: every point).
constexpr long point_stride(long n) { return every_point(n) ? 1 : 17; }

}  // namespace tandem::test

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

// Whether this build runs under AddressSanitizer, as the compiler says it:
// g++ defines __SANITIZE_ADDRESS__, clang++ answers __has_feature (clang++
// 16, the asan preset's compiler, does not define the macro: with it alone
// that tier ran the release tier's sweeps, three to five times longer).
#if defined(__SANITIZE_ADDRESS__)
#define TANDEM_TEST_UNDER_ASAN 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define TANDEM_TEST_UNDER_ASAN 1
#endif
#endif
#ifndef TANDEM_TEST_UNDER_ASAN
#define TANDEM_TEST_UNDER_ASAN 0
#endif
// And as the build says it (tests/CMakeLists.txt: -fsanitize=address in the
// flags): the two must agree, so that a compiler the detection above misses
// stops the build instead of silently running the wrong tier.
#if defined(TANDEM_TEST_ASAN_FLAGS) && TANDEM_TEST_ASAN_FLAGS != TANDEM_TEST_UNDER_ASAN
#error "tiers.hpp: the build's flags and the compiler disagree on whether AddressSanitizer is on"
#endif

inline constexpr bool kFullTier = TANDEM_FULL_TESTS != 0;
inline constexpr bool kSanitizedTier = TANDEM_TEST_UNDER_ASAN != 0 && !kFullTier;

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

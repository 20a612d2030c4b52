// Unsigned fixed windows: k in radix 2^w. The recoding of the 2^w-ary
// method and of the byte-indexed generator tables.
#pragma once

#include <gmpxx.h>

#include <cstddef>
#include <vector>

namespace tandem::ref {

/// The `count` digits of k in radix 2^w, least significant first, each in
/// [0, 2^w): k = Σ dᵢ·2^(w·i). Preconditions: k ≥ 0, 1 ≤ w ≤ 24 and
/// k < 2^(w·count); std::invalid_argument otherwise.
[[nodiscard]] std::vector<int> radix_digits(const mpz_class& k, int w, std::size_t count);

/// The fewest windows of w bits that hold k: ⌈bits(k) / w⌉ (0 for k = 0).
[[nodiscard]] std::size_t window_count(const mpz_class& k, int w);

/// ⌈bits / w⌉ for a bit length.
[[nodiscard]] constexpr std::size_t windows_for_bits(std::size_t bits, int w) {
  return (bits + static_cast<std::size_t>(w) - 1) / static_cast<std::size_t>(w);
}

/// bits(k): the position of the highest set bit plus one; 0 for k = 0.
[[nodiscard]] std::size_t bit_length(const mpz_class& k);

}  // namespace tandem::ref

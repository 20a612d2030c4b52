// Digit strings as the recodings of ref/mult/recoding/ produce them: a
// vector of small signed integers, least significant first, standing for
// k = Σ dᵢ·2^(r·i) in radix 2^r. These helpers read such a string back; the
// recoding checks (proofs/recoding) and the traces use them.
#pragma once

#include <gmpxx.h>

#include <cstddef>
#include <span>
#include <string>

namespace tandem::ref {

/// Σ dᵢ·2^(radix_bits·i).
[[nodiscard]] mpz_class digits_value(std::span<const int> digits, unsigned radix_bits);

/// Σ_{j ≥ from} dⱼ·2^(radix_bits·(j − from)): the value of the digits read so
/// far by a left-to-right method that has just consumed digit `from`.
[[nodiscard]] mpz_class prefix_value(std::span<const int> digits, std::size_t from, unsigned radix_bits);

/// How many digits are not zero: the additions a left-to-right method makes.
[[nodiscard]] std::size_t nonzero_count(std::span<const int> digits);

/// "1 0 -3 0 …", most significant digit first, as a person reads a number.
[[nodiscard]] std::string digits_string(std::span<const int> digits);

}  // namespace tandem::ref

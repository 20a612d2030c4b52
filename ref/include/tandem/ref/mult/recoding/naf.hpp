// Non-adjacent forms: signed-digit recodings with few non-zero digits, so
// that a left-to-right multiplication makes few additions. Subtracting a
// point costs what adding it costs (−(x, y) = (x, −y)), which is why signed
// digits pay on elliptic curves.
#pragma once

#include <gmpxx.h>

#include <vector>

namespace tandem::ref {

/// The width-w NAF of k ≥ 0 (Solinas 2000; Hankerson–Menezes–Vanstone,
/// Guide to ECC, Alg. 3.35), least significant digit first, for
/// 2 ≤ w ≤ 24:
///   - k = Σ dᵢ·2^i;
///   - every non-zero digit is odd and |dᵢ| < 2^(w−1);
///   - of any w consecutive digits at most one is non-zero;
///   - the string has at most bits(k) + 1 digits, the last one non-zero
///     (none at all for k = 0).
/// Average density of non-zero digits 1/(w + 1) (HMV Thm. 3.34).
/// std::invalid_argument for k < 0 or w outside [2, 24].
[[nodiscard]] std::vector<int> wnaf(const mpz_class& k, int w);

/// The binary NAF (Reitwiesner 1960; HMV Alg. 3.30): the width-2 NAF,
/// digits in {−1, 0, 1}, no two adjacent digits non-zero; the signed binary
/// string of least weight, average density 1/3 (HMV Thm. 3.29).
[[nodiscard]] std::vector<int> naf(const mpz_class& k);

}  // namespace tandem::ref

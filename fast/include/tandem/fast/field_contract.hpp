// The magnitude contract of the 5×52 field, as data: what each operation
// accepts and what it returns. The run-time checks (TANDEM_FAST_VERIFY), the
// limb prover (proofs/limbs: it proves each operation at these magnitudes
// and searches how far beyond they hold) and a magnitude interpreter for
// formulas all read it from here, so the contract is stated once.
//
// Magnitude m (libsecp256k1's notion): limbs n_0..n_3 ≤ 2m·(2^52 − 1) and
// n_4 ≤ 2m·(2^48 − 1). Normalized: magnitude ≤ 1, limbs below 2^52 (n_4
// below 2^48) and the value below p.
#pragma once

#include <cstdint>

namespace tandem::fast::fe_contract {

/// No element may exceed this magnitude (every operation below is proven
/// well beyond it; `tandem prove` prints how far).
inline constexpr int kMaxMagnitude = 32;

/// The largest value limb i (0..4) may hold at magnitude m.
constexpr std::uint64_t limb_bound(int m, int i) {
  const std::uint64_t full = i < 4 ? (std::uint64_t{1} << 52) - 1 : (std::uint64_t{1} << 48) - 1;
  return 2 * static_cast<std::uint64_t>(m) * full;
}

/// mul, sqr: each input magnitude ≤ 8; output magnitude 1 (not normalized).
inline constexpr int kMulMaxInput = 8;
inline constexpr int kMulOutput = 1;

/// add: output magnitude = ma + mb (must stay ≤ kMaxMagnitude).
constexpr int add_output(int ma, int mb) { return ma + mb; }

/// negate(a, m): a's magnitude ≤ m ≤ kMaxMagnitude − 1; output m + 1.
constexpr int negate_output(int m) { return m + 1; }

/// mul_int(a, k): output magnitude ma·k (must stay ≤ kMaxMagnitude).
constexpr int mul_int_output(int ma, int k) { return ma * k; }

/// half: input magnitude ≤ kMaxMagnitude; output ⌊m/2⌋ + 1.
constexpr int half_output(int m) { return m / 2 + 1; }

/// normalize, normalize_var: input magnitude ≤ kMaxMagnitude; output
/// normalized. normalize_weak: output magnitude 1. normalizes_to_zero(_var):
/// input magnitude ≤ kMaxMagnitude.
inline constexpr int kNormalizeMaxInput = kMaxMagnitude;
inline constexpr int kNormalizeWeakOutput = 1;

/// inverse, inverse_var, is_square_var: input magnitude ≤ 32 (they
/// normalize first); inverse's output is normalized.
inline constexpr int kInverseMaxInput = kMaxMagnitude;
/// sqrt: input magnitude ≤ 8 (its chain starts with a multiplication);
/// output normalized. batch_inverse: inputs ≤ 8; outputs normalized.
inline constexpr int kSqrtMaxInput = kMulMaxInput;

}  // namespace tandem::fast::fe_contract

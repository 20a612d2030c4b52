// What fast/'s protocols share: the field they compute on, the curve, byte
// helpers, the wiping of secrets, x-only lifting, and the declassification
// hook of the constant-time checker.
//
// Field. The protocols run on Fe64 (four saturated words): docs/fast-group.md
// measured its formulas at 0.54–0.92 of Fe's time, so the strategies use it;
// `ProtoField` names the choice once, so that it can be re-measured.
//
// Declassification (libsecp256k1's secp256k1_declassify). A constant-time
// function may end by branching on a value that is public by protocol: the
// validity of a secret key, whether a nonce candidate was usable, a public
// key derived from a secret. It marks that value with declassify() first.
// Outside the constant-time checker the call compiles to nothing; a build
// that defines TANDEM_CTCHECK_DECLASSIFY=1 (ctcheck/protocols.cmake) makes it
// tell Valgrind memcheck that the bytes are no longer secret, so every other
// branch or index on a secret is still reported.
#pragma once

#include <array>
#include <cstdint>
#include <cstring>
#include <optional>
#include <span>
#include <vector>

#include "tandem/fast/ecmult/ecmult_gen.hpp"
#include "tandem/fast/field_4x64.hpp"
#include "tandem/fast/field_inverse.hpp"
#include "tandem/fast/field_sqrt.hpp"
#include "tandem/fast/group/curve.hpp"
#include "tandem/fast/group/group.hpp"
#include "tandem/fast/scalar.hpp"
#include "tandem/hash/digest.hpp"
#include "tandem/spec/result.hpp"

#if defined(TANDEM_CTCHECK_DECLASSIFY) && TANDEM_CTCHECK_DECLASSIFY
#include <valgrind/memcheck.h>
#endif

namespace tandem::fast {

using ByteView = hash::ByteView;
using Bytes = hash::Bytes;
using ProtoField = Fe64;
using ProtoCurve = Secp256k1;
using ProtoPoint = Ge<ProtoField>;

namespace proto_detail {

using F = ProtoField;
using C = ProtoCurve;
using Bytes32 = std::array<std::uint8_t, 32>;

/// The bytes of `v` may be revealed from here on (see the file's comment).
template <class T>
inline void declassify([[maybe_unused]] const T& v) {
#if defined(TANDEM_CTCHECK_DECLASSIFY) && TANDEM_CTCHECK_DECLASSIFY
  (void)VALGRIND_MAKE_MEM_DEFINED(&v, sizeof v);
#endif
}

/// Overwrites n bytes at p in a way the compiler may not drop (glibc's
/// explicit_bzero: a write whose result is never read is still performed).
inline void wipe(void* p, std::size_t n) { explicit_bzero(p, n); }

/// The first 32 octets of a view already known to hold exactly 32.
inline std::span<const std::uint8_t, 32> as32(ByteView v) { return std::span<const std::uint8_t, 32>(v.data(), 32); }

/// A byte string of n octets from a fixed array.
template <std::size_t N>
inline Bytes to_bytes(const std::array<std::uint8_t, N>& a) {
  return Bytes(a.begin(), a.end());
}

/// y² = x³ + 7 for x (normalized), and a root when it is a square: the
/// point with x and even y (BIP 340's lift_x; SEC 1 §2.3.4 step 2.4 with the
/// parity chosen afterwards). Public x; the root itself is constant time.
inline std::optional<ProtoPoint> lift_x_var(const F& x) {
  const F rhs = add(mul(sqr(x), x), C::b<F>());
  F y;
  if (!sqrt(y, rhs)) return std::nullopt;
  if (is_odd(y)) y = normalize(negate(y, 1));
  return ProtoPoint{x, y, false};
}

/// P with y negated when `odd` (by selection, constant time).
inline ProtoPoint with_parity_flipped(const ProtoPoint& P, bool flip) {
  ProtoPoint r = P;
  cmov(r.y, normalize(negate(P.y, 1)), flip);
  return r;
}

/// k·G for a secret k, affine and normalized: the blinded comb
/// (ecmult_gen) and the constant-time inversion.
inline ProtoPoint mul_gen_ct(const Scalar& k) { return to_affine(ecmult_gen<C, F>(k)); }

/// The field element of 32 octets below p; nullopt for p or more.
inline std::optional<F> field_of(std::span<const std::uint8_t, 32> be) {
  Result<F> x = F::set_b32_limit(be);
  if (!x) return std::nullopt;
  return x.value();
}

/// r + n as words, and whether it is a field element (below p): the x of
/// R when x(R) ≥ n (SEC 1 §4.1.4 step 7, §4.1.6 step 1.1 with j = 1).
inline std::optional<F> scalar_plus_n_var(const Scalar& r) {
  __extension__ typedef unsigned __int128 u128;
  Words256 w{};
  u128 acc = 0;
  for (std::size_t i = 0; i < 4; ++i) {
    acc += u128(r.words()[i]) + secp256k1::kN[i];
    w[i] = static_cast<std::uint64_t>(acc);
    acc >>= 64;
  }
  if (acc != 0 || !F::below_p(w)) return std::nullopt;
  return F::from_words_below_p(w);
}

/// The integer of a scalar as a field element (every scalar is below n < p).
inline F field_of_scalar(const Scalar& s) { return F::from_words_below_p(s.words()); }

}  // namespace proto_detail
}  // namespace tandem::fast

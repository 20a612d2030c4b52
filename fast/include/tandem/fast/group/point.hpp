// fast/'s point representations, templated on a LazyField (Fe, Fe64, or a
// proofs/ model) exactly as ref/point.hpp's are on a FormulaField, and with
// the same conventions, so that the prover's cases and the differential
// tests map one onto the other:
//   Ge<F>    affine (x, y), or O with the infinity flag;
//   Gej<F>   Jacobian (X : Y : Z) for (X/Z², Y/Z³); Z ≡ 0 is O (no flag);
//   Gep<F>   homogeneous projective (X : Y : Z) for (X/Z, Y/Z), O = (0 : 1 : 0);
//   Gexz<F>  (X : Z) for the x-coordinate X/Z alone;
//   GeStorage  an affine point as two normalized 4×64 words, 64 bytes, for
//            tables (libsecp256k1's ge_storage): the compact form any field
//            reads back with one conversion and no arithmetic.
//
// Magnitude invariant (the 5×52 field's; Fe64 has none): a Ge's coordinates
// are at magnitude ≤ 1, a Gej's X, Y ≤ 4 and Z ≤ 1 (libsecp256k1's
// SECP256K1_GEJ_*_MAGNITUDE_MAX), a Gep's likewise. Every fast formula takes
// points within it and returns points within it (FormulaMagnitudes).
#pragma once

#include <cstdint>

#include "tandem/fast/constants.hpp"
#include "tandem/fast/group/lazy_field.hpp"

namespace tandem::fast {

template <class F>
struct Ge {
  F x;
  F y;
  bool infinity = false;

  [[nodiscard]] static constexpr Ge at_infinity() { return {F::from_int(0), F::from_int(0), true}; }
};

template <class F>
struct Gej {
  F X;
  F Y;
  F Z;

  [[nodiscard]] static constexpr Gej at_infinity() { return {F::from_int(1), F::from_int(1), F::from_int(0)}; }
  /// (x : y : 1), or O. Branch-free in the flag: O is (x : y : 0) with
  /// whatever the affine coordinates hold.
  [[nodiscard]] static constexpr Gej from_affine(const Ge<F>& P) {
    return {P.x, P.y, select(P.infinity, F::from_int(0), F::from_int(1))};
  }
};

template <class F>
struct Gep {
  F X;
  F Y;
  F Z;

  [[nodiscard]] static constexpr Gep at_infinity() { return {F::from_int(0), F::from_int(1), F::from_int(0)}; }
  /// (x : y : 1), or (0 : 1 : 0) for O; by selection.
  [[nodiscard]] static constexpr Gep from_affine(const Ge<F>& P) {
    return {select(P.infinity, F::from_int(0), P.x), select(P.infinity, F::from_int(1), P.y),
            select(P.infinity, F::from_int(0), F::from_int(1))};
  }
};

template <class F>
struct Gexz {
  F X;
  F Z;
};

/// A finite affine point, both coordinates normalized, as words (64 bytes):
/// what tables hold. O has no storage form (tables hold finite points only).
struct GeStorage {
  Words256 x;
  Words256 y;
};

/// The storage form of a finite point. Precondition: P finite and normalized
/// (normalize it first; checked in verify mode by to_words).
template <class F>
[[nodiscard]] constexpr GeStorage to_storage(const Ge<F>& P) {
  return {P.x.to_words(), P.y.to_words()};
}

/// The point stored (finite, coordinates normalized).
template <class F>
[[nodiscard]] constexpr Ge<F> from_storage(const GeStorage& s) {
  return {F::from_words_below_p(s.x), F::from_words_below_p(s.y), false};
}

/// r = flag ? a : r for points, by mask.
template <class F>
constexpr void cmov(Ge<F>& r, const Ge<F>& a, bool flag) {
  cmov(r.x, a.x, flag);
  cmov(r.y, a.y, flag);
  r.infinity = static_cast<bool>(static_cast<unsigned>(r.infinity) ^
                                 ((static_cast<unsigned>(r.infinity) ^ static_cast<unsigned>(a.infinity)) &
                                  (0U - static_cast<unsigned>(flag))));
}
template <class F>
constexpr void cmov(Gej<F>& r, const Gej<F>& a, bool flag) {
  cmov(r.X, a.X, flag);
  cmov(r.Y, a.Y, flag);
  cmov(r.Z, a.Z, flag);
}
template <class F>
constexpr void cmov(Gep<F>& r, const Gep<F>& a, bool flag) {
  cmov(r.X, a.X, flag);
  cmov(r.Y, a.Y, flag);
  cmov(r.Z, a.Z, flag);
}

}  // namespace tandem::fast

// The standard curves other than secp256k1, fast: a curve of spec/ tied to
// fast/'s field for any prime (fp/prime_field.hpp). A curve is a tag type
// (fp/curve_tags.hpp); PrimeCurve<Tag> reads its p, n, a, b and G from
// spec/curves.hpp at compile time and gives the strategies (ecmult/
// prime_ecmult.hpp) and the protocols (protocols/prime_*.hpp) everything
// they need: its field, its scalars mod n, and its group operations, the
// complete formulas of its family of a (Renes–Costello–Batina 2016:
// a = 0 for secp192k1 and secp224k1, a = −3 for the NIST curves, any a for
// Brainpool). Nothing here is typed twice: change spec/ and these follow.
//
// The group operations are projective (Gep: (X : Y : Z) for (X/Z, Y/Z),
// O = (0 : 1 : 0)) and complete: one text for every input, O and P = ±Q
// included, so a constant-time strategy has no exceptional case to avoid
// and a variable-time one none to get wrong.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>
#include <string_view>

#include "tandem/fast/formulas/rcb_complete.hpp"
#include "tandem/fast/formulas/rcb_complete_am3.hpp"
#include "tandem/fast/formulas/rcb_complete_generic.hpp"
#include "tandem/fast/fp/curve_tags.hpp"
#include "tandem/fast/fp/prime_field.hpp"
#include "tandem/fast/fp/prime_field_inverse.hpp"
#include "tandem/fast/fp/prime_field_sqrt.hpp"
#include "tandem/fast/group/group.hpp"
#include "tandem/fast/group/point.hpp"
#include "tandem/spec/curves.hpp"

namespace tandem::fast {

/// FieldT: the field the group law runs on, PrimeField<CurvePrime<Tag>> by
/// default; another type of the same interface and values (the census's
/// counting wrapper) runs the same text.
template <class Tag, class FieldT = PrimeField<CurvePrime<Tag>>>
struct PrimeCurve {
  static constexpr const spec::CurveSpec& kSpec = *spec::find_curve(Tag::kName);
  using PrimeMod = CurvePrime<Tag>;
  using OrderMod = CurveOrder<Tag>;
  using Field = FieldT;
  using Scalar = PrimeField<OrderMod>;
  using Point = Ge<Field>;
  using Proj = Gep<Field>;
  /// The curve's tag (fp/curve_tags.hpp): the same curve on another field
  /// is PrimeCurve<CurveTag, OtherField>.
  using CurveTag = Tag;

  static constexpr std::string_view kName = Tag::kName;
  static constexpr spec::AKind kAKind = kSpec.a_kind;
  static constexpr std::size_t kFieldBytes = Field::kBytes;
  static constexpr std::size_t kScalarBytes = Scalar::kBytes;
  static constexpr unsigned kScalarBits = Scalar::kBits;
  /// Cofactor 1 (every standard curve here): a point of the curve is a
  /// point of the subgroup, so public-key validation needs no n·Q (SEC 1
  /// §3.2.2.1 step 4 is vacuous). The protocols require it; the strategies
  /// run on the small curves of other cofactors too (in their subgroup).
  static constexpr bool kCofactorOne = kSpec.h == "1";

  [[nodiscard]] static const Field& a() {
    static const Field v = field_constant(kSpec.a);
    return v;
  }
  [[nodiscard]] static const Field& b() {
    static const Field v = field_constant(kSpec.b);
    return v;
  }
  /// 3·b, the complete formulas' constant.
  [[nodiscard]] static const Field& b3() {
    static const Field v = mul_int(b(), 3);
    return v;
  }
  /// Whether spec/ gives the curve a GLV endomorphism φ(x, y) = (β·x, y)
  /// acting on the subgroup of order n as multiplication by λ
  /// (Gallant–Lambert–Vanstone 2001; a = 0 and p ≡ 1 mod 3: secp192k1,
  /// secp224k1, and secp256k1 through this template). The strategies of
  /// ecmult/prime_ecmult.hpp take the GLV forms exactly then.
  static constexpr bool kHasEndomorphism = kSpec.has_endomorphism();
  /// β, the cube root of unity in F_p of spec/ (only where
  /// kHasEndomorphism).
  [[nodiscard]] static const Field& beta()
    requires kHasEndomorphism
  {
    static const Field v = field_constant(kSpec.beta);
    return v;
  }
  /// φ(P) = (β·x, y) of an affine point (O stays O).
  [[nodiscard]] static Point endo(const Point& P)
    requires kHasEndomorphism
  {
    return {mul(P.x, beta()), P.y, P.infinity};
  }
  [[nodiscard]] static const Point& generator() {
    static const Point G{field_constant(kSpec.gx), field_constant(kSpec.gy), false};
    return G;
  }

  /// y² = x³ + a·x + b for a finite affine point.
  [[nodiscard]] static bool on_curve_var(const Point& P) {
    const Field rhs = add(mul(add(sqr(P.x), a()), P.x), b());
    return equal_var(sqr(P.y), rhs);
  }
  /// x³ + a·x + b.
  [[nodiscard]] static Field rhs(const Field& x) { return add(mul(add(sqr(x), a()), x), b()); }

  // The complete projective group law of the curve's family (constant time).
  [[nodiscard]] static Proj add_proj(const Proj& P, const Proj& Q) {
    if constexpr (kAKind == spec::AKind::zero) return add_rcb_a0_12m(P, Q, b3());
    else if constexpr (kAKind == spec::AKind::minus3) return add_rcb_am3_12m(P, Q, b());
    else return add_rcb_generic_12m(P, Q, a(), b3());
  }
  /// P + Q for a finite affine Q (a table entry).
  [[nodiscard]] static Proj madd_proj(const Proj& P, const Point& Q) {
    if constexpr (kAKind == spec::AKind::zero) return madd_rcb_a0_11m(P, Q, b3());
    else if constexpr (kAKind == spec::AKind::minus3) return madd_rcb_am3_11m(P, Q, b());
    else return madd_rcb_generic_11m(P, Q, a(), b3());
  }
  [[nodiscard]] static Proj dbl_proj(const Proj& P) {
    if constexpr (kAKind == spec::AKind::zero) return dbl_rcb_a0_6m2s(P, b3());
    else if constexpr (kAKind == spec::AKind::minus3) return dbl_rcb_am3_8m3s(P, b());
    else return dbl_rcb_generic_8m3s(P, a(), b3());
  }

 private:
  static Field field_constant(std::string_view hex) {
    return Field::from_words(words_from_hex_n<Field::kWords>(hex));
  }
};

}  // namespace tandem::fast

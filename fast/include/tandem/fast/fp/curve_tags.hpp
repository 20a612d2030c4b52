// The moduli of fast/fp/'s prime fields: a curve's prime p and order n, read
// at compile time from spec/'s curve data (spec/curves.hpp), never typed.
// A curve is named by a tag type (Botan 3's pcurves idea: the curve is a
// small set of constants used as template parameters); CurvePrime<Tag> and
// CurveOrder<Tag> are the modulus descriptors PrimeField<M> takes:
//   M::kName     the curve's name and which modulus ("P-256 p"),
//   M::kModulus  the modulus as M::kWords 64-bit words (least significant first),
//   M::kBits     its bit length, M::kBytes its byte length (⌈kBits/8⌉).
// Any type with these members and an odd modulus > 1 is a descriptor too
// (the tests build one for tiny moduli). A descriptor may also name its
// field's reduction policy (fp/reduction.hpp):
//   M::kReduction  fp::Reduction::montgomery (the default when absent) or
//                  fp::Reduction::pseudo_mersenne (m = 2^k − c, c small).
// CurvePrime<Tag> takes it from Tag::kPrimeReduction where a tag sets one:
// the curves whose p measured faster with its special reduction
// (docs/fast-prime-field.md); CurveOrder<Tag> is always Montgomery.
#pragma once

#include <cstddef>
#include <cstdint>
#include <string_view>

#include "tandem/fast/fp/words.hpp"
#include "tandem/spec/curves.hpp"

namespace tandem::fast {

namespace fp {

/// How PrimeField<M> stores and reduces (fp/reduction.hpp).
enum class Reduction : std::uint8_t { montgomery, pseudo_mersenne };

/// The policy descriptor M asks for: M::kReduction, else Montgomery.
template <class M>
constexpr Reduction reduction_of() {
  if constexpr (requires { M::kReduction; }) {
    return M::kReduction;
  } else {
    return Reduction::montgomery;
  }
}

/// The descriptor M with the reduction R (both policies on one modulus:
/// the tests, the benchmarks).
template <class M, Reduction R>
struct WithReduction : M {
  static constexpr Reduction kReduction = R;
};

}  // namespace fp

// One tag per curve; each names its spec::CurveSpec, and where its p's
// special reduction measured faster than Montgomery for both mul and sqr
// (docs/fast-prime-field.md, bench/prime_field_bench.cpp) it says so.
struct Secp192k1Tag {
  static constexpr std::string_view kName = "secp192k1";
  /// p = 2^k − c with a small c: the fold measured faster than Montgomery.
  static constexpr fp::Reduction kPrimeReduction = fp::Reduction::pseudo_mersenne;
};
struct Secp224k1Tag {
  static constexpr std::string_view kName = "secp224k1";
  /// p = 2^k − c with a small c: the fold measured faster than Montgomery.
  static constexpr fp::Reduction kPrimeReduction = fp::Reduction::pseudo_mersenne;
};
struct Secp256k1Tag {
  static constexpr std::string_view kName = "secp256k1";
};
struct P192Tag {
  static constexpr std::string_view kName = "P-192";
};
struct P224Tag {
  static constexpr std::string_view kName = "P-224";
};
struct P256Tag {
  static constexpr std::string_view kName = "P-256";
};
struct P384Tag {
  static constexpr std::string_view kName = "P-384";
};
struct P521Tag {
  static constexpr std::string_view kName = "P-521";
  /// p = 2^k − c with a small c: the fold measured faster than Montgomery.
  static constexpr fp::Reduction kPrimeReduction = fp::Reduction::pseudo_mersenne;
};
struct BrainpoolP160r1Tag {
  static constexpr std::string_view kName = "brainpoolP160r1";
};
struct BrainpoolP192r1Tag {
  static constexpr std::string_view kName = "brainpoolP192r1";
};
struct BrainpoolP224r1Tag {
  static constexpr std::string_view kName = "brainpoolP224r1";
};
struct BrainpoolP256r1Tag {
  static constexpr std::string_view kName = "brainpoolP256r1";
};
struct BrainpoolP320r1Tag {
  static constexpr std::string_view kName = "brainpoolP320r1";
};
struct BrainpoolP384r1Tag {
  static constexpr std::string_view kName = "brainpoolP384r1";
};
struct BrainpoolP512r1Tag {
  static constexpr std::string_view kName = "brainpoolP512r1";
};
// The tiny curves of the exhaustive tests (spec/curves.hpp's small curves
// on their own fields; docs/small-curves.md): their p and n fit one word.
struct TinyM3_251Tag {
  static constexpr std::string_view kName = "tiny-m3-251";
};
struct TinyGen263Tag {
  static constexpr std::string_view kName = "tiny-gen-263";
};
struct TinyM3_2x139Tag {
  static constexpr std::string_view kName = "tiny-m3-2x139";
};

namespace detail {

/// The curve of that name (an unknown name dereferences nullptr, which
/// stops the constant evaluation; no comparison with nullptr, which g++'s
/// UBSan instrumentation makes non-constant).
constexpr const spec::CurveSpec& curve_of(std::string_view name) { return *spec::find_curve(name); }

/// A modulus given as hexadecimal digits: its words, bits and bytes.
template <std::string_view const& Hex>
struct HexModulus {
  static constexpr std::size_t kBits = bits_of_hex(Hex);
  static constexpr std::size_t kWords = (kBits + 63) / 64;
  static constexpr std::size_t kBytes = (kBits + 7) / 8;
  static constexpr Words<kWords> kModulus = words_from_hex_n<kWords>(Hex);
};

/// The reduction Tag chooses for its p (Montgomery unless it names one).
template <class Tag>
constexpr fp::Reduction prime_reduction() {
  if constexpr (requires { Tag::kPrimeReduction; }) {
    return Tag::kPrimeReduction;
  } else {
    return fp::Reduction::montgomery;
  }
}

template <class Tag>
struct CurveHex {
  static constexpr std::string_view kP = curve_of(Tag::kName).p;
  static constexpr std::string_view kN = curve_of(Tag::kName).n;
};

}  // namespace detail

/// The field prime p of the curve Tag names.
template <class Tag>
struct CurvePrime : detail::HexModulus<detail::CurveHex<Tag>::kP> {
  using CurveTag = Tag;
  static constexpr std::string_view kName = Tag::kName;
  static constexpr std::string_view kWhich = "p";
  static constexpr fp::Reduction kReduction = detail::prime_reduction<Tag>();
};

/// The group order n of the curve Tag names (its scalars).
template <class Tag>
struct CurveOrder : detail::HexModulus<detail::CurveHex<Tag>::kN> {
  using CurveTag = Tag;
  static constexpr std::string_view kName = Tag::kName;
  static constexpr std::string_view kWhich = "n";
};

}  // namespace tandem::fast

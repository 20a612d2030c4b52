// Conversions between fast/'s secp256k1 elements and integers, and elements
// at a chosen magnitude: what the audit, the tests (tests/fast_support.hpp
// adds generators and edge lists) and the fuzz targets need to hold fast/
// against ref. Header-only.
#pragma once

#include <gmpxx.h>

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>
#include <stdexcept>
#include <vector>

#include "tandem/fast/field.hpp"
#include "tandem/fast/field_4x64.hpp"
#include "tandem/fast/scalar.hpp"
#include "tandem/ref/curve.hpp"
#include "tandem/ref/field.hpp"

namespace tandem::audit::fastv {

inline const ref::Curve& secp256k1() { return *ref::find_curve("secp256k1"); }
inline const ref::PrimeField& fp() { return secp256k1().fp(); }
inline const ref::PrimeField& fn() { return secp256k1().fn(); }
inline const mpz_class& p() { return fp().modulus(); }
inline const mpz_class& n() { return fn().modulus(); }

inline mpz_class u64z(std::uint64_t v) { return mpz_class(static_cast<unsigned long>(v)); }
inline mpz_class pow2(unsigned k) { return mpz_class(1) << k; }

/// Σ n_i·2^(52·i): the integer the limbs hold (not reduced).
inline mpz_class limbs_value(const fast::Fe::Limbs& n) {
  mpz_class v = 0;
  for (std::size_t i = 5; i-- > 0;) v = (v << 52) + u64z(n[i]);
  return v;
}
inline mpz_class value(const fast::Fe& a) { return limbs_value(a.limbs()); }
/// The element a stands for, in the reference field.
inline ref::Fe to_ref(const fast::Fe& a) { return fp().from_mpz(value(a)); }

/// The 5×52 limbs of 0 ≤ v < 2^256 (each below 2^52, the top below 2^48).
inline fast::Fe::Limbs limbs_of(const mpz_class& v) {
  fast::Fe::Limbs n{};
  mpz_class r = v;
  for (std::size_t i = 0; i < 5; ++i) {
    const mpz_class l = r & mpz_class(fast::fe52::kM52);
    n[i] = l.get_ui();
    r >>= 52;
  }
  return n;
}

/// v (0 ≤ v < 2^256) at magnitude m ≥ 1: its limbs plus (m − 1)·2p limb by
/// limb (p's limbs doubled are magnitude 1's bounds), so the value is
/// v + 2(m − 1)·p ≡ v and the limbs sit near the top of magnitude m.
inline fast::Fe at_magnitude(const mpz_class& v, int m) {
  fast::Fe::Limbs n = limbs_of(v);
  const fast::Fe::Limbs pl = limbs_of(p());
  for (std::size_t i = 0; i < 5; ++i) n[i] += 2 * static_cast<std::uint64_t>(m - 1) * pl[i];
  const bool canonical = m == 1 && v < p();
  return fast::Fe::from_limbs(n, m, canonical);
}

/// Every limb at magnitude m's bound (the largest element of magnitude m).
inline fast::Fe limbs_at_max(int m) {
  fast::Fe::Limbs n{};
  for (int i = 0; i < 5; ++i) n[static_cast<std::size_t>(i)] = fast::fe_contract::limb_bound(m, i);
  return fast::Fe::from_limbs(n, m, false);
}

/// Whether a's limbs are within magnitude m's bounds.
inline bool within_magnitude(const fast::Fe& a, int m) {
  for (int i = 0; i < 5; ++i) {
    if (a.limbs()[static_cast<std::size_t>(i)] > fast::fe_contract::limb_bound(m, i)) return false;
  }
  return true;
}

/// Whether a is in canonical form (limbs carried, value below p).
inline bool canonical(const fast::Fe& a) {
  for (std::size_t i = 0; i < 4; ++i) {
    if (a.limbs()[i] > fast::fe52::kM52) return false;
  }
  return a.limbs()[4] <= fast::fe52::kM48 && value(a) < p();
}

/// Σ w_i·2^(64i) of four 64-bit words, least significant first.
/// N 64-bit words (least significant first) and their integer, for any N
/// (the other curves' fields and scalars, fp/'s Words<N>); words_of throws
/// std::invalid_argument for a value wider than N words.
template <std::size_t N>
std::array<std::uint64_t, N> words_of(const mpz_class& v) {
  std::array<std::uint64_t, N> w{};
  if (mpz_sizeinbase(v.get_mpz_t(), 2) > 64 * N) throw std::invalid_argument("words_of: value wider than N words");
  mpz_export(w.data(), nullptr, -1, sizeof(std::uint64_t), 0, 0, v.get_mpz_t());
  return w;
}
template <std::size_t N>
mpz_class value_of(const std::array<std::uint64_t, N>& w) {
  mpz_class v;
  mpz_import(v.get_mpz_t(), N, -1, sizeof(std::uint64_t), 0, 0, w.data());
  return v;
}

inline mpz_class words_value(const fast::Words256& w) {
  mpz_class v;
  for (std::size_t i = 4; i-- > 0;) v = (v << 64) + u64z(w[i]);
  return v;
}

/// The integer a scalar holds (below n).
inline mpz_class scalar_value(const fast::Scalar& s) { return words_value(s.words()); }

/// The four 64-bit words of 0 ≤ v < 2^256, least significant first.
inline fast::Words256 words256(const mpz_class& v) {
  fast::Words256 w{};
  mpz_class r = v;
  for (std::size_t i = 0; i < 4; ++i) {
    w[i] = mpz_class(r & mpz_class("ffffffffffffffff", 16)).get_ui();
    r >>= 64;
  }
  return w;
}

inline std::array<std::uint8_t, 32> be32(const mpz_class& v) {
  std::array<std::uint8_t, 32> b{};
  const std::vector<std::uint8_t> bytes = ref::to_be_bytes(v, 32);
  std::copy(bytes.begin(), bytes.end(), b.begin());
  return b;
}

/// Elements of either fast field from and back to integers, for code
/// generic in the field (the group audit, the group fuzz target):
///   enc(v, m, limit)  v (0 ≤ v < p) as an element; with limit, at the
///                     largest representation magnitude m allows (Fe: at
///                     magnitude m; Fe64, which has no magnitudes: v + p
///                     where that stays below 2^256, else v);
///   val(a)            the integer the element holds (not reduced);
///   within(a, m)      whether a meets magnitude m (always, for Fe64).
template <class F>
struct Codec;

template <>
struct Codec<fast::Fe> {
  static fast::Fe enc(const mpz_class& v, int m, bool limit) { return at_magnitude(v, limit ? m : 1); }
  static mpz_class val(const fast::Fe& a) { return value(a); }
  static bool within(const fast::Fe& a, int m) { return within_magnitude(a, m); }
};

template <>
struct Codec<fast::Fe64> {
  static fast::Fe64 enc(const mpz_class& v, int /*m*/, bool limit) {
    if (limit && v + p() < pow2(256)) return fast::Fe64::from_words_mod(words256(v + p()));
    return fast::Fe64::from_words_below_p(words256(v));
  }
  static mpz_class val(const fast::Fe64& a) { return words_value(a.words()); }
  static bool within(const fast::Fe64& /*a*/, int /*m*/) { return true; }
};

}  // namespace tandem::audit::fastv

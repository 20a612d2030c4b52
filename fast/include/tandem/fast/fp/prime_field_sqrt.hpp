// Square roots and quadratic residuosity in PrimeField<M> (m an odd prime).
// Which method runs is decided at compile time by m mod 8:
//   m ≡ 3 (mod 4): r = a^((m + 1)/4) (every standard curve's p except
//                  secp224k1's and P-224's; Handbook of Applied Cryptography
//                  Alg. 3.36);
//   m ≡ 5 (mod 8): Atkin's method (HAC Alg. 3.37's refinement as in RFC
//                  9380 §I.2's reasoning): v = (2a)^((m − 5)/8),
//                  i = 2a·v², r = a·v·(i − 1) (secp224k1's p);
//   m ≡ 1 (mod 8): Tonelli–Shanks (P-224's p, 2-adicity 96): sqrt runs
//                  RFC 9380 Appendix I.4's constant-time form (every step
//                  runs for every input: about c1²/2 squarings, slow at
//                  c1 = 96); sqrt_var the classic variable-time loop (HAC
//                  Alg. 3.34), which is fast.
// Every method ends by squaring its candidate and comparing with a: the
// bool says whether a is a square, and the root is meaningful only then.
// The root returned is one of the two; callers choose the parity they need.
// The non-residue Tonelli–Shanks needs is found at compile time (the least
// z ≥ 2 whose Legendre symbol is −1), never typed; z^c2 at first use.
#pragma once

#include <cstddef>
#include <cstdint>

#include "tandem/fast/fp/prime_field.hpp"
#include "tandem/fast/fp/prime_field_inverse.hpp"
#include "tandem/fast/fp/words.hpp"

namespace tandem::fast {
namespace detail {

/// The square root's constants for modulus M.
template <class M>
struct SqrtConstants {
  static constexpr std::size_t N = M::kWords;
  static constexpr Words<N> kM = PrimeField<M>::modulus();
  static constexpr unsigned kMod8 = static_cast<unsigned>(kM[0] & 7);
  /// (m − 1)/2: Euler's criterion.
  static constexpr Words<N> kEuler = words::shr1<N>(kM);
  /// (m + 1)/4 for m ≡ 3 (mod 4): m >> 2, plus one.
  static constexpr Words<N> kPlusOneQuarter = words::add(words::shr1<N>(words::shr1<N>(kM)), words::of<N>(1));
  /// (m − 5)/8 for m ≡ 5 (mod 8): m >> 3.
  static constexpr Words<N> kAtkin = words::shr1<N>(words::shr1<N>(words::shr1<N>(kM)));
  /// The 2-adicity c1 of m − 1 and its odd part c2 = (m − 1)/2^c1.
  static constexpr unsigned two_adicity() {
    Words<N> q = words::sub(kM, words::of<N>(1));
    unsigned s = 0;
    while ((q[0] & 1) == 0) {
      q = words::shr1<N>(q);
      ++s;
    }
    return s;
  }
  static constexpr unsigned kC1 = two_adicity();
  static constexpr Words<N> odd_part() {
    Words<N> q = words::sub(kM, words::of<N>(1));
    for (unsigned i = 0; i < kC1; ++i) q = words::shr1<N>(q);
    return q;
  }
  static constexpr Words<N> kC2 = odd_part();
  /// (c2 − 1)/2 = c2 >> 1 (c2 odd).
  static constexpr Words<N> kC3 = words::shr1<N>(kC2);
};

/// m mod d for a small d > 0 (compile time).
template <std::size_t N>
constexpr std::uint64_t mod_small(const Words<N>& m, std::uint64_t d) {
  __extension__ typedef unsigned __int128 u128;
  u128 r = 0;
  for (std::size_t i = N; i-- > 0;) r = ((r << 64) | m[i]) % d;
  return static_cast<std::uint64_t>(r);
}

/// The Jacobi symbol (a/n) for odd n > 0 (small integers; Cohen, A Course
/// in Computational Algebraic Number Theory, Alg. 1.4.10).
constexpr int jacobi_small(std::uint64_t a, std::uint64_t n) {
  int s = 1;
  a %= n;
  while (a != 0) {
    while ((a & 1) == 0) {
      a >>= 1;
      if ((n & 7) == 3 || (n & 7) == 5) s = -s;
    }
    const std::uint64_t t = a;
    a = n;
    n = t;
    if ((a & 3) == 3 && (n & 3) == 3) s = -s;
    a %= n;
  }
  return n == 1 ? s : 0;
}

/// The Legendre symbol (z/m) for a small z ≥ 1 and the odd prime m of
/// descriptor M: the factors 2 of z by m mod 8, then quadratic reciprocity
/// brings it to (m mod z′ / z′) on small integers (compile time).
template <class M>
constexpr int legendre_small(std::uint64_t z) {
  constexpr Words<M::kWords> kM = M::kModulus;
  int s = 1;
  while ((z & 1) == 0) {
    z >>= 1;
    if ((kM[0] & 7) == 3 || (kM[0] & 7) == 5) s = -s;
  }
  if (z == 1) return s;
  if ((z & 3) == 3 && (kM[0] & 3) == 3) s = -s;
  return s * jacobi_small(mod_small(kM, z), z);
}

/// The least z ≥ 2 that is not a square mod m (compile time), and z^c2
/// (computed at first use: too long for a constant expression).
template <class M>
struct NonResidue {
  using F = PrimeField<M>;
  static constexpr std::uint32_t find() {
    for (std::uint32_t z = 2;; ++z) {
      if (legendre_small<M>(z) == -1) return z;
    }
  }
  static constexpr std::uint32_t kZ = find();
  static const F& c5() {
    static const F value = pow(F::from_int(kZ), SqrtConstants<M>::kC2);
    return value;
  }
};

/// Whether r² = a, and r into root (constant time).
template <class M>
constexpr bool check_root(PrimeField<M>& root, const PrimeField<M>& r, const PrimeField<M>& a) {
  root = r;
  return equal(sqr(r), a);
}

/// Atkin's method for m ≡ 5 (mod 8): with v = (2a)^((m−5)/8) and
/// i = 2a·v², i² = (2a)^((m−1)/2) = −1 when a is a square (2 is not a
/// square mod such m), and (a·v·(i − 1))² = a²·v²·(−2i) = a. Constant time.
template <class M>
constexpr PrimeField<M> sqrt_atkin(const PrimeField<M>& a) {
  const PrimeField<M> t = add(a, a);
  const PrimeField<M> v = pow(t, SqrtConstants<M>::kAtkin);
  const PrimeField<M> i = mul(t, sqr(v));
  return mul(mul(a, v), sub(i, PrimeField<M>::from_int(1)));
}

/// Tonelli–Shanks's start: x = a^((c2 + 1)/2) and t = a^c2, from one
/// exponentiation by c3 = (c2 − 1)/2. Constant time.
template <class M>
struct TonelliStart {
  PrimeField<M> x, t;
};
template <class M>
constexpr TonelliStart<M> tonelli_start(const PrimeField<M>& a) {
  const PrimeField<M> y = pow(a, SqrtConstants<M>::kC3);
  return {mul(y, a), mul(sqr(y), a)};
}

/// RFC 9380 Appendix I.4 (sqrt for any q, constant time): every loop runs
/// its full count, and each step's choice is a cmov.
template <class M>
PrimeField<M> sqrt_tonelli_shanks_ct(const PrimeField<M>& a) {
  using F = PrimeField<M>;
  const F one = F::from_int(1);
  auto [z, t] = tonelli_start(a);
  F b = t;
  F c = NonResidue<M>::c5();
  for (unsigned i = SqrtConstants<M>::kC1; i >= 2; --i) {
    b = sqr_n(b, i - 2);
    const bool e = equal(b, one);
    cmov(z, mul(z, c), !e);
    c = sqr(c);
    cmov(t, mul(t, c), !e);
    b = t;
  }
  return z;
}

/// Tonelli–Shanks, variable time (HAC Alg. 3.34 as restated in RFC 9380):
/// public input only.
template <class M>
PrimeField<M> sqrt_tonelli_shanks_var(const PrimeField<M>& a) {
  using F = PrimeField<M>;
  const F one = F::from_int(1);
  auto [x, t] = tonelli_start(a);
  F c = NonResidue<M>::c5();
  unsigned m = SqrtConstants<M>::kC1;
  while (!equal_var(t, one)) {
    unsigned i = 0;  // the least i with t^(2^i) = 1
    for (F s = t; !equal_var(s, one) && i < m; s = sqr(s)) ++i;
    if (i == m) return x;  // a is not a square: the final check says so
    const F bpow = sqr_n(c, m - i - 1);
    x = mul(x, bpow);
    c = sqr(bpow);
    t = mul(t, c);
    m = i;
  }
  return x;
}

}  // namespace detail

/// A square root of a into root, and whether a is a square (root is
/// meaningful only then; 0 has the root 0). Constant time for every m
/// (for m ≡ 1 mod 8 the constant-time Tonelli–Shanks is slow; public
/// inputs such as a point's decompression should call sqrt_var).
template <class M>
constexpr bool sqrt(PrimeField<M>& root, const PrimeField<M>& a) {
  using K = detail::SqrtConstants<M>;
  if constexpr ((K::kMod8 & 3) == 3) {
    return detail::check_root(root, pow(a, K::kPlusOneQuarter), a);
  } else if constexpr (K::kMod8 == 5) {
    return detail::check_root(root, detail::sqrt_atkin(a), a);
  } else {
    return detail::check_root(root, detail::sqrt_tonelli_shanks_ct(a), a);
  }
}

/// sqrt for public a: the same for m ≢ 1 (mod 8); for m ≡ 1 (mod 8) the
/// variable-time Tonelli–Shanks.
template <class M>
constexpr bool sqrt_var(PrimeField<M>& root, const PrimeField<M>& a) {
  using K = detail::SqrtConstants<M>;
  if constexpr (K::kMod8 == 1) {
    const PrimeField<M> r = detail::sqrt_tonelli_shanks_var(a);
    root = r;
    return equal_var(sqr(r), a);
  } else {
    return sqrt(root, a);
  }
}

/// Whether a is a square (0 is). Public input. For moduli of at most four
/// words the Jacobi symbol of the stored integer by safegcd's posdivsteps
/// (x·R under Montgomery: R = 2^(64N) is a square, so (x·R | m) = (x | m);
/// x under pseudo-Mersenne); Euler's
/// criterion a^((m−1)/2) ∈ {0, 1} for wider moduli and when the
/// posdivsteps do not finish (safegcd::jacobi_var returns 0).
template <class M>
[[nodiscard]] bool is_square_var(const PrimeField<M>& a) {
  if (normalizes_to_zero_var(a)) return true;
  if constexpr (detail::kUsesSafegcd<M>) {
    const int j = safegcd::jacobi_var(safegcd::from_words(detail::widen4<M::kWords>(a.stored_words())),
                                      detail::kSafegcdModulus<M>);
    if (j != 0) return j == 1;
  }
  const PrimeField<M> e = pow(a, detail::SqrtConstants<M>::kEuler);
  return equal_var(e, PrimeField<M>::from_int(1));
}

}  // namespace tandem::fast

// The GLV split on the curves of group/prime_curve.hpp that have the
// endomorphism (Gallant, Lambert, Vanstone, "Faster point multiplication on
// elliptic curves with efficient endomorphisms", CRYPTO 2001, §4): k ≡ k1 +
// k2·λ (mod n) with |k1|, |k2| about √n, so that k·P = k1·P + k2·φ(P),
// φ(x, y) = (β·x, y), costs half the doublings.
//
// Nothing is typed: n and λ come from spec/ (through PrimeCurve's kSpec),
// and everything else is derived from them in constant expressions here:
//   - the short basis v1 = (a1, b1), v2 = (a2, b2) of the lattice
//     {(a, b) : a + b·λ ≡ 0 (mod n)}, by the extended Euclidean algorithm on
//     (n, λ) stopped at √n (GLV §4; Hankerson–Menezes–Vanstone, "Guide to
//     Elliptic Curve Cryptography", §3.5.1), the very rule of ref's
//     glv_basis (ref/mult/recoding/glv_split.hpp), so the two can be held
//     against each other; static_asserts check that both vectors are in the
//     lattice and that |a1·b2 − a2·b1| = n (they generate it);
//   - the rounding constants of Babai's rounding (HMV Alg. 3.74):
//     c1 = ⌊σ·b2·k/n⌉, c2 = ⌊−σ·b1·k/n⌉ (σ the sign of the determinant,
//     +1 on every curve here but not assumed), each computed as
//     ±⌊k·g_i / 2^S⌉ with g_i = ⌊2^S·|m_i|/n⌉, S = 64·(N + 1) for n of N
//     words, so that the shift takes whole words;
//   - the bound on the halves. (k1, k2) = (k, 0) − c1·v1 − c2·v2 =
//     (β1 − c1)·v1 + (β2 − c2)·v2 with β_i the exact quotients. The
//     approximation moves k·g_i/2^S from β_i by at most k/2^(S+1) <
//     n/2^(S+1) = ε ≤ 2^−65, so |β_i − c_i| ≤ 1/2 + ε and
//     |k1| ≤ (|a1| + |a2|)·(1/2 + ε), |k2| ≤ (|b1| + |b2|)·(1/2 + ε);
//     kK1Max and kK2Max are these bounds rounded up, kHalfBits the bits
//     of the larger (112 on secp224k1, 96 on secp192k1, 128 on
//     secp256k1). Verify mode (TANDEM_FAST_CHECK) checks every split
//     against them.
// The split itself is constant time: a fixed product and shift per c_i,
// scalar arithmetic mod n, and the signs taken out by is_high and a
// conditional negation.
#pragma once

#include <array>
#include <bit>
#include <cstddef>
#include <cstdint>

#include "tandem/fast/fp/words.hpp"
#include "tandem/fast/group/prime_curve.hpp"
#include "tandem/fast/limb_ops.hpp"
#include "tandem/fast/verify.hpp"

namespace tandem::fast {

/// Signed integers of K words for constant expressions only (the basis and
/// the constants of the split): magnitude and sign. Every operation throws
/// (which stops the compilation) where a result would not fit.
namespace glv_int {

template <std::size_t K>
struct SInt {
  Words<K> mag{};
  bool neg = false;  ///< never set for zero
};

template <std::size_t K>
constexpr bool is_zero(const Words<K>& a) {
  for (std::uint64_t w : a) {
    if (w != 0) return false;
  }
  return true;
}

/// The number of significant bits (0 for zero).
template <std::size_t K>
constexpr std::size_t bit_length(const Words<K>& a) {
  for (std::size_t i = K; i-- > 0;) {
    if (a[i] != 0) return 64 * i + static_cast<std::size_t>(std::bit_width(a[i]));
  }
  return 0;
}

/// a·2^s, which must fit K words.
template <std::size_t K>
constexpr Words<K> shl(const Words<K>& a, std::size_t s) {
  if (!is_zero(a) && bit_length(a) + s > 64 * K) throw "glv_int::shl: the result does not fit";
  Words<K> r{};
  const std::size_t q = s / 64, b = s % 64;
  for (std::size_t i = K; i-- > q;) {
    r[i] = a[i - q] << b;
    if (b != 0 && i > q) r[i] |= a[i - q - 1] >> (64 - b);
  }
  return r;
}

/// ⌊a / 2^s⌋.
template <std::size_t K>
constexpr Words<K> shr(const Words<K>& a, std::size_t s) {
  Words<K> r{};
  const std::size_t q = s / 64, b = s % 64;
  for (std::size_t i = 0; i + q < K; ++i) {
    r[i] = a[i + q] >> b;
    if (b != 0 && i + q + 1 < K) r[i] |= a[i + q + 1] << (64 - b);
  }
  return r;
}

/// a·b, which must fit K words.
template <std::size_t K>
constexpr Words<K> umul(const Words<K>& a, const Words<K>& b) {
  if (bit_length(a) + bit_length(b) > 64 * K) throw "glv_int::umul: the product does not fit";
  Words<K> r{};
  for (std::size_t i = 0; i < K; ++i) {
    NativeLimbs::u64 carry = 0;
    for (std::size_t j = 0; i + j < K; ++j) {
      const NativeLimbs::u128 t = NativeLimbs::u128(a[i]) * b[j] + r[i + j] + carry;
      r[i + j] = static_cast<std::uint64_t>(t);
      carry = static_cast<std::uint64_t>(t >> 64);
    }
  }
  return r;
}

template <std::size_t K>
constexpr Words<K> uadd(const Words<K>& a, const Words<K>& b) {
  std::uint64_t carry = 0;
  const Words<K> r = words::add(a, b, &carry);
  if (carry != 0) throw "glv_int::uadd: the sum does not fit";
  return r;
}

/// ⌊a / b⌋ and a mod b by shift and subtract, for b ≠ 0.
template <std::size_t K>
struct DivMod {
  Words<K> q;
  Words<K> r;
};
template <std::size_t K>
constexpr DivMod<K> udivmod(const Words<K>& a, const Words<K>& b) {
  if (is_zero(b)) throw "glv_int::udivmod: division by zero";
  DivMod<K> d{{}, a};
  const std::size_t la = bit_length(a), lb = bit_length(b);
  if (la < lb) return d;
  for (std::size_t s = la - lb + 1; s-- > 0;) {
    const Words<K> bs = shl(b, s);
    if (words::cmp(d.r, bs) >= 0) {
      d.r = words::sub(d.r, bs);
      d.q[s / 64] |= std::uint64_t{1} << (s % 64);
    }
  }
  return d;
}

template <std::size_t K>
constexpr SInt<K> make(const Words<K>& mag, bool neg) {
  return {mag, neg && !is_zero(mag)};
}

template <std::size_t K>
constexpr SInt<K> negated(const SInt<K>& a) {
  return make(a.mag, !a.neg);
}

template <std::size_t K>
constexpr SInt<K> add(const SInt<K>& a, const SInt<K>& b) {
  if (a.neg == b.neg) return make(uadd(a.mag, b.mag), a.neg);
  if (words::cmp(a.mag, b.mag) >= 0) return make(words::sub(a.mag, b.mag), a.neg);
  return make(words::sub(b.mag, a.mag), b.neg);
}

template <std::size_t K>
constexpr SInt<K> sub(const SInt<K>& a, const SInt<K>& b) {
  return add(a, negated(b));
}

template <std::size_t K>
constexpr SInt<K> mul(const SInt<K>& a, const SInt<K>& b) {
  return make(umul(a.mag, b.mag), a.neg != b.neg);
}

/// a mod m in [0, m), for m > 0.
template <std::size_t K>
constexpr Words<K> mod(const SInt<K>& a, const Words<K>& m) {
  const Words<K> r = udivmod(a.mag, m).r;
  return a.neg && !is_zero(r) ? words::sub(m, r) : r;
}

/// ⌊num / den⌉ for num ≥ 0, den > 0: ⌊(2·num + den) / (2·den)⌋.
template <std::size_t K>
constexpr Words<K> round_div(const Words<K>& num, const Words<K>& den) {
  return udivmod(uadd(shl(num, 1), den), shl(den, 1)).q;
}

/// The short lattice basis, as ref's glv_basis finds it.
template <std::size_t K>
struct Basis {
  SInt<K> a1, b1, a2, b2;
};

/// GLV §4 / HMV §3.5.1: the extended Euclidean algorithm on (n, λ) keeps
/// r_i = s_i·n + t_i·λ, so (r_i, −t_i) is in the lattice. With l the last
/// index with r_l² ≥ n: v1 = (r_(l+1), −t_(l+1)), v2 the shorter of
/// (r_l, −t_l) and (r_(l+2), −t_(l+2)). 0 < λ < n.
template <std::size_t K>
constexpr Basis<K> short_basis(const Words<K>& n, const Words<K>& lambda) {
  struct Row {
    SInt<K> r, t;
  };
  const auto next = [](const Row& prev, const Row& cur) {
    const Words<K> q = udivmod(prev.r.mag, cur.r.mag).q;
    const SInt<K> qs = make(q, false);
    return Row{sub(prev.r, mul(qs, cur.r)), sub(prev.t, mul(qs, cur.t))};
  };
  const auto norm2 = [](const Row& v) { return uadd(umul(v.r.mag, v.r.mag), umul(v.t.mag, v.t.mag)); };
  Row prev{make(n, false), make(Words<K>{}, false)};      // index 0: r = n, t = 0
  Row cur{make(lambda, false), make(words::of<K>(1), false)};  // index 1: r = λ, t = 1
  // r decreases; stop at the first index whose r² < n: then prev is l.
  while (words::cmp(umul(cur.r.mag, cur.r.mag), n) >= 0) {
    const Row nx = next(prev, cur);
    prev = cur;
    cur = nx;
  }
  Basis<K> B{cur.r, negated(cur.t), prev.r, negated(prev.t)};
  if (!is_zero(cur.r.mag)) {
    const Row after = next(prev, cur);  // index l + 2
    if (words::cmp(norm2(after), norm2(prev)) < 0) {
      B.a2 = after.r;
      B.b2 = negated(after.t);
    }
  }
  return B;
}

}  // namespace glv_int

/// The halves of a split as magnitudes of H words and signs:
/// k ≡ ±k1_abs ± k2_abs·λ (mod n).
template <std::size_t H>
struct PrimeGlvHalves {
  Words<H> k1_abs;
  Words<H> k2_abs;
  bool k1_negative;
  bool k2_negative;
};

/// The split and its constants for a curve C with C::kHasEndomorphism.
template <class C>
  requires C::kHasEndomorphism
struct PrimeGlv {
  using S = typename C::Scalar;
  static constexpr std::size_t N = S::kWords;
  static constexpr std::size_t K = 2 * N + 3;  // room for 2^(S+1)·|b| and the norms
  using Int = glv_int::SInt<K>;

  static constexpr Words<K> kN = words_from_hex_n<K>(C::kSpec.n);
  static constexpr Words<K> kLambda = words_from_hex_n<K>(C::kSpec.lambda);
  static constexpr glv_int::Basis<K> kBasis = glv_int::short_basis(kN, kLambda);

  /// a1·b2 − a2·b1 = σ·n.
  static constexpr Int kDet =
      glv_int::sub(glv_int::mul(kBasis.a1, kBasis.b2), glv_int::mul(kBasis.a2, kBasis.b1));
  static_assert(words::cmp(kDet.mag, kN) == 0, "PrimeGlv: the basis does not generate the lattice (|det| ≠ n)");
  static_assert(glv_int::is_zero(glv_int::mod(glv_int::add(kBasis.a1, glv_int::mul(kBasis.b1, glv_int::make(kLambda, false))), kN)),
                "PrimeGlv: a1 + b1·λ ≢ 0 (mod n)");
  static_assert(glv_int::is_zero(glv_int::mod(glv_int::add(kBasis.a2, glv_int::mul(kBasis.b2, glv_int::make(kLambda, false))), kN)),
                "PrimeGlv: a2 + b2·λ ≢ 0 (mod n)");

  /// c1 = ⌊m1·k/n⌉, c2 = ⌊m2·k/n⌉ with m1 = σ·b2, m2 = −σ·b1.
  static constexpr Int kM1 = kDet.neg ? glv_int::negated(kBasis.b2) : kBasis.b2;
  static constexpr Int kM2 = kDet.neg ? kBasis.b1 : glv_int::negated(kBasis.b1);

  static constexpr unsigned kShift = 64 * (N + 1);
  static constexpr std::size_t kGWords = N + 1;
  static constexpr Words<kGWords> g_of(const Int& m) {
    const Words<K> g = glv_int::round_div(glv_int::shl(m.mag, kShift), kN);
    if (glv_int::bit_length(g) > 64 * kGWords) throw "PrimeGlv: a rounding constant does not fit N + 1 words";
    Words<kGWords> r{};
    for (std::size_t i = 0; i < kGWords; ++i) r[i] = g[i];
    return r;
  }
  /// g_i = ⌊2^S·|m_i|/n⌉.
  static constexpr Words<kGWords> kG1 = g_of(kM1);
  static constexpr Words<kGWords> kG2 = g_of(kM2);

  /// The bounds: ⌊A·(1/2 + ε)⌋ ≤ ⌊A/2⌋ + ⌊A·2^(bits(n) − S − 1)⌋ + 1 for
  /// A = |a1| + |a2| (k1) or |b1| + |b2| (k2), ε < 2^(bits(n) − S − 1).
  static constexpr std::size_t kNBits = glv_int::bit_length(kN);
  static_assert(kShift >= kNBits + 64, "PrimeGlv: S too small for ε ≤ 2^−65");
  static constexpr Words<K> bound_of(const Int& x, const Int& y) {
    const Words<K> A = glv_int::uadd(x.mag, y.mag);
    return glv_int::uadd(glv_int::uadd(glv_int::shr(A, 1), glv_int::shr(A, kShift + 1 - kNBits)), words::of<K>(1));
  }
  static constexpr Words<K> kK1Max = bound_of(kBasis.a1, kBasis.a2);
  static constexpr Words<K> kK2Max = bound_of(kBasis.b1, kBasis.b2);
  /// Both bounds below n/2, so a half's sign is is_high of it mod n.
  static_assert(words::cmp(glv_int::shl(kK1Max, 1), kN) < 0 && words::cmp(glv_int::shl(kK2Max, 1), kN) < 0,
                "PrimeGlv: the halves' bound is not below n/2");
  static constexpr unsigned kHalfBits = static_cast<unsigned>(
      glv_int::bit_length(kK1Max) > glv_int::bit_length(kK2Max) ? glv_int::bit_length(kK1Max) : glv_int::bit_length(kK2Max));
  static constexpr std::size_t kHalfWords = (kHalfBits + 63) / 64;
  using Halves = PrimeGlvHalves<kHalfWords>;

  /// A signed compile-time integer (|x| < n) as a scalar mod n.
  static constexpr S scalar_of(const Int& x) {
    const Words<K> r = glv_int::mod(x, kN);
    Words<N> w{};
    for (std::size_t i = 0; i < N; ++i) w[i] = r[i];
    return S::from_words(w);
  }

  /// ⌊k·g / 2^S⌉ for k < n and g of N + 1 words: the product's words from
  /// N + 1 up, plus the bit below them. Below n (it is ≈ k·|m|/n < |m|).
  /// Constant time: fixed loops, carries by arithmetic.
  static Words<N> mul_shift_round(const Words<N>& k, const Words<kGWords>& g) {
    std::array<std::uint64_t, N + kGWords> p{};
    for (std::size_t i = 0; i < N; ++i) {
      NativeLimbs::u64 carry = 0;
      for (std::size_t j = 0; j < kGWords; ++j) {
        const NativeLimbs::u128 t = NativeLimbs::u128(k[i]) * g[j] + p[i + j] + carry;
        p[i + j] = static_cast<std::uint64_t>(t);
        carry = static_cast<std::uint64_t>(t >> 64);
      }
      p[i + kGWords] = carry;
    }
    Words<N> c{};
    NativeLimbs::u64 carry = p[kGWords - 1] >> 63;  // the rounding bit, 2^(S−1)
    for (std::size_t i = 0; i < N; ++i) c[i] = NativeLimbs::add_carry(p[kGWords + i], 0, carry);
    return c;
  }

  /// k1, k2 mod n with k ≡ k1 + k2·λ, computed independently of each other
  /// (k1 = k − c1·a1 − c2·a2, k2 = −c1·b1 − c2·b2), so that a test of the
  /// identity checks the basis and the constants. Constant time.
  struct Split {
    S k1;
    S k2;
  };
  static Split split_scalars(const S& k) {
    static constexpr S a1 = scalar_of(kBasis.a1), a2 = scalar_of(kBasis.a2);
    static constexpr S b1 = scalar_of(kBasis.b1), b2 = scalar_of(kBasis.b2);
    const Words<N> kw = k.to_words();
    const S r1 = S::from_words(mul_shift_round(kw, kG1));
    const S r2 = S::from_words(mul_shift_round(kw, kG2));
    const S c1 = kM1.neg ? negate(r1, 1) : r1;  // the signs are constants
    const S c2 = kM2.neg ? negate(r2, 1) : r2;
    const S k1 = sub(k, add(mul(c1, a1), mul(c2, a2)));
    const S k2 = negate(add(mul(c1, b1), mul(c2, b2)), 1);
    return {k1, k2};
  }

  /// The split with the signs taken out (is_high, a conditional negation):
  /// |k1| ≤ kK1Max, |k2| ≤ kK2Max, checked in verify mode. Constant time.
  static Halves split(const S& k) {
    const Split s = split_scalars(k);
    const bool n1 = is_high(s.k1), n2 = is_high(s.k2);
    const Words<N> w1 = cond_negate(s.k1, n1).to_words(), w2 = cond_negate(s.k2, n2).to_words();
    Halves h{{}, {}, n1, n2};
    for (std::size_t i = 0; i < kHalfWords; ++i) {
      h.k1_abs[i] = w1[i];
      h.k2_abs[i] = w2[i];
    }
    TANDEM_FAST_CHECK(within(w1, kK1Max) && within(w2, kK2Max), "PrimeGlv::split: a half exceeds its bound");
    return h;
  }

  /// x ≤ bound, by the borrow of bound − x (no branch on x).
  static bool within(const Words<N>& x, const Words<K>& bound) {
    Words<K> xk{};
    for (std::size_t i = 0; i < N; ++i) xk[i] = x[i];
    std::uint64_t borrow = 0;
    (void)words::sub(bound, xk, &borrow);
    return borrow == 0;
  }
};

}  // namespace tandem::fast

// ECDSA (SEC 1 v2 §4.1) on the curves other than secp256k1, fast: one
// template over the curve, ref/protocols/ecdsa.hpp's rules and errors.
//
// Signing is constant time in the key and the nonce: RFC 6979's nonce
// (rfc6979.hpp's DRBG at L = ⌈qlen/8⌉ octets, bits2int by a shift), R = k·G
// by mul_gen_ct, x(R) mod n by reducing its octets (masks), s = k⁻¹(e + r·d)
// with the constant-time inverse, the low-S negation (when asked) by a
// conditional negation. Only r and s leave, declassified as the outputs they
// are.
//
// Verification takes public inputs only: s⁻¹ by the variable-time inverse,
// u1·G + u2·Q by mul2_var, and x(R) mod n = r checked on the projective R
// without an inversion: c·Z = X for c = r and, while below p, c = r + n
// (x(R) < p, so x(R) mod n = r means x(R) = r + j·n for some j ≥ 0).
#pragma once

#include <algorithm>
#include <array>
#include <cstddef>
#include <cstdint>

#include "tandem/fast/protocols/der.hpp"
#include "tandem/fast/protocols/prime_keys.hpp"
#include "tandem/fast/protocols/rfc6979.hpp"

namespace tandem::fast::curves {

namespace ecdsa_detail {

/// bits2int(b) (RFC 6979 §2.3.2, SEC 1 §4.1.3 step 5) as L octets: the
/// leftmost qlen bits of b, or all of a shorter b; below 2^qlen.
template <class C>
std::array<std::uint8_t, C::kScalarBytes> bits2int(ByteView b) {
  constexpr std::size_t L = C::kScalarBytes;
  std::array<std::uint8_t, L> out{};
  const std::size_t take = std::min(b.size(), L);
  std::copy(b.begin(), b.begin() + static_cast<std::ptrdiff_t>(take), out.begin() + static_cast<std::ptrdiff_t>(L - take));
  // A b of L octets or more holds its leftmost qlen bits in those L octets
  // shifted left by 8·L − qlen; a shorter one has 8·|b| ≤ qlen bits (since
  // 8·(L − 1) < qlen) and is taken whole.
  if (b.size() >= L) {
    constexpr unsigned kShift = static_cast<unsigned>(8 * L - C::kScalarBits);
    static_assert(kShift < 8);
    if constexpr (kShift != 0) {
      for (std::size_t i = L; i-- > 0;) {
        const std::uint8_t above = i > 0 ? out[i - 1] : 0;
        out[i] = static_cast<std::uint8_t>((out[i] >> kShift) | (above << (8 - kShift)));
      }
    }
  }
  return out;
}

/// e = bits2int(digest) mod n (one conditional subtraction: 2^qlen < 2n).
template <class C>
typename C::Scalar digest_scalar(ByteView digest) {
  const auto be = bits2int<C>(digest);
  return C::Scalar::reduce_bytes(be);
}

/// x(R) < p as a scalar: its octets reduced mod n (p < 2^(8·Lp); the
/// reduction takes up to twice n's octets, more than enough since p < 2n
/// is not assumed). Constant time.
template <class C>
typename C::Scalar x_to_scalar(const typename C::Field& x) {
  const auto be = x.get_bytes();
  return C::Scalar::reduce_bytes(be);
}

}  // namespace ecdsa_detail

/// An ECDSA signature (r, s), both in [1, n − 1].
template <class C>
struct EcdsaSignature {
  using Scalar = typename C::Scalar;
  static constexpr std::size_t kL = C::kScalarBytes;
  Scalar r;
  Scalar s;

  /// Strict DER (der_detail::split_der): any violation → signature_encoding;
  /// then r (0 or ≥ n), then s.
  static Result<EcdsaSignature> parse_der(ByteView der) {
    const std::optional<der_detail::Magnitudes> m = der_detail::split_der(der);
    if (!m) return Error::signature_encoding;
    return from_magnitudes(m->r, m->s);
  }

  /// The lax DER libsecp256k1 accepts (der_detail::split_der_lax); an
  /// integer of more than L octets or ≥ n is a range error (r first).
  static Result<EcdsaSignature> parse_der_lax(ByteView der) {
    const std::optional<der_detail::Magnitudes> m = der_detail::split_der_lax(der);
    if (!m) return Error::signature_encoding;
    return from_magnitudes(m->r, m->s);
  }

  /// r ‖ s, L octets each (IEEE P1363); other lengths → signature_encoding.
  static Result<EcdsaSignature> parse_compact(ByteView rs) {
    if (rs.size() != 2 * kL) return Error::signature_encoding;
    return from_magnitudes(rs.first(kL), rs.subspan(kL));
  }

  [[nodiscard]] Bytes serialize_der() const {
    Bytes body;
    append_integer(body, r.get_bytes());
    append_integer(body, s.get_bytes());
    Bytes out{0x30};
    if (body.size() < 0x80) {
      out.push_back(static_cast<std::uint8_t>(body.size()));
    } else {  // at most 2·(66 + 3) octets: one length octet after 0x81
      out.push_back(0x81);
      out.push_back(static_cast<std::uint8_t>(body.size()));
    }
    out.insert(out.end(), body.begin(), body.end());
    return out;
  }

  [[nodiscard]] Bytes serialize_compact() const {
    Bytes out;
    out.reserve(2 * kL);
    const auto rb = r.get_bytes(), sb = s.get_bytes();
    out.insert(out.end(), rb.begin(), rb.end());
    out.insert(out.end(), sb.begin(), sb.end());
    return out;
  }

  [[nodiscard]] bool is_low_s() const { return !is_high(s); }

  friend bool operator==(const EcdsaSignature& a, const EcdsaSignature& b) {
    return a.r.to_words() == b.r.to_words() && a.s.to_words() == b.s.to_words();
  }

 private:
  static Result<Scalar> in_range(ByteView digits, Error bad) {
    while (!digits.empty() && digits.front() == 0) digits = digits.subspan(1);
    if (digits.size() > kL) return bad;
    std::array<std::uint8_t, kL> be{};
    std::copy(digits.begin(), digits.end(), be.begin() + static_cast<std::ptrdiff_t>(kL - digits.size()));
    const Result<Scalar> v = Scalar::set_bytes(be);
    if (!v || is_zero(v.value())) return bad;
    return v.value();
  }
  static Result<EcdsaSignature> from_magnitudes(ByteView r, ByteView s);  // below: not inline
  /// The minimal positive DER INTEGER of an L-octet magnitude.
  static void append_integer(Bytes& out, const std::array<std::uint8_t, kL>& be) {
    std::size_t skip = 0;
    while (skip + 1 < kL && be[skip] == 0) ++skip;
    const bool pad = (be[skip] & 0x80) != 0;
    out.push_back(0x02);
    out.push_back(static_cast<std::uint8_t>(kL - skip + (pad ? 1 : 0)));
    if (pad) out.push_back(0x00);
    out.insert(out.end(), be.begin() + static_cast<std::ptrdiff_t>(skip), be.end());
  }
};

// Out of the struct, so that it is not inline and prime_instances.hpp can
// compile it (and the parsers' scalar code) once per curve.
template <class C>
Result<EcdsaSignature<C>> EcdsaSignature<C>::from_magnitudes(ByteView r, ByteView s) {
  const Result<Scalar> rv = in_range(r, Error::signature_r_out_of_range);
  if (!rv) return rv.error();
  const Result<Scalar> sv = in_range(s, Error::signature_s_out_of_range);
  if (!sv) return sv.error();
  return EcdsaSignature{rv.value(), sv.value()};
}

namespace ecdsa_detail {

/// SEC 1 §4.1.3 with RFC 6979 §3.2's candidates on `mac`, the first giving
/// r ≠ 0 and s ≠ 0.
template <class C, class Mac>
EcdsaSignature<C> sign(const SecretKey<C>& d, ByteView digest, const Mac& mac, ByteView extra, bool low_s) {
  using S = typename C::Scalar;
  constexpr std::size_t L = C::kScalarBytes;
  const S e = digest_scalar<C>(digest);
  std::array<std::uint8_t, L> x = d.scalar().get_bytes();
  rfc6979_detail::Drbg<Mac, L> drbg(mac, x, e.get_bytes(), extra);
  proto_detail::wipe(x.data(), x.size());
  for (;;) {
    std::array<std::uint8_t, L> t = drbg.next();
    // bits2int(T) (its leftmost qlen bits), then step h.3's 1 ≤ k < n.
    const std::array<std::uint8_t, L> kb = bits2int<C>(t);
    proto_detail::wipe(t.data(), t.size());
    bool overflow = false;
    const S k = S::reduce_bytes(kb, &overflow);  // the range check as a mask
    bool usable = !(overflow | is_zero(k));
    proto_detail::declassify(usable);
    if (!usable) continue;
    const typename C::Point R = to_affine(mul_gen_ct<C>(k));
    const S r = x_to_scalar<C>(R.x);                      // §4.1.3 step 2
    S s = mul(inverse(k), add(e, mul(r, d.scalar())));  // step 6
    s = cond_negate(s, low_s & is_high(s));
    EcdsaSignature<C> out{r, s};
    proto_detail::declassify(out);
    if (is_zero(out.r) || is_zero(out.s)) continue;  // steps 3 and 7: the next candidate
    return out;
  }
}

/// Whether x(R) ≡ r (mod n) for a finite projective R, without inverting
/// Z: c·Z = X for c = r, r + n, r + 2n, … while c < p.
template <class C>
bool x_matches_var(const typename C::Proj& R, const typename C::Scalar& r) {
  using F = typename C::Field;
  constexpr std::size_t NF = F::kWords;
  const auto rw = r.to_words();
  const auto& nw = C::OrderMod::kModulus;
  std::array<std::uint64_t, NF + 1> c{};  // r, then r + j·n; one word of headroom
  for (std::size_t i = 0; i < rw.size() && i < NF; ++i) c[i] = rw[i];
  const F X = normalize_var(R.X);
  for (;;) {
    bool high = c[NF] != 0;
    std::array<std::uint64_t, NF> low{};
    std::copy(c.begin(), c.begin() + NF, low.begin());
    if (high) return false;
    const std::optional<F> cf = F::from_words_var(low);
    if (!cf) return false;  // c ≥ p: no more candidates
    if (equal_var(mul(*cf, R.Z), X)) return true;
    unsigned __int128 carry = 0;
    for (std::size_t i = 0; i <= NF; ++i) {
      const std::uint64_t ni = i < nw.size() ? nw[i] : 0;
      carry += static_cast<unsigned __int128>(c[i]) + ni;
      c[i] = static_cast<std::uint64_t>(carry);
      carry >>= 64;
    }
  }
}

}  // namespace ecdsa_detail

/// SEC 1 §4.1.3 with RFC 6979 nonces on `nonce_hash` (an EVP digest, not an
/// XOF: unknown_hash) and §3.6's extra data; s → n − s when high if `low_s`.
template <class C>
Result<EcdsaSignature<C>> ecdsa_sign(const SecretKey<C>& d, ByteView digest, const hash::Digest& nonce_hash,
                                     ByteView extra, bool low_s) {
  if (nonce_hash.is_xof()) return Error::unknown_hash;
  return ecdsa_detail::sign<C>(d, digest, rfc6979_detail::EvpMac{&nonce_hash}, extra, low_s);
}

/// SEC 1 §4.1.4 on public inputs: a parsed signature's r and s are in
/// [1, n − 1] already; require_low_s and s > (n − 1)/2 → signature_high_s;
/// then signature_mismatch or Valid.
template <class C>
Verdict ecdsa_verify(const PublicKey<C>& Q, ByteView digest, const EcdsaSignature<C>& sig, bool require_low_s) {
  using S = typename C::Scalar;
  if (is_zero(sig.r)) return Error::signature_r_out_of_range;
  if (is_zero(sig.s)) return Error::signature_s_out_of_range;
  if (require_low_s && !sig.is_low_s()) return Error::signature_high_s;
  const S e = ecdsa_detail::digest_scalar<C>(digest);
  const S w = inverse_var(sig.s);
  const typename C::Proj R = mul2_var<C>(mul(e, w), mul(sig.r, w), Q.point());
  if (normalizes_to_zero_var(R.Z)) return Error::signature_mismatch;
  if (ecdsa_detail::x_matches_var<C>(R, sig.r)) return Valid{};
  return Error::signature_mismatch;
}

}  // namespace tandem::fast::curves

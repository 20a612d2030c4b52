// ECDSA signature encodings, fast: strict DER (X.690 §8.3 and §10.1 with
// BIP 66's rules), the lax DER libsecp256k1's contrib/lax_der_parsing.c
// accepts, and the 64-octet compact form (IEEE P1363; libsecp256k1's
// secp256k1_ecdsa_signature_parse_compact). Every parser sorts its errors
// the same way: first whether the octets are a signature encoding at all
// (signature_encoding), then r (0 or ≥ n: signature_r_out_of_range), then
// s (signature_s_out_of_range). Signatures are public: the parsers branch.
#pragma once

#include <array>
#include <cstddef>
#include <cstdint>
#include <optional>

#include "tandem/fast/protocols/detail.hpp"

namespace tandem::fast {

namespace der_detail {

/// r or s from its big-endian magnitude: more than 32 octets, ≥ n, or 0 is
/// `bad`.
inline Result<Scalar> scalar_in_range(ByteView digits, Error bad) {
  while (!digits.empty() && digits.front() == 0) digits = digits.subspan(1);
  if (digits.size() > 32) return bad;
  std::array<std::uint8_t, 32> be{};
  std::copy(digits.begin(), digits.end(), be.begin() + static_cast<std::ptrdiff_t>(32 - digits.size()));
  bool overflow = false;
  const Scalar v = Scalar::set_b32(be, &overflow);
  if (overflow || is_zero(v)) return bad;
  return v;
}

/// A strict DER length at `pos` (X.690 §10.1: the definite form, short
/// below 128, otherwise the fewest octets with no leading zero); the
/// value, or nullopt when it is malformed or runs past the input.
inline std::optional<std::size_t> strict_length(ByteView in, std::size_t& pos) {
  if (pos >= in.size()) return std::nullopt;
  const std::uint8_t first = in[pos++];
  if (first < 0x80) return first;
  const std::size_t count = first & 0x7f;
  // 0x80 is the indefinite form (forbidden in DER); more octets than a
  // size_t holds cannot be a length of anything in memory.
  if (count == 0 || count > sizeof(std::size_t) || count > in.size() - pos) return std::nullopt;
  if (in[pos] == 0) return std::nullopt;  // a leading zero octet: not minimal
  std::size_t len = 0;
  for (std::size_t i = 0; i < count; ++i) len = (len << 8) | in[pos++];
  if (len < 0x80) return std::nullopt;  // fits the short form
  return len;
}

/// A strict DER INTEGER at `pos` (tag 02, length, content), positive and
/// minimal (X.690 §8.3.2: the first nine bits not all equal; a leading 00
/// only before a byte ≥ 0x80). Its content, or nullopt.
inline std::optional<ByteView> strict_integer(ByteView in, std::size_t& pos) {
  if (pos >= in.size() || in[pos] != 0x02) return std::nullopt;
  ++pos;
  const std::optional<std::size_t> len = strict_length(in, pos);
  if (!len || *len == 0 || *len > in.size() - pos) return std::nullopt;
  const ByteView c = in.subspan(pos, *len);
  if ((c[0] & 0x80) != 0) return std::nullopt;                      // negative
  if (c.size() > 1 && c[0] == 0 && (c[1] & 0x80) == 0) return std::nullopt;  // padded
  pos += *len;
  return c;
}

/// One lax length (contrib/lax_der_parsing.c): the short form, or 0x80 + k
/// followed by k octets of which the leading zeros are skipped and the rest
/// must fit a size_t; the length may not run past the input. nullopt when
/// the parser gives up.
inline std::optional<std::size_t> lax_integer_length(ByteView in, std::size_t& pos) {
  if (pos == in.size()) return std::nullopt;
  std::size_t count = in[pos++];
  if ((count & 0x80) == 0) return count;
  count -= 0x80;
  if (count > in.size() - pos) return std::nullopt;
  while (count > 0 && in[pos] == 0) {
    ++pos;
    --count;
  }
  if (count >= sizeof(std::size_t)) return std::nullopt;
  std::size_t len = 0;
  for (; count > 0; --count) len = (len << 8) + in[pos++];
  return len;
}

/// One lax INTEGER: tag 02 and a lax length whose content fits the input.
inline std::optional<ByteView> lax_integer(ByteView in, std::size_t& pos) {
  if (pos == in.size() || in[pos] != 0x02) return std::nullopt;
  ++pos;
  const std::optional<std::size_t> len = lax_integer_length(in, pos);
  if (!len || *len > in.size() - pos) return std::nullopt;
  const ByteView c = in.subspan(pos, *len);
  pos += *len;
  return c;
}

/// The minimal positive DER INTEGER of a 32-octet magnitude, written at
/// out[len...] (at most 35 octets).
inline void append_integer(std::array<std::uint8_t, 72>& out, std::size_t& len, const std::array<std::uint8_t, 32>& be) {
  std::size_t skip = 0;
  while (skip < 31 && be[skip] == 0) ++skip;
  const bool pad = (be[skip] & 0x80) != 0;
  out[len++] = 0x02;
  out[len++] = static_cast<std::uint8_t>(32 - skip + (pad ? 1 : 0));
  if (pad) out[len++] = 0x00;
  for (std::size_t i = skip; i < 32; ++i) out[len++] = be[i];
}

/// r's and s's magnitudes: the two INTEGERs of a strict DER SEQUENCE
/// (definite minimal lengths, minimal positive integers, nothing after the
/// sequence), or nullopt for any violation. For every curve's signature.
struct Magnitudes {
  ByteView r;
  ByteView s;
};
inline std::optional<Magnitudes> split_der(ByteView der) {
  std::size_t pos = 0;
  if (der.empty() || der[0] != 0x30) return std::nullopt;
  pos = 1;
  const std::optional<std::size_t> seq = strict_length(der, pos);
  if (!seq || *seq != der.size() - pos) return std::nullopt;
  const std::optional<ByteView> r = strict_integer(der, pos);
  if (!r) return std::nullopt;
  const std::optional<ByteView> s = strict_integer(der, pos);
  if (!s || pos != der.size()) return std::nullopt;
  return Magnitudes{*r, *s};
}

/// The same for what libsecp256k1's ecdsa_signature_parse_der_lax accepts:
/// tag 30, a sequence length that is read but not enforced (its long
/// form's octets are skipped), two INTEGERs with lax lengths (long form,
/// leading zero octets in the length and in the value), anything after s.
inline std::optional<Magnitudes> split_der_lax(ByteView der) {
  std::size_t pos = 0;
  if (pos == der.size() || der[pos] != 0x30) return std::nullopt;
  ++pos;
  if (pos == der.size()) return std::nullopt;
  std::size_t lenbyte = der[pos++];
  if ((lenbyte & 0x80) != 0) {
    lenbyte -= 0x80;
    if (lenbyte > der.size() - pos) return std::nullopt;
    pos += lenbyte;
  }
  const std::optional<ByteView> r = lax_integer(der, pos);
  if (!r) return std::nullopt;
  const std::optional<ByteView> s = lax_integer(der, pos);
  if (!s) return std::nullopt;
  return Magnitudes{*r, *s};
}

}  // namespace der_detail

struct EcdsaSignature {
  Scalar r;
  Scalar s;

  /// Strict DER: SEQUENCE { INTEGER r, INTEGER s } with definite minimal
  /// lengths, minimal positive integers and nothing after the sequence
  /// (X.690 DER; BIP 66's IsValidSignatureEncoding without the sighash
  /// octet). Any violation → signature_encoding; then r, then s.
  static Result<EcdsaSignature> parse_der(ByteView der) {
    const std::optional<der_detail::Magnitudes> m = der_detail::split_der(der);
    if (!m) return Error::signature_encoding;
    return from_magnitudes(m->r, m->s);
  }

  /// What libsecp256k1's ecdsa_signature_parse_der_lax accepts
  /// (der_detail::split_der_lax). Where that parser stores zero for an
  /// integer of more than 32 octets or one ≥ n, the range errors are
  /// reported (r first).
  static Result<EcdsaSignature> parse_der_lax(ByteView der) {
    const std::optional<der_detail::Magnitudes> m = der_detail::split_der_lax(der);
    if (!m) return Error::signature_encoding;
    return from_magnitudes(m->r, m->s);
  }

  /// r ‖ s, 32 octets each; other lengths → signature_encoding.
  static Result<EcdsaSignature> parse_compact(ByteView rs) {
    if (rs.size() != 64) return Error::signature_encoding;
    return from_magnitudes(rs.first(32), rs.subspan(32));
  }

  /// Strict DER (the minimal encoding; at most 72 octets).
  [[nodiscard]] Bytes serialize_der() const {
    std::array<std::uint8_t, 72> buf{};
    std::size_t len = 2;
    der_detail::append_integer(buf, len, r.get_b32());
    der_detail::append_integer(buf, len, s.get_b32());
    buf[0] = 0x30;
    buf[1] = static_cast<std::uint8_t>(len - 2);
    return Bytes(buf.begin(), buf.begin() + static_cast<std::ptrdiff_t>(len));
  }

  [[nodiscard]] Bytes serialize_compact() const {
    Bytes out;
    out.reserve(64);
    const auto rb = r.get_b32(), sb = s.get_b32();
    out.insert(out.end(), rb.begin(), rb.end());
    out.insert(out.end(), sb.begin(), sb.end());
    return out;
  }

  /// s ≤ (n − 1)/2 (BIP 62's low S; BIP 146 LOW_S).
  [[nodiscard]] bool is_low_s() const { return !is_high(s); }

  /// The same signature with s → n − s when high (both verify).
  [[nodiscard]] EcdsaSignature normalized_low_s() const { return {r, cond_negate(s, is_high(s))}; }

  friend bool operator==(const EcdsaSignature& a, const EcdsaSignature& b) {
    return a.r.words() == b.r.words() && a.s.words() == b.s.words();
  }

 private:
  static Result<EcdsaSignature> from_magnitudes(ByteView r, ByteView s) {
    const Result<Scalar> rv = der_detail::scalar_in_range(r, Error::signature_r_out_of_range);
    if (!rv) return rv.error();
    const Result<Scalar> sv = der_detail::scalar_in_range(s, Error::signature_s_out_of_range);
    if (!sv) return sv.error();
    return EcdsaSignature{rv.value(), sv.value()};
  }
};

}  // namespace tandem::fast

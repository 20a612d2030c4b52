#include <optional>

#include "tandem/ref/protocols/der.hpp"

namespace tandem::ref {

namespace {

// The tags of X.690 §8.3 (INTEGER, universal 2) and §8.9 (SEQUENCE,
// universal 16, constructed: 0x30).
constexpr std::uint8_t kInteger = 0x02;
constexpr std::uint8_t kSequence = 0x30;

/// A cursor over the input; every read is checked against its end.
struct Reader {
  ByteView in;
  std::size_t pos = 0;
  [[nodiscard]] bool at_end() const { return pos == in.size(); }
  [[nodiscard]] std::size_t left() const { return in.size() - pos; }
};

/// X.690 §8.1.3 length octets in DER's form (§10.1): short form below 128;
/// otherwise 0x80 | m then m octets with no leading zero, for values that
/// need it (≥ 128). The indefinite form (0x80) is not DER.
std::optional<std::size_t> read_der_length(Reader& r) {
  if (r.at_end()) return std::nullopt;
  const std::uint8_t first = r.in[r.pos++];
  if ((first & 0x80) == 0) return first;
  const std::size_t m = first & 0x7f;
  if (m == 0 || m > sizeof(std::size_t) || m > r.left()) return std::nullopt;
  if (r.in[r.pos] == 0) return std::nullopt;  // a leading zero octet: not the shortest
  std::size_t len = 0;
  for (std::size_t i = 0; i < m; ++i) len = (len << 8) | r.in[r.pos++];
  if (len < 128) return std::nullopt;  // would fit the short form
  return len;
}

/// One INTEGER (X.690 §8.3): tag, length, contents. DER and BIP 66 ask the
/// contents to be non-empty, the shortest two's complement (§8.3.2: no 00
/// before an octet whose top bit is clear), and here positive (no top bit
/// set in the first octet). Returns the contents' value.
std::optional<mpz_class> read_der_integer(Reader& r) {
  if (r.at_end() || r.in[r.pos] != kInteger) return std::nullopt;
  ++r.pos;
  const std::optional<std::size_t> len = read_der_length(r);
  if (!len || *len == 0 || *len > r.left()) return std::nullopt;
  const ByteView v = r.in.subspan(r.pos, *len);
  if ((v[0] & 0x80) != 0) return std::nullopt;                        // negative
  if (v.size() > 1 && v[0] == 0 && (v[1] & 0x80) == 0) return std::nullopt;  // superfluous 00
  r.pos += *len;
  return from_be_bytes(v);
}

/// X.690 §8.3.3: the shortest two's complement of v ≥ 0 (a 00 in front of a
/// top bit that is set, so that the integer stays positive).
Bytes der_integer_contents(const mpz_class& v) {
  const std::size_t octets = v == 0 ? 1 : (mpz_sizeinbase(v.get_mpz_t(), 2) + 7) / 8;
  Bytes out = to_be_bytes(v, octets);
  if ((out[0] & 0x80) != 0) out.insert(out.begin(), 0x00);
  return out;
}

/// X.690 §8.1.3 in DER's form, the inverse of read_der_length.
void put_der_length(Bytes& out, std::size_t len) {
  if (len < 128) {
    out.push_back(static_cast<std::uint8_t>(len));
    return;
  }
  Bytes octets;
  for (std::size_t v = len; v != 0; v >>= 8) octets.insert(octets.begin(), static_cast<std::uint8_t>(v & 0xff));
  out.push_back(static_cast<std::uint8_t>(0x80 | octets.size()));
  out.insert(out.end(), octets.begin(), octets.end());
}

/// libsecp256k1's lax reading of one length: short form as it is; long form
/// 0x80 | m, then m octets (at most what is left) of which the leading zeros
/// are skipped and fewer than 8 may remain.
std::optional<std::size_t> read_lax_length(Reader& r) {
  if (r.at_end()) return std::nullopt;
  const std::uint8_t first = r.in[r.pos++];
  if ((first & 0x80) == 0) return first;
  std::size_t m = first & 0x7f;
  if (m > r.left()) return std::nullopt;
  while (m > 0 && r.in[r.pos] == 0) ++r.pos, --m;
  if (m >= 8) return std::nullopt;
  std::size_t len = 0;
  while (m > 0) len = (len << 8) | r.in[r.pos++], --m;
  return len;
}

/// The lax INTEGER: tag, lax length, any contents that fit (empty allowed).
std::optional<ByteView> read_lax_integer(Reader& r) {
  if (r.at_end() || r.in[r.pos] != kInteger) return std::nullopt;
  ++r.pos;
  const std::optional<std::size_t> len = read_lax_length(r);
  if (!len || *len > r.left()) return std::nullopt;
  const ByteView v = r.in.subspan(r.pos, *len);
  r.pos += *len;
  return v;
}

/// The unsigned value of lax contents, or nothing when it has more than L
/// significant octets (libsecp256k1 then stores the invalid zero signature).
std::optional<mpz_class> lax_value(ByteView v, std::size_t L) {
  std::size_t i = 0;
  while (i < v.size() && v[i] == 0) ++i;
  if (v.size() - i > L) return std::nullopt;
  return from_be_bytes(v.subspan(i));
}

}  // namespace

Result<EcdsaSignature> check_signature_range(const Curve& C, const mpz_class& r, const mpz_class& s) {
  // SEC 1 §4.1.4 step 1: r and s are integers in [1, n − 1].
  if (r <= 0 || r >= C.n()) return Error::signature_r_out_of_range;
  if (s <= 0 || s >= C.n()) return Error::signature_s_out_of_range;
  return EcdsaSignature{C.fn().from_mpz(r), C.fn().from_mpz(s)};
}

Result<EcdsaSignature> EcdsaSignature::parse_der(const Curve& C, ByteView der) {
  Reader rd{der};
  // SEQUENCE, its length covering exactly the rest of the input (BIP 66:
  // no trailing octets).
  if (rd.at_end() || rd.in[rd.pos++] != kSequence) return Error::signature_encoding;
  const std::optional<std::size_t> len = read_der_length(rd);
  if (!len || *len != rd.left()) return Error::signature_encoding;
  const std::optional<mpz_class> r = read_der_integer(rd);
  if (!r) return Error::signature_encoding;
  const std::optional<mpz_class> s = read_der_integer(rd);
  if (!s || !rd.at_end()) return Error::signature_encoding;
  return check_signature_range(C, *r, *s);
}

Result<EcdsaSignature> EcdsaSignature::parse_der_lax(const Curve& C, ByteView der) {
  Reader rd{der};
  if (rd.at_end() || rd.in[rd.pos++] != kSequence) return Error::signature_encoding;
  // The sequence length is not trusted: a short form is one octet, a long
  // form's octets (as many as are left at most) are skipped.
  if (rd.at_end()) return Error::signature_encoding;
  const std::uint8_t seq = rd.in[rd.pos++];
  if ((seq & 0x80) != 0) {
    const std::size_t m = seq & 0x7f;
    if (m > rd.left()) return Error::signature_encoding;
    rd.pos += m;
  }
  const std::optional<ByteView> rv = read_lax_integer(rd);
  if (!rv) return Error::signature_encoding;
  const std::optional<ByteView> sv = read_lax_integer(rd);
  if (!sv) return Error::signature_encoding;
  // Whatever follows s is ignored. Where libsecp256k1 would keep the zero
  // signature (an integer too wide, ≥ n), we name the integer at fault.
  const std::size_t L = C.fn().bytes();
  const std::optional<mpz_class> r = lax_value(*rv, L);
  if (!r) return Error::signature_r_out_of_range;
  const std::optional<mpz_class> s = lax_value(*sv, L);
  if (!s) {
    if (*r <= 0 || *r >= C.n()) return Error::signature_r_out_of_range;
    return Error::signature_s_out_of_range;
  }
  return check_signature_range(C, *r, *s);
}

Result<EcdsaSignature> EcdsaSignature::parse_compact(const Curve& C, ByteView rs) {
  const std::size_t L = C.fn().bytes();
  if (rs.size() != 2 * L) return Error::signature_encoding;
  return check_signature_range(C, from_be_bytes(rs.first(L)), from_be_bytes(rs.subspan(L)));
}

Bytes EcdsaSignature::serialize_der() const {
  const Bytes r_der = der_integer_contents(r.value());
  const Bytes s_der = der_integer_contents(s.value());
  Bytes body;
  body.push_back(kInteger);
  put_der_length(body, r_der.size());
  body.insert(body.end(), r_der.begin(), r_der.end());
  body.push_back(kInteger);
  put_der_length(body, s_der.size());
  body.insert(body.end(), s_der.begin(), s_der.end());
  Bytes out{kSequence};
  put_der_length(out, body.size());
  out.insert(out.end(), body.begin(), body.end());
  return out;
}

Bytes EcdsaSignature::serialize_compact() const {
  Bytes out = r.to_bytes();
  const Bytes sb = s.to_bytes();
  out.insert(out.end(), sb.begin(), sb.end());
  return out;
}

bool EcdsaSignature::is_low_s() const {
  const mpz_class& n = s.field().modulus();
  return s.value() <= (n - 1) / 2;
}

EcdsaSignature EcdsaSignature::normalized_low_s() const {
  if (is_low_s()) return *this;
  return EcdsaSignature{r, -s};
}

}  // namespace tandem::ref

#include "tandem/check/cases.hpp"

#include <algorithm>
#include <fstream>
#include <sstream>

#include <nlohmann/json.hpp>

#include "tandem/audit/edges.hpp"
#include "tandem/hash/digest.hpp"
#include "tandem/ref/encoding.hpp"
#include "tandem/ref/group.hpp"
#include "tandem/ref/protocols/bip340.hpp"
#include "tandem/ref/protocols/der.hpp"
#include "tandem/ref/protocols/ecdsa.hpp"
#include "tandem/ref/protocols/keys.hpp"

namespace tandem::check {

namespace {

using ref::Point;
using ref::PointFormat;

mpz_class pow2(unsigned k) {
  mpz_class r;
  mpz_ui_pow_ui(r.get_mpz_t(), 2, k);
  return r;
}

/// v as exactly `len` octets (v mod 2^(8·len)).
std::string hex_of(const mpz_class& v, std::size_t len) {
  const mpz_class m = v % pow2(static_cast<unsigned>(8 * len));
  return to_hex(ref::to_be_bytes(m < 0 ? m + pow2(static_cast<unsigned>(8 * len)) : m, len));
}

std::string enc(const ref::Curve& C, const Point& P, PointFormat f = PointFormat::compressed) {
  return to_hex(ref::encode_point(C, P, f));
}

Point kG(const ref::Curve& C, const mpz_class& k) { return ref::mul_gen(C, k); }

std::size_t Ln(const ref::Curve& C) { return C.fn().bytes(); }
std::size_t Lp(const ref::Curve& C) { return C.fp().bytes(); }

Case make(const OpInfo& op, const ref::Curve& C, std::vector<std::string> args, std::string label) {
  Case c;
  c.request.op = &op;
  c.request.curve = std::string(C.name());
  c.request.args = std::move(args);
  c.label = std::move(label);
  return c;
}

/// The edge scalars that fit the order's length, as (label, hex).
std::vector<std::pair<std::string, std::string>> edge_scalars(const ref::Curve& C) {
  std::vector<std::pair<std::string, std::string>> out;
  const mpz_class top = pow2(static_cast<unsigned>(8 * Ln(C)));
  for (const audit::Edge& e : audit::edge_scalars(C.n())) {
    if (e.value < top) out.emplace_back(e.label, hex_of(e.value, Ln(C)));
  }
  return out;
}

/// The smallest x ≥ `from` whose x³ + ax + b is (resp. is not) a square.
mpz_class first_x(const ref::Curve& C, bool square, long from = 0) {
  for (mpz_class x = from;; ++x) {
    const ref::Fe fx = C.fp().from_mpz(x);
    const ref::Fe rhs = fx * fx * fx + C.eq().a * fx + C.eq().b;
    if (ref::sqrt(rhs).has_value() == square) return x;
  }
}

/// Encodings a decoder must refuse, with what is wrong in each.
std::vector<std::pair<std::string, std::string>> bad_encodings(const ref::Curve& C) {
  const std::size_t L = Lp(C);
  const Point G = C.G();
  const std::string x = hex_of(G.x.value(), L), y = hex_of(G.y.value(), L);
  std::vector<std::pair<std::string, std::string>> out{
      {"empty", "-"},
      {"00 followed by an octet", "0000"},
      {"prefix 05", "05" + x},
      {"compressed, one octet short", "02" + x.substr(2)},
      {"uncompressed, one octet long", "04" + x + y + "00"},
      {"compressed x = p", "02" + hex_of(C.p(), L)},
      {"compressed x = p + x0 (x0 the least x on the curve)", "02" + hex_of(C.p() + first_x(C, true), L)},
      {"compressed, x not on the curve", "02" + hex_of(first_x(C, false), L)},
      {"uncompressed, off the curve (y(G) + 1)", "04" + x + hex_of(G.y.value() + 1, L)},
      {"hybrid, wrong parity", std::string(G.y.is_odd() ? "06" : "07") + x + y},
  };
  const mpz_class top = pow2(static_cast<unsigned>(8 * L));
  if (C.p() + G.x.value() < top) out.emplace_back("uncompressed x = x(G) + p", "04" + hex_of(C.p() + G.x.value(), L) + y);
  if (C.p() + G.y.value() < top) out.emplace_back("uncompressed y = y(G) + p", "04" + x + hex_of(C.p() + G.y.value(), L));
  // A point of a twist-like curve y² = x³ + ax + b' (b' = b + 1), off ours.
  for (mpz_class tx = 1;; ++tx) {
    const ref::Fe fx = C.fp().from_mpz(tx);
    const ref::Fe rhs = fx * fx * fx + C.eq().a * fx + C.eq().b + C.fp().one();
    if (const std::optional<ref::Fe> ty = ref::sqrt(rhs)) {
      out.emplace_back("on y² = x³ + ax + b + 1, not on the curve", "04" + hex_of(tx, L) + hex_of(ty->value(), L));
      break;
    }
  }
  return out;
}

/// Valid points of the group operations, compressed: O, G, −G, 2G, 3G, a
/// point of small x, ((n−1)/2)·G.
std::vector<std::pair<std::string, Point>> edge_points(const ref::Curve& C) {
  const ref::PrimeField& F = C.fp();
  const mpz_class sx = first_x(C, true);
  const ref::Fe fx = F.from_mpz(sx);
  const Point small{fx, *ref::sqrt(fx * fx * fx + C.eq().a * fx + C.eq().b), false};
  return {{"O", C.infinity()},
          {"G", C.G()},
          {"-G", ref::neg(C, C.G())},
          {"2G", kG(C, 2)},
          {"3G", kG(C, 3)},
          {"the point of least x", small},
          {"((n-1)/2)G", kG(C, (C.n() - 1) / 2)}};
}

/// A random draw biased toward the edges: below 2^bits, near `m`, small,
/// of low or high Hamming weight, on a 64-bit limb boundary, or uniform.
mpz_class biased(std::mt19937_64& rng, const mpz_class& m, unsigned width_bits) {
  gmp_randclass g(gmp_randinit_default);
  g.seed(static_cast<unsigned long>(rng()));
  const unsigned bits = static_cast<unsigned>(mpz_sizeinbase(m.get_mpz_t(), 2));
  const auto small = [&] { return mpz_class(static_cast<unsigned long>(rng() % 65536)); };
  switch (rng() % 10) {
    case 0:
      return small();
    case 1:
      return m - 1 - small();
    case 2:
      return m + small();  // ≥ m: the policies' range checks
    case 3: {
      mpz_class v = 0;
      for (int i = 0; i < 3; ++i) mpz_setbit(v.get_mpz_t(), static_cast<mp_bitcnt_t>(rng() % bits));
      return v;
    }
    case 4: {
      mpz_class v = pow2(bits) - 1;
      for (int i = 0; i < 3; ++i) mpz_clrbit(v.get_mpz_t(), static_cast<mp_bitcnt_t>(rng() % bits));
      return v;
    }
    case 5: {
      // A multiple of 2^64 (one limb boundary), give or take a little.
      const unsigned k = 64 * static_cast<unsigned>(1 + rng() % std::max(1U, (bits - 1) / 64));
      const mpz_class v = rng() % 2 == 0 ? mpz_class(pow2(k) - small()) : mpz_class(pow2(k) + small());
      return v % pow2(width_bits);
    }
    case 6: {
      // All ones in a random run of words: the carries' longest paths.
      mpz_class v = g.get_z_range(m);
      const unsigned lo = static_cast<unsigned>(rng() % bits);
      for (unsigned b = lo; b < bits && b < lo + 64; ++b) mpz_setbit(v.get_mpz_t(), b);
      return v % pow2(width_bits);
    }
    default:
      return g.get_z_range(m);
  }
}

mpz_class random_scalar(const ref::Curve& C, std::mt19937_64& rng) {
  return biased(rng, C.n(), static_cast<unsigned>(8 * Ln(C)));
}

/// A random nonzero scalar below n (keys, nonces).
mpz_class random_key(const ref::Curve& C, std::mt19937_64& rng) {
  mpz_class k = random_scalar(C, rng) % C.n();
  return k == 0 ? mpz_class(1) : k;
}

PointFormat random_format(std::mt19937_64& rng) {
  const auto r = rng() % 16;
  return r < 7 ? PointFormat::compressed : r < 15 ? PointFormat::uncompressed : PointFormat::hybrid;
}

std::string random_point(const ref::Curve& C, std::mt19937_64& rng) {
  if (rng() % 16 == 0) return "00";
  return enc(C, kG(C, random_key(C, rng)), random_format(rng));
}

/// A valid signature of ref's for (d, z, k); tries the next k when this one
/// gives r or s = 0.
ref::EcdsaSignature sign_with(const ref::Curve& C, const mpz_class& d, const Bytes& z, mpz_class k) {
  const ref::SecretKey key = ref::SecretKey::parse(C, ref::to_be_bytes(d, Ln(C))).value();
  for (;; k = k % (C.n() - 1) + 1) {
    const Result<ref::EcdsaSignature> s = ref::ecdsa_sign_with_nonce(key, z, ref::to_be_bytes(k, Ln(C)), false);
    if (s) return s.value();
  }
}

/// Strict DER of (r, s) from integers, any values.
Bytes der_of(const mpz_class& r, const mpz_class& s) {
  auto integer = [](const mpz_class& v) {
    Bytes b = v == 0 ? Bytes{0} : ref::to_be_bytes(v, (mpz_sizeinbase(v.get_mpz_t(), 2) + 7) / 8);
    if ((b[0] & 0x80) != 0) b.insert(b.begin(), 0x00);
    Bytes out{0x02};
    if (b.size() >= 0x80) out.push_back(0x81);
    out.push_back(static_cast<std::uint8_t>(b.size()));
    out.insert(out.end(), b.begin(), b.end());
    return out;
  };
  const Bytes ri = integer(r), si = integer(s);
  Bytes out{0x30};
  const std::size_t len = ri.size() + si.size();
  if (len >= 0x80) out.push_back(0x81);
  out.push_back(static_cast<std::uint8_t>(len));
  out.insert(out.end(), ri.begin(), ri.end());
  out.insert(out.end(), si.begin(), si.end());
  return out;
}

/// Strict DER malformations of a valid DER signature (the same r and s).
std::vector<std::pair<std::string, std::string>> der_malformations(const Bytes& der) {
  std::vector<std::pair<std::string, std::string>> out;
  const bool long_form = der[1] == 0x81;
  const std::size_t hdr = long_form ? 3 : 2;
  // r's integer: 02 len bytes.
  const std::size_t rlen = der[hdr + 1];
  auto with = [&](std::string label, Bytes b) { out.emplace_back(std::move(label), to_hex(b)); };
  {
    Bytes b = der;
    b.push_back(0x00);
    with("an octet after s", b);
  }
  {
    Bytes b = der;
    b.pop_back();
    with("truncated by one octet", b);
  }
  if (!long_form) {
    Bytes b = der;
    b.insert(b.begin() + 1, 0x81);
    with("sequence length in the long form (not minimal)", b);
  }
  {
    Bytes b = der;
    b[hdr - 1] = static_cast<std::uint8_t>(b[hdr - 1] + 1);
    with("sequence length one too long", b);
  }
  {
    Bytes b(der.begin(), der.begin() + static_cast<std::ptrdiff_t>(hdr));
    Bytes rest(der.begin() + static_cast<std::ptrdiff_t>(hdr), der.end());
    rest.insert(rest.begin() + 2, 0x00);  // 02 len 00 r...: a superfluous zero
    rest[1] = static_cast<std::uint8_t>(rest[1] + 1);
    b.insert(b.end(), rest.begin(), rest.end());
    b[hdr - 1] = static_cast<std::uint8_t>(b[hdr - 1] + 1);
    with("r with a superfluous leading 00", b);
  }
  {
    Bytes b = der;
    b[hdr] = 0x03;
    with("r tagged 03, not INTEGER", b);
  }
  {
    Bytes b = der;
    b[0] = 0x31;
    with("tagged 31, not SEQUENCE", b);
  }
  {
    // The integer r with its high bit set and no 00: a negative number.
    Bytes b = der;
    std::size_t at = hdr + 2;
    if (b[at] == 0x00 && rlen > 1) {
      // Drop the sign octet: r becomes negative in DER's reading.
      b.erase(b.begin() + static_cast<std::ptrdiff_t>(at));
      b[hdr + 1] = static_cast<std::uint8_t>(rlen - 1);
      b[hdr - 1] = static_cast<std::uint8_t>(b[hdr - 1] - 1);
      with("r without its 00 sign octet (negative)", b);
    } else {
      b[at] = static_cast<std::uint8_t>(b[at] | 0x80);
      with("r with its top bit set (negative)", b);
    }
  }
  {
    // r's length in the long form: 02 81 len.
    Bytes b(der.begin(), der.begin() + static_cast<std::ptrdiff_t>(hdr + 1));
    b.push_back(0x81);
    b.insert(b.end(), der.begin() + static_cast<std::ptrdiff_t>(hdr + 1), der.end());
    b[hdr - 1] = static_cast<std::uint8_t>(b[hdr - 1] + 1);
    with("r's length in the long form (not minimal)", b);
  }
  with("empty", {});
  with("30 00", {0x30, 0x00});
  return out;
}

/// The verification cases of a signature on the digest z0 (the digest-level
/// ones; the message-level ones take those whose digest is z0's), handed to
/// emit(Q, digest, signature, label).
template <class Emit>
void verify_edges(const ref::Curve& C, bool der, const Bytes& z0,
                  const std::vector<std::pair<std::string, std::string>>& bad, Emit emit) {
  const std::size_t L = Ln(C);
  const Point G = C.G();
  const mpz_class d0 = (C.n() - 1) / 3 + 7;
  const ref::EcdsaSignature s = sign_with(C, d0, z0, (C.n() - 1) / 5 + 3);
  const mpz_class r = s.r.value(), sv = s.s.value(), n = C.n();
  const std::string Q = enc(C, kG(C, d0)), z = to_hex(z0);
  auto sig = [&](const mpz_class& rr, const mpz_class& ss) {
    return der ? to_hex(der_of(rr, ss)) : hex_of(rr, L) + hex_of(ss, L);
  };
  emit(Q, z, sig(r, sv), "a valid signature");
  emit(Q, z, sig(r, n - sv), "the same with n - s (the other s)");
  emit(enc(C, kG(C, d0), PointFormat::uncompressed), z, sig(r, sv), "key uncompressed");
  emit(enc(C, kG(C, d0), PointFormat::hybrid), z, sig(r, sv), "key hybrid");
  emit(Q, z, sig(0, sv), "r = 0");
  emit(Q, z, sig(r, 0), "s = 0");
  emit(Q, z, sig(n, sv), "r = n");
  emit(Q, z, sig(r, n), "s = n");
  const mpz_class top = pow2(static_cast<unsigned>(8 * L));
  const mpz_class rn = r + n < top ? mpz_class(r + n) : mpz_class(n + 1);
  const mpz_class sn = sv + n < top ? mpz_class(sv + n) : mpz_class(n + 1);
  emit(Q, z, sig(rn, sv), "r + n for r");
  emit(Q, z, sig(r, sn), "s + n for s");
  emit(Q, z, sig(n - 1, n - 1), "r = s = n - 1");
  {
    Bytes z1 = z0;
    z1.back() ^= 1;
    emit(Q, to_hex(z1), sig(r, sv), "another digest");
  }
  emit(enc(C, kG(C, d0 + 1)), z, sig(r, sv), "another key");
  emit("00", z, sig(r, sv), "key O");
  for (const auto& [label, b] : bad) emit(b, z, sig(r, sv), "key " + label);
  emit(Q, "-", sig(r, sv), "empty digest");
  emit(Q, to_hex(Bytes(z0.begin(), z0.end() - 1)), sig(r, sv), "digest one octet short");
  {
    Bytes zl = z0;
    zl.push_back(0);
    emit(Q, to_hex(zl), sig(r, sv), "digest one octet long");
  }
  // u1 = 0: the digest zero (a signature made for it).
  {
    const Bytes zz(L, 0);
    const ref::EcdsaSignature s0 = sign_with(C, d0, zz, 11);
    emit(Q, to_hex(zz), sig(s0.r.value(), s0.s.value()), "digest zero (u1 = 0)");
    const Bytes zn = ref::to_be_bytes(n, L);
    emit(Q, to_hex(zn), sig(s0.r.value(), s0.s.value()), "digest n (≡ 0)");
  }
  // r and s small enough that r + n and s + n fit the encoding: R the
  // point of least x, s = 2, and the key solved for, Q = r⁻¹(s·R − z·G).
  {
    const ref::PrimeField& F = C.fp();
    const ref::Fe fx = F.from_mpz(first_x(C, true, 1));
    const Point R{fx, *ref::sqrt(fx * fx * fx + C.eq().a * fx + C.eq().b), false};
    const mpz_class rr = R.x.value() % n, ss = 2;
    const mpz_class e = ref::ecdsa_digest_scalar(C, z0).value();
    mpz_class rinv;
    mpz_invert(rinv.get_mpz_t(), rr.get_mpz_t(), n.get_mpz_t());
    const Point Qs = ref::mul(C, rinv, ref::add(C, ref::mul(C, ss, R), ref::mul(C, (n - e) % n, G)));
    if (!Qs.infinity && rr != 0) {
      const std::string Qh = enc(C, Qs);
      emit(Qh, z, sig(rr, ss), "a valid signature with small r and s (R of least x, the key solved for)");
      if (rr + n < top) emit(Qh, z, sig(rr + n, ss), "the same with r + n for r");
      if (ss + n < top) emit(Qh, z, sig(rr, ss + n), "the same with s + n for s");
    }
  }
  if (der) {
    for (const auto& [label, b] : der_malformations(der_of(r, sv))) emit(Q, z, b, "DER " + label);
  } else {
    emit(Q, z, hex_of(r, L) + hex_of(sv, L).substr(2), "r ‖ s one octet short");
    emit(Q, z, hex_of(r, L) + hex_of(sv, L) + "00", "r ‖ s one octet long");
  }
}

/// A message of a random length, most of them short, some across the
/// hashes' block boundaries (55, 56, 64, 111, 112, 128 octets), some long.
Bytes random_message(std::mt19937_64& rng) {
  static constexpr std::size_t kLengths[] = {0, 1, 32, 55, 56, 63, 64, 65, 111, 112, 127, 128, 129, 1000};
  const std::size_t len = rng() % 2 == 0 ? rng() % 48 : kLengths[rng() % std::size(kLengths)];
  Bytes m(len);
  for (auto& b : m) b = static_cast<std::uint8_t>(rng());
  return m;
}

/// The message of the message-level edge cases, and its digest.
Bytes message_for(const std::string& hash) {
  const std::string text = "tandem check: a message for " + hash;
  return Bytes(text.begin(), text.end());
}

Bytes digest_of(const std::string& hash, ByteView m) {
  const Result<hash::Digest> H = hash::Digest::find(hash);
  return H ? H.value()(m) : Bytes{};
}

}  // namespace

std::vector<Case> edge_cases(const ref::Curve& C, const OpInfo& op, const std::vector<std::string>& hashes) {
  std::vector<Case> out;
  const std::size_t L = Ln(C);
  const auto scalars = edge_scalars(C);
  const auto points = edge_points(C);
  const auto bad = bad_encodings(C);
  const Point G = C.G();
  auto add = [&](std::vector<std::string> args, std::string label) {
    out.push_back(make(op, C, std::move(args), std::move(label)));
  };
  const mpz_class d0 = (C.n() - 1) / 3 + 7;  // a fixed key of full size
  const Bytes z0 = ref::to_be_bytes(pow2(static_cast<unsigned>(8 * L - 9)) + 12345, L);
  switch (op.op) {
    case TANDEM_CHECK_POINT_DECODE:
    case TANDEM_CHECK_POINT_DBL:
    case TANDEM_CHECK_POINT_NEG:
      for (const auto& [label, P] : points) {
        add({enc(C, P)}, "P = " + label + " (compressed)");
        if (!P.infinity) {
          add({enc(C, P, PointFormat::uncompressed)}, "P = " + label + " (uncompressed)");
          add({enc(C, P, PointFormat::hybrid)}, "P = " + label + " (hybrid)");
        }
      }
      for (const auto& [label, b] : bad) add({b}, "P " + label);
      break;
    case TANDEM_CHECK_POINT_ADD:
      for (const auto& [lp, P] : points) {
        for (const auto& [lq, Q] : points) add({enc(C, P), enc(C, Q)}, "P = " + lp + ", Q = " + lq);
        add({enc(C, P), enc(C, ref::neg(C, P))}, "P = " + lp + ", Q = -P");
      }
      for (const auto& [label, b] : bad) {
        add({enc(C, G), b}, "P = G, Q " + label);
        add({b, enc(C, G)}, "P " + label + ", Q = G");
      }
      break;
    case TANDEM_CHECK_MUL:
      for (const auto& [lk, k] : scalars) {
        add({k, enc(C, G)}, "k = " + lk + ", P = G");
        add({k, enc(C, kG(C, 7))}, "k = " + lk + ", P = 7G");
        add({k, "00"}, "k = " + lk + ", P = O");
      }
      add({hex_of(3, L - 1), enc(C, G)}, "k one octet short");
      add({hex_of(3, L + 1), enc(C, G)}, "k one octet long");
      for (const auto& [label, b] : bad) add({hex_of(5, L), b}, "k = 5, P " + label);
      break;
    case TANDEM_CHECK_MUL_GEN:
      for (const auto& [lk, k] : scalars) add({k}, "k = " + lk);
      add({hex_of(3, L - 1)}, "k one octet short");
      add({hex_of(3, L + 1)}, "k one octet long");
      break;
    case TANDEM_CHECK_MUL2: {
      const std::vector<std::pair<std::string, mpz_class>> ks{
          {"0", 0}, {"1", 1}, {"2", 2}, {"n-1", C.n() - 1}, {"(n-1)/2", (C.n() - 1) / 2}, {"n", C.n()}};
      const std::vector<std::tuple<std::string, Point, Point>> pq{{"P = Q = G", G, G},
                                                                  {"P = G, Q = -G", G, ref::neg(C, G)},
                                                                  {"P = G, Q = 2G", G, kG(C, 2)},
                                                                  {"P = 2G, Q = O", kG(C, 2), C.infinity()}};
      for (const auto& [la, a] : ks) {
        for (const auto& [lb, b] : ks) {
          for (const auto& [lpq, P, Q] : pq) {
            add({hex_of(a, L), enc(C, P), hex_of(b, L), enc(C, Q)}, "a = " + la + ", b = " + lb + ", " + lpq);
          }
        }
      }
      // a·P = −b·Q with neither zero: the sum's exceptional case.
      add({hex_of(2, L), enc(C, G), hex_of(1, L), enc(C, kG(C, C.n() - 2))}, "a = 2, P = G, b = 1, Q = -2G");
      add({hex_of(1, L), enc(C, G), hex_of(1, L), enc(C, G)}, "a = b = 1, P = Q = G (a doubling)");
      break;
    }
    case TANDEM_CHECK_ECDSA_SIGN: {
      const std::string d = hex_of(d0, L), z = to_hex(z0), k = hex_of((C.n() - 1) / 5 + 3, L);
      for (const auto& [lk, kk] : scalars) add({d, z, kk}, "nonce k = " + lk);
      for (const auto& [ld, dd] : scalars) add({dd, z, k}, "key d = " + ld);
      const std::vector<std::pair<std::string, Bytes>> digests{
          {"zero", Bytes(L, 0)},
          {"all ones", Bytes(L, 0xff)},
          {"= n", ref::to_be_bytes(C.n(), L)},
          {"empty", {}},
          {"one octet short", Bytes(L - 1, 0x5a)},
          {"one octet long", Bytes(L + 1, 0x5a)},
          {"32 octets", Bytes(32, 0xa5)},
          {"64 octets", Bytes(64, 0xa5)}};
      for (const auto& [lz, zz] : digests) add({d, to_hex(zz), k}, "digest " + lz);
      // s = 0: z = −r·d mod n makes z + r·d vanish, so the nonce is unusable.
      const Point R = kG(C, (C.n() - 1) / 5 + 3);
      const mpz_class r = R.x.value() % C.n();
      const mpz_class zs = ((C.n() - r * d0 % C.n()) % C.n());
      add({d, hex_of(zs, L), k}, "digest making s = 0");
      add({hex_of(d0, L - 1), z, k}, "key one octet short");
      add({d, z, hex_of(3, L + 1)}, "nonce one octet long");
      break;
    }
    case TANDEM_CHECK_ECDSA_SIGN_RFC6979: {
      for (const char* h : {"SHA256", "SHA384", "SHA512", "SHA224", "SHA1", "SHA3-256", "SHAKE128", "NOSUCHHASH"}) {
        add({hex_of(d0, L), to_hex(z0), h}, std::string("hash ") + h);
      }
      for (const auto& [ld, dd] : scalars) add({dd, to_hex(z0), "SHA256"}, "key d = " + ld);
      add({hex_of(d0, L), to_hex(Bytes(L, 0)), "SHA256"}, "digest zero");
      add({hex_of(d0, L), to_hex(Bytes(L, 0xff)), "SHA256"}, "digest all ones");
      break;
    }
    case TANDEM_CHECK_ECDSA_VERIFY:
    case TANDEM_CHECK_ECDSA_VERIFY_DER:
      verify_edges(C, op.op == TANDEM_CHECK_ECDSA_VERIFY_DER, z0, bad,
                   [&](const std::string& Q, const std::string& z, const std::string& sig, std::string label) {
                     add({Q, z, sig}, std::move(label));
                   });
      break;
    case TANDEM_CHECK_ECDSA_VERIFY_MSG:
    case TANDEM_CHECK_ECDSA_VERIFY_MSG_DER: {
      // The digest-level cases with the message's hash for the digest, on
      // every hash declared (the keys' malformations on the first alone).
      const bool der = op.op == TANDEM_CHECK_ECDSA_VERIFY_MSG_DER;
      for (std::size_t h = 0; h < hashes.size(); ++h) {
        const Bytes m = message_for(hashes[h]);
        const Bytes z = digest_of(hashes[h], m);
        verify_edges(C, der, z, h == 0 ? bad : decltype(bad){},
                     [&](const std::string& Q, const std::string& zz, const std::string& sig, std::string label) {
                       if (zz != to_hex(z)) return;  // a digest no message of ours has
                       add({hashes[h], Q, to_hex(m), sig}, hashes[h] + ", " + label);
                     });
        // Another message, and the empty one, under a valid signature of m.
        const ref::EcdsaSignature s0 = sign_with(C, d0, z, (C.n() - 1) / 5 + 3);
        const std::string sig = der ? to_hex(der_of(s0.r.value(), s0.s.value()))
                                    : hex_of(s0.r.value(), L) + hex_of(s0.s.value(), L);
        Bytes m1 = m;
        m1.back() ^= 1;
        add({hashes[h], enc(C, kG(C, d0)), to_hex(m1), sig}, hashes[h] + ", another message");
        add({hashes[h], enc(C, kG(C, d0)), "-", sig}, hashes[h] + ", the empty message");
        // The empty message signed, and a long one (blocks of the hash).
        for (const Bytes& mm : {Bytes{}, Bytes(1000, 0x61)}) {
          const ref::EcdsaSignature se = sign_with(C, d0, digest_of(hashes[h], mm), 17);
          add({hashes[h], enc(C, kG(C, d0)), to_hex(mm),
               der ? to_hex(der_of(se.r.value(), se.s.value())) : hex_of(se.r.value(), L) + hex_of(se.s.value(), L)},
              hashes[h] + ", a valid signature of a message of " + std::to_string(mm.size()) + " octets");
        }
      }
      break;
    }
    case TANDEM_CHECK_ECDSA_SIGN_MSG:
    case TANDEM_CHECK_ECDSA_SIGN_MSG_RFC6979:
    case TANDEM_CHECK_ECDSA_SIGN_MSG_RANDOM: {
      const bool nonce = op.op == TANDEM_CHECK_ECDSA_SIGN_MSG;
      const std::string d = hex_of(d0, L), k = hex_of((C.n() - 1) / 5 + 3, L);
      auto args = [&](const std::string& h, const std::string& dd, const std::string& m, const std::string& kk) {
        std::vector<std::string> a{h, dd, m};
        if (nonce) a.push_back(kk);
        return a;
      };
      // Every hash declared, on messages of 0, 3, 55, 56, 64, 128 and 1000
      // octets (the hashes' padding and block boundaries): the digest's
      // length against n's in both directions where the hashes differ.
      for (const std::string& h : hashes) {
        for (std::size_t len : {0UL, 3UL, 55UL, 56UL, 64UL, 111UL, 112UL, 128UL, 1000UL}) {
          Bytes m(len);
          for (std::size_t i = 0; i < len; ++i) m[i] = static_cast<std::uint8_t>(0x61 + i % 26);
          add(args(h, d, to_hex(m), k), h + ", a message of " + std::to_string(len) + " octets");
        }
      }
      if (hashes.empty()) break;
      const std::string h = hashes.front(), m = to_hex(message_for(h));
      for (const auto& [ld, dd] : scalars) add(args(h, dd, m, k), h + ", key d = " + ld);
      add(args(h, hex_of(d0, L - 1), m, k), h + ", key one octet short");
      if (nonce) {
        for (const auto& [lk, kk] : scalars) add(args(h, d, m, kk), h + ", nonce k = " + lk);
        add(args(h, d, m, hex_of(3, L + 1)), h + ", nonce one octet long");
      }
      break;
    }
    case TANDEM_CHECK_ECDH:
      for (const auto& [ld, dd] : scalars) add({dd, enc(C, kG(C, 5))}, "key d = " + ld + ", Q = 5G");
      for (const auto& [lp, P] : points) {
        if (!P.infinity) add({hex_of(d0, L), enc(C, P, PointFormat::uncompressed)}, "Q = " + lp);
      }
      add({hex_of(d0, L), "00"}, "Q = O");
      add({hex_of(d0, L), enc(C, kG(C, 5), PointFormat::hybrid)}, "Q hybrid");
      for (const auto& [label, b] : bad) add({hex_of(d0, L), b}, "Q " + label);
      break;
    case TANDEM_CHECK_BIP340_SIGN: {
      if (!ref::is_secp256k1(C)) break;
      for (const auto& [ld, dd] : scalars) add({dd, to_hex(Bytes(32, 0x11)), to_hex(Bytes(32, 0))}, "key d = " + ld);
      const std::string d = hex_of(d0, 32);
      add({d, "-", to_hex(Bytes(32, 0))}, "empty message");
      add({d, to_hex(Bytes(100, 0x42)), to_hex(Bytes(32, 0xff))}, "message of 100 octets");
      add({d, to_hex(Bytes(32, 0x11)), to_hex(Bytes(31, 0))}, "aux one octet short");
      add({d, to_hex(Bytes(32, 0x11)), "-"}, "aux empty");
      break;
    }
    case TANDEM_CHECK_BIP340_VERIFY: {
      if (!ref::is_secp256k1(C)) break;
      const ref::SecretKey key = ref::SecretKey::parse(C, ref::to_be_bytes(d0, 32)).value();
      const ref::KeyPair kp = ref::keypair_create(key).value();
      const Bytes msg(32, 0x11);
      const auto sg = ref::schnorr_sign(kp, msg, Bytes(32, 0)).value().bytes;
      const Bytes s(sg.begin(), sg.end());
      const auto x = kp.xonly.serialize();
      const std::string X = to_hex(Bytes(x.begin(), x.end()));
      add({X, to_hex(msg), to_hex(s)}, "a valid signature");
      auto with_r = [&](const mpz_class& r) { return hex_of(r, 32) + to_hex(Bytes(s.begin() + 32, s.end())); };
      auto with_s = [&](const mpz_class& v) { return to_hex(Bytes(s.begin(), s.begin() + 32)) + hex_of(v, 32); };
      add({X, to_hex(msg), with_r(C.p())}, "r = p");
      add({X, to_hex(msg), with_r(C.p() + 1)}, "r = p + 1");
      add({X, to_hex(msg), with_s(C.n())}, "s = n");
      add({X, to_hex(msg), with_s(C.n() + ref::from_be_bytes(ByteView(s.data() + 32, 32)) % (pow2(256) - C.n()))},
          "s + n for s");
      add({X, to_hex(msg), with_s(0)}, "s = 0");
      add({hex_of(C.p(), 32), to_hex(msg), to_hex(s)}, "key x = p");
      add({hex_of(first_x(C, false), 32), to_hex(msg), to_hex(s)}, "key x not on the curve");
      add({X, "-", to_hex(s)}, "empty message");
      add({X, to_hex(msg), to_hex(Bytes(s.begin(), s.end() - 1))}, "signature one octet short");
      add({X.substr(2), to_hex(msg), to_hex(s)}, "key one octet short");
      break;
    }
    case TANDEM_CHECK_FIELD_P:
    case TANDEM_CHECK_FIELD_N: {
      const bool mod_p = op.op == TANDEM_CHECK_FIELD_P;
      const mpz_class& m = mod_p ? C.p() : C.n();
      const std::size_t Lm = mod_p ? Lp(C) : Ln(C);
      std::vector<std::pair<std::string, std::string>> vals;
      const mpz_class top = pow2(static_cast<unsigned>(8 * Lm));
      for (const audit::Edge& e : audit::edge_field_values(m)) {
        if (e.value < top) vals.emplace_back(e.label, hex_of(e.value, Lm));
      }
      for (int f = 0; f < 7; ++f) {
        const auto fop = static_cast<tandem_check_field_op>(f);
        const std::string name(field_op_name(fop));
        for (const auto& [la, a] : vals) {
          if (!field_op_binary(fop)) {
            add({name, a}, name + " a = " + la);
            continue;
          }
          for (const auto& [lb, b] : vals) add({name, a, b}, name + " a = " + la + ", b = " + lb);
        }
        add(field_op_binary(fop) ? std::vector<std::string>{name, hex_of(1, Lm - 1), hex_of(1, Lm)}
                                 : std::vector<std::string>{name, hex_of(1, Lm - 1)},
            name + " a one octet short");
      }
      break;
    }
    case TANDEM_CHECK_JACOBIAN_ADD:
    case TANDEM_CHECK_JACOBIAN_DBL: {
      const ref::PrimeField& F = C.fp();
      const std::size_t Lf = Lp(C);
      auto jac = [&](const Point& P, const mpz_class& z) -> std::vector<std::string> {
        if (P.infinity) return {hex_of(1, Lf), hex_of(1, Lf), hex_of(0, Lf)};
        const ref::Fe Z = F.from_mpz(z), z2 = sqr(Z);
        return {to_hex(ref::to_be_bytes((P.x * z2).value(), Lf)), to_hex(ref::to_be_bytes((P.y * z2 * Z).value(), Lf)),
                to_hex(ref::to_be_bytes(Z.value(), Lf))};
      };
      const std::vector<std::pair<std::string, mpz_class>> zs{{"1", 1}, {"2", 2}, {"p-1", C.p() - 1}};
      for (const auto& [lp, P] : points) {
        for (const auto& [lz, z] : zs) {
          const std::vector<std::string> p3 = jac(P, z);
          if (op.op == TANDEM_CHECK_JACOBIAN_DBL) {
            add(p3, "P = " + lp + ", Z = " + lz);
            continue;
          }
          for (const auto& [lq, Q] : points) {
            std::vector<std::string> a = p3;
            for (const std::string& s : jac(Q, 3)) a.push_back(s);
            add(a, "P = " + lp + " (Z = " + lz + "), Q = " + lq + " (Z = 3)");
          }
          std::vector<std::string> a = p3;
          for (const std::string& s : jac(ref::neg(C, P), 5)) a.push_back(s);
          add(a, "P = " + lp + " (Z = " + lz + "), Q = -P (Z = 5)");
        }
      }
      // A triple off the curve (G with Y + 1), which a Jacobian input must
      // be checked against as an encoded point is (found by fuzzing: the
      // example library took it).
      std::vector<std::string> off = jac(C.G(), 2);
      off[1] = to_hex(ref::to_be_bytes((F.from_mpz(ref::from_be_bytes(from_hex(off[1]).value())) + F.one()).value(), Lf));
      if (op.op == TANDEM_CHECK_JACOBIAN_DBL) {
        add(off, "P off the curve (G's Y + 1, Z = 2)");
      } else {
        std::vector<std::string> a = off;
        for (const std::string& s : jac(C.G(), 3)) a.push_back(s);
        add(a, "P off the curve (G's Y + 1, Z = 2), Q = G (Z = 3)");
      }
      break;
    }
    case TANDEM_CHECK_OP_COUNT:
      break;
  }
  return out;
}

std::vector<Case> vector_cases(const ref::Curve& C, const OpInfo& op, const std::string& shared_dir,
                               const std::vector<std::string>& hashes) {
  std::vector<Case> out;
  const std::string base = shared_dir + "/vectors/";
  const bool digest_level = op.op == TANDEM_CHECK_ECDSA_VERIFY || op.op == TANDEM_CHECK_ECDSA_VERIFY_DER;
  const bool message_level = op.op == TANDEM_CHECK_ECDSA_VERIFY_MSG || op.op == TANDEM_CHECK_ECDSA_VERIFY_MSG_DER;
  if (digest_level || message_level) {
    // Wycheproof's files are message-level: each group names its hash. The
    // digest-level operations take the message's digest; the message-level
    // ones the message itself, where the curve declares the group's hash.
    static const std::vector<std::pair<std::string, std::string>> kFiles{
        {"secp256k1", "ecdsa_secp256k1_sha256"}, {"P-192", "ecdsa_secp192r1_sha256"},
        {"P-224", "ecdsa_secp224r1_sha224"},     {"P-256", "ecdsa_secp256r1_sha256"},
        {"P-384", "ecdsa_secp384r1_sha384"},     {"P-521", "ecdsa_secp521r1_sha512"}};
    const bool der = op.op == TANDEM_CHECK_ECDSA_VERIFY_DER || op.op == TANDEM_CHECK_ECDSA_VERIFY_MSG_DER;
    for (const auto& [curve, stem] : kFiles) {
      if (C.name() != curve) continue;
      const std::string file = "wycheproof/testvectors_v1/" + stem + (der ? "_test.json" : "_p1363_test.json");
      std::ifstream in(base + file);
      if (!in) continue;
      const nlohmann::json j = nlohmann::json::parse(in);
      for (const auto& g : j.at("testGroups")) {
        std::string h = g.at("sha").get<std::string>();  // "SHA-256": the protocol's name is SHA256
        if (h.rfind("SHA-", 0) == 0) h.erase(3, 1);
        const Result<hash::Digest> H = hash::Digest::find(h);
        if (!H) continue;
        if (message_level && std::find(hashes.begin(), hashes.end(), h) == hashes.end()) continue;
        const std::string Q = g.at("publicKey").at("uncompressed").get<std::string>();
        for (const auto& t : g.at("tests")) {
          const std::string m = t.at("msg").get<std::string>(), sig = t.at("sig").get<std::string>();
          const std::string mh = m.empty() ? "-" : m, sh = sig.empty() ? "-" : sig;
          out.push_back(make(op, C,
                             message_level ? std::vector<std::string>{h, Q, mh, sh}
                                           : std::vector<std::string>{Q, to_hex(H.value()(ByteView(*from_hex(mh)))), sh},
                             "Wycheproof " + file + " tcId " + std::to_string(t.at("tcId").get<int>())));
        }
      }
    }
  }
  if ((op.op == TANDEM_CHECK_BIP340_SIGN || op.op == TANDEM_CHECK_BIP340_VERIFY) && ref::is_secp256k1(C)) {
    std::ifstream in(base + "bitcoin-bips/bip-0340/test-vectors.csv");
    std::string line;
    std::getline(in, line);  // the header
    while (std::getline(in, line)) {
      if (!line.empty() && line.back() == '\r') line.pop_back();
      std::vector<std::string> f;
      std::stringstream ss(line);
      std::string cell;
      while (std::getline(ss, cell, ',')) f.push_back(cell);
      if (f.size() < 6) continue;
      auto h = [](const std::string& s) { return s.empty() ? std::string("-") : s; };
      if (op.op == TANDEM_CHECK_BIP340_SIGN) {
        if (f[1].empty()) continue;  // a verification-only vector
        out.push_back(make(op, C, {h(f[1]), h(f[4]), h(f[3])}, "BIP 340 vector " + f[0]));
      } else {
        out.push_back(make(op, C, {h(f[2]), h(f[4]), h(f[5])}, "BIP 340 vector " + f[0]));
      }
    }
  }
  return out;
}

Case random_case(const ref::Curve& C, const OpInfo& op, std::mt19937_64& rng, const std::vector<std::string>& hashes) {
  const std::size_t L = Ln(C);
  auto scalar = [&] { return hex_of(random_scalar(C, rng), L); };
  auto key = [&] { return random_key(C, rng); };
  auto point = [&] { return random_point(C, rng); };
  std::vector<std::string> a;
  std::string label = "random";
  switch (op.op) {
    case TANDEM_CHECK_POINT_DECODE:
    case TANDEM_CHECK_POINT_DBL:
    case TANDEM_CHECK_POINT_NEG:
      a = {point()};
      break;
    case TANDEM_CHECK_POINT_ADD: {
      const mpz_class k = key();
      const Point P = kG(C, k);
      switch (rng() % 6) {
        case 0:
          a = {enc(C, P, random_format(rng)), enc(C, P, random_format(rng))};
          label = "random, Q = P";
          break;
        case 1:
          a = {enc(C, P, random_format(rng)), enc(C, ref::neg(C, P), random_format(rng))};
          label = "random, Q = -P";
          break;
        default:
          a = {enc(C, P, random_format(rng)), point()};
      }
      break;
    }
    case TANDEM_CHECK_MUL:
      a = {scalar(), point()};
      break;
    case TANDEM_CHECK_MUL_GEN:
      a = {scalar()};
      break;
    case TANDEM_CHECK_MUL2: {
      const std::string P = point();
      a = {scalar(), P, scalar(), rng() % 4 == 0 ? P : point()};
      break;
    }
    case TANDEM_CHECK_ECDSA_SIGN:
      a = {hex_of(key(), L), hex_of(biased(rng, C.n(), static_cast<unsigned>(8 * L)), L), hex_of(key(), L)};
      break;
    case TANDEM_CHECK_ECDSA_SIGN_RFC6979:
      a = {hex_of(key(), L), hex_of(biased(rng, C.n(), static_cast<unsigned>(8 * L)), L), "SHA256"};
      break;
    case TANDEM_CHECK_ECDSA_VERIFY:
    case TANDEM_CHECK_ECDSA_VERIFY_DER: {
      const mpz_class d = key();
      const Bytes z = ref::to_be_bytes(biased(rng, C.n(), static_cast<unsigned>(8 * L)) % pow2(static_cast<unsigned>(8 * L)), L);
      const ref::EcdsaSignature s = sign_with(C, d, z, key());
      mpz_class r = s.r.value(), sv = s.s.value();
      Bytes zz = z;
      mpz_class dd = d;
      switch (rng() % 6) {
        case 0:
          sv = C.n() - sv;
          label = "random, the other s";
          break;
        case 1:
          zz[rng() % zz.size()] ^= static_cast<std::uint8_t>(1U << (rng() % 8));
          label = "random, a bit of the digest flipped";
          break;
        case 2:
          dd = d % (C.n() - 1) + 1;
          label = "random, another key";
          break;
        default:
          label = "random, valid";
      }
      const std::string sig = op.op == TANDEM_CHECK_ECDSA_VERIFY_DER ? to_hex(der_of(r, sv)) : hex_of(r, L) + hex_of(sv, L);
      a = {enc(C, kG(C, dd), random_format(rng)), to_hex(zz), sig};
      break;
    }
    case TANDEM_CHECK_ECDH:
      a = {hex_of(key(), L), point()};
      break;
    case TANDEM_CHECK_BIP340_SIGN: {
      Bytes m(rng() % 3 == 0 ? rng() % 80 : 32);
      for (auto& b : m) b = static_cast<std::uint8_t>(rng());
      Bytes aux(32);
      for (auto& b : aux) b = static_cast<std::uint8_t>(rng());
      a = {hex_of(key(), 32), to_hex(m), to_hex(aux)};
      break;
    }
    case TANDEM_CHECK_BIP340_VERIFY: {
      const ref::SecretKey k = ref::SecretKey::parse(C, ref::to_be_bytes(key(), 32)).value();
      const ref::KeyPair kp = ref::keypair_create(k).value();
      Bytes m(32);
      for (auto& b : m) b = static_cast<std::uint8_t>(rng());
      auto s = ref::schnorr_sign(kp, m, Bytes(32, 7)).value().bytes;
      if (rng() % 2 == 0) {
        s[rng() % 64] ^= static_cast<std::uint8_t>(1U << (rng() % 8));
        label = "random, a bit of the signature flipped";
      }
      const auto x = kp.xonly.serialize();
      a = {to_hex(Bytes(x.begin(), x.end())), to_hex(m), to_hex(Bytes(s.begin(), s.end()))};
      break;
    }
    case TANDEM_CHECK_FIELD_P:
    case TANDEM_CHECK_FIELD_N: {
      const bool mod_p = op.op == TANDEM_CHECK_FIELD_P;
      const mpz_class& m = mod_p ? C.p() : C.n();
      const std::size_t Lm = mod_p ? Lp(C) : Ln(C);
      const auto fop = static_cast<tandem_check_field_op>(rng() % 7);
      auto v = [&] { return hex_of(biased(rng, m, static_cast<unsigned>(8 * Lm)), Lm); };
      a = {std::string(field_op_name(fop)), v()};
      if (field_op_binary(fop)) {
        // Half the time the second operand is drawn against the first, so
        // that a + b or a − b lands near m, where reductions go wrong.
        const mpz_class x = ref::from_be_bytes(*from_hex(a[1]));
        const mpz_class d = mpz_class(static_cast<unsigned long>(rng() % 4096)) - 2048;
        switch (rng() % 4) {
          case 0:
            a.push_back(hex_of(((m - x + d) % m + m) % m, Lm));
            break;
          case 1:
            a.push_back(hex_of(((x + d) % m + m) % m, Lm));
            break;
          default:
            a.push_back(v());
        }
      }
      label = "random " + std::string(field_op_name(fop));
      break;
    }
    case TANDEM_CHECK_JACOBIAN_ADD:
    case TANDEM_CHECK_JACOBIAN_DBL: {
      const ref::PrimeField& F = C.fp();
      auto jac = [&](const Point& P) -> std::vector<std::string> {
        const std::size_t Lf = Lp(C);
        if (P.infinity) return {hex_of(1, Lf), hex_of(1, Lf), hex_of(0, Lf)};
        mpz_class z = biased(rng, C.p(), static_cast<unsigned>(8 * Lf)) % C.p();
        if (z == 0) z = 1;
        const ref::Fe Z = F.from_mpz(z), z2 = sqr(Z);
        return {hex_of((P.x * z2).value(), Lf), hex_of((P.y * z2 * Z).value(), Lf), hex_of(Z.value(), Lf)};
      };
      const Point P = rng() % 16 == 0 ? C.infinity() : kG(C, key());
      a = jac(P);
      if (op.op == TANDEM_CHECK_JACOBIAN_ADD) {
        const auto r = rng() % 4;
        const Point Q = r == 0 ? P : r == 1 ? ref::neg(C, P) : kG(C, key());
        for (const std::string& s : jac(Q)) a.push_back(s);
        label = r == 0 ? "random, Q = P" : r == 1 ? "random, Q = -P" : "random";
      }
      break;
    }
    case TANDEM_CHECK_ECDSA_SIGN_MSG:
    case TANDEM_CHECK_ECDSA_SIGN_MSG_RFC6979:
    case TANDEM_CHECK_ECDSA_SIGN_MSG_RANDOM: {
      if (hashes.empty()) break;
      const std::string& h = hashes[rng() % hashes.size()];
      a = {h, rng() % 8 == 0 ? hex_of(random_scalar(C, rng), L) : hex_of(key(), L), to_hex(random_message(rng))};
      if (op.op == TANDEM_CHECK_ECDSA_SIGN_MSG) a.push_back(hex_of(key(), L));
      label = "random, " + h;
      break;
    }
    case TANDEM_CHECK_ECDSA_VERIFY_MSG:
    case TANDEM_CHECK_ECDSA_VERIFY_MSG_DER: {
      if (hashes.empty()) break;
      const std::string& h = hashes[rng() % hashes.size()];
      const mpz_class d = key();
      Bytes m = random_message(rng);
      const ref::EcdsaSignature s = sign_with(C, d, digest_of(h, m), key());
      mpz_class sv = s.s.value(), dd = d;
      switch (rng() % 6) {
        case 0:
          sv = C.n() - sv;
          label = "random, " + h + ", the other s";
          break;
        case 1:
          if (m.empty()) m.push_back(0);
          else m[rng() % m.size()] ^= static_cast<std::uint8_t>(1U << (rng() % 8));
          label = "random, " + h + ", a bit of the message flipped";
          break;
        case 2:
          dd = d % (C.n() - 1) + 1;
          label = "random, " + h + ", another key";
          break;
        default:
          label = "random, " + h + ", valid";
      }
      const std::string sig = op.op == TANDEM_CHECK_ECDSA_VERIFY_MSG_DER ? to_hex(der_of(s.r.value(), sv))
                                                                         : hex_of(s.r.value(), L) + hex_of(sv, L);
      a = {h, enc(C, kG(C, dd), random_format(rng)), to_hex(m), sig};
      break;
    }
    case TANDEM_CHECK_OP_COUNT:
      break;
  }
  return make(op, C, std::move(a), label);
}

Case nonce_case(const ref::Curve& C, const OpInfo& op, std::size_t i, const std::string& hash) {
  const mpz_class d = (C.n() - 1) / 3 + 7;
  const std::string m = "tandem check: nonce sample " + std::to_string(i);
  return make(op, C, {hash, hex_of(d, Ln(C)), to_hex(Bytes(m.begin(), m.end()))},
              "nonce sample " + std::to_string(i + 1) + ", " + hash);
}

std::vector<std::string> simpler(const ref::Curve& C, const Request& r, std::size_t i) {
  std::vector<std::string> out;
  const Arg kind = r.op->args.at(i);
  const Bytes cur = r.bytes(i);
  switch (kind) {
    case Arg::scalar:
    case Arg::nonce:
    case Arg::secret:
    case Arg::felem: {
      if (cur.empty()) break;
      const std::size_t L = cur.size();
      const mpz_class v = ref::from_be_bytes(cur);
      for (long s : {0L, 1L, 2L, 3L, 4L, 5L, 7L}) {
        if (v > s) out.push_back(hex_of(s, L));
      }
      // Halve, and clear the top bit: both smaller, and often still failing.
      if (v > 7) {
        out.push_back(hex_of(v / 2, L));
        mpz_class t = v;
        mpz_clrbit(t.get_mpz_t(), mpz_sizeinbase(v.get_mpz_t(), 2) - 1);
        out.push_back(hex_of(t, L));
        out.push_back(hex_of(v - 1, L));
      }
      break;
    }
    case Arg::point: {
      if (cur.empty() || cur[0] == 0x00) break;
      for (long k : {1L, 2L, 3L, 4L}) {
        const std::string h = enc(C, kG(C, k));
        if (h != r.args[i]) out.push_back(h);
      }
      const Result<Point> P = ref::decode_point(C, cur);
      if (P && cur.size() > 1 + Lp(C)) out.push_back(enc(C, P.value()));  // the shorter encoding
      break;
    }
    case Arg::digest:
    case Arg::message:
    case Arg::msg:
      if (!cur.empty()) {
        out.emplace_back(to_hex(Bytes(cur.size(), 0)));
        if (cur.size() > 1) out.push_back(to_hex(Bytes(cur.begin(), cur.begin() + static_cast<std::ptrdiff_t>(cur.size() / 2))));
      }
      break;
    default:
      break;
  }
  std::erase(out, r.args[i]);
  return out;
}

}  // namespace tandem::check

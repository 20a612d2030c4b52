// SEC 1 encoding and decoding against OpenSSL's point2oct / oct2point, on
// valid points in the three formats and on malformed octet strings.
#include "checks.hpp"
#include "tandem/ref/encoding.hpp"

namespace tandem::audit {

namespace {

using Bytes = std::vector<std::uint8_t>;

Bytes concat(std::uint8_t prefix, const mpz_class& x, std::size_t L) {
  Bytes out{prefix};
  const Bytes xb = ref::to_be_bytes(x, L);
  out.insert(out.end(), xb.begin(), xb.end());
  return out;
}

Bytes concat(std::uint8_t prefix, const mpz_class& x, const mpz_class& y, std::size_t L) {
  Bytes out = concat(prefix, x, L);
  const Bytes yb = ref::to_be_bytes(y, L);
  out.insert(out.end(), yb.begin(), yb.end());
  return out;
}

}  // namespace

std::vector<Bytes> encodings_to_decode(Context& ctx) {
  const ref::Curve& C = ctx.curve();
  const std::size_t L = C.fp().bytes();
  const mpz_class top = [&]() -> mpz_class {
    mpz_class t;
    mpz_ui_pow_ui(t.get_mpz_t(), 256, L);
    return t - 1;
  }();
  std::vector<Bytes> out;
  for (const ref::Point& P : ctx.points(true)) {
    for (ref::PointFormat f : {ref::PointFormat::compressed, ref::PointFormat::uncompressed, ref::PointFormat::hybrid}) {
      out.push_back(ref::encode_point(C, P, f));
    }
  }
  const ref::Point G = C.G();
  const mpz_class gx = G.x.value(), gy = G.y.value();
  out.push_back({});                                    // empty
  out.push_back({0x00, 0x00});                          // infinity with a tail
  out.push_back(concat(0x05, gx, gy, L));               // unknown prefix
  out.push_back(concat(0x01, gx, L));                   // unknown prefix
  Bytes shorter = concat(0x02, gx, L);
  shorter.pop_back();
  out.push_back(shorter);                               // short
  Bytes longer = concat(0x04, gx, gy, L);
  longer.push_back(0);
  out.push_back(longer);                                // long
  out.push_back(concat(0x02, gx, gy, L));               // compressed prefix, uncompressed length
  out.push_back(concat(0x04, gx, L));                   // uncompressed prefix, compressed length
  if (gx + C.p() <= top) out.push_back(concat(0x02, gx + C.p(), L));  // x + p: ≥ p, same x mod p
  out.push_back(concat(0x02, C.p(), L));                // x = p
  out.push_back(concat(0x02, top, L));                  // x = 2^(8L) − 1 ≥ p
  out.push_back(concat(0x04, top, gy, L));              // x ≥ p
  out.push_back(concat(0x04, gx, top, L));              // y ≥ p
  out.push_back(concat(0x04, gx, (gy + 1) % C.p(), L)); // off the curve
  // Hybrid: both prefixes on both parities of y (G and −G), so that each
  // prefix is seen with its own parity (valid) and with the other (invalid).
  for (const mpz_class& y : {gy, mpz_class((C.p() - gy) % C.p())}) {
    out.push_back(concat(0x06, gx, y, L));
    out.push_back(concat(0x07, gx, y, L));
  }
  out.push_back(concat(0x06, gx, (gy + 1) % C.p(), L)); // hybrid, off the curve
  // x with no point above it, and random strings of the right lengths.
  for (std::size_t i = 0; i < ctx.options().count; ++i) {
    const mpz_class x = ctx.rng().get_z_range(C.p());
    out.push_back(concat(i % 2 == 0 ? 0x02 : 0x03, x, L));
    out.push_back(concat(0x04, x, ctx.rng().get_z_range(C.p()), L));
  }
  return out;
}

void check_openssl_encoding(Context& ctx, std::vector<Row>& rows) {
  const oracles::OpenSslGroup* ossl = ctx.openssl();
  if (ossl == nullptr) return;
  const ref::Curve& C = ctx.curve();
  const std::string oracle = ossl->named() ? "OpenSSL" : "OpenSSL (params)";
  const std::vector<ref::Point> pts = ctx.points(true);

  timed_row(rows, "encode SEC 1 (compressed, uncompr., hybrid)", oracle + " point2oct", [&](Row& row) {
    using F = oracles::OpenSslGroup::Form;
    const std::pair<ref::PointFormat, F> forms[] = {{ref::PointFormat::compressed, F::compressed},
                                                    {ref::PointFormat::uncompressed, F::uncompressed},
                                                    {ref::PointFormat::hybrid, F::hybrid}};
    for (const ref::Point& P : pts) {
      for (const auto& [mine, theirs] : forms) {
        const Bytes a = ref::encode_point(C, P, mine);
        const auto b = ossl->point2oct(Context::ints(P), theirs);
        row.record(b && a == *b, [&] { return "encoding of " + describe(P); });
      }
    }
  });

  timed_row(rows, "decode SEC 1 (valid and malformed)", oracle + " oct2point", [&](Row& row) {
    for (const Bytes& e : encodings_to_decode(ctx)) {
      const Result<ref::Point> mine = ref::decode_point(C, e);
      const auto theirs = ossl->oct2point(e);
      const bool agree = mine.ok() ? (theirs && Context::ints(mine.value()) == *theirs) : !theirs.has_value();
      row.record(agree, [&] {
        std::string hex;
        for (std::uint8_t b : e) hex += "0123456789abcdef"[b >> 4], hex += "0123456789abcdef"[b & 15];
        return "decode " + hex + ": " + (mine.ok() ? describe(mine.value()) : std::string(error_name(mine.error()))) +
               " vs " + describe(theirs);
      });
    }
  });
}

}  // namespace tandem::audit

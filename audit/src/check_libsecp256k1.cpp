// secp256k1 against libsecp256k1's public API: pubkey_create (k·G),
// tweak_mul (k·P), tweak_add (P + t·G), combine (P + Q), and
// parse/serialize (decoding, with its square root).
#include "checks.hpp"
#include "tandem/oracles/libsecp256k1.hpp"
#include "tandem/ref/encoding.hpp"

namespace tandem::audit {

namespace {

namespace lib = oracles::libsecp256k1;

std::optional<lib::Scalar32> scalar32(const mpz_class& k) {
  if (k < 0 || mpz_sizeinbase(k.get_mpz_t(), 2) > 256) return std::nullopt;
  const std::vector<std::uint8_t> b = ref::to_be_bytes(k, 32);
  lib::Scalar32 out{};
  std::copy(b.begin(), b.end(), out.begin());
  return out;
}

/// ref's answer as libsecp256k1 would give it: an uncompressed key, or
/// nothing where libsecp256k1 must fail (an invalid scalar, a result at O).
std::optional<lib::Bytes> as_key(const ref::Curve& C, const std::optional<ref::Point>& P) {
  if (!P || P->infinity) return std::nullopt;
  return ref::encode_point(C, *P, ref::PointFormat::uncompressed);
}

std::string hex(const std::optional<lib::Bytes>& b) {
  if (!b) return "rejected";
  std::string s;
  for (std::uint8_t v : *b) s += "0123456789abcdef"[v >> 4], s += "0123456789abcdef"[v & 15];
  return s;
}

}  // namespace

void check_libsecp256k1(Context& ctx, std::vector<Row>& rows) {
  const ref::Curve& C = ctx.curve();
  if (C.name() != "secp256k1") return;
  const std::vector<mpz_class> ks = ctx.scalars();
  const std::vector<ref::Point> pts = ctx.points(false);

  timed_row(rows, "k*G (k in [1, n-1], else rejected)", "libsecp256k1 pubkey_create", [&](Row& row) {
    for (const mpz_class& k : ks) {
      const auto k32 = scalar32(k);
      if (!k32) continue;  // not a 32-byte scalar: nothing to ask
      const Result<ref::Fe> s = ref::parse_scalar(C, *k32, false);
      const auto mine = as_key(C, s.ok() ? std::optional(ref::mul_gen(C, k)) : std::nullopt);
      const auto theirs = lib::pubkey_create(*k32);
      row.record(mine == theirs, [&] { return k.get_str(16) + ": " + hex(mine) + " vs " + hex(theirs); });
    }
  });
  timed_row(rows, "k*P (k in [1, n-1], else rejected)", "libsecp256k1 pubkey_tweak_mul", [&](Row& row) {
    for (std::size_t i = 0; i < ks.size(); ++i) {
      const auto k32 = scalar32(ks[i]);
      if (!k32) continue;
      const ref::Point& P = pts[i % pts.size()];
      const Result<ref::Fe> s = ref::parse_scalar(C, *k32, false);
      const auto mine = as_key(C, s.ok() ? std::optional(ref::mul(C, ks[i], P)) : std::nullopt);
      const auto theirs = lib::pubkey_tweak_mul(ref::encode_point(C, P, ref::PointFormat::compressed), *k32);
      row.record(mine == theirs, [&] { return ks[i].get_str(16) + "*" + describe(P) + ": " + hex(mine) + " vs " + hex(theirs); });
    }
  });
  timed_row(rows, "P + t*G (t < n, sum not O)", "libsecp256k1 pubkey_tweak_add", [&](Row& row) {
    for (std::size_t i = 0; i < ks.size(); ++i) {
      const auto t32 = scalar32(ks[i]);
      if (!t32) continue;
      const ref::Point& P = pts[i % pts.size()];
      const Result<ref::Fe> t = ref::parse_scalar(C, *t32, true);
      const auto mine = as_key(C, t.ok() ? std::optional(ref::add(C, P, ref::mul_gen(C, ks[i]))) : std::nullopt);
      const auto theirs = lib::pubkey_tweak_add(ref::encode_point(C, P, ref::PointFormat::uncompressed), *t32);
      row.record(mine == theirs, [&] { return describe(P) + " + " + ks[i].get_str(16) + "*G: " + hex(mine) + " vs " + hex(theirs); });
    }
  });
  timed_row(rows, "P + Q (sum not O)", "libsecp256k1 pubkey_combine", [&](Row& row) {
    for (const auto& [P, Q] : addition_pairs(ctx)) {
      if (P.infinity || Q.infinity) continue;  // not a public key
      const auto mine = as_key(C, ref::add(C, P, Q));
      const std::vector<lib::Bytes> keys{ref::encode_point(C, P, ref::PointFormat::compressed),
                                         ref::encode_point(C, Q, ref::PointFormat::uncompressed)};
      const auto theirs = lib::pubkey_combine(keys);
      row.record(mine == theirs, [&] { return describe(P) + " + " + describe(Q) + ": " + hex(mine) + " vs " + hex(theirs); });
    }
  });
  timed_row(rows, "decode SEC 1 (valid and malformed)", "libsecp256k1 pubkey_parse", [&](Row& row) {
    for (const lib::Bytes& e : encodings_to_decode(ctx)) {
      const Result<ref::Point> P = ref::parse_public_key(C, e);
      const auto mine = P.ok() ? std::optional(ref::encode_point(C, P.value(), ref::PointFormat::compressed)) : std::nullopt;
      const auto theirs = lib::pubkey_parse_serialize(e, true);
      row.record(mine == theirs, [&] { return hex(e) + ": " + hex(mine) + " vs " + hex(theirs); });
    }
  });
}

}  // namespace tandem::audit

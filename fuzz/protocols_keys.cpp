// ECDH and the tweaks on secp256k1, fast against ref against libsecp256k1.
// Input: [op] ‖ a (32) ‖ b (32) ‖ rest. op % 6:
//   0 ECDH: secret a, peer key rest (SEC 1, any octets), both output kinds;
//   1 secret tweaks: d = a, t = b (add, mul, negate);
//   2 public tweaks: P = rest, t = b (add, mul, negate);
//   3 x-only tweak: internal x = rest's first 32 octets, t = b, then the
//     check against tweaked x = a with parity op bit 3;
//   4 key pair x-only tweak: d = a, t = b;
//   5 combine: the keys are rest cut into 33-octet pieces.
// Every result must be libsecp256k1's, and ref's must be fast's (the same
// value or the same Error).
#include <array>

#include "fuzz_support.hpp"
#include "tandem/fast/protocols/bip340.hpp"
#include "tandem/fast/protocols/ecdh.hpp"
#include "tandem/fast/protocols/keys.hpp"
#include "tandem/fast/protocols/tweak.hpp"
#include "tandem/oracles/libsecp256k1.hpp"
#include "tandem/ref/protocols/bip340.hpp"
#include "tandem/ref/protocols/ecdh.hpp"
#include "tandem/ref/protocols/keys.hpp"
#include "tandem/ref/protocols/tweak.hpp"

namespace {

using namespace tandem;
namespace lib = oracles::libsecp256k1;
using Octets = std::vector<std::uint8_t>;
using S32 = lib::Scalar32;

template <class T>
std::string name(const Result<T>& r) {
  return r.ok() ? "ok" : std::string(error_name(r.error()));
}

// One operation's three answers: fast's and ref's as octets (nothing on an
// error) with their errors, and libsecp256k1's.
template <class F, class R>
void agree(const Result<F>& f, const Result<R>& r, const std::optional<Octets>& fo, const std::optional<Octets>& ro,
           const std::optional<Octets>& theirs, const char* what) {
  if (name(f) != name(r)) fuzz::disagree(std::string(what) + ": fast " + name(f) + ", ref " + name(r));
  if (fo != ro) fuzz::disagree(std::string(what) + ": fast and ref give different values");
  if (fo != theirs) fuzz::disagree(std::string(what) + ": fast " + name(f) + " and libsecp256k1 differ");
}

template <class K>
std::optional<Octets> secret_octets(const Result<K>& r) {
  return r.ok() ? std::optional<Octets>(r.value().reveal_bytes()) : std::nullopt;
}
template <class K>
std::optional<Octets> key_octets(const Result<K>& r) {
  return r.ok() ? std::optional<Octets>(r.value().serialize(false)) : std::nullopt;
}
template <std::size_t N>
std::optional<Octets> widen(const std::optional<std::array<std::uint8_t, N>>& a) {
  return a ? std::optional<Octets>(Octets(a->begin(), a->end())) : std::nullopt;
}

S32 take32(std::span<const std::uint8_t> s) {
  S32 out{};
  std::copy(s.begin(), s.begin() + static_cast<std::ptrdiff_t>(std::min<std::size_t>(32, s.size())), out.begin());
  return out;
}

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  if (size < 65) return 0;
  const ref::Curve& C = *ref::find_curve("secp256k1");
  const std::span<const std::uint8_t> in(data, size);
  const std::uint8_t op = in[0];
  const S32 a = take32(in.subspan(1, 32)), b = take32(in.subspan(33, 32));
  const std::span<const std::uint8_t> rest = in.subspan(65);
  const Result<fast::SecretKey> fd = fast::SecretKey::parse(a);
  const Result<ref::SecretKey> rd = ref::SecretKey::parse(C, a);
  if (name(fd) != name(rd)) fuzz::disagree("SecretKey::parse: fast " + name(fd) + ", ref " + name(rd));
  if (fd.ok() != lib::seckey_verify(a)) fuzz::disagree("SecretKey::parse and seckey_verify differ");

  switch (op % 6) {
    case 0: {
      const Result<fast::PublicKey> fq = fast::PublicKey::parse(rest);
      const Result<ref::PublicKey> rq = ref::PublicKey::parse(C, rest);
      agree(fq, rq, key_octets(fq), key_octets(rq), lib::pubkey_parse_serialize(rest, false), "PublicKey::parse");
      if (!fd.ok() || !fq.ok()) break;
      for (const auto how : {fast::EcdhOutput::sha256_compressed, fast::EcdhOutput::raw_x}) {
        const Result<fast::Bytes> f = fast::ecdh(fd.value(), fq.value(), how);
        const Result<ref::Bytes> r = ref::ecdh(rd.value(), rq.value(),
                                               how == fast::EcdhOutput::raw_x ? ref::EcdhOutput::raw_x
                                                                              : ref::EcdhOutput::sha256_compressed);
        const auto theirs = how == fast::EcdhOutput::raw_x ? lib::ecdh_raw_x(a, rest) : lib::ecdh_sha256(a, rest);
        agree(f, r, f.ok() ? std::optional(f.value()) : std::nullopt, r.ok() ? std::optional(r.value()) : std::nullopt,
              widen(theirs), "ecdh");
      }
      break;
    }
    case 1: {
      if (!fd.ok()) break;
      const auto fa = fast::secret_tweak_add(fd.value(), b);
      const auto ra = ref::secret_tweak_add(rd.value(), b);
      agree(fa, ra, secret_octets(fa), secret_octets(ra), widen(lib::seckey_tweak_add(a, b)), "secret_tweak_add");
      const auto fm = fast::secret_tweak_mul(fd.value(), b);
      const auto rm = ref::secret_tweak_mul(rd.value(), b);
      agree(fm, rm, secret_octets(fm), secret_octets(rm), widen(lib::seckey_tweak_mul(a, b)), "secret_tweak_mul");
      const Result<fast::SecretKey> fn = fast::secret_negate(fd.value());
      const Result<ref::SecretKey> rn = ref::secret_negate(rd.value());
      agree(fn, rn, secret_octets(fn), secret_octets(rn), widen(lib::seckey_negate(a)), "secret_negate");
      break;
    }
    case 2: {
      const Result<fast::PublicKey> fq = fast::PublicKey::parse(rest);
      const Result<ref::PublicKey> rq = ref::PublicKey::parse(C, rest);
      agree(fq, rq, key_octets(fq), key_octets(rq), lib::pubkey_parse_serialize(rest, false), "PublicKey::parse");
      if (!fq.ok()) break;
      const auto fa = fast::public_tweak_add(fq.value(), b);
      const auto ra = ref::public_tweak_add(rq.value(), b);
      agree(fa, ra, key_octets(fa), key_octets(ra), lib::pubkey_tweak_add(rest, b), "public_tweak_add");
      const auto fm = fast::public_tweak_mul(fq.value(), b);
      const auto rm = ref::public_tweak_mul(rq.value(), b);
      agree(fm, rm, key_octets(fm), key_octets(rm), lib::pubkey_tweak_mul(rest, b), "public_tweak_mul");
      const Result<fast::PublicKey> fn = fast::public_negate(fq.value());
      const Result<ref::PublicKey> rn = ref::public_negate(rq.value());
      agree(fn, rn, key_octets(fn), key_octets(rn), lib::pubkey_negate(rest), "public_negate");
      break;
    }
    case 3: {
      const S32 x = take32(rest);
      const Result<fast::XOnlyPublicKey> fp = fast::XOnlyPublicKey::parse(x);
      const Result<ref::XOnlyPublicKey> rp = ref::XOnlyPublicKey::parse(C, x);
      const auto xo = [](const auto& r) {
        if (!r.ok()) return std::optional<Octets>();
        const auto v = r.value().serialize();
        return std::optional<Octets>(Octets(v.begin(), v.end()));
      };
      agree(fp, rp, xo(fp), xo(rp), widen(lib::xonly_pubkey_parse(x)), "XOnlyPublicKey::parse");
      if (!fp.ok()) break;
      const auto ft = fast::xonly_tweak_add(fp.value(), b);
      const auto rt = ref::xonly_tweak_add(rp.value(), b);
      const auto full = [](const auto& r) {
        return r.ok() ? std::optional<Octets>(r.value().full.serialize(false)) : std::nullopt;
      };
      agree(ft, rt, full(ft), full(rt), lib::xonly_pubkey_tweak_add(x, b), "xonly_tweak_add");
      const bool parity = (op & 8) != 0;
      const Verdict fc = fast::xonly_tweak_add_check(a, parity, fp.value(), b);
      const Verdict rc = ref::xonly_tweak_add_check(a, parity, rp.value(), b);
      if (name(fc) != name(rc)) fuzz::disagree("xonly_tweak_add_check: fast " + name(fc) + ", ref " + name(rc));
      if (fc.ok() != lib::xonly_pubkey_tweak_add_check(a, parity ? 1 : 0, x, b))
        fuzz::disagree("xonly_tweak_add_check: fast and libsecp256k1 differ");
      break;
    }
    case 4: {
      if (!fd.ok()) break;
      const fast::KeyPair fk = fast::keypair_create(fd.value());
      const Result<ref::KeyPair> rk = ref::keypair_create(rd.value());
      if (!rk.ok()) fuzz::disagree("ref refuses a secp256k1 key pair");
      const auto ft = fast::keypair_xonly_tweak_add(fk, b);
      const auto rt = ref::keypair_xonly_tweak_add(rk.value(), b);
      const auto pack = [](const auto& r) -> std::optional<Octets> {
        if (!r.ok()) return std::nullopt;
        Octets o = r.value().secret.reveal_bytes();
        const auto x = r.value().xonly.serialize();
        o.insert(o.end(), x.begin(), x.end());
        o.push_back(r.value().parity ? 1 : 0);
        return o;
      };
      const auto theirs = lib::keypair_xonly_tweak_add(a, b);
      std::optional<Octets> lo;
      if (theirs) {
        lo = Octets(theirs->secret.begin(), theirs->secret.end());
        lo->insert(lo->end(), theirs->xonly.begin(), theirs->xonly.end());
        lo->push_back(static_cast<std::uint8_t>(theirs->parity));
      }
      agree(ft, rt, pack(ft), pack(rt), lo, "keypair_xonly_tweak_add");
      break;
    }
    default: {
      std::vector<fast::PublicKey> fk;
      std::vector<ref::PublicKey> rk;
      std::vector<Octets> lk;
      for (std::size_t i = 0; i + 33 <= rest.size() && lk.size() < 8; i += 33) {
        const auto piece = rest.subspan(i, 33);
        const Result<fast::PublicKey> f = fast::PublicKey::parse(piece);
        const Result<ref::PublicKey> r = ref::PublicKey::parse(C, piece);
        agree(f, r, key_octets(f), key_octets(r), lib::pubkey_parse_serialize(piece, false), "PublicKey::parse");
        if (!f.ok()) continue;
        fk.push_back(f.value());
        rk.push_back(r.value());
        lk.emplace_back(piece.begin(), piece.end());
      }
      const auto fs = fast::public_combine(fk);
      const auto rs = ref::public_combine(rk);
      agree(fs, rs, key_octets(fs), key_octets(rs), lib::pubkey_combine(lk), "public_combine");
      break;
    }
  }
  return 0;
}

// The protocol verbs: keygen, sign, verify, recover, ecdh, tweak. Each case
// runs through ref/protocols (every curve) or fast/protocols (secp256k1), the
// same text for both: a Side adapts what differs between them (ref's parsers
// take the curve, fast's do not; a few ref functions return a Result where
// fast's cannot fail), and the protocol functions are found by argument-
// dependent lookup on the key types' namespace.
#include <CLI/CLI.hpp>
#include <gmpxx.h>
#include <sys/random.h>

#include <cerrno>
#include <iostream>
#include <stdexcept>

#include "cli.hpp"
#include "tandem/fast/group/prime_curves.hpp"
#include "tandem/fast/protocols/prime_ecdh.hpp"
#include "tandem/fast/protocols/prime_ecdsa.hpp"
#include "tandem/fast/prime_instances.hpp"
#include "tandem/fast/protocols/protocols.hpp"
#include "tandem/hash/digest.hpp"
#include "tandem/ref/protocols/protocols.hpp"
#include "verbs.hpp"

namespace tandem::cli {

namespace {

// ---- the two implementations behind one face -------------------------------

struct RefSide {
  const ref::Curve& C;
  using SecretKey = ref::SecretKey;
  using PublicKey = ref::PublicKey;
  using XOnly = ref::XOnlyPublicKey;
  using Sig = ref::EcdsaSignature;
  using Schnorr = ref::SchnorrSignature;
  using EcdhOutput = ref::EcdhOutput;
  Result<SecretKey> secret(ByteView b) const { return SecretKey::parse(C, b); }
  Result<PublicKey> pub(ByteView b) const { return PublicKey::parse(C, b); }
  Result<XOnly> xonly(ByteView b) const { return XOnly::parse(C, b); }
  Result<Sig> der(ByteView b) const { return Sig::parse_der(C, b); }
  Result<Sig> der_lax(ByteView b) const { return Sig::parse_der_lax(C, b); }
  Result<Sig> compact(ByteView b) const { return Sig::parse_compact(C, b); }
  static Result<ref::KeyPair> keypair(const SecretKey& d) { return ref::keypair_create(d); }
  static Result<ref::XOnlyFromPublic> xonly_of(const PublicKey& P) { return ref::xonly_from_public(P); }
  Result<PublicKey> recover(ByteView digest, const Sig& s, int recid) const { return ref::ecdsa_recover(C, digest, s, recid); }
  static Result<Sig> sign(const SecretKey& d, ByteView digest, const hash::Digest& H, ByteView extra, bool low_s) {
    return ref::ecdsa_sign(d, digest, H, extra, low_s);
  }
};

struct FastSide {
  using SecretKey = fast::SecretKey;
  using PublicKey = fast::PublicKey;
  using XOnly = fast::XOnlyPublicKey;
  using Sig = fast::EcdsaSignature;
  using Schnorr = fast::SchnorrSignature;
  using EcdhOutput = fast::EcdhOutput;
  static Result<SecretKey> secret(ByteView b) { return SecretKey::parse(b); }
  static Result<PublicKey> pub(ByteView b) { return PublicKey::parse(b); }
  static Result<XOnly> xonly(ByteView b) { return XOnly::parse(b); }
  static Result<Sig> der(ByteView b) { return Sig::parse_der(b); }
  static Result<Sig> der_lax(ByteView b) { return Sig::parse_der_lax(b); }
  static Result<Sig> compact(ByteView b) { return Sig::parse_compact(b); }
  static Result<fast::KeyPair> keypair(const SecretKey& d) { return fast::keypair_create(d); }
  static Result<fast::XOnlyFromPublic> xonly_of(const PublicKey& P) { return fast::xonly_from_public(P); }
  static Result<PublicKey> recover(ByteView digest, const Sig& s, int recid) { return fast::ecdsa_recover(digest, s, recid); }
  static Result<Sig> sign(const SecretKey& d, ByteView digest, const hash::Digest& H, ByteView extra, bool low_s) {
    // SHA-256 nonces take fast's HMAC-SHA256 path (libsecp256k1's
    // nonce_function_rfc6979); any other digest the generic RFC 6979.
    if (H.name() == "SHA2-256") return fast::ecdsa_sign(d, digest, extra, low_s);
    return fast::ecdsa_sign(d, digest, H, extra, low_s);
  }
};

/// fast/ on a standard curve other than secp256k1 (protocols/prime_*.hpp):
/// keys, ECDSA and ECDH. BIP 340 and its keys are secp256k1's only, so
/// those members answer curve_unsupported, as ref's do on these curves.
template <class C>
struct PrimeSide {
  using SecretKey = fast::curves::SecretKey<C>;
  using PublicKey = fast::curves::PublicKey<C>;
  using XOnly = fast::XOnlyPublicKey;
  using Sig = fast::curves::EcdsaSignature<C>;
  using Schnorr = fast::SchnorrSignature;
  using EcdhOutput = fast::EcdhOutput;
  static Result<SecretKey> secret(ByteView b) { return SecretKey::parse(b); }
  static Result<PublicKey> pub(ByteView b) { return PublicKey::parse(b); }
  static Result<XOnly> xonly(ByteView /*b*/) { return Error::curve_unsupported; }
  static Result<Sig> der(ByteView b) { return Sig::parse_der(b); }
  static Result<Sig> der_lax(ByteView b) { return Sig::parse_der_lax(b); }
  static Result<Sig> compact(ByteView b) { return Sig::parse_compact(b); }
  static Result<fast::KeyPair> keypair(const SecretKey& /*d*/) { return Error::curve_unsupported; }
  static Result<Sig> sign(const SecretKey& d, ByteView digest, const hash::Digest& H, ByteView extra, bool low_s) {
    return fast::curves::ecdsa_sign(d, digest, H, extra, low_s);
  }
};

/// Runs f with the side of `impl` (fast: secp256k1's).
template <class Fn>
Answer with_side(Impl impl, const ref::Curve& C, Fn&& f) {
  if (impl == Impl::ref) return f(RefSide{C});
  return f(FastSide{});
}

/// Whether fast/ has keys, ECDSA and ECDH on C: secp256k1 and every
/// standard curve of fast/group/prime_curves.hpp.
bool fast_has_ecdsa(const ref::Curve& C) {
  return ref::is_secp256k1(C) || fast::visit_prime_curve(C.name(), [](auto) {});
}
constexpr const char* kFastCurves = "fast/ has secp256k1 and the standard curves, not the small ones";

/// Runs f with the side of `impl`, fast on any curve fast_has_ecdsa admits
/// (the verbs keygen, sign, verify and ecdh).
template <class Fn>
Answer with_any_side(Impl impl, const ref::Curve& C, Fn&& f) {
  if (impl == Impl::ref || ref::is_secp256k1(C)) return with_side(impl, C, f);
  Answer a;
  const bool found = fast::visit_prime_curve(C.name(), [&]<class PC>(std::type_identity<PC>) { a = f(PrimeSide<PC>{}); });
  if (!found) throw std::logic_error("tandem: fast/ has no curve " + std::string(C.name()));
  return a;
}

std::string hex(ByteView b) { return to_hex(b); }
template <std::size_t N>
std::string hex(const std::array<std::uint8_t, N>& a) {
  return to_hex(ByteView(a.data(), N));
}
std::string parity(bool odd) { return odd ? "1" : "0"; }

using ref::is_secp256k1;

// ---- the message of an ECDSA case ------------------------------------------

/// How an ECDSA case's message field is read: hashed by --hash, or taken as
/// the digest itself; and the digest RFC 6979's HMAC uses.
struct MessageRule {
  bool hash_it = false;
  std::optional<hash::Digest> nonce_hash;  ///< unset: --hash named no digest OpenSSL has
  std::string hash_name;
};

/// The digest of the field: hash::digest(--hash, msg), or the field.
Result<Bytes> digest_of(const MessageRule& m, const Bytes& field) {
  if (!m.hash_it) return field;
  return hash::digest(m.hash_name, field);
}

std::vector<std::optional<std::string>> opt(std::initializer_list<std::optional<std::string>> l) { return l; }

// ---- keygen -----------------------------------------------------------------

constexpr const char* kKeygenHelp = R"(usage: tandem keygen [--curve C] [--secret HEX] [--impl ref|fast|both] [--stdin]

Prints the secret key and its compressed public key (SEC 1 §2.3.3), hex,
separated by a space. The secret key is --secret (exactly L octets, L the
byte length of n; 0 < d < n), or, without it, drawn from the operating
system's random source (getrandom(2), the top bits masked to n's length, drawn
again until 0 < d < n). A key that is not valid is "error: REASON"
(length_mismatch, scalar_out_of_range, scalar_zero).

  --curve   a curve name (default secp256k1; see tandem curves)
  --secret  the secret key, big-endian hex
  --impl    ref, fast or both (default: fast where it has the curve, else ref)
  --stdin   one case a line: SECRET (- for a random key); one result a line

Exit status: 0 success, 1 an error (or ref and fast differ), 2 bad arguments.
)";

/// L random octets below n and not zero, from getrandom(2).
Bytes random_secret(const ref::Curve& C) {
  const std::size_t L = C.fn().bytes();
  const std::size_t bits = mpz_sizeinbase(C.n().get_mpz_t(), 2);
  const unsigned top = bits % 8 == 0 ? 0xff : (1u << (bits % 8)) - 1;
  Bytes b(L);
  for (;;) {
    std::size_t got = 0;
    while (got < L) {
      const ssize_t r = getrandom(b.data() + got, L - got, 0);
      if (r < 0) {
        if (errno == EINTR) continue;
        throw std::runtime_error("getrandom failed");
      }
      got += static_cast<std::size_t>(r);
    }
    b[0] = static_cast<std::uint8_t>(b[0] & top);
    mpz_class v;
    mpz_import(v.get_mpz_t(), L, 1, 1, 1, 0, b.data());
    if (v != 0 && v < C.n()) return b;
  }
}

int cmd_keygen(const Argv& args) {
  if (wants_help(args)) {
    std::cout << kKeygenHelp;
    return kOk;
  }
  Common common;
  std::optional<std::string> secret;
  CLI::App app;
  add_common(app, common);
  app.add_option("--secret", secret);
  if (int rc = parse(app, "keygen", args); rc != kOk) return rc;
  const ref::Curve* Cp = curve_of("keygen", common);
  if (Cp == nullptr) return kUsage;
  const ref::Curve& C = *Cp;
  const auto impls = implementations("keygen", common, fast_has_ecdsa(C), kFastCurves);
  if (impls.empty()) return kUsage;
  Verb v{"keygen", {"--secret"}, 0, {}, {}, {}};
  v.prepare = [&C](std::vector<Bytes>& f) {
    if (f[0].empty()) f[0] = random_secret(C);
  };
  v.run = [&C](Impl impl, const std::vector<Bytes>& f) {
    return with_any_side(impl, C, [&](const auto& S) -> Answer {
      const auto d = S.secret(f[0]);
      if (!d) return failure(d.error());
      return {hex(d->reveal_bytes()) + " " + hex(derive_public_key(*d).serialize(true))};
    });
  };
  return run_verb(v, impls, common.stdin_mode, opt({secret}));
}

// ---- sign and verify --------------------------------------------------------

constexpr const char* kSignHelp = R"(usage: tandem sign [--curve C] --scheme ecdsa|bip340 --secret HEX
                   (--msg HEX [--hash H] | --digest HEX) [--aux HEX] [--nonce HEX]
                   [--der] [--low-s] [--impl ref|fast|both] [--stdin [--prehashed]]

ECDSA (SEC 1 §4.1.3): the digest is --digest, or --msg hashed with --hash (any
name OpenSSL's EVP knows: sha224 ... sha512, sha3-224 ... sha3-512, shake128
with 32 output octets, shake256 with 64). The nonce is RFC 6979's (§3.2),
its HMAC on --hash's digest (sha256 when only --digest is given), with --aux
as §3.6's additional data; or --nonce, ref's ecdsa_sign_with_nonce (a tool for
test vectors, never for real signing; ref only). On secp256k1 the signature is
low-S normalized (as libsecp256k1 does); on other curves as RFC 6979 gives it,
unless --low-s. Printed r||s (P1363, L octets each), or DER with --der.

BIP 340 (secp256k1): --msg is the message itself, any length; --aux is the
32-octet aux_rand (default 32 zero octets). Printed: the 64-octet signature.

  --curve      a curve name (default secp256k1)
  --scheme     ecdsa or bip340 (default ecdsa)
  --impl       ref, fast or both (default: fast where it has the curve, else ref)
  --stdin      one case a line: SECRET MSG [AUX] [NONCE] (- for an empty
               field); the message field is hashed with --hash, or taken as
               the digest with --prehashed (ECDSA); one result a line

Prints the signature, or "error: REASON" (e.g. scalar_out_of_range,
unknown_hash, nonce_unusable). Exit status: 0 success, 1 an error (or ref
and fast differ), 2 bad arguments.
)";

constexpr const char* kVerifyHelp = R"(usage: tandem verify [--curve C] --scheme ecdsa|bip340 --pubkey HEX
                     (--msg HEX [--hash H] | --digest HEX) --sig HEX
                     [--der | --p1363] [--lax] [--low-s] [--impl ref|fast|both]
                     [--stdin [--prehashed]]

ECDSA (SEC 1 §4.1.4): --pubkey is SEC 1 (compressed, uncompressed or hybrid);
the digest as for tandem sign; --sig is r||s (P1363, the default), or DER
with --der: strict DER (BIP 66), or with --lax what libsecp256k1's
ecdsa_signature_parse_der_lax accepts. --low-s requires s <= n/2.
BIP 340 (secp256k1): --pubkey is the 32-octet x-only key, --msg the message,
--sig the 64-octet signature.

  --stdin   one case a line: PUBKEY MSG SIG (- for an empty field); the
            message field is hashed with --hash, or the digest itself with
            --prehashed (ECDSA); one verdict a line

Prints "valid", or "invalid: REASON" (a key, signature or equation that
fails, e.g. signature_encoding, signature_high_s, signature_mismatch).
Exit status: 0 valid (every line), 1 invalid (any line, or ref and fast
differ), 2 bad arguments.
)";

/// What sign and verify share: the scheme, the message rule, the flags.
struct SigFlags {
  Common common;
  std::string scheme = "ecdsa";
  std::optional<std::string> msg, digest, hash, aux, nonce, secret, pubkey, sig;
  bool der = false, p1363 = false, lax = false, low_s = false, prehashed = false;
};

/// The message rule of the flags, or a usage message. With --stdin the
/// field is a message when --hash is given and a digest with --prehashed.
std::optional<std::string> message_rule(const SigFlags& s, MessageRule& m) {
  if (s.scheme == "bip340") {
    if (s.digest || s.hash || s.prehashed) return "BIP 340 signs the message itself: --msg, without --hash, --digest or --prehashed";
    return std::nullopt;
  }
  if (s.common.stdin_mode) {
    if (s.prehashed == static_cast<bool>(s.hash) && !s.prehashed) return "--stdin with ECDSA needs --hash H (the field is a message) or --prehashed (a digest)";
    m.hash_it = !s.prehashed;
  } else {
    if (static_cast<bool>(s.msg) == static_cast<bool>(s.digest)) return "give --msg HEX --hash H, or --digest HEX";
    if (s.msg && !s.hash) return "--msg needs --hash H (ECDSA signs a digest)";
    m.hash_it = static_cast<bool>(s.msg);
  }
  m.hash_name = s.hash.value_or("sha256");
  if (Result<hash::Digest> d = hash::Digest::find(m.hash_name)) m.nonce_hash = *d;
  return std::nullopt;
}

/// The flags sign, verify and recover share (--scheme where `with_scheme`).
void add_message_flags(CLI::App& app, SigFlags& s, bool with_scheme) {
  add_common(app, s.common);
  if (with_scheme) app.add_option("--scheme", s.scheme);
  app.add_option("--msg", s.msg);
  app.add_option("--digest", s.digest);
  app.add_option("--hash", s.hash);
  app.add_flag("--der", s.der);
  app.add_flag("--prehashed", s.prehashed);
}

/// After parsing: the scheme, the curve and the message rule; the curve,
/// or nullptr after a usage line.
const ref::Curve* sig_setup(std::string_view cmd, const SigFlags& s, MessageRule& m) {
  if (s.scheme != "ecdsa" && s.scheme != "bip340") {
    usage_error(cmd, "unknown --scheme '" + s.scheme + "' (ecdsa or bip340)");
    return nullptr;
  }
  const ref::Curve* C = curve_of(cmd, s.common);
  if (C == nullptr) return nullptr;
  if (auto why = message_rule(s, m)) {
    usage_error(cmd, *why);
    return nullptr;
  }
  return C;
}

int cmd_sign(const Argv& args) {
  if (wants_help(args)) {
    std::cout << kSignHelp;
    return kOk;
  }
  SigFlags s;
  CLI::App app;
  add_message_flags(app, s, true);
  app.add_option("--secret", s.secret);
  app.add_option("--aux", s.aux);
  app.add_option("--nonce", s.nonce);
  app.add_flag("--low-s", s.low_s);
  if (int rc = parse(app, "sign", args); rc != kOk) return rc;
  MessageRule m;
  const ref::Curve* Cp = sig_setup("sign", s, m);
  if (Cp == nullptr) return kUsage;
  const ref::Curve& C = *Cp;
  const bool bip340 = s.scheme == "bip340";
  if (bip340 && (s.nonce || s.der || s.low_s)) return usage_error("sign", "--nonce, --der and --low-s are ECDSA's");
  const auto impls = implementations("sign", s.common, fast_has_ecdsa(C) && !s.nonce && (!bip340 || is_secp256k1(C)),
                                     s.nonce ? "--nonce is ref's ecdsa_sign_with_nonce only"
                                             : (bip340 ? "BIP 340 is secp256k1's" : kFastCurves));
  if (impls.empty()) return kUsage;
  const bool low_s = is_secp256k1(C) || s.low_s;
  const bool der = s.der;

  Verb v{"sign", {"--secret", bip340 ? "--msg" : (m.hash_it ? "--msg" : "--digest"), "--aux", "--nonce"}, 2, {}, {}, {}};
  v.run = [&C, m, bip340, low_s, der](Impl impl, const std::vector<Bytes>& f) {
    if (!f[3].empty() && impl == Impl::fast) throw Malformed{"a nonce is ref's ecdsa_sign_with_nonce only (--impl ref)"};
    return with_any_side(impl, C, [&](const auto& S) -> Answer {
      const auto d = S.secret(f[0]);
      if (!d) return failure(d.error());
      if (bip340) {
        const auto kp = S.keypair(*d);
        if (!kp) return failure(kp.error());
        const Bytes zeros(32, 0);
        const auto sig = schnorr_sign(*kp, f[1], f[2].empty() ? ByteView(zeros) : ByteView(f[2]));
        if (!sig) return failure(sig.error());
        return {hex(sig->bytes)};
      }
      const Result<Bytes> digest = digest_of(m, f[1]);
      if (!digest) return failure(digest.error());
      using SideT = std::decay_t<decltype(S)>;
      Result<typename SideT::Sig> sig = Error::nonce_unusable;
      if constexpr (std::is_same_v<SideT, RefSide>) {
        if (!f[3].empty()) sig = ref::ecdsa_sign_with_nonce(*d, *digest, f[3], low_s);
      }
      if (f[3].empty()) {
        if (!m.nonce_hash) return failure(Error::unknown_hash);
        sig = S.sign(*d, *digest, *m.nonce_hash, f[2], low_s);
      }
      if (!sig) return failure(sig.error());
      return {hex(der ? sig->serialize_der() : sig->serialize_compact())};
    });
  };
  return run_verb(v, impls, s.common.stdin_mode, opt({s.secret, m.hash_it || bip340 ? s.msg : s.digest, s.aux, s.nonce}));
}

int cmd_verify(const Argv& args) {
  if (wants_help(args)) {
    std::cout << kVerifyHelp;
    return kOk;
  }
  SigFlags s;
  CLI::App app;
  add_message_flags(app, s, true);
  app.add_option("--pubkey", s.pubkey);
  app.add_option("--sig", s.sig);
  app.add_flag("--p1363", s.p1363);
  app.add_flag("--lax", s.lax);
  app.add_flag("--low-s", s.low_s);
  if (int rc = parse(app, "verify", args); rc != kOk) return rc;
  if (s.der && s.p1363) return usage_error("verify", "--der and --p1363 exclude each other");
  if (s.lax && s.p1363) return usage_error("verify", "--lax is a DER parser; it excludes --p1363");
  MessageRule m;
  const ref::Curve* Cp = sig_setup("verify", s, m);
  if (Cp == nullptr) return kUsage;
  const ref::Curve& C = *Cp;
  const bool bip340 = s.scheme == "bip340";
  if (bip340 && (s.der || s.p1363 || s.lax || s.low_s)) return usage_error("verify", "--der, --p1363, --lax and --low-s are ECDSA's");
  const auto impls = implementations("verify", s.common, fast_has_ecdsa(C) && (!bip340 || is_secp256k1(C)),
                                     bip340 ? "BIP 340 is secp256k1's" : kFastCurves);
  if (impls.empty()) return kUsage;
  const bool der = s.der || s.lax, lax = s.lax, low_s = s.low_s;

  Verb v{"verify", {"--pubkey", bip340 ? "--msg" : (m.hash_it ? "--msg" : "--digest"), "--sig"}, 3, {}, {}, {}};
  v.run = [&C, m, bip340, der, lax, low_s](Impl impl, const std::vector<Bytes>& f) {
    return with_any_side(impl, C, [&](const auto& S) -> Answer {
      if (bip340) {
        const auto P = S.xonly(f[0]);
        if (!P) return invalid(P.error());
        using Schnorr = typename std::decay_t<decltype(S)>::Schnorr;
        const auto sig = Schnorr::parse(f[2]);
        if (!sig) return invalid(sig.error());
        const Verdict ok = schnorr_verify(*P, f[1], *sig);
        return ok ? Answer{"valid"} : invalid(ok.error());
      }
      const auto Q = S.pub(f[0]);
      if (!Q) return invalid(Q.error());
      const auto sig = lax ? S.der_lax(f[2]) : der ? S.der(f[2]) : S.compact(f[2]);
      if (!sig) return invalid(sig.error());
      const Result<Bytes> digest = digest_of(m, f[1]);
      if (!digest) return invalid(digest.error());
      const Verdict ok = ecdsa_verify(*Q, *digest, *sig, low_s);
      return ok ? Answer{"valid"} : invalid(ok.error());
    });
  };
  return run_verb(v, impls, s.common.stdin_mode, opt({s.pubkey, m.hash_it || bip340 ? s.msg : s.digest, s.sig}));
}

// ---- recover ----------------------------------------------------------------

constexpr const char* kRecoverHelp = R"(usage: tandem recover [--curve C] (--digest HEX | --msg HEX --hash H) --sig HEX --recid N
                      [--der] [--uncompressed] [--impl ref|fast|both] [--stdin [--prehashed]]

ECDSA public key recovery (SEC 1 §4.1.6): the key whose signature --sig (r||s,
or DER with --der) is on the digest, for the recovery id N (0 to 3: the parity
of y(R), plus 2 when x(R) = r + n). Printed SEC 1 compressed, or uncompressed
with --uncompressed. fast has it on secp256k1; ref on every curve.

  --stdin   one case a line: DIGEST SIG RECID (RECID in decimal); the first
            field hashed with --hash, or the digest with --prehashed

Prints the public key, or "error: REASON" (recid_out_of_range, x_not_on_curve,
point_at_infinity, signature_r_out_of_range, ...). Exit status: 0 success,
1 an error (or ref and fast differ), 2 bad arguments.
)";

int cmd_recover(const Argv& args) {
  if (wants_help(args)) {
    std::cout << kRecoverHelp;
    return kOk;
  }
  SigFlags s;
  std::optional<std::string> recid;
  bool uncompressed = false;
  CLI::App app;
  add_message_flags(app, s, false);
  app.add_option("--sig", s.sig);
  app.add_option("--recid", recid);
  app.add_flag("--uncompressed", uncompressed);
  if (int rc = parse(app, "recover", args); rc != kOk) return rc;
  MessageRule m;
  const ref::Curve* Cp = sig_setup("recover", s, m);
  if (Cp == nullptr) return kUsage;
  const ref::Curve& C = *Cp;
  const auto impls = implementations("recover", s.common, is_secp256k1(C), "fast/ has secp256k1 only");
  if (impls.empty()) return kUsage;
  const bool der = s.der, compressed = !uncompressed;
  Verb v{"recover", {m.hash_it ? "--msg" : "--digest", "--sig", "--recid"}, 3, {2}, {}, {}};
  v.run = [&C, m, der, compressed](Impl impl, const std::vector<Bytes>& f) {
    const std::string text(f[2].begin(), f[2].end());
    if (text.empty() || text.size() > 3 || text.find_first_not_of("0123456789") != std::string::npos) {
      throw Malformed{"--recid must be a small non-negative integer, not '" + text + "'"};
    }
    const int id = std::stoi(text);
    return with_side(impl, C, [&](const auto& S) -> Answer {
      const auto sig = der ? S.der(f[1]) : S.compact(f[1]);
      if (!sig) return failure(sig.error());
      const Result<Bytes> digest = digest_of(m, f[0]);
      if (!digest) return failure(digest.error());
      const auto Q = S.recover(*digest, *sig, id);
      if (!Q) return failure(Q.error());
      return {hex(Q->serialize(compressed))};
    });
  };
  return run_verb(v, impls, s.common.stdin_mode, opt({m.hash_it ? s.msg : s.digest, s.sig, recid}));
}

// ---- ecdh -------------------------------------------------------------------

constexpr const char* kEcdhHelp = R"(usage: tandem ecdh [--curve C] --secret HEX --peer HEX [--raw | --sha256]
                   [--impl ref|fast|both] [--stdin]

The shared secret of the secret key d and the peer's public key Q (SEC 1,
any form): S = d*Q, then SHA-256(02|03 || x(S)) (libsecp256k1's default;
--sha256, the default) or x(S) itself, L_p octets (--raw; SEC 1 §3.3.1).

  --stdin   one case a line: SECRET PEER; one result a line

Prints the secret, or "error: REASON" (a bad key: length_mismatch,
scalar_out_of_range, encoding_prefix, point_not_on_curve, ...).
Exit status: 0 success, 1 an error (or ref and fast differ), 2 bad arguments.
)";

int cmd_ecdh(const Argv& args) {
  if (wants_help(args)) {
    std::cout << kEcdhHelp;
    return kOk;
  }
  Common common;
  std::optional<std::string> secret, peer;
  bool raw = false, sha = false;
  CLI::App app;
  add_common(app, common);
  app.add_option("--secret", secret);
  app.add_option("--peer", peer);
  app.add_flag("--raw", raw);
  app.add_flag("--sha256", sha);
  if (int rc = parse(app, "ecdh", args); rc != kOk) return rc;
  if (raw && sha) return usage_error("ecdh", "--raw and --sha256 exclude each other");
  const ref::Curve* Cp = curve_of("ecdh", common);
  if (Cp == nullptr) return kUsage;
  const ref::Curve& C = *Cp;
  const auto impls = implementations("ecdh", common, fast_has_ecdsa(C), kFastCurves);
  if (impls.empty()) return kUsage;
  Verb v{"ecdh", {"--secret", "--peer"}, 2, {}, {}, {}};
  v.run = [&C, raw](Impl impl, const std::vector<Bytes>& f) {
    return with_any_side(impl, C, [&](const auto& S) -> Answer {
      using Out = typename std::decay_t<decltype(S)>::EcdhOutput;
      const auto d = S.secret(f[0]);
      if (!d) return failure(d.error());
      const auto Q = S.pub(f[1]);
      if (!Q) return failure(Q.error());
      const Result<Bytes> k = ecdh(*d, *Q, raw ? Out::raw_x : Out::sha256_compressed);
      if (!k) return failure(k.error());
      return {hex(*k)};
    });
  };
  return run_verb(v, impls, common.stdin_mode, opt({secret, peer}));
}

// ---- tweak ------------------------------------------------------------------

constexpr const char* kTweakHelp = R"(usage: tandem tweak [--curve C] (--pubkey HEX | --secret HEX) --tweak HEX [--mul] [--xonly]
       tandem tweak --taproot (--pubkey XONLY | --secret HEX) [--merkle-root HEX]
       common flags: [--impl ref|fast|both] [--stdin]

Tweaks as libsecp256k1 defines them (the tweak: L octets, below n):
  --pubkey P --tweak t          P + t*G (pubkey_tweak_add); --mul: t*P
  --secret d --tweak t          d + t (seckey_tweak_add); --mul: d*t
  --xonly --pubkey P --tweak t  lift_x(P) + t*G (xonly_pubkey_tweak_add; P
                                the 32-octet x-only key, or any SEC 1 key,
                                whose x it takes): prints the x-only key and
                                the parity of y (0 even, 1 odd)
  --xonly --secret d --tweak t  the key pair's tweak (keypair_xonly_tweak_add):
                                prints the secret key, the x-only key, parity
BIP 341's taproot tweak (secp256k1): t = hash_TapTweak(P || merkle root)
(without --merkle-root: hash_TapTweak(P)):
  --taproot --pubkey P          taproot_tweak_pubkey: prints t, the output
                                x-only key Q = lift_x(P) + t*G, its parity
  --taproot --secret d          taproot_tweak_seckey: prints t and the tweaked
                                secret key (d negated first if d*G has odd y)
Public keys are printed SEC 1 compressed, secret keys as L octets.

  --stdin   one case a line: KEY TWEAK (with --taproot: KEY [MERKLE_ROOT]);
            give --secret - or --pubkey - to say which KEY is (default: pubkey)

Prints the result, or "error: REASON" (length_mismatch, scalar_out_of_range,
scalar_zero, point_at_infinity, curve_unsupported, ...). Exit status: 0
success, 1 an error (or ref and fast differ), 2 bad arguments.
)";

int cmd_tweak(const Argv& args) {
  if (wants_help(args)) {
    std::cout << kTweakHelp;
    return kOk;
  }
  Common common;
  std::optional<std::string> secret, pubkey, tweak, root;
  bool mul = false, xonly = false, taproot = false;
  CLI::App app;
  add_common(app, common);
  app.add_option("--secret", secret);
  app.add_option("--pubkey", pubkey);
  app.add_option("--tweak", tweak);
  app.add_option("--merkle-root", root);
  app.add_flag("--mul", mul);
  app.add_flag("--xonly", xonly);
  app.add_flag("--taproot", taproot);
  if (int rc = parse(app, "tweak", args); rc != kOk) return rc;
  if (static_cast<bool>(secret) == static_cast<bool>(pubkey)) return usage_error("tweak", "give --pubkey or --secret (one of them)");
  if (taproot && (tweak || mul || xonly)) return usage_error("tweak", "--taproot computes its tweak: no --tweak, --mul or --xonly");
  if (!taproot && root) return usage_error("tweak", "--merkle-root goes with --taproot");
  if (xonly && mul) return usage_error("tweak", "--xonly tweaks add (there is no x-only tweak mul)");
  const ref::Curve* Cp = curve_of("tweak", common);
  if (Cp == nullptr) return kUsage;
  const ref::Curve& C = *Cp;
  const auto impls = implementations("tweak", common, is_secp256k1(C), "fast/ has secp256k1 only");
  if (impls.empty()) return kUsage;
  const bool is_secret = static_cast<bool>(secret);
  Verb v{"tweak", {is_secret ? "--secret" : "--pubkey", taproot ? "--merkle-root" : "--tweak"}, taproot ? 1u : 2u, {}, {}, {}};
  v.run = [&C, is_secret, taproot, xonly, mul](Impl impl, const std::vector<Bytes>& f) {
    return with_side(impl, C, [&](const auto& S) -> Answer {
      const ByteView t = f[1];
      const std::optional<ByteView> merkle = f[1].empty() ? std::nullopt : std::optional<ByteView>(t);
      if (is_secret) {
        const auto d = S.secret(f[0]);
        if (!d) return failure(d.error());
        if (taproot) {
          // The tweak as taproot_tweak_seckey computes it: hash_TapTweak of
          // x(d·G) and the root, which taproot_tweak_public on that key gives.
          const auto kp = S.keypair(*d);
          if (!kp) return failure(kp.error());
          const auto pub = taproot_tweak_public(kp->xonly, merkle);
          if (!pub) return failure(pub.error());
          const auto r = taproot_tweak_secret(*d, merkle);
          if (!r) return failure(r.error());
          return {hex(pub->tweak) + " " + hex(r->reveal_bytes())};
        }
        if (xonly) {
          const auto kp = S.keypair(*d);
          if (!kp) return failure(kp.error());
          const auto r = keypair_xonly_tweak_add(*kp, t);
          if (!r) return failure(r.error());
          return {hex(r->secret.reveal_bytes()) + " " + hex(r->xonly.serialize()) + " " + parity(r->parity)};
        }
        const auto r = mul ? secret_tweak_mul(*d, t) : secret_tweak_add(*d, t);
        if (!r) return failure(r.error());
        return {hex(r->reveal_bytes())};
      }
      if (taproot || xonly) {
        // An x-only key: 32 octets as BIP 340 has it, or a SEC 1 key's x.
        using XOnly = typename std::decay_t<decltype(S)>::XOnly;
        Result<XOnly> P = Error::length_mismatch;
        if (f[0].size() == 32 || f[0].empty()) {
          P = S.xonly(f[0]);
        } else {
          const auto full = S.pub(f[0]);
          if (!full) return failure(full.error());
          const auto x = S.xonly_of(*full);
          if (!x) return failure(x.error());
          P = x->xonly;
        }
        if (!P) return failure(P.error());
        if (taproot) {
          const auto r = taproot_tweak_public(*P, merkle);
          if (!r) return failure(r.error());
          return {hex(r->tweak) + " " + hex(r->output.serialize()) + " " + parity(r->parity)};
        }
        const auto r = xonly_tweak_add(*P, t);
        if (!r) return failure(r.error());
        return {hex(r->xonly.serialize()) + " " + parity(r->parity)};
      }
      const auto P = S.pub(f[0]);
      if (!P) return failure(P.error());
      const auto r = mul ? public_tweak_mul(*P, t) : public_tweak_add(*P, t);
      if (!r) return failure(r.error());
      return {hex(r->serialize(true))};
    });
  };
  // With --stdin, "--secret -" or "--pubkey -" says what the first field is.
  const std::optional<std::string>& key = is_secret ? secret : pubkey;
  return run_verb(v, impls, common.stdin_mode, opt({key, taproot ? root : tweak}));
}

}  // namespace

int cmd_protocol(const std::string& verb, const Argv& args) {
  if (verb == "keygen") return cmd_keygen(args);
  if (verb == "sign") return cmd_sign(args);
  if (verb == "verify") return cmd_verify(args);
  if (verb == "recover") return cmd_recover(args);
  if (verb == "ecdh") return cmd_ecdh(args);
  if (verb == "tweak") return cmd_tweak(args);
  return -1;
}

}  // namespace tandem::cli

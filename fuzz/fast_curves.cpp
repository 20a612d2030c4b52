// fast/ on the standard curves other than secp256k1, one family of a per
// target (TANDEM_FUZZ_FAMILY: 0 for a = 0, 1 for a = −3, 2 for any a; the
// build makes fast_curves_a0, fast_curves_am3 and fast_curves_generic from
// this file), fast against ref, and OpenSSL where it takes the input.
// Input: [curve] ‖ [op] ‖ data. The curve byte picks one of the family's
// curves; the ops:
//   0  k·P by mul_ct and mul_var, k·G by mul_gen_ct, u1·G + u2·P by
//      mul2_var, against ref and OpenSSL (k, u1, u2 of the data, any size,
//      reduced mod n; P = j·G);
//   1  field arithmetic on two values of the data (reduced mod p): mul, sqr,
//      add, sub, negate, half, inverse, square root, against ref's field;
//   2  public-key parsing of the data's octets (the prefix and length
//      steered towards the SEC 1 forms) against ref: the same point or the
//      same error;
//   3  ECDSA verification of a signature made by ref from d and a digest of
//      the data, XORed with a mask of the data, against ref: the same
//      verdict; and a signature parse (DER, lax DER, compact) of the data's
//      octets against ref's.
// Every field result is also held to the field's contract: its stored
// words are below the modulus (a value off by m reads back right through
// to_words but breaks is_zero and equal).
//
// With TANDEM_FUZZ_PLANTED_BUG, negate is the broken twin of
// proofs/limbs/fp_twins.hpp that skips the final reduction: −0 comes out
// as m, which only a zero operand reaches (fuzz.fast_curves_planted_bug:
// the fuzzer must produce one, and the contract check must see it).
#include <array>
#include <string>
#include <vector>

#include "fuzz_support.hpp"
#include "tandem/audit/fast_values.hpp"
#include "tandem/fast/group/prime_curves.hpp"
#include "tandem/fast/protocols/prime_ecdsa.hpp"
#include "tandem/hash/digest.hpp"
#include "tandem/ref/group.hpp"
#include "tandem/ref/protocols/protocols.hpp"
#ifdef TANDEM_FUZZ_PLANTED_BUG
#include "proofs/limbs/fp_twins.hpp"
#endif

#ifndef TANDEM_FUZZ_FAMILY
#define TANDEM_FUZZ_FAMILY 1
#endif

namespace {

using namespace tandem;
using Octets = std::vector<std::uint8_t>;

constexpr spec::AKind kFamily = TANDEM_FUZZ_FAMILY == 0   ? spec::AKind::zero
                                : TANDEM_FUZZ_FAMILY == 1 ? spec::AKind::minus3
                                                          : spec::AKind::generic;

using audit::fastv::value_of;
using audit::fastv::words_of;

std::string hexs(const mpz_class& v) { return v.get_str(16); }

template <class C>
struct Run {
  const ref::Curve& R = *ref::find_curve(C::kName);
  using F = typename C::Field;
  using S = typename C::Scalar;

  S scalar(const mpz_class& k) const { return S::from_words(words_of<S::kWords>(k % R.n())); }
  oracles::IntPoint ints(const typename C::Proj& P) const {
    const typename C::Point A = fast::to_affine_var(P);
    if (A.infinity) return {0, 0, true};
    return {value_of(A.x.to_words()), value_of(A.y.to_words()), false};
  }
  static oracles::IntPoint ints(const ref::Point& P) {
    if (P.infinity) return {0, 0, true};
    return {P.x.value(), P.y.value(), false};
  }
  static std::string show(const oracles::IntPoint& P) { return P.infinity ? "O" : "(" + hexs(P.x) + ", " + hexs(P.y) + ")"; }
  void same(const oracles::IntPoint& f, const oracles::IntPoint& want, const std::string& what) const {
    if (!(f == want)) fuzz::disagree(std::string(C::kName) + " " + what + ": fast " + show(f) + ", want " + show(want));
  }

  void mults(fuzz::Input& in) const {
    const mpz_class k = in.integer(in.byte() % 80), u1 = in.integer(in.byte() % 80), j = in.integer(8) + 1;
    const ref::Point Pr = fuzz::openssl_mul_gen(R, j);
    const typename C::Point P = {F::from_words(words_of<F::kWords>(Pr.x.value())), F::from_words(words_of<F::kWords>(Pr.y.value())), false};
    const ref::Point kPr = ref::mul(R, k, Pr);
    const oracles::IntPoint kP = ints(kPr);
    same(ints(fast::mul_ct<C>(P, scalar(k))), kP, "mul_ct k = " + hexs(k));
    same(ints(fast::mul_var<C>(P, scalar(k))), kP, "mul_var k = " + hexs(k));
    const oracles::IntPoint kG = ints(ref::mul_gen(R, k));
    same(ints(fast::mul_gen_ct<C>(scalar(k))), kG, "mul_gen_ct k = " + hexs(k));
    const oracles::IntPoint* ossl = nullptr;
    const std::optional<oracles::IntPoint> o = fuzz::openssl_for(R).mul_generator(k % R.n());
    if (o) ossl = &*o;
    if (ossl != nullptr) same(ints(fast::mul_gen_ct<C>(scalar(k))), *ossl, "mul_gen_ct vs OpenSSL k = " + hexs(k));
    same(ints(fast::mul2_var<C>(scalar(u1), scalar(k), P)), ints(ref::add(R, ref::mul_gen(R, u1), kPr)),
         "mul2_var u1 = " + hexs(u1) + ", u2 = " + hexs(k));
  }

  /// −a as the field computes it, as stored words (the planted build: the
  /// twin that leaves −0 = m).
  static typename F::W negate_words(const F& a) {
#ifdef TANDEM_FUZZ_PLANTED_BUG
    using Consts = fast::detail::ConstantsOf<typename F::Descriptor>;
    return proofs::limbs::twins::negate_unreduced<fast::NativeLimbs, Consts>(a.stored_words());
#else
    return negate(a, 1).stored_words();
#endif
  }

  void field(fuzz::Input& in) const {
    const mpz_class a = in.integer(F::kBytes + 2) % R.p(), b = in.integer(F::kBytes + 2) % R.p();
    const F fa = F::from_words(words_of<F::kWords>(a)), fb = F::from_words(words_of<F::kWords>(b));
    const ref::Fe ra = R.fp().from_mpz(a), rb = R.fp().from_mpz(b);
    const auto stored_below_m = [&](const typename F::W& w, const char* op) {
      if (fast::words::cmp(w, F::modulus()) >= 0) {
        fuzz::disagree(std::string(C::kName) + " field " + op + "(" + hexs(a) + ", " + hexs(b) +
                       "): the stored words are not below the modulus");
      }
    };
    const auto check = [&](const F& got, const ref::Fe& want, const char* op) {
      stored_below_m(got.stored_words(), op);
      if (value_of(got.to_words()) != want.value()) {
        fuzz::disagree(std::string(C::kName) + " field " + op + "(" + hexs(a) + ", " + hexs(b) + "): fast " +
                       hexs(value_of(got.to_words())) + ", ref " + hexs(want.value()));
      }
    };
    check(mul(fa, fb), ra * rb, "mul");
    check(sqr(fa), ra * ra, "sqr");
    check(add(fa, fb), ra + rb, "add");
    check(sub(fa, fb), ra - rb, "sub");
    const typename F::W neg = negate_words(fa);
    stored_below_m(neg, "negate");
    check(F::from_stored_words(neg), -ra, "negate");
    check(mul_int(half(fa), 2), ra, "half");
    if (a != 0) check(mul(inverse(fa), fa), R.fp().from_int(1), "inverse");
    if (a != 0) check(inverse_var(fa), *ref::inverse(ra), "inverse_var");
    F root;
    const bool found = sqrt_var(root, fa);
    F ct_root;
    const bool ct_found = sqrt(ct_root, fa);
    const bool square = ref::sqrt(ra).has_value();
    if (found != square || ct_found != square) fuzz::disagree(std::string(C::kName) + " sqrt existence of " + hexs(a));
    if (found) check(sqr(root), ra, "sqrt_var");
    if (ct_found) check(sqr(ct_root), ra, "sqrt");
  }

  void pubkey(fuzz::Input& in) const {
    Octets b(in.remaining().begin(), in.remaining().end());
    const std::size_t L = F::kBytes;
    // Steer the length towards the SEC 1 forms: 1 + L or 1 + 2L octets.
    if (!b.empty()) {
      const std::size_t want = (b[0] & 4) != 0 ? 1 + 2 * L : 1 + L;
      if ((b[0] & 0x80) == 0) b.resize(want, 0);
      b[0] = static_cast<std::uint8_t>(b[0] & 0x0f);
    }
    const auto f = fast::curves::PublicKey<C>::parse(b);
    const auto r = ref::PublicKey::parse(R, b);
    if (f.ok() != r.ok() || (f.ok() && f.value().serialize(false) != r.value().serialize(false)) ||
        (!f.ok() && f.error() != r.error())) {
      fuzz::disagree(std::string(C::kName) + " public key parse: fast " +
                     (f.ok() ? std::string("ok") : std::string(error_name(f.error()))) + ", ref " +
                     (r.ok() ? std::string("ok") : std::string(error_name(r.error()))));
    }
  }

  void verify(fuzz::Input& in) const {
    const std::uint8_t flags = in.byte();
    const mpz_class d = in.integer(S::kBytes) % (R.n() - 1) + 1;
    const std::size_t digest_len = 1 + flags % 67;  // shorter than, as long as, longer than n
    const Octets digest = ref::to_be_bytes(in.integer(digest_len), digest_len);
    const auto rd = ref::SecretKey::parse(R, ref::to_be_bytes(d, S::kBytes)).value();
    const auto rQ = ref::derive_public_key(rd);
    const auto fQ = fast::curves::PublicKey<C>::parse(rQ.serialize(false)).value();
    const hash::Digest sha = hash::Digest::find("sha256").value();
    Octets sig = ref::ecdsa_sign(rd, digest, sha, {}, (flags & 1) != 0).value().serialize_compact();
    const auto mask = in.remaining();
    for (std::size_t i = 0; i < sig.size() && i < mask.size(); ++i) sig[i] ^= mask[i];
    const bool low_s = (flags & 2) != 0;
    const auto fs = fast::curves::EcdsaSignature<C>::parse_compact(sig);
    const auto rs = ref::EcdsaSignature::parse_compact(R, sig);
    const auto name = [](const auto& v) { return v.ok() ? std::string("ok") : std::string(error_name(v.error())); };
    if (name(fs) != name(rs)) fuzz::disagree(std::string(C::kName) + " compact parse: fast " + name(fs) + ", ref " + name(rs));
    if (fs.ok()) {
      const Verdict fv = fast::curves::ecdsa_verify(fQ, digest, fs.value(), low_s);
      const Verdict rv = ref::ecdsa_verify(rQ, digest, rs.value(), low_s);
      if (name(fv) != name(rv)) fuzz::disagree(std::string(C::kName) + " verify: fast " + name(fv) + ", ref " + name(rv));
    }
    // The mask's octets as an encoding of their own.
    const Octets raw(mask.begin(), mask.end());
    const auto fd = fast::curves::EcdsaSignature<C>::parse_der(raw);
    const auto rdr = ref::EcdsaSignature::parse_der(R, raw);
    if (name(fd) != name(rdr)) fuzz::disagree(std::string(C::kName) + " DER parse: fast " + name(fd) + ", ref " + name(rdr));
    if (fd.ok() && fd.value().serialize_compact() != rdr.value().serialize_compact()) {
      fuzz::disagree(std::string(C::kName) + " DER parse values differ");
    }
    const auto fl = fast::curves::EcdsaSignature<C>::parse_der_lax(raw);
    const auto rl = ref::EcdsaSignature::parse_der_lax(R, raw);
    if (name(fl) != name(rl)) fuzz::disagree(std::string(C::kName) + " lax DER parse: fast " + name(fl) + ", ref " + name(rl));
  }

  void operator()(fuzz::Input& in) const {
    switch (in.byte() % 4) {
      case 0: mults(in); break;
      case 1: field(in); break;
      case 2: pubkey(in); break;
      default: verify(in); break;
    }
  }
};

}  // namespace

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  fuzz::Input in(data, size);
  const std::uint8_t pick = in.byte();
  // The family's curves, in spec/'s order; the byte chooses one.
  int count = 0;
  fast::visit_all_prime_curves([&]<class C>(std::type_identity<C>) {
    if constexpr (C::kAKind == kFamily) ++count;
  });
  int index = pick % count;
  fast::visit_all_prime_curves([&]<class C>(std::type_identity<C>) {
    if constexpr (C::kAKind == kFamily) {
      if (index-- == 0) Run<C>{}(in);
    }
  });
  return 0;
}

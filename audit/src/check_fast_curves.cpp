// fast/'s rows on the standard curves other than secp256k1 (fp/,
// group/prime_curve.hpp, ecmult/prime_ecmult.hpp, protocols/prime_*.hpp):
// the field and the scalars against GMP, the multiplications against
// OpenSSL, the verifier's double multiplication against ref, and the
// protocols (keys, ECDSA, ECDH) against ref and OpenSSL, on the audit's
// edge and random scalars and points. On the curves with the endomorphism
// (secp192k1, secp224k1) the multiplications are the GLV forms, and the
// split (ecmult/prime_glv.hpp) has its own row against ref's glv_split.
#include <string>

#include "checks.hpp"
#include "tandem/audit/fast_values.hpp"
#include "tandem/fast/ecmult/prime_glv.hpp"
#include "tandem/fast/group/prime_curves.hpp"
#include "tandem/fast/protocols/prime_ecdh.hpp"
#include "tandem/fast/protocols/prime_ecdsa.hpp"
#include "tandem/fast/prime_instances.hpp"
#include "tandem/hash/digest.hpp"
#include "tandem/ref/group.hpp"
#include "tandem/ref/mult/group_ops.hpp"
#include "tandem/ref/mult/recoding/glv_split.hpp"
#include "tandem/ref/protocols/protocols.hpp"

namespace tandem::audit {

namespace {

using fastv::value_of;
using fastv::words_of;

template <class C>
struct FastCurve {
  using F = typename C::Field;
  using S = typename C::Scalar;
  const ref::Curve& R;

  S scalar(const mpz_class& k) const { return S::from_words(words_of<S::kWords>(k % R.n())); }
  F field(const mpz_class& v) const { return F::from_words(words_of<F::kWords>(v)); }
  typename C::Point point(const ref::Point& P) const {
    if (P.infinity) return C::Point::at_infinity();
    return {field(P.x.value()), field(P.y.value()), false};
  }
  static oracles::IntPoint ints(const typename C::Proj& P) {
    const typename C::Point A = fast::to_affine_var(P);
    if (A.infinity) return {0, 0, true};
    return {value_of(A.x.to_words()), value_of(A.y.to_words()), false};
  }
};

template <class C>
void rows_of(Context& ctx, std::vector<Row>& rows) {
  const ref::Curve& R = ctx.curve();
  const FastCurve<C> f{R};
  using F = typename C::Field;
  using S = typename C::Scalar;
  const std::vector<mpz_class> ks = ctx.scalars();
  const std::vector<ref::Point> pts = ctx.points(false);

  timed_row(rows, "fast", "field (fast, fp/): mul, sqr, add, sub, negate, half, inverse, sqrt", "GMP mod p", [&](Row& row) {
    const std::vector<mpz_class> vs = field_values(ctx, R.p());
    for (std::size_t i = 0; i < vs.size(); ++i) {
      const mpz_class& p = R.p();
      const mpz_class a = vs[i] % p;
      const mpz_class b = vs[(i * 7 + 1) % vs.size()] % p;
      const F fa = f.field(a), fb = f.field(b);
      const auto v = [](const F& x) { return value_of(x.to_words()); };
      mpz_class inv = 0;
      if (a != 0) mpz_invert(inv.get_mpz_t(), a.get_mpz_t(), p.get_mpz_t());
      F root;
      const bool found = sqrt_var(root, fa);
      const bool square = a == 0 || mpz_legendre(a.get_mpz_t(), p.get_mpz_t()) == 1;
      const bool ok = v(mul(fa, fb)) == a * b % p && v(sqr(fa)) == a * a % p && v(add(fa, fb)) == (a + b) % p &&
                      v(sub(fa, fb)) == ((a - b) % p + p) % p && v(negate(fa, 1)) == (p - a) % p &&
                      v(mul_int(half(fa), 2)) == a && v(inverse(fa)) == inv && v(inverse_var(fa)) == inv &&
                      found == square && (!found || v(sqr(root)) == a);
      row.record(ok, [&] { return "a = " + a.get_str(16) + ", b = " + b.get_str(16); });
    }
  });
  timed_row(rows, "fast", "scalars (fast, fp/): mul, add, negate, inverse, is_high, reduce", "GMP mod n", [&](Row& row) {
    const mpz_class& n = R.n();
    for (std::size_t i = 0; i < ks.size(); ++i) {
      const mpz_class a = ks[i] % n;
      const mpz_class b = ks[(i * 5 + 2) % ks.size()] % n;
      const S sa = f.scalar(a), sb = f.scalar(b);
      const auto v = [](const S& x) { return value_of(x.to_words()); };
      mpz_class inv = 0;
      if (a != 0) mpz_invert(inv.get_mpz_t(), a.get_mpz_t(), n.get_mpz_t());
      const std::vector<std::uint8_t> wide = ref::to_be_bytes(a * n + b, 2 * S::kBytes);
      const bool ok = v(mul(sa, sb)) == a * b % n && v(add(sa, sb)) == (a + b) % n && v(negate(sa, 1)) == (n - a) % n &&
                      v(inverse(sa)) == inv && is_high(sa) == (a > (n - 1) / 2) && v(S::reduce_bytes(wide)) == b;
      row.record(ok, [&] { return "a = " + a.get_str(16) + ", b = " + b.get_str(16); });
    }
  });
  const oracles::OpenSslGroup* ossl = ctx.openssl();
  if (ossl != nullptr) {
    timed_row(rows, "fast", C::kHasEndomorphism ? "k*P: mul_ct, GLV split + signed odd windows (fast)" : "k*P: mul_ct, signed odd windows (fast)", "OpenSSL EC_POINT_mul", [&](Row& row) {
      for (std::size_t i = 0; i < ks.size(); ++i) {
        const ref::Point& P = pts[i % pts.size()];
        const auto got = FastCurve<C>::ints(fast::mul_ct<C>(f.point(P), f.scalar(ks[i])));
        const auto want = ossl->mul(ks[i], Context::ints(P));
        row.record(want && got == *want, [&] { return "k = " + ks[i].get_str(16) + ", P = " + describe(P); });
      }
    });
    timed_row(rows, "fast", "k*G: mul_gen_ct, fixed-base signed windows (fast)", "OpenSSL EC_POINT_mul", [&](Row& row) {
      for (const mpz_class& k : ks) {
        const auto want = ossl->mul_generator(k);
        row.record(want && FastCurve<C>::ints(fast::mul_gen_ct<C>(f.scalar(k))) == *want, [&] { return "k = " + k.get_str(16); });
      }
    });
  }
  if constexpr (C::kHasEndomorphism) {
    using Glv = fast::PrimeGlv<C>;
    timed_row(rows, "fast", "GLV split (fast, prime_glv): k1 + k2*lambda = k, |k1|, |k2| within the bound", "ref glv_split", [&](Row& row) {
      const ref::RefGroup& g = ref::ref_group(R);
      const mpz_class& n = R.n();
      const auto centered = [&](const S& x) {
        const mpz_class v = value_of(x.to_words());
        return v > n / 2 ? mpz_class(v - n) : v;
      };
      for (const mpz_class& k0 : ks) {
        const mpz_class k = k0 % n;
        const auto sp = Glv::split_scalars(f.scalar(k));
        const mpz_class k1 = centered(sp.k1), k2 = centered(sp.k2);
        mpz_class back = (k1 + k2 * g.lambda()) % n;
        if (back < 0) back += n;
        const ref::GlvHalves want = ref::glv_split(k, n, g.lattice_basis());
        // The identity and the bound always; ref's very halves, or (where
        // k·b/n lies within 2^-65 of a half-integer and the two roundings
        // part) halves one lattice step ±v1 ± v2 from them.
        const bool one_step = abs(k1 - want.k1) + abs(k2 - want.k2) <= abs(g.lattice_basis().a1) + abs(g.lattice_basis().a2) +
                                                                            abs(g.lattice_basis().b1) + abs(g.lattice_basis().b2);
        const bool ok = back == k && abs(k1) <= value_of(Glv::kK1Max) && abs(k2) <= value_of(Glv::kK2Max) &&
                        ((k1 == want.k1 && k2 == want.k2) || one_step);
        row.record(ok, [&] { return "k = " + k.get_str(16) + ", k1 = " + k1.get_str(16) + ", k2 = " + k2.get_str(16); });
      }
    });
  }
  timed_row(rows, "fast", C::kHasEndomorphism ? "u1*G + u2*P: mul2_var, GLV + Strauss over 4 NAFs, Jacobian (fast)" : "u1*G + u2*P: mul2_var, Strauss over NAFs, Jacobian (fast)", "ref (affine law)", [&](Row& row) {
    for (std::size_t i = 0; i < ks.size(); ++i) {
      const mpz_class& u1 = ks[i];
      const mpz_class& u2 = ks[(i * 3 + 1) % ks.size()];
      const ref::Point& P = pts[i % pts.size()];
      const ref::Point want = ref::add(R, ref::mul_gen(R, u1), ref::mul(R, u2, P));
      const auto got = FastCurve<C>::ints(fast::mul2_var<C>(f.scalar(u1), f.scalar(u2), f.point(P)));
      row.record(got == Context::ints(want), [&] { return "u1 = " + u1.get_str(16) + ", u2 = " + u2.get_str(16); });
    }
  });
  const hash::Digest sha = hash::Digest::find("sha256").value();
  timed_row(rows, "fast", "keys, ECDSA sign/verify (RFC 6979), ECDH (fast)", "ref (same octets, same errors)", [&](Row& row) {
    for (std::size_t i = 0; i < ks.size(); ++i) {
      if (ks[i] == 0 || ks[i] >= (mpz_class(1) << (8 * S::kBytes))) continue;  // not L octets
      const std::vector<std::uint8_t> d = ref::to_be_bytes(ks[i], S::kBytes);
      const auto fd = fast::curves::SecretKey<C>::parse(d);
      const auto rd = ref::SecretKey::parse(R, d);
      if (!fd.ok() || !rd.ok()) {
        row.record(fd.ok() == rd.ok() && (fd.ok() || fd.error() == rd.error()), [&] { return "secret key " + ks[i].get_str(16); });
        continue;
      }
      const auto fQ = fast::curves::derive_public_key(fd.value());
      const auto rQ = ref::derive_public_key(rd.value());
      const std::vector<std::uint8_t> digest = ref::to_be_bytes(ks[(i + 1) % ks.size()] % R.n(), S::kBytes);
      const auto fs = fast::curves::ecdsa_sign(fd.value(), digest, sha, {}, (i & 1) != 0);
      const auto rs = ref::ecdsa_sign(rd.value(), digest, sha, {}, (i & 1) != 0);
      const auto peer = ref::derive_public_key(ref::SecretKey::parse(R, ref::to_be_bytes(ks[i] % R.n() / 2 + 1, S::kBytes)).value());
      const auto fpeer = fast::curves::PublicKey<C>::parse(peer.serialize(true));
      const bool ok = fQ.serialize(true) == rQ.serialize(true) && fs.ok() && rs.ok() &&
                      fs.value().serialize_der() == rs.value().serialize_der() &&
                      fast::curves::ecdsa_verify(fast::curves::PublicKey<C>::parse(rQ.serialize(false)).value(), digest,
                                                 fs.value(), false)
                          .ok() &&
                      fpeer.ok() &&
                      fast::curves::ecdh(fd.value(), fpeer.value(), fast::EcdhOutput::raw_x).value() ==
                          ref::ecdh(rd.value(), peer, ref::EcdhOutput::raw_x).value();
      row.record(ok, [&] { return "d = " + ks[i].get_str(16); });
    }
  });
}

}  // namespace

void check_fast_curves(Context& ctx, std::vector<Row>& rows) {
  fast::visit_prime_curve(ctx.curve().name(), [&]<class C>(std::type_identity<C>) { rows_of<C>(ctx, rows); });
}

}  // namespace tandem::audit

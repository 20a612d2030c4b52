// EC_KEY, ECDSA_do_sign/verify and ECDH_compute_key are deprecated in
// OpenSSL 3 but remain the only interface that takes a group built from
// parameters, which the small curves need.
#define OPENSSL_SUPPRESS_DEPRECATED 1

#include "tandem/oracles/openssl.hpp"

#include <openssl/bn.h>
#include <openssl/ec.h>
#include <openssl/ecdh.h>
#include <openssl/ecdsa.h>
#include <openssl/err.h>
#include <openssl/obj_mac.h>
#include <openssl/objects.h>

#include <string>

namespace tandem::oracles {

namespace {

// An owning pointer that frees with OpenSSL's own function for the type.
template <auto Free>
struct Freer {
  template <class T>
  void operator()(T* p) const {
    Free(p);
  }
};
using Bn = std::unique_ptr<BIGNUM, Freer<BN_free>>;
using Pt = std::unique_ptr<EC_POINT, Freer<EC_POINT_free>>;
using Ctx = std::unique_ptr<BN_CTX, Freer<BN_CTX_free>>;
using Key = std::unique_ptr<EC_KEY, Freer<EC_KEY_free>>;
using Sig = std::unique_ptr<ECDSA_SIG, Freer<ECDSA_SIG_free>>;

Bn to_bn(const mpz_class& v) {
  // Through hexadecimal: slow, obviously right, and sign-aware.
  BIGNUM* b = nullptr;
  const std::string hex = v.get_str(16);
  BN_hex2bn(&b, hex.c_str());
  return Bn(b);
}

mpz_class from_bn(const BIGNUM* b) {
  char* hex = BN_bn2hex(b);
  mpz_class v(hex[0] == '-' ? std::string("-") + (hex + 1) : std::string(hex), 16);
  OPENSSL_free(hex);
  return v;
}

}  // namespace

struct OpenSslGroup::Impl {
  EC_GROUP* group = nullptr;
  Ctx ctx{BN_CTX_new()};
  ~Impl() { EC_GROUP_free(group); }

  Pt point(const IntPoint& P) const {
    Pt pt(EC_POINT_new(group));
    if (!pt) return nullptr;
    if (P.infinity) {
      EC_POINT_set_to_infinity(group, pt.get());
      return pt;
    }
    const Bn x = to_bn(P.x);
    const Bn y = to_bn(P.y);
    // set_affine_coordinates refuses a point off the curve.
    if (EC_POINT_set_affine_coordinates(group, pt.get(), x.get(), y.get(), ctx.get()) != 1) {
      ERR_clear_error();
      return nullptr;
    }
    return pt;
  }

  std::optional<IntPoint> ints(const EC_POINT* pt) const {
    if (EC_POINT_is_at_infinity(group, pt) == 1) return IntPoint{0, 0, true};
    Bn x(BN_new());
    Bn y(BN_new());
    if (EC_POINT_get_affine_coordinates(group, pt, x.get(), y.get(), ctx.get()) != 1) {
      ERR_clear_error();
      return std::nullopt;
    }
    return IntPoint{from_bn(x.get()), from_bn(y.get()), false};
  }
};

OpenSslGroup::OpenSslGroup(std::unique_ptr<Impl> impl, bool named) : impl_(std::move(impl)), named_(named) {}
OpenSslGroup::~OpenSslGroup() = default;

std::unique_ptr<OpenSslGroup> OpenSslGroup::make(std::string_view short_name, const CurveInts& c) {
  auto impl = std::make_unique<Impl>();
  if (!short_name.empty()) {
    const int nid = OBJ_sn2nid(std::string(short_name).c_str());
    if (nid != NID_undef) impl->group = EC_GROUP_new_by_curve_name(nid);
  }
  const bool named = impl->group != nullptr;
  if (!named) {
    const Bn p = to_bn(c.p), a = to_bn(c.a), b = to_bn(c.b), n = to_bn(c.n), h = to_bn(c.h);
    impl->group = EC_GROUP_new_curve_GFp(p.get(), a.get(), b.get(), impl->ctx.get());
    if (impl->group == nullptr) {
      ERR_clear_error();
      return nullptr;
    }
    const Pt G = impl->point(IntPoint{c.gx, c.gy, false});
    if (!G || EC_GROUP_set_generator(impl->group, G.get(), n.get(), h.get()) != 1) {
      ERR_clear_error();
      return nullptr;
    }
  }
  return std::unique_ptr<OpenSslGroup>(new OpenSslGroup(std::move(impl), named));
}

std::optional<IntPoint> OpenSslGroup::add(const IntPoint& P, const IntPoint& Q) const {
  const Pt a = impl_->point(P), b = impl_->point(Q);
  Pt r(EC_POINT_new(impl_->group));
  if (!a || !b || !r || EC_POINT_add(impl_->group, r.get(), a.get(), b.get(), impl_->ctx.get()) != 1) {
    ERR_clear_error();
    return std::nullopt;
  }
  return impl_->ints(r.get());
}

std::optional<IntPoint> OpenSslGroup::dbl(const IntPoint& P) const {
  const Pt a = impl_->point(P);
  Pt r(EC_POINT_new(impl_->group));
  if (!a || !r || EC_POINT_dbl(impl_->group, r.get(), a.get(), impl_->ctx.get()) != 1) {
    ERR_clear_error();
    return std::nullopt;
  }
  return impl_->ints(r.get());
}

std::optional<IntPoint> OpenSslGroup::invert(const IntPoint& P) const {
  Pt a = impl_->point(P);
  if (!a || EC_POINT_invert(impl_->group, a.get(), impl_->ctx.get()) != 1) {
    ERR_clear_error();
    return std::nullopt;
  }
  return impl_->ints(a.get());
}

std::optional<IntPoint> OpenSslGroup::mul(const mpz_class& k, const IntPoint& P) const {
  const Pt a = impl_->point(P);
  const Bn kb = to_bn(k);
  Pt r(EC_POINT_new(impl_->group));
  if (!a || !r || EC_POINT_mul(impl_->group, r.get(), nullptr, a.get(), kb.get(), impl_->ctx.get()) != 1) {
    ERR_clear_error();
    return std::nullopt;
  }
  return impl_->ints(r.get());
}

std::optional<IntPoint> OpenSslGroup::mul_generator(const mpz_class& k) const {
  const Bn kb = to_bn(k);
  Pt r(EC_POINT_new(impl_->group));
  if (!r || EC_POINT_mul(impl_->group, r.get(), kb.get(), nullptr, nullptr, impl_->ctx.get()) != 1) {
    ERR_clear_error();
    return std::nullopt;
  }
  return impl_->ints(r.get());
}

std::optional<bool> OpenSslGroup::on_curve(const IntPoint& P) const {
  if (P.infinity) return true;
  // Build without set_affine_coordinates' own check, through the
  // uncompressed encoding's integers.
  Pt pt(EC_POINT_new(impl_->group));
  const Bn x = to_bn(P.x), y = to_bn(P.y);
  if (!pt) return std::nullopt;
  if (EC_POINT_set_affine_coordinates(impl_->group, pt.get(), x.get(), y.get(), impl_->ctx.get()) != 1) {
    ERR_clear_error();
    return false;
  }
  return EC_POINT_is_on_curve(impl_->group, pt.get(), impl_->ctx.get()) == 1;
}

std::optional<CurveInts> OpenSslGroup::params() const {
  Bn p(BN_new()), a(BN_new()), b(BN_new());
  if (EC_GROUP_get_curve(impl_->group, p.get(), a.get(), b.get(), impl_->ctx.get()) != 1) {
    ERR_clear_error();
    return std::nullopt;
  }
  const EC_POINT* G = EC_GROUP_get0_generator(impl_->group);
  const BIGNUM* n = EC_GROUP_get0_order(impl_->group);
  const BIGNUM* h = EC_GROUP_get0_cofactor(impl_->group);
  if (G == nullptr || n == nullptr || h == nullptr) return std::nullopt;
  const std::optional<IntPoint> g = impl_->ints(G);
  if (!g || g->infinity) return std::nullopt;
  return CurveInts{from_bn(p.get()), from_bn(a.get()), from_bn(b.get()), g->x, g->y, from_bn(n), from_bn(h)};
}

std::optional<std::vector<std::uint8_t>> OpenSslGroup::point2oct(const IntPoint& P, Form form) const {
  const Pt a = impl_->point(P);
  if (!a) return std::nullopt;
  const point_conversion_form_t f = form == Form::compressed     ? POINT_CONVERSION_COMPRESSED
                                    : form == Form::uncompressed ? POINT_CONVERSION_UNCOMPRESSED
                                                                 : POINT_CONVERSION_HYBRID;
  const std::size_t len = EC_POINT_point2oct(impl_->group, a.get(), f, nullptr, 0, impl_->ctx.get());
  if (len == 0) {
    ERR_clear_error();
    return std::nullopt;
  }
  std::vector<std::uint8_t> out(len);
  if (EC_POINT_point2oct(impl_->group, a.get(), f, out.data(), len, impl_->ctx.get()) != len) {
    ERR_clear_error();
    return std::nullopt;
  }
  return out;
}

std::optional<IntPoint> OpenSslGroup::oct2point(std::span<const std::uint8_t> octets) const {
  Pt r(EC_POINT_new(impl_->group));
  if (!r || EC_POINT_oct2point(impl_->group, r.get(), octets.data(), octets.size(), impl_->ctx.get()) != 1) {
    ERR_clear_error();
    return std::nullopt;
  }
  return impl_->ints(r.get());
}

namespace {

// An EC_KEY on `group` with public key Q and, if given, secret d.
Key make_key(const EC_GROUP* group, const EC_POINT* Q, const mpz_class* d) {
  Key key(EC_KEY_new());
  if (!key || EC_KEY_set_group(key.get(), group) != 1) return nullptr;
  if (Q != nullptr && EC_KEY_set_public_key(key.get(), Q) != 1) return nullptr;
  if (d != nullptr) {
    const Bn bd = to_bn(*d);
    if (!bd || EC_KEY_set_private_key(key.get(), bd.get()) != 1) return nullptr;
  }
  return key;
}

}  // namespace

std::optional<bool> OpenSslGroup::ecdsa_verify(const IntPoint& Q, std::span<const std::uint8_t> digest,
                                               const mpz_class& r, const mpz_class& s) const {
  const Pt q = impl_->point(Q);
  Key key = q ? make_key(impl_->group, q.get(), nullptr) : nullptr;
  if (!key || r < 0 || s < 0) {
    ERR_clear_error();
    return std::nullopt;
  }
  Sig sig(ECDSA_SIG_new());
  Bn br = to_bn(r), bs = to_bn(s);
  if (!sig || ECDSA_SIG_set0(sig.get(), br.get(), bs.get()) != 1) return std::nullopt;
  br.release();  // owned by sig now
  bs.release();
  static const std::uint8_t empty = 0;
  const int rc = ECDSA_do_verify(digest.empty() ? &empty : digest.data(), static_cast<int>(digest.size()), sig.get(),
                                 key.get());
  ERR_clear_error();
  // 1 valid, 0 invalid, −1 an error (OpenSSL reports r or s out of range so).
  if (rc < 0) return false;
  return rc == 1;
}

std::optional<OpenSslGroup::Signature> OpenSslGroup::ecdsa_sign(const mpz_class& d,
                                                                std::span<const std::uint8_t> digest) const {
  const Bn bd = to_bn(d);
  Pt Q(EC_POINT_new(impl_->group));
  if (!bd || !Q || EC_POINT_mul(impl_->group, Q.get(), bd.get(), nullptr, nullptr, impl_->ctx.get()) != 1) {
    ERR_clear_error();
    return std::nullopt;
  }
  Key key = make_key(impl_->group, Q.get(), &d);
  static const std::uint8_t empty = 0;
  Sig sig(key ? ECDSA_do_sign(digest.empty() ? &empty : digest.data(), static_cast<int>(digest.size()), key.get())
              : nullptr);
  if (!sig) {
    ERR_clear_error();
    return std::nullopt;
  }
  const BIGNUM* r = nullptr;
  const BIGNUM* s = nullptr;
  ECDSA_SIG_get0(sig.get(), &r, &s);
  return Signature{from_bn(r), from_bn(s)};
}

std::optional<std::vector<std::uint8_t>> OpenSslGroup::ecdh_raw_x(const mpz_class& d, const IntPoint& Q) const {
  const Pt q = impl_->point(Q);
  Key key = q ? make_key(impl_->group, nullptr, &d) : nullptr;
  if (!key) {
    ERR_clear_error();
    return std::nullopt;
  }
  std::vector<std::uint8_t> out(static_cast<std::size_t>((EC_GROUP_get_degree(impl_->group) + 7) / 8));
  const int len = ECDH_compute_key(out.data(), out.size(), q.get(), key.get(), nullptr);
  ERR_clear_error();
  if (len != static_cast<int>(out.size())) return std::nullopt;
  return out;
}

}  // namespace tandem::oracles

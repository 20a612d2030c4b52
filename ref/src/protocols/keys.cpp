#include "tandem/ref/protocols/keys.hpp"

#include <cstring>
#include <stdexcept>

#include "tandem/ref/encoding.hpp"

namespace tandem::ref {

Result<SecretKey> SecretKey::parse(const Curve& C, ByteView be) {
  if (be.size() != C.fn().bytes()) return Error::length_mismatch;
  Result<Fe> d = parse_scalar(C, be, /*allow_zero=*/false);
  if (!d) return d.error();
  return SecretKey(C, d.value());
}

Result<SecretKey> SecretKey::from_scalar(const Curve& C, const Fe& d) {
  if (&d.field() != &C.fn()) throw std::invalid_argument("tandem::ref::SecretKey::from_scalar: not an element of Z_n");
  if (is_zero(d)) return Error::scalar_zero;
  return SecretKey(C, d);
}

SecretKey::SecretKey(const SecretKey& other) = default;

SecretKey& SecretKey::operator=(const SecretKey& other) {
  if (this != &other) {
    wipe();
    C_ = other.C_;
    d_ = other.d_;
  }
  return *this;
}

SecretKey::~SecretKey() { wipe(); }

void SecretKey::wipe() {
  // The limbs GMP allocated for d: overwrite every one in use, then set the
  // integer to 0. The Fe is this object's own member (never a const object),
  // so writing through value() is writing to our own storage.
  mpz_ptr z = const_cast<mpz_ptr>(d_.value().get_mpz_t());
  const std::size_t used = mpz_size(z);
  if (used > 0) {
    mp_limb_t* limbs = mpz_limbs_modify(z, static_cast<mp_size_t>(used));
    volatile unsigned char* p = reinterpret_cast<volatile unsigned char*>(limbs);
    for (std::size_t i = 0; i < used * sizeof(mp_limb_t); ++i) p[i] = 0;
    mpz_limbs_finish(z, 0);
  }
}

Bytes SecretKey::reveal_bytes() const { return d_.to_bytes(); }

Result<PublicKey> PublicKey::parse(const Curve& C, ByteView sec1) {
  Result<Point> Q = parse_public_key(C, sec1);
  if (!Q) return Q.error();
  return PublicKey(C, Q.value());
}

Result<PublicKey> PublicKey::from_point(const Curve& C, const Point& Q) {
  Result<Point> V = validate_public_key(C, Q);
  if (!V) return V.error();
  return PublicKey(C, V.value());
}

Bytes PublicKey::serialize(bool compressed) const {
  return encode_point(*C_, Q_, compressed ? PointFormat::compressed : PointFormat::uncompressed);
}

PublicKey derive_public_key(const SecretKey& d) {
  // d·G ≠ O since 0 < d < n and G has order n.
  return PublicKey::from_point(d.curve(), mul_gen(d.curve(), d.scalar().value())).value();
}

bool is_secp256k1(const Curve& C) { return C.name() == "secp256k1"; }

}  // namespace tandem::ref

// Constant-time checks of fast/ on the standard curves other than secp256k1
// (fp/, group/prime_curve.hpp, ecmult/prime_ecmult.hpp,
// protocols/prime_*.hpp): for every curve, the field's and the scalars'
// constant-time operations on secret values, secret-key parsing, key
// derivation (mul_gen_ct), ECDSA signing whole (RFC 6979, mul_gen_ct, the
// constant-time inverse) and ECDH (mul_ct) run with the secret marked
// undefined and must draw no report beyond what the library declassifies
// (built with TANDEM_CTCHECK_DECLASSIFY=1). The leaky controls (ECDH by the
// variable-time multiplication, a signer with the variable-time inverse)
// must be reported, which shows the check sees this code.
#include <array>
#include <cstdint>
#include <string>

#include "ctcheck.hpp"
#include "tandem/fast/group/prime_curves.hpp"
#include "tandem/fast/protocols/prime_ecdh.hpp"
#include "tandem/fast/protocols/prime_ecdsa.hpp"

namespace {

using namespace tandem;
using ctcheck::reveal;

/// L irregular public octets below n (the top octet cleared), from a seed.
template <class C>
std::array<std::uint8_t, C::kScalarBytes> octets(std::uint64_t seed) {
  std::array<std::uint8_t, C::kScalarBytes> out{};
  for (std::size_t i = 0; i < out.size(); i += 32) {
    const auto b = ctcheck::bytes_of(seed + i);
    for (std::size_t j = 0; j < 32 && i + j < out.size(); ++j) out[i + j] = b[j];
  }
  out[0] = 0;
  return out;
}

template <class C>
fast::curves::SecretKey<C> secret_key(std::uint64_t seed) {
  fast::curves::SecretKey<C> d = fast::curves::SecretKey<C>::parse(octets<C>(seed)).value();
  ctcheck::secret(&d, sizeof d);
  return d;
}

template <class C>
fast::curves::PublicKey<C> public_key(std::uint64_t seed) {
  return fast::curves::derive_public_key(fast::curves::SecretKey<C>::parse(octets<C>(seed)).value());
}

template <class T>
void reveal_all(const T& v) {
  ctcheck::reveal_span(std::span<const std::uint8_t>(v.data(), v.size()));
}

/// The checks of one curve, named "CURVE.what".
template <class C>
void add_curve(ctcheck::Checks& checks) {
  using F = typename C::Field;
  using S = typename C::Scalar;
  const std::string name(C::kName);
  checks[name + ".field_ops"] = [] {
    const F a = ctcheck::secret_copy(F::from_words(F::from_int(7).to_words()));
    const F b = ctcheck::secret_copy(mul(C::generator().x, C::generator().y));
    F r = add(mul(a, b), sqr(sub(a, b)));
    r = add(r, half(negate(mul_int(r, 3), 1)));
    cmov(r, a, is_odd(b));
    reveal(is_zero(r));
    reveal_all(inverse(r).get_bytes());
    F root;
    const bool square = sqrt(root, r);  // the constant-time square root
    reveal(square);
    reveal_all(root.get_bytes());
  };
  checks[name + ".scalar_ops"] = [] {
    const S k = ctcheck::secret_copy(S::reduce_bytes(octets<C>(5)));
    const S t = cond_negate(mul(k, add(k, S::from_int(3))), is_high(k));
    reveal_all(inverse(t).get_bytes());
  };
  checks[name + ".seckey_parse"] = [] {
    auto b = octets<C>(2);
    ctcheck::secret(b.data(), b.size());
    reveal_all(fast::curves::SecretKey<C>::parse(b).value().reveal_bytes());
  };
  checks[name + ".derive_public_key"] = [] {
    reveal_all(fast::curves::derive_public_key(secret_key<C>(3)).serialize(true));
  };
  checks[name + ".ecdsa_sign"] = [] {
    const hash::Digest sha = hash::Digest::find("sha256").value();
    const std::array<std::uint8_t, 32> digest = ctcheck::bytes_of(9);
    const auto sig = fast::curves::ecdsa_sign(secret_key<C>(4), digest, sha, {}, true);
    reveal(sig.ok());
    reveal_all(sig.value().serialize_compact());
  };
  checks[name + ".ecdh"] = [] {
    const auto out = fast::curves::ecdh(secret_key<C>(6), public_key<C>(7), fast::EcdhOutput::raw_x);
    reveal(out.ok());
    reveal_all(out.value());
  };
}

/// ECDH by the variable-time multiplication: a leak of d.
template <class C>
void leaky_ecdh_mul_var() {
  const auto d = secret_key<C>(6);
  const auto S = fast::to_affine_var(fast::mul_var<C>(public_key<C>(7).point(), d.scalar()));
  reveal_all(S.x.get_bytes());
}

/// ECDSA's s with the variable-time inverse of the nonce: a leak of k.
template <class C>
void leaky_sign_inverse_var() {
  using S = typename C::Scalar;
  const S k = ctcheck::secret_copy(S::reduce_bytes(octets<C>(8)));
  reveal_all(inverse_var(k).get_bytes());
}

ctcheck::Checks checks() {
  ctcheck::Checks c;
  fast::visit_all_prime_curves([&]<class C>(std::type_identity<C>) { add_curve<C>(c); });
  c["P-256.leaky_ecdh_mul_var"] = leaky_ecdh_mul_var<fast::P256>;
  c["P-256.leaky_sign_inverse_var"] = leaky_sign_inverse_var<fast::P256>;
  c["brainpoolP256r1.leaky_ecdh_mul_var"] = leaky_ecdh_mul_var<fast::BrainpoolP256r1>;
  return c;
}

}  // namespace

int main(int argc, char** argv) { return tandem::ctcheck::run_driver(argc, argv, "ctcheck_fast_curves", checks()); }

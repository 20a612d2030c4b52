// fast/'s entry points on the fourteen curves of group/prime_curves.hpp,
// compiled once: the strategies (mul_ct, mul_gen_ct, mul2_var, mul_var), the
// parsers (SecretKey, PublicKey, and EcdsaSignature's range checks) and the
// protocols (derive_public_key, ecdsa_sign, ecdsa_verify, both ecdh) of
// each curve, instantiated by fast/src/prime_instances.cpp, compiled once per
// curve (the library tandem_fast_instances) and declared here `extern template`.
//
// Why: every file that called these on all fourteen curves compiled the
// whole of fast/'s arithmetic fourteen times over (a minute a file at -O3,
// a dozen such files per build). A file that includes this header and links
// tandem_fast_instances compiles none of it; the code it runs is the same
// template text, compiled once with the same flags (the library takes
// fast/'s compile definitions and architecture options as every user does).
// fast/ stays header-only for everyone else: without this header each file
// instantiates what it calls, as before.
#pragma once

#include "tandem/fast/ecmult/prime_ecmult.hpp"
#include "tandem/fast/group/prime_curves.hpp"
#include "tandem/fast/protocols/prime_ecdh.hpp"
#include "tandem/fast/protocols/prime_ecdsa.hpp"
#include "tandem/fast/protocols/prime_keys.hpp"

// TANDEM_FAST_PRIME_INSTANCES(KW, C): the entry points of curve C, each an
// explicit instantiation declaration (KW = extern) or definition (KW empty).
#define TANDEM_FAST_PRIME_INSTANCES(KW, C)                                                                          \
  KW template C::Proj tandem::fast::mul_ct<C, tandem::fast::kPrimeMulWindow>(const C::Point&, const C::Scalar&);  \
  KW template C::Proj tandem::fast::mul_gen_ct<C, tandem::fast::kPrimeGenWindow>(const C::Scalar&);               \
  KW template C::Proj tandem::fast::mul2_var<C>(const C::Scalar&, const C::Scalar&, const C::Point&);             \
  KW template C::Proj tandem::fast::mul_var<C>(const C::Point&, const C::Scalar&);                                \
  KW template tandem::Result<tandem::fast::curves::SecretKey<C>> tandem::fast::curves::SecretKey<C>::parse(       \
      tandem::fast::ByteView);                                                                                     \
  KW template tandem::Result<tandem::fast::curves::PublicKey<C>> tandem::fast::curves::PublicKey<C>::parse(       \
      tandem::fast::ByteView);                                                                                     \
  KW template tandem::Result<tandem::fast::curves::EcdsaSignature<C>>                                             \
  tandem::fast::curves::EcdsaSignature<C>::from_magnitudes(tandem::fast::ByteView, tandem::fast::ByteView);       \
  KW template tandem::fast::curves::PublicKey<C> tandem::fast::curves::derive_public_key<C>(                      \
      const tandem::fast::curves::SecretKey<C>&);                                                                  \
  KW template tandem::Result<tandem::fast::curves::EcdsaSignature<C>> tandem::fast::curves::ecdsa_sign<C>(        \
      const tandem::fast::curves::SecretKey<C>&, tandem::fast::ByteView, const tandem::hash::Digest&,             \
      tandem::fast::ByteView, bool);                                                                               \
  KW template tandem::Verdict tandem::fast::curves::ecdsa_verify<C>(                                              \
      const tandem::fast::curves::PublicKey<C>&, tandem::fast::ByteView,                                          \
      const tandem::fast::curves::EcdsaSignature<C>&, bool);                                                      \
  KW template tandem::Result<tandem::fast::Bytes> tandem::fast::curves::ecdh<C>(                                  \
      const tandem::fast::curves::SecretKey<C>&, const tandem::fast::curves::PublicKey<C>&,                       \
      tandem::fast::EcdhOutput);                                                                                   \
  KW template tandem::Result<tandem::fast::Bytes> tandem::fast::curves::ecdh<C>(                                  \
      const tandem::fast::curves::SecretKey<C>&, const tandem::fast::curves::PublicKey<C>&,                       \
      const tandem::fast::EcdhHash&)

// TANDEM_FAST_PRIME_CURVES(M, KW): M(KW, C) for every curve, in spec/'s
// order (the list of group/prime_curves.hpp; fast/CMakeLists.txt reads its
// lines to name one object per curve).
#define TANDEM_FAST_PRIME_CURVES(M, KW)           \
  M(KW, tandem::fast::Secp192k1);                 \
  M(KW, tandem::fast::Secp224k1);                 \
  M(KW, tandem::fast::P192);                      \
  M(KW, tandem::fast::P224);                      \
  M(KW, tandem::fast::P256);                      \
  M(KW, tandem::fast::P384);                      \
  M(KW, tandem::fast::P521);                      \
  M(KW, tandem::fast::BrainpoolP160r1);           \
  M(KW, tandem::fast::BrainpoolP192r1);           \
  M(KW, tandem::fast::BrainpoolP224r1);           \
  M(KW, tandem::fast::BrainpoolP256r1);           \
  M(KW, tandem::fast::BrainpoolP320r1);           \
  M(KW, tandem::fast::BrainpoolP384r1);           \
  M(KW, tandem::fast::BrainpoolP512r1)

#ifndef TANDEM_FAST_PRIME_INSTANCES_DEFINE
TANDEM_FAST_PRIME_CURVES(TANDEM_FAST_PRIME_INSTANCES, extern);
#endif

// Every fast/ protocol on secp256k1: keys, ECDSA (RFC 6979 nonces, DER and
// compact encodings, recovery), BIP 340 (x-only keys, Schnorr signatures,
// batch verification), ECDH, and the tweaks (libsecp256k1's, BIP 341's).
// docs/fast-protocols.md says what each does, on which strategy, and what
// is constant time.
#pragma once

#include "tandem/fast/protocols/bip340.hpp"
#include "tandem/fast/protocols/der.hpp"
#include "tandem/fast/protocols/ecdh.hpp"
#include "tandem/fast/protocols/ecdsa.hpp"
#include "tandem/fast/protocols/keys.hpp"
#include "tandem/fast/protocols/recovery.hpp"
#include "tandem/fast/protocols/rfc6979.hpp"
#include "tandem/fast/protocols/tweak.hpp"

// Every protocol of ref/: keys, ECDSA with its encodings, RFC 6979 nonces
// and recovery, BIP 340 Schnorr signatures, ECDH, tweaks and BIP 341.
#pragma once

#include "tandem/ref/protocols/bip340.hpp"
#include "tandem/ref/protocols/der.hpp"
#include "tandem/ref/protocols/ecdh.hpp"
#include "tandem/ref/protocols/ecdsa.hpp"
#include "tandem/ref/protocols/keys.hpp"
#include "tandem/ref/protocols/recovery.hpp"
#include "tandem/ref/protocols/rfc6979.hpp"
#include "tandem/ref/protocols/tweak.hpp"

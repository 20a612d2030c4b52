#!/usr/bin/python3
"""python-ecdsa (Debian's python3-ecdsa) on tandem check's Python kit
(check/clients/python/tandem_check.py), for
`tandem check --exec check/exec/python_ecdsa.py`.

Every operation goes through python-ecdsa's public interface: points are
read with AbstractPoint.from_bytes (all its encodings) and computed with its
PointJacobi arithmetic; ECDSA on digests through SigningKey.sign_digest
(with the nonce given, or sign_digest_deterministic for RFC 6979) and
VerifyingKey.verify_digest (raw r || s or DER); ECDSA on messages through
SigningKey.sign (the nonce given, or its own random one),
sign_deterministic and VerifyingKey.verify, each with the named hash; ECDH
through its ECDH class. This file adds only the encodings: O is written 00
(the library has no encoding for it), and a point the library cannot read,
or a verification it fails, is a reject.
"""
import hashlib
import os
import sys

import ecdsa
from ecdsa import ellipticcurve, util
from ecdsa.ecdh import ECDH

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "clients", "python"))
from tandem_check import serve  # noqa: E402 - the kit, beside this tree's check/

CURVES = {
    "secp256k1": ecdsa.SECP256k1,
    "P-192": ecdsa.NIST192p,
    "P-224": ecdsa.NIST224p,
    "P-256": ecdsa.NIST256p,
    "P-384": ecdsa.NIST384p,
    "P-521": ecdsa.NIST521p,
    "brainpoolP160r1": ecdsa.BRAINPOOLP160r1,
    "brainpoolP192r1": ecdsa.BRAINPOOLP192r1,
    "brainpoolP224r1": ecdsa.BRAINPOOLP224r1,
    "brainpoolP256r1": ecdsa.BRAINPOOLP256r1,
    "brainpoolP320r1": ecdsa.BRAINPOOLP320r1,
    "brainpoolP384r1": ecdsa.BRAINPOOLP384r1,
    "brainpoolP512r1": ecdsa.BRAINPOOLP512r1,
}
HASHES = {"SHA1": hashlib.sha1, "SHA224": hashlib.sha224, "SHA256": hashlib.sha256, "SHA384": hashlib.sha384,
          "SHA512": hashlib.sha512, "SHA3-224": hashlib.sha3_224, "SHA3-256": hashlib.sha3_256,
          "SHA3-384": hashlib.sha3_384, "SHA3-512": hashlib.sha3_512}
# k*P reduces k mod n and 0*P is O; from_bytes reads hybrid encodings;
# sign_digest/verify_digest with allow_truncate take any digest length.
POLICIES = ["scalar_reduce", "scalar_zero", "hybrid", "infinity_output", "digest_any"]


def point_in(c, b):
    if not b:
        raise ValueError("an empty point")
    x, y = ellipticcurve.AbstractPoint.from_bytes(c.curve, b)
    if not c.curve.contains_point(x, y):
        raise ValueError("not on the curve")
    return ellipticcurve.PointJacobi(c.curve, x, y, 1, c.order)


def point_out(c, P):
    if P == ellipticcurve.INFINITY or P.x() is None:
        return b"\x00"
    # The coordinates as the library returns them, reduced mod p: its
    # negation leaves y negative, which is p - y.
    p = c.curve.p()
    L = (p.bit_length() + 7) // 8
    return b"\x04" + (P.x() % p).to_bytes(L, "big") + (P.y() % p).to_bytes(L, "big")


def scalar_in(c, b):
    if len(b) != (c.order.bit_length() + 7) // 8:
        raise ValueError("a scalar of the wrong length")
    return int.from_bytes(b, "big")


def nonce_in(c, b):
    k = scalar_in(c, b)
    if not 0 < k < c.order:
        raise ValueError("a nonce outside [1, n)")
    return k


def signing_key(c, b):
    d = scalar_in(c, b)
    if not 0 < d < c.order:
        raise ValueError("a key outside [1, n)")
    return ecdsa.SigningKey.from_secret_exponent(d, curve=c)


def verifying_key(c, b):
    P = point_in(c, b)
    if P == ellipticcurve.INFINITY:
        raise ValueError("the key O")
    return ecdsa.VerifyingKey.from_public_point(P, curve=c)


def verified(call):
    try:
        return bool(call())
    except ecdsa.BadSignatureError:
        return False


def functions(c):
    rs, der = util.sigdecode_string, util.sigdecode_der
    return {
        "point_decode": lambda _, p: point_out(c, point_in(c, p)),
        "point_add": lambda _, p, q: point_out(c, point_in(c, p) + point_in(c, q)),
        "point_dbl": lambda _, p: point_out(c, point_in(c, p).double()),
        "point_neg": lambda _, p: point_out(c, -point_in(c, p)),
        "mul": lambda _, k, p: point_out(c, scalar_in(c, k) * point_in(c, p)),
        "mul_gen": lambda _, k: point_out(c, scalar_in(c, k) * c.generator),
        "mul2": lambda _, a, p, b, q: point_out(c, scalar_in(c, a) * point_in(c, p) + scalar_in(c, b) * point_in(c, q)),
        # Digest-level.
        "ecdsa_sign": lambda _, d, z, k: signing_key(c, d).sign_digest(
            z, k=nonce_in(c, k), sigencode=util.sigencode_string, allow_truncate=True),
        "ecdsa_sign_rfc6979": lambda _, d, z, h: signing_key(c, d).sign_digest_deterministic(
            z, hashfunc=HASHES[h], sigencode=util.sigencode_string, allow_truncate=True),
        "ecdsa_verify": lambda _, q, z, sig: verified(
            lambda: verifying_key(c, q).verify_digest(sig, z, sigdecode=rs, allow_truncate=True)),
        "ecdsa_verify_der": lambda _, q, z, sig: verified(
            lambda: verifying_key(c, q).verify_digest(sig, z, sigdecode=der, allow_truncate=True)),
        # Message-level: the library hashes.
        "ecdsa_sign_msg": lambda _, h, d, m, k: signing_key(c, d).sign(
            m, k=nonce_in(c, k), hashfunc=HASHES[h], sigencode=util.sigencode_string, allow_truncate=True),
        "ecdsa_sign_msg_rfc6979": lambda _, h, d, m: signing_key(c, d).sign_deterministic(
            m, hashfunc=HASHES[h], sigencode=util.sigencode_string),
        "ecdsa_sign_msg_random": lambda _, h, d, m: signing_key(c, d).sign(
            m, hashfunc=HASHES[h], sigencode=util.sigencode_string, allow_truncate=True),
        "ecdsa_verify_msg": lambda _, h, q, m, sig: verified(
            lambda: verifying_key(c, q).verify(sig, m, hashfunc=HASHES[h], sigdecode=rs, allow_truncate=True)),
        "ecdsa_verify_msg_der": lambda _, h, q, m, sig: verified(
            lambda: verifying_key(c, q).verify(sig, m, hashfunc=HASHES[h], sigdecode=der, allow_truncate=True)),
        "ecdh": lambda _, d, q: ECDH(curve=c, private_key=signing_key(c, d),
                                    public_key=verifying_key(c, q)).generate_sharedsecret_bytes(),
    }


if __name__ == "__main__":
    serve("python-ecdsa", ecdsa.__version__, {name: functions(c) for name, c in CURVES.items()},
          policies=POLICIES, hashes=list(HASHES))

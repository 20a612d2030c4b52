#!/usr/bin/python3
"""python-ecdsa (Debian's python3-ecdsa) behind the line protocol of
docs/check.md, for `tandem check --exec check/exec/python_ecdsa.py`.

Every operation goes through python-ecdsa's public interface: points are
read with AbstractPoint.from_bytes (all its encodings) and computed with its
PointJacobi arithmetic; ECDSA through SigningKey.sign_digest (with the nonce
given, or sign_digest_deterministic for RFC 6979) and VerifyingKey.verify_digest
(raw r || s or DER); ECDH through its ECDH class. The wrapper adds only the
protocol and the encodings: O is written 00 (the library has no encoding
for it), and a point the library cannot read is a reject.
"""
import hashlib
import sys

import ecdsa
from ecdsa import ellipticcurve, util
from ecdsa.ecdh import ECDH

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
OPS = ("point_decode,point_add,point_dbl,point_neg,mul,mul_gen,mul2,ecdsa_sign,ecdsa_sign_rfc6979,"
       "ecdsa_verify,ecdsa_verify_der,ecdh")
# k*P reduces k mod n and 0*P is O; from_bytes reads hybrid encodings;
# sign_digest/verify_digest with allow_truncate take any digest length.
POLICIES = "scalar_reduce,scalar_zero,hybrid,infinity_output,digest_any"
HASHES = {"SHA1": hashlib.sha1, "SHA224": hashlib.sha224, "SHA256": hashlib.sha256, "SHA384": hashlib.sha384,
          "SHA512": hashlib.sha512, "SHA3-224": hashlib.sha3_224, "SHA3-256": hashlib.sha3_256,
          "SHA3-384": hashlib.sha3_384, "SHA3-512": hashlib.sha3_512}


class Reject(Exception):
    pass


def point_in(c, b):
    if not b:
        raise Reject()
    try:
        x, y = ellipticcurve.AbstractPoint.from_bytes(c.curve, b)
    except Exception:
        raise Reject()
    if not c.curve.contains_point(x, y):
        raise Reject()
    return ellipticcurve.PointJacobi(c.curve, x, y, 1, c.order)


def point_out(c, P):
    if P == ellipticcurve.INFINITY or P.x() is None:
        return "00"
    # The coordinates as the library returns them, reduced mod p: its
    # negation leaves y negative, which is p - y.
    p = c.curve.p()
    L = (p.bit_length() + 7) // 8
    return "04" + (P.x() % p).to_bytes(L, "big").hex() + (P.y() % p).to_bytes(L, "big").hex()


def scalar_in(c, b):
    if len(b) != (c.order.bit_length() + 7) // 8:
        raise Reject()
    return int.from_bytes(b, "big")


def signing_key(c, b):
    d = scalar_in(c, b)
    if not 0 < d < c.order:
        raise Reject()
    return ecdsa.SigningKey.from_secret_exponent(d, curve=c)


def verifying_key(c, b):
    P = point_in(c, b)
    if P == ellipticcurve.INFINITY:
        raise Reject()
    return ecdsa.VerifyingKey.from_public_point(P, curve=c)


def answer(op, c, a):
    if op == "point_decode":
        return point_out(c, point_in(c, a[0]))
    if op == "point_add":
        return point_out(c, point_in(c, a[0]) + point_in(c, a[1]))
    if op == "point_dbl":
        return point_out(c, point_in(c, a[0]).double())
    if op == "point_neg":
        return point_out(c, -point_in(c, a[0]))
    if op == "mul":
        return point_out(c, scalar_in(c, a[0]) * point_in(c, a[1]))
    if op == "mul_gen":
        return point_out(c, scalar_in(c, a[0]) * c.generator)
    if op == "mul2":
        return point_out(c, scalar_in(c, a[0]) * point_in(c, a[1]) + scalar_in(c, a[2]) * point_in(c, a[3]))
    if op == "ecdsa_sign":
        key = signing_key(c, a[0])
        k = scalar_in(c, a[2])
        if not 0 < k < c.order:
            raise Reject()
        try:
            return key.sign_digest(a[1], k=k, sigencode=util.sigencode_string, allow_truncate=True).hex()
        except Exception:
            raise Reject()
    if op == "ecdsa_sign_rfc6979":
        key = signing_key(c, a[0])
        h = HASHES.get(a[2].decode())
        if h is None:
            raise Reject()
        return key.sign_digest_deterministic(a[1], hashfunc=h, sigencode=util.sigencode_string,
                                             allow_truncate=True).hex()
    if op in ("ecdsa_verify", "ecdsa_verify_der"):
        key = verifying_key(c, a[0])
        decode = util.sigdecode_string if op == "ecdsa_verify" else util.sigdecode_der
        try:
            ok = key.verify_digest(a[2], a[1], sigdecode=decode, allow_truncate=True)
        except Exception:
            raise Reject()
        if not ok:
            raise Reject()
        return "-"
    if op == "ecdh":
        e = ECDH(curve=c, private_key=signing_key(c, a[0]), public_key=verifying_key(c, a[1]))
        try:
            return e.generate_sharedsecret_bytes().hex()
        except Exception:
            raise Reject()
    return None


def main():
    out = sys.stdout
    out.write("tandem-check 1\nname python-ecdsa %s\n" % ecdsa.__version__)
    for name in CURVES:
        out.write("curve %s %s %s\n" % (name, OPS, POLICIES))
    out.write("ready\n")
    out.flush()
    for line in sys.stdin:
        t = line.split()
        reply = "unsupported"
        if len(t) >= 2 and t[1] in CURVES:
            c = CURVES[t[1]]
            args = [b"" if x == "-" else (x.encode() if t[0] == "ecdsa_sign_rfc6979" and i == 2 else bytes.fromhex(x))
                    for i, x in enumerate(t[2:])]
            try:
                v = answer(t[0], c, args)
                reply = "unsupported" if v is None else "ok " + v
            except Reject:
                reply = "reject"
            except Exception as e:  # an error of the library's: reported, not hidden
                reply = "reject %s: %s" % (type(e).__name__, str(e).replace("\n", " ")[:100])
        out.write(reply + "\n")
        out.flush()


if __name__ == "__main__":
    main()

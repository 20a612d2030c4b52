#!/usr/bin/env python3
"""The tandem command's protocol verbs, run as a user runs them.

usage: verbs_test.py TANDEM SHARED_DIR GROUP

Each check runs the command and compares its exit status and its output
with what is expected. Expected values are never typed-in outputs of
tandem: they are facts of the standards (the generator G of SEC 2, the
group order n), values computed here by other means (Python's integers and
hashlib, another tandem verb), or external vectors read from SHARED_DIR
(Wycheproof, BIP 340's CSV). GROUP is one of the functions named check_*.
"""
import csv
import hashlib
import json
import os
import subprocess
import sys
import time

T = sys.argv[1]
SHARED = sys.argv[2]
FAILS = []

# SEC 2 v2 §2.4.1: secp256k1.
P = 2 ** 256 - 2 ** 32 - 977
N = 0xFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFFEBAAEDCE6AF48A03BBFD25E8CD0364141
GX = 0x79BE667EF9DCBBAC55A06295CE870B07029BFCDB2DCE28D959F2815B16F81798
GY = 0x483ADA7726A3C4655DA4FBFC0E1108A8FD17B448A68554199C47D08FFB10D4B8
G = "02" + "%064x" % GX
G_UNC = "04" + "%064x%064x" % (GX, GY)


def h32(v):
    return "%064x" % v


def run(args, stdin=None):
    r = subprocess.run([T] + args, input=stdin, capture_output=True, text=True, timeout=300)
    return r.returncode, r.stdout, r.stderr


def check(name, args, status, out=None, stdin=None, contains=None, err=None):
    """Runs tandem ARGS; the exit status must be `status`, stdout `out`
    (exactly, without the last newline) or contain `contains`; stderr
    must contain `err` (and be one line for status 2)."""
    rc, so, se = run(args, stdin)
    problems = []
    if rc != status:
        problems.append("exit status %d, expected %d" % (rc, status))
    if out is not None and so.rstrip("\n") != out:
        problems.append("stdout %r, expected %r" % (so, out))
    if contains is not None and contains not in so:
        problems.append("stdout %r lacks %r" % (so, contains))
    if err is not None and err not in se:
        problems.append("stderr %r lacks %r" % (se, err))
    if status == 2 and se.count("\n") != 1:
        problems.append("a usage error is one line on stderr, got %r" % se)
    if problems:
        FAILS.append(name + ": " + "; ".join(problems) + " (tandem " + " ".join(args) + ")")
    return so.rstrip("\n")


def value(args, stdin=None):
    """The output of a command expected to succeed."""
    rc, so, se = run(args, stdin)
    if rc != 0:
        FAILS.append("tandem %s: exit status %d, %s" % (" ".join(args), rc, se.strip()))
    return so.rstrip("\n")


def both(name, args, status, out=None):
    """--impl both: the two answers, equal, and each `out` if given."""
    so = check(name, args + ["--impl", "both"], status)
    lines = so.split("\n")
    if len(lines) != 2 or not lines[0].startswith("ref: ") or not lines[1].startswith("fast: "):
        FAILS.append(name + ": --impl both printed %r" % so)
        return None
    r, f = lines[0][5:], lines[1][6:]
    if r != f:
        FAILS.append(name + ": ref %r, fast %r" % (r, f))
    if out is not None and r != out:
        FAILS.append(name + ": %r, expected %r" % (r, out))
    return r


def decode_point(hexstr):
    """(x, y) of a compressed or uncompressed secp256k1 point, None for O."""
    b = bytes.fromhex(hexstr)
    if b == b"\x00":
        return None
    x = int.from_bytes(b[1:33], "big")
    if b[0] == 4:
        return x, int.from_bytes(b[33:65], "big")
    y = pow((x * x * x + 7) % P, (P + 1) // 4, P)
    if (y & 1) != (b[0] & 1):
        y = P - y
    return x, y


def tagged(tag, data):
    t = hashlib.sha256(tag.encode()).digest()
    return hashlib.sha256(t + t + data).digest()


# ---- point ------------------------------------------------------------------

def check_point():
    two_g = both("point.dbl", ["point", "dbl", "--p", G], 0)
    both("point.add_self", ["point", "add", "--p", G, "--q", G], 0, two_g)
    both("point.mul_2", ["point", "mul", "--k", "02", "--p", G], 0, two_g)
    both("point.mul_g_2", ["point", "mul", "--k", "02", "--g"], 0, two_g)
    x, y = decode_point(two_g)
    if (y * y - x ** 3 - 7) % P != 0:
        FAILS.append("point.dbl: 2G is not on the curve")
    minus_g = both("point.neg", ["point", "neg", "--p", G], 0, "03" + h32(GX))
    both("point.add_inverse", ["point", "add", "--p", G, "--q", minus_g], 0, "00")
    both("point.neg_infinity", ["point", "neg", "--p", "00"], 0, "00")
    both("point.add_infinity", ["point", "add", "--p", "00", "--q", G], 0, G)
    both("point.mul_n", ["point", "mul", "--k", h32(N), "--p", G], 0, "00")
    both("point.mul_n_minus_1", ["point", "mul", "--k", h32(N - 1), "--g"], 0, minus_g)
    both("point.mul_zero", ["point", "mul", "--k", "-", "--p", G], 0, "00")
    both("point.mul_long_k", ["point", "mul", "--k", "01" + h32(N + 2), "--g"], 0,
         value(["point", "mul", "--k", h32(((1 << 256) + N + 2) % N), "--g", "--impl", "ref"]))
    three_g = both("point.mul2", ["point", "mul2", "--a", "01", "--p", G, "--b", "02", "--q", G], 0)
    both("point.mul_3", ["point", "mul", "--k", "03", "--g"], 0, three_g)
    unc = both("point.uncompressed", ["point", "mul", "--k", "03", "--g", "--uncompressed"], 0)
    if decode_point(unc) != decode_point(three_g):
        FAILS.append("point.uncompressed: %s is not %s" % (unc, three_g))
    both("point.compress", ["point", "compress", "--p", G_UNC], 0, G)
    both("point.compress_hybrid", ["point", "compress", "--p", "06" + G_UNC[2:]], 0, G)
    # Every error path: each point error, one line and status 1.
    off = "04" + h32(GX) + h32(GY + 1)
    both("point.off_curve", ["point", "dbl", "--p", off], 1, "error: point_not_on_curve")
    both("point.x_too_big", ["point", "dbl", "--p", "02" + h32(P)], 1, "error: coordinate_out_of_range")
    both("point.prefix", ["point", "dbl", "--p", "05" + h32(GX)], 1, "error: encoding_prefix")
    both("point.length", ["point", "dbl", "--p", G[:-2]], 1, "error: encoding_length")
    both("point.hybrid_parity", ["point", "dbl", "--p", "07" + G_UNC[2:]], 1, "error: hybrid_parity")
    both("point.x_not_on_curve", ["point", "neg", "--p", "02" + h32(5)], 1, "error: x_not_on_curve")
    both("point.q_invalid", ["point", "add", "--p", G, "--q", off], 1, "error: point_not_on_curve")
    # Other curves: ref; the same law.
    p256_2g = check("point.p256_dbl", ["point", "dbl", "--curve", "P-256", "--p",
                    value(["point", "mul", "--curve", "P-256", "--k", "01", "--g"])], 0)
    check("point.p256_mul", ["point", "mul", "--curve", "P-256", "--k", "02", "--g"], 0, p256_2g)
    # Bad arguments: status 2, one line.
    check("point.bad_hex", ["point", "dbl", "--p", "zz"], 2, err="malformed hex in --p")
    check("point.odd_hex", ["point", "dbl", "--p", "0"], 2, err="malformed hex")
    check("point.missing", ["point", "add", "--p", G], 2, err="--q is required")
    check("point.unknown_op", ["point", "triple", "--p", G], 2, err="unknown operation 'triple'")
    check("point.p_and_g", ["point", "mul", "--k", "01", "--g", "--p", G], 2, err="exclude each other")
    check("point.fast_p256", ["point", "dbl", "--curve", "P-256", "--impl", "fast", "--p", "00"], 2, err="secp256k1 only")
    check("point.impl", ["point", "dbl", "--impl", "slow", "--p", G], 2, err="unknown --impl 'slow'")
    check("point.curve", ["point", "dbl", "--curve", "P-257", "--p", G], 2, err="unknown curve 'P-257'")
    check("point.flag", ["point", "dbl", "--p", G, "--frob"], 2, err="unknown argument '--frob'")
    check("point.no_value", ["point", "dbl", "--p"], 2)
    check("point.help", ["point", "--help"], 0, contains="usage: tandem point add")
    # --stdin: one result a line in order; an error line in the middle is
    # its error (status 1), a malformed line "malformed: ..." (status 2).
    lines = "%s %s\n%s %s\n%s %s\n" % (G, G, G, off, G, minus_g)
    check("point.stdin", ["point", "add", "--stdin", "--impl", "both"], 1,
          "%s\nerror: point_not_on_curve\n00" % two_g, stdin=lines)
    check("point.stdin_malformed", ["point", "add", "--stdin"], 2,
          "%s\nmalformed: malformed hex in --q 'zz'\nmalformed: 1 fields, expected --p --q\n00" % two_g,
          stdin="%s %s\n%s zz\n%s\n%s %s\n" % (G, G, G, G, G, minus_g), err="3 malformed line(s)"[2:])
    check("point.stdin_g", ["point", "mul", "--g", "--stdin"], 0, "%s\n%s" % (two_g, three_g), stdin="02\n03\n")


# ---- keygen -----------------------------------------------------------------

def check_keygen():
    one = h32(1)
    both("keygen.one", ["keygen", "--secret", one], 0, one + " " + G)
    both("keygen.n", ["keygen", "--secret", h32(N)], 1, "error: scalar_out_of_range")
    both("keygen.zero", ["keygen", "--secret", h32(0)], 1, "error: scalar_zero")
    both("keygen.short", ["keygen", "--secret", "01"], 1, "error: length_mismatch")
    a = value(["keygen"]).split(" ")
    b = value(["keygen"]).split(" ")
    if len(a) != 2 or len(a[0]) != 64 or a[0] == b[0]:
        FAILS.append("keygen.random: %r then %r" % (a, b))
    elif value(["point", "mul", "--k", a[0], "--g", "--impl", "ref"]) != a[1]:
        FAILS.append("keygen.random: the public key is not d*G")
    r = check("keygen.p521", ["keygen", "--curve", "P-521"], 0).split(" ")
    if len(r[0]) != 132 or value(["point", "mul", "--curve", "P-521", "--k", r[0], "--g"]) != r[1]:
        FAILS.append("keygen.p521: %r" % r)
    # fast/ has the standard curves: ref and fast derive the same key; the
    # small curves are ref's only.
    both("keygen.p256_both", ["keygen", "--curve", "P-256", "--secret", "00" * 31 + "0b"], 0)
    both("keygen.p521_both", ["keygen", "--curve", "P-521", "--secret", "00" * 65 + "0b"], 0)
    check("keygen.fast_small_curve", ["keygen", "--curve", "k1-13", "--impl", "fast"], 2, err="not the small ones")
    so = check("keygen.stdin", ["keygen", "--stdin", "--impl", "both"], 1, stdin="%s\n-\n%s\n" % (one, h32(N)))
    lines = so.split("\n")
    if len(lines) != 3 or lines[0] != one + " " + G or len(lines[1]) != 64 + 1 + 66 or lines[2] != "error: scalar_out_of_range":
        FAILS.append("keygen.stdin: %r" % so)


# ---- sign and verify (ECDSA) -----------------------------------------------

def compact(sig):
    return int(sig[:64], 16), int(sig[64:], 16)


def check_ecdsa():
    d = h32(0xC0FFEE)
    pub = value(["keygen", "--secret", d]).split(" ")[1]
    msg = b"tandem".hex()
    sig = both("ecdsa.sign", ["sign", "--secret", d, "--msg", msg, "--hash", "sha256"], 0)
    r, s = compact(sig)
    if not (0 < r < N and 0 < s <= N // 2):
        FAILS.append("ecdsa.sign: r, s out of range or high S: %s" % sig)
    digest = hashlib.sha256(bytes.fromhex(msg)).hexdigest()
    both("ecdsa.sign_digest", ["sign", "--secret", d, "--digest", digest], 0, sig)
    both("ecdsa.verify", ["verify", "--pubkey", pub, "--msg", msg, "--hash", "sha256", "--sig", sig], 0, "valid")
    both("ecdsa.verify_digest", ["verify", "--pubkey", pub, "--digest", digest, "--sig", sig, "--p1363"], 0, "valid")
    both("ecdsa.verify_uncompressed", ["verify", "--pubkey", value(["point", "compress", "--p", pub, "--uncompressed"]),
                                       "--digest", digest, "--sig", sig], 0, "valid")
    both("ecdsa.wrong_msg", ["verify", "--pubkey", pub, "--msg", msg + "00", "--hash", "sha256", "--sig", sig], 1,
         "invalid: signature_mismatch")
    both("ecdsa.wrong_key", ["verify", "--pubkey", G, "--digest", digest, "--sig", sig], 1, "invalid: signature_mismatch")
    high = h32(r) + h32(N - s)
    both("ecdsa.high_s", ["verify", "--pubkey", pub, "--digest", digest, "--sig", high], 0, "valid")
    both("ecdsa.high_s_low_s", ["verify", "--pubkey", pub, "--digest", digest, "--sig", high, "--low-s"], 1,
         "invalid: signature_high_s")
    both("ecdsa.r_zero", ["verify", "--pubkey", pub, "--digest", digest, "--sig", h32(0) + h32(s)], 1,
         "invalid: signature_r_out_of_range")
    both("ecdsa.s_n", ["verify", "--pubkey", pub, "--digest", digest, "--sig", h32(r) + h32(N)], 1,
         "invalid: signature_s_out_of_range")
    both("ecdsa.sig_length", ["verify", "--pubkey", pub, "--digest", digest, "--sig", sig[:-2]], 1,
         "invalid: signature_encoding")
    both("ecdsa.bad_key", ["verify", "--pubkey", "05" + pub[2:], "--digest", digest, "--sig", sig], 1,
         "invalid: encoding_prefix")
    der = both("ecdsa.sign_der", ["sign", "--secret", d, "--digest", digest, "--der"], 0)
    rb, sb = r.to_bytes(32, "big").lstrip(b"\0"), s.to_bytes(32, "big").lstrip(b"\0")
    rb, sb = (b"\0" + rb if rb[0] & 0x80 else rb), (b"\0" + sb if sb[0] & 0x80 else sb)
    want = bytes([0x30, 4 + len(rb) + len(sb), 2, len(rb)]) + rb + bytes([2, len(sb)]) + sb
    if der != want.hex():
        FAILS.append("ecdsa.sign_der: %s is not the DER of %s" % (der, sig))
    both("ecdsa.verify_der", ["verify", "--pubkey", pub, "--digest", digest, "--sig", der, "--der"], 0, "valid")
    both("ecdsa.verify_lax", ["verify", "--pubkey", pub, "--digest", digest, "--sig", der, "--lax"], 0, "valid")
    # A long-form length: lax DER takes it, strict DER does not.
    long_form = "3081" + der[2:]
    both("ecdsa.lax_long_form", ["verify", "--pubkey", pub, "--digest", digest, "--sig", long_form, "--lax"], 0, "valid")
    both("ecdsa.strict_long_form", ["verify", "--pubkey", pub, "--digest", digest, "--sig", long_form, "--der"], 1,
         "invalid: signature_encoding")
    both("ecdsa.der_as_p1363", ["verify", "--pubkey", pub, "--digest", digest, "--sig", der], 1,
         "invalid: signature_encoding")
    for hname in ["sha224", "sha384", "sha512", "sha3-256", "sha3-512"]:
        sg = both("ecdsa.sign_" + hname, ["sign", "--secret", d, "--msg", msg, "--hash", hname], 0)
        both("ecdsa.verify_" + hname, ["verify", "--pubkey", pub, "--msg", msg, "--hash", hname, "--sig", sg], 0, "valid")
        hd = hashlib.new(hname.replace("-", "_"), bytes.fromhex(msg)).hexdigest()
        both("ecdsa.digest_" + hname, ["verify", "--pubkey", pub, "--digest", hd, "--sig", sg], 0, "valid")
    # An XOF hashes the message (SHAKE128: 32 octets, SHAKE256: 64) but
    # cannot key RFC 6979's HMAC: signing says so; verifying hashes.
    for hname, size in [("shake128", 32), ("shake256", 64)]:
        hd = hashlib.new(hname, bytes.fromhex(msg)).hexdigest(size)
        sg = both("ecdsa.sign_" + hname + "_digest", ["sign", "--secret", d, "--digest", hd], 0)
        both("ecdsa.verify_" + hname, ["verify", "--pubkey", pub, "--msg", msg, "--hash", hname, "--sig", sg], 0, "valid")
        both("ecdsa.sign_" + hname, ["sign", "--secret", d, "--msg", msg, "--hash", hname], 1, "error: unknown_hash")
    # --aux is RFC 6979 §3.6's extra data: another nonce, another valid signature.
    aux_sig = both("ecdsa.aux", ["sign", "--secret", d, "--digest", digest, "--aux", h32(1)], 0)
    if aux_sig == sig:
        FAILS.append("ecdsa.aux: the extra data did not change the nonce")
    both("ecdsa.aux_verify", ["verify", "--pubkey", pub, "--digest", digest, "--sig", aux_sig], 0, "valid")
    # --hash with --digest: the nonce's HMAC digest only.
    other = both("ecdsa.nonce_hash", ["sign", "--secret", d, "--digest", digest, "--hash", "sha512"], 0)
    if other == sig:
        FAILS.append("ecdsa.nonce_hash: --hash sha512 did not change RFC 6979's HMAC")
    both("ecdsa.nonce_hash_verify", ["verify", "--pubkey", pub, "--digest", digest, "--sig", other], 0, "valid")
    both("ecdsa.unknown_hash", ["sign", "--secret", d, "--msg", msg, "--hash", "nope"], 1, "error: unknown_hash")
    both("ecdsa.verify_unknown_hash", ["verify", "--pubkey", pub, "--msg", msg, "--hash", "nope", "--sig", sig], 1,
         "invalid: unknown_hash")
    both("ecdsa.bad_secret", ["sign", "--secret", h32(N), "--digest", digest], 1, "error: scalar_out_of_range")
    # --nonce (ref): r is x(k*G) mod n, computed here by tandem point.
    k = 0x1234567
    ns = check("ecdsa.nonce", ["sign", "--secret", d, "--digest", digest, "--nonce", h32(k)], 0)
    kg = decode_point(value(["point", "mul", "--k", h32(k), "--g"]))
    if compact(ns)[0] != kg[0] % N:
        FAILS.append("ecdsa.nonce: r is not x(kG)")
    check("ecdsa.nonce_verify", ["verify", "--pubkey", pub, "--digest", digest, "--sig", ns], 0, "valid")
    check("ecdsa.nonce_zero", ["sign", "--secret", d, "--digest", digest, "--nonce", h32(0)], 1, "error: nonce_unusable")
    check("ecdsa.nonce_fast", ["sign", "--secret", d, "--digest", digest, "--nonce", h32(k), "--impl", "fast"], 2,
          err="ecdsa_sign_with_nonce")
    # Other curves (ref): as RFC 6979 gives s, unless --low-s.
    pd = "%064x" % 0xC0FFEE
    ppub = value(["keygen", "--curve", "P-256", "--secret", pd]).split(" ")[1]
    pn = 0xFFFFFFFF00000000FFFFFFFFFFFFFFFFBCE6FAADA7179E84F3B9CAC2FC632551
    seen_high = False
    for i in range(8):
        m = hashlib.sha256(bytes([i])).hexdigest()
        s1 = check("ecdsa.p256_sign", ["sign", "--curve", "P-256", "--secret", pd, "--digest", m], 0)
        s2 = check("ecdsa.p256_sign_low_s", ["sign", "--curve", "P-256", "--secret", pd, "--digest", m, "--low-s"], 0)
        r1, v1 = compact(s1)
        r2, v2 = compact(s2)
        seen_high = seen_high or v1 > pn // 2
        if r1 != r2 or v2 != min(v1, pn - v1):
            FAILS.append("ecdsa.p256_low_s: %s then %s" % (s1, s2))
        check("ecdsa.p256_verify", ["verify", "--curve", "P-256", "--pubkey", ppub, "--digest", m, "--sig", s1], 0, "valid")
    if not seen_high:
        FAILS.append("ecdsa.p256: no high S among eight signatures (is s normalized?)")
    # Bad arguments.
    check("ecdsa.msg_no_hash", ["sign", "--secret", d, "--msg", msg], 2, err="--msg needs --hash")
    check("ecdsa.msg_and_digest", ["sign", "--secret", d, "--msg", msg, "--digest", digest], 2, err="give --msg")
    check("ecdsa.no_secret", ["sign", "--digest", digest], 2, err="--secret is required")
    check("ecdsa.scheme", ["sign", "--scheme", "rsa", "--secret", d, "--digest", digest], 2, err="unknown --scheme 'rsa'")
    check("ecdsa.der_p1363", ["verify", "--pubkey", pub, "--digest", digest, "--sig", sig, "--der", "--p1363"], 2,
          err="exclude each other")
    check("ecdsa.stdin_rule", ["verify", "--stdin"], 2, err="--prehashed", stdin="")
    # --stdin: valid, invalid, malformed and valid again, in order.
    lines = "%s %s %s\n%s %s %s\n%s %s\n%s %s %s\n" % (pub, digest, sig, pub, digest, high, pub, digest, pub, msg, sig)
    check("ecdsa.stdin", ["verify", "--stdin", "--prehashed", "--low-s", "--impl", "both"], 2,
          "valid\ninvalid: signature_high_s\nmalformed: 2 fields, expected --pubkey --digest --sig\ninvalid: signature_mismatch",
          stdin=lines, err="1 malformed line(s), the first line 3")
    check("ecdsa.stdin_hash", ["verify", "--stdin", "--hash", "sha256"], 0, "valid\nvalid",
          stdin="%s %s %s\n%s %s %s\n" % (pub, msg, sig, pub, msg, sig))
    check("ecdsa.stdin_sign", ["sign", "--stdin", "--hash", "sha256", "--impl", "both"], 1,
          "%s\n%s\nerror: scalar_out_of_range" % (sig, sig),
          stdin="%s %s\n%s %s -\n%s %s\n" % (d, msg, d, msg, h32(N), msg))


# ---- BIP 340 ----------------------------------------------------------------

def check_bip340():
    rows = list(csv.DictReader(open(os.path.join(SHARED, "vectors/bitcoin-bips/bip-0340/test-vectors.csv"))))
    # BIP 340's CSV through --stdin: every verification, then every signing case.
    vin, want = "", []
    for r in rows:
        vin += "%s %s %s\n" % (r["public key"], r["message"] or "-", r["signature"])
        want.append(r["verification result"] == "TRUE")
    rc, so, se = run(["verify", "--scheme", "bip340", "--stdin", "--impl", "both"], vin)
    got = so.rstrip("\n").split("\n")
    if len(got) != len(want) or rc != 1:
        FAILS.append("bip340.csv_verify: exit status %d, %d lines for %d vectors: %s" % (rc, len(got), len(want), se))
    else:
        for r, g, w in zip(rows, got, want):
            if (g == "valid") != w or not (g == "valid" or g.startswith("invalid: ")):
                FAILS.append("bip340.csv_verify: vector %s gives %r, expected %s" % (r["index"], g, w))
    sin, sigs = "", []
    for r in rows:
        if r["secret key"]:
            sin += "%s %s %s\n" % (r["secret key"], r["message"] or "-", r["aux_rand"])
            sigs.append(r["signature"].lower())
    check("bip340.csv_sign", ["sign", "--scheme", "bip340", "--stdin", "--impl", "both"], 0, "\n".join(sigs), stdin=sin)
    if len(sigs) < 4:
        FAILS.append("bip340.csv_sign: only %d signing vectors read" % len(sigs))
    d = h32(3)
    xonly = h32(decode_point(value(["point", "mul", "--k", d, "--g"]))[0])
    sig = both("bip340.sign_empty", ["sign", "--scheme", "bip340", "--secret", d, "--msg", "-"], 0)
    both("bip340.verify_empty", ["verify", "--scheme", "bip340", "--pubkey", xonly, "--msg", "-", "--sig", sig], 0, "valid")
    both("bip340.verify_other", ["verify", "--scheme", "bip340", "--pubkey", xonly, "--msg", "00", "--sig", sig], 1,
         "invalid: signature_mismatch")
    both("bip340.s_n", ["verify", "--scheme", "bip340", "--pubkey", xonly, "--msg", "-", "--sig", sig[:64] + h32(N)], 1,
         "invalid: signature_s_out_of_range")
    both("bip340.r_p", ["verify", "--scheme", "bip340", "--pubkey", xonly, "--msg", "-", "--sig", h32(P) + sig[64:]], 1,
         "invalid: signature_r_out_of_range")
    both("bip340.sig_length", ["verify", "--scheme", "bip340", "--pubkey", xonly, "--msg", "-", "--sig", sig[:-2]], 1,
         "invalid: length_mismatch")
    both("bip340.key_length", ["verify", "--scheme", "bip340", "--pubkey", G, "--msg", "-", "--sig", sig], 1,
         "invalid: length_mismatch")
    both("bip340.aux_length", ["sign", "--scheme", "bip340", "--secret", d, "--msg", "-", "--aux", "00"], 1,
         "error: length_mismatch")
    check("bip340.p256", ["sign", "--scheme", "bip340", "--curve", "P-256", "--secret", d, "--msg", "-"], 1,
          "error: curve_unsupported")
    check("bip340.digest", ["sign", "--scheme", "bip340", "--secret", d, "--digest", "00"], 2, err="BIP 340 signs")
    check("bip340.der", ["sign", "--scheme", "bip340", "--secret", d, "--msg", "00", "--der"], 2, err="ECDSA's")


# ---- recover ------------------------------------------------------------------

def check_recover():
    d = h32(0xBEEF)
    pub = value(["keygen", "--secret", d]).split(" ")[1]
    digest = hashlib.sha256(b"recover").hexdigest()
    sig = value(["sign", "--secret", d, "--digest", digest])
    found = []
    for recid in range(4):
        rc, so, se = run(["recover", "--digest", digest, "--sig", sig, "--recid", str(recid), "--impl", "both"])
        lines = so.rstrip("\n").split("\n")
        if len(lines) != 2 or lines[0][5:] != lines[1][6:]:
            FAILS.append("recover.recid%d: %r" % (recid, so))
        if rc == 0 and lines[0][5:] == pub:
            found.append(recid)
    if len(found) != 1 or found[0] > 1:
        FAILS.append("recover: the key comes back for recids %r (expected exactly one of 0, 1)" % found)
    both("recover.uncompressed", ["recover", "--digest", digest, "--sig", sig, "--recid", str(found[0] if found else 0),
                                  "--uncompressed"], 0, value(["point", "compress", "--p", pub, "--uncompressed"]))
    both("recover.recid4", ["recover", "--digest", digest, "--sig", sig, "--recid", "4"], 1, "error: recid_out_of_range")
    both("recover.r_zero", ["recover", "--digest", digest, "--sig", h32(0) + sig[64:], "--recid", "0"], 1,
         "error: signature_r_out_of_range")
    check("recover.recid_text", ["recover", "--digest", digest, "--sig", sig, "--recid", "x"], 2, err="--recid must be")
    check("recover.stdin", ["recover", "--stdin", "--prehashed"], 2,
          "%s\nerror: recid_out_of_range\nmalformed: --recid must be a small non-negative integer, not 'z'" % pub,
          stdin="%s %s %d\n%s %s 9\n%s %s z\n" % (digest, sig, found[0] if found else 0, digest, sig, digest, sig))


# ---- ecdh ---------------------------------------------------------------------

def check_ecdh():
    a, b = h32(0xA11CE), h32(0xB0B)
    pa = value(["keygen", "--secret", a]).split(" ")[1]
    pb = value(["keygen", "--secret", b]).split(" ")[1]
    k1 = both("ecdh.ab", ["ecdh", "--secret", a, "--peer", pb], 0)
    both("ecdh.ba", ["ecdh", "--secret", b, "--peer", pa, "--sha256"], 0, k1)
    shared = value(["point", "mul", "--k", a, "--p", pb])
    if hashlib.sha256(bytes.fromhex(shared)).hexdigest() != k1:
        FAILS.append("ecdh: the secret is not SHA-256 of the compressed a*B")
    both("ecdh.raw", ["ecdh", "--secret", a, "--peer", pb, "--raw"], 0, shared[2:])
    both("ecdh.bad_peer", ["ecdh", "--secret", a, "--peer", "04" + h32(GX) + h32(GY + 1)], 1, "error: point_not_on_curve")
    both("ecdh.bad_secret", ["ecdh", "--secret", h32(0), "--peer", pb], 1, "error: scalar_zero")
    check("ecdh.p256", ["ecdh", "--curve", "P-256", "--secret", a, "--peer", value(["keygen", "--curve", "P-256", "--secret", b]).split(" ")[1], "--raw"],
          0, value(["ecdh", "--curve", "P-256", "--secret", b, "--peer", value(["keygen", "--curve", "P-256", "--secret", a]).split(" ")[1], "--raw"]))
    check("ecdh.raw_sha", ["ecdh", "--secret", a, "--peer", pb, "--raw", "--sha256"], 2, err="exclude each other")
    check("ecdh.stdin", ["ecdh", "--stdin", "--impl", "both"], 1, "%s\nerror: encoding_prefix\n%s" % (k1, k1),
          stdin="%s %s\n%s 05%s\n%s %s\n" % (a, pb, a, pb[2:], b, pa))


# ---- tweak ----------------------------------------------------------------------

def check_tweak():
    d, t = 0xD00D, 0x7777
    pub = value(["keygen", "--secret", h32(d)]).split(" ")[1]
    tg = value(["point", "mul", "--k", h32(t), "--g"])
    both("tweak.pub_add", ["tweak", "--pubkey", pub, "--tweak", h32(t)], 0, value(["point", "add", "--p", pub, "--q", tg]))
    both("tweak.pub_mul", ["tweak", "--pubkey", pub, "--tweak", h32(t), "--mul"], 0,
         value(["point", "mul", "--k", h32(t), "--p", pub]))
    both("tweak.sec_add", ["tweak", "--secret", h32(d), "--tweak", h32(N - 1)], 0, h32((d + N - 1) % N))
    both("tweak.sec_mul", ["tweak", "--secret", h32(d), "--tweak", h32(t), "--mul"], 0, h32(d * t % N))
    both("tweak.sec_zero", ["tweak", "--secret", h32(d), "--tweak", h32(N - d)], 1, "error: scalar_zero")
    both("tweak.mul_zero", ["tweak", "--pubkey", pub, "--tweak", h32(0), "--mul"], 1, "error: scalar_zero")
    both("tweak.range", ["tweak", "--pubkey", pub, "--tweak", h32(N)], 1, "error: scalar_out_of_range")
    both("tweak.length", ["tweak", "--pubkey", pub, "--tweak", "01"], 1, "error: length_mismatch")
    both("tweak.infinity", ["tweak", "--pubkey", G, "--tweak", h32(N - 1)], 1, "error: point_at_infinity")
    # x-only: lift_x(P) + t*G, its x and parity.
    x = decode_point(pub)[0]
    lifted = "02" + h32(x)  # lift_x: the point with this x and even y
    q = decode_point(value(["point", "add", "--p", lifted, "--q", tg]))
    both("tweak.xonly", ["tweak", "--xonly", "--pubkey", h32(x), "--tweak", h32(t)], 0, "%s %d" % (h32(q[0]), q[1] & 1))
    both("tweak.xonly_sec1", ["tweak", "--xonly", "--pubkey", pub, "--tweak", h32(t)], 0, "%s %d" % (h32(q[0]), q[1] & 1))
    # BIP 341: t = hash_TapTweak(P [|| root]), Q = lift_x(P) + t*G.
    for root in [None, "ab" * 32]:
        data = bytes.fromhex(h32(x) + (root or ""))
        tt = int.from_bytes(tagged("TapTweak", data), "big")
        qq = decode_point(value(["point", "add", "--p", lifted, "--q", value(["point", "mul", "--k", h32(tt), "--g"])]))
        extra = ["--merkle-root", root] if root else []
        both("tweak.taproot" + ("_root" if root else ""), ["tweak", "--taproot", "--pubkey", h32(x)] + extra, 0,
             "%s %s %d" % (h32(tt), h32(qq[0]), qq[1] & 1))
        # The secret side: d negated when d*G has odd y, then + t; its x is Q's.
        y_odd = decode_point(pub)[1] & 1
        want = ((N - d if y_odd else d) + tt) % N
        both("tweak.taproot_secret" + ("_root" if root else ""), ["tweak", "--taproot", "--secret", h32(d)] + extra, 0,
             "%s %s" % (h32(tt), h32(want)))
    both("tweak.taproot_root_length", ["tweak", "--taproot", "--pubkey", h32(x), "--merkle-root", "00"], 1,
         "error: length_mismatch")
    kp = both("tweak.keypair", ["tweak", "--xonly", "--secret", h32(d), "--tweak", h32(t)], 0).split(" ")
    if len(kp) == 3 and value(["tweak", "--xonly", "--pubkey", h32(x), "--tweak", h32(t)]) != kp[1] + " " + kp[2]:
        FAILS.append("tweak.keypair: the key pair's x-only key is not the tweaked x-only key")
    check("tweak.p256_xonly", ["tweak", "--curve", "P-256", "--xonly", "--secret", h32(d), "--tweak", h32(t)], 1,
          "error: curve_unsupported")
    check("tweak.both_keys", ["tweak", "--pubkey", pub, "--secret", h32(d), "--tweak", h32(t)], 2, err="one of them")
    check("tweak.taproot_tweak", ["tweak", "--taproot", "--pubkey", h32(x), "--tweak", h32(t)], 2, err="computes its tweak")
    check("tweak.root_alone", ["tweak", "--pubkey", pub, "--tweak", h32(t), "--merkle-root", h32(1)], 2, err="--taproot")
    check("tweak.xonly_mul", ["tweak", "--xonly", "--pubkey", pub, "--tweak", h32(t), "--mul"], 2, err="no x-only tweak mul")
    check("tweak.stdin", ["tweak", "--stdin", "--secret", "-", "--impl", "both"], 1,
          "%s\nerror: scalar_zero" % h32((d + t) % N), stdin="%s %s\n%s %s\n" % (h32(d), h32(t), h32(d), h32(N - d)))


# ---- external vectors through --stdin -------------------------------------------

def wycheproof(name, curve, flags, hashname, count, impl):
    doc = json.load(open(os.path.join(SHARED, "vectors/wycheproof/testvectors_v1", name)))
    cases, want = "", []
    for g in doc["testGroups"]:
        key = g["publicKey"]["uncompressed"]
        for t in g["tests"]:
            if len(want) == count:
                break
            if t["result"] == "acceptable":
                continue  # neither verdict is wrong; the library tests say which tandem gives
            cases += "%s %s %s\n" % (key, t["msg"] or "-", t["sig"] or "-")
            want.append((t["tcId"], t["result"] == "valid"))
    rc, so, se = run(["verify", "--curve", curve, "--stdin", "--hash", hashname, "--impl", impl] + flags, cases)
    got = so.rstrip("\n").split("\n")
    if len(got) != len(want) or rc not in (0, 1):
        FAILS.append("wycheproof %s: exit status %d, %d lines for %d cases: %s" % (name, rc, len(got), len(want), se))
        return
    bad = [(i, g) for (i, w), g in zip(want, got) if (g == "valid") != w or not (g == "valid" or g.startswith("invalid: "))]
    if bad:
        FAILS.append("wycheproof %s: %d of %d verdicts differ, e.g. tcId %s: %r" % (name, len(bad), len(want), bad[0][0], bad[0][1]))


def compare_lines(name, args, stdin, want, least=4):
    """Runs a --stdin command; each output line must be its case's `want`."""
    rc, so, se = run(args, stdin)
    got = so.rstrip("\n").split("\n")
    if len(got) != len(want):
        FAILS.append("%s: exit status %d, %d lines for %d cases: %s" % (name, rc, len(got), len(want), se.strip()))
        return
    bad = [i for i, (g, w) in enumerate(zip(got, want)) if g != w]
    if bad:
        FAILS.append("%s: %d of %d lines differ, e.g. case %d: %r, expected %r" % (name, len(bad), len(want), bad[0],
                                                                                   got[bad[0]], want[bad[0]]))
    if len(want) < least:
        FAILS.append("%s: only %d cases read" % (name, len(want)))


def noble():
    doc = json.load(open(os.path.join(SHARED, "vectors/noble-curves/test/vectors/secp256k1/ecdsa.json")))
    lines, want = "", []
    for v in doc["valid"][:50]:
        lines += "%s %s\n" % (v["d"], v["m"])
        want.append(v["signature"])
    compare_lines("noble ecdsa valid", ["sign", "--stdin", "--prehashed", "--impl", "both"], lines, want)
    # RFC 6979 §3.6 extra data as libsecp256k1's ndata: 32 zero octets,
    # 00..01, n and ff..ff (tiny-secp256k1's fixtures).
    entropies = {"extraEntropy0": "00" * 32, "extraEntropy1": "00" * 31 + "01", "extraEntropyN": h32(N),
                 "extraEntropyMax": "ff" * 32}
    lines, want = "", []
    for v in doc["extraEntropy"]:
        for key, aux in entropies.items():
            lines += "%s %s %s\n" % (v["d"], v["m"], aux)
            want.append(v[key])
    compare_lines("noble ecdsa extraEntropy", ["sign", "--stdin", "--prehashed", "--impl", "both"], lines, want)


BOTAN_CURVES = {"secp192r1": "P-192", "secp224r1": "P-224", "secp256r1": "P-256", "secp384r1": "P-384",
                "secp521r1": "P-521", "brainpool256r1": "brainpoolP256r1", "brainpool384r1": "brainpoolP384r1",
                "brainpool512r1": "brainpoolP512r1"}


def botan_records(path):
    """The .vec file's records: each a dict of its keys, the section's
    name (a [group] line) and the last Group/X/Msg given carrying over."""
    section, keep, out = None, {}, []
    for line in open(path):
        line = line.strip()
        if not line or line.startswith("#"):
            continue
        if line.startswith("["):
            section = line[1:-1]
            continue
        k, v = [x.strip() for x in line.split("=", 1)]
        keep[k] = v
        if k in ("Signature", "K"):
            out.append(dict(keep, section=section))
    return out


def botan():
    data = os.path.join(SHARED, "vectors/botan/src/tests/data/pubkey")
    cases = {}
    for r in botan_records(os.path.join(data, "ecdsa_rfc6979.vec")):
        curve = BOTAN_CURVES.get(r["Group"])
        h = r["Hash"]
        if curve is None or h == "Raw":
            continue  # a curve tandem does not have, or a hash the file does not name
        prehashed = h.startswith("Raw(")
        name = (h[4:-1] if prehashed else h).lower().replace("-", "")
        key = (curve, name, prehashed)
        cases.setdefault(key, ["", []])
        L = {"P-192": 24, "P-224": 28, "P-256": 32, "P-384": 48, "P-521": 66, "brainpoolP256r1": 32,
             "brainpoolP384r1": 48, "brainpoolP512r1": 64}[curve]  # the octets of n
        x = int(r["X"], 16)
        cases[key][0] += "%0*x %s\n" % (2 * L, x, r["Msg"] or "-")
        cases[key][1].append(r["Signature"].lower())
    total = 0
    for (curve, name, prehashed), (lines, want) in sorted(cases.items()):
        args = ["sign", "--curve", curve, "--stdin", "--hash", name] + (["--prehashed"] if prehashed else [])
        rc, so, se = run(args, lines)
        got = so.rstrip("\n").split("\n")
        if got != want:
            FAILS.append("botan rfc6979 %s %s: %r, expected %r" % (curve, name, got, want))
        total += len(want)
    if total < 60:
        FAILS.append("botan rfc6979: only %d signatures read" % total)
    per_curve = {}
    for r in botan_records(os.path.join(data, "ecdh.vec")):
        curve = BOTAN_CURVES.get(r["section"])
        if curve is None:
            continue
        per_curve.setdefault(curve, ["", []])
        L = len(r["K"]) // 2
        per_curve[curve][0] += "%0*x %s\n" % (2 * L, int(r["Secret"], 16), r["CounterKey"])  # n, p: as many octets
        per_curve[curve][1].append(r["K"].lower())
    for curve, (lines, want) in sorted(per_curve.items()):
        compare_lines("botan ecdh " + curve, ["ecdh", "--curve", curve, "--raw", "--stdin"], lines, want, 2)


def check_vectors():
    n = 50
    noble()
    botan()
    wycheproof("ecdsa_secp256k1_sha256_test.json", "secp256k1", ["--der"], "sha256", n, "both")
    wycheproof("ecdsa_secp256k1_sha256_p1363_test.json", "secp256k1", ["--p1363"], "sha256", n, "both")
    wycheproof("ecdsa_secp256k1_sha256_bitcoin_test.json", "secp256k1", ["--der", "--low-s"], "sha256", n, "both")
    wycheproof("ecdsa_secp256r1_sha256_test.json", "P-256", ["--der"], "sha256", n, "both")
    wycheproof("ecdsa_secp384r1_sha384_p1363_test.json", "P-384", ["--p1363"], "sha384", n, "both")


def check_throughput():
    """Thousands of cases in one process: --stdin reads lines, no setup per
    line (the time is printed; the bound is loose, for the sanitizer tier)."""
    d = h32(0xC0FFEE)
    pub = value(["keygen", "--secret", d]).split(" ")[1]
    digest = hashlib.sha256(b"x").hexdigest()
    sig = value(["sign", "--secret", d, "--digest", digest])
    count = 5000
    start = time.time()
    rc, so, se = run(["verify", "--stdin", "--prehashed"], ("%s %s %s\n" % (pub, digest, sig)) * count)
    took = time.time() - start
    print("verify --stdin: %d cases in %.2f s" % (count, took))
    if rc != 0 or so.count("valid\n") != count:
        FAILS.append("throughput: exit status %d, %d valid lines" % (rc, so.count("valid\n")))
    if took > 60:
        FAILS.append("throughput: %d cases took %.1f s" % (count, took))


# ---- audit --json -------------------------------------------------------------

def check_audit_json():
    rc, so, se = run(["audit", "--curve", "k1-7", "--count", "2", "--json"])
    if rc != 0:
        FAILS.append("audit --json: exit status %d" % rc)
        return
    doc = json.loads(so)
    rows = doc["rows"]
    keys = {"curve", "operation", "implementation", "oracle", "cases", "agreements", "seconds", "disagreements"}
    if not rows or any(set(r) != keys for r in rows):
        FAILS.append("audit --json: rows missing or with other keys")
    if any(r["implementation"] not in ("ref", "fast") for r in rows) or not doc["clean"]:
        FAILS.append("audit --json: an implementation other than ref/fast, or not clean")
    if sum(r["cases"] for r in rows) != doc["cases"] or any(r["cases"] != r["agreements"] for r in rows):
        FAILS.append("audit --json: the cases do not add up")
    rc2, text, _ = run(["audit", "--curve", "k1-7", "--count", "2"])
    if "%d cases" % doc["cases"] not in text or text.count("\n") < len(rows):
        FAILS.append("audit --json: the table and the JSON disagree")


def main():
    group = sys.argv[3]
    globals()["check_" + group]()
    for f in FAILS:
        print("FAIL " + f)
    print("%s: %s" % (group, "every check passed" if not FAILS else "%d FAILED" % len(FAILS)))
    return 1 if FAILS else 0


if __name__ == "__main__":
    sys.exit(main())

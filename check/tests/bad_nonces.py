#!/usr/bin/python3
"""Two broken random-nonce signers on the Python kit, the controls for
tandem check's nonce stage (tests/check.cmake): python-ecdsa signing on
P-256 with SHA-256 and a nonce chosen badly --

  biased    k uniform below 2^248: every nonce's top byte is zero (the bias
            lattice attacks recover keys from), the signatures all valid;
  repeated  the same k for every message.

  usage: bad_nonces.py biased|repeated
"""
import hashlib
import os
import secrets
import sys

import ecdsa
from ecdsa import util

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "clients", "python"))
from tandem_check import serve  # noqa: E402

MODE = sys.argv[1]


def sign(curve, h, d, m):
    key = ecdsa.SigningKey.from_string(d, curve=ecdsa.NIST256p)
    k = 1 + secrets.randbelow(2 ** 248) if MODE == "biased" else 0x1234567
    return key.sign(m, k=k, hashfunc=hashlib.sha256, sigencode=util.sigencode_string)


serve("bad-nonces-" + MODE, "1", {"P-256": {"ecdsa_sign_msg_random": sign}}, hashes=["SHA256"])

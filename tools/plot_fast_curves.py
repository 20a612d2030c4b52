#!/usr/bin/env python3
"""docs/fast-curves.md's figure and table from `tandem bench --json` output.

Reads the JSON array `tandem bench --json` prints (operation, tandem_ns,
peer, peer_ns, ratio), keeps the rows CURVE/OPERATION of the curves other
than secp256k1 (bench/curves_bench.cpp), writes one data file per
operation and runs gnuplot on tools/plot_fast_curves.gp, which draws
docs/fast-curves.svg: each operation's time against the curve's field
size, tandem beside OpenSSL. Prints the table of docs/fast-curves.md in
Markdown (tandem ÷ OpenSSL per curve and operation).

    build/release/tools/tandem bench --filter '/(pubkey_create|ecdsa_sign|ecdsa_verify|ecdh)$' --json > bench.json
    tools/plot_fast_curves.py bench.json docs
"""
import os
import re
import sys
import tempfile

from plot_fast_group import gnuplot, read_rows

OPERATIONS = ["pubkey_create", "ecdsa_sign", "ecdsa_verify", "ecdh"]
# spec/'s order of the curves (fast/group/prime_curves.hpp)
CURVES = ["secp192k1", "secp224k1", "P-192", "P-224", "P-256", "P-384", "P-521",
          "brainpoolP160r1", "brainpoolP192r1", "brainpoolP224r1", "brainpoolP256r1",
          "brainpoolP320r1", "brainpoolP384r1", "brainpoolP512r1"]


def field_bits(curve):
    """The field's size in bits, which every curve here carries in its name."""
    return int(re.search(r"(\d{3})", curve).group(1))


def main(argv):
    rows = read_rows(argv, "plot_fast_curves.py")
    if rows is None:
        return 2
    table = {}
    for r in rows:
        curve, _, op = r["operation"].rpartition("/")
        if curve in CURVES and op in OPERATIONS and r["tandem_ns"] is not None:
            table[(curve, op)] = (r["tandem_ns"], r.get("peer_ns"))
    if not table:
        sys.stderr.write("plot_fast_curves.py: the JSON has no CURVE/OPERATION rows of the other curves\n")
        return 1
    with tempfile.TemporaryDirectory() as d:
        for op in OPERATIONS:
            with open(os.path.join(d, f"{op}.dat"), "w") as f:
                for curve in CURVES:
                    if (curve, op) in table:
                        ns, peer = table[(curve, op)]
                        peer_us = f"{peer / 1000:.2f}" if peer else "NaN"
                        f.write(f"{field_bits(curve)} {ns / 1000:.2f} {peer_us} {curve}\n")
        gnuplot("plot_fast_curves.gp", d, argv[2])
    print("| curve | " + " | ".join(OPERATIONS) + " |")
    print("|---|" + "---:|" * len(OPERATIONS))
    for curve in CURVES:
        cells = []
        for op in OPERATIONS:
            ns, peer = table.get((curve, op), (None, None))
            cells.append(f"{ns / peer:.2f}" if ns and peer else "—")
        print(f"| {curve} | " + " | ".join(cells) + " |")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))

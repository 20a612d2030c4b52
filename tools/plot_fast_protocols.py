#!/usr/bin/env python3
"""docs/fast-protocols.md's batch figure from `tandem bench --json` output.

Reads the JSON array `tandem bench --json` prints, takes the
schnorr_batch_verify_N rows (ns per signature of a batch of N, beside one
fast schnorr_verify), writes the plot's data and runs gnuplot on
tools/plot_fast_protocols.gp, which draws docs/fast-protocols-batch.svg;
prints the table in Markdown.

    build/release/tools/tandem bench --filter 'schnorr' --json > bench.json
    tools/plot_fast_protocols.py bench.json docs
"""
import os
import re
import sys
import tempfile

from plot_fast_group import gnuplot, read_rows


def main(argv):
    rows = read_rows(argv, "plot_fast_protocols.py")
    if rows is None:
        return 2
    batch = []
    for r in rows:
        m = re.fullmatch(r"schnorr_batch_verify_(\d+)", r["operation"])
        if m and r["tandem_ns"] is not None and r["peer_ns"]:
            batch.append((int(m.group(1)), r["tandem_ns"], r["peer_ns"]))
    batch.sort()
    if not batch:
        sys.stderr.write("plot_fast_protocols.py: the JSON has no schnorr_batch_verify_N rows with their peer\n")
        return 1
    with tempfile.TemporaryDirectory() as d:
        with open(os.path.join(d, "batch.dat"), "w") as f:
            for n, ns, one in batch:
                f.write(f"{n} {ns:.1f} {ns / one:.4f}\n")
        gnuplot("plot_fast_protocols.gp", d, argv[2])
    print("| N | ns per signature | one schnorr_verify, ns | ratio |")
    print("|---:|---:|---:|---:|")
    for n, ns, one in batch:
        print(f"| {n} | {ns:.0f} | {one:.0f} | {ns / one:.2f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))

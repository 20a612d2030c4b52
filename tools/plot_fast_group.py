#!/usr/bin/env python3
"""docs/fast-group.md's figures from `tandem bench --json` output.

Reads the JSON array `tandem bench --json` prints (operation, tandem_ns,
peer, peer_ns, ratio), writes the plots' data files and runs gnuplot on
tools/plot_fast_group.gp, which draws docs/fast-group-multi.svg (per-point
cost of ecmult_multi against N) and docs/fast-group-gen-var.svg
(ecmult_gen_var's time against its table's size); prints the tables of
docs/fast-group.md in Markdown.

    build/release/tools/tandem bench --json > bench.json
    tools/plot_fast_group.py bench.json docs
"""
import json
import os
import re
import subprocess
import sys
import tempfile


def read_rows(argv, program):
    """The JSON rows of argv[1], or None after a usage message."""
    if len(argv) != 3:
        sys.stderr.write(f"usage: {program} BENCH_JSON OUT_DIR\n")
        return None
    with open(argv[1]) as f:
        return json.load(f)


def gnuplot(script_name, datadir, outdir):
    """Runs tools/<script_name> on the data files in datadir."""
    script = os.path.join(os.path.dirname(os.path.abspath(__file__)), script_name)
    subprocess.run(["gnuplot", "-e", f"datadir='{datadir}'; outdir='{outdir}'", script], check=True)


def main(argv):
    rows = read_rows(argv, "plot_fast_group.py")
    if rows is None:
        return 2
    ops = {r["operation"]: r for r in rows}
    ecmult = ops.get("ecmult", {}).get("tandem_ns")

    multi = []
    for op, r in ops.items():
        m = re.fullmatch(r"ecmult_multi/(\d+)", op)
        if m and r["tandem_ns"] is not None:
            multi.append((int(m.group(1)), r["tandem_ns"]))
    multi.sort()
    gen_var = []
    for op, r in ops.items():
        m = re.fullmatch(r"ecmult_gen_var/w(\d+)_(\d+)KiB", op)
        if m and r["tandem_ns"] is not None:
            gen_var.append((int(m.group(2)), r["tandem_ns"], int(m.group(1))))
    gen_var.sort()
    if not multi or not gen_var or ecmult is None:
        sys.stderr.write("plot_fast_group.py: the JSON lacks ecmult, ecmult_multi/N or ecmult_gen_var/w* rows\n")
        return 1

    with tempfile.TemporaryDirectory() as d:
        with open(os.path.join(d, "multi.dat"), "w") as f:
            for n, ns in multi:
                f.write(f"{n} {ns:.1f} {ns / ecmult:.4f}\n")
        with open(os.path.join(d, "gen_var.dat"), "w") as f:
            for kib, ns, w in gen_var:
                f.write(f"{kib} {ns:.1f} {w}\n")
        gnuplot("plot_fast_group.gp", d, argv[2])

    print("| N | ns per point | per point / one ecmult |")
    print("|---:|---:|---:|")
    for n, ns in multi:
        print(f"| {n} | {ns:.0f} | {ns / ecmult:.3f} |")
    print()
    print("| window | table | ns per k·G |")
    print("|---:|---:|---:|")
    for kib, ns, w in gen_var:
        size = f"{kib} KiB" if kib < 1024 else f"{kib / 1024:.2f} MiB"
        print(f"| {w} | {size} | {ns:.0f} |")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))

#!/usr/bin/env python3
"""README's commands, run as a reader would run them.

Every line of README.md's code blocks that starts with `./tandem` must name
a verb the command has (tools/tandem/verbs.tsv, `curves`, and the
launcher's `test` and `mutants`), and runs through the built command with
README's own arguments; its exit status must be 0 and its output what
README says it prints. Three run with `--help` only, each for a reason
given in LONG below; `bench` runs with one short repetition added.

usage: readme_test.py SOURCE_DIR TANDEM_BINARY SHARED_DIR
"""
import csv
import os
import re
import shlex
import subprocess
import sys

SRC, TANDEM, SHARED = sys.argv[1:4]
FAILS = []

# Commands README shows that take too long for a test, or build trees of
# their own: run with --help, which still checks that the verb exists and
# answers. What covers them instead is named.
LONG = {
    "test": "the suite itself (CI runs it)",
    "mutants": "builds a scratch tree per planted bug (tests/mutants.cmake checks the catalogue)",
    "prove": "minutes of proofs (cli.prove and LimbProofs.* run them)",
}


def readme_commands():
    text = open(os.path.join(SRC, "README.md"), encoding="utf-8").read()
    out = []
    for block in re.findall(r"```[a-z]*\n(.*?)```", text, re.S):
        for line in block.splitlines():
            if line.startswith("./tandem"):
                out.append(shlex.split(line, comments=True)[1:])
    return out


def known_verbs():
    verbs = {"curves", "test", "mutants"}
    for line in open(os.path.join(SRC, "tools/tandem/verbs.tsv"), encoding="utf-8"):
        if line[:1].isalpha():
            verbs.add(line.split("\t")[0])
    return verbs


def run(argv, timeout=600):
    p = subprocess.run(argv, capture_output=True, text=True, timeout=timeout)
    return p.returncode, p.stdout, p.stderr


def bip340_signature(secret, msg, aux):
    path = os.path.join(SHARED, "vectors/bitcoin-bips/bip-0340/test-vectors.csv")
    for r in csv.DictReader(open(path)):
        if (r["secret key"].lower(), r["message"].lower(), r["aux_rand"].lower()) == (secret, msg, aux):
            return r["signature"].lower()
    return None


def check(args):
    verb = args[0]
    name = " ".join(args)
    if verb in LONG:
        argv = [os.path.join(SRC, "tandem"), verb, "--help"] if verb in ("test", "mutants") else [TANDEM, verb, "--help"]
        rc, so, se = run(argv)
        text = so + se
        if rc != 0 or ("usage" not in text.lower() and "./tandem " + verb not in text):
            FAILS.append("%s --help: exit status %d: %s" % (verb, rc, (so + se)[-300:]))
        return
    if verb == "bench":
        args = args + ["--repetitions", "1", "--min-time", "0.001"]
    rc, so, se = run([TANDEM] + args)
    if rc != 0:
        FAILS.append("%s: exit status %d: %s" % (name, rc, se[-300:]))
        return
    expect = {
        "audit": r"^all agree: \d+ curves",
        "census": r"madd_8m3s",
        "curves": r"^secp256k1 +256 ",
        "trace": r"->  150P",
        "bench": r"ecmult",
    }
    if verb in expect and not re.search(expect[verb], so, re.M):
        FAILS.append("%s: the output lacks /%s/: %s" % (name, expect[verb], so[-300:]))
    if verb == "sign":
        flag = dict(zip(args[1::2], args[2::2]))
        want = bip340_signature(flag["--secret"], flag["--msg"], flag["--aux"])
        if want is None:
            FAILS.append("sign: README's example is not a BIP 340 test vector")
        elif so.split()[0].lower() != want:
            FAILS.append("sign: %s, BIP 340's vector says %s" % (so.strip(), want))


def main():
    commands = readme_commands()
    verbs = known_verbs()
    if len(commands) < 5:
        FAILS.append("README shows %d commands; expected the two and the others" % len(commands))
    for required in (["audit"], ["test"]):
        if required not in commands:
            FAILS.append("README does not show ./tandem %s" % required[0])
    for args in commands:
        if not args or args[0] not in verbs:
            FAILS.append("README shows ./tandem %s: no such verb" % " ".join(args))
            continue
        check(args)
    for f in FAILS:
        print("FAIL " + f)
    if FAILS:
        return 1
    print("readme: every check passed (%d commands)" % len(commands))
    return 0


sys.exit(main())

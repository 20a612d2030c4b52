#!/usr/bin/env python3
"""Planted bugs: runs the mutant catalogue (mutants/) against tandem's checks.

  ./tandem mutants [--only NAME]... [--list] [--fuzz] [--all-checks]
  ./tandem mutants --check        the catalogue test (mutants.catalogue)
  ./tandem mutants --write-doc    docs/mutants.md from the recorded results

Each mutant is a patch (mutants/NAME.patch) with a row in
mutants/catalogue.tsv. The patch is applied to a scratch copy of the
committed tree (build/mutants/src, refreshed from `git archive HEAD` before
every run, so a mutant left there by an interrupted run is undone too); the
project's own files are never written. The scratch tree has one release
build (ccache as compiler launcher when installed), reused from mutant to
mutant: reverting a patch costs nothing until the next build, which
recompiles only what the two patches touched.

The build is never of the whole tree up front: the mutant's targets are
built one at a time, likeliest and cheapest first, and each one's checks
run as soon as it is built (see "targets" below for the three tiers: the
area's targets, the other executables linking the patched library, then
`all` and the audit). A target's checks are its ctest tests (unit,
property, exhaustive, differential tests, the fuzz corpora's replay, the
constant-time checks under valgrind); the tandem binary's are `tandem
prove` and the CLI tests. After two checks have caught a mutant the rest
are skipped ("early stop", unless --all-checks). A mutant caught by exactly
one check after every tier ran is "thin". With --fuzz, the fuzz preset is
built in the scratch tree too (after `all`) and each changed libFuzzer
target runs for a few seconds.

Results are kept per mutant in build/mutants/results/NAME.json, keyed by
the patch's hash and the source tree's (the committed tree without
mutants/ and docs/), so a rerun resumes where it stopped. A result from an
older tree is kept (docs/mutants.md says so) until --refresh reruns it; a
changed patch always reruns.
"""
from __future__ import annotations

import argparse
import functools
import hashlib
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tarfile
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CATALOGUE = ROOT / "mutants" / "catalogue.tsv"
DOC = ROOT / "docs" / "mutants.md"
WORK = ROOT / "build" / "mutants"
SRC = WORK / "src"
BUILD = SRC / "build" / "release"
FUZZ_BUILD = SRC / "build" / "fuzz"
RESULTS = WORK / "results"

# The kinds of bug issue 15 names; the catalogue must hold each.
REQUIRED_KINDS = {
    "dropped-carry": "a dropped carry",
    "wrong-magnitude-bound": "a wrong magnitude bound",
    "skipped-normalization": "a skipped normalization",
    "off-by-one-window": "an off-by-one window",
    "off-by-one-table-index": "an off-by-one table index",
    "wrong-recoding-sign": "a wrong sign in a recoding",
    "missing-exceptional-case": "a missing exceptional case",
    "wrong-glv-constant": "a wrong GLV constant",
    "wrong-table-entry": "a wrong table entry",
    "missing-low-s-check": "a missing low-S check",
    "missing-range-check": "a missing range check",
    "der-non-minimal-length": "a DER parser accepting a non-minimal length",
    "non-ct-select": "a non-constant-time select (a branch on a secret bit)",
    "secret-indexed-load": "a secret-indexed table load",
    "normalizes-to-zero-top-limb": "normalizes_to_zero ignoring its top limb",
    "is-high-off-by-one": "is_high off by one at (n+1)/2",
    "hybrid-wrong-parity": "a hybrid prefix accepted with the wrong parity",
    "wrong-wnaf-digit": "a wrong wNAF digit",
    "glv-rounding": "a GLV rounding error",
}
MIN_MUTANTS = 40
EARLY_STOP = 2
TEST_TIMEOUT = 300  # seconds per ctest test: a mutant that loops is caught by the timeout
CLI_TIMEOUT = 1800  # tandem prove / tandem audit


@dataclass
class Mutant:
    name: str
    area: str
    kind: str
    what: str
    closed_by: str = ""

    @property
    def patch(self) -> Path:
        return ROOT / "mutants" / f"{self.name}.patch"


def read_catalogue() -> list[Mutant]:
    rows = []
    for line in CATALOGUE.read_text().splitlines():
        if not line.strip() or line.startswith("#"):
            continue
        cells = line.split("\t")
        if len(cells) not in (4, 5):
            raise SystemExit(f"mutants: {CATALOGUE}: a row needs 4 or 5 tab-separated cells: {line!r}")
        rows.append(Mutant(*cells))
    return rows


def run(cmd, cwd=None, timeout=None, env=None, log=None) -> tuple[int, float, str]:
    """Runs cmd (niced: the machine is shared) in a process group of its own,
    which a timeout or an interrupt ends whole; returns (status, seconds,
    output tail)."""
    t0 = time.monotonic()
    p = subprocess.Popen(["nice", "-n", "10", *cmd], cwd=cwd, env=env, stdout=subprocess.PIPE,
                         stderr=subprocess.STDOUT, text=True, errors="replace", start_new_session=True)
    try:
        out, _ = p.communicate(timeout=timeout)
        status = p.returncode
    except subprocess.TimeoutExpired:
        os.killpg(p.pid, signal.SIGKILL)
        out, _ = p.communicate()
        status, out = 124, out + f"\n(timed out after {timeout} s)"
    except BaseException:
        os.killpg(p.pid, signal.SIGKILL)
        p.wait()
        raise
    if log is not None:
        log.write_text(out)
    return status, time.monotonic() - t0, out[-4000:]


# ---------------------------------------------------------------- the tree

def git(*args: str) -> str:
    return subprocess.run(["git", "-C", str(ROOT), *args], check=True, capture_output=True, text=True).stdout


def source_id() -> str:
    """The committed tree without the catalogue and docs: the results' key."""
    listing = git("ls-tree", "-r", "HEAD")
    keep = [l for l in listing.splitlines()
            if not re.search(r"\t(mutants/|docs/|tools/mutants\.py$|tests/mutants\.cmake$|README\.md$|SECURITY\.md$)", l)]
    return hashlib.sha256("\n".join(keep).encode()).hexdigest()[:16]


def sync_scratch() -> None:
    """Makes build/mutants/src the committed tree, writing only files that
    differ (unchanged files keep their times, so the build stays warm)."""
    SRC.mkdir(parents=True, exist_ok=True)
    with tempfile.TemporaryDirectory(dir=WORK) as tmp:
        archive = Path(tmp) / "head.tar"
        subprocess.run(["git", "-C", str(ROOT), "archive", "-o", str(archive), "HEAD"], check=True)
        fresh = Path(tmp) / "tree"
        with tarfile.open(archive) as t:
            t.extractall(fresh)
        wanted = set()
        for p in fresh.rglob("*"):
            if p.is_dir():
                continue
            rel = p.relative_to(fresh)
            wanted.add(rel)
            dst = SRC / rel
            if not dst.exists() or dst.read_bytes() != p.read_bytes():
                dst.parent.mkdir(parents=True, exist_ok=True)
                shutil.copy2(p, dst)
                os.utime(dst)  # newer than any object built from the old text
        for p in SRC.rglob("*"):
            rel = p.relative_to(SRC)
            if rel.parts[0] == "build" or p.is_dir():
                continue
            if rel not in wanted:
                p.unlink()


def configure() -> None:
    cache = BUILD / "CMakeCache.txt"
    if cache.exists() and "TANDEM_SHARED_DIR:PATH=" + str((ROOT / ".." / "shared").resolve()) in cache.read_text():
        return
    # The external vectors are found beside the project, not beside the copy.
    shared = (ROOT / ".." / "shared").resolve()
    args = ["cmake", "--preset", "release", "-DTANDEM_FULL_TESTS=OFF", "-DTANDEM_BUILD_BENCH=OFF",
            f"-DTANDEM_SHARED_DIR={shared}"]
    if shutil.which("ccache"):
        args.append("-DCMAKE_CXX_COMPILER_LAUNCHER=ccache")
    status, _, out = run(args, cwd=SRC)
    if status != 0:
        raise SystemExit(f"mutants: configuring the scratch tree failed:\n{out}")


# ---------------------------------------------------------------- targets
#
# A mutant is checked one CMake target at a time, likeliest and cheapest
# first: building the whole tree per mutant costs 10-25 minutes on a small
# machine, one test executable a minute or two (ccache keeps the objects a
# patch does not touch). Three tiers, each entered only while fewer than
# EARLY_STOP checks have caught the mutant:
#   1. the area's targets (AREA_TARGETS; the valgrind checks first for a
#      leak, CT_TARGETS), in the table's order;
#   2. every other executable that links the patched library (read from
#      CMake's dependency graph of the scratch build), the tandem binary
#      (the largest build) and the valgrind checks (the slowest) last;
#   3. `all`, and whatever check is still left (the audit).

# Catalogue area (a regex on the area column, first match wins) -> targets,
# likeliest first; the later ones are where a mutant caught once is most
# likely caught again, tried before the whole library's dependants.
AREA_TARGETS: list[tuple[str, list[str]]] = [
    (r"^fast/field", ["fast_field_test", "unit_limb_proofs_test", "fast_verify_test", "fast_formulas_test"]),
    (r"^fast/scalar", ["fast_scalar_test", "unit_limb_proofs_test", "fast_var_exhaustive_test", "protocols_fast_test"]),
    (r"^fast/strategies \(GLV\)", ["fast_scalar_test", "unit_limb_proofs_test", "fast_var_exhaustive_test",
                                   "fast_ct_exhaustive_test"]),
    (r"^fast/strategies \(recoding\)", ["fast_scalar_test", "fast_var_exhaustive_test", "fast_ct_exhaustive_test"]),
    (r"^fast/strategies \(ecmult_var\)", ["fast_var_exhaustive_test", "fast_var_differential_test", "protocols_fast_test"]),
    (r"^fast/strategies", ["fast_ct_exhaustive_test", "fast_ct_differential_test", "protocols_fast_test"]),
    (r"^fast/formulas \(group\)", ["fast_group_test", "fast_formulas_test", "fast_proofs_test", "protocols_fast_test"]),
    (r"^fast/formulas", ["fast_formulas_test", "fast_proofs_test", "fast_group_test"]),
    (r"^fast/protocols", ["protocols_fast_test", "protocols_fast_vs_ref_test", "protocols_fast_vectors_test",
                          "protocols_diff_libsecp256k1_test"]),
    (r"^ref/formulas \(law\)", ["pari_law_test", "tandem", "exhaustive_test"]),
    (r"^ref/formulas", ["tandem", "exhaustive_test", "property_formulas_test"]),
    (r"^ref/encodings", ["unit_ref_test", "unit_mutant_gaps_test", "protocols_fast_vs_ref_test"]),
    (r"^ref/protocols", ["protocols_ref_test", "protocols_vectors_test", "protocols_fast_vs_ref_test"]),
    (r"^ref/strategies", ["unit_strategies_test", "strategies_test", "exhaustive_strategies_test"]),
]
# A leak leaves every result right: the constant-time checks go first.
CT_KINDS = {"non-ct-select", "secret-indexed-load"}
CT_TARGETS: list[tuple[str, list[str]]] = [
    (r"protocols", ["ctcheck_protocols"]),
    (r"", ["ctcheck_fast_secp256k1", "ctcheck_fast_group", "ctcheck_protocols"]),
]
# The library a patched file belongs to, by its top folder (tier 2 runs the
# executables that link it; a folder not here goes straight to tier 3).
LIBRARY_OF = {"fast": "tandem_fast", "ref": "tandem_ref", "spec": "tandem_spec", "hash": "tandem_hash",
              "audit": "tandem_audit", "proofs": "tandem_proofs", "oracles": "tandem_oracles"}
ALL = "all"


def table_targets() -> set[str]:
    return {t for _, ts in AREA_TARGETS + CT_TARGETS for t in ts}


def first_match(table: list[tuple[str, list[str]]], area: str) -> list[str]:
    return next((ts for rx, ts in table if re.search(rx, area)), [])


def declared_targets(source: Path) -> set[str]:
    """The executables the CMake files declare (the catalogue test holds the
    tables above to them, so a renamed target cannot leave a stale row)."""
    names = set()
    for f in [*source.rglob("CMakeLists.txt"), *source.rglob("*.cmake")]:
        if "build" not in f.relative_to(source).parts:
            names |= set(re.findall(r"(?:add_executable|tandem_test)\(\s*([A-Za-z0-9_]+)", f.read_text()))
    return names


def build_targets() -> set[str]:
    """The targets of the scratch build (`cmake --build --target help`)."""
    p = subprocess.run(["cmake", "--build", str(BUILD), "--target", "help"], capture_output=True, text=True)
    # Make lists "... NAME", Ninja "NAME: phony" (the presets use Ninja).
    return {m.group(1) or m.group(2)
            for m in re.finditer(r"^\.\.\. ([A-Za-z0-9_-]+)$|^([A-Za-z0-9_-]+): phony$", p.stdout, re.M)}


@functools.cache
def dependency_graph() -> str:
    """CMake's graph of the targets (`cmake --graphviz`), from a configure
    of the scratch tree into a folder of its own: asked of the scratch
    build itself, it would rewrite that build's test lists."""
    folder = WORK / "graph"
    graph = folder / "deps.dot"
    shared = (ROOT / ".." / "shared").resolve()
    status, _, out = run(["cmake", "--preset", "release", "-B", str(folder), "-DTANDEM_FULL_TESTS=OFF",
                          "-DTANDEM_BUILD_BENCH=OFF", f"-DTANDEM_SHARED_DIR={shared}", f"--graphviz={graph}"], cwd=SRC)
    if status != 0:
        raise SystemExit(f"mutants: cmake --graphviz failed:\n{out}")
    return graph.read_text()


def executables_linking(library: str) -> list[str]:
    """Every executable that links library, directly or not."""
    text = dependency_graph()
    exes = set(re.findall(r'label = "([A-Za-z0-9_]+)", shape = egg', text))
    users: dict[str, set[str]] = {}
    for a, b in re.findall(r"// (\S+) -> (\S+)$", text, re.M):
        users.setdefault(b, set()).add(a)
    seen, todo = set(), [library]
    while todo:
        for u in users.get(todo.pop(), ()):
            if u not in seen:
                seen.add(u)
                todo.append(u)
    return sorted(seen & exes)


def first_tier(m: Mutant, known: set[str]) -> list[str]:
    first = first_match(CT_TARGETS, m.area) if m.kind in CT_KINDS else []
    first = list(dict.fromkeys(first + first_match(AREA_TARGETS, m.area)))
    missing = [t for t in first if t not in known]
    if missing:
        print(f"mutants: {m.name}: no target {', '.join(missing)} in the build (AREA_TARGETS is stale)", file=sys.stderr)
    return [t for t in first if t in known]


def tiers(m: Mutant, patch_text: str, known: set[str]) -> list[list[str]]:
    first = first_tier(m, known)
    libs = {LIBRARY_OF.get(p.split("/")[0]) for p in re.findall(r"^\+\+\+ b/(\S+)", patch_text, re.M)}
    second: list[str] = []
    if None not in libs:
        tested = tested_targets()
        for lib in sorted(libs):
            second += [t for t in executables_linking(lib) if t in tested and t not in first and t not in second]
    # The slowest last: the tandem binary is the largest build, valgrind the slowest run.
    second.sort(key=lambda t: (t == "tandem", t.startswith("ctcheck_")))
    return [first, second, [ALL]]


def tested_targets() -> set[str]:
    """The executables that have ctest tests, built or not (an unbuilt
    GoogleTest executable shows as NAME_NOT_BUILT, an unbuilt replay as
    fuzz.NAME.replay without a command)."""
    out = set()
    for exe, tests in ctest_groups().items():
        if exe != "?":
            out.add(exe)
        for t in tests:
            m = re.fullmatch(r"(\w+)_NOT_BUILT|fuzz\.(\w+)\.replay", t)
            if m:
                out.add(m.group(1) or "fuzz_replay_" + m.group(2))
    return out


def expected_build(m: Mutant, known: set[str]) -> float:
    """The seconds a mutant's first tier took to build in the runs recorded
    (a target never built counts a minute): the order of a full run."""
    seen: dict[str, list[int]] = {}
    for f in RESULTS.glob("*.json"):
        for t, secs in json.loads(f.read_text()).get("builds", {}).items():
            seen.setdefault(t, []).append(secs)
    first = first_tier(m, known)
    return sum(min(seen.get(t, [60])) for t in first)


def verb_executables() -> list[str]:
    """The executables the tandem command runs its verbs in (tools/tandem/verbs.tsv)."""
    rows = (l.split("\t") for l in (SRC / "tools" / "tandem" / "verbs.tsv").read_text().splitlines() if l[:1].isalpha())
    return sorted({r[1] for r in rows})


def build_target(target: str, log: Path) -> tuple[int, float, str]:
    # "tandem" stands for the command and every verb's executable: its
    # checks (the CLI tests, prove, audit) run them all.
    targets = [target, *verb_executables()] if target == "tandem" else [target]
    return run(["cmake", "--build", str(BUILD), "--target", *targets, "-j2"], log=log)


def ctest_groups() -> dict[str, list[str]]:
    """ctest's tests grouped by the executable they run (its file name, the
    target's name): only built executables list their tests."""
    p = subprocess.run(["ctest", "--test-dir", str(BUILD), "--show-only=json-v1"], capture_output=True, text=True, check=True)
    groups: dict[str, list[str]] = {}
    for t in json.loads(p.stdout)["tests"]:
        exe = None
        for word in t.get("command") or []:  # the first word inside the build tree (valgrind wrappers name theirs later)
            m = re.search(re.escape(str(BUILD)) + r"/(\S+)", word)
            if m:
                exe = m.group(1).split("/")[-1]
                break
        groups.setdefault(exe or "?", []).append(t["name"])
    return groups


def test_costs() -> dict[str, float]:
    """ctest's recorded durations (the scratch tree's, else the project's own build)."""
    costs: dict[str, float] = {}
    for tree in (ROOT / "build" / "release", BUILD):
        f = tree / "Testing" / "Temporary" / "CTestCostData.txt"
        if not f.exists():
            continue
        for line in f.read_text().splitlines():
            cells = line.split()
            if len(cells) == 3:
                costs[cells[0]] = float(cells[2])
    return costs


# ---------------------------------------------------------------- checks

@dataclass
class Check:
    name: str          # "prove", "audit", "fuzz:<target>" or "ctest:<executable>"
    tests: list[str] = field(default_factory=list)
    cost: float = 0.0


def run_check(check: Check, log: Path) -> tuple[bool, float, str]:
    """(caught, seconds, what failed)."""
    tandem = BUILD / "tools" / "tandem"
    if check.name in ("prove", "audit"):
        status, secs, out = run([str(tandem), check.name], cwd=SRC, timeout=CLI_TIMEOUT, log=log)
        return status != 0, secs, f"tandem {check.name} exit {status}"
    if check.name.startswith("fuzz:"):
        target = check.name[5:]
        status, secs, out = run(["ctest", "--test-dir", str(FUZZ_BUILD), "-R", f"^fuzz\\.{re.escape(target)}\\.smoke$",
                                 "--output-on-failure"], timeout=CLI_TIMEOUT, log=log)
        return status != 0, secs, f"fuzz.{target}.smoke"
    regex = "^(" + "|".join(re.escape(t) for t in check.tests) + ")$"
    status, secs, out = run(["ctest", "--test-dir", str(BUILD), "-R", regex, "--stop-on-failure", "--output-on-failure", "--timeout",
                             str(TEST_TIMEOUT), "-j2"], timeout=TEST_TIMEOUT * 4 + 60 * len(check.tests), log=log)
    failed = re.findall(r"^\s*\d+ - (.+?) \((Failed|Timeout|SEGFAULT|Subprocess aborted|Child aborted|Exception|Not Run)",
                        out, re.M)
    what = failed[0][0].split("  #")[0] if failed else ("ctest exit %d" % status)
    return status != 0, secs, what


# ---------------------------------------------------------------- one mutant

def patch_hash(m: Mutant) -> str:
    return hashlib.sha256(m.patch.read_bytes()).hexdigest()[:16]


def patch_key(m: Mutant, sid: str) -> str:
    return patch_hash(m) + "-" + sid


def is_current(row: dict | None, m: Mutant, sid: str, refresh: bool, max_tier: int = 3) -> bool:
    """Whether a recorded result stands: the same patch, and the same tree
    unless only the patch is asked to match (a result on an older tree is
    kept, and marked so, until --refresh)."""
    if row is None or not row["key"].startswith(patch_hash(m) + "-"):
        return False
    if row.get("partial") and row["tier"] < max_tier:
        return False
    return row["key"] == patch_key(m, sid) or not refresh


def load_result(m: Mutant) -> dict | None:
    f = RESULTS / f"{m.name}.json"
    return json.loads(f.read_text()) if f.exists() else None


def apply(patch: Path, reverse: bool = False) -> tuple[bool, str]:
    """git apply in the scratch tree. The scratch tree lies inside the
    project's repository (build/), where git apply would take the patch's
    paths as the repository's and skip them silently; the ceiling keeps git
    from finding that repository, so it patches the scratch files."""
    env = dict(os.environ, GIT_CEILING_DIRECTORIES=str(SRC.parent))
    args = ["git", "apply", "--whitespace=nowarn"] + (["-R"] if reverse else []) + [str(patch)]
    targets = [SRC / t for t in re.findall(r"^\+\+\+ b/(\S+)", patch.read_text(), re.M)]
    before = [t.read_bytes() if t.exists() else b"" for t in targets]
    p = subprocess.run(args, cwd=SRC, capture_output=True, text=True, env=env)
    if p.returncode == 0 and any(t.read_bytes() == b for t, b in zip(targets, before)):
        return False, "git apply reported success but left a file unchanged"
    return p.returncode == 0, p.stderr


def fuzz_hashes(log: Path) -> dict[str, str]:
    """Builds the fuzz preset's targets in the scratch tree (configured on
    first use, 10 s smoke runs); the libFuzzer binaries' hashes by target."""
    if not (FUZZ_BUILD / "CMakeCache.txt").exists():
        args = ["cmake", "--preset", "fuzz", "-DTANDEM_FUZZ_SECONDS=10"]
        if shutil.which("ccache"):
            args.append("-DCMAKE_CXX_COMPILER_LAUNCHER=ccache")
        run(args, cwd=SRC)
    status, _, _ = run(["cmake", "--build", str(FUZZ_BUILD), "-j2"], log=log)
    if status != 0:
        raise SystemExit(f"mutants: the fuzz preset does not build; see {log}")
    hashes: dict[str, str] = {}
    for p in (FUZZ_BUILD / "fuzz").glob("fuzz_*"):
        if p.is_file() and os.access(p, os.X_OK) and "replay" not in p.name and "planted" not in p.name:
            hashes[p.name[len("fuzz_"):]] = hashlib.sha256(p.read_bytes()).hexdigest()
    return hashes


def fuzz_baseline(sid: str) -> dict[str, str]:
    f = WORK / "baseline-fuzz.json"
    if f.exists():
        b = json.loads(f.read_text())
        if b.get("source") == sid:
            return b["targets"]
    targets = fuzz_hashes(WORK / "baseline-fuzz-build.log")
    f.write_text(json.dumps({"source": sid, "targets": targets}, indent=1))
    return targets


def checks_of(target: str, groups: dict[str, list[str]], costs: dict[str, float], done: set[str]) -> list[Check]:
    """The checks a built target brings, not yet run for this mutant: the
    tandem binary's `prove` (its own check; cli.prove is the same run) and
    its CLI tests, any other executable's ctest tests; after `all`, every
    group not run yet and the audit."""
    if target == ALL:
        out = [c for exe in sorted(groups) if exe != "?" for c in checks_of(exe, groups, costs, done)]
        out.sort(key=lambda c: c.cost)
        return out + ([Check("audit", cost=600)] if "audit" not in done else [])
    out = []
    tests = groups.get(target, [])
    if target == "tandem":
        tests = [t for t in tests if t != "cli.prove"]
        if "prove" not in done:
            out.append(Check("prove", cost=costs.get("cli.prove", 300)))
    name = "ctest:" + target
    if tests and name not in done:
        out.append(Check(name, tests, sum(costs.get(t, 1.0) for t in tests)))
    return out


def run_mutant(m: Mutant, sid: str, base: dict, costs: dict[str, float], args) -> dict:
    patch_text = m.patch.read_text()
    row = {"name": m.name, "key": patch_key(m, sid), "catches": [], "ran": [], "not_run": [], "targets": [],
           "tier": 0, "early_stop": False, "fuzz": bool(args.fuzz),
           "date": time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())}
    logs = WORK / "logs" / m.name
    logs.mkdir(parents=True, exist_ok=True)
    plan = tiers(m, patch_text, base["targets"])
    ok, err = apply(m.patch)
    if not ok:
        row["status"] = "stale"
        row["error"] = err.strip()
        return row
    try:
        t0 = time.monotonic()
        row["build_seconds"] = 0
        done: set[str] = set()
        for tier, targets in enumerate(plan, start=1):
            if len(row["catches"]) >= EARLY_STOP and not args.all_checks:
                row["early_stop"] = True
                row["not_run"] += [t for rest in plan[tier - 1:] for t in rest]
                break
            if tier > args.max_tier:
                row["partial"] = True  # resumed by a run with a higher --max-tier
                row["not_run"] += [t for rest in plan[tier - 1:] for t in rest]
                break
            row["tier"] = tier
            for i, target in enumerate(targets):
                if len(row["catches"]) >= EARLY_STOP and not args.all_checks:
                    row["early_stop"] = True
                    row["not_run"] += targets[i:] + [t for rest in plan[tier:] for t in rest]
                    break
                run_target(m, target, row, done, costs, logs, args)
        row["status"] = "caught" if row["catches"] else "uncaught"
        row["seconds"] = round(time.monotonic() - t0)
        return row
    finally:
        ok, err = apply(m.patch, reverse=True)
        if not ok:  # cannot happen unless the scratch tree was touched; resync it
            sync_scratch()


def compile_error(log: Path) -> str:
    """The first error of a failed build, as file:line: message (a
    static_assert of a test or of fast/ itself, or code that no longer
    compiles), the file relative to the tree."""
    m = re.search(r"^(?:\.\./)*(\S+?):(\d+):(?:\d+:)? (?:fatal )?error: (.*)$", log.read_text(errors="replace"), re.M)
    return f"{m.group(1)}:{m.group(2)}: {m.group(3)}" if m else "the build fails"


def run_target(m: Mutant, target: str, row: dict, done: set[str], costs: dict[str, float], logs: Path, args) -> None:
    """Builds one target with the mutant in and runs its checks (with the
    fuzz targets after `all` when asked). A failed build is the compiler's
    catch, once per place it stops at (one header's static_assert fails
    every target including it: one check); the target's tests cannot run."""
    log = logs / f"build-{target}.log"
    status, secs, _ = build_target(target, log)
    row["build_seconds"] += round(secs)
    row["targets"].append(target)
    row.setdefault("builds", {})[target] = round(secs)
    print(f"  build {target}: {secs:.0f} s", file=sys.stderr)
    if status != 0:
        where = compile_error(log)
        print(f"  compiler: caught ({where})", file=sys.stderr)
        if not any(c["check"] == "compiler" and c["test"] == where for c in row["catches"]):
            row["catches"].append({"check": "compiler", "test": where, "seconds": round(secs)})
        return
    checks = checks_of(target, ctest_groups(), costs, done)
    if target == ALL and args.fuzz:
        now_fuzz = fuzz_hashes(logs / "fuzz-build.log")
        checks += [Check("fuzz:" + t, cost=20) for t, h in sorted(now_fuzz.items()) if args.fuzz_base.get(t) != h]
    for c in checks:
        if len(row["catches"]) >= EARLY_STOP and not args.all_checks:
            row["not_run"].append(c.name)
            continue
        done.add(c.name)
        caught, secs, what = run_check(c, logs / (re.sub(r"[^A-Za-z0-9_.-]", "_", c.name) + ".log"))
        row["ran"].append(c.name)
        print(f"  {c.name}: {'caught (' + what + ')' if caught else 'passes'} in {secs:.0f} s", file=sys.stderr)
        if caught:
            row["catches"].append({"check": c.name, "test": what, "seconds": round(secs)})
    return True


# ---------------------------------------------------------------- the doc

def fmt_catches(row: dict) -> str:
    if not row.get("catches"):
        return "—"
    return "; ".join(f"{c['check']} ({c['test']})" for c in row["catches"])


def fmt_time(row: dict) -> str:
    if not row.get("catches"):
        return "—"
    return f"{min(c['seconds'] for c in row['catches'])} s"


def verdict(row: dict | None, sid: str, m: Mutant) -> str:
    if row is None:
        return "not run"
    stale = "" if row["key"] == patch_key(m, sid) else " †"
    if row["status"] == "stale":
        return "patch does not apply" + stale
    if row["status"] == "uncaught" and row.get("partial"):
        return f"not caught in tier{'s 1-' if row['tier'] > 1 else ' '}{row['tier']}; later tiers not run" + stale
    if row["status"] == "uncaught":
        return ("gap, closed by " + m.closed_by if m.closed_by else "**uncaught**") + stale
    n = len(row["catches"])
    if row.get("partial"):
        return f"caught by {n} in tier{'s 1-' if row['tier'] > 1 else ' '}{row['tier']}; later tiers not run" + stale
    if row.get("early_stop"):
        return f"caught by {n}, early stop" + stale
    return ("**thin**" if n == 1 else f"caught by {n}") + stale


def write_doc(mutants: list[Mutant], sid: str) -> None:
    rows = {m.name: load_result(m) for m in mutants}
    counts = {"caught": 0, "thin": 0, "partial": 0, "uncaught": 0, "not run": 0, "stale": 0}
    for m in mutants:
        r = rows[m.name]
        if r is None:
            counts["not run"] += 1
        elif r["status"] == "stale":
            counts["stale"] += 1
        elif r.get("partial") and len(r["catches"]) < EARLY_STOP:
            counts["partial"] += 1
        elif r["status"] == "uncaught":
            counts["uncaught"] += 1
        else:
            counts["caught"] += 1
            if len(r["catches"]) == 1 and not r.get("early_stop"):
                counts["thin"] += 1
    lines = [
        "# Planted bugs",
        "",
        "Written by `./tandem mutants` (tools/mutants.py) from its results; do not edit by hand.",
        "The catalogue is mutants/ (one patch per bug, mutants/catalogue.tsv names",
        "its area and kind); the test `mutants.catalogue` keeps this page, the",
        "catalogue and the patches in step and checks that every patch still applies.",
        "",
        "How a row is made: the patch is applied to a scratch copy of the tree",
        "(build/mutants/src) and its release build there is rebuilt one CMake target",
        "at a time, each target's checks run as soon as it is built: first the targets",
        "of the mutant's area (its unit, differential and exhaustive tests, the limb",
        "proofs, `tandem prove`; the valgrind constant-time checks first for a leak),",
        "then every other executable linking the patched library, then `all` and",
        "`tandem audit`. A target's checks are its ctest tests (the tandem binary's:",
        "`tandem prove` and its CLI tests), and with `--fuzz` a short run of each",
        f"changed libFuzzer target. After {EARLY_STOP} checks have caught a mutant the rest are",
        "skipped (\"early stop\"). A check is named by its executable (`ctest:EXE`, with",
        "the first failing test) or its command. Time to catch: the shortest run,",
        "build excluded, of a check that caught it (a ctest group stops at its first",
        "failure). **Thin**: caught by exactly one check after every tier ran.",
        "Every check but `audit` (the full `tandem audit`, run last) is part of `./tandem test`.",
        "",
        f"Summary: {len(mutants)} mutants; {counts['caught']} caught ({counts['thin']} thin), "
        f"{counts['uncaught']} uncaught, "
        + (f"{counts['partial']} run in their first tiers only (fewer than {EARLY_STOP} catches there), " if counts["partial"] else "")
        + f"{counts['not run']} not run yet"
        + (f", {counts['stale']} whose patch no longer applies" if counts["stale"] else "") + ".",
        f"The short fuzz runs (--fuzz) are in {sum(1 for r in rows.values() if r and r.get('fuzz'))} of the rows run;"
        " the corpora's replay is in all (a ctest test of the release build).",
        f"Gaps closed (a test or proof written because nothing caught the mutant): {sum(1 for m in mutants if m.closed_by)};"
        " the rows of those mutants were run again with it.",
        "",
    ]
    if any(r is not None and r["key"] != patch_key(m, sid) for m, r in ((m, rows[m.name]) for m in mutants)):
        lines += ["† recorded on an earlier tree than this one (`./tandem mutants --refresh` reruns those rows);",
                  "a test added since can only catch more.", ""]
    lines += [
        "| mutant | area | kind | what it breaks | caught by | time to catch | verdict |",
        "|---|---|---|---|---|---|---|",
    ]
    for m in mutants:
        r = rows[m.name]
        lines.append(f"| `{m.name}` | {m.area} | {m.kind} | {m.what} | "
                     f"{fmt_catches(r) if r else '—'} | {fmt_time(r) if r else '—'} | {verdict(r, sid, m)} |")
    lines.append("")
    DOC.write_text("\n".join(lines))


# ---------------------------------------------------------------- the catalogue test

def check_catalogue(mutants: list[Mutant], source: Path) -> int:
    problems = []
    names = [m.name for m in mutants]
    if len(names) != len(set(names)):
        problems.append("a name appears twice in mutants/catalogue.tsv")
    if len(mutants) < MIN_MUTANTS:
        problems.append(f"{len(mutants)} mutants, fewer than {MIN_MUTANTS}")
    patches = {p.stem for p in (ROOT / "mutants").glob("*.patch")}
    for n in sorted(patches - set(names)):
        problems.append(f"mutants/{n}.patch has no row in mutants/catalogue.tsv")
    for m in mutants:
        if m.name not in patches:
            problems.append(f"{m.name}: mutants/{m.name}.patch is missing")
            continue
        p = subprocess.run(["git", "apply", "--check", str(m.patch)], cwd=source, capture_output=True, text=True)
        if p.returncode != 0:
            problems.append(f"{m.name}: the patch no longer applies to the tree: {p.stderr.strip()}")
    declared = declared_targets(source)
    for t in sorted(table_targets() - declared - {"tandem"}):
        problems.append(f"AREA_TARGETS or CT_TARGETS in tools/mutants.py names {t}, which no CMake file declares")
    for m in mutants:
        if not first_match(AREA_TARGETS, m.area):
            problems.append(f"{m.name}: no row of AREA_TARGETS matches its area {m.area!r}")
    for kind, what in REQUIRED_KINDS.items():
        if not any(m.kind == kind for m in mutants):
            problems.append(f"no mutant of kind {kind} ({what})")
    doc = DOC.read_text() if DOC.exists() else ""
    in_doc = set(re.findall(r"^\| `([A-Za-z0-9_]+)` \|", doc, re.M))
    for n in sorted(set(names) - in_doc):
        problems.append(f"{n} has no row in docs/mutants.md (run ./tandem mutants --write-doc)")
    for n in sorted(in_doc - set(names)):
        problems.append(f"docs/mutants.md has a row for {n}, which is not in the catalogue")
    for p in problems:
        print("mutants.catalogue: " + p)
    print(f"mutants.catalogue: {len(mutants)} mutants, {len(REQUIRED_KINDS)} required kinds, "
          f"{'OK' if not problems else str(len(problems)) + ' problems'}")
    return 1 if problems else 0


# ---------------------------------------------------------------- main

def main() -> int:
    ap = argparse.ArgumentParser(prog="tandem mutants", description=__doc__.split("\n\n")[0])
    ap.add_argument("--only", action="append", default=[], metavar="NAME", help="run this mutant (repeatable)")
    ap.add_argument("--list", action="store_true", help="list the catalogue and each mutant's recorded verdict")
    ap.add_argument("--fuzz", action="store_true", help="also build the fuzz preset and fuzz each changed target")
    ap.add_argument("--all-checks", action="store_true", help="no early stop: run every affected check")
    ap.add_argument("--max-tier", type=int, default=3, choices=(1, 2, 3),
                    help="stop after this tier (1: the area's targets); a later run with a higher one resumes")
    ap.add_argument("--rerun", action="store_true", help="ignore recorded results")
    ap.add_argument("--refresh", action="store_true", help="rerun the results recorded on an older tree")
    ap.add_argument("--write-doc", action="store_true", help="only write docs/mutants.md from the recorded results")
    ap.add_argument("--check", nargs="?", const=str(ROOT), metavar="SOURCE",
                    help="the catalogue test: patches apply to SOURCE (default: this tree), doc and catalogue agree")
    args = ap.parse_args()
    mutants = read_catalogue()
    if args.check:
        return check_catalogue(mutants, Path(args.check))
    sid = source_id()
    if args.list:
        for m in mutants:
            print(f"{m.name:40} {m.kind:28} {verdict(load_result(m), sid, m)}")
        return 0
    if args.write_doc:
        write_doc(mutants, sid)
        return 0
    unknown = set(args.only) - {m.name for m in mutants}
    if unknown:
        print(f"tandem mutants: no mutant named {', '.join(sorted(unknown))} (see --list)", file=sys.stderr)
        return 2
    by_name = {m.name: m for m in mutants}
    todo = [by_name[n] for n in dict.fromkeys(args.only)] if args.only else mutants  # in the order given
    WORK.mkdir(parents=True, exist_ok=True)
    RESULTS.mkdir(parents=True, exist_ok=True)
    # An interrupt reverts through run_mutant's finally; the scratch tree is
    # resynced at the next start whatever happened.
    signal.signal(signal.SIGTERM, lambda *_: (_ for _ in ()).throw(KeyboardInterrupt()))
    sync_scratch()
    configure()
    base = {"targets": build_targets()}
    args.fuzz_base = fuzz_baseline(sid) if args.fuzz else {}
    costs = test_costs()
    if not args.only:
        todo.sort(key=lambda m: expected_build(m, base["targets"]))  # cheapest first
    try:
        for m in todo:
            old = load_result(m)
            if is_current(old, m, sid, args.refresh, args.max_tier) and not args.rerun:
                continue
            print(f"mutants: {m.name} ({m.kind})", file=sys.stderr)
            row = run_mutant(m, sid, base, costs, args)
            (RESULTS / f"{m.name}.json").write_text(json.dumps(row, indent=1))
            print(f"mutants: {m.name}: {verdict(row, sid, m)}", file=sys.stderr)
            write_doc(mutants, sid)
    except KeyboardInterrupt:
        print("mutants: interrupted; the scratch tree is reverted, results so far are kept", file=sys.stderr)
        write_doc(mutants, sid)
        return 130
    write_doc(mutants, sid)
    return 0


if __name__ == "__main__":
    sys.exit(main())

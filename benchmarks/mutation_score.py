"""Mutation score of the rewriting code (issue 28): cosmic-ray plants one small bug at a time
(an operator, a comparison, a constant, a boolean flipped) in a module and runs only the lit
and pytest files that cover it (COVERING, derived by benchmarks/mutation_map.py); a mutant the tests do not
notice survives. With `--coverage` (benchmarks/coverage_map.py), a mutant also runs a few of the
tests measured to execute its line. Survivors equivalent by their form (mutation_equivalents.py)
are listed apart and left out of the score. Prints the score per module, the survivors, and the
run's size and time.

    python benchmarks/mutation_score.py lowering/ov/simplify/mvn.py
    python benchmarks/mutation_score.py --folders lowering/ov/simplify targets/ir --sample 2
    python benchmarks/mutation_score.py --all --sample 2  # the folders of issue 28: about an hour
    python benchmarks/mutation_score.py --all --sample 2 --skip 1 --json second.json  # only the 2nd draw
    python benchmarks/mutation_score.py --report first.json second.json  # the two draws summed
    python benchmarks/mutation_score.py --all --sample 1 --coverage .harness-data/coverage-map.json

A benchmark, not a CI test. cosmic-ray (the `dev` extra) is used rather than mutmut because it
mutates the file on disk and runs any command: lit runs `python -m ovopt.tools.ov_opt` in
subprocesses, which mutmut 3's in-process trampolines do not reach. Mutants are planted in a
scratch copy of the committed tree (git archive HEAD), never in the working tree.
"""

from __future__ import annotations

import argparse
import ast
import json
import os
import shlex
import sqlite3
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from ovopt.benchmarks.mutation_equivalents import equivalent_reason
from ovopt.benchmarks.mutation_map import FOLDERS, MEASURED_CAP, covering, modules, tests_running

ROOT = Path(__file__).resolve().parents[1]

# module -> the lit and pytest files that exercise it (paths from the repository root)
COVERING: dict[str, list[str]] = {module: covering(module) for module in modules()}


def test_script(stages: list[list[str]], python: str) -> str:
    """A shell script: for each stage of tests, lit on the .mlir files, then pytest on the .py
    ones; the first failure kills the mutant, so a later stage runs for survivors only.
    (cosmic-ray splits its test command into words and runs no shell.)"""
    lines = ["#!/bin/sh", "set -e"]
    for tests in stages:
        py = [t for t in tests if t.split("::")[0].endswith(".py")]
        lit = [t for t in tests if t not in py]
        if lit:
            lines.append(f"{Path(python).parent / 'lit'} -q -j1 {shlex.join(lit)}")
        if py:
            lines.append(f"{python} -m pytest -q -x -p no:cacheprovider {shlex.join(py)}")
    return "\n".join(lines) + "\n"


def scratch_copy(folder: Path) -> Path:
    """The committed tree as package `ovopt` under `folder` (PYTHONPATH=folder imports it)."""
    package = folder / "ovopt"
    package.mkdir()
    archive = subprocess.run(["git", "archive", "HEAD"], cwd=ROOT, capture_output=True, check=True).stdout
    subprocess.run(["tar", "-x", "-C", str(package)], input=archive, check=True)
    data = ROOT / ".harness-data"
    if data.exists():
        (package / ".harness-data").symlink_to(data)
    return package


def run_module(
    module: str,
    package: Path,
    python: str,
    timeout: float,
    sample: int | None,
    skip: int = 0,
    measured: dict | None = None,
) -> dict:
    stem = module.replace("/", "_").removesuffix(".py")
    script = package / f"{stem}.tests.sh"
    config = package / f"{stem}.toml"
    config.write_text(
        "[cosmic-ray]\n"
        f'module-path = "{module}"\n'
        f"timeout = {timeout}\n"
        "excluded-modules = []\n"
        f'test-command = "sh {script.name}"\n'
        '[cosmic-ray.distributor]\nname = "local"\n'
    )
    session = package / f"{stem}.sqlite"
    env = {**os.environ, "PYTHONPATH": str(package.parent)}
    started = time.monotonic()
    cosmic = str(Path(python).parent / "cosmic-ray")
    subprocess.run([cosmic, "init", str(config), str(session)], cwd=package, env=env, check=True, capture_output=True)
    in_annotations = drop_annotation_mutants(session, package / module)
    total = keep_sample(session, sample, skip) if sample else None
    stages = [COVERING[module]]
    if measured is not None:  # and the tests measured to run the mutated lines: a few, then the rest
        running = [t for t in tests_running(measured, module, mutated_lines(session)) if t not in stages[0]]
        stages = [stages[0] + running[:MEASURED_CAP], running[MEASURED_CAP:]]
    tests = [t for stage in stages for t in stage]
    script.write_text(test_script(stages, python))
    subprocess.run([cosmic, "exec", str(config), str(session)], cwd=package, env=env, check=True, capture_output=True)
    seconds = time.monotonic() - started
    dump = subprocess.run(
        [cosmic, "dump", str(session)], cwd=package, env=env, capture_output=True, text=True, check=True
    )
    results = [json.loads(line) for line in dump.stdout.splitlines() if line.strip()]
    figures = summarise(module, results, seconds, (package / module).read_text())
    # only a kill needs the proof that the tests pass without a mutant (a survivor is that proof)
    baseline_seconds = passing_baseline(module, script, package, env) if figures["killed"] else 0.0
    extra = {"annotations": in_annotations, "sampled_from": total, "draws": [skip, sample] if sample else None}
    return {**figures, "baseline_seconds": baseline_seconds, "tests": len(tests), **extra}


def mutated_lines(session: Path) -> list[int]:
    with sqlite3.connect(session) as db:
        return sorted({row for (row,) in db.execute("SELECT start_pos_row FROM mutation_specs")})


def measured_map(path: Path) -> dict:
    """The measured map, without the modules changed since its commit (other line numbers)."""
    measured = json.loads(path.read_text())
    diff = subprocess.run(
        ["git", "diff", "--name-only", measured["commit"], "HEAD"], cwd=ROOT, capture_output=True, text=True, check=True
    )
    changed = set(diff.stdout.split())
    stale = sorted(m for m in measured["lines"] if m in changed)
    if stale:
        print(f"the measured map is older than {', '.join(stale)}: their derived tests only", file=sys.stderr)
    measured["lines"] = {m: lines for m, lines in measured["lines"].items() if m not in changed}
    return measured


_PASSED: dict[str, float] = {}  # test script -> seconds: modules that share tests share the baseline


class FailingBaseline(Exception):
    """A module's tests fail without a mutant: its kills would mean nothing, so it is not scored
    (the run goes on with the other modules)."""


def passing_baseline(module: str, script: Path, package: Path, env: dict) -> float:
    """Seconds the module's tests take without a mutant; they must pass, or every mutant
    would count as killed."""
    text = script.read_text()
    if text not in _PASSED:
        started = time.monotonic()
        run = subprocess.run(["sh", script.name], cwd=package, env=env, capture_output=True, text=True, check=False)
        if run.returncode != 0:
            raise FailingBaseline(
                f"{module}: its tests fail without a mutant:\n{run.stdout[-2000:]}{run.stderr[-2000:]}"
            )
        _PASSED[text] = time.monotonic() - started
    return _PASSED[text]


def keep_sample(session: Path, size: int, skip: int = 0) -> int:
    """Keep `size` mutants drawn at random (seeded: a rerun draws the same, and a larger sample
    begins with a smaller one's draws) but the first `skip` of them; returns how many there
    were. The score of a sample estimates the module's within about 1/sqrt(size)."""
    import random

    with sqlite3.connect(session) as db:
        # by what each mutant changes, not by its job id (a fresh random id per init)
        specs = db.execute(
            "SELECT job_id FROM mutation_specs ORDER BY start_pos_row, start_pos_col, operator_name, occurrence"
        ).fetchall()
        jobs = [job for (job,) in specs]
        kept = set(random.Random(0).sample(jobs, min(size, len(jobs)))[skip:])
        dropped = [job for job in jobs if job not in kept]
        for table in ("mutation_specs", "work_items"):
            db.executemany(f"DELETE FROM {table} WHERE job_id = ?", [(job,) for job in dropped])
    return len(jobs)


def annotation_spans(source: str) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """(start, end) of every annotation, as (row from 1, column from 0)."""
    spans = []
    for node in ast.walk(ast.parse(source)):
        annotations = []
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
            arguments = node.args.posonlyargs + node.args.args + node.args.kwonlyargs
            arguments += [a for a in (node.args.vararg, node.args.kwarg) if a is not None]
            annotations = [a.annotation for a in arguments if a.annotation is not None] + [node.returns]
        elif isinstance(node, ast.AnnAssign):
            annotations = [node.annotation]
        spans += [((a.lineno, a.col_offset), (a.end_lineno, a.end_col_offset)) for a in annotations if a is not None]
    return spans


def drop_annotation_mutants(session: Path, path: Path) -> int:
    """Take the mutants inside annotations out of the session: with `from __future__ import
    annotations` nothing evaluates them, so they are equivalent mutants. Returns how many."""
    source = path.read_text()
    if "from __future__ import annotations" not in source:
        return 0
    spans = annotation_spans(source)
    with sqlite3.connect(session) as db:
        rows = db.execute("SELECT job_id, start_pos_row, start_pos_col FROM mutation_specs").fetchall()
        dropped = [job for job, row, col in rows if any(a <= (row, col) < b for a, b in spans)]
        for table in ("mutation_specs", "work_items"):
            db.executemany(f"DELETE FROM {table} WHERE job_id = ?", [(job,) for job in dropped])
    return len(dropped)


def summarise(module: str, results: list, seconds: float, source: str) -> dict:
    """cosmic-ray's dump: one [work item, result] per mutant; outcome killed / survived, or a
    mutant that does not run (incompetent: a syntax or import error), left out of the score,
    as are the survivors equivalent by their form (mutation_equivalents.py)."""
    counts = {"killed": 0, "survived": 0, "equivalent": 0, "incompetent": 0, "other": 0}
    survivors, equivalents = [], []
    for item, result in results:
        outcome = (result or {}).get("test_outcome")
        if outcome not in counts:
            outcome = "other"
        if outcome == "survived":
            mutation = item["mutations"][0]
            line = mutation["start_pos"][0]
            changed = [
                d[1:].strip() for d in (result.get("diff") or "").splitlines() if d[:1] in "-+" and d[1:2] not in "-+"
            ]
            operator = mutation["operator_name"]
            described = f"{module}:{line}: {operator} #{mutation['occurrence']}: {' -> '.join(changed)}"
            reason = equivalent_reason(source, operator, line, changed)
            if reason:
                outcome = "equivalent"
                equivalents.append(f"{described} ({reason})")
            else:
                survivors.append(described)
        counts[outcome] += 1
    judged = counts["killed"] + counts["survived"]
    score = counts["killed"] / judged if judged else None
    return {
        "module": module,
        "mutants": len(results),
        **counts,
        "score": score,
        "seconds": seconds,
        "survivors": survivors,
        "equivalents": equivalents,
    }


def folder_of(module: str) -> str:
    """The folder of issue 28 the module is in (the deepest), else its own folder."""
    return next(
        (f for f in sorted(FOLDERS, key=len, reverse=True) if module.startswith(f + "/")), str(Path(module).parent)
    )


def print_folders(figures: list[dict]) -> None:
    """The summary by folder: mutants, killed, survived and score over the folder's modules."""
    by_folder: dict[str, list[dict]] = {}
    for f in figures:
        by_folder.setdefault(folder_of(f["module"]), []).append(f)
    heads = f"{'modules':>7} {'mutants':>7} {'killed':>6} {'survived':>8} {'equiv':>5} {'score':>6} {'time':>8}"
    print(f"\n{'folder':45} {heads}")
    rows = [*by_folder.items(), ("all", figures)] if len(by_folder) > 1 else by_folder.items()
    for folder, fs in rows:
        killed, survived = sum(f["killed"] for f in fs), sum(f["survived"] for f in fs)
        equivalent = sum(f.get("equivalent", 0) for f in fs)
        score = f"{100 * killed / (killed + survived):.1f}%" if killed + survived else "-"
        print(
            f"{folder:45} {len(fs):7} {sum(f['mutants'] for f in fs):7} {killed:6} {survived:8} {equivalent:5} "
            f"{score:>6} {sum(f['seconds'] for f in fs):7.0f}s"
        )
    print()


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("modules", nargs="*", help="modules of COVERING (paths from the repository root)")
    parser.add_argument("--all", action="store_true", help="every module of COVERING")
    parser.add_argument("--folders", nargs="+", metavar="FOLDER", help="every module under these folders")
    parser.add_argument("--timeout", type=float, default=300.0, help="seconds before a mutant's tests count as hung")
    parser.add_argument("--json", metavar="FILE", help="write the figures there too")
    parser.add_argument("--sample", type=int, metavar="N", help="run N mutants per module, drawn at random (seeded)")
    parser.add_argument("--skip", type=int, default=0, metavar="K", help="with --sample: leave out the first K draws")
    parser.add_argument(
        "--coverage", type=Path, metavar="JSON", help="run the tests measured to run a mutated line too"
    )
    parser.add_argument("--report", nargs="+", metavar="JSON", help="print the tables of saved runs (--json), merged")
    args = parser.parse_args()
    if args.report:  # a run split over processes, or stopped and resumed, read back as one
        report(merged([json.loads(Path(run).read_text()) for run in args.report]))
        return 0
    modules = list(COVERING) if args.all else list(args.modules)
    if args.folders:
        modules += [m for m in COVERING if any(m.startswith(f.rstrip("/") + "/") for f in args.folders)]
    unknown = [m for m in modules if m not in COVERING]
    if not modules or unknown:
        parser.error(f"name modules of COVERING ({', '.join(COVERING)}); unknown: {', '.join(unknown) or 'none given'}")
    figures = []
    measured = measured_map(args.coverage) if args.coverage else None
    with tempfile.TemporaryDirectory(prefix="ovopt-mutation-") as folder:
        package = scratch_copy(Path(folder))
        unscored = []
        for module in modules:
            try:
                figures.append(
                    run_module(module, package, sys.executable, args.timeout, args.sample, args.skip, measured)
                )
            except FailingBaseline as failing:
                print(failing, file=sys.stderr, flush=True)
                unscored.append(module)
                continue
            print(f"{module}: {figures[-1]['killed']} killed, {figures[-1]['survived']} survived", flush=True)
            if args.json:  # after each module: a run stopped early keeps what it measured
                Path(args.json).write_text(json.dumps(figures, indent=2))
    if figures:
        report(figures)
    if unscored:
        print(f"not scored, their tests fail without a mutant: {', '.join(unscored)}", file=sys.stderr)
    return 1 if unscored else 0


def merged(runs: list[list[dict]]) -> list[dict]:
    """Saved runs read back as one (a run split over processes, stopped and resumed, or drawn
    again): a module's figures of different draws are summed; of the same draws (a rerun after
    a new test), those of the first run named count."""
    by_module: dict[str, dict[str, dict]] = {}
    for run in runs:
        for f in run:
            # runs saved before --skip existed drew their first `mutants` draws
            draws = str(f.get("draws") or ([0, f["mutants"]] if f["sampled_from"] else None))
            by_module.setdefault(f["module"], {}).setdefault(draws, f)
    return [summed(list(by_draws.values())) for by_draws in by_module.values()]


def summed(figures: list[dict]) -> dict:
    """One module's figures of disjoint draws, as one."""
    if len(figures) == 1:
        return figures[0]
    total = {**figures[0], "survivors": [s for f in figures for s in f["survivors"]]}
    total["equivalents"] = [e for f in figures for e in f.get("equivalents", [])]
    for key in ("mutants", "killed", "survived", "equivalent", "incompetent", "other", "seconds"):
        total[key] = sum(f.get(key, 0) for f in figures)
    total["baseline_seconds"] = max(f["baseline_seconds"] for f in figures)
    judged = total["killed"] + total["survived"]
    total["score"] = total["killed"] / judged if judged else None
    return total


def report(figures: list[dict]) -> None:
    """The per-module table, the summary by folder, and the survivors."""
    print(f"{'module':45} {'mutants':>7} {'killed':>6} {'survived':>8} {'score':>6} {'time':>8} {'tests':>6}")
    for f in figures:
        score = "-" if f["score"] is None else f"{100 * f['score']:.1f}%"
        print(
            f"{f['module']:45} {f['mutants']:7} {f['killed']:6} {f['survived']:8} {score:>6} "
            f"{f['seconds']:7.0f}s {f['baseline_seconds']:5.0f}s"
        )
    print_folders(figures)
    for f in figures:
        sampled = f" ({f['mutants']} drawn from {f['sampled_from']})" if f["sampled_from"] else ""
        print(f"{f['module']}: {f['annotations']} mutants inside annotations left out (never evaluated){sampled}")
    for f in figures:
        for survivor in f["survivors"]:
            print(f"survived: {survivor}")
    for f in figures:
        for equivalent in f.get("equivalents", []):
            print(f"equivalent: {equivalent}")


if __name__ == "__main__":
    sys.exit(main())

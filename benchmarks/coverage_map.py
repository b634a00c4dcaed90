"""The tests that run each line of the scored modules, measured: every pytest test and every lit
file of the committed tree runs once under coverage, with the test as the context, and the map
`module -> line -> tests` (fastest first) is written as JSON for benchmarks/mutation_score.py
`--coverage`, which then runs, for a mutant, tests that execute its line besides the ones
benchmarks/mutation_map.py derives from names.

    python benchmarks/coverage_map.py                       # the whole suite: about 30 minutes on 2 cores
    python benchmarks/coverage_map.py --pytest test/lowering --lit test/lowering --out part.json

The map is only as current as its commit: mutation_score.py uses it for the modules that have
not changed since (a changed module has other line numbers).
"""

from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import coverage

from ovopt.benchmarks.coverage_plugin import measuring, subprocess_config
from ovopt.benchmarks.mutation_map import FOLDERS
from ovopt.benchmarks.mutation_score import scratch_copy

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_OUT = ROOT / ".harness-data" / "coverage-map.json"
KEEP = 40  # tests kept per line, the fastest: a mutant runs a few of them


def run_pytest(package: Path, data: Path, paths: list[str]) -> None:
    env = {**os.environ, "PYTHONPATH": str(package.parent), "COVERAGE_MAP_DATA": str(data)}
    command = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", "-p", "ovopt.benchmarks.coverage_plugin"]
    run = subprocess.run([*command, *paths], cwd=package, env=env, capture_output=True, text=True, check=False)
    print(run.stdout.strip().splitlines()[-1] if run.stdout.strip() else run.stderr[-2000:], file=sys.stderr)


def lit_files(package: Path, paths: list[str]) -> list[str]:
    """The lit tests under `paths` (lit's suffixes, not its Inputs folders), from the package root."""
    given = [package / p for p in paths]
    found = [f for p in given for f in ([p] if p.is_file() else p.rglob("*")) if f.suffix in (".mlir", ".onnxtext")]
    return sorted({str(f.relative_to(package)) for f in found if not {"Inputs", "Output"} & set(f.parts)})


def run_lit(package: Path, data: Path, tests: list[str], jobs: int) -> dict[str, float]:
    """Each lit file on its own, its commands measured under its path as the context."""
    cov = measuring(data, package)
    lit = str(Path(sys.executable).parent / "lit")

    def one(test: str) -> float:
        env = {**os.environ, "PYTHONPATH": str(package.parent), "COVERAGE_PROCESS_CONFIG": subprocess_config(cov, test)}
        started = time.monotonic()
        subprocess.run([lit, "-q", test], cwd=package, env=env, capture_output=True, check=False)
        return time.monotonic() - started

    with ThreadPoolExecutor(jobs) as pool:
        return dict(zip(tests, pool.map(one, tests)))


def durations(data: Path) -> dict[str, float]:
    found: dict[str, float] = {}
    for f in data.glob("durations-*.json"):
        found.update(json.loads(f.read_text()))
    return found


def lines_by_module(package: Path, data: Path, seconds: dict[str, float]) -> dict[str, dict[str, list[str]]]:
    """module (path from the package root) -> line -> the tests that ran it, fastest first."""
    cov = coverage.Coverage(data_file=str(data / ".coverage"), config_file=False)
    cov.combine([str(data)], keep=False)
    measured = cov.get_data()
    lines: dict[str, dict[str, list[str]]] = {}
    for filename in measured.measured_files():
        module = str(Path(filename).relative_to(package))
        if not any(module.startswith(folder + "/") for folder in FOLDERS):
            continue
        by_line = measured.contexts_by_lineno(filename)
        lines[module] = {
            str(line): sorted((c for c in contexts if c in seconds), key=seconds.get)[:KEEP]
            for line, contexts in sorted(by_line.items())
        }
    return lines


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--pytest", nargs="*", default=["test"], metavar="PATH", help="pytest paths (default: test)")
    parser.add_argument("--lit", nargs="*", default=["test"], metavar="PATH", help="lit paths (default: test)")
    parser.add_argument("-j", "--jobs", type=int, default=2, help="lit files measured at once")
    parser.add_argument("--out", type=Path, default=DEFAULT_OUT, help=f"the JSON map (default: {DEFAULT_OUT})")
    args = parser.parse_args()
    commit = subprocess.run(["git", "rev-parse", "HEAD"], cwd=ROOT, capture_output=True, text=True, check=True)
    started = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="ovopt-coverage-") as folder:
        package = scratch_copy(Path(folder))
        data = Path(folder) / "data"
        data.mkdir()
        seconds: dict[str, float] = {}
        if args.pytest:
            run_pytest(package, data, args.pytest)
            seconds.update(durations(data))
        if args.lit:
            seconds.update(run_lit(package, data, lit_files(package, args.lit), args.jobs))
        lines = lines_by_module(package, data, seconds)
    args.out.parent.mkdir(parents=True, exist_ok=True)
    payload = {"commit": commit.stdout.strip(), "tests": seconds, "lines": lines}
    args.out.write_text(json.dumps(payload))
    print(
        f"{len(seconds)} tests, {len(lines)} modules measured in {time.monotonic() - started:.0f} s -> {args.out}",
        file=sys.stderr,
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())

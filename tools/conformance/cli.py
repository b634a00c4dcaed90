"""ovopt-conformance: ONNX's backend tests converted to OpenVINO IR, run on OpenVINO's CPU plugin
(f32) and compared with the tests' expected outputs.

    ovopt-conformance [--vs ovc] [--jobs N] [--json FILE] [--filter REGEX] [ROOT ...]
    ovopt-conformance --converter "ov-opt {model} -p ov-default -t ir -o {out}"   # any command
    ovopt-conformance --summary FILE [--all-ops] [--failures N]
    ovopt-conformance --diff A.json[:CONVERTER] B.json[:CONVERTER]

The tests are written from the installed onnx wheel the first time (`--data`), and by default
the run covers the roots docs/supported_ops.md counts: node, pytorch-converted,
pytorch-operator, simple and light. A root given on the command line is a folder of test
folders (LABEL=PATH names it). Each test ends in one class: pass, dtype_mismatch, mismatch,
convert_failed, read_failed, compile_failed, infer_failed or harness_error; tests whose inputs
or outputs are sequences, optionals, maps or strings are unsupported_io and not counted.
"""

from __future__ import annotations

import argparse
import datetime
import json
import os
import re
import subprocess
import sys
import time
from pathlib import Path

from ovopt.tools.conformance import converters as converter_kinds
from ovopt.tools.conformance import report
from ovopt.tools.conformance.testdata import default_roots, discover, ensure_written

DEFAULT_DATA = Path(".harness-data") / "onnx-backend"
DEFAULT_WORKDIR = Path(".harness-data") / "conformance"


def arguments() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="ovopt-conformance", description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("roots", nargs="*", help="test roots (LABEL=PATH); default: the published figures' five")
    parser.add_argument("--converter", default="ovopt", help="ovopt, ovc, or a command with {model} and {out}")
    parser.add_argument("--vs", metavar="CONVERTER", help="a second converter run on every test too (ovc)")
    parser.add_argument("-j", "--jobs", type=int, default=os.cpu_count() or 1, help="worker processes")
    parser.add_argument("--json", type=Path, help="write the results here")
    parser.add_argument("--data", type=Path, default=DEFAULT_DATA, help="where the tests are written")
    parser.add_argument("--workdir", type=Path, default=DEFAULT_WORKDIR, help="IR of failing tests, worker logs")
    parser.add_argument("--filter", help="only tests whose id (ROOT/NAME) matches this regex")
    parser.add_argument("--exclude", help="no test whose id matches this regex")
    parser.add_argument("--limit", type=int, help="at most this many tests")
    parser.add_argument("--timeout", type=float, default=120.0, help="seconds a conversion may take")
    parser.add_argument("--eval-timeout", type=float, default=180.0, help="seconds to read, compile and run")
    parser.add_argument("--precision", default="f32", help="CPU INFERENCE_PRECISION_HINT, or `default`")
    parser.add_argument("--keep-ir", action="store_true", help="keep the IR of passing tests too")
    parser.add_argument("--all-ops", action="store_true", help="list every operator, not only the failing ones")
    parser.add_argument("--failures", type=int, default=0, metavar="N", help="list the first N failing tests")
    parser.add_argument("--summary", type=Path, metavar="FILE", help="print the tables of a results file")
    parser.add_argument("--diff", nargs=2, metavar=("A[:CONV]", "B[:CONV]"), help="compare two results files")
    return parser


def main(argv: list[str] | None = None) -> int:
    args = arguments().parse_args(argv)
    if args.diff:
        sides = [_result_side(spec) for spec in args.diff]
        print("\n".join(report.diff(*sides)))
        return 0
    if args.summary:
        print_tables(report.load(args.summary), args)
        return 0
    data = run(args)
    print_tables(data, args)
    if args.json:
        args.json.parent.mkdir(parents=True, exist_ok=True)
        args.json.write_text(json.dumps(data, indent=1) + "\n")
        print(f"results: {args.json}", file=sys.stderr)
    return 0


def run(args: argparse.Namespace) -> dict:
    from ovopt.tools.conformance.pool import Pool
    from ovopt.tools.conformance.worker import Job, Settings

    names = [args.converter, *([args.vs] if args.vs else [])]
    chosen = tuple(converter_kinds.named(n) for n in names)
    if len({c.name for c in chosen}) != len(chosen):
        raise SystemExit(f"the converters need distinct names: {', '.join(c.name for c in chosen)}")
    roots = _roots(args)
    tests = discover(roots)
    if args.filter:
        tests = [t for t in tests if re.search(args.filter, t.id)]
    if args.exclude:
        tests = [t for t in tests if not re.search(args.exclude, t.id)]
    tests = tests[: args.limit] if args.limit else tests
    jobs = max(1, args.jobs)
    config = {"INFERENCE_NUM_THREADS": max(1, (os.cpu_count() or 1) // jobs)}
    if args.precision != "default":
        config["INFERENCE_PRECISION_HINT"] = args.precision
    args.workdir.mkdir(parents=True, exist_ok=True)
    settings = Settings(args.workdir.resolve(), chosen, tuple(config.items()), args.timeout, args.keep_ir)
    # The light models first: the slowest, they would otherwise end the run alone.
    ordered = sorted(tests, key=lambda t: t.root != "light")
    work = [Job(t.id, t.folder.resolve(), c.name) for t in ordered for c in chosen]
    print(f"{len(tests)} tests x {len(chosen)} converters, {jobs} workers", file=sys.stderr, flush=True)
    records = {t.id: {"id": t.id, "root": t.root, "name": t.name, "results": {}} for t in tests}
    progress = _Progress(len(work))

    def finished(job, facts: dict, verdict: dict) -> None:
        records[job.test_id].update(facts)
        records[job.test_id]["results"][job.converter] = verdict
        progress.step()

    started = time.perf_counter()
    Pool(settings, jobs, args.eval_timeout).run(work, finished)
    wall = time.perf_counter() - started
    print(f"wall time {wall:.0f} s", file=sys.stderr)
    complete = not (args.roots or args.filter or args.exclude or args.limit)
    meta = {
        "tool": "ovopt-conformance",
        "converters": {c.name: c.describe() for c in chosen},
        "roots": {label: str(path) for label, path in roots.items()},
        "complete": complete,
        "commit": _commit(),
        "date": datetime.date.today().isoformat(),
        "versions": _versions(),
        "cpus": os.cpu_count(),
        "jobs": jobs,
        "compile_config": config,
        "timeouts": {"convert": args.timeout, "evaluate": args.eval_timeout},
        "wall_s": round(wall, 1),
    }
    return {"meta": meta, "tests": list(records.values())}


def print_tables(data: dict, args: argparse.Namespace) -> None:
    converters = list(data["meta"]["converters"])
    for converter in converters:
        print("\n".join(report.root_table(data, converter)), end="\n\n")
    if len(converters) > 1:
        print("\n".join(report.summary_table(data)), end="\n\n")
    print("\n".join(report.operator_table(data, args.all_ops)))
    for converter in converters if args.failures else ():
        print("\n" + "\n".join(report.failures(data, converter, args.failures)))


def _roots(args: argparse.Namespace) -> dict[str, Path]:
    if not args.roots:
        ensure_written(args.data, log=lambda text: print(text, file=sys.stderr, flush=True))
        return default_roots(args.data)
    roots = {}
    for spec in args.roots:
        label, _, path = spec.rpartition("=")
        roots[label or Path(path).name] = Path(path)
    return roots


def _result_side(spec: str) -> tuple[dict, str]:
    """`FILE[:CONVERTER]`: a results file and one of its converters (the first by default)."""
    path, _, converter = spec.rpartition(":") if not Path(spec).is_file() else (spec, "", "")
    data = report.load(Path(path))
    known = list(data["meta"]["converters"])
    converter = converter or known[0]
    if converter not in known:
        raise SystemExit(f"{path} has results of {', '.join(known)}, not {converter}")
    return data, converter


def _commit() -> str:
    """The commit of the ovopt measured (its checkout's), `+changes` when tracked files differ."""
    import ovopt

    root = Path(ovopt.__file__).parent  # not resolved: a symlinked package is its link's checkout
    try:
        commit = subprocess.run(
            ["git", "-C", str(root), "rev-parse", "--short", "HEAD"], capture_output=True, text=True, check=True
        ).stdout.strip()
        changed = subprocess.run(
            ["git", "-C", str(root), "status", "--porcelain", "--untracked-files=no"],
            capture_output=True,
            text=True,
            check=True,
        ).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "not a git checkout"
    return commit + ("+changes" if changed else "")


def _versions() -> dict[str, str]:
    from importlib.metadata import PackageNotFoundError, version

    found = {"python": sys.version.split()[0]}
    for package in ("ovopt", "openvino", "onnx", "numpy", "xdsl"):
        try:
            found[package] = version(package)
        except PackageNotFoundError:
            continue
    return found


class _Progress:
    """A line on stderr every tenth of the run."""

    def __init__(self, total: int):
        self.total, self.done, self.started = total, 0, time.perf_counter()

    def step(self) -> None:
        self.done += 1
        if self.done == self.total or self.done % max(1, self.total // 10) == 0:
            took = time.perf_counter() - self.started
            print(f"{self.done}/{self.total} done, {took:.0f} s", file=sys.stderr, flush=True)

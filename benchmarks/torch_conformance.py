"""PyTorch conformance of ovopt beside ovc (`openvino.convert_model`), in tables: per op, torch's
OpInfo samples; per model, torchvision's and transformers' models with random weights. Numbers,
not a test; `docs/torch_conformance.md` is its page, rendered from `docs/torch_conformance.json`.

    .venv/bin/python benchmarks/torch_conformance.py [--ops REGEX] [--limit-samples N] [--jobs N]
        [--models REGEX] [--skip-ops] [--skip-models] [--timeout S] [--json FILE] [--markdown FILE]
    .venv/bin/python benchmarks/torch_conformance.py --from-json FILE [FILE ...] --markdown FILE

Per op: every OpInfo of torch's op_db with float32 samples on the CPU; each sample wrapped in a
one-op module, exported with torch.export, converted by ovopt and by ovc from the same program,
run in OpenVINO (CPU, f32) and compared with eager torch (benchmarks/torch_opinfo.py says how,
and which samples are counted apart: the ones torch.export cannot export, the ones whose
decomposition leaves the Core ATen set, random and tensor-less outputs). Worker processes run
the samples (`--jobs`), so that a crash or a hang of OpenVINO costs one sample, not the sweep.
torch's internal testing package needs `expecttest` (`pip install expecttest`).

Per model (benchmarks/torch_models.py): the model is built and exported in a process of its own
and saved as a .pt2; then each converter converts it in a fresh process, which reports the time
of the conversion call and its peak RSS (getrusage), then runs the model in OpenVINO on the
saved input against eager torch's outputs. Models run one at a time, for the timings.

`--from-json` merges result files (the sections of the later file win) and renders them without
running anything; `--markdown` writes the page.
"""

from __future__ import annotations

import argparse
import contextlib
import json
import os
import re
import selectors
import signal
import subprocess
import sys
import tempfile
import time
from collections import Counter, defaultdict
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
WORKER = HERE / "torch_opinfo.py"
CONVERTERS = ("ovopt", "ovc")


# -- the per-op sweep ----------------------------------------------------------------------------


@dataclass
class Worker:
    """A worker process, and the op, sample and converter it is on."""

    process: subprocess.Popen
    log: Any
    ready: bool = False
    op: str | None = None
    sample: int = -1
    converter: str | None = None
    deadline: float = float("inf")
    buffer: bytes = b""


@dataclass
class OpSweep:
    """Runs the OpInfo samples over `jobs` worker processes. A worker that crashes or hangs is
    replaced: the sample gets the verdict `crash` or `timeout` for the converter it was in (the
    other converter runs it in the new worker), and the op goes on from the next sample."""

    pattern: str
    limit: int | None
    jobs: int
    timeout: float
    samples: dict[str, dict[int, dict]] = field(default_factory=lambda: defaultdict(dict))
    partial: dict[tuple[str, int], dict] = field(default_factory=dict)
    op_errors: dict[str, str] = field(default_factory=dict)
    float32_keys: list[str] = field(default_factory=list)
    all_keys: list[str] = field(default_factory=list)
    keys: list[str] = field(default_factory=list)
    finished: list[str] = field(default_factory=list)
    lost_workers: int = 0
    checkpoint: Any = None  # called with the results so far, every minute

    def run(self) -> None:
        selector = selectors.DefaultSelector()
        workers = [self.start_worker(selector)]
        self.wait_ready(workers[0])
        queue: list[dict] = [{"op": key, "start": 0} for key in self.keys]
        workers += [self.start_worker(selector) for _ in range(min(self.jobs, len(queue)) - 1)]
        try:
            self.loop(selector, workers, queue)
        finally:
            for worker in workers:
                self.stop(worker, selector)

    def loop(self, selector, workers: list[Worker], queue: list[dict]) -> None:
        started = saved = time.monotonic()
        while queue or any(w.op is not None for w in workers):
            for worker in workers:
                if worker.ready and worker.op is None and queue:
                    self.assign(worker, queue.pop(0))
            for key, _ in selector.select(timeout=1.0):
                worker = key.data
                chunk = os.read(key.fd, 1 << 16)
                if not chunk:
                    self.lose(worker, selector, queue, "crash")
                    continue
                worker.buffer += chunk
                while b"\n" in worker.buffer:
                    line, worker.buffer = worker.buffer.split(b"\n", 1)
                    if self.event(worker, json.loads(line)) == "done":
                        progress(f"{len(self.finished)}/{len(self.keys)} ops, {time.monotonic() - started:.0f} s")
            now = time.monotonic()
            for worker in workers:
                if worker.op is not None and now > worker.deadline:
                    self.lose(worker, selector, queue, "timeout")
            for i, worker in enumerate(workers):
                if worker.process.poll() is not None and queue:
                    self.stop(worker, selector)
                    workers[i] = self.start_worker(selector)
            if self.checkpoint is not None and now - saved > 60:
                self.checkpoint(self.results())
                saved = now

    def assign(self, worker: Worker, task: dict) -> None:
        worker.op, worker.sample, worker.converter = task["op"], -1, None
        worker.deadline = time.monotonic() + self.timeout * 4  # making the samples may take long
        task = {**task, "limit": self.limit}
        worker.process.stdin.write((json.dumps(task) + "\n").encode())
        worker.process.stdin.flush()

    def start_worker(self, selector) -> Worker:
        log = tempfile.TemporaryFile()  # noqa: SIM115  (closed when the worker stops)
        process = subprocess.Popen(
            [sys.executable, str(WORKER), "--worker"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=log,
            start_new_session=True,  # a hang is killed with its children
        )
        worker = Worker(process, log)
        selector.register(process.stdout, selectors.EVENT_READ, worker)
        return worker

    def wait_ready(self, worker: Worker) -> None:
        """The first worker lists the OpInfos; the sweep runs the ones `pattern` finds."""
        while not worker.ready:
            chunk = os.read(worker.process.stdout.fileno(), 1 << 16)
            if not chunk:
                worker.log.seek(0)
                sys.exit(f"the op worker failed to start:\n{worker.log.read().decode(errors='replace')[-3000:]}")
            worker.buffer += chunk
            while b"\n" in worker.buffer:
                line, worker.buffer = worker.buffer.split(b"\n", 1)
                self.event(worker, json.loads(line))

    def event(self, worker: Worker, event: dict) -> str:
        kind = event.pop("event")
        if kind == "ready":
            worker.ready = True
            if not self.all_keys:
                self.all_keys, self.float32_keys = event["all"], event["float32"]
                self.keys = [k for k in self.float32_keys if re.search(self.pattern, k)]
        elif kind in ("start", "step"):
            worker.sample, worker.converter = event["sample"], event.get("converter")
            worker.deadline = time.monotonic() + self.timeout
            if "input" in event:
                self.partial.setdefault((event["op"], event["sample"]), {})["input"] = event["input"]
        elif kind == "verdict":
            self.partial.setdefault((event["op"], event["sample"]), {})[event["converter"]] = event["verdict"]
            worker.converter = None
        elif kind == "sample":
            op, sample = event.pop("op"), event.pop("sample")
            self.samples[op][sample] = {**self.partial.pop((op, sample), {}), **event}
        elif kind == "op_error":
            self.op_errors[event["op"]] = event["error"]
        elif kind == "done":
            self.finished.append(event["op"])
            worker.op, worker.converter, worker.deadline = None, None, float("inf")
        return kind

    def lose(self, worker: Worker, selector, queue: list, how: str) -> None:
        """The worker crashed or hung: record it on its sample and go on without it."""
        code = self.stop(worker, selector)
        self.lost_workers += 1
        op, sample, converter = worker.op, worker.sample, worker.converter
        worker.op = None
        if op is None:
            return
        what = f"crash (exit {code})" if how == "crash" else f"timeout after {self.timeout:.0f} s"
        progress(f"{what}: {op}, sample {sample}, {converter or 'in torch'}")
        if sample < 0:
            self.op_errors[op] = f"{what} while making the samples"
            return
        partial = self.partial.pop((op, sample), {})
        if converter is None:  # in torch: export, eager, decomposition
            self.samples[op][sample] = {**partial, "skip": how, "error": what}
            queue.insert(0, {"op": op, "start": sample + 1})
            return
        partial[converter] = {"pass": False, "stage": how, "error": what}
        rest = [c for c in CONVERTERS if c not in partial]
        if rest:  # the other converter runs the sample in a new worker
            self.partial[(op, sample)] = partial
            queue.insert(0, {"op": op, "start": sample, "converters": rest})
        else:
            self.samples[op][sample] = {**partial, "seconds": None}
            queue.insert(0, {"op": op, "start": sample + 1})

    def stop(self, worker: Worker, selector) -> int | None:
        with contextlib.suppress(KeyError, ValueError):
            selector.unregister(worker.process.stdout)
        if worker.process.poll() is None:
            with contextlib.suppress(OSError):
                worker.process.stdin.close()
            try:
                worker.process.wait(timeout=5 if worker.op is None else 0.1)
            except subprocess.TimeoutExpired:
                with contextlib.suppress(OSError):
                    os.killpg(worker.process.pid, signal.SIGKILL)
                worker.process.wait()
        worker.process.stdout.close()
        worker.log.close()
        return worker.process.returncode

    def results(self) -> dict[str, Any]:
        """The section `op_sweep` of the JSON: per OpInfo swept to its end, the counts and the
        samples a converter fails."""
        ops = {}
        for key in sorted(self.finished):
            entry = summarize(self.samples.get(key, {}))
            if key in self.op_errors:
                entry["error"] = self.op_errors[key]
            ops[key] = entry
        return {
            "opinfos": len(self.all_keys),
            "float32_opinfos": len(self.float32_keys),
            "pattern": self.pattern,
            "selected": len(self.keys),
            "complete": len(self.finished) == len(self.keys),
            "limit_samples": self.limit,
            "timeout": self.timeout,
            "lost_workers": self.lost_workers,
            "ops": ops,
        }


def summarize(events: dict[int, dict]) -> dict[str, Any]:
    """One OpInfo's counts, and each counted sample that a converter fails."""
    skipped: Counter = Counter()
    outside: set[str] = set()
    counted = ovopt = ovc = both = 0
    failures = []
    for index in sorted(events):
        event = events[index]
        if "skip" in event:
            skipped[event["skip"]] += 1
            outside.update(event.get("outside", ()))
            continue
        counted += 1
        a, b = event["ovopt"]["pass"], event["ovc"]["pass"]
        ovopt, ovc, both = ovopt + a, ovc + b, both + (a and b)
        if not (a and b):
            failure = {"sample": index, "input": event.get("input", "")}
            for converter in ("ovopt", "ovc"):
                verdict = event[converter]
                if not verdict["pass"]:
                    failure[converter] = verdict["error"]
                    if verdict.get("missing"):
                        failure["missing"] = verdict["missing"]
            failures.append(failure)
    entry: dict[str, Any] = {"samples": counted, "ovopt": ovopt, "ovc": ovc, "both": both}
    if skipped:
        entry["skipped"] = dict(sorted(skipped.items()))
    if outside:
        entry["outside_core"] = sorted(outside)
    if failures:
        entry["failures"] = failures
    return entry


def progress(text: str) -> None:
    print(f"# {text}", file=sys.stderr, flush=True)


# -- the models ----------------------------------------------------------------------------------


def run_models(pattern: str, timeout: float, checkpoint) -> list[dict[str, Any]]:
    from ovopt.benchmarks import torch_model_runs

    return torch_model_runs.run_all(pattern, timeout, progress, checkpoint)


def interrupted(number, frame) -> None:
    raise KeyboardInterrupt


# -- the results ---------------------------------------------------------------------------------


def environment(packages: tuple[str, ...] = ("torch", "torchvision", "transformers", "openvino")) -> dict[str, str]:
    """The commit, Python and the versions of `packages` a run used (benchmarks/tf_conformance.py
    names its own)."""
    import platform
    from importlib.metadata import version

    commit = subprocess.run(
        ["git", "-C", str(HERE.parent), "rev-parse", "--short", "HEAD"], capture_output=True, text=True, check=False
    ).stdout.strip()
    found = {"ovopt commit": commit or "unknown", "python": platform.python_version()}
    for package in packages:
        try:
            found[package] = version(package)
        except Exception:  # noqa: BLE001  (not installed: say so)
            found[package] = "not installed"
    found["date"] = time.strftime("%Y-%m-%d")
    found["cpus"] = str(os.cpu_count())
    return found


def merged(paths: list[str]) -> dict[str, Any]:
    results: dict[str, Any] = {}
    for path in paths:
        data = json.loads(Path(path).read_text())
        for section, value in data.items():
            if section == "environment" and "environment" in results:
                results["environment"] = {**results["environment"], **value}
            else:
                results[section] = value
    return results


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--ops", default="", help="only the OpInfos whose key (name[.variant]) this regex finds")
    parser.add_argument("--limit-samples", type=int, default=None, help="at most N samples of each OpInfo")
    parser.add_argument("--timeout", type=float, default=120, help="seconds a sample may take (default 120)")
    parser.add_argument("--model-timeout", type=float, default=3600, help="seconds a model's step may take")
    parser.add_argument("--jobs", type=int, default=1, help="worker processes of the per-op sweep")
    parser.add_argument("--models", default="", help="only the models whose name this regex finds")
    parser.add_argument("--skip-ops", action="store_true", help="no per-op sweep")
    parser.add_argument("--skip-models", action="store_true", help="no models")
    parser.add_argument("--json", help="write the results to FILE")
    parser.add_argument("--markdown", help="write the tables as a page to FILE")
    parser.add_argument("--from-json", nargs="+", metavar="FILE", help="render results files, run nothing")
    parser.add_argument("--note", help="a sentence the page puts under its title (how the run was limited)")
    args = parser.parse_args(argv)

    from ovopt.benchmarks import torch_report

    if args.from_json:
        results = merged(args.from_json)
    else:
        signal.signal(signal.SIGTERM, interrupted)
        command = " ".join(["benchmarks/torch_conformance.py", *(argv if argv is not None else sys.argv[1:])])
        results = {"environment": environment()}

        def save(section: str, value: dict) -> None:
            results[section] = value
            if args.json:
                Path(args.json).write_text(json.dumps(results, indent=1, sort_keys=True) + "\n")

        try:
            if not args.skip_ops:
                started = time.monotonic()

                def ops_so_far(found: dict) -> None:
                    seconds = round(time.monotonic() - started)
                    save("op_sweep", {**found, "seconds": seconds, "jobs": args.jobs, "command": command})

                sweep = OpSweep(args.ops, args.limit_samples, max(1, args.jobs), args.timeout, checkpoint=ops_so_far)
                try:
                    sweep.run()
                finally:
                    ops_so_far(sweep.results())
            if not args.skip_models:
                started = time.monotonic()

                def models_so_far(models: list) -> None:
                    seconds = round(time.monotonic() - started)
                    save("model_run", {"models": models, "seconds": seconds, "command": command})

                run_models(args.models, args.model_timeout, models_so_far)
        except KeyboardInterrupt:
            progress("interrupted: the results so far are kept")
    if args.note:
        results["note"] = args.note
    if args.json:
        Path(args.json).write_text(json.dumps(results, indent=1, sort_keys=True) + "\n")
    print(torch_report.text(results))
    if args.markdown:
        Path(args.markdown).write_text(torch_report.markdown(results))
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""Whole-process timing of a conversion: wall time, CPU time and peak RSS of one fresh process, as
a user of the command line pays them (interpreter start-up, imports, reading, converting,
writing).

Peak RSS is the converter's own. Linux's `ru_maxrss` of a child counts the memory of the
process it was forked from (the fork copies the parent's page tables, and exec records their
high-water mark), so a bench that has ever held a big model would see that size in every later
conversion. The conversion is therefore forked from a small launcher process (a bare Python,
`-S`, about 10 MB) that reports its child's `wait4` figures, as GNU time does.

Before each run `os.sync()` (untimed) flushes the previous run's written pages, so that their
write-back does not land in the next run's time.
"""

from __future__ import annotations

import json
import os
import shlex
import shutil
import signal
import statistics
import subprocess
import sys
import tempfile
from dataclasses import dataclass
from pathlib import Path

LAUNCHER = """
import os, sys, time
report, argv = sys.argv[1], sys.argv[2:]
started = time.perf_counter()
pid = os.fork()
if pid == 0:
    try:
        os.execvp(argv[0], argv)
    finally:
        os._exit(127)
_, status, usage = os.wait4(pid, 0)
wall = time.perf_counter() - started
with open(report, "w") as f:
    f.write(f"{os.waitstatus_to_exitcode(status)} {wall} {usage.ru_maxrss} {usage.ru_utime + usage.ru_stime}")
"""

OVC = (
    "import sys, openvino\n"
    "openvino.save_model(openvino.convert_model(sys.argv[1]), sys.argv[2], compress_to_fp16=sys.argv[3] == 'fp16')\n"
)
# The floor: read the model (its external data too) and write every weight's bytes, nothing else.
FLOOR = (
    "import sys, onnx\n"
    "from onnx import numpy_helper\n"
    "model = onnx.load(sys.argv[1])\n"
    "with open(sys.argv[2][:-4] + '.bin', 'wb') as f:\n"
    "    for t in model.graph.initializer:\n"
    "        f.write(t.raw_data if t.HasField('raw_data') else numpy_helper.to_array(t).tobytes())\n"
    "open(sys.argv[2], 'w').close()\n"
)


@dataclass(frozen=True)
class Converter:
    """A command line that turns MODEL into OUT.xml (and OUT.bin beside it)."""

    name: str
    argv: tuple[str, ...]  # with the placeholders {model} and {out}

    def command(self, model: Path, xml: Path) -> list[str]:
        return [a.replace("{model}", str(model)).replace("{out}", str(xml)) for a in self.argv]


def ovopt(compress_to_fp16: bool = False) -> Converter:
    """`ov-opt` beside this interpreter (the venv's), else the module; weights kept f32 unless
    `compress_to_fp16` (`--compress-to-fp16`)."""
    script = Path(sys.executable).with_name("ov-opt")
    start = [str(script)] if script.is_file() else [sys.executable, "-m", "ovopt.tools.ov_opt"]
    flags = ("--compress-to-fp16",) if compress_to_fp16 else ()
    argv = (*start, "{model}", "--pass-pipeline=ov-default", "-t", "ir", "-o", "{out}", *flags)
    return Converter("ovopt-fp16" if compress_to_fp16 else "ovopt", argv)


def ovc(compress_to_fp16: bool = False) -> Converter:
    """`openvino.convert_model` and `save_model`, weights kept f32 unless `compress_to_fp16`."""
    weights = "fp16" if compress_to_fp16 else "f32"
    return Converter(
        "ovc-fp16" if compress_to_fp16 else "ovc", (sys.executable, "-c", OVC, "{model}", "{out}", weights)
    )


def floor() -> Converter:
    return Converter("floor", (sys.executable, "-c", FLOOR, "{model}", "{out}"))


def one_run(converter: Converter, model: Path, folder: Path, timeout: float) -> dict:
    """One conversion in a fresh process: ok, wall_s, cpu_s, rss_mb, bin_mb (and error)."""
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    xml = folder / "model.xml"
    result = launch(converter.command(model, xml), folder, timeout)
    said = result.pop("said", "")
    if "wall_s" not in result:
        return result
    result["ok"] = result["ok"] and xml.is_file()
    binary = xml.with_suffix(".bin")
    result["bin_mb"] = binary.stat().st_size / 1e6 if binary.is_file() else 0.0
    if not result["ok"]:
        result["error"] = said
    return result


def launch(command: list[str], folder: Path, timeout: float) -> dict:
    """`command` in a fresh process forked from the small launcher: ok (exit status 0), wall_s,
    cpu_s, rss_mb and said (the end of its output), or ok and error."""
    os.sync()
    with tempfile.NamedTemporaryFile("r", suffix=".run", dir=folder, delete=False) as report:
        report_path = Path(report.name)
    launcher = [sys.executable, "-S", "-c", LAUNCHER, str(report_path), *command]
    process = subprocess.Popen(
        launcher, cwd=folder, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, start_new_session=True
    )
    try:
        said, _ = process.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)  # the launcher's group: it and the command
        process.communicate()
        report_path.unlink(missing_ok=True)
        return {"ok": False, "error": f"timeout after {timeout:.0f} s"}
    fields = report_path.read_text().split() if report_path.stat().st_size else []
    report_path.unlink()
    if len(fields) != 4:
        return {"ok": False, "error": said.decode("utf-8", "replace")[-800:]}
    status, wall, rss_kb, cpu = int(fields[0]), float(fields[1]), int(fields[2]), float(fields[3])
    said_tail = said.decode("utf-8", "replace")[-800:]
    return {"ok": status == 0, "wall_s": wall, "cpu_s": cpu, "rss_mb": rss_kb / 1024, "said": said_tail}


def summary(runs: list[dict]) -> dict:
    good = [r for r in runs if r["ok"]]
    if not good:
        return {"ok": False, "error": runs[-1].get("error", "no run") if runs else "no run"}
    walls = [r["wall_s"] for r in good]
    return {
        "ok": True,
        "runs": len(good),
        "median_s": statistics.median(walls),
        "min_s": min(walls),
        "max_s": max(walls),
        "median_cpu_s": statistics.median(r["cpu_s"] for r in good),
        "peak_rss_mb": max(r["rss_mb"] for r in good),
        "bin_mb": good[-1].get("bin_mb", 0.0),
    }


def bench_pair(model: Path, a: Converter, b: Converter | None, workdir: Path, runs: int, warmup: int, timeout: float):
    """`runs` timed runs of `a` (and `b`, their order alternating from run to run) after `warmup`
    untimed ones: each side's summary and the median, least and greatest of the per-run ratios a / b."""
    folders = {c.name: workdir / model.stem / c.name for c in (a, b) if c}
    for _ in range(warmup):
        for converter in (a, b):
            if converter:
                one_run(converter, model, folders[converter.name], timeout)
    timed: dict[str, list[dict]] = {name: [] for name in folders}
    ratios = []
    for i in range(runs):
        order = [c for c in ((a, b) if i % 2 == 0 else (b, a)) if c]
        got = {c.name: one_run(c, model, folders[c.name], timeout) for c in order}
        for name, result in got.items():
            timed[name].append(result)
        if b and got[a.name]["ok"] and got[b.name]["ok"]:
            ratios.append(got[a.name]["wall_s"] / got[b.name]["wall_s"])
        if not got[a.name]["ok"]:
            break  # a conversion that fails once fails again: say so without waiting
    shutil.rmtree(workdir / model.stem, ignore_errors=True)
    row = {"model": str(model), "a": summary(timed[a.name])}
    if b:
        row |= {"b": summary(timed[b.name]), "ratio_median": statistics.median(ratios) if ratios else None}
        if ratios:  # the spread of the alternating pairs: a ratio near a goal is shown with it
            row |= {"ratio_min": min(ratios), "ratio_max": max(ratios)}
    return row


def describe(converter: Converter) -> str:
    return shlex.join(converter.argv)


def dump(path: Path, value: dict) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(value, indent=1) + "\n")

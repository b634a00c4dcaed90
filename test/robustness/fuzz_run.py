"""The fuzzing campaign: generate inputs of every kind in turn and run the real driver on each.

Run as a script (`python fuzz_run.py SECONDS SEED [KIND...]`) it prints the figures as JSON; the
test runs it in a child process with an address-space limit, so a model that makes the
compiler allocate without bound fails the input instead of the machine.

Every input must end one of two ways: exit status 0 with the XML and BIN written, or exit
status 1 with one `ov-opt: error:` line and no file in the output folder. Anything else (an
exception escaping `main`, a traceback or several lines on stderr, a leftover file, an input
running past its time limit) is a failure, recorded with the (kind, seed, index) that rebuilds
the input.
"""

from __future__ import annotations

import contextlib
import io
import json
import random
import resource
import shutil
import signal
import sys
import tempfile
import time
import traceback
from collections.abc import Callable
from dataclasses import asdict, dataclass, field
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from fuzz_inputs import ONNX_KINDS
from fuzz_inputs_ir import IR_KINDS, ir_reader_present

from ovopt.tools.ov_opt import main as ov_opt

# The IR kinds join once the IR reader (frontends/ir) is registered.
KINDS = {**ONNX_KINDS, **(IR_KINDS if ir_reader_present() else {})}
INPUT_SECONDS = 30  # one input taking longer than this is a hang
MEMORY_LIMIT = 3 << 30  # bytes of address space for the whole campaign process


class InputTimeout(BaseException):
    """The input ran past INPUT_SECONDS (raised from the alarm signal)."""


@dataclass
class Figures:
    tried: dict[str, int] = field(default_factory=dict)
    converted: int = 0
    refused: int = 0
    crashes: int = 0  # an exception escaped main, or a status other than 0 and 1
    tracebacks: int = 0  # 'Traceback' or more than one line on stderr
    partial_files: int = 0  # files left in the output folder (or temporary files beside it)
    hangs: int = 0
    failures: list[dict] = field(default_factory=list)
    seconds: float = 0.0


def input_rng(seed: int, kind: str, index: int) -> random.Random:
    """The generator of one input: a string seed hashes the same in every process."""
    return random.Random(f"{seed}:{kind}:{index}")


def run_driver(model: Path, out: Path) -> tuple[int | None, str, str]:
    """(exit status, stderr, traceback) of `ov-opt MODEL -t ir -o OUT/model.xml` in this process."""
    stderr, stdout = io.StringIO(), io.StringIO()
    try:
        with contextlib.redirect_stderr(stderr), contextlib.redirect_stdout(stdout):
            code = ov_opt([str(model), "-t", "ir", "-o", str(out / "model.xml")])
    except InputTimeout:
        raise
    except BaseException:  # noqa: BLE001  (what the fuzzer looks for)
        return None, stderr.getvalue(), traceback.format_exc()
    return code, stderr.getvalue(), ""


def judge(code: int | None, stderr: str, trace: str, out: Path) -> list[str]:
    """The rules an outcome breaks (empty: a clean conversion or a clean refusal)."""
    broken = []
    left = sorted(p.name for p in out.iterdir()) if out.exists() else []
    if code is None or code not in (0, 1):
        broken.append("crash")
    if "Traceback" in stderr or (
        code == 1 and (len(stderr.splitlines()) != 1 or not stderr.startswith("ov-opt: error:"))
    ):
        broken.append("traceback")
    if (code == 0 and left != ["model.bin", "model.xml"]) or (code != 0 and left):
        broken.append("partial")
    return broken


def campaign(
    seconds: float,
    seed: int,
    kinds: dict[str, Callable] = KINDS,
    limit: int | None = None,
    progress: Path | None = None,
) -> Figures:
    """Inputs of each kind in turn until `seconds` have passed (or `limit` inputs were tried).
    `progress` names the input under way, for when the process itself dies."""
    figures = Figures(tried=dict.fromkeys(kinds, 0))
    start = time.monotonic()
    previous = signal.signal(signal.SIGALRM, _raise_timeout)
    index = 0
    while time.monotonic() - start < seconds and (limit is None or index < limit):
        kind = list(kinds)[index % len(kinds)]
        number = index // len(kinds)
        with tempfile.TemporaryDirectory(prefix="ovopt-fuzz-") as work:
            work = Path(work)
            (work / "in").mkdir()
            if progress is not None:
                progress.write_text(json.dumps({"kind": kind, "seed": seed, "index": number}))
            model = kinds[kind](input_rng(seed, kind, number), work / "in")
            signal.alarm(INPUT_SECONDS)
            try:
                code, stderr, trace = run_driver(model, work / "out")
                broken = judge(code, stderr, trace, work / "out")
                if any(p.name not in ("in", "out") for p in work.iterdir()):  # a name led a file astray
                    broken.append("partial")
            except InputTimeout:
                code, stderr, trace, broken = None, "", "", ["hang"]
            finally:
                signal.alarm(0)
            _count(figures, code, broken)
            if broken:
                failure = {"kind": kind, "seed": seed, "index": number, "broken": broken}
                failure["detail"] = (trace or stderr)[-2000:]
                figures.failures.append(failure)
                _keep(work / "in", kind, seed, number)
        figures.tried[kind] += 1
        index += 1
    signal.signal(signal.SIGALRM, previous)
    figures.seconds = round(time.monotonic() - start, 1)
    return figures


def _count(figures: Figures, code: int | None, broken: list[str]) -> None:
    if not broken:
        if code == 0:
            figures.converted += 1
        else:
            figures.refused += 1
    figures.crashes += "crash" in broken
    figures.tracebacks += "traceback" in broken
    figures.partial_files += "partial" in broken
    figures.hangs += "hang" in broken


def _keep(inputs: Path, kind: str, seed: int, number: int) -> None:
    """Keep a failing input for the developer (the generator rebuilds it too)."""
    keep = Path(tempfile.gettempdir()) / "ovopt-fuzz-failures" / f"{kind}-{seed}-{number}"
    shutil.rmtree(keep, ignore_errors=True)
    shutil.copytree(inputs, keep, symlinks=True, ignore=_no_pipes)


def _no_pipes(folder: str, names: list[str]) -> list[str]:
    return [n for n in names if Path(folder, n).is_fifo()]


def _raise_timeout(signum, frame) -> None:
    raise InputTimeout


if __name__ == "__main__":
    resource.setrlimit(resource.RLIMIT_AS, (MEMORY_LIMIT, MEMORY_LIMIT))
    budget, base_seed, progress_file, *only = sys.argv[1:]
    chosen = {k: v for k, v in KINDS.items() if not only or k in only}
    print(json.dumps(asdict(campaign(float(budget), int(base_seed), chosen, progress=Path(progress_file)))))

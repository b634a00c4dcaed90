"""The converters a conformance run measures: each turns `model.onnx` into `model.xml` and
`model.bin`, and says why not when it cannot.

`ovopt` and `ovc` convert inside the worker process that then runs the IR, which saves a
Python start-up and the imports per test: `ovopt` runs `ov-opt`'s own `main` with the command
line's arguments, `ovc` runs `openvino.convert_model` and `save_model` (no fp16 compression),
as the `ovc` tool does. A command template (`{model}` and `{out}`, run by bash) measures any
other converter, one process per test.
"""

from __future__ import annotations

import contextlib
import io
import os
import shlex
import signal
import subprocess
from dataclasses import dataclass
from pathlib import Path

OVOPT_ARGS = ("--pass-pipeline=ov-default", "-t", "ir")


@dataclass(frozen=True)
class Converter:
    """`name` is how results are labelled; `command` is a template for a converter run as a
    command, empty for the in-process ones."""

    name: str
    command: str = ""

    def describe(self) -> str:
        if self.name == "ovopt" and not self.command:
            return f"ov-opt MODEL {' '.join(OVOPT_ARGS)} -o OUT.xml (in the worker process)"
        if self.name == "ovc" and not self.command:
            return "openvino.save_model(openvino.convert_model(MODEL), OUT.xml, compress_to_fp16=False) (in process)"
        return self.command

    def convert(self, model: Path, xml: Path, timeout: float) -> str | None:
        """Write the IR of `model` to `xml`; None when done, else the reason it was not."""
        if self.command:
            return run_command(self.command, model, xml, timeout)
        if self.name == "ovopt":
            return convert_with_ovopt(model, xml)
        if self.name == "ovc":
            return convert_with_ovc(model, xml)
        raise ValueError(f"no converter {self.name!r}")


def named(name: str) -> Converter:
    """`ovopt`, `ovc`, or a command template holding {model} and {out}."""
    if name in ("ovopt", "ovc"):
        return Converter(name)
    if "{model}" not in name or "{out}" not in name:
        raise SystemExit(f"a converter is ovopt, ovc or a command holding {{model}} and {{out}}, not {name!r}")
    return Converter(f"cmd:{os.path.basename(shlex.split(name)[0])}", name)


def convert_with_ovopt(model: Path, xml: Path) -> str | None:
    from ovopt.tools.ov_opt import main

    said = io.StringIO()
    with contextlib.redirect_stderr(said), contextlib.redirect_stdout(said):
        status = main([str(model), *OVOPT_ARGS, "-o", str(xml)])
    if status != 0 or not xml.is_file():
        return last_error_line(said.getvalue()) or f"ov-opt exited with {status} and wrote no IR"
    return None


def convert_with_ovc(model: Path, xml: Path) -> str | None:
    import openvino

    try:
        openvino.save_model(openvino.convert_model(str(model)), str(xml), compress_to_fp16=False)
    except Exception as error:  # noqa: BLE001  (any refusal of the converter is its verdict)
        return last_error_line(f"{type(error).__name__}: {error}")
    return None


def run_command(template: str, model: Path, xml: Path, timeout: float) -> str | None:
    command = template.replace("{model}", shlex.quote(str(model))).replace("{out}", shlex.quote(str(xml)))
    process = subprocess.Popen(
        ["bash", "-c", command], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, start_new_session=True
    )
    try:
        said, _ = process.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)  # the group this call started: bash and the converter
        process.communicate()
        return f"timeout after {timeout:.0f} s"
    if process.returncode != 0 or not xml.is_file():
        text = said.decode("utf-8", "replace")
        return last_error_line(text) or f"exit status {process.returncode}, no IR written"
    return None


def last_error_line(text: str) -> str:
    """The informative line of a converter's output: ovc's `-- ...` summary lines, else the
    last line that reads as an error, else the last line."""
    lines = [line.strip() for line in text.splitlines() if line.strip()]
    summary = [line for line in lines if line.startswith("-- ")]
    if summary:
        return " | ".join(summary)[:600]
    words = ("error", "exception", "fail", "not supported", "unsupported", "cannot")
    for line in reversed(lines):
        if any(word in line.lower() for word in words):
            return line[:600]
    return lines[-1][:600] if lines else ""

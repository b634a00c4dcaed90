"""A worker process: takes a test and a converter at a time, converts, runs the IR in OpenVINO
and sends back the verdict, telling the driver each stage as it begins. If the process dies
or hangs (OpenVINO aborts on some IR), the driver knows the stage it was in and gives the test
that stage's failure class, then starts another worker."""

from __future__ import annotations

import os
import shutil
import time
import traceback
from dataclasses import dataclass
from pathlib import Path

from ovopt.tools.conformance.converters import Converter

# The class of a test whose run ends in an exception, a crash or a timeout in each stage.
STAGE_CLASS = {
    "facts": "harness_error",
    "convert": "convert_failed",
    "load": "harness_error",
    "read": "read_failed",
    "compile": "compile_failed",
    "infer": "infer_failed",
}


@dataclass(frozen=True)
class Settings:
    """What every worker of a run shares."""

    workdir: Path
    converters: tuple[Converter, ...]
    config: tuple[tuple[str, object], ...]  # compile_model's properties
    convert_timeout: float
    keep_ir: bool


@dataclass(frozen=True)
class Job:
    test_id: str
    folder: Path
    converter: str


def serve(connection, settings: Settings, log_path: Path) -> None:
    """The worker's loop: a Job in, messages out (`("stage", name)`, `("facts", dict)`, then
    `("done", dict)`), until the driver sends None."""
    log = os.open(log_path, os.O_WRONLY | os.O_CREAT | os.O_APPEND, 0o644)
    os.dup2(log, 1)  # OpenVINO and the converters print: to the log, not over the driver's tables
    os.dup2(log, 2)
    import warnings

    import openvino

    warnings.simplefilter("ignore")
    core = openvino.Core()
    converters = {c.name: c for c in settings.converters}
    connection.send(("ready", os.getpid()))
    while (job := connection.recv()) is not None:
        print(f"-- {job.converter} {job.test_id}", flush=True)
        connection.send(("done", run(job, converters[job.converter], settings, core, connection)))


def run(job: Job, converter: Converter, settings: Settings, core, connection) -> dict:
    from ovopt.tools.conformance.evaluate import evaluate
    from ovopt.tools.conformance.model_facts import model_facts

    stage = "facts"

    def enter(name: str) -> None:
        nonlocal stage
        stage = name
        connection.send(("stage", name))

    try:
        facts = model_facts(job.folder)
        connection.send(("facts", facts))
        if facts["unsupported"]:
            return {"class": "unsupported_io", "detail": facts["unsupported"]}
        out = settings.workdir / "ir" / converter.name.replace(":", "-") / job.test_id
        shutil.rmtree(out, ignore_errors=True)
        out.mkdir(parents=True)
        xml = out / "model.xml"
        enter("convert")
        started = time.perf_counter()
        problem = converter.convert(job.folder / "model.onnx", xml, settings.convert_timeout)
        record = {"convert_s": round(time.perf_counter() - started, 3)}
        if problem is not None:
            return {"class": "convert_failed", "detail": problem, **record}
        enter("load")
        started = time.perf_counter()
        record.update(evaluate(core, xml, job.folder, dict(settings.config), enter))
        record["eval_s"] = round(time.perf_counter() - started, 3)
        if record["class"] == "pass" and not settings.keep_ir:
            shutil.rmtree(out, ignore_errors=True)
        return record
    except Exception as error:  # noqa: BLE001  (the stage it was raised in is the verdict)
        traceback.print_exc()
        message = f"{type(error).__name__}: {error}".strip().splitlines()
        return {"class": STAGE_CLASS[stage], "detail": message[0][:600] if message else type(error).__name__}

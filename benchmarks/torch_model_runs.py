"""The per-model half of benchmarks/torch_conformance.py: each model of benchmarks/torch_models.py
built, run eagerly and exported in a process of its own (`prepare`: the program saved as a .pt2,
the input and eager torch's outputs as .npz), then converted by ovopt and by ovc, each in a fresh
process (`convert`): the time of the conversion call (the program loaded, the converter
imported) and the process's peak RSS then (getrusage), then the model run in OpenVINO (CPU, f32)
against eager torch. The steps write their results as JSON into the model's folder.

    python torch_model_runs.py prepare NAME FOLDER
    python torch_model_runs.py convert ovopt|ovc FOLDER
"""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

CONVERTERS = ("ovopt", "ovc")
SPEED = ("resnet50", "bert_base_12l", "llama_tiny")  # the speed and memory table's models
TESTED = (  # test/torch/test_torch_models.py's torchvision models
    "resnet18",
    "mobilenet_v3_small",
    "squeezenet1_1",
    "shufflenet_v2_x0_5",
    "efficientnet_b0",
    "regnet_y_400mf",
    "mnasnet0_5",
    "densenet121",
)


def cases() -> dict[str, Any]:
    """Every model, by name: the speed table's first, then the tests', the transformers', the
    rest of torchvision's classification models, segmentation and detection."""
    from ovopt.benchmarks import torch_models as zoo

    found = {}
    for name in SPEED:
        found[name] = zoo.transformers_case(name) if name in zoo.LARGE_TRANSFORMERS else zoo.classification(name)
    for name in TESTED:
        found[name] = zoo.classification(name)
    for name in zoo.TRANSFORMERS:
        found[name] = zoo.transformers_case(name)
    for name in zoo.classification_names():
        found.setdefault(name, zoo.classification(name))
    for name in zoo.SEGMENTATION:
        found[name] = zoo.segmentation(name)
    for name in zoo.DETECTION:
        found[name] = zoo.detection(name)
    return found


def run_all(pattern: str, timeout: float, progress, checkpoint) -> list[dict[str, Any]]:
    """Every model whose name `pattern` finds, one at a time; `checkpoint(results)` after each."""
    import re

    from ovopt.benchmarks import torch_models as zoo

    selected = {name: case for name, case in cases().items() if re.search(pattern, name)}
    cpp_ops = zoo.torchvision_cpp_ops()
    results = []
    for i, (name, case) in enumerate(selected.items(), 1):
        started = time.monotonic()
        entry: dict[str, Any] = {"name": name, "family": case.family}
        if case.family == "detection" and not cpp_ops:
            entry["not_run"] = zoo.NO_CPP_OPS
        else:
            with tempfile.TemporaryDirectory(prefix=f"torch-{name}-") as folder:
                entry.update(run_model(name, Path(folder), timeout))
        results.append(entry)
        checkpoint(results)
        progress(f"model {i}/{len(selected)} {name}: {summary(entry)} ({time.monotonic() - started:.0f} s)")
    return results


def summary(entry: dict) -> str:
    if "not_run" in entry:
        return "not run"
    if "export_error" in entry:
        return "export failed"
    return ", ".join(f"{c} {'ok' if entry[c].get('pass') else 'fails'}" for c in CONVERTERS)


def run_model(name: str, folder: Path, timeout: float) -> dict[str, Any]:
    prepared = step(["prepare", name, str(folder)], folder / "prepare.json", timeout)
    if "error" in prepared:
        return {"export_error": prepared["error"]}
    if "export_error" in prepared:
        return prepared
    entry = dict(prepared)
    for converter in CONVERTERS:
        entry[converter] = step(["convert", converter, str(folder)], folder / f"{converter}.json", timeout)
    return entry


def step(arguments: list[str], result: Path, timeout: float) -> dict[str, Any]:
    """Run one step in a fresh process; its JSON, or {"error": ...} when it died or hung."""
    process = subprocess.Popen(
        [sys.executable, __file__, *arguments],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        start_new_session=True,
    )
    try:
        _, stderr = process.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        os.killpg(process.pid, signal.SIGKILL)
        process.communicate()
        return {"error": f"timeout after {timeout:.0f} s", "converted": False, "pass": False}
    except BaseException:  # interrupted: the step goes too
        os.killpg(process.pid, signal.SIGKILL)
        raise
    if result.is_file():
        return json.loads(result.read_text())
    lines = [line for line in stderr.decode(errors="replace").splitlines() if line.strip()]
    last = lines[-1].strip() if lines else ""
    return {"error": f"exit {process.returncode}: {last[:300]}", "converted": False, "pass": False}


# -- in the step's process -----------------------------------------------------------------------


def prepare(name: str, folder: Path) -> None:
    import numpy as np
    import torch

    from ovopt.benchmarks import torch_models as zoo
    from ovopt.benchmarks.torch_opinfo import one_line

    built = cases()[name].build()
    result: dict[str, Any] = {"params": sum(p.numel() for p in built.module.parameters())}
    expected = zoo.eager(built.module, built.args)
    started = time.perf_counter()
    try:
        program = torch.export.export(built.module, built.args)
    except Exception as error:  # noqa: BLE001  (torch.export reports in many ways)
        result["export_error"] = one_line(error)
    else:
        result["export_seconds"] = round(time.perf_counter() - started, 2)
        torch.export.save(program, folder / "model.pt2")
        arrays = {f"input{i}": zoo.numpy_of(a) for i, a in enumerate(built.args)}
        arrays.update({f"expected{i}": e for i, e in enumerate(expected)})
        np.savez(folder / "data.npz", **arrays)
    (folder / "prepare.json").write_text(json.dumps(result))


def convert(converter: str, folder: Path) -> None:
    import resource

    import numpy as np
    import openvino
    import torch

    from ovopt.benchmarks import torch_models as zoo
    from ovopt.benchmarks.torch_opinfo import one_line

    if converter == "ovopt":
        import ovopt

        function = ovopt.convert_model
    else:
        function = openvino.convert_model
    program = torch.export.load(folder / "model.pt2")
    result: dict[str, Any] = {"rss_before_mib": round(rss() / 2**20)}
    started = time.perf_counter()
    try:
        model = function(program)
    except Exception as error:  # noqa: BLE001  (a converter's failure is a result)
        model = None
        result.update({"converted": False, "pass": False, "error": one_line(error)})
    result["seconds"] = round(time.perf_counter() - started, 2)
    result["peak_rss_mib"] = round(resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024)
    if model is None:
        if converter == "ovopt":
            result["missing"] = zoo.missing_lowerings(program)[1]
    else:
        data = np.load(folder / "data.npz")
        inputs = tuple(data[f"input{i}"] for i in range(sum(k.startswith("input") for k in data)))
        expected = [data[f"expected{i}"] for i in range(sum(k.startswith("expected") for k in data))]
        result["converted"] = True
        try:
            actual = zoo.run_openvino(model, inputs)
        except Exception as error:  # noqa: BLE001  (OpenVINO refuses the model: a result)
            result.update({"pass": False, "error": f"OpenVINO cannot run it: {one_line(error)}"})
        else:
            difference = zoo.compare(actual, expected)
            result["pass"] = not difference
            result["max_error"] = zoo.relative_error(actual, expected) if len(actual) == len(expected) else None
            if difference:
                result["error"] = difference
    (folder / f"{converter}.json").write_text(json.dumps(result))


def rss() -> int:
    """The process's resident set now, in bytes."""
    with open("/proc/self/statm") as statm:
        return int(statm.read().split()[1]) * os.sysconf("SC_PAGE_SIZE")


if __name__ == "__main__":
    import warnings

    warnings.filterwarnings("ignore")
    if len(sys.argv) == 4 and sys.argv[1] == "prepare":
        prepare(sys.argv[2], Path(sys.argv[3]))
    elif len(sys.argv) == 4 and sys.argv[1] == "convert" and sys.argv[2] in CONVERTERS:
        convert(sys.argv[2], Path(sys.argv[3]))
    else:
        sys.exit(__doc__)

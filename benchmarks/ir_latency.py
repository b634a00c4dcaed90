"""Inference latency of ovopt's IR against ovc's on OpenVINO's CPU plugin, for the onnx
wheel's light models and the example CNN: the lean-IR clean-up must not cost speed.

    .venv/bin/python benchmarks/ir_latency.py [--runs N] [model.onnx ...]

Both IRs run with the same random inputs, one stream, f32 inference precision, their runs
alternating; the table gives the median of N timed runs after warm-up, in milliseconds.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

import numpy as np
import openvino
from lean_ir import EXAMPLE, LIGHT  # beside this script

from ovopt.tools.compare_ir import convert_with_ovc, convert_with_ovopt

CONFIG = {"INFERENCE_PRECISION_HINT": "f32", "PERFORMANCE_HINT": "LATENCY", "NUM_STREAMS": "1"}


def request_for(core: openvino.Core, xml: Path) -> tuple[openvino.InferRequest, list[np.ndarray]]:
    compiled = core.compile_model(str(xml), "CPU", CONFIG)
    rng = np.random.default_rng(0)
    inputs = [
        rng.standard_normal([d if d > 0 else 1 for d in port.get_partial_shape().get_min_shape()]).astype(
            port.get_element_type().to_dtype()
        )
        for port in compiled.inputs
    ]
    return compiled.create_infer_request(), inputs


def median_ms(requests: list[tuple[openvino.InferRequest, list[np.ndarray]]], runs: int) -> list[float]:
    """Median latency of each request, timed in alternation so that both see the same machine."""
    for request, inputs in requests:
        for _ in range(5):
            request.infer(inputs)
    times: list[list[float]] = [[] for _ in requests]
    for _ in range(runs):
        for (request, inputs), timed in zip(requests, times):
            start = time.perf_counter()
            request.infer(inputs)
            timed.append(time.perf_counter() - start)
    return [1000 * statistics.median(timed) for timed in times]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("models", nargs="*", type=Path)
    parser.add_argument("--runs", type=int, default=30)
    args = parser.parse_args(argv)
    models = args.models or [*sorted(LIGHT.glob("*.onnx")), EXAMPLE]
    core = openvino.Core()
    print("| model | ovopt ms | ovc ms | ovopt / ovc |")
    print("| --- | --- | --- | --- |")
    for model in models:
        with tempfile.TemporaryDirectory() as scratch:
            ours = request_for(core, convert_with_ovopt(model, Path(scratch) / "ovopt.xml"))
            theirs = request_for(core, convert_with_ovc(model, Path(scratch) / "ovc.xml"))
            ours, theirs = median_ms([ours, theirs], args.runs)
        print(f"| {model.stem} | {ours:.2f} | {theirs:.2f} | {ours / theirs:.2f} |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())

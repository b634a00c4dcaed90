"""Inference latency and compile time of ovopt's IR against ovc's on OpenVINO's CPU plugin, for
the onnx wheel's light models, the example CNN and the Llama-shaped decoder `llama_1b` (issue
26's goal: ovopt / ovc at most 1.0 for both).

    .venv/bin/python benchmarks/ir_latency.py [--runs N] [--compiles N] [model.onnx ...]

Each converter runs in a process of its own (process_timing's command lines, f32 weights; the
decoder is built into `.harness-data/scaling` the first time). Both IRs run with the same
inputs, one stream, f32 inference precision, their runs alternating; the table gives the median
of N timed runs after warm-up in milliseconds, and the median time of `compile_model` (the IR
read from disk and compiled for the CPU) in seconds. A decoder (a model with `input_ids`) runs a
short prompt after a KV cache of a few positions; other models random inputs of their smallest
shape.
"""

from __future__ import annotations

import argparse
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import numpy as np
import openvino
import process_timing  # beside this script
from convert_speed import ROOT, model_paths
from lean_ir import EXAMPLE, LIGHT

CONFIG = {"INFERENCE_PRECISION_HINT": "f32", "PERFORMANCE_HINT": "LATENCY", "NUM_STREAMS": "1"}
DECODER = "llama_1b"
PROMPT, PAST = 8, 16  # the decoder's tokens, and the positions already in its KV cache


def convert(converter: process_timing.Converter, model: Path, xml: Path) -> Path:
    """`model` converted to `xml` by `converter` in a fresh process."""
    done = subprocess.run(converter.command(model, xml), check=False, capture_output=True, text=True)
    if done.returncode != 0:
        raise SystemExit(f"{converter.name} could not convert {model}:\n{done.stdout[-2000:]}{done.stderr[-2000:]}")
    return xml


def compile_models(core: openvino.Core, xmls: list[Path], compiles: int) -> tuple[list, list[float]]:
    """Each IR compiled `compiles` times, the IRs alternating: the last compiled models, and the
    median seconds of each IR's compile_model."""
    models: list = [None] * len(xmls)
    times: list[list[float]] = [[] for _ in xmls]
    for _ in range(compiles):
        for i, xml in enumerate(xmls):
            models[i] = None  # the previous compilation freed first: a decoder's takes GBs
            start = time.perf_counter()
            models[i] = core.compile_model(str(xml), "CPU", CONFIG)
            times[i].append(time.perf_counter() - start)
    return models, [statistics.median(t) for t in times]


def model_inputs(compiled: openvino.CompiledModel) -> dict[str, np.ndarray]:
    """Inputs by name: a decoder's prompt and KV cache, else random values of the smallest shape."""
    if any(port.get_any_name() == "input_ids" for port in compiled.inputs):
        return decoder_inputs(compiled)
    rng = np.random.default_rng(0)
    return {
        port.get_any_name(): rng.standard_normal(
            [d if d > 0 else 1 for d in port.get_partial_shape().get_min_shape()]
        ).astype(port.get_element_type().to_dtype())
        for port in compiled.inputs
    }


def decoder_inputs(compiled: openvino.CompiledModel, prompt: int = PROMPT, past: int = PAST) -> dict[str, np.ndarray]:
    """`prompt` tokens at positions `past`.. after `past` cached ones, with a causal attention
    bias; the cache's heads and head size are the static dims of `past_key_values.N.*`."""
    rng = np.random.default_rng(0)
    inputs = {}
    for port in compiled.inputs:
        name, dtype = port.get_any_name(), port.get_element_type().to_dtype()
        if name == "input_ids":
            value = rng.integers(0, 1000, (1, prompt))
        elif name == "position_ids":
            value = np.arange(past, past + prompt)[None]
        elif name == "attention_bias":
            later = np.arange(past + prompt)[None, :] > past + np.arange(prompt)[:, None]
            value = np.where(later, -1e4, 0.0)[None, None]
        else:  # past_key_values.N.key or .value: [batch, kv heads, past, head size]
            shape = port.get_partial_shape()
            value = rng.standard_normal((1, shape[1].get_length(), past, shape[3].get_length()))
        inputs[name] = value.astype(dtype)
    return inputs


def median_ms(requests: list[openvino.InferRequest], inputs: dict[str, np.ndarray], runs: int) -> list[float]:
    """Median latency of each request, timed in alternation so that both see the same machine."""
    for request in requests:
        for _ in range(3):
            request.infer(inputs)
    times: list[list[float]] = [[] for _ in requests]
    for _ in range(runs):
        for request, timed in zip(requests, times):
            start = time.perf_counter()
            request.infer(inputs)
            timed.append(time.perf_counter() - start)
    return [1000 * statistics.median(timed) for timed in times]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("models", nargs="*", type=Path)
    parser.add_argument("--runs", type=int, default=30, help="timed inferences per IR (median)")
    parser.add_argument("--compiles", type=int, default=3, help="timed compile_model calls per IR (median)")
    args = parser.parse_args(argv)
    models = args.models or [*sorted(LIGHT.glob("*.onnx")), EXAMPLE, *model_paths([DECODER], ROOT / ".harness-data")]
    core = openvino.Core()
    print("| model | ovopt ms | ovc ms | ovopt / ovc | ovopt compile s | ovc compile s | ovopt / ovc |")
    print("| --- | --- | --- | --- | --- | --- | --- |")
    for model in models:
        with tempfile.TemporaryDirectory(dir=ROOT / ".harness-data") as scratch:  # a decoder's IR: GBs
            xmls = [
                convert(c, model, Path(scratch) / f"{c.name}.xml")
                for c in (process_timing.ovopt(), process_timing.ovc())
            ]
            compiled, (ours_s, theirs_s) = compile_models(core, xmls, args.compiles)
            inputs = model_inputs(compiled[0])
            ours, theirs = median_ms([c.create_infer_request() for c in compiled], inputs, args.runs)
            del compiled
        print(
            f"| {model.stem} | {ours:.2f} | {theirs:.2f} | {ours / theirs:.2f} "
            f"| {ours_s:.2f} | {theirs_s:.2f} | {ours_s / theirs_s:.2f} |",
            flush=True,
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())

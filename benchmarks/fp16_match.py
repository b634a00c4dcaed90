"""Whether ovopt's `--compress-to-fp16` IR of the decoder computes what ovc's
`compress_to_fp16=True` IR computes (issue 26), and how far both are from the f32 IR.

    .venv/bin/python benchmarks/fp16_match.py [model.onnx]     # default: llama_1b (4.4 GB, built once)

Each IR is converted in a process of its own, compiled for the CPU with f32 inference precision
and run on the same inputs (ir_latency.py's: a short prompt after a KV cache), one at a time,
so that only one compiled decoder is in memory. For every output (logits and the KV cache) the
table gives the largest absolute difference and that difference over the largest magnitude of
the second IR's output. Not a test: it needs the 4 GiB model; test_compress_streaming.py checks
the same on a small model.
"""

from __future__ import annotations

import argparse
import sys
import tempfile
from pathlib import Path

import numpy as np
import openvino
import process_timing  # beside this script
from convert_speed import ROOT, model_paths
from ir_latency import CONFIG, DECODER, convert, model_inputs

IRS = {
    "ovopt fp16": process_timing.ovopt(compress_to_fp16=True),
    "ovc fp16": process_timing.ovc(compress_to_fp16=True),
    "f32": process_timing.ovopt(),
}
PAIRS = (("ovopt fp16", "ovc fp16"), ("ovopt fp16", "f32"), ("ovc fp16", "f32"))


def outputs_of(core: openvino.Core, xml: Path, inputs: dict | None) -> tuple[dict[str, np.ndarray], dict]:
    """The IR's outputs by name, and the inputs it ran (made from the first IR when not given)."""
    compiled = core.compile_model(str(xml), "CPU", CONFIG)
    inputs = inputs if inputs is not None else model_inputs(compiled)
    results = compiled.create_infer_request().infer(inputs)
    return {port.get_any_name(): np.array(value) for port, value in results.items()}, inputs


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("model", nargs="?", type=Path)
    args = parser.parse_args(argv)
    model = args.model or model_paths([DECODER], ROOT / ".harness-data")[0]
    core, inputs, outputs = openvino.Core(), None, {}
    for label, converter in IRS.items():
        print(f"# {label}", file=sys.stderr, flush=True)
        with tempfile.TemporaryDirectory(dir=ROOT / ".harness-data") as scratch:
            outputs[label], inputs = outputs_of(core, convert(converter, model, Path(scratch) / "model.xml"), inputs)
    print(f"{model.stem}: max |a - b|, and over max |b|, of each output")
    print("| output | " + " | ".join(f"{a} vs {b}" for a, b in PAIRS) + " |")
    print("| --- |" + " --- |" * len(PAIRS))
    for name in outputs["f32"]:
        cells = []
        for a, b in PAIRS:
            difference = float(np.max(np.abs(outputs[a][name] - outputs[b][name])))
            cells.append(f"{difference:.3g} ({difference / float(np.max(np.abs(outputs[b][name]))):.2g})")
        print(f"| {name} | " + " | ".join(cells) + " |", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())

"""The demo: convert examples/example_cnn.onnx with ov-opt, run the IR in OpenVINO and the
model in onnxruntime on the same images, and print how close they are.

    python examples/run_demo.py [--model PATH] [--out DIR]
"""

from __future__ import annotations

import argparse
import shlex
import subprocess
import sys
import time
from pathlib import Path

import numpy as np
import onnxruntime
import openvino

HERE = Path(__file__).resolve().parent


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--model", type=Path, default=HERE / "example_cnn.onnx")
    parser.add_argument("--out", type=Path, default=HERE.parent / "out" / "example_cnn")
    args = parser.parse_args()

    xml = args.out / "model.xml"
    command = [
        sys.executable,
        "-m",
        "ovopt.tools.ov_opt",
        str(args.model),
        "--pass-pipeline=ov-default",
        "-t",
        "ir",
        "-o",
        str(xml),
    ]
    print("$ ov-opt", shlex.join(command[3:]))
    start = time.perf_counter()
    if subprocess.run(command, check=False).returncode != 0:
        return 1
    print(
        f"converted in {time.perf_counter() - start:.2f} s: {xml} ({xml.stat().st_size} B) + "
        f"{xml.with_suffix('.bin').name} ({xml.with_suffix('.bin').stat().st_size} B)"
    )

    images = np.random.default_rng(0).standard_normal((4, 3, 32, 32)).astype(np.float32)
    session = onnxruntime.InferenceSession(str(args.model), providers=["CPUExecutionProvider"])
    (expected,) = session.run(["probabilities"], {"image": images})
    core = openvino.Core()
    compiled = core.compile_model(core.read_model(str(xml)), "CPU", {"INFERENCE_PRECISION_HINT": "f32"})
    actual = compiled({"image": images})["probabilities"]

    difference = np.abs(actual - expected).max()
    agree = np.array_equal(actual.argmax(1), expected.argmax(1))
    close = np.allclose(actual, expected, rtol=1e-4, atol=1e-5)
    print(
        f"4 images, 10 classes: max |OpenVINO - onnxruntime| = {difference:.2e}; "
        f"same top-1 class for every image: {agree}; allclose(rtol=1e-4, atol=1e-5): {close}"
    )
    for row, (ov_row, ort_row) in enumerate(zip(actual, expected)):
        print(
            f"  image {row}: OpenVINO class {ov_row.argmax()} p={ov_row.max():.4f}   "
            f"onnxruntime class {ort_row.argmax()} p={ort_row.max():.4f}"
        )
    return 0 if close and agree else 1


if __name__ == "__main__":
    sys.exit(main())

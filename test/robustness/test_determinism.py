"""The same input gives byte-identical XML and BIN: twice in one process, and in two processes
whose string hashing differs (PYTHONHASHSEED), so no set or dict order leaks into the IR."""

import os
import subprocess
import sys

import pytest
from fuzz_inputs import EXAMPLE_CNN, small_models

from support import convert


@pytest.fixture(params=["example_cnn", "several_outputs"])
def model_path(request, tmp_path):
    if request.param == "example_cnn":
        return EXAMPLE_CNN
    linear = small_models()[1]  # three outputs, named tensors, several constants
    assert len(linear.graph.output) == 3
    path = tmp_path / "several_outputs.onnx"
    path.write_bytes(linear.SerializeToString())
    return path


def test_twice_in_one_process(tmp_path, model_path):
    pairs = []
    for _ in range(2):
        result = convert(model_path, tmp_path)
        assert result.returncode == 0, result.stderr
        pairs.append((result.xml.read_bytes(), result.bin.read_bytes()))
    assert pairs[0] == pairs[1]
    assert len(pairs[0][1]) > 0


def test_across_processes_with_different_hash_seeds(tmp_path, model_path):
    out = tmp_path / "out" / "model.xml"
    pairs = []
    for seed in ("1", "2"):
        command = [sys.executable, "-m", "ovopt.tools.ov_opt", str(model_path), "-t", "ir", "-o", str(out)]
        result = subprocess.run(
            command,
            env={**os.environ, "PYTHONHASHSEED": seed},
            capture_output=True,
            text=True,
            timeout=300,
            check=False,
        )
        assert result.returncode == 0, result.stderr
        pairs.append((out.read_bytes(), out.with_suffix(".bin").read_bytes()))
    assert pairs[0] == pairs[1]

"""Shared fixtures: converting a model with ov-opt and checking it in OpenVINO against
onnxruntime on the same inputs."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent))

from ovopt import registry
from support import Converted, check_against_onnxruntime, convert, run_onnxruntime


@pytest.fixture
def isolated_registry():
    """Whatever the test registers, itself or through extensions it loads, is gone after it."""
    from ovopt.registry import extensions

    saved, loaded = registry.snapshot(), set(extensions._LOADED)
    yield registry
    registry.restore(saved)
    extensions._LOADED.clear()
    extensions._LOADED.update(loaded)


@pytest.fixture
def ov_convert(tmp_path):
    """convert(model_proto_or_path) -> Converted, written under the test's tmp_path."""

    def run(model, *extra_args: str) -> Converted:
        return convert(model, tmp_path, *extra_args)

    return run


@pytest.fixture
def check_model(tmp_path):
    """check_model(model_proto, inputs=None): convert, run in OpenVINO and onnxruntime (or
    `expected_from=run_onnx_reference`), compare."""

    def run(model, inputs=None, rtol=1e-4, atol=1e-5, expected_from=run_onnxruntime):
        return check_against_onnxruntime(model, tmp_path, inputs, rtol=rtol, atol=atol, expected_from=expected_from)

    return run

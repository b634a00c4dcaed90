"""The ONNX backend node-test models, made by the onnx package's own generator (read once per
test run: generating them takes seconds)."""

from __future__ import annotations

import functools
import warnings

import onnx
from onnx.backend.test.case import node as node_cases


@functools.cache
def node_test_models() -> dict[str, onnx.ModelProto]:
    """Test name -> model, as `python -m onnx.backend.test.cmd_tools generate-data` writes them."""
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # the generators warn about deprecated operators
        cases = node_cases.collect_testcases(None)
    return {case.name: case.model for case in cases}

"""TFLite builtin operators in small models (benchmarks/tflite_ops.py has the cases), run in
OpenVINO on ovopt's IR against the LiteRT interpreter, beside ovc's IR; again as full-int8
models (differences in output LSB, no worse than ovc's)."""

from __future__ import annotations

import pytest

pytest.importorskip("ai_edge_litert")
pytest.importorskip("tensorflow")

from tflite_support import compare, to_tflite

from ovopt.benchmarks.tflite_ops import INT8, cases, concrete_function

CASES = cases()


@pytest.mark.parametrize("name", list(CASES))
def test_operator_float(name, tmp_path):
    comparison = compare(to_tflite(concrete_function(CASES[name]), tmp_path / f"{name}.tflite"), tmp_path)
    print(name, comparison)
    assert comparison.ovopt <= max(comparison.ovc * 1.01, 1e-4), comparison
    assert comparison.ovopt_transposes <= comparison.ovc_transposes, comparison


@pytest.mark.parametrize("name", INT8)
def test_operator_int8(name, tmp_path):
    comparison = compare(to_tflite(concrete_function(CASES[name]), tmp_path / f"{name}_int8.tflite", "int8"), tmp_path)
    print(name, "int8", comparison)
    assert comparison.ovopt <= max(comparison.ovc, 1.0), comparison
    assert comparison.ovopt_transposes <= comparison.ovc_transposes, comparison

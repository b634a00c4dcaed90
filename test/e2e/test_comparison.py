"""Comparisons, logical operators and Where end to end, against onnxruntime."""

import numpy as np
import pytest
from onnx import TensorProto

from support import node_model, run_openvino

F, I32, I64, U8, B = TensorProto.FLOAT, TensorProto.INT32, TensorProto.INT64, TensorProto.UINT8, TensorProto.BOOL

COMPARISONS = [("Equal", 19), ("Less", 13), ("Greater", 13), ("LessOrEqual", 16), ("GreaterOrEqual", 16)]


@pytest.mark.parametrize("op_type, opset", COMPARISONS, ids=[c[0] for c in COMPARISONS])
@pytest.mark.parametrize("element", [F, I32, I64, U8], ids=["f32", "i32", "i64", "u8"])
def test_comparison(check_model, op_type, opset, element):
    """Small integers collide often, so equal elements are compared too; the result is boolean."""
    model = node_model(op_type, {"a": (element, [2, 3, 4]), "b": (element, [3, 1])}, B, opset)
    inputs = None
    if element == F:  # some equal pairs among the floats as well
        a = np.round(np.random.default_rng(1).standard_normal([2, 3, 4])).astype(np.float32)
        inputs = {"a": a, "b": np.array([[0.0], [1.0], [-1.0]], np.float32)}
    outputs = check_model(model, inputs)
    assert outputs["y"].dtype == np.bool_


def test_comparison_dynamic(check_model):
    check_model(node_model("Greater", {"a": (F, ["batch", 4]), "b": (F, [4])}, B))


def test_equal_legacy_broadcast(ov_convert):
    """Equal-1 with broadcast=1, axis=1: B's dims line up with A's from axis 1. Neither
    onnxruntime nor ONNX's reference evaluator runs Equal-1, so numpy gives the expected values."""
    model = node_model("Equal", {"a": (I32, [2, 3, 4]), "b": (I32, [3])}, B, opset=6, broadcast=1, axis=1)
    a = np.random.default_rng(2).integers(0, 3, [2, 3, 4]).astype(np.int32)
    b = np.array([0, 1, 2], np.int32)
    converted = ov_convert(model)
    assert converted.returncode == 0, converted.stderr
    np.testing.assert_array_equal(run_openvino(converted.xml, {"a": a, "b": b})["y"], a == b.reshape(1, 3, 1))


@pytest.mark.parametrize("op_type", ["And", "Or", "Xor"])
@pytest.mark.parametrize("b_shape", [[2, 3], [3], []], ids=["same", "broadcast", "scalar"])
def test_logical(check_model, op_type, b_shape):
    check_model(node_model(op_type, {"a": (B, [2, 3]), "b": (B, b_shape)}, B, opset=7))


def test_not(check_model):
    check_model(node_model("Not", {"x": (B, [2, 3, 4])}, B, opset=1))


@pytest.mark.parametrize("element", [F, I64], ids=["f32", "i64"])
@pytest.mark.parametrize("opset", [9, 16])
def test_where(check_model, element, opset):
    """The condition and both branches broadcast together: [2,1,1], [3,1] and [4] give [2,3,4]."""
    model = node_model("Where", {"c": (B, [2, 1, 1]), "x": (element, [3, 1]), "z": (element, [4])}, element, opset)
    check_model(model)

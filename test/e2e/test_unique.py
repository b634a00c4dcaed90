"""Unique end to end, against onnxruntime: flattened and along an axis, sorted or in order of
first occurrence, all four outputs; and folded by the reference kernel."""

import numpy as np
import pytest
from onnx import TensorProto, numpy_helper
from onnx.helper import make_node, make_tensor_value_info

from support import make_model

OUTPUTS = ["y", "indices", "inverse", "counts"]
DATA = np.array([[2, 1, 2, 0], [3, 1, 3, 0], [2, 1, 2, 0]], np.float32)  # rows 0 and 2 repeat


def unique_model(initializers=(), **attributes):
    node = make_node("Unique", ["x"], OUTPUTS, name="unique", **attributes)
    inputs = [] if initializers else [make_tensor_value_info("x", TensorProto.FLOAT, list(DATA.shape))]
    outputs = [make_tensor_value_info("y", TensorProto.FLOAT, None)]
    outputs += [make_tensor_value_info(name, TensorProto.INT64, None) for name in OUTPUTS[1:]]
    return make_model([node], inputs, outputs, list(initializers), opset=11)


@pytest.mark.parametrize("axis", [None, 0, 1, -1])
@pytest.mark.parametrize("sorted_", [1, 0], ids=["sorted", "first-occurrence"])
def test_unique(check_model, axis, sorted_):
    attributes = {"sorted": sorted_} if axis is None else {"sorted": sorted_, "axis": axis}
    check_model(unique_model(**attributes), {"x": DATA})


@pytest.mark.parametrize("attributes", [{"axis": 1, "sorted": 0}, {"sorted": 1}, {"axis": 0, "sorted": 1}])
def test_unique_folds(check_model, attributes):
    """The data constant: the reference kernel computes all four outputs at compile time,
    checked against onnxruntime."""
    check_model(unique_model([numpy_helper.from_array(DATA, "x")], **attributes), {})

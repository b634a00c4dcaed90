"""Reductions end to end, against onnxruntime: every ONNX reduction, its axes as an attribute
(before opset 13/18) or an input (constant or fed at run time), keepdims, noop_with_empty_axes."""

import numpy as np
import pytest
from onnx import TensorProto, numpy_helper
from onnx.helper import make_node, make_tensor_value_info

from support import make_model

OPS = [
    "ReduceSum",
    "ReduceMean",
    "ReduceMax",
    "ReduceMin",
    "ReduceProd",
    "ReduceL1",
    "ReduceL2",
    "ReduceLogSum",
    "ReduceLogSumExp",
    "ReduceSumSquare",
]
# The opset where the axes became an input.
AXES_INPUT_SINCE = {op: 13 if op == "ReduceSum" else 18 for op in OPS}


def positive(op):
    """ReduceLogSum takes logarithms: its inputs stay positive."""
    return op == "ReduceLogSum"


def reduce_model(op, shape, axes, keepdims, opset, axes_as="constant", noop=None, dtype=TensorProto.FLOAT):
    attributes = {"keepdims": keepdims}
    inputs = [make_tensor_value_info("x", dtype, shape)]
    initializers = []
    names = ["x"]
    if opset < AXES_INPUT_SINCE[op]:
        if axes is not None:
            attributes["axes"] = axes
    elif axes is not None:
        names.append("axes")
        if axes_as == "constant":
            initializers.append(numpy_helper.from_array(np.array(axes, np.int64), "axes"))
        else:
            inputs.append(make_tensor_value_info("axes", TensorProto.INT64, [len(axes)]))
    if noop is not None:
        attributes["noop_with_empty_axes"] = noop
    return make_model(
        [make_node(op, names, ["y"], name="reduce", **attributes)],
        inputs,
        [make_tensor_value_info("y", dtype, None)],
        initializers,
        opset=opset,
    )


def feeds(op, shape, axes=None, axes_as="constant", seed=0):
    x = np.random.default_rng(seed).standard_normal(shape).astype(np.float32)
    result = {"x": np.asarray(np.abs(x) + 0.1, np.float32) if positive(op) else x}  # a 0-d array stays one
    if axes_as == "input":
        result["axes"] = np.array(axes, np.int64)
    return result


@pytest.mark.parametrize("op", OPS)
@pytest.mark.parametrize("keepdims", [0, 1])
@pytest.mark.parametrize("axes", [[1], [0, -1], None], ids=["one_axis", "two_axes", "all_axes"])
def test_reduce_axes_attribute(check_model, op, keepdims, axes):
    model = reduce_model(op, [2, 3, 4], axes, keepdims, opset=13 if op != "ReduceSum" else 11)
    check_model(model, feeds(op, [2, 3, 4]))


@pytest.mark.parametrize("op", OPS)
@pytest.mark.parametrize("keepdims", [0, 1])
@pytest.mark.parametrize("axes_as", ["constant", "input"])
def test_reduce_axes_input(check_model, op, keepdims, axes_as):
    axes = [2, 0]
    model = reduce_model(op, [2, 3, 4], axes, keepdims, opset=18, axes_as=axes_as)
    check_model(model, feeds(op, [2, 3, 4], axes, axes_as))


@pytest.mark.parametrize("op", OPS)
@pytest.mark.parametrize("noop", [0, 1])
def test_reduce_no_axes(check_model, op, noop):
    """Absent axes: every axis, or (noop_with_empty_axes) the element-wise part only."""
    model = reduce_model(op, [2, 3], None, 1, opset=18, noop=noop)
    check_model(model, feeds(op, [2, 3]))


@pytest.mark.parametrize("op", OPS)
@pytest.mark.parametrize("axes", [None, []], ids=["no_axes", "empty_axes"])
@pytest.mark.parametrize("keepdims", [0, 1])
def test_reduce_scalar(check_model, op, axes, keepdims):
    """Issue 30: every axis of a rank-0 input is none; its IR once held an empty axes constant
    OpenVINO could not compile."""
    model = reduce_model(op, [], axes, keepdims, opset=18)
    check_model(model, feeds(op, []))


def test_reduce_dynamic_batch(check_model):
    model = reduce_model("ReduceMean", ["batch", 3, 4], [1, 2], 0, opset=18)
    check_model(model, feeds("ReduceMean", [5, 3, 4]))


def test_reduce_log_sum_exp_large_values(check_model):
    """Values in the hundreds: exp alone overflows, the max-shifted form does not."""
    model = reduce_model("ReduceLogSumExp", [3, 5], [1], 0, opset=18)
    check_model(model, {"x": (np.random.default_rng(1).standard_normal([3, 5]) * 300).astype(np.float32)})


@pytest.mark.parametrize("op", ["ReduceMax", "ReduceMin"])
@pytest.mark.parametrize("axes_as", ["constant", "input"])
def test_reduce_booleans(check_model, op, axes_as):
    model = reduce_model(op, [4, 3], [1], 1, opset=20, axes_as=axes_as, dtype=TensorProto.BOOL)
    inputs = {"x": np.random.default_rng(2).integers(0, 2, [4, 3]).astype(bool)}
    if axes_as == "input":
        inputs["axes"] = np.array([1], np.int64)
    check_model(model, inputs)


@pytest.mark.parametrize("op", ["ReduceSum", "ReduceMax", "ReduceProd"])
def test_reduce_integers(check_model, op):
    model = reduce_model(op, [3, 4], [1], 0, opset=18, dtype=TensorProto.INT32)
    check_model(model, {"x": np.random.default_rng(3).integers(-3, 4, [3, 4]).astype(np.int32)})


# ONNX leaves the mean of no elements undefined: ovopt gives NaN (ONNX's reference, numpy), onnxruntime 0
@pytest.mark.parametrize("op", [op for op in OPS if op != "ReduceMean"])
def test_reduce_over_no_elements_gives_the_identity(check_model, op):
    """An axis of length 0 reduced: each reduction's value over no elements (0, 1, -inf, ...)."""
    model = reduce_model(op, [2, 0, 3], [1], 0, opset=18)
    check_model(model, {"x": np.zeros([2, 0, 3], np.float32)})

"""TopK, ArgMax, ArgMin, CumSum and ReverseSequence end to end, against onnxruntime."""

import numpy as np
import pytest
from onnx import TensorProto, numpy_helper
from onnx.helper import make_node, make_tensor_value_info

from support import make_model

# Ties everywhere, to check which of equal values comes first.
TIED = np.array([[3, 1, 3, 2, 1], [0, 0, 5, 5, 0], [2, 2, 2, 2, 2]], np.float32)


def tensor(name, shape, element=TensorProto.FLOAT):
    return make_tensor_value_info(name, element, shape)


def top_k_model(opset, k, **attributes):
    inputs = ["x"] if opset == 1 else ["x", "k"]
    if opset == 1:
        attributes["k"] = k
    initializers = [] if opset == 1 else [numpy_helper.from_array(np.array([k], np.int64), "k")]
    return make_model(
        [make_node("TopK", inputs, ["values", "indices"], **attributes)],
        [tensor("x", [3, 5])],
        [tensor("values", None), tensor("indices", None, TensorProto.INT64)],
        initializers,
        opset=opset,
    )


@pytest.mark.parametrize("opset", [1, 10, 11])
@pytest.mark.parametrize("axis", [1, 0, -1])
def test_top_k(check_model, opset, axis):
    check_model(top_k_model(opset, 2, axis=axis), {"x": TIED})


@pytest.mark.parametrize("largest", [0, 1])
@pytest.mark.parametrize("k", [1, 3, 5])
def test_top_k_ties_keep_the_lower_index(check_model, largest, k):
    check_model(top_k_model(11, k, largest=largest), {"x": TIED})


def test_top_k_runtime_k_and_dynamic_input(check_model):
    model = make_model(
        [make_node("TopK", ["x", "k"], ["values", "indices"], axis=0)],
        [tensor("x", ["n", 3]), tensor("k", [1], TensorProto.INT64)],
        [tensor("values", None), tensor("indices", None, TensorProto.INT64)],
        opset=11,
    )
    x = np.random.default_rng(11).standard_normal([6, 3]).astype(np.float32)
    check_model(model, {"x": x, "k": np.array([4], np.int64)})


@pytest.mark.parametrize("element", [TensorProto.INT32, TensorProto.INT64])
def test_top_k_integers(check_model, element):
    model = make_model(
        [make_node("TopK", ["x", "k"], ["values", "indices"])],
        [tensor("x", [2, 6], element)],
        [tensor("values", None, element), tensor("indices", None, TensorProto.INT64)],
        [numpy_helper.from_array(np.array([3], np.int64), "k")],
        opset=11,
    )
    check_model(model)


@pytest.mark.parametrize("op_type", ["ArgMax", "ArgMin"])
@pytest.mark.parametrize("axis", [0, 1, -1, None])
@pytest.mark.parametrize("keepdims", [0, 1, None])
@pytest.mark.parametrize("select_last_index", [0, 1])
def test_arg_max_min(check_model, op_type, axis, keepdims, select_last_index):
    attributes = {"select_last_index": select_last_index}
    attributes.update({k: v for k, v in (("axis", axis), ("keepdims", keepdims)) if v is not None})
    model = make_model(
        [make_node(op_type, ["x"], ["y"], **attributes)],
        [tensor("x", [3, 5])],
        [tensor("y", None, TensorProto.INT64)],
        opset=13,
    )
    check_model(model, {"x": TIED})


@pytest.mark.parametrize("opset", [1, 11])
def test_arg_max_older_opsets(check_model, opset):
    model = make_model(
        [make_node("ArgMax", ["x"], ["y"], axis=1, keepdims=0)],
        [tensor("x", [3, 5])],
        [tensor("y", None, TensorProto.INT64)],
        opset=opset,
    )
    check_model(model, {"x": TIED})


def test_arg_min_last_index_dynamic_dims(check_model):
    """select_last_index counts from the back of a dim known only at run time."""
    model = make_model(
        [make_node("ArgMin", ["x"], ["y"], axis=1, select_last_index=1)],
        [tensor("x", ["n", "m"])],
        [tensor("y", None, TensorProto.INT64)],
        opset=13,
    )
    check_model(model, {"x": TIED})


@pytest.mark.parametrize("exclusive", [0, 1])
@pytest.mark.parametrize("reverse", [0, 1])
@pytest.mark.parametrize("axis", [0, 1, -1])
def test_cum_sum(check_model, exclusive, reverse, axis):
    model = make_model(
        [make_node("CumSum", ["x", "axis"], ["y"], exclusive=exclusive, reverse=reverse)],
        [tensor("x", [3, 4])],
        [tensor("y", None)],
        [numpy_helper.from_array(np.array(axis, np.int64), "axis")],
        opset=14,
    )
    check_model(model)


@pytest.mark.parametrize("element", [TensorProto.INT32, TensorProto.INT64, TensorProto.DOUBLE])
def test_cum_sum_types_and_runtime_axis(check_model, element):
    model = make_model(
        [make_node("CumSum", ["x", "axis"], ["y"], exclusive=1)],
        [tensor("x", [2, 5], element), tensor("axis", [], TensorProto.INT32)],
        [tensor("y", None, element)],
        opset=11,
    )
    dtype = {TensorProto.INT32: np.int32, TensorProto.INT64: np.int64, TensorProto.DOUBLE: np.float64}[element]
    check_model(model, {"x": np.arange(10).reshape(2, 5).astype(dtype), "axis": np.array(-1, np.int32)})


@pytest.mark.parametrize(
    "batch_axis, time_axis, shape",
    [(0, 1, [4, 5, 2]), (1, 0, [5, 4]), (1, 0, [5, 4, 3])],
    ids=["batch_first", "time_first", "time_first_rank3"],
)
def test_reverse_sequence(check_model, batch_axis, time_axis, shape):
    model = make_model(
        [make_node("ReverseSequence", ["x", "lengths"], ["y"], batch_axis=batch_axis, time_axis=time_axis)],
        [tensor("x", shape), tensor("lengths", [4], TensorProto.INT64)],
        [tensor("y", None)],
        opset=10,
    )
    x = np.random.default_rng(12).standard_normal(shape).astype(np.float32)
    check_model(model, {"x": x, "lengths": np.array([1, 5, 3, 0], np.int64)})

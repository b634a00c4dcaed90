"""Gather, GatherElements, GatherND, Scatter, ScatterElements, ScatterND, OneHot, NonZero and
Compress end to end, against onnxruntime."""

import numpy as np
import pytest
from onnx import TensorProto, numpy_helper
from onnx.helper import make_node, make_tensor_value_info

from support import make_model


def tensor(name, shape, element=TensorProto.FLOAT):
    return make_tensor_value_info(name, element, shape)


def constant(name, values, dtype=np.int64):
    return numpy_helper.from_array(np.array(values, dtype=dtype), name)


@pytest.mark.parametrize(
    "indices, axis",
    [(1, 0), ([0, -1], 0), ([[0, 2], [-3, 1]], 1), ([[[1]]], 2), ([-1, 0, -2], -1)],
    ids=["scalar", "vector_negative", "matrix", "rank3", "negative_axis"],
)
def test_gather(check_model, indices, axis):
    model = make_model(
        [make_node("Gather", ["x", "i"], ["y"], axis=axis)],
        [tensor("x", [3, 4, 5])],
        [tensor("y", None)],
        [constant("i", indices)],
    )
    check_model(model)


@pytest.mark.parametrize("opset", [1, 11])
def test_gather_older_opsets_and_runtime_indices(check_model, opset):
    model = make_model(
        [make_node("Gather", ["x", "i"], ["y"], axis=1)],
        [tensor("x", ["n", 4]), tensor("i", [2, 2], TensorProto.INT32)],
        [tensor("y", None)],
        opset=opset,
    )
    check_model(model, {"x": np.arange(12, dtype=np.float32).reshape(3, 4), "i": np.array([[3, 0], [1, 1]], np.int32)})


@pytest.mark.parametrize("axis", [0, 1, -1])
def test_gather_elements(check_model, axis):
    indices = np.array([[[0, -1], [1, 0], [-2, 1]], [[1, 1], [0, -1], [1, 0]]])
    model = make_model(
        [make_node("GatherElements", ["x", "i"], ["y"], axis=axis)],
        [tensor("x", [2, 3, 2])],
        [tensor("y", None)],
        [constant("i", indices)],
    )
    check_model(model)


@pytest.mark.parametrize(
    "data_shape, indices, batch_dims",
    [
        ([2, 2], [[0, 0], [1, 1]], 0),
        ([2, 2], [[1], [0]], 0),
        ([2, 2, 2], [[0, 1], [1, 0]], 0),
        ([2, 2, 2], [[[0, 1]], [[1, 0]]], 0),
        ([2, 2, 2], [[1], [0]], 1),
        ([2, 3, 4], [[[1, 2]], [[0, -1]]], 1),
        ([2, 3, 4], [[[1], [0], [3]], [[2], [1], [-4]]], 2),
    ],
    ids=["elements", "slices", "rank3", "nested", "batch", "batch_pairs_negative", "batch2"],
)
def test_gather_nd(check_model, data_shape, indices, batch_dims):
    model = make_model(
        [make_node("GatherND", ["x", "i"], ["y"], batch_dims=batch_dims)],
        [tensor("x", data_shape)],
        [tensor("y", None)],
        [constant("i", indices)],
    )
    check_model(model)


@pytest.mark.parametrize("reduction", [None, "add", "mul", "min", "max"])
@pytest.mark.parametrize("axis", [0, 1, -1])
def test_scatter_elements(check_model, reduction, axis):
    """Duplicate and negative indices; a reduction combines with the data's own value."""
    attributes = {"axis": axis} if reduction is None else {"axis": axis, "reduction": reduction}
    indices = [[1, -1, 1], [0, 1, 0]] if reduction else [[1, -1, 0], [0, 2, 1]]
    model = make_model(
        [make_node("ScatterElements", ["x", "i", "u"], ["y"], **attributes)],
        [tensor("x", [3, 3]), tensor("u", [2, 3])],
        [tensor("y", None)],
        [constant("i", indices)],
        opset=18,
    )
    check_model(model)


@pytest.mark.parametrize("opset", [9, 10])
def test_scatter_deprecated(check_model, opset):
    model = make_model(
        [make_node("Scatter", ["x", "i", "u"], ["y"], axis=1)],
        [tensor("x", [3, 3]), tensor("u", [1, 2])],
        [tensor("y", None)],
        [constant("i", [[2, 0]])],
        opset=opset,
    )
    check_model(model)


@pytest.mark.parametrize("reduction", [None, "add", "mul", "min", "max"])
@pytest.mark.parametrize(
    "indices, updates_shape",
    [([[0], [2]], [2, 4, 4]), ([[0, 1], [2, 3]], [2, 4]), ([[1, 2, 3], [0, -1, 0]], [2])],
    ids=["slices", "rows", "elements"],
)
def test_scatter_nd(check_model, reduction, indices, updates_shape):
    attributes = {} if reduction is None else {"reduction": reduction}
    model = make_model(
        [make_node("ScatterND", ["x", "i", "u"], ["y"], **attributes)],
        [tensor("x", [4, 4, 4]), tensor("u", updates_shape)],
        [tensor("y", None)],
        [constant("i", indices)],
        opset=18,
    )
    check_model(model)


@pytest.mark.parametrize("axis", [None, 0, 1, -1, -2])
@pytest.mark.parametrize("depth_type", [np.int64, np.float32], ids=["int_depth", "float_depth"])
def test_one_hot(check_model, axis, depth_type):
    """Negative indices count from the back; indices past depth give off_value everywhere."""
    attributes = {} if axis is None else {"axis": axis}
    model = make_model(
        [make_node("OneHot", ["i", "depth", "values"], ["y"], **attributes)],
        [tensor("i", [2, 3], TensorProto.INT64)],
        [tensor("y", None)],
        [constant("depth", [5], depth_type), constant("values", [-2.0, 3.5], np.float32)],
        opset=11,
    )
    check_model(model, {"i": np.array([[0, 4, -1], [-5, 7, -6]], np.int64)})


def test_one_hot_float_indices_scalar_depth(check_model):
    model = make_model(
        [make_node("OneHot", ["i", "depth", "values"], ["y"], axis=0)],
        [tensor("i", [4])],
        [tensor("y", None)],
        [constant("depth", 3.0, np.float32), constant("values", [0, 1], np.float32)],
        opset=9,
    )
    check_model(model, {"i": np.array([0.0, 2.0, -1.0, 1.0], np.float32)})


@pytest.mark.parametrize("element", [TensorProto.FLOAT, TensorProto.INT32, TensorProto.BOOL])
def test_non_zero(check_model, element):
    model = make_model(
        [make_node("NonZero", ["x"], ["y"])], [tensor("x", [3, 4], element)], [tensor("y", None, TensorProto.INT64)]
    )
    x = np.array([[0, 1, 0, 2], [3, 0, 0, 0], [0, 0, 4, 5]])
    check_model(
        model,
        {
            "x": x.astype(bool)
            if element == TensorProto.BOOL
            else x.astype(np.float32 if element == TensorProto.FLOAT else np.int32)
        },
    )


@pytest.mark.parametrize(
    "axis, condition",
    [(None, [1, 0, 0, 1, 1]), (0, [0, 1, 1]), (1, [1, 0, 1, 1]), (-1, [0, 1]), (2, [1, 0, 1, 1, 0])],
    ids=["flattened", "axis0", "axis1", "negative_axis", "short_condition"],
)
def test_compress(check_model, axis, condition):
    attributes = {} if axis is None else {"axis": axis}
    model = make_model(
        [make_node("Compress", ["x", "c"], ["y"], **attributes)],
        [tensor("x", [3, 4, 5]), tensor("c", [len(condition)], TensorProto.BOOL)],
        [tensor("y", None)],
        opset=11,
    )
    x = np.random.default_rng(7).standard_normal([3, 4, 5]).astype(np.float32)
    check_model(model, {"x": x, "c": np.array(condition, bool)})

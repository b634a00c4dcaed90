"""Data movement end to end: Reshape, Flatten, Transpose, Concat, against onnxruntime."""

import numpy as np
import pytest
from onnx import TensorProto, numpy_helper
from onnx.helper import make_node, make_tensor_value_info

from support import make_model


def reshape_model(x_shape, target, allowzero=None, opset=14):
    attributes = {} if allowzero is None else {"allowzero": allowzero}
    return make_model(
        [make_node("Reshape", ["x", "shape"], ["y"], name="reshape", **attributes)],
        [make_tensor_value_info("x", TensorProto.FLOAT, x_shape)],
        [make_tensor_value_info("y", TensorProto.FLOAT, None)],
        [numpy_helper.from_array(np.array(target, dtype=np.int64), "shape")],
        opset=opset,
    )


@pytest.mark.parametrize(
    "x_shape, target",
    [
        ([2, 3, 4], [6, 4]),
        ([2, 3, 4], [-1]),
        ([2, 3, 4], [4, -1]),
        ([2, 3, 4], [0, -1]),  # 0 copies the input dim
        ([2, 3, 4], [0, 0, 2, 2]),
        ([2, 3, 4], [-1, 0]),  # 0 at position 1 copies 3
        ([2, 3, 4], [1, 2, 1, 12]),
        (["batch", 3, 4], [0, -1]),
        (["batch", 3, 4], [0, 12]),
        (["batch", 3, 4], [-1, 4]),
        (["batch", 3, 4], [0, 3, 2, 2]),
    ],
    ids=[
        "plain",
        "flatten",
        "infer_last",
        "zero_copy",
        "zero_copy_two",
        "zero_after_infer",
        "insert_ones",
        "dynamic_zero",
        "dynamic_zero_static",
        "dynamic_infer",
        "dynamic_split",
    ],
)
def test_reshape(check_model, x_shape, target):
    check_model(reshape_model(x_shape, target))


@pytest.mark.parametrize("opset", [5, 13])
def test_reshape_older_opsets(check_model, opset):
    check_model(reshape_model([2, 3, 4], [0, -1, 2], opset=opset))


def test_reshape_allowzero_without_zeros(check_model):
    check_model(reshape_model([2, 3, 4], [4, -1, 3], allowzero=1))


def test_reshape_allowzero_keeps_zero(check_model):
    """allowzero=1: a 0 in the shape is a dim of size 0, not a copy of the input's."""
    outputs = check_model(reshape_model([0, 3], [3, 0], allowzero=1), {"x": np.zeros([0, 3], np.float32)})
    assert outputs["y"].shape == (3, 0)


def test_reshape_shape_from_input(check_model):
    """A target shape known only at run time."""
    model = make_model(
        [make_node("Reshape", ["x", "shape"], ["y"])],
        [
            make_tensor_value_info("x", TensorProto.FLOAT, [2, 3, 4]),
            make_tensor_value_info("shape", TensorProto.INT64, [3]),
        ],
        [make_tensor_value_info("y", TensorProto.FLOAT, None)],
    )
    x = np.random.default_rng(14).standard_normal([2, 3, 4]).astype(np.float32)
    check_model(model, {"x": x, "shape": np.array([0, 4, -1], np.int64)})


@pytest.mark.parametrize("axis", [0, 1, 2, 3, 4, -1, -2, -4, None], ids=lambda a: f"axis{a}")
def test_flatten(check_model, axis):
    attributes = {} if axis is None else {"axis": axis}
    model = make_model(
        [make_node("Flatten", ["x"], ["y"], name="flatten", **attributes)],
        [make_tensor_value_info("x", TensorProto.FLOAT, [2, 3, 4, 5])],
        [make_tensor_value_info("y", TensorProto.FLOAT, None)],
    )
    check_model(model)


@pytest.mark.parametrize(
    "shape, axis",
    [
        (["batch", 3, 4], 1),
        (["batch", 3, 4], 2),
        (["batch", 3, 4], 0),
        (["batch", 3, 4], -1),
        ([2, "n", 4], 1),
        ([2, "n", 4], 2),
        (["b", 3, "n"], 2),
        (["b", 3, "n"], 3),
    ],
    ids=[
        "batch_axis1",
        "batch_axis2",
        "batch_axis0",
        "batch_negative",
        "mid_axis1",
        "mid_axis2",
        "both_axis2",
        "both_axis3",
    ],
)
def test_flatten_dynamic(check_model, shape, axis):
    model = make_model(
        [make_node("Flatten", ["x"], ["y"], axis=axis)],
        [make_tensor_value_info("x", TensorProto.FLOAT, shape)],
        [make_tensor_value_info("y", TensorProto.FLOAT, None)],
    )
    check_model(model)
    sizes = [3 if isinstance(d, str) else d for d in shape]
    check_model(model, {"x": np.random.default_rng(15).standard_normal(sizes).astype(np.float32)})


@pytest.mark.parametrize(
    "perm", [None, [0, 2, 1, 3], [3, 1, 0, 2], [0, 1, 2, 3]], ids=["reverse", "swap", "mixed", "identity"]
)
def test_transpose(check_model, perm):
    attributes = {} if perm is None else {"perm": perm}
    model = make_model(
        [make_node("Transpose", ["x"], ["y"], name="transpose", **attributes)],
        [make_tensor_value_info("x", TensorProto.FLOAT, [2, 3, 4, 5])],
        [make_tensor_value_info("y", TensorProto.FLOAT, None)],
    )
    check_model(model)


def test_transpose_dynamic(check_model):
    model = make_model(
        [make_node("Transpose", ["x"], ["y"], perm=[2, 0, 1])],
        [make_tensor_value_info("x", TensorProto.FLOAT, ["batch", 3, 4])],
        [make_tensor_value_info("y", TensorProto.FLOAT, [4, "batch", 3])],
    )
    check_model(model)


def test_transpose_without_perm_dynamic(check_model):
    model = make_model(
        [make_node("Transpose", ["x"], ["y"])],
        [make_tensor_value_info("x", TensorProto.FLOAT, ["batch", 3, 4])],
        [make_tensor_value_info("y", TensorProto.FLOAT, None)],
    )
    check_model(model)


def test_transpose_integer(check_model):
    model = make_model(
        [make_node("Transpose", ["x"], ["y"], perm=[1, 0])],
        [make_tensor_value_info("x", TensorProto.INT64, [3, 5])],
        [make_tensor_value_info("y", TensorProto.INT64, [5, 3])],
    )
    check_model(model)


@pytest.mark.parametrize("axis", [0, 1, 2, -1, -2, -3])
def test_concat_three_inputs(check_model, axis):
    base = [2, 3, 4]
    shapes = []
    for size in (1, 2, 3):
        shape = list(base)
        shape[axis] = size
        shapes.append(shape)
    names = ["a", "b", "c"]
    model = make_model(
        [make_node("Concat", names, ["y"], name="concat", axis=axis)],
        [make_tensor_value_info(n, TensorProto.FLOAT, s) for n, s in zip(names, shapes)],
        [make_tensor_value_info("y", TensorProto.FLOAT, None)],
    )
    check_model(model)


def test_concat_with_initializer_and_dynamic_batch(check_model):
    constant = np.random.default_rng(16).standard_normal([1, 2]).astype(np.float32)
    model = make_model(
        [make_node("Concat", ["x", "w", "x"], ["y"], axis=0)],
        [make_tensor_value_info("x", TensorProto.FLOAT, ["batch", 2])],
        [make_tensor_value_info("y", TensorProto.FLOAT, None)],
        [numpy_helper.from_array(constant, "w")],
    )
    check_model(model)


def test_concat_dynamic_axis(check_model):
    model = make_model(
        [make_node("Concat", ["a", "b"], ["y"], axis=-1)],
        [
            make_tensor_value_info("a", TensorProto.FLOAT, ["batch", "n"]),
            make_tensor_value_info("b", TensorProto.FLOAT, ["batch", 3]),
        ],
        [make_tensor_value_info("y", TensorProto.FLOAT, None)],
    )
    check_model(model)


def test_concat_single_input(check_model):
    model = make_model(
        [make_node("Concat", ["x"], ["y"], axis=1)],
        [make_tensor_value_info("x", TensorProto.FLOAT, [2, 3])],
        [make_tensor_value_info("y", TensorProto.FLOAT, [2, 3])],
    )
    check_model(model)


def test_squeeze_without_axes_dynamic_dims(check_model):
    """Dynamic dims the model declares not to be 1 stay; the static ones go."""
    model = make_model(
        [make_node("Squeeze", ["x"], ["y"])],
        [make_tensor_value_info("x", TensorProto.FLOAT, ["a", 1, "b", 1])],
        [make_tensor_value_info("y", TensorProto.FLOAT, ["a", "b"])],
    )
    check_model(model, {"x": np.ones([3, 1, 4, 1], np.float32)})


def test_squeeze_without_axes_dynamic_dims_refused(ov_convert):
    model = make_model(
        [make_node("Squeeze", ["x"], ["y"], name="squeeze")],
        [make_tensor_value_info("x", TensorProto.FLOAT, ["a", 1])],
        [make_tensor_value_info("y", TensorProto.FLOAT, None)],
    )
    converted = ov_convert(model)
    assert converted.returncode != 0
    assert "node 'squeeze' (Squeeze-13): Squeeze without axes on tensor<?x1xf32>" in converted.stderr


RUNTIME_AXES = {
    "unsqueeze_front": ("Unsqueeze", [3, 4], [0]),
    "unsqueeze_unsorted": ("Unsqueeze", [3, 4], [2, 0]),
    "unsqueeze_negative": ("Unsqueeze", [3, 4], [-1, 1]),
    "unsqueeze_dynamic": ("Unsqueeze", ["n", 4], [1, -4]),
    "unsqueeze_scalar": ("Unsqueeze", [], [0, 1]),
    "squeeze_one_of_two": ("Squeeze", [1, 3, 1, 5], [-2]),
    "squeeze_both": ("Squeeze", [1, 3, 1, 5], [2, 0]),
    "squeeze_dynamic": ("Squeeze", ["n", 3, 1], [2]),
    "squeeze_to_scalar": ("Squeeze", [1, 1], [1, 0]),
}


@pytest.mark.parametrize("op_type, shape, axes", RUNTIME_AXES.values(), ids=RUNTIME_AXES.keys())
def test_runtime_axes(check_model, op_type, shape, axes):
    """(Un)squeeze axes given at run time build the output shape; a Relu after it checks that
    OpenVINO knows the rank."""
    model = make_model(
        [make_node(op_type, ["x", "axes"], ["r"]), make_node("Relu", ["r"], ["y"])],
        [
            make_tensor_value_info("x", TensorProto.FLOAT, shape),
            make_tensor_value_info("axes", TensorProto.INT64, [len(axes)]),
        ],
        [make_tensor_value_info("y", TensorProto.FLOAT, None)],
    )
    x = np.random.default_rng(17).standard_normal([2 if d == "n" else d for d in shape]).astype(np.float32)
    outputs = check_model(model, {"x": x, "axes": np.array(axes, np.int64)})
    assert outputs["y"].ndim == len(shape) + (len(axes) if op_type == "Unsqueeze" else -len(axes))

"""Shape, Size, Slice and Split end to end, against onnxruntime."""

import numpy as np
import pytest
from onnx import TensorProto, numpy_helper
from onnx.helper import make_node, make_tensor_value_info
from onnx.reference import ReferenceEvaluator

from support import make_model, run_openvino

BIG = 2**63 - 1


def one_node_model(node, inputs, outputs, initializers=(), opset=13):
    return make_model([node], inputs, outputs, list(initializers), opset=opset)


def floats(name, shape):
    return make_tensor_value_info(name, TensorProto.FLOAT, shape)


def ints(name, shape):
    return make_tensor_value_info(name, TensorProto.INT64, shape)


def constant(name, values):
    return numpy_helper.from_array(np.array(values, dtype=np.int64), name)


@pytest.mark.parametrize(
    "start, end",
    [(None, None), (1, None), (None, 2), (1, 3), (-1, None), (None, -1), (-10, 10), (3, 1), (0, 0)],
    ids=["all", "start", "end", "both", "negative_start", "negative_end", "clipped", "empty", "empty_zero"],
)
@pytest.mark.parametrize("shape", [[2, 3, 4, 5], ["n", 3, 4, 5]], ids=["static", "dynamic"])
def test_shape(check_model, start, end, shape):
    attributes = {k: v for k, v in (("start", start), ("end", end)) if v is not None}
    model = one_node_model(
        make_node("Shape", ["x"], ["y"], **attributes), [floats("x", shape)], [ints("y", None)], opset=15
    )
    check_model(model)


@pytest.mark.parametrize("opset", [1, 13])
def test_shape_older_opsets(check_model, opset):
    check_model(
        one_node_model(make_node("Shape", ["x"], ["y"]), [floats("x", ["n", 3])], [ints("y", None)], opset=opset)
    )


@pytest.mark.parametrize("shape", [[2, 3, 4], ["n", 3], []], ids=["static", "dynamic", "scalar"])
def test_size(check_model, shape):
    check_model(one_node_model(make_node("Size", ["x"], ["y"]), [floats("x", shape)], [ints("y", None)]))


@pytest.mark.parametrize(
    "starts, ends, axes, steps",
    [
        ([0, 1], [2, 3], [0, 1], None),
        ([1], [BIG], [1], None),
        ([-3], [-1], [2], None),
        ([10], [20], [0], None),  # starts past the end: empty
        ([-BIG], [BIG], [3], [2]),
        ([-1], [-BIG], [1], [-1]),  # reversed
        ([4, 2], [0, -BIG], [2, 1], [-2, -1]),
        ([0, 0, 3], [2, 2, 4], None, None),  # default axes
        ([1], [3], [-2], [1]),  # negative axis
        ([5, -1], [-7, 0], [2, 0], [-3, -1]),
    ],
    ids=[
        "two_axes",
        "to_end",
        "negative",
        "start_out_of_bounds",
        "stepped",
        "reversed",
        "two_reversed",
        "default_axes",
        "negative_axis",
        "clamped_negative_steps",
    ],
)
def test_slice_constant_bounds(check_model, starts, ends, axes, steps):
    names = ["x", "starts", "ends"] + (["axes"] if axes is not None or steps is not None else [])
    initializers = [constant("starts", starts), constant("ends", ends)]
    if axes is not None:
        initializers.append(constant("axes", axes))
    elif steps is not None:
        names[3] = ""
    if steps is not None:
        names.append("steps")
        initializers.append(constant("steps", steps))
    model = one_node_model(
        make_node("Slice", names, ["y"]), [floats("x", [3, 4, 5, 6])], [floats("y", None)], initializers
    )
    check_model(model)


def test_slice_bounds_from_inputs(check_model):
    """Bounds known only at run time: the result dims are `?` and OpenVINO computes them. (Its CPU
    plugin holds i64 inputs as i32, so a run-time bound of INT64_MAX would wrap: keep them small.)"""
    model = one_node_model(
        make_node("Slice", ["x", "starts", "ends", "axes", "steps"], ["y"]),
        [floats("x", [4, 6]), ints("starts", [2]), ints("ends", [2]), ints("axes", [2]), ints("steps", [2])],
        [floats("y", None)],
    )
    feeds = {
        "x": np.arange(24, dtype=np.float32).reshape(4, 6),
        "starts": np.array([3, 1], np.int64),
        "ends": np.array([0, 1000], np.int64),
        "axes": np.array([0, -1], np.int64),
        "steps": np.array([-1, 2], np.int64),
    }
    check_model(model, feeds)


def test_slice_dynamic_input(check_model):
    model = one_node_model(
        make_node("Slice", ["x", "starts", "ends", "axes"], ["y"]),
        [floats("x", ["n", 5])],
        [floats("y", None)],
        [constant("starts", [1, 1]), constant("ends", [BIG, -1]), constant("axes", [0, 1])],
    )
    check_model(model)


@pytest.mark.parametrize("axes", [None, [0, 2]], ids=["default_axes", "axes"])
def test_slice_1(check_model, axes):
    attributes = {"starts": [1, -3], "ends": [3, BIG]}
    if axes is not None:
        attributes["axes"] = axes
    model = one_node_model(
        make_node("Slice", ["x"], ["y"], **attributes), [floats("x", [4, 5, 6])], [floats("y", None)], opset=1
    )
    check_model(model)


def test_slice_int32_bounds(check_model):
    bounds = [numpy_helper.from_array(np.array(v, np.int32), n) for n, v in (("starts", [1]), ("ends", [-1]))]
    model = one_node_model(
        make_node("Slice", ["x", "starts", "ends"], ["y"]), [floats("x", [4, 3])], [floats("y", None)], bounds
    )
    check_model(model)


def split_model(shape, outputs, opset, split=None, split_as_input=False, **attributes):
    names = ["x"]
    initializers = []
    if split is not None and split_as_input:
        names.append("split")
        initializers.append(constant("split", split))
    elif split is not None:
        attributes["split"] = split
    node = make_node("Split", names, [f"y{i}" for i in range(outputs)], **attributes)
    return one_node_model(
        node, [floats("x", shape)], [floats(f"y{i}", None) for i in range(outputs)], initializers, opset
    )


@pytest.mark.parametrize("opset", [2, 11, 13, 18])
@pytest.mark.parametrize("axis", [0, 1, -1])
def test_split_equal(check_model, opset, axis):
    attributes = {"num_outputs": 2} if opset >= 18 else {}
    check_model(split_model([4, 6], 2, opset, axis=axis, **attributes))


@pytest.mark.parametrize("opset", [2, 11, 13, 18])
def test_split_lengths(check_model, opset):
    check_model(split_model([2, 6], 3, opset, split=[1, 3, 2], split_as_input=opset >= 13, axis=1))


@pytest.mark.parametrize(
    "shape, axis, parts", [([7], 0, 3), ([2, 5], 1, 2), ([5, 2], 0, 3)], ids=["7_by_3", "5_by_2", "5_by_3"]
)
def test_split_uneven_num_outputs(check_model, shape, axis, parts):
    """Opset 18: parts of ceil(dim / n), the last one smaller."""
    check_model(split_model(shape, parts, 18, axis=axis, num_outputs=parts))


@pytest.mark.parametrize("size, parts", [(5, 4), (6, 4)])
def test_split_chunks_run_out(ov_convert, size, parts):
    """5 in 4 parts of 2 leaves [2, 2, 1, 0], as ONNX's reference splits (onnxruntime refuses)."""
    model = split_model([size], parts, 18, axis=0, num_outputs=parts)
    converted = ov_convert(model)
    assert converted.returncode == 0, converted.stderr
    x = np.arange(size, dtype=np.float32)
    expected = ReferenceEvaluator(model).run(None, {"x": x})
    actual = run_openvino(converted.xml, {"x": x})
    for index, reference in enumerate(expected):
        np.testing.assert_array_equal(actual[f"y{index}"], reference)


@pytest.mark.parametrize("opset", [13, 18])
def test_split_dynamic_dim(check_model, opset):
    attributes = {"num_outputs": 2} if opset >= 18 else {}
    model = split_model(["n", 3], 2, opset, axis=0, **attributes)
    check_model(model, {"x": np.random.default_rng(3).standard_normal([4, 3]).astype(np.float32)})


def test_split_uneven_dynamic_dim(check_model):
    """The part lengths are computed at run time from the dim."""
    model = split_model(["n", 3], 3, 18, axis=0, num_outputs=3)
    check_model(model, {"x": np.random.default_rng(4).standard_normal([7, 3]).astype(np.float32)})


def test_split_lengths_from_input(check_model):
    model = one_node_model(
        make_node("Split", ["x", "split"], ["a", "b"], axis=0),
        [floats("x", [5, 2]), ints("split", [2])],
        [floats("a", None), floats("b", None)],
    )
    check_model(model, {"x": np.ones([5, 2], np.float32), "split": np.array([4, 1], np.int64)})

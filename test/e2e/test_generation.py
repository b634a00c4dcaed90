"""Range, EyeLike, Trilu, Expand, Tile, DepthToSpace and SpaceToDepth end to end, against
onnxruntime."""

import numpy as np
import pytest
from onnx import TensorProto, numpy_helper
from onnx.helper import make_node, make_tensor_value_info
from onnx.parser import parse_model

from support import make_model, random_inputs

DTYPES = {
    TensorProto.FLOAT: np.float32,
    TensorProto.INT32: np.int32,
    TensorProto.INT64: np.int64,
    TensorProto.DOUBLE: np.float64,
}


def tensor(name, shape, element=TensorProto.FLOAT):
    return make_tensor_value_info(name, element, shape)


def scalar(name, value, element):
    return numpy_helper.from_array(np.array(value, DTYPES[element]), name)


@pytest.mark.parametrize(
    "start, limit, delta, element",
    [
        (0, 5, 1, TensorProto.INT64),
        (10, 4, -3, TensorProto.INT32),
        (1.0, 2.0, 0.3, TensorProto.FLOAT),
        (5, 5, 1, TensorProto.INT64),
        (-1.5, 2.5, 0.5, TensorProto.DOUBLE),
        (3, 1, 1, TensorProto.INT32),
    ],
    ids=["int64", "int32_negative_delta", "float", "empty", "double", "empty_wrong_way"],
)
def test_range_constant_bounds(check_model, start, limit, delta, element):
    model = make_model(
        [make_node("Range", ["start", "limit", "delta"], ["y"])],
        [],
        [tensor("y", None, element)],
        [scalar("start", start, element), scalar("limit", limit, element), scalar("delta", delta, element)],
        opset=11,
    )
    check_model(model, {})


def test_range_runtime_bounds(check_model):
    names = ["start", "limit", "delta"]
    model = make_model(
        [make_node("Range", names, ["y"])],
        [tensor(n, []) for n in names],
        [tensor("y", None)],
        opset=11,
    )
    check_model(
        model,
        {"start": np.array(2.0, np.float32), "limit": np.array(-3.0, np.float32), "delta": np.array(-0.75, np.float32)},
    )


@pytest.mark.parametrize("k", [None, 0, 1, -2, 4])
@pytest.mark.parametrize("shape", [[3, 4], [4, 2], ["n", "m"]], ids=["wide", "tall", "dynamic"])
def test_eye_like(check_model, k, shape):
    attributes = {} if k is None else {"k": k}
    model = make_model(
        [make_node("EyeLike", ["x"], ["y"], **attributes)], [tensor("x", shape)], [tensor("y", None)], opset=9
    )
    check_model(model)


@pytest.mark.parametrize("dtype", [TensorProto.INT32, TensorProto.DOUBLE, TensorProto.INT64])
def test_eye_like_dtype(check_model, dtype):
    model = make_model(
        [make_node("EyeLike", ["x"], ["y"], dtype=dtype, k=-1)],
        [tensor("x", [3, 3])],
        [tensor("y", None, dtype)],
        opset=9,
    )
    check_model(model)


@pytest.mark.parametrize("upper", [0, 1])
@pytest.mark.parametrize("k", [None, 0, 1, -1, 5, -7])
@pytest.mark.parametrize("shape", [[4, 5], [2, 3, 3], [5, 1]], ids=["wide", "batched", "column"])
def test_trilu(check_model, upper, k, shape):
    inputs = ["x"] if k is None else ["x", "k"]
    initializers = [] if k is None else [numpy_helper.from_array(np.array(k, np.int64), "k")]
    model = make_model(
        [make_node("Trilu", inputs, ["y"], upper=upper)],
        [tensor("x", shape)],
        [tensor("y", None)],
        initializers,
        opset=14,
    )
    check_model(model)


def test_trilu_of_rank4(check_model):
    """The rows and columns are the last two dims of a rank-4 batch."""
    model = make_model(
        [make_node("Trilu", ["x", "k"], ["y"], upper=0)],
        [tensor("x", [2, 5, 3, 4])],
        [tensor("y", None)],
        [numpy_helper.from_array(np.array(1, np.int64), "k")],
        opset=14,
    )
    check_model(model)


def test_trilu_runtime_k_dynamic_dims(check_model):
    model = make_model(
        [make_node("Trilu", ["x", "k"], ["y"], upper=0)],
        [tensor("x", ["b", "n", "m"], TensorProto.INT64), tensor("k", [], TensorProto.INT64)],
        [tensor("y", None, TensorProto.INT64)],
        opset=14,
    )
    check_model(model, {"x": np.arange(24, dtype=np.int64).reshape(2, 3, 4) + 1, "k": np.array(1, np.int64)})


@pytest.mark.parametrize(
    "x_shape, shape",
    [([3, 1], [2, 1, 6]), ([3, 1], [3, 4]), ([1, 4], [1]), ([2, 1, 3], [1, 5, 1]), ([], [2, 3])],
    ids=["grow_rank", "same_rank", "smaller_shape", "ones_keep", "scalar"],
)
def test_expand(check_model, x_shape, shape):
    model = make_model(
        [make_node("Expand", ["x", "shape"], ["y"])],
        [tensor("x", x_shape)],
        [tensor("y", None)],
        [numpy_helper.from_array(np.array(shape, np.int64), "shape")],
        opset=13,
    )
    check_model(model)


def test_expand_runtime_shape(check_model):
    model = make_model(
        [make_node("Expand", ["x", "shape"], ["y"])],
        [tensor("x", ["n", 1]), tensor("shape", [3], TensorProto.INT64)],
        [tensor("y", None)],
        opset=8,
    )
    check_model(model, {"x": np.arange(3, dtype=np.float32).reshape(3, 1), "shape": np.array([2, 1, 4], np.int64)})


@pytest.mark.parametrize(
    "repeats", [[1, 1, 1], [2, 1, 3], [1, 4, 2], [0, 2, 1]], ids=["ones", "outer", "inner", "zero"]
)
def test_tile_constant_repeats(check_model, repeats):
    model = make_model(
        [make_node("Tile", ["x", "repeats"], ["y"])],
        [tensor("x", [2, 3, 4])],
        [tensor("y", None)],
        [numpy_helper.from_array(np.array(repeats, np.int64), "repeats")],
        opset=13,
    )
    check_model(model)


@pytest.mark.parametrize("repeats", [[2, 2, 2, 2], [7, 6, 4, 2], [1, 3, 1, 1], [0, 1, 2, 3]])
@pytest.mark.parametrize("shape", [[2, 3, 4, 5], ["a", 3, "b", 5]], ids=["static", "dynamic"])
def test_tile_runtime_repeats(check_model, repeats, shape):
    """Repeats known only at run time (OpenVINO's own Tile gets several repeated axes wrong)."""
    model = make_model(
        [make_node("Tile", ["x", "repeats"], ["y"])],
        [tensor("x", shape), tensor("repeats", [4], TensorProto.INT64)],
        [tensor("y", None)],
        opset=6,
    )
    x = np.random.default_rng(13).standard_normal([2, 3, 4, 5]).astype(np.float32)
    check_model(model, {"x": x, "repeats": np.array(repeats, np.int64)})


@pytest.mark.parametrize("mode", [None, "DCR", "CRD"])
@pytest.mark.parametrize("blocksize, shape", [(2, [1, 8, 2, 3]), (3, [2, 18, 1, 2])])
def test_depth_to_space(check_model, mode, blocksize, shape):
    attributes = {"blocksize": blocksize} | ({} if mode is None else {"mode": mode})
    model = make_model(
        [make_node("DepthToSpace", ["x"], ["y"], **attributes)], [tensor("x", shape)], [tensor("y", None)], opset=13
    )
    check_model(model)


@pytest.mark.parametrize("opset", [1, 11])
def test_depth_to_space_older_opsets(check_model, opset):
    model = make_model(
        [make_node("DepthToSpace", ["x"], ["y"], blocksize=2)],
        [tensor("x", [1, 8, 2, 2])],
        [tensor("y", None)],
        opset=opset,
    )
    check_model(model)


@pytest.mark.parametrize("opset", [1, 13])
@pytest.mark.parametrize("blocksize, shape", [(2, [1, 2, 4, 6]), (3, [2, 1, 3, 6])])
def test_space_to_depth(check_model, opset, blocksize, shape):
    model = make_model(
        [make_node("SpaceToDepth", ["x"], ["y"], blocksize=blocksize)],
        [tensor("x", shape)],
        [tensor("y", None)],
        opset=opset,
    )
    check_model(model)


def test_space_to_depth_dynamic_batch(check_model):
    model = make_model(
        [make_node("SpaceToDepth", ["x"], ["y"], blocksize=2)],
        [tensor("x", ["n", 3, 4, 4])],
        [tensor("y", None)],
        opset=13,
    )
    check_model(model)


# Issue 30: an empty shape or repeats vector is the input itself (OpenVINO's CPU plugin crashes
# on a Broadcast to an empty shape and computes garbage for a Tile by empty repeats).
EMPTY_VECTOR_MODELS = {
    "expand_scalar": """g (float x) => (float y) <int64[0] r = {}> { y = Expand (x, r) }""",
    "expand_matrix": """g (float[2,3] x) => (float[2,3] y) <int64[0] r = {}> { y = Expand (x, r) }""",
    "expand_by_input": """g (float x, int64[0] r) => (float y) { y = Expand (x, r) }""",
    "tile_scalar": """g (float x) => (float y) <int64[0] r = {}> { y = Tile (x, r) }""",
    "tile_by_input": """g (float x, int64[0] r) => (float y) { y = Tile (x, r) }""",
    "expand_beside_reduction": """
        g (float[1,1,2,2] in1, float in13) => (float[1,1,1,1] t3, float t15)
           <int64[3] c2 = {0,2,3}, int64[0] c14 = {}>
        { t3 = ReduceLogSum <keepdims: int = 1> (in1, c2)
          t15 = Expand (in13, c14) }""",
}


@pytest.mark.parametrize("text", EMPTY_VECTOR_MODELS.values(), ids=EMPTY_VECTOR_MODELS)
def test_expand_tile_by_empty_vectors(check_model, text):
    model = parse_model(f"""<ir_version: 8, opset_import: ["" : 19]>\n{text}""")
    inputs = random_inputs(model)
    if "in1" in inputs:
        inputs["in1"] = np.abs(inputs["in1"]) + 0.1  # ReduceLogSum takes the logarithm
    check_model(model, inputs)

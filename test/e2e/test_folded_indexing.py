"""The numpy kernels of the indexing, ordering and generation ops against onnxruntime: nodes
whose inputs are all initializers fold to constants, and the IR holds nothing else."""

import numpy as np
import pytest
from lxml import etree
from onnx import TensorProto, numpy_helper
from onnx.helper import make_node, make_tensor_value_info

from support import make_model

RNG = np.random.default_rng(31)
X = RNG.standard_normal([3, 4]).astype(np.float32)
TIED = np.array([[3, 1, 3, 2], [0, 5, 5, 0], [2, 2, 2, 2]], np.float32)


def i64(values):
    return np.array(values, np.int64)


# (op type, named inputs, attributes, opset, output element type)
CASES = {
    "slice": (
        "Slice",
        {"x": X, "s": i64([-1, 1]), "e": i64([-100, 100]), "a": i64([0, 1]), "p": i64([-2, 2])},
        {},
        13,
        TensorProto.FLOAT,
    ),
    "shape": ("Shape", {"x": X}, {"start": -1}, 15, TensorProto.INT64),
    "size": ("Size", {"x": X}, {}, 13, TensorProto.INT64),
    "gather": ("Gather", {"x": X, "i": i64([[2, -1], [0, 0]])}, {"axis": 1}, 13, TensorProto.FLOAT),
    "gather_elements": (
        "GatherElements",
        {"x": X, "i": i64([[0, -1], [2, 1], [3, 0]])},
        {"axis": 1},
        13,
        TensorProto.FLOAT,
    ),
    "gather_nd": ("GatherND", {"x": X, "i": i64([[[1]], [[-1]], [[2]]])}, {"batch_dims": 1}, 13, TensorProto.FLOAT),
    "scatter_elements": (
        "ScatterElements",
        {"x": X, "i": i64([[1, -1, 1]]), "u": TIED[:1, :3]},
        {"axis": 1, "reduction": "max"},
        18,
        TensorProto.FLOAT,
    ),
    "scatter_nd": (
        "ScatterND",
        {"x": X, "i": i64([[0, 1], [2, 3], [0, 1]]), "u": np.ones(3, np.float32)},
        {"reduction": "add"},
        18,
        TensorProto.FLOAT,
    ),
    "one_hot": (
        "OneHot",
        {"i": i64([0, -2, 7]), "d": i64(4), "v": np.array([-1, 2], np.float32)},
        {"axis": 0},
        11,
        TensorProto.FLOAT,
    ),
    "non_zero": ("NonZero", {"x": TIED}, {}, 13, TensorProto.INT64),
    "compress": ("Compress", {"x": X, "c": np.array([True, False, True])}, {"axis": 0}, 11, TensorProto.FLOAT),
    "top_k": ("TopK", {"x": TIED, "k": i64([3])}, {"largest": 1}, 11, TensorProto.FLOAT),
    "arg_min_last": ("ArgMin", {"x": TIED}, {"axis": 1, "select_last_index": 1, "keepdims": 0}, 13, TensorProto.INT64),
    "cum_sum": ("CumSum", {"x": X, "a": i64(1)}, {"exclusive": 1, "reverse": 1}, 14, TensorProto.FLOAT),
    "reverse_sequence": (
        "ReverseSequence",
        {"x": X, "l": i64([4, 1, 2])},
        {"batch_axis": 0, "time_axis": 1},
        10,
        TensorProto.FLOAT,
    ),
    "range": (
        "Range",
        {"s": np.array(1.5, np.float32), "l": np.array(-2, np.float32), "d": np.array(-0.5, np.float32)},
        {},
        11,
        TensorProto.FLOAT,
    ),
    "eye_like": ("EyeLike", {"x": X}, {"k": -1}, 9, TensorProto.FLOAT),
    "trilu": ("Trilu", {"x": X, "k": i64(1)}, {"upper": 0}, 14, TensorProto.FLOAT),
    "expand": ("Expand", {"x": X[:, :1], "s": i64([2, 3, 5])}, {}, 13, TensorProto.FLOAT),
    "tile": ("Tile", {"x": X, "r": i64([2, 3])}, {}, 13, TensorProto.FLOAT),
    "pad_reflect": ("Pad", {"x": X, "p": i64([1, 2, 2, 3])}, {"mode": "reflect"}, 13, TensorProto.FLOAT),
    "pad_wrap": ("Pad", {"x": X, "p": i64([0, 5, 1, -1])}, {"mode": "wrap"}, 19, TensorProto.FLOAT),
    "depth_to_space": (
        "DepthToSpace",
        {"x": RNG.standard_normal([1, 8, 2, 3]).astype(np.float32)},
        {"blocksize": 2, "mode": "CRD"},
        13,
        TensorProto.FLOAT,
    ),
    "space_to_depth": (
        "SpaceToDepth",
        {"x": RNG.standard_normal([2, 2, 4, 6]).astype(np.float32)},
        {"blocksize": 2},
        13,
        TensorProto.FLOAT,
    ),
    "split": (
        "Split",
        {"x": RNG.standard_normal([2, 5]).astype(np.float32)},
        {"axis": 1, "num_outputs": 2},
        18,
        TensorProto.FLOAT,
    ),
}


@pytest.mark.parametrize("case", CASES)
def test_folds_like_onnxruntime(check_model, case):
    op_type, inputs, attributes, opset, element = CASES[case]
    outputs = ["y0", "y1"] if op_type in ("Split", "TopK") else ["y0"]
    initializers = [numpy_helper.from_array(value, name) for name, value in inputs.items()]
    model = make_model(
        [make_node(op_type, list(inputs), outputs, **attributes)],
        [],
        [
            make_tensor_value_info(o, TensorProto.INT64 if o == "y1" and op_type == "TopK" else element, None)
            for o in outputs
        ],
        initializers,
        opset=opset,
    )
    check_model(model, {})


def test_folded_ir_holds_only_constants(ov_convert):
    op_type, inputs, attributes, opset, element = CASES["pad_wrap"]
    model = make_model(
        [make_node(op_type, list(inputs), ["y0"], **attributes)],
        [],
        [make_tensor_value_info("y0", element, None)],
        [numpy_helper.from_array(value, name) for name, value in inputs.items()],
        opset=opset,
    )
    converted = ov_convert(model)
    assert converted.returncode == 0, converted.stderr
    types = {layer.get("type") for layer in etree.parse(str(converted.xml)).iter("layer")}
    assert types == {"Const", "Result"}

"""ov-simplify's activation and normalisation fusions end to end: each activation written the
way exporters decompose it converts to the one OpenVINO op ovc makes of it, computes what
onnxruntime computes, and leaves an IR no bigger than ovc's."""

import numpy as np
import onnx
import pytest
from onnx import TensorProto, numpy_helper
from onnx.helper import make_node, make_tensor_value_info

from ovopt.tools.compare_ir import compare, layer_types
from support import make_model

F = TensorProto.FLOAT


def scalar(name: str, value: float) -> onnx.TensorProto:
    return numpy_helper.from_array(np.asarray(value, dtype=np.float32), name)


# id: (nodes from x to y, scalar initializers, the layer type they become)
DECOMPOSED = {
    "gelu_erf": (
        [
            make_node("Div", ["x", "sqrt2"], ["a"]),
            make_node("Erf", ["a"], ["b"]),
            make_node("Add", ["b", "one"], ["c"]),
            make_node("Mul", ["x", "c"], ["d"]),
            make_node("Mul", ["d", "half"], ["y"]),
        ],
        {"sqrt2": 1.4142135381698608, "one": 1.0, "half": 0.5},
        "Gelu",
    ),
    "gelu_tanh": (
        [
            make_node("Pow", ["x", "three"], ["cube"]),
            make_node("Mul", ["cube", "c"], ["a"]),
            make_node("Add", ["x", "a"], ["b"]),
            make_node("Mul", ["b", "k"], ["d"]),
            make_node("Tanh", ["d"], ["t"]),
            make_node("Add", ["t", "one"], ["e"]),
            make_node("Mul", ["half", "x"], ["f"]),
            make_node("Mul", ["f", "e"], ["y"]),
        ],
        {"three": 3.0, "c": 0.044715, "k": 0.7978845834732056, "one": 1.0, "half": 0.5},
        "Gelu",
    ),
    "swish": ([make_node("Sigmoid", ["x"], ["s"]), make_node("Mul", ["x", "s"], ["y"])], {}, "Swish"),
    "swish_beta": (
        [
            make_node("Mul", ["x", "beta"], ["a"]),
            make_node("Sigmoid", ["a"], ["s"]),
            make_node("Mul", ["s", "x"], ["y"]),
        ],
        {"beta": 1.702},
        "Swish",
    ),
    "hsigmoid": (
        [
            make_node("Add", ["x", "three"], ["a"]),
            make_node("Relu", ["a"], ["b"]),
            make_node("Min", ["b", "six"], ["c"]),
            make_node("Div", ["c", "six"], ["y"]),
        ],
        {"three": 3.0, "six": 6.0},
        "HSigmoid",
    ),
    "hswish_clip": (
        [
            make_node("Add", ["x", "three"], ["a"]),
            make_node("Clip", ["a", "zero", "six"], ["b"]),
            make_node("Mul", ["x", "b"], ["c"]),
            make_node("Div", ["c", "six"], ["y"]),
        ],
        {"three": 3.0, "zero": 0.0, "six": 6.0},
        "HSwish",
    ),
    "hswish_hard_sigmoid": (
        [make_node("HardSigmoid", ["x"], ["h"], alpha=1 / 6, beta=0.5), make_node("Mul", ["x", "h"], ["y"])],
        {},
        "HSwish",
    ),
    "softplus": (
        [make_node("Exp", ["x"], ["a"]), make_node("Add", ["a", "one"], ["b"]), make_node("Log", ["b"], ["y"])],
        {"one": 1.0},
        "SoftPlus",
    ),
    "mish": (
        [
            make_node("Exp", ["x"], ["a"]),
            make_node("Add", ["a", "one"], ["b"]),
            make_node("Log", ["b"], ["c"]),
            make_node("Tanh", ["c"], ["d"]),
            make_node("Mul", ["x", "d"], ["y"]),
        ],
        {"one": 1.0},
        "Mish",
    ),
}


def decomposed_model(case: str) -> onnx.ModelProto:
    nodes, constants, _ = DECOMPOSED[case]
    initializers = [scalar(name, value) for name, value in constants.items()]
    x, y = make_tensor_value_info("x", F, [2, 3, 4]), make_tensor_value_info("y", F, [2, 3, 4])
    return make_model(nodes, [x], [y], initializers)


def layer_norm_model() -> onnx.ModelProto:
    """LayerNorm over the last axis as exporters before opset 17 write it."""
    rng = np.random.default_rng(3)
    initializers = [
        scalar("two", 2.0),
        scalar("eps", 1e-5),
        numpy_helper.from_array(rng.standard_normal(8).astype(np.float32), "gamma"),
        numpy_helper.from_array(rng.standard_normal(8).astype(np.float32), "beta"),
    ]
    nodes = [
        make_node("ReduceMean", ["x"], ["mean"], axes=[-1]),
        make_node("Sub", ["x", "mean"], ["centred"]),
        make_node("Pow", ["centred", "two"], ["square"]),
        make_node("ReduceMean", ["square"], ["variance"], axes=[-1]),
        make_node("Add", ["variance", "eps"], ["shifted"]),
        make_node("Sqrt", ["shifted"], ["deviation"]),
        make_node("Div", ["centred", "deviation"], ["normalized"]),
        make_node("Mul", ["normalized", "gamma"], ["scaled"]),
        make_node("Add", ["scaled", "beta"], ["y"]),
    ]
    x, y = make_tensor_value_info("x", F, [2, 5, 8]), make_tensor_value_info("y", F, [2, 5, 8])
    return make_model(nodes, [x], [y], initializers)


CASES = {case: (lambda case=case: decomposed_model(case), DECOMPOSED[case][2]) for case in DECOMPOSED}
CASES["layer_norm"] = (layer_norm_model, "MVN")


@pytest.mark.parametrize("case", CASES)
def test_decomposed_op_is_fused(check_model, tmp_path, case):
    build, fused = CASES[case]
    model = build()
    x = np.random.default_rng(7).standard_normal([d.dim_value for d in model.graph.input[0].type.tensor_type.shape.dim])
    check_model(model, {"x": (x * 3).astype(np.float32)})
    types = layer_types(tmp_path / "out" / "model.xml")
    assert types[fused] == 1, f"{case}: expected one {fused} layer, got {dict(types)}"
    result = compare(tmp_path / "model.onnx", tmp_path / "against-ovc")
    assert result.layers[0] <= result.layers[1], f"{case}: {result.layers[0]} layers, ovc {result.layers[1]}"


def test_fully_masked_rows_are_zero(check_model):
    """Attention's guard `ReduceMax(bias) == -inf` (ONNX's function body) zeroes the rows a mask
    hides completely; OpenVINO's CPU ReduceMax alone gives -3.4e38 there and the softmax NaN.
    The mask is an input, so nothing folds at compile time."""
    nodes = [
        make_node("Add", ["x", "mask"], ["logits"]),
        make_node("Softmax", ["logits"], ["p"], axis=-1),
        make_node("ReduceMax", ["mask"], ["peak"], axes=[-1], keepdims=1),
        make_node("Equal", ["peak", "ninf"], ["hidden"]),
        make_node("Where", ["hidden", "zero", "p"], ["y"]),
    ]
    inputs = [make_tensor_value_info("x", F, [2, 3, 4]), make_tensor_value_info("mask", F, [3, 4])]
    model = make_model(
        nodes, inputs, [make_tensor_value_info("y", F, [2, 3, 4])], [scalar("ninf", -np.inf), scalar("zero", 0.0)]
    )
    mask = np.array([[0.0, -np.inf, 0.0, -np.inf], [-np.inf] * 4, [0.0] * 4], dtype=np.float32)
    x = np.random.default_rng(5).standard_normal([2, 3, 4]).astype(np.float32)
    outputs = check_model(model, {"x": x, "mask": mask})
    assert np.all(outputs["y"][:, 1] == 0.0)

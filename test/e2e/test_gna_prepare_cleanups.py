"""The GNA clean-up passes (gna-reorder-activation-and-pooling, gna-remove-single-input-concat,
gna-substitute-softsign, gna-transpose-to-reshape) end to end: a small ONNX model per pass runs
through `gna-emulate` in OpenVINO and computes what onnxruntime computes on the original model,
and `gna-default` shows that the pass did its job. The ReLU and linear models' PWLs are exact
(float tolerance); the others' tolerance is their PWL error, stated per test."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import onnx
from onnx import TensorProto, numpy_helper
from onnx.helper import make_node, make_tensor_value_info

from support import make_model, ov_opt_ok, random_inputs, run_onnxruntime, run_openvino, save_model

F = TensorProto.FLOAT
POOL = {"kernel_shape": [2, 2], "strides": [2, 2]}


def weight(name: str, shape: list[int], seed: int = 0) -> onnx.TensorProto:
    return numpy_helper.from_array(np.random.default_rng(seed).standard_normal(shape).astype(np.float32), name)


def tensor(name: str, shape: list[int]) -> onnx.ValueInfoProto:
    return make_tensor_value_info(name, F, shape)


def emulated(model: onnx.ModelProto, directory: Path, options: str = "", atol: float = 1e-4) -> str:
    """gna-emulate in OpenVINO against onnxruntime; returns gna-default's @main as text."""
    path = save_model(model, directory)
    xml = directory / "out.xml"
    ov_opt_ok([str(path), f"--pass-pipeline=gna-emulate{options}", "-t", "ir", "-o", str(xml)])
    inputs = random_inputs(model)
    expected, actual = run_onnxruntime(model, inputs), run_openvino(xml, inputs)
    for name, reference in expected.items():
        assert actual[name].shape == reference.shape, name
        np.testing.assert_allclose(actual[name], reference, rtol=1e-4, atol=atol, err_msg=name)
    text = directory / "gna.mlir"
    ov_opt_ok([str(path), "-p", f"gna-default{options}", "-o", str(text)])
    return text.read_text().split("func.func @main", 1)[1]


def conv_activation_pool(activation: onnx.NodeProto) -> onnx.ModelProto:
    """Conv 1x2x6x6 by 8 3x3 filters with a bias -> activation (a -> r) -> 2x2 MaxPool."""
    nodes = [make_node("Conv", ["x", "w", "b"], ["a"]), activation, make_node("MaxPool", ["r"], ["y"], **POOL)]
    weights = [weight("w", [8, 2, 3, 3]), weight("b", [8], 1)]
    return make_model(nodes, [tensor("x", [1, 2, 6, 6])], [tensor("y", [1, 8, 2, 2])], weights)


def test_relu_runs_after_the_pooling(tmp_path):
    main = emulated(conv_activation_pool(make_node("Relu", ["a"], ["r"])), tmp_path)
    assert main.index("gna.max_pool") < main.index("gna.pwl")


def test_leaky_relu_runs_after_the_pooling(tmp_path):
    main = emulated(conv_activation_pool(make_node("LeakyRelu", ["a"], ["r"], alpha=0.1)), tmp_path)
    assert main.index("gna.max_pool") < main.index("gna.pwl")


def test_abs_stays_before_the_pooling(tmp_path):
    """max(|a|, |b|) is not |max(a, b)|: the pass must not fire (|x| as a PWL is exact)."""
    main = emulated(conv_activation_pool(make_node("Abs", ["a"], ["r"])), tmp_path)
    assert main.index("gna.pwl") < main.index("gna.max_pool")


def test_single_input_concat_goes(tmp_path):
    nodes = [make_node("Concat", ["x"], ["c"], axis=1), make_node("Relu", ["c"], ["y"])]
    main = emulated(make_model(nodes, [tensor("x", [1, 16])], [tensor("y", [1, 16])]), tmp_path)
    assert "concat" not in main.lower()


def test_softsign_decomposition_is_one_pwl(tmp_path):
    """x / (1 + |x|) as Abs, Add, Div: one softsign PWL at 0.05 % error; tolerance 0.002
    (softsign ranges over (-1, 1))."""
    nodes = [
        make_node("Abs", ["x"], ["a"]),
        make_node("Add", ["a", "one"], ["d"]),
        make_node("Div", ["x", "d"], ["y"]),
    ]
    one = numpy_helper.from_array(np.array(1.0, np.float32), "one")
    model = make_model(nodes, [tensor("x", [1, 32])], [tensor("y", [1, 32])], [one])
    main = emulated(model, tmp_path, "{pwl-max-error-percent=0.05}", atol=2e-3)
    assert main.count("gna.pwl") == 1 and "softsign" in main
    assert "ov." not in main.replace("ov.Constant", "").replace("ov.Parameter", "")


def test_transpose_of_unit_dims_is_a_layout_cast(tmp_path):
    """[1, 6, 1, 4] by {0, 2, 1, 3} only moves a 1-dim: no transpose is left to run or cut off."""
    nodes = [
        make_node("Relu", ["x"], ["r"]),
        make_node("Transpose", ["r"], ["t"], perm=[0, 2, 1, 3]),
        make_node("Relu", ["t"], ["y"]),
    ]
    main = emulated(make_model(nodes, [tensor("x", [1, 6, 1, 4])], [tensor("y", [1, 1, 6, 4])]), tmp_path)
    assert "ov.Transpose" not in main and "gna.transpose" not in main

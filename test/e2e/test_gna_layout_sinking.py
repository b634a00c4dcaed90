"""The GNA layout passes end to end (gna-replace-nhwc-layers, gna-transpose-sinking,
gna-transpose-reshape-to-gather, gna-gather-sinking, gna-transpose-compress): small ONNX models
through `-p gna-emulate -t ir` compute in OpenVINO what onnxruntime computes on the original,
and `-p gna-default` shows where the transposes went."""

from __future__ import annotations

import io
from contextlib import redirect_stdout

import numpy as np
import onnx
from onnx import TensorProto, numpy_helper
from onnx.helper import make_node, make_tensor_value_info

from ovopt.tools.ov_opt import main as ov_opt
from support import make_model, random_inputs, run_onnxruntime, run_openvino, save_model

F = TensorProto.FLOAT


def _weights(name: str, shape, seed: int) -> onnx.TensorProto:
    return numpy_helper.from_array((np.random.default_rng(seed).standard_normal(shape) * 0.3).astype(np.float32), name)


def emulated_matches(model: onnx.ModelProto, tmp_path) -> None:
    xml = tmp_path / "out" / "model.xml"
    assert ov_opt([str(save_model(model, tmp_path)), "-p", "gna-emulate", "-t", "ir", "-o", str(xml)]) == 0
    inputs = random_inputs(model)
    expected, actual = run_onnxruntime(model, inputs), run_openvino(xml, inputs)
    for name, reference in expected.items():
        np.testing.assert_allclose(actual[name], reference, rtol=1e-4, atol=1e-4, err_msg=name)


def gna_module(model: onnx.ModelProto, tmp_path) -> str:
    out = io.StringIO()
    with redirect_stdout(out):
        assert ov_opt([str(save_model(model, tmp_path, "default.onnx")), "-p", "gna-default"]) == 0
    return out.getvalue()


def nhwc_two_convs() -> onnx.ModelProto:
    """NHWC in and out, two convolutions with a bias, ReLU and a scale between them: every
    transpose folds into the convolutions, none is left."""
    nodes = [
        make_node("Transpose", ["x"], ["a"], perm=[0, 3, 1, 2]),
        make_node("Conv", ["a", "w1", "b1"], ["c1"], kernel_shape=[3, 3]),
        make_node("Relu", ["c1"], ["r1"]),
        make_node("Mul", ["r1", "s"], ["m"]),
        make_node("Conv", ["m", "w2"], ["c2"], kernel_shape=[3, 3]),
        make_node("Transpose", ["c2"], ["y"], perm=[0, 2, 3, 1]),
    ]
    scale = numpy_helper.from_array(np.linspace(0.5, 1.5, 8, dtype=np.float32).reshape(8, 1, 1), "s")
    inits = [_weights("w1", (8, 4, 3, 3), 1), _weights("b1", (8,), 2), scale, _weights("w2", (8, 8, 3, 3), 3)]
    x = make_tensor_value_info("x", F, [1, 10, 10, 4])
    y = make_tensor_value_info("y", F, [1, 6, 6, 8])
    return make_model(nodes, [x], [y], inits)


def nchw_conv_flatten_affine() -> onnx.ModelProto:
    """NCHW convolution, flatten, fully connected: the transpose out of channels-last becomes a
    Gather (gna-transpose-reshape-to-gather) that gna-gather-sinking moves into the weights."""
    nodes = [
        make_node("Conv", ["x", "w"], ["c"], kernel_shape=[1, 3]),
        make_node("Relu", ["c"], ["r"]),
        make_node("Flatten", ["r"], ["f"]),
        make_node("MatMul", ["f", "fc"], ["y"]),
    ]
    inits = [_weights("w", (4, 2, 1, 3), 4), _weights("fc", (4 * 1 * 6, 5), 5)]
    x = make_tensor_value_info("x", F, [1, 2, 1, 8])
    y = make_tensor_value_info("y", F, [1, 5])
    return make_model(nodes, [x], [y], inits)


def test_nhwc_transposes_fold_into_the_convolutions(tmp_path):
    model = nhwc_two_convs()
    emulated_matches(model, tmp_path)
    text = gna_module(model, tmp_path)
    assert text.count("gna.convolution") == 2
    assert "ov.Transpose" not in text and "@pre_" not in text and "@post_" not in text


def test_flatten_permutation_moves_into_the_weights(tmp_path):
    model = nchw_conv_flatten_affine()
    emulated_matches(model, tmp_path)
    text = gna_module(model, tmp_path)
    assert "gna.affine" in text and "gna.convolution" in text
    assert "ov.Gather" not in text.split("func.func @main")[1].split("func.func")[0]

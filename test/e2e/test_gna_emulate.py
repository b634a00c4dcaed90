"""The GNA lowering proves itself in OpenVINO: `ov-opt m.onnx --pass-pipeline=gna-emulate -t
ir` writes one IR in which every gna op is lowered back to opset ops (PWL segments included),
and its outputs must match onnxruntime on the original model.

Tolerances follow from the PWL error bound (1 % of the function's range on its domain):
exact PWLs (relu) leave only float rounding; a sigmoid adds at most 0.01, a tanh 0.02, and a
layer after an approximated activation scales the error by the sum of |weights| of a row.
"""

from __future__ import annotations

import io
from contextlib import redirect_stderr
from pathlib import Path

import numpy as np
import onnx
import pytest
from onnx import TensorProto, helper, numpy_helper
from support import make_model, run_onnxruntime, run_openvino, save_model

from ovopt.tools.ov_opt import main as ov_opt


def weights(rng, name: str, shape: list[int]) -> onnx.TensorProto:
    fan_in = int(np.prod(shape[1:])) if len(shape) > 1 else shape[0]
    return numpy_helper.from_array((rng.standard_normal(shape) / np.sqrt(fan_in)).astype(np.float32), name)


def cnn_2d() -> onnx.ModelProto:
    """Conv + bias + relu + maxpool + conv: the 2-D keyword-spotting shape."""
    rng = np.random.default_rng(1)
    nodes = [
        helper.make_node("Conv", ["x", "w1", "b1"], ["c1"], name="conv1", pads=[1, 1, 1, 1]),
        helper.make_node("Relu", ["c1"], ["r1"], name="relu1"),
        helper.make_node("MaxPool", ["r1"], ["p1"], name="pool1", kernel_shape=[2, 2], strides=[2, 2]),
        helper.make_node("Conv", ["p1", "w2"], ["y"], name="conv2"),
    ]
    inits = [weights(rng, "w1", [8, 4, 3, 3]), weights(rng, "b1", [8]), weights(rng, "w2", [8, 8, 3, 3])]
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 4, 16, 16])
    y = helper.make_tensor_value_info("y", TensorProto.FLOAT, None)
    return make_model(nodes, [x], [y], inits)


def conv_1d_mfcc() -> onnx.ModelProto:
    """1-D convolutions over 49 frames of 13 MFCC features, sigmoid and tanh between."""
    rng = np.random.default_rng(2)
    nodes = [
        helper.make_node("Conv", ["x", "w1", "b1"], ["c1"], name="conv1"),
        helper.make_node("Sigmoid", ["c1"], ["s1"], name="sigmoid1"),
        helper.make_node("Conv", ["s1", "w2"], ["c2"], name="conv2", strides=[2]),
        helper.make_node("Tanh", ["c2"], ["y"], name="tanh2"),
    ]
    inits = [weights(rng, "w1", [16, 13, 3]), weights(rng, "b1", [16]), weights(rng, "w2", [8, 16, 3])]
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, [1, 13, 49])
    y = helper.make_tensor_value_info("y", TensorProto.FLOAT, None)
    return make_model(nodes, [x], [y], inits)


def mlp(frames: int) -> onnx.ModelProto:
    """MatMul + bias + sigmoid, Gemm + tanh, MatMul: an affine stack."""
    rng = np.random.default_rng(3)
    nodes = [
        helper.make_node("MatMul", ["x", "w1"], ["m1"], name="fc1"),
        helper.make_node("Add", ["m1", "b1"], ["a1"], name="bias1"),
        helper.make_node("Sigmoid", ["a1"], ["s1"], name="sigmoid1"),
        helper.make_node("Gemm", ["s1", "w2", "b2"], ["g2"], name="fc2", transB=1),
        helper.make_node("Tanh", ["g2"], ["t2"], name="tanh2"),
        helper.make_node("MatMul", ["t2", "w3"], ["y"], name="fc3"),
    ]
    inits = [
        weights(rng, "w1", [64, 32]),
        weights(rng, "b1", [32]),
        weights(rng, "w2", [16, 32]),
        weights(rng, "b2", [16]),
        weights(rng, "w3", [16, 10]),
    ]
    x = helper.make_tensor_value_info("x", TensorProto.FLOAT, [frames, 64])
    y = helper.make_tensor_value_info("y", TensorProto.FLOAT, None)
    return make_model(nodes, [x], [y], inits)


# name -> (model, atol from the PWL error bound)
MODELS = {
    "cnn_2d": (cnn_2d, 1e-4),  # relu is exact: float rounding only
    # sigmoid (<= 0.01) through conv2 (row sum of |w| about 5), then tanh (<= 0.02)
    "conv_1d_mfcc": (conv_1d_mfcc, 0.08),
    # sigmoid (<= 0.01) through fc2 (row sum of |w| about 4.5), tanh (<= 0.02), fc3 (about 3.2)
    "mlp_one_frame": (lambda: mlp(1), 0.25),
    "mlp_four_frames": (lambda: mlp(4), 0.25),
}


def run_ov_opt(model_path: Path, *args: str) -> tuple[int, str]:
    errors = io.StringIO()
    with redirect_stderr(errors):
        code = ov_opt([str(model_path), *args])
    return code, errors.getvalue()


@pytest.mark.parametrize("error_percent", [None, 0.05])
@pytest.mark.parametrize("name", sorted(MODELS))
def test_gna_emulate_matches_onnxruntime(name: str, error_percent: float | None, tmp_path: Path) -> None:
    """With the default bound (1 %) and with a 20 times tighter one, whose tolerance shrinks
    in proportion: the emulated segments, not the exact functions, are what runs."""
    build, atol = MODELS[name]
    pipeline = "gna-emulate"
    if error_percent is not None:
        pipeline, atol = f"gna-emulate{{pwl-max-error-percent={error_percent}}}", max(atol * error_percent, 1e-4)
    model = build()
    path = save_model(model, tmp_path)
    xml = tmp_path / "out" / "model.xml"
    code, stderr = run_ov_opt(path, f"--pass-pipeline={pipeline}", "-t", "ir", "-o", str(xml))
    assert code == 0, stderr
    shape = [d.dim_value for d in model.graph.input[0].type.tensor_type.shape.dim]
    inputs = {"x": np.random.default_rng(0).standard_normal(shape).astype(np.float32)}
    expected = run_onnxruntime(model, inputs)["y"]
    actual = run_openvino(xml, inputs)["y"]
    assert actual.shape == expected.shape
    np.testing.assert_allclose(actual, expected, rtol=0, atol=atol)


@pytest.mark.parametrize("target", ["3.0", "3.5"])
@pytest.mark.parametrize("name", sorted(MODELS))
def test_gna_default_leaves_no_convolution_or_matmul(name: str, target: str, tmp_path: Path) -> None:
    path = save_model(MODELS[name][0](), tmp_path)
    out = tmp_path / "gna.mlir"
    code, stderr = run_ov_opt(path, f"--pass-pipeline=gna-default{{target={target}}}", "-o", str(out))
    assert code == 0, stderr
    text = out.read_text()
    assert "gna." in text
    for ov_op in ("ov.Convolution", "ov.MatMul", "ov.MaxPool", "ov.Sigmoid", "ov.Tanh", "ov.Relu"):
        assert ov_op not in text, f"{ov_op} stayed in the ov dialect"

"""The GNA MatMul and layout preparation passes end to end: a small ONNX model per pass runs
through `gna-emulate` in OpenVINO and computes what onnxruntime computes on the original model,
and `gna-default` shows that the pass did its job (the MatMul reached gna.affine, a copy was
inserted, ...). ReLU-only or linear models: the PWL segments are exact, so the tolerance is
float arithmetic's."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import onnx
from onnx import TensorProto, numpy_helper
from onnx.helper import make_node, make_tensor_value_info

from support import make_model, ov_opt_ok, random_inputs, run_onnxruntime, run_openvino, save_model

F = TensorProto.FLOAT


def weight(name: str, shape: list[int], seed: int = 0) -> onnx.TensorProto:
    return numpy_helper.from_array(np.random.default_rng(seed).standard_normal(shape).astype(np.float32), name)


def ints(name: str, values: list[int]) -> onnx.TensorProto:
    return numpy_helper.from_array(np.array(values, np.int64), name)


def tensor(name: str, shape: list[int]) -> onnx.ValueInfoProto:
    return make_tensor_value_info(name, F, shape)


def emulated(model: onnx.ModelProto, directory: Path) -> str:
    """gna-emulate in OpenVINO against onnxruntime; returns the gna-default module's text."""
    path = save_model(model, directory)
    xml = directory / "out.xml"
    ov_opt_ok([str(path), "--pass-pipeline=gna-emulate", "-t", "ir", "-o", str(xml)])
    inputs = random_inputs(model)
    expected, actual = run_onnxruntime(model, inputs), run_openvino(xml, inputs)
    for name, reference in expected.items():
        assert actual[name].shape == reference.shape, name
        np.testing.assert_allclose(actual[name], reference, rtol=1e-4, atol=1e-4, err_msg=name)
    text = directory / "gna.mlir"
    ov_opt_ok([str(path), "-p", "gna-default", "-o", str(text)])
    return text.read_text()


def main_of(module: str) -> str:
    return module.split("func.func @main", 1)[1]


def test_rank3_matmul_with_bias_reaches_affine(tmp_path):
    """gna-insert-reshape-around-matmul: [4, 1, 6] x [6, 3] + b."""
    nodes = [make_node("MatMul", ["x", "w"], ["m"]), make_node("Add", ["m", "b"], ["y"])]
    model = make_model(
        nodes, [tensor("x", [4, 1, 6])], [tensor("y", [4, 1, 3])], [weight("w", [6, 3]), weight("b", [3], 1)]
    )
    module = main_of(emulated(model, tmp_path))
    assert "gna.affine" in module and "ov.MatMul" not in module


def test_rank3_matmul_with_trailing_transpose(tmp_path):
    """gna-insert-reshape-around-matmul: [1, 4, 6] x [6, 3], transposed to [1, 3, 4]."""
    nodes = [make_node("MatMul", ["x", "w"], ["m"]), make_node("Transpose", ["m"], ["y"], perm=[0, 2, 1])]
    model = make_model(nodes, [tensor("x", [1, 4, 6])], [tensor("y", [1, 3, 4])], [weight("w", [6, 3])])
    module = main_of(emulated(model, tmp_path))
    assert "gna.affine" in module and "ov.MatMul" not in module


def test_constant_first_matmul_is_swapped(tmp_path):
    """gna-swap-input-matmul + gna-handle-transposes-around-matmul: c [3, 6] x x [6, 4] + b [3, 1]
    is one affine on x as 4 frames-as-columns, its bias fused, no transpose left."""
    nodes = [make_node("MatMul", ["c", "x"], ["m"]), make_node("Add", ["m", "b"], ["y"])]
    model = make_model(
        nodes, [tensor("x", [6, 4])], [tensor("y", [3, 4])], [weight("c", [3, 6]), weight("b", [3, 1], 1)]
    )
    module = main_of(emulated(model, tmp_path))
    assert module.count("gna.affine") == 1 and "ov.MatMul" not in module and "Transpose" not in module


def test_constant_first_matmul_over_8_frames_stays(tmp_path):
    """gna-swap-input-matmul does not fire for 9 frames: the MatMul stays on the CPU."""
    model = make_model(
        [make_node("MatMul", ["c", "x"], ["y"])], [tensor("x", [6, 9])], [tensor("y", [3, 9])], [weight("c", [3, 6])]
    )
    assert "ov.MatMul" in main_of(emulated(model, tmp_path))


def test_transposed_data_read_interleaved(tmp_path):
    """gna-handle-transposes-around-matmul: Transpose(x [6, 4]) x w: the affine reads x itself."""
    nodes = [make_node("Transpose", ["x"], ["t"], perm=[1, 0]), make_node("MatMul", ["t", "w"], ["y"])]
    model = make_model(nodes, [tensor("x", [6, 4])], [tensor("y", [4, 3])], [weight("w", [6, 3])])
    module = main_of(emulated(model, tmp_path))
    assert module.count("gna.affine") == 1 and "ov.Transpose" not in module.split("gna.affine", 1)[0]


def test_reshape_around_convolution_unfused(tmp_path):
    """gna-unfuse-reshape-and-transpose: [1, 8] -> [1, 8, 1, 1] -> 1x1 conv -> [1, 4]."""
    nodes = [
        make_node("Reshape", ["x", "s4"], ["r"]),
        make_node("Conv", ["r", "w"], ["c"]),
        make_node("Relu", ["c"], ["a"]),
        make_node("Reshape", ["a", "s2"], ["y"]),
    ]
    initializers = [ints("s4", [1, 8, 1, 1]), ints("s2", [1, 4]), weight("w", [4, 8, 1, 1])]
    model = make_model(nodes, [tensor("x", [1, 8])], [tensor("y", [1, 4])], initializers)
    emulated(model, tmp_path)


def test_reshape_chain_removed(tmp_path):
    """gna-remove-extra-reshapes: [1, 24] -> [1, 4, 6] -> [4, 6] x w: one reshape, then affine."""
    nodes = [
        make_node("Reshape", ["x", "s3"], ["r3"]),
        make_node("Reshape", ["r3", "s2"], ["r2"]),
        make_node("MatMul", ["r2", "w"], ["y"]),
    ]
    initializers = [ints("s3", [1, 4, 6]), ints("s2", [4, 6]), weight("w", [6, 3])]
    model = make_model(nodes, [tensor("x", [1, 24])], [tensor("y", [4, 3])], initializers)
    module = main_of(emulated(model, tmp_path))
    assert "gna.affine" in module and "ov.MatMul" not in module


def test_copy_before_concat_of_views(tmp_path):
    """gna-insert-copy: Concat(split half, relu, relu) gets copies, which emulation drops."""
    nodes = [
        make_node("Split", ["x"], ["a", "b"], axis=1),
        make_node("Relu", ["b"], ["r"]),
        make_node("Concat", ["a", "r", "r"], ["y"], axis=1),
    ]
    model = make_model(nodes, [tensor("x", [1, 64])], [tensor("y", [1, 96])])
    assert main_of(emulated(model, tmp_path)).count("gna.copy") == 2

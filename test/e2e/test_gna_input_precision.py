"""GNA's int8-input mode (`input-precision=i8`, the plugin's `input_low_precision` as its 2023
sources have it) on a small MLP and a model with an element-wise sum, at both weight precisions
on GNA 3.5:

- the affines' biases are int8 at the layer's output scale and saturate (the 2023 scale
  calculator keeps the 2^30 bias limit): the integer reference (the quantised module of
  `gna-default{... input-precision=i8}` run by the gna ops' numpy kernels) is held to
  onnxruntime on the model whose biases are the ones the int8 values stand for (int / output
  scale), within the PWL tolerance plus QUANTISATION_SHARE of the output's range;
- against the original model only within SATURATED_BIAS_BOUND (measured 0.12 to 0.27 over 20
  inputs on outputs in [-1, 1]: what the clipped biases cost, docs/gna.md);
- the emulation IR of `gna-emulate{... input-precision=i8}` in OpenVINO against the reference:
  equal up to EMULATION_BOUND (f32 rounding of sums beyond 2^24, as test_gna_integers states);
- target=2.0 refuses the option in one line.
"""

from __future__ import annotations

import io
from contextlib import redirect_stderr
from pathlib import Path

import numpy as np
import onnx
import pytest
from onnx import TensorProto, helper, numpy_helper

from ovopt.api import import_module, lower
from ovopt.dialects import gna
from ovopt.lowering.gna.evaluate import run_model
from ovopt.lowering.values import constant
from ovopt.tools.ov_opt import main as ov_opt
from support import random_inputs, run_onnxruntime, run_openvino, save_model

PWL_TOLERANCE = 0.03  # sigmoid / tanh segments at 1 %, through the last layer
QUANTISATION_SHARE = 0.05  # of the output's range: int8 input frames (64 steps over the largest input); measured 0.057
SATURATED_BIAS_BOUND = 0.35
EMULATION_BOUND = 4 / 1024


def _weights(rng: np.random.Generator, name: str, shape: tuple[int, ...], scale: float) -> onnx.TensorProto:
    return numpy_helper.from_array((rng.standard_normal(shape) * scale).astype(np.float32), name)


def _model(name: str, nodes, inputs: dict[str, int], output: tuple[str, int], initializers) -> onnx.ModelProto:
    def value(n: str, size: int) -> onnx.ValueInfoProto:
        return helper.make_tensor_value_info(n, TensorProto.FLOAT, [1, size])

    graph = helper.make_graph(nodes, name, [value(n, s) for n, s in inputs.items()], [value(*output)], initializers)
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)], ir_version=8)


def mlp() -> onnx.ModelProto:
    """16 -> 32 -> 8: a sigmoid and a tanh layer, biases of either size."""
    rng = np.random.default_rng(23)
    nodes = [
        helper.make_node("Gemm", ["x", "w0", "b0"], ["g0"], name="fc0"),
        helper.make_node("Sigmoid", ["g0"], ["h0"], name="sigmoid0"),
        helper.make_node("Gemm", ["h0", "w1", "b1"], ["g1"], name="fc1"),
        helper.make_node("Tanh", ["g1"], ["y"], name="tanh1"),
    ]
    initializers = [
        _weights(rng, "w0", (16, 32), 0.3),
        _weights(rng, "b0", (32,), 0.1),
        _weights(rng, "w1", (32, 8), 0.3),
        _weights(rng, "b1", (8,), 0.1),
    ]
    return _model("mlp", nodes, {"x": 16}, ("y", 8), initializers)


def eltwise() -> onnx.ModelProto:
    """Two inputs through their own affine and sigmoid, summed, then an affine and a tanh."""
    rng = np.random.default_rng(29)
    nodes = [
        helper.make_node("MatMul", ["a", "wa"], ["ga"], name="fca"),
        helper.make_node("Sigmoid", ["ga"], ["ha"], name="sigmoida"),
        helper.make_node("MatMul", ["b", "wb"], ["gb"], name="fcb"),
        helper.make_node("Add", ["ha", "gb"], ["s"], name="sum"),
        helper.make_node("Gemm", ["s", "w", "bias"], ["g"], name="fc"),
        helper.make_node("Tanh", ["g"], ["y"], name="tanh"),
    ]
    initializers = [
        _weights(rng, "wa", (16, 16), 0.3),
        _weights(rng, "wb", (16, 16), 0.3),
        _weights(rng, "w", (16, 8), 0.3),
        _weights(rng, "bias", (8,), 0.1),
    ]
    return _model("eltwise", nodes, {"a": 16, "b": 16}, ("y", 8), initializers)


MODELS = {"mlp": mlp, "eltwise": eltwise}


@pytest.mark.parametrize("precision", ["i16", "i8"])
@pytest.mark.parametrize("name", sorted(MODELS))
def test_int8_inputs_match_onnxruntime_and_emulation(name: str, precision: str, tmp_path: Path) -> None:
    model = MODELS[name]()
    path = save_model(model, tmp_path)
    inputs = random_inputs(model, seed=11)
    options = f"precision={precision} input-precision=i8"
    xml = tmp_path / "out" / "model.xml"
    with redirect_stderr(io.StringIO()):
        module = lower(import_module(str(path)), f"gna-default{{{options}}}")
        code = ov_opt([str(path), f"--pass-pipeline=gna-emulate{{{options}}}", "-t", "ir", "-o", str(xml)])
    assert code == 0
    assert any(isinstance(op, gna.QuantizeOp) and op.low_precision.value.data for op in module.walk())  # int8 frames
    integers, emulated = run_model(module, inputs), run_openvino(xml, inputs)
    held = with_biases(model, int8_biases(module))
    for output, reference in run_onnxruntime(held, inputs).items():
        bound = PWL_TOLERANCE + QUANTISATION_SHARE * float(np.abs(reference).max())
        np.testing.assert_allclose(integers[output], reference, rtol=0, atol=bound, err_msg=output)
        np.testing.assert_allclose(emulated[output], integers[output], rtol=0, atol=EMULATION_BOUND, err_msg=output)
    for output, reference in run_onnxruntime(model, inputs).items():
        np.testing.assert_allclose(integers[output], reference, rtol=0, atol=SATURATED_BIAS_BOUND, err_msg=output)


def int8_biases(module) -> list[np.ndarray]:
    """The float values of the quantised affines' int8 biases, in the module's order."""
    found = []
    for op in module.walk():
        if isinstance(op, gna.AffineOp) and op.bias is not None:
            values = np.asarray(constant(op.bias))
            assert values.dtype == np.int8, f"{op.name} keeps a {values.dtype} bias"
            found.append(values.astype(np.float64) / op.output.type.scale)
    assert found and any(np.abs(b).max() > 0 for b in found)
    return found


def with_biases(model: onnx.ModelProto, biases: list[np.ndarray]) -> onnx.ModelProto:
    """`model` with its Gemms' biases (in graph order) replaced by `biases`."""
    changed = onnx.ModelProto()
    changed.CopyFrom(model)
    names = [node.input[2] for node in changed.graph.node if node.op_type == "Gemm"]
    assert len(names) == len(biases)
    for initializer in changed.graph.initializer:
        if initializer.name in names:
            bias = biases[names.index(initializer.name)].astype(np.float32)
            initializer.CopyFrom(numpy_helper.from_array(bias, initializer.name))
    return changed


def test_int8_inputs_refused_on_gna_2_0(tmp_path: Path, capsys) -> None:
    path = save_model(mlp(), tmp_path)
    out = tmp_path / "out" / "model.xml"
    pipeline = "--pass-pipeline=gna-emulate{precision=i16 input-precision=i8 target=2.0}"
    assert ov_opt([str(path), pipeline, "-t", "ir", "-o", str(out)]) != 0
    error = capsys.readouterr().err.strip()
    assert "input-precision=i8 (int8 input frames) needs GNA 3.0 or later, not 2.0" in error
    assert len(error.splitlines()) == 1 and "Traceback" not in error
    assert not out.exists()

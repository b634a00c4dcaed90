"""Model Optimizer's cuts and frozen inputs through `--input`: at any tensor (by its name,
`node:port` for an output of a node, `port:node` for an input), the IR checked in OpenVINO
against onnxruntime running the same part of the model (onnx.utils.extract_model); and
`name->[values]`, the input frozen, checked against onnxruntime fed those values."""

from __future__ import annotations

from pathlib import Path

import numpy as np
import onnx
import openvino
import pytest
from onnx import TensorProto, helper

from support import TEST_IR_VERSION, convert, run_onnxruntime, run_openvino

EXAMPLE = Path(__file__).resolve().parents[2] / "examples" / "example_cnn.onnx"
RNG = np.random.default_rng(0)


def part_of_example(tmp_path: Path, inputs: list[str], outputs: list[str]) -> onnx.ModelProto:
    path = tmp_path / "part.onnx"
    onnx.utils.extract_model(str(EXAMPLE), str(path), inputs, outputs)
    return onnx.load(path)


def feeds(model: onnx.ModelProto) -> dict[str, np.ndarray]:
    """Random inputs for a part of the example (batch 1)."""
    result = {}
    for value in model.graph.input:
        shape = [d.dim_value or 1 for d in value.type.tensor_type.shape.dim]
        result[value.name] = RNG.standard_normal(shape).astype(np.float32)
    return result


@pytest.mark.parametrize(
    ("cut", "part_inputs", "ir_inputs"),
    [
        ("block_out", ["block_out"], {"block_out": "block_out"}),  # a tensor name
        ("block_conv2:0", ["image", "block2"], {"image": "image", "block_conv2:0": "block2"}),  # an output of a node
        ("0:classifier", ["features"], {"0:classifier": "features"}),  # an input of a node
    ],
)
def test_a_cut_runs_the_part_below_it(tmp_path, cut, part_inputs, ir_inputs):
    converted = convert(EXAMPLE, tmp_path, "--input", cut)
    assert converted.returncode == 0, converted.stderr
    part = part_of_example(tmp_path, part_inputs, ["probabilities"])
    inputs = feeds(part)
    expected = run_onnxruntime(part, inputs)["probabilities"]
    actual = run_openvino(converted.xml, {ir: inputs[onnx_name] for ir, onnx_name in ir_inputs.items()})
    np.testing.assert_allclose(actual["probabilities"], expected, rtol=1e-4, atol=1e-6)


def test_a_cut_takes_a_shape_too(tmp_path):
    converted = convert(EXAMPLE, tmp_path, "--input", "block_out[1,16,8,8]")
    assert converted.returncode == 0, converted.stderr
    assert '<data shape="1,16,8,8" element_type="f32"/>' in converted.xml.read_text()


def test_an_unknown_cut_is_named(tmp_path):
    converted = convert(EXAMPLE, tmp_path, "--input", "block_conv2:7")
    assert converted.returncode == 1
    assert "--input: node 'block_conv2' has 1 outputs, no output 7" in converted.stderr
    converted = convert(EXAMPLE, tmp_path, "--input", "block_ot")
    assert "the model has no input 'block_ot'" in converted.stderr and "did you mean block_out" in converted.stderr


def two_inputs() -> onnx.ModelProto:
    graph = helper.make_graph(
        [helper.make_node("Mul", ["x", "scale"], ["m"], name="mul"), helper.make_node("Relu", ["m"], ["y"])],
        "frozen",
        [
            helper.make_tensor_value_info("x", TensorProto.FLOAT, [2, 3]),
            helper.make_tensor_value_info("scale", TensorProto.FLOAT, [3]),
        ],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, [2, 3])],
    )
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)], ir_version=TEST_IR_VERSION)


def test_a_frozen_input_is_folded_into_the_model(tmp_path):
    converted = convert(two_inputs(), tmp_path, "--input", "scale->[1.5 -2 0.5]")
    assert converted.returncode == 0, converted.stderr
    model = openvino.Core().read_model(converted.xml)
    assert [port.get_any_name() for port in model.inputs] == ["x"]
    x = RNG.standard_normal((2, 3)).astype(np.float32)
    expected = run_onnxruntime(two_inputs(), {"x": x, "scale": np.array([1.5, -2, 0.5], np.float32)})["y"]
    np.testing.assert_allclose(run_openvino(converted.xml, {"x": x})["y"], expected, rtol=1e-6)


def test_a_frozen_value_of_the_wrong_size_is_named(tmp_path):
    converted = convert(two_inputs(), tmp_path, "--input", "scale->[1 2]")
    assert converted.returncode == 1
    assert "--input: 2 values for input 'scale' of shape [3]" in converted.stderr


def test_a_frozen_shape_input_folds_the_shape_computation(tmp_path):
    """A Reshape whose target shape is an input becomes a static Reshape once that input is frozen."""
    graph = helper.make_graph(
        [helper.make_node("Reshape", ["x", "shape"], ["y"], name="reshape")],
        "frozen_shape",
        [
            helper.make_tensor_value_info("x", TensorProto.FLOAT, [2, 6]),
            helper.make_tensor_value_info("shape", TensorProto.INT64, [None]),
        ],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)],
    )
    model = helper.make_model(graph, opset_imports=[helper.make_opsetid("", 13)], ir_version=TEST_IR_VERSION)
    converted = convert(model, tmp_path, "--input", "shape->[3 4]")
    assert converted.returncode == 0, converted.stderr
    ov_model = openvino.Core().read_model(converted.xml)
    assert [port.get_any_name() for port in ov_model.inputs] == ["x"]
    assert ov_model.outputs[0].get_partial_shape().to_shape() == [3, 4]
    x = RNG.standard_normal((2, 6)).astype(np.float32)
    np.testing.assert_array_equal(run_openvino(converted.xml, {"x": x})["y"], x.reshape(3, 4))

"""Model Optimizer's `-b/--batch` end to end: the IR's inputs have the batch asked for (at the
first dimension, or where `--layout` puts N), and the IR run in OpenVINO at that batch matches
onnxruntime running the model with its inputs declared at that batch. Refusals are one line,
naming the input, with no files left."""

from __future__ import annotations

import numpy as np
import onnx
import pytest
from onnx import TensorProto, helper, numpy_helper

from ovopt.api import convert_model
from support import convert, make_model, run_onnxruntime, run_openvino

F = TensorProto.FLOAT
RNG = np.random.default_rng(3)


def flatten_model(batch: int | str = 1) -> onnx.ModelProto:
    """x[batch,3,4,4] -> Conv -> Flatten -> MatMul: the Flatten's target shape is computed from
    the batch when it is static, so the frontend must see the new one. The same weights at
    every call."""
    rng = np.random.default_rng(1)
    conv = numpy_helper.from_array(rng.standard_normal((2, 3, 3, 3)).astype(np.float32), "K")
    dense = numpy_helper.from_array(rng.standard_normal((32, 5)).astype(np.float32), "W")
    nodes = [
        helper.make_node("Conv", ["x", "K"], ["c"], name="conv", pads=[1, 1, 1, 1]),
        helper.make_node("Flatten", ["c"], ["f"], name="flatten", axis=1),
        helper.make_node("MatMul", ["f", "W"], ["y"], name="dense"),
    ]
    inputs = [helper.make_tensor_value_info("x", F, [batch, 3, 4, 4])]
    return make_model(nodes, inputs, [helper.make_tensor_value_info("y", F, None)], [conv, dense])


def two_inputs_model(first=("N", 3), second=(1, 3)) -> onnx.ModelProto:
    """a[first] + b[second] -> y: every input takes the batch."""
    nodes = [helper.make_node("Add", ["a", "b"], ["y"], name="add")]
    inputs = [helper.make_tensor_value_info("a", F, list(first)), helper.make_tensor_value_info("b", F, list(second))]
    return make_model(nodes, inputs, [helper.make_tensor_value_info("y", F, None)])


def input_shapes(xml) -> dict[str, str]:
    import openvino

    return {p.get_any_name(): str(p.get_partial_shape()) for p in openvino.Core().read_model(str(xml)).inputs}


def converted(tmp_path, model, *options):
    result = convert(model, tmp_path, *options)
    assert result.returncode == 0, result.stderr
    return result.xml


@pytest.mark.parametrize("declared", [1, "N"], ids=["static-one", "dynamic"])
def test_batch_of_a_model_input(tmp_path, declared):
    """A first dimension of 1 or dynamic takes the batch; the Flatten reshapes to it (folded by
    the frontend from the batch it was given), and the outputs are onnxruntime's at batch 3."""
    xml = converted(tmp_path, flatten_model(declared), "--batch", "3")
    assert input_shapes(xml) == {"x": "[3,3,4,4]"}
    x = RNG.standard_normal((3, 3, 4, 4)).astype(np.float32)
    expected = run_onnxruntime(flatten_model(3), {"x": x})["y"]
    actual = run_openvino(xml, {"x": x})["y"]
    assert actual.shape == (3, 5)
    np.testing.assert_allclose(actual, expected, rtol=1e-4, atol=1e-4)


def test_batch_of_every_input(tmp_path):
    xml = converted(tmp_path, two_inputs_model(), "-b", "4")
    assert input_shapes(xml) == {"a": "[4,3]", "b": "[4,3]"}
    a, b = (RNG.standard_normal((4, 3)).astype(np.float32) for _ in range(2))
    np.testing.assert_allclose(run_openvino(xml, {"a": a, "b": b})["y"], a + b)


def test_batch_where_the_layout_puts_n(tmp_path):
    """--layout names N: a's batch is its second dimension, whatever the model fixed there; b's
    layout has no N, so b keeps its shape (broadcast against a's batch)."""
    model = two_inputs_model(first=(3, 1), second=(3, 1))
    xml = converted(tmp_path, model, "--batch", "5", "--layout", "a(cn),b(c?)")
    assert input_shapes(xml) == {"a": "[3,5]", "b": "[3,1]"}
    a, b = RNG.standard_normal((3, 5)).astype(np.float32), RNG.standard_normal((3, 1)).astype(np.float32)
    np.testing.assert_allclose(run_openvino(xml, {"a": a, "b": b})["y"], a + b)


def test_batch_with_a_layout_change(tmp_path):
    """x(nchw->nhwc): the IR takes NHWC at batch 2 and computes what the model does on NCHW."""
    xml = converted(tmp_path, flatten_model(1), "--batch", "2", "--layout", "x(nchw->nhwc)")
    assert input_shapes(xml) == {"x": "[2,4,4,3]"}
    x = RNG.standard_normal((2, 3, 4, 4)).astype(np.float32)
    expected = run_onnxruntime(flatten_model(2), {"x": x})["y"]
    np.testing.assert_allclose(run_openvino(xml, {"x": x.transpose(0, 2, 3, 1)})["y"], expected, rtol=1e-4, atol=1e-4)


def test_batch_agreeing_with_input(tmp_path):
    """--input's shape with a dynamic batch takes --batch; with the same batch, nothing to do."""
    model = two_inputs_model()
    xml = converted(tmp_path, model, "--batch", "2", "--input", "a[?,3],b[2,3]")
    assert input_shapes(xml) == {"a": "[2,3]", "b": "[2,3]"}


def test_batch_through_the_python_api(tmp_path):
    ir = convert_model(flatten_model("N"), batch=6)
    assert str(ir.inputs[0].get_partial_shape()) == "[6,3,4,4]"


@pytest.mark.parametrize(
    ("model", "options", "message"),
    [
        (flatten_model(), ("--batch", "0"), "--batch: 0 is not a batch size; give a positive number"),
        (flatten_model(2), ("--batch", "3"), "--batch: input 'x' has shape [2,3,4,4], whose first dimension 2 may"),
        (two_inputs_model(), ("--batch", "4", "--input", "a[2,3]"), "--batch 4 conflicts with --input a[2,3]"),
        (two_inputs_model(second=()), ("--batch", "4"), "--batch: input 'b' is a scalar"),
    ],
    ids=["zero", "not-a-batch", "conflict", "scalar"],
)
def test_bad_batches_are_one_line_errors_and_leave_no_files(tmp_path, model, options, message):
    convert(model, tmp_path, *options).assert_refused(message)

"""Operators that OpenVINO gets through their ONNX function bodies (`onnx-expand-functions`),
end to end against onnxruntime: the loss operators, CenterCropPad, Attention, and a
model-local function."""

import numpy as np
import pytest
from onnx import AttributeProto, TensorProto, helper, numpy_helper

from support import TEST_IR_VERSION, make_model

CLASSES = 4


def loss_model(op, reduction, weighted, ignore_index, log_prob, shape):
    """One loss node on scores `shape` (N, C, d...) and labels (N, d...), weights as an initializer."""
    inputs = ["scores", "labels"] + (["weights"] if weighted else [])
    outputs = ["y"] + (["log_prob"] if log_prob else [])
    attributes = {"reduction": reduction} if reduction else {}
    if ignore_index is not None:
        attributes["ignore_index"] = ignore_index
    weights = np.linspace(0.5, 2.0, CLASSES, dtype=np.float32)
    return make_model(
        [helper.make_node(op, inputs, outputs, name="loss", **attributes)],
        [
            helper.make_tensor_value_info("scores", TensorProto.FLOAT, shape),
            helper.make_tensor_value_info("labels", TensorProto.INT64, [shape[0], *shape[2:]]),
        ],
        [helper.make_tensor_value_info(name, TensorProto.FLOAT, None) for name in outputs],
        [numpy_helper.from_array(weights, "weights")] if weighted else [],
        opset=13,
    )


def loss_inputs(shape, ignore_index):
    rng = np.random.default_rng(1)
    labels = rng.integers(0, CLASSES, [shape[0], *shape[2:]]).astype(np.int64)
    if ignore_index is not None:
        labels.flat[::3] = ignore_index  # some ignored, never all
    return {"scores": rng.standard_normal(shape).astype(np.float32), "labels": labels}


@pytest.mark.parametrize("op", ["SoftmaxCrossEntropyLoss", "NegativeLogLikelihoodLoss"])
@pytest.mark.parametrize("reduction", [None, "sum", "none"], ids=["mean", "sum", "none"])
@pytest.mark.parametrize("weighted", [False, True], ids=["unweighted", "weighted"])
@pytest.mark.parametrize("ignore_index", [None, 1, -1], ids=["all", "ignore_1", "ignore_neg"])
def test_loss(check_model, op, reduction, weighted, ignore_index):
    shape = [3, CLASSES, 2]
    model = loss_model(op, reduction, weighted, ignore_index, False, shape)
    check_model(model, loss_inputs(shape, ignore_index))


@pytest.mark.parametrize("shape", [[5, CLASSES], [2, CLASSES, 3, 2]], ids=["NC", "NCd1d2"])
def test_softmax_cross_entropy_log_prob(check_model, shape):
    model = loss_model("SoftmaxCrossEntropyLoss", "mean", True, 2, True, shape)
    check_model(model, loss_inputs(shape, 2))


def test_center_crop_pad(check_model):
    """Crops one axis and pads the other, as CenterCropPad's function does."""
    shape = helper.make_tensor("shape", TensorProto.INT64, [2], [3, 7])
    model = make_model(
        [helper.make_node("CenterCropPad", ["x", "shape"], ["y"], name="crop", axes=[1, 2])],
        [helper.make_tensor_value_info("x", TensorProto.FLOAT, [2, 6, 4])],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)],
        [shape],
        opset=18,
    )
    check_model(model)


@pytest.mark.parametrize("causal", [0, 1])
def test_attention(check_model, causal):
    """Attention-23 on 4-D query, key and value, with and without the causal mask."""
    q, k, v = ([2, 3, 4, 8], [2, 3, 6, 8], [2, 3, 6, 8])
    model = make_model(
        [helper.make_node("Attention", ["q", "k", "v"], ["y"], name="attention", is_causal=causal)],
        [helper.make_tensor_value_info(n, TensorProto.FLOAT, s) for n, s in (("q", q), ("k", k), ("v", v))],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)],
        opset=23,
    )
    check_model(model)


def test_attention_later_output_alone(check_model):
    """Outputs left out before one that is asked for keep their positions: qk_matmul_output is
    Attention's fourth output, not its second."""
    q, k = [1, 2, 3, 4], [1, 2, 5, 4]
    model = make_model(
        [helper.make_node("Attention", ["q", "k", "v"], ["y", "", "", "qk"], name="attention")],
        [helper.make_tensor_value_info(n, TensorProto.FLOAT, s) for n, s in (("q", q), ("k", k), ("v", k))],
        [helper.make_tensor_value_info(n, TensorProto.FLOAT, None) for n in ("y", "qk")],
        opset=23,
    )
    check_model(model)


def test_model_local_function(check_model):
    """A local function with an attribute reference: inlined at import, then its
    SoftmaxCrossEntropyLoss expanded."""
    elu = helper.make_node("Elu", ["negated"], ["y"])  # of a negative value: alpha matters
    elu.attribute.append(helper.make_attribute_ref("alpha", AttributeProto.FLOAT))
    function = helper.make_function(
        "local",
        "ScaledLoss",
        ["scores", "labels"],
        ["y"],
        [
            helper.make_node("Constant", [], ["k"], value_float=1.0),
            helper.make_node("Mul", ["scores", "k"], ["scaled"]),
            helper.make_node("SoftmaxCrossEntropyLoss", ["scaled", "labels"], ["loss"], reduction="sum"),
            helper.make_node("Neg", ["loss"], ["negated"]),
            elu,
        ],
        [helper.make_opsetid("", 13)],
        attributes=["alpha"],
    )
    shape = [4, CLASSES]
    graph = helper.make_graph(
        [helper.make_node("ScaledLoss", ["scores", "labels"], ["y"], name="call", domain="local", alpha=0.5)],
        "test",
        [
            helper.make_tensor_value_info("scores", TensorProto.FLOAT, shape),
            helper.make_tensor_value_info("labels", TensorProto.INT64, [4]),
        ],
        [helper.make_tensor_value_info("y", TensorProto.FLOAT, None)],
    )
    model = helper.make_model(
        graph,
        opset_imports=[helper.make_opsetid("", 13), helper.make_opsetid("local", 1)],
        functions=[function],
        ir_version=TEST_IR_VERSION,
    )
    check_model(model, loss_inputs(shape, None))

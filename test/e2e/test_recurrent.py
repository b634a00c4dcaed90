"""RNN, GRU and LSTM end to end, against onnxruntime: directions, layouts, biases, initial
states, sequence lengths, activations, clip, linear_before_reset, weights as inputs."""

import numpy as np
import pytest
from onnx import TensorProto, numpy_helper
from onnx.helper import make_node, make_tensor_value_info

from support import make_model

GATES = {"RNN": 1, "GRU": 3, "LSTM": 4}
T, N, I, H = 4, 3, 2, 5  # noqa: E741  (the ONNX specification's names)


def recurrent_model(
    op,
    direction="forward",
    layout=0,
    bias=True,
    lengths=None,
    initial=False,
    weights_as_inputs=False,
    outputs=("Y", "Y_h"),
    **attributes,
):
    rng = np.random.default_rng(9)
    d = 2 if direction == "bidirectional" else 1
    g = GATES[op]
    tensors = {
        "W": rng.uniform(-0.5, 0.5, [d, g * H, I]),
        "R": rng.uniform(-0.5, 0.5, [d, g * H, H]),
    }
    if bias:
        tensors["B"] = rng.uniform(-0.5, 0.5, [d, 2 * g * H])
    if lengths is not None:
        tensors["sequence_lens"] = np.array(lengths, np.int32)
    state_shape = [N, d, H] if layout else [d, N, H]
    if initial:
        tensors["initial_h"] = rng.uniform(-1, 1, state_shape)
        if op == "LSTM":
            tensors["initial_c"] = rng.uniform(-1, 1, state_shape)
    order = ["W", "R", "B", "sequence_lens", "initial_h", "initial_c"]
    names = ["X"] + [name if name in tensors else "" for name in order]
    while names[-1] == "":
        names.pop()
    inputs = [make_tensor_value_info("X", TensorProto.FLOAT, [N, T, I] if layout else [T, N, I])]
    initializers = []
    for name, value in tensors.items():
        if weights_as_inputs and name in ("W", "R", "B"):
            inputs.append(make_tensor_value_info(name, TensorProto.FLOAT, value.shape))
        else:
            initializers.append(
                numpy_helper.from_array(value.astype(np.float32 if value.dtype != np.int32 else np.int32), name)
            )
    node_outputs = [name if name in outputs else "" for name in ("Y", "Y_h", "Y_c")[: 3 if op == "LSTM" else 2]]
    while node_outputs[-1] == "":
        node_outputs.pop()
    return make_model(
        [
            make_node(
                op,
                names,
                node_outputs,
                name="recurrent",
                hidden_size=H,
                direction=direction,
                layout=layout,
                **attributes,
            )
        ],
        inputs,
        [make_tensor_value_info(name, TensorProto.FLOAT, None) for name in node_outputs if name],
        initializers,
        opset=14,
    )


def feeds(model, seed=10):
    rng = np.random.default_rng(seed)
    return {
        value.name: rng.uniform(-1, 1, [d.dim_value for d in value.type.tensor_type.shape.dim]).astype(np.float32)
        for value in model.graph.input
    }


@pytest.mark.parametrize("op", list(GATES))
@pytest.mark.parametrize("direction", ["forward", "reverse", "bidirectional"])
def test_recurrent_directions(check_model, op, direction):
    model = recurrent_model(op, direction, outputs=("Y", "Y_h", "Y_c"))
    check_model(model, feeds(model))


@pytest.mark.parametrize("op", list(GATES))
@pytest.mark.parametrize("direction", ["forward", "bidirectional"])
def test_recurrent_batch_major(ov_convert, op, direction):
    """layout = 1 ([N, T, I]). onnxruntime runs time-major sequences only, so onnx's reference
    implementation is the oracle here."""
    from onnx.reference import ReferenceEvaluator

    from support import run_openvino

    model = recurrent_model(op, direction, layout=1, initial=True, outputs=("Y", "Y_h", "Y_c"))
    converted = ov_convert(model)
    assert converted.returncode == 0, converted.stderr
    inputs = feeds(model)
    names = [output.name for output in model.graph.output]
    actual = run_openvino(converted.xml, inputs)
    for name, expected in zip(names, ReferenceEvaluator(model).run(None, inputs)):
        np.testing.assert_allclose(actual[name], expected, rtol=1e-4, atol=1e-5, err_msg=name)


@pytest.mark.parametrize("op", list(GATES))
def test_recurrent_lengths_and_initial_states(check_model, op):
    model = recurrent_model(op, "bidirectional", lengths=[4, 2, 3], initial=True, outputs=("Y", "Y_h", "Y_c"))
    check_model(model, feeds(model))


@pytest.mark.parametrize("op", list(GATES))
def test_recurrent_without_bias(check_model, op):
    model = recurrent_model(op, bias=False, outputs=("Y_h",))
    check_model(model, feeds(model))


@pytest.mark.parametrize("op", list(GATES))
def test_recurrent_weights_as_inputs(check_model, op):
    model = recurrent_model(op, "bidirectional", weights_as_inputs=True)
    check_model(model, feeds(model))


def test_gru_linear_before_reset(check_model):
    model = recurrent_model("GRU", "bidirectional", linear_before_reset=1, initial=True)
    check_model(model, feeds(model))


@pytest.mark.parametrize(
    "op, activations",
    [
        ("RNN", ["Relu"]),
        ("RNN", ["Sigmoid", "Sigmoid"]),
        ("GRU", ["Tanh", "Relu"]),
        ("LSTM", ["Sigmoid", "Relu", "Tanh"]),
    ],
    ids=["rnn_relu", "rnn_bidirectional_sigmoid", "gru_tanh_relu", "lstm_relu"],
)
def test_recurrent_activations(check_model, op, activations):
    direction = "bidirectional" if len(activations) == 2 and op == "RNN" else "forward"
    model = recurrent_model(op, direction, activations=activations)
    check_model(model, feeds(model))


@pytest.mark.parametrize("op", list(GATES))
def test_recurrent_clip(check_model, op):
    model = recurrent_model(op, clip=0.3)
    check_model(model, feeds(model))

"""The GNA preparation passes that decompose (gna-decompose-mvn, gna-convert-divide, ...) end to
end: a small ONNX model converted with `-p ov-default,<pass> -t ir` runs in OpenVINO and computes
what onnxruntime computes on the original model, and the IR shows that the pass fired (the op it
removes is gone)."""

from __future__ import annotations

import io
from collections import Counter
from contextlib import redirect_stderr
from pathlib import Path

import numpy as np
import onnx
import pytest
from onnx import TensorProto, numpy_helper
from onnx.helper import make_node, make_tensor_value_info

from ovopt.tools.compare_ir import layer_types
from ovopt.tools.ov_opt import main as ov_opt
from support import OV_AS_GNA_DEFAULT_RUNS_IT, make_model, random_inputs, run_onnxruntime, run_openvino, save_model

F = TensorProto.FLOAT


def prepared(model: onnx.ModelProto, directory: Path, pipeline: str, inputs=None, rtol=1e-4, atol=1e-5) -> Counter:
    """Convert with `-p <ov-default as gna-default runs it>,<pipeline> -t ir`, check OpenVINO
    against onnxruntime, and return the IR's layer types."""
    xml = directory / "out" / "model.xml"
    errors = io.StringIO()
    with redirect_stderr(errors):
        code = ov_opt(
            [
                str(save_model(model, directory)),
                "-p",
                f"{OV_AS_GNA_DEFAULT_RUNS_IT},{pipeline}",
                "-t",
                "ir",
                "-o",
                str(xml),
            ]
        )
    assert code == 0, errors.getvalue()
    inputs = random_inputs(model) if inputs is None else inputs
    expected, actual = run_onnxruntime(model, inputs), run_openvino(xml, inputs)
    for name, reference in expected.items():
        assert actual[name].shape == reference.shape, name
        np.testing.assert_allclose(actual[name], reference, rtol=rtol, atol=atol, err_msg=name)
    return layer_types(xml)


def weight(name: str, shape: list[int], seed: int = 0) -> onnx.TensorProto:
    return numpy_helper.from_array(np.random.default_rng(seed).standard_normal(shape).astype(np.float32), name)


def tensor(name: str, shape: list[int], element: int = F) -> onnx.ValueInfoProto:
    return make_tensor_value_info(name, element, shape)


# -- gna-decompose-mvn ------------------------------------------------------------------------


@pytest.mark.parametrize(
    "node, shape",
    [
        (make_node("MeanVarianceNormalization", ["x"], ["y"], axes=[2, 3]), [1, 3, 2, 5]),
        (make_node("MeanVarianceNormalization", ["x"], ["y"], axes=[3]), [1, 2, 3, 6]),
        (make_node("InstanceNormalization", ["x", "s", "b"], ["y"]), [1, 3, 7]),
    ],
    ids=["mvn_hw_eps_outside", "mvn_w", "instance_norm_eps_inside"],
)
def test_decompose_mvn(tmp_path, node, shape):
    initializers = [weight("s", [shape[1]], 1), weight("b", [shape[1]], 2)] if len(node.input) == 3 else []
    model = make_model([node], [tensor("x", shape)], [tensor("y", shape)], initializers)
    types = prepared(model, tmp_path, "gna-decompose-mvn", rtol=1e-3, atol=1e-4)
    assert "MVN" not in types and types["Convolution"] == 2, dict(types)


def test_mvn_over_channels_stays(tmp_path):
    node = make_node("MeanVarianceNormalization", ["x"], ["y"], axes=[1, 2, 3])
    model = make_model([node], [tensor("x", [1, 2, 3, 4])], [tensor("y", [1, 2, 3, 4])])
    assert prepared(model, tmp_path, "gna-decompose-mvn")["MVN"] == 1


def test_mvn_of_empty_data_stays(tmp_path):
    """Rows of length 0: nothing to normalise (the decomposition would divide by the length)."""
    node = make_node("MeanVarianceNormalization", ["x"], ["y"], axes=[2])
    model = make_model([node], [tensor("x", [1, 3, 0])], [tensor("y", [1, 3, 0])])
    empty = {"x": np.zeros((1, 3, 0), np.float32)}
    assert prepared(model, tmp_path, "gna-decompose-mvn", inputs=empty)["MVN"] == 1


# -- gna-convert-divide, gna-convert-subtract, gna-convert-negative ---------------------------


def arithmetic_model(element: int = F) -> onnx.ModelProto:
    """x / c / z - c - z, negated: each binary op by a constant and by a tensor."""
    dtype = onnx.helper.tensor_dtype_to_np_dtype(element)
    c = numpy_helper.from_array(np.array([2, 4, -8], dtype=dtype), "c")
    nodes = [
        make_node("Div", ["x", "c"], ["d"]),
        make_node("Div", ["d", "z"], ["e"]),
        make_node("Sub", ["e", "c"], ["f"]),
        make_node("Sub", ["f", "z"], ["g"]),
        make_node("Neg", ["g"], ["y"]),
    ]
    inputs = [tensor("x", [2, 3], element), tensor("z", [2, 3], element)]
    return make_model(nodes, inputs, [tensor("y", [2, 3], element)], [c])


def arithmetic_inputs(dtype) -> dict[str, np.ndarray]:
    """z kept away from 0, so that dividing by it is well conditioned."""
    rng = np.random.default_rng(5)
    z = (rng.uniform(1, 3, [2, 3]) * rng.choice([-1, 1], [2, 3])).astype(dtype)
    return {"x": (rng.standard_normal([2, 3]) * 4).astype(dtype), "z": z}


def test_convert_arithmetic(tmp_path):
    pipeline = "gna-convert-divide,gna-convert-subtract,gna-convert-negative"
    types = prepared(arithmetic_model(), tmp_path, pipeline, arithmetic_inputs(np.float32))
    assert not {"Divide", "Subtract", "Negative"} & set(types), dict(types)
    assert types["Power"] == 1 and types["Multiply"] == 4 and types["Add"] == 2, dict(types)


def test_integer_division_stays(tmp_path):
    pipeline = "gna-convert-divide,gna-convert-subtract,gna-convert-negative"
    types = prepared(arithmetic_model(TensorProto.INT32), tmp_path, pipeline, arithmetic_inputs(np.int32))
    assert types["Divide"] == 2 and not {"Subtract", "Negative"} & set(types), dict(types)


# -- gna-decompose-rnn ------------------------------------------------------------------------

RECURRENT = {  # id: (ONNX op, gates, attributes)
    "lstm_bidirectional": ("LSTM", 4, {"direction": "bidirectional"}),
    "lstm_clip": ("LSTM", 4, {"clip": 0.7}),
    "gru": ("GRU", 3, {}),
    "gru_linear_before_reset_reverse": ("GRU", 3, {"linear_before_reset": 1, "direction": "reverse"}),
    "rnn_relu": ("RNN", 1, {"activations": ["Relu"]}),
}


def recurrent_model(case: str, lengths_input: bool = False) -> onnx.ModelProto:
    """X [T=4, N=2, I=5], hidden 3, with biases and an initial state; the sequence lengths a
    model input (so unknown when compiling) if `lengths_input`."""
    kind, gates, attributes = RECURRENT[case]
    directions = 2 if attributes.get("direction") == "bidirectional" else 1
    hidden, size = 3, 5
    initializers = [
        weight("W", [directions, gates * hidden, size], 1),
        weight("R", [directions, gates * hidden, hidden], 2),
        weight("B", [directions, 2 * gates * hidden], 3),
        weight("h0", [directions, 2, hidden], 4),
    ]
    inputs = [tensor("x", [4, 2, size])]
    if lengths_input:
        inputs.append(tensor("lengths", [2], TensorProto.INT32))
    names = ["x", "W", "R", "B", "lengths" if lengths_input else "", "h0"]
    outputs = ["y", "yh"] + (["yc"] if kind == "LSTM" else [])
    node = make_node(kind, names, outputs, hidden_size=hidden, **attributes)
    return make_model([node], inputs, [tensor(name, None) for name in outputs], initializers)


@pytest.mark.parametrize("case", RECURRENT)
def test_decompose_rnn(tmp_path, case):
    types = prepared(recurrent_model(case), tmp_path, "gna-decompose-rnn")
    assert not any(kind.endswith("Sequence") for kind in types), dict(types)
    assert types["MatMul"] >= 2 * 4, dict(types)


def test_rnn_with_unknown_lengths_stays(tmp_path):
    model = recurrent_model("gru", lengths_input=True)
    inputs = random_inputs(model) | {"lengths": np.array([4, 4], dtype=np.int32)}
    types = prepared(model, tmp_path, "gna-decompose-rnn", inputs)
    assert types["GRUSequence"] == 1, dict(types)


# -- gna-convert-dwsc-to-scaleshifts, gna-convert-asymmetric-padding, gna-convert-padded-to-valid-conv


def conv_model(shape: list[int], filters: list[int], **attributes) -> onnx.ModelProto:
    node = make_node("Conv", ["x", "w", "bias"], ["y"], **attributes)
    initializers = [weight("w", filters, 1), weight("bias", [filters[0]], 2)]
    return make_model([node], [tensor("x", shape)], [tensor("y", None)], initializers)


DEPTHWISE = {
    "rank4_w": ([1, 4, 1, 9], [4, 1, 1, 3], {"pads": [0, 1, 0, 2], "strides": [1, 2]}),
    "rank4_h": ([1, 4, 8, 1], [4, 1, 3, 1], {"pads": [1, 0, 1, 0], "dilations": [2, 1]}),
    "rank3": ([1, 3, 10], [3, 1, 4], {"pads": [2, 1]}),
}


@pytest.mark.parametrize("case", DEPTHWISE)
def test_depthwise_to_scaleshifts(tmp_path, case):
    shape, filters, attributes = DEPTHWISE[case]
    model = conv_model(shape, filters, group=shape[1], **attributes)
    types = prepared(model, tmp_path, "gna-convert-dwsc-to-scaleshifts")
    assert "GroupConvolution" not in types and types["Multiply"] == filters[-1] * filters[-2], dict(types)


def test_grouped_conv_stays(tmp_path):
    types = prepared(conv_model([1, 4, 1, 9], [4, 2, 1, 3], group=2), tmp_path, "gna-convert-dwsc-to-scaleshifts")
    assert types["GroupConvolution"] == 1, dict(types)


def test_padding_made_explicit(tmp_path):
    model = conv_model([1, 2, 5, 6], [3, 2, 2, 3], pads=[1, 0, 2, 2], strides=[2, 1])
    types = prepared(model, tmp_path, "gna-convert-asymmetric-padding")
    assert types["Concat"] == 2 and types["Convolution"] == 1, dict(types)
    types = prepared(model, tmp_path, "gna-convert-padded-to-valid-conv")
    assert types["Concat"] == 2 and types["Convolution"] == 1, dict(types)


# -- gna-decompose-2d-conv --------------------------------------------------------------------


def test_decompose_2d_conv_for_gna2(tmp_path):
    """Padding made valid first, then a 3x2 kernel with stride 2 down split into 3 row convolutions."""
    model = conv_model([1, 3, 7, 6], [4, 3, 3, 2], pads=[1, 0, 1, 1], strides=[2, 1])
    pipeline = "gna-convert-padded-to-valid-conv,gna-decompose-2d-conv{target=2.0}"
    types = prepared(model, tmp_path, pipeline)
    assert types["Convolution"] == 3 and types["Slice"] == 3, dict(types)
    types = prepared(model, tmp_path, "gna-convert-padded-to-valid-conv,gna-decompose-2d-conv{target=3.0}")
    assert types["Convolution"] == 1 and "Slice" not in types, dict(types)


# -- gna-convert-matmul-to-pointwise-conv -----------------------------------------------------


@pytest.mark.parametrize("rows, convolutions", [(12, 1), (8, 0)], ids=["batch_12", "batch_8_stays"])
def test_matmul_to_pointwise_conv(tmp_path, rows, convolutions):
    nodes = [make_node("MatMul", ["x", "w"], ["m"]), make_node("Add", ["m", "bias"], ["y"])]
    initializers = [weight("w", [6, 5], 1), weight("bias", [5], 2)]
    model = make_model(nodes, [tensor("x", [rows, 6])], [tensor("y", [rows, 5])], initializers)
    types = prepared(model, tmp_path, "gna-convert-matmul-to-pointwise-conv")
    assert types["Convolution"] == convolutions and types["MatMul"] == 1 - convolutions, dict(types)


# -- gna-slice-to-strided-slice ---------------------------------------------------------------

INT64_MIN = np.iinfo(np.int64).min

# data shape, then starts / ends / axes / steps (axes None: the ONNX Slice has no axes input)
SLICES = {
    "axes_subset": ([2, 10, 6], [1, -4], [9, 100], [1, -1], [2, 1]),
    "negative_step_to_start": ([5, 3], [-1], [INT64_MIN], [0], [-2]),
    "reversed_window": ([1, 4, 8], [6], [1], [-1], [-3]),
    "no_axes": ([3, 7], [0, 1], [1, -1], None, None),
}


def slice_model(shape: list[int], starts, ends, axes, steps) -> onnx.ModelProto:
    bounds = {"starts": starts, "ends": ends, "axes": axes, "steps": steps}
    initializers = [numpy_helper.from_array(np.asarray(v, dtype=np.int64), k) for k, v in bounds.items() if v]
    inputs = ["x", "starts", "ends", *(["axes"] if axes else [""] if steps else []), *(["steps"] if steps else [])]
    return make_model([make_node("Slice", inputs, ["y"])], [tensor("x", shape)], [tensor("y", None)], initializers)


@pytest.mark.parametrize("shape, starts, ends, axes, steps", SLICES.values(), ids=SLICES.keys())
def test_slice_to_strided_slice(tmp_path, shape, starts, ends, axes, steps):
    types = prepared(slice_model(shape, starts, ends, axes, steps), tmp_path, "gna-slice-to-strided-slice")
    assert types["StridedSlice"] == 1 and "Slice" not in types, dict(types)


def test_slice_with_runtime_bounds_stays(tmp_path):
    """Ends fed at run time: not a constant, so no StridedSlice (the model still runs)."""
    node = make_node("Slice", ["x", "starts", "ends"], ["y"])
    starts = numpy_helper.from_array(np.asarray([1], dtype=np.int64), "starts")
    graph_inputs = [tensor("x", [6, 2]), tensor("ends", [1], TensorProto.INT64)]
    model = make_model([node], graph_inputs, [tensor("y", None)], [starts])
    inputs = {"x": np.arange(12, dtype=np.float32).reshape(6, 2), "ends": np.asarray([4], dtype=np.int64)}
    types = prepared(model, tmp_path, "gna-slice-to-strided-slice", inputs=inputs)
    assert types["Slice"] == 1 and "StridedSlice" not in types, dict(types)

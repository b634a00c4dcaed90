"""The models GNA ran in practice, built with onnx.helper: keyword spotting on MFCC features,
depthwise-separable 1-D convolutions, a TDNN (affine stack), LSTM and GRU acoustic models, a CNN
fed NHWC (transposes at both edges), an MLP with several activations.

    python test/e2e/gna_models.py OUT_DIR      # writes OUT_DIR/<name>.onnx for each

`MODELS` maps each name to its builder and to the tolerance its GNA emulation is held to: the
PWL segments approximate sigmoid / tanh / softsign within about 1 % of their output range
(the plugin's pwl_max_error_percent), and the error of a segment grows with what follows it.
Weights are seeded; shapes fit GNA 3.0's limits so that gna-default leaves no convolution or
MatMul on the CPU there.
"""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

import numpy as np
import onnx
from onnx import TensorProto, helper, numpy_helper

IR_VERSION = 8  # what onnxruntime reads
OPSET = 13


def _weights(rng: np.random.Generator, name: str, shape: tuple[int, ...], scale: float = 0.3) -> onnx.TensorProto:
    return numpy_helper.from_array((rng.standard_normal(shape) * scale).astype(np.float32), name)


def _model(name, nodes, inputs, outputs, initializers) -> onnx.ModelProto:
    graph = helper.make_graph(nodes, name, inputs, outputs, initializers)
    return helper.make_model(graph, opset_imports=[helper.make_opsetid("", OPSET)], ir_version=IR_VERSION)


def _float(name: str, shape: list[int]) -> onnx.ValueInfoProto:
    return helper.make_tensor_value_info(name, TensorProto.FLOAT, shape)


def kws_cnn() -> onnx.ModelProto:
    """Keyword spotting: 49 frames x 10 MFCC; a kernel spanning all 10 coefficients (a 1-D
    convolution over time for GNA), max pooling over time, then two affine layers to 12 words."""
    rng = np.random.default_rng(10)
    nodes = [
        helper.make_node("Conv", ["mfcc", "w1", "b1"], ["c1"], name="conv1", kernel_shape=[3, 10]),
        helper.make_node("Relu", ["c1"], ["r1"], name="relu1"),
        helper.make_node("MaxPool", ["r1"], ["p1"], name="pool1", kernel_shape=[2, 1], strides=[2, 1]),
        helper.make_node("Reshape", ["p1", "flat"], ["f"], name="flatten"),
        helper.make_node("MatMul", ["f", "w2"], ["m2"], name="fc1"),
        helper.make_node("Add", ["m2", "b2"], ["a2"], name="fc1_bias"),
        helper.make_node("Relu", ["a2"], ["r2"], name="relu2"),
        helper.make_node("MatMul", ["r2", "w3"], ["scores"], name="fc2"),
    ]
    initializers = [
        _weights(rng, "w1", (16, 1, 3, 10)),
        _weights(rng, "b1", (16,), 0.1),
        numpy_helper.from_array(np.array([1, 16 * 23], np.int64), "flat"),
        _weights(rng, "w2", (16 * 23, 64), 0.05),
        _weights(rng, "b2", (64,), 0.1),
        _weights(rng, "w3", (64, 12), 0.2),
    ]
    return _model("kws_cnn", nodes, [_float("mfcc", [1, 1, 49, 10])], [_float("scores", [1, 12])], initializers)


def dwsc_1d() -> onnx.ModelProto:
    """Depthwise-separable 1-D convolutions: a per-channel kernel of 3, then a pointwise one."""
    rng = np.random.default_rng(11)
    nodes = [
        helper.make_node("Conv", ["x", "dw"], ["d"], name="depthwise", group=16, kernel_shape=[3]),
        helper.make_node("Relu", ["d"], ["dr"], name="depthwise_relu"),
        helper.make_node("Conv", ["dr", "pw", "pb"], ["p"], name="pointwise", kernel_shape=[1]),
        helper.make_node("Relu", ["p"], ["y"], name="pointwise_relu"),
    ]
    initializers = [_weights(rng, "dw", (16, 1, 3)), _weights(rng, "pw", (32, 16, 1)), _weights(rng, "pb", (32,), 0.1)]
    return _model("dwsc_1d", nodes, [_float("x", [1, 16, 50])], [_float("y", [1, 32, 48])], initializers)


def tdnn() -> onnx.ModelProto:
    """A TDNN / affine stack on 4 frames (GNA's affine batch is at most 8) of 40 features."""
    rng = np.random.default_rng(12)
    nodes, initializers, value = [], [], "feats"
    for index, (k, n, act) in enumerate(((40, 64, "Sigmoid"), (64, 64, "Tanh"), (64, 24, None))):
        out = f"h{index}"
        nodes += [
            helper.make_node("MatMul", [value, f"w{index}"], [f"m{index}"], name=f"affine{index}"),
            helper.make_node(
                "Add", [f"m{index}", f"b{index}"], [out if act is None else f"a{index}"], name=f"bias{index}"
            ),
        ]
        if act is not None:
            nodes.append(helper.make_node(act, [f"a{index}"], [out], name=f"{act.lower()}{index}"))
        initializers += [_weights(rng, f"w{index}", (k, n), 0.2), _weights(rng, f"b{index}", (n,), 0.1)]
        value = out
    return _model("tdnn", nodes, [_float("feats", [4, 40])], [_float(value, [4, 24])], initializers)


def _recurrent(kind: str, gates: int, seed: int) -> onnx.ModelProto:
    """An acoustic model: a 20-frame sequence of 16 features through one LSTM / GRU layer of 32
    units, then an affine layer per frame."""
    rng = np.random.default_rng(seed)
    hidden = 32
    nodes = [
        helper.make_node(kind, ["x", "W", "R", "B"], ["seq"], name=kind.lower(), hidden_size=hidden),
        helper.make_node("Squeeze", ["seq", "axis1"], ["frames"], name="squeeze"),
        helper.make_node("MatMul", ["frames", "wo"], ["y"], name="output_affine"),
    ]
    initializers = [
        _weights(rng, "W", (1, gates * hidden, 16), 0.2),
        _weights(rng, "R", (1, gates * hidden, hidden), 0.2),
        _weights(rng, "B", (1, 2 * gates * hidden), 0.1),
        numpy_helper.from_array(np.array([1], np.int64), "axis1"),
        _weights(rng, "wo", (hidden, 10), 0.3),
    ]
    return _model(kind.lower(), nodes, [_float("x", [20, 1, 16])], [_float("y", [20, 1, 10])], initializers)


def lstm() -> onnx.ModelProto:
    return _recurrent("LSTM", 4, 13)


def gru() -> onnx.ModelProto:
    return _recurrent("GRU", 3, 14)


def cnn_nhwc() -> onnx.ModelProto:
    """A CNN fed NHWC: a Transpose to NCHW at the input and back at the output, which GNA cannot
    do (three dims over 1) and the pre/post-processing split cuts off."""
    rng = np.random.default_rng(15)
    nodes = [
        helper.make_node("Transpose", ["image"], ["nchw"], name="to_nchw", perm=[0, 3, 1, 2]),
        helper.make_node("Conv", ["nchw", "w", "b"], ["c"], name="conv", kernel_shape=[3, 3]),
        helper.make_node("Relu", ["c"], ["r"], name="relu"),
        helper.make_node("Transpose", ["r"], ["features"], name="to_nhwc", perm=[0, 2, 3, 1]),
    ]
    initializers = [_weights(rng, "w", (16, 8, 3, 3), 0.2), _weights(rng, "b", (16,), 0.1)]
    return _model(
        "cnn_nhwc", nodes, [_float("image", [1, 18, 18, 8])], [_float("features", [1, 16, 16, 16])], initializers
    )


def mlp() -> onnx.ModelProto:
    """An MLP with ReLU, sigmoid, tanh and softsign layers."""
    rng = np.random.default_rng(16)
    nodes, initializers, value = [], [], "x"
    sizes = (32, 64, 64, 32, 16)
    for index, act in enumerate(("Relu", "Sigmoid", "Tanh", "Softsign")):
        nodes += [
            helper.make_node("Gemm", [value, f"w{index}", f"b{index}"], [f"g{index}"], name=f"fc{index}"),
            helper.make_node(act, [f"g{index}"], [f"h{index}"], name=f"{act.lower()}{index}"),
        ]
        initializers += [
            _weights(rng, f"w{index}", (sizes[index], sizes[index + 1]), 0.3),
            _weights(rng, f"b{index}", (sizes[index + 1],), 0.1),
        ]
        value = f"h{index}"
    return _model("mlp", nodes, [_float("x", [1, 32])], [_float(value, [1, 16])], initializers)


@dataclass(frozen=True)
class GnaModel:
    build: Callable[[], onnx.ModelProto]
    atol: float  # the emulated output's absolute error bound against onnxruntime
    why: str


MODELS = {
    "kws_cnn": GnaModel(kws_cnn, 5e-2, "ReLU only (exact segments); scores sum 64 products"),
    "dwsc_1d": GnaModel(dwsc_1d, 1e-3, "ReLU only: PWL is exact, the rest is float arithmetic"),
    "tdnn": GnaModel(tdnn, 1e-1, "sigmoid then tanh segments (1 % each), summed over 64 inputs by the last affine"),
    "lstm": GnaModel(lstm, 1e-1, "sigmoid and tanh segments in every gate, 20 steps of recurrence"),
    "gru": GnaModel(gru, 1e-1, "sigmoid and tanh segments in every gate, 20 steps of recurrence"),
    "cnn_nhwc": GnaModel(cnn_nhwc, 1e-3, "ReLU only; the model's transposes fold into the channels-last convolution"),
    "mlp": GnaModel(mlp, 5e-2, "sigmoid, tanh and softsign segments, three layers deep"),
}


def main(argv: list[str]) -> int:
    if len(argv) != 1:
        print("usage: gna_models.py OUT_DIR", file=sys.stderr)
        return 2
    out = Path(argv[0])
    out.mkdir(parents=True, exist_ok=True)
    for name, entry in MODELS.items():
        onnx.save(entry.build(), out / f"{name}.onnx")
        print(out / f"{name}.onnx")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))

"""TFLite models converted by ov-opt and run in OpenVINO against the LiteRT interpreter, beside
ovc's IR of the same file: a small CNN in every quantization mode of TensorFlow's converter,
MobileNetV2 (random weights, normalizations calibrated on noise, 64x64, logits out) float and
full-int8, an unrolled Keras LSTM.

For int8 outputs the difference is in output LSB; ovopt's must be no worse than ovc's, and its
IR must hold no more Transposes than ovc's (the layout change's transposes cancel, so a CNN
keeps one: the NHWC input read as NCHW)."""

from __future__ import annotations

import io
from contextlib import redirect_stderr

import numpy as np
import pytest

pytest.importorskip("ai_edge_litert")
tf = pytest.importorskip("tensorflow")

from tflite_support import calibrated, compare, run_litert, run_openvino_model, sample_inputs, to_tflite  # noqa: E402

from ovopt.tools.ov_opt import main as ov_opt  # noqa: E402

FLOAT_TOLERANCE = 1e-4


def small_cnn():
    """Convolutions (one large enough for dynamic-range quantization), depthwise, pooling, a
    dense head; ReLU and ReLU6 fused."""
    tf.keras.utils.set_random_seed(0)
    x = inp = tf.keras.Input((16, 16, 3), batch_size=1)
    x = tf.keras.layers.Conv2D(16, 3, padding="same", activation="relu")(x)
    x = tf.keras.layers.DepthwiseConv2D(3, strides=2, padding="same")(x)
    x = tf.keras.layers.ReLU(6.0)(x)
    x = tf.keras.layers.Conv2D(32, 3, padding="valid")(x)
    x = tf.keras.layers.AveragePooling2D(3, strides=2, padding="same")(x)
    x = tf.keras.layers.MaxPooling2D()(x)
    x = tf.keras.layers.Flatten()(x)
    x = tf.keras.layers.Dense(5)(x)
    return tf.keras.Model(inp, tf.keras.layers.Softmax()(x))


@pytest.fixture(scope="module")
def cnn():
    return small_cnn()


def _check(comparison, quantized: bool) -> None:
    print(comparison)
    assert comparison.ovopt_transposes <= comparison.ovc_transposes, comparison
    if quantized:
        assert comparison.ovopt <= max(comparison.ovc, 1.0), comparison
    else:
        assert comparison.ovopt <= max(comparison.ovc * 1.01, FLOAT_TOLERANCE), comparison


@pytest.mark.parametrize("mode", ["float", "dynamic", "float16", "int8", "int8_float_io"])
def test_small_cnn(cnn, tmp_path, mode):
    path = to_tflite(cnn, tmp_path / f"cnn_{mode}.tflite", mode)
    comparison = compare(path, tmp_path)
    _check(comparison, quantized=mode.startswith("int8"))
    assert comparison.ovopt_transposes == 1  # the input's; the layout change's others cancel


def test_int8_model_keeps_int8_edges(cnn, tmp_path):
    """The IR's parameter and result are int8 as the model declares, and its weights 8-bit."""
    import openvino

    path = to_tflite(cnn, tmp_path / "cnn_int8.tflite", "int8")
    xml = tmp_path / "out.xml"
    with redirect_stderr(io.StringIO()):
        assert ov_opt([str(path), "-t", "ir", "-o", str(xml)]) == 0  # the default pipeline
    model = openvino.Core().read_model(str(xml))
    assert [p.get_element_type() for p in model.get_parameters()] == [openvino.Type.i8]
    assert [r.get_element_type() for r in model.get_results()] == [openvino.Type.i8]
    constants = [op for op in model.get_ops() if op.get_type_name() == "Constant"]
    assert sum(c.get_element_type() == openvino.Type.i8 for c in constants) == 4  # the four weights
    assert sum(op.get_type_name() == "FakeQuantize" for op in model.get_ops()) >= 5
    inputs = sample_inputs(path)
    assert np.abs(run_openvino_model(xml, inputs)[0].astype(int) - run_litert(path, inputs)[0]).max() <= 1


@pytest.fixture(scope="module")
def mobilenet():
    tf.keras.utils.set_random_seed(0)
    network = tf.keras.applications.MobileNetV2(
        input_shape=(64, 64, 3), alpha=0.35, weights=None, classes=10, classifier_activation=None
    )
    return calibrated(network)


@pytest.mark.parametrize("mode", ["float", "int8"])
def test_mobilenet_v2(mobilenet, tmp_path, mode):
    path = to_tflite(mobilenet, tmp_path / f"mobilenet_v2_{mode}.tflite", mode, samples=4)
    comparison = compare(path, tmp_path)
    _check(comparison, quantized=mode == "int8")
    assert comparison.ovopt_transposes == 1


def test_lstm(tmp_path):
    """Keras 3's LSTM converts to a WHILE over subgraphs; unrolled, to builtin operators."""
    tf.keras.utils.set_random_seed(0)
    inp = tf.keras.Input((8, 4), batch_size=1)
    y = tf.keras.layers.Dense(3)(tf.keras.layers.LSTM(16, unroll=True)(inp))
    path = to_tflite(tf.keras.Model(inp, y), tmp_path / "lstm.tflite")
    comparison = compare(path, tmp_path)
    print(comparison)
    assert comparison.ovopt <= max(comparison.ovc * 1.01, 1e-2), comparison

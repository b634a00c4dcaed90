"""TensorFlow models through `ov-opt MODEL -t ir -o model.xml`, as a SavedModel folder and as a
frozen GraphDef, with and without `--pass-pipeline=ov-default`: the IR runs in OpenVINO (f32)
and matches TensorFlow on the same inputs. TensorFlow is the reference only: ov-opt runs in a
process of its own and reads the files without it."""

from __future__ import annotations

import numpy as np
import pytest

tf = pytest.importorskip("tensorflow")
keras = pytest.importorskip("keras")

from ovopt.benchmarks import tf_models as zoo  # noqa: E402

PIPELINES = [(), ("--pass-pipeline=ov-default",)]


def converted(path, tmp_path, *extra):
    xml = tmp_path / "model.xml"
    result = zoo.convert(path, xml, *extra)
    assert result.returncode == 0, result.stderr
    return xml


def check(xml, inputs, expected, rtol=1e-4, atol=1e-5):
    actual = zoo.run_openvino(xml, inputs)
    assert len(actual) == len(expected)
    for a, e in zip(actual, expected):
        assert a.shape == e.shape
        np.testing.assert_allclose(a, e, rtol=rtol, atol=atol * max(1.0, float(np.abs(e).max())))


@pytest.fixture(scope="module")
def cnn():
    """Conv, batch norm, pooling (max, average), depthwise conv, dense: Keras' NHWC layers."""
    keras.utils.set_random_seed(zoo.SEED)
    inputs = keras.Input((16, 16, 3))
    x = keras.layers.Conv2D(8, 3, padding="same", activation="relu")(inputs)
    x = keras.layers.BatchNormalization(moving_variance_initializer="uniform")(x)
    x = keras.layers.MaxPooling2D()(x)
    x = keras.layers.DepthwiseConv2D(3, strides=2, padding="same", activation="relu6")(x)
    x = keras.layers.Conv2D(4, 1)(x)
    x = keras.layers.AveragePooling2D(2)(x)
    x = keras.layers.Flatten()(x)
    outputs = keras.layers.Dense(5, activation="softmax")(keras.layers.Dense(10, activation="tanh")(x))
    return keras.Model(inputs, outputs)


@pytest.fixture(scope="module")
def cnn_files(cnn, tmp_path_factory):
    folder = tmp_path_factory.mktemp("cnn")
    spec = tf.TensorSpec([2, 16, 16, 3], tf.float32)
    return {
        "saved_model": zoo.save_saved_model(cnn, folder / "saved_model"),
        "frozen": zoo.save_frozen(cnn, folder / "model.pb", [spec]),
        "frozen_text": zoo.save_frozen(cnn, folder / "model.pbtxt", [spec]),
    }


CNN_CASES = [(form, pipeline) for form in ("saved_model", "frozen") for pipeline in PIPELINES] + [("frozen_text", ())]


@pytest.mark.parametrize(("form", "pipeline"), CNN_CASES, ids=lambda v: v if isinstance(v, str) else "-".join(v))
def test_cnn(cnn, cnn_files, form, pipeline, tmp_path):
    x = np.random.default_rng(0).standard_normal((2, 16, 16, 3)).astype(np.float32)
    xml = converted(cnn_files[form], tmp_path, *pipeline)
    check(xml, [x], [zoo.reference(cnn, x)])
    # the layout change leaves the NHWC input's transpose and the one Flatten needs (as ovc)
    assert zoo.count_ops(xml, "Transpose") == 2


class Stepper(tf.Module):
    """tf.while_loop with a trip count given at run time, then tf.cond on the result."""

    def __init__(self):
        self.w = tf.Variable(np.random.default_rng(1).standard_normal((4, 4)).astype(np.float32) / 2)

    @tf.function(input_signature=[tf.TensorSpec([2, 4], tf.float32), tf.TensorSpec([], tf.int32)])
    def __call__(self, x, n):
        def body(i, y):
            return i + 1, tf.tanh(tf.matmul(y, self.w) + x)

        _, y = tf.while_loop(lambda i, y: i < n, body, [tf.constant(0), x])
        return tf.cond(tf.reduce_sum(y) > 0, lambda: y * 2.0, lambda: y - 1.0)


@pytest.fixture(scope="module")
def stepper_files(tmp_path_factory):
    folder = tmp_path_factory.mktemp("stepper")
    module = Stepper()
    return module, {
        "saved_model": zoo.save_saved_model(module, folder / "saved_model"),
        "frozen": zoo.save_frozen(module.__call__, folder / "model.pb"),
    }


@pytest.mark.parametrize("pipeline", PIPELINES, ids=["default", "ov-default"])
@pytest.mark.parametrize("form", ["saved_model", "frozen"])
def test_while_and_cond(stepper_files, form, pipeline, tmp_path):
    module, files = stepper_files
    xml = converted(files[form], tmp_path, *pipeline)
    assert zoo.count_ops(xml, "Loop") == 1 and zoo.count_ops(xml, "If") == 1
    for seed, steps in ((0, 0), (1, 1), (2, 5)):  # both branches, no iteration too
        x = np.random.default_rng(seed).standard_normal((2, 4)).astype(np.float32)
        n = np.asarray(steps, np.int32)
        inputs = [x, n] if form == "frozen" else _by_name(xml, {"x": x, "n": n})
        check(xml, inputs, [module(x, n).numpy()])


def _by_name(xml, values):
    """The SavedModel's inputs in the IR's order (a signature orders its keys by name)."""
    import openvino

    model = openvino.Core().read_model(xml)
    return [next(values[name] for name in values if name in p.get_names()) for p in model.inputs]


@pytest.mark.parametrize("kind", ["LSTM", "GRU", "SimpleRNN"])
def test_keras_rnn(kind, tmp_path):
    """Keras 3's recurrent layers (a sequence, then the last state) as SavedModel: a while
    loop over TensorLists, which becomes a Loop reading and writing tensors, then the sequence
    op of its cell (test_tf_recurrent.py has the cases that stay Loops)."""
    keras.utils.set_random_seed(zoo.SEED)
    inputs = keras.Input((5, 3))
    layer = getattr(keras.layers, kind)
    model = keras.Model(inputs, layer(4)(layer(6, return_sequences=True)(inputs)))
    xml = converted(zoo.save_saved_model(model, tmp_path / "saved_model"), tmp_path)
    sequence = {"LSTM": "LSTMSequence", "GRU": "GRUSequence", "SimpleRNN": "RNNSequence"}[kind]
    assert zoo.count_ops(xml, sequence) == 2 and zoo.count_ops(xml, "Loop") == 0
    # the sequence ops' transposes are layout changes, which cancel with Keras' time-major ones
    # (ovc's IR of the same model, two Loops, keeps one)
    assert zoo.count_ops(xml, "Transpose") == 0
    for batch in (1, 3):  # the batch is dynamic
        x = np.random.default_rng(batch).standard_normal((batch, 5, 3)).astype(np.float32)
        check(xml, [x], [zoo.reference(model, x)])


def test_attention_block(tmp_path):
    """MultiHeadAttention and LayerNormalization: einsums, softmax, moments."""
    keras.utils.set_random_seed(zoo.SEED)
    inputs = keras.Input((6, 8))
    attended = keras.layers.MultiHeadAttention(num_heads=2, key_dim=4)(inputs, inputs)
    outputs = keras.layers.LayerNormalization()(inputs + attended)
    model = keras.Model(inputs, outputs)
    xml = converted(zoo.save_saved_model(model, tmp_path / "saved_model"), tmp_path)
    x = np.random.default_rng(0).standard_normal((2, 6, 8)).astype(np.float32)
    check(xml, [x], [zoo.reference(model, x)])

"""Keras 3's recurrent layers as SavedModel and frozen graph: the while loop over the time steps
becomes LSTMSequence / GRUSequence / RNNSequence (lowering/recurrent_loops.py), and the IR
matches TensorFlow on the same inputs in OpenVINO. A cell the sequence ops cannot express stays a
Loop, still right."""

from __future__ import annotations

import numpy as np
import pytest

tf = pytest.importorskip("tensorflow")
keras = pytest.importorskip("keras")

from ovopt.benchmarks import tf_models as zoo  # noqa: E402

SEQUENCE_OPS = {"LSTM": "LSTMSequence", "GRU": "GRUSequence", "SimpleRNN": "RNNSequence"}
BATCH, STEPS, FEATURES = 2, 5, 3


def stacked(kind: str, **options) -> keras.Model:
    """A sequence (return_sequences) into a layer reading it backwards that gives its last state."""
    keras.utils.set_random_seed(zoo.SEED)
    layer = getattr(keras.layers, kind)
    inputs = keras.Input((STEPS, FEATURES))
    sequence = layer(6, return_sequences=True, bias_initializer="uniform", **options)(inputs)
    return keras.Model(inputs, layer(4, go_backwards=True, bias_initializer="uniform", **options)(sequence))


def files(model: keras.Model, folder) -> dict:
    spec = tf.TensorSpec([BATCH, STEPS, FEATURES], tf.float32)
    return {
        "saved_model": zoo.save_saved_model(model, folder / "saved_model"),
        "frozen": zoo.save_frozen(model, folder / "model.pb", [spec]),
    }


@pytest.fixture(scope="module", params=list(SEQUENCE_OPS))
def rnn(request, tmp_path_factory):
    model = stacked(request.param)
    return request.param, model, files(model, tmp_path_factory.mktemp(request.param))


def check(xml, model, batches=(BATCH,)):
    for batch in batches:
        x = np.random.default_rng(batch).standard_normal((batch, STEPS, FEATURES)).astype(np.float32)
        expected = zoo.reference(model, x)
        (actual,) = zoo.run_openvino(xml, [x])
        np.testing.assert_allclose(actual, expected, rtol=1e-4, atol=1e-5)


@pytest.mark.parametrize("form", ["saved_model", "frozen"])
def test_keras_rnn_becomes_a_sequence(rnn, form, tmp_path):
    kind, model, paths = rnn
    xml = tmp_path / "model.xml"
    result = zoo.convert(paths[form], xml)
    assert result.returncode == 0, result.stderr
    assert zoo.count_ops(xml, SEQUENCE_OPS[kind]) == 2
    assert zoo.count_ops(xml, "Loop") == 0
    check(xml, model, (1, 3) if form == "saved_model" else (BATCH,))  # the SavedModel's batch is dynamic


def test_ov_default_pipeline(tmp_path):
    model = stacked("LSTM")
    path = zoo.save_saved_model(model, tmp_path / "saved_model")
    xml = tmp_path / "model.xml"
    result = zoo.convert(path, xml, "--pass-pipeline=ov-default")
    assert result.returncode == 0, result.stderr
    assert zoo.count_ops(xml, "LSTMSequence") == 2 and zoo.count_ops(xml, "Loop") == 0
    check(xml, model)


@pytest.mark.parametrize(
    "kind, options",
    [
        ("LSTM", {"recurrent_activation": "hard_sigmoid"}),  # OpenVINO's LSTM has no hard sigmoid
        ("GRU", {"reset_after": False}),  # r applied before R: not Keras 3's default, left a Loop
        ("SimpleRNN", {"activation": "gelu"}),
    ],
)
def test_cell_the_sequences_cannot_express_stays_a_loop(kind, options, tmp_path):
    model = stacked(kind, **options)
    path = zoo.save_saved_model(model, tmp_path / "saved_model")
    xml = tmp_path / "model.xml"
    result = zoo.convert(path, xml)
    assert result.returncode == 0, result.stderr
    assert zoo.count_ops(xml, "Loop") == 2 and zoo.count_ops(xml, SEQUENCE_OPS[kind]) == 0
    check(xml, model)

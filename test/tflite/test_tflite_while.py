"""TFLite's WHILE (its condition and body subgraphs) as an OpenVINO Loop, and Keras 3's recurrent
layers, which the TFLite converter emits as a WHILE over the time steps, as LSTMSequence /
GRUSequence / RNNSequence; the IRs run in OpenVINO against the LiteRT interpreter, beside ovc's
IR of the same file."""

from __future__ import annotations

import pytest

pytest.importorskip("ai_edge_litert")
tf = pytest.importorskip("tensorflow")

from tflite_support import compare, to_tflite  # noqa: E402

from ovopt.benchmarks.tf_models import count_ops  # noqa: E402

SEQUENCE_OPS = {"LSTM": "LSTMSequence", "GRU": "GRUSequence", "SimpleRNN": "RNNSequence"}


def _checked(path, tmp_path, tolerance=1e-5):
    comparison = compare(path, tmp_path)
    print(comparison)
    assert comparison.ovopt <= max(comparison.ovc * 1.01, tolerance), comparison
    assert comparison.ovopt_transposes <= comparison.ovc_transposes, comparison
    return tmp_path / "out" / "model.xml"


def test_while_loop(tmp_path):
    """A tf.while_loop of a counter and a tensor: a WHILE whose condition reads the counter."""

    @tf.function(input_signature=[tf.TensorSpec([2, 3], tf.float32)])
    def repeated(x):
        def body(i, y):
            return i + 1, tf.tanh(y * 1.5 + 0.1)

        return tf.while_loop(lambda i, y: i < 4, body, [tf.constant(0), x])[1]

    path = to_tflite(repeated.get_concrete_function(), tmp_path / "while.tflite")
    xml = _checked(path, tmp_path)
    assert count_ops(xml, "Loop") == 1


def test_while_of_no_iteration(tmp_path):
    """The condition fails on the initial values: the Loop gives them back."""

    @tf.function(input_signature=[tf.TensorSpec([3], tf.float32), tf.TensorSpec([], tf.int32)])
    def until(x, n):
        return tf.while_loop(lambda i, y: i < n, lambda i, y: (i + 1, y * 2.0), [tf.constant(0), x])[1]

    path = to_tflite(until.get_concrete_function(), tmp_path / "until.tflite")
    _checked(path, tmp_path)  # sample inputs: n of any sign


@pytest.mark.parametrize("kind", list(SEQUENCE_OPS))
def test_keras_rnn(kind, tmp_path):
    """Keras 3's LSTM, GRU and SimpleRNN (the last output) become their sequence op."""
    tf.keras.utils.set_random_seed(0)
    inp = tf.keras.Input((6, 3), batch_size=1)
    layer = getattr(tf.keras.layers, kind)(5, bias_initializer="uniform")
    path = to_tflite(tf.keras.Model(inp, tf.keras.layers.Dense(2)(layer(inp))), tmp_path / f"{kind}.tflite")
    xml = _checked(path, tmp_path)
    assert count_ops(xml, SEQUENCE_OPS[kind]) == 1 and count_ops(xml, "Loop") == 0


def test_keras_lstm_hard_sigmoid_stays_a_loop(tmp_path):
    """A gate activation OpenVINO's LSTMSequence does not have: the Loop, still right."""
    tf.keras.utils.set_random_seed(0)
    inp = tf.keras.Input((6, 3), batch_size=1)
    y = tf.keras.layers.LSTM(5, recurrent_activation="hard_sigmoid")(inp)
    xml = _checked(to_tflite(tf.keras.Model(inp, y), tmp_path / "lstm.tflite"), tmp_path)
    assert count_ops(xml, "Loop") == 1 and count_ops(xml, "LSTMSequence") == 0


@pytest.mark.parametrize("kind", ["LSTM", "GRU"])
def test_keras_rnn_return_sequences(kind, tmp_path):
    """A layer that returns sequences writes its output list one row an iteration (two SLICEs and
    a CONCATENATION in TFLite): a concatenated output of the Loop, then the sequence op's Y,
    which the next layer reads."""
    tf.keras.utils.set_random_seed(0)
    inp = tf.keras.Input((5, 3), batch_size=1)
    layer = getattr(tf.keras.layers, kind)
    y = layer(4, bias_initializer="uniform")(layer(6, return_sequences=True, bias_initializer="uniform")(inp))
    xml = _checked(to_tflite(tf.keras.Model(inp, y), tmp_path / f"{kind}.tflite"), tmp_path)
    assert count_ops(xml, SEQUENCE_OPS[kind]) == 2 and count_ops(xml, "Loop") == 0


def test_keras_lstm_sequence_of_a_loop(tmp_path):
    """The sequence a Loop that stays a Loop writes (hard_sigmoid) is its concatenated output."""
    tf.keras.utils.set_random_seed(0)
    inp = tf.keras.Input((5, 3), batch_size=1)
    y = tf.keras.layers.LSTM(4, recurrent_activation="hard_sigmoid", return_sequences=True)(inp)
    xml = _checked(to_tflite(tf.keras.Model(inp, y), tmp_path / "lstm.tflite"), tmp_path)
    assert count_ops(xml, "Loop") == 1 and count_ops(xml, "ScatterNDUpdate") == 0

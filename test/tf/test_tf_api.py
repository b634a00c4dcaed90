"""ovopt.convert_model of TensorFlow models in process: a Keras model, a tf.function (with its
input signature, or traced with example_input), a concrete function, and a SavedModel folder's
path; the openvino.Model runs in OpenVINO against TensorFlow."""

from __future__ import annotations

import numpy as np
import pytest

tf = pytest.importorskip("tensorflow")
keras = pytest.importorskip("keras")

import ovopt  # noqa: E402
from ovopt.benchmarks import tf_models as zoo  # noqa: E402

X = np.random.default_rng(0).standard_normal((2, 8, 8, 3)).astype(np.float32)


@pytest.fixture(scope="module")
def model():
    keras.utils.set_random_seed(zoo.SEED)
    inputs = keras.Input((8, 8, 3))
    x = keras.layers.Conv2D(4, 3, activation="relu")(inputs)
    outputs = keras.layers.Dense(3)(keras.layers.GlobalAveragePooling2D()(x))
    return keras.Model(inputs, outputs)


def check(converted, expected, inputs=(X,)):
    (actual,) = zoo.run_openvino(converted, list(inputs))
    np.testing.assert_allclose(actual, expected, rtol=1e-4, atol=1e-5)


def test_keras_model(model):
    converted = ovopt.convert_model(model)
    check(converted, zoo.reference(model, X))
    assert zoo.count_ops(converted, "Transpose") == 1  # the NHWC input's


def test_tf_function_with_signature(model):
    signature = [tf.TensorSpec(X.shape, tf.float32)]
    function = tf.function(lambda x: tf.nn.softmax(model(x) * 2.0), input_signature=signature)
    check(ovopt.convert_model(function), function(X).numpy())


def test_tf_function_traced_with_example_input():
    function = tf.function(lambda x, y: tf.reduce_max(x, axis=-1) + y)
    y = np.arange(8, dtype=np.float32)
    check(ovopt.convert_model(function, example_input=(X, y)), function(X, y).numpy(), (X, y))
    concrete = function.get_concrete_function(X, y)
    check(ovopt.convert_model(concrete), function(X, y).numpy(), (X, y))


def test_saved_model_folder(model, tmp_path):
    folder = zoo.save_saved_model(model, tmp_path / "saved_model")
    check(ovopt.convert_model(folder), zoo.reference(model, X))
    ovopt.save_model(str(folder), tmp_path / "out" / "model.xml")
    check(tmp_path / "out" / "model.xml", zoo.reference(model, X))


def test_untraceable_function_is_refused():
    function = tf.function(lambda x: x + 1.0)
    with pytest.raises(ovopt.ConversionError, match="needs example_input"):
        ovopt.convert_model(function)

"""A TFLite file's buffers become constants that view the mapped file, never copies: the
importer reads them in place, and the IR's .bin holds their exact bytes."""

from __future__ import annotations

import numpy as np
import pytest

tf = pytest.importorskip("tensorflow")

from ovopt.dialects import tflite  # noqa: E402
from ovopt.frontends.tflite import import_tflite  # noqa: E402
from ovopt.support.mapped_files import file_span, map_file  # noqa: E402
from support import convert  # noqa: E402


@pytest.fixture(scope="module")
def dense_model(tmp_path_factory):
    weights = np.random.default_rng(0).standard_normal((64, 32)).astype(np.float32)
    function = tf.function(lambda x: tf.matmul(x, weights)).get_concrete_function(tf.TensorSpec((1, 64), tf.float32))
    path = tmp_path_factory.mktemp("mapped") / "dense.tflite"
    path.write_bytes(tf.lite.TFLiteConverter.from_concrete_functions([function]).convert())
    return path, weights


def test_constants_view_the_mapped_file(dense_model):
    path, weights = dense_model
    module = import_tflite(map_file(path))
    constants = [op for op in module.walk() if isinstance(op, tflite.ConstOp)]
    (weight,) = [c for c in constants if c.output.type.get_shape() == (32, 64)]  # FULLY_CONNECTED's (out, in)
    assert file_span(weight.value.data.data) is not None
    assert bytes(weight.value.data.data) == weights.T.tobytes()
    (fully_connected,) = [op for op in module.walk() if isinstance(op, tflite.FullyConnectedOp)]
    assert fully_connected.inputs[1] is weight.output


def test_the_bin_holds_the_weights_bytes(dense_model, tmp_path):
    path, weights = dense_model
    converted = convert(path, tmp_path)
    assert converted.returncode == 0, converted.stderr
    assert weights.T.tobytes() in converted.bin.read_bytes()
